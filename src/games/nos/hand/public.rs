//! What anyone at the table may see of a hand.

use super::{Hand, Phase, PrevTurn};
use crate::core::pos::Pos;
use crate::core::seat::{Seat, Seats};
use crate::core::tile::{Tile, TileSet};
use crate::games::nos::layout::Layout;
use crate::games::nos::options::Options;

impl Hand {
    pub fn seats(&self) -> u8 {
        self.n
    }

    pub fn on_set(&self) -> Seat {
        self.on_set
    }

    pub fn is_first(&self) -> bool {
        self.first
    }

    pub fn options(&self) -> &Options {
        &self.options
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over { .. })
    }

    /// The set tile as written (W, E), once set.
    pub fn set_ends(&self) -> Option<(u8, u8)> {
        self.set
    }

    /// The layout, once the game is announced.
    pub fn layout(&self) -> Option<&Layout> {
        self.layout.as_ref()
    }

    pub fn chips(&self) -> &[i32] {
        &self.chips[..self.n as usize]
    }

    /// Tiles left in the boneyard.
    pub fn boneyard_len(&self) -> usize {
        self.stack.len() - self.drawn as usize
    }

    /// How many tiles a seat holds.
    pub fn hand_len(&self, s: Seat) -> u32 {
        self.hands[s.index()].len()
    }

    /// The doubles a seat declared and has not played yet (they lie face up).
    pub fn shown(&self, s: Seat) -> TileSet {
        self.shown[s.index()]
    }

    /// Seats out of tiles.
    pub fn out(&self) -> Seats {
        self.out
    }

    /// The first seat out, who made nos.
    pub fn nos(&self) -> Option<Seat> {
        self.nos
    }

    /// Seats still holding tiles.
    pub fn active(&self) -> Seats {
        Seats(Seats::all(self.n).0 & !self.out.0)
    }

    /// "I wait" turns each seat still owes, with the position of its double. (Once the
    /// hand is over they have lapsed; they stay here for records that write the passes
    /// and waits that show a blocked hand.)
    pub fn waits(&self) -> &[(Seat, Pos)] {
        &self.waits
    }

    /// Seats that passed since the last tile was placed.
    pub fn passed(&self) -> Seats {
        self.passed
    }

    /// The tile a double played now by `seat` would be paid on: the one its predecessor
    /// placed in the turn just before, unless that seat went out with it. Public: every
    /// seat saw the last turn.
    pub fn paid_under(&self, seat: Seat) -> Option<Tile> {
        match self.prev {
            Some(PrevTurn { seat: q, placed: Some(t), went_out: false }) if q != seat => Some(t),
            _ => None,
        }
    }

    /// The final count of every seat, once the hand is over.
    pub fn counts(&self) -> Option<&[u32]> {
        self.counts.as_ref().map(|c| &c[..self.n as usize])
    }

    /// The seats with the highest final count: one loser, or several who draw for it.
    pub fn losers(&self) -> Option<Seats> {
        let c = self.counts()?;
        let max = *c.iter().max()?;
        let mut s = Seats::default();
        for (i, &v) in c.iter().enumerate() {
            if v == max {
                s.insert(Seat(i as u8));
            }
        }
        Some(s)
    }
}
