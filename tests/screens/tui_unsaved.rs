//! A save that fails stops the table: computer seats wait, nothing goes past what is
//! saved, the box says what the slot really holds; `r` (or the time) tries again, `e`
//! writes the game elsewhere. Behind the store, a disk whose room a test takes away.

use crate::tui_common;
use nos::core::Level;
use nos::record::played::Game;
use nos::store::disk::Room;
use nos::tui::app::{App, Screen};
use nos::tui::kit::input::Msg;
use nos::tui::table::seat::Kind;
use nos::tui::table::store::Store;
use std::time::{Duration, Instant};
use tui_common::*;

fn later() -> Instant {
    Instant::now() + Duration::from_secs(60)
}

/// Four computer seats playing Nos, saved in a fresh data directory.
fn computers(dir: &std::path::Path) -> App {
    let store = Store::at(dir.to_path_buf()).unwrap();
    let mut a = App::new(Screen::Offer, Some(store));
    a.start(Game::new(names(4), vec![Kind::Computer(Level::Easy); 4], 9));
    a
}

fn fill(a: &mut App) -> Room {
    let room = Room::bounded(0);
    a.with_store(|s| s.set_room(room.clone())).expect("a store");
    room
}

#[test]
fn a_full_disk_stops_the_computer_seats_at_the_save_that_failed() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = computers(dir.path());
    for _ in 0..5 {
        a.tick(later());
    }
    let held = a.store.as_ref().unwrap().held().unwrap();
    let room = fill(&mut a);
    a.tick(later());
    assert!(a.unsaved(), "the save failed");
    let logs = a.nos().game().session.logs().to_vec();
    // Time passes, keys come: nothing is played.
    for _ in 0..20 {
        a.tick(later());
        press(&mut a, Msg::Enter);
        a.update(Msg::Char('d'));
    }
    assert_eq!(a.nos().game().session.logs(), &logs[..], "the table went on past the failed save");
    assert_eq!(a.store.as_ref().unwrap().held(), Some(held), "the slot holds what it held");
    let s = screen(&mut a, 80, 24);
    let words = format!("Game 1 holds {}; what came after is not saved", held.words());
    let flat = s.replace('│', " ").split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains("The game could not be saved") && flat.contains("No space left on"), "{s}");
    assert!(flat.contains(&words), "{words}\n{s}");
    insta::assert_snapshot!("unsaved_80x24", s.replace(&dir.path().display().to_string(), "DATA"));
    // Room again: r writes it and the table goes on.
    room.add(1 << 30);
    a.update(Msg::Char('r'));
    assert!(!a.unsaved());
    for _ in 0..5 {
        a.tick(later());
    }
    assert_ne!(a.nos().game().session.logs(), &logs[..], "the table did not go on");
}

#[test]
fn the_failed_save_is_tried_again_by_itself() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = computers(dir.path());
    a.tick(later());
    let room = fill(&mut a);
    a.tick(later());
    assert!(a.unsaved());
    a.tick(Instant::now());
    room.add(1 << 30);
    // Before its time nothing is tried; after it, the save is written.
    a.tick(Instant::now());
    assert!(a.unsaved());
    a.tick(later());
    assert!(!a.unsaved());
}

#[test]
fn the_game_is_written_elsewhere_to_a_path_typed_in() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = computers(dir.path());
    a.tick(later());
    fill(&mut a);
    a.tick(later());
    let other = tempfile::tempdir().unwrap();
    let path = other.path().join("kept.json");
    a.update(Msg::Char('e'));
    for c in path.display().to_string().chars() {
        a.update(Msg::Char(c));
    }
    press(&mut a, Msg::Enter);
    assert!(a.nos().status().as_ref().unwrap().starts_with("Written to"), "{:?}", a.nos().status());
    let rec = nos::record::Record::parse(&std::fs::read(&path).unwrap()).unwrap();
    let r = nos::record::replay(&rec).unwrap();
    assert_eq!(r.session.logs(), a.nos().game().session.logs(), "the whole game so far");
    // A path that cannot be written says so.
    a.update(Msg::Char('e'));
    for c in "/nonexistent/dir/x.json".chars() {
        a.update(Msg::Char(c));
    }
    press(&mut a, Msg::Enter);
    assert!(
        a.nos().status().as_ref().unwrap().starts_with("Not written: cannot write /nonexistent"),
        "{:?}",
        a.nos().status()
    );
}

/// Types `path` into the box of `e` and presses Enter.
fn elsewhere(a: &mut App, path: &str) {
    if a.elsewhere.is_none() {
        a.update(Msg::Char('e'));
    }
    while a.elsewhere.as_ref().is_some_and(|p| !p.is_empty()) {
        a.update(Msg::Backspace);
    }
    for c in path.chars() {
        a.update(Msg::Char(c));
    }
    a.update(Msg::Enter);
}

