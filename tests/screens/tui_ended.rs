//! A match ended in mid-hand (q, then y) ends on its summary: the hands still in play
//! stay hidden there. Each seat shows how many tiles it holds, face down; only the one
//! human at a table against the computer sees its own tiles, as it did while playing.
//! The hands laid down at a hand's normal end are shown (the count is public then).

use crate::tui_common;
use nos::core::Level;
use nos::core::Seat;
use nos::tui::app::{App, Screen};
use nos::tui::board::sit::DominoxSitting;
use nos::tui::kit::input::Msg;
use nos::tui::line::sit::LineSitting;
use nos::tui::table::screen::Stage;
use nos::tui::table::seat::Kind;
use nos::tui::table::sitting::Sitting;
use tui_common::*;

/// `moves` actions into the game, each the first play there is (else the first choice).
fn played(mut g: Box<dyn Sitting>, moves: usize) -> Box<dyn Sitting> {
    for _ in 0..moves {
        let c = g.choices();
        let i = c.iter().position(|c| c.tile.is_some()).unwrap_or(0);
        g.apply(&c[i].act).unwrap();
    }
    assert!(!g.hand_over(), "the hand is still in play");
    g
}

/// The app at the table of `g`, the match then ended by q and y.
fn ended(g: Box<dyn Sitting>) -> App {
    let mut a = still(Screen::Offer);
    a.sit(g);
    // At a hand-over, once it takes keys.
    press(&mut a, Msg::Char('q'));
    a.update(Msg::Char('y'));
    match &a.screen {
        Screen::Sitting(t) => assert_eq!(t.stage, Stage::Over),
        _ => panic!("not at the table"),
    }
    a
}

fn sit(a: &App) -> &dyn Sitting {
    match &a.screen {
        Screen::Sitting(t) => &*t.sit,
        _ => panic!("not at the table"),
    }
}

/// Every tile of every seat but `own`, as the summary would write it, is absent from
/// the summary's rows of the screen; `own`'s tiles are all there.
fn check(a: &mut App, own: Option<Seat>, w: u16, h: u16) -> String {
    let s = screen(a, w, h);
    let g = sit(a);
    // A seat's row of the summary: "Ann: 5 tiles, …" or "Ann (White) still holds …"
    // (the log beside it names tiles drawn for the lead, which may be in a hand).
    let row = |l: &str| g.names().iter().any(|n| l.contains(&format!("{n}: ")) || l.contains("still holds"));
    let rows: Vec<&str> = s.lines().filter(|l| row(l)).collect();
    let rows = rows.join("\n");
    for (i, name) in g.names().iter().enumerate() {
        let seat = Seat(i as u8);
        for t in g.tiles(seat) {
            let shown = rows.contains(&t.to_string());
            if own == Some(seat) {
                assert!(shown, "{name}'s own {t} is missing:\n{s}");
            } else {
                assert!(!shown, "{name}'s hidden {t} is on the screen:\n{s}");
            }
        }
    }
    s
}

#[test]
fn hot_seat_sniff_ended_early_shows_no_hand() {
    let names = names(2);
    let g = LineSitting::new("sniff", names, vec![Kind::Human; 2], 5).unwrap();
    let mut a = ended(played(Box::new(g), 4));
    let s = check(&mut a, None, 80, 24);
    assert!(s.contains("tiles, face down"), "{s}");
    assert!(!s.contains("count"), "a count in play gives the hand away:\n{s}");
    insta::assert_snapshot!("ended_sniff_hot_seat_80x24", s);
    check(&mut a, None, 120, 40);
}

#[test]
fn against_the_computer_the_one_human_sees_only_its_own_hand() {
    let kinds = vec![Kind::Human, Kind::Computer(Level::Easy), Kind::Computer(Level::Easy)];
    let g = LineSitting::new("draw-hoyle", names(3), kinds, 3).unwrap();
    let mut a = ended(played(Box::new(g), 5));
    let s = check(&mut a, Some(Seat(0)), 80, 24);
    insta::assert_snapshot!("ended_draw_one_human_80x24", s);
}

#[test]
fn hot_seat_dominox_ended_early_shows_no_hand() {
    let g = DominoxSitting::new(names(2), vec![Kind::Human; 2], 1).unwrap();
    let mut a = ended(played(Box::new(g), 6));
    let s = check(&mut a, None, 80, 24);
    assert!(s.contains("no result") && s.contains("face down"), "{s}");
    insta::assert_snapshot!("ended_dominox_hot_seat_80x24", s);
    check(&mut a, None, 120, 40);
}

#[test]
fn a_hand_over_shows_the_hands_laid_down() {
    // Played out: every hand is counted, so every tile left is public.
    let mut g: Box<dyn Sitting> =
        Box::new(LineSitting::new("block-scarne", names(2), vec![Kind::Human; 2], 2).unwrap());
    while !g.hand_over() {
        let c = g.choices();
        let i = c.iter().position(|c| c.tile.is_some()).unwrap_or(0);
        g.apply(&c[i].act).unwrap();
    }
    let lines = g.summary(None).join("\n");
    for i in 0..2 {
        for t in g.tiles(Seat(i)) {
            assert!(lines.contains(&t.to_string()), "{t} laid down is missing:\n{lines}");
        }
    }
    assert!(lines.contains("count"), "{lines}");
}

#[test]
fn a_match_over_box_too_long_keeps_its_first_line_and_the_whole_path() {
    let g = LineSitting::new("sniff", names(2), vec![Kind::Human; 2], 5).unwrap();
    let mut a = ended(played(Box::new(g), 4));
    let path = "/home/a-player-with-a-long-name/.local/share/nos/sessions/2026-11-23-15-04-sniff-finished.json";
    if let Screen::Sitting(t) = &mut a.screen {
        t.kept = Some(Ok(path.into()));
    }
    // At the least size the program allows, a long path included.
    let s = screen(&mut a, 80, 24);
    let first = s.lines().nth(2).unwrap_or_default();
    assert!(first.contains("the match was ended"), "the first line is pushed off:\n{s}");
    assert!(s.contains("2026-11-23-15-04-sniff-finished.json"), "the file's name is broken:\n{s}");
    assert!(s.contains("Press Enter to leave."), "{s}");
    insta::assert_snapshot!("ended_long_path_80x24", s);
}

#[test]
fn a_replay_of_seven_seats_shows_every_seat_and_the_keys_at_80x24() {
    let seven: Vec<String> =
        ["Ann", "Bas", "Cor", "Dirk", "Eva", "Fay", "Gijs"].iter().map(|s| s.to_string()).collect();
    let g = LineSitting::new("tiddly-wink", seven.clone(), vec![Kind::Human; 7], 2).unwrap();
    let g = played(Box::new(g), 5);
    let frames = nos::tui::openers::frames(g.record().as_bytes()).unwrap();
    let v = nos::tui::table::replay::SitViewer::new(frames, "tiddly-wink.json".into());
    let mut a = App::new(Screen::SitReplay(Box::new(v)), None);
    let s = screen(&mut a, 80, 24);
    for (i, n) in seven.iter().enumerate() {
        assert!(s.contains(&format!("{} {n}: ", i + 1)), "seat {n} is cut:\n{s}");
    }
    assert!(s.lines().last().unwrap_or_default().contains("q quit"), "the keys vanish:\n{s}");
    insta::assert_snapshot!("replay_seven_seats_80x24", s);
}
