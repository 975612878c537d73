//! Records through the library: every record in `tests/records` checks, the ones that
//! break a rule are refused, records survive being written and read again, and bad
//! files are refused with the place named, never with a panic.

use nos::record::check::{check_bytes, Verdict};
use nos::record::{replay, Outcome, Record};
use std::path::{Path, PathBuf};

fn files(dir: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records").join(dir);
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("the records folder")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    out.sort();
    out
}

fn read(p: &Path) -> Vec<u8> {
    std::fs::read(p).unwrap()
}

fn name(p: &Path) -> String {
    p.file_name().unwrap().to_string_lossy().into_owned()
}

#[test]
fn every_record_checks_valid() {
    let all = files("");
    assert!(all.len() >= 80, "only {} records", all.len());
    for p in &all {
        let (lines, verdict) = check_bytes(&name(p), &read(p));
        assert_eq!(verdict, Verdict::Valid, "{}", lines.join("\n"));
    }
}

#[test]
fn the_shared_examples_are_all_here() {
    let all: Vec<String> = files("").iter().map(|p| name(p)).collect();
    let examples = all.iter().filter(|n| n.starts_with("text-example") || n.starts_with("t01")).count();
    assert!(examples >= 14);
    for n in ["text-example-first-three.json", "text-example-i-wait.json", "t25-matador-matching.json"] {
        assert!(all.iter().any(|a| a == n), "{n} missing");
    }
}

#[test]
fn a_record_named_refused_is_refused_exactly_at_its_error_at() {
    for p in files("") {
        let rec = Record::parse(&read(&p)).unwrap();
        let r = replay(&rec).unwrap_or_else(|(_, f)| panic!("{}: {f}", name(&p)));
        let last = rec.hands.last().unwrap();
        let out = &r.hands.last().unwrap().outcome;
        if name(&p).ends_with("-refused.json") {
            let at = last.expect.error_at.unwrap_or_else(|| panic!("{} has no error_at", name(&p)));
            assert_eq!(out, &Outcome::RefusedAsExpected { at, reason: reason_of(out) }, "{}", name(&p));
        } else {
            assert!(last.expect.error_at.is_none(), "{}", name(&p));
            assert!(!matches!(out, Outcome::RefusedAsExpected { .. }));
        }
    }
}

fn reason_of(o: &Outcome) -> String {
    match o {
        Outcome::RefusedAsExpected { reason, .. } => reason.clone(),
        _ => String::new(),
    }
}

#[test]
fn an_error_at_that_is_not_refused_fails_the_record() {
    let p = files("").into_iter().find(|p| name(p) == "text-example-i-wait.json").unwrap();
    let text = String::from_utf8(read(&p)).unwrap();
    let text = text.replace("\"expect\": {\"chips\": [482, 505, 508, 505]}", "\"expect\": {\"error_at\": 4}");
    let (lines, v) = check_bytes("x", text.as_bytes());
    assert_eq!(v, Verdict::Refused, "{lines:?}");
    assert!(lines.last().unwrap().contains("action 4"), "{lines:?}");
}

#[test]
fn an_expect_that_differs_fails_the_record() {
    let p = files("").into_iter().find(|p| name(p) == "text-example-i-wait.json").unwrap();
    let text = String::from_utf8(read(&p)).unwrap().replace("[482, 505, 508, 505]", "[482, 505, 505, 508]");
    let (lines, v) = check_bytes("x", text.as_bytes());
    assert_eq!(v, Verdict::Refused);
    assert!(lines.last().unwrap().contains("expected chips"), "{lines:?}");
}

#[test]
fn expect_chips_beside_error_at_are_checked_too() {
    // Issue 9: a record with both must check the chips after the accepted actions.
    let good = files("").into_iter().find(|p| name(p) == "expect-chips-checked-beside-error-at-refused.json").unwrap();
    assert_eq!(check_bytes("x", &read(&good)).1, Verdict::Valid);
    let bad = files("invalid").into_iter().find(|p| name(p) == "expect-chips-wrong-beside-error-at.json").unwrap();
    let (lines, v) = check_bytes("x", &read(&bad));
    assert_eq!(v, Verdict::Refused, "{lines:?}");
    assert!(lines.last().unwrap().contains("expected chips"), "{lines:?}");
}

