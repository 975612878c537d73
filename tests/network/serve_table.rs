//! `nos serve`'s tables end to end, with the real OpenSSH client against the real
//! server on 127.0.0.1 (`tests/serve_common`): a table opened with the new-game form's
//! options and listed with them in the lobby; the host's powers; the table waiting
//! between hands for every player, and asking Nos's declarations of all at once (but
//! never a question with one answer, nor "close?" after a play); a
//! seat bound to its key or its code.

use crate::pty;
use crate::serve_common;
use pty::ENTER;
use serve_common::{
    form, have_ssh, key_pair, open_table, play_hand, press, seat_code, sit_down, Server, DOWN, RIGHT, UP,
};
use std::time::{Duration, Instant};

#[test]
fn a_table_is_opened_with_the_new_game_forms_options_and_the_lobby_lists_them() {
    let Some((dir, server, mut ann)) = serve_common::lobby("Ann") else { return };
    // Nos, three seats: Ann's, one for a player, a computer; strict club mode with hints.
    form(&mut ann, "Nos", 3, 1);
    // Past the seed and Start to the rules: a network table's form has no practice row.
    assert!(!ann.screen().contains("Practice"), "{}", ann.screen());
    for _ in 0..3 {
        press(&mut ann, DOWN);
    }
    ann.key(RIGHT);
    ann.wait("strict club: offences charged");
    press(&mut ann, DOWN);
    ann.key(RIGHT);
    ann.wait("in strict mode on: the hint key works");
    // Up to Start.
    for _ in 0..2 {
        press(&mut ann, UP);
    }
    ann.key(ENTER);
    ann.wait("free: waiting for a player");
    server.wait_log("table 1 opened by Ann: Nos, 3 seats, 1 computer, strict, hints on");

    // A parlour game with an option changed, typed on the form.
    let mut cor = server.join(dir.path(), "Cor");
    cor.wait("you are Cor");
    form(&mut cor, "Fives and Threes", 2, 1);
    // Seed, Start, the rules, the option, its value (no practice row).
    for _ in 0..5 {
        press(&mut cor, DOWN);
    }
    cor.wait("target (1 of 4)");
    for k in ["3", "1"] {
        press(&mut cor, k);
    }
    cor.wait("set: target=31");
    for _ in 0..4 {
        press(&mut cor, UP);
    }
    cor.key(ENTER);
    cor.wait("Cor's hand");
    server.wait_log("table 2 opened by Cor: Fives and Threes, 2 seats, 1 computer, target=31");

    // The lobby lists each: the game, its seats, its computers, its rules, its watchers.
    let mut bas = server.join(dir.path(), "Bas");
    let s = bas.wait("you are Bas");
    let lines: Vec<&str> = s.lines().collect();
    let at = |game: &str| lines.iter().position(|l| l.contains(game)).unwrap_or_else(|| panic!("{game}: {s}"));
    let (nos, fives) = (at("Nos"), at("Fives and Threes"));
    assert!(lines[nos].contains("waiting for 1"), "{s}");
    assert!(lines[nos].contains("1 free, 1 computer, watchers 0, strict, hints on"), "{s}");
    assert!(lines[nos + 1].contains("Ann, (free), cpu normal"), "{s}");
    assert!(
        lines[fives].contains("hand 1") && lines[fives].contains("0 free, 1 computer, watchers 0, target=31"),
        "{s}"
    );
    assert!(lines[fives + 1].contains("Cor, cpu normal"), "{s}");
    // Bas takes the free seat: the game starts, in strict club mode.
    sit_down(&mut bas);
    bas.wait("Bas's hand");
    server.wait_log("table 1: the game starts (Ann, Bas, Computer 3)");
    let ids = pty::ids(dir.path());
    let nos_game = ids.iter().map(|id| std::fs::read_to_string(pty::saved_as(dir.path(), id)).unwrap());
    let records: Vec<serde_json::Value> = nos_game.map(|r| serde_json::from_str(&r).unwrap()).collect();
    assert!(records.iter().any(|r| r["options"] == serde_json::json!({"strict": true})), "{records:?}");
    assert!(records.iter().any(|r| r["options"]["target"] == 31), "{records:?}");
}

