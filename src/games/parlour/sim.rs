//! Random legal play of a line game for `nos simulate` and `nos bench` (the run is
//! [`crate::core::run`]'s): hands dealt match after match, and the report.

use super::action::{Ending, Event, Reason, Winner};
use super::game::Match;
use super::rules::Rules;
use crate::core::chance::Dice;
use crate::core::run::{self, Tally};
use crate::core::Seat;
use std::collections::BTreeMap;
use std::fmt;

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
    /// What the preset calls a blocked hand.
    block: &'static str,
    /// Hands played in the match in play.
    in_match: u64,
}

/// A line game's random hands, match after match.
pub struct Sim(pub Rules);

impl run::Sim for Sim {
    type Game = Match;
    type Report = Report;
    const UNIT: &'static str = "hands";
    const BENCH_SEED: u64 = 0xbe4c;

    fn players(&self) -> u8 {
        self.0.n
    }
    fn report(&self, hands: u64, seed: u64) -> Report {
        let rules = &self.0;
        Report {
            game: rules.preset.id,
            players: rules.n,
            hands,
            seed,
            sides: rules.sides,
            block: rules.preset.block_word,
            ..Report::default()
        }
    }
    /// A new match when none is in play or the last is finished; the next hand of it
    /// otherwise.
    fn deal(&self, rng: &mut Dice, _: u64, _: u64, last: Option<&mut Match>, log: bool) -> Option<Match> {
        match last {
            Some(m) if !m.finished() => {
                m.deal_random(rng).expect("the hand is over");
                None
            }
            _ => {
                let (mut m, _) = Match::random(self.0, rng);
                if log {
                    m.keep_log();
                }
                Some(m)
            }
        }
    }
    /// The next hand dealt in place, a finished match started again.
    fn bench_deal(&self, rng: &mut Dice, _: u64, g: &mut Option<Match>) -> u64 {
        let mut ev = super::Events::new();
        match g {
            None => *g = Some(Match::random(self.0, rng).0),
            Some(m) if m.finished() => m.rematch(rng, &mut ev),
            Some(m) if m.needs_deal() => {
                let _ = m.deal_random_into(rng, &mut ev);
            }
            Some(_) => {}
        }
        1
    }
}

impl Tally<Match> for Report {
    fn dealt(&mut self, _: &Match, new: bool) {
        if new {
            self.in_match = 0;
        }
        self.in_match += 1;
    }
    fn seen(&mut self, _: &Match, _: Seat, a: super::Action, ev: &[Event]) {
        self.actions += 1;
        let name = match a {
            super::Action::Lead { .. } | super::Action::Play { .. } => "plays",
            super::Action::Draw => "draws",
            super::Action::Pass => "passes",
            super::Action::EndTurn => "second plays declined",
        };
        *self.acts.entry(name).or_default() += 1;
        for e in ev {
            match e {
                Event::Scored(m) if m.reason != Reason::Ante => {
                    let key = match m.reason {
                        Reason::Muggins(_) => "ends a multiple of 5".to_string(),
                        Reason::Threes(_) => "ends a multiple of 3 or 5".to_string(),
                        Reason::Void { .. } => "void past the target".to_string(),
                        other => other.words(),
                    };
                    *self.points.entry(key).or_default() += m.amount as i64;
                }
                Event::Ended(how) => {
                    let k = match how {
                        Ending::Out(_) => "out".to_string(),
                        Ending::Blocked(Winner::Nobody) => format!("{}, tied", self.block),
                        Ending::Blocked(Winner::Shared(_)) => format!("{}, shared", self.block),
                        Ending::Blocked(_) => self.block.to_string(),
                        Ending::Target => "target reached".to_string(),
                    };
                    *self.endings.entry(k).or_default() += 1;
                }
                _ => {}
            }
        }
    }
    fn ended(&mut self, m: &Match) {
        if let Some(res) = m.result() {
            self.matches += 1;
            self.match_hands += self.in_match;
            *self.wins.entry(res.winner).or_default() += 1;
        }
    }
}

/// Plays `hands` random legal hands, reproducibly for `seed`.
pub fn simulate(rules: Rules, hands: u64, seed: u64) -> Report {
    run::simulate(&Sim(rules), hands, seed, None)
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
