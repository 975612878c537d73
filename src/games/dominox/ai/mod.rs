//! Computer players for Dominox, deciding from a seat's [`View`] only.
//!
//! - `easy`: a uniformly random legal action.
//! - `normal` ([`normal`]): rules of thumb on the areas a placement closes off, the
//!   corners about to close, and the options it keeps.
//! - `strong` ([`strong`]): deals the unseen tiles at random consistently with its
//!   view, plays its best candidates out with `normal` on both sides, and takes the
//!   best mean margin.
//!
//! [`tournament`] measures them against each other.

pub mod eval;
pub mod judged;
pub mod normal;
pub mod strong;
pub mod tournament;

pub use crate::core::Level;

use crate::games::dominox::moves::Fit;
use crate::games::dominox::placement::Action;
use crate::games::dominox::view::View;
use rand::Rng;

/// The action a computer seat at `level` takes from its view; `None` when the view's
/// seat is not the one to act.
pub fn decide(view: &View, level: Level, rng: &mut impl Rng) -> Option<Action> {
    if view.to_act() != Some(view.seat()) {
        return None;
    }
    match level {
        Level::Easy => Some(easy(view, rng)),
        Level::Normal => normal::act(view),
        // Dominox has one search: the old strong level of Nos plays it too.
        Level::Strong | Level::StrongOld => strong::act(view, rng),
    }
}

/// A uniformly random legal action.
pub fn easy(view: &View, rng: &mut impl Rng) -> Action {
    Fit::of(view.board()).random(view.playable(), rng).map_or(Action::Pass, Action::Place)
}
