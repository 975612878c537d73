use super::*;
use crate::store::disk::Room;

fn store(dir: &std::path::Path) -> Shared {
    Arc::new(Mutex::new(Store::at(dir.to_path_buf()).unwrap()))
}

/// A record of `n` bytes, whole: what a slot keeps is the record it was given.
fn record(n: usize) -> Rec {
    Rec::Whole(format!("{{\"pad\":\"{}\"}}", "x".repeat(n)))
}

/// A record of `n` hands laid out as our writers lay them, the last holding `acts`
/// actions: what a table hands over of a Nos session.
fn hands(n: usize, acts: usize) -> (Rec, String) {
    let head: Arc<str> = Arc::from("{\n  \"format\": \"nos-record\",\n  \"seed\": 7");
    let hand = |i: usize, k: usize| -> Arc<str> {
        let acts: Vec<String> = (0..k).map(|a| format!("        {{\"act\": {a}}}")).collect();
        Arc::from(format!("    {{\n      \"hand\": {i},\n      \"actions\": [\n{}\n      ]\n    }}", acts.join(",\n")))
    };
    let hands: Vec<Arc<str>> = (0..n).map(|i| hand(i, if i + 1 == n { acts } else { 4 })).collect();
    let text = crate::store::journal::text(&head, &hands.iter().map(AsRef::as_ref).collect::<Vec<_>>());
    (Rec::Hands { head, hands }, text)
}

#[test]
fn a_session_handed_over_hand_by_hand_is_journalled_a_line_a_save_and_reads_back_whole() {
    let dir = tempfile::tempdir().unwrap();
    let st = store(dir.path());
    let w = Writer::start(None);
    let mut last = String::new();
    let mut saves = 0;
    for n in 1..=3 {
        for acts in 0..5 {
            let (rec, text) = hands(n, acts);
            w.saves.save(1, &st, rec);
            w.saves.flush(Duration::from_secs(5));
            last = text;
            saves += 1;
        }
    }
    let id = lock(&st).id().expect("saved in a slot");
    let slot = dir.path().join("games").join(&id);
    let loaded = crate::store::slot::peek(&slot).unwrap().expect("a game in the slot");
    assert_eq!(loaded.text, last, "the slot reads back as the last save");
    assert_eq!((loaded.held.hands, loaded.held.actions), (3, 4));
    // The first save names the slot and writes its record; every later one is a line.
    let journal = std::fs::read_dir(&slot)
        .unwrap()
        .flatten()
        .find(|e| e.file_name().to_string_lossy().starts_with("journal."))
        .expect("a journal");
    let lines = std::fs::read_to_string(journal.path()).unwrap().lines().count();
    assert_eq!(lines, saves - 1, "a line a save");
}

#[test]
fn the_end_of_a_match_is_filed_after_the_save_being_written_and_told_to_the_hall() {
    let dir = tempfile::tempdir().unwrap();
    let st = store(dir.path());
    let (tx, rx) = std::sync::mpsc::channel();
    let w = Writer::start(Some(tx));
    let (rec, text) = hands(2, 3);
    w.saves.save(4, &st, rec);
    let kept = Filed::default();
    w.saves.file(4, &st, Filing { text: text.clone(), what: "seed7".into(), over: true, kept: kept.clone() });
    match rx.recv_timeout(Duration::from_secs(5)).unwrap() {
        Event::Filed { table: 4 } => {}
        _ => panic!("the filing is told"),
    }
    let path = lock(&kept).take().expect("filed").expect("kept among the sessions");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
    assert!(path.starts_with(dir.path().join("sessions")), "{}", path.display());
    assert!(lock(&st).id().is_none(), "the slot is gone");
    assert!(crate::store::Data::at(dir.path().to_path_buf()).unwrap().list().is_empty());
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
        Event::Saved { table: 3, result: Err(e) } => assert!(e.full() && e.to_string().contains("space"), "{e}"),
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
