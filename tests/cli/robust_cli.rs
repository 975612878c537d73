//! The program given hostile input on the command line: files that are not files,
//! names and arguments holding terminal escapes, numbers at and past their edges,
//! chips at the ends of the integers. Each must get a short, clear error (and the
//! right exit code) at once: no hang, no crash, no escape reaching the terminal.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_nos");

/// Runs the program with a time limit and a cap on its memory, so that a read that
/// never ends fails the test instead of the machine.
fn nos(args: &[&str]) -> Output {
    nos_in(None, args)
}

fn nos_in(dir: Option<&Path>, args: &[&str]) -> Output {
    let mut cmd = Command::new(BIN);
    cmd.args(args).stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped());
    if let Some(d) = dir {
        cmd.env("NOS_DATA_DIR", d);
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::CommandExt;
        // SAFETY: setrlimit is async-signal-safe and touches no memory of ours.
        unsafe {
            cmd.pre_exec(|| {
                let lim = libc::rlimit { rlim_cur: 4 << 30, rlim_max: 4 << 30 };
                libc::setrlimit(libc::RLIMIT_AS, &lim);
                Ok(())
            });
        }
    }
    let mut child = cmd.spawn().expect("the program runs");
    let end = Instant::now() + Duration::from_secs(15);
    loop {
        if child.try_wait().unwrap().is_some() {
            return child.wait_with_output().unwrap();
        }
        if Instant::now() > end {
            let _ = child.kill();
            let out = child.wait_with_output().unwrap();
            panic!("nos {args:?} did not end in 15 s; it wrote {}", String::from_utf8_lossy(&out.stderr));
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn example() -> String {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records/text-example-i-wait.json");
    std::fs::read_to_string(p).unwrap()
}

/// No byte that a terminal obeys: only printable text and line breaks.
fn assert_printable(out: &[u8], what: &str) {
    if let Some(i) = out.iter().position(|&b| (b < 0x20 && b != b'\n') || b == 0x7f) {
        panic!("{what} holds the control byte {:#04x} at {i}:\n{}", out[i], text(out));
    }
    assert!(!text(out).contains('\u{9b}'), "{what} holds a C1 control:\n{}", text(out));
}

/// A usage error: exit 2, one short sentence, nothing printed by a panic.
fn assert_usage_error(args: &[&str]) -> String {
    let out = nos(args);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "nos {args:?}: {err}");
    assert!(!err.contains("panicked"), "nos {args:?}: {err}");
    assert_eq!(err.lines().count(), 1, "nos {args:?}: {err}");
    assert!(out.stdout.is_empty());
    err
}

#[cfg(unix)]
fn fifo(dir: &Path) -> PathBuf {
    let p = dir.join("pipe.json");
    let c = std::ffi::CString::new(p.to_str().unwrap()).unwrap();
    // SAFETY: a valid NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
    p
}

/// Every kind of path that is not a record file: (path, words the error must hold).
#[cfg(unix)]
fn hostile_paths(dir: &Path) -> Vec<(PathBuf, &'static str)> {
    let link = dir.join("zero.json");
    std::os::unix::fs::symlink("/dev/zero", &link).unwrap();
    let sparse = dir.join("sparse.json");
    std::fs::File::create(&sparse).unwrap().set_len(1 << 30).unwrap();
    let sub = dir.join("dir.json");
    std::fs::create_dir(&sub).unwrap();
    vec![
        (fifo(dir), "named pipe"),
        (PathBuf::from("/dev/zero"), "a device"),
        (link, "a device"),
        (sub, "a directory"),
        (sparse, "larger than"),
    ]
}

#[cfg(unix)]
#[test]
fn check_and_replay_refuse_pipes_devices_directories_and_huge_files_at_once() {
    let dir = tempfile::tempdir().unwrap();
    for (p, words) in hostile_paths(dir.path()) {
        let path = p.to_str().unwrap();
        for cmd in ["check", "replay"] {
            let start = Instant::now();
            let out = nos(&[cmd, path]);
            let err = text(&out.stderr);
            assert_eq!(out.status.code(), Some(2), "nos {cmd} {path}: {err}");
            assert!(err.starts_with(path) && err.contains(words), "nos {cmd} {path}: {err}");
            assert_eq!(err.lines().count(), 1, "{err}");
            assert!(start.elapsed() < Duration::from_secs(5), "nos {cmd} {path} took {:?}", start.elapsed());
        }
    }
}

/// A record whose player names would retitle the window, clear the screen and write
/// the clipboard.
fn hostile_names_record() -> String {
    example().replace(
        "\"players\": [\"A\", \"B\", \"C\", \"D\"]",
        r#""players": ["A\u001b]0;owned\u0007", "B\u001b[2J", "C\u001b]52;c;aGk=\u0007", "D\u009b31m\r\n"]"#,
    )
}

#[test]
fn names_with_escapes_in_a_record_are_refused_with_the_escapes_made_visible() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("hostile.json");
    std::fs::write(&p, hostile_names_record()).unwrap();
    let out = nos(&["check", p.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
    assert_printable(&out.stderr, "check's error");
    let err = text(&out.stderr);
    assert!(err.contains("players[0]: the name \"A\\u{1b}]0;owned\\u{7}\" holds a control character"), "{err}");
    // An error quoting the input (an unknown field named with an escape) as well.
    let bad = hostile_names_record().replace("\"chips\":", "\"\\u001b]0;x\\u0007\": 1, \"chips\":");
    std::fs::write(&p, bad).unwrap();
    let out = nos(&["check", p.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert_printable(&out.stderr, "check's error");
    assert!(text(&out.stderr).contains("\\u{1b}]0;x"), "{}", text(&out.stderr));
}

#[test]
fn a_file_name_with_escapes_is_shown_with_them_visible() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("a\u{1b}]0;owned\u{7}.json");
    for cmd in ["check", "replay"] {
        let out = nos(&[cmd, p.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(2));
        assert_printable(&out.stderr, cmd);
        assert!(text(&out.stderr).contains("a\\u{1b}]0;owned\\u{7}.json"), "{}", text(&out.stderr));
    }
}

#[test]
fn arguments_with_escapes_are_refused_with_them_visible() {
    let dir = tempfile::tempdir().unwrap();
    for args in [
        vec!["new", "--names", "Ann,B\u{1b}]0;owned\u{7},Cor"],
        vec!["new", "--names", "Ann,Bas,Cor", "--level", "\u{1b}[2J"],
        vec!["practice", "--level", "\u{1b}[2J"],
        vec!["tournament", "--seats", "normal,\u{1b}[2J,easy", "--players", "3"],
        vec!["advise", "--hand", "5-5,\u{1b}[2J"],
        vec!["simulate", "\u{1b}]0;owned\u{7}"],
        vec!["\u{1b}]52;c;aGk=\u{7}"],
        vec!["bench", "--seconds", "\u{1b}[2J"],
    ] {
        let out = nos_in(Some(dir.path()), &args);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", text(&out.stderr));
        assert_printable(&out.stderr, &format!("{args:?}"));
        assert!(text(&out.stderr).contains("\\u{1b}"), "{args:?}: {}", text(&out.stderr));
    }
}

#[test]
fn bad_names_and_repeated_computer_seats_are_refused_before_anything_is_touched() {
    let dir = tempfile::tempdir().unwrap();
    let long = "x".repeat(21);
    for (args, words) in [
        (vec!["new", "--names", "Ann,,Cor"], "seat 2 needs a name"),
        (vec!["new", "--names", &format!("Ann,Bas,{long}")], "longer than 20"),
        (vec!["new", "--names", "Ann,Bas,ann"], "seat 3 and seat 1"),
        (vec!["new", "--names", "Ann,Bas,Cor", "--computer", "2,2:strong"], "seat 2 twice"),
    ] {
        let out = nos_in(Some(dir.path()), &args);
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(words), "{args:?}: {err}");
    }
    assert!(!dir.path().join("games").exists() || std::fs::read_dir(dir.path().join("games")).unwrap().count() == 0);
}

#[test]
fn chips_outside_the_range_are_refused_at_both_ends_of_the_integers() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("chips.json");
    // The second seat holds what makes the four total 2000, so that only the range is
    // at fault.
    for (chips, ok) in [
        (-2147483648i64, false),
        (2147483647, false),
        (i64::MIN, false),
        (i64::MAX, false),
        (1_000_001, false),
        (-1_000_001, false),
        (990_000, true),
        (-989_000, true),
    ] {
        let other = 1000i64.wrapping_sub(chips);
        let rec = example()
            .replacen("[500, 500, 500, 500]", &format!("[{chips}, {other}, 500, 500]"), 1)
            .replace(",\n      \"expect\": {\"chips\": [482, 505, 508, 505]}", "");
        std::fs::write(&p, rec).unwrap();
        let out = nos(&["check", p.to_str().unwrap()]);
        if ok {
            assert_eq!(out.status.code(), Some(0), "{chips}: {}", text(&out.stderr));
            // The totals as they are, the first seat's 18 chips less after the hand.
            let total = chips - 18;
            assert!(text(&out.stdout).contains(&format!("chips A {total}, B {}", other + 5)), "{}", text(&out.stdout));
        } else {
            assert_eq!(out.status.code(), Some(2), "{chips}: {}", text(&out.stdout));
            assert!(text(&out.stderr).contains("chips[0]: "), "{chips}: {}", text(&out.stderr));
            assert!(text(&out.stderr).contains("at most 1,000,000 in size"), "{chips}: {}", text(&out.stderr));
        }
    }
    // A million is readable, but no hand starts past 990,000 either way: refused by
    // the rules, exit 1 (rules.md section 1).
    let rec = example()
        .replacen("[500, 500, 500, 500]", "[1000000, -999000, 500, 500]", 1)
        .replace(",\n      \"expect\": {\"chips\": [482, 505, 508, 505]}", "");
    std::fs::write(&p, rec).unwrap();
    let out = nos(&["check", p.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    assert!(text(&out.stderr).contains("seat 0 holds 1000000 chips, past the 990,000"), "{}", text(&out.stderr));
}

#[test]
fn every_numeric_argument_is_refused_past_its_edges_in_one_line() {
    let t = "--seats=normal,normal,normal";
    for args in [
        vec!["bench", "--seconds=-1"],
        vec!["bench", "--seconds=NaN"],
        vec!["bench", "--seconds=inf"],
        vec!["bench", "--seconds=1e300"],
        vec!["bench", "--seconds=0"],
        vec!["bench", "--seconds=0.09"],
        vec!["bench", "--seconds=600.5"],
        vec!["tournament", "--players=3", t, "--hands=18446744073709551615"],
        vec!["tournament", "--players=3", t, "--hands=10000000000"],
        vec!["tournament", "--players=3", t, "--hands=10000001"],
        vec!["tournament", "--players=3", t, "--hands=1"],
        vec!["tournament", "--players=10", t],
        vec!["tournament", "--players=1", t],
        vec!["tournament", "--players=3", t, "--seed=-1"],
        vec!["simulate", "--hands=0"],
        vec!["simulate", "--hands=100000001"],
        vec!["simulate", "--hands=-5"],
        vec!["simulate", "--players=6"],
        vec!["simulate", "--seed=18446744073709551616"],
        vec!["advise", "--hand=5-5", "--samples=1"],
        vec!["advise", "--hand=5-5", "--samples=200001"],
        vec!["advise", "--hand=5-5", "--players=6"],
        vec!["advise", "--hand=5-5", "--seed=-1"],
        vec!["practice", "--samples=1"],
        vec!["practice", "--samples=200001"],
        vec!["practice", "--players=2"],
        vec!["practice", "--seed=18446744073709551616"],
        vec!["new", "--players=6"],
        vec!["new", "--players=2"],
        vec!["new", "--seed=-1"],
    ] {
        let err = assert_usage_error(&args);
        assert!(err.starts_with("error: "), "{args:?}: {err}");
    }
}

/// A minus sign before a seed's digits reads as the seed it is not, never as an unknown
/// option; a player count the game is not played by gets the game's own words.
#[test]
fn a_wrong_seed_or_player_count_says_what_it_must_be() {
    for args in [["new", "--seed", "-3"], ["advise", "--seed", "-1"], ["simulate", "--seed", "x"]] {
        let err = assert_usage_error(&args);
        assert!(err.contains("a seed is a whole number from 0 to 18446744073709551615"), "{args:?}: {err}");
    }
    for (args, says) in [
        (["new", "--players", "0"], "Nos is played by 3, 4, 5 players, not 0"),
        (["simulate", "--players", "0"], "is played by 3, 4, 5 players, not 0"),
        (["bench", "--players", "1"], "is played by 3, 4, 5 players, not 1"),
        (["new", "--players", "-1"], "a number of players, such as 4"),
        (["new", "--players", "300"], "a number of players, such as 4"),
    ] {
        let err = assert_usage_error(&args);
        assert!(err.contains(says), "{args:?}: {err}");
    }
}

#[test]
fn every_numeric_argument_is_taken_at_its_edges() {
    let ok = |args: &[&str]| {
        let out = nos(args);
        assert_eq!(out.status.code(), Some(0), "nos {args:?}: {}", text(&out.stderr));
    };
    ok(&["simulate", "--hands=1", "--players=3", "--seed=0"]);
    ok(&["simulate", "--hands=1", "--players=5", "--seed=18446744073709551615"]);
    ok(&["bench", "--seconds=0.1"]);
    ok(&["tournament", "--players=3", "--seats=easy,easy,easy", "--hands=2", "--seed=18446744073709551615"]);
    ok(&["advise", "--hand=5-5,5-4,4-4,5-1", "--samples=2", "--seed=0"]);
    // The upper edges are taken by the parser (running them would take minutes).
    use clap::Parser;
    for args in [
        vec!["nos", "bench", "--seconds=600"],
        vec!["nos", "simulate", "--hands=100000000"],
        vec!["nos", "tournament", "--players=5", "--seats=a", "--hands=10000000"],
        vec!["nos", "advise", "--hand=5-5", "--samples=200000"],
        vec!["nos", "practice", "--samples=200000", "--players=5", "--seed=18446744073709551615"],
        vec!["nos", "new", "--players=5", "--seed=0"],
    ] {
        assert!(nos::cli::Cli::try_parse_from(&args).is_ok(), "{args:?}");
    }
}
