//! The train games over the bot protocol (`docs/protocol.md`, "The train games"): views
//! cut from seeded games at every step are accepted and answered as the engine and the
//! program's own players answer on the true game; two games the seat cannot tell apart
//! get the same answers; every field that matters refused by name.

use nos::bot::answer;
use nos::bot::trains::view_of;
use nos::core::chance::dice;
use nos::core::tile::Tiles;
use nos::core::{Play, Seat, Tile};
use nos::games::trains::ai::{random, simple, strong};
use nos::games::trains::{Action, Event, Game, Kind, Rules};
use nos::record::trains::write::action_json;
use rand::seq::SliceRandom;
use rand::Rng;
use serde_json::{json, Value};

fn ask(req: &Value) -> Value {
    serde_json::from_str(&answer(&req.to_string())).expect("an answer is JSON")
}

fn ok(req: &Value) -> Value {
    let a = ask(req);
    assert_eq!(a["ok"], json!(true), "{req}\n -> {a}");
    a
}

fn written(seat: Seat, a: Action) -> Value {
    json!(action_json(seat, a, None))
}

/// The answers of the engine's own players on the seat's true view.
fn players(g: &Game, seat: Seat, seed: u64) -> [Value; 3] {
    let v = g.view(seat);
    let easy = random(&v, &mut dice(seed)).expect("on turn");
    [written(seat, easy), written(seat, simple(&v).expect("on turn")), written(seat, strong(&v).expect("on turn"))]
}

/// The bot's answers to `decide` at the three levels.
fn decided(view: &Value, seed: u64) -> [Value; 3] {
    ["easy", "normal", "strong"]
        .map(|l| ok(&json!({"request": "decide", "level": l, "seed": seed, "view": view}))["action"].clone())
}

#[test]
fn views_cut_from_seeded_games_are_answered_as_the_engine_and_its_players_answer() {
    let mut asked = 0;
    for (kind, n, seed) in [(Kind::Mexican, 4, 1), (Kind::Mexican, 8, 2), (Kind::Chicken, 3, 3), (Kind::Chicken, 6, 4)]
    {
        let mut g = Game::seeded(Rules::of(kind, n).unwrap(), seed);
        let mut rng = dice(seed);
        for step in 0..160 {
            let Some(seat) = g.to_act() else { break };
            let view = view_of(&g, seat.0);
            let legal = ok(&json!({"request": "legal", "view": view}));
            let truth: Vec<Value> = g.legal().iter().map(|&a| written(seat, a)).collect();
            assert_eq!(legal["legal"], json!(truth), "{kind:?} {n} seed {seed} step {step}");
            assert_eq!(legal["to_act"], json!(seat.0));
            // Another seat's view: no legal action, the same totals.
            let other = (seat.0 + 1) % n as u8;
            let check = ok(&json!({"request": "check", "view": view_of(&g, other)}));
            assert_eq!(check["to_act"], json!(seat.0));
            assert_eq!(check["over"], json!(false));
            assert_eq!(check["scores"], json!(g.totals()));
            if step % 8 == 0 {
                assert_eq!(decided(&view, step), players(&g, seat, step), "{kind:?} {n} seed {seed} step {step}");
                asked += 1;
            }
            let legal = g.legal();
            let a = legal[rng.random_range(0..legal.len())];
            g.apply(seat, a).expect("legal");
        }
    }
    assert!(asked >= 40, "{asked}");
}

