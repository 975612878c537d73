//! Where a command meets Nos at the table: `nos new` and `nos practice` seat Nos with its
//! part ([`crate::tui::nos::part::NosPart`]); and, for the tests, a look inside Nos at
//! the table (the table screen's state and Nos's part's, under the names Nos's screens
//! give them). The App itself names no game.

use crate::analyse::job::Runner;
use crate::analyse::on_set::OnSet;
use crate::core::{Seat, Tile};
use crate::games::nos::Action;
use crate::record::played::Game;
use crate::tui::app::{App, Screen as AppScreen};
use crate::tui::kit::hand_over::HandOver;
use crate::tui::nos::announce::Form;
use crate::tui::nos::coach::Coach;
use crate::tui::nos::lesson::Tutor;
use crate::tui::nos::part::{acting, options, NosPart, View};
use crate::tui::nos::popup::Popup;
use crate::tui::nos::sit::NosSitting;
use crate::tui::table::part::Part;
use crate::tui::table::screen::{Popup as Box, SitScreen, Stage};
use std::any::Any;
use std::rc::Rc;
use std::time::Instant;

impl App {
    /// Starts a game of Nos at the table: the screen that follows is the first seat's.
    /// `hints`: the hint key works in strict mode.
    pub fn start_nos(&mut self, game: Game, hints: bool) {
        let mut sit = NosSitting::new(game);
        let strict = sit.game().hand().options().strict;
        let _ = crate::tui::table::sitting::Club::set_rules(&mut sit, strict, hints);
        self.seat(std::boxed::Box::new(sit), Some(std::boxed::Box::new(NosPart::default())), true);
    }

    /// Starts a game of Nos at the table.
    pub fn start(&mut self, game: Game) {
        self.start_nos(game, false);
    }

    /// Practice at choosing the game.
    pub fn practice_nos(&mut self, coach: Coach) {
        let (sit, part) = crate::tui::nos::coach::table(coach, NosPart::default().runner);
        self.seat(sit, Some(std::boxed::Box::new(part)), false);
    }

    /// How the advisor of Nos's parts made from now on runs, and the one on the table.
    pub fn nos_runner(&mut self, runner: Runner) {
        self.ready = Some(Rc::new(move |p: &mut dyn Part| {
            if let Some(n) = (p as &mut dyn Any).downcast_mut::<NosPart>() {
                n.runner = runner;
            }
        }));
        if let Some(p) = self.nos_part_mut() {
            p.runner = runner;
        }
    }

    /// Nos's part on the table, to change (a test's).
    pub fn nos_part_mut(&mut self) -> Option<&mut NosPart> {
        let t = self.table_mut()?;
        (t.part.as_deref_mut()? as &mut dyn Any).downcast_mut()
    }

    /// Nos's game on the table, to change (a test's).
    ///
    /// # Panics
    /// The game at the table is not Nos.
    pub fn nos_game_mut(&mut self) -> &mut Game {
        let t = self.table_mut().expect("a game at the table");
        crate::tui::nos::part::game_mut(t)
    }

    /// A look inside Nos at the table, for a test.
    ///
    /// # Panics
    /// Neither Nos at the table nor the list of lessons is up.
    pub fn nos(&self) -> Look<'_> {
        let lessons = match &self.screen {
            AppScreen::Learn(l) => Some(l.cursor),
            _ => None,
        };
        let t = self.table();
        let part = t.and_then(|t| (t.part.as_deref()? as &dyn Any).downcast_ref::<NosPart>());
        assert!(lessons.is_some() || t.is_some(), "Nos is not at the table");
        Look { t, part, lessons }
    }
}

/// What Nos's table shows now, as Nos's screens named it.
#[derive(Clone, Debug)]
pub enum Screen {
    /// The keyboard goes to another human seat.
    HandOver(HandOver),
    /// The table, with the seat to act.
    Play,
    /// The hand is over: its count.
    Summary,
    /// The session is over: its settlement, in the table's end box.
    Settled,
    /// Practice: the hand is over; the ranking, where your choice stood.
    Result,
    /// Practice is left: the session's score.
    Score,
    /// The list of lessons, the cursor on one.
    Lessons(usize),
}

/// What the acting seat chooses, as Nos's screens named it.
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

