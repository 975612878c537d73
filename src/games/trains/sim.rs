//! Random legal games of the train games: the `nos simulate` report and the `nos
//! bench` measurement, through the [`Play`] contract.

use super::action::{Action, End, Event};
use super::game::Game;
use super::rules::Rules;
use crate::core::bench::{Bench, Clock};
use crate::core::{chance, Play, Seat};
use std::fmt;
use std::time::Duration;

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

/// What a run that keeps records is handed after each game (1 for the first): the
/// game as dealt and every action played in it, the last game as far as it went when
/// the run was stopped.
pub type Keep<'a> = dyn FnMut(u64, &Game, &[(Seat, Action)]) + 'a;

/// Plays random legal games, as many as `rounds` rounds take (every game played
/// whole), reproducibly for `seed`.
pub fn simulate(rules: Rules, rounds: u64, seed: u64) -> Report {
    simulate_kept(rules, rounds, seed, None)
}

/// As [`simulate`], each game handed to `keep` when given; the same games and report
/// either way. Stops at the next action when the run is asked to ([`crate::progress`]).
pub fn simulate_kept(rules: Rules, rounds: u64, seed: u64, mut keep: Option<&mut Keep<'_>>) -> Report {
    let games = rounds.div_ceil(u64::from(rules.rounds)).max(1);
    let mut r = Report {
        rules,
        games,
        seed,
        rounds: 0,
        plays: 0,
        draws: 0,
        passes: 0,
        out: 0,
        blocked: 0,
        winning_total: 0,
        total: 0,
    };
    crate::progress::expect(games);
    let mut rng = chance::dice(seed);
    for i in 0..games {
        crate::progress::add(1);
        let mut g = Game::seeded(rules, seed.wrapping_add(i));
        let start = keep.is_some().then(|| g.clone());
        let mut played = Vec::new();
        let mut buf = <Game as Play>::Actions::default();
        let mut ev = <Game as Play>::Events::default();
        let mut stopped = false;
        while let Some((seat, a)) = g.random_step(&mut rng, &mut buf, &mut ev) {
            if start.is_some() {
                played.push((seat, a));
            }
            match a {
                Action::Play { .. } => r.plays += 1,
                Action::Draw => r.draws += 1,
                Action::Pass => r.passes += 1,
            }
            for e in ev.iter() {
                if let Event::RoundOver { end, .. } = e {
                    r.rounds += 1;
                    match end {
                        End::Out(_) => r.out += 1,
                        End::Blocked => r.blocked += 1,
                    }
                }
            }
            if crate::progress::stopped() {
                stopped = true;
                break;
            }
        }
        if let (Some(keep), Some(start)) = (keep.as_mut(), start.as_ref()) {
            keep(i + 1, start, &played);
        }
        if stopped {
            break;
        }
        let t = g.totals();
        r.winning_total += u64::from(t.iter().copied().min().unwrap_or(0));
        r.total += t.iter().map(|&x| u64::from(x)).sum::<u64>();
    }
    r
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

/// Plays random legal rounds, their deals included, on one core for about `time`.
pub fn bench(rules: Rules, time: Duration) -> Bench {
    let clock = Clock::start();
    let mut rng = chance::dice(0x7a15);
    let (mut rounds, mut actions, mut seed) = (0u64, 0u64, 0u64);
    while clock.elapsed() < time {
        let mut g = Game::seeded(rules, seed);
        seed += 1;
        actions += g.playout(&mut rng) as u64;
        rounds += u64::from(rules.rounds);
    }
    Bench { players: rules.players, hands: rounds, actions, elapsed: clock.elapsed(), unit: "rounds", cpu: clock.cpu() }
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
