//! Computer players and the choice-of-game advisor. They decide from a seat's
//! [`View`](crate::engine::View) only.

pub mod cli;

use crate::engine::{Action, View};
use rand::Rng;

/// How strong a computer seat plays.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Level {
    /// A random legal action.
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
    let _ = level;
    Some(crate::sim::pick(&legal, rng))
}
