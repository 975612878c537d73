//! The real program in a pseudo-terminal, treated as an unlucky or hostile user would:
//! two copies on one data directory, kill -9 at random moments, the signals that end
//! a program, a record whose names hold terminal escapes, something that is not a
//! file where the save belongs, links to the game in play, and a disk that fills up
//! in play and at the settlement (a real one, a tmpfs of its own, where the system
//! lets the tests mount one).

use crate::pty;
use crate::serve_common;

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
    // Its files replay every hand face up, and an analysis names the tiles hidden in
    // its hands: both refused while the game is open, through any link to them too,
    // whatever the data directory.
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
    let other = tempfile::tempdir().unwrap();
    for p in [&record, &hard, &soft] {
        for (cmd, words) in [("replay", "face up"), ("analyse", "names tiles still hidden")] {
            for data in [dir.path(), other.path()] {
                let out = Command::new(BIN).arg(cmd).arg(p).env("NOS_DATA_DIR", data).output().unwrap();
                let said = String::from_utf8_lossy(&out.stderr);
                assert_eq!(out.status.code(), Some(1), "nos {cmd} {}: {said}", p.display());
                assert!(said.contains("being played in another nos") && said.contains(words), "{said}");
                assert!(said.contains(&format!("(process {})", a.pid())), "{said}");
                assert!(out.stdout.is_empty(), "nos {cmd}: {}", String::from_utf8_lossy(&out.stdout));
            }
        }
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
    // The whole first frame, down to its keys line, not a frame half written.
    let mut s = r.wait_for("the whole first frame", |s| s.lines().count() >= before.lines().count());
    if s.contains("Pass the keyboard") && !before.contains("Pass the keyboard") {
        r.key(ENTER);
        s = r.screen();
    }
    assert_eq!(s, before, "resumed elsewhere");
    r.child.kill().unwrap();
}

/// The games the kill loop plays at one terminal, computer seats only: Nos, Sniff and
/// Dominox with low targets, so that a match ends now and then within a run, and
/// Mexican Train, whose rounds go on from one run to the next.
const GAMES: [&[&str]; 4] = [
    &["new", "--computer", "1,2,3,4"],
    &["new", "--game", "sniff", "--players", "3", "--computer", "1,2,3", "--option", "target=30"],
    &["new", "--game", "dominox", "--computer", "1,2"],
    &["new", "--game", "mexican-train", "--players", "4", "--computer", "1,2,3,4"],
];

/// The game a slot of `dir` holds: 0 Nos, 1 Sniff, 2 Dominox, 3 Mexican Train (by its
/// record).
fn kind_of(dir: &Path, id: &str) -> Option<usize> {
    let text = nos::store::slot::peek(&dir.join("games").join(id)).ok()??.text;
    let v: serde_json::Value = serde_json::from_str(&text).ok()?;
    match v["game"].as_str() {
        None => Some(0),
        Some("sniff") => Some(1),
        Some("dominox") => Some(2),
        Some("mexican-train") => Some(3),
        Some(_) => None,
    }
}

/// What a kill left, once the data directory is opened again (as the program's next
/// start would): every unfinished game checks and resumes as its slot's record and
/// journal give it (written again, the same record), no slot holds a finished match,
/// no temporary file is left, every kept record checks. How many finished matches the
/// opening found in their slots and kept.
fn after_kill(dir: &Path, what: &str) -> usize {
    let store = nos::tui::table::store::Store::at(dir.to_path_buf()).unwrap();
    let filed = store.data.filed.len();
    drop(store);
    for id in ids(dir) {
        let (code, out) = check(&saved_as(dir, &id));
        assert_eq!(code, Some(0), "game {id} {what}: {out}");
        let text = std::fs::read_to_string(saved_as(dir, &id)).unwrap();
        assert_eq!(nos::store::finished(&text), None, "game {id} {what}: a finished match left in its slot");
        let store = nos::tui::table::store::Store::at(dir.to_path_buf()).unwrap();
        match store.resume(&id) {
            Ok(back) => assert_eq!(back.record(), text, "game {id} {what}: read back otherwise"),
            Err(e) => panic!("game {id} {what}: {e}"),
        }
    }
    assert_eq!(temporaries(dir), Vec::<String>::new(), "{what}");
    for e in std::fs::read_dir(dir.join("sessions")).into_iter().flatten().flatten() {
        assert_eq!(check(&e.path()).0, Some(0), "{} {what}", e.path().display());
    }
    filed
}

