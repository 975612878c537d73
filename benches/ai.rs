//! Computer players' speed: whole hands with `normal` in every seat, the advisor's
//! full ranking for a four-player hand on set, and one decision of the strong player
//! (on one core, as at the table) with and without reading the history.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use nos::core::Level;
use nos::core::{chance, Seat, Tile, TileSet};
use nos::games::nos::ai::advisor::{on_set_view, Advisor};
use nos::games::nos::ai::decide;
use nos::games::nos::ai::rollout::play_out;
use nos::games::nos::sim::random_hand;
use nos::games::nos::{Action, Actions, Events, Hand};
use std::hint::black_box;

fn normal_hands(c: &mut Criterion) {
    let mut g = c.benchmark_group("normal_hand");
    g.throughput(Throughput::Elements(1));
    for n in 3..=5u8 {
        g.bench_with_input(BenchmarkId::from_parameter(format!("{n}_players")), &n, |b, &n| {
            let mut rng = chance::dice(1);
            let (mut legal, mut ev) = (Actions::new(), Events::new());
            b.iter(|| {
                let mut hand = random_hand(&mut rng, n);
                play_out(&mut hand, &mut legal, &mut ev);
                black_box(hand.chips()[0])
            })
        });
    }
    g.finish();
}

/// The advisor's unit of work: a hand from just after the announcement to the end.
fn normal_after_announcement(c: &mut Criterion) {
    let mut rng = chance::dice(2);
    let (mut legal, mut ev) = (Actions::new(), Events::new());
    let mut states = Vec::new();
    while states.len() < 512 {
        let mut h = random_hand(&mut rng, 4);
        while let Some(s) = h.to_act() {
            if h.layout().is_some() {
                break;
            }
            h.legal_into(&mut legal);
            let a = nos::games::nos::ai::normal::act(&h, s, &legal);
            h.apply(s, a).unwrap();
        }
        states.push(h);
    }
    let mut g = c.benchmark_group("normal_hand_after_announcement");
    g.throughput(Throughput::Elements(1));
    g.bench_function("4_players", |b| {
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) % states.len();
            let mut h = states[i].clone();
            play_out(&mut h, &mut legal, &mut ev);
            black_box(h.chips()[0])
        })
    });
    g.finish();
}

fn advisor(c: &mut Criterion) {
    let own: TileSet = ["5-5", "5-4", "4-4", "5-1"].iter().map(|t| t.parse::<Tile>().unwrap()).collect();
    let view = on_set_view(4, own, None).unwrap();
    let mut g = c.benchmark_group("advisor");
    g.sample_size(10);
    // 86 choices (two doubles to set, 43 games each) at 2,000 deals per choice.
    g.bench_function("4_players_2000_samples_all_cores", |b| {
        b.iter(|| {
            let mut adv = Advisor::new(view.clone(), 1).unwrap();
            adv.refine(2000);
            black_box(adv.ranking()[0].stat.mean())
        })
    });
    g.finish();
}

/// Four-player turns, midway through hands of normal play, where the strong player
/// searches (more than one play), with the actions that led there.
fn searched_turns() -> Vec<(Hand, Vec<(Seat, Action)>)> {
    let mut rng = chance::dice(3);
    let mut out = Vec::new();
    while out.len() < 64 {
        let mut h = random_hand(&mut rng, 4);
        let mut history = Vec::new();
        while let Some(s) = h.to_act() {
            let legal = h.legal();
            let plays = legal.iter().filter(|a| matches!(a, Action::Play { immediate: false, .. })).count();
            if plays > 1 && history.len() > 12 {
                out.push((h.clone(), history.clone()));
                break;
            }
            let a = nos::games::nos::ai::normal::act(&h, s, &legal);
            h.apply(s, a).unwrap();
            history.push((s, a));
        }
    }
    out
}

fn strong_decision(c: &mut Criterion) {
    let states = searched_turns();
    let mut g = c.benchmark_group("strong_decision");
    g.sample_size(20);
    // The longest decision: the set and the game, with two doubles to choose from.
    let own: TileSet = ["5-5", "5-4", "4-4", "5-1"].iter().map(|t| t.parse::<Tile>().unwrap()).collect();
    let on_set = on_set_view(4, own, None).unwrap();
    g.bench_function("4_players_on_set_strong", |b| {
        let mut i = 0;
        b.iter(|| {
            i += 1;
            black_box(decide(&on_set, &[], Level::Strong, &mut chance::dice(i)))
        })
    });
    for level in [Level::Strong, Level::StrongOld] {
        g.bench_function(format!("4_players_mid_hand_{}", level.name()), |b| {
            let mut i = 0;
            b.iter(|| {
                i = (i + 1) % states.len();
                let (h, history) = &states[i];
                let seat = h.to_act().unwrap();
                black_box(decide(&h.view(seat), history, level, &mut chance::dice(i as u64)))
            })
        });
    }
    g.finish();
}

criterion_group!(benches, normal_hands, normal_after_announcement, advisor, strong_decision);
criterion_main!(benches);
