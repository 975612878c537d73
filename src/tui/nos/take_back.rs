//! A slip of the finger in Nos: a person playing against the computer, in the default
//! (casual) mode, may take back his own last play until another seat acts. The game
//! goes back to where it stood before the play, saved so: the record keeps only the
//! plays that stand. Strict club mode has none of it: a tile played there stays played.

use super::desk::{NosTable, Screen};
use super::game::Game;
use crate::core::Seat;
use crate::games::nos::Action;
use crate::tui::table::seat::Kind;

impl NosTable {
    /// The game before `a`, when `a` is a play that may be taken back: a person's
    /// tile, casual play, a computer seat at the table, not practice.
    pub(in crate::tui) fn undo_point(&self, a: Action) -> Option<(Game, Seat)> {
        let g = self.game.as_ref()?;
        let seat = g.hand().to_act()?;
        let casual = !g.hand().options().strict && self.coach.is_none();
        let against = g.kinds.iter().any(|k| *k != Kind::Human);
        (matches!(a, Action::Play { .. }) && casual && against && g.kind(seat) == Kind::Human)
            .then(|| (g.clone(), seat))
    }

    /// After an action of `by`: the point to go back to is the new one, or gone once
    /// another seat has acted. A computer's pause is longer while a play may be taken
    /// back.
    pub(in crate::tui) fn keep_undo(&mut self, point: Option<(Game, Seat)>, by: Option<Seat>) {
        match point {
            Some(p) => self.undo = Some(p),
            None if self.undo.as_ref().is_some_and(|(_, s)| Some(*s) != by) => self.undo = None,
            None => {}
        }
        if self.undo.is_some() {
            if let Some(d) = self.due {
                self.due = Some(d + self.delay);
            }
        }
    }

    /// `u`: the last play taken back, if one may be; whether it was.
    pub(in crate::tui) fn take_back(&mut self) -> bool {
        if !matches!(self.screen, Screen::Play | Screen::Summary) {
            return false;
        }
        let Some((before, seat)) = self.undo.take() else { return false };
        let name = before.names[seat.index()].clone();
        self.game = Some(before);
        self.save();
        self.after();
        self.status = Some(format!("{name}'s last play is taken back: play again"));
        true
    }
}
