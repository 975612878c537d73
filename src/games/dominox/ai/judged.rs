//! Dominox as the analysis and the hint judge it ([`Judged`]): the choices weighed are
//! the `normal` player's best few and the one played (a board offers dozens of
//! placements, most plainly poor); each is played out with `normal` on both sides on
//! deals sampled from the seat's view, and is worth the seat's final margin in area
//! points.

use super::normal;
use super::strong::play_out;
use crate::core::chance::Dice;
use crate::core::judged::Judged;
use crate::core::{Play, Seat};
use crate::games::dominox::moves::Actions;
use crate::games::dominox::{Action, Dominox, View};

/// The `normal` player's candidates weighed beside the one played.
pub const CANDIDATES: usize = 6;

impl Judged for Dominox {
    type View = View;
    type Choice = Action;

    /// A cost above 2 area points is a mistake.
    const BIG: f64 = 2.0;
    /// A game in a few seconds: its playouts are slow.
    const SAMPLES: usize = 32;
    const HINT_SAMPLES: usize = 32;

    fn view_of(&self, seat: Seat) -> View {
        self.view(seat)
    }

    fn seat(view: &View) -> Seat {
        view.seat()
    }

    fn choices(view: &View, played: Option<&Action>) -> Vec<Action> {
        let mut legal = Actions::new();
        view.legal_into(&mut legal);
        if legal.len() < 2 {
            return legal.to_vec();
        }
        let mut out: Vec<Action> = normal::ranked::<CANDIDATES>(view, &legal).iter().map(|c| c.0).collect();
        if let Some(&p) = played.filter(|p| !out.contains(p)) {
            out.push(p);
        }
        out
    }

    fn words(_view: &View, a: &Action) -> String {
        a.to_string()
    }

    fn sample(view: &View, rng: &mut Dice) -> Dominox {
        view.sample(rng)
    }

    fn value(&self, seat: Seat, a: &Action) -> f64 {
        let mut g = self.clone();
        if g.apply(seat, *a).is_err() {
            return f64::NEG_INFINITY;
        }
        play_out(&mut g);
        let s = g.scores();
        let me = seat.index();
        s[me] as f64 - s[1 - me] as f64
    }
}
