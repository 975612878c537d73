//! A connection's screen at a network table and the table's one game. The table holds
//! the game; a seat's or watcher's screen holds no copy of its own that must be kept
//! up to date: the game is lent to the screen for the key it takes and for the frame
//! it draws ([`lend`], [`give_back`]), so that an action is applied once, to the
//! table's game, and each screen is told that the game changed ([`refresh`]) without
//! the game being copied. What the screen keeps between lends is its own: the cursor,
//! its boxes, and its view of the table (the layout and the player's pan), which
//! lives in the screen's stand-in game, a copy made once when the player sat down and
//! never played on.

use super::Table;
use crate::tui::table::screen::{SitScreen, Stage};

/// Where the finished match was kept, as a player at the far end of a connection is
/// told: the record's name, never a path of the server's disk (its owner reads that
/// in the log).
fn shown_kept(kept: &Option<Result<std::path::PathBuf, String>>) -> Option<Result<std::path::PathBuf, String>> {
    Some(match kept.as_ref()? {
        Ok(p) => Ok(p.file_name().map(std::path::PathBuf::from)?),
        Err(_) => Err("The server could not keep the record of this match.".into()),
    })
}

/// Lends the table's game to a screen: the screen's own view of the table goes with
/// it, and the screen's stand-in takes the game's place until [`give_back`]. Whether
/// there was a game to lend.
pub fn lend(t: &mut Table, screen: &mut SitScreen) -> bool {
    let Some(p) = &mut t.play else { return false };
    if let Some(v) = screen.sit.view() {
        p.host.sit.set_view(v);
    }
    std::mem::swap(&mut p.host.sit, &mut screen.sit);
    true
}

/// Gives the game lent by [`lend`] back to the table; the screen keeps its view of it.
pub fn give_back(t: &mut Table, screen: &mut SitScreen) {
    let Some(p) = &mut t.play else { return };
    std::mem::swap(&mut p.host.sit, &mut screen.sit);
    if let Some(v) = p.host.sit.view() {
        screen.sit.set_view(v);
    }
}

/// A screen whose game is lent ([`lend`]) told that the game changed: its stage
/// follows the game's, what the host's screen says is said on it, the seat's own
/// cursor kept where it can be.
pub fn refresh(screen: &mut SitScreen, table: &Table) {
    let Some(p) = &table.play else { return };
    screen.kept = shown_kept(&p.host.kept);
    let (cursor, popup, pips) = (screen.cursor, screen.popup, screen.pips);
    screen.after();
    if p.host.stage == Stage::Over {
        screen.stage = Stage::Over;
        screen.kept = shown_kept(&p.host.kept);
    }
    screen.status.clone_from(&p.host.status);
    // A play is never taken back at a network table: the others have seen it.
    screen.undo = None;
    screen.popup = popup;
    screen.pips = pips;
    if screen.sit.to_act() != screen.shown_seat() {
        screen.cursor = cursor;
    }
}

/// A screen given a copy of the table's game in place of its stand-in, its view kept:
/// where a key must not reach the table's game (a save failed, and nothing goes past
/// what is saved).
pub fn copy_in(screen: &mut SitScreen, table: &Table) {
    let Some(p) = &table.play else { return };
    let view = screen.sit.view();
    screen.sit = p.host.sit.boxed();
    if let Some(v) = view {
        screen.sit.set_view(v);
    }
}
