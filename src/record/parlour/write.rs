//! Writing a parlour record: from a match played with its log kept, to JSON text with one
//! action per line, so records read well and diff well.

use super::json::*;
use super::{Act, At, Expect, Form, HandRecord, Record, Step, FORMAT};
use crate::games::parlour::{Action, Match};
use std::collections::BTreeMap;

impl Record {
    /// The record of a match played so far, with the players' names; `None` when the
    /// match kept no log ([`Match::keep_log`]). `start` holds the scores and pool before
    /// the log's first hand.
    pub fn from_match(
        players: &[String],
        m: &Match,
        start: &crate::games::parlour::Start,
        options: &crate::games::parlour::Options,
    ) -> Option<Record> {
        Record::from_match_from(players, m, start, options, 0)
    }

    /// As [`Record::from_match`], with only the hands from hand `from` (from 0) on:
    /// what a save writes of a match whose earlier hands are written already
    /// ([`Record::to_text_after`]).
    pub fn from_match_from(
        players: &[String],
        m: &Match,
        start: &crate::games::parlour::Start,
        options: &crate::games::parlour::Options,
        from: usize,
    ) -> Option<Record> {
        let log = m.log()?;
        let preset = m.rules().preset;
        let hands = log
            .iter()
            .skip(from)
            .map(|h| {
                let mut next = 0;
                let steps = h
                    .actions
                    .iter()
                    .map(|&(seat, a)| {
                        let drawn = (a == Action::Draw).then(|| {
                            next += 1;
                            h.deal.boneyard.get(next - 1).copied()
                        });
                        Step { seat, act: line_act(a, drawn.flatten()) }
                    })
                    .collect();
                HandRecord {
                    lead: h.lead,
                    lead_draw: h.lead_draw.clone(),
                    deal: h.deal.clone(),
                    steps,
                    expect: Expect::default(),
                }
            })
            .collect();
        Some(Record {
            game: preset.id,
            form: Form::of(preset).at(players.len(), options),
            players: players.to_vec(),
            scores: start.scores.clone(),
            pool: start.pool,
            starts_match: start.starts_match,
            options: options.clone(),
            hands,
            seed: None,
            seats: None,
        })
    }

    /// The JSON form.
    pub fn to_json(&self) -> RecordJson {
        let mut options = BTreeMap::new();
        for (o, v) in self.options.given() {
            let value = match v {
                crate::games::parlour::OptValue::Bool(b) => serde_json::Value::Bool(*b),
                crate::games::parlour::OptValue::Int(i) => serde_json::Value::from(*i),
                crate::games::parlour::OptValue::Word(w) => serde_json::Value::String(w.clone()),
            };
            options.insert(o.name().to_string(), value);
        }
        RecordJson {
            format: FORMAT.into(),
            version: 1,
            game: self.game.into(),
            players: self.players.clone(),
            scores: self.scores.iter().map(|&s| s as i64).collect(),
            pool: (self.form.pool && self.pool != 0).then_some(self.pool as i64),
            starts_match: self.starts_match,
            options,
            seed: self.seed,
            seats: self.seats.clone(),
            hands: self.hands.iter().map(hand_to_json).collect(),
        }
    }

    /// The record as JSON text, one action per line.
    pub fn to_text(&self) -> String {
        self.to_text_after::<&str>(&[])
    }

    /// The record as JSON text, its own hands after `before`: the texts of the hands
    /// before them, each as [`Record::hand_texts`] wrote it (a match's hands that are
    /// over never change, so a table writes each of them once).
    pub fn to_text_after<H: AsRef<str>>(&self, before: &[H]) -> String {
        let j = self.to_json();
        let c = |v: &dyn erased::Json| v.json();
        let mut top = vec![
            format!("  \"format\": {}", c(&j.format)),
            format!("  \"version\": {}", c(&j.version)),
            format!("  \"game\": {}", c(&j.game)),
            format!("  \"players\": {}", c(&j.players)),
            format!("  \"scores\": {}", c(&j.scores)),
        ];
        if let Some(p) = j.pool {
            top.push(format!("  \"pool\": {p}"));
        }
        if !j.starts_match {
            top.push("  \"starts_match\": false".into());
        }
        top.push(format!("  \"options\": {}", c(&j.options)));
        if let Some(s) = j.seed {
            top.push(format!("  \"seed\": {s}"));
        }
        if let Some(s) = &j.seats {
            top.push(format!("  \"seats\": {}", c(s)));
        }
        let own: Vec<String> = j.hands.iter().map(hand_text).collect();
        let hands: Vec<&str> = before.iter().map(AsRef::as_ref).chain(own.iter().map(String::as_str)).collect();
        format!("{{\n{},\n  \"hands\": [\n{}\n  ]\n}}\n", top.join(",\n"), hands.join(",\n"))
    }

