//! Computer seats against each other at a line game. Every deal is played once per
//! seating, the list of levels turned one seat each time, so each level sits in each
//! seat, and leads, equally often and on the same tiles. Partners play as one side at
//! one level (strong,normal,strong,normal): turning the seats by one swaps the sides.
//! The measured hand is the first, second or third of a match (the ones before it
//! played at random), so later hands' leads and running scores come into play.

use super::decide;
use crate::core::chance::{self, Dice};
use crate::core::contest::{self, Contest, Seating};
use crate::core::seat::Seat;
use crate::core::stat::{stream, Stat};
use crate::core::Level;
use crate::games::parlour::preset::Award;
use crate::games::parlour::{Action, Ending, Match, Rules, Winner};
use std::fmt;
use std::time::{Duration, Instant};

/// What a tournament found.
#[derive(Clone, Debug)]
pub struct Report {
    pub game: &'static str,
    pub seed: u64,
    /// The level of each player, in the order given.
    pub seats: Vec<Level>,
    /// Seatings each deal is played in.
    pub seatings: u64,
    /// Hands played: deals times seatings.
    pub hands: u64,
    /// Whether the scores are chips taken from the pool (a pool game; the ante is paid
    /// before the hand and not counted).
    pub chips: bool,
    /// Whether partners play as sides.
    pub sides: bool,
    /// For each level present: how many players have it, per hand the sum of their
    /// points (divide by the count for one player's share), and hands they won.
    pub levels: Vec<(Level, u32, Stat, u64)>,
    /// With two levels, the first's points per hand less the second's, per player,
    /// times both counts (divide by `count_a * count_b`).
    pub margin: Option<(Level, Level, Stat)>,
    pub elapsed: Duration,
}

impl Report {
    /// The margin of the first level over the second per hand, with its 95% interval
    /// half-width.
    pub fn margin(&self) -> Option<(f64, f64)> {
        let (a, b, st) = self.margin.as_ref()?;
        let k = (self.count(*a) * self.count(*b)) as f64;
        Some((st.mean() / k, st.ci() / k))
    }
    fn count(&self, l: Level) -> u32 {
        self.levels.iter().find(|x| x.0 == l).map_or(1, |x| x.1)
    }
}

/// What a tournament keeps of each hand it measures, for its record: called from any
/// thread with its number (from 1: deal by deal, seating by seating), its match as
/// dealt and as it ended (keeping its log: the hands before it played at random, and
/// the measured hand) and the measured hand's actions, once the hand is over or the
/// run stops in it. Player `j` sits in seat `(j + r) mod n` in the `r`th seating of a
/// deal.
pub type Keep<'a> = contest::Keep<'a, Match>;

/// A line game's tournament: the measured hand of each deal is the first, second or
/// third of a match, the ones before it played at random, and it is played in every
/// seating, player `j` in seat `(j + r) mod n` in the `r`th.
pub struct Table {
    pub rules: Rules,
}

impl Contest for Table {
    type Game = Match;
    type Minds = Dice;

    fn seatings(&self) -> u64 {
        seatings(&self.rules)
    }
    fn deal(&self, seed: u64, d: u64, log: bool) -> Match {
        let rules = self.rules;
        let mut rng = chance::dice(stream(seed, d));
        let (mut first, _) = Match::random(rules, &mut rng);
        if log {
            first.keep_log();
        }
        // The later hands' leads and running scores are played too.
        for _ in 0..d % 3 {
            first.playout(&mut rng);
            if first.finished() {
                first = Match::random(rules, &mut rng).0;
                if log {
                    first.keep_log();
                }
            } else {
                first.deal_random(&mut rng).expect("the hand before is over");
            }
        }
        first
    }
    fn player(&self, _: u64, r: u64, seat: Seat) -> usize {
        let n = self.rules.n;
        ((seat.0 + n - r as u8) % n) as usize
    }
    fn minds(&self, seed: u64, d: u64, r: u64) -> Dice {
        chance::dice(stream(seed ^ 0x5eed, d * 16 + r))
    }
    fn decide(&self, dice: &mut Dice, m: &Match, seat: Seat, level: Level) -> Result<Action, String> {
        decide(&m.hand().view(seat), level, dice).ok_or_else(|| "the seat to act has no action".to_string())
    }
    /// Whether the seat's account won the hand.
    fn mark(&self, m: &Match, seat: Seat) -> bool {
        winners(&self.rules, m.hand()).contains(&(self.rules.account(seat) as usize))
    }
}

/// Plays at least `hands` hands (rounded up to whole rotations) with these levels at
/// the table, reproducibly for `seed`.
///
/// # Errors
/// Partners given different levels.
pub fn run(rules: Rules, seats: &[Level], hands: u64, seed: u64) -> Result<Report, String> {
    run_kept(rules, seats, hands, seed, None)
}

/// The seatings each deal is played in: every seat, or both places of the sides.
pub fn seatings(rules: &Rules) -> u64 {
    if rules.sides {
        2
    } else {
        rules.n as u64
    }
}

