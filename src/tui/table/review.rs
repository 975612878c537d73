//! The analysis of a record beside its replay (and of a practice hand beside its
//! result): `nos analyse`'s judging ([`crate::analyse::analyse`], the same code and
//! default precision) run on a thread of its own while the screen stays live, then
//! each decision's cost put beside its line in the log, the big mistakes marked, and
//! the best choice named at the step where it was to be made.
//!
//! The component knows a record only as bytes and its steps only as where each stands
//! ([`Step`]), so any record the registry's `analyse` takes is reviewed the same way,
//! whichever viewer shows it. Nothing is saved: the record format is published, and
//! an analysis takes seconds, so it is judged again when asked again.

use crate::analyse::{analyse, stoppable, Analysis, Decision, Settings};
use crate::core::tile::Tile;
use crate::tui::kit::fit;
use crate::tui::kit::words::{Line, LineKind};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line as TLine, Span};
use ratatui::widgets::{Paragraph, Widget};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;

/// Where one step of a replay stands: the hand it is in (from 0) and how many lines
/// its log holds. A decision `(hand, action)` is made at the step `action` steps after
/// its hand's first (the deal), as the viewers step through a record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    pub hand: usize,
    pub log: usize,
    /// The actions of the hand its record writes up to this step, where the game's
    /// steps are not one per written action ([`super::sitting::Sitting::written`]).
    pub written: Option<usize>,
    /// The seat to act at this step, if any: a decision is made at a step of its own
    /// seat's.
    pub seat: Option<u8>,
}

/// The analysis of one record, asked for or not.
pub struct Review {
    bytes: Arc<Vec<u8>>,
    pub settings: Settings,
    /// The first decision shown, where they are listed ([`list`]).
    pub top: usize,
    state: State,
}

enum State {
    /// Not asked for, or stopped.
    Idle,
    Running(Running),
    Ready(Judged),
    /// The record cannot be analysed, in words.
    Failed(String),
}

struct Running {
    done: Arc<AtomicUsize>,
    total: Arc<AtomicUsize>,
    stop: Arc<AtomicBool>,
    thread: JoinHandle<Result<Analysis, String>>,
}

/// The analysis, placed on the steps of the replay.
#[derive(Clone, Debug)]
pub struct Judged {
    pub analysis: Analysis,
    /// The step each decision was made at, in the analysis's order.
    pub at: Vec<usize>,
    /// Where each decision's line is in the log.
    pub line: Vec<Place>,
}

/// Where a decision stands in the log.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// The line its action wrote.
    Line(usize),
    /// An action the log writes no line for (Nos: not closing, not declaring): a line
    /// of its own is put in before this one, after what came before it.
    Before(usize),
    /// Nowhere on the log.
    None,
}

impl Review {
    pub fn new(bytes: Vec<u8>, settings: Settings) -> Review {
        Review { bytes: Arc::new(bytes), settings, top: 0, state: State::Idle }
    }

    /// Starts the analysis on a thread, unless it runs or is done already.
    pub fn start(&mut self) {
        if matches!(self.state, State::Running(_) | State::Ready(_)) {
            return;
        }
        let done = Arc::new(AtomicUsize::new(0));
        let total = Arc::new(AtomicUsize::new(0));
        let stop = Arc::new(AtomicBool::new(false));
        let (bytes, s) = (self.bytes.clone(), self.settings);
        let (d, t, st) = (done.clone(), total.clone(), stop.clone());
        let thread = std::thread::spawn(move || {
            let tick = |n: usize, of: usize| {
                d.fetch_max(n, Ordering::Relaxed);
                t.store(of, Ordering::Relaxed);
            };
            stoppable(st, || analyse(&bytes, &s, &tick))?
        });
        self.state = State::Running(Running { done, total, stop, thread });
    }

    /// Stops the analysis at once: the thread skips what it has left and ends on its
    /// own; nothing waits for it.
    pub fn cancel(&mut self) {
        if let State::Running(r) = &self.state {
            r.stop.store(true, Ordering::Relaxed);
        }
        if matches!(self.state, State::Running(_)) {
            self.state = State::Idle;
        }
    }

