//! The fives games at the table: the All Fives spinner drawn with its arms as the sniff
//! is, the count and what each end adds under the table, each score in the log with its
//! reason, a void score past 61 said plainly, `?` explaining the game, and the
//! new-game form's option rows.

use crate::tui_common;
use nos::core::pos::Pos;
use nos::core::Level;
use nos::tui::app::setup::Setup;
use nos::tui::app::{App, Screen};
use nos::tui::kit::input::Msg;
use nos::tui::line::sit::LineSitting;
use nos::tui::openers;
use nos::tui::table::seat::Kind;
use nos::tui::table::sitting::Sitting;
use tui_common::*;

fn game_at(id: &str, n: usize, seed: u64, moves: usize) -> Option<LineSitting> {
    line_game_at(id, n, seed, moves)
}

fn app_of(s: impl Sitting + 'static) -> App {
    let mut a = still(Screen::Offer);
    a.sit(Box::new(s));
    a
}

#[test]
fn all_fives_spinner_opens_four_ways_drawn_as_the_sniff_with_the_count() {
    let g = (0..400)
        .filter_map(|seed| game_at("all-fives", 2, seed, 8))
        .find(|g| {
            let a = g.game().hand().arms();
            a.sniff().is_some_and(|s| s.on.is_some()) && a.arm(Pos::N).len + a.arm(Pos::S).len > 0
        })
        .expect("a spinner after the lead that sprouted");
    let mut a = app_of(g);
    let s = screen(&mut a, 100, 30);
    // The spinner stands across the line, or lies flat across a corner of it.
    assert!(s.contains("the spinner") && (s.contains("├─┤") || s.contains("[5|5]")), "{s}");
    assert!(s.contains("the open ends count") && s.contains("(counts "), "{s}");
    insta::assert_snapshot!("fives_all_fives_spinner_100x30", s);
    let s = screen(&mut a, 80, 24);
    assert!(s.contains("the open ends count"), "{s}");
    insta::assert_snapshot!("fives_all_fives_spinner_80x24", s);
}

#[test]
fn all_fives_spinner_ends_wait_for_its_sides() {
    let g = (0..400)
        .filter_map(|seed| game_at("all-fives", 2, seed, 2))
        .find(|g| {
            let a = g.game().hand().arms();
            a.sniff().is_some() && !a.is_open(Pos::N)
        })
        .expect("a spinner whose sides are not yet both covered");
    let mut a = app_of(g);
    let s = screen(&mut a, 80, 24);
    assert!(s.contains("N waits for both sides of the spinner"), "{s}");
    insta::assert_snapshot!("fives_all_fives_sides_first_80x24", s);
}

#[test]
fn fives_and_threes_scores_are_told_with_their_threes_and_fives() {
    let mut seen = false;
    for seed in 0..60 {
        let mut g = LineSitting::new("fives-and-threes", names(2), vec![Kind::Computer(Level::Easy); 2], seed).unwrap();
        while !g.hand_over() {
            let a = g.computer().unwrap();
            g.apply(&a).unwrap();
            for n in g.notes().iter().filter(|n| n.starts_with("ends total 15: ")) {
                assert!(n.ends_with("scores 8: five threes and three fives"), "{n}");
                seen = true;
            }
        }
    }
    assert!(seen, "no 15 in 60 hands");
}

/// Fives and Threes at 60 to 55, Ann's 5-5 lead void, then on: a record opened at the
/// table.
const VOID: &str = r#"{
  "format": "parlour-record", "version": 1, "game": "fives-and-threes",
  "players": ["Ann", "Bas"], "scores": [60, 55], "starts_match": false, "options": {},
  "seed": 3, "seats": ["human", "human"],
  "hands": [{
    "lead": 0,
    "deal": [["5-5", "0-5", "2-3", "1-1", "4-4", "3-3", "0-6"], ["1-5", "1-2", "6-6", "1-3", "2-4", "2-6", "3-4"]],
    "boneyard": ["0-0", "0-1", "0-2", "0-3", "0-4", "1-4", "1-6", "2-2", "2-5", "3-5", "3-6", "4-5", "4-6", "5-6"],
    "actions": [{"seat": 0, "act": "play", "tile": "5-5"}]
  }]
}"#;

