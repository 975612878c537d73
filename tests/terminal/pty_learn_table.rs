//! The parlour's lessons of `nos learn` in a real terminal: each played with scripted
//! keys at its game's table, a wrong action (played or refused) explained while the
//! lesson goes on, and the lesson kept as done.

use crate::pty;
use pty::*;

const RIGHT: &str = "\x1b[C";
const UP: &str = "\x1b[A";

fn list(dir: &std::path::Path) -> String {
    let out = std::process::Command::new(BIN).args(["learn", "--list"]).env("NOS_DATA_DIR", dir).output().unwrap();
    assert!(out.status.success());
    String::from_utf8(out.stdout).unwrap()
}

/// Opens lesson `id`, waits for its step (`ask`), plays `wrong` keys (if any) and then
/// `right` keys, each answered as it should be (a word of its why: the box wraps its
/// lines); the lesson is done and kept.
fn lesson(id: &str, ask: &str, wrong: &[&str], no: &str, right: &[&str], yes: &str) {
    let dir = tempfile::tempdir().unwrap();
    let mut t = Term::start(dir.path(), &["learn", id]);
    let s = t.wait(ask);
    assert!(s.contains("Lesson 1"), "{s}");
    for k in wrong {
        t.key(k);
    }
    if !wrong.is_empty() {
        let s = t.wait("Not quite.");
        assert!(s.contains(no), "{id}: {s}");
    }
    for k in right {
        t.key(k);
    }
    if !right.is_empty() {
        let s = t.wait("Right.");
        assert!(s.contains(yes), "{id}: {s}");
    }
    t.wait("Lesson done");
    t.send("q");
    t.wait("nos learn");
    // The list drawn whole: the lesson done is marked.
    let s = t.wait("✓");
    assert!(s.contains("✓ 1"), "{id}: {s}");
    t.send("q");
    assert_eq!(t.exit(), 0);
    let done: Vec<String> = list(dir.path()).lines().filter(|l| l.ends_with("done")).map(String::from).collect();
    assert!(done.len() == 1 && done[0].contains(id), "{id}: {done:?}");
}

#[test]
fn the_block_lesson_explains_a_play_that_lets_the_other_seat_in() {
    // The cursor starts on the 6-2; the 6-4 beside it leaves a 4, which Bas holds.
    lesson("block", "▶", &[RIGHT, ENTER], "kept", &[], "");
}

#[test]
fn the_block_lesson_takes_the_play_that_keeps_the_other_seat_passing() {
    lesson("block", "▶", &[], "", &[ENTER, ENTER], "again");
}

#[test]
fn the_draw_lesson_explains_a_refused_draw_then_takes_the_play() {
    lesson("drawgame", "▶", &["d"], "yours", &[ENTER], "could");
}

#[test]
fn the_sniff_lesson_explains_a_count_that_scores_nothing_and_takes_one_that_does() {
    // The cursor starts on the 1-2 (ends 4 and 2: 6); the 1-6 is next (4 and 6: 10).
    lesson("sniff", "▶", &[], "", &[RIGHT, ENTER], "leaves");
    lesson("sniff", "▶", &[ENTER], "would", &[], "");
}

#[test]
fn the_matador_lesson_explains_a_matador_spent_and_takes_a_seven() {
    // The cursor starts on the 6-1, a matador; the 2-3 is next.
    lesson("sevens", "▶", &[ENTER, ENTER], "blank", &[], "");
    lesson("sevens", "▶", &[], "", &[RIGHT, ENTER], "stays");
}

#[test]
fn the_dominox_lesson_explains_a_tile_that_walls_nothing_and_takes_one_against_the_double() {
    // The 0-2 starts on c2-c3, touching nothing; the 1-5 (tile 3) one row up puts its
    // 1 on c4, beside the 1-1 on d4.
    lesson("dominox", "▶", &[ENTER], "anywhere", &[], "");
    lesson("dominox", "▶", &[], "", &["3", UP, ENTER], "join");
}
