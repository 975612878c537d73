//! The keys Nos's part takes before the table screen's: its own boxes first, then
//! practice and lessons, then what only Nos asks (advice, the desk, a seat leaving,
//! the count's payments and the settlement), then the acting seat's Nos keys (the
//! game to announce, "I close" with a tile, Enter on a question). Every other key is
//! the table screen's, as at any game.

use super::announce::{self, Form};
use super::part::{acting, game, options, NosPart, Pick, View};
use super::popup::Popup;
use crate::games::nos::{Action, Phase};
use crate::tui::kit::hits::Hit;
use crate::tui::kit::input::{nav, Msg};
use crate::tui::table::part::Did;
use crate::tui::table::screen::{Popup as Box, SitScreen, Stage};
use crate::tui::table::sitting::{Act, Choice};

fn take(a: Action) -> Did {
    Did::Take(Act::new(a))
}

impl NosPart {
    pub(super) fn on_key(&mut self, s: &mut SitScreen, m: Msg) -> Did {
        if let Some(p) = self.popup {
            return self.popup_key(s, p, m);
        }
        // The help's r: Nos in brief.
        if s.popup == Some(Box::Help) && m == Msg::Char('r') {
            s.popup = None;
            self.popup = Some(Popup::Brief(0));
            return Did::Yes;
        }
        if s.popup.is_some() {
            if s.popup == Some(Box::Hint) {
                self.stop_advice();
            }
            return Did::No;
        }
        let m = nav(m);
        if let Some(d) = self.practice_key(s, m) {
            return d;
        }
        if let Some(d) = self.lesson_key(s, m) {
            return d;
        }
        match m {
            Msg::Char('a') => {
                self.open_advice(s);
                return Did::Yes;
            }
            Msg::Char('x' | 'f') if self.tutor.is_some() => return Did::Yes,
            Msg::Char('x') if s.stage == Stage::Summary && self.coach.is_none() => {
                self.popup = Some(Popup::Leave(0));
                return Did::Yes;
            }
            Msg::Char('f') if self.coach.is_none() && s.stage != Stage::Over => {
                self.popup = Some(Popup::Desk(Default::default()));
                return Did::Yes;
            }
            Msg::Char('b') if self.coach.is_some() => {
                s.status = Some("No hints in practice: choose, and the ranking comes with the result".into());
                return Did::Yes;
            }
            Msg::Char('b') if acting(s).is_some() => {
                // On set, the advisor's own ranking.
                if self.hint_on_set(s) {
                    return Did::Yes;
                }
                s.open_hint();
                if self.forced(s) && s.popup != Some(Box::Hint) {
                    // Nothing to weigh while the seat's one answer is made for it: `b`
                    // goes on like any key, and says nothing that would stay on the
                    // next seat's hand-over.
                    s.status = None;
                    return Did::No;
                }
                return Did::Yes;
            }
            _ => {}
        }
        match s.stage {
            Stage::Summary => {
                if m == Msg::Enter && game(s).session.at_limit().is_some() {
                    self.settle(s);
                    return Did::Yes;
                }
                Did::No
            }
            Stage::Play if acting(s).is_some() => self.play_key(s, m),
            _ => Did::No,
        }
    }

