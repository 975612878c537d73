//! The replay viewer: a record stepped through action by action, every hand face up
//! or as one seat saw it, with the log and chips as they were; its keys and its screen.

use super::draw::{areas, header, keys_line, log_box, seats_box, table_box, Key};
use super::fit;
use super::game::{steps, Kind};
use super::hits::{draw_lines, Hit, Hits, Links};
use super::input::{nav, Msg};
use super::panels::boxed;
use super::placed::Placed;
use super::words::{self, tiles, Line, LineKind, Names};
use crate::core::Seat;
use crate::games::nos::{Hand, Session};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::widgets::Widget;
use std::time::{Duration, Instant};

/// The table after one action (or at a hand's start).
#[derive(Clone, Debug)]
pub struct Frame {
    /// The hand, from 0.
    pub hand_no: usize,
    pub hand: Hand,
    /// How many log lines were written by then.
    pub lines: usize,
    /// The game announced in the hand, once it is.
    pub game: Option<crate::games::nos::Game>,
}

/// The viewer's state.
#[derive(Clone, Debug)]
pub struct Viewer {
    pub names: Vec<String>,
    pub frames: Vec<Frame>,
    pub log: Vec<(usize, Line)>,
    pub at: usize,
    /// `None`: every hand face up; a seat: only what that seat saw.
    pub seat: Option<Seat>,
    /// Autoplay: the pause between steps, when playing.
    pub playing: Option<Duration>,
    pub speed: Duration,
    next: Option<Instant>,
    pub title: String,
    /// Where the table's tiles were drawn, so that they hold still from step to step.
    pub table: Placed,
}

impl Viewer {
    /// The frames of a replayed session.
    pub fn new(names: Vec<String>, session: &Session, title: String) -> Viewer {
        let mut frames = Vec::new();
        let mut log: Vec<(usize, Line)> = Vec::new();
        let mut game = None;
        steps(session, |i, s, ev| {
            match ev {
                None => {
                    game = None;
                    let who = names[s.hand().on_set().index()].clone();
                    log.push((i, Line { text: format!("Hand {}: {who} is on set", i + 1), kind: LineKind::End }));
                }
                Some(ev) => {
                    for e in ev {
                        if let crate::games::nos::Event::Announced { game: g, .. } = e {
                            game = Some(*g);
                        }
                    }
                    for l in words::events(&Names(&names), ev) {
                        log.push((i, l));
                    }
                }
            }
            frames.push(Frame { hand_no: i, hand: s.hand().clone(), lines: log.len(), game });
        });
        Viewer {
            names,
            frames,
            log,
            at: 0,
            seat: None,
            playing: None,
            speed: Duration::from_millis(800),
            next: None,
            title,
            table: Placed::default(),
        }
    }

    /// Adds a last line to the log, seen from the last step on.
    pub fn note_at_end(&mut self, text: String) {
        let hand_no = self.frames.last().map_or(0, |f| f.hand_no);
        self.log.push((hand_no, Line { text, kind: LineKind::End }));
        if let Some(f) = self.frames.last_mut() {
            f.lines = self.log.len();
        }
    }

    /// Tells, after the last step, that the record's action `at` (of its last hand) is
    /// refused, as the record expects, and why: the seats by their names.
    pub fn note_refused(&mut self, rec: &crate::record::Record, at: usize, reason: &str) {
        let step = rec.hands.last().and_then(|h| h.steps.get(at));
        let (who, what) = match step {
            Some(s) => (self.names.get(s.seat.index()).cloned().unwrap_or_default(), s.action.to_string()),
            None => (String::new(), String::new()),
        };
        let line = super::refused::line(&self.names, at, &who, &what, reason);
        self.note_at_end(line.text);
    }

    pub fn frame(&self) -> &Frame {
        &self.frames[self.at]
    }

    /// The frame where hand `h` starts.
    fn start_of(&self, h: usize) -> Option<usize> {
        self.frames.iter().position(|f| f.hand_no == h)
    }

    pub fn hands(&self) -> usize {
        self.frames.last().map_or(0, |f| f.hand_no + 1)
    }

    fn step(&mut self, d: isize) {
        let last = self.frames.len() as isize - 1;
        self.at = (self.at as isize + d).clamp(0, last) as usize;
    }

