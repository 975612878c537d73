//! Nos's own part of the table screen ([`Part`]): what only Nos asks and shows at the
//! table every game shares. The game to announce (its list and its form), the warning
//! before an offence in strict club mode, the penalty desk, advice on set, a seat
//! leaving between hands, the count with its payments, the settlement, practice's
//! result, and a lesson's box. The table screen keeps the turn, the hand-over, the
//! hint, take-back and the save; this part keeps only what is Nos's own.

use super::announce::Form;
use super::coach::Coach;
use super::lesson::Tutor;
use super::popup::Popup;
use super::sit::NosSitting;
use crate::analyse::job::Runner;
use crate::core::Seat;
use crate::games::nos::{Action, Phase};
use crate::record::played::Game;
use crate::tui::kit::hits::{Hit, Hits};
use crate::tui::kit::input::Msg;
use crate::tui::kit::scroll::Scroll;
use crate::tui::table::guide::At;
use crate::tui::table::part::{Areas, Did, Help, Keys, Next, Part, Seats, Slot};
use crate::tui::table::screen::{Own, SitScreen, Stage};
use crate::tui::table::seat::Kind;
use crate::tui::table::sitting::{Act, Prompt};
use ratatui::buffer::Buffer;
use std::any::Any;
use std::time::{Duration, Instant};

/// What the acting seat chooses in Nos's own lists.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pick {
    /// A tile from the hand, or a key (the table screen's own choosing).
    Tile,
    /// The game to announce.
    Games { cursor: usize },
    /// The choices of the game.
    Form(Form),
}

/// What practice shows over the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum View {
    /// The table, as at any game.
    Table,
    /// The hand is over: the ranking, where your choice stood, the score.
    Result,
    /// Practice is left: the session's score.
    Score,
}

/// Nos's own part of the table screen.
pub struct NosPart {
    /// Nos's own box over the screen, if any.
    pub popup: Option<Popup>,
    pub pick: Pick,
    /// The acting human chose a tile with `c`: "I close" follows its play at once.
    pub close_next: bool,
    /// The advice box's ranking, kept while its decision stands.
    pub advice: Option<crate::analyse::on_set::OnSet>,
    /// Where the advice box's ranking stands.
    pub advice_scroll: Scroll,
    /// Practice at choosing the game, when that is what is on.
    pub coach: Option<Coach>,
    /// A lesson of `nos learn`, when that is what is on.
    pub tutor: Option<Tutor>,
    /// How the advisor runs (a thread; tests refine in steps) and for how many samples.
    pub runner: Runner,
    pub view: View,
    /// The offence the player said yes to: taken without asking again.
    pub(super) confirmed: Option<Action>,
    /// The lesson's verdict on the action being taken, said once it is.
    pub(super) judged: Option<(bool, &'static str)>,
    /// A "1" typed in the list of games, which a second digit may make 10 to 17.
    pub(super) typed: Option<u8>,
}

impl Default for NosPart {
    fn default() -> NosPart {
        NosPart {
            popup: None,
            pick: Pick::Tile,
            close_next: false,
            advice: None,
            advice_scroll: Scroll::default(),
            coach: None,
            tutor: None,
            // About a second for 43 choices on two cores; the intervals come to a
            // chip or so, finer than most differences between choices.
            runner: Runner::Thread { samples: 10_000 },
            view: View::Table,
            confirmed: None,
            judged: None,
            typed: None,
        }
    }
}

/// Nos at the table: the game of a screen Nos sits at.
///
/// # Panics
/// The screen's game is not Nos (the part is made only for Nos's tables).
pub fn nos(s: &SitScreen) -> &NosSitting {
    (&*s.sit as &dyn Any).downcast_ref().expect("Nos at the table")
}

/// The game at the table.
/// Whether the hint is off at this table: strict club mode without its hints.
pub fn hints_off(s: &SitScreen) -> bool {
    game(s).hand().options().strict && !s.sit.club().is_some_and(|c| c.hints())
}

pub fn game(s: &SitScreen) -> &Game {
    nos(s).game()
}

/// The game at the table, to change (the desk, practice, a seat leaving).
pub fn game_mut(s: &mut SitScreen) -> &mut Game {
    (&mut *s.sit as &mut dyn Any).downcast_mut::<NosSitting>().expect("Nos at the table").game_mut()
}

/// The human seat acting whose hand is on screen, by the table's one rule of whose
/// hand shows ([`SitScreen::shown_seat`]): the one who took the keyboard, the only
/// person at the table, or this terminal's seat; never on the host's copy.
pub fn acting(s: &SitScreen) -> Option<Seat> {
    let seat = s.sit.to_act()?;
    let shown = s.stage == Stage::Play && s.own != Own::Host && s.shown_seat() == Some(seat);
    (shown && game(s).kind(seat) == Kind::Human).then_some(seat)
}

/// The legal actions that put down this tile.
pub fn options(g: &Game, t: crate::core::Tile) -> Vec<Action> {
    g.hand().distinct().into_iter().filter(|a| a.tile() == Some(t)).collect()
}

impl NosPart {
    /// Whether a game to keep is on (not practice, not a lesson).
    pub fn keeps(&self) -> bool {
        self.coach.is_none() && self.tutor.is_none()
    }

