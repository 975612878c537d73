//! The train games at the shared table: Mexican Train's engine and trains with their
//! owners, markers and the Mexican train, the uncovered double and the trains the seat
//! on turn may use; Chicken Foot's centre, arms and toes and what must be filled first;
//! both with 8 players at 80x24 and 100x30 (snapshots, mid-round), hot-seat privacy
//! through the hand-over, the round's count and the totals, a game against the
//! computer played by keys, and the record saved and opened again where it stopped.

use crate::tui_common;
use nos::core::{Level, Play, Seat};
use nos::games::trains::{Action, Kind as Family, Layout};
use nos::tui::app::{App, Screen};
use nos::tui::kit::input::Msg;
use nos::tui::openers;
use nos::tui::table::screen::{SitScreen, Stage};
use nos::tui::table::seat::Kind;
use nos::tui::table::sitting::Sitting;
use nos::tui::trains::sit::TrainSitting;
use ratatui::style::{Color, Modifier};
use tui_common::*;

/// A game of `family` for `n` seats, seat 0 human and the others computers, played on
/// by the simple player for every seat until `moves` actions are done, `stop` holds and
/// seat 0 is to choose among more than one thing; `None` if the round ends first.
fn game_at(
    family: Family,
    n: usize,
    seed: u64,
    moves: usize,
    stop: impl Fn(&TrainSitting) -> bool,
) -> Option<TrainSitting> {
    let mut kinds = vec![Kind::Computer(Level::Normal); n];
    kinds[0] = Kind::Human;
    let mut g = TrainSitting::new(family, names(n), kinds, seed, &Default::default()).unwrap();
    let mut done = 0;
    loop {
        if g.hand_over() {
            return None;
        }
        if done >= moves && g.to_act() == Some(Seat(0)) && g.choices().len() > 1 && stop(&g) {
            return Some(g);
        }
        let s = g.to_act()?;
        let a = nos::games::trains::ai::simple(&g.game().view(s))?;
        let c = g.choices().into_iter().find(|c| c.act.get::<Action>() == Some(a))?;
        g.apply(&c.act).unwrap();
        done += 1;
    }
}

fn first(family: Family, n: usize, moves: usize, stop: impl Fn(&TrainSitting) -> bool + Copy) -> TrainSitting {
    (0..300).find_map(|seed| game_at(family, n, seed, moves, stop)).expect("a seed reaches the position")
}

