use super::*;
use crate::ai::Level;

fn names(n: usize) -> Vec<String> {
    ["Ann", "Bas", "Cor", "Dirk"][..n].iter().map(|s| s.to_string()).collect()
}

/// A game of four with two computer seats, some actions in.
fn game(seed: u64) -> Game {
    let kinds = vec![Kind::Human, Kind::Computer(Level::Strong), Kind::Human, Kind::Computer(Level::Easy)];
    let mut g = Game::new(names(4), kinds, seed);
    for _ in 0..6 {
        let a = g.hand().legal()[0];
        g.apply(a).expect("a legal action");
    }
    g
}

fn store() -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let s = Store::at(dir.path().to_path_buf()).expect("the store");
    (dir, s)
}

#[test]
fn games_kept_in_the_same_second_do_not_overwrite_each_other() {
    let (dir, store) = store();
    let mut seen = std::collections::BTreeSet::new();
    for k in 0..3 {
        let p = store.fresh("unfinished");
        fs::write(&p, format!("{k}")).expect("write");
        assert!(seen.insert(p));
    }
    assert_eq!(fs::read_dir(dir.path().join("sessions")).expect("read").count(), 3);
}

#[test]
fn the_save_is_one_file_holding_the_seed_the_seats_and_the_declines() {
    let (dir, store) = store();
    let g = game(77);
    store.save(&g).unwrap();
    let files: Vec<String> =
        fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    assert!(!files.iter().any(|f| f.contains("meta") || f.ends_with(".tmp")), "{files:?}");
    let text = fs::read_to_string(store.current()).unwrap();
    assert!(text.contains("\"seed\": 77"), "{text}");
    assert!(text.contains(r#""seats": ["human","computer-strong","human","computer-easy"]"#), "{text}");
    let back = store.load().unwrap();
    assert_eq!((back.seed, back.kinds.clone()), (g.seed, g.kinds.clone()));
    assert_eq!(back.session.logs(), g.session.logs());
}

#[test]
fn declines_after_the_last_action_are_kept_and_not_asked_again() {
    let (_dir, store) = store();
    // Play until some seat declines (to declare, say), then save right after.
    let mut g = Game::new(names(4), vec![Kind::Human; 4], 3);
    let mut found = false;
    for _ in 0..200 {
        let legal = g.hand().legal();
        let Some(&a) = legal.iter().find(|a| **a == Action::Decline).or(legal.first()) else { break };
        g.apply(a).unwrap();
        if a == Action::Decline {
            found = true;
            break;
        }
    }
    assert!(found, "no decline in the hand");
    store.save(&g).unwrap();
    let text = fs::read_to_string(store.current()).unwrap();
    assert!(text.contains("\"declines\": 1"), "{text}");
    let back = store.load().unwrap();
    assert_eq!(back.hand().to_act(), g.hand().to_act());
    assert_eq!(back.session.logs(), g.session.logs());
}

/// An older version's save: the record with no fields of ours, the meta beside it.
fn old_save(store: &Store, g: &Game, meta: Option<&str>) {
    let rec = crate::record::Record::from_session(&g.names, &g.session);
    fs::write(store.current(), rec.to_text()).unwrap();
    if let Some(m) = meta {
        fs::write(store.meta(), m).unwrap();
    }
}

#[test]
fn an_older_save_with_its_meta_file_resumes_with_its_seats_and_seed() {
    let (_dir, store) = store();
    let g = game(5);
    let recorded = g.session.logs()[0].actions.len();
    let meta = format!(
        r#"{{"seed":5,"kinds":["human","computer-strong","human","computer-easy"],"declines":[0,{recorded},0]}}"#
    );
    old_save(&store, &g, Some(&meta));
    let back = store.load().unwrap();
    assert_eq!(back.seed, 5);
    assert_eq!(back.kinds, g.kinds);
    assert!(store.describe().unwrap().ends_with("seed 5"));
    // The next save is one file; the meta file goes.
    store.save(&back).unwrap();
    assert!(!store.meta().exists());
    assert_eq!(store.load().unwrap().kinds, g.kinds);
}

#[test]
fn a_missing_or_garbled_piece_is_an_error_said_plainly() {
    let (_dir, store) = store();
    let g = game(5);
    old_save(&store, &g, None);
    let e = store.load().unwrap_err();
    assert!(e.contains("says neither who plays each seat nor the seed"), "{e}");
    old_save(&store, &g, Some("{\"seed\": 5, \"kinds\": [\"human\"]"));
    let e = store.load().unwrap_err();
    assert!(e.contains("current.meta.json: EOF"), "{e}");
    old_save(&store, &g, Some(r#"{"seed": 5, "kinds": ["human", "human", "human"]}"#));
    let e = store.load().unwrap_err();
    assert!(e.contains("names 3 seats, but the game has 4 players"), "{e}");
    let _ = fs::remove_file(store.meta());
    let text =
        g.record().to_text().replace("  \"seats\": [\"human\",\"computer-strong\",\"human\",\"computer-easy\"],\n", "");
    fs::write(store.current(), text).unwrap();
    let e = store.load().unwrap_err();
    assert!(e.contains("gives the seed but not \"seats\""), "{e}");
    let text = g.record().to_text().replace("\"computer-easy\"", "\"robot\"");
    fs::write(store.current(), text).unwrap();
    let e = store.load().unwrap_err();
    assert!(e.contains("seats[3]"), "{e}");
}

#[test]
fn a_second_store_on_one_directory_is_refused_naming_the_holder() {
    let (dir, first) = store();
    let e = Store::at(dir.path().to_path_buf()).unwrap_err();
    assert!(e.contains(&format!("open in another nos (process {})", std::process::id())), "{e}");
    // Not `nos replay` of the save: that shows the hands hidden in play.
    assert!(!e.contains("nos replay") && e.contains("nos practice") && e.contains("NOS_DATA_DIR"), "{e}");
    drop(first);
    // Released with its holder: nothing stale is left to block the next.
    Store::at(dir.path().to_path_buf()).unwrap();
}

#[test]
fn a_failed_write_leaves_no_temporary_file_and_the_old_content() {
    let dir = tempfile::tempdir().unwrap();
    // A directory where the file should be: the rename fails after the write.
    let path = dir.path().join("x.json");
    fs::create_dir(&path).unwrap();
    fs::write(path.join("inside"), "kept").unwrap();
    let e = write_atomic(&path, b"new").unwrap_err();
    assert!(e.starts_with(&format!("cannot write {}", path.display())), "{e}");
    let left: Vec<_> = fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(left, vec![std::ffi::OsString::from("x.json")]);
    assert_eq!(fs::read_to_string(path.join("inside")).unwrap(), "kept");
}

#[test]
fn temporary_files_of_a_write_cut_short_are_removed_when_the_store_opens() {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir_all(dir.path().join("sessions")).unwrap();
    fs::write(dir.path().join(".current.json.123-0.tmp"), "half").unwrap();
    fs::write(dir.path().join("sessions/.nos-1-seed1.json.123-1.tmp"), "half").unwrap();
    let _s = Store::at(dir.path().to_path_buf()).unwrap();
    let mut left: Vec<_> = fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
    left.sort();
    assert_eq!(left, vec![std::ffi::OsString::from("lock"), std::ffi::OsString::from("sessions")]);
    assert_eq!(fs::read_dir(dir.path().join("sessions")).unwrap().count(), 0);
}

#[test]
fn a_directory_where_the_save_belongs_is_not_taken_for_a_save() {
    let (_dir, store) = store();
    fs::create_dir(store.current()).unwrap();
    let e = store.kept().unwrap_err();
    assert!(e.contains("this is a directory, not a saved game: move it away"), "{e}");
    assert!(store.set_aside().is_err());
    assert!(store.current().is_dir());
    assert_eq!(fs::read_dir(store.dir.join("sessions")).unwrap().count(), 0);
}

#[test]
fn a_file_where_the_sessions_directory_belongs_is_named_not_the_data_directory() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    fs::write(dir.path().join("sessions"), "").expect("write");
    let e = Store::at(dir.path().to_path_buf()).expect_err("refused");
    let sessions = dir.path().join("sessions").display().to_string();
    assert!(e.starts_with(&format!("cannot create {sessions}: ")), "{e}");
    // A file where the data directory itself belongs is named as that.
    let file = dir.path().join("data");
    fs::write(&file, "").expect("write");
    let e = Store::at(file.clone()).expect_err("refused");
    assert!(e.starts_with(&format!("cannot create {}: ", file.display())), "{e}");
}

#[test]
fn the_holder_of_a_data_directory_is_seen_without_taking_or_making_the_lock() {
    let (dir, store) = store();
    assert_eq!(super::super::lock::holder(dir.path()), Some(Some(std::process::id())));
    drop(store);
    assert_eq!(super::super::lock::holder(dir.path()), None);
    let bare = tempfile::tempdir().expect("a temporary directory");
    assert_eq!(super::super::lock::holder(bare.path()), None);
    assert!(!bare.path().join("lock").exists());
}