    /// The analysis key: starts it, or stops it while it runs.
    pub fn toggle(&mut self) {
        match self.state {
            State::Running(_) => self.cancel(),
            _ => self.start(),
        }
    }

    /// Takes in a finished analysis, placing its decisions on `steps`. True when
    /// something changed.
    pub fn poll(&mut self, steps: &[Step]) -> bool {
        let State::Running(r) = &self.state else { return false };
        if !r.thread.is_finished() {
            return true;
        }
        let State::Running(r) = std::mem::replace(&mut self.state, State::Idle) else { return false };
        self.state = match r.thread.join() {
            Ok(Ok(a)) => State::Ready(place(a, steps)),
            Ok(Err(e)) => State::Failed(e),
            Err(_) => State::Failed("the analysis failed".into()),
        };
        true
    }

    /// Whether the analysis runs.
    pub fn running(&self) -> bool {
        matches!(self.state, State::Running(_))
    }

    /// Decisions judged of how many, while it runs.
    pub fn progress(&self) -> Option<(usize, usize)> {
        match &self.state {
            State::Running(r) => Some((r.done.load(Ordering::Relaxed), r.total.load(Ordering::Relaxed))),
            _ => None,
        }
    }

    /// The analysis, once done.
    pub fn judged(&self) -> Option<&Judged> {
        match &self.state {
            State::Ready(j) => Some(j),
            _ => None,
        }
    }

    /// Why the record could not be analysed.
    pub fn failed(&self) -> Option<&str> {
        match &self.state {
            State::Failed(e) => Some(e),
            _ => None,
        }
    }
}

impl Clone for Review {
    /// A copy keeps what was judged, not the job under way.
    fn clone(&self) -> Review {
        let state = match &self.state {
            State::Ready(j) => State::Ready(j.clone()),
            State::Failed(e) => State::Failed(e.clone()),
            State::Idle | State::Running(_) => State::Idle,
        };
        Review { bytes: self.bytes.clone(), settings: self.settings, top: self.top, state }
    }
}

impl Drop for Review {
    /// Leaving the screen never leaves the cores busy.
    fn drop(&mut self) {
        self.cancel();
    }
}

/// Places each decision on the step it was made at, and on its own line of the log.
fn place(analysis: Analysis, steps: &[Step]) -> Judged {
    let mut at = Vec::new();
    let mut line = Vec::new();
    for d in &analysis.decisions {
        let first = steps.iter().position(|s| s.hand == d.hand);
        let last = steps.iter().rposition(|s| s.hand == d.hand);
        // The step just before the decision's action: the last with as many actions
        // written and its seat to act (the steps after it with the same count are
        // other seats' questions declined, or the hand's end after a close declined).
        let counted = first.and_then(|f| {
            let l = last?;
            let written = |k: usize| steps[k].written.is_some_and(|w| w == d.action);
            let ours = |k: usize| steps[k].seat == Some(d.seat);
            (f..=l).rev().find(|&k| written(k) && ours(k)).or_else(|| (f..=l).rev().find(|&k| written(k)))
        });
        let i = match (counted, first, last) {
            (Some(k), _, _) => k,
            (None, Some(f), Some(l)) => (f + d.action).min(l),
            _ => steps.len().saturating_sub(1),
        };
        at.push(i);
        // The action's line is the first one the next step's log holds beyond this
        // one's; an action the record leaves unwritten (the next step writes as many)
        // has none, and gets one of its own there.
        let next = steps.get(i + 1).filter(|n| n.hand == steps[i].hand);
        let unwritten = next.is_some_and(|n| n.written.is_some() && n.written == steps[i].written);
        line.push(match steps.get(i + 1) {
            _ if unwritten => Place::Before(steps[i].log),
            Some(n) if n.log > steps[i].log => Place::Line(steps[i].log),
            _ => Place::None,
        });
    }
    Judged { analysis, at, line }
}

impl Judged {
    /// Whether a decision is one of the big mistakes, as the analysis's summary counts
    /// them: a cost over its threshold, the interval above 0.
    pub fn mistake(&self, d: &Decision) -> bool {
        d.cost > self.analysis.big && d.low > 0.0
    }

