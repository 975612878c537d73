//! The questions a network table asks of every seat ahead of its turn (Nos's
//! declarations): each seat's answer kept until its turn, then played as its own. A
//! question with one answer (a "no" with nothing to declare) is never asked: in its
//! turn the answer is made for the seat, its line shown on its screen, as at one
//! keyboard. Nor is the question after a seat's own play (whether to say "I close"):
//! the seat has a moment to add it (c), as a person playing alone at one keyboard
//! has, and then the turn passes by itself ([`Table::moment_over`]).

use super::Table;
use crate::core::seat::Seat;
use crate::tui::table::seat::Kind;
use crate::tui::table::sitting::Choice;

/// The key of the answer that goes on without adding to a play (Nos's "no, go on").
const GO_ON: char = 'n';

impl Table {
    /// The question seat `seat` is asked ahead of its turn, while it has not answered;
    /// none when it has one answer.
    pub fn asked(&self, seat: Seat) -> Vec<Choice> {
        let asked = match (&self.play, self.answers.get(seat.index())) {
            (Some(p), Some(None)) => p.host.sit.club().map(|c| c.ahead(seat)).unwrap_or_default(),
            _ => Vec::new(),
        };
        if asked.len() > 1 {
            asked
        } else {
            Vec::new()
        }
    }

    /// Seat `seat` answers the question asked ahead with the key `key`: its choice,
    /// kept until its turn; `None` when the key answers nothing asked.
    pub fn answer(&mut self, seat: Seat, key: char) -> Option<String> {
        let c = self.asked(seat).into_iter().find(|c| c.key == Some(key))?;
        let label = c.label.clone();
        self.answers[seat.index()] = Some(c);
        self.version += 1;
        self.answer_ahead();
        Some(label)
    }

    /// The answers given ahead played in turn, as the seats' own; an answer the game
    /// no longer asks for (the round is over) is dropped.
    pub(super) fn answer_ahead(&mut self) {
        loop {
            let Some(p) = &mut self.play else { return };
            let Some(seat) = p.host.sit.to_act() else { break };
            let Some(c) = self.answers.get_mut(seat.index()).and_then(Option::take) else { break };
            if p.host.sit.apply(&c.act).is_err() {
                break;
            }
            let name = self.names()[seat.index()].clone();
            crate::serve::log(&format!("table {}: {name} played ({}, answered ahead)", self.id, c.label));
            self.changed();
        }
        if let Some(p) = &self.play {
            for (i, a) in self.answers.iter_mut().enumerate() {
                if a.is_some() && p.host.sit.club().is_none_or(|c| c.ahead(Seat(i as u8)).is_empty()) {
                    *a = None;
                }
            }
        }
    }

    /// Whether seat `seat`, which just played, is asked next whether to add to its
    /// play: it acts again, a person's seat, with no tile to choose and an answer that
    /// goes on ([`GO_ON`]).
    pub(super) fn after_play(&self, seat: Seat) -> bool {
        let Some(p) = &self.play else { return false };
        let sit = &p.host.sit;
        if sit.to_act() != Some(seat) || sit.kinds().get(seat.index()) != Some(&Kind::Human) {
            return false;
        }
        let choices = sit.choices();
        choices.iter().all(|c| c.tile.is_none()) && choices.iter().any(|c| c.key == Some(GO_ON))
    }

    /// The moment after a play is over: the seat did not add to it, and its turn
    /// passes. Whether the game changed.
    pub(super) fn moment_over(&mut self) -> bool {
        let Some((seat, _)) = self.moment.take() else { return false };
        if !self.after_play(seat) {
            return false;
        }
        let Some(p) = &mut self.play else { return false };
        let Some(c) = p.host.sit.choices().into_iter().find(|c| c.key == Some(GO_ON)) else { return false };
        if p.host.sit.apply(&c.act).is_err() {
            return false;
        }
        self.changed();
        self.answer_ahead();
        true
    }
}
