//! One player's terminal at the far end of the connection: ratatui draws into a
//! buffer, and the buffer goes out as the channel's data. ratatui sends only the
//! cells that changed since the last frame, so a frame is a diff, not a screen.

use ratatui::backend::CrosstermBackend;
use ratatui::layout::Rect;
use ratatui::{Terminal, TerminalOptions, Viewport};
use tokio::sync::mpsc::UnboundedSender;

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

/// The bytes of one frame, sent when ratatui flushes them.
pub struct Sink {
    to: UnboundedSender<Out>,
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
        self.sent += self.buf.len() as u64;
        let bytes = std::mem::take(&mut self.buf);
        self.to.send(Out::Data(bytes)).map_err(|_| std::io::Error::from(std::io::ErrorKind::BrokenPipe))
    }
}

/// The terminal of a connection.
pub type Term = Terminal<CrosstermBackend<Sink>>;

/// Switches the far terminal to the alternate screen, the cursor hidden, clicks on.
pub const ENTER: &[u8] = b"\x1b[?1049h\x1b[?25l\x1b[?1000h\x1b[?1006h\x1b[2J";
/// Puts it back as it was.
pub const LEAVE: &[u8] = b"\x1b[?1000l\x1b[?1006l\x1b[0m\x1b[?25h\x1b[?1049l";

/// A terminal for a connection, of no size until the client says its size.
///
/// # Errors
/// ratatui refuses the viewport (it does not, for a fixed one).
pub fn term(to: UnboundedSender<Out>) -> std::io::Result<Term> {
    let sink = Sink { to, buf: Vec::new(), sent: 0 };
    Terminal::with_options(CrosstermBackend::new(sink), TerminalOptions { viewport: Viewport::Fixed(Rect::default()) })
}

/// The area drawn for a window of `w` by `h` cells, held to [`MAX`].
pub fn area(w: u32, h: u32) -> Rect {
    let w = w.min(u32::from(MAX.0)) as u16;
    let h = h.min(u32::from(MAX.1)) as u16;
    Rect::new(0, 0, w, h)
}
