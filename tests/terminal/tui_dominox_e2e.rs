//! Dominox in the real program, in a pseudo-terminal: `nos new --game dominox` against
//! a computer seat, the lead double placed by a key, the cursor moved by a mouse click,
//! quit and save, `nos resume` on the same screen, the saved record checked, and `nos
//! replay` stepping through it.

use crate::pty;
use nos::core::Seat;
use nos::games::dominox::Dominox;
use nos::tui::board::table::square_at;
use pty::{Term, BIN, ENTER};
use ratatui::layout::Rect;

/// The table's area in the 100x30 terminal, as the table screen lays it out.
const TABLE: Rect = Rect { x: 0, y: 1, width: 56, height: 23 };

/// A mouse press at the middle of a square, as the terminal sends it (SGR, from 1).
fn click(s: &str) -> String {
    let want = s.parse().unwrap();
    let cells: Vec<(u16, u16)> = (TABLE.y..TABLE.bottom())
        .flat_map(|y| (TABLE.x..TABLE.right()).map(move |x| (x, y)))
        .filter(|&(x, y)| square_at(TABLE, x, y) == Some(want))
        .collect();
    let (x, y) = cells[cells.len() / 2];
    format!("\x1b[<0;{};{}M", x + 1, y + 1)
}

#[test]
fn dominox_new_place_a_tile_click_a_square_quit_resume_check_replay() {
    // A deal that Ann, White, leads.
    let seed = (1..).find(|&s| Dominox::seeded(s).turn() == Seat(0)).unwrap();
    let lead = Dominox::seeded(seed).lead_tile().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let seed_s = seed.to_string();
    let args = ["new", "--game", "dominox", "--names", "Ann,Bas", "--computer", "2:easy", "--seed", &seed_s];
    let mut t = Term::start(dir.path(), &args);
    let s = t.wait("Your turn:");
    assert!(s.contains("Dominox · hand 1") && s.contains("a   b   c   d   e   f   g   h"), "{s}");
    assert!(s.contains(&format!("{lead} on d4 e4: fits")), "{s}");
    t.key(ENTER);
    t.wait(&format!("Ann (White) places {lead} on d4 e4"));
    // The computer answers at once (no pause in tests).
    t.wait("Bas (Black) places");
    t.wait("Your turn:");
    t.key(&click("b2"));
    // The line under the board names the tile as the log does: its squares in order.
    let before = t.wait(" on b1 b2: ");
    t.key("q");
    t.wait("Leave this game of Dominox?");
    t.send("s");
    assert_eq!(t.exit(), 0);
    let saved = pty::saved(dir.path());
    let text = std::fs::read_to_string(&saved).unwrap();
    assert!(text.contains("\"game\": \"dominox\"") && text.contains("\"computer-easy\""), "{text}");
    let check = std::process::Command::new(BIN).args(["check", saved.to_str().unwrap()]).output().unwrap();
    assert!(check.status.success(), "{}", String::from_utf8_lossy(&check.stderr));
    assert!(String::from_utf8_lossy(&check.stdout).contains("in progress after 2 actions"));

    // Resumed: the same game, Ann to play (the cursor starts afresh).
    let mut t = Term::start(dir.path(), &["resume"]);
    let s = t.wait("Your turn:");
    let log = |s: &str| {
        s.lines()
            .filter(|l| l.contains("places"))
            .filter_map(|l| l.split("││").last())
            .map(String::from)
            .collect::<Vec<_>>()
    };
    assert_eq!(log(&s), log(&before), "resumed elsewhere:\n{s}");
    t.key("q");
    t.send("s");
    assert_eq!(t.exit(), 0);

    // The replay viewer steps through the record.
    let mut t = Term::start(dir.path(), &["replay", saved.to_str().unwrap()]);
    t.wait("step 1/3");
    t.key("\x1b[F"); // End
    t.wait("Bas (Black) places");
    t.key("2");
    t.wait("as Bas saw it");
    t.key("q");
    assert_eq!(t.exit(), 0);
}
