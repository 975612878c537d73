//! A game's own screens: what a game shows at one keyboard beyond the table every game
//! shares (Nos: announcing at its own table, the club's desk, advice, hints, practice,
//! lessons, take-back, the settlement). The App holds them as one [`OwnScreens`] and hands
//! them the keyboard, the mouse, the clock and the window while they are up, knowing
//! no game; the game's opener makes them ([`crate::tui::table::sitting::Opener::own`]).

use super::screen::SitScreen;
use super::store::Store;
use crate::tui::kit::hits::Hits;
use crate::tui::kit::input::Msg;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use std::any::Any;
use std::path::PathBuf;
use std::rc::Rc;
use std::time::{Duration, Instant};

/// A new game for a game's own screens, as the new-game form or `nos new` chose it.
#[derive(Clone, Debug)]
pub struct New {
    pub names: Vec<String>,
    pub kinds: Vec<super::seat::Kind>,
    pub seed: u64,
    /// Strict club mode: offences are charged, not refused.
    pub strict: bool,
    /// The hint key works in strict mode too.
    pub hints: bool,
}

/// What the App lends a game's own screens: where games are saved, and how a record
/// is opened at the shared table (by the openers of every game, which the game's
/// folder may not name).
#[derive(Clone)]
pub struct Lent {
    pub store: Option<Rc<Store>>,
    pub open: super::sitting::Open,
    /// The time the hand-over's lock reads.
    pub clock: crate::tui::kit::hand_over::Clock,
}

/// A game's own screens, driven by the App.
pub trait OwnScreens: Any {
    /// A key, once the App has seen to what every screen shares (a failed save, a
    /// window too small, the mouse).
    fn key(&mut self, m: Msg);
    /// A click on the `i`th tile of the hand shown.
    fn tile(&mut self, i: usize);
    /// The cursor of the list on screen moved to `row`; false when there is no such
    /// row to choose now.
    fn row_to(&mut self, row: usize) -> bool;
    /// The mouse wheel: how many times the App presses the arrow key for it (the
    /// screen may pan its table itself and ask for none).
    fn wheel(&mut self, up: bool) -> usize;
    /// The table moved by this much, when it is on screen; false when it is not.
    fn pan(&mut self, dx: i32, dy: i32) -> bool;
    /// Time passes; true when something changed on screen (the clicks drawn last are
    /// stale).
    fn tick(&mut self, now: Instant) -> bool;
    /// When something will happen without a key.
    fn next_wake(&self) -> Option<Instant>;
    /// The screen up, with its boxes.
    fn draw(&self, area: Rect, buf: &mut Buffer, hits: &mut Hits);
    /// The screen, drawn from `from` on, is in sight: a hand-over on it starts its
    /// lock ([`crate::tui::kit::hand_over::HandOver::drawn`]).
    fn drawn(&mut self, from: Instant);
    /// The pause before a computer acts; `anew`: a computer waiting now starts its
    /// pause again (a save that failed was written, or the pause was changed).
    fn pace(&mut self, delay: Duration, anew: bool);
    /// The player is done: the program ends.
    fn done(&self) -> bool;
    /// Whether a game to keep is on (not practice, not a lesson): leaving keeps it.
    fn keeps(&self) -> bool;
    /// Whether a save failed and the screens wait for it.
    fn unsaved(&self) -> bool;
    /// The record of the game as it stands (what a save writes), if a game is on.
    fn record(&self) -> Option<String>;
    /// Saves the game as it stands.
    fn save(&mut self);
    /// How the session ended and where its record was kept, once it is over.
    fn kept(&self) -> Option<&Result<PathBuf, String>>;
    /// The sentence for the player on these screens.
    fn status(&mut self) -> &mut Option<String>;
    /// The sentence, to read.
    fn said(&self) -> Option<&str>;
    /// Where the game is saved (shared with the App), or none.
    fn set_store(&mut self, store: Option<Rc<Store>>);
    /// A game these screens opened at the shared table (a lesson), for the App to show.
    fn to_table(&mut self) -> Option<Box<SitScreen>>;
    /// After a key or a tick at a table these screens opened: true when it is left
    /// and these screens are up again.
    fn back(&mut self, table: &SitScreen) -> bool;
    /// Screens that only showed a box over a screen of the App, now closed.
    fn closed(&self) -> bool;
    /// For a test that looks inside the game's screens.
    fn as_any(&self) -> &dyn Any;
    fn as_any_mut(&mut self) -> &mut dyn Any;
}
