//! The state of Nos's own screens at one keyboard: which of them is up, the box over
//! it, the game at its table, the choice being made, the advisor, practice, a lesson,
//! the hint box, take-back, the summary's scroll, and the end of a session. The App
//! holds it as a game's own screens ([`crate::tui::table::own::OwnScreens`], in
//! [`super::own`]) and hands it the keyboard, the clock and the window while they are
//! up; Nos's screens know nothing of the App.

use super::advice::Advice;
use super::announce::Form;
use super::coach::Coach;
use super::game::Game;
use super::popup::Popup;
use crate::core::{Seat, Tile};
use crate::games::nos::{Action, Settlement};
use crate::tui::kit::hand_over::{Clock, HandOver};
use crate::tui::kit::scroll::Scroll;
use crate::tui::nos::job::Runner;
use crate::tui::table::screen::SitScreen;
use crate::tui::table::sitting::Open;
use crate::tui::table::store::Store;
use std::path::PathBuf;
use std::rc::Rc;
use std::time::{Duration, Instant};

/// Which of Nos's own screens is up.
#[derive(Clone, Debug)]
pub enum Screen {
    /// The keyboard goes to another human seat; every hand is hidden, and keys wait
    /// for the hand-over's lock.
    HandOver(HandOver),
    /// The table, with the seat to act.
    Play,
    /// The hand is over.
    Summary,
    /// The session is over.
    Settled(Box<Settled>),
    /// Practice: the hand is over; the ranking, where your choice stood, the score.
    Result,
    /// Practice is left: the session's score.
    Score,
    /// The list of lessons, the cursor on one.
    Lessons(usize),
    /// Nothing of Nos's own: only its box, over a screen of the App (the help on the
    /// offer of unfinished games).
    Over,
}

/// The end of a session.
#[derive(Clone, Debug)]
pub struct Settled {
    /// The seats that settle (those still at the table).
    pub names: Vec<String>,
    pub chips: Vec<i32>,
    pub settlement: Settlement,
    pub kept: Result<PathBuf, String>,
    /// Players who left earlier, with what they settled.
    pub left: Vec<crate::record::Leaver>,
}

/// What the acting human seat is choosing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pick {
    /// A tile from the hand (or a key: draw, pass, ...).
    Tile,
    /// Where (and which way round) the chosen tile goes.
    Place { tile: Tile, options: Vec<Action>, cursor: usize },
    /// The game to announce.
    Games { cursor: usize },
    /// The choices of the game.
    Form(Form),
}

/// The state of Nos's own screens (the table, the announcement's form, the desk,
/// advice, practice, the lessons, the summary): what the screen needs beside the
/// game, whose turn state lives in the engine.
pub struct NosTable {
    /// Which of Nos's screens is up.
    pub screen: Screen,
    /// A box over the screen that takes the keys first.
    pub popup: Option<Popup>,
    /// A sentence for the player: why an action was refused, what just happened.
    pub status: Option<String>,
    /// The pause before a computer acts (the App's, handed on).
    pub delay: Duration,
    /// The time the hand-over's lock reads (the App's, handed on).
    pub clock: Clock,
    /// The player is done: the program ends.
    pub done: bool,
    /// Where the game is saved, shared with the App.
    pub store: Option<Rc<Store>>,
    /// How a record is opened at the table (a parlour lesson): the App's openers.
    pub open: Open,
    /// A parlour lesson opened at the table, for the App to put on screen.
    pub to_table: Option<Box<SitScreen>>,
    pub game: Option<Game>,
    pub pips: bool,
    /// The human seat that took the keyboard last.
    pub viewer: Option<Seat>,
    pub pick: Pick,
    /// The tile under the cursor in the acting seat's hand.
    pub cursor: usize,
    /// When the computer seat to act will act.
    pub due: Option<Instant>,
    /// The acting human chose a tile with `c`: "I close" follows its play at once.
    pub close_next: bool,
    /// The advice box's ranking, kept while its decision stands.
    pub advice: Option<Advice>,
    /// Practice at choosing the game, when that is what is on.
    pub coach: Option<Coach>,
    /// A lesson of `nos learn`, when that is what is on.
    pub tutor: Option<crate::tui::nos::lesson::Tutor>,
    /// How the advisor runs (a thread; tests refine in steps) and for how many samples.
    pub runner: Runner,
    /// Where the summary's list of payments stands.
    pub payments: Scroll,
    /// The game before a person's last play, while `u` may take it back
    /// ([`crate::tui::nos::take_back`]).
    pub undo: Option<(Game, Seat)>,
    /// The hint box's choices, while it is open.
    pub hint: Option<crate::tui::nos::hint::HintBox>,
    /// The table's option "hints in strict mode": off unless asked for.
    pub hints_in_strict: bool,
    /// Where the table's tiles were drawn, so that they hold still ([`crate::tui::table::placed`]).
    pub table: crate::tui::table::placed::Placed,
}

impl NosTable {
    pub fn new(game: Option<Game>, store: Option<Rc<Store>>, open: Open, clock: Clock) -> NosTable {
        NosTable {
            screen: Screen::Play,
            popup: None,
            status: None,
            delay: Duration::from_millis(700),
            clock,
            done: false,
            store,
            open,
            to_table: None,
            game,
            pips: false,
            viewer: None,
            pick: Pick::Tile,
            cursor: 0,
            due: None,
            close_next: false,
            advice: None,
            coach: None,
            tutor: None,
            // About a second for 43 choices on two cores; the intervals come to a
            // chip or so, finer than most differences between choices.
            runner: Runner::Thread { samples: 10_000 },
            payments: Scroll::default(),
            undo: None,
            hint: None,
            hints_in_strict: false,
            table: Default::default(),
        }
    }
}