/// A game the seat cannot tell from `g`: the same round and actions, the tiles nobody
/// has shown it (the others' hands, the boneyard not yet drawn) dealt otherwise.
/// `None` when the actions are not all legal on that deal.
fn lookalike(start: &Game, actions: &[(Seat, Action)], touched: &[Tile], me: Seat, seed: u64) -> Option<Game> {
    let r = start.round();
    let mut deal = r.deal();
    // The places of the tiles the seat has not seen, and those tiles shuffled.
    let mut places: Vec<(Option<usize>, Tile)> = Vec::new();
    for (s, h) in deal.hands.iter().enumerate().filter(|&(s, _)| s != me.index()) {
        places.extend(h.iter().filter(|t| !touched.contains(t)).map(|t| (Some(s), t)));
    }
    places.extend(deal.boneyard.iter().filter(|t| !touched.contains(t)).map(|&t| (None, t)));
    let mut tiles: Vec<Tile> = places.iter().map(|p| p.1).collect();
    tiles.shuffle(&mut dice(seed));
    for (s, old) in &places {
        if let Some(s) = s {
            deal.hands[*s].remove(*old);
        }
    }
    for ((s, _), &new) in places.iter().zip(&tiles) {
        if let Some(s) = s {
            deal.hands[*s].insert(new);
        }
    }
    let mut bone = places.iter().zip(&tiles).filter(|(p, _)| p.0.is_none()).map(|(_, &t)| t);
    for t in deal.boneyard.iter_mut().filter(|t| !touched.contains(t)) {
        *t = bone.next().expect("as many");
    }
    let mut g = Game::from_round(*start.rules(), r.round(), &deal, r.lead(), start.totals()).ok()?;
    for &(s, a) in actions {
        g.apply(s, a).ok()?;
    }
    Some(g)
}

#[test]
fn a_decision_depends_only_on_the_view() {
    let mut pairs = 0;
    for (kind, n, seed) in [(Kind::Mexican, 4, 11), (Kind::Mexican, 8, 12), (Kind::Chicken, 4, 13)] {
        let rules = Rules::of(kind, n).unwrap();
        let start = Game::seeded(rules, seed);
        let mut g = start.clone();
        let mut rng = dice(seed);
        let mut actions = Vec::new();
        let mut touched = Vec::new();
        for step in 0..60u64 {
            let Some(seat) = g.to_act() else { break };
            if g.round().round() != 1 {
                break;
            }
            if step % 5 == 4 {
                if let Some(h) = lookalike(&start, &actions, &touched, seat, seed ^ step) {
                    assert_ne!(h.round().deal(), g.round().deal(), "the hidden tiles are dealt otherwise");
                    let (a, b) = (view_of(&g, seat.0), view_of(&h, seat.0));
                    assert_eq!(a, b, "the seat's views are the same");
                    assert_eq!(decided(&a, step), decided(&b, step));
                    assert_eq!(decided(&a, step), players(&h, seat, step), "as its players decide on either game");
                    pairs += 1;
                }
            }
            let legal = g.legal();
            let a = legal[rng.random_range(0..legal.len())];
            for e in g.apply(seat, a).expect("legal").iter() {
                match *e {
                    Event::Played { tile, .. } | Event::Drew { tile, .. } => touched.push(tile),
                    _ => {}
                }
            }
            actions.push((seat, a));
        }
    }
    assert!(pairs >= 8, "{pairs}");
}

/// A Mexican Train view, seat 1 of four in round 1: seat 0 laid 12-5 on its train and
/// seat 1 12-6 on the Mexican train; seat 2 laid 6-6 there and could not cover it, nor
/// could seats 3 and 0: each drew, passed and put out its marker.
fn mexican() -> Value {
    json!({"game": "mexican-train", "players": 4, "seat": 1, "totals": [0, 0, 0, 0], "engine": "12-12",
        "turn": 1,
        "hand": ["12-3", "3-3", "5-9", "0-4", "7-7", "2-8", "1-11", "6-10", "4-9", "0-0", "2-5", "8-11", "9-10", "1-2"],
        "held": [15, 14, 15, 16], "boneyard": 27,
        "trains": [{"train": 0, "tiles": ["12-5"], "marker": true}, {"train": 2, "marker": true},
                   {"train": 3, "marker": true}, {"train": "mexican", "tiles": ["12-6", "6-6"]}],
        "uncovered": "6-6"})
}

