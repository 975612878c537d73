//! `nos bot`: the protocol's round trip, a request line in and the answer line out
//! (reading the view, rebuilding the hand from it, deciding, writing the answer), for
//! mid-hand positions of a few games: the seat to act with a real choice, a few tiles
//! down. One core, as `nos bot` runs.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use nos::bot::answer;
use nos::bot::referee::{dealt, truth, view_of};
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
            let a: ActionJson = serde_json::from_value(a["action"].clone()).expect("an action");
            rec.hands[0].actions.push(a);
        }
    }
    out
}

fn round_trip(c: &mut Criterion) {
    let mut g = c.benchmark_group("bot_round_trip");
    g.sample_size(20);
    for (game, n) in [("partnership-block", 4), ("draw-hoyle", 2), ("sniff", 3), ("dominox", 2)] {
        let lines: Vec<Vec<String>> = ["normal", "strong"]
            .iter()
            .map(|level| {
                positions(game, n)
                    .into_iter()
                    .map(|v| json!({"request": "decide", "level": level, "view": v}).to_string())
                    .collect()
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
