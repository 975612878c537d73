//! The JSON shapes of the parlour record format, version 1, exactly as published, read
//! strictly: an unknown field is an error, never ignored.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A field that is true unless a record says otherwise (serde's default).
pub(crate) fn yes() -> bool {
    true
}
/// A true field is left out when written: true is its default.
#[allow(clippy::trivially_copy_pass_by_ref)] // serde's skip_serializing_if passes a reference
pub(crate) fn is_true(b: &bool) -> bool {
    *b
}

/// A whole record file.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct RecordJson {
    pub format: String,
    pub version: u64,
    pub game: String,
    pub players: Vec<String>,
    pub scores: Vec<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pool: Option<i64>,
    #[serde(default = "yes", skip_serializing_if = "is_true")]
    pub starts_match: bool,
    #[serde(default)]
    pub options: BTreeMap<String, serde_json::Value>,
    /// Ours, optional: the seed every deal of a game saved by this program came from.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// Ours, optional: who plays each seat, `"human"` or `"computer-<level>"`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seats: Option<Vec<String>>,
    pub hands: Vec<HandJson>,
}

/// One hand.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct HandJson {
    pub lead: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lead_draw: Option<Vec<DrawJson>>,
    pub deal: Vec<Vec<String>>,
    pub boneyard: Vec<String>,
    pub actions: Vec<ActionJson>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expect: Option<ExpectJson>,
}

/// One tile drawn for the lead.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct DrawJson {
    pub seat: u8,
    pub tile: String,
}

/// What replay must find after the hand.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(deny_unknown_fields)]
pub struct ExpectJson {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scores: Option<Vec<i64>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pool: Option<i64>,
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
    EndTurn,
}

/// One action; which fields it may have depends on `act` and the game, checked after
/// reading. `at` is a position name, or Dominox's two squares.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct ActionJson {
    pub seat: u8,
    pub act: ActJson,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tile: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at: Option<serde_json::Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sniff: Option<String>,
}
