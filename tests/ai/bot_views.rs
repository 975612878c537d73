//! Views cut from seeded hands of every game the bot plays, reached through the
//! registry: a referee here holds the true hand, plays it out with random legal actions,
//! and at every step shows the seat to act and one other seat their views. The true deal
//! is one the rules allow, so the bot must accept every such view, and its legal actions
//! and seat to act must be the true ones (any deal it finds gives the seat the same
//! knowledge).

use nos::bot::answer;
use nos::bot::referee::{dealt, nos_view, truth, view_of};
use nos::core::chance::dice;
use nos::core::{Level, Play, Seat};
use nos::games::nos::deal::first_deal;
use nos::games::nos::{Options, Session};
use nos::record::parlour::json::{ActionJson, RecordJson};
use nos::registry::{Game, Table, GAMES};
use rand::Rng;
use serde_json::{json, Value};

/// Where the requests asked are written, one a line, when `NOS_BOT_VIEWS` names a file
/// (to time the bot on them from outside).
static ASKED: std::sync::Mutex<Option<std::fs::File>> = std::sync::Mutex::new(None);

fn ask(req: &Value) -> Result<Value, String> {
    if let Ok(mut out) = ASKED.lock() {
        if let Some(f) = out.as_mut() {
            use std::io::Write;
            writeln!(f, "{req}").expect("the file of requests is written");
        }
    }
    let a: Value = serde_json::from_str(&answer(&req.to_string())).expect("an answer is JSON");
    if a["ok"] == json!(true) {
        Ok(a)
    } else {
        Err(format!("{a}\n  for {req}"))
    }
}

/// Every game the bot plays, at every table size it is played by.
fn tables() -> Vec<(&'static dyn Game, u8)> {
    GAMES.iter().filter(|g| g.bot().is_some()).flat_map(|&g| g.players().into_iter().map(move |n| (g, n))).collect()
}

/// One parlour hand from `seed`, played out at random: every view of the seat to act
/// and of the seat after it, checked. The views refused, in words.
fn parlour_hand(game: &str, n: u8, seed: u64, out: &mut Vec<String>) {
    let Some(mut rec) = dealt(game, n as usize, seed) else { return };
    let mut rng = dice(seed ^ 0x5eed);
    for _ in 0..400 {
        let Some((Some(seat), _)) = truth(&rec) else { break };
        let other = (seat + 1) % n;
        if let Err(e) = ask(&json!({"request": "check", "view": view_of(&rec, other)})) {
            out.push(format!("{game} {n} seed {seed}, seat {other}: {e}"));
            return;
        }
        let legal = match ask(&json!({"request": "legal", "view": view_of(&rec, seat)})) {
            Ok(a) => a,
            Err(e) => {
                out.push(format!("{game} {n} seed {seed}, seat {seat} to act: {e}"));
                return;
            }
        };
        // Whether nobody can play may hang on tiles the seat cannot see: the bot may
        // take the hand as blocked, and then lists the pass that shows it (docs/protocol.md).
        let pass = json!([{"seat": seat, "act": "pass"}]);
        let blocked = legal["to_act"] == Value::Null && legal["legal"] == pass;
        if legal["to_act"] != json!(seat) && !blocked {
            out.push(format!("{game} {n} seed {seed}: seat {seat} acts in truth, the bot says {}", legal["to_act"]));
            return;
        }
        let list = legal["legal"].as_array().cloned().unwrap_or_default();
        let Some(pick) = (!list.is_empty()).then(|| list[rng.random_range(0..list.len())].clone()) else {
            out.push(format!("{game} {n} seed {seed}: seat {seat} acts in truth, the bot lists nothing"));
            return;
        };
        let action: ActionJson = serde_json::from_value(pick).expect("an action");
        let mut next: RecordJson = rec.clone();
        next.hands[0].actions.push(action);
        if truth(&next).is_none() {
            out.push(format!("{game} {n} seed {seed}: the bot's legal {:?} is refused in truth", legal["legal"]));
            return;
        }
        rec = next;
    }
}

