//! The program's state: which screen is up, what every screen shares, and one `update`
//! that turns a message into a change. The App knows screens, not games: a game sits
//! at the shared table ([`crate::tui::table::screen::SitScreen`]) or on screens of its
//! own behind one hook ([`crate::tui::table::own::OwnScreens`]), made by its opener.

pub mod draw;
pub mod kept;
pub mod mouse;
pub mod offer;
pub mod screens;
pub mod setup;
pub mod unsaved;

use self::setup::{Done, Setup};
use crate::tui::kit::hits::Hits;
use crate::tui::kit::input::Msg;
use crate::tui::table::own::{Lent, New, OwnScreens};
use crate::tui::table::store::Store;
use std::cell::RefCell;
use std::rc::Rc;
use std::time::{Duration, Instant};

/// The screen on show.
#[derive(Clone, Debug)]
pub enum Screen {
    /// The new-game form.
    Setup(Setup),
    /// An unfinished game is kept: resume it or start anew.
    Offer,
    /// A record being watched, of any game.
    SitReplay(Box<crate::tui::table::replay::SitViewer>),
    /// A game behind the seam at the table (a parlour game).
    Sitting(Box<crate::tui::table::screen::SitScreen>),
    /// A game's own screens ([`App::own`]): Nos's table, practice, lessons.
    Own,
}

/// The whole program state: the screen on show and what every screen shares (the
/// store, the window, a failed save). A game at the shared table keeps its state in
/// its [`crate::tui::table::screen::SitScreen`]; a game with screens of its own (Nos)
/// in its [`OwnScreens`].
pub struct App {
    pub screen: Screen,
    pub store: Option<Rc<Store>>,
    /// A sentence for the player: why an action was refused, what just happened.
    pub status: Option<String>,
    /// The pause before a computer acts.
    pub delay: Duration,
    /// The time the hand-over's lock reads, lent to the tables: the machine's, or a
    /// test's.
    pub clock: crate::tui::kit::hand_over::Clock,
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
    /// A game's own screens (Nos's), once one is entered ([`Screen::Own`]).
    pub own: Option<Box<dyn OwnScreens>>,
    /// A game's box over a screen of the App (the help on the offer), taking the keys.
    pub over: Option<Box<dyn OwnScreens>>,
}

impl App {
    pub fn new(screen: Screen, store: Option<Store>) -> App {
        let store = store.map(Rc::new);
        App {
            screen,
            own: None,
            over: None,
            store,
            status: None,
            delay: Duration::from_millis(700),
            clock: Default::default(),
            done: false,
            size: (80, 24),
            fresh_seed: 0,
            games: Vec::new(),
            offer: 0,
            elsewhere: None,
            retry_at: None,
            hits: RefCell::default(),
            grab: None,
        }
    }

    /// What the App lends a game's own screens: the store, and the openers.
    pub fn lent(&self) -> Lent {
        Lent { store: self.store.clone(), open: crate::tui::openers::open, clock: self.clock.clone() }
    }

    /// Hands the keyboard to a game's own screens, with the pause before a computer acts.
    pub fn enter(&mut self, mut own: Box<dyn OwnScreens>) {
        own.pace(self.delay, false);
        self.own = Some(own);
        self.screen = Screen::Own;
        self.after_own();
    }

    /// The game's own screens, when they are up.
    fn up(&self) -> Option<&dyn OwnScreens> {
        match self.screen {
            Screen::Own => self.own.as_deref(),
            _ => None,
        }
    }

    /// The game's own screens, when they are up, to change.
    fn up_mut(&mut self) -> Option<&mut Box<dyn OwnScreens>> {
        match self.screen {
            Screen::Own => self.own.as_mut(),
            _ => None,
        }
    }

    /// After the game's own screens had a key or a tick: the player may be done, or
    /// a game opened at the shared table (a lesson).
    fn after_own(&mut self) {
        let Some(o) = self.own.as_mut() else { return };
        self.done |= o.done();
        if let Some(s) = o.to_table() {
            self.screen = Screen::Sitting(s);
        }
    }

    /// The store changed in place (a test fills its disk): the game's own screens
    /// let go of their share of it meanwhile.
    pub fn with_store<T>(&mut self, f: impl FnOnce(&mut Store) -> T) -> Option<T> {
        if let Some(o) = self.own.as_mut() {
            o.set_store(None);
        }
        let out = self.store.as_mut().and_then(Rc::get_mut).map(f);
        let store = self.store.clone();
        if let Some(o) = self.own.as_mut() {
            o.set_store(store);
        }
        out
    }

    /// Seats a game behind the seam at the table, saved at once.
    pub fn sit(&mut self, sit: Box<dyn crate::tui::table::sitting::Sitting>) {
        if let Some(st) = &self.store {
            // A failure stops the table; its box says what failed.
            let _ = st.save_text(&sit.record());
        }
        let mut t = crate::tui::table::screen::SitScreen::new(sit);
        t.delay = self.delay;
        t.clock = self.clock.clone();
        t.after(self.store.as_deref());
        self.screen = Screen::Sitting(Box::new(t));
    }

    /// The game on the table is saved as it stands.
    fn save(&mut self) {
        if let (Screen::Own, Some(o)) = (&self.screen, self.own.as_mut()) {
            o.save();
        }
    }

