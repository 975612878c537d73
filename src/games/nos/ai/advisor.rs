//! The choice-of-game advisor: for a seat on set, the mean chips and the chance of
//! nos of every choice, by playing sampled deals to the end with `normal` players.
//!
//! Every choice is played on the same sampled deals (common random numbers), so the
//! differences between choices are measured more finely than each mean alone. The
//! work runs on all cores, refines in batches, and can be stopped between batches.
//!
//! Choices that differ only in labels are merged ([`choices::canonical`]): on a double
//! set the two sides of a line and the four slots of a cross are alike, so "first 3 on
//! W" stands for "first 3 on E" too. A seat on set with no double has one choice, the
//! draw; each sample then draws its own tile and the `normal` player sets it and names
//! the game, so the figure is the worth of the hand as it stands. Once the tile is
//! drawn, ask again with the set made (`nos advise --set 5-3`) to rank the games for it.
//!
//! The chips are the seat's gain from the moment of asking to the end of the hand: set
//! payments count when asked before the set.
//!
//! Its deals and its worth of a choice are Nos's judgment ([`super::judged`]): the hint
//! on set weighs the same choices on the same deals, so that for the same seed its
//! ranking is this one's after as many samples.
//!
//! ```
//! use nos::games::nos::ai::advisor::{on_set_view, Advisor};
//! use nos::core::TileSet;
//! let own: TileSet = ["5-5", "5-4", "4-4", "5-1"].iter().map(|t| t.parse().unwrap()).collect();
//! let view = on_set_view(4, own, None).unwrap();
//! let mut adv = Advisor::new(view, 7).unwrap();
//! adv.refine(20);
//! let best = &adv.ranking()[0];
//! println!("{}: {:+.1} chips", best.choice, best.stat.mean());
//! ```

use super::choices::{self, Choice};
use super::judged;
use crate::core::stat::Stat;
use crate::core::{Seat, Tile, TileSet};
use crate::games::nos::{Actions, Deal, Events, Hand, Options, View};
use rayon::prelude::*;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};
use std::thread::JoinHandle;

/// Why the advisor cannot start.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AdviseError {
    #[error("a table has 3 to 5 players, not {0}")]
    Players(u8),
    #[error("with {players} players a hand holds {want} tiles, not {got}")]
    HandSize { players: u8, want: u32, got: u32 },
    #[error("the seat is not on set before its announcement")]
    NotOnSet,
    #[error("the set is not possible: {0}")]
    Set(String),
}

/// A seat on set in a later hand (not the first of a session) holding `own`, the set
/// `set` (as written, W then E) already made when given. A set tile that is not in
/// `own` was drawn, which the rules allow only when `own` holds no double.
///
/// # Errors
/// A wrong table size or number of tiles, or a set the rules refuse.
pub fn on_set_view(players: u8, own: TileSet, set: Option<(u8, u8)>) -> Result<View, AdviseError> {
    if !(3..=5).contains(&players) {
        return Err(AdviseError::Players(players));
    }
    let n = players as usize;
    let want = 8 - players as u32;
    if own.len() != want {
        return Err(AdviseError::HandSize { players, want, got: own.len() });
    }
    let set_tile = set.and_then(|(a, b)| crate::games::nos::SET.tile(a, b));
    if set.is_some() && set_tile.is_none() {
        return Err(AdviseError::Set("a tile with an end above 6".into()));
    }
    let drawn = set_tile.filter(|t| !own.contains(*t));
    // Seat 0 is on set; a drawn set tile lies on top of the boneyard.
    let mut order: Vec<Tile> = own.iter().collect();
    let mut rest: Vec<Tile> = TileSet::FULL.minus(own).iter().filter(|t| Some(*t) != drawn).collect();
    let top = n * (8 - n) - order.len();
    order.extend(rest.drain(..top));
    order.extend(drawn);
    order.extend(rest);
    let order: [Tile; crate::games::nos::TILES] = order.try_into().expect("the whole set");
    let deal = Deal::from_order(&order, n).map_err(|e| AdviseError::Set(e.to_string()))?;
    let mut hand = Hand::new(&deal, Seat(0), false, &vec![500; n], Options::default())
        .map_err(|e| AdviseError::Set(e.to_string()))?;
    if let Some((a, b)) = set {
        if drawn.is_some() {
            hand.apply(Seat(0), crate::games::nos::Action::Draw).map_err(|e| AdviseError::Set(e.to_string()))?;
        }
        hand.apply(Seat(0), crate::games::nos::Action::Set { first: a, second: b })
            .map_err(|e| AdviseError::Set(e.to_string()))?;
    }
    Ok(hand.view(Seat(0)))
}

/// One choice and what it won over the samples so far.
#[derive(Clone, Copy, Debug)]
pub struct Row {
    pub choice: Choice,
    /// The seat's chips won (lost if negative) from the moment of asking to the end of
    /// the hand, and its nos count.
    pub stat: Stat,
}

/// The advisor's state: the choices and their results so far.
#[derive(Clone, Debug)]
pub struct Advisor {
    view: View,
    choices: Vec<Choice>,
    stats: Vec<Stat>,
    seed: u64,
    done: u64,
}

