//! A key on Nos's own screens: the box on top takes it first, then the screen.

use super::desk::{NosTable, Screen};
use super::popup::Popup;
use crate::tui::kit::input::{nav, Msg};

impl NosTable {
    /// A key, once the App has seen to what every screen shares (a failed save, a
    /// window too small, the mouse).
    pub fn key(&mut self, m: Msg) {
        // The hand-over's first second: every key is ignored.
        if let Screen::HandOver(h) = &self.screen {
            if h.wait(self.clock.now()).is_some() {
                return;
            }
        }
        if self.popup == Some(Popup::Advice) {
            self.advice_key(m);
            return;
        }
        if m == Msg::Char('u') && self.popup.is_none() && self.take_back() {
            return;
        }
        match self.popup {
            Some(Popup::Offence(a, _)) => return self.offence_key(a, m),
            Some(Popup::Desk(d)) => return self.desk_key(d, m),
            Some(Popup::Leave(c)) => return self.leave_key(c, m),
            Some(p) => return self.popup_key(p, m),
            None => {}
        }
        if let Screen::Lessons(c) = self.screen {
            self.lessons_key(c, nav(m));
            return;
        }
        if self.tutor.is_some() && self.lesson_key(nav(m)) {
            return;
        }
        let m = nav(m);
        match m {
            Msg::Char('?') => {
                self.popup = Some(Popup::Help);
                return;
            }
            Msg::Char('t') => {
                self.pips = !self.pips;
                return;
            }
            Msg::Char('a') => {
                self.open_advice();
                return;
            }
            Msg::Char('x' | 'f') if self.tutor.is_some() => return,
            Msg::Char('b') => {
                self.open_hint();
                return;
            }
            Msg::Char('x') if self.coach.is_none() => {
                self.open_leave();
                return;
            }
            Msg::Char('f') if self.coach.is_none() => {
                self.open_desk();
                return;
            }
            Msg::Char('q') if self.coach.is_some() => {
                match self.screen {
                    Screen::Score => self.done = true,
                    _ => self.leave_practice(),
                }
                return;
            }
            Msg::Char('q') => {
                match self.screen {
                    Screen::Settled(_) => self.done = true,
                    _ => self.popup = Some(Popup::Quit),
                }
                return;
            }
            _ => {}
        }
        match self.screen.clone() {
            Screen::Result => {
                if self.practice_review_key(m) {
                } else if m == Msg::Enter {
                    // While the ranking still refines, Enter stops it and judges the
                    // choice with what it has; once judged, Enter deals the next hand.
                    let (Some(c), Some(g)) = (self.coach.as_mut(), self.game.as_ref()) else { return };
                    if c.verdict.is_some() || !c.judge(g, true) {
                        self.deal_practice();
                    }
                } else if let Some(c) = &self.coach {
                    c.scroll.key(m);
                }
            }
            Screen::Score => {
                if m == Msg::Enter || m == Msg::Back {
                    self.done = true;
                }
            }
            Screen::HandOver(h) => {
                if let Some(seat) = h.take(self.clock.now()).filter(|_| m == Msg::Enter) {
                    self.viewer = Some(seat);
                    self.status = None;
                    self.enter_play();
                }
            }
            Screen::Summary => {
                self.payments.key(m);
                if m == Msg::Enter {
                    let g = self.game.as_mut().expect("a game is on");
                    if g.session.at_limit().is_some() {
                        self.settle();
                        return;
                    }
                    g.next_hand();
                    self.status = None;
                    self.save();
                    self.after();
                }
            }
            Screen::Settled(_) => {
                if m == Msg::Enter || m == Msg::Back {
                    self.done = true;
                }
            }
            Screen::Play => self.play_key(m),
            Screen::Lessons(_) | Screen::Over => {}
        }
    }
}
