//! The parlour's computer players: one decision per level on mid-hand positions (the
//! seat to act with a real choice, a few tiles down) of a few games, on one core as
//! at the table.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use nos::core::chance;
use nos::core::Level;
use nos::games::parlour::ai::decide;
use nos::games::parlour::{preset, Events, Match, Rules, View};
use std::hint::black_box;

/// Views of the seat to act, after a few plays of normal, where it has a choice.
fn positions(id: &str, n: usize) -> Vec<View> {
    let rules = Rules::of(preset(id).expect("a game"), n).expect("a player count");
    let mut rng = chance::dice(3);
    let mut ev = Events::new();
    let mut out = Vec::new();
    while out.len() < 16 {
        let (mut m, _) = Match::random(rules, &mut rng);
        let mut plays = 0;
        while let Some(s) = m.hand().to_act() {
            let v = m.hand().view(s);
            if plays >= 2 * n && v.legal().len() > 1 {
                out.push(v);
                break;
            }
            let a = decide(&v, Level::Normal, &mut rng).expect("to act");
            m.apply_into(s, a, &mut ev).expect("legal");
            plays += 1;
        }
    }
    out
}

fn decisions(c: &mut Criterion) {
    let mut g = c.benchmark_group("parlour_decision");
    g.sample_size(20);
    let games = [
        ("partnership-block", 4),
        ("draw-hoyle", 2),
        ("matador", 2),
        ("sniff", 2),
        ("sebastopol", 4),
        ("tiddly-wink", 9),
    ];
    for (id, n) in games {
        let views = positions(id, n);
        for level in Level::ALL {
            g.bench_with_input(BenchmarkId::new(level.name(), id), &views, |b, views| {
                let mut rng = chance::dice(1);
                let mut i = 0;
                b.iter(|| {
                    i = (i + 1) % views.len();
                    black_box(decide(&views[i], level, &mut rng))
                })
            });
        }
    }
    g.finish();
}

criterion_group!(benches, decisions);
criterion_main!(benches);
