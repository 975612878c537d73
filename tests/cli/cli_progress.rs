//! Long runs show that they are working: a bar on standard error, on a terminal only.
//! In a pseudo-terminal the bar appears and leaves before the report; piped, not a
//! byte more is written.

use crate::pty;
use pty::{Term, BIN};

#[test]
fn on_a_terminal_a_tournament_shows_its_progress_then_only_its_report() {
    let dir = tempfile::tempdir().unwrap();
    let mut t =
        Term::start(dir.path(), &["tournament", "--hands", "90000", "--seats", "normal,easy,easy", "--seed", "1"]);
    let s = t.wait(" done, ");
    assert!(s.contains("/90,000 done") && s.contains("a second, about"), "{s}");
    let s = t.wait("by player:");
    assert!(!s.contains(" done, "), "the bar stays after the report:\n{s}");
    assert_eq!(t.exit(), 0);
}

#[test]
fn on_a_terminal_a_bench_shows_the_time_it_measures() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = Term::start(dir.path(), &["bench", "--players", "3", "--seconds", "1.5"]);
    let s = t.wait("measuring: ");
    assert!(s.contains("of 1s") || s.contains("of 2s") || s.contains("of 1.5s"), "{s}");
    let s = t.wait("hands/s");
    assert!(!s.contains("measuring: "), "{s}");
    assert_eq!(t.exit(), 0);
}

#[test]
fn piped_nothing_extra_is_written() {
    for args in [
        &["simulate", "--hands", "3000", "--seed", "2"][..],
        &["tournament", "--hands", "400", "--seats", "easy,easy,easy", "--seed", "1"],
        &["advise", "--players", "4", "--hand", "5-5,5-4,4-4,5-1", "--samples", "40"],
        &["bench", "--players", "3", "--seconds", "0.3"],
    ] {
        let out = std::process::Command::new(BIN).args(args).output().unwrap();
        assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
        assert!(out.stderr.is_empty(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(!text.contains(" done, ") && !text.contains('\u{1b}'), "{args:?}: {text}");
    }
}