    /// The label of the hand on the header.
    pub(super) fn label(&self, s: &SitScreen) -> String {
        match (&self.coach, &self.tutor) {
            (Some(c), _) => format!("practice hand {}", c.dealt),
            (_, Some(t)) => format!("lesson {}", t.index + 1),
            _ => format!("hand {}", game(s).hand_no() + 1),
        }
    }

    /// A move made for the acting seat on the clock (its one answer): any key makes it
    /// now, and nothing else is asked of the seat meanwhile.
    pub(super) fn forced(&self, s: &SitScreen) -> bool {
        s.due.is_some() && !self.moment(s)
    }

    /// The moment to say "I close" after a human's own play, alone at the table: the
    /// turn passes by itself when it is over.
    pub(super) fn moment(&self, s: &SitScreen) -> bool {
        let g = game(s);
        s.due.is_some()
            && matches!(g.hand().phase(), Phase::AfterPlay { .. })
            && g.hand().to_act().is_some_and(|x| g.kind(x) == Kind::Human)
    }
}

impl Part for NosPart {
    fn draw(&self, s: &SitScreen, slot: Slot, a: &Areas, buf: &mut Buffer, hits: &mut Hits) -> bool {
        super::play::draw(self, s, slot, a, buf, hits)
    }
    fn keys(&self, s: &SitScreen) -> Keys {
        super::play::keys(self, s)
    }
    fn seats(&self, s: &SitScreen) -> Option<Seats> {
        Some(super::play::seats(s))
    }
    fn help(&self, s: &SitScreen) -> Option<Help> {
        let (practice, strict) = (self.coach.is_some(), game(s).hand().options().strict);
        Some(Help { keys: super::help::keys(practice, strict), lines: super::help::lines(practice, strict) })
    }
    fn prompt(&self, s: &SitScreen) -> Option<Prompt> {
        super::bottom::prompt(self, s, acting(s)?)
    }
    fn note(&self, s: &SitScreen) -> Option<String> {
        super::bottom::note(self, s)
    }
    fn watched(&self) -> Option<Seat> {
        // Practice's seat, played by the computer once it chose (`auto`).
        self.coach.as_ref().map(|_| Seat(0))
    }
    fn side(&self, s: &SitScreen) -> Option<(u16, u16)> {
        Some((s.sit.names().len() as u16 + 4, 4))
    }
    fn key(&mut self, s: &mut SitScreen, m: Msg) -> Did {
        self.on_key(s, m)
    }
    fn click(&mut self, s: &mut SitScreen, hit: Hit) -> Did {
        self.on_click(s, hit)
    }
    fn wheel(&self, s: &SitScreen) -> Option<usize> {
        let summary = s.stage == Stage::Summary && self.popup.is_none();
        match (self.popup, &self.pick) {
            (Some(Popup::Advice), _) => Some(3),
            _ if summary || self.view == View::Result => Some(3),
            (None, Pick::Games { .. }) if acting(s).is_some() => Some(1),
            (None, _) => None,
            _ => Some(0),
        }
    }
    fn after(&mut self, s: &mut SitScreen) -> Next {
        self.next(s)
    }
    fn before(&mut self, s: &mut SitScreen, act: &Act) -> bool {
        let Some(a) = act.get::<Action>() else { return true };
        let g = game(s);
        if let Some(seat) = g.hand().to_act().filter(|x| g.kind(*x) == Kind::Human && s.own == Own::Hot) {
            if self.confirmed.take() != Some(a) {
                if let Some(p) = g.hand().offence(seat, a) {
                    // Strict mode: an offence is asked about first, so that no slipped
                    // key fines anyone.
                    self.popup = Some(Popup::Offence(a, p));
                    return false;
                }
            }
        }
        self.judged = self.lesson_judge(s, a);
        true
    }
    fn took(&mut self, s: &mut SitScreen, act: &Act, done: bool) {
        let _ = (s, act);
        if let Some(v) = self.judged.take() {
            self.lesson_said(v, done);
        }
    }
    fn refused(&mut self, s: &mut SitScreen) {
        self.lesson_refused(s);
    }
    fn tick(&mut self, s: &mut SitScreen, now: Instant, due: bool) -> Did {
        let _ = now;
        if let Some(a) = self.advice.as_mut() {
            a.job.poll();
        }
        self.settle_hint(s);
        self.coach_tick(s);
        self.practice_review_tick();
        if due && self.moment(s) {
            // The moment to close is over: the turn passes.
            s.due = None;
            return Did::Take(Act::new(Action::Decline));
        }
        Did::No
    }
    fn next_wake(&self) -> Option<Instant> {
        // A ranking being refined is looked at often enough for a smooth bar.
        let advising = self.advice.as_ref().is_some_and(|a| a.job.running())
            || self.coach.as_ref().is_some_and(|c| c.job.as_ref().is_some_and(|j| j.running()))
            || self.practice_reviewing();
        advising.then(|| Instant::now() + Duration::from_millis(80))
    }
    fn holds(&self, s: &SitScreen) -> bool {
        let _ = s;
        self.popup.is_some() || self.view != View::Table
    }
    fn chooses(&self, s: &SitScreen) -> bool {
        s.sit.to_act().is_some() && game(s).hand().phase() == Phase::Announce
    }
    fn lesson(&self) -> Option<At> {
        self.tutor.as_ref().map(|t| At { index: t.index, finished: t.finished, next: t.next })
    }
    fn copy(&self) -> Option<Box<dyn Part>> {
        Some(Box::new(NosPart { runner: self.runner, ..NosPart::default() }))
    }
}
