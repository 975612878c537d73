//! `nos replay` for a game behind the seam: the record's frames (every deal and every
//! action), stepped through with every hand face up or as one seat saw it.

use super::draw::{seats_box, seats_height};
use super::review::{self, Review, Step};
use super::sitting::{step_of, Film, Sitting};
use crate::core::seat::Seat;
use crate::tui::kit::hits::{draw_lines, Hit, Hits, Links};
use crate::tui::kit::input::{nav, Msg};
use crate::tui::kit::panels::boxed;
use crate::tui::kit::tiles::{flat_in, in_hand};
use crate::tui::kit::widgets::{bold, keys_line, log_box, Key};
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line as TLine, Span};
use ratatui::widgets::{Paragraph, Widget};
use std::ops::Range;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The viewer of a record of a game behind the seam.
pub struct SitViewer {
    reel: Reel,
    pub at: usize,
    /// The seat whose view is shown; `None`: every hand face up.
    pub seat: Option<Seat>,
    pub title: String,
    pub pips: bool,
    /// When the next step comes, while playing on its own.
    pub next: Option<Instant>,
    pub speed: Duration,
    /// The analysis of the record, when the viewer has its bytes.
    pub review: Option<Review>,
    /// The help box is open.
    pub help: bool,
}

/// How the frames of a record are made: where every step stands, and the frames of
/// the steps asked for ([`crate::tui::openers::film`]).
pub type Make = fn(&[u8], Range<usize>) -> Result<Film, crate::record::Unplayable>;

/// The frames the viewer steps through.
enum Reel {
    /// Every frame, handed in (a game's own steps, made where it was played).
    Held(Vec<Box<dyn Sitting>>),
    /// Made again from the record a window at a time: only the frames near the one
    /// shown are kept, so that a long record takes little memory a step.
    Made { bytes: Arc<Vec<u8>>, make: Make, steps: Vec<Step>, from: usize, frames: Vec<Box<dyn Sitting>> },
}

/// The frames made at once around the one shown: before it, and after it.
const BEHIND: usize = 32;
const AHEAD: usize = 96;

impl SitViewer {
    pub fn new(frames: Vec<Box<dyn Sitting>>, title: String) -> SitViewer {
        SitViewer::of(Reel::Held(frames), title)
    }

    /// The viewer of the record `bytes`, its frames made by `make` a window at a
    /// time, which it may analyse.
    ///
    /// # Errors
    /// The record cannot be read or replayed, or holds no step: in words.
    pub fn of_record(bytes: Vec<u8>, make: Make, title: String) -> Result<SitViewer, String> {
        let film = make(&bytes, 0..BEHIND + AHEAD)?;
        if film.steps.is_empty() || film.frames.is_empty() {
            return Err("the record holds no step to show".into());
        }
        let bytes = Arc::new(bytes);
        let reel = Reel::Made { bytes: bytes.clone(), make, steps: film.steps, from: film.from, frames: film.frames };
        let mut v = SitViewer::of(reel, title);
        v.review = Some(Review::new((*bytes).clone(), crate::analyse::Settings::default()));
        Ok(v)
    }

    fn of(reel: Reel, title: String) -> SitViewer {
        SitViewer {
            reel,
            at: 0,
            seat: None,
            title,
            pips: false,
            next: None,
            speed: Duration::from_millis(800),
            review: None,
            help: false,
        }
    }

    /// The viewer of the record `bytes`, which it may analyse.
    pub fn with_record(mut self, bytes: Vec<u8>) -> SitViewer {
        self.review = Some(Review::new(bytes, crate::analyse::Settings::default()));
        self
    }

    /// How many steps the record has.
    pub fn len(&self) -> usize {
        match &self.reel {
            Reel::Held(f) => f.len(),
            Reel::Made { steps, .. } => steps.len(),
        }
    }

