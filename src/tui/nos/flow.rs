//! What follows an action at Nos's table, beyond what follows it at every table: what
//! a person at one keyboard is not asked, the count shown before the settlement, and
//! the end of a session (settled in the table's end box).
//!
//! Closing goes with the play (`c` on the chosen tile): a human playing alone has a
//! moment after it to close still, before the turn passes by itself, never a question
//! that stops every turn; at a table of two or more humans, and after one's last tile,
//! the turn passes on the play's own key (the next hand-over's lock keeps a key meant
//! for this screen from opening the next seat's hand). A question with one possible
//! answer is never asked: it is answered for a human playing alone; at a table of two
//! or more humans each seat still takes the keyboard in its turn, whatever it holds,
//! and the answer is made on its own screen with no key of its own
//! ([`SitScreen::one_answer`]).

use super::part::{game, nos, NosPart, Pick, View};
use crate::games::nos::{Action, Phase};
use crate::tui::table::part::Next;
use crate::tui::table::screen::{Own, SitScreen, Stage};
use crate::tui::table::seat::Kind;
use crate::tui::table::sitting::Act;
use std::time::Instant;

impl NosPart {
    /// After an action, and at the start: what Nos's table does beyond every table's.
    pub(super) fn next(&mut self, s: &mut SitScreen) -> Next {
        self.pick = Pick::Tile;
        let close_next = std::mem::take(&mut self.close_next);
        if self.coach.is_some() && self.coach_after(s) {
            return Next::Done;
        }
        if let Some(n) = self.lesson_after(s) {
            return n;
        }
        if s.own != Own::Hot {
            // A network seat's screen: the table decides for it.
            return Next::Go;
        }
        let g = game(s);
        let h = g.hand();
        let Some(seat) = h.to_act() else {
            if nos(s).gone().is_some() {
                return Next::Go;
            }
            // The count, even of the session's last hand (Enter settles), seen at once.
            s.glance = false;
            s.stage = Stage::Summary;
            s.count = Default::default();
            return Next::Done;
        };
        let legal = h.legal();
        let only = |a: Action| legal.as_slice() == [a];
        let take = |a: Action, said: Option<String>| Next::Take(Act::new(a), said);
        if g.kind(seat) != Kind::Human {
            if only(Action::Decline) {
                // A computer seat with nothing to decide (no double to declare or to
                // play at once) answers at once: the pause is for following what it does.
                s.stage = Stage::Play;
                s.due = Some(Instant::now());
                return Next::Done;
            }
            return Next::Go;
        }
        let alone = g.humans() == 1;
        let name = g.names[seat.index()].clone();
        // A lesson about closing asks even after the last tile.
        let went_out = h.hand_len(seat) == 0 && !self.lesson_asks(s);
        match h.phase() {
            Phase::AfterPlay { .. } if close_next && legal.contains(&Action::Close) => {
                return take(Action::Close, None)
            }
            // Closing goes with the play (c on the tile): after one's last tile, and
            // at a table of people after every play, the turn passes on the play's
            // own key, and the next seat's hand-over comes with its lock.
            Phase::AfterPlay { .. } if only(Action::Decline) || went_out || !alone => {
                return take(Action::Decline, None)
            }
            Phase::AfterPlay { .. } => {
                // The moment to say "I close": the table waits as for a computer's play,
                // then the turn passes by itself.
                s.stage = Stage::Play;
                s.viewer = Some(seat);
                s.due = Some(Instant::now() + s.delay);
                return Next::Done;
            }
            _ => {}
        }
        if h.phase() == Phase::Announce {
            self.pick = Pick::Games { cursor: 0 };
        }
        if self.lesson_asks(s) {
            // A lesson that teaches a move has the seat make it, one answer or not.
            return Next::Ask;
        }
        let one = s.one_answer();
        if alone && one {
            // Alone with the computers: a "no" with nothing to declare, a set with one
            // double, a wait, a pass, made at once (the last two said); a draw tile by
            // tile, on the clock, as the screen makes a forced move.
            let said = match legal[0] {
                // The log says it; the line under the question stays for the next.
                Action::Decline | Action::Set { .. } => None,
                Action::Wait => Some(format!("{name} waits this turn: a double was played at once on the set tile")),
                Action::Pass => Some(format!("{name} passes: nothing fits, and the boneyard's last two stay")),
                _ => return Next::Go,
            };
            return take(legal[0], said);
        }
        if one {
            // At a table of people: made once the seat has taken the keyboard.
            return Next::Go;
        }
        if only(Action::Decline) && matches!(h.phase(), Phase::Declare { .. } | Phase::Immediate { .. }) {
            // The same, for a "no" with nothing to decide: made here, at one keyboard.
            return Next::Made;
        }
        Next::Ask
    }

    /// Ends the session: the count kept, the settlement shown.
    pub(super) fn settle(&mut self, s: &mut SitScreen) {
        self.view = View::Table;
        s.end();
    }
}
