//! `nos serve` end to end, who comes in and what no client can do to the others: the
//! real server on 127.0.0.1 and the real OpenSSH client in pseudo-terminals. A
//! password given at the client's prompt, keys made with ssh-keygen, a client cut off
//! in the middle of a key, windows tiny and huge, and a client that never reads what
//! it is sent. A machine without the client says so and skips (`.ci/run` installs it).

use crate::pty;
use crate::serve_common;
use portable_pty::{native_pty_system, CommandBuilder, PtySize};
use pty::{Term, ENTER};
use serve_common::{have_ssh, key_pair, open_table, play_hand, Server, DOWN, SSH};
use std::path::Path;
use std::time::{Duration, Instant};

/// A free port on the loopback.
fn port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

/// The OpenSSH client's arguments for `name` at the server, with `more` options.
fn args(server: &Server, name: &str, more: &[&str]) -> Vec<String> {
    let mut a: Vec<String> = ["-tt", "-F", "/dev/null", "-p", &server.port.to_string()].map(String::from).to_vec();
    for o in ["StrictHostKeyChecking=no", "UserKnownHostsFile=/dev/null", "LogLevel=ERROR"] {
        a.extend(["-o".to_string(), o.to_string()]);
    }
    a.extend(more.iter().map(|s| s.to_string()));
    a.push(format!("{name}@127.0.0.1"));
    a
}

/// A player connecting with `more` options, in a terminal of `size` (rows, columns).
fn ssh(server: &Server, dir: &Path, name: &str, more: &[&str], size: (u16, u16)) -> Term {
    let a = args(server, name, more);
    let a: Vec<&str> = a.iter().map(String::as_str).collect();
    Term::sized(dir, SSH, &a, size)
}

/// Signs in without a key (the server asks nothing of an open one).
const NO_KEY: [&str; 4] = ["-o", "PubkeyAuthentication=no", "-o", "PasswordAuthentication=no"];

/// Signs in with the password, typed at the client's prompt.
const PASSWORD: [&str; 8] = [
    "-o",
    "PubkeyAuthentication=no",
    "-o",
    "PreferredAuthentications=password",
    "-o",
    "NumberOfPasswordPrompts=1",
    "-o",
    "KbdInteractiveAuthentication=no",
];

#[test]
fn with_a_password_the_right_one_comes_in_and_a_wrong_one_is_refused() {
    if !have_ssh() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let server = Server::with(d, port(), &["--password", "dominoes at eight"]);
    server.wait_log("(with a password)");
    let mut ann = ssh(&server, d, "Ann", &PASSWORD, (30, 110));
    ann.wait("password:");
    ann.send("dominoes at eight\r");
    ann.wait("you are Ann");
    server.wait_log("Ann connected");

    let mut eve = ssh(&server, d, "Eve", &PASSWORD, (30, 110));
    eve.wait("password:");
    eve.send("dominoes at nine\r");
    assert_eq!(eve.exit(), 255, "{}", eve.screen());
    assert!(eve.screen().contains("Permission denied"), "{}", eve.screen());
    let log = server.wait_log("a wrong password");
    assert!(!log.contains("Eve connected"), "{log}");
    // Nor does anyone come in without it.
    let mut bas = ssh(&server, d, "Bas", &NO_KEY, (30, 110));
    assert_eq!(bas.exit(), 255, "{}", bas.screen());
    assert!(!server.log.lock().unwrap().join("\n").contains("Bas connected"));
    ann.send("q");
    server.wait_log("Ann left");
}

