//! Nos's own screens behind the App's one hook ([`OwnScreens`]), and how its opener makes
//! them: a new game, a kept one resumed, practice.

use super::coach::Coach;
use super::desk::NosTable;
use super::game::Game;
use crate::tui::kit::hits::Hits;
use crate::tui::kit::input::Msg;
use crate::tui::table::own::{Lent, New, OwnScreens};
use crate::tui::table::screen::SitScreen;
use crate::tui::table::store::Store;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use std::any::Any;
use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::time::{Duration, Instant};

/// Nos's screens with nothing on yet, with what the App lends them.
pub fn idle(lent: Lent) -> NosTable {
    NosTable::new(None, lent.store, lent.open, lent.clock)
}

/// A new game under the club's options chosen (strict club mode, hints in strict
/// mode), as `nos new` and the new-game form start it.
pub fn start(new: &New, lent: Lent) -> Box<dyn OwnScreens> {
    let mut t = idle(lent);
    t.hints_in_strict = new.hints;
    let options = crate::games::nos::Options { strict: new.strict, ..Default::default() };
    t.start(Game::with_options(new.names.clone(), new.kinds.clone(), new.seed, options));
    Box::new(t)
}

/// A kept game, where it stopped, with the table's option from its slot.
pub fn resume(bytes: &[u8], record: &Path, meta: &Path, lent: Lent) -> Result<Box<dyn OwnScreens>, String> {
    let g = super::kept::load(bytes, record, meta)?;
    let mut t = idle(lent);
    t.resume(g);
    Ok(Box::new(t))
}

/// Nos's help alone, over a screen of the App.
pub fn help(lent: Lent) -> Box<dyn OwnScreens> {
    let mut t = idle(lent);
    t.screen = super::desk::Screen::Over;
    t.popup = Some(super::popup::Popup::Help);
    Box::new(t)
}

/// Practice at choosing the game.
pub fn practice(players: u8, level: crate::core::Level, seed: u64, lent: Lent) -> Box<dyn OwnScreens> {
    let mut t = idle(lent);
    t.practice(Coach::new(players, level, seed, false));
    Box::new(t)
}

impl OwnScreens for NosTable {
    fn key(&mut self, m: Msg) {
        NosTable::key(self, m);
    }
    fn tile(&mut self, i: usize) {
        self.click_tile(i);
    }
    fn row_to(&mut self, row: usize) -> bool {
        NosTable::row_to(self, row)
    }
    fn wheel(&mut self, up: bool) -> usize {
        NosTable::wheel(self, up)
    }
    fn pan(&mut self, dx: i32, dy: i32) -> bool {
        NosTable::pan(self, dx, dy)
    }
    fn tick(&mut self, now: Instant) -> bool {
        NosTable::tick(self, now)
    }
    fn next_wake(&self) -> Option<Instant> {
        NosTable::next_wake(self)
    }
    fn draw(&self, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
        super::draw::draw(self, area, buf, hits);
    }
    fn drawn(&mut self, from: Instant) {
        if let super::desk::Screen::HandOver(h) = &mut self.screen {
            h.drawn(from, self.clock.now());
        }
    }
    fn pace(&mut self, delay: Duration, anew: bool) {
        self.delay = delay;
        if anew && self.due.is_some() {
            self.due = Some(Instant::now() + delay);
        }
    }
    fn done(&self) -> bool {
        self.done
    }
    fn keeps(&self) -> bool {
        NosTable::keeps(self)
    }
    fn unsaved(&self) -> bool {
        NosTable::unsaved(self)
    }
    fn record(&self) -> Option<String> {
        self.game.as_ref().map(|g| g.record().to_text())
    }
    fn save(&mut self) {
        NosTable::save(self);
    }
    fn kept(&self) -> Option<&Result<PathBuf, String>> {
        NosTable::kept(self)
    }
    fn status(&mut self) -> &mut Option<String> {
        &mut self.status
    }
    fn said(&self) -> Option<&str> {
        self.status.as_deref()
    }
    fn set_store(&mut self, store: Option<Rc<Store>>) {
        self.store = store;
    }
    fn to_table(&mut self) -> Option<Box<SitScreen>> {
        self.to_table.take()
    }
    fn back(&mut self, table: &SitScreen) -> bool {
        self.table_lesson_after(table)
    }
    fn closed(&self) -> bool {
        matches!(self.screen, super::desk::Screen::Over) && self.popup.is_none()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
}