/// One Nos first hand from `seed`, played out by the easy player: every view of the
/// seat to act and of the seat after it, checked.
fn nos_hand(n: u8, seed: u64, out: &mut Vec<String>) {
    let mut s = Session::new(first_deal(&mut dice(seed), n as usize), vec![500; n as usize], Options::default())
        .expect("a first hand");
    let mut rng = dice(seed ^ 0x5eed);
    for _ in 0..300 {
        let Some(seat) = s.hand().to_act() else { break };
        for q in [seat.0, (seat.0 + 1) % n] {
            if let Err(e) = ask(&json!({"request": "legal", "view": nos_view(&s, q)})) {
                out.push(format!("nos {n} seed {seed}, seat {q}: {e}"));
                return;
            }
        }
        let view = nos::games::nos::View::of(s.hand(), seat);
        let hist: Vec<_> = s.logs().last().unwrap().actions.clone();
        let a = nos::games::nos::ai::decide(&view, &hist, Level::Easy, &mut rng).expect("an action");
        s.apply(Seat(seat.0), a).expect("legal in truth");
    }
}

/// The first 60 actions of a train game from `seed`, played at random: the seat to
/// act and the seat after it shown their views; the bot's legal actions must be the
/// true ones.
fn trains_round(game: &str, n: u8, seed: u64, out: &mut Vec<String>) {
    use nos::games::trains::{Game, Kind, Rules};
    let kind = if game == Kind::Mexican.id() { Kind::Mexican } else { Kind::Chicken };
    let mut g = Game::seeded(Rules::of(kind, n as usize).expect("a count it is played by"), seed);
    let mut rng = dice(seed ^ 0x5eed);
    for _ in 0..60 {
        let Some(seat) = g.to_act() else { break };
        let truth: Vec<Value> =
            g.legal().iter().map(|&a| json!(nos::record::trains::write::action_json(seat, a, None))).collect();
        for q in [seat.0, (seat.0 + 1) % n] {
            match ask(&json!({"request": "legal", "view": nos::bot::trains::view_of(&g, q)})) {
                Ok(a) if a["to_act"] == json!(seat.0) && (q != seat.0 || a["legal"] == json!(truth)) => {}
                Ok(a) => {
                    out.push(format!("{game} {n} seed {seed}, seat {q}: the bot answers {a}, the truth {truth:?}"));
                    return;
                }
                Err(e) => {
                    out.push(format!("{game} {n} seed {seed}, seat {q}: {e}"));
                    return;
                }
            }
        }
        let legal = g.legal();
        g.apply(seat, legal[rng.random_range(0..legal.len())]).expect("legal in truth");
    }
}

/// The views refused over `hands` seeded hands of every game at every table size.
fn refused(hands: u64) -> Vec<String> {
    use rayon::prelude::*;
    let jobs: Vec<(&'static dyn Game, u8, u64)> =
        tables().into_iter().flat_map(|(g, n)| (0..hands).map(move |seed| (g, n, seed))).collect();
    jobs.par_iter()
        .flat_map_iter(|&(g, n, seed)| {
            let mut out = Vec::new();
            match g.table() {
                Table::Nos => nos_hand(n, seed, &mut out),
                Table::Trains => trains_round(g.id(), n, seed, &mut out),
                _ => parlour_hand(g.id(), n, seed, &mut out),
            }
            out
        })
        .collect()
}

#[test]
fn every_view_cut_from_seeded_hands_of_every_game_is_accepted() {
    let bad = refused(8);
    assert!(bad.is_empty(), "{} views refused:\n{}", bad.len(), bad.join("\n"));
}

#[test]
#[ignore = "long: thousands of hands; run with --ignored"]
fn every_view_cut_from_many_seeded_hands_is_accepted() {
    if let Ok(path) = std::env::var("NOS_BOT_VIEWS") {
        *ASKED.lock().unwrap() = Some(std::fs::File::create(path).expect("the file of requests"));
    }
    let bad = refused(100);
    assert!(bad.is_empty(), "{} views refused:\n{}", bad.len(), bad.join("\n"));
}
