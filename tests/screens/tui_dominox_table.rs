//! Dominox at the table, through the seam: the board screen as snapshots (the first
//! move, mid-game from Black's side, the end with its areas shaded and counted), the
//! cursor, `r` and Enter, the mouse on squares and on the hand, hot-seat privacy over a
//! whole game, and the record autosaved, opened where it stopped, checked and replayed.

use crate::tui_common;
use nos::core::Level;
use nos::core::{Play, Seat};
use nos::games::dominox::Dominox;
use nos::tui::app::{App, Screen};
use nos::tui::board::grid::{BLACK_AREA, WHITE_AREA};
use nos::tui::board::sit::DominoxSitting;
use nos::tui::board::table::square_at;
use nos::tui::kit::hits::Hit;
use nos::tui::kit::input::Msg;
use nos::tui::openers;
use nos::tui::table::screen::{SitScreen, Stage};
use nos::tui::table::seat::Kind;
use nos::tui::table::sitting::Sitting;
use ratatui::layout::Rect;
use std::time::{Duration, Instant};
use tui_common::*;

fn two() -> Vec<String> {
    names(2)
}

/// The first seed from `from` whose game White (seat 0) leads.
fn white_leads(from: u64) -> u64 {
    (from..).find(|&s| Dominox::seeded(s).turn() == Seat(0)).unwrap()
}

fn app_of_sit(s: Box<dyn Sitting>) -> App {
    let mut a = still(Screen::Offer);
    a.sit(s);
    a
}

fn sit_screen(a: &App) -> &SitScreen {
    match &a.screen {
        Screen::Sitting(t) => t,
        _ => panic!("not at the table"),
    }
}

fn game_of(a: &App) -> Dominox {
    let rec = sit_screen(a).sit.record();
    let rec = nos::record::parlour::parse(rec.as_bytes()).unwrap();
    nos::record::parlour::dominox::replay(&rec).unwrap().1.game().clone()
}

/// An example record with our seed and seats, as the program saves it.
fn example(name: &str, seats: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records/parlour").join(name);
    std::fs::read_to_string(path)
        .unwrap()
        .replace("\"options\": {}", &format!("\"options\": {{}}, \"seed\": 1, \"seats\": {seats}"))
}

/// Ann (White, human) leads against Bas (computer).
fn first_move() -> App {
    let kinds = vec![Kind::Human, Kind::Computer(Level::Easy)];
    app_of_sit(Box::new(DominoxSitting::new(two(), kinds, white_leads(1)).unwrap()))
}

#[test]
fn the_first_move_the_lead_double_at_the_cursor() {
    let mut a = first_move();
    let s = screen(&mut a, 100, 30);
    assert!(s.contains("Your turn: move the tile (· where it fits)"), "{s}");
    assert!(s.contains("a   b   c   d   e   f   g   h"), "{s}");
    assert!(s.contains(": fits"), "{s}");
    insta::assert_snapshot!("dominox_table_first_move_100x30", s);
    insta::assert_snapshot!("dominox_table_first_move_80x24", screen(&mut a, 80, 24));
}

#[test]
fn mid_game_black_sees_its_hand_after_the_hand_over() {
    let text = example("dominox-sample-game-moves-1-9.json", "[\"human\", \"human\"]");
    let mut a = app_of_sit(openers::open(text.as_bytes()).unwrap());
    assert!(matches!(sit_screen(&a).stage, Stage::HandOver(h) if h.seat() == Seat(1)));
    let s = screen(&mut a, 100, 30);
    assert!(s.contains("Hand hidden") && s.contains("last: 1-4 on a2 a3"), "{s}");
    press(&mut a, Msg::Enter);
    let s = screen(&mut a, 100, 30);
    assert!(s.contains("Bas's hand"), "{s}");
    insta::assert_snapshot!("dominox_table_mid_game_100x30", s);
    // At 80x24 the squares are smallest (3x1): each placed tile still reads as one,
    // "[2══0]" side by side, "┌5┐" over "└1┘" one above the other.
    let s = screen(&mut a, 80, 24);
    assert!(s.contains("[2══0]") && s.contains("┌5┐"), "{s}");
    assert!(!s.contains("][") || s.contains("[ ]"), "two halves drawn apart:\n{s}");
    insta::assert_snapshot!("dominox_table_mid_game_80x24", s);
}

#[test]
fn at_the_end_the_areas_are_shaded_by_owner_and_counted() {
    let rec = example("dominox-complete-game-draw-5-5.json", "[\"human\", \"computer-normal\"]");
    let mut a = app_of_sit(openers::open(rec.as_bytes()).unwrap());
    assert_eq!(sit_screen(&a).stage, Stage::Over);
    let buf = draw(&mut a, 100, 30);
    let s = text(&buf);
    assert!(s.contains("A draw, 5 to 5"), "{s}");
    assert!(s.contains("White: 5 points") && s.contains("Black: 5 points"), "{s}");
    let cells = |c| (0..30).flat_map(|y| (0..100).map(move |x| (x, y))).filter(|&(x, y)| buf[(x, y)].bg == c).count();
    assert!(cells(WHITE_AREA) > 0 && cells(BLACK_AREA) > 0, "{s}");
    insta::assert_snapshot!("dominox_table_game_over_100x30", s);
}