    /// Handles a key; returns true when the viewer is to close.
    pub fn update(&mut self, m: Msg) -> bool {
        let n = self.names.len();
        match nav(m) {
            Msg::Char('q') | Msg::Back => return true,
            Msg::Right => self.step(1),
            Msg::Left => self.step(-1),
            Msg::Home | Msg::Char('g') => self.at = 0,
            Msg::End | Msg::Char('G') => self.at = self.frames.len() - 1,
            Msg::PageDown | Msg::Char(']') | Msg::Down => {
                let h = self.frame().hand_no + 1;
                if let Some(i) = self.start_of(h) {
                    self.at = i;
                }
            }
            Msg::PageUp | Msg::Char('[') | Msg::Up => {
                let cur = self.frame().hand_no;
                let start = self.start_of(cur).unwrap_or(0);
                let h = if self.at > start { cur } else { cur.saturating_sub(1) };
                self.at = self.start_of(h).unwrap_or(0);
            }
            Msg::Enter => {
                self.playing = match self.playing {
                    Some(_) => None,
                    None => Some(self.speed),
                };
                self.next = self.playing.map(|d| Instant::now() + d);
            }
            Msg::Char('+') | Msg::Char('=') => self.speed = (self.speed / 2).max(Duration::from_millis(50)),
            Msg::Char('-') => self.speed = (self.speed * 2).min(Duration::from_secs(5)),
            Msg::Char('0') | Msg::Char('a') => self.seat = None,
            Msg::Char(c @ '1'..='5') if (c as usize - '1' as usize) < n => {
                self.seat = Some(Seat(c as u8 - b'1'));
            }
            _ => {}
        }
        if self.playing.is_some() {
            self.playing = Some(self.speed);
        }
        false
    }

    pub fn tick(&mut self, now: Instant) {
        if let (Some(d), Some(t)) = (self.playing, self.next) {
            if now >= t {
                if self.at + 1 >= self.frames.len() {
                    self.playing = None;
                    self.next = None;
                } else {
                    self.at += 1;
                    self.next = Some(now + d);
                }
            }
        }
    }

    pub fn next_wake(&self) -> Option<Instant> {
        self.next.filter(|_| self.playing.is_some())
    }
}

/// The hands of the seats as the viewer shows them, packed into `rows` lines of `width`
/// columns: each seat's name (shortened if they would not fit otherwise) clicks to see
/// the hand as that seat saw it, and back to every hand.
fn hands(v: &Viewer, h: &Hand, width: u16, rows: usize) -> Vec<Links> {
    let texts: Vec<String> = (0..h.seats())
        .map(Seat)
        .map(|s| {
            if h.hand_len(s) == 0 && h.set_ends().is_some() {
                "out".to_string()
            } else if v.seat.is_none() || v.seat == Some(s) {
                tiles(h.hand(s))
            } else {
                format!("{} hidden", h.hand_len(s))
            }
        })
        .collect();
    const GAP: usize = 3;
    let pack = |names: &[String]| -> Vec<Vec<usize>> {
        let mut lines: Vec<Vec<usize>> = vec![Vec::new()];
        let mut used = 0;
        for (i, t) in texts.iter().enumerate() {
            let w = fit::width(&names[i]) + 2 + fit::width(t);
            let cur = lines.last_mut().expect("a line");
            if !cur.is_empty() && used + GAP + w > width as usize {
                lines.push(vec![i]);
                used = w;
            } else {
                used += if cur.is_empty() { w } else { GAP + w };
                cur.push(i);
            }
        }
        lines
    };
    let mut names = v.names.clone();
    let mut packed = pack(&names);
    for w in [16, 12, 10, 8, 6, 4] {
        if packed.len() <= rows.max(1) {
            break;
        }
        names = fit::names(&v.names, w);
        packed = pack(&names);
    }
    packed
        .into_iter()
        .map(|line| {
            let mut l = Links::new();
            for (k, i) in line.into_iter().enumerate() {
                let s = Seat(i as u8);
                let mut st = Style::new();
                if h.to_act() == Some(s) {
                    st = st.fg(Color::Yellow).add_modifier(Modifier::BOLD);
                }
                let name_st = if v.seat == Some(s) { st.add_modifier(Modifier::UNDERLINED) } else { st };
                let key = if v.seat == Some(s) { '0' } else { char::from(b'1' + i as u8) };
                if k > 0 {
                    l = l.text(" ".repeat(GAP), Style::new());
                }
                l = l.link(names[i].clone(), name_st, Hit::Key(Msg::Char(key))).text(format!(": {}", texts[i]), st);
            }
            l
        })
        .collect()
}

