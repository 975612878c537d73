//! A train game at a network table: the real server on 127.0.0.1 and the real OpenSSH
//! client in pseudo-terminals. Ann opens a Mexican Train table for two from the lobby's
//! new-table form, Bas sits down, and each lays tiles on the trains in turn, each
//! seeing his own hand only (on his screen and in every byte the other was sent). A
//! machine without the client says so and skips (`.ci/run` installs it).

use crate::pty;
use crate::serve_common;
use pty::{Term, ENTER};
use serve_common::{have_ssh, key_pair, open_table, text_of, Server, DOWN, RIGHT};
use std::time::{Duration, Instant};

/// How long the few turns may take, the slowest machine counted.
const TURNS: Duration = Duration::from_secs(90);

/// The tiles of `name`'s hand on a screen, low end first, as `a-b`: the lines under
/// the hand box's title (a hand of 15 takes two), each tile `[a|b]` with numbers of
/// one or two cells.
fn hand(s: &str, name: &str) -> Vec<(u8, u8)> {
    let lines: Vec<&str> = s.lines().collect();
    let Some(at) = lines.iter().position(|l| l.contains(&format!("{name}'s hand"))) else { return Vec::new() };
    lines[at + 1..(at + 3).min(lines.len())].iter().flat_map(|l| tiles(l)).collect()
}

/// Every tile `[a|b]` of a line, low end first.
fn tiles(l: &str) -> Vec<(u8, u8)> {
    let mut out = Vec::new();
    for part in l.split('[').skip(1) {
        let Some((inside, _)) = part.split_once(']') else { continue };
        let Some((a, b)) = inside.split_once('|') else { continue };
        if let (Ok(a), Ok(b)) = (a.trim().parse::<u8>(), b.trim().parse::<u8>()) {
            out.push((a.min(b), a.max(b)));
        }
    }
    out
}

/// A tile both ways round as the table and the hand draw it on the larger sets.
fn drawn(t: (u8, u8)) -> [String; 2] {
    [format!("[{:>2}|{:>2}]", t.0, t.1), format!("[{:>2}|{:>2}]", t.1, t.0)]
}

/// Each player's screen shows his own hand and no other's, and no tile of his hand is
/// in the bytes the other was sent.
fn private(players: &[(&str, &Term)]) {
    for (name, t) in players {
        let s = t.screen();
        let mine = hand(&s, name);
        for (other, o) in players.iter().filter(|(n, _)| n != name) {
            assert!(!s.contains(&format!("{other}'s hand")), "{name} sees {other}'s hand:\n{s}");
            let sent = text_of(&o.raw.lock().unwrap());
            for &tile in &mine {
                for w in drawn(tile) {
                    assert!(!sent.contains(&w), "{name}'s {w} was sent to {other}");
                }
            }
        }
    }
}

/// One turn of this seat when it is his: a tile marked as fitting laid (the first
/// place when it fits several), else a draw or a pass. False when it is not his turn.
fn turn(t: &mut Term) -> bool {
    // A frame is read whole: one half read could still say it is his turn.
    let s = still(t);
    // His turn: said under his hand, or (a long hand taking that line) by the keys.
    let keys = s.lines().last().unwrap_or_default();
    if !(s.contains("Your turn") || keys.contains("Enter play") || keys.contains("d draw")) {
        return false;
    }
    if s.contains("draw (d)") {
        t.key("d");
    } else if s.contains("pass (p)") {
        t.key("p");
    } else {
        // The cursor to a tile that fits (marked •), then Enter.
        for _ in 0..20 {
            let s = t.screen();
            if s.lines().any(|l| l.contains('▸') && l.split('▸').nth(1).is_some_and(fits_first)) {
                break;
            }
            t.key(RIGHT);
        }
        t.key(ENTER);
        if t.screen().contains("Where?") {
            t.key(ENTER);
        }
    }
    true
}

/// The screen once it has held still for a moment.
fn still(t: &Term) -> String {
    let mut last = t.screen();
    loop {
        std::thread::sleep(Duration::from_millis(60));
        let now = t.screen();
        if now == last {
            return now;
        }
        last = now;
    }
}

/// Whether the tile at the start of `r` (the text after the cursor) is marked as
/// fitting: `[a|b]•`.
fn fits_first(r: &str) -> bool {
    r.split_once(']').is_some_and(|(_, after)| after.starts_with('•'))
}

#[test]
fn two_sit_at_a_mexican_train_table_and_lay_tiles_each_seeing_his_own_hand() {
    if !have_ssh() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let server = Server::start(d);
    let (ak, bk) = (key_pair(d, "ann_key"), key_pair(d, "bas_key"));
    let mut ann = server.join_with(d, "Ann", Some(&ak));
    ann.wait("you are Ann");
    open_table(&mut ann, "Mexican Train", 2, 0);
    ann.wait("free: waiting for a player");
    let mut bas = server.join_with(d, "Bas", Some(&bk));
    bas.wait("waiting for 1");
    bas.send(DOWN);
    std::thread::sleep(Duration::from_millis(200));
    bas.key(ENTER);
    server.wait_log("table 1: the game starts (Ann, Bas)");
    let a = ann.wait("Ann's hand");
    let b = bas.wait("Bas's hand");
    assert!(a.contains("Mexican Train") && a.contains("Engine [12|12]"), "{a}");
    // Fifteen tiles each on the double-twelve set, every one in view.
    assert_eq!(hand(&a, "Ann").len(), 15, "{a}");
    assert_eq!(hand(&b, "Bas").len(), 15, "{b}");
    private(&[("Ann", &ann), ("Bas", &bas)]);

    // Turns until each has laid two tiles on the trains, privacy checked all along.
    let end = Instant::now() + TURNS;
    let laid = |s: &str, n: &str| s.lines().filter(|l| l.contains(&format!("{n} lays"))).count();
    loop {
        private(&[("Ann", &ann), ("Bas", &bas)]);
        let s = ann.screen();
        if laid(&s, "Ann") >= 2 && laid(&s, "Bas") >= 2 {
            break;
        }
        assert!(Instant::now() < end, "two tiles each did not come:\n{s}\n{}", bas.screen());
        if !(turn(&mut ann) | turn(&mut bas)) {
            std::thread::sleep(Duration::from_millis(30));
        }
    }
    // What each laid is on the other's table: the trains are public.
    let (a, b) = (ann.screen(), bas.screen());
    assert!(a.contains("Bas lays") && b.contains("Ann lays"), "{a}\n{b}");
}
