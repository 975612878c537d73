//! The board: which squares are covered (one `u64`), the number each shows (one `u64`
//! per number), how the halves pair into tiles, and the matching rule on masks.

use super::placement::Placement;
use super::square::{adj, squares, Square};
use crate::core::{Tile, TileSet};
use std::fmt;

/// The tiles on the board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Board {
    /// Covered squares.
    occ: u64,
    /// The squares showing each number 0..=6; together they are `occ`.
    by_num: [u64; super::NUMBERS],
    /// The lower squares of tiles lying along a rank (their other half is to the east).
    flat: u64,
    /// The lower squares of tiles standing along a file (their other half is north).
    tall: u64,
    tiles: TileSet,
}

/// A set of numbers 0..=6 as bits: what a square's neighbours show.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Numbers(pub u8);

impl Numbers {
    pub fn contains(self, v: u8) -> bool {
        self.0 & (1 << v) != 0
    }
    pub fn iter(self) -> impl Iterator<Item = u8> {
        (0..super::NUMBERS as u8).filter(move |&v| self.contains(v))
    }
}

impl fmt::Display for Numbers {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let v: Vec<String> = self.iter().map(|n| n.to_string()).collect();
        match v.len() {
            0 => f.write_str("nothing"),
            1 => f.write_str(&v[0]),
            n => write!(f, "{} or {}", v[..n - 1].join(", "), v[n - 1]),
        }
    }
}

/// Why a tile cannot lie on two squares of this board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Misfit {
    #[error("{0} is already covered")]
    Occupied(Square),
    #[error("the {number} on {square} touches {touching}: {}", must(.touching))]
    Unmatched { square: Square, number: u8, touching: Touching },
}

/// The covered squares next to a half, with the numbers they show: at most four.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Touching([Option<(Square, u8)>; 4]);

impl Touching {
    /// The squares and numbers, in the board's order.
    pub fn iter(&self) -> impl Iterator<Item = (Square, u8)> + '_ {
        self.0.iter().flatten().copied()
    }
}

/// What the rule asks, said of one neighbour or of several.
fn must(t: &Touching) -> &'static str {
    if t.iter().count() > 1 {
        "it must equal one of them"
    } else {
        "equal numbers must touch"
    }
}

impl fmt::Display for Touching {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let all: Vec<String> = self.iter().map(|(s, v)| format!("a {v} on {s}")).collect();
        match all.len() {
            0 => f.write_str("nothing"),
            n => write!(
                f,
                "{}",
                if n == 1 { all[0].clone() } else { format!("{} and {}", all[..n - 1].join(", "), all[n - 1]) }
            ),
        }
    }
}

/// Why a list of placements makes no position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    #[error("{0} is covered twice")]
    Overlap(Square),
    #[error("{0} lies on the board twice")]
    Twice(Tile),
}

impl Board {
    /// The empty board.
    pub const EMPTY: Board = Board { occ: 0, by_num: [0; super::NUMBERS], flat: 0, tall: 0, tiles: TileSet::EMPTY };

    /// A position from its tiles, the matching rule not checked: for studying or
    /// scoring a position described in words.
    ///
    /// # Errors
    /// Two tiles on one square, or one tile twice.
    pub fn from_placements(ps: &[Placement]) -> Result<Board, PositionError> {
        let mut b = Board::EMPTY;
        for &p in ps {
            if let Some(s) = squares(p.mask() & b.occ).next() {
                return Err(PositionError::Overlap(s));
            }
            if b.tiles.contains(p.tile()) {
                return Err(PositionError::Twice(p.tile()));
            }
            b.place(p);
        }
        Ok(b)
    }

