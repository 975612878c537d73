//! Computer players for the parlour's line games, deciding from a seat's [`View`] only.
//!
//! - `easy`: a uniformly random legal action.
//! - `normal` ([`normal`]): rules of thumb driven by the rule choices of the game.
//! - `strong` ([`strong`]): deals the unseen tiles at random consistently with its
//!   view (who passed and drew on which ends included), plays every candidate out
//!   with the quick normal player in every seat, and takes the best mean for its
//!   account; `strong-old` is the same search on uniformly dealt tiles, the history
//!   not read, kept to measure what the history is worth.
//!
//! [`tournament`] measures them against each other.

pub mod judged;
pub mod normal;
pub mod seen;
pub mod strong;
pub mod tournament;

use crate::core::Level;
use crate::games::parlour::{Action, View};
use rand::Rng;

/// The action a computer seat at `level` takes from its view; `None` when the view's
/// seat is not the one to act.
pub fn decide(view: &View, level: Level, rng: &mut impl Rng) -> Option<Action> {
    let legal = view.legal();
    if legal.is_empty() {
        return None;
    }
    match level {
        Level::Easy => easy(&legal, rng),
        Level::Normal => normal::act(&seen::Seen::of_view(view), &legal, normal::Depth::Full),
        Level::Strong => strong::act(view, &legal, strong::Deals::Informed, rng),
        Level::StrongOld => strong::act(view, &legal, strong::Deals::Blind, rng),
    }
}

/// A uniformly random legal action.
pub fn easy(legal: &[Action], rng: &mut impl Rng) -> Option<Action> {
    if legal.is_empty() {
        return None;
    }
    Some(legal[rng.random_range(0..legal.len())])
}
