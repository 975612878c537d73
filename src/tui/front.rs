//! Where a command meets Nos's own screens: `nos new`, `nos practice`, `nos learn` and
//! a kept Nos game enter them through the App's one hook ([`App::enter`]); and, for
//! the tests, a look inside them. The App itself names no game.

use crate::tui::app::App;
use crate::tui::nos::coach::Coach;
use crate::tui::nos::desk::{NosTable, Screen};
use crate::tui::nos::game::Game;
use crate::tui::nos::lesson::Tutor;
use crate::tui::nos::own::idle;
use std::any::Any;

impl App {
    /// Nos's screens to enter: those a test prepared ([`App::nos_mut`]) while nothing
    /// was on them, else new ones.
    fn nos_table(&mut self) -> NosTable {
        let prepared = self.own.take().and_then(|o| (o as Box<dyn Any>).downcast::<NosTable>().ok());
        match prepared {
            Some(t) if t.game.is_none() && t.coach.is_none() && t.tutor.is_none() => *t,
            _ => idle(self.lent()),
        }
    }

    /// Starts a game of Nos on its own screens: the screen that follows is the first
    /// seat's. `hints`: the hint key works in strict mode.
    pub fn start_nos(&mut self, game: Game, hints: bool) {
        let mut t = self.nos_table();
        t.hints_in_strict = hints;
        t.start(game);
        self.enter(Box::new(t));
    }

    /// Starts a game of Nos, with the screens a test prepared, if any.
    pub fn start(&mut self, game: Game) {
        let mut t = self.nos_table();
        t.start(game);
        self.enter(Box::new(t));
    }

    /// Practice at choosing the game.
    pub fn practice_nos(&mut self, coach: Coach) {
        let mut t = self.nos_table();
        t.practice(coach);
        self.enter(Box::new(t));
    }

    /// The list of lessons of `nos learn`, the cursor on one.
    pub fn learn(&mut self, tutor: Tutor, cursor: usize) {
        let mut t = self.nos_table();
        t.tutor = Some(tutor);
        t.screen = Screen::Lessons(cursor);
        self.enter(Box::new(t));
    }

    /// Opens lesson `i` of `nos learn` (the list entered first): at Nos's table, or
    /// at a parlour game's.
    pub fn open_lesson(&mut self, i: usize) {
        let Some(mut o) = self.own.take() else { return };
        if let Some(t) = o.as_any_mut().downcast_mut::<NosTable>() {
            t.open_lesson(i);
        }
        self.enter(o);
    }

    /// Nos's own screens, for a test that looks inside them.
    ///
    /// # Panics
    /// No game with screens of its own was entered, or it is not Nos.
    pub fn nos(&self) -> &NosTable {
        self.own.as_ref().and_then(|o| o.as_any().downcast_ref()).expect("Nos's screens are on")
    }

    /// Nos's own screens, for a test that changes them; before any are entered, the
    /// ones the next Nos game, practice or lesson enters (how its advisor runs, say).
    ///
    /// # Panics
    /// Screens of another game were entered.
    pub fn nos_mut(&mut self) -> &mut NosTable {
        if self.own.is_none() {
            self.own = Some(Box::new(idle(self.lent())));
        }
        self.own.as_mut().and_then(|o| o.as_any_mut().downcast_mut()).expect("Nos's screens are on")
    }
}
