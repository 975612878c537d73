use super::*;

/// A record text as our writers lay it out: `hands` hands, the ones before the last
/// of 30 actions, the last of `acts`.
fn record(hands: usize, acts: usize) -> String {
    let hand = |k: usize| {
        let acts = if k + 1 < hands { 30 } else { acts };
        let a: Vec<String> =
            (0..acts).map(|i| format!("        {{\"seat\":{},\"act\":\"play\",\"n\":{k}}}", i % 4)).collect();
        let actions = if a.is_empty() { "[]".to_string() } else { format!("[\n{}\n      ]", a.join(",\n")) };
        format!("    {{\n      \"on_set\": {k},\n      \"actions\": {actions}\n    }}")
    };
    let hs: Vec<String> = (0..hands).map(hand).collect();
    format!(
        "{{\n  \"format\": \"nos-record\",\n  \"players\": [\"Ann\",\"Bas\",\"Cor\"],\n  \"seed\": 7,\n  \"hands\": [\n{}\n  ]\n}}\n",
        hs.join(",\n")
    )
}

fn same(a: &str, b: &str) {
    let a: serde_json::Value = serde_json::from_str(a).unwrap();
    let b: serde_json::Value = serde_json::from_str(b).unwrap();
    assert_eq!(a, b);
}

#[test]
fn saves_are_journal_lines_of_the_hand_and_read_back_whole() {
    let dir = tempfile::tempdir().unwrap();
    let data = Data::at(dir.path().to_path_buf()).unwrap();
    let mut slot = data.create().unwrap();
    let mut last = String::new();
    for h in 1..=3 {
        for a in 0..20 {
            last = record(h, a);
            let before = slot.written;
            slot.save(&last).unwrap();
            assert_eq!(slot.held(), slot::Held { hands: h, actions: a });
            // After the first save, a line holds what changed: the action, or the end
            // of the hand and the next one begun.
            // (The helper's record gives the hand before its last 30 actions.)
            if before > 0 {
                let most = if a == 0 { 1_000 } else { 150 };
                assert!(slot.written - before < most, "{} bytes at hand {h}", slot.written - before);
            }
        }
    }
    let id = slot.id.clone();
    drop(slot);
    let (_, loaded) = data.open(&id).unwrap();
    same(&loaded.text, &last);
    assert!(!loaded.torn);
}

#[test]
fn a_change_above_the_hands_is_a_line_of_what_changed_too() {
    let dir = tempfile::tempdir().unwrap();
    let data = Data::at(dir.path().to_path_buf()).unwrap();
    let mut slot = data.create().unwrap();
    let with = |acts: usize, declines: usize| {
        let r = record(2, acts);
        if declines == 0 {
            r
        } else {
            r.replacen("\"seed\": 7", &format!("\"seed\": 7,\n  \"declines\": {declines}"), 1)
        }
    };
    slot.save(&with(0, 0)).unwrap();
    let mut last = String::new();
    for a in 1..12 {
        for d in [1, 2, 0] {
            last = with(a, d);
            let before = slot.written;
            slot.save(&last).unwrap();
            assert!(slot.written - before < 200, "{} bytes", slot.written - before);
        }
    }
    let id = slot.id.clone();
    drop(slot);
    assert_eq!(data.open(&id).unwrap().1.text, last);
}

#[test]
fn a_torn_last_journal_line_is_left_out_and_cut_off() {
    let dir = tempfile::tempdir().unwrap();
    let data = Data::at(dir.path().to_path_buf()).unwrap();
    let mut slot = data.create().unwrap();
    slot.save(&record(1, 0)).unwrap();
    slot.save(&record(1, 1)).unwrap();
    let [_, journal] = slot.files();
    let id = slot.id.clone();
    drop(slot);
    // A kill in the middle of a write: half a line.
    let mut j = fs::read(&journal).unwrap();
    let whole = j.len();
    j.extend_from_slice(b"{\"from\":0,\"head\":{\"form");
    fs::write(&journal, &j).unwrap();
    let (mut slot, loaded) = data.open(&id).unwrap();
    assert!(loaded.torn);
    same(&loaded.text, &record(1, 1));
    assert_eq!(fs::metadata(&journal).unwrap().len() as usize, whole);
    slot.save(&record(1, 2)).unwrap();
    drop(slot);
    same(&data.open(&id).unwrap().1.text, &record(1, 2));
}

