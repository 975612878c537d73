//! Nos's lessons of `nos learn` at the table: a lesson is a prepared deal played at the
//! real table, a box in the side panel that says what is on the table and what to do,
//! and a check of the learner's action with why it was right or not. A wrong action is
//! explained and the lesson goes on: a legal one is played as at any table, a refused
//! one is refused as there. Nothing of a lesson is saved but which lessons are done
//! ([`crate::tui::app::learn`]).

use super::part::{game, NosPart};
use super::sit::NosSitting;
use crate::games::nos::Action;
pub use crate::learn::tutor::Tutor;
use crate::learn::{all, lessons};
use crate::record::played::Game;
use crate::tui::kit::hits::Hits;
use crate::tui::kit::widgets::bold;
use crate::tui::table::lesson::{lesson_lines, told};
use crate::tui::table::part::Next;
use crate::tui::table::screen::SitScreen;
use crate::tui::table::seat::Kind;
use crate::tui::table::sitting::{Act, Sitting};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Style};

/// A lesson's game at the table, with Nos's part playing it.
pub type Opened = (Box<dyn Sitting>, NosPart);

/// Nos's lesson `i` of the list at its table: its deal, the learner's seat human, the
/// others the computer's; `None` when `i` is not one of Nos's lessons.
pub fn open(i: usize) -> Option<Result<Opened, String>> {
    let l = lessons().get(i)?;
    Some(l.prepare().map(|p| {
        let kinds =
            p.seats.iter().map(|s| Kind::parse(s).unwrap_or(Kind::Computer(crate::core::Level::Normal))).collect();
        let g = Game::from_session(p.names, kinds, p.seed, p.session);
        let tutor = Tutor::new(i, p.learner);
        (Box::new(NosSitting::new(g)) as Box<dyn Sitting>, NosPart { tutor: Some(tutor), ..NosPart::default() })
    }))
}

impl NosPart {
    /// Judges the learner's action against the task now open, if it is one.
    pub(super) fn lesson_judge(&self, s: &SitScreen, a: Action) -> Option<(bool, &'static str)> {
        self.tutor.as_ref()?.judge(game(s).hand(), a)
    }

    /// Whether the learner's decision now is the one the open task is about.
    pub(super) fn lesson_asks(&self, s: &SitScreen) -> bool {
        self.tutor.as_ref().is_some_and(|t| t.asks(game(s).hand()))
    }

    /// A key or tile of the learner's the rules refused, at a task: the task's why.
    pub(super) fn lesson_refused(&mut self, s: &SitScreen) {
        if let Some(t) = self.tutor.as_mut() {
            t.refused(game(s).hand());
        }
    }

    /// After an action judged: the verdict kept; once played, the next task opens.
    pub(super) fn lesson_said(&mut self, v: (bool, &'static str), played: bool) {
        if let Some(t) = self.tutor.as_mut() {
            t.said(v, played);
        }
    }

    /// After each action in a lesson: the hand over marks it done; a question with one
    /// answer and nothing to learn is answered for the learner.
    pub(super) fn lesson_after(&mut self, s: &SitScreen) -> Option<Next> {
        let a = self.tutor.as_mut()?.after(game(s).hand())?;
        Some(Next::Take(Act::new(a), None))
    }
}

/// The lesson's box: the title, what is on the table, the task or the verdict; at its
/// foot, the news of the seats panel and the log it hides.
pub fn draw_box(part: &NosPart, s: &SitScreen, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let Some(t) = part.tutor.as_ref() else { return };
    let g = game(s);
    let l = t.lesson();
    let over = g.hand().is_over();
    let head = if over {
        let next = if t.index + 1 < all().len() { "Enter: the next lesson" } else { "Enter: the list" };
        let done = format!("{}: lesson done. The summary above shows every payment.", l.title);
        vec![(done, bold()), (format!("{next}; q: the list of lessons."), Style::new())]
    } else {
        let now = match l.tasks.get(t.task) {
            Some(k) => (format!("▶ {}", k.ask), bold().fg(Color::Yellow)),
            None => (l.after.to_string(), bold()),
        };
        told(l.title, l.intro, t.said, now)
    };
    let news = |room: usize, w: usize| {
        let hang = |l: &str| crate::tui::kit::fit::hang(l, w, 2);
        let chips: Vec<String> = g
            .names
            .iter()
            .zip(g.hand().chips())
            .map(|(n, c)| format!("{} {c}", crate::tui::kit::fit::cut(n, 8)))
            .collect();
        let chips = hang(&format!("Chips: {}", chips.join(", ")));
        // The chips are kept whole; the oldest news gives way first, a whole line at once.
        let mut left = room.saturating_sub(chips.len());
        let mut news: Vec<String> = Vec::new();
        let now = g.hand_no();
        for l in g.log.iter().rev().filter(|(h, _)| *h == now).take(3).map(|(_, l)| hang(&l.text)) {
            if l.len() > left {
                break;
            }
            left -= l.len();
            news.splice(0..0, l);
        }
        news.extend(chips);
        news.split_off(news.len().saturating_sub(room))
    };
    lesson_lines(t.index, head, |room, w| if over { Vec::new() } else { news(room, w) }, area, buf, hits);
}
