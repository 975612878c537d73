//! Why a record could not be read.

use std::fmt;
use std::sync::Arc;

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
    /// A parlour record of a game this program does not know: the id it gives.
    NoGame { id: String },
    /// A game this program knows, but does not play at the table yet: its name.
    NotAtTable { game: &'static str },
    /// No game at the table reads the record.
    Unread,
    /// The record's game is not of the table that opens it: its id, and the kind of
    /// game that table plays (`a line game`).
    NotOfTable { game: String, kind: &'static str },
    /// The game refuses the record's rules or its players: the game's reason.
    Rules(Reason),
    /// The game refuses the deal of a hand or a round (`n`, from 1): its reason.
    Deal { part: Part, n: usize, why: Reason },
    /// The game refuses an action (`action`, from 0) of a hand or a round (`n`, from
    /// 1) as it is rebuilt at the table: its reason.
    Action { part: Part, n: usize, action: usize, why: Reason },
    /// An action of a line game's record is a play on the squares of a board.
    Squares { part: Part, n: usize, action: usize },
    /// The record holds no hand (no round) to sit at.
    Empty(Part),
    /// One of the program's own lessons does not open: the lesson's reader's words
    /// (its record is the program's, never a file of the user's).
    Lesson(String),
}

/// What one deal of a game is called in its record: a hand (Nos, the parlour's games,
/// Dominox) or a round (the train games).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    Hand,
    Round,
}

impl fmt::Display for Part {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Part::Hand => "hand",
            Part::Round => "round",
        })
    }
}

/// A game's own reason for refusing, its type kept (a caller may downcast it to
/// match on it) and said in its words; equal when the words are.
#[derive(Clone, Debug)]
pub struct Reason(Arc<dyn std::error::Error + Send + Sync>);

impl Reason {
    pub fn new<E: std::error::Error + Send + Sync + 'static>(e: E) -> Reason {
        Reason(Arc::new(e))
    }

    /// The reason, when it is an `E` (its game's own type).
    pub fn of<E: std::error::Error + 'static>(&self) -> Option<&E> {
        self.0.downcast_ref::<E>()
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl PartialEq for Reason {
    fn eq(&self, other: &Reason) -> bool {
        self.to_string() == other.to_string()
    }
}

impl Eq for Reason {}

impl fmt::Display for Unplayable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unplayable::Format(e) => write!(f, "{e}"),
            Unplayable::Replay(e) => write!(f, "{e}"),
            Unplayable::NoSeats => {
                f.write_str("it says neither who plays each seat nor the seed: `nos replay` shows it")
            }
            Unplayable::NoGame { id } => write!(f, "no game {id:?} here"),
            Unplayable::NotAtTable { game } => write!(f, "{game} is not played at the table yet"),
            Unplayable::Unread => f.write_str("no game at the table reads this record"),
            Unplayable::NotOfTable { game, kind } => write!(f, "{game} is not {kind}"),
            Unplayable::Rules(why) => write!(f, "{why}"),
            Unplayable::Deal { part, n, why } => write!(f, "{part} {n}: {why}"),
            Unplayable::Action { part, n, action, why } => write!(f, "{part} {n}: action {action}: {why}"),
            Unplayable::Squares { part, n, action } => {
                write!(f, "{part} {n}: action {action}: a play on a board's squares, in a line game")
            }
            Unplayable::Empty(part) => write!(f, "the record holds no {part}"),
            Unplayable::Lesson(why) => f.write_str(why),
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
