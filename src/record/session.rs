//! The record of a session played so far.

use super::{desk, Expect, HandRecord, Record, Saved, Step};
use crate::games::nos::{Action, HandLog, Options, Session};

impl Record {
    /// The record of a session played so far, with the players' names.
    pub fn from_session(players: &[String], session: &Session) -> Record {
        Record::from_session_hands(players, session, 0)
    }

    /// As [`Record::from_session`], with only the hands from `from` on (the fields
    /// above the hands whole): what a save of the hand in play writes, in time that
    /// grows with the hand, not with the session.
    pub fn from_session_hands(players: &[String], session: &Session, from: usize) -> Record {
        let logs = session.logs().get(from..).unwrap_or_default();
        Record::from_logs(players, session.start_chips(), session.starts_session(), session.options, logs)
    }

    /// The record of hands played one after another from `chips` (`first`: the first
    /// of them is the session's first), the last of them complete or not.
    pub fn from_logs(players: &[String], chips: &[i32], first: bool, options: Options, logs: &[HandLog]) -> Record {
        let hands = logs
            .iter()
            .map(|log| {
                let mut steps = Vec::new();
                for &(seat, action) in &log.actions {
                    if action == Action::Decline {
                        continue;
                    }
                    steps.push(Step { seat, action, drawn: None });
                }
                HandRecord {
                    on_set: log.on_set,
                    deal: log.deal.clone(),
                    steps,
                    tiebreak: (!log.tiebreak.is_empty()).then(|| log.tiebreak.clone()),
                    expect: Expect::default(),
                    penalties: desk::steps_of(log),
                }
            })
            .collect();
        let mut rec = Record {
            players: players.to_vec(),
            chips: chips.to_vec(),
            starts_session: first,
            options,
            hands,
            saved: Saved::default(),
        };
        // In strict mode a draw may draw nothing (P8) and a pass may draw (P9): the
        // tiles are not counted from the draws, and `tile` (optional) is left out.
        if !rec.options.strict {
            rec.fill_drawn_tiles();
        }
        rec
    }

    /// Writes every drawn tile into its `draw` step, from the boneyard order.
    fn fill_drawn_tiles(&mut self) {
        for h in &mut self.hands {
            let mut next = 0;
            for s in &mut h.steps {
                if s.action == Action::Draw {
                    s.drawn = h.deal.boneyard.get(next).copied();
                    next += 1;
                }
            }
        }
    }
}