/// Starts game `kind` (or resumes the one of that kind kept), lets it run for `ms`
/// with Enter pressed now and then, kills it with SIGKILL, and checks what is kept;
/// how many finished matches the next opening kept.
fn kill_at(dir: &Path, kind: usize, seed: u64, ms: u64) -> usize {
    let games = ids(dir);
    let mine = games.iter().find(|id| kind_of(dir, id) == Some(kind));
    let seed = seed.to_string();
    let args: Vec<&str> = match mine {
        Some(id) => vec!["resume", id.as_str()],
        None => GAMES[kind].iter().copied().chain(["--seed", seed.as_str()]).collect(),
    };
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
    let filed = after_kill(dir, &format!("after a kill at {ms} ms"));
    // A kill never leaves a slot more to offer, nor takes one away: a game that
    // went is a match that ended, its record kept.
    let after = ids(dir);
    let ended = records() - kept;
    assert!(
        after.len() <= GAMES.len() && after.len() + ended >= games.len(),
        "after a kill at {ms} ms: {games:?}, then {after:?}"
    );
    filed
}

/// Kill -9 at `n` moments spread over the first half second of a run, four games
/// (Nos, Sniff, Dominox and Mexican Train, computer seats) going on from one run to the next in
/// their slots, journal and record; a match that ends starts another. Returns how
/// many finished matches were found left in their slots and kept.
fn kills(n: u64) -> usize {
    let dir = tempfile::tempdir().unwrap();
    let mut filed = 0;
    for i in 0..n {
        // Spread over 0 to 500 ms, in an order that is not monotonic.
        let ms = (i * 7919 + 13) % 500;
        filed += kill_at(dir.path(), (i % GAMES.len() as u64) as usize, i, ms);
    }
    assert!(!ids(dir.path()).is_empty());
    filed
}

#[test]
fn kill_9_at_thirty_moments_leaves_a_save_that_checks_and_resumes() {
    kills(30);
}

#[test]
#[ignore = "three hundred kills: a few minutes"]
fn kill_9_at_three_hundred_moments_leaves_a_save_that_checks_and_resumes() {
    let filed = kills(300);
    eprintln!("300 kills: {filed} finished matches found in their slots and kept at the next opening");
}

/// How a run's disk fills: a real one (the data directory on a file system of its
/// own, filled by a file beside the games), or, where that cannot be mounted, a limit
/// on the size of every file the program writes.
#[cfg(target_os = "linux")]
enum Fill<'a> {
    Real(&'a Disk),
    Limit,
}

/// Game `kind` started (or resumed) and run for `ms`, the disk filling in the middle
/// of it, then killed: what is kept checks and resumes, nothing partial is left, and
/// no slot holds a finished match. Whether the table stopped at a failed save, and how
/// many finished matches the next opening kept.
#[cfg(target_os = "linux")]
fn full_disk_at(dir: &Path, fill: &Fill, kind: usize, seed: u64, ms: u64) -> (bool, usize) {
    let games = ids(dir);
    let mine = games.iter().find(|id| kind_of(dir, id) == Some(kind));
    let seed_text = seed.to_string();
    let args: Vec<&str> = match mine {
        Some(id) => vec!["resume", id.as_str()],
        None => GAMES[kind].iter().copied().chain(["--seed", seed_text.as_str()]).collect(),
    };
    let mut t = Term::start(dir, &args);
    let run = |t: &mut Term, ms: u64| {
        let end = Instant::now() + Duration::from_millis(ms);
        while Instant::now() < end {
            std::thread::sleep(Duration::from_millis(15));
            t.send(ENTER);
        }
    };
    run(&mut t, ms / 2);
    let ballast = dir.join("ballast");
    match fill {
        // Full, or a few pages short of it.
        Fill::Real(disk) => {
            let _ = std::fs::write(&ballast, vec![0u8; disk.free().saturating_sub(seed % 4 * 4096) as usize]);
        }
        // No file may grow past what the slot's largest holds, give or take a line.
        Fill::Limit => {
            let largest = std::fs::read_dir(dir.join("games"))
                .into_iter()
                .flatten()
                .flatten()
                .flat_map(|slot| std::fs::read_dir(slot.path()).into_iter().flatten().flatten())
                .filter_map(|f| f.metadata().ok().map(|m| m.len()))
                .max()
                .unwrap_or(0);
            file_limit(t.pid(), Some(largest + seed * 37 % 400));
        }
    }
    run(&mut t, ms / 2 + 200);
    let stopped = t.screen().contains("could not be saved") || t.screen().contains("could not be kept");
    t.signal(libc::SIGKILL);
    t.exit();
    let _ = std::fs::remove_file(&ballast);
    (stopped, after_kill(dir, &format!("after a full disk and a kill at {ms} ms")))
}

