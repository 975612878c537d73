//! Matching: which tiles may touch an open number, and the ways each touches it. This
//! is the one statement of the rule: Nos's layout and computer players, the parlour's
//! arms and theirs, and every game to come ask it here, for their own set.
//!
//! Two rules exist. Under the ordinary rule (ORD) equal numbers touch. Under the
//! matador rule (MAT, Nos's `placeMAT`) touching numbers add up to one more than the
//! set's top (7 in double-six), a blank end takes only a matador, and the matadors (the
//! double blank and the tiles adding up to that number: in double-six `0-0`, `6-1`,
//! `5-2`, `4-3`) are wild: they go on any open end, either way round.
//!
//! The methods named `..._in` take the set; the others are the same rule in the
//! double-six set, on the `u32` tile sets its games use in their hot loops, and take
//! double-six tiles only.

use super::tile::set::NUMBERS;
use super::tile::{Bits, Set, Tile, TileSet, Tiles};

/// How touching ends must agree.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Rule {
    /// Equal numbers touch.
    Ordinary,
    /// Touching numbers add up to one more than the top (7); matadors are wild.
    Matador,
}

impl Rule {
    /// The other rule.
    pub fn flip(self) -> Rule {
        match self {
            Rule::Ordinary => Rule::Matador,
            Rule::Matador => Rule::Ordinary,
        }
    }
    pub fn word(self) -> &'static str {
        match self {
            Rule::Ordinary => "ordinary",
            Rule::Matador => "matador",
        }
    }

    /// The bits of the tiles of `set` that may touch an open `v`.
    const fn accepts_bits(self, set: Set, v: u8) -> u128 {
        if v > set.top() {
            0
        } else {
            ACCEPTS[self as usize][set as usize][v as usize]
        }
    }

    /// The tiles of `set` that may touch an open `v` (none for `v` above the top).
    ///
    /// # Panics
    /// When the width `B` cannot hold the set ([`Set::full`]).
    pub fn accepts_in<B: Bits>(self, set: Set, v: u8) -> TileSet<B> {
        set.narrow(self.accepts_bits(set, v))
    }

    /// The tiles of `set` that touch any open number in two ways: the matadors that
    /// are not doubles under MAT, none under ORD. Every other accepted tile touches in
    /// one way.
    pub fn twice_in<B: Bits>(self, set: Set) -> TileSet<B> {
        match self {
            Rule::Ordinary => TileSet::<B>::EMPTY,
            Rule::Matador => set.matadors::<B>().minus(set.doubles()),
        }
    }

    /// Whether a number `touch` may lie against an open `v`, wild tiles aside: equal
    /// numbers under ORD, numbers adding up to one more than the top under MAT.
    pub const fn meets(self, set: Set, touch: u8, v: u8) -> bool {
        match self {
            Rule::Ordinary => touch == v,
            Rule::Matador => touch + v == set.top() + 1,
        }
    }

    /// Whether `tile`, one that an open `v` accepts, may lie there with its `touch`
    /// against it: the numbers meet, or the tile is wild.
    #[inline]
    pub const fn touches_in(self, set: Set, tile: Tile, v: u8, touch: u8) -> bool {
        match self {
            Rule::Ordinary => touch == v,
            Rule::Matador => set.is_matador(tile) || self.meets(set, touch, v),
        }
    }

    /// The ways `tile`, one that an open `v` accepts, may lie there: (touching number,
    /// number left open). A wild tile that is not a double lies either way round, the
    /// lower number touching first.
    #[inline]
    pub const fn turns_in(self, set: Set, tile: Tile, v: u8) -> Ways {
        let (a, b) = (tile.low(), tile.high());
        match self {
            Rule::Ordinary => Ways::one(v, if a == v { b } else { a }),
            Rule::Matador => {
                if set.is_matador(tile) {
                    Ways::both(tile)
                } else if let Some(c) = set.complement(v) {
                    Ways::one(c, if a == c { b } else { a })
                } else {
                    Ways::NONE
                }
            }
        }
    }

    /// The ways `tile` touches an open `v` in `set`: none when it does not fit.
    pub const fn ways_in(self, set: Set, tile: Tile, v: u8) -> Ways {
        if !set.has(tile) || self.accepts_bits(set, v) & (1 << tile.index()) == 0 {
            return Ways::NONE;
        }
        self.turns_in(set, tile, v)
    }

    /// Whether the tile of `set` written `touch-open` may go against an open `v` that
    /// way.
    pub const fn admits_in(self, set: Set, v: u8, touch: u8, open: u8) -> bool {
        let Some(tile) = set.tile(touch, open) else { return false };
        self.accepts_bits(set, v) & (1 << tile.index()) != 0 && self.touches_in(set, tile, v, touch)
    }

    /// The tiles of double-six that may touch an open `v` (none for `v` above 6).
    #[inline]
    pub const fn accepts(self, v: u8) -> TileSet {
        // A row of nothing after 6, so that any number is looked up without a branch.
        const SIX: [[TileSet; 8]; 2] = [six_padded(Rule::Ordinary), six_padded(Rule::Matador)];
        let v = if v > 7 { 7 } else { v };
        SIX[self as usize][v as usize]
    }

    /// What each open value 0..=6 of double-six takes: a table, for lookups in hot
    /// loops.
    pub const fn table(self) -> &'static [TileSet; 7] {
        match self {
            Rule::Ordinary => &ORD6,
            Rule::Matador => &MAT6,
        }
    }

    /// As [`Rule::twice_in`], in double-six.
    #[inline]
    pub fn twice(self) -> TileSet {
        match self {
            Rule::Ordinary => TileSet::EMPTY,
            Rule::Matador => TileSet::MATADORS.minus(TileSet::DOUBLES),
        }
    }

    /// As [`Rule::touches_in`], in double-six.
    #[inline]
    pub const fn touches(self, tile: Tile, v: u8, touch: u8) -> bool {
        self.touches_in(Set::DoubleSix, tile, v, touch)
    }

    /// As [`Rule::turns_in`], in double-six.
    #[inline]
    pub const fn turns(self, tile: Tile, v: u8) -> Ways {
        self.turns_in(Set::DoubleSix, tile, v)
    }

    /// As [`Rule::ways_in`], in double-six.
    #[inline]
    pub fn ways(self, tile: Tile, v: u8) -> Ways {
        if !self.accepts(v).contains(tile) {
            return Ways::NONE;
        }
        self.turns(tile, v)
    }

    /// As [`Rule::admits_in`], in double-six.
    pub const fn admits(self, v: u8, touch: u8, open: u8) -> bool {
        self.admits_in(Set::DoubleSix, v, touch, open)
    }
}

