//! The table screen for a game behind the seam ([`Sitting`]): whose turn it is, the
//! hand-over between human seats, a computer's pause, the tile and place being chosen,
//! the summary after each hand and at the match's end. It saves after every action.
//! At one keyboard with two or more people, a person's turn passes on his own key,
//! never by itself (not even a move the rules force), and the next person's hand shows
//! only once he has taken the hand-over, whose lock ignores every key for its first
//! second ([`HandOver`]).

use super::sitting::{OnTable, Sitting, TableInput, Took, Tried};
use super::store::Store;
use crate::core::seat::Seat;
use crate::text::safe;
use crate::tui::kit::hand_over::{Clock, HandOver};
use crate::tui::kit::hits::{Hit, Hits};
use crate::tui::kit::input::{nav, Msg};
use crate::tui::table::seat::Kind;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// Where the game at the table stands, for the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// The keyboard goes to another human seat: every hand is hidden, and keys wait
    /// for the hand-over's lock.
    HandOver(HandOver),
    /// The table, with the seat to act.
    Play,
    /// The hand is over; Enter deals the next.
    Summary,
    /// The match is over (or was ended): the last summary.
    Over,
}

/// A box over the table that takes the keys first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Popup {
    Help,
    Quit,
    /// The best choices now ([`SitScreen::hint`]).
    Hint,
}

/// Whose screen this is: the one keyboard of the hot seat, or one seat's own
/// terminal at a network table ([`crate::serve`]), or a watcher's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Own {
    /// Every seat at this keyboard, handing it over.
    Hot,
    /// This seat alone, always: no hand-over, and no other seat's choice made here.
    Seat(Seat),
    /// A watcher: no hand is ever shown.
    Watch,
    /// The host's copy of a network table, nobody's screen: as at one keyboard, but
    /// the moves the rules force are made for every seat, none of whose keys come here.
    Host,
}

/// The table screen of a game behind the seam.
pub struct SitScreen {
    /// Whose screen this is.
    pub own: Own,
    pub sit: Box<dyn Sitting>,
    pub stage: Stage,
    /// The human seat that took the keyboard last.
    pub viewer: Option<Seat>,
    /// The tile under the cursor in the shown hand.
    pub cursor: usize,
    /// The choices of the chosen tile (indices into the choices) and the one marked,
    /// while its place is being chosen.
    pub place: Option<(Vec<usize>, usize)>,
    pub status: Option<String>,
    pub popup: Option<Popup>,
    /// The hint box's choices and their unit, while it is open: never saved.
    pub hint: Option<(Vec<crate::analyse::hint::Hint>, &'static str)>,
    /// When the seat to act (a computer, or a seat with a forced pass or draw) acts.
    pub due: Option<Instant>,
    pub delay: Duration,
    /// The time the hand-over's lock reads.
    pub clock: Clock,
    pub pips: bool,
    /// Where the finished match was kept, once it is over.
    pub kept: Option<Result<PathBuf, String>>,
    pub done: bool,
    /// A hand ended by another seat's move: the table and the log stay in sight, the
    /// summary waits for Enter.
    pub glance: bool,
    /// The game before the last play of a human seat, while it may be taken back
    /// (`u`): in play against the computer, until another seat acts.
    pub undo: Option<(Box<dyn Sitting>, Seat)>,
    /// The lesson being played at this table, if any ([`super::lesson`]).
    pub lesson: Option<super::guide::Guide>,
    /// A line under the summary from the table this screen is one seat of
    /// ([`crate::serve`]): who is still looking before the next hand.
    pub aside: Option<String>,
}

impl SitScreen {
    pub fn new(sit: Box<dyn Sitting>) -> SitScreen {
        let mut s = SitScreen {
            own: Own::Hot,
            sit,
            stage: Stage::Play,
            viewer: None,
            cursor: 0,
            place: None,
            status: None,
            popup: None,
            hint: None,
            due: None,
            delay: Duration::from_millis(700),
            clock: Clock::real(),
            pips: false,
            kept: None,
            done: false,
            glance: false,
            undo: None,
            lesson: None,
            aside: None,
        };
        s.after(None);
        s
    }

