//! Nos over `nos bot`: a referee here holds the true session and shows each seat only
//! its view (`referee::nos_view_of`); the bot answers over the protocol. A whole hand so
//! played checks by `nos check`, every answer is legal in truth and is the program's own
//! player's on the true hand, the view the bot's player gets is the seat's view of the
//! true hand (no hidden tile reaches it), and each request kind and error answers.

use nos::bot::answer;
use nos::bot::nos::{json_of, view_of as bot_view};
use nos::bot::referee::nos_view;
use nos::core::chance::dice;
use nos::core::{Level, Seat};
use nos::games::nos::ai;
use nos::games::nos::deal::first_deal;
use nos::games::nos::{Action, Options, Session, View};
use nos::record::check::{check_bytes, Verdict};
use nos::record::Record;
use serde_json::{json, Value};

fn ask(req: Value) -> Value {
    let a: Value = serde_json::from_str(&answer(&req.to_string())).expect("an answer is JSON");
    assert_eq!(a["ok"], json!(true), "{req} -> {a}");
    a
}

fn error_field(req: Value) -> String {
    let a: Value = serde_json::from_str(&answer(&req.to_string())).expect("an answer is JSON");
    assert_eq!(a["ok"], json!(false), "{req} -> {a}");
    assert!(a["error"].as_str().is_some_and(|e| !e.is_empty()), "{a}");
    a["field"].as_str().expect("a field").to_string()
}

fn names(n: usize) -> Vec<String> {
    (0..n).map(|s| format!("P{s}")).collect()
}

/// A session's first hand, dealt from `seed`.
fn session(n: usize, seed: u64) -> Session {
    Session::new(first_deal(&mut dice(seed), n), vec![500; n], Options::default()).expect("a first hand")
}

/// The view of `seat` in the session as it stands, as the referee shows it.
fn view(s: &Session, seat: Seat) -> Value {
    nos_view(s, seat.0)
}

/// The true legal action the answer names.
fn in_truth(s: &Session, seat: Seat, answered: &Value) -> Action {
    let legal = s.hand().legal();
    *legal
        .iter()
        .find(|&&a| json_of(seat, a) == *answered)
        .unwrap_or_else(|| panic!("{answered} is not legal: {legal:?}"))
}

/// Every action of the session's hand so far, as a seat sees them.
fn history(s: &Session) -> Vec<(Seat, Action)> {
    s.logs().last().unwrap().actions.iter().copied().filter(|&(_, a)| a != Action::Decline).collect()
}

/// Plays a hand over the protocol at `level`; every decision checked against the
/// program's own player on the seat's view of the true hand. Returns the session.
fn play(n: usize, seed: u64, level: &str, playouts: u32) -> Session {
    play_from(session(n, seed), seed, level, playouts)
}

fn play_from(mut s: Session, seed: u64, level: &str, playouts: u32) -> Session {
    let _ = seed;
    let lvl = Level::parse(level).unwrap();
    for turn in 0..300u64 {
        let Some(seat) = s.hand().to_act() else { break };
        let v = view(&s, seat);
        // The bot's player sees the seat's view of the true hand, nothing else.
        let true_view = View::of(s.hand(), seat);
        assert_eq!(bot_view(v.clone()).unwrap_or_else(|e| panic!("{e:?} {v}")), true_view, "turn {turn}");
        let a = ask(json!({"request": "decide", "view": v, "level": level, "seed": turn, "playouts": playouts}));
        let action = in_truth(&s, seat, &a["action"]);
        if level != "strong" {
            let own = ai::decide(&true_view, &history(&s), lvl, &mut dice(turn)).unwrap();
            assert_eq!(action, own, "turn {turn}");
        }
        s.apply(seat, action).expect("legal in truth");
    }
    assert!(s.hand().is_over(), "the hand was played out");
    s
}

fn checks(s: &Session) {
    let text = Record::from_session(&names(s.seats() as usize), s).to_text();
    let (lines, verdict) = check_bytes("bot", text.as_bytes());
    assert_eq!(verdict, Verdict::Valid, "{lines:?}\n{text}");
}

#[test]
fn a_nos_hand_played_over_the_protocol_by_normal_checks() {
    for seed in 1..=15 {
        checks(&play(3 + (seed % 3) as usize, seed, "normal", 24));
    }
}

#[test]
fn a_later_hand_whose_seat_on_set_draws_over_the_protocol_checks() {
    // A later hand: seat 0 is on set without a double, draws, and sets the tile drawn.
    let mut seed = 100;
    let deal = loop {
        let d = nos::games::nos::deal::deal(&mut dice(seed), 4);
        if d.hands[0].inter(nos::core::TileSet::DOUBLES).is_empty() {
            break d;
        }
        seed += 1;
    };
    let s = Session::resume(deal, Seat(0), false, vec![480, 510, 500, 510], Options::default()).unwrap();
    let s = play_from(s, seed, "normal", 24);
    assert_eq!(s.logs()[0].actions[0], (Seat(0), Action::Draw));
    checks(&s);
}

#[test]
fn a_nos_hand_played_over_the_protocol_by_easy_checks() {
    for (n, seed) in [(4, 5), (3, 6)] {
        checks(&play(n, seed, "easy", 24));
    }
}

#[test]
fn a_nos_hand_played_over_the_protocol_by_strong_checks() {
    checks(&play(4, 7, "strong", 12));
}