#[test]
fn a_hostile_journal_is_named_with_its_file_and_line() {
    let dir = tempfile::tempdir().unwrap();
    let data = Data::at(dir.path().to_path_buf()).unwrap();
    let mut slot = data.create().unwrap();
    slot.save(&record(1, 0)).unwrap();
    slot.save(&record(1, 1)).unwrap();
    let [_, journal] = slot.files();
    let id = slot.id.clone();
    drop(slot);
    let mut j = fs::read(&journal).unwrap();
    j.extend_from_slice(b"{\"from\":99,\"head\":{},\"hands\":[]}\n");
    fs::write(&journal, &j).unwrap();
    let f = data.open(&id).unwrap_err();
    // A file that does not read: the journal, its line, and why.
    assert!(matches!(&f, Fault::Line { path, line: 2, why: fault::Line::NotALine(_) } if *path == journal), "{f:?}");
    assert_eq!(f.unread(), Some(journal.as_path()));
    assert!(!f.full() && !f.busy());
    let e = f.to_string();
    assert!(e.contains(&format!("{}: line 2: not a journal line", journal.display())), "{e}");
    // Listed, not offered.
    let l = data.list();
    assert!(l[0].what.is_err() && !l[0].open(), "{l:?}");
}

/// A slot saved `n` times in hand 1 (after the first save, one line each), and its
/// journal's lines.
fn journalled(data: &Data, n: usize) -> (String, PathBuf, Vec<String>) {
    journalled_at(data, 1, n)
}

/// A slot saved `n` times in hand `h`, and its journal's lines.
fn journalled_at(data: &Data, h: usize, n: usize) -> (String, PathBuf, Vec<String>) {
    let mut slot = data.create().unwrap();
    for a in 0..n {
        slot.save(&record(h, a)).unwrap();
    }
    let [_, journal] = slot.files();
    let id = slot.id.clone();
    drop(slot);
    let lines = fs::read_to_string(&journal).unwrap_or_default().lines().map(|l| format!("{l}\n")).collect();
    (id, journal, lines)
}

#[test]
fn journal_lines_out_of_their_place_or_of_another_game_are_refused_with_the_journal_and_line() {
    let dir = tempfile::tempdir().unwrap();
    let data = Data::at(dir.path().to_path_buf()).unwrap();
    // Another game's journal, whose lines are appended to this one's.
    let (_, _, others) = journalled_at(&data, 2, 4);
    let (id, journal, lines) = journalled(&data, 4);
    assert_eq!(lines.len(), 3);
    let (a, b, c) = (&lines[0], &lines[1], &lines[2]);
    let cases = [
        ("two lines swapped", format!("{a}{c}{b}"), "line 2: it is line 3 of its journal, not line 2"),
        ("an old line appended again", format!("{a}{b}{c}{b}"), "line 4: it is line 2 of its journal, not line 4"),
        ("the journal reversed", format!("{c}{b}{a}"), "line 1: it is line 3 of its journal, not line 1"),
        ("a line of another game", format!("{a}{b}{c}{}", others[0]), "line 4: it belongs to another record"),
    ];
    for (what, text, said) in cases {
        fs::write(&journal, &text).unwrap();
        let e = data.open(&id).unwrap_err();
        assert!(matches!(&e, Fault::Line { .. }) && e.unread() == Some(journal.as_path()), "{what}: {e:?}");
        let e = e.to_string();
        assert!(e.starts_with(&format!("{}: {said}", journal.display())), "{what}: {e}");
        let listed = data.list().into_iter().find(|l| l.id == id).unwrap();
        assert!(listed.what.as_ref().is_err_and(|w| w.to_string().contains(said)), "{what}: {listed:?}");
    }
    // In their place, they read.
    fs::write(&journal, format!("{a}{b}{c}")).unwrap();
    same(&data.open(&id).unwrap().1.text, &record(1, 3));
}

