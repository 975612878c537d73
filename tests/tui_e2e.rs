//! The real program in a pseudo-terminal: a whole hand by key presses, quit, resume,
//! settle, and replay the kept record. No tmux; every wait is for screen text, with a
//! time limit.

use portable_pty::{native_pty_system, Child, CommandBuilder, MasterPty, PtySize};
use std::io::{Read, Write};
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_nos");
const LIMIT: Duration = Duration::from_secs(20);

struct Term {
    parser: Arc<Mutex<vt100::Parser>>,
    writer: Box<dyn Write + Send>,
    child: Box<dyn Child + Send + Sync>,
    _master: Box<dyn MasterPty + Send>,
}

impl Term {
    fn start(dir: &Path, args: &[&str]) -> Term {
        let pair =
            native_pty_system().openpty(PtySize { rows: 30, cols: 100, pixel_width: 0, pixel_height: 0 }).unwrap();
        let mut cmd = CommandBuilder::new(BIN);
        cmd.args(args);
        cmd.env("NOS_DATA_DIR", dir);
        cmd.env("NOS_DELAY_MS", "0");
        cmd.env("TERM", "xterm-256color");
        let child = pair.slave.spawn_command(cmd).unwrap();
        drop(pair.slave);
        let parser = Arc::new(Mutex::new(vt100::Parser::new(30, 100, 0)));
        let mut reader = pair.master.try_clone_reader().unwrap();
        let p = parser.clone();
        std::thread::spawn(move || {
            let mut buf = [0u8; 8192];
            while let Ok(n) = reader.read(&mut buf) {
                if n == 0 {
                    break;
                }
                p.lock().unwrap().process(&buf[..n]);
            }
        });
        let writer = pair.master.take_writer().unwrap();
        Term { parser, writer, child, _master: pair.master }
    }

    fn screen(&self) -> String {
        let s = self.parser.lock().unwrap().screen().contents();
        s.lines().map(str::trim_end).collect::<Vec<_>>().join("\n")
    }

