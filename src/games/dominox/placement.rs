//! A tile on two squares, and the two actions of a turn.

use super::square::{Dir, Square};
use crate::core::action_text::Words;
use crate::core::Tile;
use std::fmt;

/// A tile lying on two orthogonally adjacent squares: one number on each.
///
/// It is written as in a record, the tile first-number-first and the squares of the
/// first and the second number: `2-0` on `e7 f7` puts the 2 on e7. The two ways of
/// writing one placement (`2-0` on `e7 f7`, `0-2` on `f7 e7`) make equal values: inside,
/// the lower square comes first. A placement always covers two neighbouring squares and
/// shows numbers 0 to 6; [`Placement::new`] refuses anything else.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Placement {
    at: [Square; 2],
    num: [u8; 2],
}

/// Why numbers and squares make no placement.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlacementError {
    #[error("a tile's numbers are 0 to 6, not {0}")]
    BadNumber(u8),
    #[error("{0} and {1} are not orthogonal neighbours: a tile covers two squares side by side")]
    NotAdjacent(Square, Square),
}

impl Placement {
    /// `first` on square `at[0]`, `second` on `at[1]`.
    ///
    /// # Errors
    /// A number above 6, or squares that are not orthogonal neighbours.
    pub fn new(first: u8, second: u8, at: [Square; 2]) -> Result<Placement, PlacementError> {
        for n in [first, second] {
            if n > 6 {
                return Err(PlacementError::BadNumber(n));
            }
        }
        if !at[0].touches(at[1]) {
            return Err(PlacementError::NotAdjacent(at[0], at[1]));
        }
        Ok(Placement::of(first, second, at[0], at[1]))
    }

    /// As [`Placement::new`] for values already known good (numbers 0..=6, neighbours).
    pub(crate) const fn of(a: u8, b: u8, s: Square, t: Square) -> Placement {
        if s.index() < t.index() {
            Placement { at: [s, t], num: [a, b] }
        } else {
            Placement { at: [t, s], num: [b, a] }
        }
    }

    /// The tile placed.
    pub const fn tile(self) -> Tile {
        Tile::of(self.num[0], self.num[1])
    }
    /// The two squares, the lower first (the first of a record's writing, once read,
    /// may be either).
    pub const fn squares(self) -> [Square; 2] {
        self.at
    }
    /// The numbers on [`Placement::squares`], in the same order.
    pub const fn numbers(self) -> [u8; 2] {
        self.num
    }
    /// Both squares as a set.
    pub const fn mask(self) -> u64 {
        self.at[0].bit() | self.at[1].bit()
    }
    /// The number on `s`, if the tile covers it.
    pub fn number_on(self, s: Square) -> Option<u8> {
        self.at.iter().position(|&q| q == s).map(|i| self.num[i])
    }
    /// Whether the tile lies along a rank (its squares side by side, left and right).
    pub fn is_flat(self) -> bool {
        self.at[1].index() == self.at[0].index() + 1
    }
    /// The placement written from `s`: `(number on s, other number, [s, other square])`.
    /// `s` should be one of its squares; otherwise the lower square is used.
    pub fn written_from(self, s: Square) -> (u8, u8, [Square; 2]) {
        if s == self.at[1] {
            (self.num[1], self.num[0], [self.at[1], self.at[0]])
        } else {
            (self.num[0], self.num[1], self.at)
        }
    }
    /// Where the second square lies from the first.
    pub fn dir(self) -> Dir {
        if self.is_flat() {
            Dir::East
        } else {
            Dir::North
        }
    }
}

impl fmt::Display for Placement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{} on {} {}", self.num[0], self.num[1], self.at[0], self.at[1])
    }
}

/// One decision in Dominox.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Action {
    /// Place a tile from the hand.
    Place(Placement),
    /// Pass: allowed only with no legal placement (Dominox #8, #9).
    Pass,
}

impl Action {
    /// The placement, if this is one.
    pub const fn placement(self) -> Option<Placement> {
        match self {
            Action::Place(p) => Some(p),
            Action::Pass => None,
        }
    }
}

impl Action {
    /// The action in words, as [`ActionText`](crate::core::action_text::ActionText)
    /// writes it: the tile, then its squares, the one under its low number first.
    pub fn words(self) -> Words {
        match self {
            Action::Place(p) => {
                let t = p.tile();
                let [a, b] = p.squares();
                let (a, b) = if p.numbers()[0] == t.low() { (a, b) } else { (b, a) };
                Words::with(t.to_string(), [format!("{a} {b}")])
            }
            Action::Pass => Words::word("pass"),
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Place(p) => write!(f, "place {p}"),
            Action::Pass => f.write_str("pass"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn two_writings_of_one_placement_are_equal() {
        let a = Placement::new(2, 0, [sq("e7"), sq("f7")]).unwrap();
        let b = Placement::new(0, 2, [sq("f7"), sq("e7")]).unwrap();
        assert_eq!(a, b);
        assert_eq!(a.number_on(sq("e7")), Some(2));
        assert_eq!(a.written_from(sq("f7")), (0, 2, [sq("f7"), sq("e7")]));
        assert_eq!(a.to_string(), "2-0 on e7 f7");
        assert_eq!(a.tile(), "0-2".parse().unwrap());
        let d = Placement::new(0, 0, [sq("g8"), sq("g7")]).unwrap();
        assert_eq!(d.squares(), [sq("g7"), sq("g8")]);
        assert!(!d.is_flat());
    }

    #[test]
    fn squares_apart_or_numbers_above_six_make_no_placement() {
        assert_eq!(Placement::new(1, 2, [sq("a1"), sq("b2")]), Err(PlacementError::NotAdjacent(sq("a1"), sq("b2"))));
        assert_eq!(Placement::new(1, 2, [sq("h1"), sq("a2")]), Err(PlacementError::NotAdjacent(sq("h1"), sq("a2"))));
        assert_eq!(Placement::new(1, 2, [sq("c3"), sq("c3")]), Err(PlacementError::NotAdjacent(sq("c3"), sq("c3"))));
        assert_eq!(Placement::new(7, 2, [sq("c3"), sq("c4")]), Err(PlacementError::BadNumber(7)));
    }
}
