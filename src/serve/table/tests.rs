//! A network table's game saved through the writer thread, and stopped by a save that
//! fails until one gets through.

use super::*;
use crate::serve::writer::Writer;
use crate::tui::table::seat::Kind;
use crate::tui::table::sitting::Unopened;
use crate::tui::table::store::Store;
use std::path::Path;
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
    let full = std::io::Error::from_raw_os_error(libc::ENOSPC);
    t.saved(Err(crate::store::Fault::write(std::path::Path::new("game.json"), full)));
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
fn every_family_hands_the_writer_only_the_hand_in_play_after_many_hands() {
    use crate::serve::writer::Rec;
    use std::sync::Arc;
    for (game, n) in
        [("partnership-block", 4), ("muggins", 3), ("mexican-train", 4), ("chicken-foot", 3), ("dominox", 2)]
    {
        let opener = crate::tui::openers::opener(game).unwrap();
        let names: Vec<String> = ["Ann", "Bas", "Cor", "Dirk"][..n].iter().map(|s| s.to_string()).collect();
        let kinds = vec![Kind::Computer(crate::core::level::Level::Easy); n];
        let mut sit = opener.start(game, names, kinds, 9, &Default::default()).unwrap();
        let mut hands = Vec::new();
        let mut saves = 0;
        while sit.hand_no() < 3 && !sit.match_over() && saves < 2_000 {
            if sit.hand_over() {
                sit.next_hand();
            } else {
                let a = sit.computer().unwrap();
                sit.apply(&a).unwrap();
            }
            let before: Vec<Arc<str>> = hands.clone();
            let Rec::Hands { head, hands: given } = save::rec(&*sit, &mut hands) else {
                panic!("{game}: its whole record handed to the writer")
            };
            saves += 1;
            // The hands before the one in play are the very texts of the last save.
            let kept = before.len().min(given.len()).saturating_sub(1);
            assert!(before[..kept].iter().zip(&given).all(|(a, b)| Arc::ptr_eq(a, b)), "{game}, save {saves}");
            let text = crate::store::journal::text(&head, &given.iter().map(|h| &**h).collect::<Vec<_>>());
            assert_eq!(text, sit.record(), "{game}, save {saves}");
        }
        assert!(sit.hand_no() >= 2 || game == "dominox", "{game}: hand {}", sit.hand_no() + 1);
    }
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

/// A table of Nos whose seats are all people's (`seed` deals it), started with no
/// data directory.
fn people(seed: u64) -> Table {
    let mut t = Table::new(1, &Setup::table("Ann"), "Ann", seed);
    for (i, name) in ["Ann", "Bas", "Cor", "Dirk", "Eva"].iter().enumerate().take(t.seats.len()) {
        t.seats[i] = Holder::Person { name: (*name).into(), key: None, code: None, at: None };
    }
    t.start(None).unwrap();
    t
}

/// The seat to act takes its first choice, as its screen would on the table's game
/// lent to it.
fn first_choice(t: &mut Table) -> Seat {
    let p = t.play.as_mut().unwrap();
    let seat = p.host.sit.to_act().unwrap();
    let c = p.host.sit.choices()[0].clone();
    p.host.sit.apply(&c.act).unwrap();
    t.acted(Some(seat));
    seat
}

#[test]
fn a_question_with_one_answer_is_never_asked_ahead_and_is_made_for_the_seat_in_its_turn() {
    let (mut lone, mut asked) = (0, 0);
    for seed in 1..=60 {
        let mut t = people(seed);
        let mut later = Instant::now();
        // The set, the announcement, the declarations, the doubles at once and the
        // first plays.
        for _ in 0..40 {
            if t.between_hands() {
                break;
            }
            let p = t.play.as_ref().unwrap();
            let Some(now) = p.host.sit.to_act() else { break };
            let club = p.host.sit.club().unwrap();
            for s in (0..t.seats.len() as u8).map(Seat).filter(|&s| s != now) {
                match club.ahead(s).len() {
                    0 => assert!(t.asked(s).is_empty()),
                    1 => {
                        lone += 1;
                        assert!(t.asked(s).is_empty(), "a lone \"no\" asked ahead of seat {s:?}");
                    }
                    n => {
                        asked += 1;
                        assert_eq!(t.asked(s).len(), n);
                    }
                }
            }
            let choices = p.host.sit.choices();
            if choices.len() == 1 && choices[0].forced {
                // Made for the seat, on the clock: never its key.
                later += Duration::from_secs(5);
                assert!(t.tick(later), "the one answer is made");
            } else {
                first_choice(&mut t);
            }
        }
    }
    assert!(lone > 0 && asked > 0, "lone {lone}, asked {asked}: both kinds of question met");
}

#[test]
fn after_a_persons_play_the_turn_passes_by_itself_once_the_moment_to_close_is_over() {
    let mut t = people(3);
    let mut later = Instant::now();
    for _ in 0..200 {
        later += Duration::from_secs(5);
        let p = t.play.as_ref().unwrap();
        let choices = p.host.sit.choices();
        if choices.len() == 1 && choices[0].forced {
            t.tick(later);
            continue;
        }
        let seat = first_choice(&mut t);
        let Some((s, end)) = t.moment else { continue };
        assert_eq!(s, seat);
        // Within the moment the seat may still say "I close": nothing passes.
        let sit = &t.play.as_ref().unwrap().host.sit;
        assert_eq!(sit.to_act(), Some(seat));
        assert!(sit.choices().iter().any(|c| c.key == Some('n')));
        assert!(!t.tick(end - Duration::from_millis(1)) && t.moment.is_some());
        assert!(t.tick(end), "the moment over, the turn passes");
        assert!(t.moment.is_none());
        let sit = &t.play.as_ref().unwrap().host.sit;
        assert_ne!(sit.to_act(), Some(seat), "the next seat's turn");
        return;
    }
    panic!("no play by a person in 200 steps");
}

#[test]
fn a_parlour_table_and_a_dominox_table_save_each_action_as_a_line_of_the_journal() {
    for id in ["block-scarne", "dominox"] {
        let dir = tempfile::tempdir().unwrap();
        let w = Writer::start(None);
        let mut form = Setup::table("Ann");
        form.game = crate::registry::GAMES.iter().position(|g| g.id() == id).unwrap();
        form.players = form.chosen().default_players() as usize;
        let mut t = Table::new(1, &form, "Ann", 7);
        for (i, h) in t.seats.iter_mut().enumerate() {
            *h = Holder::Computer(crate::core::level::Level::Normal);
            if i == 0 {
                *h = Holder::Person { name: "Ann".into(), key: None, code: None, at: None };
            }
        }
        t.start(Some((dir.path(), &w.saves))).unwrap();
        let p = t.play.as_mut().unwrap();
        p.host.sit.set_kind(Seat(0), Kind::Computer(crate::core::level::Level::Normal));
        p.host.after();
        let slot = t.slot().unwrap();
        let mut lines = 0;
        for _ in 0..6 {
            assert_eq!(run(&mut t, 1), 1, "{id}");
            w.saves.flush(Duration::from_secs(5));
            let now = journal_lines(dir.path(), &slot);
            assert_eq!(now, lines + 1, "{id}: one line an action");
            lines = now;
        }
    }
}

#[test]
fn an_answer_given_ahead_is_played_after_a_computer_seats_silent_no() {
    // Ann and Bas, two computers: a computer's "no" to declaring writes no line, and
    // the person after it, who answered ahead, must still have his answer played.
    for seed in 1..=300 {
        let mut t = Table::new(1, &Setup::table("Ann"), "Ann", seed);
        for (i, h) in t.seats.iter_mut().enumerate() {
            *h = match i {
                0 => Holder::Person { name: "Ann".into(), key: None, code: None, at: None },
                1 => Holder::Person { name: "Bas".into(), key: None, code: None, at: None },
                _ => Holder::Computer(crate::core::level::Level::Normal),
            };
        }
        t.start(None).unwrap();
        let mut later = Instant::now();
        let mut answered = None;
        for _ in 0..60 {
            let p = t.play.as_ref().unwrap();
            let Some(now) = p.host.sit.to_act() else { break };
            let computer = p.host.sit.kinds()[now.index()] != Kind::Human;
            // A person asked ahead while a computer is to act answers "no" now.
            if let Some(s) = [Seat(0), Seat(1)].into_iter().find(|&s| computer && t.asked(s).len() > 1) {
                assert!(t.answer(s, 'n').is_some());
                answered = Some(s);
            }
            if let Some(s) = answered {
                if t.answers[s.index()].is_none() {
                    // Played in its turn: the seat to act is past it.
                    assert_ne!(t.play.as_ref().unwrap().host.sit.to_act(), Some(s));
                    return;
                }
            }
            let p = t.play.as_ref().unwrap();
            let choices = p.host.sit.choices();
            if computer || (choices.len() == 1 && choices[0].forced) {
                later += Duration::from_secs(5);
                t.tick(later);
            } else {
                first_choice(&mut t);
            }
        }
    }
    panic!("no seed in 300 has a person asked ahead while a computer declares");
}

#[test]
fn a_table_that_cannot_start_says_why_by_its_kind_in_the_words_a_player_read_before() {
    let mut t = Table::new(2, &Setup::table("Ann"), "Ann", 7);
    let e = t.start(None).unwrap_err();
    // Ann's seat waits for her (the others are the computers').
    assert!(matches!(e, NotStarted::Free(1)), "{e:?}");
    assert_eq!(e.to_string(), "1 seats are free");
    let opener = |g| crate::tui::openers::opener(g).unwrap();
    let two = vec!["Ann".to_string(), "Bas".to_string()];
    let kinds = vec![Kind::Human; 2];
    let e = opener("nos").start("nos", two.clone(), kinds.clone(), 1, &Default::default()).err().unwrap();
    assert_eq!(e, Unopened::Players { game: "nos", by: "3, 4, 5", got: 2 });
    assert_eq!(e.to_string(), "nos is played by 3, 4, 5 players, not 2");
    let three = vec!["Ann".to_string(), "Bas".to_string(), "Cor".to_string()];
    let e = opener("dominox").start("dominox", three, vec![Kind::Human; 3], 1, &Default::default()).err().unwrap();
    assert_eq!(e.to_string(), "Dominox is played by 2 players, not 3");
    let e = opener("block-scarne").start("nos", two, kinds, 1, &Default::default()).err().unwrap();
    assert_eq!(e, Unopened::Kind { game: "nos".into(), kind: "not a line game" });
    assert_eq!(e.to_string(), "\"nos\" is not a line game");
}
