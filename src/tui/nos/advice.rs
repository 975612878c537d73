//! Advice on set: the `a` key ranks every choice of the seat on set (its set and its
//! game) from that seat's view alone, refining while the box is open.
//!
//! Advice is nothing the game keeps: it is not saved, and closing the box stops it.

use super::part::{acting, game, NosPart};
use super::popup::Popup;
use crate::analyse::job::Job;
use crate::core::Seat;
use crate::games::nos::ai::advisor::Advisor;
use crate::games::nos::ai::judged;
use crate::games::nos::Phase;
use crate::tui::kit::input::Msg;
use crate::tui::kit::scroll::Scroll;
use crate::tui::table::screen::SitScreen;

/// The advice box: the ranking for one decision.
pub struct Advice {
    /// The decision it is for: the hand and the actions taken in it.
    pub at: (usize, usize),
    pub job: Job,
    /// Where the ranking stands.
    pub scroll: Scroll,
}

impl NosPart {
    /// The decision advice would be for now: the seat on set acting with its own hand
    /// on screen, before its announcement. Never out of turn, never on a hand-over.
    pub fn advisable(&self, s: &SitScreen) -> Option<(Seat, (usize, usize))> {
        if self.coach.is_some() {
            return None;
        }
        let g = game(s);
        let h = g.hand();
        let seat = acting(s)?;
        if h.on_set() != seat || !matches!(h.phase(), Phase::Set { .. } | Phase::Announce) {
            return None;
        }
        Some((seat, (g.hand_no(), g.session.logs()[g.hand_no()].actions.len())))
    }

    /// The `a` key: the advice box, or a sentence saying when advice is given.
    pub(super) fn open_advice(&mut self, s: &mut SitScreen) {
        if self.coach.is_some() {
            s.status = Some("No advice in practice: choose, and the ranking comes with the result".into());
            return;
        }
        let Some((seat, at)) = self.advisable(s) else {
            if acting(s).is_some() {
                s.status = Some("Advice is for the seat on set, before it announces the game".into());
            }
            return;
        };
        // The same decision asked again: what was measured stands, unless cut short.
        let kept = self.advice.as_ref().is_some_and(|a| a.at == at && a.job.samples >= a.job.total);
        if !kept {
            let g = game(s);
            // The hint's seed: on set the hint is this ranking at its first batch.
            let seed = crate::tui::table::sitting::hint_seed(g.seed, at.0, at.1);
            let Ok(adv) = Advisor::new(g.hand().view(seat), seed) else { return };
            self.advice = Some(Advice { at, job: Job::start(adv, self.runner), scroll: Scroll::default() });
        }
        s.status = None;
        self.popup = Some(Popup::Advice);
    }

    /// The hint on set once the advice box has measured this decision further than a
    /// hint does: its ranking, so that `a` and `b` never name different games.
    pub(super) fn advised_hint(&self, s: &SitScreen) -> Option<Vec<crate::analyse::hint::Hint>> {
        let (seat, at) = self.advisable(s)?;
        let a = self.advice.as_ref().filter(|a| a.at == at && a.job.samples > judged::ON_SET)?;
        let g = game(s);
        let seen = judged::Seen::new(g.hand().view(seat), &g.session.logs()[at.0].actions);
        Some(crate::analyse::hint::nos_ranked(&seen, &a.job.rows))
    }

    /// A key while the advice box is open: it takes every key.
    pub(super) fn advice_key(&mut self, m: Msg) {
        let Some(a) = self.advice.as_mut() else {
            self.popup = None;
            return;
        };
        match crate::tui::kit::input::nav(m) {
            Msg::Back | Msg::Char('a') | Msg::Char('q') | Msg::Enter => {
                a.job.stop();
                self.popup = None;
            }
            m => {
                a.scroll.key(m);
            }
        }
    }
}
