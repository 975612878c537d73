//! Dominox speed: complete random games (the deal included), by wall time and by the
//! time spent on a core; legal placements listed; the area count.

use criterion::measurement::Measurement;
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use nos::core::{chance, play::play_random, Play};
use nos::games::dominox::{areas, Actions, Dominox};
use std::hint::black_box;

/// One random game, the deal included.
fn one_game(rng: &mut chance::Dice) -> (usize, [u32; 2]) {
    let mut game = Dominox::random(rng);
    let n = play_random(&mut game, rng, |_, _, _, _| {});
    (n, game.scores())
}

fn random_games(c: &mut Criterion) {
    let mut g = c.benchmark_group("dominox");
    g.throughput(Throughput::Elements(1));
    g.bench_function("random_game", |b| {
        let mut rng = chance::dice(1);
        b.iter(|| black_box(one_game(&mut rng)))
    });
    g.finish();
}

/// The time the measuring thread spends on a core: on a machine shared with other
/// work, games per second of this is what one core does, where wall time also counts
/// the waits for a core.
#[cfg(unix)]
struct CpuTime;

#[cfg(unix)]
fn thread_cpu_ns() -> u64 {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `ts` is a valid timespec for the call to fill.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    ts.tv_sec as u64 * 1_000_000_000 + ts.tv_nsec as u64
}

#[cfg(unix)]
static WALL: criterion::measurement::WallTime = criterion::measurement::WallTime;

#[cfg(unix)]
impl Measurement for CpuTime {
    type Intermediate = u64;
    type Value = std::time::Duration;
    fn start(&self) -> u64 {
        thread_cpu_ns()
    }
    fn end(&self, i: u64) -> std::time::Duration {
        std::time::Duration::from_nanos(thread_cpu_ns() - i)
    }
    fn add(&self, a: &std::time::Duration, b: &std::time::Duration) -> std::time::Duration {
        *a + *b
    }
    fn zero(&self) -> std::time::Duration {
        std::time::Duration::ZERO
    }
    fn to_f64(&self, v: &std::time::Duration) -> f64 {
        v.as_nanos() as f64
    }
    fn formatter(&self) -> &dyn criterion::measurement::ValueFormatter {
        WALL.formatter()
    }
}

#[cfg(unix)]
fn random_games_cpu(c: &mut Criterion<CpuTime>) {
    let mut g = c.benchmark_group("dominox_cpu");
    g.throughput(Throughput::Elements(1));
    g.bench_function("random_game", |b| {
        let mut rng = chance::dice(1);
        b.iter(|| black_box(one_game(&mut rng)))
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
#[cfg(unix)]
criterion_group! {
    name = cpu;
    config = Criterion::default().with_measurement(CpuTime);
    targets = random_games_cpu
}
#[cfg(unix)]
criterion_main!(benches, cpu);
#[cfg(not(unix))]
criterion_main!(benches);
