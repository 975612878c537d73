//! The main screens as text snapshots at 80x24 and 120x40, each layout shape included
//! (and a cross at 100x30, the README's picture).

use crate::tui_common;
use nos::core::{chance, Seat, Tile};
use nos::games::nos::deal;
use nos::games::nos::games::{Game as G, Shape};
use nos::games::nos::{Action, Options, Phase, Session};
use nos::record::played::Game;
use nos::tui::app::setup::Setup;
use nos::tui::app::{App, Screen};
use nos::tui::front::Screen as NosScreen;
use nos::tui::kit::input::Msg;
use nos::tui::nos::popup::Popup;
use nos::tui::table::screen::Popup as Boxed;
use nos::tui::table::seat::Kind;
use tui_common::*;

fn both(name: &str, app: &mut App) {
    for (w, h) in [(80, 24), (120, 40)] {
        insta::assert_snapshot!(format!("{name}_{w}x{h}"), screen(app, w, h));
    }
}

/// A later hand (any double may be set) from a deal where `seat` holds `double`.
fn game_with_set(double: Tile, game: G, moves: usize) -> Game {
    for seed in 0..10_000u64 {
        let deal = deal::deal(&mut chance::dice(seed), 4);
        let Some(seat) = (0..4).find(|&i| deal.hands[i].contains(double)) else { continue };
        let session = Session::resume(deal, Seat(seat as u8), false, vec![500; 4], Options::default()).unwrap();
        let mut g = Game::from_session(names(4), vec![Kind::Human; 4], seed, session);
        g.apply(Action::Set { first: double.low(), second: double.high() }).unwrap();
        if g.apply(Action::Announce(game)).is_err() {
            continue;
        }
        let mut placed = 0;
        while placed < moves {
            let legal = g.hand().legal();
            let a = legal
                .iter()
                .copied()
                .find(|a| matches!(a, Action::Play { immediate: false, .. }))
                .or_else(|| legal.iter().copied().find(|a| *a == Action::Decline || *a == Action::Draw));
            let Some(a) = a else { break };
            if matches!(a, Action::Play { .. }) {
                placed += 1;
            }
            g.apply(a).unwrap();
            if g.hand().is_over() {
                break;
            }
        }
        if placed >= moves {
            // End the turn of the seat that played last.
            if let Phase::AfterPlay { .. } = g.hand().phase() {
                g.apply(Action::Decline).unwrap();
            }
            if !g.hand().is_over() {
                return g;
            }
        }
    }
    panic!("no deal found for {double} and {game:?}");
}

#[test]
fn new_game_screen() {
    let mut a = still(Screen::Setup(Setup::new(7)));
    both("setup", &mut a);
}

#[test]
fn a_network_tables_form_has_no_practice_row() {
    // Practice is played at one terminal: the form that opens a table of `nos serve`
    // leaves it out.
    let mut a = still(Screen::Setup(Setup::table("Ann")));
    let s = screen(&mut a, 80, 24);
    assert!(!s.contains("Practice") && s.contains("[ Open the table ]"), "{s}");
    insta::assert_snapshot!("setup_network_80x24", s);
}

/// The new-game screen with game `id` chosen and `players` seats.
fn setup_of(id: &str, players: usize) -> App {
    let mut s = Setup::new(7);
    s.game = nos::registry::GAMES.iter().position(|g| g.id() == id).unwrap();
    s.players = players;
    still(Screen::Setup(s))
}

#[test]
fn new_game_screen_wraps_a_long_description_whole() {
    for (id, n) in [("sniff", 2), ("sebastopol", 4), ("tiddly-wink", 9)] {
        let about = nos::registry::find(id).unwrap().about();
        let mut a = setup_of(id, n);
        let s = screen(&mut a, 80, 24);
        assert!(!s.contains('…'), "{id}: the description is cut:\n{s}");
        // Every word of it is there, and the form's last row still fits.
        for w in about.split(' ') {
            assert!(s.contains(w), "{id}: {w:?} is missing:\n{s}");
        }
        assert!(s.contains("Rules:") && s.contains("Esc leave"), "{id}:\n{s}");
        insta::assert_snapshot!(format!("setup_{id}_80x24"), s);
    }
}

