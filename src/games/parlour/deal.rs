//! A deal of a line game: each seat's tiles and the boneyard in order (drawing order,
//! or sleeping tiles). A chance outcome: records hold it, replays take it as given.

use super::rules::Rules;
use crate::core::chance;
use crate::core::seat::{Seat, MAX_TABLE};
use crate::core::tile::{Tile, TileSet};
use arrayvec::ArrayVec;
use rand::Rng;

/// Why a deal does not fit the rules of a table.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum DealError {
    #[error("one hand per player: {want}, not {got}")]
    Seats { want: usize, got: usize },
    #[error("seat {seat} was dealt {got} tiles; each gets {want}")]
    HandSize { seat: usize, want: usize, got: usize },
    #[error("tile {0} appears twice")]
    Twice(Tile),
    #[error("tile {0} is not in this game's set")]
    NotInSet(Tile),
    #[error("tile {0} is missing: the deal and the boneyard hold every tile of the set once")]
    Missing(Tile),
}

/// Each seat's tiles and the boneyard, next tile first.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Deal {
    pub hands: ArrayVec<TileSet, MAX_TABLE>,
    pub boneyard: ArrayVec<Tile, { super::TILES }>,
}

impl Deal {
    /// Deals from an order: seat 0 takes the first `each` tiles, seat 1 the next, and so
    /// on; the rest is the boneyard in that order.
    pub fn from_order(order: &[Tile], n: usize, each: usize) -> Deal {
        let mut d = Deal::default();
        for s in 0..n.min(MAX_TABLE) {
            let from = (s * each).min(order.len());
            let to = ((s + 1) * each).min(order.len());
            d.hands.push(order[from..to].iter().copied().collect());
        }
        let rest = (n * each).min(order.len());
        d.boneyard.extend(order[rest..].iter().copied().take(super::TILES));
        d
    }

    /// A random deal for a table (one shuffle; the named double may be missing).
    pub fn random(rules: &Rules, rng: &mut impl Rng) -> Deal {
        let (order, len) = chance::shuffle_set(rng, rules.preset.set);
        let (n, each) = (rules.n as usize, rules.tiles_each as usize);
        let mut d = Deal::default();
        let mut k = 0;
        for _ in 0..n {
            let mut h = TileSet::EMPTY;
            for &t in &order[k..k + each] {
                h.insert(t);
            }
            d.hands.push(h);
            k += each;
        }
        for &t in &order[k..len] {
            d.boneyard.push(t);
        }
        d
    }

    /// Checks the sizes and that deal and boneyard hold the set once each.
    ///
    /// # Errors
    /// A wrong number of hands or tiles, a tile twice, missing or not in the set.
    pub fn check(&self, rules: &Rules) -> Result<(), DealError> {
        let n = rules.n as usize;
        if self.hands.len() != n {
            return Err(DealError::Seats { want: n, got: self.hands.len() });
        }
        let set = rules.preset.set;
        let mut seen = TileSet::EMPTY;
        for (seat, h) in self.hands.iter().enumerate() {
            if let Some(t) = h.minus(set).iter().next() {
                return Err(DealError::NotInSet(t));
            }
            if let Some(t) = h.inter(seen).iter().next() {
                return Err(DealError::Twice(t));
            }
            if h.len() != rules.tiles_each as u32 {
                return Err(DealError::HandSize { seat, want: rules.tiles_each as usize, got: h.len() as usize });
            }
            seen = seen.union(*h);
        }
        for &t in &self.boneyard {
            if !set.contains(t) {
                return Err(DealError::NotInSet(t));
            }
            if seen.contains(t) {
                return Err(DealError::Twice(t));
            }
            seen.insert(t);
        }
        match set.minus(seen).iter().next() {
            Some(t) => Err(DealError::Missing(t)),
            None => Ok(()),
        }
    }

    /// The seat holding a tile.
    pub fn holder(&self, t: Tile) -> Option<Seat> {
        self.hands.iter().position(|h| h.contains(t)).map(|s| Seat(s as u8))
    }

    /// The highest double dealt to a seat, and its holder (`0-0` lowest).
    pub fn highest_double(&self) -> Option<(Seat, Tile)> {
        let dealt = self.hands.iter().fold(TileSet::EMPTY, |a, h| a.union(*h)).inter(TileSet::DOUBLES);
        let d = dealt.iter().last()?;
        Some((self.holder(d)?, d))
    }
}
