//! The four sides of the set tile, each naming the arm that grows from it: Nos's layout
//! and the parlour's arms both use them.

use std::fmt;

/// A side of the set tile, naming the arm that grows from it. A line uses W (the set
/// tile's first number) and E (its second).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Pos {
    N,
    E,
    S,
    W,
}

impl Pos {
    pub const ALL: [Pos; 4] = [Pos::N, Pos::E, Pos::S, Pos::W];

    pub const fn index(self) -> usize {
        self as usize
    }
    pub const fn opposite(self) -> Pos {
        match self {
            Pos::N => Pos::S,
            Pos::S => Pos::N,
            Pos::E => Pos::W,
            Pos::W => Pos::E,
        }
    }
    /// Whether a line has this side.
    pub const fn on_line(self) -> bool {
        matches!(self, Pos::W | Pos::E)
    }
    pub fn letter(self) -> &'static str {
        match self {
            Pos::N => "N",
            Pos::E => "E",
            Pos::S => "S",
            Pos::W => "W",
        }
    }
    pub fn parse(s: &str) -> Option<Pos> {
        Some(match s {
            "N" => Pos::N,
            "E" => Pos::E,
            "S" => Pos::S,
            "W" => Pos::W,
            _ => return None,
        })
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.letter())
    }
}