#[test]
fn an_earlier_versions_journal_opens_as_it_did_and_the_next_save_writes_the_record_anew() {
    let dir = tempfile::tempdir().unwrap();
    let data = Data::at(dir.path().to_path_buf()).unwrap();
    let slot = data.create().unwrap();
    let (id, sd) = (slot.id.clone(), slot.dir.clone());
    drop(slot);
    // As an earlier version wrote them: the record, and lines of whole hands.
    fs::write(sd.join("record.1.json"), record(1, 0)).unwrap();
    let hand = |acts: usize| {
        let r: serde_json::Value = serde_json::from_str(&record(1, acts)).unwrap();
        r["hands"][0].to_string()
    };
    let head = r#"{"format": "nos-record","players": ["Ann","Bas","Cor"],"seed": 7}"#;
    let older = format!(
        "{{\"from\":0,\"head\":{head},\"hands\":[{}]}}\n{{\"from\":0,\"head\":{head},\"hands\":[{}]}}\n",
        hand(1),
        hand(2)
    );
    fs::write(sd.join("journal.1"), older).unwrap();
    let (mut slot, loaded) = data.open(&id).unwrap();
    same(&loaded.text, &record(1, 2));
    assert_eq!(loaded.held, slot::Held { hands: 1, actions: 2 });
    slot.save(&record(1, 3)).unwrap();
    assert!(sd.join("record.2.json").exists() && !sd.join("journal.1").exists());
    slot.save(&record(1, 4)).unwrap();
    drop(slot);
    same(&data.open(&id).unwrap().1.text, &record(1, 4));
}

#[test]
fn the_journal_is_compacted_into_the_record_as_it_grows() {
    let dir = tempfile::tempdir().unwrap();
    let data = Data::at(dir.path().to_path_buf()).unwrap();
    let mut slot = data.create().unwrap();
    for h in 1..=40 {
        for a in 0..30 {
            slot.save(&record(h, a)).unwrap();
        }
    }
    let [rec, journal] = slot.files();
    let (r, j) = (fs::metadata(&rec).unwrap().len(), fs::metadata(&journal).map_or(0, |m| m.len()));
    assert!(j <= r.max(64 << 10), "journal {j} bytes, record {r}");
    // One record, one journal: the older generations are gone.
    assert!(fs::read_dir(&slot.dir).unwrap().count() <= 3);
}

#[test]
fn a_kill_between_the_record_and_the_journal_reads_the_newer_record() {
    let dir = tempfile::tempdir().unwrap();
    let data = Data::at(dir.path().to_path_buf()).unwrap();
    let mut slot = data.create().unwrap();
    slot.save(&record(1, 3)).unwrap();
    slot.save(&record(1, 4)).unwrap();
    let [old_rec, old_journal] = slot.files();
    let (r, j) = (fs::read(&old_rec).unwrap(), fs::read(&old_journal).unwrap());
    slot.compact(&record(2, 0)).unwrap();
    // As if killed before the older files went.
    fs::write(&old_rec, r).unwrap();
    fs::write(&old_journal, j).unwrap();
    let id = slot.id.clone();
    drop(slot);
    same(&data.open(&id).unwrap().1.text, &record(2, 0));
    assert!(!old_rec.exists() && !old_journal.exists());
}

#[test]
fn a_finished_game_is_never_offered_again() {
    let dir = tempfile::tempdir().unwrap();
    let data = Data::at(dir.path().to_path_buf()).unwrap();
    let mut slot = data.create().unwrap();
    slot.save(&record(1, 2)).unwrap();
    assert_eq!(data.list().len(), 1);
    let path = data.finish(&mut slot, "seed7", &record(1, 3)).unwrap();
    assert!(path.starts_with(dir.path().join("sessions")), "{}", path.display());
    same(&fs::read_to_string(&path).unwrap(), &record(1, 3));
    drop(slot);
    assert!(data.list().is_empty());
    assert_eq!(fs::read_dir(dir.path().join("games")).unwrap().count(), 0);
}

