//! `nos check` for parlour records: one line per hand, then the match's result; the
//! exit codes as for Nos records.

use super::replay::{HandSummary, Replayed};
use super::Record;
use crate::record::check::Verdict;

/// Checks one parlour record given as bytes, `name` naming it in the report.
pub fn check_bytes(name: &str, bytes: &[u8]) -> (Vec<String>, Verdict) {
    // The train games' records are theirs to read.
    if game_of(bytes).is_some_and(|id| crate::record::trains::read::kind_of(&id).is_some()) {
        return crate::record::trains::check_bytes(name, bytes);
    }
    let rec = match super::parse(bytes) {
        Ok(r) => r,
        Err(e) => return (vec![format!("{name}: {e}")], Verdict::Unreadable),
    };
    let line = |i: usize, h: &HandSummary| -> String {
        let scores = score_words(&rec, h);
        format!("{name}: hand {}: {}; {scores}", i + 1, h.outcome)
    };
    match super::replay::replay(&rec) {
        Ok(Replayed { hands, result }) => {
            let mut lines: Vec<String> = hands.iter().enumerate().map(|(i, h)| line(i, h)).collect();
            if let Some(r) = result {
                lines.push(format!("{name}: {r}"));
            }
            (lines, Verdict::Valid)
        }
        Err((done, fail)) => {
            let mut lines: Vec<String> = done.iter().enumerate().map(|(i, h)| line(i, h)).collect();
            lines.push(format!("{name}: {fail}"));
            (lines, Verdict::Refused)
        }
    }
}

/// "scores Ann 15, Bas 0", per side or with the pool where the game has them.
fn score_words(rec: &Record, h: &HandSummary) -> String {
    let names = &rec.players;
    let who = |i: usize| -> String {
        if rec.form.sides {
            format!("{} and {}", names[i], names[i + 2])
        } else {
            names[i].clone()
        }
    };
    let parts: Vec<String> = h.scores.iter().enumerate().map(|(i, s)| format!("{} {s}", who(i))).collect();
    match h.pool {
        Some(p) => format!("chips {}; pool {p}", parts.join(", ")),
        None => format!("scores {}", parts.join(", ")),
    }
}

/// The record's `game`, when the file is JSON with a string there.
pub fn game_of(bytes: &[u8]) -> Option<String> {
    #[derive(serde::Deserialize)]
    struct Peek {
        game: Option<serde_json::Value>,
    }
    if bytes.len() > crate::record::MAX_BYTES {
        return None;
    }
    let p: Peek = serde_json::Deserializer::from_slice(bytes).into_iter().next()?.ok()?;
    p.game?.as_str().map(str::to_string)
}
