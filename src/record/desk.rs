//! The penalty desk's charges in records: an optional `penalties` list on a hand, each
//! `{"before": k, "seat": s, "rule": "P12"}`, charged before the hand's action k (k equal
//! to the number of actions: after the last).

use super::format::PenaltyJson;
use super::{ferr, FormatError};
use crate::core::Seat;
use crate::games::nos::{Action, HandLog, Offence};

/// A hand log's desk charges, with the index counted in record steps (declines are not
/// written).
pub(super) fn steps_of(log: &HandLog) -> Vec<(usize, Seat, Offence)> {
    log.penalties
        .iter()
        .map(|&(at, seat, o)| {
            let before = log.actions[..at.min(log.actions.len())].iter().filter(|a| a.1 != Action::Decline).count();
            (before, seat, o)
        })
        .collect()
}

pub(super) fn from_json(
    list: &[PenaltyJson],
    n: usize,
    actions: usize,
    path: &str,
) -> Result<Vec<(usize, Seat, Offence)>, FormatError> {
    let mut out: Vec<(usize, Seat, Offence)> = Vec::new();
    for (i, p) in list.iter().enumerate() {
        let at = format!("{path}.penalties[{i}]");
        if p.seat as usize >= n {
            return Err(ferr(format!("{at}.seat"), format!("no seat {} at a table of {n}", p.seat)));
        }
        let Some(o) = Offence::parse(&p.rule).filter(|o| o.at_desk()) else {
            let names: Vec<&str> = Offence::DESK.iter().map(|o| o.code()).collect();
            return Err(ferr(format!("{at}.rule"), format!("the desk charges {}, not {:?}", names.join(", "), p.rule)));
        };
        if p.before > actions || out.last().is_some_and(|l| l.0 > p.before) {
            return Err(ferr(format!("{at}.before"), "an action index of this hand, in order"));
        }
        out.push((p.before, Seat(p.seat), o));
    }
    Ok(out)
}

pub(super) fn to_json(list: &[(usize, Seat, Offence)]) -> Vec<PenaltyJson> {
    list.iter().map(|&(before, s, o)| PenaltyJson { before, seat: s.0, rule: o.code().to_string() }).collect()
}

/// The list on one line.
pub(super) fn text(list: &[PenaltyJson]) -> String {
    let items: Vec<String> = list
        .iter()
        .map(|p| format!("{{\"before\": {}, \"seat\": {}, \"rule\": \"{}\"}}", p.before, p.seat, p.rule))
        .collect();
    format!("[{}]", items.join(", "))
}