fn app_of_sit(s: TrainSitting) -> App {
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

fn uncovered(g: &TrainSitting) -> bool {
    matches!(g.game().round().layout(), Layout::Trains(t) if t.uncovered().is_some())
}

#[test]
fn mexican_train_with_eight_seats_is_drawn_at_both_sizes() {
    let g = first(Family::Mexican, 8, 40, |g| !uncovered(g));
    let mut a = app_of_sit(g);
    for (w, h) in [(80, 24), (100, 30)] {
        let s = screen(&mut a, w, h);
        assert!(s.contains("Engine [12|12]"), "{s}");
        for n in &NAMES[..8] {
            assert!(s.contains(&format!(" {n}")) || s.contains(&format!("▸{n}")), "{n} missing:\n{s}");
        }
        assert!(s.contains("Mex."), "{s}");
        assert!(s.contains("Ann's hand"), "{s}");
        insta::assert_snapshot!(format!("trains_mexican_8_{w}x{h}"), s);
    }
}

#[test]
fn chicken_foot_with_eight_seats_is_drawn_at_both_sizes() {
    // A foot laid and its toes begun: what must be filled first is said.
    let g = first(Family::Chicken, 8, 20, |g| match g.game().round().layout() {
        Layout::Foot(f) => f.waiting().is_some_and(|w| w != f.centre()),
        _ => false,
    });
    let mut a = app_of_sit(g);
    for (w, h) in [(80, 24), (100, 30)] {
        let s = screen(&mut a, w, h);
        assert!(s.contains("Centre [9|9]"), "{s}");
        assert!(s.contains("more toes") && s.contains("on the foot"), "{s}");
        assert!(s.contains(" 9-9 ") || s.contains("▸9-9 "), "an arm of the centre:\n{s}");
        insta::assert_snapshot!(format!("trains_chicken_8_{w}x{h}"), s);
    }
}

#[test]
fn the_uncovered_double_is_shown_in_red_and_only_its_train_is_lit() {
    let g = first(Family::Mexican, 4, 6, uncovered);
    let mut a = app_of_sit(g);
    let s = screen(&mut a, 80, 24);
    assert!(s.contains("! Cover the double"), "{s}");
    let buf = draw(&mut a, 80, 24);
    let (x, y) = find(&mut a, 80, 24, "! Cover the double").unwrap();
    assert_eq!(buf[(x, y)].fg, Color::Red);
    // One train is lit (the one with the double), the pointer before its name.
    assert_eq!(s.matches('▸').count() - s.matches("▸[").count(), 1, "{s}");
    // The double itself, reversed in red.
    let reversed =
        buf.content().iter().filter(|c| c.modifier.contains(Modifier::REVERSED) && c.fg == Color::Red).count();
    assert!(reversed >= 7, "{s}");
}

#[test]
fn the_trains_the_seat_may_use_are_lit_and_a_place_is_chosen_by_key_or_click() {
    // A tile that fits two trains: Enter asks where, the number takes it.
    let two = |g: &TrainSitting| {
        let c = g.choices();
        c.iter().any(|x| x.tile.is_some() && c.iter().filter(|y| y.tile == x.tile).count() > 1)
    };
    let g = first(Family::Mexican, 4, 8, two);
    let lit = g.choices().iter().filter(|c| c.tile.is_some()).count();
    assert!(lit > 1);
    let mut a = app_of_sit(g);
    let s = screen(&mut a, 100, 30);
    assert!(s.contains("▸Ann") || s.contains("▸Mex."), "the seat's own or the Mexican train lit:\n{s}");
    let (tile, places) = {
        let t = sit_screen(&a);
        let c = t.sit.choices();
        let tile =
            c.iter().find(|x| x.tile.is_some() && c.iter().filter(|y| y.tile == x.tile).count() > 1).unwrap().tile;
        (tile.unwrap(), c.iter().filter(|y| y.tile == Some(tile.unwrap())).count())
    };
    let at = sit_screen(&a).hand_tiles().iter().position(|&t| t == tile).unwrap();
    let before = sit_screen(&a).sit.log().len();
    // Choose the tile by keys, and the second place by a click.
    press(&mut a, Msg::Home);
    for _ in 0..at {
        press(&mut a, Msg::Right);
    }
    let cursor = sit_screen(&a).cursor;
    assert_eq!(cursor, at);
    press(&mut a, Msg::Enter);
    let s = screen(&mut a, 100, 30);
    assert!(s.contains("Where?"), "{places} places:\n{s}");
    assert!(s.contains(" 1 on ") && s.contains(" 2 on "), "{s}");
    // A click on the second row of the list takes it.
    let (x, y) = find(&mut a, 100, 30, " 2 on ").unwrap();
    a.update(Msg::Click { x: x + 2, y });
    let t = sit_screen(&a);
    assert!(t.sit.log().len() > before, "the click laid the tile");
    assert!(!t.sit.tiles(Seat(0)).contains(&tile));
}

#[test]
fn hot_seat_shows_a_hand_only_to_its_own_seat() {
    let mut a = still(Screen::Offer);
    let sit = TrainSitting::new(Family::Mexican, names(3), vec![Kind::Human; 3], 5, &Default::default()).unwrap();
    a.sit(Box::new(sit));
    let mut handovers = 0;
    for _ in 0..400 {
        let (stage, shown, to_act) = {
            let t = sit_screen(&a);
            (t.stage, t.shown_seat(), t.sit.to_act())
        };
        let s = screen(&mut a, 80, 24);
        match stage {
            Stage::HandOver(h) => {
                handovers += 1;
                assert!(s.contains("Hand hidden"), "{s}");
                for n in &NAMES[..3] {
                    assert!(!s.contains(&format!("{n}'s hand")), "{s}");
                }
                assert_eq!(Some(h.seat()), to_act);
                press(&mut a, Msg::Enter);
            }
            Stage::Play => {
                if let Some(seat) = shown {
                    assert_eq!(Some(seat), to_act, "a hand on the wrong seat's screen:\n{s}");
                    assert!(s.contains(&format!("{}'s hand", NAMES[seat.index()])), "{s}");
                }
                let t = sit_screen(&a);
                let c = t.sit.choices();
                let key = match c.first().and_then(|c| c.key) {
                    Some(k) if c.iter().all(|c| c.tile.is_none()) => Msg::Char(k),
                    _ => Msg::Enter,
                };
                // The first tile that fits, chosen by moving to it.
                if key == Msg::Enter {
                    let at = t.hand_tiles().iter().position(|x| c.iter().any(|c| c.tile == Some(*x))).unwrap_or(0);
                    let now = t.cursor;
                    for _ in now..at {
                        press(&mut a, Msg::Right);
                    }
                }
                press(&mut a, key);
                if sit_screen(&a).place.is_some() {
                    press(&mut a, Msg::Enter);
                }
            }
            Stage::Summary | Stage::Over => break,
        }
    }
    assert!(handovers > 10, "{handovers} hand-overs");
}

#[test]
fn a_round_against_the_computer_ends_with_the_count_and_the_totals() {
    let mut kinds = vec![Kind::Computer(Level::Easy); 4];
    kinds[0] = Kind::Human;
    kinds[2] = Kind::Computer(Level::Normal);
    let mut g = TrainSitting::new(Family::Chicken, names(4), kinds, 3, &Default::default()).unwrap();
    while !g.hand_over() {
        let act = match g.computer() {
            Some(a) => a,
            None => g.choices().pop().unwrap().act,
        };
        g.apply(&act).unwrap();
    }
    let mut a = app_of_sit(g);
    let s = screen(&mut a, 80, 24);
    assert!(s.contains("Round 1 is over"), "{s}");
    assert!(s.contains("adds") && s.contains("total"), "{s}");
    assert!(s.contains("Round 2 of 10 next"), "{s}");
    // The table speaks of rounds, as the rules do: never "hand 1" or "the next hand".
    assert!(s.contains("round 1") && s.contains("next round"), "{s}");
    assert!(!s.contains("hand 1") && !s.contains("next hand") && !s.contains("hand is over"), "{s}");
    press(&mut a, Msg::Enter);
    let t = sit_screen(&a);
    assert_eq!(t.sit.hand_no(), 1, "the next round dealt");
    assert_eq!(t.sit.log().last().map(|(_, l)| l.text.contains("the centre 8-8")), Some(true));
    let totals: i32 = t.sit.standings().iter().map(|s| s.score).sum();
    assert!(totals > 0);
}

#[test]
fn the_record_opens_again_where_it_stopped_with_the_seats() {
    let g = first(Family::Mexican, 5, 30, |_| true);
    let text = g.record();
    assert!(text.contains("\"computer-normal\""), "{text}");
    let back = openers::open(text.as_bytes()).unwrap();
    assert_eq!(back.to_act(), g.to_act());
    assert_eq!(back.kinds(), g.kinds());
    assert_eq!(back.tiles(Seat(0)), g.tiles(Seat(0)));
    assert_eq!(back.log().len(), g.log().len());
    let frames = openers::frames(text.as_bytes()).unwrap();
    assert!(frames.len() > 30, "a frame for the deal and every action");
    assert_eq!(frames.last().map(|f| f.to_act()), Some(g.to_act()));
    // What the game is and its keys, in the help.
    assert!(g.help().iter().any(|l| l.contains("covered (!)")));
    let _ = g.game().legal();
}

#[test]
fn a_double_uncovered_on_another_seats_train_lights_that_train_alone() {
    use nos::games::trains::Place;
    let g = first(Family::Mexican, 4, 4, |g| match g.game().round().layout() {
        Layout::Trains(t) => t.uncovered().is_some_and(|(_, p)| matches!(p, Place::Train(s) if s != Seat(0))),
        _ => false,
    });
    let plan = nos::tui::trains::table::plan(g.game(), &nos::tui::kit::words::Names(g.names()));
    let lit: Vec<&str> = plan.rows.iter().filter(|r| r.lit).map(|r| r.label.as_str()).collect();
    let Layout::Trains(t) = g.game().round().layout() else { unreachable!() };
    let Some((_, Place::Train(s))) = t.uncovered() else { unreachable!() };
    assert_eq!(lit, vec![NAMES[s.index()]]);
}

/// The options chosen on the new-game form reach the table: rounds and hand as given,
/// the record carrying them; a value the game refuses (no set of 7) is refused by name.
#[test]
fn a_table_is_dealt_with_the_options_chosen() {
    use nos::core::tile::Tiles;
    let mut o = nos::core::option::Options::new();
    o.set_text("rounds=3", Family::Mexican.options(), "mexican-train").unwrap();
    o.set_text("hand=10", Family::Mexican.options(), "mexican-train").unwrap();
    let sit = TrainSitting::new(Family::Mexican, names(4), vec![Kind::Human; 4], 5, &o).unwrap();
    assert_eq!(sit.game().rules().rounds, 3);
    assert_eq!(sit.game().round().hand(Seat(0)).len(), 10);
    let rec = sit.record();
    assert!(rec.contains("\"rounds\"") && rec.contains("\"hand\""), "{rec}");

    let mut bad = nos::core::option::Options::new();
    bad.set_text("set=7", Family::Mexican.options(), "mexican-train").unwrap();
    let Err(e) = TrainSitting::new(Family::Mexican, names(4), vec![Kind::Human; 4], 5, &bad) else {
        panic!("a set of 7 taken")
    };
    assert!(e.contains("set"), "{e}");
}

/// The tiles `[a|b]` drawn on the lines of the hand box (under its title), low end
/// first, and whether the hand is marked as going on past the box (`‹` or `›`).
fn hand_shown(s: &str) -> (Vec<(u8, u8)>, bool) {
    let lines: Vec<&str> = s.lines().collect();
    let at = lines.iter().position(|l| l.contains("'s hand")).expect("a hand box");
    let mut tiles = Vec::new();
    let mut more = false;
    for l in &lines[at + 1..at + 4] {
        more |= l.contains('‹') || l.contains('›');
        for part in l.split('[').skip(1) {
            let Some((inside, _)) = part.split_once(']') else { continue };
            let Some((a, b)) = inside.split_once('|') else { continue };
            if let (Ok(a), Ok(b)) = (a.trim().parse::<u8>(), b.trim().parse::<u8>()) {
                tiles.push((a.min(b), a.max(b)));
            }
        }
    }
    (tiles, more)
}

/// Every tile a seat holds is on the screen at 80x24, without scrolling: the 15 of a
/// double-twelve deal for four, and a hand of eight seats grown by draws.
#[test]
fn every_tile_of_a_hand_shows_at_80x24() {
    for (n, grown) in [(4, false), (8, false), (8, true)] {
        let g = if grown {
            first(Family::Mexican, n, 20, |g| g.tiles(Seat(0)).len() >= 13)
        } else {
            let mut kinds = vec![Kind::Computer(Level::Normal); n];
            kinds[0] = Kind::Human;
            TrainSitting::new(Family::Mexican, names(n), kinds, 3, &Default::default()).unwrap()
        };
        let held: Vec<(u8, u8)> = g.tiles(Seat(0)).iter().map(|t| (t.low(), t.high())).collect();
        let mut a = app_of_sit(g);
        let s = screen(&mut a, 80, 24);
        let (shown, more) = hand_shown(&s);
        assert!(!more, "{n} seats: the hand scrolls:\n{s}");
        assert_eq!(shown, held, "{n} seats:\n{s}");
        assert!(s.contains("Your turn"), "{n} seats: what to do is still said:\n{s}");
        if n == 4 {
            insta::assert_snapshot!("trains_mexican_hand_of_15_80x24", s);
        }
    }
}

/// The replay's face-up hands write the numbers above 9 in two digits, as the table
/// and the hand do (never `A` to `C`).
#[test]
fn the_replays_face_up_hands_write_two_digits() {
    let g = first(Family::Mexican, 4, 12, |_| true);
    let frames = openers::frames(g.record().as_bytes()).unwrap();
    let v = nos::tui::table::replay::SitViewer::new(frames, "mexican.json".into());
    let mut a = App::new(Screen::SitReplay(Box::new(v)), None);
    press(&mut a, Msg::End);
    let s = screen(&mut a, 100, 30);
    let face_up: Vec<&str> = s.lines().skip_while(|l| !l.contains("every hand, face up")).collect();
    assert!(!face_up.is_empty(), "{s}");
    let hands = face_up.iter().filter(|l| l.contains(": [")).count();
    assert!(hands >= 2, "{s}");
    for l in face_up.iter().filter(|l| l.contains(": [")) {
        assert!(l.contains("12]") || l.contains("|1") || l.contains("[1"), "{l}");
        for bad in ["|A]", "|B]", "|C]", "[A|", "[B|", "[C|"] {
            assert!(!l.contains(bad), "a number as a letter: {l}");
        }
    }
    insta::assert_snapshot!("trains_replay_face_up_100x30", s);
}

#[test]
fn a_long_file_name_gives_way_in_the_replays_box_title_not_what_it_shows() {
    let g = first(Family::Mexican, 4, 12, |_| true);
    let frames = openers::frames(g.record().as_bytes()).unwrap();
    let name = "tournament-mexican-train-strong-easy-normal-easy-seed1-000001.json";
    let v = nos::tui::table::replay::SitViewer::new(frames, name.into());
    let mut a = App::new(Screen::SitReplay(Box::new(v)), None);
    let s = screen(&mut a, 80, 24);
    let title = s.lines().find(|l| l.contains("tournament-")).unwrap_or_else(|| panic!("{s}"));
    assert!(title.contains("…: every hand, face up"), "{title}");
}
