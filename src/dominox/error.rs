//! Why a deal or an action is refused.

use super::board::Misfit;
use super::placement::Placement;
use crate::engine::{Seat, Tile};

/// A deal the rules do not allow; the program deals again, a record is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DealError {
    #[error("{seat} is dealt {len} tiles; each player gets 8")]
    HandSize { seat: Seat, len: usize },
    #[error("the boneyard holds {0} tiles; it holds the 12 not dealt")]
    BoneyardSize(usize),
    #[error("{0} appears twice in the deal and boneyard")]
    Twice(Tile),
    #[error("no double was dealt: the tiles are shuffled and dealt again (Dominox #7, G.9)")]
    NoDouble,
    #[error("{lead} cannot lead: {holder} holds {double}, the lowest double dealt, and places it first")]
    WrongLead { lead: Seat, holder: Seat, double: Tile },
    #[error("{0} is not a seat: Dominox has seats 0 (White) and 1 (Black)")]
    NoSuchSeat(Seat),
}

/// An action the rules refuse now. The game is left as it was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("the game is over")]
    Over,
    #[error("{0} is not a seat: Dominox has seats 0 (White) and 1 (Black)")]
    NoSuchSeat(Seat),
    #[error("it is not {seat}'s turn: {expected} plays now")]
    NotYourTurn { seat: Seat, expected: Seat },
    #[error("{0} is not in the hand")]
    NotInHand(Tile),
    #[error("the first tile must be {0}, the lowest double dealt (Dominox #6)")]
    MustLead(Tile),
    #[error(transparent)]
    Misfit(#[from] Misfit),
    #[error("a pass is refused while a tile can be placed ({count} ways, {example} among them); passing is only for a player who cannot place")]
    MustPlace { count: u32, example: Placement },
}
