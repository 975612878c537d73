//! `nos tournament` for the train games: computer seats of the given levels play whole
//! games against each other, the levels moving one seat to the left each game so that
//! every level sits at every seat, each seat deciding from its view only. Lower totals
//! are better.

use super::{random, simple, strong};
use crate::core::chance::{self, Dice};
use crate::core::contest::{self, Contest, Seating};
use crate::core::stat::{stream, Stat};
use crate::core::{Level, Play, Seat};
use crate::games::trains::{Action, Game, Rules};
use std::fmt;

/// What a tournament found: per level, its seats' totals per game; and the first
/// level's mean total less the second's, per game, when two levels play.
#[derive(Clone, Debug)]
pub struct Report {
    pub rules: Rules,
    pub games: u64,
    pub seed: u64,
    pub levels: Vec<(Level, Stat)>,
    pub margin: Option<Stat>,
}

/// The action of a computer seat of `level`, from its view.
///
/// # Errors
/// A level the train games have no player for.
pub fn choose(
    level: Level,
    g: &Game,
    seat: Seat,
    rng: &mut chance::Dice,
) -> Result<crate::games::trains::Action, String> {
    let v = g.view(seat);
    let a = match level {
        Level::Easy => random(&v, rng),
        Level::Normal => simple(&v),
        Level::Strong => strong(&v),
        other => return Err(format!("the train games have no {} player: easy, normal and strong", other.name())),
    };
    a.ok_or_else(|| "the seat is not on turn".to_string())
}

/// The train games' tournament: each game played once, from its own seed, the levels
/// one seat further to the left each game.
pub struct Table(pub Rules);

impl Contest for Table {
    type Game = Game;
    type Minds = Dice;

    fn seatings(&self) -> u64 {
        1
    }
    fn deal(&self, seed: u64, i: u64, _: bool) -> Game {
        Game::seeded(self.0, stream(seed, i))
    }
    fn player(&self, i: u64, _: u64, seat: Seat) -> usize {
        (seat.index() + i as usize) % usize::from(self.0.players)
    }
    fn minds(&self, seed: u64, i: u64, _: u64) -> Dice {
        chance::dice(stream(seed, i) ^ 0x5eed)
    }
    fn decide(&self, rng: &mut Dice, g: &Game, seat: Seat, level: Level) -> Result<Action, String> {
        choose(level, g, seat, rng)
    }
}

/// Plays `games` whole games, seats at `seats`' levels, reproducibly for `seed`.
///
/// # Errors
/// A level the train games have no player for.
pub fn run(rules: Rules, seats: &[Level], games: u64, seed: u64) -> Result<Report, String> {
    run_kept(rules, seats, games, seed, None)
}

/// What a tournament that keeps records is handed after each game (1 for the first):
/// the game as dealt, as it ended and every action played in it.
pub type Keep<'a> = contest::Keep<'a, Game>;

/// As [`run`], each game handed to `keep` when given, the one in play as far as it went
/// when the run is asked to stop ([`crate::progress`]).
///
/// # Errors
/// As [`run`].
pub fn run_kept(
    rules: Rules,
    seats: &[Level],
    games: u64,
    seed: u64,
    keep: Option<&Keep<'_>>,
) -> Result<Report, String> {
    let mut levels: Vec<(Level, Stat)> = Vec::new();
    for &l in seats {
        if !levels.iter().any(|(k, _)| *k == l) {
            levels.push((l, Stat::default()));
        }
    }
    let mut margin = (levels.len() == 2).then(Stat::default);
    let fold = |g: &Seating| {
        let mut means = vec![(0i64, 0i64); levels.len()];
        for (j, &(t, _)) in g.each.iter().enumerate() {
            let k = levels.iter().position(|(l, _)| *l == seats[j]).unwrap_or(0);
            levels[k].1.add(t, false);
            means[k].0 += t;
            means[k].1 += 1;
        }
        if let Some(m) = margin.as_mut() {
            let avg = |k: usize| means[k].0 as f64 / means[k].1.max(1) as f64;
            m.add((avg(0) - avg(1)).round() as i64, false);
        }
    };
    contest::run(&Table(rules), seats, games, seed, keep, fold)?;
    Ok(Report { rules, games, seed, levels, margin })
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let r = &self.rules;
        writeln!(
            f,
            "{}, {} players, {} games of {} rounds, seed {}",
            r.kind.name(),
            r.players,
            self.games,
            r.rounds,
            self.seed
        )?;
        writeln!(f, "a seat's total per game (lower is better), with its 95% interval:")?;
        for (l, s) in &self.levels {
            writeln!(f, "  {:<8} {:8.1} {}", l.name(), s.mean(), within(s))?;
        }
        if let Some(m) = &self.margin {
            let (a, b) = (self.levels[0].0.name(), self.levels[1].0.name());
            writeln!(f, "margin: {a}'s mean total less {b}'s, per game: {:.1} {}", m.mean(), within(m))?;
            let verdict = if m.mean() + m.ci() < 0.0 {
                format!("{a} beats {b} outside the interval")
            } else if m.mean() - m.ci() > 0.0 {
                format!("{b} beats {a} outside the interval")
            } else {
                "neither level is ahead outside the interval".to_string()
            };
            writeln!(f, "{verdict}")?;
        }
        Ok(())
    }
}

/// A mean's 95% interval as the report writes it: `± 1.2`, or, from one game alone,
/// that there is none yet (rather than an infinite one).
fn within(s: &Stat) -> String {
    if s.ci().is_finite() {
        format!("± {:.1}", s.ci())
    } else {
        "(one game: no interval)".into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::trains::Kind;

    #[test]
    fn a_tournament_seats_every_level_and_names_the_better() {
        let rules = Rules::of(Kind::Chicken, 2).unwrap();
        let r = run(rules, &[Level::Normal, Level::Easy], 6, 1).unwrap();
        assert_eq!(r.levels.iter().map(|(_, s)| s.n).collect::<Vec<_>>(), [6, 6]);
        assert_eq!(r.margin.unwrap().n, 6);
        assert!(r.to_string().contains("lower is better"), "{r}");
    }

    /// A small run of what the report measures at length: the strong player ahead of
    /// the greedy one (normal) at four, outside the interval, and named as the better.
    #[test]
    fn strong_beats_the_greedy_player_at_four() {
        let rules = Rules::of(Kind::Mexican, 4).unwrap();
        let r = run(rules, &[Level::Strong, Level::Normal, Level::Strong, Level::Normal], 8, 1).unwrap();
        let m = r.margin.unwrap();
        assert!(m.mean() + m.ci() < 0.0, "{r}");
        assert!(r.to_string().contains("strong beats normal outside the interval"), "{r}");
    }

    #[test]
    fn one_game_has_no_interval_and_says_so() {
        let rules = Rules { rounds: 2, ..Rules::of(Kind::Mexican, 2).unwrap() };
        let r = run(rules, &[Level::Normal, Level::Easy], 1, 1).unwrap();
        let text = r.to_string();
        assert!(text.contains("(one game: no interval)") && !text.contains("inf"), "{text}");
    }
}
