//! The table screen as a seat at a network table sees it: its prompt at every step of
//! a Nos hand, its keys and its help.

use crate::core::seat::Seat;
use crate::tui::kit::hits::Hits;
use crate::tui::kit::input::Msg;
use crate::tui::table::screen::{Own, SitScreen};
use crate::tui::table::seat::Kind;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

/// The rows of `s` drawn in a window of 100 by 32.
fn rows(s: &SitScreen) -> Vec<String> {
    let area = Rect::new(0, 0, 100, 32);
    let mut buf = Buffer::empty(area);
    crate::tui::table::draw::draw(s, area, &mut buf, &mut Hits::default());
    (0..area.height).map(|y| (0..area.width).map(|x| buf[(x, y)].symbol()).collect::<String>()).collect()
}

fn nos(seed: u64) -> Box<dyn crate::tui::table::sitting::Sitting> {
    let names: Vec<String> = ["Ann", "Bas", "Cor", "Dik"].iter().map(|s| s.to_string()).collect();
    let opener = crate::tui::openers::opener("nos").expect("Nos opens at the table");
    opener.start("nos", names, vec![Kind::Human; 4], seed, &Default::default()).unwrap()
}

#[test]
fn every_step_of_a_nos_hand_tells_the_seat_to_act_what_to_do_at_its_own_screen() {
    let mut game = nos(7);
    let mut announced = false;
    for _ in 0..400 {
        let Some(seat) = game.to_act() else { break };
        let mut s = SitScreen::new(game.boxed());
        s.own = Own::Seat(seat);
        s.after();
        let screen = rows(&s).join("\n");
        let prompt = screen.lines().find(|l| {
            l.contains("Your turn") || l.trim_start_matches('│').starts_with("You") || {
                ["Announce the game", "Declare your", "Play a double", "No double", "Played.", "A double of yours"]
                    .iter()
                    .any(|w| l.contains(w))
            }
        });
        assert!(prompt.is_some(), "no prompt for {seat:?}:\n{screen}");
        assert!(!screen.contains("Your turn: ."), "an empty prompt:\n{screen}");
        announced |= screen.contains("Your turn: announce the game: choose it in the list");
        assert!(screen.contains("q lobby") && !screen.contains("q quit"), "the keys of a network seat:\n{screen}");
        let a = game.computer().unwrap_or_else(|| game.choices()[0].act.clone());
        game.apply(&a).unwrap();
    }
    assert!(announced, "the announcement was seen");
}

#[test]
fn the_help_at_a_network_seat_leaves_out_what_does_not_apply_there() {
    let game = nos(3);
    let mut s = SitScreen::new(game.boxed());
    s.own = Own::Seat(Seat(0));
    s.after();
    s.key(Msg::Char('?'));
    let screen = rows(&s).join("\n");
    assert!(screen.contains("back to the lobby: your seat waits for you"), "{screen}");
    assert!(screen.contains("The server saves the table"), "{screen}");
    assert!(!screen.contains("take your last play back") && !screen.contains("nos resume"), "{screen}");
}