#[test]
fn a_file_already_there_is_written_over_only_when_the_player_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = computers(dir.path());
    a.tick(later());
    fill(&mut a);
    a.tick(later());
    let other = tempfile::tempdir().unwrap();
    let thesis = other.path().join("thesis.txt");
    std::fs::write(&thesis, "three years of work").unwrap();
    // Asked, not written: the box says so; n keeps the file.
    elsewhere(&mut a, &thesis.display().to_string());
    assert_eq!(a.overwrite.as_deref(), Some(thesis.as_path()));
    let s = screen(&mut a, 100, 30);
    let flat = s.replace('│', " ").split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains("is already there. Write the game over it?") && flat.contains("y writes over it"), "{s}");
    assert_eq!(std::fs::read_to_string(&thesis).unwrap(), "three years of work");
    a.update(Msg::Char('n'));
    assert_eq!(std::fs::read_to_string(&thesis).unwrap(), "three years of work");
    let said = a.nos().status().clone().unwrap();
    assert!(said.starts_with("Not written: ") && said.ends_with("is kept as it was."), "{said}");
    // Asked again, and y writes over it; the path written is said in full.
    a.update(Msg::Enter);
    assert!(a.overwrite.is_some());
    a.update(Msg::Char('y'));
    let said = a.nos().status().clone().unwrap();
    assert_eq!(said, format!("Written to {}: the whole game so far, as a record.", thesis.display()));
    nos::record::Record::parse(&std::fs::read(&thesis).unwrap()).unwrap();
    // A symbolic link is never written through, even when the player says so.
    let link = other.path().join("link.json");
    let target = other.path().join("target.txt");
    std::fs::write(&target, "kept").unwrap();
    std::os::unix::fs::symlink(&target, &link).unwrap();
    elsewhere(&mut a, &link.display().to_string());
    a.update(Msg::Char('y'));
    let said = a.nos().status().clone().unwrap();
    assert!(said.contains("it is a symbolic link, and nothing is written through one"), "{said}");
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "kept");
}

#[test]
fn a_path_typed_is_taken_in_full_with_the_home_directory_for_a_tilde() {
    use nos::tui::table::store::full_path;
    let home = directories::BaseDirs::new().unwrap().home_dir().to_path_buf();
    assert_eq!(full_path("~").unwrap(), home);
    assert_eq!(full_path("~/games/x.json").unwrap(), home.join("games/x.json"));
    assert_eq!(full_path("x.json").unwrap(), std::env::current_dir().unwrap().join("x.json"));
    assert_eq!(full_path("/tmp/x.json").unwrap(), std::path::PathBuf::from("/tmp/x.json"));
    // `~name` is a file name like any other, not a user's home.
    assert_eq!(full_path("~ann").unwrap(), std::env::current_dir().unwrap().join("~ann"));
}

#[test]
fn a_game_behind_the_seam_stops_too() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path().to_path_buf()).unwrap();
    let mut a = App::new(Screen::Offer, Some(store));
    let kinds = vec![Kind::Computer(Level::Easy); 2];
    let sit =
        nos::tui::openers::opener("sniff").unwrap().start("sniff", names(2), kinds, 4, &Default::default()).unwrap();
    a.sit(sit);
    a.tick(later());
    let room = fill(&mut a);
    a.tick(later());
    assert!(a.unsaved());
    let record = |a: &App| match &a.screen {
        Screen::Sitting(t) => t.sit.record(),
        _ => panic!("at the table"),
    };
    let before = record(&a);
    for _ in 0..10 {
        a.tick(later());
        press(&mut a, Msg::Enter);
    }
    assert_eq!(record(&a), before, "the table went on past the failed save");
    room.add(1 << 30);
    a.update(Msg::Char('r'));
    a.tick(later());
    assert_ne!(record(&a), before);
}

/// The table of a game behind the seam, for the tests that look inside it.
fn table(a: &App) -> &nos::tui::table::screen::SitScreen {
    match &a.screen {
        Screen::Sitting(t) => t,
        _ => panic!("at the table"),
    }
}