    /// The decision made at step `step`, if one was judged there: the costliest, where
    /// an unwritten decision (Nos: not declaring) shares the step of the action after.
    pub fn at_step(&self, step: usize) -> Option<&Decision> {
        let here = self.analysis.decisions.iter().zip(&self.at).filter(|(_, &a)| a == step);
        here.map(|(d, _)| d).reduce(|a, b| if b.cost > a.cost { b } else { a })
    }

    /// The steps of the mistakes, in order.
    pub fn mistakes(&self) -> Vec<usize> {
        let mut m: Vec<usize> =
            self.analysis.decisions.iter().zip(&self.at).filter(|(d, _)| self.mistake(d)).map(|(_, &a)| a).collect();
        m.dedup();
        m
    }

    /// The step of the next mistake after `step` (`forward`), or the one before.
    pub fn next_mistake(&self, step: usize, forward: bool) -> Option<usize> {
        let m = self.mistakes();
        if forward {
            m.into_iter().find(|&s| s > step)
        } else {
            m.into_iter().rev().find(|&s| s < step)
        }
    }

    /// The log with each judged decision's cost beside its own line and the mistakes
    /// marked; a decision the log writes no line for gets one.
    pub fn annotate(&self, log: &[(usize, Line)]) -> Vec<(usize, Line)> {
        let mut out = log.to_vec();
        // One cost a line: where two decisions fall on one line, the costlier is told.
        let mut told: std::collections::BTreeMap<usize, &Decision> = std::collections::BTreeMap::new();
        let mut own: Vec<(usize, &Decision)> = Vec::new();
        for (d, l) in self.analysis.decisions.iter().zip(&self.line) {
            match *l {
                Place::Line(l) => {
                    let e = told.entry(l).or_insert(d);
                    if d.cost > e.cost {
                        *e = d;
                    }
                }
                Place::Before(l) => own.push((l, d)),
                Place::None => {}
            }
        }
        for (l, d) in told {
            if let Some((_, line)) = out.get_mut(l) {
                let mark = if self.mistake(d) { "✗ " } else { "" };
                // The cost's figures kept on one line where the log wraps: "[−16.7 ±1.8]".
                line.text = format!("{mark}{} [{}]", line.text, cost(d).replace(' ', "\u{a0}"));
            }
        }
        // From the last, so that each goes in where the log stood.
        for (l, d) in own.into_iter().rev() {
            let who = self.analysis.players.get(d.seat as usize).map_or("?", String::as_str);
            let mark = if self.mistake(d) { "✗ " } else { "" };
            let text = format!("{mark}{}: {} [{}]", crate::text::safe(who), d.played, cost(d));
            let hand = l.checked_sub(1).and_then(|p| out.get(p)).map_or(d.hand, |p| p.0);
            if l < out.len() {
                out.insert(l, (hand, Line { text, kind: LineKind::Act }));
            }
        }
        out
    }

    /// What the seat did at this step and what was best, in a line.
    pub fn verdict(&self, d: &Decision) -> String {
        let who = self.analysis.players.get(d.seat as usize).map_or("?", String::as_str);
        let who = crate::text::safe(who);
        if d.cost <= 0.0 {
            return format!("{who}: {} — the best of {} choices", d.played, d.choices);
        }
        let mark = if self.mistake(d) { "✗ " } else { "" };
        format!("{mark}{who}: {} costs {} {}", d.played, amount(d), self.analysis.unit)
    }

    /// The number of this step's mistake among them all, and how many there are.
    pub fn mistake_no(&self, step: usize) -> (Option<usize>, usize) {
        let m = self.mistakes();
        (m.iter().position(|&s| s == step).map(|i| i + 1), m.len())
    }
}

/// A cost in a few characters, as lost: "−12.0 ±4.0", or "best".
pub fn cost(d: &Decision) -> String {
    if d.cost <= 0.0 {
        return "best".into();
    }
    format!("−{}", amount(d))
}

