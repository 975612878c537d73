//! `nos check` for a train game's record: one line per round, then the winners; the
//! exit codes as for every record.

use super::read::parse;
use super::replay::{replay, Summary};
use crate::record::check::Verdict;

/// Checks one record given as bytes, `name` naming it in the report.
pub fn check_bytes(name: &str, bytes: &[u8]) -> (Vec<String>, Verdict) {
    let rec = match parse(bytes) {
        Ok(r) => r,
        Err(e) => return (vec![format!("{name}: {e}")], Verdict::Unreadable),
    };
    let line = |i: usize, s: &Summary| -> String {
        let totals: Vec<String> = rec.players.iter().zip(&s.totals).map(|(p, t)| format!("{p} {t}")).collect();
        format!("{name}: round {}: {}; totals {}", i + 1, s.outcome, totals.join(", "))
    };
    match replay(&rec) {
        Ok(r) => {
            let mut lines: Vec<String> = r.rounds.iter().enumerate().map(|(i, s)| line(i, s)).collect();
            if let Some(w) = r.result {
                lines.push(format!("{name}: {w}"));
            }
            (lines, Verdict::Valid)
        }
        Err((done, fail)) => {
            let mut lines: Vec<String> = done.iter().enumerate().map(|(i, s)| line(i, s)).collect();
            lines.push(format!("{name}: {fail}"));
            (lines, Verdict::Refused)
        }
    }
}
