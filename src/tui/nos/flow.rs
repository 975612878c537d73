//! The flow of a Nos game at one keyboard: a game started or resumed, an action
//! applied and saved, and the screen that follows from the engine's state; the
//! computer's pause; the end of the session.

use super::coach::Coach;
use super::desk::{NosTable, Pick, Screen, Settled};
use super::game::Game;
use super::words::refusal;
use crate::core::{Seat, Tile};
use crate::games::nos::{settle, Action, Phase};
use crate::tui::kit::hand_over::HandOver;
use crate::tui::kit::scroll::Scroll;
use crate::tui::kit::words::Names;
use crate::tui::table::seat::Kind;
use std::time::{Duration, Instant};

impl NosTable {
    /// Whether a game to keep is on (not practice, not a lesson): leaving keeps it.
    pub fn keeps(&self) -> bool {
        self.coach.is_none() && self.tutor.is_none() && self.game.is_some()
    }

    /// How the session ended and where its record was kept, once it is settled.
    pub fn kept(&self) -> Option<&Result<std::path::PathBuf, String>> {
        match &self.screen {
            Screen::Settled(s) => Some(&s.kept),
            _ => None,
        }
    }

    /// Whether a save failed and the table waits for it.
    pub fn unsaved(&self) -> bool {
        self.coach.is_none() && self.store.as_ref().is_some_and(|s| s.failed().is_some())
    }

    /// A new game of Nos from the new-game form, under the club's options chosen on it
    /// (strict club mode, hints in strict mode), as `nos new` does.
    pub fn start_new(&mut self, names: Vec<String>, kinds: Vec<Kind>, seed: u64, strict: bool, hints: bool) {
        self.hints_in_strict = hints;
        let options = crate::games::nos::Options { strict, ..Default::default() };
        self.start(Game::with_options(names, kinds, seed, options));
    }

    /// Practice from the new-game form or the offer: `players` seats, the others' level.
    pub fn practice_new(&mut self, players: u8, level: crate::core::Level, seed: u64) {
        self.practice(Coach::new(players, level, seed, false));
    }

    /// A kept game resumed where it stopped, with the table's option from its slot.
    pub fn resume(&mut self, game: Game) {
        self.hints_in_strict = self.store.as_ref().is_some_and(|s| s.table().hints_in_strict);
        self.game = Some(game);
        self.after();
    }

    /// Time passes: a computer whose pause is over acts; the advisor refines. True when
    /// something may have changed on screen (the clicks drawn last are stale).
    pub fn tick(&mut self, now: Instant) -> bool {
        if let Some(a) = self.advice.as_mut() {
            a.job.poll();
        }
        self.coach_tick();
        self.practice_review_tick();
        if self.popup.is_none() && matches!(self.screen, Screen::Play) && self.due.is_some_and(|d| now >= d) {
            self.computer();
            return true;
        }
        false
    }

