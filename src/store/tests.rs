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
            // After the first save, a line holds the hand, not the session.
            if before > 0 {
                assert!(slot.written - before < 2_000, "{} bytes at hand {h}", slot.written - before);
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
    let e = data.open(&id).unwrap_err();
    assert!(e.contains(&format!("{}: line 2: \"from\" is 99", journal.display())), "{e}");
    // Listed, not offered.
    let l = data.list();
    assert!(l[0].what.is_err() && !l[0].open(), "{l:?}");
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
fn a_live_games_file_is_known_through_any_link() {
    let dir = tempfile::tempdir().unwrap();
    let data = Data::at(dir.path().to_path_buf()).unwrap();
    let mut slot = data.create().unwrap();
    slot.save(&record(1, 2)).unwrap();
    let [rec, _] = slot.files();
    let hard = dir.path().join("hard.json");
    fs::hard_link(&rec, &hard).unwrap();
    let soft = dir.path().join("soft.json");
    std::os::unix::fs::symlink(&rec, &soft).unwrap();
    for p in [&rec, &hard, &soft] {
        assert_eq!(data.live(p), Some(Some(std::process::id())), "{}", p.display());
    }
    // Once the record is written anew, the hard link holds nothing of the game.
    slot.compact(&record(1, 3)).unwrap();
    assert_eq!(fs::read(&hard).unwrap().len(), 0);
    drop(slot);
    assert_eq!(data.live(&hard), None);
}

#[test]
fn a_file_where_a_directory_belongs_is_named() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    fs::write(dir.path().join("sessions"), "").expect("write");
    let e = Data::at(dir.path().to_path_buf()).expect_err("refused");
    let sessions = dir.path().join("sessions").display().to_string();
    assert!(e.starts_with(&format!("cannot create {sessions}: ")), "{e}");
}