#[test]
fn a_void_score_past_61_is_said_plainly() {
    let sit = openers::open(VOID.as_bytes()).expect("it opens");
    let mut a = still(Screen::Offer);
    a.sit(sit);
    let s = screen(&mut a, 80, 24);
    assert!(s.contains("void"), "{s}");
    insta::assert_snapshot!("fives_void_past_61_80x24", s);
    let s = screen(&mut a, 100, 30);
    assert!(s.contains("void past 61: Ann's 2 for ends total 10,") && s.contains("exactly 61 points wins"), "{s}");
    insta::assert_snapshot!("fives_void_past_61_100x30", s);
}

fn g_name(id: &str) -> &'static str {
    nos::registry::find(id).unwrap().name()
}

#[test]
fn help_explains_each_fives_game() {
    for (id, n, want) in [
        ("muggins", 2, "When the open ends total a multiple of 5"),
        ("all-fives", 3, "The first double is the spinner, crosswise"),
        ("fives-and-threes", 4, "15 scores 8"),
    ] {
        let mut kinds = vec![Kind::Computer(Level::Easy); n];
        kinds[0] = Kind::Human;
        let g = LineSitting::new(id, names(n), kinds, 1).unwrap();
        let help = g.help().join(" ");
        assert!(help.contains(want), "{id} help: {help}");
        let mut a = app_of(g);
        a.update(Msg::Char('?'));
        let s = screen(&mut a, 100, 40);
        assert!(s.contains(g_name(id)), "{id} help:\n{s}");
        if id == "fives-and-threes" {
            assert!(help.contains("both of a side are out") && help.contains("exactly 61"), "{help}");
            insta::assert_snapshot!("fives_help_fives_and_threes_100x40", s);
        }
    }
}

#[test]
fn the_new_game_form_shows_an_option_and_its_value() {
    let mut s = Setup::new(7);
    s.game = nos::registry::GAMES.iter().position(|g| g.id() == "all-fives").unwrap();
    s.players = 4;
    s.row = s.option_row();
    for _ in 0..10 {
        s.update(Msg::Right);
    }
    s.row = s.value_row();
    s.update(Msg::Right);
    let mut a = still(Screen::Setup(s));
    let text = screen(&mut a, 80, 24);
    assert!(text.contains("partners (11 of 11)") && text.contains("set: partners=true"), "{text}");
    insta::assert_snapshot!("fives_setup_all_fives_partners_80x24", text);
}

#[test]
fn the_options_chosen_are_written_in_the_record_and_read_back() {
    let mut o = nos::games::parlour::Options::new();
    let takes = nos::registry::find("all-fives").unwrap().options();
    for w in ["partners=true", "deal=5", "target=300"] {
        o.set_text(w, &takes, "all-fives").unwrap();
    }
    let mut g = LineSitting::with_options("all-fives", names(4), vec![Kind::Computer(Level::Easy); 4], 9, &o).unwrap();
    for _ in 0..6 {
        let a = g.computer().unwrap();
        g.apply(&a).unwrap();
    }
    let text = g.record();
    assert!(text.contains(r#""options": {"deal":"5","partners":true,"target":300}"#), "{text}");
    assert!(text.contains(r#""scores": [0,0]"#), "one score per side: {text}");
    let (lines, verdict) = nos::record::check::check_bytes("saved", text.as_bytes());
    assert_eq!(verdict, nos::record::check::Verdict::Valid, "{}", lines.join("\n"));
    let back = openers::open(text.as_bytes()).expect("it opens");
    assert_eq!(back.record(), text);
}

#[test]
fn the_public_examples_replay_step_by_step_passes_after_a_block_included() {
    for f in ["muggins-2p-random-match", "all-fives-3p-random-match", "fives-and-threes-2p-random-match"] {
        let p = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/records/parlour/{f}.json"));
        let frames = openers::frames(&std::fs::read(p).unwrap()).unwrap_or_else(|e| panic!("{f}: {e}"));
        assert!(frames.len() > 20, "{f}");
    }
}
