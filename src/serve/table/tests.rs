//! A network table's game saved through the writer thread, and stopped by a save that
//! fails until one gets through.

use super::*;
use crate::serve::writer::Writer;
use crate::tui::table::seat::Kind;
use std::time::Duration;

/// A table of Nos, Ann and three computers, started with its saves in `dir`.
fn table(dir: &Path, w: &Writer) -> Table {
    let mut t = Table::new(1, &Setup::table("Ann"), "Ann", 7);
    t.seats[0] = Holder::Person { name: "Ann".into(), key: None, code: Some("abcde".into()), at: None };
    t.start(Some((dir, &w.saves))).unwrap();
    // A computer plays Ann's seat too, so that time alone moves the game.
    let p = t.play.as_mut().unwrap();
    p.host.sit.set_kind(Seat(0), Kind::Computer(crate::core::level::Level::Normal));
    p.host.after();
    t
}

/// Lets the computers act until the seat to act is a person's, or `n` steps.
fn run(t: &mut Table, n: usize) -> usize {
    let mut later = Instant::now();
    let mut steps = 0;
    while steps < n {
        later += Duration::from_secs(5);
        if !t.tick(later) {
            break;
        }
        steps += 1;
    }
    steps
}

#[test]
fn every_action_is_saved_by_the_writer_and_the_stop_writes_the_last() {
    let dir = tempfile::tempdir().unwrap();
    let mut w = Writer::start(None);
    let mut t = table(dir.path(), &w);
    let slot = t.slot().expect("the first save names the slot");
    assert_eq!(run(&mut t, 4), 4);
    let newest = t.play.as_ref().unwrap().host.sit.record();
    w.finish(Duration::from_secs(5));
    // The table lets go of its slot, as a stopped server does.
    drop(t);
    let store = Store::at(dir.path().to_path_buf()).unwrap();
    assert_eq!(store.resume_at_table(&slot).unwrap().record(), newest);
}

#[test]
fn a_failed_save_stops_the_table_said_to_it_until_one_is_written_again() {
    let dir = tempfile::tempdir().unwrap();
    let w = Writer::start(None);
    let mut t = table(dir.path(), &w);
    assert_eq!(run(&mut t, 2), 2);
    t.saved(Err("cannot write game.json: No space left on device".into()));
    assert!(t.said.last().unwrap().contains("cannot be saved") && t.failed.is_some());
    let before = t.play.as_ref().unwrap().host.sit.record();
    assert_eq!(run(&mut t, 5), 0, "no computer plays past what is saved");
    assert_eq!(t.play.as_ref().unwrap().host.sit.record(), before);
    t.saved(Ok(()));
    assert!(t.failed.is_none() && t.said.last().unwrap().contains("saved again"));
    assert!(run(&mut t, 1) == 1, "the table goes on");
}

/// The lines of the journal of game `slot` in `dir`.
fn journal_lines(dir: &Path, slot: &str) -> usize {
    let d = dir.join("games").join(slot);
    std::fs::read_dir(&d)
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().starts_with("journal."))
        .map(|e| std::fs::read_to_string(e.path()).unwrap().lines().count())
        .sum()
}

#[test]
fn each_action_is_a_line_of_the_slots_journal_as_at_one_keyboard() {
    let dir = tempfile::tempdir().unwrap();
    let w = Writer::start(None);
    let mut t = table(dir.path(), &w);
    let slot = t.slot().unwrap();
    let mut lines = 0;
    for _ in 0..6 {
        assert_eq!(run(&mut t, 1), 1);
        w.saves.flush(Duration::from_secs(5));
        let now = journal_lines(dir.path(), &slot);
        assert_eq!(now, lines + 1, "one line an action");
        lines = now;
    }
    // Only the hand in play was written out for them: the hands before it are kept
    // by the table as the saves gave them.
    let d = t.play.as_ref().unwrap().store.as_ref().unwrap();
    assert_eq!(d.hands.len(), t.play.as_ref().unwrap().host.sit.record_hands().unwrap());
}

#[test]
fn the_session_ended_is_kept_among_the_sessions_by_the_writer_and_the_table_told_where() {
    let dir = tempfile::tempdir().unwrap();
    let w = Writer::start(None);
    let mut t = table(dir.path(), &w);
    assert_eq!(run(&mut t, 3), 3);
    let record = t.play.as_ref().unwrap().host.sit.record();
    let played = t.played;
    t.end_session();
    assert!(t.over() && t.played > played, "over at once, every seat's copy taken again");
    t.wait_filed(Duration::from_secs(5));
    let kept = t.play.as_ref().unwrap().host.kept.clone().expect("told where");
    let path = kept.expect("kept");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), record);
    assert!(t.slot().is_none());
    assert!(Store::at(dir.path().to_path_buf()).unwrap().list().is_empty(), "no unfinished game left");
}
