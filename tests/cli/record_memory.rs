//! The memory a long record takes to check and to replay: a Nos session of four
//! played for hundreds of hands (random legal actions, seeded), written as the program
//! writes records, then `nos check` of it, and `nos replay` of it stepped from end to
//! start in a pseudo-terminal, each compared with the same command on the session's
//! first hands. Checking may hold a small multiple of the record; a replay holds the
//! frames near the step shown, not one per step.

#![cfg(target_os = "linux")]

use crate::pty;

use nos::core::chance;
use nos::record::played::Game;
use nos::tui::table::seat::Kind;
use pty::{Term, BIN};
use rand::Rng;
use std::path::{Path, PathBuf};

/// A session of `hands` hands, written at `dir/NAME`.
fn session(dir: &Path, name: &str, hands: usize) -> PathBuf {
    let names: Vec<String> = ["Ann", "Bas", "Cor", "Dirk"].iter().map(|s| s.to_string()).collect();
    let mut g = Game::new(names, vec![Kind::Human; 4], 11);
    let mut rng = chance::dice(11);
    for h in 0..hands {
        if h > 0 {
            g.next_hand();
        }
        while !g.hand().is_over() {
            let legal = g.hand().legal();
            g.apply(legal[rng.random_range(0..legal.len())]).expect("a legal action");
        }
    }
    let p = dir.join(name);
    std::fs::write(&p, g.record().to_text()).unwrap();
    p
}

/// `nos ARGS`'s peak resident memory, in bytes, and its exit code.
// The child is waited for by `wait4`, which gives its resources too.
#[allow(clippy::zombie_processes)]
fn peak(args: &[&Path]) -> (u64, i32) {
    let child = std::process::Command::new(BIN)
        .args(args)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let mut status = 0;
    // SAFETY: rusage is plain data, filled by wait4 for our own child.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let r = unsafe { libc::wait4(child.id() as i32, &mut status, 0, &mut usage) };
    assert_eq!(r, child.id() as i32);
    (usage.ru_maxrss as u64 * 1024, libc::WEXITSTATUS(status))
}

/// The peak resident memory of the program in the terminal, in bytes.
fn high_water(t: &Term) -> u64 {
    let s = std::fs::read_to_string(format!("/proc/{}/status", t.pid())).unwrap();
    let kb: u64 =
        s.lines().find_map(|l| l.strip_prefix("VmHWM:")).unwrap().trim().trim_end_matches(" kB").parse().unwrap();
    kb * 1024
}

/// `nos replay` of `path`: its last step, back a hand at a time over its last 20
/// hands, then its first step.
/// The peak memory, and how many steps the record has.
fn replay_peak(dir: &Path, path: &Path) -> (u64, u64) {
    let mut t = Term::start(dir, &["replay", path.to_str().unwrap()]);
    let s = t.wait("step 1/");
    let steps: u64 =
        s.split("step 1/").nth(1).unwrap().split(|c: char| !c.is_ascii_digit()).next().unwrap().parse().unwrap();
    t.send("\x1b[F");
    t.wait(&format!("step {steps}/{steps}"));
    for _ in 0..20 {
        t.send("[");
    }
    t.send("\x1b[H");
    t.wait(&format!("step 1/{steps}"));
    let peak = high_water(&t);
    t.send("q");
    t.exit();
    (peak, steps)
}

#[test]
fn a_long_record_is_checked_and_replayed_in_little_memory() {
    let dir = tempfile::tempdir().unwrap();
    let short = session(dir.path(), "short.json", 3);
    let long = session(dir.path(), "long.json", 200);
    let size = std::fs::metadata(&long).unwrap().len();
    let (base, code) = peak(&[Path::new("check"), &short]);
    assert_eq!(code, 0);
    let (most, code) = peak(&[Path::new("check"), &long]);
    assert_eq!(code, 0);
    let per = (most.saturating_sub(base)) as f64 / size as f64;
    eprintln!(
        "nos check: {size} bytes of record in {most} bytes at the peak, {base} for 3 hands: {per:.1} bytes a byte"
    );
    // Before, a record was held as a JSON value as well as typed: 35 bytes a byte.
    assert!(per < 8.0, "nos check took {per:.1} bytes a byte of the record");
    let (base, few) = replay_peak(dir.path(), &short);
    let (most, steps) = replay_peak(dir.path(), &long);
    let per = most.saturating_sub(base) / (steps - few);
    eprintln!("nos replay: {steps} steps in {most} bytes at the peak, {base} for {few}: {per} bytes a step");
    // Before, every frame was kept: about 30 KB a step.
    assert!(per < 2048, "nos replay took {per} bytes a step");
}
