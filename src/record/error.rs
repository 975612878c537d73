//! Why a record could not be read.

use std::fmt;

/// A record that could not be read: the file is not a record of format v1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormatError {
    /// Where: a field path such as `hands[0].actions[3].tile`, or empty.
    pub path: String,
    /// Line and column in the file, when known.
    pub at: Option<(usize, usize)>,
    pub msg: String,
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some((l, c)) = self.at {
            write!(f, "line {l} column {c}: ")?;
        }
        if !self.path.is_empty() && self.path != "." {
            write!(f, "{}: ", self.path)?;
        }
        f.write_str(&self.msg)
    }
}

impl std::error::Error for FormatError {}

/// Why a record does not open as a game to play on or to replay: the record readers'
/// own errors where they have them, said in their words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unplayable {
    /// It does not read as a record: the line and the field ([`FormatError`]).
    Format(FormatError),
    /// It reads, but the rules refuse an action in it: the hand and the action.
    Replay(super::CheckFailure),
    /// It says neither who plays each seat nor the seed: it replays, but a game is
    /// not played on from it.
    NoSeats,
    /// What the game, the table or the lesson says of it, in its words (an action it
    /// refuses as the game is rebuilt, no game at the table for it, no such lesson).
    Said(String),
}

impl fmt::Display for Unplayable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unplayable::Format(e) => write!(f, "{e}"),
            Unplayable::Replay(e) => write!(f, "{e}"),
            Unplayable::NoSeats => {
                f.write_str("it says neither who plays each seat nor the seed: `nos replay` shows it")
            }
            Unplayable::Said(s) => f.write_str(s),
        }
    }
}

impl std::error::Error for Unplayable {}

impl From<FormatError> for Unplayable {
    fn from(e: FormatError) -> Unplayable {
        Unplayable::Format(e)
    }
}

impl From<super::CheckFailure> for Unplayable {
    fn from(e: super::CheckFailure) -> Unplayable {
        Unplayable::Replay(e)
    }
}

impl From<String> for Unplayable {
    fn from(s: String) -> Unplayable {
        Unplayable::Said(s)
    }
}

impl From<Unplayable> for String {
    fn from(e: Unplayable) -> String {
        e.to_string()
    }
}

pub(crate) fn ferr(path: impl Into<String>, msg: impl Into<String>) -> FormatError {
    FormatError { path: path.into(), at: None, msg: msg.into() }
}

/// The JSON value of a whole record, deserialized with the path of any field that does
/// not fit (`hands[0].actions[3].tile`), its line and column, and nothing after it:
/// the same reading and the same errors for Nos records and parlour records.
pub(crate) fn json_of<T: serde::de::DeserializeOwned>(text: &[u8]) -> Result<T, FormatError> {
    let mut de = serde_json::Deserializer::from_slice(text);
    let json: T = serde_path_to_error::deserialize(&mut de).map_err(|e| {
        let inner = e.inner();
        let at = (inner.line() > 0).then(|| (inner.line(), inner.column()));
        let msg = inner.to_string();
        let msg = match msg.rfind(" at line ") {
            Some(i) => msg[..i].to_string(),
            None => msg,
        };
        FormatError { path: e.path().to_string(), at, msg }
    })?;
    de.end().map_err(|e| FormatError {
        path: String::new(),
        at: Some((e.line(), e.column())),
        msg: "text after the record".into(),
    })?;
    Ok(json)
}