#[test]
fn with_authorized_keys_a_listed_key_comes_in_and_another_is_refused() {
    if !have_ssh() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let ann_key = key_pair(d, "ann_key").display().to_string();
    let eve_key = key_pair(d, "eve_key").display().to_string();
    let list = d.join("allowed");
    std::fs::write(&list, std::fs::read_to_string(format!("{ann_key}.pub")).unwrap()).unwrap();
    let server = Server::with(d, port(), &["--authorized-keys", list.to_str().unwrap()]);
    server.wait_log("(for 1 keys)");
    let with = |key: &str| {
        ["-i", key, "-o", "IdentitiesOnly=yes", "-o", "PasswordAuthentication=no", "-o", "BatchMode=yes"]
            .map(String::from)
            .to_vec()
    };
    let a = with(&ann_key);
    let a: Vec<&str> = a.iter().map(String::as_str).collect();
    let mut ann = ssh(&server, d, "Ann", &a, (30, 110));
    ann.wait("you are Ann");
    server.wait_log("Ann connected (connection 1, with a key)");

    let e = with(&eve_key);
    let e: Vec<&str> = e.iter().map(String::as_str).collect();
    let mut eve = ssh(&server, d, "Eve", &e, (30, 110));
    assert_eq!(eve.exit(), 255, "{}", eve.screen());
    assert!(eve.screen().contains("Permission denied (publickey)"), "{}", eve.screen());
    // Without a key at all, nobody.
    let mut bas = ssh(&server, d, "Bas", &NO_KEY, (30, 110));
    assert_eq!(bas.exit(), 255, "{}", bas.screen());
    let log = server.log.lock().unwrap().join("\n");
    assert!(!log.contains("Eve connected") && !log.contains("Bas connected"), "{log}");
    ann.send("q");
    server.wait_log("Ann left");
}

#[test]
fn a_client_cut_off_in_the_middle_of_a_key_harms_nobody_and_comes_back_afresh() {
    if !have_ssh() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let server = Server::start(d);
    let mut ann = server.join(d, "Ann");
    ann.wait("you are Ann");
    open_table(&mut ann, "Block (Scarne)", 2, 1);
    ann.wait("Ann's hand");
    // Eve at her own table sends the start of an arrow, of a mouse report and of a
    // two-byte letter, and is gone before their ends. Her seat is her key's.
    let key = key_pair(d, "eve_key");
    let mut eve = server.join_with(d, "Eve", Some(&key));
    eve.wait("you are Eve");
    open_table(&mut eve, "Block (Scarne)", 2, 1);
    eve.wait("Eve's hand");
    for cut in [&b"\x1b["[..], b"\x1b[<0;12", &"\u{e9}".as_bytes()[..1]] {
        eve.writer.write_all(cut).unwrap();
        eve.writer.flush().unwrap();
        std::thread::sleep(Duration::from_millis(50));
    }
    std::thread::sleep(Duration::from_millis(200));
    eve.child.kill().unwrap();
    server.wait_log("Eve disconnected");
    // Ann's hand goes on to its end.
    let s = play_hand(&mut ann);
    assert!(s.contains("Hand 1 is over"), "{s}");
    // Eve comes back: her first keys are read as keys, nothing of the cut one held.
    let mut eve = server.join_with(d, "Eve", Some(&key));
    eve.wait("Eve (away)");
    // Her table is the second of the list (a table takes two lines, one step of the cursor).
    for _ in 0..2 {
        eve.send(DOWN);
        std::thread::sleep(Duration::from_millis(100));
    }
    eve.key(ENTER);
    eve.wait("Eve's hand");
    server.wait_log("table 2: Eve is back at seat 1");
}

use std::io::Write as _;

/// The widest line and the last row with anything on a screen.
fn extent(s: &str) -> (usize, usize) {
    let w = s.lines().map(|l| l.chars().count()).max().unwrap_or(0);
    let h = s.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()).last().map_or(0, |(r, _)| r + 1);
    (w, h)
}

#[test]
fn tiny_and_huge_windows_are_drawn_within_bounds_and_the_game_goes_on() {
    if !have_ssh() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let server = Server::start(d);
    // A window far too small from the start: said, and the lobby keys still taken.
    let mut ann = ssh(&server, d, "Ann", &NO_KEY, (10, 40));
    let s = ann.wait("too small");
    assert!(s.contains("It is 40x10; it must be at least 80x24."), "{s}");
    for (rows, cols) in [(1, 1), (2, 5), (24, 79), (0, 0)] {
        ann.resize(rows.max(1), cols.max(1));
        std::thread::sleep(Duration::from_millis(100));
    }
    ann.resize(30, 110);
    ann.wait("you are Ann");
    open_table(&mut ann, "Block (Scarne)", 2, 1);
    ann.wait("Ann's hand");
    // A huge one is drawn at 400x200 at most, the rest left alone.
    ann.resize(300, 600);
    let s = ann.wait_for("the table at the largest size", |s| {
        s.contains("Ann's hand") && extent(s).1 > 150 && s.lines().any(|l| l.contains('┘'))
    });
    let (w, h) = extent(&s);
    assert!(w <= 400 && h <= 200 && w > 300, "{w}x{h}");
    ann.resize(30, 110);
    let s = play_hand(&mut ann);
    assert!(s.contains("Hand 1 is over"), "{s}");
}