#[test]
fn every_new_game_form_fits_80x24_with_its_note() {
    // The largest table of each game, and the note shown under the form when a game
    // does not start: the blank lines and the seed's hint give way first.
    for g in nos::registry::GAMES {
        let n = *g.players().last().unwrap() as usize;
        let mut a = setup_of(g.id(), n);
        let Screen::Setup(s) = &mut a.screen else { unreachable!() };
        s.note = Some(
            "Not started: a name is used twice, and every seat needs a name of its own; this note runs long.".into(),
        );
        let text = screen(&mut a, 80, 24);
        for want in ["Start the game", "Rules:", "Esc leave", "this note runs long", "Seed:"] {
            assert!(text.contains(want), "{}: {want:?} is missing:\n{text}", g.id());
        }
        assert!(text.contains(&format!("Seat {n}:")), "{}:\n{text}", g.id());
        assert!(text.lines().any(|l| l.trim_start().starts_with('└')), "{}: the box is cut:\n{text}", g.id());
        if g.id() == "tiddly-wink" {
            insta::assert_snapshot!("setup_note_tiddly-wink_80x24", text);
        }
    }
}

#[test]
fn hand_over_hides_every_hand() {
    let mut a = app(4, 7);
    assert!(matches!(a.nos().screen(), NosScreen::HandOver(_)));
    // Its first second it takes no key, and says so.
    let s = screen(&mut a, 80, 24);
    assert!(s.contains("Pass the keyboard to Ann; wait a moment…") && s.contains("a key starts it again"), "{s}");
    a.update(Msg::Enter);
    assert!(matches!(a.nos().screen(), NosScreen::HandOver(_)), "Enter took the hand-over at once");
    wait_out(&a);
    both("hand_over", &mut a);
}

#[test]
fn the_seat_on_set_and_the_list_of_games() {
    let mut a = app(4, 7);
    press(&mut a, Msg::Enter);
    both("on_set", &mut a);
    press(&mut a, Msg::Enter);
    both("announce", &mut a);
    a.update(Msg::End);
    press(&mut a, Msg::Enter);
    both("announce_form", &mut a);
}

#[test]
fn a_turn_on_a_line_that_turns_corners() {
    let g = game_with_set(Tile::double(3), G::Plain(1), 14);
    assert_eq!(g.hand().layout().unwrap().plan().shape, Shape::Line);
    let mut a = app_of(g);
    // The seat's forced draws are made on the table's screen; then it takes the keyboard.
    while a.nos().shown_seat().is_none() {
        match a.nos().due() {
            Some(_) => a.tick(std::time::Instant::now() + std::time::Duration::from_secs(3600)),
            None => press(&mut a, Msg::Enter),
        }
    }
    both("line", &mut a);
    a.table_mut().unwrap().pips = true;
    insta::assert_snapshot!("line_pips_120x40", screen(&mut a, 120, 40));
}

#[test]
fn a_cross() {
    let mut a = app_of(game_with_set(Tile::double(5), G::Plain(2), 7));
    press(&mut a, Msg::Enter);
    both("cross", &mut a);
    // The README's picture of a Nos hand (tests/cli/docs.rs keeps the two equal).
    insta::assert_snapshot!("cross_100x30", screen(&mut a, 100, 30));
}

#[test]
fn a_long_cross_bends_to_show_every_tile() {
    let g = game_with_set(Tile::double(6), G::Plain(2), 16);
    let placed = g.hand().layout().unwrap().placed().len();
    let mut a = app_of(g);
    press(&mut a, Msg::Enter);
    for (w, h) in [(80, 24), (120, 40)] {
        let s = screen(&mut a, w, h);
        let table = s.lines().take_while(|l| !l.starts_with('└')).collect::<Vec<_>>().join("\n");
        // Each tile shows its two numbers once: flat as [a|b], standing as two rows.
        let standing = table.split('┌').skip(1).filter(|rest| rest.chars().nth(1) == Some('┐')).count();
        let faces = table.matches('[').count() + standing;
        assert_eq!(faces, placed + 1, "{placed} tiles and the set at {w}x{h}\n{s}");
        assert!(!table.contains('+'), "no tile left out at {w}x{h}\n{s}");
    }
    both("long_cross", &mut a);
}

#[test]
fn a_double_cross_with_its_compulsory_tiles() {
    let mut a = app_of(game_with_set(Tile::double(4), G::Plain(6), 5));
    press(&mut a, Msg::Enter);
    both("double_cross", &mut a);
}

#[test]
fn a_triangle() {
    let mut a = app_of(game_with_set(Tile::DOUBLE_BLANK, G::Plain(13), 3));
    press(&mut a, Msg::Enter);
    both("triangle", &mut a);
}

#[test]
fn a_locked_line_end() {
    let cond = nos::games::nos::Condition::First { side: nos::core::Pos::W, count: 3 };
    let game = G::Conditions { rule: nos::games::nos::Rule::Ordinary, cond, change: false };
    let mut a = app_of(game_with_set(Tile::double(2), game, 1));
    press(&mut a, Msg::Enter);
    let s = screen(&mut a, 80, 24);
    assert!(s.contains("locked until 3 tiles on W"), "{s}");
}

