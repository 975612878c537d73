//! Why an action is refused: every reason the rules give, each with what it names. The
//! state is unchanged by a refused action.

use super::action::Place;
use crate::core::{Seat, Tile};
use std::fmt;

/// A refused action.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Refusal {
    /// The game is over, or waits for the next round's deal.
    Over,
    /// Another seat is on turn (in Mexican Train also the seat's own second turn after
    /// a double, MT #5).
    NotYourTurn { seat: Seat, turn: Seat },
    /// The seat does not hold the tile.
    NotHeld(Tile),
    /// MT #2: another seat's train without a marker.
    NotMarked(Seat),
    /// MT: no such train at this table.
    NoTrain(Seat),
    /// MT #4: a double is uncovered; only a tile covering it may be laid.
    Uncovered(Tile),
    /// CF #1: the centre takes its tiles before anything else.
    CentreFirst(Tile),
    /// CF #3: the foot on this double takes its toes before anything else.
    ToeMissing(Tile),
    /// CF: the centre or a foot that takes no more tiles.
    Closed(Tile),
    /// CF: a tile on the table whose far end is already covered.
    Covered(Tile),
    /// CF: the tile named is not on the table.
    NotOnTable(Tile),
    /// The place belongs to the other game of the family.
    WrongPlace(Place),
    /// The number written first does not match the open number.
    WrongEnd { touch: u8, open: u8 },
    /// Trains #6: a draw while holding a tile that may be laid.
    DrawWhileAble,
    /// Trains #6: one draw a turn.
    SecondDraw,
    /// The boneyard is empty.
    NoTiles,
    /// Trains #6: the drawn tile fits and must be laid (the seat passed, or laid
    /// another tile).
    DrawnNotPlayed(Tile),
    /// Trains #6: a pass while the boneyard has tiles and none was drawn.
    PassBeforeDraw,
    /// Trains #6: a pass while holding a tile that may be laid.
    PassWhileAble,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Refusal::Over => f.write_str("the round is over"),
            Refusal::NotYourTurn { seat, turn } => write!(f, "{seat} acted, but {turn} is on turn"),
            Refusal::NotHeld(t) => write!(f, "{t} is not in the hand"),
            Refusal::NotMarked(s) => write!(f, "the train of {s} has no marker: only its owner lays there"),
            Refusal::NoTrain(s) => write!(f, "there is no train of {s} at this table"),
            Refusal::Uncovered(d) => write!(f, "the double {d} is uncovered: only a tile covering it may be laid"),
            Refusal::CentreFirst(c) => write!(f, "the centre {c} takes its tiles first"),
            Refusal::ToeMissing(d) => write!(f, "the foot on {d} takes its three toes first"),
            Refusal::Closed(t) => write!(f, "{t} takes no more tiles"),
            Refusal::Covered(t) => write!(f, "the far end of {t} is covered already"),
            Refusal::NotOnTable(t) => write!(f, "{t} is not on the table"),
            Refusal::WrongPlace(p) => write!(f, "{p} is no place in this game"),
            Refusal::WrongEnd { touch, open } => write!(f, "a {touch} cannot lie against an open {open}"),
            Refusal::DrawWhileAble => f.write_str("a tile in the hand can be laid: no draw"),
            Refusal::SecondDraw => f.write_str("one draw a turn"),
            Refusal::NoTiles => f.write_str("the boneyard is empty"),
            Refusal::DrawnNotPlayed(t) => write!(f, "the drawn {t} can be laid and must be"),
            Refusal::PassBeforeDraw => f.write_str("no pass before drawing while the boneyard has tiles"),
            Refusal::PassWhileAble => f.write_str("a tile in the hand can be laid: no pass"),
        }
    }
}

impl std::error::Error for Refusal {}
