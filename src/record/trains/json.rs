//! The JSON shapes of the train games' records (the parlour record format's section
//! "The train games"), read strictly: an unknown field is an error, never ignored.

use crate::record::parlour::json::{is_true, yes};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A whole record file.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct RecordJson {
    pub format: String,
    pub version: u64,
    pub game: String,
    pub players: Vec<String>,
    pub scores: Vec<i64>,
    #[serde(default = "yes", skip_serializing_if = "is_true")]
    pub starts_match: bool,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub options: BTreeMap<String, serde_json::Value>,
    /// Ours, optional: the seed every deal of a game saved by this program came from.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// Ours, optional: who plays each seat.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seats: Option<Vec<String>>,
    pub hands: Vec<HandJson>,
}

/// One round.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct HandJson {
    pub engine: String,
    pub lead: u8,
    /// Read only to be refused by the rules: the train games draw for no lead.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lead_draw: Option<serde_json::Value>,
    pub deal: Vec<Vec<String>>,
    pub boneyard: Vec<String>,
    pub actions: Vec<ActionJson>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expect: Option<ExpectJson>,
}

/// What replay must find after the round.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(deny_unknown_fields)]
pub struct ExpectJson {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scores: Option<Vec<i64>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error_at: Option<u64>,
}

/// The kinds of action.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum ActJson {
    Play,
    Draw,
    Pass,
}

/// One action; which fields it may have depends on `act` and the game, checked after
/// reading. `train` is a seat number or `"mexican"`.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct ActionJson {
    pub seat: u8,
    pub act: ActJson,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tile: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub train: Option<serde_json::Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at: Option<String>,
}
