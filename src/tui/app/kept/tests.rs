use super::*;
use crate::core::Level;
use crate::games::nos::Action;
use crate::record::played::Game;
use crate::tui::table::seat::Kind;
use crate::tui::table::sitting::Unread;
use std::fs;
use std::io::Write;

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

/// The Nos game read back.
fn resume_nos(store: &Store, id: &str) -> Game {
    let sit = store.resume(id).expect("resumes");
    let nos = (&*sit as &dyn std::any::Any).downcast_ref::<crate::tui::nos::sit::NosSitting>();
    nos.expect("a Nos game").game().clone()
}

#[test]
fn the_save_holds_the_seed_the_seats_and_the_declines() {
    let (dir, store) = store();
    let g = game(77);
    store.save(&g).unwrap();
    let id = store.id().unwrap();
    drop(store);
    let store = Store::at(dir.path().to_path_buf()).unwrap();
    let back = resume_nos(&store, &id);
    assert_eq!((back.seed, back.kinds.clone()), (g.seed, g.kinds.clone()));
    assert_eq!(back.session.logs(), g.session.logs());
}

#[test]
fn declines_after_the_last_action_are_kept_and_not_asked_again() {
    let (dir, store) = store();
    // Play until some seat declines (to declare, say), saving after each action.
    let mut g = Game::new(names(4), vec![Kind::Human; 4], 3);
    let mut found = false;
    for _ in 0..200 {
        let legal = g.hand().legal();
        let Some(&a) = legal.iter().find(|a| **a == Action::Decline).or(legal.first()) else { break };
        g.apply(a).unwrap();
        store.save(&g).unwrap();
        if a == Action::Decline {
            found = true;
            break;
        }
    }
    assert!(found, "no decline in the hand");
    let id = store.id().unwrap();
    drop(store);
    let store = Store::at(dir.path().to_path_buf()).unwrap();
    let back = resume_nos(&store, &id);
    assert_eq!(back.hand().to_act(), g.hand().to_act());
    assert_eq!(back.session.logs(), g.session.logs());
}

/// An older version's data directory: `current.json` with no fields of ours, the meta beside it.
fn old_save(dir: &Path, g: &Game, meta: Option<&str>) {
    let rec = crate::record::Record::from_session(&g.names, &g.session);
    fs::write(dir.join("current.json"), rec.to_text()).unwrap();
    if let Some(m) = meta {
        fs::write(dir.join("current.meta.json"), m).unwrap();
    }
}

#[test]
fn an_older_save_with_its_meta_file_resumes_with_its_seats_and_seed() {
    let dir = tempfile::tempdir().unwrap();
    let g = game(5);
    let recorded = g.session.logs()[0].actions.len();
    let meta = format!(
        r#"{{"seed":5,"kinds":["human","computer-strong","human","computer-easy"],"declines":[0,{recorded},0]}}"#
    );
    old_save(dir.path(), &g, Some(&meta));
    let store = Store::at(dir.path().to_path_buf()).unwrap();
    assert!(!dir.path().join("current.json").exists());
    let list = store.list();
    assert_eq!(list.len(), 1);
    assert!(list[0].what.as_ref().unwrap().starts_with("Nos: Ann, Bas, Cor, Dirk; hand 1"), "{list:?}");
    let back = resume_nos(&store, &list[0].id);
    assert_eq!(back.seed, 5);
    assert_eq!(back.kinds, g.kinds);
    // Saved on: the seeds and seats are in the record now.
    store.save(&back).unwrap();
    drop(store);
    let store = Store::at(dir.path().to_path_buf()).unwrap();
    assert_eq!(resume_nos(&store, &list[0].id).kinds, g.kinds);
}

