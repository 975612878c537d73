//! Computer players and the choice-of-game advisor. They decide from a seat's
//! [`View`] only.
//!
//! - `easy` takes a random legal action.
//! - `normal` ([`normal`]) plays by a club player's rules of thumb.
//! - `strong` ([`strong`]) samples the unseen tiles and plays its candidates out.
//!
//! The front end calls [`decide`] for a computer seat's turn, and [`advisor::Advisor`]
//! for advice on set ([`advisor::Advisor::spawn`] runs it on a thread, sending the ranking
//! after each batch for a progress bar, and stops on a flag),
//! and [`practice::Practice`] for the practice mode.

pub mod advisor;
pub mod choices;
pub mod cli;
pub mod easy;
pub mod normal;
pub mod practice;
pub mod rollout;
pub mod stat;
pub mod strong;
pub mod tournament;

use crate::engine::{Action, View};
use rand::Rng;

/// How strong a computer seat plays.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Level {
    /// A random legal action (closing only now and then).
    Easy,
    /// A club player's rules of thumb.
    Normal,
    /// Search over samples of the unseen tiles.
    Strong,
}

impl Level {
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Strong => "strong",
        }
    }
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Strong];

    pub fn parse(s: &str) -> Option<Level> {
        match s {
            "easy" => Some(Level::Easy),
            "normal" => Some(Level::Normal),
            "strong" => Some(Level::Strong),
            _ => None,
        }
    }
}

/// The action a computer seat at `level` takes, from its view. The view's seat must be
/// the one to act; `None` otherwise.
pub fn decide(view: &View, level: Level, rng: &mut impl Rng) -> Option<Action> {
    let legal = view.legal();
    if legal.is_empty() {
        return None;
    }
    Some(match level {
        Level::Easy => easy::act(&legal, rng),
        Level::Normal => normal::act(view.hand(), view.seat(), &legal),
        Level::Strong => strong::act(view, &legal, rng),
    })
}
