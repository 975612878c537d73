//! Parlour records (format `parlour-record`, version 1): a match of one parlour game, or
//! part of one, read strictly, written exactly, and replayed through the engine. Nos
//! records are the module above; `nos check` tells the two apart by `format`.

pub mod check;
pub mod dominox;
mod form;
pub mod json;
pub(crate) mod read;
pub mod replay;
mod write;

pub use form::{Form, Places, DOMINOX};
pub use read::parse;
pub use write::{line_act, step_to_json};

use crate::core::pos::Pos;
use crate::core::seat::Seat;
use crate::core::tile::Tile;
use crate::games::parlour::arms::Lay;
use crate::games::parlour::{Deal, Options};
use std::fmt;

/// The `format` of a parlour record.
pub const FORMAT: &str = "parlour-record";

/// A square of Dominox's board: file `a`-`h` (0-7), rank `1`-`8` (0-7).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Square {
    pub file: u8,
    pub rank: u8,
}

impl Square {
    /// Reads `"e7"`.
    pub fn parse(s: &str) -> Option<Square> {
        match s.as_bytes() {
            [f @ b'a'..=b'h', r @ b'1'..=b'8'] => Some(Square { file: f - b'a', rank: r - b'1' }),
            _ => None,
        }
    }
    /// Whether two squares share a side.
    pub fn next_to(self, o: Square) -> bool {
        self.file.abs_diff(o.file) + self.rank.abs_diff(o.rank) == 1
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file) as char, self.rank + 1)
    }
}

/// Where a play goes: an open end, or Dominox's two squares (of the first and the second
/// number written).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum At {
    End(Pos),
    Squares(Square, Square),
}

/// One recorded action.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Act {
    /// A tile written `a-b`: touching end first, or the lead's `W` then `E`, or
    /// Dominox's first then second square.
    Play {
        ends: (u8, u8),
        at: Option<At>,
        sniff: Option<Lay>,
    },
    /// A draw, naming the tile it must find when `tile` is given.
    Draw {
        tile: Option<Tile>,
    },
    Pass,
    EndTurn,
}

/// One action and the seat taking it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Step {
    pub seat: Seat,
    pub act: Act,
}

/// What replay must find after a hand.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Expect {
    pub scores: Option<Vec<i32>>,
    pub pool: Option<i32>,
    pub error_at: Option<usize>,
}

/// One hand of a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandRecord {
    pub lead: Seat,
    pub lead_draw: Option<Vec<(Seat, Tile)>>,
    pub deal: Deal,
    pub steps: Vec<Step>,
    pub expect: Expect,
}

/// A parlour record, read and checked for form (not yet for the rules: see
/// [`replay`](replay::replay)).
#[derive(Clone, Debug)]
pub struct Record {
    /// The game, as the record names it.
    pub game: &'static str,
    pub form: Form,
    pub players: Vec<String>,
    /// Per seat, or per side where the game has sides.
    pub scores: Vec<i32>,
    pub pool: i32,
    pub starts_match: bool,
    pub options: Options,
    pub hands: Vec<HandRecord>,
    /// Ours, optional: the seed and who plays each seat (one of
    /// [`SEAT_KINDS`](crate::record::saved::SEAT_KINDS)), for a game saved to resume.
    pub seed: Option<u64>,
    pub seats: Option<Vec<String>>,
}

/// A record that cannot be read: the file is not a parlour record of version 1.
pub type FormatError = super::FormatError;
