//! The easy level: a random legal action.

use crate::games::nos::Action;
use rand::Rng;

/// How often, after its own play, the easy player says "I close": one time in this many.
/// Uniformly it would close after half its plays, and a wrong close costs 40 to every
/// other seat, which makes a table with an easy seat a table of windfalls; a beginner
/// rarely claims a block.
const CLOSE_ONE_IN: u32 = 20;

/// A random legal action, as [`crate::games::nos::hand_play::pick`], except that the offer to close is
/// taken only now and then.
pub fn act(legal: &[Action], rng: &mut impl Rng) -> Action {
    if legal.contains(&Action::Close) {
        return if rng.random_ratio(1, CLOSE_ONE_IN) { Action::Close } else { Action::Decline };
    }
    crate::games::nos::hand_play::pick(legal, rng)
}
