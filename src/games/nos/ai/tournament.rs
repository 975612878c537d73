//! Computer seats against each other. Every deal is played once per seating, the list
//! of players turned one seat each time, so each player sits in each seat, and is on
//! set, equally often and on the same tiles.

use super::{decide, Level};
use crate::core::stat::{stream, Stat};
use crate::core::{chance, Seat};
use crate::games::nos::deal;
use crate::games::nos::{Actions, Events, Hand, HandLog, Options, View};
use rand::Rng;
use rayon::prelude::*;
use std::fmt;
use std::time::{Duration, Instant};

/// What a tournament found.
#[derive(Clone, Debug)]
pub struct Report {
    pub players: u8,
    pub seed: u64,
    /// The level of each player, in the order given.
    pub seats: Vec<Level>,
    /// Hands played: deals times seatings.
    pub hands: u64,
    /// Chips per hand and nos of each player.
    pub each: Vec<Stat>,
    /// For each level present: how many players have it, and per hand the sum of their
    /// chips (divide by the count for one player's share).
    pub levels: Vec<(Level, u32, Stat)>,
    pub elapsed: Duration,
}

/// What a tournament keeps of each hand, for its record: called from any thread with
/// the hand's number (from 1: deal by deal, seating by seating) and its log, once the
/// hand is over or the run stops in it. Player `j` sits in seat `(j + r) mod n` in
/// the `r`th seating of a deal, `r` being `(number - 1) mod n`.
pub type Keep<'a> = dyn Fn(u64, &HandLog) + Sync + 'a;

/// Plays at least `hands` hands (rounded up to whole rotations), reproducibly for `seed`.
pub fn run(seats: &[Level], hands: u64, seed: u64) -> Report {
    run_kept(seats, hands, seed, None)
}

/// As [`run`], giving every hand to `keep`; stops early, the hands in play kept as
/// far as they went, when the run is asked to ([`crate::progress`]).
pub fn run_kept(seats: &[Level], hands: u64, seed: u64, keep: Option<&Keep<'_>>) -> Report {
    let start = Instant::now();
    let n = seats.len() as u8;
    let deals = hands.div_ceil(n as u64);
    crate::progress::expect(deals * n as u64);
    let mut each = vec![Stat::default(); seats.len()];
    let mut levels: Vec<(Level, u32, Stat)> = Vec::new();
    for l in Level::EVERY {
        let c = seats.iter().filter(|&&s| s == l).count() as u32;
        if c > 0 {
            levels.push((l, c, Stat::default()));
        }
    }
    // In batches, added up in order: the memory held stays the same however many
    // hands are asked for, and the figures do not depend on the threads.
    const BATCH: u64 = 4096;
    for first in (0..deals).step_by(BATCH as usize) {
        if crate::progress::stopped() {
            break;
        }
        let batch: Vec<Vec<[(i32, bool); 5]>> = (first..deals.min(first + BATCH))
            .into_par_iter()
            .map(|d| counted(play_deal(seats, seed, d, keep)))
            .collect();
        for hand in batch.iter().flatten() {
            for (j, &(chips, nos)) in hand.iter().take(seats.len()).enumerate() {
                each[j].add(chips as i64, nos);
            }
            for (l, _, st) in levels.iter_mut() {
                let mut sum = 0i64;
                let mut nos = false;
                for (j, &s) in seats.iter().enumerate() {
                    if s == *l {
                        sum += hand[j].0 as i64;
                        nos |= hand[j].1;
                    }
                }
                st.add(sum, nos);
            }
        }
    }
    Report { players: n, seed, seats: seats.to_vec(), hands: deals * n as u64, each, levels, elapsed: start.elapsed() }
}

/// One deal in every seating: for each, every player's chips and whether it made nos.
/// A deal's hands, counted as done for whoever watches the run.
fn counted<T>(hands: Vec<T>) -> Vec<T> {
    crate::progress::add(hands.len() as u64);
    hands
}

fn play_deal(seats: &[Level], seed: u64, d: u64, keep: Option<&Keep<'_>>) -> Vec<[(i32, bool); 5]> {
    let n = seats.len() as u8;
    if crate::progress::stopped() {
        return Vec::new();
    }
    let mut rng = chance::dice(stream(seed, d));
    let deal = deal::deal(&mut rng, n as usize);
    let on_set = Seat(rng.random_range(0..n));
    let mut legal = Actions::new();
    let mut ev = Events::new();
    let mut out = Vec::with_capacity(n as usize);
    for r in 0..n {
        // Player j sits in seat (j + r) mod n.
        let level_of = |s: Seat| seats[((s.0 + n - r) % n) as usize];
        let mut hand =
            Hand::new(&deal, on_set, false, &vec![500; n as usize], Options::default()).expect("a valid deal");
        let mut dice = chance::dice(stream(seed ^ 0x5eed, d * 8 + r as u64));
        let mut history = Vec::new();
        while let Some(seat) = hand.to_act() {
            if keep.is_some() && crate::progress::stopped() {
                break;
            }
            hand.legal_into(&mut legal);
            // Every computer seat decides from its own view and the public history, as
            // at the table; easy needs no more than the legal list, its own.
            let a = match level_of(seat) {
                Level::Easy => super::easy::act(&legal, &mut dice),
                level => decide(&View::of(&hand, seat), &history, level, &mut dice).expect("to act"),
            };
            hand.apply_into(seat, a, &mut ev).expect("a computer player picks a legal action");
            history.push((seat, a));
        }
        if let Some(keep) = keep {
            let log =
                HandLog { on_set, deal: deal.clone(), actions: history, tiebreak: Vec::new(), penalties: Vec::new() };
            keep(d * n as u64 + r as u64 + 1, &log);
            if crate::progress::stopped() {
                return out;
            }
        }
        let mut res = [(0, false); 5];
        for (j, slot) in res.iter_mut().enumerate().take(n as usize) {
            let s = Seat(((j as u8) + r) % n);
            *slot = (hand.chips()[s.index()] - 500, hand.nos() == Some(s));
        }
        out.push(res);
    }
    out
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = self.seats.iter().map(|l| l.name()).collect();
        writeln!(
            f,
            "{} players: {}; {} hands ({} deals x {} seatings), seed {}, {:.1} s",
            self.players,
            names.join(","),
            self.hands,
            self.hands / self.players as u64,
            self.players,
            self.seed,
            self.elapsed.as_secs_f64()
        )?;
        writeln!(f, "level       players  chips/hand each  95% interval       nos")?;
        for (l, c, st) in &self.levels {
            let k = *c as f64;
            let (m, ci) = (st.mean() / k, st.ci() / k);
            writeln!(
                f,
                "{:<11} {:>7}  {:>+15.2}  [{:+.2}, {:+.2}]  {:>5.1}%",
                l.name(),
                c,
                m,
                m - ci,
                m + ci,
                100.0 * st.nos_rate() / k
            )?;
        }
        writeln!(f, "by player:")?;
        for (j, st) in self.each.iter().enumerate() {
            writeln!(
                f,
                "  {} {:<11} {:>+8.2} +/- {:.2}   nos {:.1}%",
                j + 1,
                self.seats[j].name(),
                st.mean(),
                st.ci(),
                100.0 * st.nos_rate()
            )?;
        }
        Ok(())
    }
}
