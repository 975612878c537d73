//! The program's state: which screen is up, what every screen shares, and one `update`
//! that turns a message into a change. The App knows screens, not games: every game
//! sits at the one table screen ([`crate::tui::table::screen::SitScreen`]), with its
//! own part there when it has one, both made by its opener.

pub mod draw;
pub mod kept;
pub mod learn;
pub mod mouse;
pub mod offer;
pub mod screens;
pub mod setup;
pub mod unsaved;

use self::setup::{Done, Setup};
use crate::tui::kit::hits::Hits;
use crate::tui::kit::input::Msg;
use crate::tui::table::part::{Pages, Part};
use crate::tui::table::screen::SitScreen;
use crate::tui::table::sitting::Sitting;
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
    /// A game at the table.
    Sitting(Box<SitScreen>),
    /// The list of lessons of `nos learn`.
    Learn(learn::Learn),
}

/// What is done to every part a game's opener makes for the table.
pub type Ready = Rc<dyn Fn(&mut dyn Part)>;

/// The whole program state: the screen on show and what every screen shares (the
/// store, the window, a failed save). A game at the table keeps its state in its
/// [`SitScreen`].
pub struct App {
    pub screen: Screen,
    pub store: Option<std::sync::Arc<Store>>,
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
    /// The file already at the path typed, while the player is asked whether to
    /// write over it.
    pub overwrite: Option<std::path::PathBuf>,
    /// When the failed save is tried again by itself.
    pub retry_at: Option<Instant>,
    /// What a click means where, as the last frame was drawn ([`crate::tui::kit::hits`]).
    pub hits: RefCell<Hits>,
    /// Where the mouse pressed on the table and has dragged to since: a drag pans it.
    pub grab: Option<(u16, u16)>,
    /// A game's help over a screen of the App (the offer), at this page, taking the keys.
    pub over: Option<(Pages, u8)>,
    /// The lessons' list a lesson at the table was opened from, while one is played.
    pub learning: Option<learn::Learn>,
    /// Done to every part a game's opener makes for the table (a test's advisor that
    /// refines in steps).
    pub ready: Option<Ready>,
}

impl App {
    pub fn new(screen: Screen, store: Option<Store>) -> App {
        let store = store.map(std::sync::Arc::new);
        App {
            screen,
            over: None,
            learning: None,
            ready: None,
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
            overwrite: None,
            retry_at: None,
            hits: RefCell::default(),
            grab: None,
        }
    }

    /// The table screen, when a game is on.
    pub fn table(&self) -> Option<&SitScreen> {
        match &self.screen {
            Screen::Sitting(t) => Some(t),
            _ => None,
        }
    }

    /// The table screen, to change.
    pub fn table_mut(&mut self) -> Option<&mut SitScreen> {
        match &mut self.screen {
            Screen::Sitting(t) => Some(t),
            _ => None,
        }
    }

    /// The store changed in place (a test fills its disk): the table lets go of its
    /// share of it meanwhile.
    pub fn with_store<T>(&mut self, f: impl FnOnce(&mut Store) -> T) -> Option<T> {
        if let Some(t) = self.table_mut() {
            t.store = None;
        }
        let out = self.store.as_mut().and_then(std::sync::Arc::get_mut).map(f);
        let store = self.store.clone();
        if let Some(t) = self.table_mut() {
            t.store = store;
        }
        out
    }

    /// Seats a game at the table with its opener's part (Nos's), saved at once.
    pub fn sit(&mut self, sit: Box<dyn Sitting>) {
        let part = crate::tui::openers::opener(sit.game()).and_then(|o| o.part());
        self.seat(sit, part, true);
    }

    /// Seats a game at the table with `part`; `saves`: a game to keep (not practice,
    /// not a lesson), saved at once and after every action.
    pub fn seat(&mut self, sit: Box<dyn Sitting>, mut part: Option<Box<dyn Part>>, saves: bool) {
        if let (Some(f), Some(p)) = (&self.ready, part.as_deref_mut()) {
            f(p);
        }
        let mut t = SitScreen::new(sit);
        t.delay = self.delay;
        t.clock = self.clock.clone();
        t.saves = saves;
        t.takeback = saves;
        t.store = self.store.clone();
        t.save();
        self.screen = Screen::Sitting(Box::new(t.with_part(part)));
    }