/// Plays the turns of both players at one table until the hand is over, and brings
/// each to the count.
fn play_both(a: &mut pty::Term, b: &mut pty::Term) {
    let end = Instant::now() + Duration::from_secs(60);
    loop {
        let (sa, sb) = (a.screen(), b.screen());
        if sa.contains("is over") && sb.contains("is over") {
            break;
        }
        assert!(Instant::now() < end, "the hand did not end:\n{sa}\n{sb}");
        for p in [&mut *a, &mut *b] {
            if p.screen().contains("Your turn: choose") {
                p.send(ENTER);
                std::thread::sleep(Duration::from_millis(150));
                if p.screen().contains("Where?") {
                    p.send(ENTER);
                }
            }
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    for p in [a, b] {
        // A hand ended by the other's move shows the table first.
        if p.screen().contains("then Enter for the count") {
            p.key(ENTER);
        }
        p.wait("Hand 1 is over");
    }
}

/// A server dealing from seed 7, a Nos table of four that Ann opened with two
/// computers, and Bas in its free seat: the game started. Returns Ann's seat code too.
fn nos_ann_and_bas(dir: &std::path::Path) -> (Server, pty::Term, pty::Term, String) {
    let server = Server::start_with(dir, &["--seed", "7"]);
    let mut ann = server.join(dir, "Ann");
    ann.wait("you are Ann");
    let code = open_table(&mut ann, "Nos", 4, 2);
    ann.wait("free: waiting for a player");
    let mut bas = server.join(dir, "Bas");
    bas.wait("you are Bas");
    sit_down(&mut bas);
    server.wait_log("table 1: the game starts (Ann, Bas, Computer 3, Computer 4)");
    (server, ann, bas, code)
}

/// Ann opens a table of Block for two, and Bas takes the other seat: their terminals,
/// and the code of Bas's seat.
fn ann_and_bas(server: &Server, dir: &std::path::Path) -> (pty::Term, pty::Term, String) {
    let mut ann = server.join(dir, "Ann");
    ann.wait("you are Ann");
    open_table(&mut ann, "Block (Scarne)", 2, 0);
    ann.wait("free: waiting for a player");
    let mut bas = server.join(dir, "Bas");
    bas.wait("waiting for 1");
    let code = sit_down(&mut bas);
    bas.wait("Bas's hand");
    (ann, bas, code)
}

#[test]
fn between_hands_the_table_waits_for_every_player_and_a_seat_given_up_goes_to_a_computer() {
    if !have_ssh() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(dir.path());
    let (mut ann, mut bas, _) = ann_and_bas(&server, dir.path());
    play_both(&mut ann, &mut bas);
    // Each sees who is still looking at the count; the first Enter deals nothing.
    ann.wait("Still looking at the count: Ann, Bas");
    bas.wait("Still looking at the count: Ann, Bas");
    ann.key(ENTER);
    ann.wait("You are ready; still looking at the count: Bas");
    bas.wait("Still looking at the count: Bas (Enter when you are ready)");
    std::thread::sleep(Duration::from_millis(300));
    assert!(!server.log.lock().unwrap().join("\n").contains("hand 2 is dealt"));
    assert!(bas.screen().contains("Hand 1 is over"), "{}", bas.screen());
    bas.key(ENTER);
    server.wait_log("table 1: hand 2 is dealt");
    ann.wait("· hand 2");
    bas.wait("· hand 2");

    // The desk and the end of the session are the host's; a seat leaves for itself.
    bas.key("f");
    bas.wait("The penalty desk is the host's: Ann charges.");
    bas.key("x");
    let s = bas.wait("Leave the table?");
    assert!(s.contains("g  give up your seat") && !s.contains("end the session"), "{s}");
    bas.key("n");
    ann.key("x");
    ann.wait("e  end the session for everyone");
    // The host gives his seat up: a computer takes it, and Bas is the host now.
    ann.key("g");
    ann.wait("you are Ann");
    server.wait_log("table 1: Ann left the table: a computer player (normal) takes seat 1");
    server.wait_log("table 1: Ann left: Bas is the host now");
    bas.wait("Bas is the host now");
    bas.key("x");
    bas.wait("e  end the session for everyone");
    bas.key("e");
    server.wait_log("table 1: Bas ended the session");
    let s = bas.wait("The match is over");
    // The record's name, not where the server's disk keeps it.
    let lines: Vec<&str> = s.lines().collect();
    let at = lines.iter().position(|l| l.contains("The record is kept in")).unwrap_or_else(|| panic!("{s}"));
    assert!(lines[at + 1].contains(".json") && !lines[at + 1].contains('/'), "{s}");
    assert!(!s.contains("sessions/") && !s.contains(&*dir.path().to_string_lossy()), "{s}");
    server.wait_log(&format!("table 1: the record is kept in {}", dir.path().join("sessions").display()));
}

#[test]
fn the_host_charges_at_the_penalty_desk_and_ends_a_nos_session_with_its_settlement() {
    let Some((_dir, server, mut ann)) = serve_common::lobby("Ann") else { return };
    open_table(&mut ann, "Nos", 3, 2);
    ann.wait("Ann's hand");
    ann.key("f");
    ann.wait("took too few tiles at the deal (P1)");
    ann.key(ENTER);
    ann.wait("Who took too few tiles at the deal (P1)?");
    press(&mut ann, DOWN);
    ann.key(ENTER);
    server.wait_log("table 1: Charged: took too few tiles at the deal (P1) to Computer 2");
    ann.wait("Charged: took too few tiles at the deal (P1) to Computer 2");
    ann.key("x");
    ann.key("e");
    server.wait_log("table 1: Ann ended the session");
    let s = ann.wait("The session is over");
    assert!(s.contains("Each total is rounded down to 20") && s.contains("Side pot:"), "{s}");
    // Over the network the record's name, never a command with the server's path.
    let s = ann.wait("The record is kept in");
    assert!(s.contains(".json") && !s.contains("nos replay") && !s.contains("sessions/"), "{s}");
}

#[test]
fn nos_asks_no_question_with_one_answer_and_a_play_passes_the_turn_by_itself() {
    // Three people. A declaration is asked of every seat at once only where the seat
    // has doubles to declare (y or n); a seat with nothing to decide reads its line in
    // its turn and the answer is made for it; after a play the turn passes with no key
    // (the moment to say "I close" is over at once here: NOS_DELAY_MS is 0).
    let Some((dir, server, mut ann)) = serve_common::lobby("Ann") else { return };
    open_table(&mut ann, "Nos", 3, 0);
    ann.wait("free: waiting for a player");
    let mut players = vec![ann];
    for name in ["Bas", "Cor"] {
        let mut p = server.join(dir.path(), name);
        p.wait(&format!("you are {name}"));
        press(&mut p, DOWN);
        p.send(ENTER);
        seat_code(&mut p);
        p.wait(if name == "Cor" { "Cor's hand" } else { "Table 1 · Nos" });
        players.push(p);
    }
    server.wait_log("table 1: the game starts (Ann, Bas, Cor)");
    let plays = || server.log.lock().unwrap().iter().filter(|l| l.contains(" plays ")).count();
    let end = Instant::now() + Duration::from_secs(60);
    let mut lone = 0;
    while plays() < 4 {
        let screens: Vec<String> = players.iter().map(|p| p.screen()).collect();
        assert!(Instant::now() < end, "the hand did not get going:\n{}", screens.join("\n"));
        for (p, s) in players.iter_mut().zip(&screens) {
            assert!(!s.contains("n: no, go on.") || s.contains("I close"), "a question with one answer:\n{s}");
            if s.contains("Asked of every seat at once") && !s.contains("Your answer:") {
                assert!(s.contains("(y)"), "asked ahead with nothing to declare:\n{s}");
                p.send("n");
            } else if s.contains("nothing to answer") {
                // Made for him: no key.
                lone += 1;
            } else if s.contains("Your turn: declare your") {
                p.send("n");
            } else if s.contains("Your turn: choose")
                || s.contains("Choose")
                || s.contains("Your turn: you are on set")
                || s.contains("Where?")
            {
                p.send(ENTER);
            } else if s.contains("Your turn") && s.contains("(d)") && !s.contains("choose a tile") {
                p.send("d");
            } else if s.contains("Your turn") && s.contains("(p)") {
                p.send("p");
            } else if s.contains("Your turn") && s.contains("(w)") {
                p.send("w");
            }
        }
        std::thread::sleep(Duration::from_millis(150));
    }
    // Four plays, and no key ever answered "close?" after one: each turn passed by
    // itself.
    eprintln!("lines of a question with one answer seen: {lone}");
}

#[test]
fn a_seat_is_bound_to_its_key_or_to_the_code_shown_when_sitting_down() {
    if !have_ssh() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let keys = tempfile::tempdir().unwrap();
    let key = key_pair(keys.path(), "ann_ed25519");
    let server = Server::start(dir.path());
    // Ann signs in with her key: her seat is bound to it, no code is shown.
    let mut ann = server.join_with(dir.path(), "Ann", Some(&key));
    ann.wait("you are Ann");
    server.wait_log("Ann connected (connection 1, with a key)");
    form(&mut ann, "Block (Scarne)", 2, 1);
    press(&mut ann, DOWN);
    press(&mut ann, DOWN);
    ann.key(ENTER);
    ann.wait("Ann's hand");
    assert!(!ann.screen().contains("seat code"), "{}", ann.screen());
    ann.send("\x03");
    server.wait_log("Ann left");
    // Without her key, the name alone does not get the seat back.
    let mut eve = server.join(dir.path(), "Ann");
    eve.wait("Ann (away)");
    press(&mut eve, DOWN);
    eve.key(ENTER);
    eve.wait("That seat was taken with another key: connect with it");
    eve.send("\x03");
    server.wait_log("Ann left (connection 2)");
    let mut ann = server.join_with(dir.path(), "Ann", Some(&key));
    ann.wait("Ann (away)");
    press(&mut ann, DOWN);
    ann.key(ENTER);
    ann.wait("Ann's hand");
    server.wait_log("table 1: Ann is back at seat 1");

    // Bas has no key: his seat's code is shown when he sits down and asked for when
    // he comes back; a wrong one is told, and the seat stays his.
    let mut bas = server.join(dir.path(), "Bas");
    bas.wait("you are Bas");
    let code = open_table(&mut bas, "Block (Scarne)", 2, 1);
    assert_eq!(code.len(), 5, "{code:?}");
    bas.wait("Bas's hand");
    assert!(bas.screen().contains(&format!("your seat code {code}")), "{}", bas.screen());
    assert!(!server.log.lock().unwrap().join("\n").contains(&code), "the code is never logged");
    bas.send("\x03");
    server.wait_log("Bas left");
    let mut bas = server.join(dir.path(), "Bas");
    bas.wait("Bas (away)");
    // His table is the second of the list.
    press(&mut bas, DOWN);
    press(&mut bas, DOWN);
    bas.key(ENTER);
    bas.wait("Your seat at table 2 has a seat code: type it");
    let wrong = if code == "aaaaa" { "bbbbb" } else { "aaaaa" };
    bas.send(&format!("{wrong}\r"));
    bas.wait("That is not the code of your seat: the seat stays yours");
    server.wait_log("table 2: a wrong seat code for Bas's seat");
    bas.send(&format!("{code}\r"));
    bas.wait("Bas's hand");
    server.wait_log("table 2: Bas is back at seat 1");
}

#[test]
fn a_dropped_players_seat_waits_then_a_computer_plays_it_until_he_is_back() {
    if !have_ssh() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start_with(dir.path(), &["--absent-after", "1"]);
    let (mut ann, mut bas, code) = ann_and_bas(&server, dir.path());
    // Bas's connection drops: the table waits a second, then a computer plays for him.
    bas.send("\x03");
    server.wait_log("Bas left");
    server.wait_log("table 1: Bas is away: a computer player (normal) plays his seat until he is back");
    ann.wait("Bas is away: a computer player (normal) plays his seat");
    // The hand goes on without him: Ann plays, and so does the computer in his seat.
    let s = play_hand(&mut ann);
    assert!(s.contains("Hand 1 is over"), "{s}");
    // Between hands the table does not wait for a seat a computer stands in for.
    ann.wait("Still looking at the count: Ann (Enter when you are ready)");
    ann.key(ENTER);
    ann.wait("· hand 2");
    // He comes back with his seat's code: the seat is his again.
    let mut bas = server.join(dir.path(), "Bas");
    bas.wait("Bas (away)");
    press(&mut bas, DOWN);
    bas.key(ENTER);
    bas.wait("has a seat code: type it");
    bas.send(&format!("{code}\r"));
    bas.wait("Bas's hand");
    server.wait_log("table 1: Bas is back: the seat is his again");
    ann.wait("Bas is back: the seat is his again");
}

#[test]
fn a_player_away_is_said_at_once_with_when_a_computer_takes_his_seat_and_so_is_his_return() {
    if !have_ssh() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start_with(dir.path(), &["--absent-after", "600"]);
    let (mut ann, mut bas, code) = ann_and_bas(&server, dir.path());
    bas.send("\x03");
    server.wait_log("Bas left");
    let away = "Bas is away (dropped): a computer takes his seat in 10 min if he is not back";
    server.wait_log(&format!("table 1: {away}"));
    ann.wait(away);
    // While it is his turn, the others' screens say it under the prompt too.
    let s = play_until_his_turn(&mut ann, "Waiting for Bas");
    assert!(s.contains("Bas is away: a computer takes his seat within 10 min if he is not back."), "{s}");
    let mut bas = server.join(dir.path(), "Bas");
    bas.wait("Bas (away)");
    press(&mut bas, DOWN);
    bas.key(ENTER);
    bas.wait("has a seat code: type it");
    bas.send(&format!("{code}\r"));
    bas.wait("Bas's hand");
    server.wait_log("table 1: Bas is back");
    ann.wait_for("Bas back", |s| s.contains("Bas is back") && !s.contains("Bas is away:"));
}

/// Plays this seat's turns until the screen shows `what` (another's turn).
fn play_until_his_turn(t: &mut pty::Term, what: &str) -> String {
    let end = Instant::now() + Duration::from_secs(30);
    loop {
        let s = t.screen();
        if s.contains(what) {
            return s;
        }
        assert!(Instant::now() < end, "{what:?} never came:\n{s}");
        if s.contains("Your turn") {
            t.send(ENTER);
            std::thread::sleep(Duration::from_millis(150));
            if t.screen().contains("Where?") {
                t.send(ENTER);
            }
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

#[test]
fn a_chat_line_reaches_the_seats_and_watchers_of_its_table_held_to_the_rules_for_text() {
    let Some((dir, server, mut ann)) = serve_common::lobby("Ann") else { return };
    open_table(&mut ann, "Block (Scarne)", 2, 1);
    ann.wait("Ann's hand");
    let mut cor = server.join(dir.path(), "Cor");
    cor.wait("you are Cor");
    press(&mut cor, DOWN);
    cor.key("w");
    cor.wait("Table 1 · host Ann · / chat");
    // A hidden character (a right-to-left override) is dropped; the line is cut at 100.
    ann.key("/");
    ann.wait("say: _");
    ann.send("hello\u{202e}there");
    ann.wait("say: hellothere_");
    ann.send("\r");
    server.wait_log("table 1: Ann: hellothere");
    cor.wait("Ann: hellothere");
    ann.wait("Ann: hellothere");
    // A watcher speaks too; a second line within a second is not said.
    cor.key("/");
    cor.send(&format!("{}\r", "x".repeat(150)));
    let long = format!("Cor: {}", "x".repeat(100));
    server.wait_log(&long);
    assert!(!server.log.lock().unwrap().join("\n").contains(&format!("{long}x")));
    cor.send("/again\r");
    std::thread::sleep(Duration::from_millis(300));
    assert!(!server.log.lock().unwrap().join("\n").contains("Cor: again"));
    // Esc leaves the line unsaid.
    ann.key("/");
    ann.send("never\x1b");
    ann.wait_for("the line closed", |s| !s.contains("say:"));
    assert!(!server.log.lock().unwrap().join("\n").contains("never"));
}

/// The key for whatever this Nos seat is asked now, read from its screen (`None`:
/// nothing is asked of it).
fn nos_key(s: &str) -> Option<&'static str> {
    if s.contains("then Enter for the count") {
        return Some(ENTER);
    }
    if s.contains("Asked of every seat at once") && !s.contains("Your answer:") {
        return Some("n");
    }
    if !s.contains("Your turn") {
        return None;
    }
    if s.contains("n: no, go on") {
        return Some("n");
    }
    pty::next_key(s)
}

#[test]
fn a_nos_player_leaving_for_good_mid_hand_leaves_at_its_end_settled_and_the_others_play_on() {
    // Rulings #42: a player leaves only between hands, his chips settled; at a network
    // table a computer plays his seat to the end of the hand, then he settles.
    if !have_ssh() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let (mut server, ann, mut bas, code) = nos_ann_and_bas(dir.path());
    bas.wait("Bas's hand");
    bas.key("x");
    let s = bas.wait("Leave the table?");
    assert!(s.contains("g  leave for good at the end of this hand"), "{s}");
    bas.key("g");
    bas.wait("you are Bas");
    server.wait_log("table 1: Bas leaves at the end of this hand (players leave between hands)");
    ann.wait("Bas leaves at the end of this hand");
    // A stop and a start in the meantime: Bas still leaves at the hand's end.
    assert_eq!(server.stop(), 0);
    drop((ann, bas));
    let server = Server::start(dir.path());
    server.wait_log("table 1 restored from game 1");
    let mut ann = server.join(dir.path(), "Ann");
    ann.wait("Ann (away)");
    press(&mut ann, DOWN);
    ann.send(ENTER);
    ann.wait("has a seat code: type it");
    ann.send(&code);
    ann.send(ENTER);
    ann.wait("Ann's hand");
    // Ann plays the hand out; Bas's seat is played for him.
    let end = Instant::now() + Duration::from_secs(90);
    loop {
        let s = ann.screen();
        if s.contains("Hand 1 is over") {
            break;
        }
        assert!(Instant::now() < end, "the hand did not end:\n{s}");
        if let Some(k) = nos_key(&s) {
            ann.send(k);
            std::thread::sleep(Duration::from_millis(200));
            if ann.screen().contains("Where?") {
                ann.send(ENTER);
            }
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    // Nobody waits for Bas at the count; Ann's Enter deals the next hand without him.
    assert!(ann.screen().contains("Still looking at the count: Ann"), "{}", ann.screen());
    ann.key(ENTER);
    let log = server.wait_log("table 1: Bas left the table: ");
    let settled = log.lines().find(|l| l.contains("Bas left the table: ")).unwrap_or_default();
    assert!(settled.contains("against 500") && settled.contains("to the side pot"), "{settled}");
    server.wait_log("table 1: the next hand is dealt (Ann, Computer 3, Computer 4)");
    let s = ann.wait("Bas left the table: ");
    assert!(!s.contains("Bas's hand") && s.contains("Ann's hand"), "{s}");
    // The session so far, with Bas's settlement, is kept as a record of its own.
    let kept: Vec<String> = std::fs::read_dir(dir.path().join("sessions"))
        .unwrap()
        .flatten()
        .filter_map(|e| std::fs::read_to_string(e.path()).ok())
        .collect();
    assert!(kept.iter().any(|r| r.contains("\"Bas\"") && r.contains("\"left\"")), "{kept:?}");
}
