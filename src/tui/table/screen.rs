//! The table screen for a game behind the seam ([`Sitting`]): whose turn it is, the
//! hand-over between human seats, a computer's pause, the tile and place being chosen,
//! the summary after each hand and at the match's end. It saves after every action.
//! At one keyboard with two or more people, a person's turn passes on his own key,
//! never by itself (a pass or draw the rules force, which the log tells everyone, is
//! made on the table's own screen with no hand shown), and the next person's hand shows
//! only once he has taken the hand-over, whose lock ignores every key for its first
//! second ([`HandOver`]). Here the screen's state and whose hand it shows; what follows
//! an action in [`super::turn`], keys and clicks in [`super::keys`].

use super::part::Part;
use super::sitting::{Choice, Sitting};
use super::store::Store;
use crate::core::seat::Seat;
use crate::tui::kit::hand_over::{Calm, Clock, HandOver};
use crate::tui::table::seat::Kind;
use std::path::PathBuf;
use std::sync::Arc;
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
    /// The game's own part of the screen, if it has one ([`Part`]).
    pub part: Option<Box<dyn Part>>,
    /// Where the game is saved after every action; none at a network seat (the
    /// table saves) or with no data directory.
    pub store: Option<Arc<Store>>,
    /// Whether the game is one to keep (practice and lessons are not).
    pub saves: bool,
    /// Whether a person's play may be taken back here (not in practice).
    pub takeback: bool,
    pub stage: Stage,
    /// The human seat that took the keyboard last.
    pub viewer: Option<Seat>,
    /// The seat that held the keyboard before moves made on the table's screen, while
    /// nobody has taken it since.
    pub held: Option<Seat>,
    /// The tile under the cursor in the shown hand.
    pub cursor: usize,
    /// The choices of the chosen tile and the one marked, while its place is being
    /// chosen.
    pub place: Option<(Vec<Choice>, usize)>,
    pub status: Option<String>,
    pub popup: Option<Popup>,
    /// The hint box's choices and their unit, while it is open: never saved.
    pub hint: Option<(Vec<crate::analyse::hint::Hint>, &'static str)>,
    /// When the seat to act (a computer, or a seat with a forced pass or draw) acts.
    pub due: Option<Instant>,
    pub delay: Duration,
    /// Keys dropped for a moment after a step made by itself comes into sight.
    pub calm: Calm,
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
    /// Counts the changes of the game made here: each one goes through [`SitScreen::save`],
    /// so that a network table sees that a key changed the game without comparing records.
    pub changes: u64,
    /// The game's part asked that the seat to act answer even a question with one
    /// answer with its own key ([`Next::Ask`]: strict club mode, a lesson).
    pub ask: bool,
    /// The game's part asked that the seat's one answer be made for it here
    /// ([`Next::Made`]).
    pub made: bool,
    /// Where the count of a hand stands, when it is longer than its box.
    pub count: crate::tui::kit::scroll::Scroll,
}

impl SitScreen {
    pub fn new(sit: Box<dyn Sitting>) -> SitScreen {
        let mut s = SitScreen {
            own: Own::Hot,
            sit,
            part: None,
            store: None,
            saves: true,
            takeback: true,
            stage: Stage::Play,
            viewer: None,
            held: None,
            cursor: 0,
            place: None,
            status: None,
            popup: None,
            hint: None,
            due: None,
            delay: Duration::from_millis(700),
            calm: Calm::default(),
            clock: Clock::real(),
            pips: false,
            kept: None,
            done: false,
            glance: false,
            undo: None,
            lesson: None,
            aside: None,
            changes: 0,
            ask: false,
            made: false,
            count: Default::default(),
        };
        s.after();
        s
    }

    /// The screen with the game's own part, decided anew for it.
    pub fn with_part(mut self, part: Option<Box<dyn Part>>) -> SitScreen {
        self.part = part;
        self.after();
        self
    }

