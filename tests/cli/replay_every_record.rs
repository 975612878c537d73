//! `nos replay` opens every record that checks, to its last action: every example
//! record under tests/ (Nos, the parlour's line games, Dominox), in a pseudo-terminal.
//! A record whose last hand ends in the refusal it expects shows that refusal, named
//! as what it is, with the seats' names; one whose last hand is in progress shows it
//! as far as it goes.

use crate::pty;
use pty::{Term, BIN};
use std::path::{Path, PathBuf};

fn records() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut out = Vec::new();
    for dir in ["records", "records/parlour", "dominox_records"] {
        for e in std::fs::read_dir(root.join(dir)).unwrap() {
            let p = e.unwrap().path();
            if p.extension().is_some_and(|x| x == "json") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// "step k/n" on the screen, as (k, n).
fn step(screen: &str) -> Option<(usize, usize)> {
    let at = screen.find("step ")? + 5;
    let rest = &screen[at..];
    let end = rest.find(|c: char| !c.is_ascii_digit() && c != '/')?;
    let (k, n) = rest[..end].split_once('/')?;
    Some((k.parse().ok()?, n.parse().ok()?))
}

/// The log's text (the right-hand column beside the table), its wrapping undone.
fn log_text(screen: &str) -> String {
    let parts: Vec<&str> =
        screen.lines().filter_map(|l| l.rsplit_once("││").map(|(_, r)| r.trim_end_matches(['│', ' ']))).collect();
    parts.join(" ").split_whitespace().collect::<Vec<_>>().join(" ")
}

fn opens_to_its_last_action(p: &Path) -> Result<(), String> {
    let name = p.file_name().unwrap().to_string_lossy().into_owned();
    let check = std::process::Command::new(BIN).arg("check").arg(p).output().unwrap();
    if !check.status.success() {
        return Err(format!("{name} does not check"));
    }
    let dir = tempfile::tempdir().unwrap();
    let text: serde_json::Value = serde_json::from_slice(&std::fs::read(p).unwrap()).unwrap();
    let hands = text["hands"].as_array().unwrap();
    let expects_refusal = hands.last().unwrap()["expect"]["error_at"].is_u64();
    let mut t = Term::sized(dir.path(), BIN, &["replay", p.to_str().unwrap()], (50, 200));
    let first = t.wait_for("the viewer's first step", |s| step(s).is_some_and(|(k, _)| k == 1));
    let (_, n) = step(&first).unwrap();
    let last = if n == 1 {
        first
    } else {
        t.send("\x1b[F"); // End
                          // The header is drawn before the log: a frame read half-way has the step
                          // but not yet the refusal under it.
        let mut s = t.wait_for("the last step", |s| {
            step(s) == Some((n, n))
                && (!expects_refusal || log_text(s).contains(") is refused, as the record expects: "))
        });
        // A frame read while the refusal's reason is still being written: read until
        // two reads agree.
        for _ in 0..50 {
            std::thread::sleep(std::time::Duration::from_millis(50));
            let again = t.screen();
            if again == s {
                break;
            }
            s = again;
        }
        s
    };
    let log = log_text(&last);
    if expects_refusal {
        let Some(at) = log.find("Action ") else { return Err(format!("{name}: the refusal is not shown:\n{last}")) };
        let line = &log[at..];
        if !line.contains(") is refused, as the record expects: ") {
            return Err(format!("{name}: the refusal is not shown:\n{last}"));
        }
        if (0..10).any(|i| line.contains(&format!("seat {i}"))) {
            return Err(format!("{name}: a seat by number, not by name: {line}"));
        }
    }
    t.send("q");
    match t.exit() {
        0 => Ok(()),
        c => Err(format!("{name}: exit {c}")),
    }
}

#[test]
fn every_example_record_opens_in_the_replay_viewer_to_its_last_action() {
    let all = records();
    assert!(all.len() >= 130, "only {} records", all.len());
    // A few terminals at once: each waits mostly on the program drawing.
    let chunks: Vec<Vec<PathBuf>> = all.chunks(all.len().div_ceil(4)).map(|c| c.to_vec()).collect();
    let failures: Vec<String> = std::thread::scope(|s| {
        let handles: Vec<_> = chunks
            .iter()
            .map(|c| s.spawn(move || c.iter().filter_map(|p| opens_to_its_last_action(p).err()).collect::<Vec<_>>()))
            .collect();
        handles.into_iter().flat_map(|h| h.join().unwrap()).collect()
    });
    assert!(failures.is_empty(), "{} of {} do not open:\n{}", failures.len(), all.len(), failures.join("\n"));
}
