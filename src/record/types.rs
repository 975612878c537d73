//! The record's types: a record, its hands, their steps and what they expect.

use super::Saved;
use crate::core::{Seat, Tile};
use crate::games::nos::{Action, Deal, Options};

/// What a record says must come out of a hand.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Expect {
    pub chips: Option<Vec<i32>>,
    pub error_at: Option<usize>,
}

/// One action as recorded: a `draw` may name the tile it must find.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    pub seat: Seat,
    pub action: Action,
    pub drawn: Option<Tile>,
}

/// One hand of a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandRecord {
    pub on_set: Seat,
    pub deal: Deal,
    pub steps: Vec<Step>,
    pub tiebreak: Option<Vec<(Seat, Tile)>>,
    pub expect: Expect,
    /// Penalties charged at the desk, each before the step of that index.
    pub penalties: Vec<(usize, Seat, crate::games::nos::Offence)>,
}

/// A record, read and checked for form (not yet for the rules: see [`replay`](fn@super::replay)).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    pub players: Vec<String>,
    pub chips: Vec<i32>,
    pub starts_session: bool,
    pub options: Options,
    pub hands: Vec<HandRecord>,
    /// What the program that played the game adds (optional fields of ours).
    pub saved: Saved,
}