#[test]
fn a_finished_game_whose_slot_cannot_be_renamed_is_not_offered_again_and_its_record_is_kept() {
    let dir = tempfile::tempdir().unwrap();
    let data = Data::at(dir.path().to_path_buf()).unwrap();
    let mut slot = data.create().unwrap();
    slot.save(&record(1, 2)).unwrap();
    // Something in the way of renaming it (it holds even for root): a directory, not
    // empty, under the name it would take.
    let games = dir.path().join("games");
    let way = games.join(format!(".{}.finished.{}", slot.id, std::process::id()));
    fs::create_dir_all(way.join("x")).unwrap();
    let path = data.finish(&mut slot, "seed7", &record(1, 3)).unwrap();
    assert_eq!(path, games.join("1").join(slot::FINISHED));
    assert!(data.list().is_empty(), "offered again: {:?}", data.list());
    drop(slot);
    fs::remove_dir_all(&way).unwrap();
    // The next opening finishes the job: the record among the sessions, the slot gone.
    let data = Data::at(dir.path().to_path_buf()).unwrap();
    assert!(data.list().is_empty());
    let kept: Vec<_> = fs::read_dir(dir.path().join("sessions")).unwrap().flatten().map(|e| e.path()).collect();
    assert_eq!(kept.len(), 1);
    same(&fs::read_to_string(&kept[0]).unwrap(), &record(1, 3));
    assert_eq!(fs::read_dir(&games).unwrap().count(), 0);
}

#[test]
fn a_kill_after_the_record_is_marked_finished_keeps_it_and_offers_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let data = Data::at(dir.path().to_path_buf()).unwrap();
    let mut slot = data.create().unwrap();
    slot.save(&record(1, 2)).unwrap();
    // As if killed right after the first step of the ending.
    fs::write(slot.dir.join(slot::FINISHED), record(1, 3)).unwrap();
    assert!(data.list().is_empty());
    drop(slot);
    let data = Data::at(dir.path().to_path_buf()).unwrap();
    assert!(data.list().is_empty());
    assert_eq!(fs::read_dir(dir.path().join("sessions")).unwrap().count(), 1);
    assert_eq!(fs::read_dir(dir.path().join("games")).unwrap().count(), 0);
}

#[test]
fn an_older_layout_moves_into_slots_and_an_unfinished_set_aside_comes_back() {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir_all(dir.path().join("sessions")).unwrap();
    fs::write(dir.path().join("current.json"), record(2, 3)).unwrap();
    fs::write(dir.path().join("sessions/nos-1700000000-unfinished.json"), record(1, 1)).unwrap();
    fs::write(dir.path().join("sessions/nos-1700000000-seed7.json"), record(3, 0)).unwrap();
    let data = Data::at(dir.path().to_path_buf()).unwrap();
    let l = data.list();
    assert_eq!(l.len(), 2, "{l:?}");
    assert!(l.iter().all(Listed::open));
    assert!(!dir.path().join("current.json").exists());
    assert_eq!(fs::read_dir(dir.path().join("sessions")).unwrap().count(), 1);
}

#[test]
fn temporary_files_of_a_dead_program_go_and_a_live_ones_stay() {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir_all(dir.path().join("sessions")).unwrap();
    let dead = "sessions/.nos-1-seed1.json.2147483646-1.tmp";
    let live = format!("sessions/.nos-1-seed1.json.{}-1.tmp", std::process::id());
    fs::write(dir.path().join(dead), "half").unwrap();
    fs::write(dir.path().join(&live), "half").unwrap();
    Data::at(dir.path().to_path_buf()).unwrap();
    assert!(!dir.path().join(dead).exists());
    assert!(dir.path().join(&live).exists());
}

#[cfg(unix)]
#[test]
fn a_live_games_files_are_known_through_any_link_and_under_any_name() {
    let dir = tempfile::tempdir().unwrap();
    let data = Data::at(dir.path().to_path_buf()).unwrap();
    let mut slot = data.create().unwrap();
    slot.save(&record(1, 2)).unwrap();
    slot.save(&record(1, 3)).unwrap();
    let [rec, journal] = slot.files();
    let elsewhere = tempfile::tempdir().unwrap();
    let hard = elsewhere.path().join("hard.json");
    fs::hard_link(&rec, &hard).unwrap();
    let soft = elsewhere.path().join("soft.json");
    std::os::unix::fs::symlink(&rec, &soft).unwrap();
    let live = |p: &Path| crate::files::live(&fs::File::open(p).unwrap());
    for p in [&rec, &journal, &hard, &soft] {
        assert!(live(p), "{}", p.display());
    }
    // Once the record is written anew, the hard link keeps what it held (it is
    // not the program's to empty), and stays known while the game is played.
    let held = fs::read(&hard).unwrap();
    slot.compact(&record(1, 4)).unwrap();
    assert_eq!(fs::read(&hard).unwrap(), held);
    assert!(live(&hard) && live(&slot.files()[0]));
    drop(slot);
    assert!(!live(&hard));
}

