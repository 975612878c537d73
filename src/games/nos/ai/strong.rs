//! The `strong` player: search by sampling. For the decisions that matter (the set,
//! the game, a turn with more than one play, declaring, immediate doubles, and a close
//! that might be right) it deals the unseen tiles at random, plays each candidate out
//! with `normal` players, and takes the best mean. Everything else it decides as
//! `normal` does.
//!
//! It deals the unseen tiles as the public history allows ([`super::infer`],
//! [`super::sample`]): a seat that passed holds nothing that fitted then, one that drew
//! probably held nothing, and so on. Without a history (`strong-old`, kept to measure
//! against) it deals them uniformly.

use super::choices;
use super::infer;
use super::normal;
use super::rollout::play_out;
use super::sample::Sampler;
use crate::core::chance::{self, Dice};
use crate::core::Seat;
use crate::games::nos::{Action, Actions, Events, Hand, Phase, View};
use rand::Rng;

/// Rollouts per candidate play in a turn.
const PLAY_ROLLOUTS: usize = 120;
/// Rollouts per candidate in the rounds of the opening search; after each round the
/// better part of the candidates goes on.
const OPENING_ROUNDS: [(usize, usize); 3] = [(24, 8), (72, 3), (144, 1)];

/// Where the deals of one search come from.
pub(crate) enum Deals<'a> {
    /// Uniform over the unseen tiles: the `i`th deal from stream `i` of the seed.
    Uniform(&'a View, u64),
    /// As the history allows, one after another.
    Inferred(Box<(Sampler, Dice)>),
}

impl<'a> Deals<'a> {
    /// Deals for a search seeded with `seed`: inferred from `history` when there is one
    /// that tells this hand's story, else uniform.
    pub(crate) fn new(view: &'a View, history: Option<&[(Seat, Action)]>, seed: u64) -> Deals<'a> {
        let Some(clues) = history.and_then(|h| infer::read(view, h)) else { return Deals::Uniform(view, seed) };
        let mut rng = chance::dice(seed);
        match Sampler::new(view, &clues, &mut rng) {
            Some(s) => Deals::Inferred(Box::new((s, rng))),
            None => Deals::Uniform(view, seed),
        }
    }

    /// The `i`th deal (the sampler gives them in order).
    pub(crate) fn deal(&mut self, i: usize) -> Hand {
        match self {
            Deals::Uniform(view, seed) => view.sample(&mut chance::dice(crate::core::stat::stream(*seed, i as u64))),
            Deals::Inferred(b) => {
                let (s, rng) = &mut **b;
                s.next(rng)
            }
        }
    }
}

/// The strong player's action; `legal` is the view's legal list (not empty) and
/// `history` every action of the hand so far (`None`: deal the unseen tiles uniformly,
/// as `strong-old` does).
pub fn act(view: &View, history: Option<&[(Seat, Action)]>, legal: &[Action], rng: &mut impl Rng) -> Action {
    let h = view.hand();
    let seat = view.seat();
    if legal.len() == 1 {
        return legal[0];
    }
    match h.phase() {
        Phase::Set { .. } | Phase::Announce => opening(view, history, rng),
        Phase::Turn { .. } => {
            // Drawing by choice is a candidate too: a draw may bring a paid double.
            let plays: Vec<Vec<Action>> =
                legal.iter().filter(|a| matches!(a, Action::Play { .. } | Action::Draw)).map(|&a| vec![a]).collect();
            if plays.len() <= 1 || legal.iter().all(|a| !matches!(a, Action::Play { .. })) {
                return normal::act(h, seat, legal);
            }
            let mut deals = Deals::new(view, history, rng.random::<u64>());
            let scores = rollouts(view, &mut deals, &plays, 0, PLAY_ROLLOUTS);
            plays[best(&scores)][0]
        }
        // Optional decisions: declaring shows one's doubles, an immediate double costs a
        // wait; search them.
        Phase::Declare { .. } | Phase::Immediate { .. } => search(view, history, legal, rng),
        // A close that might be right: nothing of one's own fits, and at most two unseen
        // tiles do (they may be the last two, which never come into play).
        Phase::AfterPlay { .. } if close_in_doubt(h, seat) => search(view, history, legal, rng),
        _ => normal::act(h, seat, legal),
    }
}

fn close_in_doubt(h: &Hand, seat: Seat) -> bool {
    let Some(l) = h.layout() else { return false };
    let fit = l.playable();
    fit.inter(h.hand(seat)).is_empty() && fit.inter(normal::unseen(h, seat)).len() <= 2
}

/// Each legal action played out, the best mean taken.
fn search(view: &View, history: Option<&[(Seat, Action)]>, legal: &[Action], rng: &mut impl Rng) -> Action {
    let seqs: Vec<Vec<Action>> = legal.iter().map(|&a| vec![a]).collect();
    let mut deals = Deals::new(view, history, rng.random::<u64>());
    let scores = rollouts(view, &mut deals, &seqs, 0, PLAY_ROLLOUTS);
    legal[best(&scores)]
}

/// The set or the game, by successive halving over the merged choices.
fn opening(view: &View, history: Option<&[(Seat, Action)]>, rng: &mut impl Rng) -> Action {
    let cands: Vec<Vec<Action>> = choices::of(view.hand()).iter().map(|c| c.actions().collect()).collect();
    let mut deals = Deals::new(view, history, rng.random::<u64>());
    let mut alive: Vec<usize> = (0..cands.len()).collect();
    let mut sums = vec![0i64; cands.len()];
    let mut from = 0;
    for (n, keep) in OPENING_ROUNDS {
        let seqs: Vec<Vec<Action>> = alive.iter().map(|&i| cands[i].clone()).collect();
        let s = rollouts(view, &mut deals, &seqs, from, n);
        for (k, &i) in alive.iter().enumerate() {
            sums[i] += s[k];
        }
        from += n;
        alive.sort_by_key(|&i| std::cmp::Reverse(sums[i]));
        alive.truncate(keep.max(1));
    }
    cands[alive[0]][0]
}

fn best(scores: &[i64]) -> usize {
    let mut b = 0;
    for (i, &s) in scores.iter().enumerate() {
        if s > scores[b] {
            b = i;
        }
    }
    b
}

/// The seat's total chips over `n` sampled deals (numbers `from..from + n`) after each
/// action sequence, every sequence on the same deals.
fn rollouts(view: &View, deals: &mut Deals, seqs: &[Vec<Action>], from: usize, n: usize) -> Vec<i64> {
    let seat = view.seat();
    let before = view.hand().chips()[seat.index()] as i64;
    let mut sums = vec![0i64; seqs.len()];
    let mut legal = Actions::new();
    let mut ev = Events::new();
    for i in from..from + n {
        let deal = deals.deal(i);
        for (seq, sum) in seqs.iter().zip(sums.iter_mut()) {
            let mut h = deal.clone();
            for &a in seq {
                h.apply_into(seat, a, &mut ev).expect("a legal action");
            }
            play_out(&mut h, &mut legal, &mut ev);
            *sum += h.chips()[seat.index()] as i64 - before;
        }
    }
    sums
}
