//! The helpers of the `nos serve` tests: the real server on 127.0.0.1 at a free port,
//! ended by SIGTERM, its log read as it comes; the real OpenSSH client in a
//! pseudo-terminal; the lobby's form; a hand played; what a terminal was sent.
#![allow(dead_code)]

use crate::pty::{self, Term, BIN, ENTER};
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

pub const RIGHT: &str = "\x1b[C";
pub const LEFT: &str = "\x1b[D";
pub const DOWN: &str = "\x1b[B";
pub const UP: &str = "\x1b[A";

pub const SSH: &str = "/usr/bin/ssh";

pub fn have_ssh() -> bool {
    if Path::new(SSH).exists() {
        return true;
    }
    eprintln!("SKIPPED: the OpenSSH client ({SSH}) is not installed; `apt-get install openssh-client` brings it");
    false
}

/// The start most tests share: a server in a fresh data directory and `name` signed in
/// at its lobby; `None` (the test skips, said by [`have_ssh`]) without the OpenSSH
/// client. The directory is kept as long as the server runs.
pub fn lobby(name: &str) -> Option<(tempfile::TempDir, Server, Term)> {
    if !have_ssh() {
        return None;
    }
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(dir.path());
    let t = server.join(dir.path(), name);
    t.wait(&format!("you are {name}"));
    Some((dir, server, t))
}

/// The server, ended by SIGTERM when dropped; its log lines as they come.
pub struct Server {
    pub child: Child,
    pub port: u16,
    pub log: Arc<Mutex<Vec<String>>>,
}

impl Server {
    pub fn start(dir: &Path) -> Server {
        Server::start_with(dir, &[])
    }

    /// The server at a free port, with these arguments more.
    pub fn start_with(dir: &Path, more: &[&str]) -> Server {
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        Server::on_with(dir, port, more)
    }

    pub fn on(dir: &Path, port: u16) -> Server {
        Server::on_with(dir, port, &[])
    }

    /// The server on `port` with more arguments (`--password PW`, say).
    pub fn with(dir: &Path, port: u16, more: &[&str]) -> Server {
        Server::on_with(dir, port, more)
    }

    pub fn on_with(dir: &Path, port: u16, more: &[&str]) -> Server {
        let mut child = Command::new(BIN)
            .args(["serve", "--port", &port.to_string()])
            // Seed 1 unless the test deals another.
            .args(if more.contains(&"--seed") { &[][..] } else { &["--seed", "1"][..] })
            .args(more)
            .env("NOS_DATA_DIR", dir)
            .env("NOS_DELAY_MS", "0")
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let log = Arc::new(Mutex::new(Vec::new()));
        let out = child.stdout.take().unwrap();
        let l = log.clone();
        std::thread::spawn(move || {
            for line in BufReader::new(out).lines().map_while(Result::ok) {
                l.lock().unwrap().push(line);
            }
        });
        let mut s = Server { child, port, log };
        let log = s.wait_log("players join with");
        // Asked for any port (0): the one the system gave, as the log says.
        if port == 0 {
            let at = log.lines().find_map(|l| l.split("nos serve on 127.0.0.1:").nth(1)).unwrap_or_default();
            s.port = at.split(' ').next().and_then(|p| p.parse().ok()).unwrap_or(0);
            assert_ne!(s.port, 0, "the port given is not told:\n{log}");
        }
        s
    }