    fn humans(&self) -> usize {
        self.sit.kinds().iter().filter(|k| **k == Kind::Human).count()
    }

    fn name(&self, s: Seat) -> String {
        self.sit.names().get(s.index()).cloned().unwrap_or_default()
    }

    /// The seat whose hand may be on screen now: the only human's, always; with
    /// several, the acting human's once it has taken the keyboard.
    pub fn shown_seat(&self) -> Option<Seat> {
        match self.own {
            Own::Seat(s) => return Some(s),
            Own::Watch => return None,
            Own::Hot | Own::Host => {}
        }
        if matches!(self.stage, Stage::HandOver(_)) {
            return None;
        }
        if self.humans() == 1 {
            return self.sit.kinds().iter().position(|k| *k == Kind::Human).map(|i| Seat(i as u8));
        }
        let seat = self.sit.to_act()?;
        (self.stage == Stage::Play && self.viewer == Some(seat) && self.sit.kinds()[seat.index()] == Kind::Human)
            .then_some(seat)
    }

    /// Whether the shown seat is the one to act, choosing now.
    pub fn choosing(&self) -> bool {
        self.stage == Stage::Play
            && self.due.is_none()
            && self.shown_seat().is_some()
            && self.shown_seat() == self.sit.to_act()
    }

    /// The tiles of the shown seat, in the order shown.
    pub fn hand_tiles(&self) -> Vec<crate::core::tile::Tile> {
        self.shown_seat().map(|s| self.sit.tiles(s)).unwrap_or_default()
    }

    fn save(&mut self, store: Option<&Store>) {
        if let Some(st) = store {
            // A failure stops the table; its box says what failed.
            let _ = st.save_text(&self.sit.record());
        }
    }

    /// After an action (or at the start): the next stage, from the game.
    pub fn after(&mut self, store: Option<&Store>) {
        self.place = None;
        self.due = None;
        if self.sit.match_over() {
            self.end(store);
            return;
        }
        if self.sit.hand_over() {
            self.stage = Stage::Summary;
            return;
        }
        let Some(seat) = self.sit.to_act() else { return };
        if matches!(self.own, Own::Seat(_) | Own::Watch) {
            // The seat's own screen: the host acts for computers and forced moves.
            self.stage = Stage::Play;
            if self.own == Own::Seat(seat) {
                self.enter_play();
            }
            return;
        }
        let choices = self.sit.choices();
        let forced = choices.len() == 1 && choices[0].forced;
        // With two or more people at this keyboard, a person's move waits for his own
        // key, even one the rules force: the turn never passes by itself, so that the
        // hand-over never comes while someone presses a key meant for the screen before.
        let people = self.own == Own::Hot && self.humans() > 1;
        if self.sit.kinds()[seat.index()] != Kind::Human || (forced && !people) {
            // A computer's choice, or a pass or draw the rules force: shown at a pace
            // that can be followed.
            self.stage = Stage::Play;
            self.due = Some(Instant::now() + self.delay);
            if forced {
                self.status = Some(format!("{} cannot play: {}", self.name(seat), choices[0].label));
            }
            return;
        }
        if self.humans() > 1 && self.viewer != Some(seat) {
            self.stage = Stage::HandOver(HandOver::new(seat, self.clock.now()));
            return;
        }
        self.viewer = Some(seat);
        self.enter_play();
    }

    fn enter_play(&mut self) {
        self.stage = Stage::Play;
        let choices = self.sit.choices();
        let tiles = self.hand_tiles();
        self.cursor = tiles.iter().position(|t| choices.iter().any(|c| c.tile == Some(*t))).unwrap_or(0);
        self.open_menu();
    }

