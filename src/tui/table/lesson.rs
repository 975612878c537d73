//! The lessons of the parlour at the table ([`crate::learn::table`]): the lesson's deal
//! read from its record and seated like any game behind the seam, a box in the side
//! panel with what the rule is and what to do, and a check of the learner's action
//! with why it was right or not. A wrong action, played or refused, is explained and
//! the lesson goes on; nothing of it is saved but which lessons are done.

pub use super::guide::Guide;
use super::screen::{SitScreen, Stage};
use super::sitting::Sitting;
use crate::learn::all;
use crate::tui::kit::hits::{draw_lines, Hits, Links};
use crate::tui::kit::input::Msg;
use crate::tui::kit::panels::boxed;
use crate::tui::kit::widgets::bold;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Style};
use ratatui::widgets::Widget;

impl SitScreen {
    /// Whether the learner chooses now at a step of the lesson.
    pub(in crate::tui) fn lesson_asks(&self) -> bool {
        let Some(g) = &self.lesson else { return false };
        !g.finished() && self.sit.to_act() == Some(g.learner) && self.due.is_none()
    }

    /// After an action the learner took at a step: judged as its record writes it,
    /// once the turn is over (a draw before a play is not the answer yet).
    pub(in crate::tui) fn lesson_took(&mut self) {
        let turn_over = self.sit.to_act() != self.lesson.as_ref().map(|g| g.learner) || self.sit.hand_over();
        let Some(g) = self.lesson.as_mut() else { return };
        if !turn_over {
            return;
        }
        let last = crate::learn::table::Said::last(&self.sit.record());
        let Some(step) = g.lesson.steps.get(g.step) else { return };
        let right = last.is_some_and(|s| s.seat == g.learner.0 && (step.right)(&s));
        g.before = Some((g.step, g.said));
        g.said = Some((right, if right { step.yes } else { step.no }));
        g.step += 1;
    }

    /// The learner's last play taken back: its step is asked again.
    pub(in crate::tui) fn lesson_taken_back(&mut self) {
        if let Some(g) = self.lesson.as_mut() {
            if let Some((step, said)) = g.before.take() {
                (g.step, g.said) = (step, said);
            }
        }
    }

    /// A key or tile of the learner's the rules refused, at a step: the step's why.
    pub(in crate::tui) fn lesson_refused(&mut self) {
        self.lend(|p, s| p.refused(s));
        if !self.lesson_asks() {
            return;
        }
        if let Some(g) = self.lesson.as_mut() {
            g.said = g.lesson.steps.get(g.step).map(|s| (false, s.no));
        }
    }

    /// Keys of a lesson: q back to the list at once, Enter after the hand to the next
    /// lesson. True when taken.
    pub(in crate::tui) fn lesson_key(&mut self, m: Msg) -> bool {
        let Some(g) = self.lesson.as_mut() else { return false };
        match (m, self.stage) {
            (Msg::Char('q'), _) => self.done = true,
            (Msg::Enter, Stage::Summary | Stage::Over) if !self.glance => {
                g.next = true;
                self.done = true;
            }
            _ => return false,
        }
        true
    }
}

/// The lesson's box, in the side panel: the title, the rule, the step or the verdict,
/// and below, dim, each seat's tiles and score and the last news.
pub fn draw_box(s: &SitScreen, g: &Guide, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let l = g.lesson;
    let now = match l.steps.get(g.step) {
        Some(k) => (format!("▶ {}", k.ask), bold().fg(Color::Yellow)),
        None if s.sit.hand_over() => {
            let next = if g.index + 1 < all().len() { "Enter: the next lesson" } else { "Enter: the list" };
            (format!("Lesson done. {next}; q: the list of lessons."), bold())
        }
        None => (format!("{} Lesson done; q: the list of lessons.", l.after), bold()),
    };
    // The seats panel gives way to the lesson: each seat's tiles and score, in short.
    let news = |room: usize, w: usize| {
        let sit: &dyn Sitting = &*s.sit;
        let mut news: Vec<String> = sit
            .standings()
            .iter()
            .flat_map(|st| {
                let tiles: usize = st.seats.iter().map(|&x| sit.hand_len(x)).sum();
                crate::tui::kit::fit::hang(&format!("{}: {} tiles, {} points", st.who, tiles, st.score), w, 2)
            })
            .collect();
        news.extend(sit.notes().iter().take(1).flat_map(|n| crate::tui::kit::fit::hang(n, w, 2)));
        news.truncate(room);
        news
    };
    lesson_lines(g.index, told(l.title, l.intro, g.said, now), news, area, buf, hits);
}

/// What a lesson's box says first: its title, its intro until a verdict is said, the
/// verdict, and `now` (the task, or what follows it).
pub fn told(title: &str, intro: &str, said: Option<(bool, &str)>, now: (String, Style)) -> Vec<(String, Style)> {
    let mut out = vec![(title.to_string(), bold())];
    match said {
        Some((true, why)) => out.push((format!("Right. {why}"), Style::new().fg(Color::Green))),
        Some((false, why)) => out.push((format!("Not quite. {why}"), Style::new().fg(Color::Red))),
        None => out.push((intro.to_string(), Style::new())),
    }
    out.push(now);
    out
}

/// A lesson's box in `area` (Nos's and the parlour's alike): `head`, wrapped, and at
/// its foot, dim, the news of the panel it hides: `news(room, width)`, at most `room`
/// rows.
pub fn lesson_lines(
    index: usize,
    head: Vec<(String, Style)>,
    news: impl FnOnce(usize, usize) -> Vec<String>,
    area: Rect,
    buf: &mut Buffer,
    hits: &mut Hits,
) {
    let inner = lesson_box(index, area, buf);
    let w = inner.width as usize;
    let mut lines: Vec<Links> = Vec::new();
    for (text, st) in head {
        say(&text, st, w, &mut lines);
    }
    let room = (inner.height as usize).saturating_sub(lines.len() + 1);
    if room > 0 {
        let news = news(room, w);
        lines.extend((0..(inner.height as usize).saturating_sub(lines.len() + news.len())).map(|_| Links::new()));
        let dim = Style::new().fg(Color::DarkGray);
        lines.extend(news.into_iter().map(|l| Links::new().text(l, dim)));
    }
    draw_lines(lines, inner, buf, hits);
}

/// A lesson's box (Nos's and the parlour's alike), cleared and bordered in yellow;
/// the area inside it.
pub fn lesson_box(index: usize, area: Rect, buf: &mut Buffer) -> Rect {
    let block = boxed(format!(" Lesson {} ", index + 1)).border_style(Style::new().fg(Color::Yellow));
    let inner = block.inner(area);
    ratatui::widgets::Clear.render(area, buf);
    block.render(area, buf);
    inner
}

/// A text wrapped to `w` columns, its lines in one style.
pub fn say(text: &str, st: Style, w: usize, lines: &mut Vec<Links>) {
    for l in crate::tui::kit::fit::hang(text, w, 0) {
        lines.push(Links::new().text(l, st));
    }
}