impl Advisor {
    /// An advisor for the seat of `view`, which must be on set before its announcement.
    ///
    /// # Errors
    /// [`AdviseError::NotOnSet`] in any other state.
    pub fn new(view: View, seed: u64) -> Result<Advisor, AdviseError> {
        let h = view.hand();
        if h.to_act() != Some(view.seat()) {
            return Err(AdviseError::NotOnSet);
        }
        let choices = choices::of(h);
        if choices.is_empty() {
            return Err(AdviseError::NotOnSet);
        }
        let stats = vec![Stat::default(); choices.len()];
        Ok(Advisor { view, choices, stats, seed, done: 0 })
    }

    /// The choices, merged where labels cannot matter.
    pub fn choices(&self) -> &[Choice] {
        &self.choices
    }

    /// Sampled deals played so far for each choice.
    pub fn samples(&self) -> u64 {
        self.done
    }

    /// Hands played so far, over all choices.
    pub fn hands(&self) -> u64 {
        self.done * self.choices.len() as u64
    }

    /// Plays `more` sampled deals for every choice, on all cores.
    pub fn refine(&mut self, more: u64) {
        let k = self.choices.len();
        let (view, choices, seed) = (&self.view, &self.choices, self.seed);
        let seat = view.seat();
        crate::progress::expect(more * k as u64);
        let add = (self.done..self.done + more)
            .into_par_iter()
            .fold(
                || (vec![Stat::default(); k], Actions::new(), Events::new()),
                |(mut acc, mut legal, mut ev), i| {
                    crate::progress::add(k as u64);
                    // The hint's judgment on set: its deals and its worth of a choice.
                    let deal = judged::opening_deal(view, seed, i);
                    for (c, st) in choices.iter().zip(acc.iter_mut()) {
                        let (won, nos) = judged::outcome(&deal, seat, c.actions(), &mut legal, &mut ev)
                            .expect("a listed choice is legal");
                        st.add(i64::from(won), nos);
                    }
                    (acc, legal, ev)
                },
            )
            .map(|(acc, _, _)| acc)
            .reduce(
                || vec![Stat::default(); k],
                |mut a, b| {
                    a.iter_mut().zip(&b).for_each(|(x, y)| x.merge(y));
                    a
                },
            );
        self.stats.iter_mut().zip(&add).for_each(|(x, y)| x.merge(y));
        self.done += more;
    }

    /// Refines up to `total` samples per choice in batches, calling `progress` after
    /// each, until done or `stop` is set (checked between batches).
    pub fn run(&mut self, total: u64, stop: &AtomicBool, mut progress: impl FnMut(&Advisor)) {
        while self.done < total && !stop.load(Ordering::Relaxed) {
            let batch = (total - self.done).min(100);
            self.refine(batch);
            progress(self);
        }
    }

    /// The choices, best mean first.
    pub fn ranking(&self) -> Vec<Row> {
        let mut rows: Vec<Row> =
            self.choices.iter().zip(&self.stats).map(|(&choice, &stat)| Row { choice, stat }).collect();
        rows.sort_by(|a, b| b.stat.mean().total_cmp(&a.stat.mean()));
        rows
    }

    /// Where a seat's choice stands in the ranking, from 0: `set` as the seat wrote it
    /// (`None` once set), `game` as announced, labels merged as in the list.
    pub fn rank_of(&self, set: Option<(u8, u8)>, game: Option<crate::games::nos::Game>) -> Option<usize> {
        let set_tile = self.view.hand().set_ends().map(|(a, b)| Tile::of(a, b));
        let want = choices::normalize(set, game, set_tile);
        self.ranking().iter().position(|r| (r.choice.set, r.choice.game) == want)
    }

    /// Runs on a thread of its own up to `total` samples per choice, sending the
    /// ranking after each batch: what a front end shows with a progress bar.
    pub fn spawn(mut self, total: u64) -> Running {
        let stop = Arc::new(AtomicBool::new(false));
        let (tx, updates) = mpsc::channel();
        let flag = stop.clone();
        let thread = std::thread::spawn(move || {
            self.run(total, &flag, |adv| {
                // A closed channel means nobody is watching any more: stop.
                let p = Progress { samples: adv.samples(), total, rows: adv.ranking() };
                if tx.send(p).is_err() {
                    flag.store(true, Ordering::Relaxed);
                }
            });
            self
        });
        Running { stop, updates, thread }
    }
}

/// One report of an advisor running on its thread.
#[derive(Clone, Debug)]
pub struct Progress {
    /// Samples per choice so far, out of `total`.
    pub samples: u64,
    pub total: u64,
    /// The ranking so far, best first.
    pub rows: Vec<Row>,
}

/// An advisor at work on its thread.
#[derive(Debug)]
pub struct Running {
    /// Set it to stop after the current batch.
    pub stop: Arc<AtomicBool>,
    /// One [`Progress`] per batch; the channel closes when the advisor is done.
    pub updates: mpsc::Receiver<Progress>,
    /// Joins to the advisor with everything it measured.
    pub thread: JoinHandle<Advisor>,
}
