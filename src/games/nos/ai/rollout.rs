//! Playing a hand to its end with `normal` players in every seat: the yardstick of
//! the advisor and of the strong player.

use super::normal;
use crate::games::nos::{Actions, Events, Hand};

/// Plays `hand` to the end with `normal` in every seat; `legal` and `ev` are scratch
/// buffers, reused so a rollout never allocates.
pub fn play_out(hand: &mut Hand, legal: &mut Actions, ev: &mut Events) {
    while let Some(seat) = hand.to_act() {
        let a = normal::act_unlisted(hand, seat, legal);
        hand.apply_chosen(seat, a, ev).expect("the normal player picks a legal action");
    }
}
