//! `nos resume --list` and `nos resume ID`: every unfinished game, of any game, one a
//! line with its id; the one named opened, an id that names none refused in words.

mod pty;
use nos::tui::nos::game::Game;
use nos::tui::table::seat::Kind;
use nos::tui::table::store::Store;
use pty::{Term, BIN};
use std::process::Command;

fn names(n: usize) -> Vec<String> {
    ["Ann", "Bas", "Cor", "Dirk"][..n].iter().map(|s| s.to_string()).collect()
}

fn list(dir: &std::path::Path) -> (Option<i32>, String) {
    let out = Command::new(BIN).args(["resume", "--list"]).env("NOS_DATA_DIR", dir).output().unwrap();
    (out.status.code(), String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr))
}

#[test]
fn the_list_gives_every_unfinished_game_one_a_line_with_its_id() {
    let dir = tempfile::tempdir().unwrap();
    assert_eq!(list(dir.path()), (Some(0), format!("no unfinished game in {}\n", dir.path().display())));
    // A Nos game and a game of Sniff, each from its own program.
    let nos = Store::at(dir.path().to_path_buf()).unwrap();
    nos.save(&Game::new(names(4), vec![Kind::Human; 4], 7)).unwrap();
    drop(nos);
    let sniff = Store::at(dir.path().to_path_buf()).unwrap();
    let sit = nos::tui::openers::opener("sniff")
        .unwrap()
        .start("sniff", names(2), vec![Kind::Human; 2], 3, &Default::default())
        .unwrap();
    sniff.save_text(&sit.record()).unwrap();
    let (code, out) = list(dir.path());
    assert_eq!(code, Some(0), "{out}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    assert!(lines[0].starts_with("1  Nos: Ann, Bas, Cor, Dirk; hand 1 in play, seed 7; played just now"), "{out}");
    // The second is open in this test's process: listed as such.
    let pid = std::process::id();
    assert!(lines[1].starts_with("2  Sniff: Ann, Bas; hand 1 in play, seed 3; played just now"), "{out}");
    assert!(lines[1].ends_with(&format!("(open in another nos, process {pid})")), "{out}");
}

#[test]
fn an_id_that_names_no_game_is_refused_in_words() {
    let dir = tempfile::tempdir().unwrap();
    for id in ["9", "../x", "\u{1b}[2J"] {
        let mut t = Term::start(dir.path(), &["resume", id]);
        assert_eq!(t.exit(), 1);
        let s = t.screen();
        assert!(s.contains("there is no unfinished game") && s.contains("nos resume --list"), "{s}");
        assert!(!s.contains('\u{1b}'), "{s}");
    }
}

#[cfg(unix)]
#[test]
fn a_lock_replaced_by_a_link_is_refused_and_what_it_points_to_is_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path().to_path_buf()).unwrap();
    store.save(&Game::new(names(3), vec![Kind::Human; 3], 7)).unwrap();
    drop(store);
    let precious = dir.path().join("precious.txt");
    std::fs::write(&precious, "keep me").unwrap();
    let lock = dir.path().join("games/1/lock");
    std::fs::remove_file(&lock).unwrap();
    std::os::unix::fs::symlink(&precious, &lock).unwrap();
    let mut t = Term::start(dir.path(), &["resume", "1"]);
    assert_eq!(t.exit(), 1);
    let s = t.screen();
    assert!(s.contains("is not a regular file") && s.contains("remove it"), "{s}");
    assert_eq!(std::fs::read_to_string(&precious).unwrap(), "keep me");
}

/// An older version's save, `current.json`, resumes: it is moved into a slot of its own
/// when the data directory is opened, and played on from where it stopped.
#[test]
fn a_save_of_the_older_layout_still_resumes() {
    let dir = tempfile::tempdir().unwrap();
    let mut g = Game::new(names(3), vec![Kind::Human; 3], 7);
    for _ in 0..4 {
        let a = g.hand().legal()[0];
        g.apply(a).unwrap();
    }
    std::fs::write(dir.path().join("current.json"), g.record().to_text()).unwrap();
    let (code, out) = list(dir.path());
    assert_eq!(code, Some(0));
    assert!(out.starts_with("1  Nos: Ann, Bas, Cor; hand 1 in play, seed 7"), "{out}");
    assert!(!dir.path().join("current.json").exists());
    let mut t = Term::start(dir.path(), &["resume"]);
    t.wait("Pass the keyboard to");
    // Once the hand-over takes keys.
    t.key("q");
    t.wait("End the session now");
    t.send("s");
    assert_eq!(t.exit(), 0);
    assert!(t.screen().contains("`nos resume 1`"), "{}", t.screen());
}
