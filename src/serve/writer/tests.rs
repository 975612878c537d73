use super::*;
use crate::store::disk::Room;

fn store(dir: &std::path::Path) -> Shared {
    Arc::new(Mutex::new(Store::at(dir.to_path_buf()).unwrap()))
}

/// A record of `n` bytes, whole: what a slot keeps is the record it was given.
fn record(n: usize) -> String {
    format!("{{\"pad\":\"{}\"}}", "x".repeat(n))
}

#[test]
fn every_save_reaches_the_disk_and_a_stop_writes_what_waits() {
    let dir = tempfile::tempdir().unwrap();
    let st = store(dir.path());
    let mut w = Writer::start(None);
    for n in 0..50 {
        w.saves.save(1, &st, record(n));
    }
    w.finish(Duration::from_secs(5));
    assert_eq!(w.saves.waiting(), 0);
    assert!(lock(&st).id().is_some(), "saved in a slot");
    let newest = format!("\"{}\"", "x".repeat(49));
    assert!(holds(dir.path(), &newest), "the newest record is the one kept");
}

/// Whether a file under `d` holds `what`.
fn holds(d: &std::path::Path, what: &str) -> bool {
    std::fs::read_dir(d).unwrap().flatten().map(|e| e.path()).any(|p| {
        if p.is_dir() {
            holds(&p, what)
        } else {
            std::fs::read_to_string(&p).is_ok_and(|t| t.contains(what))
        }
    })
}

#[test]
fn saves_of_one_table_waiting_behind_a_write_are_coalesced_to_the_newest() {
    let dir = tempfile::tempdir().unwrap();
    let st = store(dir.path());
    let w = Writer::start(None);
    // The store held: the writer waits on it, and the saves queue up behind.
    let held = lock(&st);
    for n in 0..20 {
        w.saves.save(7, &st, record(n));
    }
    assert!(w.saves.waiting() <= 1, "one waiting save a table");
    drop(held);
    w.saves.flush(Duration::from_secs(5));
    assert_eq!(w.saves.waiting(), 0);
}

#[test]
fn a_failed_save_is_told_to_the_hall_and_tried_again_until_written() {
    let dir = tempfile::tempdir().unwrap();
    let st = store(dir.path());
    let (tx, rx) = std::sync::mpsc::channel();
    let w = Writer::start(Some(tx));
    w.saves.save(3, &st, record(10));
    w.saves.flush(Duration::from_secs(5));
    let room = Room::bounded(0);
    lock(&st).set_room(room.clone());
    w.saves.save(3, &st, record(20));
    match rx.recv_timeout(Duration::from_secs(5)).unwrap() {
        Event::Saved { table: 3, result: Err(e) } => assert!(e.contains("space"), "{e}"),
        _ => panic!("the failure is told"),
    }
    assert_eq!(w.saves.waiting(), 1, "the failed save waits to be tried again");
    room.add(1 << 20);
    match rx.recv_timeout(RETRY * 3).unwrap() {
        Event::Saved { table: 3, result: Ok(()) } => {}
        _ => panic!("the save written after the failure is told"),
    }
    assert_eq!(w.saves.waiting(), 0);
}
