//! Advice on set: the `a` key ranks every choice of the seat on set (its set and its
//! game) from that seat's view alone, refining while the box is open.
//!
//! Advice is nothing the game keeps: it is not saved, and closing the box stops it.

use super::part::{acting, game, NosPart};
use super::popup::Popup;
use crate::analyse::on_set::OnSet;
use crate::core::Seat;
use crate::games::nos::Phase;
use crate::tui::kit::input::Msg;
use crate::tui::table::screen::{Popup as TablePopup, SitScreen};

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
        if self.advisable(s).is_none() {
            if acting(s).is_some() {
                s.status = Some("Advice is for the seat on set, before it announces the game".into());
            }
            return;
        }
        if self.advice_job(s).is_none() {
            return;
        }
        s.status = None;
        self.popup = Some(Popup::Advice);
    }

    /// The advisor's job for the decision now ([`OnSet::ask`]); `None` when advice is
    /// not given now, or there is nothing to rank.
    fn advice_job(&mut self, s: &SitScreen) -> Option<&mut OnSet> {
        let (seat, at) = self.advisable(s)?;
        if self.advice.as_ref().is_none_or(|a| a.at != at) {
            self.advice_scroll = Default::default();
        }
        let g = game(s);
        let from = || (g.hand().view(seat), crate::tui::table::sitting::hint_seed(g.seed, at.0, at.1));
        OnSet::ask(&mut self.advice, at, from, self.runner)
    }

    /// The `b` key on set: the hint is the advice box's own ranking, so that `a` and
    /// `b` name the same choices with the same figures whichever comes first. The
    /// hint box shows the advisor at work ([`Self::weighing`]), then its best three.
    /// False when this is no decision on set (the table's hint stands).
    pub(super) fn hint_on_set(&mut self, s: &mut SitScreen) -> bool {
        if super::part::hints_off(s) || self.advice_job(s).is_none() {
            return false;
        }
        s.status = None;
        s.hint = None;
        s.popup = Some(TablePopup::Hint);
        self.settle_hint(s);
        true
    }

    /// The advisor's job the open hint box waits for, while it runs.
    pub fn weighing(&self, s: &SitScreen) -> Option<&crate::analyse::job::Job> {
        let (_, at) = self.advisable(s)?;
        let a = self.advice.as_ref().filter(|a| a.at == at)?;
        (s.popup == Some(TablePopup::Hint) && s.hint.is_none()).then_some(&a.job)
    }

    /// The hint box on set once the advisor is done.
    pub(super) fn settle_hint(&self, s: &mut SitScreen) {
        let Some((seat, at)) = self.advisable(s).filter(|_| self.weighing(s).is_some()) else { return };
        let g = game(s);
        if let Some(h) = self.advice.as_ref().and_then(|a| a.hint(g.hand().view(seat), &g.session.logs()[at.0].actions))
        {
            s.hint = Some((h, "chips"));
        }
    }

    /// A box of the table's closed (the hint): the advisor stops, keeping what it
    /// measured for `a` or `b` to go on from.
    pub(super) fn stop_advice(&mut self) {
        if let Some(a) = self.advice.as_mut() {
            a.job.stop();
        }
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
                self.advice_scroll.key(m);
            }
        }
    }
}
