//! What a human seat at the Nos table is not asked. Closing goes with the play (`c` on
//! the chosen tile) or comes right after it: a human playing alone has a moment for it
//! before the turn passes by itself, never a question that stops every turn; at a
//! table of two or more humans the turn passes on the player's own Enter, never by
//! itself, so that the next seat's hand-over never comes under a key meant for this
//! one. A question with one possible answer is answered for a human playing alone; at
//! a table of two or more humans it is still asked, of every seat alike, so that a
//! question skipped tells nobody what another seat holds.

use super::desk::{NosTable, Screen};
use crate::games::nos::{Action, Phase};
use crate::tui::table::seat::Kind;
use std::time::Instant;

impl NosTable {
    /// After an action, with a human seat to act: answers what needs no asking, or
    /// opens the moment to close after its play. Whether it did either (the seat is
    /// then not asked).
    pub(in crate::tui) fn not_asked(&mut self, close_next: bool) -> bool {
        let g = self.game();
        let h = g.hand();
        let legal = h.legal();
        let only_no = legal.as_slice() == [Action::Decline];
        let a = match h.phase() {
            Phase::AfterPlay { .. } if close_next && legal.contains(&Action::Close) => Action::Close,
            Phase::AfterPlay { .. } if only_no => Action::Decline,
            // At a table of people the seat is asked: Enter passes the turn, c closes.
            Phase::AfterPlay { .. } if g.humans() > 1 => return false,
            Phase::AfterPlay { .. } => {
                // The moment to say "I close": the table waits as for a computer's
                // play, then the turn passes by itself.
                self.screen = Screen::Play;
                self.due = Some(Instant::now() + self.delay);
                return true;
            }
            Phase::Declare { .. } | Phase::Immediate { .. } if only_no && g.humans() == 1 => Action::Decline,
            _ => return false,
        };
        self.act(a);
        true
    }

    /// The moment to close after a human's play is over: its turn passes. Whether it
    /// was that moment.
    pub(in crate::tui) fn moment_passed(&mut self) -> bool {
        let Some(g) = self.game.as_ref() else { return false };
        match (g.hand().to_act(), g.hand().phase()) {
            (Some(s), Phase::AfterPlay { .. }) if g.kind(s) == Kind::Human => {
                self.act(Action::Decline);
                true
            }
            _ => false,
        }
    }
}
