//! `nos simulate --records DIR` and `nos tournament --records DIR`: every game played
//! written as a record, for every game of the registry, and every record checks; a
//! match cut short by the limit or by Ctrl-C is written as far as it went; nothing is
//! written over, and a DIR that is a file is refused.

use nos::registry::GAMES;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn nos(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_nos")).args(args).output().expect("the program runs")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// The records in `dir`, by name.
fn files(dir: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    out.sort();
    out
}

/// `nos check` on every file given: all valid, each reported.
fn all_check(paths: &[PathBuf]) -> String {
    assert!(!paths.is_empty());
    let args: Vec<&str> = std::iter::once("check").chain(paths.iter().map(|p| p.to_str().unwrap())).collect();
    let out = nos(&args);
    assert_eq!(out.status.code(), Some(0), "{}{}", text(&out.stdout), text(&out.stderr));
    let report = text(&out.stdout);
    for p in paths {
        assert!(report.contains(&format!("{}: ", p.display())), "{} not reported:\n{report}", p.display());
    }
    report
}

#[test]
fn every_game_simulated_and_in_a_tournament_is_written_as_records_that_check() {
    let dir = tempfile::tempdir().unwrap();
    let ids: Vec<&str> = GAMES.iter().map(|g| g.id()).collect();
    std::thread::scope(|s| {
        for g in GAMES {
            let dir = dir.path();
            s.spawn(move || {
                let sim = dir.join(format!("sim-{}", g.id()));
                let out = nos(&[
                    "simulate",
                    "--game",
                    g.id(),
                    "--hands",
                    "5",
                    "--seed",
                    "3",
                    "--records",
                    sim.to_str().unwrap(),
                ]);
                assert_eq!(out.status.code(), Some(0), "{}: {}", g.id(), text(&out.stderr));
                // The same report as without records.
                let plain = nos(&["simulate", "--game", g.id(), "--hands", "5", "--seed", "3"]);
                assert_eq!(out.stdout, plain.stdout, "{}", g.id());
                let written = files(&sim);
                assert!(!written.is_empty(), "{}: no record", g.id());
                let name = written[0].file_name().unwrap().to_str().unwrap().to_string();
                assert!(name.starts_with(&format!("simulate-{}-", g.id())), "{name}");
                all_check(&written);

                let tour = dir.join(format!("tour-{}", g.id()));
                let seats = vec!["normal"; g.default_players() as usize].join(",");
                let out = nos(&[
                    "tournament",
                    "--game",
                    g.id(),
                    "--seats",
                    &seats,
                    "--hands",
                    "2",
                    "--seed",
                    "4",
                    "--records",
                    tour.to_str().unwrap(),
                ]);
                assert_eq!(out.status.code(), Some(0), "{}: {}", g.id(), text(&out.stderr));
                let written = files(&tour);
                // Two hands are two games of most, and one whole game where a game is
                // many rounds (the train games).
                assert!(!written.is_empty(), "{}: no record", g.id());
                all_check(&written);
            });
        }
    });
    assert!(ids.contains(&"nos") && ids.contains(&"dominox"));
}

#[test]
fn a_simulated_nos_hand_is_one_session_record_per_hand_starting_later() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_str().unwrap();
    let out = nos(&["simulate", "--hands", "3", "--players", "3", "--seed", "9", "--records", d]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let written = files(dir.path());
    let names: Vec<&str> = written.iter().map(|p| p.file_name().unwrap().to_str().unwrap()).collect();
    assert_eq!(
        names,
        ["simulate-nos-3p-seed9-000001.json", "simulate-nos-3p-seed9-000002.json", "simulate-nos-3p-seed9-000003.json"]
    );
    let first = std::fs::read_to_string(&written[0]).unwrap();
    assert!(first.contains("\"format\": \"nos-record\""), "{first}");
    assert!(first.contains("\"starts_session\": false") && first.contains("Random 3"), "{first}");
}

#[test]
fn a_match_cut_short_by_the_limit_is_written_in_progress_under_its_options() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_str().unwrap();
    // One hand of a match to 150: the match goes on, and its record says so.
    let args = ["simulate", "--game", "block-hoyle", "--hands", "1", "--option", "target=150", "--records", d];
    let out = nos(&args);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let written = files(dir.path());
    assert_eq!(written.len(), 1);
    let rec = std::fs::read_to_string(&written[0]).unwrap();
    assert!(rec.contains("\"options\": {\"target\":150}"), "{rec}");
    let report = all_check(&written);
    assert!(!report.contains("match over"), "{report}");
    // An option the game does not take is refused before anything is played.
    let out = nos(&["simulate", "--game", "block-hoyle", "--option", "nonsense=1", "--records", d]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("--option nonsense=1"), "{}", text(&out.stderr));
}

#[test]
fn records_are_never_written_over_and_a_file_is_no_directory() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_str().unwrap();
    let args = ["simulate", "--game", "dominox", "--hands", "2", "--records", d];
    assert_eq!(nos(&args).status.code(), Some(0));
    let before: Vec<Vec<u8>> = files(dir.path()).iter().map(|p| std::fs::read(p).unwrap()).collect();
    let again = nos(&args);
    assert_eq!(again.status.code(), Some(2));
    let err = text(&again.stderr);
    assert!(err.contains("is there already, and a record is never written over"), "{err}");
    let after: Vec<Vec<u8>> = files(dir.path()).iter().map(|p| std::fs::read(p).unwrap()).collect();
    assert_eq!(before, after);

    let file = dir.path().join("plain");
    std::fs::write(&file, b"x").unwrap();
    let out = nos(&["tournament", "--seats", "easy,easy,easy", "--hands", "3", "--records", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(err.contains("it is a file, not a directory"), "{err}");
    assert!(out.stdout.is_empty());
}

#[cfg(unix)]
#[test]
fn ctrl_c_stops_a_long_run_with_its_match_in_play_written() {
    use std::time::{Duration, Instant};
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_str().unwrap();
    let child = Command::new(env!("CARGO_BIN_EXE_nos"))
        .args(["simulate", "--game", "block-hoyle", "--hands", "100000000", "--records", d])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Matches end every few hands: wait for the first record, however busy the machine.
    let start = Instant::now();
    while files(dir.path()).is_empty() {
        assert!(start.elapsed() < Duration::from_secs(120), "no record written");
        std::thread::sleep(Duration::from_millis(20));
    }
    // SAFETY: a signal to the child this test started and has not yet reaped.
    unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(130), "{}", text(&out.stderr));
    let err = text(&out.stderr);
    assert!(err.contains("stopped: ") && err.contains("records written in"), "{err}");
    assert!(out.stdout.is_empty(), "no report of a run cut short");
    let written = files(dir.path());
    // No temporary file left beside the records.
    let all = std::fs::read_dir(dir.path()).unwrap().count();
    assert_eq!(all, written.len());
    let report = all_check(&written);
    // Every match but the one in play when the signal came ended.
    let last = written.last().unwrap().display().to_string();
    for p in &written[..written.len() - 1] {
        let p = p.display().to_string();
        assert!(report.lines().any(|l| l.starts_with(&p) && l.contains("match over")), "{p}:\n{report}");
    }
    assert!(report.lines().filter(|l| l.starts_with(&last)).count() >= 1);
}