    /// Whether the record has no step.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// How many frames the viewer holds now.
    pub fn kept(&self) -> usize {
        match &self.reel {
            Reel::Held(f) => f.len(),
            Reel::Made { frames, .. } => frames.len(),
        }
    }

    /// Where each step stands, for the analysis and the hand keys.
    pub fn steps(&self) -> Vec<Step> {
        match &self.reel {
            Reel::Held(f) => f.iter().map(|f| step_of(f.as_ref())).collect(),
            Reel::Made { steps, .. } => steps.clone(),
        }
    }

    /// The frame of step `k`, made again if need be (for a test that looks at steps
    /// away from the one shown).
    pub fn frame_at(&self, k: usize) -> Option<Box<dyn Sitting>> {
        match &self.reel {
            Reel::Held(f) => f.get(k).map(|f| f.boxed()),
            Reel::Made { frames, from, .. } if (*from..*from + frames.len()).contains(&k) => {
                Some(frames[k - from].boxed())
            }
            Reel::Made { bytes, make, .. } => make(bytes, k..k + 1).ok()?.frames.pop(),
        }
    }

    /// The analysis's keys; true when taken.
    fn review_key(&mut self, m: Msg) -> bool {
        let Some(r) = self.review.as_mut() else { return false };
        match m {
            Msg::Char('a') => r.toggle(),
            Msg::Char('n' | 'p') => {
                if let Some(s) = r.judged().and_then(|j| j.next_mistake(self.at, m == Msg::Char('n'))) {
                    self.go(s);
                    self.next = None;
                }
            }
            _ => return false,
        }
        true
    }

    /// The frame shown.
    pub fn frame(&self) -> &dyn Sitting {
        match &self.reel {
            Reel::Held(f) => &*f[self.at],
            Reel::Made { frames, from, .. } => &*frames[self.at - from],
        }
    }

    /// Shows step `at` (the last, past it), its frame made if it is not at hand.
    pub fn go(&mut self, at: usize) {
        let at = at.min(self.len().saturating_sub(1));
        if let Reel::Made { bytes, make, from, frames, .. } = &mut self.reel {
            if !(*from..*from + frames.len()).contains(&at) {
                let keep = at.saturating_sub(BEHIND)..at + AHEAD;
                // The frames held go first, so that two windows are never held at once.
                let held = *from..*from + frames.len();
                *frames = Vec::new();
                match make(bytes, keep) {
                    Ok(film) if (film.from..film.from + film.frames.len()).contains(&at) => {
                        *from = film.from;
                        *frames = film.frames;
                    }
                    // The record made its frames once; it cannot fail to again. Should
                    // it, the frames held are made again and the step stays.
                    _ => {
                        if let Ok(film) = make(bytes, held) {
                            *from = film.from;
                            *frames = film.frames;
                        }
                        return;
                    }
                }
            }
        }
        self.at = at;
    }

    fn step(&mut self, d: isize) {
        let last = self.len() as isize - 1;
        self.go((self.at as isize + d).clamp(0, last.max(0)) as usize);
    }

    /// The first frame of the hand `d` hands from this one's.
    fn hand(&mut self, d: isize) {
        let h = self.frame().hand_no() as isize + d;
        if let Some(i) = self.steps().iter().position(|f| f.hand as isize == h.max(0)) {
            self.go(i);
        }
    }