/// A look inside Nos at the table.
pub struct Look<'a> {
    t: Option<&'a SitScreen>,
    part: Option<&'a NosPart>,
    lessons: Option<usize>,
}

impl<'a> Look<'a> {
    fn s(&self) -> &'a SitScreen {
        self.t.expect("Nos at the table")
    }

    /// The game, when one is at the table.
    pub fn game_at(&self) -> Option<&'a Game> {
        let t = self.t?;
        Some((&*t.sit as &dyn Any).downcast_ref::<NosSitting>()?.game())
    }

    /// The game at the table.
    ///
    /// # Panics
    /// No game of Nos is at the table.
    pub fn game(&self) -> &'a Game {
        self.game_at().expect("a game of Nos at the table")
    }

    fn part(&self) -> &'a NosPart {
        self.part.expect("Nos's part at the table")
    }

    pub fn screen(&self) -> Screen {
        if let Some(c) = self.lessons {
            return Screen::Lessons(c);
        }
        let s = self.s();
        match (self.part().view, s.stage) {
            (View::Result, _) => Screen::Result,
            (View::Score, _) => Screen::Score,
            (_, Stage::HandOver(h)) => Screen::HandOver(h),
            (_, Stage::Play) => Screen::Play,
            (_, Stage::Summary) => Screen::Summary,
            (_, Stage::Over) => Screen::Settled,
        }
    }

    /// Nos's own box over the screen, if one is up.
    pub fn popup(&self) -> Option<Popup> {
        self.part().popup
    }

    /// The table screen's own box over the screen (help, quit, hint), if one is up.
    pub fn boxed(&self) -> Option<Box> {
        self.s().popup
    }

    pub fn status(&self) -> Option<String> {
        self.s().status.clone()
    }

    pub fn pick(&self) -> Pick {
        let s = self.s();
        if let Some((opts, cursor)) = &s.place {
            let options: Vec<Action> = opts.iter().filter_map(|c| c.act.get::<Action>()).collect();
            let tile = opts.first().and_then(|c| c.tile).unwrap_or(Tile::double(0));
            return Pick::Place { tile, options, cursor: *cursor };
        }
        match &self.part().pick {
            crate::tui::nos::part::Pick::Tile => Pick::Tile,
            crate::tui::nos::part::Pick::Games { cursor } => Pick::Games { cursor: *cursor },
            crate::tui::nos::part::Pick::Form(f) => Pick::Form(f.clone()),
        }
    }

    pub fn coach(&self) -> Option<&'a Coach> {
        self.part().coach.as_ref()
    }

    pub fn tutor(&self) -> Option<&'a Tutor> {
        self.part().tutor.as_ref()
    }

    pub fn advice(&self) -> Option<&'a OnSet> {
        self.part().advice.as_ref()
    }

    /// When the computer seat to act (or a seat's moment to close) ends its pause.
    pub fn due(&self) -> Option<Instant> {
        self.s().due
    }

    /// The tile under the cursor in the acting seat's hand.
    pub fn cursor(&self) -> usize {
        self.s().cursor
    }

    /// Whether the last play may be taken back.
    pub fn undo(&self) -> bool {
        self.s().undo.is_some()
    }

    /// The hint box's rows, while it is open.
    pub fn hint(&self) -> Option<&'a [crate::analyse::hint::Hint]> {
        let s = self.s();
        s.hint.as_ref().filter(|_| s.popup == Some(Box::Hint)).map(|(rows, _)| rows.as_slice())
    }

    /// Whether the hint key works in strict club mode at this table.
    pub fn hints_in_strict(&self) -> bool {
        self.s().sit.club().is_some_and(|c| c.hints())
    }

    /// The seat whose hand is on screen and acts: the person who took the keyboard,
    /// or the only one at the table.
    pub fn shown_seat(&self) -> Option<Seat> {
        acting(self.s())
    }

    /// The tiles of the acting seat on screen, in the order shown.
    pub fn hand_tiles(&self) -> Vec<Tile> {
        match self.shown_seat() {
            Some(s) => self.game().hand().hand(s).iter().collect(),
            None => Vec::new(),
        }
    }

    /// The legal actions that put down this tile.
    pub fn options(&self, t: Tile) -> Vec<Action> {
        options(self.game(), t)
    }
}