    /// Runs `f` with the game's own part, lent the screen; `None` when it has none.
    pub fn lend<T>(&mut self, f: impl FnOnce(&mut dyn Part, &mut SitScreen) -> T) -> Option<T> {
        let mut p = self.part.take()?;
        let out = f(&mut *p, self);
        self.part = Some(p);
        Some(out)
    }

    /// Whether a box of the game's own part is up: the table waits under it.
    pub(super) fn held(&self) -> bool {
        self.part.as_ref().is_some_and(|p| p.holds(self))
    }

    /// The lesson played at this table, if one is: the parlour's, or the game's part's.
    pub fn lesson_at(&self) -> Option<super::guide::At> {
        match &self.lesson {
            Some(g) => Some(super::guide::At { index: g.index, finished: g.finished(), next: g.next }),
            None => self.part.as_ref()?.lesson(),
        }
    }

    pub(super) fn humans(&self) -> usize {
        self.sit.kinds().iter().filter(|k| **k == Kind::Human).count()
    }

    pub(super) fn name(&self, s: Seat) -> String {
        self.sit.names().get(s.index()).cloned().unwrap_or_default()
    }

    /// The seat whose hand may be on screen now: the only human's, always; with
    /// several, the acting human's once it has taken the keyboard; with none, the one
    /// the game's part follows ([`Part::watched`]).
    pub fn shown_seat(&self) -> Option<Seat> {
        match self.own {
            Own::Seat(s) => return Some(s),
            Own::Watch => return None,
            Own::Hot | Own::Host => {}
        }
        if matches!(self.stage, Stage::HandOver(_)) {
            return None;
        }
        match self.humans() {
            0 => return self.part.as_ref()?.watched(),
            1 => return self.sit.kinds().iter().position(|k| *k == Kind::Human).map(|i| Seat(i as u8)),
            _ => {}
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

    /// Where in the shown hand the tiles that can be played now lie, in order.
    pub(super) fn fitting(&self) -> Vec<usize> {
        let choices = self.sit.choices();
        let tiles = self.hand_tiles();
        (0..tiles.len()).filter(|&i| choices.iter().any(|c| c.tile == Some(tiles[i]))).collect()
    }

    /// Saves the game as it stands, when it is one to keep.
    pub fn save(&mut self) {
        self.changes += 1;
        if let Some(st) = self.store.as_ref().filter(|_| self.saves) {
            // A failure stops the table; its box says what failed.
            let _ = st.save_sit(&*self.sit);
        }
    }

    /// Whether a save failed and the table waits for it.
    pub fn unsaved(&self) -> bool {
        self.saves && self.store.as_ref().is_some_and(|s| s.failed().is_some())
    }
}

impl Clone for SitScreen {
    fn clone(&self) -> SitScreen {
        SitScreen {
            own: self.own,
            sit: self.sit.boxed(),
            part: self.part.as_ref().and_then(|p| p.copy()),
            store: self.store.clone(),
            saves: self.saves,
            takeback: self.takeback,
            stage: self.stage,
            viewer: self.viewer,
            held: self.held,
            cursor: self.cursor,
            place: self.place.clone(),
            status: self.status.clone(),
            popup: self.popup,
            hint: self.hint.clone(),
            due: self.due,
            delay: self.delay,
            calm: self.calm,
            clock: self.clock.clone(),
            pips: self.pips,
            kept: self.kept.clone(),
            done: self.done,
            glance: self.glance,
            undo: self.undo.as_ref().map(|(s, seat)| (s.boxed(), *seat)),
            lesson: self.lesson.clone(),
            aside: self.aside.clone(),
            changes: self.changes,
            ask: self.ask,
            made: self.made,
            count: Default::default(),
        }
    }
}

impl std::fmt::Debug for SitScreen {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SitScreen").field("game", &self.sit.game()).field("stage", &self.stage).finish_non_exhaustive()
    }
}
