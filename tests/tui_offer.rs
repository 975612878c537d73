//! The offer to resume a kept game, when the save reads and when it does not.

mod tui_common;
use nos::tui::app::{App, Screen};
use nos::tui::input::Msg;
use tui_common::*;

fn offer(kept: Result<String, String>) -> App {
    let mut a = App::new(Screen::Offer, None, None);
    a.kept = Some(kept);
    a
}

#[test]
fn an_unreadable_save_is_said_whole_and_not_offered_for_resuming() {
    let e = "/home/someone/.local/share/nos/current.json: not a record: EOF while parsing a value at line 1 \
             column 0 (the file is empty or was cut short)";
    let mut a = offer(Err(e.into()));
    let s = screen(&mut a, 80, 24);
    assert!(!s.contains("resume it"), "{s}");
    assert!(s.contains("was cut short)"), "the error is cut:\n{s}");
    insta::assert_snapshot!("offer_unreadable_80x24", s);
    // r and Enter resume nothing.
    for m in [Msg::Char('r'), Msg::Enter] {
        a.update(m);
        assert!(matches!(a.screen, Screen::Offer) && a.game.is_none() && a.status.is_none());
    }
    a.update(Msg::Char('n'));
    assert!(matches!(a.screen, Screen::Setup(_)), "a new game is still offered");
}

#[test]
fn a_readable_save_is_offered_for_resuming() {
    let mut a = offer(Ok("Ann, Bas, Cor and Dirk; hand 2 in play, seed 7".into()));
    let s = screen(&mut a, 80, 24);
    assert!(s.contains("r resume it") && s.contains("hand 2 in play"), "{s}");
}
