//! A train game in the real program, in a pseudo-terminal: Mexican Train chosen on the
//! new-game screen against a computer seat, a tile laid on a train by keys, quit and
//! save with the terminal restored, and `nos resume` on the very same screen.

use crate::pty;
use pty::{Term, ENTER};

const RIGHT: &str = "\x1b[C";
const LEFT: &str = "\x1b[D";
const DOWN: &str = "\x1b[B";

/// Whether the tile under the cursor (after `▸`) is marked as fitting: `▸[a|b]•`.
fn on_a_fit(s: &str) -> bool {
    s.lines().any(|l| {
        l.split('▸').skip(1).any(|r| r.starts_with('[') && r.split_once(']').is_some_and(|(_, a)| a.starts_with('•')))
    })
}

/// The screen but the line under the hand's tiles: the table, the log and the hand.
fn still(s: &str) -> Vec<&str> {
    let lines: Vec<&str> = s.lines().collect();
    let at = lines.iter().position(|l| l.contains("'s hand")).unwrap_or(lines.len());
    lines.iter().enumerate().filter(|&(i, _)| i <= at + 2).map(|(_, l)| *l).collect()
}

#[test]
fn mexican_train_from_the_form_lay_a_tile_quit_restored_and_resume() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = Term::start(dir.path(), &[]);
    t.wait("Start");
    for _ in 0..40 {
        if t.screen().contains("◂ Mexican Train ▸") {
            break;
        }
        t.key(RIGHT);
    }
    assert!(t.screen().contains("◂ Mexican Train ▸"), "{}", t.screen());
    // Two players, the second the computer's.
    t.key(DOWN);
    for _ in 0..8 {
        t.send(LEFT);
    }
    t.wait("◂ 2 ▸");
    t.key(DOWN);
    t.key(DOWN);
    t.key(RIGHT);
    // The seed typed on its row, then Enter starts from there.
    t.key(DOWN);
    t.send("5");
    t.wait("Seed:     5_");
    t.key(ENTER);
    let s = t.wait("Your turn");
    assert!(s.contains("Mexican Train") && s.contains("Engine [12|12]"), "{s}");
    // The cursor to a tile that fits (one does: every seat holds a 12 or draws), then
    // Enter, and the first place if it fits several.
    if s.contains("draw (d)") {
        t.key("d");
    }
    for _ in 0..20 {
        if on_a_fit(&t.screen()) {
            break;
        }
        t.key(RIGHT);
    }
    assert!(on_a_fit(&t.screen()), "{}", t.screen());
    t.key(ENTER);
    if t.screen().contains("Where?") {
        t.key(ENTER);
    }
    t.wait("Ann lays ");
    // The computer answers at once (no pause in tests), and the turn comes back.
    let before = t.wait_for("Ann's turn again", |s| {
        (s.contains("Bas lays") || s.contains("Bas passes"))
            && s.lines().last().is_some_and(|l| l.contains("Enter play"))
    });
    {
        let p = t.parser.lock().unwrap();
        assert!(p.screen().alternate_screen(), "the game draws on the alternate screen");
    }
    t.key("q");
    t.wait("Leave this game of Mexican Train?");
    t.send("s");
    assert_eq!(t.exit(), 0);
    {
        let p = t.parser.lock().unwrap();
        assert!(!p.screen().alternate_screen(), "still on the alternate screen");
        assert!(!p.screen().hide_cursor(), "the cursor is still hidden");
        assert_eq!(p.screen().mouse_protocol_mode(), vt100::MouseProtocolMode::None);
    }
    assert!(t.cooked(), "the terminal is left raw");
    let saved = pty::saved(dir.path());
    let text = std::fs::read_to_string(&saved).unwrap();
    assert!(text.contains("\"game\": \"mexican-train\"") && text.contains("\"computer-normal\""), "{text}");

    // Resumed: the very same screen.
    let mut t = Term::start(dir.path(), &["resume"]);
    let s = t.wait_for("Ann's turn", |s| s.lines().last().is_some_and(|l| l.contains("Enter play")));
    // The same table and hand (the line under the hand says what happened last, which
    // a resumed game does not repeat).
    assert_eq!(still(&s), still(&before), "resumed elsewhere:\n{s}\n{before}");
    t.key("q");
    t.send("s");
    assert_eq!(t.exit(), 0);
}