/// A Chicken Foot view, seat 0 of three in round 1: the centre's four sides filled,
/// seat 1 laid 1-1 on 9-1 and seat 2 its first toe, 1-5; two toes are still to come.
fn chicken() -> Value {
    json!({"game": "chicken-foot", "players": 3, "seat": 0, "totals": [0, 0, 0], "engine": "9-9", "turn": 0,
        "hand": ["4-4", "1-4", "2-7", "0-3", "5-8"],
        "held": [5, 5, 5], "boneyard": 33,
        "laid": [{"tile": "9-4", "at": "9-9"}, {"tile": "9-1", "at": "9-9"}, {"tile": "9-7", "at": "9-9"},
                 {"tile": "9-0", "at": "9-9"}, {"tile": "1-1", "at": "9-1"}, {"tile": "1-5", "at": "1-1"}]})
}

#[test]
fn the_two_views_of_the_protocol_page_are_read_and_answered() {
    let page = include_str!("../../docs/protocol.md");
    let shown: Vec<Value> = page
        .lines()
        .filter(|l| l.starts_with("    {\"game\":\"mexican-train\"") || l.starts_with("    {\"game\":\"chicken-foot\""))
        .map(|l| serde_json::from_str(l).expect("the page's view is JSON"))
        .collect();
    for v in [mexican(), chicken()] {
        assert!(shown.contains(&v), "docs/protocol.md shows {v}");
        let legal = ok(&json!({"request": "legal", "view": v}));
        assert!(!legal["legal"].as_array().unwrap().is_empty(), "{legal}");
        for level in ["easy", "normal", "strong"] {
            let a = ok(&json!({"request": "decide", "level": level, "view": v}));
            assert!(legal["legal"].as_array().unwrap().contains(&a["action"]), "{level}: {a}");
        }
    }
    // The double waits: only 6-6's cover is legal, on the Mexican train.
    let legal = ok(&json!({"request": "legal", "view": mexican()}));
    assert_eq!(legal["legal"], json!([{"act": "play", "seat": 1, "tile": "6-10", "train": "mexican"}]));
    // The foot waits for its toes: 1-4 on 1-1, nothing else.
    let legal = ok(&json!({"request": "legal", "view": chicken()}));
    assert_eq!(legal["legal"], json!([{"act": "play", "at": "1-1", "seat": 0, "tile": "1-4"}]));
}

fn field_of(view: Value) -> String {
    let a = ask(&json!({"request": "check", "view": view}));
    assert_eq!(a["ok"], json!(false), "{a}");
    a["field"].as_str().expect("a field").to_string()
}

