//! A game's own part of the table screen: what a game shows and asks at the table
//! beyond what every game shares (Nos: the announcement's list, the desk, advice,
//! practice, its lessons, a seat leaving, the settlement). A part draws itself into the
//! slots of the screen it takes, handles its own keys before the screen's, and says
//! which of its keys the screen's one keys line adds ([`Keys`]), and what the seats box
//! adds ([`Seats`]). The screen routes to it and
//! knows nothing of its insides; the game's opener makes it
//! ([`crate::tui::table::sitting::Opener::part`]).
//!
//! A part is lent the screen while it runs (the screen holds no part meanwhile), so
//! what it wants done through the screen's own path (an action taken, what follows
//! it) it asks for in what it returns ([`Did`], [`Next`]).

use super::screen::SitScreen;
use super::sitting::{Act, Prompt};
use crate::tui::kit::hits::{Hit, Hits};
use crate::tui::kit::input::Msg;
use crate::tui::kit::widgets::Key;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use std::any::Any;
use std::time::Instant;

/// What a part made of a key, a click or a tick.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Did {
    /// Not the part's: the screen handles it as for any game.
    No,
    /// Taken: nothing more to do.
    Yes,
    /// Take this action for the seat to act, through the screen's one path.
    Take(Act),
    /// The game changed under the part's hands (a seat left, a practice hand was
    /// dealt): the screen decides what follows, as after an action.
    After,
}

/// What follows an action, or the start, as the part sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Next {
    /// As for any game.
    Go,
    /// As for any game, but the seat is asked even a question with one answer (its
    /// own key takes it).
    Ask,
    /// The part has set the screen for what follows.
    Done,
    /// This action is taken for the seat at once, saying so when there are words.
    Take(Act, Option<String>),
    /// As for any game, but the seat's one answer is made for it once it has taken
    /// the keyboard, as a move the rules force ([`super::screen::SitScreen::one_answer`]).
    Made,
}

/// Where the screen's parts lie, for a window of a given size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Areas {
    pub whole: Rect,
    /// The game's name, the hand.
    pub header: Rect,
    /// The table itself.
    pub table: Rect,
    /// Beside the table: the seats above the log.
    pub side: Rect,
    pub seats: Rect,
    pub log: Rect,
    /// The shown hand and what the seat is asked.
    pub bottom: Rect,
    pub keys: Rect,
}

impl Areas {
    /// The width of the side panels in a window `width` wide: they grow first with
    /// the window, up to room for long names.
    pub fn side_width(width: u16) -> u16 {
        width.saturating_sub(48).clamp(32, 44)
    }

    /// The areas of `area`, the seats taking `seats_h` rows of the side (at most
    /// what leaves the log `log_min`).
    pub fn of(area: Rect, seats_h: u16, log_min: u16) -> Areas {
        let [header, middle, bottom, keys] =
            Layout::vertical([Constraint::Length(1), Constraint::Min(8), Constraint::Length(5), Constraint::Length(1)])
                .areas(area);
        let side_w = Areas::side_width(area.width);
        let [table, side] = Layout::horizontal([Constraint::Min(40), Constraint::Length(side_w)]).areas(middle);
        let seats_h = seats_h.min(side.height.saturating_sub(log_min));
        let [seats, log] = Layout::vertical([Constraint::Length(seats_h), Constraint::Min(3)]).areas(side);
        Areas { whole: area, header, table, side, seats, log, bottom, keys }
    }
}

/// A game's help as pages, for a screen with no table under it: `r` turns to the
/// next page, any other key closes it.
#[derive(Clone, Copy, Debug)]
pub struct Pages {
    pub count: u8,
    pub draw: fn(u8, Rect, &mut Buffer),
}

/// A game's own help at the table ([`Part::help`]): the keys it lists instead of the
/// table's, and its lines under them.
pub struct Help {
    pub keys: Vec<(&'static str, &'static str)>,
    pub lines: Vec<String>,
}

/// A part's keys on the screen's keys line, which is the screen's own: what the
/// keys do now, `u`, the hint, then `t`, `?` and `q`. A part says only what differs.
#[derive(Clone, Debug, Default)]
pub struct Keys {
    /// What the keys do now, where the part says it instead of the screen: a list or a
    /// form of its own, a question whose Enter it answers.
    pub now: Option<Vec<Key<'static>>>,
    /// Its own keys beside the screen's (advice, the desk), before `t`, `?` and `q`.
    pub more: Vec<Key<'static>>,
    /// The screen's keys that do nothing here (`b` in practice).
    pub off: Vec<&'static str>,
    /// What `q` does, where the part says it otherwise (`leave` practice).
    pub quit: Option<&'static str>,
    /// A screen of the part's own over the table: its keys alone.
    pub alone: bool,
}

