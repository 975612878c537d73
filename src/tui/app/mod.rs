//! The program's state: which screen is up, the game, and one `update` that turns a
//! message into a change. Turn state lives in the engine; the app keeps only what the
//! screen needs (a cursor, the choice being made, whose hand may be shown).

pub mod draw;
pub mod kept;
pub mod mouse;
pub mod offer;
pub mod openers;
pub mod popup;
pub mod screens;
pub mod setup;
pub mod unsaved;

pub use self::popup::Popup;
use self::setup::{Done, Setup};
use crate::core::{Seat, Tile};
use crate::games::nos::{settle, Action, Phase};
use crate::tui::kit::hits::Hits;
use crate::tui::kit::input::{nav, Msg};
use crate::tui::kit::scroll::Scroll;
use crate::tui::kit::words::Names;
use crate::tui::nos::coach::Coach;
use crate::tui::nos::desk::{NosTable, Pick, Settled};
use crate::tui::nos::game::Game;
use crate::tui::nos::words::refusal;
use crate::tui::table::seat::Kind;
use crate::tui::table::store::Store;
use std::cell::RefCell;
use std::time::{Duration, Instant};

/// The screen on show.
#[derive(Clone, Debug)]
pub enum Screen {
    /// The new-game form.
    Setup(Setup),
    /// An unfinished game is kept: resume it or start anew.
    Offer,
    /// The keyboard goes to another human seat; every hand is hidden.
    HandOver(Seat),
    /// The table, with the seat to act.
    Play,
    /// The hand is over.
    Summary,
    /// The session is over.
    Settled(Box<Settled>),
    /// A record being watched, of any game.
    SitReplay(Box<crate::tui::table::replay::SitViewer>),
    /// A game behind the seam at the table (a parlour game).
    Sitting(Box<crate::tui::table::screen::SitScreen>),
    /// Practice: the hand is over; the ranking, where your choice stood, the score.
    Result,
    /// Practice is left: the session's score.
    Score,
    /// The list of lessons, the cursor on one.
    Lessons(usize),
}

/// The whole program state: the screen on show and what every screen shares (the
/// store, a box on top, the window); the state of Nos's own screens is kept in
/// [`NosTable`], the other games' in their [`crate::tui::table::screen::SitScreen`].
pub struct App {
    pub screen: Screen,
    pub store: Option<Store>,
    pub popup: Option<Popup>,
    /// A sentence for the player: why an action was refused, what just happened.
    pub status: Option<String>,
    /// The pause before a computer acts.
    pub delay: Duration,
    pub done: bool,
    /// The window size, for the mouse.
    pub size: (u16, u16),
    /// A seed for a new game.
    pub fresh_seed: u64,
    /// The unfinished games offered for resuming (one that does not read, or that
    /// another program plays, is listed but not offered), and the one marked.
    pub games: Vec<crate::store::Listed>,
    pub offer: usize,
    /// A save failed: the path being typed to save the game elsewhere, when asked.
    pub elsewhere: Option<String>,
    /// When the failed save is tried again by itself.
    pub retry_at: Option<Instant>,
    /// What a click means where, as the last frame was drawn ([`crate::tui::kit::hits`]).
    pub hits: RefCell<Hits>,
    /// Where the mouse pressed on the table and has dragged to since: a drag pans it.
    pub grab: Option<(u16, u16)>,
    /// Nos's own screens: the game at its table, practice, a lesson.
    pub nos: NosTable,
}

impl App {
    pub fn new(screen: Screen, game: Option<Game>, store: Option<Store>) -> App {
        // A resumed game keeps the table's option, from its slot.
        let hints_in_strict = store.as_ref().is_some_and(|s| s.table().hints_in_strict);
        let mut app = App {
            screen,
            store,
            popup: None,
            status: None,
            delay: Duration::from_millis(700),
            done: false,
            size: (80, 24),
            fresh_seed: 0,
            games: Vec::new(),
            offer: 0,
            elsewhere: None,
            retry_at: None,
            hits: RefCell::default(),
            grab: None,
            nos: NosTable::new(game),
        };
        app.nos.hints_in_strict = hints_in_strict;
        if matches!(app.screen, Screen::Play) {
            app.after();
        }
        app
    }

    /// Starts a game: the screen that follows is the first seat's.
    pub fn start(&mut self, game: Game) {
        self.nos.game = Some(game);
        self.nos.viewer = None;
        self.save();
        self.after();
    }

    /// Seats a game behind the seam at the table, saved at once.
    pub fn sit(&mut self, sit: Box<dyn crate::tui::table::sitting::Sitting>) {
        if let Some(st) = &self.store {
            // A failure stops the table; its box says what failed.
            let _ = st.save_text(&sit.record());
        }
        let mut t = crate::tui::table::screen::SitScreen::new(sit);
        t.delay = self.delay;
        t.after(self.store.as_ref());
        self.screen = Screen::Sitting(Box::new(t));
    }

