//! Practice at choosing the game: the library side of the terminal's practice mode.
//!
//! The front end deals a hand with you on set ([`Practice::deal`]), starts an
//! [`Advisor`] for it ([`Practice::advisor`]) on a thread while you choose, plays the
//! hand out move by move ([`Practice::step`], each move shown and paced by the front
//! end), and then scores your choice against the advisor's ranking ([`Practice::judge`]),
//! which adds it to the session's [`Score`].
//!
//! ```
//! use nos::games::nos::ai::practice::Practice;
//! use nos::core::Level;
//! use nos::games::nos::Action;
//! use nos::core::Seat;
//! let mut p = Practice::new(4, Level::Normal, 3);
//! let mut hand = p.deal();
//! let you = Seat(0);
//! // A seat without a double draws its set tile: the only legal action.
//! if hand.legal()[..] == [Action::Draw] {
//!     hand.apply(you, Action::Draw).unwrap();
//! }
//! let mut adv = p.advisor(&hand);
//! adv.refine(30); // the front end refines on a thread, showing progress
//! // Your set and game (here: the first listed), then the computer plays it out.
//! let mine = adv.choices()[0];
//! for a in mine.actions() {
//!     hand.apply(you, a).unwrap();
//! }
//! while p.step(&mut hand).is_some() {}
//! let verdict = p.judge(&adv, mine.set, mine.game, &hand);
//! assert!(verdict.rank < verdict.of);
//! assert_eq!(p.score.hands, 1);
//! ```

use super::advisor::{Advisor, Row};
use super::{decide, Level};
use crate::core::chance::{self, Dice};
use crate::core::{Seat, Tile};
use crate::games::nos::deal;
use crate::games::nos::{Action, Events, Game, Hand, Options, Phase};
use rand::Rng;

/// A practice session: you sit in seat 0, always on set.
#[derive(Clone, Debug)]
pub struct Practice {
    pub players: u8,
    /// The level of the computer opponents (and of your seat once the game is named).
    pub opponents: Level,
    pub score: Score,
    dice: Dice,
    seed: u64,
    /// The actions of the hand in play, for the computer seats' reading of it.
    history: Vec<(Seat, Action)>,
}

/// The session's running score.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Score {
    pub hands: u32,
    /// Hands in which your choice was the advisor's first.
    pub best: u32,
    /// Chips your choices gave up against the advisor's best, by its estimates.
    pub cost: f64,
    /// Chips you actually won or lost over the hands.
    pub chips: i64,
}

/// How one choice stood.
#[derive(Clone, Copy, Debug)]
pub struct Verdict {
    /// Your choice's place in the ranking, from 0.
    pub rank: usize,
    /// How many choices were ranked.
    pub of: usize,
    pub yours: Row,
    pub best: Row,
    /// Mean chips your choice gives up against the best (0 when it is the best).
    pub cost: f64,
    /// What the hand actually brought you.
    pub chips: i32,
}

impl Practice {
    pub fn new(players: u8, opponents: Level, seed: u64) -> Practice {
        Practice { players, opponents, score: Score::default(), dice: chance::dice(seed), seed, history: Vec::new() }
    }

    /// The next hand: a later hand of a session (not the first), 500 chips each, you
    /// on set in seat 0.
    pub fn deal(&mut self) -> Hand {
        let n = self.players;
        let deal = deal::deal(&mut self.dice, n as usize);
        self.history.clear();
        Hand::new(&deal, Seat(0), false, &vec![500; n as usize], Options::default()).expect("a valid deal")
    }

    /// An advisor for your choice in `hand` (before your set, or after it and before
    /// the announcement), seeded from the session.
    ///
    /// # Panics
    /// If you are not on set before the announcement.
    pub fn advisor(&self, hand: &Hand) -> Advisor {
        let seed = crate::core::stat::stream(self.seed, self.score.hands as u64);
        Advisor::new(hand.view(Seat(0)), seed).expect("seat 0 is on set before the announcement")
    }

    /// One computer move for whichever seat is to act, your seat included (played at
    /// the opponents' level); `None` once the hand is over.
    pub fn step(&mut self, hand: &mut Hand) -> Option<(Seat, Action, Events)> {
        let seat = hand.to_act()?;
        if self.history.is_empty() {
            self.history = opening(hand);
        }
        let mut rng = chance::dice(self.dice.random());
        let a = decide(&hand.view(seat), &self.history, self.opponents, &mut rng)?;
        let ev = hand.apply(seat, a).expect("a computer player picks a legal action");
        self.history.push((seat, a));
        Some((seat, a, ev))
    }

    /// Scores your `set` (as you wrote it; `None` if you set before asking) and `game`
    /// against the ranking, once `hand` is over, and adds it to the session's score.
    pub fn judge(&mut self, adv: &Advisor, set: Option<(u8, u8)>, game: Option<Game>, hand: &Hand) -> Verdict {
        let rows = adv.ranking();
        let rank = adv.rank_of(set, game).unwrap_or(rows.len() - 1);
        let (yours, best) = (rows[rank], rows[0]);
        let cost = (best.stat.mean() - yours.stat.mean()).max(0.0);
        let chips = hand.chips()[0] - 500;
        self.score.hands += 1;
        self.score.best += (rank == 0) as u32;
        self.score.cost += cost;
        self.score.chips += chips as i64;
        Verdict { rank, of: rows.len(), yours, best, cost, chips }
    }
}

/// What the seat on set did before the computer took over: drew its set tile (when
/// it is not among the tiles dealt), and set it. The game it named needs no entry:
/// the layout shows the game's rules.
fn opening(hand: &Hand) -> Vec<(Seat, Action)> {
    let s = hand.on_set();
    let set = hand.set_ends();
    let drawn = match hand.phase() {
        Phase::Set { drawn } => drawn.is_some(),
        _ => set.is_some_and(|(a, b)| !hand.dealt(s).contains(Tile::of(a, b))),
    };
    let mut out = Vec::new();
    if drawn {
        out.push((s, Action::Draw));
    }
    if let Some((first, second)) = set {
        out.push((s, Action::Set { first, second }));
    }
    out
}
