//! A key or a tile the rules refuse at the parlour's table says why, in the rules'
//! words; Nos's first hand asks for the highest double by name.

use crate::tui_common;
use nos::tui::app::{App, Screen};
use nos::tui::kit::input::Msg;
use nos::tui::openers;
use nos::tui::table::seat::Kind;
use nos::tui::table::sitting::Sitting;
use tui_common::*;

/// A game of `id` for `n` humans, past the first hand-over.
fn table(id: &str, n: usize, seed: u64) -> App {
    let sit =
        openers::opener(id).unwrap().start(id, names(n), vec![Kind::Human; n], seed, &Default::default()).unwrap();
    let mut a = still(Screen::Offer);
    a.sit(sit);
    press(&mut a, Msg::Enter);
    a
}

fn sit(a: &App) -> &dyn Sitting {
    match &a.screen {
        Screen::Sitting(t) => &*t.sit,
        _ => panic!("not at the table"),
    }
}

fn status(a: &App) -> String {
    match &a.screen {
        Screen::Sitting(t) => t.status.clone().unwrap_or_default(),
        _ => panic!("not at the table"),
    }
}

#[test]
fn no_drawing_in_a_block_game_is_said_so() {
    let mut a = table("partnership-block", 4, 1);
    a.update(Msg::Char('d'));
    assert_eq!(status(&a), "You cannot draw: nothing is drawn in this game");
    a.update(Msg::Char('p'));
    assert!(status(&a).starts_with("You cannot pass: "), "{}", status(&a));
    a.update(Msg::Char('z'));
    assert_eq!(status(&a), "z does nothing now");
}

#[test]
fn another_tile_than_the_highest_double_says_the_double_must_lead() {
    // Block (Hoyle): the highest double in play sets every hand.
    let mut a = table("block-hoyle", 4, 2);
    let seat = sit(&a).to_act().unwrap();
    let tiles = sit(&a).tiles(seat);
    let lead = sit(&a).choices().iter().find_map(|c| c.tile).unwrap();
    let other = tiles.iter().position(|&t| t != lead).unwrap();
    a.update(Msg::Home);
    for _ in 0..other {
        a.update(Msg::Right);
    }
    press(&mut a, Msg::Enter);
    let want = format!("{} cannot lead: the lead must set {lead}", tiles[other]);
    assert!(status(&a).starts_with(&want), "{} (want {want})", status(&a));
    let s = screen(&mut a, 80, 24);
    assert!(s.contains("the lead must set"), "{s}");
}

#[test]
fn nos_hand_one_sets_the_highest_double_for_its_seat_and_names_it() {
    // The one double that may be set is no question: named, and set with no key.
    let mut a = app(4, 7);
    press(&mut a, Msg::Enter);
    let s = screen(&mut a, 80, 24);
    // Why this one: in hand 1 the highest double sets (rules.md §3.1).
    assert!(s.contains("the highest double sets hand 1; 6-6 is set for you.") && !s.contains("choose a double"), "{s}");
}

#[test]
fn a_refusal_of_one_tile_is_gone_when_another_tile_asks_where() {
    // Enter on a tile that fits nowhere says why; Enter then on a tile that fits at
    // both ends asks where, and the refusal of the other tile is not left under it.
    let mut seen = 0;
    for seed in 0..40u64 {
        let mut a = table("block-hoyle", 2, seed);
        for _ in 0..60 {
            let Screen::Sitting(t) = &a.screen else { break };
            match t.stage {
                nos::tui::table::screen::Stage::Play => {}
                nos::tui::table::screen::Stage::HandOver(_) => {
                    // The hand-over is drawn, its second waited out, and taken.
                    screen(&mut a, 80, 24);
                    press(&mut a, Msg::Enter);
                    continue;
                }
                _ => break,
            }
            let Some(seat) = sit(&a).to_act() else { break };
            let tiles = sit(&a).tiles(seat);
            let choices = sit(&a).choices();
            let places = |t| choices.iter().filter(|c| c.tile == Some(t)).count();
            let at = |a: &mut App, i: usize| {
                a.update(Msg::Home);
                for _ in 0..i {
                    a.update(Msg::Right);
                }
            };
            let no = tiles.iter().position(|&t| places(t) == 0);
            let two = tiles.iter().position(|&t| places(t) >= 2);
            if let (Some(no), Some(two)) = (no, two) {
                at(&mut a, no);
                press(&mut a, Msg::Enter);
                assert!(!status(&a).is_empty(), "seed {seed}: the refusal is said");
                at(&mut a, two);
                press(&mut a, Msg::Enter);
                let Screen::Sitting(t) = &a.screen else { panic!() };
                assert!(t.place.is_some(), "seed {seed}: where? is asked");
                assert_eq!(status(&a), "", "seed {seed}: the other tile's refusal stays under the question");
                seen += 1;
                break;
            }
            // Otherwise the first thing that can be done: a tile that fits, or a key.
            match choices.first() {
                Some(c) if c.tile.is_some() => {
                    let i = tiles.iter().position(|&t| Some(t) == c.tile).unwrap();
                    at(&mut a, i);
                    press(&mut a, Msg::Enter);
                    if let Screen::Sitting(t) = &a.screen {
                        if t.place.is_some() {
                            press(&mut a, Msg::Enter);
                        }
                    }
                }
                Some(c) if c.key.is_some() => press(&mut a, Msg::Char(c.key.unwrap())),
                _ => press(&mut a, Msg::Enter),
            }
        }
        if seen >= 2 {
            return;
        }
    }
    panic!("only {seen} tables had a tile that fits nowhere beside one that fits at both ends");
}
