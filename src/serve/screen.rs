//! One player's terminal at the far end of the connection. The hall draws his frame
//! into a buffer ([`Term::draw`]: the one of a frame his task is done with, cleared,
//! so that no frame allocates a screen) and hands it to the connection's own task, which
//! sends only the cells that changed since the frame it sent before ([`Painter`]): so
//! the diff and its bytes are made beside the games' thread, not on it, a frame is a
//! diff, not a screen, and a frame in which nothing changed sends nothing. Only the
//! newest frame waits for a client: one drawn before the task took the last is passed
//! over, so that a client that does not read holds one screen of the server's memory,
//! and once it reads again it is sent what changed since the last frame it got.

use ratatui::backend::{Backend, CrosstermBackend};
use ratatui::buffer::{Buffer, Cell};
use ratatui::layout::Rect;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use tokio::sync::mpsc::{UnboundedReceiver, UnboundedSender};

/// The widest and tallest window drawn: a larger one is drawn at this size.
pub const MAX: (u16, u16) = (400, 200);

/// What goes to a connection's writer.
#[derive(Debug)]
pub enum Out {
    /// Bytes for the terminal.
    Data(Vec<u8>),
    /// A frame waits ([`Held::take`]).
    Frame,
    /// The last words, then the connection closes.
    Close(String),
}

/// How many frames in a row may be passed over, drawn while the writer still waits for
/// SSH to take the one before, before the connection is said not to read (in the log).
pub const SLOW: usize = 64;

/// The hall's side of a connection's queue to its writer.
#[derive(Clone, Debug)]
pub struct Outbox {
    to: UnboundedSender<Out>,
    pub held: Arc<Held>,
}

/// What waits for one connection's writer.
#[derive(Debug)]
pub struct Held {
    /// The connection, for the log.
    pub id: u64,
    /// The newest frame drawn and not yet taken by the writer, and whether it is to
    /// be sent whole (the window was sized since the last frame taken).
    next: Mutex<Option<(Buffer, bool)>>,
    /// The number of the newest frame handed over: a frame drawn elsewhere
    /// ([`Later`]) that comes after a newer one is passed over.
    newest: AtomicU64,
    /// Frames passed over since the writer last took one.
    skipped: AtomicUsize,
    /// The log was told that the connection does not read.
    told: AtomicBool,
    /// A frame's buffer done with (sent, or passed over), for the next frame to be
    /// drawn on: a screen's buffer is not allocated anew for every frame.
    spare: Mutex<Option<Buffer>>,
}

/// A connection's queue: the hall's end and the writer's.
pub fn outbox(id: u64) -> (Outbox, UnboundedReceiver<Out>) {
    let (to, rx) = tokio::sync::mpsc::unbounded_channel();
    let held = Arc::new(Held {
        id,
        next: Mutex::new(None),
        newest: AtomicU64::new(0),
        skipped: AtomicUsize::new(0),
        told: AtomicBool::new(false),
        spare: Mutex::new(None),
    });
    (Outbox { to, held }, rx)
}

impl Outbox {
    /// Queues bytes or last words.
    ///
    /// # Errors
    /// The writer is gone.
    pub fn send(&self, out: Out) -> Result<(), Out> {
        self.to.send(out).map_err(|e| e.0)
    }

    /// Hands frame number `n` to the writer (`whole`: to be sent whole): it takes the
    /// place of one still waiting, which is never sent (the writer sends what changed
    /// since the last one it sent); a frame older than one handed over already is
    /// passed over.
    fn frame(&self, buf: Buffer, whole: bool, n: u64) {
        let mut next = crate::serve::writer::lock(&self.held.next);
        if self.held.newest.load(Ordering::SeqCst) > n {
            // The newer frame waiting goes whole if this one was to.
            if let Some(f) = next.as_mut().filter(|_| whole) {
                f.1 = true;
            }
            return;
        }
        self.held.newest.store(n, Ordering::SeqCst);
        let whole = whole || next.as_ref().is_some_and(|f| f.1);
        let before = next.replace((buf, whole));
        drop(next);
        let Some((passed, _)) = before else {
            let _ = self.to.send(Out::Frame);
            return;
        };
        self.held.reuse(passed);
        let n = self.held.skipped.fetch_add(1, Ordering::SeqCst) + 1;
        if n >= SLOW && !self.held.told.swap(true, Ordering::SeqCst) {
            super::log(&format!(
                "connection {} does not read: only its newest frame is kept until it does",
                self.held.id
            ));
        }
    }
}

