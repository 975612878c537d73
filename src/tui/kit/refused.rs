//! A refused action of a record, as the replay viewers tell it: which action, who took
//! it, what it was and why the rules refuse it, every seat by its name.

use crate::record::parlour::{Act, At};
use crate::tui::kit::words::{Line, LineKind};

/// `text` with "seat N" (the engines' words) said as the seat's name.
pub fn named(names: &[String], text: &str) -> String {
    let mut s = text.to_string();
    // From the highest seat down, so that no seat's number is the start of another's.
    for (i, name) in names.iter().enumerate().rev() {
        s = s.replace(&format!("seat {i}"), name);
    }
    s
}

/// A parlour record's action in words.
pub fn act_words(act: &Act) -> String {
    match act {
        Act::Play { ends: (a, b), at: None, .. } => format!("lead {a}-{b}"),
        Act::Play { ends: (a, b), at: Some(At::End(p)), .. } => format!("play {a}-{b} at {p}"),
        Act::Play { ends: (a, b), at: Some(At::Squares(s, t)), .. } => format!("place {a}-{b} on {s} {t}"),
        Act::Draw { .. } => "draw".into(),
        Act::Pass => "pass".into(),
        Act::EndTurn => "end the turn".into(),
    }
}

/// The log line for action `at` of a record (`who` took it, `what` in words), refused
/// as the record expects.
pub fn line(names: &[String], at: usize, who: &str, what: &str, reason: &str) -> Line {
    let reason = named(names, reason);
    let text = format!("Action {at} of the record ({who}: {what}) is refused, as the record expects: {reason}");
    Line { text, kind: LineKind::End }
}

/// The log line for a pass a record shows after the hand is over (a block): allowed,
/// and nothing changes.
pub fn shown_pass(who: &str) -> Line {
    Line { text: format!("{who} passes: nobody can play, the record shows it"), kind: LineKind::Act }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_are_named_and_seat_1_is_not_the_start_of_seat_10() {
        let names: Vec<String> = (0..11).map(|i| format!("P{i}")).collect();
        assert_eq!(named(&names, "it is not seat 10's turn: seat 1 acts now"), "it is not P10's turn: P1 acts now");
    }
}
