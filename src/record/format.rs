//! The JSON shapes of record format v1, exactly as published, read strictly: an
//! unknown field is an error, never ignored.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

fn yes() -> bool {
    true
}
fn is_true(b: &bool) -> bool {
    *b
}
fn is_false(b: &bool) -> bool {
    !*b
}
fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// A whole record file.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct RecordJson {
    pub format: String,
    pub version: u32,
    pub players: Vec<String>,
    pub chips: Vec<i64>,
    #[serde(default = "yes", skip_serializing_if = "is_true")]
    pub starts_session: bool,
    #[serde(default)]
    pub options: BTreeMap<String, serde_json::Value>,
    /// Ours, optional: the seed every deal of the game came from.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// Ours, optional: who plays each seat, `"human"` or `"computer-<level>"`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seats: Option<Vec<String>>,
    /// Ours, optional: how many seats declined (to declare, to play a double at once,
    /// to close) after the last action of the last hand; actions leave declines out.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub declines: u32,
    /// Ours, optional: players who left the session between hands (rulings #42), with
    /// their settlement.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub left: Vec<LeftJson>,
    pub hands: Vec<HandJson>,
}

/// A player who left between hands: the chips it had, what it keeps (rounded down to
/// 20), its balance against 500, and its remainder, given to the side pot.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct LeftJson {
    pub player: String,
    /// How many hands of the session had been played when it left.
    pub after_hands: u32,
    pub chips: i64,
    pub kept: i64,
    pub balance: i64,
    pub pot: i64,
}

/// One hand.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct HandJson {
    pub on_set: u8,
    pub deal: Vec<Vec<String>>,
    pub boneyard: Vec<String>,
    pub actions: Vec<ActionJson>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tiebreak: Option<Vec<DrawJson>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expect: Option<ExpectJson>,
    /// Ours, optional: penalties charged at the penalty desk (offences only the table
    /// sees), each before the action of index `before`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub penalties: Vec<PenaltyJson>,
}

/// A penalty charged at the desk.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct PenaltyJson {
    pub before: usize,
    pub seat: u8,
    pub rule: String,
}

/// One tie-break draw.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct DrawJson {
    pub seat: u8,
    pub tile: String,
}

/// What replay must find.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(deny_unknown_fields)]
pub struct ExpectJson {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chips: Option<Vec<i64>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error_at: Option<usize>,
}

/// The kinds of action.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Act {
    Draw,
    Set,
    Announce,
    Declare,
    Play,
    Wait,
    Pass,
    Close,
}

/// One action; which fields it may have depends on `act` and is checked after reading.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct ActionJson {
    pub seat: u8,
    pub act: Act,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tile: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at: Option<String>,
    #[serde(default, skip_serializing_if = "is_false")]
    pub immediate: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game: Option<GameJson>,
}

/// A game with its choices.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(deny_unknown_fields)]
pub struct GameJson {
    pub game: u8,
    #[serde(default, rename = "match", skip_serializing_if = "Option::is_none")]
    pub matching: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub here: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first: Option<FirstJson>,
    #[serde(default, skip_serializing_if = "is_false")]
    pub change: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub form: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ordinary: Option<String>,
}

/// "N tiles on one side first".
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct FirstJson {
    pub side: String,
    pub count: u8,
}
