//! The new-game form as a newcomer sees it at 80x24: the keys line says what ←→
//! change on the row the cursor is on, and the players row says how many players the
//! game takes, so that ↓↓↓ then ← on a seat is not taken for the number of players.

use crate::tui_common;
use nos::tui::app::setup::Setup;
use nos::tui::app::Screen;
use nos::tui::kit::input::Msg;
use tui_common::*;

/// The keys line: the last row drawn inside the form's box that names ↑↓.
fn keys_line(s: &str) -> String {
    s.lines().find(|l| l.contains("↑↓")).unwrap_or_default().to_string()
}

#[test]
fn the_keys_line_says_what_left_and_right_change_on_the_row_the_cursor_is_on() {
    let mut a = still(Screen::Setup(Setup::new(7)));
    let s = screen(&mut a, 80, 24);
    assert!(keys_line(&s).contains("←→ game"), "{s}");
    // The players row says the counts the game takes.
    assert!(s.lines().any(|l| l.contains("Players:") && l.contains("3-5")), "{s}");
    press(&mut a, Msg::Down);
    let s = screen(&mut a, 80, 24);
    assert!(keys_line(&s).contains("←→ how many players"), "{s}");
    press(&mut a, Msg::Down);
    press(&mut a, Msg::Down);
    let s = screen(&mut a, 80, 24);
    assert!(keys_line(&s).contains("←→ Seat 2: who plays"), "{s}");
    // The keys that work today still do: ← turns seat 2's kind.
    press(&mut a, Msg::Left);
    let s = screen(&mut a, 80, 24);
    assert!(s.lines().any(|l| l.contains("Seat 2:") && l.contains("easy")), "{s}");
}
