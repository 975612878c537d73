//! End to end in a real terminal: a seat leaves between hands (rulings #42). Its
//! settlement is shown and kept in a record of the session so far; play goes on with the
//! others; the session ends when fewer than three remain.

use crate::pty;
use pty::*;

fn play_out(t: &mut Term) {
    for _ in 0..40 {
        if t.screen().contains("is over") {
            return;
        }
        play(t, 200);
    }
    panic!("the hand does not end:\n{}", t.screen());
}

#[test]
fn a_seat_leaves_between_hands_and_the_others_play_on_until_two_remain() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = Term::start(dir.path(), &["new", "--names", "Ann,Bas,Cor,Dirk", "--computer", "2,3,4", "--seed", "11"]);
    t.wait("NOS");
    play_out(&mut t);
    t.key("x");
    let s = t.wait("A seat leaves the table");
    assert!(s.contains("Bas") && s.contains("against 500"), "{s}");
    t.key("2");
    let s = t.wait("Bas left:");
    assert!(s.contains("to the side pot"), "{s}");
    t.key(ENTER);
    // The next hand is dealt to three: Bas's row is gone from the seats.
    let s = t.screen();
    assert!(s.contains("Bas left the table"), "{s}");
    assert!(!s.contains("Bas       "), "{s}");
    // The session so far is kept, with the leaver, and checks.
    let kept: Vec<_> = std::fs::read_dir(dir.path().join("sessions")).unwrap().map(|e| e.unwrap().path()).collect();
    assert_eq!(kept.len(), 1);
    let text = std::fs::read_to_string(&kept[0]).unwrap();
    assert!(text.contains("\"left\": [{\"player\": \"Bas\""), "{text}");
    let out = std::process::Command::new(BIN).arg("check").arg(&kept[0]).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stdout));
    // The game in progress is a record of three that starts mid-session.
    let cur = std::fs::read_to_string(pty::saved(dir.path())).unwrap();
    let cur: serde_json::Value = serde_json::from_str(&cur).unwrap();
    assert_eq!(cur["players"], serde_json::json!(["Ann", "Cor", "Dirk"]), "{cur}");
    assert_eq!(cur["starts_session"], serde_json::json!(false), "{cur}");
    // A second seat leaves after the next hand: two remain, and the session ends.
    play_out(&mut t);
    t.key("x");
    t.wait("then the session ends");
    t.key("3");
    let s = t.wait("The session is over");
    assert!(s.contains("Bas left after hand 1"), "{s}");
    assert!(s.contains("Dirk left after hand 2"), "{s}");
    t.key("q");
    assert_eq!(t.exit(), 0);
}