    /// Choices with neither a tile nor a key (the games a Nos seat may announce) are
    /// a list to choose from, opened at once when no tile is to be chosen.
    fn open_menu(&mut self) {
        let choices = self.sit.choices();
        let menu: Vec<usize> =
            (0..choices.len()).filter(|&i| choices[i].tile.is_none() && choices[i].key.is_none()).collect();
        if !menu.is_empty() && choices.iter().all(|c| c.tile.is_none()) && !self.sit.on_table() {
            self.place = Some((menu, 0));
        }
    }

    /// The match is over (or ended here): kept among the sessions, the game in
    /// progress forgotten.
    pub fn end(&mut self, store: Option<&Store>) {
        self.stage = Stage::Over;
        self.due = None;
        if self.kept.is_none() {
            self.kept = Some(match store {
                Some(st) => st.finish_text(&self.sit.record(), &format!("{}-seed{}", self.sit.game(), self.sit.seed())),
                None => Err("not saved (no data directory)".into()),
            });
        }
    }

    /// Whether a human seat's play may be taken back: casual play against the
    /// computer, a person and a computer at the table.
    fn undoable(&self) -> bool {
        let k = self.sit.kinds();
        k.contains(&Kind::Human) && k.iter().any(|k| *k != Kind::Human)
    }

    /// Takes choice `i` for the seat to act; a refusal becomes a sentence.
    fn take(&mut self, i: usize, store: Option<&Store>) {
        // Nothing goes past what is saved: a failed save stops the table.
        if store.is_some_and(|s| s.failed().is_some()) {
            return;
        }
        let by = self.sit.to_act();
        // A person's own choice, not a computer's nor a move the rules force.
        let person = self.due.is_none() && by.is_some_and(|s| self.sit.kinds()[s.index()] == Kind::Human);
        let before = (person && self.undoable()).then(|| self.sit.boxed());
        let asked = person && self.lesson_asks();
        match self.sit.apply(i) {
            Ok(()) => {
                self.status = None;
                if asked {
                    self.lesson_took();
                }
                // A play that drew a tile (Dominox's draw ends every turn) showed the
                // seat a chance outcome: taken back, it would know its next draw.
                let drew = |b: &dyn Sitting, seat: Seat| {
                    let had = b.tiles(seat);
                    self.sit.tiles(seat).iter().any(|t| !had.contains(t))
                };
                match (before, by) {
                    (Some(b), Some(seat)) if !drew(b.as_ref(), seat) => self.undo = Some((b, seat)),
                    (Some(_), Some(_)) => self.undo = None,
                    // Another seat acted: the last play stands.
                    _ if self.undo.as_ref().is_some_and(|(_, s)| Some(*s) != by) => self.undo = None,
                    _ => {}
                }
                self.save(store);
                self.after(store);
                if self.undo.is_some() && self.due.is_some() {
                    // The computer's pause is longer while the play may be taken back.
                    self.due = Some(Instant::now() + self.delay * 2);
                }
                self.glance = !person && !self.sit.on_table() && matches!(self.stage, Stage::Summary | Stage::Over);
            }
            Err(r) => {
                self.status = Some(safe(&r.to_string()).into_owned());
                self.lesson_refused();
            }
        }
    }

    /// Takes back the last play of a human seat: the game as it was before it, saved
    /// so, the record holding only the plays that stand.
    fn take_back(&mut self, store: Option<&Store>) {
        let Some((before, seat)) = self.undo.take() else { return };
        self.sit = before;
        self.lesson_taken_back();
        self.glance = false;
        self.save(store);
        self.after(store);
        self.status = Some(format!("{}'s last play is taken back: play again", self.name(seat)));
    }

    /// Time passes: the seat whose pause is over acts.
    pub fn tick(&mut self, now: Instant, store: Option<&Store>) {
        if self.popup.is_some() || self.stage != Stage::Play || self.due.is_none_or(|d| now < d) {
            return;
        }
        self.act_now(store);
    }

