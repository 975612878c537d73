//! The same sentence for the same thing in every game: the hand-over, and the grammar
//! of a partnership's blocked hand.

use crate::tui_common;
use nos::games::parlour::{presets, Ending, Rules, Winner};
use nos::tui::app::{App, Screen};
use nos::tui::front::Screen as NosScreen;
use nos::tui::kit::words::Names;
use nos::tui::line::words::ending;
use nos::tui::table::screen::Stage;
use nos::tui::table::seat::Kind;
use tui_common::*;

#[test]
fn a_blocked_partnership_have_the_lowest_count() {
    let names: Vec<String> = ["Ann", "Bas", "Cor", "Dirk"].iter().map(|s| s.to_string()).collect();
    let pair = Rules::of(&presets::PARTNERSHIP_BLOCK, 4).unwrap();
    let said = ending(&pair, &Names(&names), Some(Ending::Blocked(Winner::One(1))));
    assert!(said.ends_with("Bas and Dirk have the lowest count"), "{said}");
    let one = Rules::of(&presets::BLOCK_SCARNE, 4).unwrap();
    let said = ending(&one, &Names(&names), Some(Ending::Blocked(Winner::One(1))));
    assert!(said.ends_with("Bas has the lowest count"), "{said}");
}

#[test]
fn the_hand_over_says_what_nos_says_in_every_game() {
    // First that no key acts for a second, then that Enter takes it, in the same words.
    let says = |a: &mut App, who: &str, what: &str| {
        let s = screen(a, 80, 24);
        assert!(s.contains(&format!("Pass the keyboard to {who}; wait a moment…")), "{what}:\n{s}");
        assert!(s.contains("wait a second with no key pressed; a key starts it again"), "{what}:\n{s}");
        wait_out(a);
        let s = screen(a, 80, 24);
        assert!(s.contains(&format!("Pass the keyboard to {who}; press Enter")), "{what}:\n{s}");
    };
    for id in ["partnership-block", "draw-2", "sniff", "dominox"] {
        let n = if id == "partnership-block" { 4 } else { 2 };
        let opener = nos::tui::openers::opener(id).unwrap();
        let sit = opener.start(id, names(n), vec![Kind::Human; n], 3, &Default::default()).unwrap();
        let mut a = still(Screen::Offer);
        a.sit(sit);
        let Screen::Sitting(t) = &a.screen else { panic!("{id}: not at the table") };
        let Stage::HandOver(h) = t.stage else { panic!("{id}: no hand-over between two humans") };
        says(&mut a, NAMES[h.seat().index()], id);
    }
    let mut nos = app(4, 7);
    let NosScreen::HandOver(h) = nos.nos().screen() else { panic!("Nos: no hand-over") };
    says(&mut nos, NAMES[h.seat().index()], "nos");
}
