//! Practice at choosing the game: you sit in the first seat, on set in every hand,
//! against computer seats. You set and announce with the screens of the real game;
//! meanwhile the advisor ranks every choice you had from your view, and once the hand
//! is played out the result screen says where your choice stood and what it cost.
//!
//! Your later turns are yours to play (choosing well includes knowing how you will
//! play it); with `auto` the normal player, the one the advisor's figures assume,
//! plays them for you. Nothing of practice is saved.

use super::part::{game, game_mut, NosPart, View};
use super::sit::NosSitting;
use crate::analyse::job::Job;
use crate::core::stat::stream;
use crate::core::Level;
use crate::core::Seat;
use crate::games::nos::ai::practice::{Practice, Verdict};
use crate::games::nos::{Action, Phase};
use crate::record::played::Game;
use crate::tui::kit::scroll::Scroll;
use crate::tui::table::part::Did;
use crate::tui::table::screen::{SitScreen, Stage};
use crate::tui::table::seat::Kind;

/// A practice session.
pub struct Coach {
    pub practice: Practice,
    /// The normal player plays your turns after your announcement.
    pub auto: bool,
    pub seed: u64,
    /// Hands dealt so far: the one on the table is number `dealt`.
    pub dealt: u32,
    /// Hands in which your choice was among the advisor's first three.
    pub top3: u32,
    /// The advisor ranking this hand's choices.
    pub job: Option<Job>,
    /// How this hand's choice stood, once judged.
    pub verdict: Option<Verdict>,
    /// Where the result's ranking stands.
    pub scroll: Scroll,
    /// The analysis of the hand's every decision, asked for on the result screen.
    pub review: Option<crate::tui::table::review::Review>,
}

impl Coach {
    pub fn new(players: u8, level: Level, seed: u64, auto: bool) -> Coach {
        Coach {
            practice: Practice::new(players, level, seed),
            auto,
            seed,
            dealt: 0,
            top3: 0,
            job: None,
            verdict: None,
            scroll: Scroll::default(),
            review: None,
        }
    }

    /// The next hand: a later hand of a session, 500 chips each, you on set.
    pub fn deal(&mut self) -> Game {
        self.dealt += 1;
        self.job = None;
        self.verdict = None;
        self.scroll = Scroll::default();
        self.review = None;
        Game::practice(self.practice.players, self.practice.opponents, stream(self.seed, self.dealt as u64), self.dealt)
    }

    /// Starts ranking once your choice is open: before the set, or, holding no
    /// double, once the drawn set tile is known.
    fn watch(&mut self, g: &Game, runner: crate::analyse::job::Runner) {
        let h = g.hand();
        if self.job.is_some() || h.to_act() != Some(Seat(0)) || h.legal().contains(&Action::Draw) {
            return;
        }
        if matches!(h.phase(), Phase::Set { .. } | Phase::Announce) {
            self.job = Some(Job::start(self.practice.advisor(h), runner));
        }
    }

    /// Scores the hand once it is over and the ranking is finished; with `now`, stops
    /// the ranking where it is. True when judged.
    pub fn judge(&mut self, g: &Game, now: bool) -> bool {
        if self.verdict.is_some() || !g.hand().is_over() {
            return self.verdict.is_some();
        }
        let Some(job) = self.job.as_mut() else { return false };
        if now {
            job.stop();
        }
        let Some(adv) = job.advisor() else { return false };
        let (set, game) = g.chosen(Seat(0));
        let mut v = self.practice.judge(adv, set, game, g.hand());
        // The ranking merges choices that differ only by a label (the two sides of a
        // line on a double); the verdict names the one you made.
        if let Some(game) = game {
            v.yours.choice.game = Some(game);
            v.yours.choice.labels = 1;
        }
        if set.is_some() {
            v.yours.choice.set = set;
        }
        self.top3 += (v.rank < 3) as u32;
        self.verdict = Some(v);
        true
    }
}

impl NosPart {
    /// Deals the next practice hand at the table.
    pub(super) fn deal_practice(&mut self, s: &mut SitScreen) -> Did {
        let Some(c) = self.coach.as_mut() else { return Did::Yes };
        s.sit = Box::new(NosSitting::new(c.deal()));
        s.viewer = None;
        s.status = None;
        self.view = View::Table;
        Did::After
    }

    /// After each action in practice: start the ranking when the choice opens, hand
    /// your turns to the normal player once announced (`auto`), judge at the end.
    /// True when the hand is over and the result is up.
    pub(super) fn coach_after(&mut self, s: &mut SitScreen) -> bool {
        let runner = self.runner;
        let Some(c) = self.coach.as_mut() else { return false };
        c.watch(game(s), runner);
        if c.auto && game(s).announced().is_some() && game(s).kinds[0] == Kind::Human {
            game_mut(s).kinds[0] = Kind::Computer(Level::Normal);
        }
        let g = game(s);
        if !g.hand().is_over() {
            return false;
        }
        c.judge(g, false);
        self.view = View::Result;
        s.stage = Stage::Summary;
        s.glance = false;
        true
    }

    /// Time passes in practice: the ranking refines; a finished hand is judged.
    pub(super) fn coach_tick(&mut self, s: &SitScreen) {
        let Some(c) = self.coach.as_mut() else { return };
        if let Some(j) = c.job.as_mut() {
            j.poll();
        }
        if self.view == View::Result {
            c.judge(game(s), false);
        }
    }

    /// Leaves practice: the hand on the table is judged if it is over, the session's
    /// score shown.
    pub(super) fn leave_practice(&mut self, s: &mut SitScreen) {
        if let Some(c) = self.coach.as_mut() {
            c.judge(game(s), true);
            c.job = None;
            c.review = None;
        }
        s.due = None;
        self.view = View::Score;
    }
}

/// Practice at one keyboard: the first hand dealt, your seat the first.
pub fn table(
    coach: Coach,
    runner: crate::analyse::job::Runner,
) -> (Box<dyn crate::tui::table::sitting::Sitting>, NosPart) {
    let mut part = NosPart { coach: Some(coach), runner, ..NosPart::default() };
    let g = part.coach.as_mut().map(Coach::deal).expect("a coach");
    (Box::new(NosSitting::new(g)), part)
}
