//! Tiles of the double-six set, sets of tiles as one `u32`, and the `"a-b"` notation.

use std::fmt;
use std::str::FromStr;

/// One of the 28 tiles of the double-six set, numbered 0..28.
///
/// The number orders the tiles by their low end, then their high end:
/// 0-0, 0-1, ..., 0-6, 1-1, ..., 6-6.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Tile(u8);

/// The low and high ends of every tile, by index.
const ENDS: [(u8, u8); 28] = {
    let mut ends = [(0u8, 0u8); 28];
    let mut i = 0;
    let mut a = 0u8;
    while a <= 6 {
        let mut b = a;
        while b <= 6 {
            ends[i] = (a, b);
            i += 1;
            b += 1;
        }
        a += 1;
    }
    ends
};

/// The index of the tile with ends `a` and `b`, in either order: a lookup, as tiles
/// are named from their ends after every play.
const INDEX: [[u8; 7]; 7] = {
    let mut t = [[0u8; 7]; 7];
    let mut a = 0;
    while a < 7 {
        let mut b = 0;
        while b < 7 {
            let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
            t[a][b] = index(lo as u8, hi as u8);
            b += 1;
        }
        a += 1;
    }
    t
};

/// Index of the tile with ends `a <= b`.
const fn index(a: u8, b: u8) -> u8 {
    // Tiles with low end below `a` come first: 7 + 6 + ... for each lower end.
    let before = a * 7 - (a * (a.saturating_sub(1))) / 2;
    before + (b - a)
}

impl Tile {
    /// All 28 tiles in index order.
    pub const ALL: [Tile; 28] = {
        let mut all = [Tile(0); 28];
        let mut i = 0;
        while i < 28 {
            all[i] = Tile(i as u8);
            i += 1;
        }
        all
    };

    /// The double blank, the one tile that is both a double and a matador.
    pub const DOUBLE_BLANK: Tile = Tile(0);

    /// The tile with these two ends, in either order; `None` if an end is above 6.
    pub const fn new(a: u8, b: u8) -> Option<Tile> {
        if a > 6 || b > 6 {
            return None;
        }
        Some(Tile::of(a, b))
    }

    /// The tile with these ends; both must be 0..=6.
    pub(crate) const fn of(a: u8, b: u8) -> Tile {
        Tile(INDEX[a as usize][b as usize])
    }

    /// The double `[d-d]`.
    pub const fn double(d: u8) -> Tile {
        Tile::of(d, d)
    }