#[test]
fn strict_records_carry_their_penalties_and_check() {
    let strict: Vec<PathBuf> = files("").into_iter().filter(|p| name(p).starts_with("strict-")).collect();
    assert!(strict.len() >= 3);
    for p in &strict {
        let rec = Record::parse(&read(p)).unwrap();
        assert!(rec.options.strict, "{}", name(p));
        assert_eq!(check_bytes("x", &read(p)).1, Verdict::Valid, "{}", name(p));
        // Without strict mode the same actions are refused.
        let text = String::from_utf8(read(p)).unwrap().replace("\"strict\": true", "\"strict\": false");
        assert_eq!(check_bytes("x", text.as_bytes()).1, Verdict::Refused, "{}", name(p));
    }
}

#[test]
fn records_that_break_a_session_rule_are_refused() {
    let bad = files("invalid");
    assert!(bad.len() >= 2);
    for p in bad {
        let (lines, v) = check_bytes(&name(&p), &read(&p));
        assert_eq!(v, Verdict::Refused, "{}: {lines:?}", name(&p));
    }
}

#[test]
fn next_hand_on_set_must_be_the_previous_loser() {
    let p = files("invalid").into_iter().find(|p| name(p).contains("on-set-not-the-loser")).unwrap();
    let (lines, _) = check_bytes("x", &read(&p));
    assert!(lines.last().unwrap().contains("loser of the previous hand, seat 1"), "{lines:?}");
}

#[test]
fn a_tie_for_the_next_loser_needs_a_tiebreak_before_the_next_hand() {
    let p = files("invalid").into_iter().find(|p| name(p).contains("tie-without-tiebreak")).unwrap();
    let (lines, _) = check_bytes("x", &read(&p));
    assert!(lines.last().unwrap().contains("tiebreak is needed"), "{lines:?}");
}

#[test]
fn every_record_reads_back_the_same_after_being_written() {
    for p in files("").into_iter().chain(files("invalid")) {
        let rec = Record::parse(&read(&p)).unwrap();
        let again = Record::parse(rec.to_text().as_bytes()).unwrap_or_else(|e| panic!("{}: {e}", name(&p)));
        assert_eq!(rec, again, "{}", name(&p));
    }
}

// ----- files that are not records -----

fn example() -> String {
    let p = files("").into_iter().find(|p| name(p) == "text-example-i-wait.json").unwrap();
    String::from_utf8(read(&p)).unwrap()
}

/// Reading must fail with a message that names the place; returns the message.
#[track_caller]
fn refused(text: &[u8], place: &str) -> String {
    let e = Record::parse(text).expect_err("not a record");
    let msg = e.to_string();
    assert!(msg.contains(place), "{msg:?} does not name {place:?}");
    assert!(!msg.contains('\n'), "{msg:?} is more than a line");
    let (lines, v) = check_bytes("f.json", text);
    assert_eq!((lines.len(), v), (1, Verdict::Unreadable));
    msg
}

#[test]
fn text_that_is_not_json_is_refused_with_its_line_and_column() {
    refused(b"not json", "line 1 column");
    refused(example().replace("\"act\": \"wait\"", "\"act\" \"wait\"").as_bytes(), "line 18 column 27");
}

#[test]
fn an_empty_file_is_refused() {
    refused(b"", "the file is empty");
}

#[test]
fn wrong_format_or_version_is_refused() {
    refused(example().replace("nos-record", "nos-game").as_bytes(), "format");
    refused(example().replace("\"version\": 1", "\"version\": 2").as_bytes(), "version");
}

