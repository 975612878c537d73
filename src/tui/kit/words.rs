//! Words every table uses: the seats by name, a line of the log and what it is about,
//! tiles and counts in words.

use crate::core::{Seat, TileSet};

/// A name for each seat.
pub struct Names<'a>(pub &'a [String]);

impl Names<'_> {
    pub fn of(&self, s: Seat) -> &str {
        self.0.get(s.index()).map(String::as_str).unwrap_or("?")
    }
}

/// One line of the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub text: String,
    pub kind: LineKind,
}

/// What a log line is about, for its colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineKind {
    Act,
    Pay,
    End,
}

/// The tiles of a set, as "1-1 4-4".
pub fn tiles(t: TileSet) -> String {
    t.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(" ")
}

/// How many tiles a hand holds, as "1 tile" or "5 tiles": all others may know of it.
pub fn how_many(n: u32) -> String {
    count(n as i64, "tile")
}

/// A number of things, the noun in the plural unless there is one: "1 choice",
/// "3 choices", "0 chips".
pub fn count(n: i64, one: &str) -> String {
    match (n.abs() == 1, one) {
        (true, _) => format!("{n} {one}"),
        (false, w) if w.ends_with('s') || w.ends_with('x') || w.ends_with("ch") => format!("{n} {w}es"),
        (false, w) => format!("{n} {w}s"),
    }
}