/// The ways a tile touches an open value: at most two.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Ways {
    n: u8,
    w: [(u8, u8); 2],
}

impl Ways {
    /// No way: the tile does not fit.
    pub const NONE: Ways = Ways { n: 0, w: [(0, 0); 2] };

    const fn one(touch: u8, open: u8) -> Ways {
        Ways { n: 1, w: [(touch, open), (0, 0)] }
    }
    /// Either way round, the low end touching first (a double has one way).
    pub const fn both(tile: Tile) -> Ways {
        let (a, b) = (tile.low(), tile.high());
        if a == b {
            Ways::one(a, a)
        } else {
            Ways { n: 2, w: [(a, b), (b, a)] }
        }
    }
    /// How many ways.
    pub const fn len(&self) -> usize {
        self.n as usize
    }
    pub const fn is_empty(&self) -> bool {
        self.n == 0
    }
    /// The `k`-th way: (touching number, number left open).
    pub const fn get(&self, k: usize) -> Option<(u8, u8)> {
        if k < self.n as usize {
            Some(self.w[k])
        } else {
            None
        }
    }
    /// The ways as a slice.
    pub fn as_slice(&self) -> &[(u8, u8)] {
        &self.w[..self.n as usize]
    }
}

impl std::ops::Deref for Ways {
    type Target = [(u8, u8)];
    fn deref(&self) -> &[(u8, u8)] {
        self.as_slice()
    }
}

impl IntoIterator for Ways {
    type Item = (u8, u8);
    type IntoIter = std::iter::Take<std::array::IntoIter<(u8, u8), 2>>;
    fn into_iter(self) -> Self::IntoIter {
        self.w.into_iter().take(self.n as usize)
    }
}

/// Per rule, per set, per open number: the bits of the tiles it takes. Under ORD the
/// tiles showing it; under MAT its complement's tiles and the matadors, a blank taking
/// the matadors only.
const ACCEPTS: [[[u128; NUMBERS]; 3]; 2] = {
    let mut t = [[[0u128; NUMBERS]; 3]; 2];
    let mut s = 0;
    while s < 3 {
        let set = Set::ALL[s];
        let mut v = 0;
        while v <= set.top() {
            t[Rule::Ordinary as usize][s][v as usize] = with_bits(set, v);
            let mut mat = MATADOR_BITS[s];
            if let Some(c) = set.complement(v) {
                mat |= with_bits(set, c);
            }
            t[Rule::Matador as usize][s][v as usize] = mat;
            v += 1;
        }
        s += 1;
    }
    t
};

const fn with_bits(set: Set, v: u8) -> u128 {
    super::tile::set::WITH[set as usize][v as usize]
}

const MATADOR_BITS: [u128; 3] = super::tile::set::MATADORS;

/// [`ACCEPTS`] for double-six, on `u32` tile sets.
const fn six(rule: Rule) -> [TileSet; 7] {
    let mut t = [TileSet(0); 7];
    let mut v = 0;
    while v < 7 {
        t[v] = TileSet(ACCEPTS[rule as usize][Set::DoubleSix as usize][v] as u32);
        v += 1;
    }
    t
}

/// [`six`] and a row of nothing for the numbers past 6.
const fn six_padded(rule: Rule) -> [TileSet; 8] {
    let mut t = [TileSet(0); 8];
    let rows = six(rule);
    let mut v = 0;
    while v < 7 {
        t[v] = rows[v];
        v += 1;
    }
    t
}

const ORD6: [TileSet; 7] = six(Rule::Ordinary);
const MAT6: [TileSet; 7] = six(Rule::Matador);

#[cfg(test)]
mod tests;
