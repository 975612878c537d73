//! Random legal play of a line game: the `simulate` report and the `bench` measurement.

use super::action::{Ending, Event, Reason, Winner};
use super::game::Match;
use super::rules::Rules;
use crate::core::bench::Bench;
use crate::core::chance;
use crate::core::play::play_random;
use std::collections::BTreeMap;
use std::fmt;
use std::time::Duration;

/// Plays random matches until `hands` hands are played; calls `seen` after each hand.
pub fn random_hands(rules: Rules, hands: u64, seed: u64, mut seen: impl FnMut(&Match, usize)) {
    let mut rng = chance::dice(seed);
    let (mut m, _) = Match::random(rules, &mut rng);
    for i in 0..hands {
        crate::progress::add(1);
        if i > 0 {
            if m.finished() {
                m = Match::random(rules, &mut rng).0;
            } else {
                m.deal_random(&mut rng).expect("the hand is over");
            }
        }
        let actions = play_random(&mut m, &mut rng, |_, _, _, _| {});
        seen(&m, actions);
    }
}

/// What `nos simulate --game` found.
#[derive(Default, Debug)]
pub struct Report {
    pub game: &'static str,
    pub players: u8,
    pub hands: u64,
    pub seed: u64,
    pub actions: u64,
    pub acts: BTreeMap<&'static str, u64>,
    pub endings: BTreeMap<String, u64>,
    pub points: BTreeMap<String, i64>,
    pub matches: u64,
    pub match_hands: u64,
    pub wins: BTreeMap<u8, u64>,
    /// Whether the accounts are sides of partners.
    pub sides: bool,
}

/// What a simulation keeps of each match, for its record: called with the match's
/// number (from 1) and the match, keeping its log, once it is over or the run ends in
/// it (the limit of hands reached, or the run asked to stop).
pub type Keep<'a> = dyn FnMut(u64, &Match) + 'a;

/// Plays `hands` random legal hands, reproducibly for `seed`.
pub fn simulate(rules: Rules, hands: u64, seed: u64) -> Report {
    simulate_kept(rules, hands, seed, None)
}

/// As [`simulate`], giving every match to `keep` (the same hands, the same report);
/// stops early, its match in play kept, when the run is asked to ([`crate::progress`]).
pub fn simulate_kept(rules: Rules, hands: u64, seed: u64, mut keep: Option<&mut Keep<'_>>) -> Report {
    let mut r =
        Report { game: rules.preset.id, players: rules.n, hands, seed, sides: rules.sides, ..Report::default() };
    crate::progress::expect(hands);
    let mut rng = chance::dice(seed);
    let (mut m, _) = Match::random(rules, &mut rng);
    let mut number = 1;
    if keep.is_some() {
        m.keep_log();
    }
    let mut in_match = 0u64;
    for i in 0..hands {
        if crate::progress::stopped() {
            break;
        }
        if i > 0 {
            if m.finished() {
                m = Match::random(rules, &mut rng).0;
                number += 1;
                if keep.is_some() {
                    m.keep_log();
                }
                in_match = 0;
            } else {
                m.deal_random(&mut rng).expect("the hand is over");
            }
        }
        in_match += 1;
        r.actions += play_random(&mut m, &mut rng, |_, _, a, ev| {
            let name = match a {
                super::Action::Lead { .. } | super::Action::Play { .. } => "plays",
                super::Action::Draw => "draws",
                super::Action::Pass => "passes",
                super::Action::EndTurn => "second plays declined",
            };
            *r.acts.entry(name).or_default() += 1;
            for e in ev {
                match e {
                    Event::Scored(m) if m.reason != Reason::Ante => {
                        let key = match m.reason {
                            Reason::Muggins(_) => "ends a multiple of 5".to_string(),
                            Reason::Threes(_) => "ends a multiple of 3 or 5".to_string(),
                            Reason::Void { .. } => "void past the target".to_string(),
                            other => other.words(),
                        };
                        *r.points.entry(key).or_default() += m.amount as i64;
                    }
                    Event::Ended(how) => {
                        let k = match how {
                            Ending::Out(_) => "out".to_string(),
                            Ending::Blocked(Winner::Nobody) => format!("{}, tied", rules.preset.block_word),
                            Ending::Blocked(Winner::Shared(_)) => format!("{}, shared", rules.preset.block_word),
                            Ending::Blocked(_) => rules.preset.block_word.to_string(),
                            Ending::Target => "target reached".to_string(),
                        };
                        *r.endings.entry(k).or_default() += 1;
                    }
                    _ => {}
                }
            }
        }) as u64;
        if let Some(res) = m.result() {
            r.matches += 1;
            r.match_hands += in_match;
            *r.wins.entry(res.winner).or_default() += 1;
            if let Some(keep) = &mut keep {
                keep(number, &m);
            }
        }
    }
    if let Some(keep) = &mut keep {
        if m.result().is_none() {
            keep(number, &m);
        }
    }
    r
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let h = self.hands.max(1) as f64;
        writeln!(
            f,
            "{} random legal hands of {}, {} players, seed {}",
            self.hands, self.game, self.players, self.seed
        )?;
        writeln!(f, "mean actions per hand: {:.1}", self.actions as f64 / h)?;
        for (k, v) in &self.acts {
            writeln!(f, "  {k:<30} {:8.2}", *v as f64 / h)?;
        }
        writeln!(f, "how hands ended:")?;
        for (k, v) in &self.endings {
            writeln!(f, "  {k:<30} {v:>8}  {:5.1}%", 100.0 * *v as f64 / h)?;
        }
        writeln!(f, "points (or chips) won per hand, by reason:")?;
        for (k, v) in &self.points {
            writeln!(f, "  {k:<30} {:8.2}", *v as f64 / h)?;
        }
        if self.matches > 0 {
            writeln!(
                f,
                "matches finished: {}, {:.1} hands each",
                self.matches,
                self.match_hands as f64 / self.matches as f64
            )?;
            for (k, v) in &self.wins {
                let who = if self.sides { format!("side {k} (seats {k} and {})", k + 2) } else { format!("seat {k}") };
                writeln!(f, "  won by {who:<23} {v:>8}  {:5.1}%", 100.0 * *v as f64 / self.matches as f64)?;
            }
        }
        Ok(())
    }
}

/// Plays random legal hands, match after match, on one core for about `time`.
pub fn bench(rules: Rules, time: Duration) -> Bench {
    let mut rng = chance::dice(0xbe4c);
    let clock = crate::core::bench::Clock::start();
    let (mut hands, mut actions) = (0u64, 0u64);
    let (mut m, _) = Match::random(rules, &mut rng);
    let mut ev = super::Events::new();
    while clock.elapsed() < time {
        for _ in 0..1000 {
            if m.finished() {
                m.rematch(&mut rng, &mut ev);
            } else if m.needs_deal() {
                let _ = m.deal_random_into(&mut rng, &mut ev);
            }
            actions += m.playout(&mut rng) as u64;
            hands += 1;
        }
    }
    Bench { players: rules.n, hands, actions, elapsed: clock.elapsed(), unit: "hands", cpu: clock.cpu() }
}
