//! Random legal games of Dominox: the `nos simulate` report and the `nos bench`
//! measurement. The random player is uniform over the legal placements, and passes
//! only when it must.

use super::areas::areas;
use super::game::{Dominox, Outcome};
use super::placement::Action;
use super::square::Colour;
use crate::core::bench::Bench;
use crate::core::play::play_random;
use crate::core::{chance, Play, Seat};
use std::fmt;
use std::time::Duration;

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

/// What a run keeps of each game, for its record: called (from any thread, in a
/// tournament) with the game's number (from 1), the game as dealt and every action
/// taken, once it is over or the run stops in it.
pub type Keep<'a> = dyn Fn(u64, &Dominox, &[(Seat, Action)]) + Sync + 'a;

/// Plays `games` random legal games, reproducibly for `seed`.
pub fn simulate(games: u64, seed: u64) -> Report {
    simulate_kept(games, seed, None)
}

/// As [`simulate`], giving every game to `keep` (the same games, the same report);
/// stops early when the run is asked to ([`crate::progress`]).
pub fn simulate_kept(games: u64, seed: u64, keep: Option<&Keep<'_>>) -> Report {
    let mut r = Report { games, seed, ..Report::default() };
    crate::progress::expect(games);
    let mut rng = chance::dice(seed);
    for i in 0..games {
        if crate::progress::stopped() {
            break;
        }
        crate::progress::add(1);
        let mut g = Dominox::random(&mut rng);
        let start = keep.map(|_| g.clone());
        let mut actions = Vec::new();
        r.white_led += (g.turn().0 == 0) as u64;
        play_random(&mut g, &mut rng, |_, s, a, _| {
            match a {
                Action::Place(_) => r.placements += 1,
                Action::Pass => r.passes += 1,
            }
            if start.is_some() {
                actions.push((s, a));
            }
        });
        if let (Some(keep), Some(start)) = (keep, &start) {
            keep(i + 1, start, &actions);
        }
        let s = g.scores();
        r.points[0] += u64::from(s[0]);
        r.points[1] += u64::from(s[1]);
        match g.outcome() {
            Some(Outcome::Won(c)) => r.won[c.index()] += 1,
            _ => r.drawn += 1,
        }
        let all = areas(g.board());
        r.areas += all.len() as u64;
        r.even_areas += all.iter().filter(|a| a.owner().is_none()).count() as u64;
        r.empty += u64::from(g.board().empty().count_ones());
    }
    r
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

/// Plays random legal games, the deal included, on one core for about `time`.
pub fn bench(time: Duration) -> Bench {
    let mut rng = chance::dice(0xd0d0);
    let clock = crate::core::bench::Clock::start();
    let (mut games, mut actions) = (0u64, 0u64);
    while clock.elapsed() < time {
        for _ in 0..1000 {
            let mut g = Dominox::random(&mut rng);
            actions += g.playout(&mut rng) as u64;
            games += 1;
        }
    }
    Bench { players: 2, hands: games, actions, elapsed: clock.elapsed(), unit: "games", cpu: clock.cpu() }
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