    /// When something will happen without a key: a pause ends, the hand-over's lock
    /// (the screen then says that Enter takes it), the advisor refines.
    pub fn next_wake(&self) -> Option<Instant> {
        let due = match &self.screen {
            _ if self.popup.is_some() => None,
            Screen::HandOver(h) => h.opens(),
            _ => self.due,
        };
        // A ranking being refined is looked at often enough for a smooth bar.
        let advising = self.advice.as_ref().is_some_and(|a| a.job.running())
            || self.coach.as_ref().is_some_and(|c| c.job.as_ref().is_some_and(|j| j.running()))
            || self.practice_reviewing();
        let soon = advising.then(|| Instant::now() + Duration::from_millis(80));
        match (due, soon) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// Starts a game: the screen that follows is the first seat's.
    pub fn start(&mut self, game: Game) {
        self.game = Some(game);
        self.viewer = None;
        self.save();
        self.after();
    }

    pub fn game(&self) -> &Game {
        self.game.as_ref().expect("a game is on")
    }

    /// The seat whose hand may be on screen now, if any.
    pub fn shown_seat(&self) -> Option<Seat> {
        let g = self.game.as_ref()?;
        if !matches!(self.screen, Screen::Play) {
            return None;
        }
        let seat = g.hand().to_act()?;
        if g.kind(seat) != Kind::Human {
            return None;
        }
        (self.viewer == Some(seat) || g.humans() == 1).then_some(seat)
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
        if self.coach.is_some() || self.tutor.is_some() {
            return;
        }
        if let (Some(store), Some(g)) = (&self.store, &self.game) {
            // A failure stops the table; its box says what failed ([`self::unsaved`]).
            // The table's option is kept beside the record, which has no field for it.
            let hints_in_strict = self.hints_in_strict && g.hand().options().strict;
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
        let g = self.game.as_mut().expect("a game is on");
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
        self.pick = Pick::Tile;
        self.due = None;
        if self.coach.is_some() && self.coach_after() {
            return;
        }
        if self.tutor.is_some() && self.lesson_after() {
            return;
        }
        let Some(g) = self.game.as_ref() else { return };
        let Some(seat) = g.hand().to_act() else {
            self.screen = Screen::Summary;
            self.payments = Scroll::default();
            return;
        };
        let close_next = std::mem::take(&mut self.close_next);
        if g.kind(seat) == Kind::Human && self.not_asked(close_next) {
            return;
        }
        let g = self.game.as_ref().expect("a game is on");
        if g.kind(seat) != Kind::Human {
            self.screen = Screen::Play;
            // A computer seat with nothing to decide (no double to declare or to play at
            // once) answers at once: the pause is for following what it does.
            let nothing = g.hand().legal().as_slice() == [Action::Decline];
            self.due = Some(Instant::now() + if nothing { Duration::ZERO } else { self.delay });
            return;
        }
        // In strict mode the seat says "I wait" itself: playing instead is P6.
        // In a lesson that teaches it, the learner says it too; and at a table of
        // people, where a turn passes only on its own seat's key.
        let alone = g.humans() == 1;
        if g.hand().legal().as_slice() == [Action::Wait] && !g.hand().options().strict && !self.lesson_asks() && alone {
            let name = g.names[seat.index()].clone();
            if self.act(Action::Wait) {
                self.status = Some(format!("{name} waits this turn: a double was played at once on the set tile"));
            }
            return;
        }
        // A human alone with the computers who can only pass (nothing fits, the last
        // two left) is not asked: a key with one answer, several times a hand. At a
        // table of humans the pass waits for its seat, like every question there.
        let lone = g.humans() == 1 && !g.hand().options().strict && !self.lesson_asks();
        if lone && g.hand().legal().as_slice() == [Action::Pass] {
            let name = g.names[seat.index()].clone();
            if self.act(Action::Pass) {
                self.status = Some(format!("{name} passes: nothing fits, and the boneyard's last two stay"));
            }
            return;
        }
        if g.humans() > 1 && self.viewer != Some(seat) {
            self.screen = Screen::HandOver(HandOver::new(seat, self.clock.now()));
            return;
        }
        self.viewer = Some(seat);
        self.enter_play();
    }

    pub(super) fn enter_play(&mut self) {
        self.screen = Screen::Play;
        self.cursor = 0;
        if self.game().hand().phase() == Phase::Announce {
            self.pick = Pick::Games { cursor: 0 };
        }
        // Start on a tile that can be used.
        let tiles = self.hand_tiles();
        if let Some(i) = tiles.iter().position(|&t| !self.options(t).is_empty()) {
            self.cursor = i;
        }
    }

    /// A computer seat acts now (the pause is over, or a key skipped it); a human's
    /// moment to close after its play is over, and its turn passes.
    pub(in crate::tui) fn computer(&mut self) {
        if self.moment_passed() {
            return;
        }
        let Some(g) = self.game.as_ref() else { return };
        let Some(a) = g.computer_action() else { return };
        self.act(a);
    }

    /// Ends the session: the settlement, and the record kept.
    pub fn settle(&mut self) {
        let Some(g) = self.game.as_ref() else {
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
        self.due = None;
        self.screen = Screen::Settled(Box::new(Settled { names, chips, settlement, kept, left }));
    }
}
