//! Sets of tiles as bits, one bit per tile number: [`TileSet<B>`], its width `B` a
//! `u32` (double-six), `u64` (up to double-nine) or `u128` (up to double-twelve). A
//! tile has the same bit in every width, so that a set widens without change. The
//! double-six games keep `TileSet` (a `u32`) in their hot loops, with the double-six
//! constants and tables on it.

use super::set::{Set, FULL, MATADORS, WITH};
use super::{Tile, MAX_TILES};
use std::fmt;
use std::hash::Hash;

mod sealed {
    pub trait Sealed {}
    impl Sealed for u32 {}
    impl Sealed for u64 {}
    impl Sealed for u128 {}
}

/// The width of a [`TileSet`]: `u32`, `u64` or `u128`.
pub trait Bits: Copy + Eq + Hash + Default + fmt::Debug + Send + Sync + 'static + sealed::Sealed {
    /// No bit.
    const ZERO: Self;
    /// How many bits.
    const WIDTH: u32;
    /// The largest set the width holds.
    const SET: Set;
    /// The bit of tile number `i`.
    fn bit(i: u8) -> Self;
    fn or(self, o: Self) -> Self;
    fn and(self, o: Self) -> Self;
    fn and_not(self, o: Self) -> Self;
    /// How many bits are set.
    fn ones(self) -> u32;
    /// The lowest bit set (the width when none is).
    fn lowest(self) -> u32;
    /// Without its lowest bit.
    fn rest(self) -> Self;
    /// The bits, in the widest width.
    fn wide(self) -> u128;
    /// The low bits of `w` that this width holds.
    fn from_wide(w: u128) -> Self;
    /// The sum of the pips of the tiles these bits stand for.
    fn pips(self) -> u32;
}

macro_rules! bits {
    ($t:ty, $set:expr, $pips:path) => {
        impl Bits for $t {
            const ZERO: $t = 0;
            const WIDTH: u32 = <$t>::BITS;
            const SET: Set = $set;
            #[inline(always)]
            fn bit(i: u8) -> $t {
                1 << i
            }
            #[inline(always)]
            fn or(self, o: $t) -> $t {
                self | o
            }
            #[inline(always)]
            fn and(self, o: $t) -> $t {
                self & o
            }
            #[inline(always)]
            fn and_not(self, o: $t) -> $t {
                self & !o
            }
            #[inline(always)]
            fn ones(self) -> u32 {
                self.count_ones()
            }
            #[inline(always)]
            fn lowest(self) -> u32 {
                self.trailing_zeros()
            }
            #[inline(always)]
            fn rest(self) -> $t {
                self & self.wrapping_sub(1)
            }
            #[inline(always)]
            fn wide(self) -> u128 {
                self as u128
            }
            #[inline(always)]
            fn from_wide(w: u128) -> $t {
                w as $t
            }
            #[inline(always)]
            fn pips(self) -> u32 {
                $pips(self)
            }
        }
    };
}

bits!(u32, Set::DoubleSix, pips_six);
bits!(u64, Set::DoubleNine, pips_wide);
bits!(u128, Set::DoubleTwelve, pips_wide);

/// The pips of a double-six set's bits: four lookups, one a byte.
#[inline(always)]
const fn pips_six(b: u32) -> u32 {
    PIPS8[0][(b & 0xff) as usize] as u32
        + PIPS8[1][((b >> 8) & 0xff) as usize] as u32
        + PIPS8[2][((b >> 16) & 0xff) as usize] as u32
        + PIPS8[3][((b >> 24) & 0xff) as usize] as u32
}

/// The pips of a wider set's bits: a lookup a byte.
#[inline]
fn pips_wide<B: Bits>(b: B) -> u32 {
    let w = b.wide();
    let mut sum = 0;
    for k in 0..B::WIDTH as usize / 8 {
        sum += PIPS8W[k][((w >> (8 * k)) & 0xff) as usize] as u32;
    }
    sum
}

/// A set of tiles, one bit per tile number, in a width `B`: a `u32` unless named, the
/// double-six set's. `TileSet` (the `u32`) has its methods and the double-six constants
/// of its own, `const` as its games need; every width has them through [`Tiles`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct TileSet<B: Bits = u32>(pub(in crate::core) B);

