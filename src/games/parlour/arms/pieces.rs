//! The pieces of a layout: how the sniff lies, the lead tile, a tile played, where the
//! sniff (or the spinner) is, one arm as it stands, and why a tile cannot go somewhere.

use crate::core::pos::Pos;
use crate::core::seat::Seat;
use crate::core::tile::Tile;

/// How the sniff lies: across its arm (long sides along it) or along it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Lay {
    Cross,
    End,
}

impl Lay {
    pub const fn word(self) -> &'static str {
        match self {
            Lay::Cross => "cross",
            Lay::End => "end",
        }
    }
    pub fn parse(s: &str) -> Option<Lay> {
        match s {
            "cross" => Some(Lay::Cross),
            "end" => Some(Lay::End),
            _ => None,
        }
    }
}

/// The first tile: `first` shows on `W`, `second` on `E`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Lead {
    pub seat: Seat,
    pub first: u8,
    pub second: u8,
    /// How a lead sniff lies.
    pub lay: Option<Lay>,
}

impl Lead {
    pub fn tile(&self) -> Tile {
        Tile::of(self.first, self.second)
    }
}

/// A tile played after the lead.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Placed {
    pub seat: Seat,
    pub at: Pos,
    /// The number against the open end.
    pub touch: u8,
    /// The number left open.
    pub open: u8,
    /// How the sniff lies, on the play that laid it.
    pub lay: Option<Lay>,
}

impl Placed {
    pub fn tile(&self) -> Tile {
        Tile::of(self.touch, self.open)
    }
}

/// Where the sniff is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Sniff {
    pub tile: Tile,
    /// The arm it was played on (it then continues that arm through its far face);
    /// `None` when it was the lead tile.
    pub on: Option<Pos>,
    /// Its place on that arm, counting from 1.
    pub index: u8,
    pub lay: Lay,
}

/// One arm as it stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Arm {
    /// Tiles on it, the lead not counted.
    pub len: u8,
    /// The number its open end shows.
    pub open: u8,
    /// Whether its end tile (the lead while it is empty) is a double.
    pub double_end: bool,
    /// What it adds to the count of the open ends (Sniff #4).
    pub worth: u8,
}

/// Why a tile cannot go where it was put.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum Misfit {
    #[error("{0} is not an open end of this layout now")]
    NoEnd(Pos),
    #[error("{0} is an end of the spinner: it opens once both the spinner's sides hold a tile")]
    SidesFirst(Pos),
    #[error("{0} may not grow until every side of the set double holds a tile")]
    Foundation(Pos),
    #[error("{tile} does not fit at {at} now")]
    DoesNotFit { tile: Tile, at: Pos },
    #[error("{tile} fits at {at} only the other way round")]
    WrongWay { tile: Tile, at: Pos },
    #[error("{0} becomes the sniff: say whether it lies cross or end")]
    LayNeeded(Tile),
    #[error("only the sniff is laid cross or end")]
    LayNotHere,
    #[error("{0}-{1} is not a tile")]
    NoTile(u8, u8),
}
