//! Computer players against each other at Dominox. Every deal is played twice, the
//! colours swapped, so each player has each colour, and each lead, on the same tiles.

use super::{decide, Level};
use crate::core::chance::{self, Dice};
use crate::core::contest::{self, Contest, Seating};
use crate::core::stat::{stream, Stat};
use crate::core::Seat;
use crate::games::dominox::deal::Deal;
use crate::games::dominox::game::Dominox;
use crate::games::dominox::placement::Action;
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

/// What a tournament keeps of each game, for its record: called from any thread with
/// its number (from 1: deal by deal, `first` White in the odd ones, Black in the
/// even), the game as dealt, as it ended and every action, once it is over or the run
/// stops in it.
pub type Keep<'a> = contest::Keep<'a, Dominox>;

/// Dominox's tournament: every deal played twice, the first player White (seat 0)
/// and then Black; each seat with its own dice.
pub struct Table;

impl Contest for Table {
    type Game = Dominox;
    type Minds = [Dice; 2];

    fn seatings(&self) -> u64 {
        2
    }
    fn deal(&self, seed: u64, d: u64, _: bool) -> Dominox {
        let deal = Deal::random(&mut chance::dice(stream(seed, d)));
        Dominox::start(&deal).expect("a dealt double")
    }
    fn player(&self, _: u64, swap: u64, s: Seat) -> usize {
        (s.index() + swap as usize) % 2
    }
    fn minds(&self, seed: u64, d: u64, swap: u64) -> [Dice; 2] {
        [0, 1].map(|s| chance::dice(stream(seed ^ 0xd0d0, d * 4 + swap * 2 + s)))
    }
    fn decide(&self, dice: &mut [Dice; 2], g: &Dominox, s: Seat, level: Level) -> Result<Action, String> {
        use crate::core::Play;
        decide(&g.view(s), level, &mut dice[s.index()]).ok_or_else(|| "the seat to act decides".to_string())
    }
}

/// Plays `deals` deals twice each, reproducibly for `seed`.
pub fn run(first: Level, second: Level, deals: u64, seed: u64) -> Report {
    run_kept(first, second, deals, seed, None)
}

/// As [`run`], giving every game to `keep`; stops early, the games in play kept as
/// far as they went, when the run is asked to ([`crate::progress`]).
pub fn run_kept(first: Level, second: Level, deals: u64, seed: u64, keep: Option<&Keep<'_>>) -> Report {
    let start = Instant::now();
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
    let fold = |g: &Seating| {
        let m = g.each[0].0 - g.each[1].0;
        r.games += 1;
        r.margin.add(m, m > 0);
        match m.signum() {
            1 => r.won += 1,
            0 => r.drawn += 1,
            _ => r.lost += 1,
        }
    };
    contest::run(&Table, &[first, second], deals, seed, keep, fold).expect("every level plays Dominox");
    r.elapsed = start.elapsed();
    r
}

/// One deal with `players[0]` as White then as Black: its margins.
pub fn play_deal(players: [Level; 2], seed: u64, d: u64) -> [i64; 2] {
    let mut out = [0; 2];
    for g in contest::play_deal(&Table, &players, seed, d, None).expect("every level plays Dominox") {
        out[g.turn as usize] = g.each[0].0 - g.each[1].0;
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
