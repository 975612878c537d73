//! `nos serve`'s housekeeping, end to end with the real OpenSSH client against the
//! real server on 127.0.0.1: one server a data directory, taken at once after a
//! crash; its files private to its account; its list of tables written by its owner
//! only.

mod pty;
mod serve_common;
use pty::ENTER;
use serve_common::{have_ssh, open_table, press, Server, DOWN};
use std::os::unix::fs::PermissionsExt;
use std::path::Path;

/// Every file and folder under `p`, `p` too.
fn all(p: &Path) -> Vec<std::path::PathBuf> {
    let mut out = vec![p.to_path_buf()];
    if p.is_dir() {
        for e in std::fs::read_dir(p).into_iter().flatten().flatten() {
            out.extend(all(&e.path()));
        }
    }
    out
}

fn list(dir: &Path) -> serde_json::Value {
    serde_json::from_slice(&std::fs::read(dir.join("serve/tables.json")).unwrap()).unwrap()
}

#[test]
fn a_second_server_on_a_directory_is_refused_and_after_a_kill_the_next_takes_it_at_once() {
    if !have_ssh() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    // An earlier run left the directory and a finished game readable by everyone.
    let old = dir.path().join("sessions").join("old.json");
    std::fs::create_dir_all(old.parent().unwrap()).unwrap();
    std::fs::write(&old, "{}").unwrap();
    for (p, m) in [(dir.path(), 0o755), (old.parent().unwrap(), 0o755), (old.as_path(), 0o644)] {
        std::fs::set_permissions(p, std::fs::Permissions::from_mode(m)).unwrap();
    }
    let mut first = Server::start(dir.path());
    let mut ann = first.join(dir.path(), "Ann");
    ann.wait("you are Ann");
    let code = open_table(&mut ann, "Block (Scarne)", 2, 1);
    ann.wait("Ann's hand");
    first.wait_log("table 1: the game starts (Ann, Computer 2)");
    // What the server wrote and what it found are its account's alone (a file
    // written anew meanwhile may be gone by the time it is looked at).
    for p in all(dir.path()) {
        let Ok(m) = std::fs::symlink_metadata(&p) else { continue };
        let want = if m.is_dir() { 0o700 } else { 0o600 };
        assert_eq!(m.permissions().mode() & 0o777, want, "{}", p.display());
    }

    // A second server on the same directory is refused, saying who holds it, and
    // the first one's list of tables is untouched.
    let (exit, said) = Server::refused(dir.path(), &[]);
    assert_eq!(exit, 2, "{said}");
    let pid = first.child.id();
    assert!(said.contains(&format!("is served by another nos serve (process {pid})")), "{said}");
    let before = list(dir.path());
    assert_eq!(before["tables"][0]["seats"][0]["code"], code.as_str(), "{before}");

    // The first one crashes: the next takes the directory at once, with the table.
    first.kill();
    drop(ann);
    let next = Server::start(dir.path());
    next.wait_log("table 1 restored from game");
    let mut ann = next.join(dir.path(), "Ann");
    ann.wait("Ann (away)");
    press(&mut ann, DOWN);
    ann.key(ENTER);
    ann.wait("has a seat code: type it");
    ann.send(&format!("{code}\r"));
    ann.wait("Ann's hand");
    next.wait_log("table 1: Ann is back at seat 1");
}
