//! The `strong` player: search by sampling. It takes `normal`'s best few placements,
//! deals the tiles it cannot see at random many times (consistently with its view:
//! the opponent holds as many as it does, the rest lie in the boneyard in a random
//! order), plays each candidate out on every deal with `normal` on both sides, and
//! keeps the candidate with the best mean final margin.

use super::normal;
use crate::core::stat::stream;
use crate::core::{chance, Play};
use crate::games::dominox::game::Dominox;
use crate::games::dominox::moves::Actions;
use crate::games::dominox::placement::Action;
use crate::games::dominox::view::View;
use rand::Rng;

/// Candidates weighed per decision.
pub const CANDIDATES: usize = 6;
/// Deals of the unseen tiles per decision; every candidate is played out on each.
pub const SAMPLES: u64 = 24;

/// The strong player's action, when the view's seat is to act.
pub fn act(v: &View, rng: &mut impl Rng) -> Option<Action> {
    let mut legal = Actions::new();
    v.legal_into(&mut legal);
    if legal.len() <= 1 {
        return legal.first().copied();
    }
    search(v, &legal, SAMPLES, rng).first().map(|&(a, _)| a)
}

/// `normal`'s best few of `legal` (not empty), each played out on `samples` deals of
/// the unseen tiles: the candidates with their mean final margin for the seat, the
/// one taken first (the best, the first of equals in `normal`'s order).
pub fn search(v: &View, legal: &[Action], samples: u64, rng: &mut impl Rng) -> Vec<(Action, f64)> {
    let cands = normal::ranked::<CANDIDATES>(v, legal);
    if cands.len() == 1 {
        return vec![(cands[0].0, 0.0)];
    }
    let seat = v.seat();
    let seed = rng.random::<u64>();
    let mut sums = [0i64; CANDIDATES];
    for i in 0..samples {
        let deal = v.sample(&mut chance::dice(stream(seed, i)));
        for (k, &(a, _)) in cands.iter().enumerate() {
            let mut g = deal.clone();
            g.apply(seat, a).expect("a legal candidate");
            play_out(&mut g);
            let s = g.scores();
            sums[k] += s[seat.index()] as i64 - s[1 - seat.index()] as i64;
        }
    }
    let best = (0..cands.len()).fold(0, |b, k| if sums[k] > sums[b] { k } else { b });
    let n = samples.max(1) as f64;
    let mut out: Vec<(Action, f64)> = cands.iter().enumerate().map(|(k, &(a, _))| (a, sums[k] as f64 / n)).collect();
    out.swap(0, best);
    out
}

/// Plays `g` to its end with `normal` in both seats, each deciding from its own view.
pub fn play_out(g: &mut Dominox) {
    while let Some(s) = g.to_act() {
        let a = normal::act(&g.view(s)).expect("the seat to act has an action");
        g.apply(s, a).expect("normal picks a legal action");
    }
}
