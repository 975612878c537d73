//! `nos serve` end to end, whole hands: the real server on 127.0.0.1 and the real
//! OpenSSH client in pseudo-terminals. Three players play a hand of Nos to its summary,
//! each seeing his own hand only, one of them dropping and coming back to his seat and
//! the server restarted in the middle; a parlour game and Dominox at network tables of
//! two players. A machine without the client says so and skips (`.ci/run` installs it).

use crate::pty;
use crate::serve_common;
use pty::{Term, ENTER};
use serve_common::{both_ways, hand_of, have_ssh, key_pair, open_table, text_of, Server, DOWN, RIGHT};
use std::time::{Duration, Instant};

/// How long a whole hand may take, the slowest machine counted.
const HAND: Duration = Duration::from_secs(120);

/// The key a seat presses when it is his to act, read from his screen; `None` when
/// it is not his (or the hand is over).
fn my_key(s: &str) -> Option<&'static str> {
    let foot = s.lines().last().unwrap_or("");
    if !(s.contains("Your turn") || foot.contains("Enter")) {
        return None;
    }
    // Nos's questions at the network table: "no, go on" as the one-terminal "no".
    if s.contains("go on (n)") || s.contains("n: no, go on") {
        return Some("n");
    }
    pty::next_key(s)
}

/// Waits up to `max` for the screen to differ from `before`.
fn changed(t: &Term, before: &str, max: Duration) -> bool {
    let end = Instant::now() + max;
    while Instant::now() < end {
        if t.screen() != before {
            return true;
        }
        std::thread::sleep(Duration::from_millis(15));
    }
    false
}

/// One action of this seat when it is his: the key his screen asks for; when that
/// changes nothing (a tile or place that does not fit), the next fit or tile.
fn act(t: &mut Term) -> bool {
    let s = t.screen();
    let Some(k) = my_key(&s) else { return false };
    t.send(k);
    if changed(t, &s, Duration::from_millis(800)) {
        return true;
    }
    if s.lines().any(|l| l.contains("n next fit")) {
        dominox_turn(t);
    } else {
        // Another tile, which may fit.
        t.send(RIGHT);
        changed(t, &s, Duration::from_millis(300));
    }
    true
}

