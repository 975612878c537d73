//! `nos analyse`: every decision of a record judged from the seat's own view. Records
//! with mistakes planted in good ones (played by the normal level) rank each planted
//! mistake first for its seat; the figures are the same for the same seed; every game
//! is judged through the registry; bad input is refused with the file named.

use nos::analyse::{analyse, Analysis, Decision, Settings};
use std::path::Path;
use std::process::Command;

fn bytes(name: &str) -> Vec<u8> {
    std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records").join(name)).unwrap()
}

fn judged(name: &str, s: &Settings) -> Analysis {
    analyse(&bytes(name), s, &|_, _| {}).unwrap()
}

/// The costliest decision of `seat`.
fn worst(a: &Analysis, seat: u8) -> &Decision {
    a.of_seat(seat)[0]
}

#[test]
fn a_wrong_close_early_costs_about_40_chips_a_seat_and_tops_the_closers_list() {
    let a = judged("analyse/planted-wrong-close-early.json", &Settings::default());
    let d = worst(&a, 0);
    assert_eq!((d.hand, d.action, d.played.as_str()), (0, 5, "I close"));
    // 40 to each of three other seats, from the closer's own view and in hindsight.
    assert!((100.0..=140.0).contains(&d.cost), "{d:?}");
    assert!(d.low > 80.0 && d.hindsight > 80.0, "{d:?}");
    assert_eq!(a.mistakes()[0], d);
}

#[test]
fn a_wrong_close_in_a_session_tops_that_seats_list() {
    let s = Settings { seat: Some(2), ..Settings::default() };
    let a = judged("analyse/planted-session-wrong-close.json", &s);
    let d = worst(&a, 2);
    assert_eq!((d.hand, d.played.as_str()), (2, "I close"), "{d:?}");
    assert!(d.cost > 100.0, "{d:?}");
    assert!(a.decisions.iter().all(|d| d.seat == 2));
}

#[test]
fn a_double_not_declared_tops_its_seats_list() {
    let a = judged("analyse/planted-double-not-declared.json", &Settings::default());
    let d = worst(&a, 1);
    assert_eq!((d.played.as_str(), d.best.as_str()), ("not declare", "declare doubles"), "{d:?}");
    assert!(d.low > 5.0, "{d:?}");
}

#[test]
fn a_paid_double_not_played_at_once_tops_its_seats_list() {
    let a = judged("analyse/planted-double-not-at-once.json", &Settings::default());
    let d = worst(&a, 0);
    assert_eq!((d.played.as_str(), d.best.as_str()), ("no double at once", "play 6-6 at E at once"), "{d:?}");
    assert!(d.low > 0.0, "{d:?}");
}

#[test]
fn the_same_seed_gives_the_same_figures_and_one_seat_alone_the_same_as_in_the_whole() {
    let s = Settings { samples: Some(32), seed: 9, seat: None };
    let a = judged("analyse/session-20-hands.json", &s);
    assert_eq!(a, judged("analyse/session-20-hands.json", &s));
    let one = judged("analyse/session-20-hands.json", &Settings { seat: Some(3), ..s });
    let mine: Vec<&Decision> = a.decisions.iter().filter(|d| d.seat == 3).collect();
    assert_eq!(one.decisions.iter().collect::<Vec<_>>(), mine);
    let other = judged("analyse/session-20-hands.json", &Settings { seed: 10, ..s });
    assert_ne!(a.decisions, other.decisions);
}

#[test]
fn every_cost_lies_in_its_interval_and_none_is_below_zero() {
    for name in [
        "analyse/session-20-hands.json",
        "parlour/all-fives-3p-random-match.json",
        "parlour/fives-and-threes-4p-partners-random-match.json",
        "parlour/partnership-block-random-match.json",
    ] {
        let a = judged(name, &Settings { samples: Some(16), ..Settings::default() });
        assert!(!a.decisions.is_empty(), "{name}");
        for d in &a.decisions {
            assert!(d.cost >= 0.0 && d.low <= d.cost && d.cost <= d.high, "{name}: {d:?}");
            assert!(d.hindsight >= 0.0 && d.choices > 1, "{name}: {d:?}");
            if d.cost == 0.0 {
                assert_eq!(d.played, d.best, "{name}: {d:?}");
            }
        }
    }
}

#[test]
fn dominox_is_judged_in_area_points() {
    let a =
        judged("parlour/dominox-complete-game-draw-5-5.json", &Settings { samples: Some(4), ..Settings::default() });
    assert_eq!((a.game.as_str(), a.unit), ("Dominox", "points"));
    assert!(a.decisions.iter().all(|d| d.played.starts_with("place") || d.played == "pass"));
}

fn nos(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_nos")).args(args).output().expect("the program runs")
}

