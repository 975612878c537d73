//! A round's deal: each seat's tiles and the boneyard in drawing order, the engine set
//! aside first (Trains #3); checked when given, or dealt from a seeded generator.

use super::rules::Rules;
use crate::core::chance;
use crate::core::tile::Tiles;
use crate::core::{Tile, TileSet};
use std::fmt;

/// The tiles of one round but its engine.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Deal {
    pub hands: Vec<TileSet<u128>>,
    /// Drawn from the front.
    pub boneyard: Vec<Tile>,
}

/// Why a deal cannot be played.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum DealError {
    /// Not one hand per seat.
    Seats(usize),
    /// A hand of the wrong size: the seat and its size.
    Size(usize, u32),
    /// A tile not of the set, the engine, or a tile twice.
    Tile(Tile),
    /// A tile of the set missing.
    Missing(Tile),
}

impl fmt::Display for DealError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DealError::Seats(n) => write!(f, "one hand per seat, not {n}"),
            DealError::Size(s, n) => write!(f, "seat {s} holds {n} tiles"),
            DealError::Tile(t) => write!(f, "{t} is not one of the set's tiles left beside the engine"),
            DealError::Missing(t) => write!(f, "{t} is missing"),
        }
    }
}

impl std::error::Error for DealError {}

impl Deal {
    /// Checks the deal of the round of `engine`: as many hands as seats, each of the
    /// rules' size, and with the boneyard every tile of the set but the engine once.
    ///
    /// # Errors
    /// The first fault found.
    pub fn check(&self, rules: &Rules, engine: Tile) -> Result<(), DealError> {
        if self.hands.len() != rules.players as usize {
            return Err(DealError::Seats(self.hands.len()));
        }
        let mut seen = TileSet::<u128>::single(engine);
        for (s, h) in self.hands.iter().enumerate() {
            if h.len() != rules.hand as u32 {
                return Err(DealError::Size(s, h.len()));
            }
            if let Some(t) = h.inter(seen).first().or_else(|| h.minus(rules.set.full()).first()) {
                return Err(DealError::Tile(t));
            }
            seen = seen.union(*h);
        }
        for &t in &self.boneyard {
            if seen.contains(t) || !rules.set.has(t) {
                return Err(DealError::Tile(t));
            }
            seen.insert(t);
        }
        match rules.set.full::<u128>().minus(seen).first() {
            Some(t) => Err(DealError::Missing(t)),
            None => Ok(()),
        }
    }

    /// A random deal of the round of `engine`, reproducible from `seed`.
    pub fn random(rules: &Rules, engine: Tile, seed: u64) -> Deal {
        let mut rng = chance::dice(seed);
        let mut rest = rules.set.full::<u128>();
        rest.remove(engine);
        let order = chance::shuffle_in(&mut rng, rest);
        let each = rules.hand as usize;
        let n = rules.players as usize;
        let hands = (0..n).map(|s| order[s * each..(s + 1) * each].iter().copied().collect()).collect();
        Deal { hands, boneyard: order[n * each..].to_vec() }
    }
}