/// The table's area on a 100x30 screen, as the table screen lays it out.
const TABLE: Rect = Rect { x: 0, y: 1, width: 56, height: 23 };

/// The screen cell of a square's middle.
fn cell(s: &str) -> (u16, u16) {
    let want = s.parse().unwrap();
    let all: Vec<(u16, u16)> = (TABLE.y..TABLE.bottom())
        .flat_map(|y| (TABLE.x..TABLE.right()).map(move |x| (x, y)))
        .filter(|&(x, y)| square_at(TABLE, x, y) == Some(want))
        .collect();
    all[all.len() / 2]
}

#[test]
fn keys_move_the_cursor_turn_the_tile_and_place_it() {
    let mut a = first_move();
    let d = game_of(&a).lead_tile().unwrap();
    assert!(screen(&mut a, 100, 30).contains(&format!("{d} on d4 e4: fits")));
    a.update(Msg::Char('l'));
    a.update(Msg::Up);
    assert!(screen(&mut a, 100, 30).contains(&format!("{d} on e5 f5: fits")));
    a.update(Msg::Char('r'));
    assert!(screen(&mut a, 100, 30).contains(&format!("{d} on e4 e5: fits")));
    press(&mut a, Msg::Enter);
    let g = game_of(&a);
    assert_eq!(g.last().map(|p| p.squares().map(|s| s.to_string())), Some(["e4".into(), "e5".into()]));
    // The computer answers after its pause.
    a.tick(Instant::now() + Duration::from_secs(60));
    assert_eq!(game_of(&a).board().placements().count(), 2);
}

#[test]
fn a_placement_the_rules_refuse_says_why_and_changes_nothing() {
    let mut a = first_move();
    press(&mut a, Msg::Enter);
    a.tick(Instant::now() + Duration::from_secs(60));
    let before = game_of(&a);
    assert_eq!(before.to_act(), Some(Seat(0)));
    // The cursor has left the covered squares for one where Ann's first tile fits, if
    // any (or a free one): no "already covered" first.
    let s = screen(&mut a, 100, 30);
    // The line under the board, after the last placement's: "0-2 on c3 c2: fits".
    let line = s.lines().skip_while(|l| !l.contains("last:")).nth(1).expect("the line under the board");
    let at = line.split(" on ").nth(1).and_then(|r| r.get(..2)).expect("the cursor's square");
    let (file, rank) = (at.as_bytes()[0] - b'a', at.as_bytes()[1] - b'1');
    assert!(game_of(&a).board().number_at(nos::games::dominox::Square::at(file, rank).unwrap()).is_none(), "{s}");
    let fits = game_of(&a).legal().iter().any(|a| matches!(a, nos::games::dominox::Action::Place(_)));
    assert!(!fits || line.contains(": fits"), "a tile fits, not at the cursor:\n{s}");
    // The arrows go over the tiles, never onto them (tests/screens/tui_newcomer.rs): a lie
    // that does not fit is refused with the reason, and nothing changes.
    for k in "rrrrlllljjjjhhhhhhhhkkkkkkkk".chars() {
        if screen(&mut a, 100, 30).contains("does not fit") {
            break;
        }
        a.update(Msg::Char(k));
    }
    assert!(screen(&mut a, 100, 30).contains("does not fit"), "{}", screen(&mut a, 100, 30));
    press(&mut a, Msg::Enter);
    assert_eq!(game_of(&a), before);
    let status = sit_screen(&a).status.clone().unwrap_or_default();
    assert!(["covered", "must touch", "one of them", "leave the board"].iter().any(|w| status.contains(w)), "{status}");
    assert!(!status.contains('#'), "no ruling numbers on the screen: {status}");
    // Nor may Ann pass while a tile fits.
    a.update(Msg::Char('p'));
    assert_eq!(game_of(&a), before);
    let status = sit_screen(&a).status.clone().unwrap_or_default();
    assert!(status.starts_with("you cannot pass while a tile fits: "), "{status}");
    assert!(!status.contains("ways"), "{status}");
}

#[test]
fn the_mouse_moves_the_cursor_then_places_or_turns_and_chooses_tiles() {
    let mut a = first_move();
    let d = game_of(&a).lead_tile().unwrap();
    screen(&mut a, 100, 30);
    let (x, y) = cell("b2");
    a.update(Msg::Click { x, y });
    assert!(screen(&mut a, 100, 30).contains(&format!("{d} on b2 c2: fits")));
    a.update(Msg::Click { x, y });
    assert_eq!(game_of(&a).board().placements().count(), 1, "a click on the cursor's square places");
    a.tick(Instant::now() + Duration::from_secs(60));
    // A tile of the hand, clicked, is chosen, not placed.
    screen(&mut a, 100, 30);
    let hits = a.hits.borrow().clone();
    let (r, _) = *hits.areas().iter().find(|(_, h)| *h == Hit::Tile(2)).expect("the third tile can be clicked");
    let before = game_of(&a);
    a.update(Msg::Click { x: r.x + 1, y: r.y });
    assert_eq!(game_of(&a), before);
    let third = before.hand(Seat(0)).iter().nth(2).unwrap();
    assert!(screen(&mut a, 100, 30).contains(&format!("{third} fits")), "{third}");
}

