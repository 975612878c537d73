//! `nos serve`'s housekeeping, end to end with the real OpenSSH client against the
//! real server on 127.0.0.1: one server a data directory, taken at once after a
//! crash; its files private to its account; its list of tables kept across a restart
//! (each table's number, its chat, the seeds dealt) and written by its owner only;
//! the port the system gave told; a table nobody sits at closed and its game kept.

use crate::pty;
use crate::serve_common;
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

#[test]
fn a_restarted_server_keeps_each_tables_number_and_chat_and_goes_on_with_its_seeds() {
    if !have_ssh() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    // Any free port: the one the system gives is told.
    let mut server = Server::on_with(dir.path(), 0, &["--seed", "5"]);
    let mut ann = server.join(dir.path(), "Ann");
    ann.wait("you are Ann");
    let code = open_table(&mut ann, "Block (Scarne)", 2, 1);
    ann.wait("Ann's hand");
    ann.key("/");
    ann.send("see you after the break\r");
    server.wait_log("table 1: Ann: see you after the break");
    assert_eq!(server.stop(), 0);
    drop(ann);

    let server = Server::on_with(dir.path(), 0, &["--seed", "5"]);
    server.wait_log("table 1 restored from game");
    let mut ann = server.join(dir.path(), "Ann");
    ann.wait("Ann (away)");
    press(&mut ann, DOWN);
    ann.key(ENTER);
    ann.wait("has a seat code: type it");
    ann.send(&format!("{code}\r"));
    ann.wait("Ann's hand");
    // The chat is there still, with the table's own lines.
    ann.wait("Ann: see you after the break");
    // A new table is the second, dealt from the seed after the first one's.
    ann.key("q");
    ann.wait("you are Ann");
    open_table(&mut ann, "Block (Scarne)", 2, 1);
    server.wait_log("table 2: the game starts");
    let seeds: Vec<u64> = pty::ids(dir.path())
        .iter()
        .map(|id| {
            let loaded = nos::store::slot::peek(&dir.path().join("games").join(id)).unwrap().unwrap();
            let v: serde_json::Value = serde_json::from_str(&loaded.text).unwrap();
            v["seed"].as_u64().unwrap_or_else(|| panic!("a seed in {v}"))
        })
        .collect();
    assert_eq!(seeds, vec![5, 6]);
}

#[test]
fn a_table_nobody_sits_at_is_closed_its_game_kept_and_the_lobby_says_so() {
    if !have_ssh() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start_with(dir.path(), &["--close-after", "2"]);
    let mut ann = server.join(dir.path(), "Ann");
    ann.wait("you are Ann");
    // A throw-away connection opens a table, sits, and hangs up.
    let mut tom = server.join(dir.path(), "Tom");
    tom.wait("you are Tom");
    open_table(&mut tom, "Block (Scarne)", 2, 1);
    tom.wait("Tom's hand");
    tom.send("\x03");
    server.wait_log("Tom left");
    let log = server.wait_log("Table 1 (Block (Scarne): Tom) is closed, nobody having sat at it for 2 seconds");
    let line = log.lines().find(|l| l.contains("is closed")).unwrap_or_default();
    assert!(line.contains("its game is kept among the sessions ("), "{line}");
    ann.wait("Table 1 (Block (Scarne): Tom) is closed");
    // The game is kept among the sessions, and the table and its code are gone from
    // the list.
    let kept: Vec<_> = std::fs::read_dir(dir.path().join("sessions")).unwrap().flatten().collect();
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert!(pty::ids(dir.path()).is_empty());
    server.wait_log("table 1: the record is kept in");
    let end = std::time::Instant::now() + pty::LIMIT;
    while list(dir.path())["tables"].as_array().is_some_and(|t| !t.is_empty()) {
        assert!(std::time::Instant::now() < end, "{}", list(dir.path()));
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    // A player at the table is not alone: Ann's table stays open while she sits.
    open_table(&mut ann, "Block (Scarne)", 2, 1);
    ann.wait("Ann's hand");
    std::thread::sleep(std::time::Duration::from_secs(3));
    assert!(!server.log.lock().unwrap().join("\n").contains("Table 2 ("));
}
