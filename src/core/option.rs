//! Rule options as every game names them: an option is a name and the type of its
//! value ([`Opt`]); each family lists its own, and a table's [`Options`] hold the
//! values given (the others keep the game's defaults). The command line writes them
//! `NAME=VALUE`, records by name, the new-game screen one row at a time.

use std::cmp::Ordering;
use std::fmt;

/// The type of an option's value.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Kind {
    Bool,
    /// An integer from the first to the second, both included (a game may take fewer
    /// values in between: it refuses the others when it checks its options).
    Int(i64, i64),
    /// One of these words.
    Word(&'static [&'static str]),
}

/// An option a game takes: the name records, the command line and the new-game screen
/// use, the type of its value, and its place among its family's options (the order
/// options given are listed in). Two options are the same option when their names
/// are the same.
#[derive(Clone, Copy, Debug)]
pub struct Opt {
    pub name: &'static str,
    pub kind: Kind,
    pub rank: u8,
}

impl Opt {
    pub const fn new(name: &'static str, kind: Kind) -> Opt {
        Opt { name, kind, rank: 0 }
    }
    /// The option listed at `rank` among its family's.
    pub const fn at(self, rank: u8) -> Opt {
        Opt { rank, ..self }
    }
    /// The name written in records and on the command line.
    pub const fn name(self) -> &'static str {
        self.name
    }
    pub const fn kind(self) -> Kind {
        self.kind
    }
}

impl PartialEq for Opt {
    fn eq(&self, other: &Opt) -> bool {
        self.name == other.name
    }
}

impl Eq for Opt {}

impl std::hash::Hash for Opt {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.name.hash(state);
    }
}

impl PartialOrd for Opt {
    fn partial_cmp(&self, other: &Opt) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Opt {
    fn cmp(&self, other: &Opt) -> Ordering {
        (self.rank, self.name).cmp(&(other.rank, other.name))
    }
}

/// An option's value as written.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Value {
    Bool(bool),
    Int(i64),
    Word(String),
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Bool(b) => write!(f, "{b}"),
            Value::Int(i) => write!(f, "{i}"),
            Value::Word(w) => write!(f, "{w:?}"),
        }
    }
}

/// `n` written with commas between thousands, as in "1,000,000".
pub fn thousands(n: i64) -> String {
    let digits = n.unsigned_abs().to_string();
    let mut out = String::new();
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(d);
    }
    if n < 0 {
        out.insert(0, '-');
    }
    out
}

/// Rule options as given, in their family's order; absent ones take the game's
/// default.
#[derive(Clone, Default, PartialEq, Eq, Debug)]
pub struct Options {
    given: Vec<(Opt, Value)>,
}

impl Options {
    /// No option given: every default.
    pub fn new() -> Options {
        Options::default()
    }

    /// Gives an option.
    ///
    /// # Errors
    /// The value has the wrong type or is outside the option's range.
    pub fn set(&mut self, opt: impl Into<Opt>, value: Value) -> Result<(), String> {
        let opt = opt.into();
        let ok = match (&value, opt.kind) {
            (Value::Bool(_), Kind::Bool) => true,
            (Value::Int(i), Kind::Int(min, max)) => {
                if *i < min {
                    return Err(format!("{} {i}: at least {}", opt.name, thousands(min)));
                }
                if *i > max {
                    return Err(format!("{} {i}: at most {}", opt.name, thousands(max)));
                }
                true
            }
            (Value::Word(w), Kind::Word(words)) => {
                if !words.contains(&w.as_str()) {
                    return Err(format!("{} is one of {words:?}, not {w:?}", opt.name));
                }
                true
            }
            _ => false,
        };
        if !ok {
            let want = match opt.kind {
                Kind::Bool => "true or false".to_string(),
                Kind::Int(min, max) => format!("an integer from {min} to {}", thousands(max)),
                Kind::Word(w) => format!("one of {w:?}"),
            };
            return Err(format!("{} is {want}, not {value}", opt.name));
        }
        self.given.retain(|(o, _)| *o != opt);
        self.given.push((opt, value));
        self.given.sort_by_key(|(o, _)| *o);
        Ok(())
    }