    /// A key of the acting seat.
    fn play_key(&mut self, s: &mut SitScreen, m: Msg) -> Did {
        if self.forced(s) {
            // The one answer is being made for the seat: the screen's key makes it now.
            return Did::No;
        }
        match self.pick.clone() {
            Pick::Games { cursor } => return self.games_key(s, m, cursor),
            Pick::Form(f) => return self.form_key(s, m, f),
            Pick::Tile => {}
        }
        let g = game(s);
        let h = g.hand();
        let legal = h.legal();
        let tile = s.hand_tiles().get(s.cursor).copied();
        if let Some((opts, at)) = s.place.clone() {
            match m {
                // Play the tile there and say "I close" with it, in one step.
                Msg::Char('c') => {
                    self.close_next = true;
                    return Did::Take(opts[at].act.clone());
                }
                Msg::Back => self.close_next = false,
                _ => {}
            }
            return Did::No;
        }
        if self.moment(s) {
            // The moment after one's play: c closes, Enter passes the turn, and the
            // table's own keys (help, pips, quit) work; nothing else ends it.
            return match m {
                Msg::Char('c') => take(Action::Close),
                Msg::Enter | Msg::Char('n') => take(Action::Decline),
                Msg::Char('?' | 't' | 'q' | 'u') => Did::No,
                _ => Did::Yes,
            };
        }
        match (h.phase(), m) {
            (Phase::Declare { .. }, Msg::Enter) if legal.contains(&Action::Declare) => take(Action::Declare),
            (Phase::Declare { .. } | Phase::Immediate { .. } | Phase::AfterPlay { .. }, Msg::Enter)
                if legal.contains(&Action::Decline) && legal.len() == 1 =>
            {
                take(Action::Decline)
            }
            // Play the chosen tile and say "I close" with it, in one step.
            (Phase::Turn { .. }, Msg::Char('c')) if legal.iter().any(|a| matches!(a, Action::Play { .. })) => {
                let Some(t) = tile else { return Did::Yes };
                self.close_next = true;
                let d = self.choose(s, t);
                if s.place.is_none() && !matches!(d, Did::Take(_)) {
                    self.close_next = false;
                }
                d
            }
            (_, Msg::Enter) => match tile {
                Some(t) if options(g, t).is_empty() => self.choose(s, t),
                _ => Did::No,
            },
            // Strict club mode: a draw, pass or wait the rules forbid is the seat's to
            // commit, asked about first (the warning before an offence).
            (_, Msg::Char(c @ ('d' | 'p' | 'w'))) if h.options().strict => {
                let a = match c {
                    'd' => Action::Draw,
                    'p' => Action::Pass,
                    _ => Action::Wait,
                };
                let offence = acting(s).and_then(|seat| h.offence(seat, a));
                if !legal.contains(&a) && offence.is_some() {
                    take(a)
                } else {
                    Did::No
                }
            }
            _ => Did::No,
        }
    }

    /// The player chose tile `t`: played, or its places offered; one that fits nowhere
    /// is, in strict mode, offered where putting it is an offence.
    fn choose(&mut self, s: &mut SitScreen, t: crate::core::Tile) -> Did {
        s.status = None;
        let g = game(s);
        let opts = options(g, t);
        let wrong = g.hand().misplays(t);
        let choice =
            |a: Action| Choice { tile: Some(t), label: a.to_string(), key: None, forced: false, act: Act::new(a) };
        match opts.as_slice() {
            [] if !wrong.is_empty() => {
                s.status = Some(format!("{t} fits nowhere: putting it down breaks the rules."));
                s.place = Some((wrong.into_iter().map(choice).collect(), 0));
                Did::Yes
            }
            // Said by the table screen, as the rules say it.
            [] => Did::No,
            [a] => take(*a),
            _ => {
                s.place = Some((opts.into_iter().map(choice).collect(), 0));
                Did::Yes
            }
        }
    }

    fn games_key(&mut self, s: &mut SitScreen, m: Msg, cursor: usize) -> Did {
        let g = game(s);
        let nums = announce::numbers(&g.hand().legal());
        if nums.is_empty() {
            return Did::No;
        }
        // A game's number typed takes the cursor to it: "1" then "2" to game 12.
        let one = self.typed.take();
        match m {
            Msg::Char(c @ '0'..='9') => {
                let d = c as u8 - b'0';
                let n = match one {
                    Some(1) if nums.contains(&(10 + d)) => 10 + d,
                    _ => d,
                };
                self.typed = (n == 1).then_some(1);
                if let Some(i) = nums.iter().position(|&x| x == n) {
                    self.pick = Pick::Games { cursor: i };
                }
            }
            Msg::Up => self.pick = Pick::Games { cursor: cursor.checked_sub(1).unwrap_or(nums.len() - 1) },
            Msg::Down => self.pick = Pick::Games { cursor: (cursor + 1) % nums.len() },
            Msg::Home => self.pick = Pick::Games { cursor: 0 },
            Msg::End => self.pick = Pick::Games { cursor: nums.len() - 1 },
            Msg::Enter => {
                let n = nums[cursor.min(nums.len() - 1)];
                if matches!(n, 11 | 12 | 17) {
                    let double = g.hand().set_ends().is_some_and(|(a, b)| a == b);
                    self.pick = Pick::Form(Form::new(n, double));
                } else {
                    return take(Action::Announce(crate::games::nos::Game::Plain(n)));
                }
            }
            Msg::Char('?' | 't' | 'q' | 'a' | 'b' | 'f') => return Did::No,
            _ => {}
        }
        Did::Yes
    }

