//! What a record may hold beyond its form: names by the rule `--names` keeps, chips and
//! scores bounded and conserved, every option within its range, all refused when the
//! record is read (exit 2, one line naming the file and the field); and the command
//! line's words about a bad set tile and a bad game name.

use serde_json::Value;
use std::path::Path;
use std::process::{Command, Output, Stdio};

fn nos(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_nos"))
        .args(args)
        .stdin(Stdio::null())
        .env("NOS_DATA_DIR", std::env::temp_dir().join("nos-record-bounds-unused"))
        .output()
        .expect("the program runs")
}

fn record(name: &str) -> Value {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records").join(name);
    serde_json::from_slice(&std::fs::read(p).unwrap()).unwrap()
}

const TIDDLY: &str = "parlour/tiddly-wink-7p-standstill-tie-shares-pool-then-end-turn.json";
const NOS: &str = "text-example-i-wait.json";

/// Checks `v`: the exit code, the standard output and the standard error (which, on
/// exit 2, is one line naming the file).
fn check(v: &Value) -> (i32, String, String) {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("r.json");
    std::fs::write(&p, v.to_string()).unwrap();
    let out = nos(&["check", p.to_str().unwrap()]);
    let (so, se) =
        (String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned());
    assert!(!se.contains("panicked"), "{se}");
    let code = out.status.code().unwrap_or(-1);
    if code == 2 {
        assert_eq!(se.lines().count(), 1, "{se}");
        assert!(se.starts_with(p.to_str().unwrap()), "{se}");
    }
    (code, so, se)
}

fn unreadable(v: &Value, words: &str) {
    let (code, so, se) = check(v);
    assert_eq!(code, 2, "{so}{se}");
    assert!(se.contains(words), "wanted {words:?} in {se}");
}

#[test]
fn tiddly_wink_ante_is_at_most_1000_so_no_session_can_overflow() {
    let mut v = record(TIDDLY);
    v["options"] = serde_json::json!({ "ante": 1073741824 });
    unreadable(&v, "options.ante: ante 1073741824: at most 1,000");
    v["options"] = serde_json::json!({ "ante": 0 });
    unreadable(&v, "options.ante: ante 0: at least 1");
    // The largest ante is read and played: the record's expectations (ante 1) differ.
    v["options"] = serde_json::json!({ "ante": 1000 });
    let (code, so, se) = check(&v);
    assert_eq!(code, 1, "{so}{se}");
    assert!(se.contains("found [-500, -500, 3000, -500, 3000, -500, -500]"), "{se}");
}

#[test]
fn targets_and_reserves_are_checked_when_the_record_is_read() {
    let mut v = record("parlour/draw-2-voluntary-draw-refused.json");
    v["options"] = serde_json::json!({ "target": 2_000_000 });
    unreadable(&v, "options.target: target 2000000: at most 1,000,000");
    v["options"] = serde_json::json!({ "reserve": 100 });
    unreadable(&v, "options.reserve: reserve 100: at most 28");
    // draw-2 leaves 14 tiles undealt.
    v["options"] = serde_json::json!({ "reserve": 15 });
    unreadable(&v, "options.reserve: reserve 15: at most 14, the tiles left undealt with 2 players");
    v["options"] = serde_json::json!({ "reserve": 14 });
    assert_ne!(check(&v).0, 2);
}

#[test]
fn parlour_scores_are_bounded_at_a_million() {
    let mut v = record("parlour/bergen-target-reached-mid-hand-next-action-refused.json");
    v["scores"] = serde_json::json!([1_000_001, 0]);
    unreadable(&v, "scores[0]: 1000001: at most 1,000,000 in size");
    v["scores"] = serde_json::json!([-2147483648i64, 0]);
    unreadable(&v, "scores[0]: -2147483648: at most 1,000,000 in size");
    v["scores"] = serde_json::json!([i64::MIN, 0]);
    unreadable(&v, "scores[0]: -9223372036854775808: at most");
}

#[test]
fn tiddly_wink_chips_start_at_500_each_and_only_move_between_seats_and_pool() {
    let mut v = record(TIDDLY);
    v["scores"][0] = 501.into();
    unreadable(&v, "scores[0]: 501: a record that starts a session starts every seat at 500 chips");
    v["starts_match"] = false.into();
    unreadable(&v, "scores: the seats and the pool hold 3501 chips, but 7 seats hold 3500");
    v["scores"][0] = 499.into();
    v["pool"] = 1.into();
    assert_eq!(check(&v).0, 1, "readable: only the expectations differ");
    v["pool"] = (-1).into();
    unreadable(&v, "pool: -1");
}

#[test]
fn nos_chips_start_a_session_at_500_each() {
    let mut v = record("t01a-first-hand-highest-double.json");
    assert_ne!(v["starts_session"], Value::Bool(false), "the record starts a session");
    v["chips"] = serde_json::json!([600, 400, 500]);
    unreadable(&v, "chips[0]: 600: a record that starts a session starts every seat at 500");
}

