//! A hand of Nos keeps the [`Play`] contract; its random player picks the announced
//! game's number first, so that every game is played about as often as the set tile
//! allows (a uniform pick would favour the games with many labellings).

use super::action::{Action, Event, Events};
use super::error::Refusal;
use super::hand::{Actions, Hand};
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
        Hand::seats(self)
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
        Hand::view(self, seat)
    }
    /// The seat's chips.
    fn score(&self, seat: Seat) -> i64 {
        i64::from(self.chips()[seat.index()])
    }
    /// Decoded from tile masks with the same draws as [`pick`] over the legal list
    /// (`buf` is not needed).
    fn random_action(&self, rng: &mut impl Rng, _buf: &mut Actions) -> Option<Action> {
        Hand::random_action(self, rng)
    }
    /// The random action applied without re-checking it ([`Hand::random_step_into`]).
    fn random_step(&mut self, rng: &mut impl Rng, _buf: &mut Actions, events: &mut Events) -> Option<(Seat, Action)> {
        Hand::random_step_into(self, rng, events)
    }
}

/// A uniformly random legal action, except that an announcement picks the game's
/// number first.
pub fn pick(legal: &[Action], rng: &mut impl Rng) -> Action {
    if let Some(Action::Announce(_)) = legal.first() {
        let mut numbers = [false; 18];
        for a in legal {
            if let Action::Announce(g) = a {
                numbers[g.number() as usize] = true;
            }
        }
        let avail: arrayvec::ArrayVec<u8, 17> = (1..=17u8).filter(|&n| numbers[n as usize]).collect();
        let n = avail[rng.random_range(0..avail.len())];
        let of_n: arrayvec::ArrayVec<Action, 256> =
            legal.iter().copied().filter(|a| matches!(a, Action::Announce(g) if g.number() == n)).collect();
        return of_n[rng.random_range(0..of_n.len())];
    }
    legal[rng.random_range(0..legal.len())]
}

impl ActionText for Hand {
    fn words(&self, action: Action) -> Words {
        action.words()
    }
}
