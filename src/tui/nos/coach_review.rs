//! Practice's result screen offers the analysis of the whole hand just played (every
//! decision of yours, not only the set and the game): `a` there judges it with the
//! replay's component ([`crate::tui::table::review`]) on a thread, and a box lists each decision
//! with its cost. It is judged from your seat alone, and nothing of it is kept.

use super::part::{game, NosPart, View};
use crate::analyse::Settings;
use crate::tui::kit::input::Msg;
use crate::tui::table::review::{self, Review};
use crate::tui::table::screen::SitScreen;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

impl NosPart {
    /// `a` on the result screen: the analysis of the hand starts (or, running, stops).
    pub fn practice_review(&mut self, s: &SitScreen) {
        let bytes = game(s).record().to_text().into_bytes();
        let Some(c) = self.coach.as_mut() else { return };
        if self.view != View::Result {
            return;
        }
        match c.review.as_mut() {
            Some(r) if r.running() || r.judged().is_some() => {
                // Asked again: the box goes (a running job stops); again: it comes back.
                c.review = None;
            }
            _ => {
                let mut r = Review::new(bytes, Settings { seat: Some(0), ..Settings::default() });
                r.start();
                c.review = Some(r);
            }
        }
    }

    /// A key while the analysis box is open; true when it took it.
    pub fn practice_review_key(&mut self, m: Msg) -> bool {
        let Some(r) = self.coach.as_mut().and_then(|c| c.review.as_mut()) else { return false };
        match m {
            Msg::Up => r.top = r.top.saturating_sub(1),
            Msg::Down => r.top += 1,
            Msg::Back => {
                if let Some(c) = self.coach.as_mut() {
                    c.review = None;
                }
            }
            _ => return false,
        }
        true
    }

    /// Time passes: a finished analysis is taken in.
    pub fn practice_review_tick(&mut self) {
        if let Some(r) = self.coach.as_mut().and_then(|c| c.review.as_mut()) {
            r.poll(&[]);
        }
    }

    /// Whether the analysis of a practice hand is running (the bar wants redrawing).
    pub fn practice_reviewing(&self) -> bool {
        self.coach.as_ref().and_then(|c| c.review.as_ref()).is_some_and(Review::running)
    }
}

/// The box of the analysis over the result screen, when asked for.
pub fn draw(part: &NosPart, area: Rect, buf: &mut Buffer) {
    if let Some(r) = part.coach.as_ref().and_then(|c| c.review.as_ref()) {
        review::list(r, "Your every decision in this hand", area, buf);
    }
}