    /// After each key or tick at a table the game's own screens opened (a lesson):
    /// leaving it goes back to them.
    fn table_lesson_after(&mut self) {
        let (Screen::Sitting(s), Some(o)) = (&self.screen, self.own.as_mut()) else { return };
        if o.back(s) {
            self.screen = Screen::Own;
            self.after_own();
        }
    }

    /// Time passes: a computer whose pause is over acts.
    pub fn tick(&mut self, now: Instant) {
        if self.unsaved() {
            self.unsaved_tick(now);
            return;
        }
        if let (Screen::Own, Some(o)) = (&self.screen, self.own.as_mut()) {
            o.pace(self.delay, false);
            if o.tick(now) {
                self.hits.get_mut().clear();
            }
            self.after_own();
        }
        if let Screen::SitReplay(v) = &mut self.screen {
            v.tick(now);
        }
        if let Screen::Sitting(t) = &mut self.screen {
            t.tick(now, self.store.as_deref());
            self.done |= t.done && t.lesson.is_none();
            self.table_lesson_after();
        }
    }

    /// A frame begun at `from` was drawn and is in sight (not a window too small, not
    /// a failed save's box over it): a hand-over on it starts its lock.
    pub fn drawn(&mut self, from: Instant) {
        if self.small() || self.unsaved() {
            return;
        }
        match &mut self.screen {
            Screen::Sitting(t) => t.drawn(from),
            Screen::Own => {
                if let Some(o) = self.own.as_mut() {
                    o.drawn(from);
                }
            }
            _ => {}
        }
    }

    /// When something will happen without a key.
    pub fn next_wake(&self) -> Option<Instant> {
        if self.unsaved() {
            return Some(self.retry_at.unwrap_or_else(Instant::now));
        }
        match &self.screen {
            Screen::Sitting(t) => t.next_wake(),
            Screen::SitReplay(v) => v.next_wake(),
            Screen::Own => self.own.as_ref().and_then(|o| o.next_wake()),
            Screen::Setup(_) | Screen::Offer => None,
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
                Msg::Click { x, y } => t.click(&hits, x, y, self.store.as_deref()),
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
                _ => t.key(m, self.store.as_deref()),
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
            Msg::Char(c) if matches!(self.screen, Screen::Own) && crate::tui::table::placed::pan_key(c).is_some() => {
                let (dx, dy) = crate::tui::table::placed::pan_key(c).unwrap_or_default();
                if !self.own.as_mut().is_some_and(|o| o.pan(dx, dy)) {
                    self.key(m);
                }
            }
            _ => self.key(m),
        }
    }

    /// Whether the window, as last drawn, is too small to show the screen.
    fn small(&self) -> bool {
        self.size != (0, 0) && (self.size.0 < self::draw::MIN.0 || self.size.1 < self::draw::MIN.1)
    }

    /// A key: the screen up takes it.
    fn key(&mut self, m: Msg) {
        // While the window is too small nobody sees the table: a key pressed then
        // (Enter on a hand-over, say) must not act unseen.
        if self.small() {
            return;
        }
        if let Some(o) = self.over.as_mut() {
            o.key(m);
            if o.closed() {
                self.over = None;
            }
            return;
        }
        match &mut self.screen {
            Screen::Own => {
                if let Some(o) = self.own.as_mut() {
                    o.pace(self.delay, false);
                    o.key(m);
                }
                self.after_own();
            }
            Screen::Setup(s) => match s.update(m) {
                Done::Stay => {}
                Done::Leave => self.done = true,
                Done::Practice(level) => {
                    let (players, seed) = (s.players as u8, s.seed());
                    self.practice(players, level, seed);
                }
                Done::Start => self.start_chosen(),
            },
            Screen::SitReplay(v) => {
                if v.update(m) {
                    self.done = true;
                }
            }
            Screen::Offer => match crate::tui::kit::input::nav(m) {
                Msg::Char('q') => self.done = true,
                // The help of the game with screens of its own (Nos's), as at its table.
                Msg::Char('?') => {
                    let lent = self.lent();
                    self.over = crate::registry::GAMES
                        .iter()
                        .filter_map(|g| crate::tui::openers::opener_of(g.table()))
                        .find_map(|o| o.help(lent.clone()));
                }
                m => self.offer_key(m),
            },
            Screen::Sitting(_) => {}
        }
    }

    /// The new-game form's game, started by the opener of its table.
    fn start_chosen(&mut self) {
        let Screen::Setup(s) = &mut self.screen else { return };
        let (names, kinds) = s.seats();
        let seed = s.seed();
        let g = s.chosen();
        let Some(opener) = crate::tui::openers::opener_of(g.table()) else {
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
        // A game with screens of its own (Nos) starts there, under the club's options
        // chosen on the form (strict club mode), as `nos new` does.
        let new = New { names, kinds, seed, strict: s.strict, hints: s.hints_in_strict() };
        match opener.own(&new, self.lent()) {
            Some(own) => self.enter(own),
            None => self.sit(sit),
        }
    }

    /// Practice at one keyboard, of the first game whose screens offer it (Nos).
    pub(in crate::tui) fn practice(&mut self, players: u8, level: crate::core::Level, seed: u64) {
        let lent = self.lent();
        let own = crate::registry::GAMES
            .iter()
            .filter_map(|g| crate::tui::openers::opener_of(g.table()))
            .find_map(|o| o.practice(players, level, seed, lent.clone()));
        if let Some(own) = own {
            self.enter(own);
        }
    }
}
