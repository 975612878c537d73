//! Writing a record: its JSON form, and the text with one action per line.

use super::format::*;
use super::{desk, game_to_json, saved, Expect, HandRecord, Record, Step};
use crate::games::nos::Action;

impl Record {
    /// The JSON form.
    pub fn to_json(&self) -> RecordJson {
        let mut options = std::collections::BTreeMap::new();
        for name in self.options.on() {
            options.insert(name.to_string(), serde_json::Value::Bool(true));
        }
        RecordJson {
            format: "nos-record".into(),
            version: 1,
            players: self.players.clone(),
            chips: self.chips.iter().map(|&c| c as i64).collect(),
            starts_session: self.starts_session,
            options,
            seed: self.saved.seed,
            seats: self.saved.seats.clone(),
            declines: self.saved.declines,
            left: self.saved.left.iter().map(saved::Leaver::to_json).collect(),
            hands: self.hands.iter().map(hand_to_json).collect(),
        }
    }

    /// The record as JSON text: one action per line, so records read well and diff well.
    pub fn to_text(&self) -> String {
        let j = self.to_json();
        let mut out = String::from("{\n");
        let field = |k: &str, v: &dyn Compact| format!("  \"{k}\": {}", v.json());
        let mut top = vec![
            field("format", &j.format),
            field("version", &j.version),
            field("players", &j.players),
            field("chips", &j.chips),
        ];
        if !j.starts_session {
            top.push(field("starts_session", &false));
        }
        top.push(field("options", &j.options));
        if let Some(seed) = j.seed {
            top.push(field("seed", &seed));
        }
        if let Some(seats) = &j.seats {
            top.push(field("seats", seats));
        }
        if !j.left.is_empty() {
            let items: Vec<String> = j.left.iter().map(saved::Leaver::text).collect();
            top.push(format!("  \"left\": [{}]", items.join(", ")));
        }
        if j.declines > 0 {
            top.push(field("declines", &j.declines));
        }
        out += &top.join(",\n");
        out += ",\n  \"hands\": [\n";
        let hands: Vec<String> = j
            .hands
            .iter()
            .map(|h| {
                let mut f = vec![
                    format!("      \"on_set\": {}", h.on_set),
                    format!("      \"deal\": {}", h.deal.json()),
                    format!("      \"boneyard\": {}", h.boneyard.json()),
                ];
                let acts: Vec<String> = h.actions.iter().map(|a| format!("        {}", a.json())).collect();
                if acts.is_empty() {
                    f.push("      \"actions\": []".into());
                } else {
                    f.push(format!("      \"actions\": [\n{}\n      ]", acts.join(",\n")));
                }
                if let Some(t) = &h.tiebreak {
                    f.push(format!("      \"tiebreak\": {}", t.json()));
                }
                if let Some(e) = &h.expect {
                    f.push(format!("      \"expect\": {}", e.json()));
                }
                if !h.penalties.is_empty() {
                    f.push(format!("      \"penalties\": {}", desk::text(&h.penalties)));
                }
                format!("    {{\n{}\n    }}", f.join(",\n"))
            })
            .collect();
        out += &hands.join(",\n");
        out += "\n  ]\n}\n";
        out
    }
}

/// Compact JSON of a serializable value.
trait Compact {
    fn json(&self) -> String;
}
impl<T: serde::Serialize> Compact for T {
    fn json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

fn step_to_json(s: &Step) -> ActionJson {
    let mut a = ActionJson { seat: s.seat.0, act: Act::Pass, tile: None, at: None, immediate: false, game: None };
    match s.action {
        Action::Draw => {
            a.act = Act::Draw;
            a.tile = s.drawn.map(|t| t.to_string());
        }
        Action::Set { first, second } => {
            a.act = Act::Set;
            a.tile = Some(format!("{first}-{second}"));
        }
        Action::Announce(g) => {
            a.act = Act::Announce;
            a.game = Some(game_to_json(&g));
        }
        Action::Declare => a.act = Act::Declare,
        Action::Play { at, touch, open, immediate } => {
            a.act = Act::Play;
            a.tile = Some(format!("{touch}-{open}"));
            a.at = Some(at.letter().into());
            a.immediate = immediate;
        }
        Action::Wait => a.act = Act::Wait,
        Action::Pass => a.act = Act::Pass,
        Action::Close => a.act = Act::Close,
        Action::Decline => {}
    }
    a
}

fn hand_to_json(h: &HandRecord) -> HandJson {
    HandJson {
        on_set: h.on_set.0,
        deal: h.deal.hands.iter().map(|s| s.iter().map(|t| t.to_string()).collect()).collect(),
        boneyard: h.deal.boneyard.iter().map(|t| t.to_string()).collect(),
        actions: h.steps.iter().filter(|s| s.action != Action::Decline).map(step_to_json).collect(),
        tiebreak: h
            .tiebreak
            .as_ref()
            .map(|t| t.iter().map(|(s, t)| DrawJson { seat: s.0, tile: t.to_string() }).collect()),
        expect: (h.expect != Expect::default()).then(|| ExpectJson {
            chips: h.expect.chips.as_ref().map(|c| c.iter().map(|&v| v as i64).collect()),
            error_at: h.expect.error_at,
        }),
        penalties: desk::to_json(&h.penalties),
    }
}
