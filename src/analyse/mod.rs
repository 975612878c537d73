//! `nos analyse`: every decision of a finished record judged from the view of the seat
//! that made it. At each step where a seat had more than one choice, every choice is
//! played out on the same deals sampled from what that seat could know (its tiles and
//! the history so far), with the computer players' `normal` level in every seat; the
//! best mean is the best choice, and what was played costs the difference, in the
//! game's units (chips for Nos, points for the others), with a 95% interval. Beside it
//! stands the hindsight cost: the same choices played out once on the real deal.
//!
//! [`analyse`] finds the game a record belongs to in the registry, which gives the
//! record's decisions ([`crate::core::judged`]: the contract a game keeps to be judged),
//! and judges every one alike.

pub mod cli;
pub mod hint;
pub mod job;
pub mod judge;
pub mod on_set;
mod report;
pub mod why;
mod why_nos;
mod why_trains;

use crate::core::judged::Decision as Judging;
use crate::core::stat::stream;
use rayon::prelude::*;
use std::cell::RefCell;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;

/// What to judge and how finely.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Sampled deals per choice; each game has its own default, what its playouts
    /// allow in a few seconds.
    pub samples: Option<usize>,
    pub seed: u64,
    /// Judge only this seat's decisions.
    pub seat: Option<u8>,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings { samples: None, seed: 1, seat: None }
    }
}

/// One decision judged.
#[derive(Clone, Debug, PartialEq)]
pub struct Decision {
    /// The hand, from 0.
    pub hand: usize,
    /// The action's place in the hand, from 0, as `nos check` counts a record's
    /// actions: a decision left unwritten (not declaring, not closing) is placed at
    /// the action written after it.
    pub action: usize,
    pub seat: u8,
    pub played: String,
    pub best: String,
    /// How many choices there were.
    pub choices: usize,
    /// The best choice's mean less the played one's, from the seat's view; 0 when the
    /// played choice was the best.
    pub cost: f64,
    /// Its 95% interval.
    pub low: f64,
    pub high: f64,
    /// The best choice less the played one, each played out on the real deal.
    pub hindsight: f64,
}

/// A record judged.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// The game's name.
    pub game: String,
    /// "chips" or "points".
    pub unit: &'static str,
    pub players: Vec<String>,
    /// A cost above this (its interval above 0) is a mistake.
    pub big: f64,
    pub settings: Settings,
    /// Sampled deals per choice, as asked or the game's default.
    pub samples: usize,
    /// What the game deals anew: "hand" ("round" in the train games), as the report
    /// numbers them.
    pub deal: &'static str,
    /// Every decision judged, in the record's order.
    pub decisions: Vec<Decision>,
}

impl Analysis {
    /// The mistakes, costliest first: a cost over [`Analysis::big`] whose interval
    /// lies above 0.
    pub fn mistakes(&self) -> Vec<&Decision> {
        let mut m: Vec<&Decision> = self.decisions.iter().filter(|d| d.cost > self.big && d.low > 0.0).collect();
        m.sort_by(|a, b| b.cost.total_cmp(&a.cost));
        m
    }

    /// One seat's decisions, costliest first.
    pub fn of_seat(&self, seat: u8) -> Vec<&Decision> {
        let mut m: Vec<&Decision> = self.decisions.iter().filter(|d| d.seat == seat).collect();
        m.sort_by(|a, b| b.cost.total_cmp(&a.cost));
        m
    }

    /// The mean half-width of the cost intervals of the decisions where the played
    /// choice was not the best: the precision reached.
    pub fn precision(&self) -> f64 {
        let w: Vec<f64> = self.decisions.iter().filter(|d| d.cost > 0.0).map(|d| (d.high - d.low) / 2.0).collect();
        // Plus 0.0: an empty sum is -0.0, which would print with its sign.
        w.iter().sum::<f64>() / w.len().max(1) as f64 + 0.0
    }
}

