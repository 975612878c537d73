//! The parlour's line games at the table, through the seam: the table of each shape as
//! text snapshots (a line turning corners, Tiddly-Wink's single arm, Sebastopol's four
//! arms, the sniff), hot-seat privacy over whole hands, the keys and the mouse, the
//! record autosaved and opened again where it stopped.

use crate::tui_common;
use nos::core::Level;
use nos::core::Seat;
use nos::tui::app::{App, Screen};
use nos::tui::kit::input::Msg;
use nos::tui::line::sit::LineSitting;
use nos::tui::openers;
use nos::tui::table::screen::{SitScreen, Stage};
use nos::tui::table::seat::Kind;
use nos::tui::table::sitting::Sitting;
use std::time::{Duration, Instant};
use tui_common::*;

fn game_at(id: &str, n: usize, seed: u64, moves: usize) -> Option<LineSitting> {
    line_game_at(id, n, seed, moves)
}

/// The first seed's game at `moves` actions, with at least `tiles` on the table.
fn first(id: &str, n: usize, moves: usize, tiles: usize) -> LineSitting {
    (0..500)
        .filter_map(|seed| game_at(id, n, seed, moves))
        .find(|g| g.game().hand().arms().tiles().len() as usize >= tiles)
        .unwrap_or_else(|| panic!("{id}: no seed reaches {moves} actions"))
}

fn app_of_sit(s: LineSitting) -> App {
    let mut a = still(Screen::Offer);
    a.sit(Box::new(s));
    a
}

fn sit_screen(a: &App) -> &SitScreen {
    match &a.screen {
        Screen::Sitting(t) => t,
        _ => panic!("not at the table"),
    }
}

#[test]
fn a_line_turns_corners_and_labels_its_ends() {
    let mut a = app_of_sit(first("draw-hoyle", 2, 14, 11));
    let s = screen(&mut a, 80, 24);
    assert!(s.contains("Table: a line"), "{s}");
    insta::assert_snapshot!("parlour_line_80x24", s);
}

#[test]
fn tiddly_wink_grows_one_arm() {
    let mut a = app_of_sit(first("tiddly-wink", 6, 7, 6));
    let s = screen(&mut a, 80, 24);
    assert!(s.contains("a single arm"), "{s}");
    insta::assert_snapshot!("parlour_tiddly_wink_80x24", s);
}

#[test]
fn sebastopol_has_four_arms() {
    let mut a = app_of_sit(first("sebastopol", 4, 9, 8));
    let s = screen(&mut a, 80, 24);
    assert!(s.contains("four arms from the set double"), "{s}");
    insta::assert_snapshot!("parlour_sebastopol_80x24", s);
}

#[test]
fn the_sniff_opens_its_faces_and_the_count_shows() {
    // A deal where the sniff is down and the hand goes on.
    let g = (0..200)
        .filter_map(|seed| game_at("sniff", 2, seed, 6))
        .find(|g| g.game().hand().arms().sniff().is_some_and(|s| s.on.is_some()))
        .expect("a sniff laid after the lead");
    let mut a = app_of_sit(g);
    let s = screen(&mut a, 100, 30);
    assert!(s.contains("the sniff"), "{s}");
    assert!(s.contains("the open ends count"), "{s}");
    insta::assert_snapshot!("parlour_sniff_100x30", s);
}

#[test]
fn a_sniff_laid_cross_stands_across_the_line_its_faces_sprouting() {
    use nos::core::pos::Pos;
    use nos::games::parlour::arms::Lay;
    // A deal where the sniff, laid cross, has grown at N or S: it stands across the
    // line (its halves above and below the line, the line touching its middle), the
    // tiles of its faces going on up and down from them.
    // (A sniff laid where its line ran up or down, past a joint, lies flat across it.)
    let s = (0..400)
        .filter_map(|seed| game_at("sniff", 2, seed, 10))
        .filter(|g| {
            let a = g.game().hand().arms();
            a.sniff().is_some_and(|s| s.on.is_some() && s.lay == Lay::Cross)
                && a.arm(Pos::N).len + a.arm(Pos::S).len > 0
        })
        .map(|g| screen(&mut app_of_sit(g), 80, 24))
        .find(|s| s.contains("├─┤"))
        .expect("a sniff laid cross that sprouted, standing across the line");
    insta::assert_snapshot!("parlour_sniff_cross_80x24", s);
}

/// Whether a screen shows a double lying flat: in a game that lays doubles crosswise,
/// only one across the turn of a corner does.
fn flat_double(s: &str) -> bool {
    // The table's rows, left of the seats: the hand below shows its tiles flat.
    let table: String = s
        .lines()
        .take_while(|l| !l.contains("hand ─"))
        .map(|l| l.chars().take(l.chars().count() * 3 / 5).collect::<String>() + "\n")
        .collect();
    (0..=6).any(|v| table.contains(&format!("[{v}|{v}]")))
}