/// The viewer's controls, one clickable button for each key.
fn controls(v: &Viewer, hand_no: usize) -> Links {
    let b = Style::new().fg(Color::Black).bg(Color::Gray);
    let dim = Style::new().fg(Color::DarkGray);
    let gap = |l: Links| l.text(" ", Style::new());
    let key = |m| Hit::Key(m);
    let mut l = Links::new();
    for (label, m) in [("|◀", Msg::Home), ("◀", Msg::Left), ("▶", Msg::Right), ("▶|", Msg::End)] {
        l = gap(l.link(format!(" {label} "), b, key(m)));
    }
    l = l.text(format!("step {}/{}", v.at + 1, v.frames.len()), Style::new()).text(" · ", dim);
    for (label, m) in [("▲", Msg::Up), ("▼", Msg::Down)] {
        l = gap(l.link(format!(" {label} "), b, key(m)));
    }
    l = l.text(format!("hand {}/{}", hand_no + 1, v.hands()), Style::new()).text(" · ", dim);
    let play = if v.playing.is_some() { " ❚❚ stop " } else { " ▶ play " };
    l = gap(l.link(play, b, key(Msg::Enter)));
    l = gap(l.text(format!("{} ms", v.speed.as_millis()), Style::new()));
    l = gap(l.link(" − ", b, key(Msg::Char('-'))));
    l.link(" + ", b, key(Msg::Char('+')))
}

/// The replay viewer.
pub fn draw(v: &Viewer, pips: bool, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let f = v.frame();
    let h = &f.hand;
    let a = areas(area, v.names.len());
    header(&format!("hand {}", f.hand_no + 1), h, f.game, a.header, buf);
    table_box(h, pips, &v.table, a.table, buf);
    seats_box(h, &v.names, &vec![Kind::Human; v.names.len()], h.to_act(), a.seats, buf);
    log_box(&v.log[..f.lines], &v.names, f.hand_no, a.log, buf);
    let title = match v.seat {
        None => format!(" {}: every hand, face up ", v.title),
        Some(s) => format!(" {}: as {} saw it ", v.title, v.names[s.index()]),
    };
    let block = boxed(title);
    let inner = block.inner(a.bottom);
    block.render(a.bottom, buf);
    let rows = inner.height.saturating_sub(1) as usize;
    let mut lines = hands(v, h, inner.width, rows);
    if v.seat.is_some() {
        // Back to every hand: a button after the seats, or below them.
        let button = " every hand ";
        let b = Style::new().fg(Color::Black).bg(Color::Gray);
        let last = lines.pop().unwrap_or_default();
        if last.width() as usize + 3 + fit::width(button) <= inner.width as usize {
            lines.push(last.text("   ", Style::new()).link(button, b, Hit::Key(Msg::Char('0'))));
        } else {
            lines.push(last);
            lines.push(Links::new().link(button, b, Hit::Key(Msg::Char('0'))));
        }
    }
    lines.truncate(rows);
    lines.resize_with(rows, Links::new);
    lines.push(controls(v, f.hand_no));
    draw_lines(lines, inner, buf, hits);
    let keys: [Key; 7] = [
        ("←→", "step", &[Msg::Left, Msg::Right]),
        ("↑↓", "hand", &[Msg::Up, Msg::Down]),
        ("Home/End", "", &[Msg::Home, Msg::End]),
        ("Enter", "autoplay", &[Msg::Enter]),
        ("+-", "speed", &[Msg::Char('+'), Msg::Char('-')]),
        ("0-5", "seat", &[]),
        ("q", "quit", &[Msg::Char('q')]),
    ];
    keys_line(&keys).draw(a.keys, buf, hits);
}
