//! Computer players and the choice-of-game advisor. They decide from a seat's
//! [`View`] only.
//!
//! - `easy` takes a random legal action.
//! - `normal` ([`normal`]) plays by a club player's rules of thumb.
//! - `strong` ([`strong`]) samples the unseen tiles as the public history allows
//!   ([`infer`], [`sample`]) and plays its candidates out; `strong-old` is the same
//!   search on uniform samples, kept to measure the difference.
//!
//! The front end calls [`decide`] for a computer seat's turn, and [`advisor::Advisor`]
//! for advice on set ([`advisor::Advisor::spawn`] runs it on a thread, sending the ranking
//! after each batch for a progress bar, and stops on a flag),
//! and [`practice::Practice`] for the practice mode.

pub mod advisor;
pub mod choices;
pub mod easy;
pub mod infer;
pub mod judged;
pub mod normal;
pub mod practice;
pub mod rollout;
pub mod sample;
pub mod session;
pub mod strong;
pub mod tournament;

use crate::core::{Level, Seat};
use crate::games::nos::{Action, View};
use rand::Rng;

/// The action a computer seat at `level` takes, from its view and `history`, every
/// action of the hand so far (public: a draw does not name its tile; declines may be
/// left out). The view's seat must be the one to act; `None` otherwise.
pub fn decide(view: &View, history: &[(Seat, Action)], level: Level, rng: &mut impl Rng) -> Option<Action> {
    let legal = view.legal();
    if legal.is_empty() {
        return None;
    }
    Some(match level {
        Level::Easy => easy::act(&legal, rng),
        Level::Normal => normal::act(view.hand(), view.seat(), &legal),
        Level::Strong => strong::act(view, Some(history), &legal, rng),
        Level::StrongOld => strong::act(view, None, &legal, rng),
    })
}
