//! `nos resume --list` and `nos resume ID`: every unfinished game, of any game, one a
//! line with its id; the one named opened, an id that names none refused in words.

use crate::pty;
use nos::record::played::Game;
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

#[test]
fn new_says_that_unfinished_games_stay_to_resume() {
    for args in [&["new", "--help"][..], &["--help"]] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_nos")).args(args).output().unwrap();
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(!text.contains("kept among the sessions"), "nos {args:?}: {text}");
        let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(flat.contains("an unfinished game stays in its place, to be resumed"), "nos {args:?}: {text}");
    }
}

/// A match of `game` between two computer seats, played to its end: its record.
fn finished_match(game: &str, options: &[&str]) -> String {
    let g = nos::registry::find(game).unwrap();
    let options = nos::registry::options_of(g, &options.iter().map(|o| o.to_string()).collect::<Vec<_>>()).unwrap();
    let kinds = vec![Kind::Computer(nos::core::Level::Easy); 2];
    let mut sit = nos::tui::openers::opener(game).unwrap().start(game, names(2), kinds, 3, &options).unwrap();
    for _ in 0..100_000 {
        if sit.match_over() {
            return sit.record();
        }
        if sit.hand_over() {
            sit.next_hand();
            continue;
        }
        // The computer's choice, or a person's only one.
        let only = || match sit.choices().as_slice() {
            [c] => Some(c.act.clone()),
            _ => None,
        };
        let a = sit.computer().or_else(only).expect("a choice");
        sit.apply(&a).unwrap();
    }
    panic!("{game}: the match did not end");
}

#[test]
fn a_finished_match_left_in_its_slot_is_kept_among_the_sessions_at_the_next_opening() {
    for (game, options, what) in
        [("sniff", &["target=60"][..], "Sniff: Ann, Bas"), ("dominox", &[][..], "Dominox: Ann, Bas")]
    {
        let record = finished_match(game, options);
        // As a kill between the save of the last action and the keeping leaves it.
        let place = |dir: &std::path::Path| {
            std::fs::create_dir_all(dir.join("games/1")).unwrap();
            std::fs::write(dir.join("games/1/record.1.json"), &record).unwrap();
        };
        let sessions = |dir: &std::path::Path| -> Vec<std::path::PathBuf> {
            std::fs::read_dir(dir.join("sessions")).unwrap().flatten().map(|e| e.path()).collect()
        };
        // The list: it was offered for ever; now it is kept, said, and not listed.
        let dir = tempfile::tempdir().unwrap();
        place(dir.path());
        let (code, out) = list(dir.path());
        assert_eq!(code, Some(0), "{out}");
        let kept = sessions(dir.path());
        assert_eq!(kept.len(), 1, "{game}: {out}");
        assert_eq!(std::fs::read_to_string(&kept[0]).unwrap(), record);
        assert!(kept[0].to_string_lossy().ends_with(&format!("-{game}-seed3.json")), "{}", kept[0].display());
        let said = format!("nos: game 1 held a finished match ({what}; hand ");
        assert!(out.contains(&said) && out.contains(&format!("kept as {}", kept[0].display())), "{game}: {out}");
        assert!(out.contains("no unfinished game in"), "{game}: {out}");
        assert_eq!(std::fs::read_dir(dir.path().join("games")).unwrap().count(), 0);
        // `nos resume 1`: said, and done (it showed "not saved (no data directory)", exit 1).
        let dir = tempfile::tempdir().unwrap();
        place(dir.path());
        let mut t = Term::start(dir.path(), &["resume", "1"]);
        assert_eq!(t.exit(), 0, "{game}: {}", t.screen());
        let s = t.screen().split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(s.contains("game 1 held a finished match") && !s.contains("not saved"), "{game}: {s}");
        assert_eq!(sessions(dir.path()).len(), 1);
        let out = Command::new(BIN).arg("check").arg(&sessions(dir.path())[0]).output().unwrap();
        assert_eq!(out.status.code(), Some(0));
    }
}

#[test]
fn a_match_going_on_is_left_in_its_slot() {
    let dir = tempfile::tempdir().unwrap();
    let record = finished_match("sniff", &["target=60"]);
    // The same match one action short of its end.
    let mut v: serde_json::Value = serde_json::from_str(&record).unwrap();
    v["hands"].as_array_mut().unwrap().last_mut().unwrap()["actions"].as_array_mut().unwrap().pop();
    std::fs::create_dir_all(dir.path().join("games/1")).unwrap();
    std::fs::write(dir.path().join("games/1/record.1.json"), serde_json::to_string_pretty(&v).unwrap()).unwrap();
    let (code, out) = list(dir.path());
    assert_eq!(code, Some(0), "{out}");
    assert!(out.starts_with("1  Sniff: Ann, Bas;") && !out.contains("finished"), "{out}");
    assert_eq!(std::fs::read_dir(dir.path().join("sessions")).unwrap().count(), 0);
}

#[test]
fn a_nos_game_saved_at_a_hands_count_is_listed_at_that_count_not_in_play() {
    // The next hand is dealt only when the table goes on: a game saved at the count of
    // hand 1 holds one hand, and the list says where it stands.
    let mut g = Game::new(names(3), vec![Kind::Computer(nos::core::Level::Easy); 3], 7);
    let text = |g: &Game| serde_json::to_string(&g.record().to_json()).unwrap();
    let playing = nos::store::describe(&text(&g)).unwrap();
    assert_eq!(playing, "Nos: Ann, Bas, Cor; hand 1 in play, seed 7");
    while let Some(act) = g.computer_action() {
        g.apply(act).unwrap();
    }
    assert!(matches!(g.hand().phase(), nos::games::nos::Phase::Over { .. }));
    let counted = nos::store::describe(&text(&g)).unwrap();
    assert_eq!(counted, "Nos: Ann, Bas, Cor; at the count of hand 1, seed 7");
}
