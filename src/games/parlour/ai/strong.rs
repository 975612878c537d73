//! The strong level: determinized search from the seat's view. Each sample deals the
//! unseen tiles at random consistently with the view, history included
//! ([`View::sample`]); every
//! candidate is played on the same samples, and the hand is played out with the quick
//! normal player in every seat (each deciding from its own knowledge of the sampled
//! hand). The candidate with the best mean for the seat's account (its side, for
//! partners) over the others' mean is taken.

use super::normal::{self, Depth};
use super::seen::Seen;
use crate::core::seat::{Seat, MAX_TABLE};
use crate::games::parlour::preset::Award;
use crate::games::parlour::{Action, Actions, Events, Hand, View};
use rand::Rng;

/// Playouts per decision, shared among the candidates.
pub const BUDGET: u32 = 480;
/// Samples per candidate, at least and at most.
pub const MIN_SAMPLES: u32 = 24;
pub const MAX_SAMPLES: u32 = 160;
/// How many standard errors a candidate's mean lead over the normal player's choice
/// must reach for the search to overrule it.
pub const CONFIDENCE: f64 = 1.0;

/// Whether the samples read the history (who passed and drew on which ends).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Deals {
    /// Consistent with the whole view ([`View::sample`]).
    Informed,
    /// The unseen tiles dealt uniformly ([`View::sample_blind`]): `strong-old`.
    Blind,
}

/// The best of the legal actions by playouts.
pub fn act(view: &View, legal: &[Action], deals: Deals, rng: &mut impl Rng) -> Option<Action> {
    if legal.len() <= 1 {
        return legal.first().copied();
    }
    Some(legal[search(view, legal, deals, samples(legal.len()), rng).best])
}

/// What a search found: each candidate's mean value for the seat, and the one taken.
#[derive(Clone, Debug, PartialEq)]
pub struct Search {
    /// Per legal action, in its order: the mean over the samples (`-inf` when it was not
    /// legal on a sample).
    pub means: Vec<f64>,
    pub best: usize,
}

/// Samples per candidate at the player's own budget: [`BUDGET`] shared among `n`
/// candidates, within [`MIN_SAMPLES`] and [`MAX_SAMPLES`].
pub fn samples(n: usize) -> u32 {
    (BUDGET / n.max(1) as u32).clamp(MIN_SAMPLES, MAX_SAMPLES)
}

/// Plays every legal action out on the same `samples` samples (at least 1). `legal` is
/// not empty.
pub fn search(view: &View, legal: &[Action], deals: Deals, samples: u32, rng: &mut impl Rng) -> Search {
    let samples = samples.max(1);
    let me = view.seat();
    // The normal player's choice: in a pool game left only for a candidate the
    // playouts show better beyond their noise. Where skill moves little (Tiddly-Wink's
    // crowded tables) a search that follows its noise gives back what it finds.
    let anchor = normal::act(&Seen::of_view(view), legal, Depth::Full)
        .and_then(|a| legal.iter().position(|&x| x == a))
        .unwrap_or(0);
    let mut totals = vec![0.0f64; legal.len()];
    // Per candidate, the sum of squares of its lead over the anchor, sample by sample.
    let mut squares = vec![0.0f64; legal.len()];
    let mut vals = vec![0.0f64; legal.len()];
    let mut ev = Events::new();
    let mut buf = Actions::new();
    for _ in 0..samples {
        let h = match deals {
            Deals::Informed => view.sample(rng),
            Deals::Blind => view.sample_blind(rng),
        };
        for (i, &a) in legal.iter().enumerate() {
            let mut g = h.clone();
            if g.apply_into(me, a, &mut ev).is_err() {
                // Not legal on this sample (it is on every sample): never chosen.
                vals[i] = f64::NEG_INFINITY;
                continue;
            }
            playout(&mut g, &mut buf, &mut ev);
            vals[i] = value(&h, &g, me);
        }
        for i in 0..legal.len() {
            totals[i] += vals[i];
            let d = vals[i] - vals[anchor];
            squares[i] += d * d;
        }
    }
    let mut best = 0;
    for i in 1..legal.len() {
        if totals[i] > totals[best] {
            best = i;
        }
    }
    let n = samples as f64;
    // Only where a hand's whole worth is one pool to one winner: there candidates
    // differ little against the playouts' noise (measured: Tiddly-Wink gains, while
    // Sniff, scoring during play, lost nearly half its lead when held to it).
    if view.rules().preset.award == Award::Pool && best != anchor && totals[anchor].is_finite() {
        let lead = (totals[best] - totals[anchor]) / n;
        let spread = (squares[best] / n - lead * lead).max(0.0);
        if lead <= CONFIDENCE * (spread / n).sqrt() {
            best = anchor;
        }
    }
    Search { means: totals.iter().map(|t| t / n).collect(), best }
}

/// Plays a hand to its end with the quick normal player in every seat.
pub fn playout(g: &mut Hand, buf: &mut Actions, ev: &mut Events) {
    while let Some(s) = g.to_act() {
        g.legal_into(buf);
        let Some(a) = normal::act(&Seen::of_hand(g, s), buf, Depth::Quick) else { break };
        if g.apply_into(s, a, ev).is_err() {
            break;
        }
    }
}

/// What the hand from `before` to `after` was worth to `seat`: its account's gain
/// over the mean gain of the other accounts.
pub fn value(before: &Hand, after: &Hand, seat: Seat) -> f64 {
    let rules = before.rules();
    let k = rules.accounts() as usize;
    let mine = rules.account(seat) as usize;
    let mut gain = [0i64; MAX_TABLE];
    for (a, g) in gain.iter_mut().enumerate().take(k) {
        *g = (after.scores()[a] - before.scores()[a]) as i64;
    }
    let others: i64 = (0..k).filter(|&a| a != mine).map(|a| gain[a]).sum();
    gain[mine] as f64 - others as f64 / (k - 1).max(1) as f64
}