#[cfg(target_os = "linux")]
#[test]
#[ignore = "sixty runs on a disk that fills: a few minutes"]
fn a_disk_that_fills_at_sixty_moments_leaves_a_save_that_checks_and_resumes() {
    let base = tempfile::tempdir().unwrap();
    let dir = base.path().join("data");
    std::fs::create_dir(&dir).unwrap();
    let disk = Disk::mount(&dir, 4096).map_err(|e| eprintln!("no tmpfs ({e}): the file size is limited instead"));
    let fill = disk.as_ref().map_or(Fill::Limit, Fill::Real);
    let (mut stopped, mut filed) = (0, 0);
    for i in 0..60 {
        let ms = (i * 7919 + 13) % 800 + 100;
        let (s, f) = full_disk_at(&dir, &fill, (i % 3) as usize, i, ms);
        stopped += usize::from(s);
        filed += f;
    }
    eprintln!("60 runs on a disk that fills: {stopped} stopped at a failed save; {filed} finished matches kept later");
}

/// A served table of Sniff (Ann against a computer) played for `ms`, then the server
/// killed with SIGKILL: what it kept checks, resumes and holds no finished match. Ann
/// comes back to her table of the last run with its seat `code`, or opens one (and
/// `code` is its code).
fn serve_kill(dir: &Path, seed: u64, ms: u64, code: &mut String) -> usize {
    let mut server = serve_common::Server::start_with(dir, &["--seed", &seed.to_string()]);
    let mut ann = server.join(dir, "Ann");
    let s = ann.wait("Open a new table");
    if !code.is_empty() && s.contains("Ann (away)") {
        serve_common::press(&mut ann, serve_common::DOWN);
        ann.key(ENTER);
        ann.wait("has a seat code: type it");
        ann.send(&format!("{code}\r"));
    } else {
        *code = serve_common::open_table(&mut ann, "Sniff", 2, 1);
    }
    ann.wait("Ann's hand");
    let end = Instant::now() + Duration::from_millis(ms);
    while Instant::now() < end {
        let s = ann.screen();
        if s.contains("Your turn") || s.contains("Where?") || s.contains("then Enter") {
            ann.send(ENTER);
        }
        std::thread::sleep(Duration::from_millis(30));
    }
    server.kill();
    after_kill(dir, &format!("after the server was killed at {ms} ms"))
}

#[test]
#[ignore = "a served table killed thirty times: a few minutes, and the OpenSSH client"]
fn kill_9_of_the_server_at_thirty_moments_leaves_tables_that_check_and_resume() {
    if !serve_common::have_ssh() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let (mut filed, mut code) = (0, String::new());
    for i in 0..30 {
        let ms = (i * 7919 + 13) % 3000;
        filed += serve_kill(dir.path(), 100 + i, ms, &mut code);
    }
    eprintln!("30 server kills: {filed} finished matches found in their slots and kept");
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
        ("a link to /dev/zero", |p| std::os::unix::fs::symlink("/dev/zero", p).unwrap(), "a symbolic link"),
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
    let s = t.wait("The session is over");
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
    t.wait("Enter deals the next");
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
    t.wait("Enter deals the next");
    t.key("q");
    t.wait("End the session now");
    t.send("s");
    assert_eq!(t.exit(), 0);
    assert_eq!(check(&saved(dir.path())).0, Some(0));
}

/// A file system of its own for one test: a tmpfs of `kb` KiB mounted at a directory,
/// unmounted when the value goes (a failed test included).
#[cfg(target_os = "linux")]
struct Disk(std::path::PathBuf);