/// Sits two easy computer seats at a Sniff match to 40 and plays it on until the
/// next action ends the match.
fn to_the_last_action(a: &mut App) {
    use nos::tui::table::screen::Stage;
    let kinds = vec![Kind::Computer(Level::Easy); 2];
    let g = nos::registry::find("sniff").unwrap();
    let options = nos::registry::options_of(g, &["target=40".into()]).unwrap();
    let sit = nos::tui::openers::opener("sniff").unwrap().start("sniff", names(2), kinds, 4, &options).unwrap();
    a.sit(sit);
    for _ in 0..2000 {
        let t = table(a);
        if t.stage == Stage::Summary {
            a.update(Msg::Enter);
            continue;
        }
        let mut next = t.sit.boxed();
        if let Some(i) = next.computer() {
            if next.apply(&i).is_ok() && next.match_over() {
                break;
            }
        }
        a.tick(later());
    }
}

#[test]
fn a_match_ends_and_is_kept_only_once_its_last_action_is_saved() {
    use nos::tui::table::screen::Stage;
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path().to_path_buf()).unwrap();
    let mut a = App::new(Screen::Offer, Some(store));
    to_the_last_action(&mut a);
    assert!(!table(&a).sit.match_over());
    let room = fill(&mut a);
    a.tick(later());
    // The last action is played but not saved: the match is not over on screen, nothing
    // is kept, and the box says what the slot holds, as it holds it.
    assert!(table(&a).sit.match_over() && a.unsaved());
    assert_ne!(table(&a).stage, Stage::Over);
    assert!(table(&a).kept.is_none(), "{:?}", table(&a).kept);
    let st = a.store.as_ref().unwrap();
    let held = st.held().unwrap();
    let text = std::fs::read_to_string(saved(dir.path())).unwrap();
    let rec: serde_json::Value = serde_json::from_str(&text).unwrap();
    let hands = rec["hands"].as_array().unwrap();
    let acts = hands.last().unwrap()["actions"].as_array().unwrap().len();
    assert_eq!((held.hands, held.actions), (hands.len(), acts), "what the slot holds");
    let s = screen(&mut a, 100, 30);
    let flat = s.replace('│', " ").split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains(&format!("Game 1 holds {}; what came after is not saved", held.words())), "{s}");
    assert_eq!(std::fs::read_dir(dir.path().join("sessions")).unwrap().count(), 0);
    // Room again: the save is written, and then the match ends and is kept.
    room.add(1 << 30);
    a.update(Msg::Char('r'));
    assert!(!a.unsaved());
    assert_eq!(table(&a).stage, Stage::Over);
    let kept = table(&a).kept.clone().unwrap().unwrap();
    assert!(kept.starts_with(dir.path().join("sessions")), "{}", kept.display());
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_nos")).arg("check").arg(&kept).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stdout).contains("wins"), "{}", String::from_utf8_lossy(&out.stdout));
    assert_eq!(std::fs::read_dir(dir.path().join("games")).unwrap().count(), 0);
}

#[test]
fn a_match_whose_record_cannot_be_kept_says_that_its_slot_holds_it_to_its_end() {
    use nos::tui::table::screen::Stage;
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path().to_path_buf()).unwrap();
    let mut a = App::new(Screen::Offer, Some(store));
    to_the_last_action(&mut a);
    // Room for the last action's line, not for the whole record among the sessions.
    a.with_store(|s| s.set_room(Room::bounded(1_000))).unwrap();
    a.tick(later());
    assert_eq!(table(&a).stage, Stage::Over);
    assert!(!a.unsaved(), "the last action is saved");
    let said = table(&a).kept.clone().unwrap().unwrap_err();
    let text = std::fs::read_to_string(saved(dir.path())).unwrap();
    let rec: serde_json::Value = serde_json::from_str(&text).unwrap();
    let hands = rec["hands"].as_array().unwrap();
    let acts = hands.last().unwrap()["actions"].as_array().unwrap().len();
    let held = nos::store::slot::Held { hands: hands.len(), actions: acts }.words();
    let words = format!("Game 1 holds the match to its end ({held})");
    assert!(said.contains(&words) && said.contains("No space left"), "{words}\n{said}");
    assert!(nos::store::finished(&text).is_some(), "the slot holds the finished match");
    drop(a);
    // The next opening keeps it among the sessions.
    let data = nos::store::Data::at(dir.path().to_path_buf()).unwrap();
    assert_eq!(data.filed.len(), 1, "{:?}", data.filed);
    assert_eq!(std::fs::read_to_string(&data.filed[0].path).unwrap(), text);
    assert!(data.list().is_empty());
}

/// The one unfinished game kept in `dir`, as a record file.
fn saved(dir: &std::path::Path) -> std::path::PathBuf {
    let slot = std::fs::read_dir(dir.join("games")).unwrap().flatten().next().unwrap().path();
    let loaded = nos::store::slot::peek(&slot).unwrap().expect("a saved game");
    let p = dir.join("saved.json");
    std::fs::write(&p, loaded.text).unwrap();
    p
}
