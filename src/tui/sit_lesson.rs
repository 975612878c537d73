//! The lessons of the parlour at the table ([`crate::learn::table`]): the lesson's deal
//! read from its record and seated like any game behind the seam, a box in the side
//! panel with what the rule is and what to do, and a check of the learner's action
//! with why it was right or not. A wrong action, played or refused, is explained and
//! the lesson goes on; nothing of it is saved but which lessons are done.

use super::app::{App, Screen};
use super::draw::bold;
use super::game::Kind;
use super::hits::{draw_lines, Hits, Links};
use super::input::Msg;
use super::panels::boxed;
use super::sit_app::{SitScreen, Stage};
use super::sitting::Sitting;
use crate::core::Seat;
use crate::learn::table::TableLesson;
use crate::learn::{all, Any};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Style};
use ratatui::widgets::Widget;

/// A table lesson being played.
#[derive(Clone)]
pub struct Guide {
    /// The lesson's number in the list, from 0.
    pub index: usize,
    pub lesson: &'static TableLesson,
    /// The next step to answer.
    pub step: usize,
    /// The last answer judged: whether it was right, and why.
    pub said: Option<(bool, &'static str)>,
    pub learner: Seat,
    /// Enter after the hand: the next lesson is asked for.
    pub next: bool,
    /// The step and verdict before the last answer, while it may be taken back (`u`).
    pub before: Option<(usize, Option<(bool, &'static str)>)>,
}

impl Guide {
    /// Every step answered: the lesson is done.
    pub fn finished(&self) -> bool {
        self.step >= self.lesson.steps.len()
    }
}

impl SitScreen {
    /// Whether the learner chooses now at a step of the lesson.
    pub(super) fn lesson_asks(&self) -> bool {
        let Some(g) = &self.lesson else { return false };
        !g.finished() && self.sit.to_act() == Some(g.learner) && self.due.is_none()
    }

    /// After an action the learner took at a step: judged as its record writes it,
    /// once the turn is over (a draw before a play is not the answer yet).
    pub(super) fn lesson_took(&mut self) {
        let turn_over = self.sit.to_act() != self.lesson.as_ref().map(|g| g.learner) || self.sit.hand_over();
        let Some(g) = self.lesson.as_mut() else { return };
        if !turn_over {
            return;
        }
        let rec = crate::record::parlour::parse(self.sit.record().as_bytes()).ok();
        let last = rec.as_ref().and_then(|r| r.hands.last()).and_then(|h| h.steps.last());
        let Some(step) = g.lesson.steps.get(g.step) else { return };
        let right = last.is_some_and(|s| s.seat == g.learner && (step.right)(&s.act));
        g.before = Some((g.step, g.said));
        g.said = Some((right, if right { step.yes } else { step.no }));
        g.step += 1;
    }

    /// The learner's last play taken back: its step is asked again.
    pub(super) fn lesson_taken_back(&mut self) {
        if let Some(g) = self.lesson.as_mut() {
            if let Some((step, said)) = g.before.take() {
                (g.step, g.said) = (step, said);
            }
        }
    }

    /// A key or tile of the learner's the rules refused, at a step: the step's why.
    pub(super) fn lesson_refused(&mut self) {
        if !self.lesson_asks() {
            return;
        }
        if let Some(g) = self.lesson.as_mut() {
            g.said = g.lesson.steps.get(g.step).map(|s| (false, s.no));
        }
    }

    /// Keys of a lesson: q back to the list at once, Enter after the hand to the next
    /// lesson. True when taken.
    pub(super) fn lesson_key(&mut self, m: Msg) -> bool {
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

impl App {
    /// Opens table lesson `i` (its number in [`all`]): its deal at the table, the
    /// learner's seat human, the others the computer's.
    pub(super) fn open_table_lesson(&mut self, i: usize) {
        let Some(Any::Table(l)) = all().get(i).copied() else { return };
        let sit = match super::sitting::open(l.record.as_bytes()) {
            Ok(s) => s,
            Err(e) => {
                self.status = Some(format!("lesson {}: {e}", l.id));
                return;
            }
        };
        let learner = sit.kinds().iter().position(|k| *k == Kind::Human).map_or(Seat(0), |p| Seat(p as u8));
        if let Some(t) = self.tutor.as_mut() {
            t.index = i;
        }
        self.game = None;
        self.due = None;
        self.status = None;
        self.popup = None;
        let mut s = SitScreen::new(sit);
        s.delay = self.delay;
        s.lesson = Some(Guide { index: i, lesson: l, step: 0, said: None, learner, next: false, before: None });
        s.after(None);
        self.screen = Screen::Sitting(Box::new(s));
    }

    /// After each key or tick at a table lesson: a lesson done is kept; leaving it
    /// goes back to the list, or on to the next lesson.
    pub(super) fn table_lesson_after(&mut self) {
        let Screen::Sitting(s) = &self.screen else { return };
        let Some(g) = s.lesson.as_ref() else { return };
        let (index, finished, left, next) = (g.index, g.finished(), s.done, g.next);
        let Some(t) = self.tutor.as_mut() else { return };
        if finished && !t.progress.is_done(all()[index].id()) {
            t.index = index;
            t.done();
        }
        if !left {
            return;
        }
        match (next, index + 1 < all().len()) {
            (true, true) => self.open_lesson(index + 1),
            _ => self.screen = Screen::Lessons(t.progress.next().unwrap_or(0)),
        }
    }
}

/// The lesson's box, in the side panel: the title, the rule, the step or the verdict,
/// and below, dim, each seat's tiles and score and the last news.
pub fn draw_box(s: &SitScreen, g: &Guide, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let l = g.lesson;
    let block = boxed(format!(" Lesson {} ", g.index + 1)).border_style(Style::new().fg(Color::Yellow));
    let inner = block.inner(area);
    ratatui::widgets::Clear.render(area, buf);
    block.render(area, buf);
    let w = inner.width as usize;
    let mut lines: Vec<Links> = Vec::new();
    let say = |text: &str, st: Style, lines: &mut Vec<Links>| {
        for l in super::fit::hang(text, w, 0) {
            lines.push(Links::new().text(l, st));
        }
    };
    say(l.title, bold(), &mut lines);
    if g.said.is_none() {
        say(l.intro, Style::new(), &mut lines);
    }
    match g.said {
        Some((true, why)) => say(&format!("Right. {why}"), Style::new().fg(Color::Green), &mut lines),
        Some((false, why)) => say(&format!("Not quite. {why}"), Style::new().fg(Color::Red), &mut lines),
        None => {}
    }
    match l.steps.get(g.step) {
        Some(k) => say(&format!("▶ {}", k.ask), bold().fg(Color::Yellow), &mut lines),
        None if s.sit.hand_over() => {
            let next = if g.index + 1 < all().len() { "Enter: the next lesson" } else { "Enter: the list" };
            say(&format!("Lesson done. {next}; q: the list of lessons."), bold(), &mut lines);
        }
        None => say(&format!("{} Lesson done; q: the list of lessons.", l.after), bold(), &mut lines),
    }
    // The seats panel gives way to the lesson: each seat's tiles and score, in short.
    let sit: &dyn Sitting = &*s.sit;
    let mut news: Vec<String> = sit
        .standings()
        .iter()
        .flat_map(|st| {
            let tiles: usize = st.seats.iter().map(|&x| sit.hand_len(x)).sum();
            super::fit::hang(&format!("{}: {} tiles, {} points", st.who, tiles, st.score), w, 2)
        })
        .collect();
    news.extend(sit.notes().iter().take(1).flat_map(|n| super::fit::hang(n, w, 2)));
    let room = (inner.height as usize).saturating_sub(lines.len() + 1);
    if room > 0 {
        let shown = news.len().min(room);
        lines.extend((0..inner.height as usize - lines.len() - shown).map(|_| Links::new()));
        let dim = Style::new().fg(Color::DarkGray);
        lines.extend(news.into_iter().take(shown).map(|l| Links::new().text(l, dim)));
    }
    draw_lines(lines, inner, buf, hits);
}
