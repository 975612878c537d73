//! Random legal games of Dominox for `nos simulate` and `nos bench` (the run is
//! [`crate::core::run`]'s): a game a deal, and its report. The random player is uniform
//! over the legal placements, and passes only when it must.

use super::areas::areas;
use super::game::{Dominox, Outcome};
use super::placement::Action;
use super::square::Colour;
use crate::core::chance::Dice;
use crate::core::run::{self, Tally};
use crate::core::Seat;
use std::fmt;

/// What `nos simulate --game dominox` found.
#[derive(Clone, Debug, Default)]
pub struct Report {
    pub games: u64,
    pub seed: u64,
    pub placements: u64,
    pub passes: u64,
    /// Games the holder of the lowest double led as White.
    pub white_led: u64,
    /// Won by White, by Black, drawn.
    pub won: [u64; 2],
    pub drawn: u64,
    /// Points, `[White, Black]`, summed over the games.
    pub points: [u64; 2],
    /// Empty areas at the end, and those that scored for nobody.
    pub areas: u64,
    pub even_areas: u64,
    /// Squares left empty at the end.
    pub empty: u64,
}

/// Dominox's random games.
pub struct Sim;

impl run::Sim for Sim {
    type Game = Dominox;
    type Report = Report;
    const UNIT: &'static str = "games";
    const BENCH_SEED: u64 = 0xd0d0;

    fn players(&self) -> u8 {
        2
    }
    fn report(&self, games: u64, seed: u64) -> Report {
        Report { games, seed, ..Report::default() }
    }
    fn deal(&self, rng: &mut Dice, _: u64, _: u64, _: Option<&mut Dominox>, _: bool) -> Option<Dominox> {
        Some(Dominox::random(rng))
    }
    fn bench_deal(&self, rng: &mut Dice, _: u64, g: &mut Option<Dominox>) -> u64 {
        *g = Some(Dominox::random(rng));
        1
    }
}

impl Tally<Dominox> for Report {
    fn dealt(&mut self, g: &Dominox, _: bool) {
        self.white_led += (g.turn().0 == 0) as u64;
    }
    fn seen(&mut self, _: &Dominox, _: Seat, a: Action, _: &[super::Event]) {
        match a {
            Action::Place(_) => self.placements += 1,
            Action::Pass => self.passes += 1,
        }
    }
    fn ended(&mut self, g: &Dominox) {
        let s = g.scores();
        self.points[0] += u64::from(s[0]);
        self.points[1] += u64::from(s[1]);
        match g.outcome() {
            Some(Outcome::Won(c)) => self.won[c.index()] += 1,
            _ => self.drawn += 1,
        }
        let all = areas(g.board());
        self.areas += all.len() as u64;
        self.even_areas += all.iter().filter(|a| a.owner().is_none()).count() as u64;
        self.empty += u64::from(g.board().empty().count_ones());
    }
}

/// Plays `games` random legal games, reproducibly for `seed`.
pub fn simulate(games: u64, seed: u64) -> Report {
    run::simulate(&Sim, games, seed, None)
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.games.max(1) as f64;
        let pc = |v: u64| 100.0 * v as f64 / n;
        writeln!(f, "{} random legal games of dominox, 2 players, seed {}", self.games, self.seed)?;
        writeln!(f, "mean actions per game: {:.1}", (self.placements + self.passes) as f64 / n)?;
        writeln!(f, "  {:<30} {:8.2}", "placements", self.placements as f64 / n)?;
        writeln!(f, "  {:<30} {:8.2}", "passes", self.passes as f64 / n)?;
        writeln!(f, "  {:<30} {:7.1}%", "games White led", pc(self.white_led))?;
        writeln!(f, "at the end:")?;
        writeln!(f, "  {:<30} {:8.2}", "empty squares", self.empty as f64 / n)?;
        writeln!(f, "  {:<30} {:8.2}", "empty areas", self.areas as f64 / n)?;
        writeln!(f, "  {:<30} {:8.2}", "areas scoring for nobody", self.even_areas as f64 / n)?;
        writeln!(f, "points per game:")?;
        for c in [Colour::White, Colour::Black] {
            writeln!(f, "  {:<30} {:8.2}", c.name(), self.points[c.index()] as f64 / n)?;
        }
        writeln!(f, "games won:")?;
        for c in [Colour::White, Colour::Black] {
            let v = self.won[c.index()];
            writeln!(f, "  {:<30} {v:>8}  {:5.1}%", format!("by {}", c.name()), pc(v))?;
        }
        writeln!(f, "  {:<30} {:>8}  {:5.1}%", "drawn", self.drawn, pc(self.drawn))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_simulation_accounts_for_every_game() {
        let r = simulate(200, 4);
        assert_eq!(r.won[0] + r.won[1] + r.drawn, 200);
        // 28 tiles, 16 dealt: at most 28 placements a game, and the end needs the
        // boneyard drawn, one tile a turn.
        assert!(r.placements + r.passes >= 12 * 200);
        assert!(r.placements <= 28 * 200);
        let text = r.to_string();
        assert!(text.contains("games won:"), "{text}");
    }
}