#[cfg(unix)]
#[test]
fn a_slots_files_linked_to_a_users_files_are_neither_followed_nor_cut() {
    let dir = tempfile::tempdir().unwrap();
    let data = Data::at(dir.path().to_path_buf()).unwrap();
    let user = tempfile::tempdir().unwrap();
    let thesis = user.path().join("thesis.txt");
    let mine = "my own words, no newline at the end";
    // A journal linked to the user's file: it would have been cut to nothing on opening.
    let (id, journal, _) = journalled(&data, 3);
    fs::write(&thesis, mine).unwrap();
    fs::remove_file(&journal).unwrap();
    std::os::unix::fs::symlink(&thesis, &journal).unwrap();
    let e = data.open(&id).unwrap_err();
    assert!(matches!(&e, Fault::Read { path, .. } if *path == journal), "{e:?}");
    assert!(e.to_string().contains(&format!("{}: cannot read: it is a symbolic link", journal.display())), "{e}");
    assert_eq!(fs::read_to_string(&thesis).unwrap(), mine);
    // A record linked to one of the user's records: refused by name, untouched.
    let (id, _, _) = journalled(&data, 1);
    let sd = dir.path().join("games").join(&id);
    let theirs = user.path().join("theirs.json");
    fs::write(&theirs, record(2, 5)).unwrap();
    fs::remove_file(sd.join("record.1.json")).unwrap();
    std::os::unix::fs::symlink(&theirs, sd.join("record.1.json")).unwrap();
    let e = data.open(&id).unwrap_err();
    assert!(e.to_string().contains("record.1.json: cannot read: it is a symbolic link"), "{e}");
    assert_eq!(fs::read_to_string(&theirs).unwrap(), record(2, 5));
    // Hard links to the user's files: the game goes on in files of its own, and
    // the user's keep every byte, the first compaction included.
    let (id, journal, lines) = journalled(&data, 3);
    let sd = dir.path().join("games").join(&id);
    let [rec_copy, journal_copy] = [user.path().join("rec.json"), user.path().join("journal")];
    fs::hard_link(sd.join("record.1.json"), &rec_copy).unwrap();
    fs::hard_link(&journal, &journal_copy).unwrap();
    let (rec_bytes, journal_bytes) = (fs::read(&rec_copy).unwrap(), fs::read(&journal_copy).unwrap());
    assert_eq!(journal_bytes, lines.concat().into_bytes());
    let (mut slot, loaded) = data.open(&id).unwrap();
    same(&loaded.text, &record(1, 2));
    for a in 3..40 {
        slot.save(&record(1, a)).unwrap();
    }
    slot.compact(&record(2, 0)).unwrap();
    drop(slot);
    assert_eq!(fs::read(&rec_copy).unwrap(), rec_bytes);
    assert_eq!(fs::read(&journal_copy).unwrap(), journal_bytes);
    same(&data.open(&id).unwrap().1.text, &record(2, 0));
}

#[cfg(unix)]
#[test]
fn an_older_layouts_save_that_is_a_link_is_not_moved_into_a_slot() {
    let dir = tempfile::tempdir().unwrap();
    let user = tempfile::tempdir().unwrap();
    let theirs = user.path().join("theirs.json");
    fs::write(&theirs, record(2, 3)).unwrap();
    std::os::unix::fs::symlink(&theirs, dir.path().join("current.json")).unwrap();
    let data = Data::at(dir.path().to_path_buf()).unwrap();
    assert!(data.list().is_empty());
    assert!(fs::symlink_metadata(dir.path().join("current.json")).unwrap().file_type().is_symlink());
    assert_eq!(fs::read_to_string(&theirs).unwrap(), record(2, 3));
}

