//! A parlour game in the real program, in a pseudo-terminal: `nos new --game sniff`
//! against a computer seat, a tile played by keys, quit and save, `nos resume` on the
//! same screen, the saved record checked, and `nos replay` stepping through it.

use crate::pty;
use pty::{Term, BIN, ENTER};

#[test]
fn sniff_new_play_a_tile_quit_resume_check_replay() {
    let dir = tempfile::tempdir().unwrap();
    let args = ["new", "--game", "sniff", "--players", "2", "--names", "Ann,Bas", "--computer", "2", "--seed", "5"];
    let mut t = Term::start(dir.path(), &args);
    t.wait("Your turn:");
    let s = t.screen();
    assert!(s.contains("Sniff · hand 1"), "{s}");
    // The tile under the cursor; where it fits several ways, the first place.
    t.key(ENTER);
    if t.screen().contains("Where?") {
        t.key(ENTER);
    }
    let s = t.wait("Ann plays");
    assert!(!s.contains("Where?"), "{s}");
    // The computer answers at once (no pause in tests); then Ann is asked again, or
    // the hand goes on by itself.
    t.wait("Your turn:");
    let before = t.screen();
    t.key("q");
    t.wait("Leave this game of Sniff?");
    t.send("s");
    assert_eq!(t.exit(), 0);
    let saved = pty::saved(dir.path());
    let text = std::fs::read_to_string(&saved).unwrap();
    assert!(text.contains("\"format\": \"parlour-record\"") && text.contains("\"computer-normal\""), "{text}");
    let check = std::process::Command::new(BIN).args(["check", saved.to_str().unwrap()]).output().unwrap();
    assert!(check.status.success(), "{}", String::from_utf8_lossy(&check.stderr));

    // Resumed: the very same screen.
    let mut t = Term::start(dir.path(), &["resume"]);
    let s = t.wait("Your turn:");
    assert_eq!(s, before, "resumed elsewhere");
    t.key("q");
    t.send("s");
    assert_eq!(t.exit(), 0);

    // `nos` alone offers it, naming the game.
    let mut t = Term::start(dir.path(), &[]);
    let s = t.wait("An unfinished game is kept");
    assert!(s.contains("Sniff: Ann, Bas"), "{s}");
    t.key("q");
    assert_eq!(t.exit(), 0);

    // The replay viewer steps through the record, face up or as one seat saw it.
    let mut t = Term::start(dir.path(), &["replay", saved.to_str().unwrap()]);
    t.wait("step 1/");
    t.key("\x1b[F"); // End
    t.wait("Ann plays");
    t.key("2");
    t.wait("as Bas saw it");
    t.key("q");
    assert_eq!(t.exit(), 0);
}

#[test]
fn a_player_count_the_game_does_not_allow_is_a_usage_error() {
    let out = std::process::Command::new(BIN)
        .args(["new", "--game", "sebastopol", "--players", "3"])
        .env("NOS_DATA_DIR", tempfile::tempdir().unwrap().path())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("Sebastopol is played by 4 players, not 3"), "{err}");
    let out = std::process::Command::new(BIN).args(["new", "--game", "snif"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
}
