//! `nos learn` in a real terminal: a lesson played through with scripted keys, a wrong
//! answer explained while the lesson goes on, and the progress kept across runs.

use crate::pty;
use pty::*;

fn list(dir: &std::path::Path) -> String {
    let out = std::process::Command::new(BIN).args(["learn", "--list"]).env("NOS_DATA_DIR", dir).output().unwrap();
    assert!(out.status.success());
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn the_first_lesson_plays_through_and_is_kept_as_done() {
    let dir = tempfile::tempdir().unwrap();
    assert!(!list(dir.path()).contains("done"));
    let mut t = Term::start(dir.path(), &["learn"]);
    let s = t.wait("10. Choosing the game");
    assert!(s.contains("1. The set and its payments") && s.contains("10. Choosing the game"), "{s}");
    t.key(ENTER);
    let s = t.wait("Lesson 1");
    assert!(s.contains("Set the double that earns"), "{s}");
    // The cursor starts on [1|1]; [5-5] is the last tile.
    t.key("\x1b[D");
    t.key(ENTER);
    let s = t.wait("Right.");
    assert!(s.contains("15 in all") && s.contains("Choose 1,"), "{s}");
    t.key(ENTER);
    let s = t.wait("Play the hand out");
    assert!(s.contains("game 1: ordinary"), "{s}");
    for _ in 0..40 {
        if t.screen().contains("lesson done") {
            break;
        }
        play(&mut t, 200);
    }
    let s = t.wait("lesson done");
    assert!(s.contains("Enter: the next lesson"), "{s}");
    t.key(ENTER);
    t.wait("Lesson 2");
    t.key("q");
    let s = t.wait("nos learn");
    assert!(s.contains("✓  1. The set and its payments"), "{s}");
    t.send("q");
    assert_eq!(t.exit(), 0);
    let l = list(dir.path());
    assert!(l.lines().next().unwrap().ends_with("done") && !l.lines().nth(1).unwrap().ends_with("done"), "{l}");
}

#[test]
fn a_wrong_answer_is_explained_and_the_lesson_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = Term::start(dir.path(), &["learn", "doubles"]);
    let s = t.wait("Declare your doubles");
    assert!(s.contains("Lesson 5"), "{s}");
    t.key("n");
    let s = t.wait("Not quite.");
    assert!(s.contains("gave away 75") && s.contains("Now a double may go"), "{s}");
    // The next task is asked all the same, and answered right.
    t.key(ENTER);
    let s = t.wait("Right.");
    assert!(s.contains("seat on set pays you"), "{s}");
    t.send("q");
    t.wait("nos learn");
    t.send("q");
    assert_eq!(t.exit(), 0);
    // A lesson left before its hand ends is not done.
    assert!(!list(dir.path()).contains("done"));
}

#[test]
fn a_refused_action_gets_the_lessons_reason_too() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = Term::start(dir.path(), &["learn", "wait"]);
    let s = t.wait("press w");
    assert!(s.contains("I wait"), "{s}");
    // A key that comes within the calm after a step the table made by itself is dropped
    // as meant for the screen before, and on busy cores the test's key can come that
    // soon (it failed so once): the draw is pressed again until one is taken, as a
    // player would press it again.
    for _ in 0..20 {
        t.send("d");
        let end = std::time::Instant::now() + std::time::Duration::from_millis(500);
        while !t.screen().contains("Not quite.") && std::time::Instant::now() < end {
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        if t.screen().contains("Not quite.") {
            break;
        }
    }
    let s = t.wait("Not quite.");
    assert!(s.contains("A wait is due"), "{s}");
    t.key("w");
    t.wait("Right.");
    t.send("q");
    t.wait("nos learn");
    t.send("q");
    assert_eq!(t.exit(), 0);
}

#[test]
fn an_unknown_lesson_is_named_with_the_list() {
    let out = std::process::Command::new(BIN).args(["learn", "chess"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let e = String::from_utf8(out.stderr).unwrap();
    assert!(e.contains("no lesson \"chess\"") && e.contains("set, games"), "{e}");
}

#[test]
fn every_lesson_deal_checks_with_nos_check() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/learn/deals");
    let mut files: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    // The parlour's lessons, in their folder beside.
    files.extend(std::fs::read_dir(dir.join("table")).unwrap().map(|e| e.unwrap().path()));
    files.retain(|f| f.is_file());
    files.sort();
    assert_eq!(files.len(), nos::learn::all().len());
    let out = std::process::Command::new(BIN).arg("check").args(&files).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{text}{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(text.lines().filter(|l| l.contains("in progress")).count(), files.len(), "{text}");
}