/// As [`run`], giving every measured hand to `keep`; stops early, the hands in play
/// kept as far as they went, when the run is asked to ([`crate::progress`]).
///
/// # Errors
/// As [`run`].
pub fn run_kept(
    rules: Rules,
    seats: &[Level],
    hands: u64,
    seed: u64,
    keep: Option<&Keep<'_>>,
) -> Result<Report, String> {
    let n = rules.n as usize;
    if seats.len() != n {
        return Err(format!("{} players need {n} levels, not {}", rules.preset.id, seats.len()));
    }
    let sides = rules.sides;
    if sides && (0..n).any(|s| seats[s] != seats[(s + 2) % n]) {
        return Err(format!(
            "in {} partners play as one side: give partners the same level (seats 1 and 3, 2 and 4), \
             as strong,normal,strong,normal",
            rules.preset.id
        ));
    }
    let start = Instant::now();
    // Partners' levels repeat every two seats: two seatings put each side in each place.
    let seatings = seatings(&rules);
    let deals = hands.div_ceil(seatings);
    let mut levels: Vec<(Level, u32, Stat, u64)> = Vec::new();
    // In the order first given: the margin is the first level's over the second's.
    for &l in seats {
        if !levels.iter().any(|x| x.0 == l) {
            let c = seats.iter().filter(|&&s| s == l).count() as u32;
            levels.push((l, c, Stat::default(), 0));
        }
    }
    let mut margin = (levels.len() == 2).then(|| (levels[0].0, levels[1].0, Stat::default()));
    let fold = |hand: &Seating| {
        let mut sums = Vec::with_capacity(levels.len());
        for (l, _, st, won) in levels.iter_mut() {
            let mut sum = 0i64;
            for (j, &s) in seats.iter().enumerate() {
                if s == *l {
                    sum += hand.each[j].0;
                    *won += hand.each[j].1 as u64;
                }
            }
            st.add(sum, false);
            sums.push(sum);
        }
        if let Some((_, _, st)) = &mut margin {
            let (ca, cb) = (levels[0].1 as i64, levels[1].1 as i64);
            st.add(sums[0] * cb - sums[1] * ca, false);
        }
    };
    contest::run(&Table { rules }, seats, deals, seed, keep, fold)?;
    Ok(Report {
        game: rules.preset.id,
        seed,
        seats: seats.to_vec(),
        seatings,
        hands: deals * seatings,
        chips: rules.preset.award == Award::Pool,
        sides,
        levels,
        margin,
        elapsed: start.elapsed(),
    })
}

/// The accounts that won the hand: out, lowest in a block (shared in a pool game), or
/// the one that reached the target.
fn winners(rules: &Rules, h: &crate::games::parlour::Hand) -> Vec<usize> {
    match h.ending() {
        Some(Ending::Out(s)) => vec![rules.account(s) as usize],
        Some(Ending::Blocked(Winner::One(a))) => vec![a as usize],
        Some(Ending::Blocked(Winner::Shared(seats))) => seats.iter().map(|s| rules.account(s) as usize).collect(),
        Some(Ending::Target) => {
            let t = rules.target.unwrap_or(i32::MAX);
            (0..rules.accounts() as usize).filter(|&a| h.scores()[a] >= t).collect()
        }
        _ => Vec::new(),
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = self.seats.iter().map(|l| l.name()).collect();
        let n = self.seats.len() as u64;
        writeln!(
            f,
            "{}, {} players: {}; {} hands ({} deals x {} seatings), seed {}, {:.1} s",
            self.game,
            n,
            names.join(","),
            self.hands,
            self.hands / self.seatings,
            self.seatings,
            self.seed,
            self.elapsed.as_secs_f64()
        )?;
        if self.sides {
            writeln!(f, "partners play as one side at one level; each side plays both places")?;
        }
        let unit = if self.chips { "pool chips" } else { "points" };
        let per = if self.sides { "side" } else { "each" };
        writeln!(f, "level       players  {unit}/hand {per}  95% interval       won %")?;
        for (l, c, st, won) in &self.levels {
            let k = *c as f64;
            let (m, ci) = (st.mean() / k, st.ci() / k);
            let won = 100.0 * *won as f64 / (self.hands as f64 * k);
            writeln!(f, "{:<11} {:>7}  {:>+16.2}  [{:+.2}, {:+.2}]  {:>5.1}%", l.name(), c, m, m - ci, m + ci, won)?;
        }
        if let (Some((a, b, _)), Some((m, ci))) = (&self.margin, self.margin()) {
            let verdict = if m - ci > 0.0 {
                format!("{} better", a.name())
            } else if m + ci < 0.0 {
                format!("{} better", b.name())
            } else {
                "no difference shown".to_string()
            };
            writeln!(
                f,
                "{} - {}: {:+.2} {unit} per hand [{:+.2}, {:+.2}]: {verdict}",
                a.name(),
                b.name(),
                m,
                m - ci,
                m + ci
            )?;
        }
        Ok(())
    }
}