#[test]
fn a_view_is_refused_at_the_field_at_fault() {
    let with = |base: fn() -> Value, f: &dyn Fn(&mut Value)| {
        let mut v = base();
        f(&mut v);
        field_of(v)
    };
    let cases: Vec<(String, &str)> = vec![
        (with(mexican, &|v| v["game"] = json!("mexican")), "view.game"),
        (with(mexican, &|v| v["players"] = json!(9)), "view.players"),
        (with(mexican, &|v| v["seat"] = json!(4)), "view.seat"),
        (with(mexican, &|v| v["options"] = json!({"centre": 6})), "view.options.centre"),
        (with(mexican, &|v| v["totals"] = json!([0, 0, 0])), "view.totals"),
        (with(mexican, &|v| v["engine"] = json!("13-13")), "view.engine"),
        (with(mexican, &|v| v["engine"] = json!("12-11")), "view.engine"),
        (with(mexican, &|v| v["turn"] = json!(4)), "view.turn"),
        (with(mexican, &|v| v["hand"][2] = json!("5-13")), "view.hand[2]"),
        (with(mexican, &|v| v["hand"][2] = json!("12-3")), "view.hand[2]"),
        (with(mexican, &|v| v["drawn"] = json!("1-1")), "view.drawn"),
        (with(mexican, &|v| v["held"] = json!([15, 13, 15, 16])), "view.held[1]"),
        (with(mexican, &|v| v["held"] = json!([15, 14, 15])), "view.held"),
        (with(mexican, &|v| v["held"] = json!([0, 14, 15, 16])), "view.held[0]"),
        (with(mexican, &|v| v["boneyard"] = json!(28)), "view.boneyard"),
        (with(mexican, &|v| v["trains"][0]["train"] = json!(4)), "view.trains[0].train"),
        (with(mexican, &|v| v["trains"][1]["train"] = json!(0)), "view.trains[1].train"),
        (with(mexican, &|v| v["trains"][3]["marker"] = json!(true)), "view.trains[3].marker"),
        (with(mexican, &|v| v["trains"][0]["tiles"] = json!(["5-12"])), "view.trains[0].tiles[0]"),
        (with(mexican, &|v| v["trains"][0]["tiles"] = json!(["12-12"])), "view.trains[0].tiles[0]"),
        (with(mexican, &|v| v["trains"][0]["tiles"] = json!(["12-3"])), "view.trains[0].tiles[0]"),
        (with(mexican, &|v| v.as_object_mut().unwrap().remove("uncovered").map(|_| ()).unwrap()), "view.uncovered"),
        (with(mexican, &|v| v["uncovered"] = json!("5-5")), "view.uncovered"),
        (with(mexican, &|v| v["laid"] = json!([])), "view.laid"),
        (with(chicken, &|v| v["trains"] = json!([])), "view.trains"),
        (with(chicken, &|v| v["laid"][5]["at"] = json!("9-4")), "view.laid[5]"),
        (with(chicken, &|v| v["laid"][5]["tile"] = json!("9-4")), "view.laid[5].tile"),
        (with(chicken, &|v| v["laid"][0]["at"] = json!("4-4")), "view.laid[0]"),
        (with(chicken, &|v| v["laid"][0]["at"] = json!("x")), "view.laid[0].at"),
        (with(chicken, &|v| v["options"] = json!({"centre": 5})), "view.options.centre"),
        (with(chicken, &|v| v["colour"] = json!(1)), "view.colour"),
    ];
    for (got, want) in cases {
        assert_eq!(got, want);
    }
}

#[test]
fn the_game_over_has_no_one_to_act_and_its_totals() {
    let mut g = Game::seeded(
        Rules::new(Kind::Chicken, 2, &nos::games::trains::Choices { rounds: Some(1), ..Default::default() }).unwrap(),
        5,
    );
    g.playout(&mut dice(5));
    assert!(g.finished());
    let a = ok(&json!({"request": "check", "view": view_of(&g, 0)}));
    assert_eq!(a["over"], json!(true));
    assert_eq!(a["to_act"], Value::Null);
    assert_eq!(a["scores"], json!(g.totals()));
    let d = ask(&json!({"request": "decide", "view": view_of(&g, 0)}));
    assert_eq!(d["field"], json!("view.seat"), "{d}");
}

/// The fixed set of views `nos bot`'s answer time is measured on
/// (`benches/peers/bot_trains.py`): 300 decisions of the seat on turn with a real
/// choice in 8-player Mexican Train, every fifth such turn of games seeded 1 on,
/// asked of the strong player, one request a line into the file `NOS_BOT_TRAINS_VIEWS`
/// names.
#[test]
#[ignore = "writes the requests of a measurement; run with --ignored and NOS_BOT_TRAINS_VIEWS"]
fn write_the_strong_requests_of_eight_player_mexican_train() {
    use std::io::Write;
    let Ok(path) = std::env::var("NOS_BOT_TRAINS_VIEWS") else { return };
    let mut out = std::fs::File::create(path).expect("the file of requests");
    let (mut written, mut turns) = (0, 0);
    let mut seed = 0;
    while written < 300 {
        seed += 1;
        let mut g = Game::seeded(Rules::of(Kind::Mexican, 8).unwrap(), seed);
        let mut rng = dice(seed);
        while let Some(seat) = g.to_act() {
            let legal = g.legal();
            if legal.len() > 1 {
                turns += 1;
                if turns % 5 == 0 && written < 300 {
                    let req = json!({"request": "decide", "level": "strong", "view": view_of(&g, seat.0)});
                    writeln!(out, "{req}").expect("written");
                    written += 1;
                }
            }
            let a = legal[rng.random_range(0..legal.len())];
            g.apply(seat, a).expect("legal");
        }
    }
}
