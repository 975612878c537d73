//! The real program in a pseudo-terminal (the shared harness, `tests/pty`): a whole
//! hand by key presses, quit, resume, settle, and replay the kept record. No tmux;
//! every wait is for screen text, with a time limit.

use crate::pty;
use pty::{ids, play, Term, BIN, ENTER};

/// Whether the screen waits for a human: the hand-over, or a human seat's own tiles
/// with no computer seat playing. Nothing changes on it until a key comes.
fn a_human_is_asked(s: &str) -> bool {
    // Where a tile goes is asked of the screen, not kept with the game: not that.
    !s.contains("(computer")
        && !s.contains("Where it goes")
        && (s.contains("Pass the keyboard") || s.contains("'s hand "))
}

/// A game resumed shows `before` again: whoever held the keyboard takes it again, so
/// the hand-over may come first. Each wait is for the whole screen, so a frame still
/// arriving is never compared.
fn same_again(t: &mut Term, before: &str) {
    let was = format!("the screen as it was:\n{before}\n(or its hand-over)");
    let handover = |s: &str| s.contains("Pass the keyboard") && !before.contains("Pass the keyboard");
    let s = t.wait_for(&was, |s| s == before || handover(s));
    if s != before {
        t.key(ENTER);
        t.wait_for(&format!("the screen as it was:\n{before}\n"), |s| s == before);
    }
}

#[test]
fn a_hand_by_keys_then_quit_resume_settle_and_replay() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = Term::start(dir.path(), &["new", "--names", "Ann,Bas,Cor", "--seed", "5"]);
    t.wait("Pass the keyboard to");
    // Part of the hand, then save and leave.
    assert_eq!(play(&mut t, 12), 12);
    let before = t.screen();
    t.key("q");
    t.wait("End the session now");
    t.send("s");
    assert_eq!(t.exit(), 0);
    // On leaving, the program says how to resume it.
    assert!(t.screen().contains("The game is saved as game 1: `nos resume 1` goes on with it."), "{}", t.screen());
    assert_eq!(ids(dir.path()), ["1"]);

    // `nos` offers the unfinished game; resuming shows the very same screen.
    let mut t = Term::start(dir.path(), &[]);
    t.wait("An unfinished game is kept");
    t.send("r");
    // Whoever holds the keyboard now takes it again: the hand-over comes first.
    same_again(&mut t, &before);
    // The rest of the hand.
    play(&mut t, 2000);
    t.wait("Hand 1 is over");
    t.wait("is on set next hand");
    t.key("q");
    t.key("y");
    let s = t.wait("The session is over");
    assert!(s.contains("side pot") || s.contains("Side pot"), "{s}");
    t.key(ENTER);
    assert_eq!(t.exit(), 0);
    assert!(ids(dir.path()).is_empty(), "the finished game is not offered again");
    let kept: Vec<_> = std::fs::read_dir(dir.path().join("sessions")).unwrap().map(|e| e.unwrap().path()).collect();
    assert_eq!(kept.len(), 1);
    let file = kept[0].to_str().unwrap().to_string();
    // The end box gives the command that watches it again, on a line of its own.
    assert!(s.lines().any(|l| l.trim_matches(['│', ' ']) == format!("nos replay {file}")), "{s}");
    let check = std::process::Command::new(BIN).args(["check", &file]).output().unwrap();
    assert!(check.status.success(), "{}", String::from_utf8_lossy(&check.stderr));

    // The replay viewer steps through it.
    let mut t = Term::start(dir.path(), &["replay", &file]);
    let s = t.wait("step 1/");
    assert!(s.contains("every hand, face up"));
    t.key("\x1b[F"); // End
    t.wait("The hand is over");
    t.key("\x1b[D"); // Left
    t.key("2");
    t.wait("as Bas saw it");
    t.key("q");
    assert_eq!(t.exit(), 0);
}

#[test]
fn a_record_that_does_not_load_gets_the_check_error() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.json");
    std::fs::write(&bad, "{\"format\": \"nos-record\", \"version\": 2}").unwrap();
    let out = std::process::Command::new(BIN).arg("replay").arg(&bad).output().unwrap();
    let check = std::process::Command::new(BIN).arg("check").arg(&bad).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(out.stderr, check.stderr);
    assert!(!out.stderr.is_empty());
}

#[test]
fn help_names_every_command() {
    let out = std::process::Command::new(BIN).arg("--help").output().unwrap();
    let s = String::from_utf8_lossy(&out.stdout);
    for c in ["new", "resume", "replay", "check", "simulate", "bench"] {
        assert!(s.contains(c), "{c} missing from:\n{s}");
    }
    let out = std::process::Command::new(BIN).args(["new", "--help"]).output().unwrap();
    let s = String::from_utf8_lossy(&out.stdout);
    for c in ["--players", "--names", "--seed", "--computer", "--level"] {
        assert!(s.contains(c), "{c} missing from:\n{s}");
    }
}

#[test]
fn a_small_window_says_how_large_it_must_be() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = Term::sized(dir.path(), BIN, &["new", "--seed", "3"], (20, 60));
    t.wait("at least 80x24");
    assert!(t.screen().contains("q or Ctrl-C leaves"), "{}", t.screen());
    // It grows: the table comes back.
    t.resize(30, 100);
    t.wait("Pass the keyboard");
    t.child.kill().unwrap();
}

#[test]
fn kill_9_then_start_again_resumes_where_it_stopped() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = Term::start(dir.path(), &["new", "--names", "Ann,Bas,Cor,Dirk", "--seed", "9", "--computer", "3"]);
    t.wait("Pass the keyboard to");
    play(&mut t, 9);
    if t.screen().contains("Where it goes") {
        // Back from the places of a tile, to the hand: the question the game keeps.
        t.key("\x1b");
    }
    // Killed only once a human is asked: the computer seat's move, if one was due, is
    // made, saved and drawn (the program saves before it draws), and nothing moves.
    let before = t.wait_for("a human seat asked", a_human_is_asked);
    t.signal(libc::SIGKILL);
    let _ = t.exit();
    let mut t = Term::start(dir.path(), &["resume"]);
    same_again(&mut t, &before);
    t.child.kill().unwrap();
}

#[test]
fn practice_deals_a_hand_on_set_plays_it_out_and_ranks_the_choice() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = Term::start(dir.path(), &["practice", "--players", "3", "--seed", "4", "--samples", "500"]);
    t.wait("practice hand 1");
    t.wait("You are on set");
    // Set (drawing first if need be), announce, and play the hand out.
    play(&mut t, 2000);
    t.wait("Practice hand 1 is over");
    // The ranking is finished on its thread: the verdict follows.
    let s = t.wait("Your choice, ");
    assert!(s.contains(" of "), "{s}");
    assert!(s.contains("Session: 1 hand"), "{s}");
    t.key(ENTER);
    t.wait("practice hand 2");
    let s = t.wait("You are on set");
    assert!(!s.contains("is over"), "{s}");
    t.key("q");
    let s = t.wait("Practice is over");
    assert!(s.contains("hands judged              1"), "{s}");
    t.key("q");
    assert_eq!(t.exit(), 0);
    // Practice keeps nothing: no game to resume.
    assert!(ids(dir.path()).is_empty());
}
