//! What follows an action at Nos's table, beyond what follows it at every table: what
//! a person at one keyboard is not asked, the count shown before the settlement, and
//! the end of a session settled.
//!
//! Closing goes with the play (`c` on the chosen tile) or comes right after it: a
//! human playing alone has a moment for it before the turn passes by itself, never a
//! question that stops every turn; at a table of two or more humans the turn passes on
//! the player's own Enter, never by itself, so that the next seat's hand-over never
//! comes under a key meant for this one. A question with one possible answer is
//! answered for a human playing alone; at a table of two or more humans it is still
//! asked, of every seat alike, so that a question skipped tells nobody what another
//! seat holds.

use super::part::{game, nos, NosPart, Pick, View};
use crate::games::nos::{settle, Action, Phase, Settlement};
use crate::tui::kit::scroll::Scroll;
use crate::tui::table::part::Next;
use crate::tui::table::screen::{Own, SitScreen, Stage};
use crate::tui::table::seat::Kind;
use crate::tui::table::sitting::Act;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// The end of a session.
#[derive(Clone, Debug)]
pub struct Settled {
    /// The seats that settle (those still at the table).
    pub names: Vec<String>,
    pub chips: Vec<i32>,
    pub settlement: Settlement,
    pub kept: Result<PathBuf, String>,
    /// Players who left earlier, with what they settled.
    pub left: Vec<crate::record::Leaver>,
}

/// How the session at the screen's table settled, once it is over.
pub fn settled(s: &SitScreen) -> Option<Settled> {
    if s.stage != Stage::Over {
        return None;
    }
    let n = nos(s);
    let g = n.game();
    let chips = g.hand().chips();
    // A seat whose leaving ended the session does not settle with the others.
    let stay: Vec<usize> = (0..g.names.len()).filter(|&i| Some(i) != n.gone().map(|x| x.index())).collect();
    let names: Vec<String> = stay.iter().map(|&i| g.names[i].clone()).collect();
    let chips: Vec<i32> = stay.iter().map(|&i| chips[i]).collect();
    let winner = match n.gone() {
        Some(_) => {
            crate::core::chance::pot_winner(&mut crate::tui::kit::dice::dice(g.seed, u64::MAX), names.len() as u8)
        }
        None => g.pot_winner(),
    };
    let settlement = super::leave::with_leavers(settle(&chips, winner), &g.left);
    let kept = s.kept.clone().unwrap_or_else(|| Err("not saved (no data directory)".into()));
    Some(Settled { names, chips, settlement, kept, left: g.left.clone() })
}

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
            self.payments = Scroll::default();
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
        match h.phase() {
            Phase::AfterPlay { .. } if close_next && legal.contains(&Action::Close) => {
                return take(Action::Close, None)
            }
            Phase::AfterPlay { .. } if only(Action::Decline) => return take(Action::Decline, None),
            Phase::AfterPlay { .. } if alone => {
                // The moment to say "I close": the table waits as for a computer's play,
                // then the turn passes by itself.
                s.stage = Stage::Play;
                s.viewer = Some(seat);
                s.due = Some(Instant::now() + s.delay);
                return Next::Done;
            }
            Phase::Declare { .. } | Phase::Immediate { .. } if only(Action::Decline) && alone => {
                return take(Action::Decline, None)
            }
            _ => {}
        }
        // In strict mode the seat says "I wait" or passes itself (playing instead is an
        // offence), and in a lesson that teaches it; at a table of people every
        // question waits for its own seat's key.
        let free = alone && !h.options().strict && !self.lesson_asks(s);
        if free && only(Action::Wait) {
            return take(
                Action::Wait,
                Some(format!("{name} waits this turn: a double was played at once on the set tile")),
            );
        }
        if free && only(Action::Pass) {
            return take(Action::Pass, Some(format!("{name} passes: nothing fits, and the boneyard's last two stay")));
        }
        if h.phase() == Phase::Announce {
            self.pick = Pick::Games { cursor: 0 };
        }
        Next::Ask
    }

    /// Ends the session: the count kept, the settlement shown.
    pub(super) fn settle(&mut self, s: &mut SitScreen) {
        self.view = View::Table;
        s.end();
    }
}

/// The pause after which a seat's moment to close is over: the screen's own.
pub fn pause(s: &SitScreen) -> Duration {
    s.delay
}
