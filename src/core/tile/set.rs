//! The domino sets a game is played with: double-six, double-nine and double-twelve,
//! and what depends on the set rather than on a tile alone (its tiles, the tiles
//! showing a number, its doubles, its matadors), as tables built once.

use super::notation::ends_to;
use super::tileset::{Bits, TileSet};
use super::{Tile, TileParseError, MAX_TILES, MAX_TOP};
use std::fmt;

/// A domino set: every tile `a-b` with `0 <= a <= b <= top`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, Default)]
pub enum Set {
    /// 28 tiles, 0-0 to 6-6: Nos, the parlour's line games and Dominox.
    #[default]
    DoubleSix,
    /// 55 tiles, 0-0 to 9-9.
    DoubleNine,
    /// 91 tiles, 0-0 to 12-12.
    DoubleTwelve,
}

/// Per-number tables (a row for every number up to the largest top) are this long.
pub(in crate::core) const NUMBERS: usize = MAX_TOP as usize + 1;

impl Set {
    /// Every set, smallest first.
    pub const ALL: [Set; 3] = [Set::DoubleSix, Set::DoubleNine, Set::DoubleTwelve];

    /// The highest number: 6, 9 or 12.
    pub const fn top(self) -> u8 {
        match self {
            Set::DoubleSix => 6,
            Set::DoubleNine => 9,
            Set::DoubleTwelve => 12,
        }
    }

    /// How many tiles: 28, 55 or 91. The set's tiles are those numbered below it.
    pub const fn size(self) -> usize {
        let n = self.top() as usize;
        (n + 1) * (n + 2) / 2
    }

    /// How many numbers its tiles show (the top and blank included): the length of a
    /// per-number table for this set.
    pub const fn numbers(self) -> usize {
        self.top() as usize + 1
    }

    /// The set whose top is `top`, if there is one.
    pub const fn of_top(top: u8) -> Option<Set> {
        match top {
            6 => Some(Set::DoubleSix),
            9 => Some(Set::DoubleNine),
            12 => Some(Set::DoubleTwelve),
            _ => None,
        }
    }

    /// The set's name: "double-six", "double-nine" or "double-twelve".
    pub const fn name(self) -> &'static str {
        match self {
            Set::DoubleSix => "double-six",
            Set::DoubleNine => "double-nine",
            Set::DoubleTwelve => "double-twelve",
        }
    }

    /// Whether the tile is one of this set's.
    pub const fn has(self, t: Tile) -> bool {
        t.index() < self.size()
    }

    /// This set's tile with these ends, in either order; `None` if an end is above
    /// the top.
    pub const fn tile(self, a: u8, b: u8) -> Option<Tile> {
        if a > self.top() || b > self.top() {
            None
        } else {
            Some(Tile::of(a, b))
        }
    }

    /// The set's tiles, in order.
    pub fn tiles(self) -> impl DoubleEndedIterator<Item = Tile> + ExactSizeIterator + Clone {
        (0..self.size() as u32).map(Tile::at)
    }

    /// Reads a tile of this set written `"a-b"`.
    ///
    /// # Errors
    /// Not `"a-b"`, or a number above the top.
    pub fn parse(self, s: &str) -> Result<Tile, TileParseError> {
        let (a, b) = self.ends(s)?;
        Ok(Tile::of(a, b))
    }

    /// Reads `"a-b"` as the ordered pair `(a, b)` of numbers of this set: the order
    /// matters for placements.
    ///
    /// # Errors
    /// As [`Set::parse`].
    pub fn ends(self, s: &str) -> Result<(u8, u8), TileParseError> {
        ends_to(s, self.top())
    }

    /// Whether a set of width `B` holds this set.
    pub const fn fits<B: Bits>(self) -> bool {
        self.size() <= B::SET.size()
    }

    /// Every tile of the set.
    ///
    /// # Panics
    /// When the width `B` cannot hold the set (as for every method giving a
    /// [`TileSet<B>`]): double-six fits any width, double-nine `u64`, double-twelve
    /// `u128`.
    pub fn full<B: Bits>(self) -> TileSet<B> {
        self.narrow(FULL[self as usize])
    }

    /// The tiles of the set that show `v` (none for `v` above the top).
    pub fn with<B: Bits>(self, v: u8) -> TileSet<B> {
        self.narrow(if v > self.top() { 0 } else { WITH[self as usize][v as usize] })
    }

    /// The set's doubles, one for each number.
    pub fn doubles<B: Bits>(self) -> TileSet<B> {
        self.narrow(DOUBLES[self as usize])
    }

    /// The set's matadors under matador matching: the double blank and every tile
    /// whose numbers add up to one more than the top (in double-six 0-0, 6-1, 5-2
    /// and 4-3).
    pub fn matadors<B: Bits>(self) -> TileSet<B> {
        self.narrow(MATADORS[self as usize])
    }

    /// Whether the tile is one of the set's matadors.
    pub const fn is_matador(self, t: Tile) -> bool {
        t.index() == 0 || t.pips() == self.top() + 1
    }

    /// The number that complements `v` under matador matching: the one adding up to
    /// one more than the top (7 in double-six). Nothing complements a blank, nor a
    /// number outside the set.
    pub const fn complement(self, v: u8) -> Option<u8> {
        if v >= 1 && v <= self.top() {
            Some(self.top() + 1 - v)
        } else {
            None
        }
    }

    /// These bits as a set of width `B`, which must hold the set.
    #[inline]
    pub(in crate::core) fn narrow<B: Bits>(self, bits: u128) -> TileSet<B> {
        assert!(self.fits::<B>(), "a set of {} bits cannot hold the {} set", B::WIDTH, self.name());
        TileSet(B::from_wide(bits))
    }
}

impl fmt::Display for Set {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The bits of the set of tiles `0..len`.
const fn prefix(len: usize) -> u128 {
    (1u128 << len) - 1
}

/// The bits of every tile of a set.
pub(in crate::core) const FULL: [u128; 3] =
    [prefix(Set::DoubleSix.size()), prefix(Set::DoubleNine.size()), prefix(Set::DoubleTwelve.size())];

/// Per set, per number: the bits of the tiles showing it.
pub(in crate::core) const WITH: [[u128; NUMBERS]; 3] = {
    let mut t = [[0u128; NUMBERS]; 3];
    let mut s = 0;
    while s < 3 {
        let set = Set::ALL[s];
        let mut i = 0;
        while i < set.size() {
            let tile = Tile(i as u8);
            t[s][tile.low() as usize] |= 1 << i;
            t[s][tile.high() as usize] |= 1 << i;
            i += 1;
        }
        s += 1;
    }
    t
};

/// Per set: the bits of its doubles.
const DOUBLES: [u128; 3] = {
    let mut t = [0u128; 3];
    let mut s = 0;
    while s < 3 {
        let mut d = 0;
        while d <= Set::ALL[s].top() {
            t[s] |= 1 << Tile::double(d).0;
            d += 1;
        }
        s += 1;
    }
    t
};

/// Per set: the bits of its matadors.
pub(in crate::core) const MATADORS: [u128; 3] = {
    let mut t = [0u128; 3];
    let mut s = 0;
    while s < 3 {
        let set = Set::ALL[s];
        let mut i = 0;
        while i < set.size() {
            if set.is_matador(Tile(i as u8)) {
                t[s] |= 1 << i;
            }
            i += 1;
        }
        s += 1;
    }
    t
};

const _: () = assert!(Set::DoubleTwelve.size() == MAX_TILES);