    /// A key; true when the viewer is to close.
    pub fn update(&mut self, m: Msg) -> bool {
        let n = self.frame().names().len();
        if self.help {
            self.help = false;
            return false;
        }
        if self.review_key(m) {
            return false;
        }
        match nav(m) {
            Msg::Char('?') => self.help = true,
            Msg::Char('q') | Msg::Back => {
                // Leaving stops the analysis at once (its thread ends on its own).
                if let Some(r) = self.review.as_mut() {
                    r.cancel();
                }
                return true;
            }
            Msg::Right => self.step(1),
            Msg::Left => self.step(-1),
            Msg::Down => self.hand(1),
            Msg::Up => self.hand(-1),
            Msg::PageDown | Msg::Char(']') => self.hand(1),
            Msg::PageUp | Msg::Char('[') => self.hand(-1),
            Msg::Home | Msg::Char('g') => self.go(0),
            Msg::End | Msg::Char('G') => self.go(self.len().saturating_sub(1)),
            Msg::Char('t') => self.pips = !self.pips,
            Msg::Enter => {
                self.next = match self.next {
                    Some(_) => None,
                    None => Some(Instant::now() + self.speed),
                }
            }
            // Faster or slower autoplay, the step kept from 50 ms to 5 s.
            Msg::Char('+' | '=') => self.speed = (self.speed / 2).max(Duration::from_millis(50)),
            Msg::Char('-') => self.speed = (self.speed * 2).min(Duration::from_secs(5)),
            Msg::Char('0') => self.seat = None,
            Msg::Char(c) if c.is_ascii_digit() => {
                let k = c as usize - '0' as usize;
                if k <= n {
                    self.seat = Some(Seat(k as u8 - 1));
                }
            }
            _ => {}
        }
        false
    }

    /// Time passes: the next step, while playing.
    pub fn tick(&mut self, now: Instant) {
        if self.review.as_ref().is_some_and(Review::running) {
            let steps = self.steps();
            if let Some(r) = self.review.as_mut() {
                r.poll(&steps);
            }
        }
        if self.next.is_some_and(|t| now >= t) {
            self.step(1);
            self.next = (self.at + 1 < self.len()).then(|| now + self.speed);
        }
    }

    pub fn next_wake(&self) -> Option<Instant> {
        // A running analysis is looked at often enough for a smooth bar.
        let soon =
            self.review.as_ref().is_some_and(Review::running).then(|| Instant::now() + Duration::from_millis(100));
        match (self.next, soon) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }
}

/// The viewer's controls, one clickable button for each key.
fn controls(v: &SitViewer, hand_no: usize) -> Links {
    let b = Style::new().fg(Color::Black).bg(Color::Gray);
    let dim = Style::new().fg(Color::DarkGray);
    let gap = |l: Links| l.text(" ", Style::new());
    let hands = v.steps().last().map_or(0, |f| f.hand + 1);
    let mut l = Links::new();
    for (label, m) in [("|◀", Msg::Home), ("◀", Msg::Left), ("▶", Msg::Right), ("▶|", Msg::End)] {
        l = gap(l.link(format!(" {label} "), b, Hit::Key(m)));
    }
    l = l.text(format!("step {}/{}", v.at + 1, v.len()), Style::new()).text(" · ", dim);
    for (label, m) in [("▲", Msg::Up), ("▼", Msg::Down)] {
        l = gap(l.link(format!(" {label} "), b, Hit::Key(m)));
    }
    l = l.text(format!("hand {}/{hands}", hand_no + 1), Style::new()).text(" · ", dim);
    let play = if v.next.is_some() { " ❚❚ stop " } else { " ▶ play " };
    l = gap(l.link(play, b, Hit::Key(Msg::Enter)));
    l = gap(l.text(format!("{} ms", v.speed.as_millis()), Style::new()));
    l = gap(l.link(" − ", b, Hit::Key(Msg::Char('-'))));
    l.link(" + ", b, Hit::Key(Msg::Char('+')))
}

