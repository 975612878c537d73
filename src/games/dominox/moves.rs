//! Legal placements on masks, without allocation: for each number the squares that
//! accept it, then for each tile and each way it can lie, one `u64` of the lower
//! squares where it fits. Counting them is a few popcounts, so the random player
//! picks uniformly among thousands of placements without listing them.

use super::board::Board;
use super::placement::{Action, Placement};
use super::square::{adj, Square, FILE_H};
use crate::core::{Tile, TileSet};
use arrayvec::ArrayVec;

/// The most legal actions a turn can have: 112 pairs of squares, each taking a tile
/// two ways round, for a hand of at most 20 tiles (8 dealt and 12 drawn).
pub const MAX_ACTIONS: usize = 112 * 2 * 20;

/// The legal actions of a turn, in a fixed-capacity list.
pub type Actions = ArrayVec<Action, MAX_ACTIONS>;

/// For each number, the empty squares that accept a half showing it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fit {
    ok: [u64; super::NUMBERS],
    /// `ok` moved down one square (what accepts each number just east of a square),
    /// and one rank (just north).
    east: [u64; super::NUMBERS],
    north: [u64; super::NUMBERS],
    /// How full the board is, to choose how to draw a random placement.
    covered: u32,
}

/// One way a tile lies: `a` on the lower square, `b` on the one east (`flat`) or north.
#[derive(Clone, Copy)]
struct Lie {
    a: u8,
    b: u8,
    flat: bool,
}

impl Lie {
    #[inline]
    fn at(self, s: u8) -> Placement {
        let lo = Square::from_index(s as usize).expect("on the board");
        let hi = Square::from_index(s as usize + if self.flat { 1 } else { 8 }).expect("on the board");
        Placement::of(self.a, self.b, lo, hi)
    }
}

impl Fit {
    /// The accepting squares of `board`.
    #[inline]
    pub fn of(board: &Board) -> Fit {
        // As [`Board::accepts`] for every number, the shared part computed once.
        let empty = board.empty();
        let alone = empty & !adj(board.occupied());
        let mut f = Fit {
            ok: [0; super::NUMBERS],
            east: [0; super::NUMBERS],
            north: [0; super::NUMBERS],
            covered: board.tiles().len(),
        };
        for v in 0..super::NUMBERS {
            let m = alone | (empty & adj(board.showing(v as u8)));
            f.ok[v] = m;
            f.east[v] = (m >> 1) & !FILE_H;
            f.north[v] = m >> 8;
        }
        f
    }

    /// The accepting squares once `p` is placed on `before` (the board without it):
    /// the same as `Fit::of` the board with it, worked out from the squares next to
    /// the tile only.
    #[inline]
    pub fn after(&self, before: &Board, p: Placement) -> Fit {
        let [s, t] = p.squares();
        let [a, b] = p.numbers();
        let empty = before.empty() & !p.mask();
        // Squares next to the tile: those that touched nothing now touch it, and take
        // only what it shows them; those that touched tiles take that too.
        let (near_s, near_t) = (s.neighbours() & empty, t.neighbours() & empty);
        let was_alone = !adj(before.occupied());
        let lost = (near_s | near_t) & was_alone | p.mask();
        let mut f = Fit { covered: self.covered + 1, ..*self };
        for v in 0..super::NUMBERS {
            let mut m = self.ok[v] & !lost;
            if v == a as usize {
                m |= near_s;
            }
            if v == b as usize {
                m |= near_t;
            }
            f.ok[v] = m;
            f.east[v] = (m >> 1) & !FILE_H;
            f.north[v] = m >> 8;
        }
        f
    }

    /// Whether `p` may be placed (as [`Board::fits`], which says why not).
    #[inline]
    pub fn allows(&self, p: Placement) -> bool {
        let [s, t] = p.squares();
        let [a, b] = p.numbers();
        self.ok[a as usize] & s.bit() != 0 && self.ok[b as usize] & t.bit() != 0
    }

    /// The lower squares where `a` on the lower and `b` on the upper square fits,
    /// the tile flat (east) or standing (north).
    #[inline]
    fn mask(&self, l: Lie) -> u64 {
        self.ok[l.a as usize] & if l.flat { self.east[l.b as usize] } else { self.north[l.b as usize] }
    }

    /// Calls `f` with each way `t` can lie and where it fits; a double lies only two
    /// ways, its halves being alike.
    #[inline]
    fn each(&self, t: Tile, mut f: impl FnMut(Lie, u64) -> bool) -> bool {
        let (lo, hi) = (t.low(), t.high());
        for flat in [true, false] {
            let l = Lie { a: lo, b: hi, flat };
            if f(l, self.mask(l)) {
                return true;
            }
            if lo != hi {
                let l = Lie { a: hi, b: lo, flat };
                if f(l, self.mask(l)) {
                    return true;
                }
            }
        }
        false
    }

    /// Appends every legal placement of the tiles of `hand` to `out`.
    pub fn fill(&self, hand: TileSet, out: &mut impl crate::core::List<Action>) {
        for t in hand.iter() {
            self.each(t, |l, mut m| {
                while m != 0 {
                    out.push(Action::Place(l.at(m.trailing_zeros() as u8)));
                    m &= m - 1;
                }
                false
            });
        }
    }

    /// How many legal placements the tiles of `hand` have.
    #[inline]
    pub fn count(&self, hand: TileSet) -> u32 {
        let mut n = 0;
        for t in hand.iter() {
            self.each(t, |_, m| {
                n += m.count_ones();
                false
            });
        }
        n
    }

    /// Whether some tile of `hand` fits somewhere.
    #[inline]
    pub fn any(&self, hand: TileSet) -> bool {
        hand.iter().any(|t| self.each(t, |_, m| m != 0))
    }