    /// The covered squares.
    pub const fn occupied(&self) -> u64 {
        self.occ
    }
    /// The empty squares.
    pub const fn empty(&self) -> u64 {
        !self.occ
    }
    /// The tiles on the board.
    pub const fn tiles(&self) -> TileSet {
        self.tiles
    }
    /// The squares showing `v`.
    pub const fn showing(&self, v: u8) -> u64 {
        self.by_num[v as usize]
    }
    /// The number on `s`, if covered.
    pub fn number_at(&self, s: Square) -> Option<u8> {
        (0..super::NUMBERS as u8).find(|&v| self.by_num[v as usize] & s.bit() != 0)
    }
    /// The other half of the tile covering `s`.
    pub fn partner(&self, s: Square) -> Option<Square> {
        let i = s.index();
        let b = s.bit();
        if self.flat & b != 0 {
            Square::from_index(i + 1)
        } else if self.tall & b != 0 {
            Square::from_index(i + 8)
        } else if i >= 1 && self.flat & (b >> 1) != 0 {
            Square::from_index(i - 1)
        } else if i >= 8 && self.tall & (b >> 8) != 0 {
            Square::from_index(i - 8)
        } else {
            None
        }
    }
    /// The tile covering `s`.
    pub fn placement_at(&self, s: Square) -> Option<Placement> {
        let t = self.partner(s)?;
        Some(Placement::of(self.number_at(s)?, self.number_at(t)?, s, t))
    }
    /// Every tile on the board, by its lower square.
    pub fn placements(&self) -> impl Iterator<Item = Placement> + '_ {
        squares(self.flat | self.tall).filter_map(|s| self.placement_at(s))
    }
    /// The covered squares next to `s` and the numbers they show.
    pub fn touching(&self, s: Square) -> Touching {
        let mut out = Touching::default();
        for (slot, t) in out.0.iter_mut().zip(squares(s.neighbours() & self.occ)) {
            *slot = self.number_at(t).map(|v| (t, v));
        }
        out
    }
    /// The numbers shown on the squares next to `s`.
    pub fn around(&self, s: Square) -> Numbers {
        let n = s.neighbours();
        let mut out = 0u8;
        for v in 0..super::NUMBERS {
            if self.by_num[v] & n != 0 {
                out |= 1 << v;
            }
        }
        Numbers(out)
    }

    /// The empty squares where a half showing `v` may lie: those touching nothing, and
    /// those with a neighbour showing `v` (Dominox #3, #4). The tile's own other half is
    /// empty before it is placed, so it never counts as a neighbour (Dominox #5).
    #[inline]
    pub fn accepts(&self, v: u8) -> u64 {
        !self.occ & (!adj(self.occ) | adj(self.by_num[v as usize]))
    }

    /// Whether `p` may be placed: both squares empty, each half matching (#3-#5).
    ///
    /// # Errors
    /// The first square covered, or the first half that matches no neighbour.
    pub fn fits(&self, p: Placement) -> Result<(), Misfit> {
        for s in p.squares() {
            if self.occ & s.bit() != 0 {
                return Err(Misfit::Occupied(s));
            }
        }
        for (s, v) in p.squares().into_iter().zip(p.numbers()) {
            let n = s.neighbours();
            if n & self.occ != 0 && n & self.by_num[v as usize] == 0 {
                return Err(Misfit::Unmatched { square: s, number: v, touching: self.touching(s) });
            }
        }
        Ok(())
    }

    /// Puts `p` on the board. The caller has checked that its squares are empty.
    #[inline]
    pub(crate) fn place(&mut self, p: Placement) {
        let [s, t] = p.squares();
        let [a, b] = p.numbers();
        debug_assert!(self.occ & p.mask() == 0, "{p} on covered squares");
        self.occ |= p.mask();
        self.by_num[a as usize] |= s.bit();
        self.by_num[b as usize] |= t.bit();
        if p.is_flat() {
            self.flat |= s.bit();
        } else {
            self.tall |= s.bit();
        }
        self.tiles.insert(p.tile());
    }
}

impl fmt::Debug for Board {
    /// The board as eight lines, rank 8 first: a digit per covered square, `.` empty.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in (0..8).rev() {
            for fl in 0..8 {
                let s = Square::at(fl, r).expect("on the board");
                match self.number_at(s) {
                    Some(v) => write!(f, "{v}")?,
                    None => f.write_str(".")?,
                }
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(a: u8, b: u8, s: &str, t: &str) -> Placement {
        Placement::new(a, b, [s.parse().unwrap(), t.parse().unwrap()]).unwrap()
    }

    #[test]
    fn halves_pair_into_tiles() {
        let b = Board::from_placements(&[p(0, 0, "g8", "g7"), p(0, 5, "g6", "h6")]).unwrap();
        let sq = |s: &str| s.parse::<Square>().unwrap();
        assert_eq!(b.partner(sq("g8")), Some(sq("g7")));
        assert_eq!(b.partner(sq("h6")), Some(sq("g6")));
        assert_eq!(b.partner(sq("h8")), None);
        assert_eq!(b.number_at(sq("h6")), Some(5));
        assert_eq!(b.placements().count(), 2);
        assert_eq!(b.placement_at(sq("h6")), Some(p(5, 0, "h6", "g6")));
        assert_eq!(
            Board::from_placements(&[p(0, 0, "g8", "g7"), p(1, 2, "g7", "h7")]),
            Err(PositionError::Overlap(sq("g7")))
        );
        assert_eq!(
            Board::from_placements(&[p(0, 1, "a1", "a2"), p(1, 0, "c1", "c2")]),
            Err(PositionError::Twice("0-1".parse().unwrap()))
        );
    }

    #[test]
    fn numbers_read_as_words() {
        assert_eq!(Numbers(0b101).to_string(), "0 or 2");
        assert_eq!(Numbers(0b1011).to_string(), "0, 1 or 3");
        assert_eq!(Numbers(0b10).to_string(), "1");
    }
}
