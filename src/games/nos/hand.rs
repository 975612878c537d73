//! One hand's state machine: who acts, what is legal, and `apply`, which returns the
//! events an action caused or a typed refusal leaving the state unchanged.

use super::action::{Action, Ending};
use super::deal::{Deal, DealError};
use super::layout::Layout;
use super::options::Options;
use crate::core::seat::{Seat, Seats, MAX_SEATS};
use crate::core::tile::{Tile, TileSet};
use crate::core::Pos;
use arrayvec::ArrayVec;

pub use legal::declare_payment;

mod asked;
#[cfg(test)]
mod pay_tests;
mod random;
// Strict club mode and the penalty desk live beside the rules they bend.
mod strict;

// The hand's methods, by concern.
mod alike;
mod apply;
mod ending;
mod hidden;
mod legal;
mod moves;
mod opening;
mod public;
mod turn;

/// Where the hand stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Phase {
    /// The seat on set sets a tile (having drawn `drawn` when it had no double).
    Set { drawn: Option<Tile> },
    /// The seat on set names the game.
    Announce,
    /// Each seat in turn, from the one after the seat on set, may declare its doubles;
    /// `next` counts the seats already asked.
    Declare { next: u8 },
    /// Each seat in turn, from the one after the seat on set, may play doubles at once
    /// on the set tile; `placed` is how many the seat now asked has played.
    Immediate { next: u8, placed: u8 },
    /// A regular turn.
    Turn { seat: Seat },
    /// The seat has just played and may close.
    AfterPlay { seat: Seat },
    /// The hand is over.
    Over { how: Ending },
}

/// The last regular turn, for the payment for a double on the predecessor's tile.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct PrevTurn {
    seat: Seat,
    placed: Option<Tile>,
    went_out: bool,
}

/// A hand of Nos from the deal to the final count.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Hand {
    n: u8,
    on_set: Seat,
    first: bool,
    options: Options,
    hands: [TileSet; MAX_SEATS],
    dealt: [TileSet; MAX_SEATS],
    shown: [TileSet; MAX_SEATS],
    stack: ArrayVec<Tile, { super::TILES }>,
    drawn: u8,
    /// The boneyard's tiles that may still be drawn (not the last two), as a mask for
    /// checking a close.
    drawable: TileSet,
    chips: [i32; MAX_SEATS],
    set: Option<(u8, u8)>,
    layout: Option<Layout>,
    phase: Phase,
    waits: ArrayVec<(Seat, Pos), 10>,
    out: Seats,
    nos: Option<Seat>,
    prev: Option<PrevTurn>,
    passed: Seats,
    counts: Option<[u32; MAX_SEATS]>,
    club: strict::Club,
}

/// The legal actions of a state; never more than this many.
pub type Actions = ArrayVec<Action, 256>;

impl Hand {
    /// Starts a hand from a deal.
    ///
    /// `first` says this is the first hand of a session: then `on_set` must hold the
    /// highest double. `chips` are the seats' chips before the hand.
    ///
    /// # Errors
    /// The deal is not 28 tiles once each in hands of the right size, nobody holds a
    /// double in a first hand, or `on_set` is wrong.
    pub fn new(deal: &Deal, on_set: Seat, first: bool, chips: &[i32], options: Options) -> Result<Hand, DealError> {
        deal.check()?;
        let n = deal.hands.len() as u8;
        if on_set.0 >= n {
            return Err(DealError::NoSuchSeat(on_set));
        }
        if chips.len() != n as usize {
            return Err(DealError::Seats(chips.len()));
        }
        if let Some((seat, chips)) = super::chips::past(chips) {
            return Err(DealError::ChipLimit { seat, chips });
        }
        if first {
            let (holder, _) = deal.highest_double().ok_or(DealError::NoDouble)?;
            if holder != on_set {
                return Err(DealError::NotHighestDouble { seat: on_set, holder });
            }
        }
        let mut hands = [TileSet::EMPTY; MAX_SEATS];
        let mut ch = [0; MAX_SEATS];
        for i in 0..n as usize {
            hands[i] = deal.hands[i];
            ch[i] = chips[i];
        }
        Ok(Hand {
            n,
            on_set,
            first,
            options,
            hands,
            dealt: hands,
            shown: [TileSet::EMPTY; MAX_SEATS],
            stack: deal.boneyard.clone(),
            drawn: 0,
            drawable: drawable(&deal.boneyard, 0),
            chips: ch,
            set: None,
            layout: None,
            phase: Phase::Set { drawn: None },
            waits: ArrayVec::new(),
            out: Seats::default(),
            nos: None,
            prev: None,
            passed: Seats::default(),
            counts: None,
            club: strict::Club::default(),
        })
    }
}

/// The tiles of `stack` from `drawn` on, but the last two.
fn drawable(stack: &[Tile], drawn: u8) -> TileSet {
    stack.get(drawn as usize..stack.len().saturating_sub(2)).unwrap_or(&[]).iter().copied().collect()
}
