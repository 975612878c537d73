//! Hidden information: only for the engine, records and tests (front ends show a seat
//! its own tiles only).

use super::{drawable, Hand};
use crate::core::seat::{Seat, MAX_SEATS};
use crate::core::tile::{Tile, TileSet};
use crate::games::nos::view::View;

impl Hand {
    /// A seat's tiles. Front ends show this only to that seat.
    pub fn hand(&self, s: Seat) -> TileSet {
        self.hands[s.index()]
    }

    /// The tiles a seat was dealt.
    pub fn dealt(&self, s: Seat) -> TileSet {
        self.dealt[s.index()]
    }

    /// The boneyard in drawing order, next tile first.
    pub fn boneyard(&self) -> &[Tile] {
        &self.stack[self.drawn as usize..]
    }

    /// Puts other tiles in the hidden places: every seat's hand but `keep`'s, and the
    /// boneyard still to be drawn. Used to build views and samples; the caller keeps
    /// shown doubles in their owners' hands and the sizes unchanged.
    pub(crate) fn replace_hidden(&mut self, keep: Seat, hands: &[TileSet; MAX_SEATS], boneyard: &[Tile]) {
        let n = self.n as usize;
        for (i, (h, d)) in self.hands.iter_mut().zip(self.dealt.iter_mut()).enumerate().take(n) {
            if i != keep.index() {
                *h = hands[i];
                *d = hands[i];
            }
        }
        let from = self.drawn as usize;
        self.stack.truncate(from);
        for (k, t) in self.stack.iter_mut().enumerate() {
            // Tiles already drawn are history: the view keeps none of them.
            *t = Tile::ALL[k];
        }
        self.stack.extend(boneyard.iter().copied());
        self.drawable = drawable(&self.stack, self.drawn);
    }

    /// What `seat` may know of this hand.
    pub fn view(&self, seat: Seat) -> View {
        View::of(self, seat)
    }
}
