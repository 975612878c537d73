//! The mouse on the App's screens: a click looks itself up among the areas of the
//! frame on screen ([`crate::tui::kit::hits`]) and becomes what its key does; the wheel
//! scrolls what scrolls, and a drag that starts on the table pans it.

use super::{App, Screen};
use crate::tui::kit::hits::{Hit, Hits};
use crate::tui::kit::input::Msg;

impl App {
    /// A click: what was drawn where it landed, if anything.
    pub(in crate::tui) fn click(&mut self, hits: &Hits, x: u16, y: u16) {
        match hits.at(x, y) {
            Some(Hit::Key(k)) => self.update(k),
            Some(Hit::Row { row, then: Some(k) }) if self.row_to(row) => self.update(k),
            Some(Hit::Row { row, then: None }) => {
                self.row_to(row);
            }
            Some(Hit::Row { .. } | Hit::Table(_) | Hit::Pan | Hit::Tile(_)) | None => {}
        }
    }

    /// Moves the cursor of the list or form on screen to `row`; false when there is
    /// no such row to choose now.
    fn row_to(&mut self, row: usize) -> bool {
        match &mut self.screen {
            Screen::Setup(s) if row < s.rows() => s.row = row,
            _ => return false,
        }
        true
    }

    /// Dragging the table: a press on it takes hold of it (and goes on to act as a
    /// click), and a drag from there moves its view along with the mouse, as a sheet
    /// pushed under the hand. True when `m` was a drag, which nothing else reads.
    pub(super) fn drag(&mut self, hits: &Hits, m: Msg) -> bool {
        match m {
            Msg::Click { x, y } => {
                self.grab = (hits.at(x, y) == Some(Hit::Pan)).then_some((x, y));
                false
            }
            Msg::Drag { x, y } => {
                if let Some((x0, y0)) = self.grab {
                    let (dx, dy) = (i32::from(x) - i32::from(x0), i32::from(y) - i32::from(y0));
                    self.grab = Some((x, y));
                    if let Screen::Sitting(t) = &self.screen {
                        t.sit.pan(dx, dy);
                    }
                }
                true
            }
            _ => false,
        }
    }
}