    /// A server that must not start (its directory served by another, say): its exit
    /// code and what it said on standard error, within the tests' time limit.
    pub fn refused(dir: &Path, more: &[&str]) -> (i32, String) {
        let mut child = Command::new(BIN)
            .args(["serve", "--port", "0"])
            .args(more)
            .env("NOS_DATA_DIR", dir)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let end = Instant::now() + pty::LIMIT;
        while child.try_wait().unwrap().is_none() {
            if Instant::now() >= end {
                let _ = child.kill();
                let out = child.wait_with_output().unwrap();
                panic!("the server started: {}", String::from_utf8_lossy(&out.stdout));
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let out = child.wait_with_output().unwrap();
        (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stderr).into_owned())
    }

    /// Ends the server as a crash does (SIGKILL): nothing written on the way out.
    pub fn kill(&mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }

    pub fn wait_log(&self, text: &str) -> String {
        let end = Instant::now() + pty::LIMIT;
        loop {
            let all = self.log.lock().unwrap().join("\n");
            if all.contains(text) {
                return all;
            }
            assert!(Instant::now() < end, "{text:?} not in the server's log:\n{all}");
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// A player at his own terminal, signing in without a key.
    pub fn join(&self, dir: &Path, name: &str) -> Term {
        self.join_with(dir, name, None)
    }

    /// A player at his own terminal, signing in with the private key file `key` if given.
    pub fn join_with(&self, dir: &Path, name: &str, key: Option<&Path>) -> Term {
        self.join_sized(dir, name, key, (30, 110))
    }

    /// As [`Server::join_with`], in a window of `size` (rows, columns).
    pub fn join_sized(&self, dir: &Path, name: &str, key: Option<&Path>, size: (u16, u16)) -> Term {
        let port = self.port.to_string();
        let who = format!("{name}@127.0.0.1");
        let mut args = vec![
            "-tt".to_string(),
            "-F".into(),
            "/dev/null".into(),
            "-p".into(),
            port,
            "-o".into(),
            "StrictHostKeyChecking=no".into(),
            "-o".into(),
            "UserKnownHostsFile=/dev/null".into(),
            "-o".into(),
            "LogLevel=ERROR".into(),
            "-o".into(),
            "PasswordAuthentication=no".into(),
            "-o".into(),
            "IdentitiesOnly=yes".into(),
        ];
        match key {
            Some(k) => args.extend(["-i".to_string(), k.display().to_string()]),
            None => args.extend(["-o".to_string(), "PubkeyAuthentication=no".into()]),
        }
        args.push(who);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        Term::sized(dir, SSH, &args, size)
    }

    pub fn stop(&mut self) -> i32 {
        // SAFETY: a signal to our own child process.
        unsafe { libc::kill(self.child.id() as i32, libc::SIGTERM) };
        let end = Instant::now() + pty::LIMIT;
        loop {
            if let Some(st) = self.child.try_wait().unwrap() {
                return st.code().unwrap_or(-1);
            }
            assert!(Instant::now() < end, "the server did not stop");
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if self.child.try_wait().ok().flatten().is_none() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// Opens a table of the game whose name shows `game` in the form, with `players`
/// seats and `computers` computer seats (the last ones), from the lobby; the code of
/// the host's seat if he signed in without a key, or "" if his seat is bound to a key.
pub fn open_table(t: &mut Term, game: &str, players: u8, computers: u8) -> String {
    form(t, game, players, computers);
    // The button to open it: two rows under the last seat, past the seed.
    press(t, DOWN);
    press(t, DOWN);
    t.send(ENTER);
    // The code's box is drawn with the table, in the same frame: none, a key's seat.
    // The frame is whole once its last row, the table's keys, is there (a frame read
    // half written showed the table without its box).
    let s = t.wait_for("the table opened", |s| !s.contains("A new table") && s.contains("q lobby"));
    if s.contains("Your seat code: ") {
        seat_code(t)
    } else {
        String::new()
    }
}

/// The seat code a player without a key is shown when he sits down, read from its
/// box, which a key then closes.
pub fn seat_code(t: &mut Term) -> String {
    let s = t.wait("Your seat code: ");
    let line = s.lines().find(|l| l.contains("Your seat code: ")).unwrap_or_default();
    let code: String = line.split("Your seat code: ").nth(1).unwrap_or_default().chars().take(5).collect();
    t.send("\x1b");
    t.wait_for("the code's box closed", |s| !s.contains("Your seat code: "));
    code
}

/// Takes the free seat of the first table of the lobby's list, and returns the seat's
/// code, once its box has shown it.
pub fn sit_down(t: &mut Term) -> String {
    press(t, DOWN);
    t.send(ENTER);
    seat_code(t)
}

/// A key that may change nothing drawn as text (the cursor of a form): sent, and a
/// moment for it to be taken. The moment ends early once the screen, its colours
/// included (where a form's cursor shows), has changed and held still: most keys
/// move the cursor, and a fixed 120 ms after each made the forms a good part of the
/// network tests' time. A key that changes nothing still waits the whole moment.
pub fn press(t: &mut Term, k: &str) {
    let drawn =
        |t: &Term| t.parser.lock().unwrap_or_else(std::sync::PoisonError::into_inner).screen().contents_formatted();
    let before = drawn(t);
    t.send(k);
    let end = Instant::now() + Duration::from_millis(120);
    while Instant::now() < end {
        std::thread::sleep(Duration::from_millis(5));
        let mut last = drawn(t);
        if last != before {
            loop {
                std::thread::sleep(Duration::from_millis(40));
                let now = drawn(t);
                if now == last {
                    return;
                }
                last = now;
            }
        }
    }
}

/// Opens the lobby's form and sets the game, the players and the computer seats; the
/// cursor is left on the last seat.
pub fn form(t: &mut Term, game: &str, players: u8, computers: u8) {
    t.key("n");
    t.wait("A new table");
    for _ in 0..40 {
        if t.screen().contains(&format!("◂ {game} ▸")) {
            break;
        }
        t.key(RIGHT);
    }
    assert!(t.screen().contains(&format!("◂ {game} ▸")), "{}", t.screen());
    press(t, DOWN);
    // The fewest players the game takes first (the count stops there), then up.
    for _ in 0..4 {
        press(t, LEFT);
    }
    for _ in 0..9 {
        if t.screen().contains(&format!("Players:  ◂ {players} ▸")) {
            break;
        }
        press(t, RIGHT);
    }
    assert!(t.screen().contains(&format!("Players:  ◂ {players} ▸")), "{}", t.screen());
    // Seat 1 is the host's; every other seat a computer's at first (normal): the
    // first ones become seats for players (← from normal is a person's).
    press(t, DOWN);
    for seat in 2..=players {
        press(t, DOWN);
        if seat <= players - computers {
            press(t, LEFT);
        }
    }
    let humans = t.screen().matches("a player sits here").count();
    assert_eq!(humans, usize::from(players - computers - 1), "{}", t.screen());
}

/// Plays this seat's turns until the hand is over.
pub fn play_hand(t: &mut Term) -> String {
    let end = Instant::now() + Duration::from_secs(60);
    loop {
        let s = t.screen();
        if s.contains("is over") {
            return s;
        }
        assert!(Instant::now() < end, "the hand did not end:\n{s}");
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

/// The tiles in a seat's hand row, as drawn: `[3|5]`.
pub fn hand_of(screen: &str, name: &str) -> Vec<String> {
    let lines: Vec<&str> = screen.lines().collect();
    let Some(at) = lines.iter().position(|l| l.contains(&format!("{name}'s hand"))) else { return Vec::new() };
    tiles_in(lines.get(at + 1).unwrap_or(&""))
}

pub fn tiles_in(text: &str) -> Vec<String> {
    let b = text.as_bytes();
    (0..b.len().saturating_sub(4))
        .filter(|&i| b[i] == b'[' && b[i + 2] == b'|' && b[i + 4] == b']' && b[i + 1].is_ascii_digit())
        .map(|i| text[i..i + 5].to_string())
        .collect()
}

/// The bytes a terminal was sent, its escape sequences taken out.
pub fn text_of(raw: &[u8]) -> String {
    let s = String::from_utf8_lossy(raw);
    let mut out = String::new();
    let mut it = s.chars().peekable();
    while let Some(c) = it.next() {
        if c == '\x1b' {
            if it.peek() == Some(&'[') {
                it.next();
                for d in it.by_ref() {
                    if ('\x40'..='\x7e').contains(&d) {
                        break;
                    }
                }
            } else {
                it.next();
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// A tile both ways round, as the screen may draw it.
pub fn both_ways(t: &str) -> [String; 2] {
    let b = t.as_bytes();
    [t.to_string(), format!("[{}|{}]", b[3] as char, b[1] as char)]
}

/// A new ed25519 key pair in `dir`, made by ssh-keygen: the private key's path.
pub fn key_pair(dir: &Path, name: &str) -> std::path::PathBuf {
    let p = dir.join(name);
    let out = Command::new("ssh-keygen")
        .args(["-q", "-t", "ed25519", "-N", "", "-C", name, "-f"])
        .arg(&p)
        .output()
        .expect("ssh-keygen runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    p
}
