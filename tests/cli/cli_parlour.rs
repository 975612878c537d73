//! The parlour through the program itself: `nos check` on parlour records, `nos
//! simulate --game` and `nos bench --game` for every game, Dominox's tournament, and
//! the games in `--help`.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn nos(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_nos")).args(args).output().expect("the program runs")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn records() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records/parlour");
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    out.sort();
    out
}

#[test]
fn every_parlour_record_checks_through_the_program() {
    let all = records();
    let args: Vec<&str> = std::iter::once("check").chain(all.iter().map(|p| p.to_str().unwrap())).collect();
    let out = nos(&args);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let report = text(&out.stdout);
    for p in &all {
        assert!(report.contains(&format!("{}: hand 1: ", p.display())), "{} not reported", p.display());
    }
    assert!(report.contains("match over: Bas and Dirk win with 207 (by 65 over Ann and Cor)"), "{report}");
    assert!(report.contains("dominox-complete-game-draw-5-5.json: game over: a draw, 5 to 5"), "{report}");
}

#[test]
fn a_dominox_record_refused_by_the_rules_exits_1_naming_the_action() {
    let p = records().into_iter().find(|p| p.ends_with("dominox-unmatched-neighbour-refused.json")).unwrap();
    let s = std::fs::read_to_string(p).unwrap();
    let (code, err) = check_one(&s.replace(", \"error_at\": 1", ""));
    assert_eq!(code, 1);
    assert!(err.contains("hand 1, action 1: the 2 on g6 touches a 0 on g7: equal numbers must touch"), "{err}");
    let (code, err) = check_one(&s.replace("[\"g6\", \"h6\"]", "[\"g6\", \"g4\"]"));
    assert_eq!(code, 2);
    assert!(err.contains("hands[0].actions[1].at"), "{err}");
}

