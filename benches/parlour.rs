//! The parlour's line games: random legal hands, match after match, for every game at
//! its usual player count; legal actions of mid-hand states; a record's replay.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use nos::core::{chance, Play};
use nos::games::parlour::{Actions, Events, Match, Rules, PRESETS};
use std::hint::black_box;

fn random_hands(c: &mut Criterion) {
    let mut g = c.benchmark_group("parlour_random_hand");
    g.throughput(Throughput::Elements(1));
    for p in PRESETS {
        let n = p.player_counts(false).next().unwrap_or(2);
        let rules = Rules::of(p, n as usize).expect("a player count of the game");
        g.bench_with_input(BenchmarkId::from_parameter(format!("{}_{n}", p.id)), &rules, |b, &rules| {
            let mut rng = chance::dice(1);
            let (mut m, _) = Match::random(rules, &mut rng);
            let mut buf = Actions::new();
            let mut ev = Events::new();
            b.iter(|| {
                if m.finished() {
                    m = Match::random(rules, &mut rng).0;
                } else if m.needs_deal() {
                    let _ = m.deal_random(&mut rng);
                }
                let mut k = 0;
                while Play::random_step(&mut m, &mut rng, &mut buf, &mut ev).is_some() {
                    k += 1;
                }
                black_box(k)
            })
        });
    }
    g.finish();
}

fn legal_actions(c: &mut Criterion) {
    let mut rng = chance::dice(2);
    for id in ["partnership-block", "sniff"] {
        let p = nos::games::parlour::preset(id).unwrap();
        let rules = Rules::of(p, 4).unwrap();
        let mut states = Vec::new();
        while states.len() < 256 {
            let (mut m, _) = Match::random(rules, &mut rng);
            let mut k = 0;
            nos::core::play::play_random(&mut m, &mut rng, |m, _, _, _| {
                k += 1;
                if k % 5 == 0 && m.to_act().is_some() {
                    states.push(m.clone());
                }
            });
        }
        let mut out = Actions::new();
        c.bench_function(&format!("parlour_legal_actions_{id}_4"), |b| {
            let mut i = 0;
            b.iter(|| {
                i = (i + 1) % states.len();
                states[i].legal_into(&mut out);
                black_box(out.len())
            })
        });
    }
}

fn replay_record(c: &mut Criterion) {
    let text = include_str!("../tests/records/parlour/partnership-block-random-match.json");
    c.bench_function("parlour_check_partnership_match_record", |b| {
        b.iter(|| black_box(nos::record::check::check_bytes("r", text.as_bytes()).1))
    });
}

criterion_group!(benches, random_hands, legal_actions, replay_record);
criterion_main!(benches);
