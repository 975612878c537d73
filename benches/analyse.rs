//! `nos analyse`'s speed at the default precision, on all cores: a 20-hand Nos
//! session (the normal level's, 642 decisions), a parlour match of All Fives and a
//! game of Dominox. Few samples and a short measurement: each run takes seconds.

use criterion::{criterion_group, criterion_main, Criterion};
use nos::analyse::{analyse, Settings};
use std::hint::black_box;
use std::time::Duration;

const SESSION: &[u8] = include_bytes!("../tests/records/analyse/session-20-hands.json");
const FIVES: &[u8] = include_bytes!("../tests/records/parlour/all-fives-3p-random-match.json");
const DOMINOX: &[u8] = include_bytes!("../tests/records/parlour/dominox-complete-game-draw-5-5.json");

fn records(c: &mut Criterion) {
    let mut g = c.benchmark_group("analyse");
    g.sample_size(10).warm_up_time(Duration::from_millis(100)).measurement_time(Duration::from_secs(5));
    for (name, bytes) in [("nos_session_20_hands", SESSION), ("all_fives_match", FIVES), ("dominox_game", DOMINOX)] {
        g.bench_function(name, |b| {
            b.iter(|| black_box(analyse(bytes, &Settings::default(), &|_, _| {}).unwrap().decisions.len()))
        });
    }
    g.finish();
}

criterion_group!(benches, records);
criterion_main!(benches);
