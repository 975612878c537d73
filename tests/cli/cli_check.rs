//! `nos check` and `nos simulate` through the program itself: exit codes, one line per
//! problem naming its place, the worst exit code over several files, no panics.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn nos(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_nos")).args(args).output().expect("the program runs")
}

fn records(dir: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records").join(dir);
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    out.sort();
    out
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn example() -> String {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records/text-example-i-wait.json");
    std::fs::read_to_string(p).unwrap()
}

/// Checks one file holding `content`: returns the exit code and the error output,
/// which must be a single line naming the file, with no panic.
fn check_one(content: &[u8]) -> (i32, String) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bad.json");
    std::fs::write(&path, content).unwrap();
    let out = nos(&["check", path.to_str().unwrap()]);
    let err = text(&out.stderr);
    assert!(!err.contains("panicked"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with(path.to_str().unwrap()), "{err}");
    (out.status.code().expect("an exit code"), err)
}

#[test]
fn every_record_checks_valid_through_the_program() {
    let all = records("");
    let args: Vec<&str> = std::iter::once("check").chain(all.iter().map(|p| p.to_str().unwrap())).collect();
    let out = nos(&args);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let report = text(&out.stdout);
    // One line per hand, each naming its file and hand.
    for p in &all {
        assert!(report.contains(&format!("{}: hand 1: ", p.display())), "{} not reported", p.display());
    }
    assert!(out.stderr.is_empty());
}

#[test]
fn records_that_break_the_rules_exit_1() {
    for p in records("invalid") {
        let out = nos(&["check", p.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(1), "{}", p.display());
        assert!(text(&out.stderr).contains(&p.display().to_string()));
    }
}

#[test]
fn not_json_exits_2_naming_line_and_column() {
    let (code, err) = check_one(b"{\"format\": nos}");
    assert_eq!(code, 2);
    assert!(err.contains("line 1 column 13"), "{err}");
}

#[test]
fn an_empty_file_exits_2() {
    let (code, err) = check_one(b"");
    assert_eq!(code, 2);
    assert!(err.contains("the file is empty"), "{err}");
}

#[test]
fn a_record_that_is_not_an_object_exits_2_at_its_first_character() {
    let (code, err) = check_one(b"\n  [1, 2]");
    assert_eq!(code, 2);
    assert!(err.contains("line 2 column 3: a record is a JSON object"), "{err}");
}

#[test]
fn wrong_format_or_version_exits_2_naming_the_field() {
    let (code, err) = check_one(example().replace("nos-record", "nos-game").as_bytes());
    assert_eq!((code, err.contains(": format: ")), (2, true), "{err}");
    let (code, err) = check_one(example().replace("\"version\": 1", "\"version\": 3").as_bytes());
    assert_eq!((code, err.contains(": version: ")), (2, true), "{err}");
}

#[test]
fn a_duplicated_or_unknown_tile_exits_2_naming_its_place() {
    let (code, err) = check_one(example().replace("[\"1-4\", \"5-6\"", "[\"1-4\", \"1-4\"").as_bytes());
    assert_eq!(code, 2);
    assert!(err.contains("hands[0].deal[0][1]") && err.contains("twice"), "{err}");
    let (code, err) = check_one(example().replace("\"0-5\"", "\"0-9\"").as_bytes());
    assert_eq!(code, 2);
    assert!(err.contains("hands[0].deal[2][1]"), "{err}");
}

#[test]
fn an_unknown_field_exits_2_naming_it() {
    let (code, err) = check_one(example().replace("\"seat\": 1,", "\"seat\": 1, \"say\": \"hi\",").as_bytes());
    assert_eq!(code, 2);
    assert!(err.contains("hands[0].actions[4].say") && err.contains("line "), "{err}");
}

#[test]
fn a_mistyped_field_exits_2_naming_it() {
    let (code, err) = check_one(example().replace("[500, 500, 500, 500]", "[500, \"500\", 500, 500]").as_bytes());
    assert_eq!(code, 2);
    assert!(err.contains("chips[1]"), "{err}");
}

#[test]
fn an_illegal_action_exits_1_naming_hand_and_action() {
    let (code, err) =
        check_one(example().replace("{\"seat\": 2, \"act\": \"wait\"}", "{\"seat\": 2, \"act\": \"pass\"}").as_bytes());
    assert_eq!(code, 1);
    assert!(err.contains("hand 1, action 5: "), "{err}");
}

#[test]
fn a_fifty_megabyte_file_exits_2() {
    let mut big = example().into_bytes();
    big.resize(50 << 20, b'\n');
    let (code, err) = check_one(&big);
    assert_eq!(code, 2);
    assert!(err.contains("larger than"), "{err}");
}

#[test]
fn deeply_nested_json_exits_2_without_a_crash() {
    let (code, err) = check_one("[".repeat(100_000).as_bytes());
    assert_eq!(code, 2, "{err}");
    let (code, err) = check_one(format!("{{\"hands\": {}", "[".repeat(100_000)).as_bytes());
    assert_eq!(code, 2);
    assert!(err.contains("line 1 column"), "{err}");
}

#[test]
fn a_missing_file_exits_2() {
    let out = nos(&["check", "/no/such/record.json"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(text(&out.stderr).lines().count(), 1);
}

#[test]
fn several_files_exit_with_the_worst_code() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("good.json");
    let illegal = dir.path().join("illegal.json");
    let unreadable = dir.path().join("unreadable.json");
    std::fs::write(&good, example()).unwrap();
    std::fs::write(&illegal, example().replace("\"act\": \"wait\"", "\"act\": \"pass\"")).unwrap();
    std::fs::write(&unreadable, "[").unwrap();
    let p = |x: &PathBuf| x.to_str().unwrap().to_string();
    let code = |files: &[&PathBuf]| {
        let mut args = vec!["check".to_string()];
        args.extend(files.iter().map(|f| p(f)));
        let args: Vec<&str> = args.iter().map(|s| s.as_str()).collect();
        nos(&args).status.code()
    };
    assert_eq!(code(&[&good, &good]), Some(0));
    assert_eq!(code(&[&good, &illegal]), Some(1));
    assert_eq!(code(&[&illegal, &good]), Some(1));
    assert_eq!(code(&[&unreadable, &illegal, &good]), Some(2));
    assert_eq!(code(&[&good, &illegal, &unreadable]), Some(2));
    // Every file is checked and reported, not only up to the first bad one.
    let out = nos(&["check", &p(&unreadable), &p(&illegal), &p(&good)]);
    assert!(text(&out.stderr).contains("unreadable.json") && text(&out.stderr).contains("illegal.json"));
    assert!(text(&out.stdout).contains("good.json: hand 1"));
}

#[test]
fn simulate_gives_the_same_report_for_the_same_seed() {
    let run = |seed: &str| nos(&["simulate", "--players", "4", "--hands", "300", "--seed", seed]);
    let a = run("9");
    let b = run("9");
    let c = run("10");
    assert_eq!(a.status.code(), Some(0));
    assert!(!a.stdout.is_empty());
    assert_eq!(a.stdout, b.stdout);
    assert_ne!(a.stdout, c.stdout);
    for n in ["3", "5"] {
        let x = nos(&["simulate", "--players", n, "--hands", "50", "--seed", "1"]);
        assert_eq!(x.status.code(), Some(0));
    }
    assert_ne!(nos(&["simulate", "--players", "6"]).status.code(), Some(0));
}

#[test]
fn an_array_where_an_object_is_due_exits_2_naming_its_place() {
    let v: serde_json::Value = serde_json::from_str(&example()).unwrap();
    type Change<'a> = &'a dyn Fn(&mut serde_json::Value);
    let cases: [(Change, &str); 4] = [
        (&|v| v["hands"][0]["actions"][1] = serde_json::json!([1, "play", "5-6", "W"]), "hands[0].actions[1]"),
        (&|v| v["hands"][0]["actions"][1]["game"] = serde_json::json!([5]), "hands[0].actions[1].game"),
        (&|v| v["hands"][0]["expect"] = serde_json::Value::Null, "hands[0].expect"),
        (&|v| v["hands"][0] = serde_json::json!([0, [], [], []]), "hands[0]"),
    ];
    for (change, path) in cases {
        let mut bad = v.clone();
        change(&mut bad);
        let (code, err) = check_one(serde_json::to_string_pretty(&bad).unwrap().as_bytes());
        assert_eq!(code, 2, "{err}");
        assert!(err.contains(&format!(": {path}: ")), "{path}: {err}");
    }
}
