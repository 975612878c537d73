//! One player's terminal at the far end of the connection: ratatui draws into a
//! buffer, and the buffer goes out as the channel's data. ratatui sends only the
//! cells that changed since the last frame, so a frame is a diff, not a screen.
//! What waits for a client that does not read is bounded ([`Outbox`]).

use ratatui::backend::CrosstermBackend;
use ratatui::layout::Rect;
use ratatui::{Terminal, TerminalOptions, Viewport};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use tokio::sync::mpsc::{UnboundedReceiver, UnboundedSender};

/// The widest and tallest window drawn: a larger one is drawn at this size.
pub const MAX: (u16, u16) = (400, 200);

/// What goes to a connection's writer.
#[derive(Debug)]
pub enum Out {
    /// Bytes for the terminal.
    Data(Vec<u8>),
    /// The last words, then the connection closes.
    Close(String),
}

/// The most bytes of frames waiting for one connection's writer. A client that stops
/// reading (its SSH window not opened again) would otherwise hold every frame drawn
/// for it in the server's memory; past this bound its frames are dropped, and once
/// it reads again it is sent its whole screen as it is then.
pub const BACKLOG: usize = 256 * 1024;

/// The hall's side of a connection's queue to its writer: what is queued, counted.
#[derive(Clone, Debug)]
pub struct Outbox {
    to: UnboundedSender<Out>,
    pub held: Arc<Held>,
}

/// What one connection's queue holds.
#[derive(Debug)]
pub struct Held {
    /// The connection, for the log.
    pub id: u64,
    /// Bytes of frames queued and not yet taken by SSH.
    pub bytes: AtomicUsize,
    /// A frame was dropped: the next one sent must be the whole screen.
    pub dropped: AtomicBool,
    /// The bytes of the frames dropped since the queue last drained.
    pub lost: AtomicUsize,
}

/// A connection's queue: the hall's end and the writer's.
pub fn outbox(id: u64) -> (Outbox, UnboundedReceiver<Out>) {
    let (to, rx) = tokio::sync::mpsc::unbounded_channel();
    let held =
        Arc::new(Held { id, bytes: AtomicUsize::new(0), dropped: AtomicBool::new(false), lost: AtomicUsize::new(0) });
    (Outbox { to, held }, rx)
}

impl Outbox {
    /// Queues last words or a frame (a frame counted; see [`Outbox::frame`]).
    ///
    /// # Errors
    /// The writer is gone.
    pub fn send(&self, out: Out) -> Result<(), Out> {
        let n = if let Out::Data(b) = &out { b.len() } else { 0 };
        self.held.bytes.fetch_add(n, Ordering::SeqCst);
        self.to.send(out).map_err(|e| {
            self.held.bytes.fetch_sub(n, Ordering::SeqCst);
            e.0
        })
    }

    /// Queues a frame, or drops it when the queue is past [`BACKLOG`]; whether it
    /// was queued.
    fn frame(&self, bytes: Vec<u8>) -> Result<bool, Out> {
        if self.held.bytes.load(Ordering::SeqCst) + bytes.len() > BACKLOG {
            self.held.lost.fetch_add(bytes.len(), Ordering::SeqCst);
            if !self.held.dropped.swap(true, Ordering::SeqCst) {
                super::log(&format!("connection {} does not read: its frames are dropped until it does", self.held.id));
            }
            return Ok(false);
        }
        self.send(Out::Data(bytes)).map(|()| true)
    }
}

impl Held {
    /// The writer handed `n` bytes to SSH; when the queue has drained after frames
    /// were dropped, so that the whole screen must be drawn again, the bytes dropped.
    pub fn taken(&self, n: usize) -> Option<usize> {
        let left = self.bytes.fetch_sub(n, Ordering::SeqCst).saturating_sub(n);
        (left == 0 && self.dropped.swap(false, Ordering::SeqCst)).then(|| self.lost.swap(0, Ordering::SeqCst))
    }
}

/// The bytes of one frame, sent when ratatui flushes them.
pub struct Sink {
    to: Outbox,
    buf: Vec<u8>,
    /// Everything sent, counted (for the log and the bounds).
    pub sent: u64,
}

