//! Computer players against each other at Dominox. Every deal is played twice, the
//! colours swapped, so each player has each colour, and each lead, on the same tiles.

use super::{decide, Level};
use crate::core::stat::{stream, Stat};
use crate::core::{chance, Play, Seat};
use crate::games::dominox::deal::Deal;
use crate::games::dominox::game::Dominox;
use crate::games::dominox::sim::Keep;
use rayon::prelude::*;
use std::fmt;
use std::time::{Duration, Instant};

/// What a match of `first` against `second` found.
#[derive(Clone, Debug)]
pub struct Report {
    pub first: Level,
    pub second: Level,
    pub seed: u64,
    /// Games played: deals times two.
    pub games: u64,
    /// `first`'s points minus `second`'s, per game.
    pub margin: Stat,
    /// Games `first` won, drew, lost.
    pub won: u64,
    pub drawn: u64,
    pub lost: u64,
    pub elapsed: Duration,
}

impl Report {
    /// Whether `first` beats `second` with the whole 95% interval above zero.
    pub fn first_better(&self) -> bool {
        self.margin.mean() - self.margin.ci() > 0.0
    }
}

/// Plays `deals` deals twice each, reproducibly for `seed`.
pub fn run(first: Level, second: Level, deals: u64, seed: u64) -> Report {
    run_kept(first, second, deals, seed, None)
}

/// As [`run`], giving every game to `keep`, numbered deal by deal (`first` White in
/// the odd ones, Black in the even); stops early, the games in play kept as far as
/// they went, when the run is asked to ([`crate::progress`]).
pub fn run_kept(first: Level, second: Level, deals: u64, seed: u64, keep: Option<&Keep<'_>>) -> Report {
    let start = Instant::now();
    crate::progress::expect(2 * deals);
    let results: Vec<[i64; 2]> = (0..deals)
        .into_par_iter()
        .map(|d| {
            // Each deal is two games, the colours swapped.
            crate::progress::add(2);
            play_deal_kept([first, second], seed, d, keep)
        })
        .collect();
    let mut r = Report {
        first,
        second,
        seed,
        games: 0,
        margin: Stat::default(),
        won: 0,
        drawn: 0,
        lost: 0,
        elapsed: Duration::ZERO,
    };
    for m in results.into_iter().flatten() {
        r.games += 1;
        r.margin.add(m, m > 0);
        match m.signum() {
            1 => r.won += 1,
            0 => r.drawn += 1,
            _ => r.lost += 1,
        }
    }
    r.elapsed = start.elapsed();
    r
}

/// One deal with `players[0]` as White then as Black: its margins.
pub fn play_deal(players: [Level; 2], seed: u64, d: u64) -> [i64; 2] {
    play_deal_kept(players, seed, d, None)
}

fn play_deal_kept(players: [Level; 2], seed: u64, d: u64, keep: Option<&Keep<'_>>) -> [i64; 2] {
    let mut out = [0; 2];
    if crate::progress::stopped() {
        return out;
    }
    let deal = Deal::random(&mut chance::dice(stream(seed, d)));
    for (swap, m) in out.iter_mut().enumerate() {
        let mut g = Dominox::start(&deal).expect("a dealt double");
        let start = keep.map(|_| g.clone());
        let mut actions = Vec::new();
        let mut dice = [0, 1].map(|s| chance::dice(stream(seed ^ 0xd0d0, d * 4 + swap as u64 * 2 + s)));
        // Player 0 sits in seat `swap`.
        let level = |s: Seat| players[(s.index() + swap) % 2];
        while let Some(s) = g.to_act() {
            if keep.is_some() && crate::progress::stopped() {
                break;
            }
            let a = decide(&g.view(s), level(s), &mut dice[s.index()]).expect("the seat to act decides");
            g.apply(s, a).expect("a computer player picks a legal action");
            if start.is_some() {
                actions.push((s, a));
            }
        }
        if let (Some(keep), Some(start)) = (keep, &start) {
            keep(d * 2 + swap as u64 + 1, start, &actions);
        }
        let sc = g.scores();
        *m = sc[swap] as i64 - sc[1 - swap] as i64;
    }
    out
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (m, ci) = (self.margin.mean(), self.margin.ci());
        write!(
            f,
            "{:<6} vs {:<6} {:>6} games  margin {:>+6.2} [{:+.2}, {:+.2}]  won {:>5.1}%  drawn {:>4.1}%  lost {:>5.1}%  {:.1} s",
            self.first.name(),
            self.second.name(),
            self.games,
            m,
            m - ci,
            m + ci,
            100.0 * self.won as f64 / self.games.max(1) as f64,
            100.0 * self.drawn as f64 / self.games.max(1) as f64,
            100.0 * self.lost as f64 / self.games.max(1) as f64,
            self.elapsed.as_secs_f64()
        )
    }
}