#[test]
fn doubles_lie_crosswise_in_a_line_and_round_its_corners() {
    // The partnership source: "whenever any double is played, it must be placed
    // crosswise on the layout". A long line with doubles standing across its rows and
    // one lying flat across a corner at 80x24, the same line straighter at 120x40.
    let g = (0..400)
        .filter_map(|seed| game_at("partnership-block", 4, seed, 16))
        .find(|g| {
            let t = g.game().hand().arms().tiles();
            t.len() >= 14 && t.iter().filter(|t| t.is_double()).count() >= 3 && {
                let mut a = app_of_sit(g.clone());
                flat_double(&screen(&mut a, 80, 24))
            }
        })
        .expect("a line with a double at a corner");
    let mut a = app_of_sit(g);
    for (w, h) in [(80, 24), (120, 40)] {
        let s = screen(&mut a, w, h);
        assert!(s.contains("├─┤"), "{s}");
        insta::assert_snapshot!(format!("parlour_crosswise_{w}x{h}"), s);
    }
}

#[test]
fn matador_lays_its_doubles_endwise() {
    // Hoyle's Matador: "Doublets are placed endwise, thus counting singly."
    let g = (0..400)
        .filter_map(|seed| game_at("matador", 2, seed, 12))
        .find(|g| g.game().hand().arms().tiles().iter().filter(|t| t.is_double()).count() >= 2)
        .expect("a matador line with doubles");
    let mut a = app_of_sit(g);
    let s = screen(&mut a, 80, 24);
    assert!(!s.contains("├─┤") && flat_double(&s), "{s}");
}

/// The key a player who wants the hand to go on presses at the table; `None` once the
/// hand is over.
fn robot(a: &App) -> Option<Msg> {
    let t = sit_screen(a);
    match t.stage {
        Stage::HandOver(_) => {
            // The player waits out the hand-over's second, then takes the keyboard.
            wait_out(a);
            Some(Msg::Enter)
        }
        Stage::Summary | Stage::Over => None,
        Stage::Play if t.place.is_some() => Some(Msg::Enter),
        Stage::Play => {
            let c = t.sit.choices();
            let tiles = t.hand_tiles();
            match tiles.iter().position(|x| c.iter().any(|c| c.tile == Some(*x))) {
                Some(i) if i != t.cursor => Some(Msg::Right),
                Some(_) => Some(Msg::Enter),
                None => c.iter().find_map(|c| c.key).map(Msg::Char),
            }
        }
    }
}

/// Plays a hand at the table by keys (computers and forced moves by the clock),
/// calling `each` before every step.
fn play_hand(a: &mut App, mut each: impl FnMut(&mut App)) {
    for _ in 0..2000 {
        each(a);
        if sit_screen(a).due.is_some() {
            a.tick(Instant::now() + Duration::from_secs(3600));
            continue;
        }
        match robot(a) {
            Some(m) => a.update(m),
            None => return,
        }
    }
    panic!("the hand did not end");
}

#[test]
fn hot_seat_no_frame_shows_a_hand_but_to_its_own_seat() {
    for (id, n, seed) in [("block-hoyle", 3, 1), ("sniff", 2, 5), ("partnership-block", 4, 2), ("tiddly-wink", 6, 3)] {
        let mut a = still(Screen::Offer);
        let kinds = vec![Kind::Human; n];
        a.sit(openers::opener(id).unwrap().start(id, names(n), kinds, seed, &Default::default()).unwrap());
        let (mut frames, mut handovers) = (0, 0);
        play_hand(&mut a, |a| {
            frames += 1;
            let t = sit_screen(a);
            if matches!(t.stage, Stage::Summary | Stage::Over) {
                return;
            }
            let shown = t.shown_seat();
            let acting = t.sit.to_act();
            handovers += matches!(t.stage, Stage::HandOver(_)) as usize;
            assert!(shown.is_none() || shown == acting, "{id}: {shown:?} shown while {acting:?} acts");
            let hidden: Vec<_> =
                (0..n as u8).map(Seat).filter(|&s| Some(s) != shown).flat_map(|s| t.sit.tiles(s)).collect();
            let s = screen(a, 80, 24);
            for x in hidden {
                for face in [format!("[{}|{}]", x.low(), x.high()), format!("[{}|{}]", x.high(), x.low())] {
                    assert!(!s.contains(&face), "{id}, frame {frames}: {x} of a hidden hand shown:\n{s}");
                }
            }
        });
        assert!(handovers > 0, "{id}: no hand-over");
    }
}

#[test]
fn a_click_on_a_tile_plays_it_as_enter_does() {
    let mut a = app_of_sit(first("block-hoyle", 2, 2, 2));
    let before = sit_screen(&a).sit.log().len();
    screen(&mut a, 80, 24);
    let hits = a.hits.borrow().clone();
    let (r, _) = hits
        .areas()
        .iter()
        .find(|(_, h)| matches!(h, nos::tui::kit::hits::Hit::Tile(i) if *i == sit_screen(&a).cursor))
        .cloned()
        .expect("the tile under the cursor can be clicked");
    a.update(Msg::Click { x: r.x + 1, y: r.y });
    let t = sit_screen(&a);
    assert!(t.place.is_some() || t.sit.log().len() > before, "the click did nothing");
}

