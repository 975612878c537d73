//! The real program in a pseudo-terminal, treated as an unlucky or hostile user would:
//! two copies on one data directory, kill -9 at random moments, the signals that end
//! a program, a record whose names hold terminal escapes, something that is not a
//! file where the save belongs, and a disk that fills up at the settlement.

mod pty;

use pty::{play, Term, BIN, ENTER};
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

/// `nos ARGS` under a shell that caps its memory: a read that never ends fails the
/// test, not the machine.
fn capped(dir: &Path, args: &[&str]) -> Term {
    let line = format!("ulimit -v 4000000; exec {BIN} {}", args.join(" "));
    Term::run(dir, "/bin/sh", &["-c", &line])
}

fn check(path: &Path) -> (Option<i32>, String) {
    let out = Command::new(BIN).arg("check").arg(path).output().unwrap();
    (out.status.code(), String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr))
}

/// Files left under a temporary name anywhere in the data directory.
fn temporaries(dir: &Path) -> Vec<String> {
    let mut out = Vec::new();
    for d in [dir.to_path_buf(), dir.join("sessions")] {
        for e in std::fs::read_dir(d).into_iter().flatten().flatten() {
            let n = e.file_name().to_string_lossy().into_owned();
            if n.ends_with(".tmp") {
                out.push(n);
            }
        }
    }
    out
}

#[test]
fn a_second_copy_on_one_directory_refuses_and_the_first_keeps_its_game_whole() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = Term::start(dir.path(), &["new", "--names", "Ann,Bas,Cor", "--seed", "5"]);
    a.wait("Pass the keyboard to");
    play(&mut a, 6);
    for args in [&["new", "--names", "Xen,Yva,Zed", "--seed", "6"][..], &[], &["resume"]] {
        let mut b = Term::start(dir.path(), args);
        assert_eq!(b.exit(), 1, "nos {args:?}: {}", b.screen());
        let s = b.screen();
        assert!(s.contains(&format!("open in another nos (process {})", a.pid())), "nos {args:?}: {s}");
        assert!(!s.contains("nos replay") && s.contains("NOS_DATA_DIR"), "{s}");
    }
    // Its save replays every hand face up: refused while the game is open.
    let save = dir.path().join("current.json");
    let out = Command::new(BIN).arg("replay").arg(&save).output().unwrap();
    let said = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert!(said.contains("being played in another nos") && said.contains("face up"), "{said}");
    // The first goes on, its game untouched by the second.
    play(&mut a, 6);
    let before = a.screen();
    a.key("q");
    a.wait("End the session now");
    a.send("s");
    assert_eq!(a.exit(), 0);
    let save = dir.path().join("current.json");
    let text = std::fs::read_to_string(&save).unwrap();
    assert!(text.contains("\"Ann\"") && text.contains("\"seed\": 5") && !text.contains("Xen"), "{text}");
    assert_eq!(check(&save).0, Some(0));
    assert_eq!(std::fs::read_dir(dir.path().join("sessions")).unwrap().count(), 0);
    // Complete: resuming shows the very screen it was left on.
    let mut r = Term::start(dir.path(), &["resume"]);
    r.wait("NOS");
    let mut s = r.screen();
    if s.contains("Pass the keyboard") && !before.contains("Pass the keyboard") {
        r.key(ENTER);
        s = r.screen();
    }
    assert_eq!(s, before, "resumed elsewhere");
    r.child.kill().unwrap();
}

