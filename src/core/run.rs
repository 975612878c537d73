//! Random legal play, written once for every game: the runs of `nos simulate` and the
//! measurement of `nos bench`. A family says how the next hand or game is dealt and
//! what its report counts ([`Sim`], [`Tally`]); the loop, the records kept, stopping
//! early and the clock are here, on the [`Play`] contract.

use super::bench::{Bench, Clock};
use super::chance::{self, Dice};
use super::play::Play;
use super::seat::Seat;
use std::time::Duration;

/// What a family's random runs need beyond [`Play`]: how each hand (or game) is dealt,
/// and its report.
pub trait Sim {
    /// The state the random player plays: a hand, or a match or game of several.
    type Game: Play;
    /// What `nos simulate` reports; its text is the report's `Display`.
    type Report: Tally<Self::Game>;
    /// What a run counts: "hands", "games" or "rounds".
    const UNIT: &'static str;
    /// The generator `nos bench` starts from.
    const BENCH_SEED: u64;
    /// How many deals `nos bench` plays between looks at the clock.
    const BENCH_BATCH: u64 = 1000;

    /// How many seats play.
    fn players(&self) -> u8;
    /// How many deals a run asked for `hands` plays (a game of many rounds is one).
    fn deals(&self, hands: u64) -> u64 {
        hands
    }
    /// The empty report of a run of `hands`.
    fn report(&self, hands: u64, seed: u64) -> Self::Report;
    /// Deals the `i`th hand of a run from `rng` (or from `seed`): a new game, or `None`
    /// when the next hand is dealt in `last`, the game in play (a match's next hand).
    /// `log`: the game will be kept as a record, and keeps what its record needs.
    fn deal(&self, rng: &mut Dice, seed: u64, i: u64, last: Option<&mut Self::Game>, log: bool) -> Option<Self::Game>;
    /// Deals the `i`th hand of `nos bench` into `g`, as fast as the family can: the
    /// hands (or rounds) it holds.
    fn bench_deal(&self, rng: &mut Dice, i: u64, g: &mut Option<Self::Game>) -> u64;
}

/// A family's report, told what happened as the run goes.
pub trait Tally<P: Play> {
    /// A hand was dealt: `new` when it begins a game.
    fn dealt(&mut self, g: &P, new: bool) {
        let _ = (g, new);
    }
    /// An action was played, with its events.
    fn seen(&mut self, g: &P, seat: Seat, action: P::Action, events: &[P::Event]);
    /// A hand was played to its end (not one cut short).
    fn ended(&mut self, g: &P) {
        let _ = g;
    }
}

/// What a run keeps of each game, for its record: its number (from 1), the game as
/// dealt, as it ended (or stood when the run stopped) and every action played.
pub type Keep<'a, P> = dyn FnMut(u64, &P, &P, &[(Seat, <P as Play>::Action)]) + 'a;

/// Plays the hands asked for with the random player, reproducibly for `seed`, every game
/// handed to `keep` when given (the same hands, the same report). Stops at the next
/// action when the run is asked to ([`crate::progress`]): the game in play is kept as
/// far as it went, and its hand is not reported.
pub fn simulate<S: Sim>(sim: &S, hands: u64, seed: u64, mut keep: Option<&mut Keep<'_, S::Game>>) -> S::Report {
    let deals = sim.deals(hands);
    let mut r = sim.report(hands, seed);
    crate::progress::expect(deals);
    let mut rng = chance::dice(seed);
    let mut buf = <S::Game as Play>::Actions::default();
    let mut ev = <S::Game as Play>::Events::default();
    let mut game: Option<S::Game> = None;
    let mut start: Option<S::Game> = None;
    let mut played = Vec::new();
    let mut number = 0;
    for i in 0..deals {
        if crate::progress::stopped() {
            break;
        }
        crate::progress::add(1);
        let new = sim.deal(&mut rng, seed, i, game.as_mut(), keep.is_some());
        if let Some(g) = new {
            if let (Some(keep), Some(end), Some(start)) = (keep.as_mut(), &game, &start) {
                keep(number, start, end, &played);
            }
            number += 1;
            played.clear();
            start = keep.is_some().then(|| g.clone());
            game = Some(g);
            r.dealt(game.as_ref().expect("dealt"), true);
        } else {
            r.dealt(game.as_ref().expect("a game in play"), false);
        }
        let g = game.as_mut().expect("dealt");
        let mut cut = false;
        while let Some((seat, a)) = g.random_step(&mut rng, &mut buf, &mut ev) {
            if keep.is_some() {
                played.push((seat, a));
            }
            r.seen(g, seat, a, &ev);
            if crate::progress::stopped() {
                cut = true;
                break;
            }
        }
        if cut {
            break;
        }
        r.ended(g);
    }
    if let (Some(keep), Some(end), Some(start)) = (keep.as_mut(), &game, &start) {
        keep(number, start, end, &played);
    }
    r
}

/// Plays random legal hands, their deals included, on one core for about `time`.
pub fn bench<S: Sim>(sim: &S, time: Duration) -> Bench {
    let mut rng = chance::dice(S::BENCH_SEED);
    let clock = Clock::start();
    let (mut hands, mut actions, mut i) = (0u64, 0u64, 0u64);
    let mut g = None;
    while clock.elapsed() < time {
        for _ in 0..S::BENCH_BATCH {
            hands += sim.bench_deal(&mut rng, i, &mut g);
            i += 1;
            if let Some(g) = g.as_mut() {
                actions += g.playout(&mut rng) as u64;
            }
        }
    }
    Bench { players: sim.players(), hands, actions, elapsed: clock.elapsed(), unit: S::UNIT, cpu: clock.cpu() }
}
