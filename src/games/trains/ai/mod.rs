//! The train games' computer players, deciding from a seat's [`View`] only: the random
//! player (uniform over the legal actions, the easy level), the simple player (the
//! greedy reference and the normal level), who sheds its highest count first and
//! prefers its own train (a tile on one's own train keeps the others' trains closed to
//! it), then a double (it plays again); and the strong player ([`strong`]), who plans.

pub mod judged;
pub mod strong;
pub mod tournament;

pub use strong::strong;

use super::action::{Action, Place};
use super::round::Actions;
use super::view::View;
use rand::Rng;

/// The random player's choice; `None` when the seat is not on turn.
pub fn random(view: &View, rng: &mut impl Rng) -> Option<Action> {
    let mut buf = Actions::new();
    view.legal_into(&mut buf);
    (!buf.is_empty()).then(|| buf[rng.random_range(0..buf.len())])
}

/// The simple player's choice; `None` when the seat is not on turn.
pub fn simple(view: &View) -> Option<Action> {
    let mut buf = Actions::new();
    view.legal_into(&mut buf);
    buf.iter().copied().max_by_key(|a| worth(&view.rules, view.seat, *a))
}

/// Plays the round in play to its end with the simple player in every seat: the quick
/// playout the analysis and the hint judge a choice by.
pub fn playout(g: &mut crate::games::trains::Game) {
    use crate::core::Play;
    let (mut buf, mut ev) = (Actions::new(), crate::games::trains::Events::new());
    while let Some(s) = g.to_act() {
        g.legal_into(&mut buf);
        let rules = *g.rules();
        let Some(a) = buf.iter().copied().max_by_key(|a| worth(&rules, s, *a)) else { break };
        if g.apply_into(s, a, &mut ev).is_err() {
            break;
        }
    }
}

/// How much the simple player likes an action: the count shed first, its own train
/// next, a double after that; ties go to the last listed.
fn worth(rules: &crate::games::trains::Rules, seat: crate::core::Seat, a: Action) -> (u32, bool, bool) {
    match a {
        Action::Play { tile, place, .. } => (rules.count(tile), place == Place::Train(seat), tile.is_double()),
        Action::Draw | Action::Pass => (0, false, false),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{chance, Play};
    use crate::games::trains::{Game, Kind, Rules};

    /// Both players choose only legal actions, from the view, through whole games.
    #[test]
    fn the_players_choose_legal_actions_from_the_view() {
        for kind in [Kind::Mexican, Kind::Chicken] {
            for seed in 0..4 {
                let mut g = Game::seeded(Rules::of(kind, 4).unwrap(), seed);
                let mut rng = chance::dice(seed);
                while let Some(s) = g.to_act() {
                    let v = g.view(s);
                    let a = if s.0 % 2 == 0 { simple(&v) } else { random(&v, &mut rng) }.unwrap();
                    assert!(g.legal().contains(&a), "{a:?}");
                    g.apply(s, a).unwrap();
                }
                assert!(g.finished());
            }
        }
    }
}