#[cfg(target_os = "linux")]
impl Disk {
    /// Mounted at `at`; `None`, with the reason, where mounting is not allowed here
    /// (not root, or a container without the right).
    fn mount(at: &Path, kb: u64) -> Result<Disk, String> {
        let out = Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={kb}k,mode=0700"), "tmpfs"])
            .arg(at)
            .output()
            .map_err(|e| format!("mount: {e}"))?;
        if !out.status.success() {
            return Err(String::from_utf8_lossy(&out.stderr).trim().to_string());
        }
        Ok(Disk(at.to_path_buf()))
    }

    /// The bytes free on it.
    fn free(&self) -> u64 {
        let c = std::ffi::CString::new(self.0.to_str().unwrap()).unwrap();
        // SAFETY: statvfs is plain data, filled by the call on a valid path.
        let mut s: libc::statvfs = unsafe { std::mem::zeroed() };
        assert_eq!(unsafe { libc::statvfs(c.as_ptr(), &mut s) }, 0);
        s.f_bavail as u64 * s.f_frsize as u64
    }
}

#[cfg(target_os = "linux")]
impl Drop for Disk {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg("-l").arg(&self.0).status();
    }
}

/// The data directory on a real file system of 2 MiB, filled but for a few pages:
/// four computer seats play hand after hand until a save finds the disk full. The
/// table stops at that save, says the disk is full and what the slot holds (and it
/// holds that, and checks); once room is made, `r` saves and the table goes on, and
/// the session ends kept. Skipped, with a line saying so, where mounting is not
/// allowed.
#[cfg(target_os = "linux")]
#[test]
fn a_real_disk_that_fills_in_play_stops_the_table_and_loses_nothing() {
    let base = tempfile::tempdir().unwrap();
    let dir = base.path().join("data");
    std::fs::create_dir(&dir).unwrap();
    let disk = match Disk::mount(&dir, 2048) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("skipped: a tmpfs cannot be mounted here ({e})");
            return;
        }
    };
    // All but 24 KiB taken.
    let ballast = dir.join("ballast");
    std::fs::write(&ballast, vec![0u8; (disk.free() - (24 << 10)) as usize]).unwrap();
    let mut t = Term::start(&dir, &["new", "--players", "4", "--computer", "1,2,3,4", "--seed", "9"]);
    let mut hands = 0;
    let s = loop {
        let s = t.wait_for("the end of a hand, or a failed save", |s| {
            s.contains("Enter deals the next") || s.contains("could not be saved")
        });
        if s.contains("could not be saved") {
            break s;
        }
        hands += 1;
        assert!(hands < 200, "200 hands and the disk never filled: {} bytes free", disk.free());
        t.key(ENTER);
    };
    let flat = |s: &str| s.replace('│', " ").split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat(&s).contains("No space left on device"), "{s}");
    // The table waits, and the slot holds what the box says, whole.
    std::thread::sleep(Duration::from_millis(500));
    let waiting = t.screen();
    std::thread::sleep(Duration::from_millis(700));
    assert_eq!(t.screen(), waiting, "the table went on");
    let text = std::fs::read_to_string(saved(&dir)).unwrap();
    let rec: serde_json::Value = serde_json::from_str(&text).unwrap();
    let hs = rec["hands"].as_array().unwrap();
    let acts = hs.last().unwrap()["actions"].as_array().unwrap().len();
    let held = match acts {
        0 => format!("Game 1 holds hand {} before its first action", hs.len()),
        1 => format!("Game 1 holds hand {} after its first action", hs.len()),
        a => format!("Game 1 holds hand {} up to its action {a}", hs.len()),
    };
    assert!(flat(&waiting).contains(&held), "{held}:\n{waiting}");
    assert_eq!(check(&saved(&dir)).0, Some(0));
    assert_eq!(temporaries(&dir), Vec::<String>::new());
    // `r` on a disk still full: the same box again.
    t.send("r");
    std::thread::sleep(Duration::from_millis(300));
    t.wait("could not be saved");
    // Room made: `r` saves, the table goes on, and the session is kept.
    std::fs::remove_file(&ballast).unwrap();
    t.key("r");
    t.wait_for("the table going on", |s| !s.contains("could not be saved"));
    t.wait("Enter deals the next");
    t.key("q");
    t.wait("End the session now");
    t.send("s");
    assert_eq!(t.exit(), 0);
    assert_eq!(check(&saved(&dir)).0, Some(0));
    eprintln!("the disk filled after {hands} hands played: the slot held hand {} up to its action {acts}", hs.len());
    drop(disk);
}