#[test]
fn dominox_tournament_reports_the_margin_per_game_with_its_interval() {
    let out = nos(&["tournament", "--game", "dominox", "--seats", "normal,easy", "--hands", "40", "--seed", "2"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let report = text(&out.stdout);
    assert!(report.contains("20 deals each played twice with the colours swapped"), "{report}");
    assert!(report.contains("normal vs easy") && report.contains("40 games  margin"), "{report}");
    let three = nos(&["tournament", "--game", "dominox", "--seats", "normal,easy,easy", "--hands", "4"]);
    assert_eq!(three.status.code(), Some(2));
    assert!(text(&three.stderr).contains("dominox is played by 2 players, not 3"), "{}", text(&three.stderr));
}

fn check_one(content: &str) -> (i32, String) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bad.json");
    std::fs::write(&path, content).unwrap();
    let out = nos(&["check", path.to_str().unwrap()]);
    let err = text(&out.stderr);
    assert!(!err.contains("panicked"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with(path.to_str().unwrap()), "{err}");
    (out.status.code().unwrap(), err)
}

#[test]
fn a_bad_parlour_record_exits_2_and_an_illegal_one_1_with_one_line() {
    let s = std::fs::read_to_string(records().into_iter().find(|p| p.ends_with("sniff-the-30.json")).unwrap()).unwrap();
    let (code, err) = check_one(&s.replace("\"game\": \"sniff\"", "\"game\": \"snap\""));
    assert_eq!(code, 2);
    assert!(err.contains("game: unknown game"), "{err}");
    let (code, err) = check_one(&s.replace("\"tile\": \"4-4\", \"at\": \"E\"", "\"tile\": \"4-4\", \"at\": \"N\""));
    assert_eq!(code, 1);
    assert!(err.contains("hand 1, action 4: "), "{err}");
    // Control characters in a name never reach the terminal.
    let (code, err) = check_one(&s.replace("\"game\": \"sniff\"", "\"game\": \"\\u001b[31msniff\""));
    assert_eq!(code, 2);
    assert!(!err.contains('\u{1b}'), "{err:?}");
}

#[test]
fn simulate_takes_every_game_and_a_seed_reproduces_the_report() {
    for g in nos::registry::GAMES {
        let id = g.id();
        let a = nos(&["simulate", "--game", id, "--hands", "200", "--seed", "3"]);
        assert_eq!(a.status.code(), Some(0), "{id}: {}", text(&a.stderr));
        let b = nos(&["simulate", "--game", id, "--hands", "200", "--seed", "3"]);
        assert_eq!(a.stdout, b.stdout, "{id}");
        for n in g.players() {
            let c = nos(&["simulate", "--game", id, "--players", &n.to_string(), "--hands", "20"]);
            assert_eq!(c.status.code(), Some(0), "{id} with {n}: {}", text(&c.stderr));
        }
    }
    let bad = nos(&["simulate", "--game", "sniff", "--players", "6"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(text(&bad.stderr).contains("sniff is played by"));
    let unknown = nos(&["simulate", "--game", "poker"]);
    assert_eq!(unknown.status.code(), Some(2));
    assert!(text(&unknown.stderr).contains("partnership-block"));
}

#[test]
fn nos_stays_the_default_of_simulate() {
    let a = nos(&["simulate", "--hands", "50", "--seed", "4"]);
    let b = nos(&["simulate", "--game", "nos", "--hands", "50", "--seed", "4"]);
    assert_eq!(a.stdout, b.stdout);
    assert!(text(&a.stdout).starts_with("50 random legal hands, 4 players, seed 4"));
}

#[test]
fn bench_takes_a_game_and_reports_each_player_count() {
    let out = nos(&["bench", "--game", "sniff", "--seconds", "0.1"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let report = text(&out.stdout);
    for n in 2..=4 {
        assert!(report.contains(&format!("sniff: {n} players: ")), "{report}");
    }
    let one = nos(&["bench", "--game", "tiddly-wink", "--players", "9", "--seconds", "0.1"]);
    assert_eq!(text(&one.stdout).lines().count(), 1);
    let board = nos(&["bench", "--game", "dominox", "--seconds", "0.1"]);
    assert_eq!(board.status.code(), Some(0), "{}", text(&board.stderr));
    assert!(text(&board.stdout).starts_with("dominox: 2 players: "), "{}", text(&board.stdout));
    assert!(text(&board.stdout).contains(" games/s "), "{}", text(&board.stdout));
}

#[test]
fn help_lists_every_game() {
    let out = nos(&["--help"]);
    let help = text(&out.stdout);
    for g in nos::registry::GAMES {
        assert!(help.contains(g.id()), "{} missing from --help", g.id());
    }
    assert!(help.contains("partners"));
}

#[test]
fn options_on_the_command_line_are_checked_with_clear_errors() {
    let cases: &[(&[&str], &str)] = &[
        (&["new", "--game", "all-fives", "--option", "colour=red"], "no option \"colour\": all-fives takes target,"),
        (&["new", "--game", "all-fives", "--option", "partners"], "NAME=VALUE"),
        (&["new", "--game", "all-fives", "--players", "3", "--option", "partners=true"], "only with 4 players"),
        (&["new", "--game", "fives-and-threes", "--option", "target=0"], "at least 1"),
        (&["new", "--game", "fives-and-threes", "--option", "exact_finish=sure"], "true or false"),
        (&["new", "--game", "muggins", "--option", "chip_point=2"], "muggins takes no option \"chip_point\""),
        (&["new", "--option", "target=5"], "nos takes no options"),
        (&["tournament", "--game", "all-fives", "--seats", "easy,normal", "--option", "deal=6"], "9-7-5"),
    ];
    for (args, want) in cases {
        let out = nos(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(text(&out.stderr).contains(want), "{args:?}: {}", text(&out.stderr));
    }
}

#[test]
fn a_tournament_plays_under_the_options_given() {
    let args = ["tournament", "--game", "fives-and-threes", "--seats", "normal,easy", "--hands", "20"];
    let plain = nos(&args);
    assert_eq!(plain.status.code(), Some(0), "{}", text(&plain.stderr));
    let more: Vec<&str> = args.iter().copied().chain(["--option", "chip_point=10"]).collect();
    let chip = nos(&more);
    assert_eq!(chip.status.code(), Some(0), "{}", text(&chip.stderr));
    assert_ne!(text(&plain.stdout), text(&chip.stdout), "ten points a chip-out change the points");
}
