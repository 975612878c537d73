//! `nos replay` for a game behind the seam: the record's frames (every deal and every
//! action), stepped through with every hand face up or as one seat saw it.

use super::hits::{draw_lines, Hit, Hits, Links};
use super::input::{nav, Msg};
use super::panels::boxed;
use super::sit_draw::{seats_box, seats_height};
use super::sitting::Sitting;
use super::tiles::in_hand;
use super::widgets::{bold, keys_line, log_box, Key};
use crate::core::seat::Seat;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line as TLine, Span};
use ratatui::widgets::{Paragraph, Widget};
use std::time::{Duration, Instant};

/// The viewer of a record of a game behind the seam.
pub struct SitViewer {
    pub frames: Vec<Box<dyn Sitting>>,
    pub at: usize,
    /// The seat whose view is shown; `None`: every hand face up.
    pub seat: Option<Seat>,
    pub title: String,
    pub pips: bool,
    /// When the next step comes, while playing on its own.
    pub next: Option<Instant>,
    pub speed: Duration,
}

impl SitViewer {
    pub fn new(frames: Vec<Box<dyn Sitting>>, title: String) -> SitViewer {
        SitViewer { frames, at: 0, seat: None, title, pips: false, next: None, speed: Duration::from_millis(800) }
    }

    fn frame(&self) -> &dyn Sitting {
        &*self.frames[self.at]
    }

    fn step(&mut self, d: isize) {
        let last = self.frames.len() as isize - 1;
        self.at = (self.at as isize + d).clamp(0, last.max(0)) as usize;
    }

    /// The first frame of the hand `d` hands from this one's.
    fn hand(&mut self, d: isize) {
        let h = self.frame().hand_no() as isize + d;
        if let Some(i) = self.frames.iter().position(|f| f.hand_no() as isize == h.max(0)) {
            self.at = i;
        }
    }

    /// A key; true when the viewer is to close.
    pub fn update(&mut self, m: Msg) -> bool {
        let n = self.frame().names().len();
        match nav(m) {
            Msg::Char('q') | Msg::Back => return true,
            Msg::Right => self.step(1),
            Msg::Left => self.step(-1),
            Msg::Down => self.hand(1),
            Msg::Up => self.hand(-1),
            Msg::PageDown | Msg::Char(']') => self.hand(1),
            Msg::PageUp | Msg::Char('[') => self.hand(-1),
            Msg::Home | Msg::Char('g') => self.at = 0,
            Msg::End | Msg::Char('G') => self.at = self.frames.len().saturating_sub(1),
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
            Msg::Char('0' | 'a') => self.seat = None,
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
        if self.next.is_some_and(|t| now >= t) {
            self.step(1);
            self.next = (self.at + 1 < self.frames.len()).then(|| now + self.speed);
        }
    }

    pub fn next_wake(&self) -> Option<Instant> {
        self.next
    }
}

/// The viewer's controls, one clickable button for each key.
fn controls(v: &SitViewer, hand_no: usize) -> Links {
    let b = Style::new().fg(Color::Black).bg(Color::Gray);
    let dim = Style::new().fg(Color::DarkGray);
    let gap = |l: Links| l.text(" ", Style::new());
    let hands = v.frames.last().map_or(0, |f| f.hand_no() + 1);
    let mut l = Links::new();
    for (label, m) in [("|◀", Msg::Home), ("◀", Msg::Left), ("▶", Msg::Right), ("▶|", Msg::End)] {
        l = gap(l.link(format!(" {label} "), b, Hit::Key(m)));
    }
    l = l.text(format!("step {}/{}", v.at + 1, v.frames.len()), Style::new()).text(" · ", dim);
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
    let [header, middle, bottom, keys] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(8),
        // A row for every seat (nine at most) and the controls, while the table keeps
        // its eight rows.
        Constraint::Length((n as u16 + 3).min(area.height.saturating_sub(10))),
        Constraint::Length(1),
    ])
    .areas(area);
    let side_w = area.width.saturating_sub(48).clamp(32, 44);
    let [table, side] = Layout::horizontal([Constraint::Min(40), Constraint::Length(side_w)]).areas(middle);
    let [seats, log] =
        Layout::vertical([Constraint::Length(seats_height(f).min(side.height.saturating_sub(3))), Constraint::Min(3)])
            .areas(side);
    let title = format!(" replay: {} · hand {} ", f.title(), f.hand_no() + 1);
    Paragraph::new(TLine::from(vec![
        Span::styled(" NOS ", Style::new().fg(Color::Black).bg(Color::Cyan).add_modifier(Modifier::BOLD)),
        Span::styled(title, bold()),
        Span::raw(format!("· step {}/{}", v.at + 1, v.frames.len())),
    ]))
    .render(header, buf);
    f.draw_table(v.seat, v.pips, table, buf);
    seats_box(f, seats, buf);
    log_box(f.log(), f.names(), f.hand_no(), log, buf);
    let head = match v.seat {
        None => format!(" {}: every hand, face up ", v.title),
        Some(s) => format!(" {}: as {} saw it ", v.title, f.names()[s.index()]),
    };
    let block = boxed(head);
    let inner = block.inner(bottom);
    block.render(bottom, buf);
    let button = Style::new().fg(Color::Black).bg(Color::Gray);
    let mut lines = Vec::new();
    for (i, name) in f.names().iter().enumerate() {
        let s = Seat(i as u8);
        let tiles = if v.seat.is_none_or(|v| v == s) {
            f.tiles(s).iter().map(|&t| in_hand(t, v.pips)).collect::<Vec<_>>().join(" ")
        } else {
            format!("{} tiles, hidden", f.hand_len(s))
        };
        let on = f.to_act() == Some(s);
        let st = if on { Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD) } else { Style::new() };
        let mark = if on { "▸" } else { " " };
        // A seat's name shows the hand as that seat saw it; again, every hand.
        let (name_st, key) = match v.seat == Some(s) {
            true => (st.add_modifier(Modifier::UNDERLINED), '0'),
            false => (st, char::from(b'1' + i as u8)),
        };
        let mut l =
            Links::new().link(format!("{mark}{} {name}: ", i + 1), name_st, Hit::Key(Msg::Char(key))).text(tiles, st);
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
    // The speed has its buttons in the controls above (+ and -).
    let k: [Key; 7] = [
        ("←→", "step", &[Msg::Left, Msg::Right]),
        ("↑↓", "hand", &[Msg::Up, Msg::Down]),
        ("Home/End", "", &[Msg::Home, Msg::End]),
        ("Enter", "autoplay", &[Msg::Enter]),
        ("1-9", "one seat", &[]),
        ("0", "face up", &[Msg::Char('0')]),
        ("q", "quit", &[Msg::Char('q')]),
    ];
    keys_line(&k).draw(keys, buf, hits);
}

impl Clone for SitViewer {
    fn clone(&self) -> SitViewer {
        SitViewer {
            frames: self.frames.iter().map(|f| f.boxed()).collect(),
            at: self.at,
            seat: self.seat,
            title: self.title.clone(),
            pips: self.pips,
            next: self.next,
            speed: self.speed,
        }
    }
}

impl std::fmt::Debug for SitViewer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SitViewer").field("title", &self.title).field("at", &self.at).finish_non_exhaustive()
    }
}