#[test]
fn the_command_prints_one_json_object_per_decision() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records/analyse/planted-wrong-close-early.json");
    let out = nos(&["analyse", "--json", "--samples", "8", "--seed", "3", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<serde_json::Value> = text.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert!(!lines.is_empty());
    for l in &lines {
        for k in ["hand", "action", "seat", "played", "best", "cost", "low", "high", "hindsight"] {
            assert!(l.get(k).is_some(), "{k} missing in {l}");
        }
    }
    assert!(lines.iter().any(|l| l["played"] == "I close" && l["hand"] == 1));
    let words = nos(&["analyse", "--samples", "8", path.to_str().unwrap()]);
    let words = String::from_utf8(words.stdout).unwrap();
    assert!(
        words
            .contains("Mistakes over 5 chips, costliest first:\n  hand 1, action 5, Ann (seat 1): I close\n    best: "),
        "{words}"
    );
}

#[test]
fn bad_input_is_refused_naming_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad\u{1b}[31m.json");
    std::fs::write(&bad, b"{\"format\": \"nos-record\", \"version\": 1, \"players\": 3}").unwrap();
    // Not a readable record: 2, as `nos check` gives, with its words.
    let out = nos(&["analyse", bad.to_str().unwrap()]);
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("bad\\u{1b}[31m.json") && err.contains("players"), "{err}");
    let check = nos(&["check", bad.to_str().unwrap()]);
    assert_eq!(String::from_utf8(check.stderr).unwrap(), err);
    for text in ["hello", "{\"format\": \"parlour-record\"}", "[1, 2]"] {
        std::fs::write(&bad, text).unwrap();
        let out = nos(&["analyse", bad.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(2), "{text}: {}", String::from_utf8_lossy(&out.stderr));
    }
    assert!(!err.contains('\u{1b}') && !err.contains("panicked"), "{err}");
    let missing = nos(&["analyse", dir.path().join("none.json").to_str().unwrap()]);
    assert_eq!(missing.status.code(), Some(2));
    // A close by a seat that did not just play: the rules refuse it.
    let good = String::from_utf8(bytes("analyse/planted-wrong-close-early.json")).unwrap();
    let refused = dir.path().join("refused.json");
    std::fs::write(
        &refused,
        good.replace("\"seat\": 0,\n     \"act\": \"close\"", "\"seat\": 1,\n     \"act\": \"close\""),
    )
    .unwrap();
    let out = nos(&["analyse", refused.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8(out.stderr).unwrap().contains("hand 1, action"));
}

#[test]
fn the_report_numbers_seats_as_the_table_does_within_80_columns_and_says_played_once() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records/analyse/planted-session-wrong-close.json");
    let out = nos(&["analyse", "--samples", "4", "--seat", "3", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let words = String::from_utf8(out.stdout).unwrap();
    for l in words.lines() {
        assert!(l.chars().count() <= 80, "{} columns: {l}", l.chars().count());
    }
    assert!(!words.contains("played play") && !words.contains(": played "), "{words}");
    // --seat 3 is the third seat, which the report calls seat 3 (the record's seat 2).
    let json = nos(&["analyse", "--json", "--samples", "4", "--seat", "3", path.to_str().unwrap()]);
    let json = String::from_utf8(json.stdout).unwrap();
    assert!(json.lines().all(|l| l.contains("\"seat\":2")), "{json}");
    assert!(words.contains("(seat 3): ") && !words.contains("(seat 2)"), "{words}");
    // Seat 0 is no seat of a table's.
    assert_eq!(nos(&["analyse", "--seat", "0", path.to_str().unwrap()]).status.code(), Some(2));
}

/// Every decision of a train game's record is judged in points from its seat's view,
/// round by round.
#[test]
fn a_mexican_train_and_a_chicken_foot_record_are_judged_in_points() {
    for (name, game) in [
        ("mexican-train-3p-round-ends-blocked.json", "Mexican Train"),
        ("chicken-foot-3p-foot-completed-and-foot-closed-number-gone.json", "Chicken Foot"),
        ("mexican-train-3p-double-covered-by-layer-and-by-next-seat-after-marker.json", "Mexican Train"),
    ] {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/trains_records").join(name);
        let s = Settings::default();
        let a = analyse(&std::fs::read(&path).unwrap(), &s, &|_, _| {}).unwrap();
        assert_eq!((a.game.as_str(), a.unit), (game, "points"), "{name}");
        assert!(!a.decisions.is_empty(), "{name}");
        for d in &a.decisions {
            assert!(d.cost >= 0.0 && d.low <= d.cost && d.cost <= d.high, "{name}: {d:?}");
            assert!(d.choices > 1 && d.hindsight >= 0.0, "{name}: {d:?}");
            let placed = [" on own train", "'s train", " on the Mexican train", " at "];
            assert!(placed.iter().any(|p| d.played.contains(p)) || d.played == "draw", "{name}: {d:?}");
        }
        assert_eq!(a, analyse(&std::fs::read(&path).unwrap(), &s, &|_, _| {}).unwrap(), "{name}");
    }
}

/// `nos analyse` on a train record: the report names the round's mistakes, exit 0.
#[test]
fn the_command_judges_a_chicken_foot_record() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/trains_records/chicken-foot-3p-foot-completed-and-foot-closed-number-gone.json");
    let out = nos(&["analyse", path.to_str().unwrap()]);
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("Chicken Foot: "), "{text}");
    assert!(text.contains("costs in points"), "{text}");
}
