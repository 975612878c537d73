//! The train games' speed: random whole games (their deals included) of Mexican Train
//! and Chicken Foot at 4 and 8 players, counted in rounds; and the strong player's
//! decision time on double-twelve with 8 players, over the decisions of seeded games
//! (criterion's figure for the mean, and the median and 99th percentile printed from
//! every decision timed once).

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use nos::core::{chance, Play};
use nos::games::trains::ai::{simple, strong};
use nos::games::trains::{Game, Kind, Rules, View};
use std::hint::black_box;
use std::time::Instant;

fn random_games(c: &mut Criterion) {
    let mut g = c.benchmark_group("trains");
    for kind in [Kind::Mexican, Kind::Chicken] {
        for players in [4, 8] {
            let rules = Rules::of(kind, players).unwrap();
            g.throughput(Throughput::Elements(u64::from(rules.rounds)));
            g.bench_function(format!("{}_{players}_random_game", kind.id()), |b| {
                let mut rng = chance::dice(1);
                let mut seed = 0;
                b.iter(|| {
                    let mut game = Game::seeded(rules, seed);
                    seed += 1;
                    black_box(game.playout(&mut rng))
                })
            });
        }
    }
    g.finish();
}

/// The views the strong player decides from in `games` seeded games of Mexican Train at
/// 8 players, every seat played by the strong player, where it has more than one choice.
fn decisions(games: u64) -> Vec<View> {
    let rules = Rules::of(Kind::Mexican, 8).unwrap();
    let mut out = Vec::new();
    for seed in 0..games {
        let mut g = Game::seeded(rules, seed);
        while let Some(s) = g.to_act() {
            let v = g.view(s);
            let a = strong(&v).unwrap();
            if g.legal().len() > 1 {
                out.push(v);
            }
            g.apply(s, a).unwrap();
        }
    }
    out
}

fn strong_decisions(c: &mut Criterion) {
    let views = decisions(4);
    let mut times: Vec<f64> = views
        .iter()
        .map(|v| {
            let t = Instant::now();
            black_box(strong(black_box(v)));
            t.elapsed().as_secs_f64() * 1e3
        })
        .collect();
    times.sort_by(f64::total_cmp);
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    println!(
        "trains/strong_decision_12_8: {} decisions with a choice: median {:.3} ms, 99th percentile {:.3} ms, most {:.3} ms",
        times.len(),
        at(0.5),
        at(0.99),
        at(1.0)
    );
    let mut g = c.benchmark_group("trains");
    g.throughput(Throughput::Elements(views.len() as u64));
    g.bench_function("strong_decision_12_8", |b| {
        b.iter(|| {
            for v in &views {
                black_box(strong(black_box(v)));
            }
        })
    });
    g.bench_function("simple_decision_12_8", |b| {
        b.iter(|| {
            for v in &views {
                black_box(simple(black_box(v)));
            }
        })
    });
    g.finish();
}

criterion_group!(benches, random_games, strong_decisions);
criterion_main!(benches);
