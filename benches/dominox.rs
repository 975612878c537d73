//! Dominox speed: complete random games (the deal included), legal placements listed,
//! and the area count.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use nos::dominox::{areas, Actions, Dominox};
use nos::engine::{chance, play::play_random, Play};
use std::hint::black_box;

fn random_games(c: &mut Criterion) {
    let mut g = c.benchmark_group("dominox");
    g.throughput(Throughput::Elements(1));
    g.bench_function("random_game", |b| {
        let mut rng = chance::dice(1);
        b.iter(|| {
            let mut game = Dominox::random(&mut rng);
            let n = play_random(&mut game, &mut rng, |_, _, _, _| {});
            black_box((n, game.scores()))
        })
    });
    g.finish();
}

/// Mid-game positions from random play.
fn positions() -> Vec<Dominox> {
    let mut rng = chance::dice(2);
    let mut out = Vec::new();
    while out.len() < 256 {
        let mut game = Dominox::random(&mut rng);
        let mut k = 0;
        play_random(&mut game, &mut rng, |g, _, _, _| {
            k += 1;
            if k % 5 == 0 && !g.is_over() {
                out.push(g.clone());
            }
        });
    }
    out
}

fn legal_and_areas(c: &mut Criterion) {
    let states = positions();
    let mut out = Actions::new();
    c.bench_function("dominox_legal_placements", |b| {
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) % states.len();
            states[i].legal_into(&mut out);
            black_box(out.len())
        })
    });
    c.bench_function("dominox_areas", |b| {
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) % states.len();
            black_box(areas(states[i].board()).len())
        })
    });
}

criterion_group!(benches, random_games, legal_and_areas);
criterion_main!(benches);