    /// The index 0..28.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The tile with this index, if it is below 28.
    pub const fn from_index(i: usize) -> Option<Tile> {
        if i < 28 {
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

    /// Whether this is one of the four matadors: 0-0, 6-1, 5-2, 4-3.
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

    /// The tile with this index, which must be below 28 (a larger one gives 6-6): for
    /// decoding set bits in hot loops.
    pub(crate) const fn at(i: u32) -> Tile {
        Tile(if i < 28 { i as u8 } else { 27 })
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

/// A tile written `"a-b"` could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("bad tile {0:?}: write a tile as \"a-b\" with a and b from 0 to 6")]
pub struct TileParseError(pub String);

/// Reads `"a-b"` as the ordered pair `(a, b)`: the order matters for placements.
pub fn parse_ends(s: &str) -> Result<(u8, u8), TileParseError> {
    let bad = || TileParseError(s.to_string());
    let b = s.as_bytes();
    if b.len() != 3 || b[1] != b'-' {
        return Err(bad());
    }
    let digit = |c: u8| match c {
        b'0'..=b'6' => Ok(c - b'0'),
        _ => Err(bad()),
    };
    Ok((digit(b[0])?, digit(b[2])?))
}

impl FromStr for Tile {
    type Err = TileParseError;
    fn from_str(s: &str) -> Result<Tile, TileParseError> {
        let (a, b) = parse_ends(s)?;
        Ok(Tile::of(a, b))
    }
}

/// A set of tiles, one bit per tile.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct TileSet(u32);

impl TileSet {
    /// No tile.
    pub const EMPTY: TileSet = TileSet(0);
    /// All 28 tiles.
    pub const FULL: TileSet = TileSet((1 << 28) - 1);
    /// The seven doubles.
    pub const DOUBLES: TileSet = {
        let mut bits = 0u32;
        let mut d = 0;
        while d <= 6 {
            bits |= 1 << Tile::double(d).0;
            d += 1;
        }
        TileSet(bits)
    };
    /// The four matadors.
    pub const MATADORS: TileSet =
        TileSet(1 << Tile::of(0, 0).0 | 1 << Tile::of(1, 6).0 | 1 << Tile::of(2, 5).0 | 1 << Tile::of(3, 4).0);

    /// The set holding just these bits (bits above 27 are dropped).
    pub const fn from_bits(bits: u32) -> TileSet {
        TileSet(bits & Self::FULL.0)
    }

    /// The raw bits.
    pub const fn bits(self) -> u32 {
        self.0
    }

    /// The set holding one tile.
    pub const fn single(t: Tile) -> TileSet {
        TileSet(1 << t.0)
    }

    /// Every tile that shows `v` on an end (none for `v` above 6).
    pub const fn with(v: u8) -> TileSet {
        if v > 6 {
            return TileSet::EMPTY;
        }
        WITH[v as usize]
    }

    const fn with_slow(v: u8) -> TileSet {
        let mut bits = 0u32;
        let mut i = 0;
        while i < 28 {
            if Tile(i as u8).has(v) {
                bits |= 1 << i;
            }
            i += 1;
        }
        TileSet(bits)
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
    /// The `k`th tile in index order (from 0), if there are that many.
    pub fn nth(self, k: u32) -> Option<Tile> {
        let mut b = self.0;
        for _ in 0..k {
            b &= b.wrapping_sub(1);
        }
        (b != 0).then(|| Tile(b.trailing_zeros() as u8))
    }
    /// The tiles in index order.
    pub fn iter(self) -> TileIter {
        TileIter(self.0)
    }
    /// The sum of the pips of the tiles, the double blank counting 0: four lookups.
    pub const fn pips(self) -> u32 {
        let b = self.0;
        PIPS8[0][(b & 0xff) as usize] as u32
            + PIPS8[1][((b >> 8) & 0xff) as usize] as u32
            + PIPS8[2][((b >> 16) & 0xff) as usize] as u32
            + PIPS8[3][((b >> 24) & 0xff) as usize] as u32
    }
    /// The sum of the count values of the tiles (the double blank counts 14).
    pub fn count_value(self) -> u32 {
        self.pips() + if self.contains(Tile::DOUBLE_BLANK) { 14 } else { 0 }
    }
}

impl fmt::Debug for TileSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter().map(|t| t.to_string())).finish()
    }
}

impl FromIterator<Tile> for TileSet {
    fn from_iter<I: IntoIterator<Item = Tile>>(iter: I) -> TileSet {
        let mut s = TileSet::EMPTY;
        for t in iter {
            s.insert(t);
        }
        s
    }
}

/// Each tile's pips, by index.
const PIPS: [u8; 28] = {
    let mut t = [0u8; 28];
    let mut i = 0;
    while i < 28 {
        t[i] = ENDS[i].0 + ENDS[i].1;
        i += 1;
    }
    t
};

/// The pips of the tiles of each byte of a set's bits, for every value of that byte.
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
                if v & (1 << bit) != 0 && i < 28 {
                    sum += ENDS[i].0 + ENDS[i].1;
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

/// The tiles showing each number.
const WITH: [TileSet; 7] = {
    let mut t = [TileSet::EMPTY; 7];
    let mut v = 0;
    while v < 7 {
        t[v] = TileSet::with_slow(v as u8);
        v += 1;
    }
    t
};

/// Iterates a [`TileSet`] in index order.
pub struct TileIter(u32);

impl Iterator for TileIter {
    type Item = Tile;
    fn next(&mut self) -> Option<Tile> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros();
        self.0 &= self.0 - 1;
        Some(Tile(i as u8))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nth_tile_counts_in_index_order() {
        let s: TileSet = ["0-3", "2-5", "6-6"].iter().map(|t| t.parse::<Tile>().unwrap()).collect();
        let all: Vec<Tile> = s.iter().collect();
        for k in 0..3 {
            assert_eq!(s.nth(k), Some(all[k as usize]));
        }
        assert_eq!(s.nth(3), None);
        assert_eq!(TileSet::EMPTY.nth(0), None);
        assert_eq!(TileSet::FULL.nth(27), Some(Tile::double(6)));
    }

    #[test]
    fn every_tile_once_and_notation_round_trips() {
        let mut seen = TileSet::EMPTY;
        for a in 0..=6 {
            for b in a..=6 {
                let t = Tile::new(a, b).unwrap();
                assert_eq!((t.low(), t.high()), (a, b));
                assert!(!seen.contains(t));
                seen.insert(t);
                assert_eq!(t.to_string().parse::<Tile>().unwrap(), t);
                assert_eq!(Tile::new(b, a), Some(t));
            }
        }
        assert_eq!(seen, TileSet::FULL);
    }

    #[test]
    fn matadors_are_the_sevens_and_the_double_blank() {
        let m: Vec<String> = TileSet::MATADORS.iter().map(|t| t.to_string()).collect();
        assert_eq!(m, ["0-0", "1-6", "2-5", "3-4"]);
        assert_eq!(TileSet::DOUBLES.len(), 7);
    }

    #[test]
    fn values_double_blank_is_seven_when_paid_and_fourteen_when_counted() {
        let z = Tile::DOUBLE_BLANK;
        assert_eq!((z.double_value(), z.count_value(), z.pips()), (7, 14, 0));
        let t: Tile = "5-4".parse().unwrap();
        assert_eq!((t.pips(), t.count_value()), (9, 9));
    }

    #[test]
    fn bad_notation_is_refused() {
        for s in ["7-1", "11", "1-", "a-b", "1-2-3", ""] {
            assert!(s.parse::<Tile>().is_err(), "{s}");
        }
    }
}
