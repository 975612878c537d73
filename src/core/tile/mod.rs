//! Tiles of every set up to double-twelve, numbered once for all of them ([`Tile`]);
//! the sets themselves ([`Set`]: double-six, double-nine, double-twelve); sets of tiles
//! as bits of a width chosen by the game ([`TileSet`]); and the `"a-b"` notation.
//!
//! A tile has one number in every set, so that a double-six tile is the same tile,
//! with the same bit, in a double-twelve set as in a double-six one: the 28 tiles of
//! double-six are numbered first, by low end then high end (0-0, 0-1, ..., 0-6, 1-1,
//! ..., 6-6), the order they have always been listed, shown and written in; then each
//! larger number brings its tiles, from 0-n up to n-n (0-7, 1-7, ..., 7-7, 0-8, ...,
//! 12-12). Every set is so a prefix of the numbering: double-six the tiles 0..28,
//! double-nine 0..55, double-twelve 0..91.

use std::fmt;

mod notation;
pub(in crate::core) mod set;
mod tileset;

pub use notation::{parse_ends, TileParseError};
pub use set::Set;
pub use tileset::{Bits, TileIter, TileSet, Tiles};

/// The highest number on any tile: the double-twelve set's.
pub const MAX_TOP: u8 = 12;

/// How many tiles there are up to double-twelve.
pub const MAX_TILES: usize = 91;

/// One tile of a set up to double-twelve, by its number (see the module's words).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Tile(u8);

/// The number of the tile with ends `a <= b`.
const fn number(a: u8, b: u8) -> u8 {
    if b <= 6 {
        // Double-six's own order: the tiles with a lower low end come first, 7 + 6 + ...
        a * 7 - (a * a.saturating_sub(1)) / 2 + (b - a)
    } else {
        // Each number above 6 brings its tiles after all those of lower numbers.
        b * (b + 1) / 2 + a
    }
}

/// The low and high ends of every tile, by number. The table has a row for every `u8`
/// (those past the last tile are never read) so that looking a tile up needs no check.
const ENDS: [(u8, u8); 256] = {
    let mut ends = [(0u8, 0u8); 256];
    let mut b = 0u8;
    while b <= MAX_TOP {
        let mut a = 0u8;
        while a <= b {
            ends[number(a, b) as usize] = (a, b);
            a += 1;
        }
        b += 1;
    }
    ends
};

/// The number of the tile with ends `a` and `b`, in either order: a lookup, as tiles
/// are named from their ends after every play.
const INDEX: [[u8; MAX_TOP as usize + 1]; MAX_TOP as usize + 1] = {
    let mut t = [[0u8; MAX_TOP as usize + 1]; MAX_TOP as usize + 1];
    let mut a = 0;
    while a <= MAX_TOP as usize {
        let mut b = 0;
        while b <= MAX_TOP as usize {
            let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
            t[a][b] = number(lo as u8, hi as u8);
            b += 1;
        }
        a += 1;
    }
    t
};

/// Each tile's pips, by number (a row for every `u8`, as [`ENDS`]).
const PIPS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut i = 0;
    while i < MAX_TILES {
        t[i] = ENDS[i].0 + ENDS[i].1;
        i += 1;
    }
    t
};

impl Tile {
    /// The 28 tiles of the double-six set in order; a larger set's are [`Set::tiles`].
    pub const ALL: [Tile; Set::DoubleSix.size()] = {
        let mut all = [Tile(0); Set::DoubleSix.size()];
        let mut i = 0;
        while i < all.len() {
            all[i] = Tile(i as u8);
            i += 1;
        }
        all
    };

    /// The double blank, the one tile that is both a double and a matador.
    pub const DOUBLE_BLANK: Tile = Tile(0);

    /// The tile with these two ends, in either order, in a set up to double-twelve;
    /// `None` if an end is above 12. A game checks that a tile is in its own set with
    /// [`Set::tile`] or [`Set::has`].
    pub const fn new(a: u8, b: u8) -> Option<Tile> {
        if a > MAX_TOP || b > MAX_TOP {
            return None;
        }
        Some(Tile::of(a, b))
    }

    /// The tile with these ends; both must be 0..=12.
    pub(crate) const fn of(a: u8, b: u8) -> Tile {
        Tile(INDEX[a as usize][b as usize])
    }

    /// The double `[d-d]` (`d` at most 12).
    pub const fn double(d: u8) -> Tile {
        Tile::of(d, d)
    }

    /// The tile's number, the same in every set: 0..28 in double-six, 0..55 in
    /// double-nine, 0..91 in double-twelve.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The tile with this number, if it is below 91.
    pub const fn from_index(i: usize) -> Option<Tile> {
        if i < MAX_TILES {
            Some(Tile(i as u8))
        } else {
            None
        }
    }

    /// The low end.
    pub const fn low(self) -> u8 {
        ENDS[self.0 as usize].0
    }

    /// The high end.
    pub const fn high(self) -> u8 {
        ENDS[self.0 as usize].1
    }

    /// Whether both ends are equal.
    pub const fn is_double(self) -> bool {
        self.low() == self.high()
    }

    /// Whether this is one of double-six's four matadors: 0-0, 6-1, 5-2, 4-3. (A
    /// larger set's matadors are [`Set::matadors`].)
    pub const fn is_matador(self) -> bool {
        self.0 == 0 || self.low() + self.high() == 7
    }

    /// Whether one end shows `v`.
    pub const fn has(self, v: u8) -> bool {
        self.low() == v || self.high() == v
    }

    /// The end opposite one showing `v`, if the tile has `v`.
    pub const fn other(self, v: u8) -> Option<u8> {
        if self.low() == v {
            Some(self.high())
        } else if self.high() == v {
            Some(self.low())
        } else {
            None
        }
    }

    /// Spots on both ends.
    pub const fn pips(self) -> u8 {
        PIPS[self.0 as usize]
    }

    /// The tile with this number, which must be a tile's (below 91): for decoding the
    /// bits of a set in hot loops.
    #[inline(always)]
    pub(crate) const fn at(i: u32) -> Tile {
        Tile(i as u8)
    }

    /// Spots on one end of a double, the double blank counting 7: what doubles are paid.
    pub const fn double_value(self) -> u8 {
        if self.0 == 0 {
            7
        } else {
            self.low()
        }
    }

    /// The tile's value in the final count: its spots, the double blank counting 14.
    pub const fn count_value(self) -> u8 {
        if self.0 == 0 {
            14
        } else {
            self.pips()
        }
    }
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.low(), self.high())
    }
}

#[cfg(test)]
mod tests;