#[test]
fn a_tile_twice_or_a_bad_tile_is_refused_where_it_stands() {
    refused(example().replace("[\"1-4\", \"5-6\"", "[\"1-4\", \"4-1\"").as_bytes(), "hands[0].deal[0][1]");
    refused(example().replace("\"5-6\", \"0-1\"", "\"5-7\", \"0-1\"").as_bytes(), "hands[0].deal[0][1]");
    refused(example().replace("\"tile\": \"2-6\"", "\"tile\": \"26\"").as_bytes(), "hands[0].actions[4].tile");
    refused(example().replace("\"3-2\", \"0-0\"", "\"3-2\", \"3-2\"").as_bytes(), "hands[0].deal");
}

#[test]
fn an_unknown_field_is_refused_not_ignored() {
    let m = refused(example().replace("\"on_set\": 0,", "\"on_set\": 0, \"dealer\": 3,").as_bytes(), "hands[0].dealer");
    assert!(m.contains("line 9"), "{m}");
    refused(
        example().replace("\"act\": \"wait\"", "\"act\": \"wait\", \"tile\": \"1-1\"").as_bytes(),
        "actions[5].tile",
    );
    refused(
        example().replace("\"version\": 1,", "\"version\": 1, \"options\": {\"fast\": true},").as_bytes(),
        "options",
    );
}

#[test]
fn a_mistyped_field_is_refused() {
    refused(example().replace("\"on_set\": 0", "\"on_set\": \"0\"").as_bytes(), "hands[0].on_set");
    refused(example().replace("\"immediate\": true", "\"immediate\": 1").as_bytes(), "hands[0].actions[3].immediate");
    refused(example().replace("\"act\": \"wait\"", "\"act\": \"sleep\"").as_bytes(), "hands[0].actions[5].act");
    refused(example().replace("{\"game\": 1}", "{\"game\": 18}").as_bytes(), "hands[0].actions[2].game");
}

#[test]
fn an_object_written_as_an_array_is_refused() {
    refused(example().replace("{\"seat\": 2, \"act\": \"wait\"}", "[2, \"wait\"]").as_bytes(), "hands[0].actions[5]");
    refused(example().replace("{\"game\": 1}", "[1]").as_bytes(), "hands[0].actions[2].game");
    refused(
        example().replace("{\"chips\": [482, 505, 508, 505]}", "[[482, 505, 508, 505]]").as_bytes(),
        "hands[0].expect",
    );
    let rec = Record::parse(example().as_bytes()).unwrap();
    let j = serde_json::to_value(rec.to_json()).unwrap();
    let order = ["format", "version", "players", "chips", "starts_session", "options", "hands"];
    let fields: Vec<serde_json::Value> = order.iter().map(|f| j[f].clone()).collect();
    refused(serde_json::to_string(&fields).unwrap().as_bytes(), "object");
}

#[test]
fn deep_nesting_is_refused_without_overflowing_the_stack() {
    let deep = "[".repeat(100_000);
    Record::parse(deep.as_bytes()).expect_err("not a record");
    let deep = format!("{{\"format\": {}", "[".repeat(100_000));
    refused(deep.as_bytes(), "line 1 column");
    let deep = format!("{{\"format\": {}", "{\"a\":".repeat(100_000));
    refused(deep.as_bytes(), "line 1 column");
}

#[test]
fn a_file_larger_than_a_record_may_be_is_refused_before_reading() {
    let mut big = example().into_bytes();
    big.resize(50 << 20, b' ');
    let e = Record::parse(&big).expect_err("too large");
    assert!(e.to_string().contains("bytes"), "{e}");
}

#[test]
fn an_illegal_action_is_refused_by_the_rules_naming_hand_and_action() {
    let text = example().replace("\"tile\": \"2-6\", \"at\": \"E\"", "\"tile\": \"6-2\", \"at\": \"E\"");
    let (lines, v) = check_bytes("f.json", text.as_bytes());
    assert_eq!(v, Verdict::Refused);
    assert_eq!(lines.last().unwrap(), "f.json: hand 1, action 4: 2-6 fits at E only the other way round");
}