    /// The computer's choice, or the forced one, now.
    fn act_now(&mut self, store: Option<&Store>) {
        let choices = self.sit.choices();
        let i = match self.sit.computer() {
            Some(i) => Some(i),
            None if choices.len() == 1 && choices[0].forced => Some(0),
            None => None,
        };
        let status = self.status.take();
        let actor = self.sit.to_act();
        match i {
            Some(i) => self.take(i, store),
            None => self.due = None,
        }
        // A forced move's sentence stays while the next seat is on; not once the same
        // seat has drawn a tile it can play, which the sentence would belie.
        if self.status.is_none() && choices.first().is_some_and(|c| c.forced) && self.sit.to_act() != actor {
            self.status = status;
        }
    }

    /// The `b` key: the hint box for the seat choosing now, from its view alone.
    fn open_hint(&mut self) {
        let at = self.sit.hand_no() as u64 * 1_000 + self.sit.log().len() as u64;
        let (rows, unit) = self.sit.hint(crate::core::stat::stream(self.sit.seed() ^ 0x6869_6e74, at));
        if rows.is_empty() {
            self.status = Some("Only one thing can be done now: no hint needed".into());
            return;
        }
        self.hint = Some((rows, unit));
        self.popup = Some(Popup::Hint);
    }

    /// When something happens without a key: a pause ends, or the hand-over's lock
    /// (the screen then says that Enter takes it).
    pub fn next_wake(&self) -> Option<Instant> {
        match self.stage {
            _ if self.popup.is_some() => None,
            Stage::HandOver(h) if self.own == Own::Hot => h.opens(),
            _ => self.due,
        }
    }

    /// A frame begun at `from` was drawn: a hand-over on it starts its lock.
    pub fn drawn(&mut self, from: Instant) {
        if let Stage::HandOver(h) = &mut self.stage {
            h.drawn(from, self.clock.now());
        }
    }

    /// A key.
    pub fn key(&mut self, m: Msg, store: Option<&Store>) {
        let m = nav(m);
        // The hand-over's first second: every key is ignored.
        if let Stage::HandOver(h) = self.stage {
            if h.wait(self.clock.now()).is_some() {
                return;
            }
        }
        if let Some(p) = self.popup {
            match (p, m) {
                (Popup::Quit, Msg::Char('y')) => {
                    self.popup = None;
                    self.end(store);
                }
                (Popup::Quit, Msg::Char('s')) => {
                    self.save(store);
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
                return self.take_back(store)
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
                    self.status = None;
                    self.enter_play();
                }
            }
            Stage::Summary | Stage::Over if self.glance => {
                if m == Msg::Enter {
                    self.glance = false;
                }
            }
            Stage::Summary => {
                if m == Msg::Enter {
                    self.undo = None;
                    self.sit.next_hand();
                    self.status = None;
                    self.save(store);
                    self.after(store);
                }
            }
            Stage::Over => {
                if matches!(m, Msg::Enter | Msg::Back) {
                    self.done = true;
                }
            }
            Stage::Play if self.due.is_some() => self.act_now(store),
            Stage::Play if self.choosing() => self.choose(m, store),
            Stage::Play => {}
        }
    }

    /// A key or click the game's own table takes, for a game chosen on its table.
    fn on_table(&mut self, input: TableInput, store: Option<&Store>) -> bool {
        match self.sit.table_input(input) {
            OnTable::Ignored => return false,
            OnTable::Changed => self.status = None,
            OnTable::Take(i) => self.take(i, store),
            OnTable::Say(w) => {
                self.status = Some(safe(&w).into_owned());
                self.lesson_refused();
            }
        }
        true
    }

