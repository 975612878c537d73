//! Random legal hands of Nos for `nos simulate` and `nos bench` (the run is
//! [`crate::core::run`]'s): each hand a random deal with a random seat on set, as a
//! later hand of a session, and the report.

use super::deal;
use super::{Action, Deal, Ending, Event, Hand, Options, Reason};
use crate::core::chance::Dice;
use crate::core::run::{self, Tally};
use crate::core::Seat;
use rand::Rng;
use std::collections::BTreeMap;
use std::fmt;

/// Plays one hand with the random player (through the [`Play`](crate::core::Play)
/// contract), calling `seen` with each action's events. Returns the number of actions.
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

/// The hand of a deal, as a later hand of a session with [`START`] chips each.
fn hand_of(deal: &Deal, on_set: Seat) -> Hand {
    let n = deal.hands.len();
    Hand::new(deal, on_set, false, &[START; crate::core::MAX_SEATS][..n], Options::default()).expect("a valid deal")
}

/// The deal a hand was dealt, read back from the hand before its first draw.
pub fn deal_of(start: &Hand) -> Deal {
    Deal {
        hands: (0..start.seats()).map(|s| start.dealt(Seat(s))).collect(),
        boneyard: start.boneyard().iter().copied().collect(),
    }
}

/// Every seat's chips before a simulated hand.
pub const START: i32 = 500;

/// Random hands of Nos at a table of this many players.
pub struct Sim(pub u8);

impl run::Sim for Sim {
    type Game = Hand;
    type Report = Report;
    const UNIT: &'static str = "hands";
    const BENCH_SEED: u64 = 0xbe4c;

    fn players(&self) -> u8 {
        self.0
    }
    fn report(&self, hands: u64, seed: u64) -> Report {
        Report { players: self.0, hands, seed, ..Report::default() }
    }
    fn deal(&self, rng: &mut Dice, _: u64, _: u64, _: Option<&mut Hand>, _: bool) -> Option<Hand> {
        Some(random_hand(rng, self.0))
    }
    fn bench_deal(&self, rng: &mut Dice, _: u64, g: &mut Option<Hand>) -> u64 {
        *g = Some(random_hand(rng, self.0));
        1
    }
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

impl Tally<Hand> for Report {
    fn seen(&mut self, _: &Hand, _: Seat, a: Action, ev: &[Event]) {
        self.actions += 1;
        if let Action::Announce(g) = a {
            *self.games.entry(g.number()).or_default() += 1;
        }
        for e in ev {
            match e {
                Event::Paid(p) => {
                    let key = match p.reason {
                        Reason::Declared(_) => "declared doubles".to_string(),
                        other => other.words(),
                    };
                    *self.flow.entry(key).or_default() += p.amount as u64;
                }
                Event::Ended { how } => {
                    let k = match how {
                        Ending::OneLeft { .. } => "one seat left holding tiles",
                        Ending::Closed { .. } => "closed",
                        Ending::Blocked { .. } => "blocked",
                    };
                    *self.endings.entry(k).or_default() += 1;
                }
                Event::Out { nos: true, .. } => self.nos += 1,
                _ => {}
            }
        }
    }
    fn ended(&mut self, hand: &Hand) {
        self.swing += hand.chips().iter().map(|c| (c - START).unsigned_abs() as u64).sum::<u64>();
    }
}

/// Plays `hands` hands of random legal play, reproducibly for `seed`.
pub fn simulate(players: u8, hands: u64, seed: u64) -> Report {
    run::simulate(&Sim(players), hands, seed, None)
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
