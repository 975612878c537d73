//! What one seat may know: its own tiles and everything public. Computer players and
//! the advisor get a [`View`], never the hand itself.

use super::hand::Actions;
use super::hand::Hand;
use crate::core::seat::Seat;
use crate::core::tile::{Tile, TileSet};
use rand::seq::SliceRandom;
use rand::Rng;

/// One seat's knowledge of a hand.
///
/// Inside is a hand in which every tile this seat cannot see (other seats' hidden
/// tiles and the boneyard) has been replaced by a fixed arrangement of the unseen
/// tiles that depends only on what the seat knows. Two hands that differ only in
/// hidden tiles give equal views, so nothing decided from a view can depend on them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    seat: Seat,
    hand: Hand,
}

impl View {
    /// The view of `seat`.
    pub fn of(hand: &Hand, seat: Seat) -> View {
        let unseen = Self::unseen_in(hand, seat);
        View { seat, hand: deal_hidden(hand, seat, unseen.iter()) }
    }

    /// The tiles `seat` cannot see in `hand`: other seats' tiles not shown, and the
    /// boneyard.
    pub fn unseen_in(hand: &Hand, seat: Seat) -> TileSet {
        let mut seen = hand.hand(seat);
        if let Some(l) = hand.layout() {
            seen = seen.union(l.tiles());
        } else if let Some((a, b)) = hand.set_ends() {
            seen.insert(Tile::of(a, b));
        }
        for i in 0..hand.seats() {
            seen = seen.union(hand.shown(Seat(i)));
        }
        TileSet::FULL.minus(seen)
    }

    /// The seat whose view this is.
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// The public state and this seat's own tiles. Other seats' hidden tiles and the
    /// boneyard in it are a stand-in: do not read them.
    pub fn hand(&self) -> &Hand {
        &self.hand
    }

    /// This seat's tiles.
    pub fn own(&self) -> TileSet {
        self.hand.hand(self.seat)
    }

    /// The tiles this seat cannot see: in other hands (not shown) or in the boneyard.
    pub fn unseen(&self) -> TileSet {
        Self::unseen_in(&self.hand, self.seat)
    }

    /// The legal actions, when this seat is the one to act.
    pub fn legal(&self) -> Actions {
        if self.hand.to_act() == Some(self.seat) {
            self.hand.legal()
        } else {
            Actions::new()
        }
    }

    /// A full hand consistent with this view: the unseen tiles dealt at random to the
    /// other seats' hidden places and the boneyard. For search by sampling.
    pub fn sample(&self, rng: &mut impl Rng) -> Hand {
        // A fixed-size list: search samples thousands of times per decision.
        let mut unseen: arrayvec::ArrayVec<Tile, { super::TILES }> = self.unseen().iter().collect();
        unseen.shuffle(rng);
        deal_hidden(&self.hand, self.seat, unseen.into_iter())
    }
}

/// `hand` with its hidden places (every seat's unshown tiles but `keep`'s, then the
/// boneyard) filled from `pool`, in order.
fn deal_hidden(hand: &Hand, keep: Seat, mut pool: impl Iterator<Item = Tile>) -> Hand {
    let mut hands = [TileSet::EMPTY; crate::core::MAX_SEATS];
    for (i, slot) in hands.iter_mut().enumerate().take(hand.seats() as usize) {
        let s = Seat(i as u8);
        *slot = if s == keep {
            hand.hand(s)
        } else {
            let mut tiles = hand.shown(s);
            for _ in 0..hand.hand_len(s) - tiles.len() {
                tiles.insert(pool.next().expect("enough unseen tiles"));
            }
            tiles
        };
    }
    let boneyard: arrayvec::ArrayVec<Tile, { super::TILES }> = pool.collect();
    let mut out = hand.clone();
    out.replace_hidden(keep, &hands, &boneyard);
    out
}