#[test]
fn a_slot_whose_record_is_missing_is_listed_as_such_and_never_removed() {
    let dir = tempfile::tempdir().unwrap();
    let data = Data::at(dir.path().to_path_buf()).unwrap();
    let (id, journal, lines) = journalled(&data, 3);
    let sd = dir.path().join("games").join(&id);
    fs::remove_file(sd.join("record.1.json")).unwrap();
    // Made long ago, as a slot the sweep would take for one never saved in.
    let old = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
    fs::File::open(&sd).unwrap().set_modified(old).unwrap();
    let data = Data::at(dir.path().to_path_buf()).unwrap();
    let l = data.list();
    assert_eq!(l.len(), 1, "{l:?}");
    let e = l[0].what.as_ref().unwrap_err();
    assert!(matches!(e, Fault::NoRecord { .. }), "{e:?}");
    assert!(e.to_string().contains("journal.1: its record (record.1.json) is missing") && !l[0].open(), "{e}");
    assert!(data.open(&id).unwrap_err().to_string().contains("is missing"));
    assert_eq!(fs::read_to_string(&journal).unwrap(), lines.concat());
}

#[test]
fn a_slot_whose_record_is_missing_with_no_journal_is_listed_as_such_and_never_removed() {
    let dir = tempfile::tempdir().unwrap();
    let data = Data::at(dir.path().to_path_buf()).unwrap();
    // Saved once (no journal yet), a meta file of an older version beside it.
    let mut slot = data.create().unwrap();
    slot.save(&record(2, 3)).unwrap();
    let id = slot.id.clone();
    drop(slot);
    let sd = dir.path().join("games").join(&id);
    fs::write(sd.join("meta.json"), "{\"seed\": 7}").unwrap();
    fs::remove_file(sd.join("record.1.json")).unwrap();
    // Made long ago: before, it was taken for a slot never saved in, hidden from the
    // list and removed with what it held.
    let old = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
    fs::File::open(&sd).unwrap().set_modified(old).unwrap();
    let data = Data::at(dir.path().to_path_buf()).unwrap();
    let l = data.list();
    assert_eq!(l.len(), 1, "{l:?}");
    let e = l[0].what.as_ref().unwrap_err();
    assert!(matches!(e, Fault::NoRecordBeside { other, .. } if other == "meta.json"), "{e:?}");
    let e = e.to_string();
    assert!(e.contains("its record (record.N.json) is missing beside meta.json"), "{e}");
    assert!(e.contains("nothing of it is removed"), "{e}");
    assert!(data.open(&id).unwrap_err().to_string().contains("is missing"));
    assert_eq!(fs::read_to_string(sd.join("meta.json")).unwrap(), "{\"seed\": 7}");
    // A slot never saved in (its lock alone) still goes.
    let slot = data.create().unwrap();
    let empty = slot.dir.clone();
    drop(slot);
    fs::File::open(&empty).unwrap().set_modified(old).unwrap();
    Data::at(dir.path().to_path_buf()).unwrap();
    assert!(!empty.exists() && sd.exists());
}

#[test]
fn a_file_where_a_directory_belongs_is_named() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    fs::write(dir.path().join("sessions"), "").expect("write");
    let e = Data::at(dir.path().to_path_buf()).expect_err("refused");
    assert!(matches!(&e, Fault::Create { path, .. } if *path == dir.path().join("sessions")), "{e:?}");
    let e = e.to_string();
    let sessions = dir.path().join("sessions").display().to_string();
    assert!(e.starts_with(&format!("cannot create {sessions}: ")), "{e}");
}

#[cfg(unix)]
#[test]
fn a_directory_the_program_may_not_write_in_is_told_apart_from_a_full_disk() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().expect("a temporary directory");
    let data = Data::at(dir.path().to_path_buf()).expect("the store");
    let games = dir.path().join("games");
    fs::set_permissions(&games, fs::Permissions::from_mode(0o500)).expect("read only");
    let made = data.create();
    fs::set_permissions(&games, fs::Permissions::from_mode(0o700)).expect("writable again");
    // Root may write anywhere: there the system's refusal is the one it gives others.
    let e = match made {
        Err(e) => e,
        Ok(_) => Fault::create(&games.join("1"), std::io::Error::from_raw_os_error(libc::EACCES)),
    };
    assert!(e.denied() && !e.full() && !e.busy() && e.unread().is_none(), "{e:?}");
    assert!(e.to_string().starts_with(&format!("cannot create {}: ", games.join("1").display())), "{e}");
}
