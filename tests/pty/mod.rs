//! The real program in a pseudo-terminal, for the tests of what must survive: the
//! screen through the terminal parser, every byte the program wrote, the terminal's
//! modes after it ends, and its process id for signals.
#![allow(dead_code)]

use portable_pty::{native_pty_system, Child, CommandBuilder, MasterPty, PtySize};
use std::io::{Read, Write};
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

pub const BIN: &str = env!("CARGO_BIN_EXE_nos");
pub const LIMIT: Duration = Duration::from_secs(20);
pub const ENTER: &str = "\r";
/// What a hand-over says while it takes no key.
pub const LOCKED: &str = "; wait a moment…";

/// What sees every frame the terminal gets ([`Term::spawn`]).
pub type Frame = Box<dyn FnMut(&vt100::Screen) + Send>;

pub struct Term {
    pub parser: Arc<Mutex<vt100::Parser>>,
    /// Every byte the program wrote to the terminal.
    pub raw: Arc<Mutex<Vec<u8>>>,
    pub writer: Box<dyn Write + Send>,
    pub child: Box<dyn Child + Send + Sync>,
    pub master: Box<dyn MasterPty + Send>,
}

impl Term {
    /// `nos ARGS` with `NOS_DATA_DIR=dir`, computer seats acting at once.
    pub fn start(dir: &Path, args: &[&str]) -> Term {
        Term::run(dir, BIN, args)
    }

    /// Any program in the terminal (a shell, say), with the data directory set.
    pub fn run(dir: &Path, program: &str, args: &[&str]) -> Term {
        Term::sized(dir, program, args, (30, 100))
    }

    /// As [`Term::run`], in a terminal of `rows` x `cols`. The hand-over's lock is a
    /// tenth of a second here (`NOS_LOCK_MS`), not the second a player waits: these
    /// tests play through many hand-overs and check other things, and a second at each
    /// made a hand by keys take half a minute. The lock itself is tested at its real
    /// second in `tests/terminal/pty_hand_over.rs` (through [`Term::spawn`]) and on a
    /// still clock in `tests/screens/tui_hand_over.rs`.
    pub fn sized(dir: &Path, program: &str, args: &[&str], size: (u16, u16)) -> Term {
        Term::spawn(dir, program, args, size, &[("NOS_DELAY_MS", "0"), ("NOS_LOCK_MS", "100")], None)
    }

