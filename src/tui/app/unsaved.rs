//! A save that failed (a full disk): the table stops, computer seats included, until
//! the game is saved. The box says what failed and what the slot's files really hold;
//! the save is tried again when asked and by itself now and then, and the player at
//! this keyboard can write the game elsewhere (a path typed in).

use super::draw::{bold, keys_line, popup_box, Key};
use super::App;
use crate::tui::kit::fit;
use crate::tui::kit::hits::{draw_lines, Hits, Links};
use crate::tui::kit::input::Msg;
use crate::tui::table::store::Elsewhere;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Style};
use std::time::{Duration, Instant};

/// How long the table waits before the save is tried again by itself.
pub const RETRY: Duration = Duration::from_secs(10);

impl App {
    /// Whether a save failed and the table waits for it.
    pub fn unsaved(&self) -> bool {
        match &self.screen {
            super::Screen::Sitting(t) => t.saves && self.store.as_ref().is_some_and(|s| s.failed().is_some()),
            _ => self.store.as_ref().is_some_and(|s| s.failed().is_some()),
        }
    }

    /// The sentence of the screen up: the table keeps its own.
    fn status_mut(&mut self) -> &mut Option<String> {
        match &mut self.screen {
            super::Screen::Sitting(t) => &mut t.status,
            _ => &mut self.status,
        }
    }

    /// The record of the game as it stands now (what a save writes).
    fn record_now(&self) -> Option<String> {
        if let Some(f) = self.store.as_ref().and_then(|s| s.failed()) {
            return Some(f.text);
        }
        match &self.screen {
            super::Screen::Sitting(t) => Some(t.sit.record()),
            _ => None,
        }
    }

    /// A key while the table waits for a save.
    pub(in crate::tui) fn unsaved_key(&mut self, m: Msg) {
        if self.overwrite.is_some() {
            // A file is there: written over only on `y`; anything else goes back to
            // the path, to type another.
            let over = self.overwrite.take();
            if m == Msg::Char('y') {
                self.write_elsewhere(true);
            } else {
                *self.status_mut() = over.map(|p| {
                    crate::text::safe(&format!("Not written: {} is kept as it was.", p.display())).into_owned()
                });
            }
            return;
        }
        if let Some(path) = self.elsewhere.as_mut() {
            match m {
                Msg::Char(c) if !c.is_control() => path.push(c),
                Msg::Backspace => {
                    path.pop();
                }
                Msg::Back => self.elsewhere = None,
                Msg::Enter => self.write_elsewhere(false),
                _ => {}
            }
            return;
        }
        match m {
            Msg::Char('r') => self.retry_save(),
            Msg::Char('e') => self.elsewhere = Some(String::new()),
            Msg::Char('q') | Msg::Interrupt => self.done = true,
            _ => {}
        }
    }

    /// Writes the game to the path typed; a file there is written over only when
    /// `over` says so, else the player is asked.
    fn write_elsewhere(&mut self, over: bool) {
        let Some(typed) = self.elsewhere.clone() else { return };
        let (Some(st), Some(text)) = (self.store.as_ref(), self.record_now()) else { return };
        let said = match st.save_elsewhere(&typed, &text, over) {
            Ok(p) => {
                self.elsewhere = None;
                format!("Written to {}: the whole game so far, as a record.", p.display())
            }
            Err(Elsewhere::Exists(p)) => {
                self.overwrite = Some(p);
                return;
            }
            Err(Elsewhere::NoPath) => "Not written: type the path of a file to write".into(),
            Err(Elsewhere::Failed(e)) => format!("Not written: {e}"),
        };
        *self.status_mut() = Some(crate::text::safe(&said).into_owned());
    }

    /// Tries the failed save again; once it is written, the table goes on.
    pub(in crate::tui) fn retry_save(&mut self) {
        let Some(st) = self.store.as_ref() else { return };
        match st.retry() {
            Ok(()) => {
                self.retry_at = None;
                self.elsewhere = None;
                self.overwrite = None;
                *self.status_mut() = Some("Saved: the game goes on.".into());
                // A computer seat waited: its pause starts again.
                if let super::Screen::Sitting(t) = &mut self.screen {
                    if t.due.is_some() {
                        t.due = Some(Instant::now() + t.delay);
                    }
                    // A match whose last action is saved now ends, and is kept.
                    if t.sit.match_over() && t.stage != crate::tui::table::screen::Stage::Over {
                        t.after();
                    }
                }
            }
            Err(_) => self.retry_at = Some(Instant::now() + RETRY),
        }
    }

    /// Time passes while the table waits: the save is tried again when its time comes.
    pub(in crate::tui) fn unsaved_tick(&mut self, now: Instant) {
        match self.retry_at {
            Some(t) if now >= t => self.retry_save(),
            Some(_) => {}
            None => self.retry_at = Some(now + RETRY),
        }
    }
}

/// The box over the table while it waits for a save.
pub fn draw(app: &App, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let Some(st) = app.store.as_ref() else { return };
    let Some(f) = st.failed() else { return };
    let w = area.width.min(72).saturating_sub(2) as usize;
    let red = Style::new().fg(Color::Red);
    let mut lines = vec![Links::new().text("The game could not be saved.", bold().fg(Color::Red))];
    let wrap = |t: &str, st: Style| fit::hang_names(t, w, 0, &[]).into_iter().map(move |l| Links::new().text(l, st));
    lines.extend(wrap(&f.error.to_string(), red));
    let id = st.id().unwrap_or_default();
    let held = st.held().unwrap_or_default().words();
    let kept = if id.is_empty() {
        "Nothing of this game is saved yet.".to_string()
    } else {
        format!("Game {id} holds {held}; what came after is not saved. The table waits until it is.")
    };
    lines.extend(wrap(&kept, Style::new()));
    lines.push(Links::new());
    match (&app.overwrite, &app.elsewhere) {
        (Some(over), _) => {
            let q = format!("{} is already there. Write the game over it?", over.display());
            lines.extend(wrap(&crate::text::safe(&q), bold()));
            lines.extend(wrap(
                "y writes over it; n (or any other key) keeps it, to type another path.",
                Style::new().fg(Color::DarkGray),
            ));
        }
        (None, Some(path)) => {
            lines.extend(wrap(&format!("Save to (a file path): {path}_"), bold()));
            lines.extend(wrap(
                "Enter writes it (~ is your home directory), Esc goes back.",
                Style::new().fg(Color::DarkGray),
            ));
        }
        (None, None) => {
            let keys: [Key; 3] = [
                ("r", "try again now", &[Msg::Char('r')]),
                ("e", "save elsewhere", &[Msg::Char('e')]),
                ("q", "leave", &[Msg::Char('q')]),
            ];
            lines.push(keys_line(&keys));
            let every = format!("(tried again by itself every {} seconds)", RETRY.as_secs());
            lines.extend(wrap(&every, Style::new().fg(Color::DarkGray)));
        }
    }
    let status = match &app.screen {
        super::Screen::Sitting(t) => t.status.as_deref(),
        _ => app.status.as_deref(),
    };
    if let Some(s) = status {
        lines.extend(wrap(s, Style::new()));
    }
    let inner = popup_box(area, 72, lines.len() as u16 + 2, "Not saved", buf);
    draw_lines(lines, inner, buf, hits);
}