    /// The game on the table is saved as it stands.
    fn save(&mut self) {
        if let Some(t) = self.table_mut() {
            t.save();
        }
    }

    /// After each key or tick at the table: the player may be done, or leave a
    /// lesson for the list.
    fn after_table(&mut self) {
        let Screen::Sitting(t) = &self.screen else { return };
        match t.lesson_at() {
            Some(at) => self.lesson_after(at, t.done),
            None => self.done |= t.done,
        }
    }

    /// Time passes: a computer whose pause is over acts.
    pub fn tick(&mut self, now: Instant) {
        if self.unsaved() {
            self.unsaved_tick(now);
            return;
        }
        if let Screen::SitReplay(v) = &mut self.screen {
            v.tick(now);
        }
        if let Screen::Sitting(t) = &mut self.screen {
            t.delay = self.delay;
            t.tick(now);
            self.after_table();
        }
    }

    /// A frame begun at `from` was drawn and is in sight (not a window too small, not
    /// a failed save's box over it): a hand-over on it starts its lock.
    pub fn drawn(&mut self, from: Instant) {
        if self.small() || self.unsaved() {
            return;
        }
        if let Screen::Sitting(t) = &mut self.screen {
            t.drawn(from);
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
            Screen::Setup(_) | Screen::Offer | Screen::Learn(_) => None,
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
            t.delay = self.delay;
            match m {
                Msg::Interrupt => self.done = true,
                Msg::Click { x, y } => t.click(&hits, x, y),
                Msg::WheelUp | Msg::WheelDown => t.wheel(m == Msg::WheelUp),
                Msg::Char(c) if crate::tui::table::placed::pan_key(c).is_some() => {
                    let (dx, dy) = crate::tui::table::placed::pan_key(c).unwrap_or_default();
                    t.sit.pan(dx, dy);
                }
                Msg::Resize => {}
                _ if small => {}
                _ => t.key(m),
            }
            self.after_table();
            return;
        }
        match m {
            Msg::Interrupt => self.done = true,
            Msg::Resize => {}
            Msg::Click { x, y } => self.click(&hits, x, y),
            Msg::WheelUp | Msg::WheelDown => {}
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
        if let Some((pages, page)) = self.over {
            // r turns the help's page; any other key closes it.
            self.over = (m == Msg::Char('r') && page + 1 < pages.count).then_some((pages, page + 1));
            return;
        }
        match &mut self.screen {
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
                // The help of the game with help of its own (Nos's), as at its table.
                Msg::Char('?') => {
                    self.over = crate::registry::GAMES
                        .iter()
                        .filter_map(|g| crate::tui::openers::opener_of(g.table()))
                        .find_map(|o| o.help())
                        .map(|p| (p, 0));
                }
                m => self.offer_key(m),
            },
            Screen::Learn(_) => self.learn_key(m),
            Screen::Sitting(_) => {}
        }
    }

    /// The new-game form's game, started by the opener of its table under the club's
    /// options chosen on it (strict club mode, hints in it), as `nos new` does.
    fn start_chosen(&mut self) {
        let Screen::Setup(s) = &mut self.screen else { return };
        let (names, kinds) = s.seats();
        let seed = s.seed();
        let g = s.chosen();
        let Some(opener) = crate::tui::openers::opener_of(g.table()) else {
            s.note = Some(format!("{} is not played at the table yet.", g.name()));
            return;
        };
        let mut sit = match opener.start(g.id(), names, kinds, seed, &s.options) {
            Ok(sit) => sit,
            Err(e) => {
                s.note = Some(format!("Not started: {e}."));
                return;
            }
        };
        if let Err(e) = crate::tui::table::sitting::club_rules(&mut *sit, s.strict, s.hints_in_strict()) {
            s.note = Some(format!("Not started: {e}."));
            return;
        }
        self.sit(sit);
    }

    /// Practice at one keyboard, of the first game that offers it (Nos): nothing of it
    /// is saved, and nothing is taken back.
    pub(in crate::tui) fn practice(&mut self, players: u8, level: crate::core::Level, seed: u64) {
        let table = crate::registry::GAMES
            .iter()
            .filter_map(|g| crate::tui::openers::opener_of(g.table()))
            .find_map(|o| o.practice(players, level, seed));
        if let Some((sit, part)) = table {
            self.seat(sit, Some(part), false);
        }
    }
}
