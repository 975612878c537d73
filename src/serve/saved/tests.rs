//! The list of tables read back: each table with its number, its lines and since when
//! nobody sits at it; a table whose game cannot be opened now held in the list; the
//! next number and the seeds dealt kept.

use super::*;
use crate::serve::writer::Writer;
use crate::tui::app::setup::Setup;

/// A table of Nos, Ann and three computers, numbered `id`, started in `dir`.
fn table(dir: &Path, w: &Writer, id: u64) -> Table {
    let mut t = Table::new(id, &Setup::table("Ann"), "Ann", 7);
    t.seats[0] = Holder::Person { name: "Ann".into(), key: None, code: Some("abcde".into()), at: None };
    t.start(Some((dir, &w.saves))).unwrap();
    t
}

#[test]
fn a_table_comes_back_with_its_number_lines_and_time_alone_and_the_counters_go_on() {
    let dir = tempfile::tempdir().unwrap();
    let w = Writer::start(None);
    let mut t = table(dir.path(), &w, 5);
    t.say("Ann: hello");
    let alone = UNIX_EPOCH + Duration::from_secs(1_700_000_000);
    t.alone = Some(alone);
    let mut kept = Kept { next: 9, ..Kept::default() };
    kept.dealt.take(7);
    write(dir.path(), &text(std::iter::once(&t), &kept)).unwrap();
    drop(t);
    w.saves.flush(Duration::from_secs(5));
    let (back, kept) = read(dir.path(), &w.saves);
    assert_eq!(back.len(), 1);
    assert_eq!(back[0].id, 5);
    assert_eq!(back[0].said, vec!["Ann: hello".to_string()]);
    assert_eq!(back[0].alone, Some(alone));
    assert_eq!(
        back[0].seats[0],
        Holder::Person { name: "Ann".into(), key: None, code: Some("abcde".into()), at: None }
    );
    assert_eq!(kept.next, 9);
    let mut dealt = kept.dealt.clone();
    assert_eq!(dealt.take(7), 8);
}

#[test]
fn a_table_that_cannot_be_opened_now_is_held_in_the_list_and_one_whose_game_is_gone_is_dropped() {
    let dir = tempfile::tempdir().unwrap();
    let w = Writer::start(None);
    // Game 4's slot is there but does not read now; game 6's is gone.
    std::fs::create_dir_all(dir.path().join("games").join("4")).unwrap();
    let list = json!({ "tables": [
        { "id": 2, "slot": "4", "host": "Ann", "seats": [{ "person": "Ann", "code": "abcde" }, { "computer": "normal" }] },
        { "id": 3, "slot": "6", "host": "Bas", "seats": [{ "person": "Bas", "code": "fghjk" }] },
    ], "next": 4 });
    write(dir.path(), &list.to_string()).unwrap();
    let (back, kept) = read(dir.path(), &w.saves);
    assert!(back.is_empty());
    assert_eq!(kept.held.len(), 1);
    assert_eq!(kept.held[0]["slot"], "4");
    assert_eq!(kept.next, 4);
    // Written again (by this server, which holds no table), the held table stays, its
    // seat code with it.
    let again: Value = serde_json::from_str(&text(std::iter::empty(), &kept)).unwrap();
    assert_eq!(again["tables"].as_array().map(Vec::len), Some(1));
    assert_eq!(again["tables"][0]["seats"][0]["code"], "abcde");
    assert_eq!(again["tables"][0]["id"], 2);
}

#[cfg(unix)]
#[test]
fn the_list_is_never_written_through_a_link_nor_into_another_name() {
    let dir = tempfile::tempdir().unwrap();
    let theirs = dir.path().join("theirs.txt");
    std::fs::write(&theirs, "mine").unwrap();
    std::fs::create_dir_all(dir.path().join("serve")).unwrap();
    let list = path(dir.path());
    // A symbolic link where the list belongs: refused by name, and the file it
    // points at keeps its bytes.
    std::os::unix::fs::symlink(&theirs, &list).unwrap();
    let e = write(dir.path(), "{\"tables\": []}").unwrap_err();
    assert!(matches!(e, Unwritten::File(_)), "{e:?}");
    let e = e.to_string();
    assert!(e.contains("tables.json") && e.contains("symbolic link"), "{e}");
    assert_eq!(std::fs::read_to_string(&theirs).unwrap(), "mine");
    // A hard link: the list is written under its own name; the other keeps its bytes.
    std::fs::remove_file(&list).unwrap();
    std::fs::hard_link(&theirs, &list).unwrap();
    write(dir.path(), "{\"tables\": []}").unwrap();
    assert_eq!(std::fs::read_to_string(&list).unwrap(), "{\"tables\": []}");
    assert_eq!(std::fs::read_to_string(&theirs).unwrap(), "mine");
}
