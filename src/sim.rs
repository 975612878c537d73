//! Random legal play: the `simulate` report and the `bench` measurement.

use crate::core::bench::{Bench, Clock};
use crate::core::{chance, Seat};
use crate::games::nos::deal;
use crate::games::nos::{Action, Deal, Ending, Event, Hand, Options, Reason};
use rand::Rng;
use std::collections::BTreeMap;
use std::fmt;
use std::time::Duration;

pub use crate::games::nos::hand_play::pick;

/// Plays one hand with the random player (through the [`Play`] contract), calling
/// `seen` with each action's events. Returns the number of actions.
pub fn play_random(hand: &mut Hand, rng: &mut impl Rng, seen: impl FnMut(&Hand, Seat, Action, &[Event])) -> usize {
    crate::core::play::play_random(hand, rng, seen)
}

/// A random deal with a random seat on set, as in a later hand.
pub fn random_hand(rng: &mut impl Rng, n: u8) -> Hand {
    let deal: Deal = deal::deal(rng, n as usize);
    let on_set = Seat(rng.random_range(0..n));
    Hand::new(&deal, on_set, false, &[500; crate::core::MAX_SEATS][..n as usize], Options::default())
        .expect("a valid deal")
}

/// What `nos simulate` found.
#[derive(Default, Debug)]
pub struct Report {
    pub players: u8,
    pub hands: u64,
    pub seed: u64,
    pub games: BTreeMap<u8, u64>,
    pub endings: BTreeMap<&'static str, u64>,
    pub actions: u64,
    pub flow: BTreeMap<String, u64>,
    pub nos: u64,
    pub swing: u64,
}

/// Plays `hands` hands of random legal play, reproducibly for `seed`.
pub fn simulate(players: u8, hands: u64, seed: u64) -> Report {
    let mut rng = chance::dice(seed);
    let mut r = Report { players, hands, seed, ..Report::default() };
    crate::progress::expect(hands);
    for _ in 0..hands {
        crate::progress::add(1);
        let mut hand = random_hand(&mut rng, players);
        r.actions += play_random(&mut hand, &mut rng, |_, _, a, ev| {
            if let Action::Announce(g) = a {
                *r.games.entry(g.number()).or_default() += 1;
            }
            for e in ev {
                match e {
                    Event::Paid(p) => {
                        let key = match p.reason {
                            Reason::Declared(_) => "declared doubles".to_string(),
                            other => other.words(),
                        };
                        *r.flow.entry(key).or_default() += p.amount as u64;
                    }
                    Event::Ended { how } => {
                        let k = match how {
                            Ending::OneLeft => "one seat left holding tiles",
                            Ending::Closed => "closed",
                            Ending::Blocked => "blocked",
                        };
                        *r.endings.entry(k).or_default() += 1;
                    }
                    Event::Out { nos: true, .. } => r.nos += 1,
                    _ => {}
                }
            }
        }) as u64;
        r.swing += hand.chips().iter().map(|c| (c - 500).unsigned_abs() as u64).sum::<u64>();
    }
    r
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let h = self.hands.max(1) as f64;
        writeln!(f, "{} random legal hands, {} players, seed {}", self.hands, self.players, self.seed)?;
        writeln!(f, "mean actions per hand: {:.1}", self.actions as f64 / h)?;
        writeln!(f, "nos made in {:.1}% of hands", 100.0 * self.nos as f64 / h)?;
        writeln!(f, "mean chips won or lost per seat per hand: {:.1}", self.swing as f64 / h / self.players as f64)?;
        writeln!(f, "how hands ended:")?;
        for (k, v) in &self.endings {
            writeln!(f, "  {k:<30} {v:>8}  {:5.1}%", 100.0 * *v as f64 / h)?;
        }
        writeln!(f, "games announced:")?;
        for (k, v) in &self.games {
            writeln!(f, "  game {k:<2} {v:>8}  {:5.1}%", 100.0 * *v as f64 / h)?;
        }
        writeln!(f, "chips moved per hand, by reason:")?;
        for (k, v) in &self.flow {
            writeln!(f, "  {k:<34} {:8.2}", *v as f64 / h)?;
        }
        Ok(())
    }
}

/// Plays random legal hands on one core for about `time`.
pub fn bench(players: u8, time: Duration) -> Bench {
    let mut rng = chance::dice(0xbe4c);
    let clock = Clock::start();
    let (mut hands, mut actions) = (0u64, 0u64);
    while clock.elapsed() < time {
        for _ in 0..1000 {
            let mut hand = random_hand(&mut rng, players);
            actions += play_random(&mut hand, &mut rng, |_, _, _, _| {}) as u64;
            hands += 1;
        }
    }
    Bench { players, hands, actions, elapsed: clock.elapsed(), unit: "hands", cpu: clock.cpu() }
}
