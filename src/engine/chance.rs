//! Chance outcomes from a seeded generator whose stream is stable across versions:
//! shuffles, deals, tie-break draws and the side pot's winner.

use super::deal::Deal;
use super::seat::{Seat, Seats};
use super::tile::Tile;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The generator every chance outcome comes from.
pub type Dice = ChaCha8Rng;

/// A generator from a seed.
pub fn dice(seed: u64) -> Dice {
    ChaCha8Rng::seed_from_u64(seed)
}

/// The 28 tiles in a random order.
pub fn shuffle(rng: &mut impl Rng) -> [Tile; 28] {
    let mut order = Tile::ALL;
    order.shuffle(rng);
    order
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

/// Tie-break draws among `tied`: each round a fresh shuffle, one tile each, until one
/// seat draws the highest.
pub fn tiebreak(rng: &mut impl Rng, tied: Seats) -> Vec<(Seat, Tile)> {
    let mut draws = Vec::new();
    let mut round = tied;
    while round.len() > 1 {
        let order = shuffle(rng);
        let mut best = 0;
        let mut top = Seats::default();
        for (i, s) in round.iter().enumerate() {
            let t = order[i];
            draws.push((s, t));
            if t.pips() > best {
                best = t.pips();
                top = Seats::default();
            }
            if t.pips() == best {
                top.insert(s);
            }
        }
        round = top;
    }
    draws
}

/// A uniformly random seat of `n`: the winner of the side pot.
pub fn pot_winner(rng: &mut impl Rng, n: u8) -> Seat {
    Seat(rng.random_range(0..n))
}
