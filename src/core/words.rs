//! Words every game's log and table use: the seats by name, a line of the log and
//! what it is about, tiles and counts in words.

use super::{Seat, TileSet};

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

impl Line {
    /// A line about an action.
    pub fn act(text: String) -> Line {
        Line { text, kind: LineKind::Act }
    }
    /// A line about chips or points that change hands.
    pub fn pay(text: String) -> Line {
        Line { text, kind: LineKind::Pay }
    }
    /// A line about a hand's start or end.
    pub fn end(text: String) -> Line {
        Line { text, kind: LineKind::End }
    }
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

/// 1st, 2nd, 3rd, 4th, ...
pub fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// Digits grouped by thousands: 2,000.
pub fn grouped(n: u64) -> String {
    let s = n.to_string();
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}