impl Held {
    /// The newest frame, taken by the writer, and whether it goes whole; when the
    /// connection had been said not to read, how many frames it passed over.
    pub fn take(&self) -> (Option<(Buffer, bool)>, Option<usize>) {
        let buf = crate::serve::writer::lock(&self.next).take();
        let skipped = self.skipped.swap(0, Ordering::SeqCst);
        (buf, self.told.swap(false, Ordering::SeqCst).then_some(skipped))
    }

    /// A buffer done with, kept for the next frame.
    pub fn reuse(&self, buf: Buffer) {
        *crate::serve::writer::lock(&self.spare) = Some(buf);
    }

    /// An empty buffer for a frame of `area`: the one kept, cleared, if it is of that
    /// size.
    fn blank(&self, area: Rect) -> Buffer {
        match crate::serve::writer::lock(&self.spare).take() {
            Some(mut b) if b.area == area => {
                b.reset();
                b
            }
            _ => Buffer::empty(area),
        }
    }
}

/// The writer's side of a connection's screen: the last frame sent, against which
/// the next one is sent as the cells that changed.
#[derive(Default)]
pub struct Painter {
    last: Option<Buffer>,
    /// The frame sent before the last, done with ([`Painter::spent`]).
    spent: Option<Buffer>,
}

/// Clears the terminal: a window of a new size is drawn whole.
const CLEAR: &[u8] = b"\x1b[2J";

impl Painter {
    /// The bytes that bring the far terminal from the last frame to `frame`: nothing
    /// when no cell changed; the whole screen, cleared first, when its size changed or
    /// when asked (`whole`).
    pub fn paint(&mut self, (frame, whole): (Buffer, bool)) -> Vec<u8> {
        let mut bytes = Vec::new();
        let last = match self.last.take() {
            Some(b) if b.area == frame.area && !whole => b,
            _ => {
                bytes.extend_from_slice(CLEAR);
                Buffer::empty(frame.area)
            }
        };
        let changed = diff(&last, &frame);
        if !changed.is_empty() {
            let mut be = CrosstermBackend::new(&mut bytes);
            // Writing into memory does not fail.
            let _ = be.draw(changed.into_iter());
            let _ = be.hide_cursor();
        }
        self.last = Some(frame);
        self.spent = Some(last);
        bytes
    }

    /// The buffer of the frame before the last sent, which nothing reads any more.
    pub fn spent(&mut self) -> Option<Buffer> {
        self.spent.take()
    }
}

/// How many columns a cell's symbol takes, as ratatui counts them: one for a symbol of
/// one byte (every ASCII character is one column in a string), so that only the few
/// cells that are not ASCII are looked up.
fn width(symbol: &str) -> usize {
    if symbol.len() == 1 {
        1
    } else {
        ratatui::text::Span::raw(symbol).width()
    }
}

/// The cells of `next` to send to a terminal that shows `last`, as ratatui's own
/// [`Buffer::diff`] finds them (a wide character's shadow skipped, the cells after a
/// wide character that changed sent again), each symbol's width asked once and only
/// when it is not one byte.
fn diff<'a>(last: &Buffer, next: &'a Buffer) -> Vec<(u16, u16, &'a Cell)> {
    let mut out = Vec::new();
    // Cells after a wide character drawn or replaced, to send again; cells of next
    // covered by a wide character before them.
    let (mut invalidated, mut skip) = (0usize, 0usize);
    for (i, (cur, prev)) in next.content.iter().zip(&last.content).enumerate() {
        if !cur.skip && skip == 0 && (invalidated > 0 || cur != prev) {
            let (x, y) = next.pos_of(i);
            out.push((x, y, cur));
        }
        let (w, was) = (width(cur.symbol()), width(prev.symbol()));
        skip = w.saturating_sub(1);
        invalidated = w.max(was).max(invalidated).saturating_sub(1);
    }
    out
}

/// The hall's side of a connection's terminal: the size it is drawn at.
pub struct Term {
    area: Rect,
    /// The window was sized since the last frame: the next goes whole.
    whole: bool,
    out: Outbox,
    /// The number of the last frame begun.
    drawn: u64,
}

/// A frame begun by the hall and drawn elsewhere (on a thread of the pool): once
/// drawn it is handed over as [`Term::draw`] hands one, in its place among the frames
/// begun ([`Later::done`]).
pub struct Later {
    pub area: Rect,
    pub buf: Buffer,
    whole: bool,
    pub n: u64,
    out: Outbox,
}