#[test]
fn the_record_saved_opens_where_it_stopped_and_checks() {
    let g = first("sniff", 2, 6, 3);
    let text = g.record();
    assert!(text.contains("\"seed\": ") && text.contains("\"seats\""), "{text}");
    let back = openers::open(text.as_bytes()).unwrap();
    assert_eq!(back.record(), text);
    assert_eq!(back.log(), g.log());
    assert_eq!(back.to_act(), g.to_act());
    let (lines, verdict) = nos::record::parlour::check::check_bytes("saved", text.as_bytes());
    assert_eq!(verdict, nos::record::check::Verdict::Valid, "{lines:?}");
    // The replay's frames: the deal, then one per action.
    let frames = openers::frames(text.as_bytes()).unwrap();
    assert_eq!(frames.len(), 1 + g.game().log().unwrap()[0].actions.len());
}

#[test]
fn a_computer_seat_decides_the_same_after_resuming() {
    let mut kinds = vec![Kind::Computer(Level::Normal); 3];
    kinds[0] = Kind::Human;
    let mut g = LineSitting::new("matador", names(3), kinds, 21).unwrap();
    for _ in 0..40 {
        if g.hand_over() {
            break;
        }
        let back = openers::open(g.record().as_bytes()).unwrap();
        assert_eq!(back.computer(), g.computer());
        let a = g.computer().unwrap_or_else(|| g.choices()[0].act.clone());
        g.apply(&a).unwrap();
    }
}

#[test]
fn a_refused_choice_says_why_and_changes_nothing() {
    let mut g = first("block-hoyle", 2, 2, 2);
    let before = g.record();
    use nos::tui::table::sitting::{Act, Refused};
    // Not an action of this game at all.
    let e = g.apply(&Act::new(7u8)).unwrap_err();
    assert_eq!(e, Refused::NotOffered);
    assert_eq!(e.to_string(), "that is not what can be done now");
    assert_eq!(g.record(), before);
    // An action of the game the rules refuse now: the game's own reason, in words.
    use nos::games::parlour::{Action, Refusal};
    let refused = [Action::Pass, Action::Draw, Action::EndTurn].into_iter().find_map(|a| g.apply(&Act::new(a)).err());
    match refused {
        Some(Refused::Rules(why)) => {
            assert!(why.reason::<Refusal>().is_some(), "{why:?}");
            assert!(!why.words.is_empty());
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(g.record(), before);
}

#[test]
fn every_preset_at_every_count_sits_plays_a_hand_and_shows_help() {
    for g in nos::registry::GAMES.iter().filter(|g| openers::opener(g.id()).is_some()) {
        for n in g.players() {
            let n = n as usize;
            let mut kinds = vec![Kind::Computer(Level::Easy); n];
            kinds[0] = Kind::Human;
            let sit = openers::opener(g.id()).unwrap().start(g.id(), names(n), kinds, 7, &Default::default()).unwrap();
            if g.club_rules() {
                // Nos hands its game to its own screens: tests/terminal/tui_e2e.rs plays it.
                continue;
            }
            if sit.on_table() {
                // Chosen on its own board, not by this robot's tile keys: Dominox plays
                // whole games by keys and clicks in tests/screens/tui_dominox_table.rs.
                continue;
            }
            let mut a = still(Screen::Offer);
            a.sit(sit);
            play_hand(&mut a, |a| {
                screen(a, 80, 24);
            });
            let s = screen(&mut a, 80, 24);
            assert!(s.contains("is over"), "{} with {n}: {s}", g.id());
            a.update(Msg::Char('?'));
            let s = screen(&mut a, 80, 24);
            assert!(s.contains(g.name()), "{} help:\n{s}", g.id());
        }
    }
}

#[test]
fn a_score_during_play_is_told_as_the_count_and_who_scores() {
    // Sniff: the ends' count, "ends total 15: Bas scores 15", stays in the notes.
    let mut seen = false;
    for seed in 0..40 {
        let mut g = LineSitting::new("sniff", names(2), vec![Kind::Computer(Level::Easy); 2], seed).unwrap();
        while !g.hand_over() {
            let a = g.computer().unwrap();
            g.apply(&a).unwrap();
            if let Some(note) = g.notes().iter().find(|n| n.starts_with("ends total ")) {
                let (count, who) = note["ends total ".len()..].split_once(": ").unwrap();
                let (name, points) = who.split_once(" scores ").unwrap();
                assert_eq!(count, points, "{note}");
                assert!(["Ann", "Bas"].contains(&name), "{note}");
                seen = true;
            }
        }
    }
    assert!(seen, "no score during play in 40 hands");
}

#[test]
fn tiddly_wink_summary_shows_the_pool() {
    let mut a = app_of_sit(first("tiddly-wink", 6, 1, 1));
    play_hand(&mut a, |_| {});
    let s = screen(&mut a, 80, 24);
    assert!(s.contains("Hand 1 is over") && s.contains("Chips:") && s.contains("the pool 0"), "{s}");
    insta::assert_snapshot!("parlour_tiddly_wink_summary_80x24", s);
    // Enter deals the next hand; its lead and antes go to the log.
    press(&mut a, Msg::Enter);
    assert_eq!(sit_screen(&a).sit.hand_no(), 1);
}