/// The viewer's screen.
pub fn draw(v: &SitViewer, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let f = v.frame();
    let n = f.names().len();
    let rh = v.review.as_ref().map_or(0, |r| review::height(r, v.at, area.width));
    let [header, middle, judged, bottom, keys] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(8),
        Constraint::Length(rh),
        // A row for every seat (nine at most) and the controls, while the table keeps
        // its eight rows.
        Constraint::Length((n as u16 + 3).min(area.height.saturating_sub(10))),
        Constraint::Length(1),
    ])
    .areas(area);
    let side_w = super::part::Areas::side_width(area.width);
    let [table, side] = Layout::horizontal([Constraint::Min(40), Constraint::Length(side_w)]).areas(middle);
    let [seats, log] = Layout::vertical([
        Constraint::Length(seats_height(f, side_w).min(side.height.saturating_sub(3))),
        Constraint::Min(3),
    ])
    .areas(side);
    let title = format!(" replay: {} · {} {} ", f.title(), f.deal_name().word(), f.hand_no() + 1);
    Paragraph::new(TLine::from(vec![
        Span::styled(" NOS ", Style::new().fg(Color::Black).bg(Color::Cyan).add_modifier(Modifier::BOLD)),
        Span::styled(title, bold()),
        Span::raw(format!("· step {}/{}", v.at + 1, v.len())),
    ]))
    .render(header, buf);
    // The table laid out in the rows the game had at this window's size, so that
    // each hand looks as it did at play; the rows around the last tile show.
    f.lay_out_for(super::part::Areas::of(area, 0, 3).table.height);
    f.draw_table(v.seat, v.pips, table, buf);
    seats_box(f, None, seats, buf);
    match v.review.as_ref().and_then(Review::judged) {
        Some(j) => log_box(&j.annotate(f.log()), f.names(), f.hand_no(), log, buf),
        None => log_box(f.log(), f.names(), f.hand_no(), log, buf),
    }
    if let Some(r) = &v.review {
        review::draw(r, v.at, judged, buf);
    }
    let best = v.review.as_ref().and_then(|r| review::best_tile(r, v.at));
    let tail = match v.seat {
        None => ": every hand, face up ".to_string(),
        Some(s) => format!(": as {} saw it ", f.names()[s.index()]),
    };
    // A long file name gives way, not what the box shows.
    let room = (bottom.width as usize).saturating_sub(3 + crate::tui::kit::fit::width(&tail));
    let head = format!(" {}{tail}", crate::tui::kit::fit::cut(&v.title, room));
    let block = boxed(head);
    let inner = block.inner(bottom);
    block.render(bottom, buf);
    let button = Style::new().fg(Color::Black).bg(Color::Gray);
    let mut lines = Vec::new();
    for (i, name) in f.names().iter().enumerate() {
        let s = Seat(i as u8);
        let on = f.to_act() == Some(s);
        let st = if on { Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD) } else { Style::new() };
        let mark = if on { "▸" } else { " " };
        // A seat's name shows the hand as that seat saw it; again, every hand.
        let (name_st, key) = match v.seat == Some(s) {
            true => (st.add_modifier(Modifier::UNDERLINED), '0'),
            false => (st, char::from(b'1' + i as u8)),
        };
        let mut l = Links::new().link(format!("{mark}{} {name}: ", i + 1), name_st, Hit::Key(Msg::Char(key)));
        if v.seat.is_none_or(|v| v == s) {
            // The analysis's best choice stands out in the hand that had it.
            // Numbers above 9 (the larger sets) in two digits, as on the table, the
            // tiles then close together to keep the line short.
            let hand = f.tiles(s);
            let wide = hand.iter().any(|t| t.high() > 9);
            for (k, &t) in hand.iter().enumerate() {
                let shown = match (wide, k) {
                    (true, _) => flat_in(t.low(), t.high(), v.pips, 2),
                    (false, 0) => in_hand(t, v.pips),
                    (false, _) => format!(" {}", in_hand(t, v.pips)),
                };
                let good = best.is_some_and(|(b, bt)| b == s.0 && bt == t);
                l = l.text(shown, if good { Style::new().fg(Color::Black).bg(Color::Green) } else { st });
            }
        } else {
            l = l.text(format!("{} tiles, hidden", f.hand_len(s)), st);
        }
        if v.seat == Some(s) {
            l = l.text("   ", Style::new()).link(" every hand ", button, Hit::Key(Msg::Char('0')));
        }
        lines.push(l);
    }
    // The seats give way to the controls in a short window.
    let rows = inner.height.saturating_sub(1) as usize;
    lines.truncate(rows);
    lines.resize_with(rows, Links::new);
    lines.push(controls(v, f.hand_no()));
    draw_lines(lines, inner, buf, hits);
    keys_line(&keys_of(v, keys.width)).draw(keys, buf, hits);
    if v.help {
        help(area, buf);
    }
}

