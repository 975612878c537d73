//! The train games as the analysis and the hint judge them ([`Judged`]): the choices
//! are the legal actions, a position is sampled from the seat's view, each choice is
//! played out to the end of the round by the simple player in every seat, and is worth
//! the other seats' mean count less the seat's own (lower totals win: a count kept
//! low is worth more).

use super::playout;
use crate::core::chance::Dice;
use crate::core::judged::Judged;
use crate::core::{Play, Seat};
use crate::games::trains::{Action, Events, Game, Place, View};

impl Judged for Game {
    type View = View;
    type Choice = Action;

    /// A round's count moves by whole tiles of up to 24: a choice that keeps 5 more
    /// than the best is a mistake.
    const BIG: f64 = 5.0;
    /// A round's playout is long (up to 91 tiles): a 4-player game in seconds.
    const SAMPLES: usize = 32;
    const HINT_SAMPLES: usize = 64;

    fn view_of(&self, seat: Seat) -> View {
        self.view(seat)
    }

    fn seat(view: &View) -> Seat {
        view.seat
    }

    fn choices(view: &View, _played: Option<&Action>) -> Vec<Action> {
        let mut out = crate::games::trains::Actions::new();
        view.legal_into(&mut out);
        out.to_vec()
    }

    fn words(view: &View, a: &Action) -> String {
        words(view.seat, a)
    }

    fn sample(view: &View, rng: &mut Dice) -> Game {
        view.sample(rng)
    }

    fn value(&self, seat: Seat, a: &Action) -> f64 {
        let mut g = self.clone();
        if g.apply_into(seat, *a, &mut Events::new()).is_err() {
            return f64::NEG_INFINITY;
        }
        playout(&mut g);
        let n = self.rules().players;
        let counts: Vec<f64> = (0..n).map(|s| f64::from(g.round().count(Seat(s)))).collect();
        let others = counts.iter().enumerate().filter(|&(s, _)| s != seat.index()).map(|(_, c)| c).sum::<f64>();
        others / f64::from(n - 1).max(1.0) - counts[seat.index()]
    }
}

/// An action of `seat` in words: the tile with its touching number first, and where it
/// goes (seats counted from 1, as the report names them).
pub fn words(seat: Seat, a: &Action) -> String {
    match *a {
        Action::Play { tile, touch, place } => {
            let t = format!("{touch}-{}", Action::far(tile, touch));
            match place {
                Place::Train(s) if s == seat => format!("{t} on own train"),
                Place::Train(s) => format!("{t} on seat {}'s train", s.0 + 1),
                Place::Mexican => format!("{t} on the Mexican train"),
                Place::At(at) => format!("{t} at {at}"),
            }
        }
        Action::Draw => "draw".into(),
        Action::Pass => "pass".into(),
    }
}
