//! Computer seats against each other. Every deal is played once per seating, the list
//! of players turned one seat each time, so each player sits in each seat, and is on
//! set, equally often and on the same tiles.

use super::{decide, Level};
use crate::core::chance::{self, Dice};
use crate::core::contest::{self, Contest, Seating};
use crate::core::stat::{stream, Stat};
use crate::core::Seat;
use crate::games::nos::sim::random_hand;
use crate::games::nos::{Action, Actions, Hand, View};
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
/// the hand's number (from 1: deal by deal, seating by seating), the hand as dealt,
/// as it ended and every action, once the hand is over or the run stops in it. Player
/// `j` sits in seat `(j + r) mod n` in the `r`th seating of a deal, `r` being
/// `(number - 1) mod n`.
pub type Keep<'a> = contest::Keep<'a, Hand>;

/// Nos's tournament: every deal, a random deal with a random seat on set, played once
/// per seat, player `j` in seat `(j + r) mod n` in the `r`th seating.
pub struct Table(pub u8);

/// A seating's computer players: their dice, and the hand's history they heard.
pub struct Minds {
    dice: Dice,
    history: Vec<(Seat, Action)>,
    legal: Actions,
}

impl Contest for Table {
    type Game = Hand;
    type Minds = Minds;

    fn seatings(&self) -> u64 {
        u64::from(self.0)
    }
    fn deal(&self, seed: u64, d: u64, _: bool) -> Hand {
        random_hand(&mut chance::dice(stream(seed, d)), self.0)
    }
    fn player(&self, _: u64, r: u64, seat: Seat) -> usize {
        let n = self.0;
        ((seat.0 + n - r as u8) % n) as usize
    }
    fn minds(&self, seed: u64, d: u64, r: u64) -> Minds {
        Minds { dice: chance::dice(stream(seed ^ 0x5eed, d * 8 + r)), history: Vec::new(), legal: Actions::new() }
    }
    /// Every computer seat decides from its own view and the public history, as at the
    /// table; easy needs no more than the legal list, its own.
    fn decide(&self, m: &mut Minds, hand: &Hand, seat: Seat, level: Level) -> Result<Action, String> {
        let a = match level {
            Level::Easy => {
                hand.legal_into(&mut m.legal);
                Some(super::easy::act(&m.legal, &mut m.dice))
            }
            level => decide(&View::of(hand, seat), &m.history, level, &mut m.dice),
        };
        a.ok_or_else(|| "the seat to act has no action".to_string())
    }
    fn heard(&self, m: &mut Minds, seat: Seat, a: Action) {
        m.history.push((seat, a));
    }
    fn mark(&self, hand: &Hand, seat: Seat) -> bool {
        hand.nos() == Some(seat)
    }
}

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
    let mut each = vec![Stat::default(); seats.len()];
    let mut levels: Vec<(Level, u32, Stat)> = Vec::new();
    for l in Level::EVERY {
        let c = seats.iter().filter(|&&s| s == l).count() as u32;
        if c > 0 {
            levels.push((l, c, Stat::default()));
        }
    }
    let fold = |s: &Seating| {
        for (j, &(chips, nos)) in s.each.iter().enumerate() {
            each[j].add(chips, nos);
        }
        for (l, _, st) in levels.iter_mut() {
            let mut sum = 0i64;
            let mut nos = false;
            for (j, &lj) in seats.iter().enumerate() {
                if lj == *l {
                    sum += s.each[j].0;
                    nos |= s.each[j].1;
                }
            }
            st.add(sum, nos);
        }
    };
    contest::run(&Table(n), seats, deals, seed, keep, fold).expect("every level plays Nos");
    Report { players: n, seed, seats: seats.to_vec(), hands: deals * n as u64, each, levels, elapsed: start.elapsed() }
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