#[test]
fn a_missing_or_garbled_piece_is_an_error_said_plainly() {
    use crate::tui::table::sitting::Fault;
    let g = game(5);
    let try_old = |meta: Option<&str>, text: Option<String>| {
        let dir = tempfile::tempdir().unwrap();
        old_save(dir.path(), &g, meta);
        if let Some(t) = text {
            fs::write(dir.path().join("current.json"), t).unwrap();
        }
        let store = Store::at(dir.path().to_path_buf()).unwrap();
        let id = store.list()[0].id.clone();
        match store.resume(&id).err().expect("refused") {
            Unkept::Unread(u) => (u.to_string(), u),
            e => panic!("not the game's own reading: {e}"),
        }
    };
    let file = |u: &Unread| u.file.file_name().unwrap().to_string_lossy().into_owned();
    let (e, u) = try_old(None, None);
    assert!(e.contains("says neither who plays each seat nor the seed"), "{e}");
    assert!(matches!(u.fault, Fault::NoMeta) && file(&u).starts_with("record."), "{u:?}");
    let (e, u) = try_old(Some("{\"seed\": 5, \"kinds\": [\"human\"]"), None);
    assert!(e.contains("meta.json: EOF"), "{e}");
    assert!(matches!(&u.fault, Fault::MetaJson(j) if j.line() == 1) && file(&u) == "meta.json", "{u:?}");
    let (e, u) = try_old(Some(r#"{"seed": 5, "kinds": ["human", "human", "human"]}"#), None);
    assert!(e.contains("names 3 seats, but the game has 4 players"), "{e}");
    assert!(matches!(u.fault, Fault::MetaSeats { named: 3, players: 4 }), "{u:?}");
    let text =
        g.record().to_text().replace("  \"seats\": [\"human\",\"computer-strong\",\"human\",\"computer-easy\"],\n", "");
    let (e, u) = try_old(None, Some(text));
    assert!(e.contains("gives the seed but not \"seats\""), "{e}");
    assert!(matches!(u.fault, Fault::Half { seed: true }), "{u:?}");
    let (e, u) = try_old(None, Some(g.record().to_text().replace("\"computer-easy\"", "\"robot\"")));
    assert!(e.contains("seats[3]"), "{e}");
    // Which line and which field of the record.
    assert!(matches!(&u.fault, Fault::Format(f) if f.path.contains("seats")), "{u:?}");
}

#[test]
fn two_games_are_kept_side_by_side_and_each_is_played_by_one_program() {
    let (dir, first) = store();
    first.save(&game(1)).unwrap();
    // A second program starts a second game in the same directory.
    let second = Store::at(dir.path().to_path_buf()).unwrap();
    second.save(&game(2)).unwrap();
    assert_ne!(first.id(), second.id());
    let list = second.list();
    assert_eq!(list.len(), 2);
    assert!(list.iter().all(|l| l.busy == Some(Some(std::process::id()))), "{list:?}");
    // The first game is not opened twice.
    let third = Store::at(dir.path().to_path_buf()).unwrap();
    let e = third.resume(&first.id().unwrap()).err().unwrap();
    // A second copy: told apart from a full disk or a file that does not read.
    assert!(matches!(&e, Unkept::Slot(f) if f.busy() && !f.full() && f.unread().is_none()), "{e:?}");
    let e = e.to_string();
    assert!(e.contains(&format!("open in another nos (process {})", std::process::id())), "{e}");
    drop(first);
    resume_nos(&third, &list[0].id);
}

#[test]
fn a_new_game_leaves_the_unfinished_one_resumable() {
    let (dir, store) = store();
    store.save(&game(1)).unwrap();
    drop(store);
    let store = Store::at(dir.path().to_path_buf()).unwrap();
    store.save(&game(9)).unwrap();
    assert_eq!(store.list().len(), 2);
    assert_eq!(fs::read_dir(dir.path().join("sessions")).unwrap().count(), 0);
}

#[test]
fn a_full_disk_stops_the_save_and_every_word_about_what_is_kept_is_true() {
    let (dir, store) = store();
    let mut g = game(4);
    store.save(&g).unwrap();
    let held = store.held().unwrap();
    // The disk fills: the next save fails and the slot holds what it held.
    let room = crate::store::disk::Room::bounded(0);
    let mut store = store;
    store.set_room(room.clone());
    let a = g.hand().legal()[0];
    g.apply(a).unwrap();
    let e = store.save(&g).unwrap_err();
    assert!(e.full() && !e.busy() && e.unread().is_none(), "{e:?}");
    assert!(e.to_string().contains("No space left on device"), "{e}");
    assert_eq!(store.held(), Some(held));
    let words = store.leaving().unwrap();
    assert!(words.contains(&format!("holds {}", held.words())), "{words}");
    // What the files hold is what the words say.
    let id = store.id().unwrap();
    let other = Store::at(dir.path().to_path_buf()).unwrap();
    let listed = other.list();
    assert!(listed[0].what.as_ref().unwrap().contains(&format!("hand {}", held.hands)), "{listed:?}");
    // Room again: the retry writes the game, and it reads back whole.
    room.add(1 << 20);
    store.retry().unwrap();
    assert!(store.failed().is_none());
    drop(store);
    assert_eq!(resume_nos(&other, &id).session.logs(), g.session.logs());
}

#[test]
fn a_journal_line_the_rules_refuse_is_named_by_its_journal_not_the_record() {
    let (dir, store) = store();
    let kinds = vec![Kind::Computer(Level::Easy); 2];
    let opener = crate::tui::openers::opener("sniff").unwrap();
    let mut sit = opener.start("sniff", names(2), kinds, 4, &Default::default()).unwrap();
    store.save_text(&sit.record()).unwrap();
    for _ in 0..4 {
        let i = sit.computer().unwrap();
        sit.apply(&i).unwrap();
        store.save_text(&sit.record()).unwrap();
    }
    let id = store.id().unwrap();
    drop(store);
    let slot = dir.path().join("games").join(&id);
    let journal = fs::read_dir(&slot)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .find(|p| p.file_name().unwrap().to_string_lossy().starts_with("journal."))
        .unwrap();
    // The last line's action given to the other seat: the line reads, in its place,
    // of its record; the rules refuse what it gives.
    let text = fs::read_to_string(&journal).unwrap();
    let mut lines: Vec<serde_json::Value> = text.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let add = lines.last().unwrap()["add"].as_str().unwrap().to_string();
    let at = add.rfind("\"seat\":").unwrap() + 7;
    let seat = add[at..].trim_start().chars().next().unwrap();
    let other = if seat == '0' { '1' } else { '0' };
    let forged = format!("{}{}{}", &add[..at], add[at..].replacen(seat, &other.to_string(), 1), "");
    *lines.last_mut().unwrap().get_mut("add").unwrap() = forged.into();
    let text: String = lines.iter().map(|l| format!("{l}\n")).collect();
    fs::write(&journal, text).unwrap();
    let store = Store::at(dir.path().to_path_buf()).unwrap();
    let e = store.resume_at_table(&id).err().expect("refused");
    assert!(matches!(&e, Unkept::Journal { why, .. } if matches!(**why, Unkept::Record { .. })), "{e:?}");
    let e = e.to_string();
    let named = format!("{}: the game its lines give does not read: ", journal.display());
    assert!(e.starts_with(&named), "{e}");
    assert!(!e.contains("record."), "{e}");
}

/// The text a record of ours has when written whole in one go, from its parsed form:
/// what a game that writes its earlier hands once must still give.
fn written_whole(text: &str) -> String {
    if crate::record::trains::read::kind_of(&crate::tui::table::sitting::peek(text.as_bytes()).1.unwrap()).is_some() {
        let j: crate::record::trains::json::RecordJson = serde_json::from_str(text).unwrap();
        return serde_json::to_string_pretty(&j).unwrap() + "\n";
    }
    crate::record::parlour::parse(text.as_bytes()).unwrap().to_text()
}

/// Plays `game` for `n` players (computer seats) until `steps` actions and deals are
/// taken or the match is one action from its end, saving after each as the table does; then "kills" the
/// program (the store dropped with nothing more written, and half a line after the
/// last). Returns the bytes written per save, the record's size, and the hands.
fn killed_mid_game(game: &str, n: usize, steps: usize) -> (u64, usize, usize) {
    let (dir, store) = store();
    let opener = crate::tui::openers::opener(game).unwrap();
    let kinds = vec![Kind::Computer(Level::Easy); n];
    let mut sit = opener.start(game, names(4)[..n].to_vec(), kinds, 9, &Default::default()).unwrap();
    store.save_sit(&*sit).unwrap();
    let before = store.written();
    let mut saves = 0;
    while saves < steps {
        let mut next = sit.boxed();
        if next.hand_over() {
            next.next_hand();
        } else {
            let a = next.computer().unwrap();
            next.apply(&a).unwrap();
        }
        // Killed before the match ends (a match over is kept among the sessions).
        if next.match_over() {
            break;
        }
        sit = next;
        store.save_sit(&*sit).unwrap();
        saves += 1;
        // Every save is the game as the table writes it, and as a record written whole.
        if saves % 37 == 0 || sit.hand_over() {
            let text = sit.record();
            assert_eq!(written_whole(&text), text, "{game}, save {saves}");
            // The store is handed the record from the hand in play on: the same
            // fields, and that hand alone, whichever hand of the match it is.
            let n = sit.record_hands().unwrap_or_else(|| panic!("{game}: its record is not saved hand by hand"));
            let whole = crate::store::journal::split(&text).unwrap();
            let from = sit.record_from(n - 1);
            let part = crate::store::journal::split(&from).unwrap();
            assert_eq!(whole.hands.len(), n, "{game}, save {saves}");
            assert_eq!((part.head, &part.hands[..]), (whole.head, &whole.hands[n - 1..]), "{game}, save {saves}");
            let slot = dir.path().join("games").join(store.id().unwrap());
            assert_eq!(crate::store::slot::peek(&slot).unwrap().unwrap().text, text, "{game}, save {saves}");
        }
    }
    let written = (store.written() - before) / saves as u64;
    let id = store.id().unwrap();
    let slot = dir.path().join("games").join(&id);
    drop(store);
    // The journal holds lines, and a last one cut short by the kill.
    let journal = fs::read_dir(&slot)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .find(|p| p.file_name().unwrap().to_string_lossy().starts_with("journal."))
        .unwrap_or_else(|| panic!("{game}: no journal"));
    let lines = fs::read_to_string(&journal).unwrap();
    assert!(lines.lines().count() > 0, "{game}");
    let torn = &lines[..lines.find('\n').unwrap() / 2];
    fs::OpenOptions::new().append(true).open(&journal).unwrap().write_all(torn.as_bytes()).unwrap();
    // Read back: the same game, at the same place.
    let store = Store::at(dir.path().to_path_buf()).unwrap();
    let back = store.resume(&id).unwrap_or_else(|e| panic!("{game}: {e}"));
    assert_eq!(back.record(), sit.record(), "{game}");
    assert_eq!((back.hand_no(), back.to_act(), back.match_over()), (sit.hand_no(), sit.to_act(), sit.match_over()));
    (written, sit.record().len(), sit.hand_no() + 1)
}

#[test]
fn every_family_is_saved_hand_by_hand_through_the_journal_and_reads_back_equal_after_a_kill() {
    // Line games (a block game and a draw game), a fives game, Dominox, and the two
    // train games, each to a later hand of its match.
    for (game, n, steps) in [
        ("partnership-block", 4, 10_000),
        ("draw-hoyle", 2, 400),
        ("muggins", 3, 400),
        ("dominox", 2, 15),
        ("mexican-train", 4, 300),
        ("chicken-foot", 3, 200),
    ] {
        let (per_save, size, hands) = killed_mid_game(game, n, steps);
        assert!(hands > 1 || game == "dominox", "{game}: {hands} hands");
        // A line a save, the record now and then written anew: far less than the record.
        assert!(per_save * 4 < size as u64, "{game}: {per_save} bytes a save, the record {size}");
    }
}

#[test]
fn a_record_that_does_not_open_at_the_table_says_why_by_the_readers_own_types() {
    use crate::record::Unplayable;
    let opener = crate::tui::openers::opener("sniff").unwrap();
    let kinds = vec![Kind::Computer(Level::Easy); 2];
    let mut sit = opener.start("sniff", names(2), kinds, 4, &Default::default()).unwrap();
    for _ in 0..3 {
        let a = sit.computer().unwrap();
        sit.apply(&a).unwrap();
    }
    let text = sit.record();
    let open = |t: &str| crate::tui::openers::open(t.as_bytes()).err().expect("refused");
    // A field that does not read: the line and the field, as the reader gives them.
    let e = open(&text.replacen("\"seed\": 4", "\"seed\": \"four\"", 1));
    assert!(matches!(&e, Unplayable::Format(f) if f.path == "seed" && f.at.is_some()), "{e:?}");
    // Neither who plays each seat nor the seed: it replays, but is not played on.
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    let mut bare = v.clone();
    bare.as_object_mut().unwrap().remove("seats");
    let e = open(&serde_json::to_string_pretty(&bare).unwrap());
    assert_eq!(e, Unplayable::NoSeats);
    assert_eq!(e.to_string(), "it says neither who plays each seat nor the seed: `nos replay` shows it");
    // An action the rules refuse (the first given to the other seat): the hand and
    // the action, for the replay as for play.
    let seat = v["hands"][0]["actions"][0]["seat"].as_u64().unwrap();
    let wrong = text.replacen(&format!("{{\"seat\":{seat},\"act\""), &format!("{{\"seat\":{},\"act\"", 1 - seat), 1);
    assert_ne!(wrong, text);
    let film = crate::tui::openers::film(wrong.as_bytes(), 0..1).err().expect("refused");
    assert!(matches!(&film, Unplayable::Replay(f) if f.hand == 0), "{film:?}");
    let e = crate::tui::openers::open(wrong.as_bytes()).err().expect("refused");
    assert!(e.to_string().contains("action 0"), "{e:?}");
}

#[test]
fn a_record_the_table_does_not_rebuild_says_where_and_why_by_type() {
    use crate::record::{Part, Unplayable};
    // An action of a round the train game refuses as the table rebuilds it: the round
    // from 1, the action from 0, and the game's own reason.
    let opener = crate::tui::openers::opener("mexican-train").unwrap();
    let kinds = vec![Kind::Computer(Level::Easy); 2];
    let mut sit = opener.start("mexican-train", names(2), kinds, 4, &Default::default()).unwrap();
    for _ in 0..3 {
        let a = sit.computer().unwrap();
        sit.apply(&a).unwrap();
    }
    let text = sit.record();
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    let mut wrong = v.clone();
    let first = &mut wrong["hands"][0]["actions"][0]["seat"];
    *first = serde_json::json!(1 - first.as_u64().unwrap());
    let e = crate::tui::openers::open(serde_json::to_string(&wrong).unwrap().as_bytes()).err().expect("refused");
    assert!(matches!(&e, Unplayable::Action { part: Part::Round, n: 1, action: 0, .. }), "{e:?}");
    assert!(e.to_string().starts_with("round 1: action 0: "), "{e}");
    // A parlour record of a game this program does not know: the field, and its text
    // never reaches the screen with its control characters.
    let sniff = crate::tui::openers::opener("sniff").unwrap();
    let sit = sniff.start("sniff", names(2), vec![Kind::Computer(Level::Easy); 2], 4, &Default::default()).unwrap();
    let mut other: serde_json::Value = serde_json::from_str(&sit.record()).unwrap();
    other["game"] = serde_json::json!("no-such\u{1b}[2J");
    let e = crate::tui::openers::open(serde_json::to_string(&other).unwrap().as_bytes()).err().expect("refused");
    assert!(matches!(&e, Unplayable::Format(f) if f.path == "game"), "{e:?}");
    assert!(e.to_string().starts_with("game: unknown game \"no-such\\u{1b}[2J\""), "{e}");
}