impl Later {
    /// The frame is drawn: handed to the writer, unless a newer one was.
    pub fn done(self) {
        self.out.frame(self.buf, self.whole, self.n);
    }
}

impl Term {
    /// Draws a frame with `f` (given the area and an empty buffer of its size) and
    /// hands it to the connection's writer.
    pub fn draw(&mut self, f: impl FnOnce(Rect, &mut Buffer)) {
        let mut buf = self.out.held.blank(self.area);
        f(self.area, &mut buf);
        self.drawn += 1;
        self.out.frame(buf, std::mem::take(&mut self.whole), self.drawn);
    }

    /// Begins a frame to be drawn elsewhere: its buffer, which `f` draws on first
    /// (what only the hall can draw), and its number.
    pub fn later(&mut self, f: impl FnOnce(Rect, &mut Buffer)) -> Later {
        let mut buf = self.out.held.blank(self.area);
        f(self.area, &mut buf);
        self.drawn += 1;
        Later { area: self.area, buf, whole: std::mem::take(&mut self.whole), n: self.drawn, out: self.out.clone() }
    }

    /// The number of the last frame begun.
    pub fn drawn(&self) -> u64 {
        self.drawn
    }

    /// The area it is drawn at.
    pub fn area(&self) -> Rect {
        self.area
    }

    /// The window was sized (to the same size, too): the next frame is drawn whole
    /// at it.
    pub fn resize(&mut self, area: Rect) {
        self.area = area;
        self.whole = true;
    }
}

/// Switches the far terminal to the alternate screen, the cursor hidden, the mouse on:
/// presses, the wheel, and motion while a button is held (a drag pans the table), in
/// SGR reports.
pub const ENTER: &[u8] = b"\x1b[?1049h\x1b[?25l\x1b[?1000h\x1b[?1002h\x1b[?1006h\x1b[2J";
/// Puts it back as it was.
pub const LEAVE: &[u8] = b"\x1b[?1006l\x1b[?1002l\x1b[?1000l\x1b[0m\x1b[?25h\x1b[?1049l";

/// A terminal for a connection, of no size until the client says its size.
pub fn term(to: Outbox) -> Term {
    Term { area: Rect::default(), whole: true, out: to, drawn: 0 }
}

