//! Parlour records through the library: every example checks as its `expect` says,
//! records survive being written and read again, and hostile files are refused with
//! their place named, never with a panic.

use nos::record::check::{check_bytes, Verdict};
use nos::record::parlour::{self as pr, At};
use std::path::{Path, PathBuf};

fn files() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records/parlour");
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("the parlour records")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    out.sort();
    out
}

fn name(p: &Path) -> String {
    p.file_name().unwrap().to_string_lossy().into_owned()
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap()
}

fn example(n: &str) -> String {
    read(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records/parlour").join(n))
}

fn line_games() -> Vec<PathBuf> {
    files().into_iter().filter(|p| !name(p).starts_with("dominox")).collect()
}

#[test]
fn the_shared_examples_are_all_here() {
    let all: Vec<String> = files().iter().map(|p| name(p)).collect();
    assert!(all.len() >= 37, "only {} records", all.len());
    for g in nos::games::parlour::PRESETS.iter().map(|p| p.id).chain(["dominox"]) {
        assert!(all.iter().any(|n| n.starts_with(g)), "no record of {g}");
    }
}

#[test]
fn every_line_game_record_checks_as_its_expect_says() {
    for p in line_games() {
        let (lines, verdict) = check_bytes(&name(&p), read(&p).as_bytes());
        assert_eq!(verdict, Verdict::Valid, "{}", lines.join("\n"));
        let rec = pr::parse(read(&p).as_bytes()).unwrap();
        let (r, _) = pr::replay::replay_line(&rec).unwrap();
        let last = r.hands.last().unwrap();
        let error_at = rec.hands.last().unwrap().expect.error_at;
        if name(&p).ends_with("-refused.json") {
            let at = error_at.unwrap_or_else(|| panic!("{} has no error_at", name(&p)));
            assert!(last.outcome.starts_with(&format!("action {at} refused")), "{}: {}", name(&p), last.outcome);
        } else {
            assert!(error_at.is_none(), "{}", name(&p));
        }
    }
}

#[test]
fn dominox_records_are_read_with_their_shape() {
    for p in files().into_iter().filter(|p| name(p).starts_with("dominox")) {
        let rec = pr::parse(read(&p).as_bytes()).unwrap_or_else(|e| panic!("{}: {e}", name(&p)));
        assert_eq!((rec.game, rec.hands.len(), rec.scores.len()), ("dominox", 1, 2));
        let plays = rec.hands[0].steps.iter().filter_map(|s| match s.act {
            pr::Act::Play { at, .. } => Some(at),
            _ => None,
        });
        for at in plays {
            assert!(matches!(at, Some(At::Squares(..))), "{}", name(&p));
        }
        // Whatever engine replays it, checking never panics and gives one verdict.
        let (lines, _) = check_bytes(&name(&p), read(&p).as_bytes());
        assert!(!lines.is_empty());
    }
}

#[test]
fn dominox_records_check_as_their_expect_says() {
    for p in files().into_iter().filter(|p| name(p).starts_with("dominox")) {
        let (lines, verdict) = check_bytes(&name(&p), read(&p).as_bytes());
        assert_eq!(verdict, Verdict::Valid, "{}", lines.join("\n"));
    }
}

#[test]
fn records_survive_being_written_and_read_again() {
    for p in files() {
        let rec = pr::parse(read(&p).as_bytes()).unwrap();
        let text = rec.to_text();
        let again = pr::parse(text.as_bytes()).unwrap_or_else(|e| panic!("{}: {e}\n{text}", name(&p)));
        assert_eq!(again.to_json(), rec.to_json(), "{}", name(&p));
        assert_eq!(check_bytes("a", text.as_bytes()).1, check_bytes("b", read(&p).as_bytes()).1, "{}", name(&p));
    }
}

/// Checks a mutated record: the verdict and the one line it gives.
fn verdict(text: &str) -> (Verdict, String) {
    let (lines, v) = check_bytes("x.json", text.as_bytes());
    assert!(!lines.is_empty());
    (v, lines.last().unwrap().clone())
}

fn unreadable(text: &str, place: &str) {
    let (v, line) = verdict(text);
    assert_eq!(v, Verdict::Unreadable, "{line}");
    assert!(line.contains(place), "{place:?} not named in: {line}");
    assert_eq!(line.lines().count(), 1);
}

fn refused(text: &str, place: &str) {
    let (v, line) = verdict(text);
    assert_eq!(v, Verdict::Refused, "{line}");
    assert!(line.contains(place), "{place:?} not named in: {line}");
}

#[test]
fn hostile_records_are_unreadable_naming_their_place() {
    let s = example("sniff-the-30.json");
    unreadable("{\"format\": parlour}", "line 1 column");
    unreadable(&s.replace("\"version\": 1", "\"version\": 2"), "version");
    unreadable(&s.replace("\"version\": 1", "\"version\": 100000000000000000000000"), "version");
    unreadable(&s.replace("\"game\": \"sniff\"", "\"game\": \"snuff\""), "game");
    unreadable(&s.replace("\"5-5\", \"6-6\"", "\"5-5\", \"6-7\""), "hands[0].deal[0][1]");
    unreadable(&s.replace("\"5-5\", \"6-6\"", "\"5-5\", \"5-5\""), "twice");
    unreadable(&s.replace("\"5-5\", \"6-6\", ", "\"5-5\", "), "hands[0].deal[0]");
    unreadable(&s.replace("\"scores\": [0, 0]", "\"scores\": [0, 0, 0]"), "scores");
    unreadable(&s.replace("\"scores\": [0, 0]", "\"scores\": [1e300, 0]"), "scores[0]");
    unreadable(&s.replace("\"scores\": [0, 0]", "\"scores\": [99999999999999, 0]"), "scores[0]");
    unreadable(&s.replace("\"lead\": 0", "\"lead\": 300"), "hands[0].lead");
    unreadable(&s.replace("\"lead\": 0", "\"lead\": 2"), "hands[0].lead");
    unreadable(&s.replace("\"at\": \"W\"", "\"at\": \"X\""), "hands[0].actions[1].at");
    unreadable(&s.replace("\"at\": \"W\"", "\"at\": [\"a1\", \"a2\"]"), "hands[0].actions[1].at");
    unreadable(&s.replace("\"sniff\": \"cross\"", "\"sniff\": \"flat\""), "hands[0].actions[0].sniff");
    unreadable(&s.replace("\"options\": {}", "\"options\": {\"colour\": true}"), "options.colour");
    unreadable(&s.replace("\"options\": {}", "\"options\": {\"ante\": 2}"), "options.ante");
    unreadable(&s.replace("\"options\": {}", "\"options\": {\"target\": \"200\"}"), "options.target");
    unreadable(&s.replace("\"options\": {}", "\"options\": {\"target\": 0}"), "options.target");
    unreadable(&s.replace("\"options\": {}", "\"options\": {\"reserve\": -1}"), "options.reserve");
    unreadable(&s.replace("\"options\": {}", "\"options\": []"), "options");
    unreadable(&s.replace("\"options\": {}", "\"options\": {}, \"pool\": 3"), "pool");
    unreadable(&s.replace("\"options\": {}", "\"options\": {}, \"colour\": 3"), "colour");
    unreadable(&s.replace("\"expect\": {\"scores\": [40, 0]}", "\"expect\": [[40, 0]]"), "expect");
    unreadable(&s.replace("\"expect\": {\"scores\": [40, 0]}", "\"expect\": {\"scores\": [40]}"), "expect.scores");
    unreadable(&s.replace("\"players\": [\"Ann\", \"Bas\"]", "\"players\": [\"Ann\"]"), "players");
    unreadable(
        &s.replace(
            "{\"seat\": 1, \"act\": \"play\", \"tile\": \"5-6\"",
            "{\"seat\": 9, \"act\": \"play\", \"tile\": \"5-6\"",
        ),
        "seat",
    );
    unreadable(&s.replace("\"act\": \"play\", \"tile\": \"5-6\"", "\"act\": \"jump\", \"tile\": \"5-6\""), "act");
    unreadable(&format!("{s} {{}}"), "text after the record");
    unreadable(&"[".repeat(100_000), "line 1 column");
    unreadable("", "");
    // A line game takes no squares; Matador has no sniff.
    let m = example("matador-wild-matador-double-endwise-forced-draws.json");
    unreadable(&m.replace("\"at\": \"E\"}", "\"at\": \"N\"}"), "at");
    unreadable(
        &m.replace("\"tile\": \"1-1\", \"at\": \"E\"", "\"tile\": \"1-1\", \"at\": \"E\", \"sniff\": \"end\""),
        "sniff",
    );
    // Dominox: two squares side by side. (A draw, an end_turn or a second hand is
    // readable and refused by the rules: dominox_record_check.rs.)
    let d = example("dominox-sample-game-moves-1-9.json");
    unreadable(&d.replace("[\"g8\", \"g7\"]", "\"g8\""), "hands[0].actions[0].at");
    unreadable(&d.replace("[\"g8\", \"g7\"]", "[\"g8\", \"g6\"]"), "hands[0].actions[0].at");
    unreadable(&d.replace("[\"g8\", \"g7\"]", "[\"g8\", \"i7\"]"), "hands[0].actions[0].at[1]");
    unreadable(&d.replace("\"scores\": [0, 0]", "\"scores\": [0]"), "scores");
}

#[test]
fn records_the_rules_refuse_name_the_hand_and_the_action() {
    let s = example("sniff-the-30.json");
    refused(&s.replace("\"lead\": 0", "\"lead\": 1"), "hand 1");
    refused(
        &s.replace("\"lead_draw\": [{\"seat\": 0, \"tile\": \"5-6\"}, {\"seat\": 1, \"tile\": \"2-2\"}],", ""),
        "lead_draw",
    );
    refused(&s.replace("\"expect\": {\"scores\": [40, 0]}", "\"expect\": {\"scores\": [40, 1]}"), "expected scores");
    refused(
        &s.replace(
            "{\"seat\": 0, \"act\": \"play\", \"tile\": \"4-4\", \"at\": \"E\"}",
            "{\"seat\": 0, \"act\": \"play\", \"tile\": \"4-4\", \"at\": \"N\"}",
        ),
        "hand 1, action 4",
    );
    refused(&s.replace("\"expect\": {\"scores\": [40, 0]}", "\"expect\": {\"error_at\": 2}"), "error_at");
    let h = example("block-scarne-2p-set-blocks-at-once-winner-leads.json");
    // After the block, one pass per seat in turn; a third is refused.
    refused(
        &h.replace(
            "{\"seat\": 0, \"act\": \"pass\"}",
            "{\"seat\": 0, \"act\": \"pass\"},\n        {\"seat\": 1, \"act\": \"pass\"}",
        ),
        "hand 1, action 3",
    );
    refused(&h.replace("\"lead\": 0,\n      \"deal\": [[\"1-2\"", "\"lead\": 1,\n      \"deal\": [[\"1-2\""), "hand 2");
    let d = example("draw-2-draws-down-to-the-reserve-block-then-alternate.json");
    refused(
        &d.replace("{\"seat\": 1, \"act\": \"draw\"},", "{\"seat\": 1, \"act\": \"draw\", \"tile\": \"6-6\"},"),
        "the draw names 6-6",
    );
}

#[test]
fn a_hand_or_action_after_the_match_ended_is_refused() {
    let b = example("bergen-target-reached-mid-hand-next-action-refused.json");
    refused(&b.replace(", \"error_at\": 1", ""), "the match is over");
    let p = example("partnership-block-random-match.json");
    let end = p.rfind("\n  ]\n}").unwrap();
    let extra = ",\n    {\"lead\": 0, \"deal\": [[\"0-0\",\"0-1\",\"0-2\",\"0-3\",\"0-4\",\"0-5\",\"0-6\"],[\"1-1\",\"1-2\",\"1-3\",\"1-4\",\"1-5\",\"1-6\",\"2-2\"],[\"2-3\",\"2-4\",\"2-5\",\"2-6\",\"3-3\",\"3-4\",\"3-5\"],[\"3-6\",\"4-4\",\"4-5\",\"4-6\",\"5-5\",\"5-6\",\"6-6\"]], \"boneyard\": [], \"actions\": []}";
    let more = format!("{}{extra}{}", &p[..end], &p[end..]);
    refused(&more, "a hand after the match ended");
    let start = p.replace("\"scores\": [0, 0]", "\"scores\": [200, 0]");
    refused(&start, "the target");
}