#[test]
fn nos_chips_mid_session_total_500_a_player_and_each_at_most_a_million() {
    let mut v = record(NOS);
    v["hands"][0].as_object_mut().unwrap().remove("expect");
    for (a, b, ok) in [
        (990_000i64, -989_000i64, true),
        (600, 400, true),
        (1_073_741_823, 500, false),
        (1_000_001, -999_001, false),
        (i64::MIN, 500, false),
        (600, 500, false),
    ] {
        v["chips"] = serde_json::json!([a, b, 500, 500]);
        let (code, so, se) = check(&v);
        if ok {
            assert_eq!(code, 0, "{a} {b}: {se}");
            // The first seat pays 18 in the hand, the second receives 5.
            assert!(so.contains(&format!("chips A {}, B {}", a - 18, b + 5)), "{so}");
        } else {
            assert_eq!(code, 2, "{a} {b}: {so}");
            assert!(se.contains("chips[0]: ") || se.contains("chips: they total 2100 but 4 players hold 2000"), "{se}");
        }
    }
    // Readable up to a million, but no hand starts past 990,000 either way: the rest
    // of its payments must fit in what a record holds (rules.md section 1).
    v["chips"] = serde_json::json!([1_000_000, -999_000, 500, 500]);
    let (code, so, se) = check(&v);
    assert_eq!(code, 1, "{so}{se}");
    assert!(se.contains("hand 1: chips: seat 0 holds 1000000 chips, past the 990,000"), "{se}");
}

#[test]
fn nos_chips_count_the_players_who_left() {
    let mut v = record(NOS);
    v["hands"][0].as_object_mut().unwrap().remove("expect");
    // A fifth player left with 460 (kept 460, balance -40, pot 0): the four hold 2040.
    v["left"] =
        serde_json::json!([{"player": "E", "after_hands": 3, "chips": 460, "kept": 460, "balance": -40, "pot": 0}]);
    v["chips"] = serde_json::json!([540, 500, 500, 500]);
    let (code, so, se) = check(&v);
    assert_eq!(code, 0, "{so}{se}");
    v["chips"] = serde_json::json!([500, 500, 500, 500]);
    unreadable(&v, "chips: they total 2000, 2460 with the 1 who left, but 5 players hold 2500");
    // The record of the session kept when a player leaves still seats it: its chips
    // are counted once, and the record may start the session.
    v["players"][3] = "E".into();
    v["starts_session"] = true.into();
    let (code, so, se) = check(&v);
    assert_ne!(code, 2, "{so}{se}");
    v["chips"] = serde_json::json!([540, 500, 500, 500]);
    unreadable(&v, "chips[0]: 540: a record that starts a session starts every seat at 500");
}

#[test]
fn record_names_follow_the_names_rule_naming_the_field() {
    let long = "x".repeat(5000);
    for (name, words) in [
        ("", "players[2]: a player needs a name"),
        ("  ", "players[2]: a player needs a name"),
        ("ann", "players[2]: \"ann\": players[0] has that name"),
        (&long, "players[2]: the name \"xxxxxxxxxxxxxxxxxxxx…\" has 5000 characters: at most 20"),
        ("B\u{1b}]0;x\u{7}", "players[2]: the name \"B\\u{1b}]0;x\\u{7}\" holds a control character"),
        ("a\u{202e}b", "holds a control character"),
    ] {
        let mut v = record(TIDDLY);
        v["players"][2] = name.into();
        unreadable(&v, words);
        let mut v = record(NOS);
        v["players"][0] = "Ann".into();
        v["players"][2] = name.into();
        unreadable(&v, words);
    }
    let mut v = record(TIDDLY);
    v["players"][2] = "Cor \u{1f468}\u{200d}\u{1f469}\u{200d}\u{1f467}".into();
    assert_eq!(check(&v).0, 0, "a family emoji is a name");
}

#[test]
fn advise_says_why_a_set_tile_could_not_be_set() {
    let advise = |hand: &str, set: &str| {
        let out = nos(&["advise", "--hand", hand, "--set", set, "--samples", "2"]);
        (out.status.code(), String::from_utf8_lossy(&out.stderr).into_owned())
    };
    let (code, err) = advise("5-5,5-4,4-4,5-1", "6-6");
    assert_eq!(code, Some(2));
    assert!(err.contains("6-6 is not in the hand; holding a double (4-4, 5-5)"), "{err}");
    let (_, err) = advise("5-5,5-4,4-4,5-1", "5-4");
    assert!(err.contains("4-5 is not a double: the seat on set sets one of its doubles"), "{err}");
    let (_, err) = advise("5-3,5-4,4-2,5-1", "5-4");
    assert!(err.contains("holds no double: the seat on set draws one tile and sets that"), "{err}");
    assert_eq!(advise("5-5,5-4,4-4,5-1", "5-5").0, Some(0));
    assert_eq!(advise("5-3,5-4,4-2,5-1", "6-6").0, Some(0));
}

#[test]
fn a_bad_game_name_is_shown_escaped_once() {
    let out = nos(&["simulate", "--game", "x\u{1b}]0;pwn\u{7}"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2));
    assert!(err.contains("no game \"x\\u{1b}]0;pwn\\u{7}\";"), "{err}");
    assert!(!err.contains("\\\\") && !err.contains('\u{1b}'), "{err}");
}
