//! What a human seat at the Nos table is not asked. Closing goes with the play (`c` on
//! the chosen tile) or comes in the moment right after it, before the turn passes by
//! itself: never a question that stops every turn. A question with one possible
//! answer is answered for a human playing alone; at a table of two or more humans it
//! is still asked, of every seat alike, so that a question skipped tells nobody what
//! another seat holds.

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