#[test]
fn summary_help_quit_settlement_and_too_small() {
    let mut a = app(4, 7);
    play_hand(&mut a, |_| {});
    assert!(matches!(a.nos().screen(), NosScreen::Summary));
    both("summary", &mut a);
    a.update(Msg::Char('?'));
    assert_eq!(a.nos().boxed(), Some(Boxed::Help));
    both("help", &mut a);
    press(&mut a, Msg::Enter);
    a.update(Msg::Char('q'));
    both("quit", &mut a);
    a.update(Msg::Char('y'));
    assert!(matches!(a.nos().screen(), NosScreen::Settled));
    both("settled", &mut a);
    insta::assert_snapshot!("too_small", screen(&mut a, 60, 20));
    // In a narrow window the lines wrap, and the way out still shows whole.
    let narrow = screen(&mut a, 40, 10);
    assert!(narrow.contains("q or Ctrl-C leaves; the game is kept to") && narrow.contains("resume."), "{narrow}");
}

#[test]
fn replay_viewer() {
    let mut a = app(4, 7);
    play_hand(&mut a, |_| {});
    let g = a.nos().game_at().unwrap();
    let v = nos::tui::table::replay::SitViewer::new(nos::tui::nos::open::frames(g), "seed-7.json".into());
    let mut r = App::new(Screen::SitReplay(Box::new(v)), None);
    for _ in 0..20 {
        r.update(Msg::Right);
    }
    both("replay", &mut r);
    r.update(Msg::Char('2'));
    insta::assert_snapshot!("replay_as_bas_80x24", screen(&mut r, 80, 24));
}

#[test]
fn the_last_tile_is_marked_and_usable_tiles_stand_out() {
    let mut a = app_of(game_with_set(Tile::double(3), G::Plain(1), 3));
    press(&mut a, Msg::Enter);
    let buf = draw(&mut a, 120, 40);
    let marked = buf.content().iter().filter(|c| c.bg == ratatui::style::Color::Yellow).count();
    // The last tile here is a double, standing crosswise: three rows of three cells.
    assert_eq!(marked, 9, "the last tile is drawn on yellow");
}

#[test]
fn a_window_too_small_takes_only_q_which_leaves_with_the_game_kept() {
    let mut a = app(4, 7);
    let s = screen(&mut a, 60, 20);
    assert!(s.contains("at least 80x24") && s.contains("q or Ctrl-C leaves; the game is kept"), "{s}");
    let before = format!("{:?}", a.screen);
    press(&mut a, Msg::Enter);
    assert_eq!(format!("{:?}", a.screen), before, "a key acted unseen");
    assert!(!a.done);
    a.update(Msg::Char('q'));
    assert!(a.done, "q leaves");
}

/// A cross where the seat to act holds a tile that goes in three places or more.
fn three_places() -> App {
    for d in 0..=6 {
        for moves in 1..8 {
            let mut a = app_of(game_with_set(Tile::double(d), G::Plain(2), moves));
            for _ in 0..3 {
                if matches!(a.nos().screen(), NosScreen::HandOver(_)) {
                    press(&mut a, Msg::Enter);
                }
            }
            if a.nos().shown_seat().is_none() {
                continue;
            }
            let tiles = a.nos().hand_tiles();
            if let Some(i) = tiles.iter().position(|&t| a.nos().options(t).len() >= 3) {
                a.table_mut().unwrap().cursor = i;
                return a;
            }
        }
    }
    panic!("no tile with three places");
}

#[test]
fn every_place_of_a_tile_shows_whole_at_80x24() {
    let mut a = three_places();
    press(&mut a, Msg::Enter);
    let nos::tui::front::Pick::Place { options, .. } = a.nos().pick() else { panic!("not choosing a place") };
    let s = screen(&mut a, 80, 24);
    for (i, o) in options.iter().enumerate() {
        let Action::Play { at, open, .. } = o else { panic!("{o:?}") };
        let want = format!("[{}] {at}, {open} open", i + 1);
        assert!(s.contains(&want), "{want} is cut:\n{s}");
    }
    insta::assert_snapshot!("places_80x24", s);
}

#[test]
fn the_leave_box_says_why_the_session_ends_whole_at_80x24() {
    let mut a = app(3, 7);
    play_hand(&mut a, |_| {});
    a.update(Msg::Char('x'));
    assert!(matches!(a.nos().popup(), Some(Popup::Leave(_))));
    let s = screen(&mut a, 80, 24);
    assert!(s.contains("(fewer than three remain)."), "{s}");
    insta::assert_snapshot!("leave_80x24", s);
}
