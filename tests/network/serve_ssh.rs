//! `nos serve` end to end: the real server on 127.0.0.1 at a free port, and the real
//! OpenSSH client in pseudo-terminals. A machine without the client says so and
//! skips (`.ci/run` installs it).

use crate::pty;
use crate::serve_common;
use pty::{BIN, ENTER};
use serve_common::{both_ways, hand_of, have_ssh, open_table, play_hand, seat_code, text_of, Server};
use std::process::Command;
use std::sync::Arc;
use std::time::{Duration, Instant};

#[test]
fn a_player_connects_sees_the_lobby_opens_a_table_with_a_computer_and_plays_a_hand() {
    if !have_ssh() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let mut server = Server::start(dir.path());
    let log = server.log.lock().unwrap().join("\n");
    assert!(log.contains("host key SHA256:"), "{log}");
    assert!(dir.path().join("serve/host_ed25519").exists());
    let mut ann = server.join(dir.path(), "Ann");
    let s = ann.wait("the tables · you are Ann");
    assert!(s.contains("Open a new table"), "{s}");
    open_table(&mut ann, "Block (Scarne)", 2, 1);
    ann.wait("Ann's hand");
    server.wait_log("table 1: the game starts (Ann, Computer 2)");
    let s = play_hand(&mut ann);
    assert!(s.contains("Hand 1 is over"), "{s}");
    // Saved like a local game, in a slot of the data directory.
    let games: Vec<_> = std::fs::read_dir(dir.path().join("games")).unwrap().collect();
    assert_eq!(games.len(), 1);
    ann.send("\x03");
    server.wait_log("Ann left");
    assert_eq!(server.stop(), 0);
    server.wait_log("stopped");
}

#[test]
fn a_bad_user_name_is_refused_with_a_clear_message() {
    if !have_ssh() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(dir.path());
    let mut t = server.join(dir.path(), "AVeryLongNameIndeedThatIsTooLong");
    let s = t.wait("nos: your user name");
    assert!(s.contains("longer than"), "{s}");
    t.exit();
    server.wait_log("refused");
}

#[test]
fn a_name_that_looks_like_a_players_connected_or_seated_is_refused() {
    let Some((dir, server, mut ann)) = serve_common::lobby("ann") else { return };
    // A Cyrillic а, a no-break space, and U+0085 (a control character that counts as
    // a space, so trimming once hid it).
    let tries = [
        ("\u{430}nn", "looks like ann's, who plays here"),
        ("ann\u{a0}", "begins or ends with a space"),
        ("an\u{a0}n", "looks like ann's"),
        ("bas\u{85}", "holds a control character"),
    ];
    let refuse = |name: &str, why: &str| {
        let mut t = server.join(dir.path(), name);
        let s = t.wait("nos: your user name");
        assert!(s.contains(why), "{name:?}: {s}");
        t.exit();
    };
    for (name, why) in tries {
        refuse(name, why);
    }
    // Seated and away, the name is still his: a look-alike is refused.
    open_table(&mut ann, "Block (Scarne)", 2, 1);
    ann.wait("ann's hand");
    ann.send("\x03");
    server.wait_log("ann left");
    refuse("\u{410}NN", "looks like ann's");
    // A name unlike any comes in.
    let bas = server.join(dir.path(), "bas");
    bas.wait("you are bas");
}

#[test]
fn listening_beyond_the_loopback_needs_a_password_or_keys() {
    let dir = tempfile::tempdir().unwrap();
    let out = Command::new(BIN)
        .args(["serve", "--listen", "0.0.0.0", "--port", "1"])
        .env("NOS_DATA_DIR", dir.path())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--password PW or --authorized-keys FILE"), "{err}");
}