#[test]
fn strong_over_the_protocol_is_the_programs_own_strong_player() {
    // At its own budget, the first decisions of a hand: the set and game, then turns.
    let mut s = session(4, 8);
    for turn in 0..6u64 {
        let Some(seat) = s.hand().to_act() else { break };
        let a = ask(json!({"request": "decide", "view": view(&s, seat), "level": "strong", "seed": turn}));
        let own = ai::decide(&View::of(s.hand(), seat), &history(&s), Level::Strong, &mut dice(turn)).unwrap();
        assert_eq!(in_truth(&s, seat, &a["action"]), own, "turn {turn}");
        s.apply(seat, own).unwrap();
    }
}

#[test]
fn strong_ranks_its_alternatives_by_chips() {
    // The game to announce, once the set is down.
    let mut s = session(4, 9);
    let seat = s.hand().to_act().unwrap();
    let set = s.hand().legal()[0];
    s.apply(seat, set).unwrap();
    let a = ask(json!({"request": "decide", "view": view(&s, seat), "level": "strong", "playouts": 24,
                       "alternatives": true}));
    let alts = a["alternatives"].as_array().expect("alternatives");
    assert_eq!(alts[0]["action"], a["action"], "the chosen first");
    assert!(alts.len() > 1, "the set or game is a real choice: {a}");
    assert!(alts.iter().all(|x| x["value"].is_number()));
    let values: Vec<f64> = alts[1..].iter().map(|x| x["value"].as_f64().unwrap()).collect();
    assert!(values.windows(2).all(|w| w[0] >= w[1]), "then by value: {values:?}");
}

#[test]
fn legal_and_check_answer_a_nos_view() {
    let mut s = session(4, 10);
    // Play on until another seat's draw is in the actions.
    let mut turn = 0;
    while !history(&s).iter().any(|&(_, a)| a == Action::Draw) || s.hand().to_act().is_none() {
        let seat = s.hand().to_act().expect("the hand goes on");
        let a = ai::decide(&View::of(s.hand(), seat), &history(&s), Level::Normal, &mut dice(turn)).unwrap();
        s.apply(seat, a).unwrap();
        turn += 1;
        if s.hand().is_over() {
            s = session(4, 10 + turn);
        }
    }
    let seat = s.hand().to_act().unwrap();
    for q in 0..4u8 {
        let v = view(&s, Seat(q));
        let c = ask(json!({"request": "check", "view": v.clone()}));
        assert_eq!(c["to_act"], json!(seat.0));
        assert_eq!(c["over"], json!(false));
        assert_eq!(c["chips"], json!(s.hand().chips()));
        let l = ask(json!({"request": "legal", "view": v}));
        let want: Vec<Value> =
            if q == seat.0 { s.hand().legal().iter().map(|&a| json_of(seat, a)).collect() } else { vec![] };
        assert_eq!(l["legal"], json!(want), "seat {q}");
    }
}

#[test]
fn hello_lists_nos() {
    let a = ask(json!({"request": "hello"}));
    assert!(a["games"].as_array().unwrap().contains(&json!("nos")), "{a}");
}

#[test]
fn every_bad_nos_view_names_its_field() {
    let s = session(4, 12);
    let seat = s.hand().to_act().unwrap();
    let good = view(&s, seat);
    let with = |f: &dyn Fn(&mut Value)| {
        let mut v = good.clone();
        f(&mut v);
        json!({"request": "decide", "view": v})
    };
    let other = Seat((seat.0 + 1) % 4);
    let cases: Vec<(Value, &str)> = vec![
        (with(&|v| v["players"] = json!(6)), "view.players"),
        (with(&|v| v["seat"] = json!(4)), "view.seat"),
        (with(&|v| v["hand"][0] = json!("7-1")), "view.hand[0]"),
        (with(&|v| v["hand"] = json!(["1-1"])), "view.hand"),
        (with(&|v| v["chips"] = json!("many")), "view.chips"),
        (with(&|v| v["colour"] = json!(1)), "view.colour"),
        (with(&|v| v["drawn"] = json!(["x"])), "view.drawn[0]"),
        (with(&|v| v["declared"] = json!([[], []])), "view.declared"),
        (with(&|v| v["actions"] = json!([{"seat": 0, "act": "jump"}])), "view.actions[0].act"),
        (with(&|v| v["options"] = json!({"colour": true})), "view.options"),
        (with(&|v| v["seat"] = json!(other.0)), "view.seat"),
    ];
    for (req, field) in cases {
        assert_eq!(error_field(req.clone()), field, "{req}");
    }
}

#[test]
fn a_nos_view_the_rules_cannot_allow_is_refused() {
    // The seat on set in a first hand sets the highest double: a view whose own hand
    // holds the 6-6 while another seat sets the 5-5 fits no deal.
    let s = session(4, 13);
    let on_set = s.hand().on_set();
    let mut v = view(&s, on_set);
    let me = (on_set.0 + 1) % 4;
    let mut hand: Vec<String> = vec!["6-6".into()];
    hand.extend(["0-1", "0-2", "0-3"].map(String::from));
    v["seat"] = json!(me);
    v["hand"] = json!(hand);
    v["drawn"] = json!([]);
    v["actions"] = json!([{"seat": on_set.0, "act": "set", "tile": "5-5"}]);
    let f = error_field(json!({"request": "check", "view": v}));
    assert!(f == "view.on_set" || f.starts_with("view.actions"), "{f}");
    // Another seat playing this seat's tile.
    let mut v = view(&s, on_set);
    let mine = v["hand"][0].clone();
    v["seat"] = json!(on_set.0);
    v["actions"] = json!([{"seat": (on_set.0 + 1) % 4, "act": "set", "tile": mine}]);
    assert!(error_field(json!({"request": "check", "view": v})).starts_with("view.actions[0]"));
}