    /// A key while the shown seat chooses.
    fn choose(&mut self, m: Msg, store: Option<&Store>) {
        if self.sit.on_table() && self.on_table(TableInput::Key(m), store) {
            return;
        }
        if self.place.is_none() {
            match self.sit.key(m) {
                Took::No => {}
                Took::Yes => return,
                Took::Choice(i) => return self.take(i, store),
            }
        }
        let choices = self.sit.choices();
        if let Some((opts, at)) = self.place.clone() {
            match m {
                Msg::Up | Msg::Left => self.place = Some((opts.clone(), at.checked_sub(1).unwrap_or(opts.len() - 1))),
                Msg::Down | Msg::Right => self.place = Some((opts.clone(), (at + 1) % opts.len())),
                Msg::Enter => self.take(opts[at], store),
                Msg::Char(c) if c.is_ascii_digit() && c != '0' => {
                    if let Some(&i) = opts.get(c as usize - '1' as usize) {
                        self.take(i, store);
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
        match m {
            Msg::Left => self.cursor = self.cursor.checked_sub(1).unwrap_or(tiles.len().saturating_sub(1)),
            Msg::Right => self.cursor = if tiles.is_empty() { 0 } else { (self.cursor + 1) % tiles.len() },
            Msg::Home => self.cursor = 0,
            Msg::End => self.cursor = tiles.len().saturating_sub(1),
            Msg::Enter => {
                let Some(&t) = tiles.get(self.cursor) else { return };
                let opts: Vec<usize> = (0..choices.len()).filter(|&i| choices[i].tile == Some(t)).collect();
                match opts.as_slice() {
                    [] => {
                        let others: Vec<String> =
                            choices.iter().filter_map(|c| c.key.map(|k| format!("{k}: {}", c.label))).collect();
                        let hint = if others.is_empty() { String::new() } else { format!(" ({})", others.join(", ")) };
                        let why = self
                            .sit
                            .why_not(Tried::Tile(t))
                            .unwrap_or_else(|| format!("{t} does not fit anywhere now"));
                        self.status = Some(format!("{why}{hint}"));
                        self.lesson_refused();
                    }
                    [i] => self.take(*i, store),
                    _ => self.place = Some((opts, 0)),
                }
            }
            Msg::Char(c) => match choices.iter().position(|ch| ch.key == Some(c)) {
                Some(i) => self.take(i, store),
                None => {
                    // A key the rules refuse now (a draw while able), not a slip.
                    let why = self.sit.why_not(Tried::Key(c));
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
    pub fn click(&mut self, hits: &Hits, x: u16, y: u16, store: Option<&Store>) {
        match hits.at(x, y) {
            Some(Hit::Key(k)) => self.key(k, store),
            Some(Hit::Tile(i)) if self.choosing() && self.sit.on_table() => {
                self.on_table(TableInput::Tile(i), store);
            }
            Some(Hit::Table(area)) if self.choosing() && self.popup.is_none() => {
                self.on_table(TableInput::Click { area, x, y }, store);
            }
            Some(Hit::Tile(i)) if self.choosing() && self.place.is_none() => {
                self.cursor = i;
                self.key(Msg::Enter, store);
            }
            Some(Hit::Row { row, .. }) if self.choosing() => {
                if let Some((opts, _)) = self.place.clone() {
                    if row < opts.len() {
                        self.take(opts[row], store);
                    }
                }
            }
            _ => {}
        }
    }
}

impl Clone for SitScreen {
    fn clone(&self) -> SitScreen {
        SitScreen {
            own: self.own,
            sit: self.sit.boxed(),
            stage: self.stage,
            viewer: self.viewer,
            cursor: self.cursor,
            place: self.place.clone(),
            status: self.status.clone(),
            popup: self.popup,
            hint: self.hint.clone(),
            due: self.due,
            delay: self.delay,
            clock: self.clock.clone(),
            pips: self.pips,
            kept: self.kept.clone(),
            done: self.done,
            glance: self.glance,
            undo: self.undo.as_ref().map(|(s, seat)| (s.boxed(), *seat)),
            lesson: self.lesson.clone(),
            aside: self.aside.clone(),
        }
    }
}

impl std::fmt::Debug for SitScreen {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SitScreen").field("game", &self.sit.game()).field("stage", &self.stage).finish_non_exhaustive()
    }
}
