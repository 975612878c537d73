//! The mouse on Nos's own screens: a row of a list chosen, the wheel, the table panned.
//! The App looks a click up among the areas drawn and hands on what is Nos's.

use super::desk::{NosTable, Pick, Screen};
use super::popup::Popup;

impl NosTable {
    /// Moves the cursor of the list or form on screen to `row`; false when there is
    /// no such row to choose now.
    pub fn row_to(&mut self, row: usize) -> bool {
        if self.popup.is_some() {
            return false;
        }
        let acting = self.shown_seat().is_some() && self.game.as_ref().is_some_and(|g| g.hand().to_act().is_some());
        let n_games = self.game.as_ref().map(|g| super::announce::numbers(&g.hand().legal()).len());
        match (&self.screen, &mut self.pick) {
            (Screen::Play, Pick::Games { cursor }) if acting && n_games.is_some_and(|n| row < n) => *cursor = row,
            (Screen::Play, Pick::Form(f)) if acting && row < f.fields.len() && f.active(row) => f.cursor = row,
            _ => return false,
        }
        true
    }

    /// The mouse wheel: it scrolls what scrolls on screen (a ranking three rows a
    /// notch, the summary's payments too, the list of games a game) and pans the table
    /// elsewhere. How many times the App presses the arrow key for it.
    pub fn wheel(&mut self, up: bool) -> usize {
        match (self.popup, &self.screen, &self.pick) {
            (Some(Popup::Advice), _, _) | (None, Screen::Result | Screen::Summary, _) => 3,
            (None, Screen::Play, Pick::Games { .. }) if self.shown_seat().is_some() => 1,
            (None, Screen::Play, _) => {
                let (dx, dy) = crate::tui::table::placed::pan_wheel(up);
                self.table.pan(dx, dy);
                0
            }
            _ => 0,
        }
    }

    /// The table, when it is on screen with no box over it, moved by this much.
    pub fn pan(&mut self, dx: i32, dy: i32) -> bool {
        if !matches!(self.screen, Screen::Play) || self.popup.is_some() {
            return false;
        }
        self.table.pan(dx, dy);
        true
    }
}