    /// The `i`th placement of [`Fit::fill`]'s order, if there are more than `i`.
    #[inline]
    pub fn nth(&self, hand: TileSet, mut i: u32) -> Option<Placement> {
        let mut found = None;
        for t in hand.iter() {
            let hit = self.each(t, |l, mut m| {
                let c = m.count_ones();
                if i >= c {
                    i -= c;
                    return false;
                }
                for _ in 0..i {
                    m &= m - 1;
                }
                found = Some(l.at(m.trailing_zeros() as u8));
                true
            });
            if hit {
                break;
            }
        }
        found
    }

    /// A uniformly random legal placement of the tiles of `hand` (`None` when none
    /// fits): the same distribution as a uniform pick from [`Fit::fill`], without
    /// listing.
    ///
    /// On a board with few tiles, first a few tries of rejection: a random tile of the
    /// hand, a random way round, flat or standing, a random lower square, kept if
    /// legal. Every legal placement is equally likely to be the one kept, and most
    /// tries succeed while the board is open. Otherwise, or when the tries fail, the
    /// placements are counted on the masks and one of them drawn: uniform too.
    #[inline]
    pub fn random(&self, hand: TileSet, rng: &mut impl rand::Rng) -> Option<Placement> {
        /// Rejection pays while most placements are legal: up to this many tiles down.
        const OPEN: u32 = 6;
        const TRIES: usize = 6;
        if self.covered <= OPEN && !hand.is_empty() {
            let mut tiles: ArrayVec<Tile, { super::TILES }> = ArrayVec::new();
            tiles.extend(hand.iter());
            let universe = tiles.len() as u32 * 256;
            for _ in 0..TRIES {
                let r = rng.random_range(0..universe);
                let t = tiles[(r / 256) as usize];
                let (swap, flat, s) = (r & 128 != 0, r & 64 != 0, (r & 63) as u8);
                if swap && t.is_double() {
                    continue;
                }
                let (a, b) = if swap { (t.high(), t.low()) } else { (t.low(), t.high()) };
                let l = Lie { a, b, flat };
                if self.mask(l) & (1 << s) != 0 {
                    return Some(l.at(s));
                }
            }
        }
        let mut ways: ArrayVec<(Lie, u64, u32), 80> = ArrayVec::new();
        let mut n = 0;
        for t in hand.iter() {
            self.each(t, |l, m| {
                if m != 0 {
                    let c = m.count_ones();
                    n += c;
                    ways.push((l, m, c));
                }
                false
            });
        }
        if n == 0 {
            return None;
        }
        let mut i = rng.random_range(0..n);
        for &(l, mut m, c) in &ways {
            if i < c {
                for _ in 0..i {
                    m &= m - 1;
                }
                return Some(l.at(m.trailing_zeros() as u8));
            }
            i -= c;
        }
        None
    }

    /// Whether `t` fits with its lower square in `flat` (lying) or in `tall` (standing).
    #[inline]
    pub fn fits_within(&self, t: Tile, flat: u64, tall: u64) -> bool {
        self.each(t, |l, m| m & if l.flat { flat } else { tall } != 0)
    }

    /// The squares covered by some legal placement of `t`.
    pub fn cover(&self, t: Tile) -> u64 {
        let mut out = 0;
        self.each(t, |l, m| {
            out |= m | if l.flat { m << 1 } else { m << 8 };
            false
        });
        out
    }
}

/// Every legal placement as a list, for tests and callers that want one.
pub fn placements(board: &Board, hand: TileSet) -> ArrayVec<Action, MAX_ACTIONS> {
    let mut out = ArrayVec::new();
    Fit::of(board).fill(hand, &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn on_the_empty_board_a_double_lies_112_ways_and_another_tile_224() {
        let f = Fit::of(&Board::EMPTY);
        let d = TileSet::single(Tile::double(3));
        let t = TileSet::single("2-5".parse().unwrap());
        assert_eq!(f.count(d), 112);
        assert_eq!(f.count(t), 224);
        assert_eq!(placements(&Board::EMPTY, d.union(t)).len(), 336);
        // Each written once: no placement repeats.
        let all = placements(&Board::EMPTY, d.union(t));
        let mut v: Vec<_> = all.iter().collect();
        v.sort_by_key(|a| format!("{a}"));
        v.dedup();
        assert_eq!(v.len(), 336);
    }

    #[test]
    fn the_fit_after_a_placement_is_the_fit_of_the_board_after() {
        use crate::core::Play;
        for seed in 0..200 {
            let mut g = crate::games::dominox::Dominox::seeded(seed);
            let mut rng = crate::core::chance::dice(seed);
            let mut buf = Actions::new();
            while let Some(s) = g.to_act() {
                let a = g.random_action(&mut rng, &mut buf).unwrap();
                if let Action::Place(p) = a {
                    let mut b = *g.board();
                    let f = Fit::of(&b).after(&b, p);
                    b.place(p);
                    assert_eq!(f, Fit::of(&b), "seed {seed}: {p}");
                }
                g.apply(s, a).unwrap();
            }
        }
    }

    #[test]
    fn nth_walks_fill_order() {
        let f = Fit::of(&Board::EMPTY);
        let hand: TileSet = ["0-0", "1-2", "6-6"].iter().map(|s| s.parse::<Tile>().unwrap()).collect();
        let all = placements(&Board::EMPTY, hand);
        for (i, a) in all.iter().enumerate() {
            assert_eq!(Some(*a), f.nth(hand, i as u32).map(Action::Place));
        }
        assert_eq!(f.nth(hand, all.len() as u32), None);
    }
}
