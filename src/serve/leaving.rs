//! A player leaving a network table for good. Where the game's rules say how a player
//! leaves (Nos, rulings #42: only between hands, his chips settled), the network table
//! follows them as one keyboard does: asked between hands, he leaves as the next hand
//! is dealt; asked during a hand, a computer player plays his seat to the hand's end,
//! and he leaves then. His settlement is said to the table and kept in the record of
//! the session so far; the others play on without his seat, or, fewer than three
//! left, the session ends. A game without such a rule gives the seat to a computer
//! player for the rest of the game ([`super::seat::give_up`]).

use super::table::{Holder, Table};
use super::writer::lock;
use crate::core::level::Level;
use crate::core::seat::Seat;
use crate::tui::table::seat::Kind;

impl Table {
    /// Whether the game's rules say how a player leaves (see the module's words).
    pub fn has_leaving_rule(&self) -> bool {
        self.play.as_ref().is_some_and(|p| p.host.sit.club().is_some())
    }

    /// The player `name` at `seat` leaves for good, under the game's leaving rule.
    pub fn leave_for_good(&mut self, name: &str, seat: Seat) {
        let i = seat.index();
        if self.leaving.get(i) != Some(&false) {
            return;
        }
        self.leaving[i] = true;
        if self.between_hands() {
            self.say(&format!("{name} leaves the table: settled as the next hand is dealt"));
            self.deal_if_ready();
            return;
        }
        let level = Level::Normal;
        self.stand_in[i] = true;
        if let Some(p) = &mut self.play {
            p.host.sit.set_kind(seat, Kind::Computer(level));
        }
        self.changed();
        self.say(&format!(
            "{name} leaves at the end of this hand (players leave between hands): a computer player ({}) plays the seat till then",
            level.name()
        ));
    }

    /// A table restored after a stop: the player at `seat` had said he leaves, and
    /// still does, a computer playing his seat in the meantime as before the stop.
    pub fn still_leaving(&mut self, seat: Seat) {
        let i = seat.index();
        if self.leaving.get(i) != Some(&false) || !self.has_leaving_rule() {
            return;
        }
        self.leaving[i] = true;
        if !self.between_hands() {
            self.stand_in[i] = true;
            if let Some(p) = &mut self.play {
                p.host.sit.set_kind(seat, Kind::Computer(Level::Normal));
                p.host.after();
            }
        }
    }

    /// A host who leaves hands his powers at once to the first other person seated
    /// who stays, announced.
    pub fn pass_host_from(&mut self, name: &str) {
        if self.host != name {
            return;
        }
        let next = self.seats.iter().enumerate().find_map(|(i, h)| match h {
            Holder::Person { name: n, .. } if n != name && !self.leaving[i] => Some(n.clone()),
            _ => None,
        });
        if let Some(n) = next {
            let before = std::mem::replace(&mut self.host, n.clone());
            self.say(&format!("{before} leaves: {n} is the host now (the desk and the end of the session are his)"));
        }
    }

    /// A player who said he leaves came back to his seat before he left: he stays.
    pub fn stays(&mut self, seat: Seat) {
        if let Some(l) = self.leaving.get_mut(seat.index()).filter(|l| **l) {
            *l = false;
            let name = self.names()[seat.index()].clone();
            self.say(&format!("{name} is back and stays at the table"));
        }
    }

    /// The seats leaving leave, each settled, said and kept; called between hands.
    pub(super) fn apply_leaves(&mut self) {
        while let Some(i) = self.leaving.iter().position(|l| *l) {
            let id = self.id;
            let Some(p) = &mut self.play else { return };
            let Some(club) = p.host.sit.club_mut() else { return };
            match club.leave(Seat(i as u8)) {
                Err(e) => {
                    self.leaving[i] = false;
                    self.say(&format!("{} cannot leave: {e}", self.names()[i]));
                }
                Ok(left) => {
                    let mut kept = Ok(());
                    if let (Some((what, text)), Some(d)) = (&left.part, &p.store) {
                        d.saves.settle(id);
                        kept = lock(&d.store).data.keep(what, text).map(|_| ());
                    }
                    self.say(&left.said);
                    if let Err(e) = kept {
                        self.say(&format!("The record of the session so far could not be kept: {e}"));
                    }
                    if left.goes_on {
                        self.remove_seat(i);
                    } else {
                        self.leaving.iter_mut().for_each(|l| *l = false);
                        self.say("Fewer than three players remain: the session ends, each settled");
                    }
                    self.changed();
                }
            }
        }
        // Nobody left to play with: the computers do not play on alone.
        if self.play.is_some() && !self.over() && !self.seats.iter().any(|h| matches!(h, Holder::Person { .. })) {
            self.end_session();
            self.say("Nobody is left at the table: the session ends");
        }
    }

    /// Seat `i` is gone from the game: the seats after it move up one.
    fn remove_seat(&mut self, i: usize) {
        self.seats.remove(i);
        self.ready.remove(i);
        self.answers.remove(i);
        self.since.remove(i);
        self.stand_in.remove(i);
        self.leaving.remove(i);
        self.removed.push(i);
        self.pass_host();
    }
}

#[cfg(test)]
mod tests;