/// The server's resident memory, in KiB.
fn rss(pid: u32) -> u64 {
    let s = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    s.lines().find_map(|l| l.strip_prefix("VmRSS:")).and_then(|v| v.split_whitespace().next()?.parse().ok()).unwrap()
}

#[test]
fn a_client_that_never_reads_holds_bounded_memory_slows_no_other_table_and_gets_its_whole_screen_back() {
    if !have_ssh() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let server = Server::start(d);
    let pid = server.child.id();
    // Eve's client, in a terminal nobody reads: once its buffers and the SSH window
    // are full, every frame drawn for her waits at the server.
    let (rows, cols) = (200, 400);
    let pair = native_pty_system().openpty(PtySize { rows, cols, pixel_width: 0, pixel_height: 0 }).unwrap();
    let mut cmd = CommandBuilder::new(SSH);
    cmd.args(args(&server, "Eve", &NO_KEY));
    let mut eve = pair.slave.spawn_command(cmd).unwrap();
    drop(pair.slave);
    let mut keys = pair.master.take_writer().unwrap();
    server.wait_log("Eve connected");
    std::thread::sleep(Duration::from_millis(300));
    // She opens a table with a computer: "n", then Enter on the form as it comes.
    keys.write_all(b"n").unwrap();
    std::thread::sleep(Duration::from_millis(300));
    keys.write_all(ENTER.as_bytes()).unwrap();
    server.wait_log("table 1: the game starts (Eve, Computer 2");
    let before = rss(pid);

    let mut ann = server.join(d, "Ann");
    ann.wait("you are Ann");
    // Eve drags her huge window about: every size a whole new screen for her.
    let start = Instant::now();
    let mut i = 0u16;
    while !server.log.lock().unwrap().join("\n").contains("connection 1 does not read") {
        assert!(start.elapsed() < Duration::from_secs(60), "Eve's frames were never held back");
        pair.master
            .resize(PtySize { rows: rows - i % 2, cols: cols - i % 3, pixel_width: 0, pixel_height: 0 })
            .unwrap();
        i += 1;
        std::thread::sleep(Duration::from_millis(5));
    }
    for _ in 0..500 {
        pair.master
            .resize(PtySize { rows: rows - i % 2, cols: cols - i % 3, pixel_width: 0, pixel_height: 0 })
            .unwrap();
        i += 1;
        std::thread::sleep(Duration::from_millis(5));
    }
    // Ann meanwhile plays a hand at her own table as fast as ever.
    open_table(&mut ann, "Block (Scarne)", 2, 1);
    ann.wait("Ann's hand");
    let s = play_hand(&mut ann);
    assert!(s.contains("Hand 1 is over"), "{s}");
    let after = rss(pid);
    assert!(after < before + 64 * 1024, "the server grew from {before} KiB to {after} KiB");

    // Eve reads again: the last frame she gets is her whole screen as it is now.
    let parser =
        std::sync::Arc::new(std::sync::Mutex::new(vt100::Parser::new(rows - (i - 1) % 2, cols - (i - 1) % 3, 0)));
    let p = parser.clone();
    let mut reader = pair.master.try_clone_reader().unwrap();
    std::thread::spawn(move || {
        let mut buf = [0u8; 65536];
        while let Ok(n) = reader.read(&mut buf) {
            if n == 0 {
                break;
            }
            p.lock().unwrap().process(&buf[..n]);
        }
    });
    let log = server.wait_log("connection 1 reads again after");
    let passed: u64 = log
        .lines()
        .find_map(|l| l.split("reads again after ").nth(1))
        .and_then(|r| r.split(' ').next()?.parse().ok())
        .unwrap();
    eprintln!("{i} resizes; {passed} frames passed over; the server from {before} KiB to {after} KiB");
    // Far more was drawn for her than was kept: only her newest frame waited.
    assert!(passed >= 64, "{passed} frames passed over, {before} -> {after} KiB");
    let end = Instant::now() + pty::LIMIT;
    loop {
        let s = parser.lock().unwrap().screen().contents();
        if s.contains("Eve's hand") && s.contains("Seats") && s.contains("Log") {
            break;
        }
        assert!(Instant::now() < end, "Eve's screen was not drawn again:\n{s}");
        std::thread::sleep(Duration::from_millis(50));
    }
    let _ = eve.kill();
}

use std::io::Read as _;
