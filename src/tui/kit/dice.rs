//! The dice of a game at the table: one generator for each use of its seed, so that a
//! game's every chance outcome comes from the seed alone.

use crate::core::chance;

/// A generator for one use of the seed: `k` names the use.
pub fn dice(seed: u64, k: u64) -> chance::Dice {
    if k == 0 {
        chance::dice(seed)
    } else {
        chance::dice(seed ^ k.wrapping_mul(0x9E37_79B9_7F4A_7C15))
    }
}