    /// `program ARGS` in a terminal of `rows` x `cols`, with the data directory and
    /// `env` set; `frame`, when given, sees the screen after every frame the program
    /// writes (each ends where the program hides the cursor, as it does after each
    /// frame) and after every read that ends in the middle of one, so that no frame
    /// the terminal gets goes unseen.
    pub fn spawn(
        dir: &Path,
        program: &str,
        args: &[&str],
        (rows, cols): (u16, u16),
        env: &[(&str, &str)],
        mut frame: Option<Frame>,
    ) -> Term {
        let pair = native_pty_system().openpty(PtySize { rows, cols, pixel_width: 0, pixel_height: 0 }).unwrap();
        let mut cmd = CommandBuilder::new(program);
        cmd.args(args);
        cmd.env("NOS_DATA_DIR", dir);
        cmd.env("TERM", "xterm-256color");
        for (k, v) in env {
            cmd.env(k, v);
        }
        let child = pair.slave.spawn_command(cmd).unwrap();
        drop(pair.slave);
        let parser = Arc::new(Mutex::new(vt100::Parser::new(rows, cols, 0)));
        let raw = Arc::new(Mutex::new(Vec::new()));
        let mut reader = pair.master.try_clone_reader().unwrap();
        let (p, r) = (parser.clone(), raw.clone());
        std::thread::spawn(move || {
            let mut buf = [0u8; 8192];
            while let Ok(n) = reader.read(&mut buf) {
                if n == 0 {
                    break;
                }
                // The emulator (vt100) may panic on output that raced a resize; the
                // terminal then starts blank at its size, as after a clear, and the
                // program's next frames fill it again.
                let mut parser = p.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
                for piece in frames(&buf[..n]) {
                    let ok = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| parser.process(piece)));
                    if ok.is_err() {
                        let (rows, cols) = parser.screen().size();
                        *parser = vt100::Parser::new(rows, cols, 0);
                    }
                    if let Some(f) = frame.as_mut() {
                        f(parser.screen());
                    }
                }
                drop(parser);
                r.lock().unwrap().extend_from_slice(&buf[..n]);
            }
        });
        let writer = pair.master.take_writer().unwrap();
        Term { parser, raw, writer, child, master: pair.master }
    }

    pub fn pid(&self) -> i32 {
        self.child.process_id().expect("a process id") as i32
    }

    pub fn screen(&self) -> String {
        let s = self.parser.lock().unwrap_or_else(std::sync::PoisonError::into_inner).screen().contents();
        s.lines().map(str::trim_end).collect::<Vec<_>>().join("\n")
    }

    /// Waits for `text` on the screen.
    pub fn wait(&self, text: &str) -> String {
        self.wait_for(&format!("{text:?}"), |s| s.contains(text))
    }

    /// Waits until the screen is as `good` wants it (`what` says how, for the failure).
    pub fn wait_for(&self, what: &str, good: impl Fn(&str) -> bool) -> String {
        let end = Instant::now() + LIMIT;
        loop {
            let s = self.screen();
            if good(&s) {
                return s;
            }
            assert!(Instant::now() < end, "{what} did not appear; the screen:\n{s}");
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// The window changes size, as a user dragging it would. The parser takes the new
    /// size first: the frame the program draws for it must not be read at the old one.
    pub fn resize(&self, rows: u16, cols: u16) {
        self.parser.lock().unwrap_or_else(std::sync::PoisonError::into_inner).set_size(rows, cols);
        self.master.resize(PtySize { rows, cols, pixel_width: 0, pixel_height: 0 }).unwrap();
    }

    /// Sends keys, without waiting.
    pub fn send(&mut self, k: &str) {
        self.writer.write_all(k.as_bytes()).unwrap();
        self.writer.flush().unwrap();
    }

    /// Sends keys and waits until the screen changes and holds still. At a hand-over
    /// that takes no key yet (its first second), it first waits, as a player would.
    pub fn key(&mut self, k: &str) {
        if self.screen().contains(LOCKED) {
            self.wait_for("the hand-over to take keys", |s| !s.contains(LOCKED));
        }
        let before = self.screen();
        self.send(k);
        let end = Instant::now() + LIMIT;
        while self.screen() == before {
            assert!(Instant::now() < end, "key {k:?} changed nothing; the screen:\n{before}");
            std::thread::sleep(Duration::from_millis(10));
        }
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

    /// Waits for the program to end; its exit code.
    pub fn exit(&mut self) -> u32 {
        let end = Instant::now() + LIMIT;
        loop {
            if let Some(st) = self.child.try_wait().unwrap() {
                // The last bytes written before the end reach the parser.
                std::thread::sleep(Duration::from_millis(100));
                return st.exit_code();
            }
            assert!(Instant::now() < end, "the program did not end; the screen:\n{}", self.screen());
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Whether the terminal is in canonical mode with echo: not left raw.
    #[cfg(unix)]
    pub fn cooked(&self) -> bool {
        let fd = self.master.as_raw_fd().expect("the terminal's descriptor");
        // SAFETY: termios is plain data, filled by tcgetattr on a valid descriptor.
        let mut t: libc::termios = unsafe { std::mem::zeroed() };
        assert_eq!(unsafe { libc::tcgetattr(fd, &mut t) }, 0);
        t.c_lflag & libc::ICANON != 0 && t.c_lflag & libc::ECHO != 0
    }

    /// Sends a signal to the program.
    #[cfg(unix)]
    pub fn signal(&self, sig: i32) {
        // SAFETY: kill has no memory preconditions.
        assert_eq!(unsafe { libc::kill(self.pid(), sig) }, 0);
    }
}

/// `bytes` cut after each end of a frame (the cursor hidden, as the program does after
/// every frame it draws); the last piece may be part of a frame still being written.
pub fn frames(bytes: &[u8]) -> Vec<&[u8]> {
    const END: &[u8] = b"\x1b[?25l";
    let mut out = Vec::new();
    let mut from = 0;
    let mut i = 0;
    while i + END.len() <= bytes.len() {
        if &bytes[i..i + END.len()] == END {
            out.push(&bytes[from..i + END.len()]);
            from = i + END.len();
            i = from;
        } else {
            i += 1;
        }
    }
    if from < bytes.len() {
        out.push(&bytes[from..]);
    }
    out
}

/// One key a player who wants the hand to go on presses, read from the screen; `None`
/// when the hand is over.
pub fn next_key(s: &str) -> Option<&'static str> {
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
    } else if s.contains("\"I wait\" (w)") {
        "w"
    } else {
        ENTER
    })
}

/// Plays up to `max` keys of the hand; how many were played.
pub fn play(t: &mut Term, max: usize) -> usize {
    for i in 0..max {
        let s = t.screen();
        match next_key(&s) {
            Some(k) => t.key(k),
            None => return i,
        }
    }
    max
}

/// The ids of the unfinished games kept in the data directory `dir`, in order.
pub fn ids(dir: &Path) -> Vec<String> {
    let mut ids: Vec<u64> = std::fs::read_dir(dir.join("games"))
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| e.file_name().to_str()?.parse().ok())
        // As the store lists them: a slot holding a finished game's record is not one.
        .filter(|id: &u64| !dir.join("games").join(id.to_string()).join(nos::store::slot::FINISHED).exists())
        .filter(|id: &u64| nos::store::slot::peek(&dir.join("games").join(id.to_string())).is_ok_and(|l| l.is_some()))
        .collect();
    ids.sort_unstable();
    ids.into_iter().map(|i| i.to_string()).collect()
}

/// The unfinished game `id` of `dir` as one record file (its slot's record with the
/// journal replayed), written beside the data directory for `nos check` and replay.
pub fn saved_as(dir: &Path, id: &str) -> std::path::PathBuf {
    let loaded = nos::store::slot::peek(&dir.join("games").join(id)).unwrap().expect("a saved game");
    let p = dir.parent().unwrap().join(format!("{}-game-{id}.json", dir.file_name().unwrap().to_string_lossy()));
    std::fs::write(&p, loaded.text).unwrap();
    p
}

/// The one unfinished game kept in `dir`, as a record file ([`saved_as`]).
pub fn saved(dir: &Path) -> std::path::PathBuf {
    let ids = ids(dir);
    assert_eq!(ids.len(), 1, "one unfinished game, not {ids:?}");
    saved_as(dir, &ids[0])
}
