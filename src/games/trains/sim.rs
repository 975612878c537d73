//! Random legal games of the train games for `nos simulate` and `nos bench` (the run
//! is [`crate::core::run`]'s): each game dealt from its own seed, and the report.

use super::action::{Action, End, Event};
use super::game::Game;
use super::rules::Rules;
use crate::core::chance::Dice;
use crate::core::run::{self, Tally};
use crate::core::Seat;
use std::fmt;

/// What `nos simulate` found.
#[derive(Clone, Debug)]
pub struct Report {
    pub rules: Rules,
    pub games: u64,
    pub seed: u64,
    pub rounds: u64,
    pub plays: u64,
    pub draws: u64,
    pub passes: u64,
    pub out: u64,
    pub blocked: u64,
    /// The winners' totals and everyone's, summed over the games.
    pub winning_total: u64,
    pub total: u64,
}

/// A train game's random games, as many as the rounds asked for take (every game
/// played whole), game `i` of a run of `seed` dealt from `seed + i`.
pub struct Sim(pub Rules);

impl run::Sim for Sim {
    type Game = Game;
    type Report = Report;
    const UNIT: &'static str = "rounds";
    const BENCH_SEED: u64 = 0x7a15;
    const BENCH_BATCH: u64 = 1;

    fn players(&self) -> u8 {
        self.0.players
    }
    fn deals(&self, rounds: u64) -> u64 {
        rounds.div_ceil(u64::from(self.0.rounds)).max(1)
    }
    fn report(&self, rounds: u64, seed: u64) -> Report {
        Report {
            rules: self.0,
            games: run::Sim::deals(self, rounds),
            seed,
            rounds: 0,
            plays: 0,
            draws: 0,
            passes: 0,
            out: 0,
            blocked: 0,
            winning_total: 0,
            total: 0,
        }
    }
    fn deal(&self, _: &mut Dice, seed: u64, i: u64, _: Option<&mut Game>, _: bool) -> Option<Game> {
        Some(Game::seeded(self.0, seed.wrapping_add(i)))
    }
    fn bench_deal(&self, _: &mut Dice, i: u64, g: &mut Option<Game>) -> u64 {
        *g = Some(Game::seeded(self.0, i));
        u64::from(self.0.rounds)
    }
}

impl Tally<Game> for Report {
    fn seen(&mut self, _: &Game, _: Seat, a: Action, ev: &[Event]) {
        match a {
            Action::Play { .. } => self.plays += 1,
            Action::Draw => self.draws += 1,
            Action::Pass => self.passes += 1,
        }
        for e in ev {
            if let Event::RoundOver { end, .. } = e {
                self.rounds += 1;
                match end {
                    End::Out(_) => self.out += 1,
                    End::Blocked => self.blocked += 1,
                }
            }
        }
    }
    fn ended(&mut self, g: &Game) {
        let t = g.totals();
        self.winning_total += u64::from(t.iter().copied().min().unwrap_or(0));
        self.total += t.iter().map(|&x| u64::from(x)).sum::<u64>();
    }
}

/// Plays random legal games, as many as `rounds` rounds take, reproducibly for `seed`.
pub fn simulate(rules: Rules, rounds: u64, seed: u64) -> Report {
    run::simulate(&Sim(rules), rounds, seed, None)
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let rules = &self.rules;
        let g = self.games.max(1) as f64;
        let rd = self.rounds.max(1) as f64;
        writeln!(
            f,
            "{} random legal games of {} ({} rounds), {} players, {} set, {} rounds a game, seed {}",
            self.games,
            rules.kind.id(),
            self.rounds,
            rules.players,
            rules.set,
            rules.rounds,
            self.seed
        )?;
        writeln!(f, "per round:")?;
        writeln!(f, "  {:<30} {:8.2}", "tiles laid", self.plays as f64 / rd)?;
        writeln!(f, "  {:<30} {:8.2}", "draws", self.draws as f64 / rd)?;
        writeln!(f, "  {:<30} {:8.2}", "passes", self.passes as f64 / rd)?;
        writeln!(f, "  {:<30} {:7.1}%", "ended by going out", 100.0 * self.out as f64 / rd)?;
        writeln!(f, "  {:<30} {:7.1}%", "ended blocked", 100.0 * self.blocked as f64 / rd)?;
        writeln!(f, "per game:")?;
        writeln!(f, "  {:<30} {:8.1}", "winning total", self.winning_total as f64 / g)?;
        writeln!(f, "  {:<30} {:8.1}", "a seat's total", self.total as f64 / g / f64::from(rules.players))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::trains::Kind;

    #[test]
    fn a_simulation_accounts_for_every_round() {
        let rules = Rules::of(Kind::Chicken, 3).unwrap();
        let r = simulate(rules, 200, 4);
        assert_eq!((r.games, r.rounds), (20, 20 * 10));
        assert_eq!(r.out + r.blocked, r.rounds);
        assert!(r.to_string().contains("ended blocked"), "{r}");
    }
}