    /// The text of each of the record's hands, as [`Record::to_text`] writes it.
    pub fn hand_texts(&self) -> Vec<String> {
        self.hands.iter().map(|h| hand_text(&hand_to_json(h))).collect()
    }
}

/// A hand's text in a record, one action per line.
fn hand_text(h: &HandJson) -> String {
    let c = |v: &dyn erased::Json| v.json();
    let mut f = vec![format!("      \"lead\": {}", h.lead)];
    if let Some(d) = &h.lead_draw {
        f.push(format!("      \"lead_draw\": {}", c(d)));
    }
    f.push(format!("      \"deal\": {}", c(&h.deal)));
    f.push(format!("      \"boneyard\": {}", c(&h.boneyard)));
    let acts: Vec<String> = h.actions.iter().map(|a| format!("        {}", c(a))).collect();
    if acts.is_empty() {
        f.push("      \"actions\": []".into());
    } else {
        f.push(format!("      \"actions\": [\n{}\n      ]", acts.join(",\n")));
    }
    if let Some(e) = &h.expect {
        f.push(format!("      \"expect\": {}", c(e)));
    }
    format!("    {{\n{}\n    }}", f.join(",\n"))
}

mod erased {
    /// Compact JSON of a serializable value.
    pub trait Json {
        fn json(&self) -> String;
    }
    impl<T: serde::Serialize> Json for T {
        fn json(&self) -> String {
            serde_json::to_string(self).unwrap_or_default()
        }
    }
}

fn hand_to_json(h: &HandRecord) -> HandJson {
    HandJson {
        lead: h.lead.0,
        lead_draw: h
            .lead_draw
            .as_ref()
            .map(|d| d.iter().map(|(s, t)| DrawJson { seat: s.0, tile: t.to_string() }).collect()),
        deal: h.deal.hands.iter().map(|s| s.iter().map(|t| t.to_string()).collect()).collect(),
        boneyard: h.deal.boneyard.iter().map(|t| t.to_string()).collect(),
        actions: h.steps.iter().map(step_to_json).collect(),
        expect: (h.expect != Expect::default()).then(|| ExpectJson {
            scores: h.expect.scores.as_ref().map(|s| s.iter().map(|&v| v as i64).collect()),
            pool: h.expect.pool.map(|p| p as i64),
            error_at: h.expect.error_at.map(|e| e as u64),
        }),
    }
}

pub fn step_to_json(s: &Step) -> ActionJson {
    let mut a = ActionJson { seat: s.seat.0, act: ActJson::Pass, tile: None, at: None, sniff: None };
    match s.act {
        Act::Play { ends: (x, y), at, sniff } => {
            a.act = ActJson::Play;
            a.tile = Some(format!("{x}-{y}"));
            a.at = at.map(|at| match at {
                At::End(p) => serde_json::Value::String(p.letter().into()),
                At::Squares(p, q) => serde_json::json!([p.to_string(), q.to_string()]),
            });
            a.sniff = sniff.map(|l| l.word().into());
        }
        Act::Draw { tile } => {
            a.act = ActJson::Draw;
            a.tile = tile.map(|t| t.to_string());
        }
        Act::Pass => {}
        Act::EndTurn => a.act = ActJson::EndTurn,
    }
    a
}

/// A line game's action as its record writes it (and the bot protocol, whose draws
/// name no tile): the lead tile with no end, a play touching end first with its end,
/// a draw with the tile drawn where given. [`super::replay`] reads it back.
pub fn line_act(a: Action, drawn: Option<crate::core::tile::Tile>) -> Act {
    match a {
        Action::Lead { first, second, lay } => Act::Play { ends: (first, second), at: None, sniff: lay },
        Action::Play { at, touch, open, lay } => Act::Play { ends: (touch, open), at: Some(At::End(at)), sniff: lay },
        Action::Draw => Act::Draw { tile: drawn },
        Action::Pass => Act::Pass,
        Action::EndTurn => Act::EndTurn,
    }
}