/// Starts the game (or resumes it), lets it run for `ms` with Enter pressed now and
/// then, kills it with SIGKILL, and checks that what is kept checks and resumes.
fn kill_at(dir: &Path, seed: u64, ms: u64) {
    let args: Vec<String> = if dir.join("current.json").exists() {
        vec!["resume".into()]
    } else {
        ["new", "--computer", "1,2,3,4", "--seed", &seed.to_string()].iter().map(|s| s.to_string()).collect()
    };
    let args: Vec<&str> = args.iter().map(|s| s.as_str()).collect();
    let mut t = Term::start(dir, &args);
    let end = Instant::now() + Duration::from_millis(ms);
    while Instant::now() < end {
        std::thread::sleep(Duration::from_millis(ms.min(15)));
        t.send(ENTER);
    }
    t.signal(libc::SIGKILL);
    t.exit();
    let save = dir.join("current.json");
    if save.exists() {
        let (code, out) = check(&save);
        assert_eq!(code, Some(0), "after a kill at {ms} ms: {out}");
        let store = nos::tui::store::Store::at(dir.to_path_buf()).expect("the lock is free after a kill");
        store.load().unwrap_or_else(|e| panic!("after a kill at {ms} ms: {e}"));
        assert_eq!(temporaries(dir), Vec::<String>::new());
    }
    for e in std::fs::read_dir(dir.join("sessions")).into_iter().flatten().flatten() {
        assert_eq!(check(&e.path()).0, Some(0), "{}", e.path().display());
    }
}

/// Kill -9 at `n` moments spread over the first half second of a run, the game
/// going on from one run to the next.
fn kills(n: u64) {
    let dir = tempfile::tempdir().unwrap();
    for i in 0..n {
        // Spread over 0 to 500 ms, in an order that is not monotonic.
        let ms = (i * 7919 + 13) % 500;
        kill_at(dir.path(), i, ms);
    }
    assert!(dir.path().join("current.json").exists());
}

#[test]
fn kill_9_at_thirty_moments_leaves_a_save_that_checks_and_resumes() {
    kills(30);
}

#[test]
#[ignore = "three hundred kills: a few minutes"]
fn kill_9_at_three_hundred_moments_leaves_a_save_that_checks_and_resumes() {
    kills(300);
}

#[test]
fn sigterm_sighup_and_sigint_restore_the_terminal_and_keep_the_game() {
    for sig in [libc::SIGTERM, libc::SIGHUP, libc::SIGINT] {
        let dir = tempfile::tempdir().unwrap();
        let mut t = Term::start(dir.path(), &["new", "--names", "Ann,Bas,Cor", "--seed", "5"]);
        t.wait("Pass the keyboard to");
        play(&mut t, 5);
        {
            let p = t.parser.lock().unwrap();
            assert!(p.screen().alternate_screen() && p.screen().hide_cursor());
            assert_ne!(p.screen().mouse_protocol_mode(), vt100::MouseProtocolMode::None);
        }
        assert!(!t.cooked(), "the game runs in raw mode");
        t.signal(sig);
        assert_eq!(t.exit(), 128 + sig as u32, "signal {sig}");
        let p = t.parser.lock().unwrap();
        assert!(!p.screen().alternate_screen(), "signal {sig}: still on the alternate screen");
        assert!(!p.screen().hide_cursor(), "signal {sig}: the cursor is still hidden");
        assert_eq!(p.screen().mouse_protocol_mode(), vt100::MouseProtocolMode::None, "signal {sig}");
        drop(p);
        assert!(t.cooked(), "signal {sig}: the terminal is left raw");
        assert_eq!(check(&dir.path().join("current.json")).0, Some(0));
    }
}

/// A record whose names would retitle the window or clear the screen is refused by
/// the names rule before any screen is drawn (the rule `--names` keeps), its error
/// showing the escapes visibly.
#[test]
fn a_record_whose_names_hold_escapes_is_refused_before_the_screen_with_them_visible() {
    let dir = tempfile::tempdir().unwrap();
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records/text-example-i-wait.json");
    let text = std::fs::read_to_string(example).unwrap().replace(
        "\"players\": [\"A\", \"B\", \"C\", \"D\"]",
        r#""players": ["A\u001b]0;owned\u0007", "B\u001b[2J", "C\u001b]52;c;aGk=\u0007", "D\u009b31m"]"#,
    );
    let file = dir.path().join("hostile.json");
    std::fs::write(&file, text).unwrap();
    for cmd in ["replay", "check"] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_nos"))
            .args([cmd, file.to_str().unwrap()])
            .env("NOS_DATA_DIR", dir.path())
            .stdin(std::process::Stdio::null())
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{cmd}: {err}");
        assert!(err.contains("players[0]: the name \"A\\u{1b}]0;owned\\u{7}\" holds a control character"), "{err}");
        assert!(!out.stderr.iter().any(|&b| b == 0x1b || b == 0x07), "{err}");
    }
}

