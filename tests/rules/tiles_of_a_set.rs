//! Tiles read for a game of a known set: `"a-b"` takes numbers up to 12 (two digits),
//! and a record, the bot protocol and the command line refuse a number above the
//! game's top (6 for every game today) by name, where the tile is written.

use nos::record::check::{check_bytes, Verdict};
use serde_json::{json, Value};
use std::path::Path;

fn record(path: &str) -> Value {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records").join(path);
    serde_json::from_slice(&std::fs::read(p).unwrap()).unwrap()
}

fn refused(rec: &Value) -> String {
    let (lines, verdict) = check_bytes("rec.json", rec.to_string().as_bytes());
    assert_ne!(verdict, Verdict::Valid, "{lines:?}");
    lines.join("\n")
}

#[test]
fn a_record_refuses_a_number_above_its_sets_top() {
    for bad in ["7-1", "12-10", "10-12", "07-1"] {
        let mut nos = record("analyse/hand-4-players.json");
        nos["hands"][0]["deal"][0][0] = json!(bad);
        let e = refused(&nos);
        let want = format!("hands[0].deal[0][0]: bad tile \"{bad}\": write a tile as \"a-b\" with a and b from 0 to 6");
        assert!(e.contains(&want), "{e}");
        let mut sniff = record("parlour/sniff-the-30.json");
        sniff["hands"][0]["deal"][1][0] = json!(bad);
        let e = refused(&sniff);
        assert!(e.contains(&format!("hands[0].deal[1][0]: bad tile \"{bad}\"")) && e.contains("from 0 to 6"), "{e}");
    }
}

#[test]
fn the_bot_refuses_a_number_above_its_sets_top() {
    for bad in ["1-7", "12-10"] {
        let view = json!({"game": "block-hoyle", "players": 2, "seat": 1, "scores": [0, 0], "lead": 0,
               "hand": ["1-1", "5-6", bad, "0-4", "0-6", "2-3", "3-5"],
               "actions": [{"seat": 0, "act": "play", "tile": "6-6"}]});
        let a: Value = serde_json::from_str(&nos::bot::answer(&json!({"request": "legal", "view": view}).to_string()))
            .expect("an answer is JSON");
        assert_eq!((a["ok"].clone(), a["field"].clone()), (json!(false), json!("view.hand[2]")), "{a}");
        assert_eq!(a["error"], json!(format!("{bad:?} is not a tile (\"a-b\", 0 to 6)")), "{a}");
    }
}

#[test]
fn the_command_line_refuses_a_number_above_the_sets_top() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_nos"))
        .args(["advise", "--hand", "5-5,5-4,4-4,12-10,5-1"])
        .output()
        .unwrap();
    let e = String::from_utf8_lossy(&out.stderr);
    assert_ne!(out.status.code(), Some(0));
    assert!(e.contains("bad tile \"12-10\"") && e.contains("from 0 to 6"), "{e}");
}