    pub fn game(&self) -> &Game {
        self.nos.game.as_ref().expect("a game is on")
    }

    /// The seat whose hand may be on screen now, if any.
    pub fn shown_seat(&self) -> Option<Seat> {
        let g = self.nos.game.as_ref()?;
        if !matches!(self.screen, Screen::Play) {
            return None;
        }
        let seat = g.hand().to_act()?;
        if g.kind(seat) != Kind::Human {
            return None;
        }
        (self.nos.viewer == Some(seat) || g.humans() == 1).then_some(seat)
    }

    /// The tiles of the acting seat, in the order shown.
    pub fn hand_tiles(&self) -> Vec<Tile> {
        match self.shown_seat() {
            Some(s) => self.game().hand().hand(s).iter().collect(),
            None => Vec::new(),
        }
    }

    /// The legal actions that put down this tile.
    pub fn options(&self, t: Tile) -> Vec<Action> {
        self.game().hand().legal().iter().copied().filter(|a| a.tile() == Some(t)).collect()
    }

    pub(in crate::tui) fn save(&mut self) {
        // Practice hands and lessons are not games to resume.
        if self.nos.coach.is_some() || self.nos.tutor.is_some() {
            return;
        }
        if let (Some(store), Some(g)) = (&self.store, &self.nos.game) {
            // A failure stops the table; its box says what failed ([`self::unsaved`]).
            // The table's option is kept beside the record, which has no field for it.
            let hints_in_strict = self.nos.hints_in_strict && g.hand().options().strict;
            let _ = store
                .save(g)
                .and_then(|()| store.keep_table(crate::tui::table::store::table::Table { hints_in_strict }));
        }
    }

    /// Applies an action of the acting seat; a refusal becomes a sentence.
    pub(in crate::tui) fn commit(&mut self, a: Action) -> bool {
        // Nothing goes past what is saved.
        if self.unsaved() {
            return false;
        }
        let point = self.undo_point(a);
        let judged = self.lesson_judge(a);
        let g = self.nos.game.as_mut().expect("a game is on");
        let by = g.hand().to_act();
        match g.apply(a) {
            Ok(_) => {
                self.status = None;
                if let Some(v) = judged {
                    self.lesson_said(v, true);
                }
                self.save();
                self.after();
                self.keep_undo(point, by);
                true
            }
            Err(r) => {
                self.status = Some(refusal(&Names(&g.names), &r));
                if let Some(v) = judged {
                    self.lesson_said(v, false);
                }
                false
            }
        }
    }

    /// After an action: the next screen, from the engine's state.
    pub fn after(&mut self) {
        self.nos.pick = Pick::Tile;
        self.nos.due = None;
        if self.nos.coach.is_some() && self.coach_after() {
            return;
        }
        if self.nos.tutor.is_some() && self.lesson_after() {
            return;
        }
        let Some(g) = self.nos.game.as_ref() else { return };
        let Some(seat) = g.hand().to_act() else {
            self.screen = Screen::Summary;
            self.nos.payments = Scroll::default();
            return;
        };
        let close_next = std::mem::take(&mut self.nos.close_next);
        if g.kind(seat) == Kind::Human && self.not_asked(close_next) {
            return;
        }
        let g = self.nos.game.as_ref().expect("a game is on");
        if g.kind(seat) != Kind::Human {
            self.screen = Screen::Play;
            // A computer seat with nothing to decide (no double to declare or to play at
            // once) answers at once: the pause is for following what it does.
            let nothing = g.hand().legal().as_slice() == [Action::Decline];
            self.nos.due = Some(Instant::now() + if nothing { Duration::ZERO } else { self.delay });
            return;
        }
        // In strict mode the seat says "I wait" itself: playing instead is P6.
        // In a lesson that teaches it, the learner says it too.
        if g.hand().legal().as_slice() == [Action::Wait] && !g.hand().options().strict && !self.lesson_asks() {
            let name = g.names[seat.index()].clone();
            if self.act(Action::Wait) {
                self.status = Some(format!("{name} waits this turn: a double was played at once on the set tile"));
            }
            return;
        }
        if g.humans() > 1 && self.nos.viewer != Some(seat) {
            self.screen = Screen::HandOver(seat);
            return;
        }
        self.nos.viewer = Some(seat);
        self.enter_play();
    }

    fn enter_play(&mut self) {
        self.screen = Screen::Play;
        self.nos.cursor = 0;
        if self.game().hand().phase() == Phase::Announce {
            self.nos.pick = Pick::Games { cursor: 0 };
        }
        // Start on a tile that can be used.
        let tiles = self.hand_tiles();
        if let Some(i) = tiles.iter().position(|&t| !self.options(t).is_empty()) {
            self.nos.cursor = i;
        }
    }

