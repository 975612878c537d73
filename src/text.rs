//! Text from outside the program (a record's player names, a file path, a command-line
//! argument, an error message quoting any of them) made safe to print or draw, and the
//! rule for players' names.
//!
//! A terminal obeys the control characters it is sent: `ESC ] 0 ; … BEL` retitles the
//! window, `ESC [ 2 J` clears it, OSC 52 writes the clipboard. Text that was not
//! written by this program therefore reaches the terminal only through [`safe`] (or
//! [`safe_lines`]), which shows such characters as visible escapes instead.

use std::borrow::Cow;

/// The most characters a player's name may have.
pub const MAX_NAME: usize = 20;

/// Whether `c` is shown escaped: the control characters (C0, DEL, C1), and the
/// invisible characters that change how the text around them is shown (the
/// bidirectional overrides and isolates, zero-width characters, the line and
/// paragraph separators), with which a name could pass for another or hide text.
/// The joiners (ZWJ, ZWNJ) and the variation selectors are not hidden: they belong
/// inside emoji (a family is people joined by ZWJ) and inside words of some scripts,
/// and change only how the characters around them are drawn, never their order.
pub fn is_hidden(c: char) -> bool {
    c.is_control()
        || matches!(c,
            '\u{061c}' | '\u{200b}' | '\u{200e}' | '\u{200f}' | '\u{2028}'..='\u{202e}' | '\u{2060}'..='\u{206f}' | '\u{feff}')
}

/// `s` with every control or invisible character (see [`is_hidden`]) written as a
/// visible escape such as `\u{1b}`; everything else, Unicode included, as it is.
/// Borrows when there is nothing to escape, which is nearly always.
///
/// ```
/// use nos::text::safe;
/// assert_eq!(safe("Ann"), "Ann");
/// assert_eq!(safe("\u{1b}]0;owned\u{7}"), "\\u{1b}]0;owned\\u{7}");
/// assert_eq!(safe("a\nb"), "a\\u{a}b");
/// ```
pub fn safe(s: &str) -> Cow<'_, str> {
    if !s.chars().any(is_hidden) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        if is_hidden(c) {
            out.push_str(&format!("\\u{{{:x}}}", c as u32));
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// As [`safe`], but line breaks stay line breaks: for a message of several lines.
///
/// ```
/// use nos::text::safe_lines;
/// assert_eq!(safe_lines("one\ntwo\u{7}"), "one\ntwo\\u{7}");
/// ```
pub fn safe_lines(s: &str) -> String {
    s.split('\n').map(safe).collect::<Vec<_>>().join("\n")
}

/// What is wrong with one name of a table (see [`name_fault`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NameFault {
    /// Empty, or nothing but spaces.
    Empty,
    /// Holds a control or invisible character (see [`is_hidden`]).
    Hidden,
    /// Longer than [`MAX_NAME`] characters.
    Long,
    /// The same as the name at this earlier index, ignoring case.
    Same(usize),
}

/// The first name of a table, in seat order, that breaks the rule for names, with
/// what is wrong with it: each must be non-empty (after trimming spaces), at most
/// [`MAX_NAME`] characters, hold no control or invisible character, and differ from
/// every other seat's name ignoring case (since "ann" and "Ann" at one table cannot
/// be told apart in the log). The one rule for `--names`, the new-game screen and
/// records alike; each says where the name came from in its own words.
pub fn name_fault(names: &[String]) -> Option<(usize, NameFault)> {
    for (i, raw) in names.iter().enumerate() {
        let name = raw.trim();
        let fault = if name.is_empty() {
            Some(NameFault::Empty)
        } else if raw.chars().any(is_hidden) {
            // The raw name: trimming takes off a control character that counts as a
            // space (U+0085, NEXT LINE), which must not pass because it is at an end.
            Some(NameFault::Hidden)
        } else if name.chars().count() > MAX_NAME {
            Some(NameFault::Long)
        } else {
            let lower = name.to_lowercase();
            names[..i].iter().position(|o| o.trim().to_lowercase() == lower).map(NameFault::Same)
        };
        if let Some(f) = fault {
            return Some((i, f));
        }
    }
    None
}

/// Checks the names of the seats of a table, in seat order, by [`name_fault`].
///
/// # Errors
/// A sentence naming the seat (from 1) and what is wrong, its name shown safely.
pub fn check_names(names: &[String]) -> Result<(), String> {
    let Some((i, fault)) = name_fault(names) else { return Ok(()) };
    let seat = i + 1;
    let name = quoted(names[i].trim());
    Err(match fault {
        NameFault::Empty => format!("seat {seat} needs a name"),
        NameFault::Hidden => format!("the name of seat {seat}, {name}, holds a control character"),
        NameFault::Long => format!("the name of seat {seat}, {name}, is longer than {MAX_NAME} characters"),
        NameFault::Same(j) => {
            format!("seat {seat} and seat {} are both called {name}: give each seat its own name", j + 1)
        }
    })
}

