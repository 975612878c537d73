//! Random legal play: the `simulate` report and the `bench` measurement.

use crate::core::bench::{Bench, Clock};
use crate::core::{chance, Seat};
use crate::games::nos::deal;
use crate::games::nos::{Action, Deal, Ending, Event, Hand, HandLog, Options, Reason};
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
    let (deal, on_set) = random_deal(rng, n);
    hand_of(&deal, on_set)
}

/// A random deal and a random seat on set, drawn as [`random_hand`] draws them.
pub fn random_deal(rng: &mut impl Rng, n: u8) -> (Deal, Seat) {
    let deal: Deal = deal::deal(rng, n as usize);
    let on_set = Seat(rng.random_range(0..n));
    (deal, on_set)
}

/// The hand of a deal, as a later hand of a session with 500 chips each.
fn hand_of(deal: &Deal, on_set: Seat) -> Hand {
    let n = deal.hands.len();
    Hand::new(deal, on_set, false, &[START; crate::core::MAX_SEATS][..n], Options::default()).expect("a valid deal")
}

/// Every seat's chips before a simulated hand.
pub const START: i32 = 500;

/// What a simulation keeps of each hand, for its record: called with the hand's
/// number (from 1) and its log, once the hand is over.
pub type Keep<'a> = dyn FnMut(u64, &HandLog) + 'a;

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
    simulate_kept(players, hands, seed, None)
}

/// As [`simulate`], giving every hand to `keep` (the same hands, the same report);
/// stops early, its last hand kept, when the run is asked to ([`crate::progress`]).
pub fn simulate_kept(players: u8, hands: u64, seed: u64, mut keep: Option<&mut Keep<'_>>) -> Report {
    let mut rng = chance::dice(seed);
    let mut r = Report { players, hands, seed, ..Report::default() };
    crate::progress::expect(hands);
    for i in 0..hands {
        if crate::progress::stopped() {
            break;
        }
        crate::progress::add(1);
        let (deal, on_set) = random_deal(&mut rng, players);
        let mut hand = hand_of(&deal, on_set);
        let mut log = keep.is_some().then(|| HandLog {
            on_set,
            deal,
            actions: Vec::new(),
            tiebreak: Vec::new(),
            penalties: Vec::new(),
        });
        r.actions += play_random(&mut hand, &mut rng, |_, seat, a, ev| {
            if let Some(log) = &mut log {
                log.actions.push((seat, a));
            }
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
                            Ending::OneLeft { .. } => "one seat left holding tiles",
                            Ending::Closed { .. } => "closed",
                            Ending::Blocked { .. } => "blocked",
                        };
                        *r.endings.entry(k).or_default() += 1;
                    }
                    Event::Out { nos: true, .. } => r.nos += 1,
                    _ => {}
                }
            }
        }) as u64;
        r.swing += hand.chips().iter().map(|c| (c - START).unsigned_abs() as u64).sum::<u64>();
        if let (Some(keep), Some(log)) = (&mut keep, &log) {
            keep(i + 1, log);
        }
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