/// A Dominox turn whose tile under the cursor does not fit: each tile at the next
/// place it fits, and a pass when none fits anywhere.
fn dominox_turn(t: &mut Term) {
    let mine = |t: &Term| t.screen().contains("Your turn");
    for _ in 0..12 {
        for k in ["n", ENTER] {
            t.send(k);
            std::thread::sleep(Duration::from_millis(150));
        }
        if !mine(t) {
            return;
        }
        t.send("]");
        std::thread::sleep(Duration::from_millis(100));
    }
    t.send("p");
    let end = Instant::now() + Duration::from_secs(2);
    while mine(t) && Instant::now() < end {
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The seats (of these names) act in turn until `done` says so of their screens,
/// each seeing his own hand only all along ([`private`]).
fn play_until(ts: &mut [&mut Term], names: &[&str], what: &str, done: impl Fn(&[String]) -> bool) -> Vec<String> {
    let end = Instant::now() + HAND;
    loop {
        let seats: Vec<(&str, &Term)> = names.iter().copied().zip(ts.iter().map(|t| &**t)).collect();
        private(&seats);
        let screens: Vec<String> = ts.iter().map(|t| t.screen()).collect();
        if done(&screens) {
            return screens;
        }
        assert!(Instant::now() < end, "{what} did not come:\n{}", screens.join("\n"));
        let mut any = false;
        for t in ts.iter_mut() {
            any |= act(t);
        }
        if !any {
            std::thread::sleep(Duration::from_millis(30));
        }
    }
}

/// Each player's screen shows his own hand and no other's, and none of the tiles in
/// his hand is in the bytes any other player was sent. Before the hand is over.
fn private(players: &[(&str, &Term)]) {
    for (name, t) in players {
        let s = t.screen();
        if s.contains("is over") {
            continue;
        }
        let mine = hand_of(&s, name);
        for (other, o) in players.iter().filter(|(n, _)| n != name) {
            assert!(!s.contains(&format!("{other}'s hand")), "{name} sees {other}'s hand:\n{s}");
            let sent = text_of(&o.raw.lock().unwrap());
            for tile in &mine {
                for w in both_ways(tile) {
                    assert!(!sent.contains(&w), "{name}'s {tile} was sent to {other}");
                }
            }
        }
    }
}

/// Sits at the first table of the lobby (or comes back to one's seat there).
fn sit(t: &mut Term) {
    t.send(DOWN);
    std::thread::sleep(Duration::from_millis(200));
    t.key(ENTER);
}

/// How many actions the screen's log shows.
fn actions(s: &str) -> usize {
    s.lines().filter(|l| [" plays ", " sets ", " draws", " passes", " leads"].iter().any(|w| l.contains(w))).count()
}

#[test]
fn three_play_a_nos_hand_to_its_summary_through_a_drop_and_a_restart_each_seeing_his_own_hand() {
    if !have_ssh() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // Each seat is bound to the key its player signs in with, and his again with it.
    let keys: Vec<_> = ["Ann", "Bas", "Cor"].iter().map(|n| key_pair(d, &format!("{n}_key"))).collect();
    let join = |s: &Server, i: usize| s.join_with(d, ["Ann", "Bas", "Cor"][i], Some(&keys[i]));
    let mut server = Server::start(d);
    let mut ann = join(&server, 0);
    ann.wait("you are Ann");
    open_table(&mut ann, "Nos", 3, 0);
    ann.wait("free: waiting for a player");
    let mut bas = join(&server, 1);
    bas.wait("waiting for 2");
    sit(&mut bas);
    let mut cor = join(&server, 2);
    cor.wait("waiting for 1");
    sit(&mut cor);
    server.wait_log("table 1: the game starts (Ann, Bas, Cor)");
    for (t, n) in [(&ann, "Ann"), (&bas, "Bas"), (&cor, "Cor")] {
        t.wait(&format!("{n}'s hand"));
    }
    private(&[("Ann", &ann), ("Bas", &bas), ("Cor", &cor)]);

    // A few actions, each player seeing his own hand only.
    let abc = ["Ann", "Bas", "Cor"];
    play_until(&mut [&mut ann, &mut bas, &mut cor], &abc, "three actions", |s| actions(&s[0]) >= 3);

    // Bas's connection drops; he connects again and gets his seat and his hand back.
    let hand = hand_of(&bas.screen(), "Bas");
    assert!(!hand.is_empty(), "{}", bas.screen());
    bas.child.kill().unwrap();
    server.wait_log("Bas disconnected");
    let mut bas = join(&server, 1);
    let s = bas.wait("Bas (away)");
    assert!(s.contains("Nos"), "{s}");
    sit(&mut bas);
    let s = bas.wait("Bas's hand");
    server.wait_log("table 1: Bas is back at seat 2");
    assert_eq!(hand_of(&s, "Bas"), hand, "{s}");

    // More actions, then the server stops in the middle of the hand.
    let before = play_until(&mut [&mut ann, &mut bas, &mut cor], &abc, "three more actions", |s| {
        actions(&s[0]) >= 6 || s.iter().any(|x| x.contains("is over"))
    });
    assert!(!before[0].contains("is over"), "the hand ended before the restart:\n{}", before[0]);
    // Every action is taken by the time its log line is drawn: the log as saved.
    std::thread::sleep(Duration::from_millis(300));
    let hands: Vec<Vec<String>> =
        [(&ann, "Ann"), (&bas, "Bas"), (&cor, "Cor")].iter().map(|(t, n)| hand_of(&t.screen(), n)).collect();
    let done = actions(&ann.screen());
    assert_eq!(server.stop(), 0);
    for t in [&ann, &bas, &cor] {
        let told = t.wait("the server is stopping");
        assert!(told.contains("your table is saved"), "{told}");
    }
    drop((ann, bas, cor));

    // Started again: the table is back, each player sits down to his own hand.
    let server = Server::start(d);
    server.wait_log("table 1 restored from game 1");
    let mut ts: Vec<Term> = (0..3).map(|i| join(&server, i)).collect();
    for (t, n) in ts.iter_mut().zip(abc) {
        t.wait(&format!("{n} (away)"));
        sit(t);
    }
    for ((t, n), h) in ts.iter().zip(abc).zip(&hands) {
        let s = t.wait(&format!("{n}'s hand"));
        assert_eq!(&hand_of(&s, n), h, "{n} came back to another hand:\n{s}");
        assert_eq!(actions(&s), done, "the game is not where it stopped:\n{s}");
    }
    server.wait_log("table 1: Cor is back at seat 3");
    let [ann, bas, cor] = &mut ts[..] else { unreachable!() };
    let end = play_until(&mut [ann, bas, cor], &abc, "the hand's summary", |s| s.iter().all(|x| x.contains("is over")));
    for s in &end {
        assert!(s.contains("Hand 1 is over"), "{s}");
    }
}

/// Ann opens a table of `game` for two, Bas sits down, and they play a hand to its
/// end, each seeing his own hand only.
fn two_play_a_hand_of(game: &str) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let server = Server::start(d);
    let (ak, bk) = (key_pair(d, "ann_key"), key_pair(d, "bas_key"));
    let mut ann = server.join_with(d, "Ann", Some(&ak));
    ann.wait("you are Ann");
    open_table(&mut ann, game, 2, 0);
    ann.wait("free: waiting for a player");
    let mut bas = server.join_with(d, "Bas", Some(&bk));
    bas.wait("waiting for 1");
    sit(&mut bas);
    server.wait_log("table 1: the game starts (Ann, Bas)");
    ann.wait("Ann's hand");
    bas.wait("Bas's hand");
    let end = play_until(&mut [&mut ann, &mut bas], &["Ann", "Bas"], "the end of the hand", |s| {
        s.iter().all(|x| x.contains("is over"))
    });
    server.wait_log("table 1: Bas played");
    end
}

#[test]
fn two_play_a_hand_of_a_parlour_game_at_a_network_table() {
    if !have_ssh() {
        return;
    }
    let end = two_play_a_hand_of("All Fives");
    for s in &end {
        assert!(s.contains("All Fives") && s.contains("Hand 1 is over"), "{s}");
    }
}

#[test]
fn two_play_a_hand_of_dominox_at_a_network_table() {
    if !have_ssh() {
        return;
    }
    let end = two_play_a_hand_of("Dominox");
    for s in &end {
        assert!(s.contains("Dominox") && s.contains("The match is over"), "{s}");
    }
}

/// The rows of the table box on a screen, as drawn.
fn table_rows(s: &str) -> Vec<String> {
    let lines: Vec<&str> = s.lines().collect();
    let top = lines.iter().position(|l| l.contains("┌ Table")).unwrap_or(0);
    let end = lines.iter().position(|l| l.contains("'s hand")).unwrap_or(lines.len());
    lines[top + 1..end].iter().map(|l| l.chars().take(50).collect()).collect()
}

#[test]
fn a_drag_on_the_table_pans_the_seats_own_view_and_a_drag_back_restores_it() {
    // Button-event tracking with SGR reports: a press on the table, a motion with the
    // button held, as a terminal sends them over SSH.
    let Some((_dir, _server, mut ann)) = serve_common::lobby("Ann") else { return };
    open_table(&mut ann, "Block (Scarne)", 2, 1);
    // A tile on the table (Ann leads, or the computer did), and Ann to play: the
    // table holds still.
    let s = ann.wait("Your turn");
    if s.contains("(the lead tile comes first)") {
        ann.send(ENTER);
    }
    let s = ann.wait_for("a tile on the table at Ann's turn", |s| {
        s.contains("Your turn") && !s.contains("(the lead tile comes first)")
    });
    let before = table_rows(&s);
    ann.send("\x1b[<0;20;8M\x1b[<32;30;8M");
    let moved = ann.wait_for("the view moved", |s| table_rows(s) != before);
    assert!(moved.contains("Your turn"), "{moved}");
    ann.send("\x1b[<0;30;8M\x1b[<32;20;8M");
    ann.wait_for("the view back", |s| table_rows(s) == before);
}