    /// A computer seat acts now (the pause is over, or a key skipped it); a human's
    /// moment to close after its play is over, and its turn passes.
    pub(in crate::tui) fn computer(&mut self) {
        if self.moment_passed() {
            return;
        }
        let Some(g) = self.nos.game.as_ref() else { return };
        let Some(a) = g.computer_action() else { return };
        self.act(a);
    }

    /// Time passes: a computer whose pause is over acts.
    pub fn tick(&mut self, now: Instant) {
        if self.unsaved() {
            self.unsaved_tick(now);
            return;
        }
        if let Some(a) = self.nos.advice.as_mut() {
            a.job.poll();
        }
        self.coach_tick();
        self.practice_review_tick();
        if self.popup.is_none() && matches!(self.screen, Screen::Play) && self.nos.due.is_some_and(|d| now >= d) {
            self.computer();
            self.hits.get_mut().clear();
        }
        if let Screen::SitReplay(v) = &mut self.screen {
            v.tick(now);
        }
        if let Screen::Sitting(t) = &mut self.screen {
            t.tick(now, self.store.as_ref());
            self.done |= t.done && t.lesson.is_none();
            self.table_lesson_after();
        }
    }

    /// When something will happen without a key.
    pub fn next_wake(&self) -> Option<Instant> {
        if self.unsaved() {
            return Some(self.retry_at.unwrap_or_else(Instant::now));
        }
        let due = match &self.screen {
            Screen::Sitting(t) => t.next_wake(),
            Screen::SitReplay(v) => v.next_wake(),
            _ if self.popup.is_none() => self.nos.due,
            _ => None,
        };
        // A ranking being refined is looked at often enough for a smooth bar.
        let advising = self.nos.advice.as_ref().is_some_and(|a| a.job.running())
            || self.nos.coach.as_ref().is_some_and(|c| c.job.as_ref().is_some_and(|j| j.running()))
            || self.practice_reviewing();
        let soon = advising.then(|| Instant::now() + Duration::from_millis(80));
        match (due, soon) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// The one place state changes.
    pub fn update(&mut self, m: Msg) {
        // Whatever happens now, the areas drawn last are for this message only.
        let hits = std::mem::take(self.hits.get_mut());
        // A failed save stops the table: nothing goes on until the game is saved.
        if self.unsaved() {
            match m {
                Msg::Click { x, y } => {
                    if let Some(crate::tui::kit::hits::Hit::Key(k)) = hits.at(x, y) {
                        self.unsaved_key(k);
                    }
                }
                Msg::Resize | Msg::WheelUp | Msg::WheelDown | Msg::Drag { .. } => {}
                _ => self.unsaved_key(m),
            }
            return;
        }
        // In a window too small to show anything, q leaves as Ctrl-C does: the game is
        // kept as it stands (saved after every action), to resume in a larger one.
        if self.small() && m == Msg::Char('q') {
            self.save();
            self.done = true;
            return;
        }
        let small = self.small();
        if self.drag(&hits, m) {
            return;
        }
        if let Screen::Sitting(t) = &mut self.screen {
            match m {
                Msg::Interrupt => self.done = true,
                Msg::Click { x, y } => t.click(&hits, x, y, self.store.as_ref()),
                Msg::WheelUp | Msg::WheelDown => {
                    let (dx, dy) = crate::tui::table::placed::pan_wheel(m == Msg::WheelUp);
                    t.sit.pan(dx, dy);
                }
                Msg::Char(c) if crate::tui::table::placed::pan_key(c).is_some() => {
                    let (dx, dy) = crate::tui::table::placed::pan_key(c).unwrap_or_default();
                    t.sit.pan(dx, dy);
                }
                Msg::Resize => {}
                _ if small => {}
                _ => t.key(m, self.store.as_ref()),
            }
            self.done |= t.done && t.lesson.is_none();
            self.table_lesson_after();
            return;
        }
        match m {
            Msg::Interrupt => self.done = true,
            Msg::Resize => {}
            Msg::Click { x, y } => self.click(&hits, x, y),
            Msg::WheelUp | Msg::WheelDown => self.wheel(m == Msg::WheelUp),
            Msg::Char(c)
                if matches!(self.screen, Screen::Play)
                    && self.popup.is_none()
                    && crate::tui::table::placed::pan_key(c).is_some() =>
            {
                let (dx, dy) = crate::tui::table::placed::pan_key(c).unwrap_or_default();
                self.nos.table.pan(dx, dy);
            }
            _ => self.key(m),
        }
    }

    /// Whether the window, as last drawn, is too small to show the screen.
    fn small(&self) -> bool {
        self.size != (0, 0) && (self.size.0 < self::draw::MIN.0 || self.size.1 < self::draw::MIN.1)
    }

    /// A key: the box on top takes it first, then the screen.
    fn key(&mut self, m: Msg) {
        // While the window is too small nobody sees the table: a key pressed then
        // (Enter on a hand-over, say) must not act unseen.
        if self.small() {
            return;
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
        if self.nos.tutor.is_some() && self.lesson_key(nav(m)) {
            return;
        }
        if let Screen::Setup(s) = &mut self.screen {
            match s.update(m) {
                Done::Stay => {}
                Done::Leave => self.done = true,
                Done::Practice(level) => {
                    let c = Coach::new(s.players as u8, level, s.seed(), false);
                    self.practice(c);
                }
                Done::Start => {
                    let (names, kinds) = s.seats();
                    let seed = s.seed();
                    let g = s.chosen();
                    let Some(opener) = self::openers::opener_of(g.table()) else {
                        s.note = Some(format!("{} is not played at the table yet.", g.name()));
                        return;
                    };
                    let sit = match opener.start(g.id(), names.clone(), kinds.clone(), seed, &s.options) {
                        Ok(sit) => sit,
                        Err(e) => {
                            s.note = Some(format!("Not started: {e}."));
                            return;
                        }
                    };
                    // A game with screens of its own (its registry entry says so: Nos)
                    // starts there, under the club's options chosen on the form
                    // (strict club mode), as `nos new` does.
                    self.nos.hints_in_strict = s.hints_in_strict();
                    if g.club_rules() {
                        let options = crate::games::nos::Options { strict: s.strict, ..Default::default() };
                        self.start(Game::with_options(names, kinds, seed, options));
                    } else {
                        self.sit(sit);
                    }
                }
            }
            return;
        }
        if let Screen::SitReplay(v) = &mut self.screen {
            if v.update(m) {
                self.done = true;
            }
            return;
        }
        let m = nav(m);
        match m {
            Msg::Char('?') => {
                self.popup = Some(Popup::Help);
                return;
            }
            Msg::Char('t') => {
                self.nos.pips = !self.nos.pips;
                return;
            }
            Msg::Char('a') => {
                self.open_advice();
                return;
            }
            Msg::Char('x' | 'f') if self.nos.tutor.is_some() => return,
            Msg::Char('b') => {
                self.open_hint();
                return;
            }
            Msg::Char('x') if self.nos.coach.is_none() => {
                self.open_leave();
                return;
            }
            Msg::Char('f') if self.nos.coach.is_none() => {
                self.open_desk();
                return;
            }
            Msg::Char('q') if self.nos.coach.is_some() => {
                match self.screen {
                    Screen::Score => self.done = true,
                    _ => self.leave_practice(),
                }
                return;
            }
            Msg::Char('q') => {
                match self.screen {
                    Screen::Settled(_) => self.done = true,
                    Screen::Offer => self.done = true,
                    _ => self.popup = Some(Popup::Quit),
                }
                return;
            }
            _ => {}
        }
        match self.screen.clone() {
            Screen::Offer => self.offer_key(m),
            Screen::Result => {
                if self.practice_review_key(m) {
                } else if m == Msg::Enter {
                    // While the ranking still refines, Enter stops it and judges the
                    // choice with what it has; once judged, Enter deals the next hand.
                    let (Some(c), Some(g)) = (self.nos.coach.as_mut(), self.nos.game.as_ref()) else { return };
                    if c.verdict.is_some() || !c.judge(g, true) {
                        self.deal_practice();
                    }
                } else if let Some(c) = &self.nos.coach {
                    c.scroll.key(m);
                }
            }
            Screen::Score => {
                if m == Msg::Enter || m == Msg::Back {
                    self.done = true;
                }
            }
            Screen::HandOver(seat) => {
                if m == Msg::Enter {
                    self.nos.viewer = Some(seat);
                    self.status = None;
                    self.enter_play();
                }
            }
            Screen::Summary => {
                self.nos.payments.key(m);
                if m == Msg::Enter {
                    let g = self.nos.game.as_mut().expect("a game is on");
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
            Screen::Setup(_) | Screen::Sitting(_) | Screen::SitReplay(_) | Screen::Lessons(_) => {}
        }
    }

    /// Ends the session: the settlement, and the record kept.
    pub fn settle(&mut self) {
        let Some(g) = self.nos.game.as_ref() else {
            self.done = true;
            return;
        };
        let chips = g.hand().chips().to_vec();
        let settlement = crate::tui::nos::leave::with_leavers(settle(&chips, g.pot_winner()), &g.left);
        let (names, left) = (g.names.clone(), g.left.clone());
        let kept = match &self.store {
            Some(s) => s.finish(g),
            None => Err("not saved (no data directory)".into()),
        };
        self.nos.due = None;
        self.screen = Screen::Settled(Box::new(Settled { names, chips, settlement, kept, left }));
    }
}