    /// The options given, in their family's order.
    pub fn given(&self) -> &[(Opt, Value)] {
        &self.given
    }

    /// The value given for an option, if any.
    pub fn given_value(&self, opt: impl Into<Opt>) -> Option<&Value> {
        let opt = opt.into();
        self.given.iter().find(|(o, _)| *o == opt).map(|(_, v)| v)
    }

    /// The flag given for `opt`, if one was.
    pub fn flag(&self, opt: impl Into<Opt>) -> Option<bool> {
        match self.given_value(opt) {
            Some(&Value::Bool(b)) => Some(b),
            _ => None,
        }
    }

    /// The integer given for `opt`, if one was.
    pub fn int(&self, opt: impl Into<Opt>) -> Option<i64> {
        match self.given_value(opt) {
            Some(&Value::Int(i)) => Some(i),
            _ => None,
        }
    }

    /// The word given for `opt`, if one was.
    pub fn word(&self, opt: impl Into<Opt>) -> Option<&str> {
        match self.given_value(opt) {
            Some(Value::Word(w)) => Some(w.as_str()),
            _ => None,
        }
    }

    /// Takes an option back to its default.
    pub fn unset(&mut self, opt: impl Into<Opt>) {
        let opt = opt.into();
        self.given.retain(|(o, _)| *o != opt);
    }

    /// Gives an option written `NAME=VALUE`, one of `takes` (the game's options).
    ///
    /// # Errors
    /// Not `NAME=VALUE`, an option the game does not take, or a value of the wrong
    /// type or out of range; the message says which and what is allowed.
    pub fn set_text(&mut self, text: &str, takes: &[Opt], game: &str) -> Result<(), String> {
        let Some((name, value)) = text.split_once('=') else {
            return Err(format!("an option is written NAME=VALUE, such as target=150, not {text:?}"));
        };
        let (name, value) = (name.trim(), value.trim());
        let names: Vec<&str> = takes.iter().map(|o| o.name).collect();
        let list = if names.is_empty() {
            format!("{game} takes no options")
        } else {
            format!("{game} takes {}", names.join(", "))
        };
        let Some(opt) = takes.iter().copied().find(|o| o.name == name) else {
            return Err(format!("{game} takes no option {name:?}: {list}"));
        };
        let v = match opt.kind {
            Kind::Bool => match value {
                "true" | "yes" | "on" => Value::Bool(true),
                "false" | "no" | "off" => Value::Bool(false),
                _ => return Err(format!("{name} is true or false, not {value:?}")),
            },
            Kind::Int(min, max) => match value.parse::<i64>() {
                Ok(i) => Value::Int(i),
                Err(_) => return Err(format!("{name} is an integer from {min} to {max}, not {value:?}")),
            },
            Kind::Word(_) => Value::Word(value.to_string()),
        };
        self.set(opt, v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SIZE: Opt = Opt::new("size", Kind::Int(1, 9));
    const FAST: Opt = Opt::new("fast", Kind::Bool);

    #[test]
    fn options_are_kept_by_name_in_order_and_checked_by_type() {
        let mut o = Options::new();
        o.set_text("size=3", &[SIZE, FAST], "g").unwrap();
        o.set_text("fast=yes", &[SIZE, FAST], "g").unwrap();
        assert_eq!(o.given().iter().map(|(o, _)| o.name).collect::<Vec<_>>(), ["fast", "size"]);
        let mut o2 = Options::new();
        o2.set(SIZE.at(0), Value::Int(2)).unwrap();
        o2.set(FAST.at(1), Value::Bool(false)).unwrap();
        assert_eq!(o2.given().iter().map(|(o, _)| o.name).collect::<Vec<_>>(), ["size", "fast"]);
        assert_eq!((o.int(SIZE), o.flag(FAST)), (Some(3), Some(true)));
        assert!(o.set_text("size=10", &[SIZE], "g").unwrap_err().contains("at most 9"));
        assert!(o.set_text("fast=1", &[FAST], "g").unwrap_err().contains("true or false"));
        assert!(o.set_text("colour=red", &[SIZE], "g").unwrap_err().contains("g takes size"));
        o.unset(SIZE);
        assert_eq!(o.given().len(), 1);
    }
}
