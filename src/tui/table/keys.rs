//! The keys and clicks of the table screen: the game's own part first, then the
//! screen's boxes, its own keys (help, take-back, the hint, pips, quit), and the keys of
//! the seat choosing (a tile, its place, a choice's key), the wheel.

use super::part::Did;
use super::screen::{Own, Popup, SitScreen, Stage};
use super::sitting::{Choice, OnTable, TableInput, Took, Tried};
use crate::text::safe;
use crate::tui::kit::hits::{Hit, Hits};
use crate::tui::kit::input::{nav, Msg};
use std::time::Instant;

impl SitScreen {
    /// What a part asked for done.
    pub(super) fn done_by_part(&mut self, d: Option<Did>) -> bool {
        match d {
            None | Some(Did::No) => false,
            Some(Did::Yes) => true,
            Some(Did::Take(a)) => {
                self.take(&a);
                true
            }
            Some(Did::After) => {
                // What the part said of the change stays over what follows it.
                let said = self.status.take();
                self.save();
                self.after();
                if said.is_some() {
                    self.status = said;
                }
                true
            }
        }
    }

    /// The `b` key: the hint box for the seat choosing now, from its view alone.
    pub(in crate::tui) fn open_hint(&mut self) {
        match self.sit.hint() {
            Err(why) => self.status = Some(why.to_string()),
            Ok((rows, _)) if rows.is_empty() => {
                self.status = Some("Only one thing can be done now: no hint needed".into());
            }
            Ok(hint) => {
                self.status = None;
                self.hint = Some(hint);
                self.popup = Some(Popup::Hint);
            }
        }
    }