#[cfg(unix)]
#[test]
fn something_not_a_file_where_the_save_belongs_is_refused_at_once() {
    let cases: [(&str, Make, &str); 4] = [
        ("a named pipe", |p| mkfifo(p), "named pipe"),
        ("a link to /dev/zero", |p| std::os::unix::fs::symlink("/dev/zero", p).unwrap(), "a device"),
        ("a directory", |p| std::fs::create_dir(p).unwrap(), "a directory"),
        ("a sparse gigabyte", |p| std::fs::File::create(p).unwrap().set_len(1 << 30).unwrap(), "larger than"),
    ];
    for (what, make, words) in cases {
        for args in [&["resume"][..], &[], &["new", "--seed", "1"]] {
            let dir = tempfile::tempdir().unwrap();
            let save = dir.path().join("current.json");
            make(&save);
            let start = Instant::now();
            let mut t = capped(dir.path(), args);
            let regular = words == "larger than";
            if regular && args.is_empty() {
                // A file, unreadable: the offer says so, and leaving is possible.
                t.wait("An unfinished game is kept");
                let s = t.wait("It cannot be read");
                assert!(s.contains(words) && !s.contains("resume it"), "{s}");
                t.send("r");
                std::thread::sleep(Duration::from_millis(200));
                assert_eq!(t.screen(), s, "r resumes nothing");
                t.key("q");
                assert_eq!(t.exit(), 0);
            } else if regular {
                // A file, however bad: a new game keeps it among the sessions;
                // resuming says why it cannot.
                if args == ["resume"] {
                    assert_eq!(t.exit(), 1, "{what}: {}", t.screen());
                    assert!(t.screen().contains(words), "{what}: {}", t.screen());
                } else {
                    t.wait("Pass the keyboard");
                    t.child.kill().unwrap();
                }
            } else {
                assert_eq!(t.exit(), 1, "nos {args:?} with {what}: {}", t.screen());
                let s = t.screen();
                assert!(s.contains(words) && s.contains("current.json"), "nos {args:?} with {what}: {s}");
                // Untouched, and nothing moved among the sessions.
                assert!(std::fs::symlink_metadata(&save).is_ok());
                assert_eq!(std::fs::read_dir(dir.path().join("sessions")).unwrap().count(), 0);
            }
            assert!(start.elapsed() < Duration::from_secs(10), "nos {args:?} with {what}: {:?}", start.elapsed());
        }
    }
}

/// Makes something at a path.
type Make = fn(&Path);

#[cfg(unix)]
fn mkfifo(p: &Path) {
    let c = std::ffi::CString::new(p.to_str().unwrap()).unwrap();
    // SAFETY: a valid NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
}

#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_at_the_settlement_says_so_and_leaves_nothing_partial() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = Term::start(dir.path(), &["new", "--names", "Ann,Bas,Cor", "--seed", "5"]);
    t.wait("Pass the keyboard to");
    play(&mut t, 6);
    let save = dir.path().join("current.json");
    let kept = std::fs::read(&save).unwrap();
    // From now on no file of the program may grow past 100 bytes: writes fail as on
    // a full disk, after the first 100 bytes.
    let lim = libc::rlimit { rlim_cur: 100, rlim_max: libc::RLIM_INFINITY };
    // SAFETY: prlimit on our own child, with a valid limit and no old limit asked.
    assert_eq!(unsafe { libc::prlimit(t.pid(), libc::RLIMIT_FSIZE, &lim, std::ptr::null_mut()) }, 0);
    t.key("q");
    t.wait("End the session now");
    t.key("y");
    let s = t.wait("settlement");
    assert!(s.contains("could not be kept") && s.contains("still kept in"), "{s}");
    t.key(ENTER);
    assert_eq!(t.exit(), 1);
    assert_eq!(std::fs::read_dir(dir.path().join("sessions")).unwrap().count(), 0, "a partial record was left");
    assert_eq!(temporaries(dir.path()), Vec::<String>::new());
    assert_eq!(std::fs::read(&save).unwrap(), kept, "the game in progress changed");
    assert_eq!(check(&save).0, Some(0));
}