    fn wait(&self, text: &str) -> String {
        let end = Instant::now() + LIMIT;
        loop {
            let s = self.screen();
            if s.contains(text) {
                return s;
            }
            assert!(Instant::now() < end, "{text:?} did not appear; the screen:\n{s}");
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Sends keys and waits until the screen changes.
    fn key(&mut self, k: &str) {
        let before = self.screen();
        self.writer.write_all(k.as_bytes()).unwrap();
        self.writer.flush().unwrap();
        let end = Instant::now() + LIMIT;
        while self.screen() == before {
            assert!(Instant::now() < end, "key {k:?} changed nothing; the screen:\n{before}");
            std::thread::sleep(Duration::from_millis(10));
        }
        // Let the frame finish arriving: the screen holds still for a moment.
        let mut last = self.screen();
        loop {
            std::thread::sleep(Duration::from_millis(60));
            let now = self.screen();
            if now == last {
                break;
            }
            last = now;
        }
    }

    fn exit(mut self) -> u32 {
        let end = Instant::now() + LIMIT;
        loop {
            if let Some(st) = self.child.try_wait().unwrap() {
                return st.exit_code();
            }
            assert!(Instant::now() < end, "the program did not end; the screen:\n{}", self.screen());
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

const ENTER: &str = "\r";

/// One key a player who wants the hand to go on presses, read from the screen; `None`
/// when the hand is over.
fn next_key(s: &str) -> Option<&'static str> {
    Some(if s.contains("is over") {
        return None;
    } else if s.contains("Pass the keyboard") || s.contains("Announce a game") || s.contains("stays open") {
        ENTER
    } else if s.contains("y: declare, n: no") || s.contains("or n: no") {
        "n"
    } else if s.contains("draw (d)") || s.contains("Draw a tile (d)") {
        "d"
    } else if s.contains("pass (p)") {
        "p"
    } else {
        ENTER
    })
}

fn play(t: &mut Term, max: usize) -> usize {
    for i in 0..max {
        let s = t.screen();
        match next_key(&s) {
            Some(k) => t.key(k),
            None => return i,
        }
    }
    max
}

#[test]
fn a_hand_by_keys_then_quit_resume_settle_and_replay() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = Term::start(dir.path(), &["new", "--names", "Ann,Bas,Cor", "--seed", "5"]);
    t.wait("Pass the keyboard to");
    // Part of the hand, then save and leave.
    assert_eq!(play(&mut t, 12), 12);
    let before = t.screen();
    t.key("q");
    t.wait("End the session now");
    t.writer.write_all(b"s").unwrap();
    assert_eq!(t.exit(), 0);
    assert!(dir.path().join("current.json").exists());

    // `nos` offers the unfinished game; resuming shows the very same screen.
    let mut t = Term::start(dir.path(), &[]);
    t.wait("An unfinished game is kept");
    t.key("r");
    // Whoever holds the keyboard now takes it again: the hand-over comes first.
    let mut s = t.screen();
    if s.contains("Pass the keyboard") && !before.contains("Pass the keyboard") {
        t.key(ENTER);
        s = t.screen();
    }
    assert_eq!(s, before, "resumed elsewhere");
    // The rest of the hand.
    play(&mut t, 2000);
    t.wait("Hand 1 is over");
    t.wait("is on set next hand");
    t.key("q");
    t.key("y");
    let s = t.wait("settlement");
    assert!(s.contains("side pot") || s.contains("Side pot"), "{s}");
    t.key(ENTER);
    assert_eq!(t.exit(), 0);
    assert!(!dir.path().join("current.json").exists());
    let kept: Vec<_> = std::fs::read_dir(dir.path().join("sessions")).unwrap().map(|e| e.unwrap().path()).collect();
    assert_eq!(kept.len(), 1);
    let file = kept[0].to_str().unwrap().to_string();
    let check = std::process::Command::new(BIN).args(["check", &file]).output().unwrap();
    assert!(check.status.success(), "{}", String::from_utf8_lossy(&check.stderr));

    // The replay viewer steps through it.
    let mut t = Term::start(dir.path(), &["replay", &file]);
    let s = t.wait("step 1/");
    assert!(s.contains("every hand, face up"));
    t.key("\x1b[F"); // End
    t.wait("The hand is over");
    t.key("\x1b[D"); // Left
    t.key("2");
    t.wait("as Bas saw it");
    t.key("q");
    assert_eq!(t.exit(), 0);
}

#[test]
fn a_record_that_does_not_load_gets_the_check_error() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.json");
    std::fs::write(&bad, "{\"format\": \"nos-record\", \"version\": 2}").unwrap();
    let out = std::process::Command::new(BIN).arg("replay").arg(&bad).output().unwrap();
    let check = std::process::Command::new(BIN).arg("check").arg(&bad).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(out.stderr, check.stderr);
    assert!(!out.stderr.is_empty());
}

#[test]
fn help_names_every_command() {
    let out = std::process::Command::new(BIN).arg("--help").output().unwrap();
    let s = String::from_utf8_lossy(&out.stdout);
    for c in ["new", "resume", "replay", "check", "simulate", "bench"] {
        assert!(s.contains(c), "{c} missing from:\n{s}");
    }
    let out = std::process::Command::new(BIN).args(["new", "--help"]).output().unwrap();
    let s = String::from_utf8_lossy(&out.stdout);
    for c in ["--players", "--names", "--seed", "--computer", "--level"] {
        assert!(s.contains(c), "{c} missing from:\n{s}");
    }
}

#[test]
fn a_small_window_says_how_large_it_must_be() {
    let dir = tempfile::tempdir().unwrap();
    let pair = native_pty_system().openpty(PtySize { rows: 20, cols: 60, pixel_width: 0, pixel_height: 0 }).unwrap();
    let mut cmd = CommandBuilder::new(BIN);
    cmd.args(["new", "--seed", "3"]);
    cmd.env("NOS_DATA_DIR", dir.path());
    let mut child = pair.slave.spawn_command(cmd).unwrap();
    drop(pair.slave);
    let parser = Arc::new(Mutex::new(vt100::Parser::new(20, 60, 0)));
    let mut reader = pair.master.try_clone_reader().unwrap();
    let p = parser.clone();
    std::thread::spawn(move || {
        let mut buf = [0u8; 4096];
        while let Ok(n) = reader.read(&mut buf) {
            if n == 0 {
                break;
            }
            p.lock().unwrap().process(&buf[..n]);
        }
    });
    let end = Instant::now() + LIMIT;
    while !parser.lock().unwrap().screen().contents().contains("at least 80x24") {
        assert!(Instant::now() < end, "{}", parser.lock().unwrap().screen().contents());
        std::thread::sleep(Duration::from_millis(20));
    }
    // It grows: the table comes back.
    pair.master.resize(PtySize { rows: 30, cols: 100, pixel_width: 0, pixel_height: 0 }).unwrap();
    parser.lock().unwrap().set_size(30, 100);
    let end = Instant::now() + LIMIT;
    while !parser.lock().unwrap().screen().contents().contains("Pass the keyboard") {
        assert!(Instant::now() < end, "{}", parser.lock().unwrap().screen().contents());
        std::thread::sleep(Duration::from_millis(20));
    }
    child.kill().unwrap();
}

#[test]
fn kill_9_then_start_again_resumes_where_it_stopped() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = Term::start(dir.path(), &["new", "--names", "Ann,Bas,Cor,Dirk", "--seed", "9", "--computer", "3"]);
    t.wait("Pass the keyboard to");
    play(&mut t, 9);
    let before = t.screen();
    let pid = t.child.process_id().unwrap();
    let st = std::process::Command::new("kill").args(["-9", &pid.to_string()]).status().unwrap();
    assert!(st.success());
    let _ = t.exit();
    let mut t = Term::start(dir.path(), &["resume"]);
    t.wait("NOS");
    let mut s = t.screen();
    if s.contains("Pass the keyboard") && !before.contains("Pass the keyboard") {
        t.key(ENTER);
        s = t.screen();
    }
    assert_eq!(s, before, "resumed elsewhere");
    t.child.kill().unwrap();
}

#[test]
fn practice_deals_a_hand_on_set_plays_it_out_and_ranks_the_choice() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = Term::start(dir.path(), &["practice", "--players", "3", "--seed", "4", "--samples", "500"]);
    t.wait("practice hand 1");
    t.wait("You are on set");
    // Set (drawing first if need be), announce, and play the hand out.
    play(&mut t, 2000);
    t.wait("Practice hand 1 is over");
    // The ranking is finished on its thread: the verdict follows.
    let s = t.wait("Your choice, ");
    assert!(s.contains(" of "), "{s}");
    assert!(s.contains("Session: 1 hand"), "{s}");
    t.key(ENTER);
    t.wait("practice hand 2");
    let s = t.wait("You are on set");
    assert!(!s.contains("is over"), "{s}");
    t.key("q");
    let s = t.wait("Practice is over");
    assert!(s.contains("hands judged              1"), "{s}");
    t.key("q");
    assert_eq!(t.exit(), 0);
    // Practice keeps nothing: no game to resume.
    assert!(!dir.path().join("current.json").exists());
}
