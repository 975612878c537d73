//! `nos serve`'s tables end to end, with the real OpenSSH client against the real
//! server on 127.0.0.1 (`tests/serve_common`): a table opened with the new-game form's
//! options and listed with them in the lobby.

mod pty;
mod serve_common;
use pty::ENTER;
use serve_common::{form, have_ssh, press, Server, DOWN, RIGHT, UP};

#[test]
fn a_table_is_opened_with_the_new_game_forms_options_and_the_lobby_lists_them() {
    if !have_ssh() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(dir.path());
    let mut ann = server.join(dir.path(), "Ann");
    ann.wait("you are Ann");
    // Nos, three seats: Ann's, one for a player, a computer; strict club mode with hints.
    form(&mut ann, "Nos", 3, 1);
    for _ in 0..4 {
        press(&mut ann, DOWN);
    }
    ann.key(RIGHT);
    ann.wait("strict club: offences charged");
    press(&mut ann, DOWN);
    ann.key(RIGHT);
    ann.wait("in strict mode on: the hint key works");
    for _ in 0..4 {
        press(&mut ann, UP);
    }
    ann.key(ENTER);
    ann.wait("free: waiting for a player");
    server.wait_log("table 1 opened by Ann: Nos, 3 seats, 1 computers, strict, hints on");

    // A parlour game with an option changed, typed on the form.
    let mut cor = server.join(dir.path(), "Cor");
    cor.wait("you are Cor");
    form(&mut cor, "Fives and Threes", 2, 1);
    for _ in 0..6 {
        press(&mut cor, DOWN);
    }
    cor.wait("target (1 of 4)");
    for k in ["3", "1"] {
        press(&mut cor, k);
    }
    cor.wait("set: target=31");
    for _ in 0..4 {
        press(&mut cor, UP);
    }
    cor.key(ENTER);
    cor.wait("Cor's hand");
    server.wait_log("table 2 opened by Cor: Fives and Threes, 2 seats, 1 computers, target=31");

    // The lobby lists each: the game, its seats, its computers, its rules, its watchers.
    let mut bas = server.join(dir.path(), "Bas");
    let s = bas.wait("you are Bas");
    let lines: Vec<&str> = s.lines().collect();
    let at = |game: &str| lines.iter().position(|l| l.contains(game)).unwrap_or_else(|| panic!("{game}: {s}"));
    let (nos, fives) = (at("Nos"), at("Fives and Threes"));
    assert!(lines[nos].contains("waiting for 1"), "{s}");
    assert!(lines[nos].contains("1 free, 1 computers, watchers 0, strict, hints on"), "{s}");
    assert!(lines[nos + 1].contains("Ann, (free), cpu normal"), "{s}");
    assert!(
        lines[fives].contains("hand 1") && lines[fives].contains("0 free, 1 computers, watchers 0, target=31"),
        "{s}"
    );
    assert!(lines[fives + 1].contains("Cor, cpu normal"), "{s}");
    // Bas takes the free seat: the game starts, in strict club mode.
    press(&mut bas, DOWN);
    bas.key(ENTER);
    bas.wait("Bas's hand");
    server.wait_log("table 1: the game starts (Ann, Bas, Computer 3)");
    let ids = pty::ids(dir.path());
    let nos_game = ids.iter().map(|id| std::fs::read_to_string(pty::saved_as(dir.path(), id)).unwrap());
    let records: Vec<String> = nos_game.collect();
    assert!(records.iter().any(|r| r.contains("\"options\": {\"strict\":true}")), "{records:?}");
    assert!(records.iter().any(|r| r.contains("\"target\": 31")), "{records:?}");
}