    /// When something happens without a key: a pause ends, or the hand-over's lock
    /// (the screen then says that Enter takes it), or the part's own.
    pub fn next_wake(&self) -> Option<Instant> {
        let own = match self.stage {
            _ if self.popup.is_some() || self.held() => None,
            Stage::HandOver(h) if self.own == Own::Hot => h.opens(),
            _ => self.due,
        };
        match (own, self.part.as_ref().and_then(|p| p.next_wake())) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// A frame begun at `from` was drawn: a hand-over on it starts its lock, a step
    /// made by itself the calm after it.
    pub fn drawn(&mut self, from: Instant) {
        let now = self.clock.now();
        if let Stage::HandOver(h) = &mut self.stage {
            h.drawn(from, now);
        }
        self.calm.drawn(now, self.delay);
    }

    /// Whether a key or click at this keyboard now is dropped: the hand-over's lock
    /// holds (and starts its second again), or a step made by itself has only just
    /// come into sight.
    fn dropped(&mut self) -> bool {
        let now = self.clock.now();
        if let Stage::HandOver(h) = &mut self.stage {
            if h.pressed(now) {
                return true;
            }
        }
        self.own == Own::Hot && self.calm.drops(now)
    }

    /// A key.
    pub fn key(&mut self, m: Msg) {
        // Taking back one's own play is no decision on the screen that came: the line
        // that offers it ("u takes your play back") comes with the step the calm
        // follows, and `u` acts on it at once.
        let undoing = m == Msg::Char('u') && self.undo.is_some() && matches!(self.stage, Stage::Play | Stage::Summary);
        if self.dropped() && !undoing {
            return;
        }
        let d = self.lend(|p, s| p.key(s, m));
        if self.done_by_part(d) {
            return;
        }
        let m = nav(m);
        if let Some(p) = self.popup {
            match (p, m) {
                (Popup::Quit, Msg::Char('y')) => {
                    self.popup = None;
                    self.end();
                }
                (Popup::Quit, Msg::Char('s')) => {
                    self.save();
                    self.done = true;
                }
                _ => self.popup = None,
            }
            return;
        }
        if self.lesson_key(m) {
            return;
        }
        match m {
            Msg::Char('u') if self.undo.is_some() && matches!(self.stage, Stage::Play | Stage::Summary) => {
                return self.take_back()
            }
            Msg::Char('?') => return self.popup = Some(Popup::Help),
            Msg::Char('b') if self.choosing() => return self.open_hint(),
            Msg::Char('t') => return self.pips = !self.pips,
            Msg::Char('q') if self.stage == Stage::Over => return self.done = true,
            Msg::Char('q') => return self.popup = Some(Popup::Quit),
            _ => {}
        }
        match self.stage {
            Stage::HandOver(h) => {
                if let Some(seat) = h.take(self.clock.now()).filter(|_| m == Msg::Enter) {
                    self.viewer = Some(seat);
                    self.held = None;
                    self.status = None;
                    self.enter_play();
                }
            }
            Stage::Summary | Stage::Over if self.glance => {
                if m == Msg::Enter {
                    self.glance = false;
                }
            }
            Stage::Summary | Stage::Over if self.count.key(m) => {}
            Stage::Summary => {
                if m == Msg::Enter {
                    self.undo = None;
                    // The count showed every hand; the next hand's tiles are new, and
                    // go to their seat through its hand-over, whoever acted last.
                    self.viewer = None;
                    self.held = None;
                    self.sit.next_hand();
                    self.status = None;
                    self.save();
                    self.after();
                }
            }
            Stage::Over => {
                if matches!(m, Msg::Enter | Msg::Back) {
                    self.done = true;
                }
            }
            Stage::Play if self.due.is_some() => self.act_now(),
            Stage::Play if self.choosing() => self.choose(m),
            Stage::Play => {}
        }
    }

    /// A key or click the game's own table takes, for a game chosen on its table.
    pub(super) fn on_table(&mut self, input: TableInput) -> bool {
        match self.sit.table_input(input) {
            OnTable::Ignored => return false,
            OnTable::Changed => self.status = None,
            OnTable::Take(a) => {
                self.take(&a);
            }
            OnTable::Say(w) => {
                self.status = Some(safe(&w).into_owned());
                self.lesson_refused();
            }
        }
        true
    }

    /// A key while the shown seat chooses.
    pub(super) fn choose(&mut self, m: Msg) {
        if self.sit.on_table() && self.on_table(TableInput::Key(m)) {
            return;
        }
        if self.place.is_none() {
            match self.sit.key(m) {
                Took::No => {}
                Took::Yes => return,
                Took::Choice(a) => {
                    self.take(&a);
                    return;
                }
            }
        }
        let choices = self.sit.choices();
        if let Some((opts, at)) = self.place.clone() {
            match m {
                Msg::Up | Msg::Left => self.place = Some((opts.clone(), at.checked_sub(1).unwrap_or(opts.len() - 1))),
                Msg::Down | Msg::Right => self.place = Some((opts.clone(), (at + 1) % opts.len())),
                Msg::Enter => {
                    self.take(&opts[at].act);
                }
                Msg::Char(c) if c.is_ascii_digit() && c != '0' => {
                    if let Some(c) = opts.get(c as usize - '1' as usize) {
                        self.take(&c.act);
                    }
                }
                Msg::Back => self.place = None,
                _ => {}
            }
            return;
        }
        let tiles = self.hand_tiles();
        if m == Msg::Enter && choices.iter().all(|c| c.tile.is_none()) {
            // The list, closed with Esc, opens again.
            self.open_menu();
            if self.place.is_some() {
                return;
            }
        }
        // ↑↓ go from one tile that can be played to the next, over those that cannot
        // (←→ still reach every tile, whose Enter says why it does not fit).
        let fits = self.fitting();
        let jump = match m {
            Msg::Down => fits.iter().find(|&&i| i > self.cursor).or(fits.first()),
            Msg::Up => fits.iter().rev().find(|&&i| i < self.cursor).or(fits.last()),
            _ => None,
        };
        if let Some(&i) = jump {
            self.cursor = i;
            return;
        }
        match m {
            Msg::Left => self.cursor = self.cursor.checked_sub(1).unwrap_or(tiles.len().saturating_sub(1)),
            Msg::Right => self.cursor = if tiles.is_empty() { 0 } else { (self.cursor + 1) % tiles.len() },
            Msg::Home => self.cursor = 0,
            Msg::End => self.cursor = tiles.len().saturating_sub(1),
            Msg::Enter => {
                let Some(&t) = tiles.get(self.cursor) else { return };
                let opts: Vec<Choice> = choices.iter().filter(|c| c.tile == Some(t)).cloned().collect();
                match opts.as_slice() {
                    [] => {
                        let others: Vec<String> =
                            choices.iter().filter_map(|c| c.key.map(|k| format!("{k}: {}", c.label))).collect();
                        let hint = if others.is_empty() { String::new() } else { format!(" ({})", others.join(", ")) };
                        let why = self
                            .sit
                            .why_not(Tried::Tile(t))
                            .map(|r| r.to_string())
                            .unwrap_or_else(|| format!("{t} does not fit anywhere now"));
                        self.status = Some(format!("{why}{hint}"));
                        self.lesson_refused();
                    }
                    [c] => {
                        self.take(&c.act);
                    }
                    // A refusal of another tile said before is not this question's.
                    _ => {
                        self.status = None;
                        self.place = Some((opts, 0));
                    }
                }
            }
            Msg::Char(c) => match choices.iter().find(|ch| ch.key == Some(c)) {
                Some(ch) => {
                    self.take(&ch.act.clone());
                }
                None => {
                    // A key the rules refuse now (a draw while able), not a slip.
                    let why = self.sit.why_not(Tried::Key(c)).map(|r| r.to_string());
                    if why.is_some() {
                        self.lesson_refused();
                    }
                    self.status = Some(why.unwrap_or_else(|| format!("{c} does nothing now")));
                }
            },
            _ => {}
        }
    }

    /// A click on what the last frame drew.
    pub fn click(&mut self, hits: &Hits, x: u16, y: u16) {
        if self.own == Own::Hot && self.calm.drops(self.clock.now()) {
            return;
        }
        let hit = hits.at(x, y);
        if let Some(h) = hit {
            let d = self.lend(|p, s| p.click(s, h));
            if self.done_by_part(d) {
                return;
            }
        }
        match hit {
            // A click anywhere on the hand-over is Enter, its lock included (a key
            // on the keys line is that key).
            _ if matches!(self.stage, Stage::HandOver(_)) && !matches!(hit, Some(Hit::Key(_))) => self.key(Msg::Enter),
            Some(Hit::Key(k)) => self.key(k),
            Some(Hit::Tile(i)) if self.choosing() && self.sit.on_table() => {
                self.on_table(TableInput::Tile(i));
            }
            Some(Hit::Table(area)) if self.choosing() && self.popup.is_none() => {
                self.on_table(TableInput::Click { area, x, y });
            }
            Some(Hit::Tile(i)) if self.choosing() && self.place.is_none() => {
                self.cursor = i;
                self.key(Msg::Enter);
            }
            Some(Hit::Row { row, .. }) if self.choosing() => {
                if let Some(c) = self.place.as_ref().and_then(|(opts, _)| opts.get(row)).cloned() {
                    self.take(&c.act);
                }
            }
            _ => {}
        }
    }

    /// The mouse wheel: what scrolls on screen scrolls, else the table pans.
    pub fn wheel(&mut self, up: bool) {
        match self.part.as_ref().and_then(|p| p.wheel(self)) {
            Some(n) => (0..n).for_each(|_| self.key(if up { Msg::Up } else { Msg::Down })),
            None => {
                let (dx, dy) = crate::tui::table::placed::pan_wheel(up);
                self.sit.pan(dx, dy);
            }
        }
    }
}
