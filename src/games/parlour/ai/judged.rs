//! The line games as the analysis and the hint judge them ([`Judged`]): the choices are
//! the legal actions, a deal is sampled from the seat's view (who passed and drew on
//! which ends included), each choice is played out to the end of the hand by the quick
//! `normal` player in every seat, and is worth the seat's account's gain over the mean
//! gain of the other accounts, as the strong player weighs it.

use super::strong::{playout, value};
use crate::core::chance::Dice;
use crate::core::judged::Judged;
use crate::core::Seat;
use crate::games::parlour::{Action, Actions, Events, Hand, View};

impl Judged for Hand {
    type View = View;
    type Choice = Action;

    /// A cost above 2 points (or chips) is a mistake.
    const BIG: f64 = 2.0;
    /// A match in a second or two.
    const SAMPLES: usize = 128;
    const HINT_SAMPLES: usize = 192;

    fn view_of(&self, seat: Seat) -> View {
        self.view(seat)
    }

    fn seat(view: &View) -> Seat {
        view.seat()
    }

    fn choices(view: &View, _played: Option<&Action>) -> Vec<Action> {
        view.legal().iter().copied().collect()
    }

    fn words(_view: &View, a: &Action) -> String {
        a.to_string()
    }

    fn sample(view: &View, rng: &mut Dice) -> Hand {
        view.sample(rng)
    }

    fn value(&self, seat: Seat, a: &Action) -> f64 {
        let mut g = self.clone();
        let (mut buf, mut ev) = (Actions::new(), Events::new());
        if g.apply_into(seat, *a, &mut ev).is_err() {
            return f64::NEG_INFINITY;
        }
        playout(&mut g, &mut buf, &mut ev);
        value(self, &g, seat)
    }
}
