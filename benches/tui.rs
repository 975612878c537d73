//! Placeholder until this area's benchmarks land.
use criterion::{criterion_group, criterion_main, Criterion};

fn nothing(c: &mut Criterion) {
    c.bench_function("placeholder", |b| b.iter(|| 1 + 1));
}

criterion_group!(benches, nothing);
criterion_main!(benches);
