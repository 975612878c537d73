//! A Nos decision as the analysis judges it ([`Decision`]): its choices (each a run of
//! actions: the opening's set and game go together), deals sampled from the seat's view
//! and the hand's history (what the others' draws and passes tell), each choice played
//! out with `normal` players, and worth the seat's chips won to the end of the hand.

use super::rollout::play_out;
use super::strong::Deals;
use crate::core::judged::{Decision, Samples};
use crate::core::Seat;
use crate::games::nos::{Action, Actions, Events, Hand, View};

/// One decision of a hand: the state, the choices in words with their actions, and the
/// one taken.
pub struct Task {
    /// The hand, from 0.
    pub hand: usize,
    /// The action's index in the record's hand (declines left unwritten).
    pub action: usize,
    /// Its index in the hand's log (declines included): where its samples come from.
    pub at: usize,
    pub real: Hand,
    pub seat: Seat,
    pub history: Vec<(Seat, Action)>,
    pub choices: Vec<(String, Vec<Action>)>,
    pub played: usize,
    view: View,
}

impl Task {
    /// The decision of `seat` at `real`.
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        (hand, action, at): (usize, usize, usize),
        real: Hand,
        seat: Seat,
        history: Vec<(Seat, Action)>,
        choices: Vec<(String, Vec<Action>)>,
        played: usize,
    ) -> Task {
        let view = real.view(seat);
        Task { hand, action, at, real, seat, history, choices, played, view }
    }

    /// What choice `c` wins the seat played out from `h`.
    fn value(&self, h: &Hand, c: usize) -> f64 {
        let before = self.real.chips()[self.seat.index()] as f64;
        let mut h = h.clone();
        let (mut legal, mut ev) = (Actions::new(), Events::new());
        for &a in &self.choices[c].1 {
            if h.apply_into(self.seat, a, &mut ev).is_err() {
                return f64::NEG_INFINITY;
            }
        }
        play_out(&mut h, &mut legal, &mut ev);
        h.chips()[self.seat.index()] as f64 - before
    }
}

impl Decision for Task {
    fn hand(&self) -> usize {
        self.hand
    }
    fn action(&self) -> usize {
        self.action
    }
    fn key(&self) -> (usize, usize) {
        (self.hand, self.at)
    }
    fn seat(&self) -> Seat {
        self.seat
    }
    fn choices(&self) -> usize {
        self.choices.len()
    }
    fn played(&self) -> usize {
        self.played
    }
    fn words(&self, c: usize) -> String {
        self.choices[c].0.clone()
    }
    fn samples(&self, seed: u64) -> Box<dyn Samples + '_> {
        Box::new(Sampled { deals: Deals::new(&self.view, Some(&self.history), seed), i: 0, cur: None, task: self })
    }
    fn real(&self, c: usize) -> f64 {
        self.value(&self.real, c)
    }
}

struct Sampled<'a> {
    deals: Deals<'a>,
    i: usize,
    cur: Option<Hand>,
    task: &'a Task,
}

impl Samples for Sampled<'_> {
    fn next(&mut self) {
        self.cur = Some(self.deals.deal(self.i));
        self.i += 1;
    }
    fn value(&self, c: usize) -> f64 {
        self.cur.as_ref().map_or(f64::NEG_INFINITY, |h| self.task.value(h, c))
    }
}
