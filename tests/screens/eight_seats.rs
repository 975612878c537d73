//! Tables of eight: the most seats the train games will have, played today by
//! Tiddly-Wink (6 to 9). The seats box shows every seat at the table, and a whole hand
//! of eight is played over the bot protocol, each seat seeing only its view, into a
//! record that checks.

use crate::tui_common;
use nos::bot::answer;
use nos::bot::referee::{dealt, truth, view_of};
use nos::record::check::Verdict;
use nos::record::parlour::check::check_bytes;
use nos::record::parlour::json::ActionJson;
use nos::tui::app::{App, Screen};
use serde_json::{json, Value};
use tui_common::*;

fn ask(req: Value) -> Value {
    let a: Value = serde_json::from_str(&answer(&req.to_string())).expect("an answer is JSON");
    assert_eq!(a["ok"], json!(true), "{req} -> {a}");
    a
}

#[test]
fn the_seats_box_shows_eight_seats() {
    let g = (0..50).find_map(|seed| line_game_at("tiddly-wink", 8, seed, 3)).expect("a hand of eight");
    let mut a = App::new(Screen::Offer, None);
    a.sit(Box::new(g));
    for (w, h) in [(80, 24), (100, 30)] {
        let s = screen(&mut a, w, h);
        for name in &NAMES[..8] {
            assert!(s.contains(name), "{name} at {w}x{h}:\n{s}");
        }
        assert!(!s.contains(NAMES[8]), "{s}");
    }
}

#[test]
fn a_hand_of_eight_over_the_protocol_checks() {
    for seed in [1, 4] {
        let mut rec = dealt("tiddly-wink", 8, seed).expect("a game of eight");
        for turn in 0..200u64 {
            let Some((Some(seat), _)) = truth(&rec) else { break };
            let view = view_of(&rec, seat);
            assert_eq!(view["players"], json!(8));
            let a = ask(json!({"request": "decide", "view": view, "level": "normal", "seed": turn}));
            let action: ActionJson = serde_json::from_value(a["action"].clone()).expect("an action");
            rec.hands[0].actions.push(action);
        }
        let text = serde_json::to_string_pretty(&rec).unwrap();
        let (lines, verdict) = check_bytes("tiddly-wink", text.as_bytes());
        assert_eq!(verdict, Verdict::Valid, "{lines:?}");
        assert!(!lines[0].contains("in progress"), "the hand was played out: {lines:?}");
        for s in 0..8 {
            assert_eq!(ask(json!({"request": "check", "view": view_of(&rec, s)}))["over"], json!(true));
        }
    }
}
