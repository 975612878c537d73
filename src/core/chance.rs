//! Chance outcomes from a seeded generator whose stream is stable across versions:
//! shuffles, draws for the lead, tie-break draws and the side pot's winner. Nos's
//! random deals are [`crate::games::nos::deal`]'s.

use super::seat::{Seat, Seats};
use super::tile::{Bits, Set, Tile, TileSet, Tiles, MAX_TILES};
use arrayvec::ArrayVec;

/// How many tiles double-six has: the set the shuffles of `u32` tile sets deal.
const SIX: usize = Set::DoubleSix.size();
use rand::seq::SliceRandom;
use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The generator every chance outcome comes from.
pub type Dice = ChaCha8Rng;

/// A generator from a seed.
pub fn dice(seed: u64) -> Dice {
    ChaCha8Rng::seed_from_u64(seed)
}

/// A generator for one use of a game's seed: `k` names the use (`0` is the seed's
/// own), so that a game's every chance outcome comes from its seed alone.
pub fn dice_for(seed: u64, k: u64) -> Dice {
    if k == 0 {
        dice(seed)
    } else {
        dice(seed ^ k.wrapping_mul(0x9E37_79B9_7F4A_7C15))
    }
}

/// The 28 tiles of double-six in a random order.
pub fn shuffle(rng: &mut impl Rng) -> [Tile; SIX] {
    let mut order = Tile::ALL;
    order.shuffle(rng);
    order
}

/// The tiles of `set` (double-six) in a random order. The first `len` places of the
/// array hold them. Every order is equally likely: see [`shuffle_first`].
pub fn shuffle_set<R: RngCore>(rng: &mut R, set: TileSet) -> ([Tile; SIX], usize) {
    let (mut order, mut len) = (Tile::ALL, SIX);
    if set != TileSet::FULL {
        len = 0;
        for t in set.iter() {
            order[len] = t;
            len += 1;
        }
    }
    shuffle_first(rng, &mut order, len);
    (order, len)
}

/// The tiles of `set`, of any width, in a random order: as [`shuffle_set`], which
/// gives the same order for the same tiles and generator.
pub fn shuffle_in<R: RngCore, B: Bits>(rng: &mut R, set: TileSet<B>) -> ArrayVec<Tile, MAX_TILES> {
    let mut order = [Tile::DOUBLE_BLANK; MAX_TILES];
    let mut len = 0;
    for t in set.iter() {
        order[len] = t;
        len += 1;
    }
    shuffle_first(rng, &mut order, len);
    order[..len].iter().copied().collect()
}

/// Shuffles the first `len` tiles of `order` in place. Every order is equally likely:
/// a Fisher-Yates shuffle taking each index from 32 random bits by multiplication,
/// with the rare biased values drawn again.
#[inline(always)]
pub fn shuffle_first<R: RngCore, const N: usize>(rng: &mut R, order: &mut [Tile; N], len: usize) {
    let mut bits = 0u64;
    let mut have = 0;
    let mut next = |rng: &mut R| -> u64 {
        if have == 0 {
            bits = rng.next_u64();
            have = 2;
        }
        have -= 1;
        let x = bits as u32;
        bits >>= 32;
        x as u64
    };
    for i in (1..len).rev() {
        let bound = i as u64 + 1;
        let mut m = next(rng) * bound;
        if (m as u32 as u64) < bound {
            // Values below 2^32 mod bound would make some indices likelier.
            let t = (1u64 << 32) % bound;
            while (m as u32 as u64) < t {
                m = next(rng) * bound;
            }
        }
        order.swap(i, (m >> 32) as usize);
    }
}

/// A uniformly random number below `n` (which must be at least 1), from 32 random
/// bits by multiplication, the rare biased values drawn again. The random player's
/// pick: cheaper than a general range.
#[inline]
pub fn below<R: RngCore>(rng: &mut R, n: u32) -> u32 {
    let n = n as u64;
    let mut m = rng.next_u32() as u64 * n;
    if (m as u32 as u64) < n {
        let t = (1u64 << 32) % n;
        while (m as u32 as u64) < t {
            m = rng.next_u32() as u64 * n;
        }
    }
    (m >> 32) as u32
}

/// Draws for the lead among `seats` (parlour G.8): each round a fresh shuffle of `set`,
/// one tile each in seat order; the seats tied for the highest pips draw again, until
/// one seat is highest. Returns every draw, round after round.
pub fn lead_draw(rng: &mut impl Rng, seats: Seats, set: TileSet) -> Vec<(Seat, Tile)> {
    let mut draws = Vec::new();
    let mut round = seats;
    while round.len() > 1 {
        let (order, _) = shuffle_set(rng, set);
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A set of any width shuffles as the double-six shuffle does its tiles, and a
    /// double-twelve set's 91 tiles come out once each.
    #[test]
    fn every_width_shuffles_alike() {
        let some: TileSet = TileSet::FULL.minus(TileSet::DOUBLES);
        for set in [TileSet::FULL, some] {
            let (six, len) = shuffle_set(&mut dice(9), set);
            assert_eq!(shuffle_in(&mut dice(9), set.widen::<u128>()).as_slice(), &six[..len]);
        }
        let all: TileSet<u128> = Set::DoubleTwelve.full();
        let order = shuffle_in(&mut dice(3), all);
        assert_eq!(order.len(), 91);
        assert_eq!(order.iter().copied().collect::<TileSet<u128>>(), all);
        assert_ne!(order.as_slice(), Set::DoubleTwelve.tiles().collect::<Vec<_>>().as_slice());
    }
}