/// Judges a record given as bytes (Nos or a parlour game, told apart by its format),
/// calling `tick(done, total)` as decisions are judged (from any thread). The record's
/// decisions come from its game's registry entry ([`crate::registry::Game::decisions`]);
/// each is judged here alike, whatever the game.
///
/// # Errors
/// The record cannot be read, does not replay, or its game has no computer player to
/// judge with; in words.
pub fn analyse(bytes: &[u8], s: &Settings, tick: &Tick<'_>) -> Result<Analysis, String> {
    let game = crate::registry::of_record(bytes)?;
    let mut d = game.decisions(bytes).ok_or_else(|| format!("{} records cannot be analysed yet", game.name()))??;
    d.list.retain(|t| s.seat.is_none_or(|o| o == t.seat().0));
    let samples = s.samples.unwrap_or(d.samples);
    let decisions = run_all(&d.list, tick, |t| {
        let (hand, action) = t.key();
        judge_one(t.as_ref(), samples, seed_of(s.seed, hand, action))
    });
    Ok(Analysis {
        game: d.game,
        unit: d.unit,
        players: d.players,
        big: d.big,
        settings: *s,
        samples,
        deal: d.deal,
        decisions,
    })
}

/// Told how many decisions of how many are judged, from any thread.
pub type Tick<'a> = dyn Fn(usize, usize) + Sync + 'a;

/// One decision judged: every choice played out on the same sampled positions, and
/// once on the real one for the hindsight.
fn judge_one(t: &dyn Judging, samples: usize, seed: u64) -> Decision {
    let drawn = RefCell::new(t.samples(seed));
    let v =
        judge::judge(t.choices(), t.played(), samples, |_| drawn.borrow_mut().next(), |_, c| drawn.borrow().value(c));
    let real: Vec<f64> = (0..t.choices()).map(|c| t.real(c)).collect();
    Decision {
        hand: t.hand(),
        action: t.action(),
        seat: t.seat().0,
        played: t.words(t.played()),
        best: t.words(v.best),
        choices: t.choices(),
        hindsight: judge::hindsight(&real, t.played()),
        cost: v.cost,
        low: v.low,
        high: v.high,
    }
}

/// The seed of one decision: the same whichever seats are judged.
pub(crate) fn seed_of(seed: u64, hand: usize, action: usize) -> u64 {
    stream(stream(seed, hand as u64), action as u64)
}

thread_local! {
    /// The stop of the pool this thread judges in, for a pool of [`stoppable`]: read
    /// here rather than passed down, so that every game's `analyse` stops alike.
    static STOP: RefCell<Option<Arc<AtomicBool>>> = const { RefCell::new(None) };
}

/// Runs `f` (an analysis) on a pool of threads of its own, whose judging stops once
/// `stop` is raised: the decisions not judged by then are left out, so that what `f`
/// returns after a stop is short and only fit to be thrown away. A screen analysing
/// in the background stops it so when it closes, and the cores are free at once.
///
/// # Errors
/// The threads cannot be started.
pub fn stoppable<R: Send>(stop: Arc<AtomicBool>, f: impl FnOnce() -> R + Send) -> Result<R, String> {
    let pool = rayon::ThreadPoolBuilder::new()
        .thread_name(|i| format!("analyse-{i}"))
        .start_handler(move |_| STOP.with(|s| *s.borrow_mut() = Some(stop.clone())))
        .build()
        .map_err(|e| e.to_string())?;
    Ok(pool.install(f))
}

/// Whether this thread's pool was told to stop.
fn stopped() -> bool {
    STOP.with(|s| s.borrow().as_ref().is_some_and(|s| s.load(Ordering::Relaxed)))
}

/// Judges `tasks` on all cores, in order, ticking as each is done; once stopped
/// ([`stoppable`]), the tasks left are skipped.
pub(crate) fn run_all<T: Sync>(
    tasks: &[T],
    tick: &(dyn Fn(usize, usize) + Sync),
    judge: impl Fn(&T) -> Decision + Sync,
) -> Vec<Decision> {
    let done = AtomicUsize::new(0);
    let n = tasks.len();
    tick(0, n);
    tasks
        .par_iter()
        .filter_map(|t| {
            if stopped() {
                return None;
            }
            let d = judge(t);
            tick(done.fetch_add(1, Ordering::Relaxed) + 1, n);
            Some(d)
        })
        .collect()
}