/// Checks the `players` of a record by [`name_fault`].
///
/// # Errors
/// The field (`players[2]`) and what is wrong, the name shown safely and, when
/// long, cut short so that the message stays one line.
pub fn check_record_names(names: &[String]) -> Result<(), (String, String)> {
    let Some((i, fault)) = name_fault(names) else { return Ok(()) };
    let name = names[i].trim();
    let shown = match name.char_indices().nth(MAX_NAME) {
        Some((cut, _)) => format!("\"{}…\"", safe(&name[..cut])),
        None => quoted(name),
    };
    let msg = match fault {
        NameFault::Empty => "a player needs a name".to_string(),
        NameFault::Hidden => format!("the name {shown} holds a control character"),
        NameFault::Long => {
            format!("the name {shown} has {} characters: at most {MAX_NAME}", name.chars().count())
        }
        NameFault::Same(j) => format!("{shown}: players[{j}] has that name (names must differ in more than case)"),
    };
    Err((format!("players[{i}]"), msg))
}

/// A name in quotes, shown safely.
fn quoted(s: &str) -> String {
    format!("\"{}\"", safe(s))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_are_made_visible_and_nothing_else_changes() {
        assert_eq!(safe("Ann Bäs 東"), "Ann Bäs 東");
        assert!(matches!(safe("plain"), Cow::Borrowed(_)));
        assert_eq!(safe("\u{1b}[2J"), "\\u{1b}[2J");
        assert_eq!(safe("\u{9b}31m\u{7f}"), "\\u{9b}31m\\u{7f}");
        assert_eq!(safe("abc\u{202e}fed"), "abc\\u{202e}fed");
        for b in 0u8..=0x1f {
            assert!(!safe(&format!("x{}y", b as char)).chars().any(|c| c.is_control()));
        }
    }

    #[test]
    fn names_are_refused_for_controls_emptiness_length_and_repeats() {
        let v = |s: &[&str]| s.iter().map(|x| x.to_string()).collect::<Vec<_>>();
        assert!(check_names(&v(&["Ann", "Bas", "Cor"])).is_ok());
        let e = check_names(&v(&["Ann", "  ", "Cor"])).unwrap_err();
        assert_eq!(e, "seat 2 needs a name");
        let e = check_names(&v(&["Ann", "B\u{1b}]0;x\u{7}", "Cor"])).unwrap_err();
        assert!(e.contains("\\u{1b}") && !e.contains('\u{1b}'), "{e}");
        let long = "x".repeat(MAX_NAME + 1);
        assert!(check_names(&v(&["Ann", "Bas", &long])).unwrap_err().contains("longer than 20"));
        assert!(check_names(&v(&["Ann", "Bas", &"é".repeat(MAX_NAME)])).is_ok());
        let e = check_names(&v(&["Ann", "Bas", "ann"])).unwrap_err();
        assert!(e.contains("seat 3 and seat 1"), "{e}");
        // A control character that trimming would take off an end (U+0085) counts.
        let e = check_names(&v(&["Ann", "Bas\u{85}"])).unwrap_err();
        assert!(e.contains("control character"), "{e}");
    }

    #[test]
    fn joiners_and_variation_selectors_belong_in_names_but_bidi_overrides_do_not() {
        let family = "Ann \u{1f468}\u{200d}\u{1f469}\u{200d}\u{1f467}";
        assert!(!family.chars().any(is_hidden));
        assert_eq!(safe(family), family);
        assert!(!"\u{2764}\u{fe0f}".chars().any(is_hidden));
        assert!(!"\u{200c}".chars().any(is_hidden));
        for c in ['\u{202e}', '\u{2066}', '\u{200b}', '\u{200e}', '\u{1b}', '\u{85}'] {
            assert!(is_hidden(c), "{c:?}");
        }
    }

    #[test]
    fn record_names_name_the_field_and_stay_on_one_line() {
        let v = |s: &[&str]| s.iter().map(|x| x.to_string()).collect::<Vec<_>>();
        let long = "x".repeat(5000);
        let (f, m) = check_record_names(&v(&["Ann", "Bas", &long])).unwrap_err();
        assert_eq!(f, "players[2]");
        assert!(m.contains("5000 characters") && m.len() < 80, "{m}");
        let (f, m) = check_record_names(&v(&["Ann", "ann"])).unwrap_err();
        assert_eq!((f.as_str(), m.contains("players[0]")), ("players[1]", true));
        assert_eq!(check_record_names(&v(&["Ann", ""])).unwrap_err().0, "players[1]");
        let (_, m) = check_record_names(&v(&["A\u{1b}]0;x\u{7}"])).unwrap_err();
        assert!(!m.contains('\u{1b}'), "{m}");
    }
}
