//! The deal: each seat's tiles and the boneyard in drawing order.

use crate::core::chance::shuffle;
use crate::core::seat::{Seat, MAX_SEATS};
use crate::core::tile::{Tile, TileSet};
use arrayvec::ArrayVec;
use rand::Rng;

/// Why a deal cannot start a hand.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DealError {
    #[error("a table has 3 to 5 seats, not {0}")]
    Seats(usize),
    #[error("seat {seat} was dealt {got} tiles; with {n} seats each gets {want}")]
    HandSize { seat: usize, n: usize, got: usize, want: usize },
    #[error("tile {0} appears twice")]
    Twice(Tile),
    #[error("tile {0} is missing: the deal and the boneyard must hold all 28 tiles once")]
    Missing(Tile),
    #[error("nobody was dealt a double: the tiles are shuffled and dealt again")]
    NoDouble,
    #[error("{seat} is on set, but in the first hand the holder of the highest double, {holder}, is")]
    NotHighestDouble { seat: Seat, holder: Seat },
    #[error("seat {0} is not at this table")]
    NoSuchSeat(Seat),
    /// A seat's chips are past what a hand may start with ([`super::chips::PLAY_LIMIT`]):
    /// the session ended with the hand before.
    #[error("{seat} holds {chips} chips, past the 990,000 either way a hand starts with: the session ends there")]
    ChipLimit { seat: Seat, chips: i32 },
}

/// Each seat's tiles and the boneyard, top first; the last two are never drawn.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Deal {
    pub hands: ArrayVec<TileSet, MAX_SEATS>,
    pub boneyard: ArrayVec<Tile, { super::TILES }>,
}

impl Deal {
    /// Deals `n` hands from a shuffled order of the 28 tiles: seat 0 takes the first
    /// `8 - n`, seat 1 the next, and so on; the rest is the boneyard in that order.
    pub fn from_order(order: &[Tile; super::TILES], n: usize) -> Result<Deal, DealError> {
        if !(3..=5).contains(&n) {
            return Err(DealError::Seats(n));
        }
        let h = 8 - n;
        let hands = (0..n).map(|s| order[s * h..(s + 1) * h].iter().copied().collect()).collect();
        let boneyard = order[n * h..].iter().copied().collect();
        let deal = Deal { hands, boneyard };
        deal.check()?;
        Ok(deal)
    }

    /// Checks sizes and that every tile is there once.
    ///
    /// # Errors
    /// A wrong number of seats or tiles, a tile twice or missing.
    pub fn check(&self) -> Result<(), DealError> {
        let n = self.hands.len();
        if !(3..=5).contains(&n) {
            return Err(DealError::Seats(n));
        }
        let mut seen = TileSet::EMPTY;
        for (seat, h) in self.hands.iter().enumerate() {
            if h.len() as usize != 8 - n {
                return Err(DealError::HandSize { seat, n, got: h.len() as usize, want: 8 - n });
            }
            if let Some(t) = h.inter(seen).iter().next() {
                return Err(DealError::Twice(t));
            }
            seen = seen.union(*h);
        }
        for &t in &self.boneyard {
            if seen.contains(t) {
                return Err(DealError::Twice(t));
            }
            seen.insert(t);
        }
        if let Some(t) = TileSet::FULL.minus(seen).iter().next() {
            return Err(DealError::Missing(t));
        }
        Ok(())
    }

    /// The seat holding the highest double, and that double (0-0 lowest).
    pub fn highest_double(&self) -> Option<(Seat, Tile)> {
        (0..=super::SET.top())
            .rev()
            .map(Tile::double)
            .find_map(|d| self.hands.iter().position(|h| h.contains(d)).map(|s| (Seat(s as u8), d)))
    }
}

/// A random deal for `n` seats.
pub fn deal(rng: &mut impl Rng, n: usize) -> Deal {
    Deal::from_order(&shuffle(rng), n).expect("3 to 5 seats")
}

/// A random deal for a session's first hand: dealt again while nobody holds a double.
pub fn first_deal(rng: &mut impl Rng, n: usize) -> Deal {
    loop {
        let d = deal(rng, n);
        if d.highest_double().is_some() {
            return d;
        }
    }
}