/// A cost's size, its interval's half-width beside it where that is not tiny (a tenth
/// of the cost, at least a tenth of a unit).
pub fn amount(d: &Decision) -> String {
    let half = (d.high - d.low) / 2.0;
    if half >= (d.cost / 10.0).max(0.1) {
        format!("{:.1} ±{:.1}", d.cost, half)
    } else {
        format!("{:.1}", d.cost)
    }
}

/// The tile a choice puts down, as its words name it ("play 6-6 at E at once").
pub fn tile_of(choice: &str) -> Option<Tile> {
    choice.split(|c: char| !(c.is_ascii_digit() || c == '-')).find_map(|w| w.parse().ok())
}

/// The bar of a running analysis, `width` cells wide.
pub fn bar(done: usize, total: usize, width: usize) -> String {
    let full = (done * width).checked_div(total).unwrap_or(0).min(width);
    format!("{}{}", "█".repeat(full), "░".repeat(width - full))
}

/// The keys of the analysis, for help screens: (key, what it does).
pub const KEYS: [(&str, &str); 3] =
    [("a", "analyse every decision (again: stop)"), ("n", "next mistake"), ("p", "previous mistake")];

/// The rows the analysis takes under a replay's table `width` columns wide at step
/// `step`: none until it is asked for, then two, or more for a line that wraps.
pub fn height(r: &Review, step: usize, width: u16) -> u16 {
    if matches!(r.state, State::Idle) {
        0
    } else {
        lines(r, step, width).len().clamp(2, 5) as u16
    }
}

/// The analysis at step `step`, in two rows or more: the bar while it runs; then what
/// was done here and what was best, or how many mistakes there are and how to reach
/// them. A long line wraps (a cost's figures kept together): nothing is cut.
pub fn draw(r: &Review, step: usize, area: Rect, buf: &mut Buffer) {
    Paragraph::new(lines(r, step, area.width)).render(area, buf);
}

/// The analysis's lines at step `step` in `width` columns.
fn lines(r: &Review, step: usize, width: u16) -> Vec<TLine<'static>> {
    let dim = Style::new().fg(Color::DarkGray);
    let bad = Style::new().fg(Color::Red).add_modifier(Modifier::BOLD);
    let w = usize::from(width).saturating_sub(1).max(20);
    // Lines of `text` in `w` columns, each with a space before it, in `st`.
    let wrapped = |text: &str, st: Style| -> Vec<TLine<'static>> {
        fit::wrap(text, w).into_iter().map(|l| TLine::from(Span::styled(format!(" {l}"), st))).collect()
    };
    match &r.state {
        State::Idle => Vec::new(),
        State::Running(_) => {
            let (done, total) = r.progress().unwrap_or((0, 0));
            vec![
                TLine::from(vec![
                    Span::raw(" Analysing "),
                    Span::styled(bar(done, total, 20), Style::new().fg(Color::Cyan)),
                    Span::raw(format!(" {done}/{total} decisions")),
                ]),
                TLine::from(Span::styled(" a stops it; the replay goes on meanwhile", dim)),
            ]
        }
        State::Failed(e) => wrapped(&format!("No analysis: {}", crate::text::safe(e)), bad),
        State::Ready(j) => {
            let (no, of) = j.mistake_no(step);
            let count = match no {
                Some(k) => format!("mistake {k} of {of}"),
                None => format!("{of} mistakes"),
            };
            match j.at_step(step) {
                Some(d) => {
                    let st = if j.mistake(d) { bad } else { Style::new() };
                    // A cost's figures stay on one line: "25.0 ±5.3".
                    let a = amount(d);
                    let verdict = j.verdict(d).replace(&a, &a.replace(' ', "\u{a0}"));
                    let mut out = wrapped(&verdict, st);
                    let best = if d.cost <= 0.0 {
                        wrapped("  played the best choice", Style::new().fg(Color::Green))
                    } else {
                        wrapped(&format!("  best: {}", d.best), Style::new().fg(Color::Green))
                    };
                    out.extend(best);
                    let tail = format!(" · {count} · n/p jump");
                    match out.last_mut() {
                        Some(l) if l.width() + fit::width(&tail) <= usize::from(width) => {
                            l.spans.push(Span::styled(tail, dim))
                        }
                        _ => out.push(TLine::from(Span::styled(format!("  {count} · n/p jump"), dim))),
                    }
                    out
                }
                None => {
                    let mut out = wrapped(
                        &format!(
                            "Analysis: {count} in {} decisions judged (a mistake costs over {} {})",
                            j.analysis.decisions.len(),
                            j.analysis.big,
                            j.analysis.unit
                        ),
                        Style::new(),
                    );
                    out.extend(wrapped("n next mistake · p previous · costs stand in the log", dim));
                    out
                }
            }
        }
    }
}