/// Plays the game at the table by keys: each human seat places the first legal
/// placement it finds by moving the cursor there, or passes.
fn play_game(a: &mut App, mut each: impl FnMut(&mut App)) {
    for _ in 0..3000 {
        each(a);
        let t = sit_screen(a);
        if t.due.is_some() {
            a.tick(Instant::now() + Duration::from_secs(3600));
            continue;
        }
        match t.stage {
            Stage::Over | Stage::Summary => return,
            Stage::HandOver(_) => press(a, Msg::Enter),
            Stage::Play => {
                let g = game_of(a);
                let seat = g.to_act().unwrap();
                let legal = g.legal();
                let Some(p) = legal.iter().find_map(|a| a.placement()) else {
                    a.update(Msg::Char('p'));
                    continue;
                };
                // Choose the tile by its number in the hand, then click its squares.
                let i = g.hand(seat).iter().position(|t| t == p.tile()).unwrap();
                a.update(Msg::Char(char::from(b'1' + i as u8)));
                screen(a, 100, 30);
                // The cursor's square holds the tile's low number; r turns it round.
                let [s, t] = p.squares();
                let [x, y] = p.numbers();
                let s = if x <= y { s } else { t };
                let (x, y) = cell(&s.to_string());
                a.update(Msg::Click { x, y });
                for _ in 0..4 {
                    if game_of(a) != g {
                        break;
                    }
                    screen(a, 100, 30);
                    a.update(Msg::Click { x, y });
                }
                assert_ne!(game_of(a), g, "{p} was not placed by clicks");
            }
        }
    }
    panic!("the game did not end");
}

#[test]
fn hot_seat_no_frame_shows_a_hand_but_to_its_own_seat() {
    let mut a = app_of_sit(Box::new(DominoxSitting::new(two(), vec![Kind::Human; 2], 3).unwrap()));
    let (mut frames, mut handovers) = (0, 0);
    play_game(&mut a, |a| {
        frames += 1;
        let t = sit_screen(a);
        if matches!(t.stage, Stage::Summary | Stage::Over) {
            return;
        }
        let shown = t.shown_seat();
        assert!(shown.is_none() || shown == t.sit.to_act());
        handovers += matches!(t.stage, Stage::HandOver(_)) as usize;
        // The lead double is public: its holder leads (Dominox #6).
        let lead = game_of(a).lead_tile();
        let hidden: Vec<_> = (0..2)
            .map(Seat)
            .filter(|&s| Some(s) != shown)
            .flat_map(|s| t.sit.tiles(s))
            .filter(|&x| Some(x) != lead)
            .collect();
        let s = screen(a, 100, 30);
        for x in hidden {
            for face in [format!("[{}|{}]", x.low(), x.high()), format!("{x} ")] {
                assert!(!s.contains(&face), "frame {frames}: {x} of a hidden hand shown:\n{s}");
            }
        }
    });
    assert!(handovers > 10, "{handovers} hand-overs");
    assert!(game_of(&a).is_over());
}

#[test]
fn the_record_saved_opens_where_it_stopped_checks_and_replays() {
    let kinds = vec![Kind::Human, Kind::Computer(Level::Normal)];
    let mut g = DominoxSitting::new(two(), kinds, 8).unwrap();
    for _ in 0..12 {
        let a = g.computer().unwrap_or_else(|| g.choices()[0].act.clone());
        let back = openers::open(g.record().as_bytes()).unwrap();
        assert_eq!(back.computer(), g.computer(), "a computer seat decides the same after resuming");
        g.apply(&a).unwrap();
    }
    let text = g.record();
    assert!(text.contains("\"seed\": 8") && text.contains("\"computer-normal\""), "{text}");
    let back = openers::open(text.as_bytes()).unwrap();
    assert_eq!(back.record(), text);
    assert_eq!(back.log(), g.log());
    assert_eq!(back.tiles(Seat(0)), g.tiles(Seat(0)));
    let (lines, verdict) = nos::record::parlour::check::check_bytes("saved", text.as_bytes());
    assert_eq!(verdict, nos::record::check::Verdict::Valid, "{lines:?}");
    let frames = openers::frames(text.as_bytes()).unwrap();
    assert_eq!(frames.len(), 13);
    assert_eq!(frames[12].record(), text);
    // A refused choice says why and changes nothing.
    let before = g.record();
    let pass = nos::tui::table::sitting::Act::new(nos::games::dominox::Action::Pass);
    assert!(g.apply(&pass).is_err());
    assert_eq!(g.record(), before);
}
