//! How far a seat's chips may go. A record holds at most [`LIMIT`] in size (so that no
//! sum over a session overflows), and the program never plays a session to chips a
//! record could not hold: a penalty that would take a seat past [`PLAY_LIMIT`] is
//! refused, and no hand starts with a seat past it, so the session ends there. What
//! one hand's ordinary payments can add, [`HAND_MOST`], still fits under [`LIMIT`].

use crate::core::seat::Seat;

/// The most chips a record may give a seat, in size.
pub const LIMIT: i64 = 1_000_000;

/// More than the ordinary payments of one hand (everything but penalties) can move one
/// seat's chips, either way. Counted loosely from Appendix A of `rules.md`: the set (at
/// most 56), declarations (a declarer receives at most 4 x 500; a seat pays at most two
/// declarers, 1,000), doubles at once and on the predecessor's tile (under 100), nos
/// (20), a close after each of at most 28 plays (at most 28 x 160 paid, 28 x 80
/// received) and the final count (at most 4 x 168): under 6,300 either way.
pub const HAND_MOST: i64 = 10_000;

/// The most chips, in size, a seat may have when a hand starts or a penalty is
/// charged: the rest of the hand's payments then keep it within [`LIMIT`].
pub const PLAY_LIMIT: i32 = (LIMIT - HAND_MOST) as i32;

/// Whether a seat may hold `chips` where a hand starts or a penalty is charged.
pub fn playable(chips: i64) -> bool {
    (-(PLAY_LIMIT as i64)..=PLAY_LIMIT as i64).contains(&chips)
}

/// The first seat of `chips` past [`PLAY_LIMIT`], with its chips.
pub fn past(chips: &[i32]) -> Option<(Seat, i32)> {
    chips.iter().position(|&c| !playable(c as i64)).map(|i| (Seat(i as u8), chips[i]))
}