/// The keys line, giving way where the window is narrow: the analysis's keys only
/// once it can be asked for; Home/End first to go, then the seat keys (help lists
/// them all).
fn keys_of(v: &SitViewer, width: u16) -> Vec<Key<'static>> {
    let mut k: Vec<Key> = vec![
        ("←→", "step", &[Msg::Left, Msg::Right]),
        ("↑↓", "hand", &[Msg::Up, Msg::Down]),
        ("Home/End", "", &[Msg::Home, Msg::End]),
        ("Enter", "autoplay", &[Msg::Enter]),
        ("1-9", "one seat", &[]),
        ("0", "face up", &[Msg::Char('0')]),
    ];
    if v.review.is_some() {
        k.push(("a", "analyse", &[Msg::Char('a')]));
        k.push(("n/p", "mistakes", &[Msg::Char('n'), Msg::Char('p')]));
    }
    k.push(("?", "help", &[Msg::Char('?')]));
    k.push(("q", "quit", &[Msg::Char('q')]));
    for gone in ["Home/End", "0", "1-9", "?"] {
        if keys_line(&k).width() <= width {
            break;
        }
        k.retain(|x| x.0 != gone);
    }
    k
}

/// Every key of the viewer, as its help box lists them (and `docs/learning.md`, word for
/// word: a test compares them).
pub fn keys() -> Vec<(&'static str, &'static str)> {
    let mut rows: Vec<(&str, &str)> = vec![
        ("← → or h l", "a step back, a step on"),
        ("↑ ↓ or k j", "the hand before, the hand after"),
        ("Home End", "the first step, the last"),
        ("Enter or space", "play the steps on their own (again: stop)"),
        ("1-9", "every hand hidden but this seat's: as it saw the game"),
        ("0", "every hand face up"),
        ("t", "tiles as pips or as numbers"),
    ];
    rows.extend(review::KEYS);
    rows.push(("q or Esc", "leave (a running analysis stops)"));
    rows
}

/// Every key of the viewer, in a box.
fn help(area: Rect, buf: &mut Buffer) {
    let rows = keys();
    let inner = crate::tui::kit::widgets::popup_box(area, 72, rows.len() as u16 + 4, "Keys of the replay", buf);
    let mut lines: Vec<TLine> =
        rows.iter().map(|(k, w)| TLine::from(vec![Span::styled(format!(" {k:<16}"), bold()), Span::raw(*w)])).collect();
    lines.push(TLine::from(""));
    lines.push(TLine::from(Span::styled(" any key closes this box", Style::new().fg(Color::DarkGray))));
    Paragraph::new(lines).render(inner, buf);
}

impl Clone for SitViewer {
    fn clone(&self) -> SitViewer {
        let reel = match &self.reel {
            Reel::Held(f) => Reel::Held(f.iter().map(|f| f.boxed()).collect()),
            Reel::Made { bytes, make, steps, from, frames } => Reel::Made {
                bytes: bytes.clone(),
                make: *make,
                steps: steps.clone(),
                from: *from,
                frames: frames.iter().map(|f| f.boxed()).collect(),
            },
        };
        SitViewer {
            reel,
            at: self.at,
            seat: self.seat,
            title: self.title.clone(),
            pips: self.pips,
            next: self.next,
            speed: self.speed,
            review: self.review.clone(),
            help: self.help,
        }
    }
}

impl std::fmt::Debug for SitViewer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SitViewer").field("title", &self.title).field("at", &self.at).finish_non_exhaustive()
    }
}
