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
use crate::tui::kit::hits::{draw_lines, Hits, Links};
use crate::tui::kit::widgets::bold;
use crate::tui::table::lesson::{lesson_box, say};
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

/// The lesson's box: the title, what is on the table, the task or the verdict.
pub fn draw_box(part: &NosPart, s: &SitScreen, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let Some(t) = part.tutor.as_ref() else { return };
    let g = game(s);
    let l = t.lesson();
    let inner = lesson_box(t.index, area, buf);
    let w = inner.width as usize;
    let mut lines: Vec<Links> = Vec::new();
    let say = |text: &str, st: Style, lines: &mut Vec<Links>| say(text, st, w, lines);
    let over = g.hand().is_over();
    if over {
        let next = if t.index + 1 < all().len() { "Enter: the next lesson" } else { "Enter: the list" };
        say(&format!("{}: lesson done. The summary above shows every payment.", l.title), bold(), &mut lines);
        say(&format!("{next}; q: the list of lessons."), Style::new(), &mut lines);
        draw_lines(lines, inner, buf, hits);
        return;
    }
    say(l.title, bold(), &mut lines);
    if t.said.is_none() {
        say(l.intro, Style::new(), &mut lines);
    }
    match t.said {
        Some((true, why)) => say(&format!("Right. {why}"), Style::new().fg(Color::Green), &mut lines),
        Some((false, why)) => say(&format!("Not quite. {why}"), Style::new().fg(Color::Red), &mut lines),
        None => {}
    }
    let task = l.tasks.get(t.task);
    match task {
        Some(k) => say(&format!("▶ {}", k.ask), bold().fg(Color::Yellow), &mut lines),
        None => say(l.after, bold(), &mut lines),
    }
    // The seats panel and the log give way to the lesson: their news, in short, below.
    {
        let room = (inner.height as usize).saturating_sub(lines.len() + 1);
        let chips: Vec<String> = g
            .names
            .iter()
            .zip(g.hand().chips())
            .map(|(n, c)| format!("{} {c}", crate::tui::kit::fit::cut(n, 8)))
            .collect();
        let chips = crate::tui::kit::fit::hang(&format!("Chips: {}", chips.join(", ")), w, 2);
        let now = g.hand_no();
        let last: Vec<&str> =
            g.log.iter().rev().filter(|(h, _)| *h == now).take(3).map(|(_, l)| l.text.as_str()).collect();
        // The chips are kept whole; the oldest news gives way first, a whole line at once.
        let mut left = room.saturating_sub(chips.len());
        let mut news: Vec<String> = Vec::new();
        for l in &last {
            let rows = crate::tui::kit::fit::hang(l, w, 2);
            if rows.len() > left {
                break;
            }
            left -= rows.len();
            news.splice(0..0, rows);
        }
        news.extend(chips);
        let skip = news.len().saturating_sub(room);
        if room > 0 {
            let pad = inner.height as usize - lines.len() - news.len().min(room);
            lines.extend((0..pad).map(|_| Links::new()));
            let dim = Style::new().fg(Color::DarkGray);
            lines.extend(news.into_iter().skip(skip).map(|l| Links::new().text(l, dim)));
        }
    }
    draw_lines(lines, inner, buf, hits);
}