/// The double-six set, in the width its games use: its constants and tables, and the
/// set operations as `const` functions.
impl TileSet<u32> {
    /// No tile.
    pub const EMPTY: TileSet = TileSet(0);
    /// All 28 tiles of the double-six set.
    pub const FULL: TileSet = TileSet(FULL[Set::DoubleSix as usize] as u32);
    /// The seven doubles of double-six.
    pub const DOUBLES: TileSet = {
        let mut bits = 0u32;
        let mut d = 0;
        while d <= 6 {
            bits |= 1 << Tile::double(d).0;
            d += 1;
        }
        TileSet(bits)
    };
    /// The four matadors of double-six: 0-0, 6-1, 5-2, 4-3.
    pub const MATADORS: TileSet = TileSet(MATADORS[Set::DoubleSix as usize] as u32);

    /// The set holding just these bits (bits above 27 are dropped).
    pub const fn from_bits(bits: u32) -> TileSet {
        TileSet(bits & Self::FULL.0)
    }

    /// The raw bits.
    pub const fn bits(self) -> u32 {
        self.0
    }

    /// The set holding one tile (of double-six).
    pub const fn single(t: Tile) -> TileSet {
        TileSet(1 << t.0)
    }

    /// Every double-six tile that shows `v` on an end (none for `v` above 6).
    #[inline]
    pub const fn with(v: u8) -> TileSet {
        if v > 6 {
            return TileSet::EMPTY;
        }
        TileSet(WITH[Set::DoubleSix as usize][v as usize] as u32)
    }

    pub const fn contains(self, t: Tile) -> bool {
        self.0 & (1 << t.0) != 0
    }
    pub fn insert(&mut self, t: Tile) {
        self.0 |= 1 << t.0;
    }
    pub fn remove(&mut self, t: Tile) {
        self.0 &= !(1 << t.0);
    }
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub const fn union(self, o: TileSet) -> TileSet {
        TileSet(self.0 | o.0)
    }
    pub const fn inter(self, o: TileSet) -> TileSet {
        TileSet(self.0 & o.0)
    }
    pub const fn minus(self, o: TileSet) -> TileSet {
        TileSet(self.0 & !o.0)
    }
    /// The `k`th tile in order (from 0), if there are that many.
    pub fn nth(self, k: u32) -> Option<Tile> {
        Tiles::nth(self, k)
    }
    /// The tiles in order.
    pub fn iter(self) -> TileIter {
        TileIter(self.0)
    }
    /// The sum of the pips of the tiles, the double blank counting 0: four lookups.
    pub const fn pips(self) -> u32 {
        pips_six(self.0)
    }
    /// The sum of the count values of the tiles (the double blank counts 14).
    pub fn count_value(self) -> u32 {
        Tiles::count_value(self)
    }
}

/// What a tile set does in every width: the operations `TileSet` (double-six, a
/// `u32`) has as its own, for `TileSet<u64>` and `TileSet<u128>` and for code written
/// for any width.
pub trait Tiles: Copy + Eq + Hash + Default + fmt::Debug + FromIterator<Tile> + Send + Sync + 'static {
    /// The width.
    type Bits: Bits;
    /// No tile.
    const EMPTY: Self;
    /// The largest set this width holds.
    const SET: Set;
    /// The set holding just these bits (bits past the largest set the width holds
    /// are dropped).
    fn from_bits(bits: Self::Bits) -> Self;
    /// The raw bits.
    fn bits(self) -> Self::Bits;
    /// The tiles in order.
    fn iter(self) -> TileIter<Self::Bits>;
    /// The set holding one tile.
    fn single(t: Tile) -> Self;
    fn contains(self, t: Tile) -> bool;
    fn insert(&mut self, t: Tile);
    fn remove(&mut self, t: Tile);
    fn len(self) -> u32;
    fn is_empty(self) -> bool;
    fn union(self, o: Self) -> Self;
    fn inter(self, o: Self) -> Self;
    fn minus(self, o: Self) -> Self;
    /// The lowest tile, if any.
    fn first(self) -> Option<Tile>;
    /// Without its lowest tile.
    fn rest(self) -> Self;
    /// The sum of the pips of the tiles, the double blank counting 0.
    fn pips(self) -> u32;
    /// The `k`th tile in order (from 0), if there are that many.
    fn nth(self, k: u32) -> Option<Tile> {
        let mut s = self;
        for _ in 0..k {
            s = s.rest();
        }
        s.first()
    }
    /// The sum of the count values of the tiles (the double blank counts 14).
    fn count_value(self) -> u32 {
        self.pips() + if self.contains(Tile::DOUBLE_BLANK) { 14 } else { 0 }
    }
}