impl std::io::Write for Sink {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        self.buf.extend_from_slice(b);
        Ok(b.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        if self.buf.is_empty() {
            return Ok(());
        }
        let bytes = std::mem::take(&mut self.buf);
        // ratatui ends every frame so, even one where no cell changed: the hall draws
        // every connection after any event, and this alone would go to each of them.
        if bytes == NOTHING {
            return Ok(());
        }
        let n = bytes.len() as u64;
        // A connection gone takes nothing more: its frames are dropped without a word
        // (an error here would be printed by ratatui on standard error at its end).
        if let Ok(true) = self.to.frame(bytes) {
            self.sent += n;
        }
        Ok(())
    }
}

/// What ratatui sends for a frame in which nothing changed: the colours reset and
/// the cursor hidden, as they already are.
const NOTHING: &[u8] = b"\x1b[39m\x1b[49m\x1b[59m\x1b[0m\x1b[?25l";

/// The terminal of a connection.
pub type Term = Terminal<CrosstermBackend<Sink>>;

/// Switches the far terminal to the alternate screen, the cursor hidden, the mouse on:
/// presses, the wheel, and motion while a button is held (a drag pans the table), in
/// SGR reports.
pub const ENTER: &[u8] = b"\x1b[?1049h\x1b[?25l\x1b[?1000h\x1b[?1002h\x1b[?1006h\x1b[2J";
/// Puts it back as it was.
pub const LEAVE: &[u8] = b"\x1b[?1006l\x1b[?1002l\x1b[?1000l\x1b[0m\x1b[?25h\x1b[?1049l";

/// A terminal for a connection, of no size until the client says its size.
///
/// # Errors
/// ratatui refuses the viewport (it does not, for a fixed one).
pub fn term(to: Outbox) -> std::io::Result<Term> {
    let sink = Sink { to, buf: Vec::new(), sent: 0 };
    Terminal::with_options(CrosstermBackend::new(sink), TerminalOptions { viewport: Viewport::Fixed(Rect::default()) })
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

    fn frames(rx: &mut UnboundedReceiver<Out>) -> Vec<usize> {
        std::iter::from_fn(|| rx.try_recv().ok())
            .map(|o| match o {
                Out::Data(b) => b.len(),
                Out::Close(_) => 0,
            })
            .collect()
    }

    #[test]
    fn a_frame_in_which_nothing_changed_sends_nothing() {
        let (out, mut rx) = outbox(1);
        let mut t = term(out).unwrap();
        t.resize(Rect::new(0, 0, 20, 3)).unwrap();
        let draw = |t: &mut Term, text: &'static str| {
            t.draw(|f| Paragraph::new(text).render(f.area(), f.buffer_mut())).unwrap();
        };
        draw(&mut t, "Ann's hand");
        assert!(!frames(&mut rx).is_empty());
        draw(&mut t, "Ann's hand");
        assert_eq!(frames(&mut rx), Vec::<usize>::new());
        draw(&mut t, "Ann's hand.");
        assert_eq!(frames(&mut rx).len(), 1);
    }

    #[test]
    fn frames_past_the_backlog_are_dropped_and_the_drained_queue_says_how_much() {
        let (out, mut rx) = outbox(7);
        let big = vec![b'x'; BACKLOG / 4];
        for _ in 0..4 {
            assert_eq!(out.frame(big.clone()).ok(), Some(true));
        }
        // The queue is full: this frame and the next are dropped, not kept.
        assert_eq!(out.frame(vec![b'y'; 10]).ok(), Some(false));
        assert_eq!(out.frame(vec![b'z'; 20]).ok(), Some(false));
        assert_eq!(frames(&mut rx), vec![BACKLOG / 4; 4]);
        // The writer hands them on: the last one drained asks for the whole screen.
        for i in 0..4 {
            assert_eq!(out.held.taken(BACKLOG / 4), (i == 3).then_some(30));
        }
        assert_eq!(out.frame(vec![b'w'; 5]).ok(), Some(true));
        assert_eq!(out.held.taken(5), None);
    }
}