#[test]
fn two_players_at_one_table_each_see_only_their_own_hand_and_no_byte_of_the_other() {
    let Some((dir, server, mut ann)) = serve_common::lobby("Ann") else { return };
    open_table(&mut ann, "Block (Scarne)", 2, 0);
    ann.wait("free: waiting for a player");
    let mut bas = server.join(dir.path(), "Bas");
    let s = bas.wait("waiting for 1");
    assert!(s.contains("Ann (") || s.contains("Ann,") || s.contains("Ann"), "{s}");
    bas.send("\x1b[B");
    std::thread::sleep(Duration::from_millis(200));
    bas.send(ENTER);
    seat_code(&mut bas);
    bas.wait("Bas's hand");
    ann.wait("Ann's hand");
    server.wait_log("table 1: the game starts (Ann, Bas)");
    // Before every move: each seat's hand as drawn on its own screen, and how much the
    // other had been sent by then. None of those tiles is in what the other was sent.
    let end = Instant::now() + Duration::from_secs(60);
    let mut checks = 0;
    loop {
        std::thread::sleep(Duration::from_millis(150));
        let (a, b) = (ann.screen(), bas.screen());
        if a.contains("is over") || b.contains("is over") {
            break;
        }
        assert!(Instant::now() < end, "the hand did not end:\n{a}\n{b}");
        let (ah, bh) = (hand_of(&a, "Ann"), hand_of(&b, "Bas"));
        assert!(!a.contains("Bas's hand") && !b.contains("Ann's hand"), "{a}\n{b}");
        let to_bas = text_of(&bas.raw.lock().unwrap());
        let to_ann = text_of(&ann.raw.lock().unwrap());
        // A frame may be on its way: the hands read now must not be newer than the bytes.
        if ah != hand_of(&ann.screen(), "Ann") || bh != hand_of(&bas.screen(), "Bas") {
            continue;
        }
        assert!(!ah.is_empty() || !bh.is_empty(), "no hand drawn:\n{a}\n{b}");
        if checks == 0 {
            // The search finds a tile where it was sent: each seat's own, in its first frame.
            assert!(ah.iter().all(|t| to_ann.contains(t)) && bh.iter().all(|t| to_bas.contains(t)));
        }
        for t in &ah {
            for w in both_ways(t) {
                assert!(!to_bas.contains(&w), "Ann's {t} was sent to Bas");
            }
        }
        for t in &bh {
            for w in both_ways(t) {
                assert!(!to_ann.contains(&w), "Bas's {t} was sent to Ann");
            }
        }
        checks += 1;
        for p in [&mut ann, &mut bas] {
            if p.screen().contains("Your turn: choose") {
                p.send(ENTER);
                std::thread::sleep(Duration::from_millis(150));
                if p.screen().contains("Where?") {
                    p.send(ENTER);
                }
            }
        }
    }
    assert!(checks >= 3, "only {checks} checks");
    ann.wait("Hand 1 is over");
    bas.wait("Hand 1 is over");
}

#[test]
fn a_restarted_server_restores_the_table_and_its_player_comes_back_to_his_seat() {
    if !have_ssh() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let mut server = Server::start(dir.path());
    let mut ann = server.join(dir.path(), "Ann");
    ann.wait("you are Ann");
    let code = open_table(&mut ann, "Block (Scarne)", 2, 1);
    ann.wait("Ann's hand");
    // One play of Ann's at least, then the server stops with the table unfinished.
    let s = ann.wait_for("Ann's turn", |s| s.contains("Your turn: choose"));
    let log_before = s.lines().filter(|l| l.contains("plays") || l.contains("leads")).count();
    ann.send(ENTER);
    std::thread::sleep(Duration::from_millis(300));
    if ann.screen().contains("Where?") {
        ann.send(ENTER);
    }
    server.wait_log("table 1: Ann played");
    let hand_before = ann.wait_for("Ann's next turn or the end", |s| s.contains("Your turn") || s.contains("is over"));
    assert_eq!(server.stop(), 0);
    let told = ann.wait("the server is stopping");
    assert!(told.contains("your table is saved"), "{told}");
    let list = std::fs::read_to_string(dir.path().join("serve/tables.json")).unwrap();
    assert!(list.contains("\"person\": \"Ann\"") && list.contains("\"computer\": \"normal\""), "{list}");

    let server = Server::start(dir.path());
    server.wait_log("table 1 restored from game 1");
    let mut ann = server.join(dir.path(), "Ann");
    let s = ann.wait("Ann (away)");
    assert!(s.contains("Block (Scarne)"), "{s}");
    ann.send("\x1b[B");
    std::thread::sleep(Duration::from_millis(200));
    ann.key(ENTER);
    // Her seat was taken without a key: its code brings her back to it.
    ann.wait("Your seat at table 1 has a seat code: type it");
    ann.send(&format!("{code}\r"));
    let s = ann.wait("Ann's hand");
    server.wait_log("table 1: Ann is back at seat 1");
    assert!(s.lines().filter(|l| l.contains("plays") || l.contains("leads")).count() > log_before, "{s}");
    assert_eq!(hand_of(&s, "Ann"), hand_of(&hand_before, "Ann"), "{s}\n{hand_before}");
}

#[test]
fn a_client_sending_garbage_and_resizing_in_a_loop_harms_no_other_table() {
    let Some((dir, server, mut eve)) = serve_common::lobby("Eve") else { return };
    open_table(&mut eve, "Block (Scarne)", 2, 1);
    eve.wait("Eve's hand");
    let mut ann = server.join(dir.path(), "Ann");
    ann.wait("you are Ann");
    open_table(&mut ann, "Block (Scarne)", 2, 1);
    ann.wait("Ann's hand");
    // Eve floods her table with bytes of every kind and drags her window about.
    let junk: Vec<u8> = (0..=255u8).cycle().take(2000).collect();
    let garbage = String::from_utf8_lossy(&junk).replace('\u{3}', "");
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let s2 = stop.clone();
    let flood = std::thread::spawn(move || {
        let mut i = 0u16;
        while !s2.load(std::sync::atomic::Ordering::Relaxed) && i < 400 {
            eve.send(&garbage);
            eve.send("\x1b[");
            eve.resize(5 + i % 60, 10 + (i * 7) % 200);
            i += 1;
            std::thread::sleep(Duration::from_millis(10));
        }
        eve
    });
    let s = play_hand(&mut ann);
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    assert!(s.contains("Hand 1 is over"), "{s}");
    let eve = flood.join().unwrap();
    drop(eve);
    server.wait_log("table 2: the game starts (Ann, Computer 2)");
}
