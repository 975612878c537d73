//! `nos bot`: the protocol's round trip, a request line in and the answer line out
//! (reading the view, rebuilding the hand from it, deciding, writing the answer), for
//! mid-hand positions of Nos, of a game of every kind of the parlour's and of the train
//! games: the seat to act with a real choice, a few tiles down. One core, as `nos bot`
//! runs.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use nos::bot::answer;
use nos::bot::referee::{dealt, nos_view, truth, view_of};
use nos::core::chance::dice;
use nos::core::{Level, Seat};
use nos::games::nos::ai;
use nos::games::nos::deal::first_deal;
use nos::games::nos::{Action, Options, Phase, Session, View};
use nos::record::parlour::json::ActionJson;
use serde_json::{json, Value};
use std::hint::black_box;

/// Views of the seat to act after `2n` plays of normal over the protocol, where it has
/// more than one legal action.
fn positions(game: &str, players: usize) -> Vec<Value> {
    let mut out = Vec::new();
    let mut seed = 0;
    while out.len() < 8 {
        seed += 1;
        let mut rec = dealt(game, players, seed).expect("a game");
        while let Some((Some(seat), _)) = truth(&rec) {
            let view = view_of(&rec, seat);
            let legal: Value =
                serde_json::from_str(&answer(&json!({"request": "legal", "view": view}).to_string())).unwrap();
            if rec.hands[0].actions.len() >= 2 * players && legal["legal"].as_array().is_some_and(|l| l.len() > 1) {
                out.push(view);
                break;
            }
            let a: Value =
                serde_json::from_str(&answer(&json!({"request": "decide", "view": view}).to_string())).unwrap();
            let a: ActionJson = serde_json::from_value(a["action"].clone())
                .unwrap_or_else(|_| panic!("{game} seed {seed}: {view} -> {a}"));
            rec.hands[0].actions.push(a);
        }
    }
    out
}

/// Nos: views of the seat to act in a turn with more than one play, after a few turns of
/// normal players, in sessions' first hands at four seats.
fn nos_positions() -> Vec<Value> {
    let mut out = Vec::new();
    let mut seed = 0;
    while out.len() < 8 {
        seed += 1;
        let deal = first_deal(&mut dice(seed), 4);
        let mut s = Session::new(deal, vec![500; 4], Options::default()).expect("a first hand");
        let mut turns = 0;
        while let Some(seat) = s.hand().to_act() {
            let v = View::of(s.hand(), seat);
            let plays = v.legal().iter().filter(|a| matches!(a, Action::Play { .. })).count();
            if matches!(s.hand().phase(), Phase::Turn { .. }) {
                turns += 1;
                if turns > 6 && plays > 1 {
                    out.push(nos_view(&s, seat.0));
                    break;
                }
            }
            let history: Vec<(Seat, Action)> = s.logs()[0].actions.clone();
            let a = ai::decide(&v, &history, Level::Normal, &mut dice(seed)).expect("to act");
            s.apply(seat, a).expect("legal");
        }
    }
    out
}

/// The train games: views of the seat on turn with more than one legal action, a few
/// turns into the first round, at `players` seats.
fn trains_positions(kind: nos::games::trains::Kind, players: usize) -> Vec<Value> {
    use nos::core::Play;
    use nos::games::trains::{Game, Rules};
    use rand::Rng;
    let mut out = Vec::new();
    let mut seed = 0;
    while out.len() < 8 {
        seed += 1;
        let mut g = Game::seeded(Rules::of(kind, players).expect("a table"), seed);
        let mut rng = dice(seed);
        let mut turns = 0;
        while let Some(seat) = g.to_act() {
            let legal = g.legal();
            turns += 1;
            if turns > 2 * players && legal.len() > 1 {
                out.push(nos::bot::trains::view_of(&g, seat.0));
                break;
            }
            g.apply(seat, legal[rng.random_range(0..legal.len())]).expect("legal");
        }
    }
    out
}

fn round_trip(c: &mut Criterion) {
    let mut g = c.benchmark_group("bot_round_trip");
    g.sample_size(20);
    // A game of every kind: Nos; the line games blocking (partnership-block, and
    // block-scarne for two, OpenSpiel's python_block_dominoes), drawing (draw-hoyle),
    // for a pool (tiddly-wink), on four arms (sebastopol), by sevens (matador) and
    // scoring during play (sniff, muggins); Dominox.
    let games = [
        ("nos", 4),
        ("partnership-block", 4),
        ("block-scarne", 2),
        ("draw-hoyle", 2),
        ("tiddly-wink", 6),
        ("sebastopol", 4),
        ("matador", 2),
        ("sniff", 3),
        ("muggins", 2),
        ("dominox", 2),
        ("mexican-train", 8),
        ("chicken-foot", 4),
    ];
    for (game, n) in games {
        let views = match game {
            "nos" => nos_positions(),
            "mexican-train" => trains_positions(nos::games::trains::Kind::Mexican, n),
            "chicken-foot" => trains_positions(nos::games::trains::Kind::Chicken, n),
            _ => positions(game, n),
        };
        let lines: Vec<Vec<String>> = ["normal", "strong"]
            .iter()
            .map(|level| {
                views.iter().map(|v| json!({"request": "decide", "level": level, "view": v}).to_string()).collect()
            })
            .collect();
        for (level, lines) in ["normal", "strong"].iter().zip(&lines) {
            g.bench_with_input(BenchmarkId::new(*level, game), lines, |b, lines| {
                let mut i = 0;
                b.iter(|| {
                    i = (i + 1) % lines.len();
                    black_box(answer(black_box(&lines[i])))
                })
            });
        }
    }
    g.finish();
}

criterion_group!(benches, round_trip);
criterion_main!(benches);