/// Every decision judged with its cost, in a box over `area` titled `title`: the bar
/// while the analysis runs.
pub fn list(r: &Review, title: &str, area: Rect, buf: &mut Buffer) {
    let dim = Style::new().fg(Color::DarkGray);
    let bad = Style::new().fg(Color::Red).add_modifier(Modifier::BOLD);
    let inner =
        crate::tui::kit::widgets::popup_box(area, area.width.min(96), area.height.saturating_sub(2), title, buf);
    let mut rows: Vec<TLine> = Vec::new();
    let foot = TLine::from(Span::styled(" ↑↓ scroll · a or Esc closes", dim));
    match &r.state {
        State::Idle => return,
        State::Running(_) => {
            let (done, total) = r.progress().unwrap_or((0, 0));
            rows.push(TLine::from(vec![
                Span::raw(" Analysing "),
                Span::styled(bar(done, total, 24), Style::new().fg(Color::Cyan)),
                Span::raw(format!(" {done}/{total} decisions")),
            ]));
            rows.push(TLine::from(Span::styled(" a stops it", dim)));
        }
        State::Failed(e) => {
            rows.push(TLine::from(Span::styled(format!(" No analysis: {}", crate::text::safe(e)), bad)))
        }
        State::Ready(j) => {
            let a = &j.analysis;
            let m = a.decisions.iter().filter(|d| j.mistake(d)).count();
            // A practice hand is the one hand of its record: its number there says nothing.
            let hands = a.decisions.iter().any(|d| d.hand != a.decisions[0].hand);
            rows.push(TLine::from(Span::raw(format!(
                " {} decisions judged, {m} {} (costing over {} {}); ± 95% interval",
                a.decisions.len(),
                if m == 1 { "mistake" } else { "mistakes" },
                a.big,
                a.unit
            ))));
            // A decision that cost something takes a second row for the best choice.
            let mut lines = Vec::new();
            for d in &a.decisions {
                let (st, mark) = if j.mistake(d) { (bad, "✗") } else { (Style::new(), " ") };
                let hand = if hands { format!("{} {}, ", a.deal, d.hand + 1) } else { String::new() };
                let at = format!("{mark} {hand}action {:>2}: {}", d.action, d.played);
                if d.cost <= 0.0 {
                    lines.push(TLine::from(Span::styled(format!("{at}: the best of {}", d.choices), st)));
                } else {
                    lines.push(TLine::from(Span::styled(format!("{at} costs {} {}", amount(d), a.unit), st)));
                    lines.push(TLine::from(vec![
                        Span::raw("      best: "),
                        Span::styled(d.best.clone(), Style::new().fg(Color::Green)),
                    ]));
                }
            }
            let room = (inner.height as usize).saturating_sub(2);
            let top = r.top.min(lines.len().saturating_sub(room));
            rows.extend(lines.into_iter().skip(top).take(room));
        }
    }
    let n = rows.len().min(inner.height.saturating_sub(1) as usize);
    rows.truncate(n);
    Paragraph::new(rows).render(inner, buf);
    let last = Rect { y: inner.y + inner.height.saturating_sub(1), height: 1.min(inner.height), ..inner };
    Paragraph::new(foot).render(last, buf);
}

/// The seat to act at `step` and the tile its best choice puts down, to be marked in
/// its hand, once the analysis is done.
pub fn best_tile(r: &Review, step: usize) -> Option<(u8, Tile)> {
    let d = r.judged()?.at_step(step)?;
    (d.cost > 0.0).then_some(())?;
    Some((d.seat, tile_of(&d.best)?))
}

#[cfg(test)]
mod tests;