    fn form_key(&mut self, s: &mut SitScreen, m: Msg, mut f: Form) -> Did {
        match m {
            Msg::Up => f.up(),
            Msg::Down => f.down(),
            Msg::Left => f.turn(-1),
            Msg::Right => f.turn(1),
            Msg::Back => {
                let cursor = announce::numbers(&game(s).hand().legal()).iter().position(|&n| n == f.game).unwrap_or(0);
                self.pick = Pick::Games { cursor };
                return Did::Yes;
            }
            Msg::Enter => return take(Action::Announce(f.game())),
            Msg::Char('?' | 't' | 'q' | 'a' | 'b' | 'f') => return Did::No,
            _ => {}
        }
        self.pick = Pick::Form(f);
        Did::Yes
    }

    /// A key in a box of Nos's own.
    fn popup_key(&mut self, s: &mut SitScreen, p: Popup, m: Msg) -> Did {
        match p {
            Popup::Advice => self.advice_key(m),
            Popup::Offence(a, _) => return self.offence_key(s, a, m),
            Popup::Desk(d) => self.desk_key(s, d, nav(m)),
            Popup::Leave(c) => return self.leave_key(s, c, nav(m)),
            Popup::Brief(page) if m == Msg::Char('r') && page + 1 < super::brief::PAGES => {
                self.popup = Some(Popup::Brief(page + 1))
            }
            Popup::Brief(_) | Popup::Left => self.popup = None,
        }
        Did::Yes
    }

    /// A click: a row of the list of games or of the form, a tile while its place is
    /// being chosen.
    pub(super) fn on_click(&mut self, s: &mut SitScreen, hit: Hit) -> Did {
        if self.popup.is_some() || acting(s).is_none() {
            return Did::No;
        }
        match (hit, &mut self.pick) {
            (Hit::Row { row, then }, Pick::Games { cursor }) => {
                if row >= announce::numbers(&game(s).hand().legal()).len() {
                    return Did::Yes;
                }
                *cursor = row;
                then.map_or(Did::Yes, |k| self.on_key(s, k))
            }
            (Hit::Row { row, then }, Pick::Form(f)) => {
                if row >= f.fields.len() || !f.active(row) {
                    return Did::Yes;
                }
                f.cursor = row;
                then.map_or(Did::Yes, |k| self.on_key(s, k))
            }
            (Hit::Tile(_), Pick::Tile) if s.place.is_some() => {
                // Another tile chosen while the place of one is asked.
                s.place = None;
                Did::No
            }
            _ => Did::No,
        }
    }

    /// Practice's keys: its result and score over the table, q leaving it.
    fn practice_key(&mut self, s: &mut SitScreen, m: Msg) -> Option<Did> {
        self.coach.as_ref()?;
        match (self.view, m) {
            (View::Score, Msg::Enter | Msg::Back | Msg::Char('q')) => s.done = true,
            (View::Score, _) => {}
            (_, Msg::Char('q')) => self.leave_practice(s),
            (View::Result, Msg::Char('a')) => self.practice_review(s),
            (View::Result, _) if self.practice_review_key(m) => {}
            (View::Result, Msg::Enter) => {
                // While the ranking still refines, Enter stops it and judges the
                // choice with what it has; once judged, Enter deals the next hand.
                let g = game(s).clone();
                let c = self.coach.as_mut()?;
                if c.verdict.is_some() || !c.judge(&g, true) {
                    return Some(self.deal_practice(s));
                }
            }
            (View::Result, _) => {
                if let Some(c) = &self.coach {
                    c.scroll.key(m);
                }
            }
            (View::Table, _) => return None,
        }
        Some(Did::Yes)
    }

    /// A lesson's keys: q back to the list, Enter after the hand to the next lesson.
    fn lesson_key(&mut self, s: &mut SitScreen, m: Msg) -> Option<Did> {
        let t = self.tutor.as_mut()?;
        match (m, s.stage) {
            (Msg::Char('q'), _) => s.done = true,
            (Msg::Enter, Stage::Summary | Stage::Over) => {
                t.next = true;
                s.done = true;
            }
            _ => return None,
        }
        Some(Did::Yes)
    }
}
