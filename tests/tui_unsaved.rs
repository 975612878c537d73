//! A save that fails stops the table: computer seats wait, nothing goes past what is
//! saved, the box says what the slot really holds; `r` (or the time) tries again, `e`
//! writes the game elsewhere. Behind the store, a disk whose room a test takes away.

mod tui_common;
use nos::core::Level;
use nos::store::disk::Room;
use nos::tui::app::{App, Screen};
use nos::tui::kit::input::Msg;
use nos::tui::nos::game::Game;
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
    assert!(a.nos().status.as_ref().unwrap().starts_with("Written to"), "{:?}", a.nos().status);
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
        a.nos().status.as_ref().unwrap().starts_with("Not written: cannot write /nonexistent"),
        "{:?}",
        a.nos().status
    );
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
