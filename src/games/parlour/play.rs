//! A hand and a match of a line game keep the [`Play`] contract. Their random player
//! picks by counting legal actions from tile masks, with the same chance for each as a
//! uniform pick from the list.

use super::action::{Action, Event, Events, Refusal};
use super::game::Match;
use super::hand::Hand;
use super::legal::Actions;
use super::view::View;
use crate::core::action_text::{ActionText, Words};
use crate::core::play::Play;
use crate::core::seat::Seat;
use rand::Rng;

impl Play for Hand {
    type Action = Action;
    type Event = Event;
    type Refusal = Refusal;
    type View = View;
    type Actions = Actions;
    type Events = Events;

    fn seats(&self) -> u8 {
        self.rules().n
    }
    fn to_act(&self) -> Option<Seat> {
        Hand::to_act(self)
    }
    fn legal_into(&self, out: &mut Actions) {
        Hand::legal_into(self, out)
    }
    fn apply_into(&mut self, seat: Seat, action: Action, events: &mut Events) -> Result<(), Refusal> {
        Hand::apply_into(self, seat, action, events)
    }
    fn view(&self, seat: Seat) -> View {
        View::of(self, seat)
    }
    /// The score (or chips) of the seat's account: its own, or its side's.
    fn score(&self, seat: Seat) -> i64 {
        i64::from(self.scores()[self.rules().account(seat) as usize])
    }
    fn random_action(&self, rng: &mut impl Rng, _buf: &mut Actions) -> Option<Action> {
        Hand::random_action(self, rng)
    }
    fn random_step(&mut self, rng: &mut impl Rng, _buf: &mut Actions, ev: &mut Events) -> Option<(Seat, Action)> {
        Hand::random_step(self, rng, ev)
    }
    fn playout(&mut self, rng: &mut impl Rng) -> usize {
        Hand::playout(self, rng)
    }
}

/// A match acts as its hand in play; between hands nobody acts until the next deal
/// ([`Match::needs_deal`]), and [`Play::is_over`] says whether the match is over.
impl Play for Match {
    type Action = Action;
    type Event = Event;
    type Refusal = Refusal;
    type View = View;
    type Actions = Actions;
    type Events = Events;

    fn seats(&self) -> u8 {
        self.rules().n
    }
    fn to_act(&self) -> Option<Seat> {
        self.hand().to_act()
    }
    fn legal_into(&self, out: &mut Actions) {
        self.hand().legal_into(out)
    }
    fn apply_into(&mut self, seat: Seat, action: Action, events: &mut Events) -> Result<(), Refusal> {
        Match::apply_into(self, seat, action, events)
    }
    fn view(&self, seat: Seat) -> View {
        View::of(self.hand(), seat)
    }
    fn score(&self, seat: Seat) -> i64 {
        self.hand().score(seat)
    }
    fn is_over(&self) -> bool {
        self.finished()
    }
    fn random_action(&self, rng: &mut impl Rng, _buf: &mut Actions) -> Option<Action> {
        self.hand().random_action(rng)
    }
    fn random_step(&mut self, rng: &mut impl Rng, _buf: &mut Actions, ev: &mut Events) -> Option<(Seat, Action)> {
        Match::random_step(self, rng, ev)
    }
    fn playout(&mut self, rng: &mut impl Rng) -> usize {
        Match::playout(self, rng)
    }
}

impl ActionText for Hand {
    fn words(&self, action: Action) -> Words {
        action.words()
    }
}

impl ActionText for Match {
    fn words(&self, action: Action) -> Words {
        action.words()
    }
}
