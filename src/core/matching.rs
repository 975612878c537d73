//! Matching: which tiles may touch an open value, and the ways each touches it.
//!
//! Two rules exist. Under the ordinary rule (ORD) equal numbers touch. Under the
//! matador rule (MAT, Nos's `placeMAT`) touching numbers add up to 7, a blank end takes
//! only a matador, and the four matadors (`0-0`, `6-1`, `5-2`, `4-3`) are wild: they go
//! on any open end, either way round.

use super::tile::{Tile, TileSet};

/// How touching ends must agree.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Rule {
    /// Equal numbers touch.
    Ordinary,
    /// Touching numbers add up to 7; matadors are wild.
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

    /// The tiles that may touch an open `v` (none for `v` above 6).
    pub const fn accepts(self, v: u8) -> TileSet {
        if v > 6 {
            return TileSet::EMPTY;
        }
        match self {
            Rule::Ordinary => TileSet::with(v),
            Rule::Matador => MAT[v as usize],
        }
    }

    /// What each open value 0..=6 takes: a table, for lookups in hot loops.
    pub const fn table(self) -> &'static [TileSet; 7] {
        match self {
            Rule::Ordinary => &ORD,
            Rule::Matador => &MAT,
        }
    }

    /// The tiles that touch any open value in two ways: the three matadors that are not
    /// doubles under MAT, none under ORD. Every other accepted tile touches in one way.
    pub const fn twice(self) -> TileSet {
        match self {
            Rule::Ordinary => TileSet::EMPTY,
            Rule::Matador => TileSet::MATADORS.minus(TileSet::single(Tile::DOUBLE_BLANK)),
        }
    }

    /// The ways `tile` touches an open `v`: (touching number, number left open), none
    /// when it does not fit. With two ways the lower number touches first.
    pub const fn ways(self, tile: Tile, v: u8) -> Ways {
        if !self.accepts(v).contains(tile) {
            return Ways::NONE;
        }
        let (a, b) = (tile.low(), tile.high());
        match self {
            Rule::Ordinary => Ways::one(v, if a == v { b } else { a }),
            Rule::Matador => {
                if tile.is_matador() {
                    if a == b {
                        Ways::one(a, a)
                    } else {
                        Ways { n: 2, w: [(a, b), (b, a)] }
                    }
                } else {
                    let c = 7 - v;
                    Ways::one(c, if a == c { b } else { a })
                }
            }
        }
    }

    /// Whether the tile written `touch-open` may go against an open `v` that way.
    pub const fn admits(self, v: u8, touch: u8, open: u8) -> bool {
        let Some(tile) = Tile::new(touch, open) else { return false };
        if !self.accepts(v).contains(tile) {
            return false;
        }
        match self {
            Rule::Ordinary => touch == v,
            Rule::Matador => tile.is_matador() || touch + v == 7,
        }
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

/// What an open value takes under ORD: the tiles showing it.
const ORD: [TileSet; 7] = {
    let mut t = [TileSet::EMPTY; 7];
    let mut v = 0;
    while v <= 6 {
        t[v] = TileSet::with(v as u8);
        v += 1;
    }
    t
};

/// What an open value takes under MAT: its complement's tiles and the matadors; a blank
/// takes the matadors only.
const MAT: [TileSet; 7] = {
    let mut t = [TileSet::MATADORS; 7];
    let mut v = 1;
    while v <= 6 {
        t[v] = TileSet::with(7 - v as u8).union(TileSet::MATADORS);
        v += 1;
    }
    t
};

#[cfg(test)]
mod tests {
    use super::*;

    fn t(s: &str) -> Tile {
        s.parse().unwrap()
    }

    #[test]
    fn ordinary_touches_with_the_open_number() {
        let r = Rule::Ordinary;
        assert_eq!(r.ways(t("4-0"), 4).as_slice(), &[(4, 0)]);
        assert_eq!(r.ways(t("4-4"), 4).as_slice(), &[(4, 4)]);
        assert!(r.ways(t("3-0"), 4).is_empty());
        assert!(r.admits(4, 4, 0) && !r.admits(4, 0, 4));
    }

    #[test]
    fn matador_blank_takes_only_matadors_and_matadors_go_both_ways() {
        let r = Rule::Matador;
        assert_eq!(r.accepts(0), TileSet::MATADORS);
        assert_eq!(r.ways(t("6-1"), 0).as_slice(), &[(1, 6), (6, 1)]);
        assert_eq!(r.ways(t("0-0"), 3).as_slice(), &[(0, 0)]);
        // Doubles endwise: 1-1 goes on a 6, not on a 5 (Matador #3).
        assert_eq!(r.ways(t("1-1"), 6).as_slice(), &[(1, 1)]);
        assert!(r.ways(t("1-1"), 5).is_empty());
        // A non-matador never touches with a blank.
        assert!(!r.admits(6, 0, 1) && r.admits(6, 1, 0));
        assert_eq!(r.twice().len(), 3);
    }
}