/// What a part adds to the seats box ([`Part::seats`]), a seat's entries in seat
/// order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Seats {
    /// A few words after a seat's figures (`set`, `out`).
    pub marks: Vec<String>,
    /// Rows under a seat's own (the tiles it shows).
    pub under: Vec<Vec<String>>,
    /// The rows under the seats, instead of the game's notes.
    pub notes: Vec<String>,
}

/// A slot of the table screen a part may draw instead of the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    Header,
    /// The seats and the log beside the table.
    Side,
    Bottom,
    /// Over the table, after it is drawn: a list to choose from, the count.
    Over,
    /// A box over everything, taking every click.
    Popup,
}

/// A game's own part of the table screen.
pub trait Part: Any + Send {
    /// Draws `slot` of the screen; false: the screen draws it as for any game.
    fn draw(&self, s: &SitScreen, slot: Slot, a: &Areas, buf: &mut Buffer, hits: &mut Hits) -> bool {
        let _ = (s, slot, a, buf, hits);
        false
    }
    /// Its keys on the screen's keys line ([`Keys`]); the default: none of its own.
    fn keys(&self, s: &SitScreen) -> Keys {
        let _ = s;
        Keys::default()
    }
    /// What the seats box says beyond each seat's tiles and score ([`Seats`]); `None`:
    /// the game's notes under the seats.
    fn seats(&self, s: &SitScreen) -> Option<Seats> {
        let _ = s;
        None
    }
    /// Its help, where the game's keys at its part differ from the table's.
    fn help(&self, s: &SitScreen) -> Option<Help> {
        let _ = s;
        None
    }
    /// What the seat whose hand shows is asked, where the part's keys change it (Nos:
    /// a tile played and closed with `c`); `None`: the game's words.
    fn prompt(&self, s: &SitScreen) -> Option<Prompt> {
        let _ = s;
        None
    }
    /// A line under the question, when the screen has no sentence of its own to say
    /// there: what the question means, what a hand-over is for.
    fn note(&self, s: &SitScreen) -> Option<String> {
        let _ = s;
        None
    }
    /// A seat a person at this keyboard follows though the computer plays it, at a
    /// table with no person left in play (practice's own seat, handed to the
    /// computer once it chose): its hand stays in view.
    fn watched(&self) -> Option<crate::core::seat::Seat> {
        None
    }
    /// How many rows of the side the seats take, and how many the log keeps at least.
    fn side(&self, s: &SitScreen) -> Option<(u16, u16)> {
        let _ = s;
        None
    }
    /// A key, before the screen's own.
    fn key(&mut self, s: &mut SitScreen, m: Msg) -> Did {
        let _ = (s, m);
        Did::No
    }
    /// A click on what the last frame drew, before the screen's own.
    fn click(&mut self, s: &mut SitScreen, hit: Hit) -> Did {
        let _ = (s, hit);
        Did::No
    }
    /// The mouse wheel: how many times the arrow key is pressed for it, or `None`
    /// (the screen pans its table).
    fn wheel(&self, s: &SitScreen) -> Option<usize> {
        let _ = s;
        None
    }
    /// After an action, and at the start: what follows.
    fn after(&mut self, s: &mut SitScreen) -> Next {
        let _ = s;
        Next::Go
    }
    /// Before the seat's action `act` is taken: whether it goes ahead (a box may ask
    /// first).
    fn before(&mut self, s: &mut SitScreen, act: &Act) -> bool {
        let _ = (s, act);
        true
    }
    /// The seat's action was taken (`done`) or refused.
    fn took(&mut self, s: &mut SitScreen, act: &Act, done: bool) {
        let _ = (s, act, done);
    }
    /// A key or tile of the seat's the rules refused (its lesson says why).
    fn refused(&mut self, s: &mut SitScreen) {
        let _ = s;
    }
    /// Time passes; the screen's own pause is over (`due`).
    fn tick(&mut self, s: &mut SitScreen, now: Instant, due: bool) -> Did {
        let _ = (s, now, due);
        Did::No
    }
    /// When something of its own happens without a key.
    fn next_wake(&self) -> Option<Instant> {
        None
    }
    /// Whether a box of its own is up: the table waits under it (no computer acts).
    fn holds(&self, s: &SitScreen) -> bool {
        let _ = s;
        false
    }
    /// Whether it chooses for the seat itself now (its own list): the screen opens
    /// none of its own.
    fn chooses(&self, s: &SitScreen) -> bool {
        let _ = s;
        false
    }
    /// The lesson played at this table, if the part plays one.
    fn lesson(&self) -> Option<super::guide::At> {
        None
    }
    /// A copy, for a seat's screen of the same table; `None`: it keeps nothing a
    /// copy needs.
    fn copy(&self) -> Option<Box<dyn Part>> {
        None
    }
}
