//! What every seat saw of a hand besides the tiles put down: who passed (knocked) and who
//! drew, and on which open ends, and whose turn ended by itself after a double. From it
//! follows what each seat surely does not hold: a seat that passed, or had to draw, held
//! no tile the open ends took at that moment, under the game's matching rule. All of
//! it is public, so it belongs in every seat's view.

use crate::core::seat::{Seat, MAX_TABLE};
use crate::core::tile::{Tile, TileSet};
use crate::games::parlour::arms::{Arms, ORDER};

/// What a seat did that every seat saw.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Did {
    /// Passed: nothing to play, nothing to draw (a knock, in the block games).
    Passed,
    /// Drew a tile (which one, only the drawer knows).
    Drew,
    /// Played a double and had nothing to play after it: its turn ended by itself.
    NoSecondPlay,
}

/// One thing seen, with the table as it stood.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Knock {
    pub seat: Seat,
    pub did: Did,
    /// The numbers the open ends showed, in [`ORDER`] (`None` for a closed end).
    pub ends: [Option<u8>; 4],
    /// Every tile those ends took: what the seat is shown not to hold, where it shows
    /// anything.
    pub fits: TileSet,
}

/// What a seat is known not to hold: at most `slack` of `tiles` (the tiles it drew
/// since it was shown to hold none of them).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Hash)]
pub struct Void {
    pub tiles: TileSet,
    pub slack: u8,
}

impl Void {
    /// Whether a hand of these tiles is consistent with the void.
    pub fn allows(&self, hand: TileSet) -> bool {
        hand.inter(self.tiles).len() <= self.slack as u32
    }
    /// The tiles the seat surely does not hold (none while it may hold some).
    pub fn sure(&self) -> TileSet {
        if self.slack == 0 {
            self.tiles
        } else {
            TileSet::EMPTY
        }
    }
    /// Shown to hold none of `fits` now. An older void with slack is forgotten: the
    /// tiles drawn since are unknown.
    fn none_of(&mut self, fits: TileSet) {
        if self.slack == 0 {
            self.tiles = self.tiles.union(fits);
        } else {
            *self = Void { tiles: fits, slack: 0 };
        }
    }
    #[inline(always)]
    fn played(&mut self, t: Tile) {
        // A tile of the void put down was one of those drawn since.
        if self.slack > 0 && self.tiles.contains(t) {
            self.slack -= 1;
        }
    }
}

/// The public history of a hand.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct History {
    knocks: Vec<Knock>,
    voids: [Void; MAX_TABLE],
}

impl History {
    /// Everything seen, in order.
    pub fn knocks(&self) -> &[Knock] {
        &self.knocks
    }
    /// What a seat is known not to hold.
    pub fn void(&self, s: Seat) -> Void {
        self.voids[s.index()]
    }
    /// Every seat's void.
    pub fn voids(&self) -> &[Void; MAX_TABLE] {
        &self.voids
    }

    pub(super) fn clear(&mut self) {
        self.knocks.clear();
        self.voids = [Void::default(); MAX_TABLE];
    }

    /// `seat` did something on this table; `shows` when it proves the seat held no
    /// tile the ends took (a pass, a forced draw, a turn ended after a double).
    #[inline]
    pub(super) fn saw(&mut self, seat: Seat, did: Did, arms: &Arms, shows: bool) {
        let fits = arms.playable();
        let mut ends = [None; 4];
        for (e, at) in ends.iter_mut().zip(ORDER) {
            *e = arms.open(at);
        }
        self.knocks.push(Knock { seat, did, ends, fits });
        let v = &mut self.voids[seat.index()];
        if shows {
            v.none_of(fits);
        }
        if did == Did::Drew {
            v.slack = v.slack.saturating_add(1);
        }
    }

    /// `seat` put `t` down.
    #[inline(always)]
    pub(super) fn played(&mut self, seat: Seat, t: Tile) {
        self.voids[seat.index()].played(t);
    }
}
