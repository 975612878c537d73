//! Engine speed: complete random legal hands, legal-action generation, and replay.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use nos::core::chance;
use nos::games::nos::sim::{play_random, random_hand};
use nos::games::nos::Actions;
use std::hint::black_box;

fn random_hands(c: &mut Criterion) {
    let mut g = c.benchmark_group("random_hand");
    g.throughput(Throughput::Elements(1));
    for n in 3..=5u8 {
        g.bench_with_input(BenchmarkId::from_parameter(format!("{n}_players")), &n, |b, &n| {
            let mut rng = chance::dice(1);
            b.iter(|| {
                let mut hand = random_hand(&mut rng, n);
                black_box(play_random(&mut hand, &mut rng, |_, _, _, _| {}))
            })
        });
    }
    g.finish();
}

fn legal_actions(c: &mut Criterion) {
    // A spread of mid-hand states, then the cost of listing their legal actions.
    let mut rng = chance::dice(2);
    let mut states = Vec::new();
    while states.len() < 256 {
        let mut hand = random_hand(&mut rng, 4);
        let mut k = 0;
        play_random(&mut hand, &mut rng, |h, _, _, _| {
            k += 1;
            if k % 7 == 0 && !h.is_over() {
                states.push(h.clone());
            }
        });
    }
    let mut out = Actions::new();
    c.bench_function("legal_actions_4_players", |b| {
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) % states.len();
            states[i].legal_into(&mut out);
            black_box(out.len())
        })
    });
}

criterion_group!(benches, random_hands, legal_actions);
criterion_main!(benches);