/// The area drawn for a window of `w` by `h` cells, held to [`MAX`].
pub fn area(w: u32, h: u32) -> Rect {
    let w = w.min(u32::from(MAX.0)) as u16;
    let h = h.min(u32::from(MAX.1)) as u16;
    Rect::new(0, 0, w, h)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::widgets::{Paragraph, Widget};

    /// What the writer would send: each frame waiting, painted.
    fn sent(out: &Outbox, rx: &mut UnboundedReceiver<Out>, painter: &mut Painter) -> Vec<Vec<u8>> {
        std::iter::from_fn(|| rx.try_recv().ok())
            .filter_map(|o| match o {
                Out::Frame => out.held.take().0.map(|b| painter.paint(b)),
                Out::Data(b) => Some(b),
                Out::Close(_) => None,
            })
            .filter(|b| !b.is_empty())
            .collect()
    }

    fn draw(t: &mut Term, text: &str) {
        t.draw(|area, buf| Paragraph::new(text.to_string()).render(area, buf));
    }

    #[test]
    fn a_frame_in_which_nothing_changed_sends_nothing() {
        let (out, mut rx) = outbox(1);
        let mut p = Painter::default();
        let mut t = term(out.clone());
        t.resize(Rect::new(0, 0, 20, 3));
        draw(&mut t, "Ann's hand");
        assert_eq!(sent(&out, &mut rx, &mut p).len(), 1);
        draw(&mut t, "Ann's hand");
        assert!(sent(&out, &mut rx, &mut p).is_empty());
        draw(&mut t, "Ann's hand.");
        // One cell changed: the cursor moved there, the dot, the colours reset.
        let b = sent(&out, &mut rx, &mut p);
        assert!(b.len() == 1 && b[0].len() < 40, "{b:?}");
    }

    #[test]
    fn a_frame_waiting_is_passed_over_for_the_newest_and_a_client_that_does_not_read_gets_what_changed() {
        let (out, mut rx) = outbox(7);
        let mut p = Painter::default();
        let mut t = term(out.clone());
        let mut vt = vt100::Parser::new(2, 30, 0);
        t.resize(Rect::new(0, 0, 30, 2));
        draw(&mut t, "hand 1");
        sent(&out, &mut rx, &mut p).iter().for_each(|b| vt.process(b));
        // The writer waits on SSH meanwhile: frame after frame is drawn, one waits.
        for i in 0..SLOW + 10 {
            draw(&mut t, &format!("hand {i} and more"));
        }
        draw(&mut t, "hand 1, the count");
        assert_eq!(std::iter::from_fn(|| rx.try_recv().ok()).count(), 1, "one word that a frame waits");
        let (b, skipped) = out.held.take();
        assert_eq!(skipped, Some(SLOW + 10));
        vt.process(&p.paint(b.unwrap()));
        assert_eq!(vt.screen().contents(), "hand 1, the count");
        assert!(matches!(out.held.take(), (None, None)));
    }

    #[test]
    fn a_frame_drawn_elsewhere_that_comes_after_a_newer_one_is_passed_over() {
        let (out, mut rx) = outbox(5);
        let mut p = Painter::default();
        let mut t = term(out.clone());
        let mut vt = vt100::Parser::new(1, 30, 0);
        t.resize(Rect::new(0, 0, 30, 1));
        let mut slow = t.later(|_, _| {});
        draw(&mut t, "hand 2 dealt");
        Paragraph::new("hand 1, the count").render(slow.area, &mut slow.buf);
        slow.done();
        sent(&out, &mut rx, &mut p).iter().for_each(|b| vt.process(b));
        assert_eq!(vt.screen().contents(), "hand 2 dealt");
        // Drawn elsewhere and done before the next: handed over in its turn.
        let mut count = t.later(|_, _| {});
        Paragraph::new("hand 2, the count").render(count.area, &mut count.buf);
        count.done();
        sent(&out, &mut rx, &mut p).iter().for_each(|b| vt.process(b));
        assert_eq!(vt.screen().contents(), "hand 2, the count");
    }

    #[test]
    fn the_cells_sent_are_those_ratatuis_own_diff_finds() {
        use rand::{Rng, SeedableRng};
        // ASCII, box drawing, pips, wide characters, an emoji, a combining accent, a
        // control character, and a cell left for a wide one before it.
        const SYMBOLS: [&str; 10] = [" ", "a", "[", "│", "⚅", "中", "🂓", "e\u{301}", "\u{7}", ""];
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        let area = Rect::new(0, 0, 12, 4);
        let random = |rng: &mut rand_chacha::ChaCha8Rng| {
            let mut b = Buffer::empty(area);
            for c in &mut b.content {
                c.set_symbol(SYMBOLS[rng.random_range(0..SYMBOLS.len())]);
                if rng.random_bool(0.1) {
                    c.set_fg(ratatui::style::Color::Red);
                }
                c.skip = rng.random_bool(0.05);
            }
            b
        };
        for _ in 0..500 {
            let last = random(&mut rng);
            let mut next = last.clone();
            // A few cells changed, or all of them.
            if rng.random_bool(0.3) {
                next = random(&mut rng);
            } else {
                for _ in 0..rng.random_range(0..6) {
                    let i = rng.random_range(0..next.content.len());
                    next.content[i].set_symbol(SYMBOLS[rng.random_range(0..SYMBOLS.len())]);
                }
            }
            assert_eq!(diff(&last, &next), last.diff(&next));
        }
    }

    #[test]
    fn a_window_of_a_new_size_is_cleared_and_drawn_whole() {
        let (out, mut rx) = outbox(3);
        let mut p = Painter::default();
        let mut t = term(out.clone());
        t.resize(Rect::new(0, 0, 10, 1));
        draw(&mut t, "Eve");
        sent(&out, &mut rx, &mut p);
        t.resize(Rect::new(0, 0, 12, 1));
        draw(&mut t, "Eve");
        let b = sent(&out, &mut rx, &mut p);
        assert!(b.len() == 1 && b[0].starts_with(CLEAR) && String::from_utf8_lossy(&b[0]).contains("Eve"), "{b:?}");
        // The same size again: whole again, as a client that asks expects.
        t.resize(Rect::new(0, 0, 12, 1));
        draw(&mut t, "Eve");
        let b = sent(&out, &mut rx, &mut p);
        assert!(b.len() == 1 && b[0].starts_with(CLEAR) && String::from_utf8_lossy(&b[0]).contains("Eve"), "{b:?}");
    }
}