impl<B: Bits> Tiles for TileSet<B> {
    type Bits = B;
    const EMPTY: Self = TileSet(B::ZERO);
    const SET: Set = B::SET;
    #[inline]
    fn from_bits(bits: B) -> Self {
        TileSet(bits.and(B::from_wide(FULL[B::SET as usize])))
    }
    #[inline(always)]
    fn bits(self) -> B {
        self.0
    }
    #[inline]
    fn iter(self) -> TileIter<B> {
        TileIter(self.0)
    }
    #[inline(always)]
    fn single(t: Tile) -> Self {
        TileSet(B::bit(t.0))
    }
    #[inline(always)]
    fn contains(self, t: Tile) -> bool {
        self.0.and(B::bit(t.0)) != B::ZERO
    }
    #[inline(always)]
    fn insert(&mut self, t: Tile) {
        self.0 = self.0.or(B::bit(t.0));
    }
    #[inline(always)]
    fn remove(&mut self, t: Tile) {
        self.0 = self.0.and_not(B::bit(t.0));
    }
    #[inline(always)]
    fn len(self) -> u32 {
        self.0.ones()
    }
    #[inline(always)]
    fn is_empty(self) -> bool {
        self.0 == B::ZERO
    }
    #[inline(always)]
    fn union(self, o: Self) -> Self {
        TileSet(self.0.or(o.0))
    }
    #[inline(always)]
    fn inter(self, o: Self) -> Self {
        TileSet(self.0.and(o.0))
    }
    #[inline(always)]
    fn minus(self, o: Self) -> Self {
        TileSet(self.0.and_not(o.0))
    }
    #[inline(always)]
    fn first(self) -> Option<Tile> {
        (self.0 != B::ZERO).then(|| Tile::at(self.0.lowest()))
    }
    #[inline(always)]
    fn rest(self) -> Self {
        TileSet(self.0.rest())
    }
    #[inline]
    fn pips(self) -> u32 {
        self.0.pips()
    }
}

impl<B: Bits> TileSet<B> {
    /// The same tiles in width `C`, if it holds them all.
    pub fn cast<C: Bits>(self) -> Option<TileSet<C>> {
        let w = self.0.wide();
        let c = C::from_wide(w);
        (c.wide() == w).then_some(TileSet(c))
    }
    /// The same tiles in a width `C` at least as wide.
    pub fn widen<C: Bits>(self) -> TileSet<C> {
        const { assert!(C::WIDTH >= B::WIDTH, "widen to a narrower set") };
        TileSet(C::from_wide(self.0.wide()))
    }
}

impl<B: Bits> fmt::Debug for TileSet<B> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(Tiles::iter(*self).map(|t| t.to_string())).finish()
    }
}

impl<B: Bits> FromIterator<Tile> for TileSet<B> {
    fn from_iter<I: IntoIterator<Item = Tile>>(iter: I) -> TileSet<B> {
        let mut s = <TileSet<B> as Tiles>::EMPTY;
        for t in iter {
            Tiles::insert(&mut s, t);
        }
        s
    }
}

/// The pips of the tiles of each byte of a double-six set's bits, for every value of
/// that byte.
const PIPS8: [[u8; 256]; 4] = {
    let mut t = [[0u8; 256]; 4];
    let mut k = 0;
    while k < 4 {
        let mut v = 0;
        while v < 256 {
            let mut sum = 0;
            let mut bit = 0;
            while bit < 8 {
                let i = k * 8 + bit;
                if v & (1 << bit) != 0 && i < Set::DoubleSix.size() {
                    sum += Tile(i as u8).pips();
                }
                bit += 1;
            }
            t[k][v] = sum;
            v += 1;
        }
        k += 1;
    }
    t
};

/// As [`PIPS8`], for every byte of the widest sets (a byte of tiles up to 12-12 may
/// hold more than 255 pips' worth).
const PIPS8W: [[u16; 256]; 16] = {
    let mut t = [[0u16; 256]; 16];
    let mut k = 0;
    while k < 16 {
        let mut v = 0;
        while v < 256 {
            let mut sum = 0u16;
            let mut bit = 0;
            while bit < 8 {
                let i = k * 8 + bit;
                if v & (1 << bit) != 0 && i < MAX_TILES {
                    sum += Tile(i as u8).pips() as u16;
                }
                bit += 1;
            }
            t[k][v] = sum;
            v += 1;
        }
        k += 1;
    }
    t
};

/// Iterates a [`TileSet`] in order.
pub struct TileIter<B: Bits = u32>(B);

impl<B: Bits> Iterator for TileIter<B> {
    type Item = Tile;
    #[inline]
    fn next(&mut self) -> Option<Tile> {
        if self.0 == B::ZERO {
            return None;
        }
        let i = self.0.lowest();
        self.0 = self.0.rest();
        Some(Tile::at(i))
    }
}
