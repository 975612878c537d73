//! The real program in a pseudo-terminal, treated as an unlucky or hostile user would:
//! two copies on one data directory, kill -9 at random moments, the signals that end
//! a program, a record whose names hold terminal escapes, something that is not a
//! file where the save belongs, links to the game in play, and a disk that fills up
//! in play and at the settlement.

mod pty;

use pty::{ids, play, saved, saved_as, Term, BIN, ENTER};
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
    let slots = ids(dir).into_iter().map(|id| dir.join("games").join(id));
    for d in [dir.to_path_buf(), dir.join("sessions")].into_iter().chain(slots) {
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
fn a_second_copy_plays_its_own_game_and_never_the_one_in_play() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = Term::start(dir.path(), &["new", "--names", "Ann,Bas,Cor", "--seed", "5"]);
    a.wait("Pass the keyboard to");
    play(&mut a, 6);
    // The game in play is not opened twice, by its id or as the only one.
    for args in [&["resume"][..], &["resume", "1"]] {
        let mut b = Term::start(dir.path(), args);
        assert_eq!(b.exit(), 1, "nos {args:?}: {}", b.screen());
        let s = b.screen();
        assert!(s.contains(&format!("open in another nos (process {})", a.pid())), "nos {args:?}: {s}");
        assert!(!s.contains("nos replay") && s.contains("nos new"), "{s}");
    }
    // `nos` lists it as open elsewhere, not to resume.
    let mut b = Term::start(dir.path(), &[]);
    let s = b.wait("An unfinished game is kept");
    assert!(s.contains(&format!("open in another nos, process {}", a.pid())) && !s.contains("r resume"), "{s}");
    b.key("q");
    assert_eq!(b.exit(), 0);
    // A second game beside it, from a second terminal, kept in a slot of its own.
    let mut b = Term::start(dir.path(), &["new", "--names", "Xen,Yva,Zed", "--seed", "6"]);
    b.wait("Pass the keyboard to");
    play(&mut b, 3);
    b.key("q");
    b.wait("End the session now");
    b.send("s");
    assert_eq!(b.exit(), 0);
    assert!(b.screen().contains("`nos resume 2`"), "{}", b.screen());
    // Its files replay every hand face up: refused while the game is open, through
    // any link to them too.
    let slot = dir.path().join("games/1");
    let record = std::fs::read_dir(&slot)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .find(|p| p.file_name().unwrap().to_string_lossy().starts_with("record."))
        .unwrap();
    let hard = dir.path().join("hard.json");
    std::fs::hard_link(&record, &hard).unwrap();
    let soft = dir.path().join("soft.json");
    std::os::unix::fs::symlink(&record, &soft).unwrap();
    for p in [&record, &hard, &soft] {
        let out = Command::new(BIN).arg("replay").arg(p).env("NOS_DATA_DIR", dir.path()).output().unwrap();
        let said = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{}: {said}", p.display());
        assert!(said.contains("being played in another nos") && said.contains("face up"), "{said}");
    }
    // The first goes on, its game untouched by the second.
    play(&mut a, 6);
    let before = a.screen();
    a.key("q");
    a.wait("End the session now");
    a.send("s");
    assert_eq!(a.exit(), 0);
    let text = std::fs::read_to_string(saved_as(dir.path(), "1")).unwrap();
    assert!(text.contains("\"Ann\"") && text.contains("\"seed\": 5") && !text.contains("Xen"), "{text}");
    assert_eq!(check(&saved_as(dir.path(), "1")).0, Some(0));
    assert_eq!(check(&saved_as(dir.path(), "2")).0, Some(0));
    assert_eq!(std::fs::read_dir(dir.path().join("sessions")).unwrap().count(), 0);
    // Complete: resuming shows the very screen it was left on.
    let mut r = Term::start(dir.path(), &["resume", "1"]);
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
fn kill_at(dir: &Path, slot: usize, seed: u64, ms: u64) {
    let games = ids(dir);
    let args: Vec<String> = match games.get(slot) {
        Some(id) => vec!["resume".into(), id.clone()],
        None if slot == 0 => {
            ["new", "--computer", "1,2,3,4", "--seed", &seed.to_string()].iter().map(|s| s.to_string()).collect()
        }
        None => ["new", "--game", "sniff", "--players", "3", "--computer", "1,2,3", "--seed", &seed.to_string()]
            .iter()
            .map(|s| s.to_string())
            .collect(),
    };
    let args: Vec<&str> = args.iter().map(|s| s.as_str()).collect();
    let records = || std::fs::read_dir(dir.join("sessions")).map_or(0, |d| d.count());
    let kept = records();
    let mut t = Term::start(dir, &args);
    let end = Instant::now() + Duration::from_millis(ms);
    while Instant::now() < end {
        std::thread::sleep(Duration::from_millis(ms.min(15)));
        t.send(ENTER);
    }
    t.signal(libc::SIGKILL);
    t.exit();
    // The next opening of the data directory finishes what the kill cut short (a
    // finished game's record still in its slot goes to `sessions/`), as the program's
    // next start would.
    drop(nos::tui::table::store::Store::at(dir.to_path_buf()).unwrap());
    // A kill never leaves a slot more to offer, nor takes one away: a game that
    // went is a match that ended, its record kept.
    let after = ids(dir);
    let ended = records() - kept;
    assert!(
        after.len() <= 2 && after.len() + ended >= games.len(),
        "after a kill at {ms} ms: {games:?}, then {after:?}"
    );
    for id in &after {
        let (code, out) = check(&saved_as(dir, id));
        assert_eq!(code, Some(0), "game {id} after a kill at {ms} ms: {out}");
        let store = nos::tui::table::store::Store::at(dir.to_path_buf()).unwrap();
        if let Err(e) = store.resume(
            id,
            nos::tui::table::own::Lent { store: None, open: nos::tui::openers::open, clock: Default::default() },
        ) {
            panic!("game {id} after a kill at {ms} ms: {e}");
        }
    }
    assert_eq!(temporaries(dir), Vec::<String>::new());
    for e in std::fs::read_dir(dir.join("sessions")).into_iter().flatten().flatten() {
        assert_eq!(check(&e.path()).0, Some(0), "{}", e.path().display());
    }
}

/// Kill -9 at `n` moments spread over the first half second of a run, two games (Nos
/// and Sniff, computer seats) going on from one run to the next in their slots,
/// journal and record.
fn kills(n: u64) {
    let dir = tempfile::tempdir().unwrap();
    for i in 0..n {
        // Spread over 0 to 500 ms, in an order that is not monotonic.
        let ms = (i * 7919 + 13) % 500;
        kill_at(dir.path(), (i % 2) as usize, i, ms);
    }
    assert!(!ids(dir.path()).is_empty());
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
        assert_eq!(check(&saved(dir.path())).0, Some(0));
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
        for args in [&["resume", "1"][..], &["resume"], &[]] {
            let dir = tempfile::tempdir().unwrap();
            let slot = dir.path().join("games/1");
            std::fs::create_dir_all(&slot).unwrap();
            let save = slot.join("record.1.json");
            make(&save);
            let start = Instant::now();
            let mut t = capped(dir.path(), args);
            if args.is_empty() {
                // The offer says so, offers nothing to resume, and leaving is possible.
                t.wait("An unfinished game is kept");
                let s = t.wait("cannot be read");
                assert!(s.contains(words) && !s.contains("r resume"), "{what}: {s}");
                t.send("r");
                std::thread::sleep(Duration::from_millis(200));
                assert_eq!(t.screen(), s, "r resumes nothing");
                t.key("q");
                assert_eq!(t.exit(), 0);
            } else {
                assert_eq!(t.exit(), 1, "nos {args:?} with {what}: {}", t.screen());
                let s = t.screen();
                assert!(s.contains(words) && s.contains("record.1.json"), "nos {args:?} with {what}: {s}");
            }
            // Untouched, and nothing moved among the sessions.
            assert!(std::fs::symlink_metadata(&save).is_ok());
            assert_eq!(std::fs::read_dir(dir.path().join("sessions")).unwrap().count(), 0);
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

/// From now on no file the program `pid` writes may grow past `bytes` (as on a full
/// disk, the writes fail); `None` lifts the limit.
#[cfg(target_os = "linux")]
fn file_limit(pid: i32, bytes: Option<u64>) {
    let lim = libc::rlimit { rlim_cur: bytes.unwrap_or(libc::RLIM_INFINITY), rlim_max: libc::RLIM_INFINITY };
    // SAFETY: prlimit on our own child, with a valid limit and no old limit asked.
    assert_eq!(unsafe { libc::prlimit(pid, libc::RLIMIT_FSIZE, &lim, std::ptr::null_mut()) }, 0);
}

#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_at_the_settlement_says_so_and_leaves_nothing_partial() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = Term::start(dir.path(), &["new", "--names", "Ann,Bas,Cor", "--seed", "5"]);
    t.wait("Pass the keyboard to");
    play(&mut t, 6);
    let kept = std::fs::read(saved(dir.path())).unwrap();
    // Writes fail as on a full disk, after the first 100 bytes of a file.
    file_limit(t.pid(), Some(100));
    t.key("q");
    t.wait("End the session now");
    t.key("y");
    let s = t.wait("settlement");
    let flat = s.replace('│', " ").split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains("could not be kept") && flat.contains("Game 1 still holds hand 1"), "{s}");
    t.key(ENTER);
    assert_eq!(t.exit(), 1);
    assert_eq!(std::fs::read_dir(dir.path().join("sessions")).unwrap().count(), 0, "a partial record was left");
    assert_eq!(temporaries(dir.path()), Vec::<String>::new());
    assert_eq!(std::fs::read(saved(dir.path())).unwrap(), kept, "the game in progress changed");
    assert_eq!(check(&saved(dir.path())).0, Some(0));
}

/// The disk fills in play, four computer seats playing: the table stops at the save
/// that failed, says what the slot holds (and it does), tries again when asked, writes
/// the game elsewhere when asked, and goes on once the disk has room again.
#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_in_play_stops_the_table_and_loses_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = Term::start(dir.path(), &["new", "--players", "4", "--computer", "1,2,3,4", "--seed", "9"]);
    t.wait("Press Enter for the next hand");
    // The disk is full: the next save (the deal of hand 2) fails.
    let slot = dir.path().join("games/1");
    let size = |p: &Path| std::fs::read_dir(p).unwrap().flatten().map(|e| e.metadata().unwrap().len()).max().unwrap();
    file_limit(t.pid(), Some(size(&slot) + 100));
    t.key(ENTER);
    let s = t.wait("The game could not be saved");
    assert!(s.contains("File too large") || s.contains("No space"), "{s}");
    // The table waits: nothing changes, and the slot holds what the box says.
    std::thread::sleep(Duration::from_millis(500));
    let waiting = t.screen();
    std::thread::sleep(Duration::from_millis(700));
    assert_eq!(t.screen(), waiting, "the table went on");
    let text = std::fs::read_to_string(saved(dir.path())).unwrap();
    let rec: serde_json::Value = serde_json::from_str(&text).unwrap();
    let hands = rec["hands"].as_array().unwrap();
    let acts = hands.last().unwrap()["actions"].as_array().unwrap().len();
    let held = match acts {
        0 => format!("Game 1 holds hand {} before its first action", hands.len()),
        1 => format!("Game 1 holds hand {} after its first action", hands.len()),
        a => format!("Game 1 holds hand {} up to its action {a}", hands.len()),
    };
    assert!(waiting.contains(&held), "{held}:\n{waiting}");
    // Saved elsewhere: a path typed in; the file holds the whole game and checks.
    t.key("e");
    let other = dir.path().parent().unwrap().join(format!("{}-elsewhere.json", dir.path().display()));
    let other = Path::new(&other);
    for c in other.to_str().unwrap().chars() {
        t.send(&c.to_string());
    }
    t.key(ENTER);
    t.wait("Written to");
    let (code, out) = check(other);
    assert_eq!(code, Some(0), "{out}");
    // Room again: r saves, and the table goes on.
    file_limit(t.pid(), None);
    t.key("r");
    t.wait_for("the table going on", |s| !s.contains("could not be saved"));
    t.wait("Press Enter for the next hand");
    t.key("q");
    t.wait("End the session now");
    t.send("s");
    assert_eq!(t.exit(), 0);
    assert_eq!(check(&saved(dir.path())).0, Some(0));
}
