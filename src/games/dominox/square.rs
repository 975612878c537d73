//! The 64 squares of the board, their colours, and sets of squares as one `u64`.
//!
//! Square `a1` is bit 0, `b1` bit 1, ..., `h1` bit 7, `a2` bit 8, ..., `h8` bit 63:
//! files `a`-`h` left to right, ranks `1`-`8` bottom to top (Dominox #1).

use std::fmt;
use std::str::FromStr;

/// One square of the 8x8 board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Square(u8);

/// The two colours: of the squares, and of the players (seat 0 White, seat 1 Black).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Colour {
    White,
    Black,
}

impl Colour {
    /// The other colour.
    pub const fn other(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
    /// 0 for White, 1 for Black: the seat that plays the colour, and the index of its
    /// score in `[White, Black]`.
    pub const fn index(self) -> usize {
        self as usize
    }
    pub const fn name(self) -> &'static str {
        match self {
            Colour::White => "White",
            Colour::Black => "Black",
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Squares on file `a`, the left edge.
pub const FILE_A: u64 = 0x0101_0101_0101_0101;
/// Squares on file `h`, the right edge.
pub const FILE_H: u64 = FILE_A << 7;
/// The white squares: (file + rank) even, so `a1` and `h8` are white (Dominox #1).
pub const WHITE: u64 = 0xAA55_AA55_AA55_AA55;
/// Every square.
pub const ALL: u64 = u64::MAX;

/// The squares orthogonally next to some square of `m` (diagonals do not touch).
#[inline]
pub const fn adj(m: u64) -> u64 {
    ((m << 1) & !FILE_A) | ((m >> 1) & !FILE_H) | (m << 8) | (m >> 8)
}

/// The neighbours of each square, by index.
const NEIGHBOURS: [u64; 64] = {
    let mut t = [0u64; 64];
    let mut i = 0;
    while i < 64 {
        t[i] = adj(1 << i);
        i += 1;
    }
    t
};

/// The squares of `m`, lowest first.
#[inline]
pub fn squares(mut m: u64) -> impl Iterator<Item = Square> {
    std::iter::from_fn(move || {
        if m == 0 {
            return None;
        }
        let s = m.trailing_zeros() as u8;
        m &= m - 1;
        Some(Square(s))
    })
}

impl Square {
    /// The square at `file` (0 = a) and `rank` (0 = rank 1); `None` off the board.
    pub const fn at(file: u8, rank: u8) -> Option<Square> {
        if file < 8 && rank < 8 {
            Some(Square(rank * 8 + file))
        } else {
            None
        }
    }
    /// The square with this index 0..64.
    pub const fn from_index(i: usize) -> Option<Square> {
        if i < 64 {
            Some(Square(i as u8))
        } else {
            None
        }
    }
    pub const fn index(self) -> usize {
        self.0 as usize
    }
    /// 0 for file `a` to 7 for file `h`.
    pub const fn file(self) -> u8 {
        self.0 % 8
    }
    /// 0 for rank `1` to 7 for rank `8`.
    pub const fn rank(self) -> u8 {
        self.0 / 8
    }
    /// This square as a one-square set.
    pub const fn bit(self) -> u64 {
        1 << self.0
    }
    pub const fn colour(self) -> Colour {
        if WHITE & self.bit() != 0 {
            Colour::White
        } else {
            Colour::Black
        }
    }
    /// The squares orthogonally next to this one.
    #[inline]
    pub const fn neighbours(self) -> u64 {
        NEIGHBOURS[self.0 as usize]
    }
    /// Whether `o` is orthogonally next to this square.
    pub const fn touches(self, o: Square) -> bool {
        self.neighbours() & o.bit() != 0
    }
    /// The square one step in `dir`, if it is on the board.
    pub const fn step(self, dir: Dir) -> Option<Square> {
        let (f, r) = (self.file() as i8, self.rank() as i8);
        let (df, dr) = dir.delta();
        let (nf, nr) = (f + df, r + dr);
        if nf < 0 || nr < 0 {
            None
        } else {
            Square::at(nf as u8, nr as u8)
        }
    }
    /// Every square, `a1` first.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(Square)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

/// A square name that is not `a1`..`h8`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("bad square {0:?}: write a square as a file a-h and a rank 1-8, like \"e7\"")]
pub struct SquareParseError(pub String);

impl FromStr for Square {
    type Err = SquareParseError;
    fn from_str(s: &str) -> Result<Square, SquareParseError> {
        match s.as_bytes() {
            [f @ b'a'..=b'h', r @ b'1'..=b'8'] => Ok(Square((r - b'1') * 8 + (f - b'a'))),
            _ => Err(SquareParseError(s.to_string())),
        }
    }
}

/// A direction on the board: where a tile's second half lies from its first.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Dir {
    East,
    South,
    West,
    North,
}

impl Dir {
    /// The four, clockwise from east.
    pub const ALL: [Dir; 4] = [Dir::East, Dir::South, Dir::West, Dir::North];
    /// (file, rank) step.
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Dir::East => (1, 0),
            Dir::South => (0, -1),
            Dir::West => (-1, 0),
            Dir::North => (0, 1),
        }
    }
    /// A quarter turn clockwise, as the board is seen with rank 8 at the top.
    pub const fn clockwise(self) -> Dir {
        match self {
            Dir::East => Dir::South,
            Dir::South => Dir::West,
            Dir::West => Dir::North,
            Dir::North => Dir::East,
        }
    }
    /// The direction from `a` to its neighbour `b`.
    pub fn between(a: Square, b: Square) -> Option<Dir> {
        Dir::ALL.into_iter().find(|&d| a.step(d) == Some(b))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_bad_names_are_refused() {
        for s in Square::all() {
            assert_eq!(s.to_string().parse::<Square>().unwrap(), s);
        }
        assert_eq!("a1".parse::<Square>().unwrap().index(), 0);
        assert_eq!("h8".parse::<Square>().unwrap().index(), 63);
        assert_eq!("e7".parse::<Square>().unwrap(), Square::at(4, 6).unwrap());
        for bad in ["", "a", "i1", "a9", "a0", "A1", "e77", " e7"] {
            assert!(bad.parse::<Square>().is_err(), "{bad}");
        }
    }

    #[test]
    fn dominox_1_a1_and_h8_are_white_and_colours_alternate() {
        let sq = |s: &str| s.parse::<Square>().unwrap();
        assert_eq!(sq("a1").colour(), Colour::White);
        assert_eq!(sq("h8").colour(), Colour::White);
        assert_eq!(sq("a8").colour(), Colour::Black);
        assert_eq!(sq("h1").colour(), Colour::Black);
        for s in Square::all() {
            for n in squares(s.neighbours()) {
                assert_ne!(s.colour(), n.colour(), "{s} {n}");
            }
        }
        assert_eq!(WHITE.count_ones(), 32);
    }

    #[test]
    fn neighbours_are_orthogonal_and_stay_on_the_board() {
        for s in Square::all() {
            let by_steps: u64 = Dir::ALL.iter().filter_map(|&d| s.step(d)).map(Square::bit).fold(0, |a, b| a | b);
            assert_eq!(s.neighbours(), by_steps, "{s}");
            for d in Dir::ALL {
                if let Some(n) = s.step(d) {
                    assert_eq!(Dir::between(s, n), Some(d));
                    assert!(s.touches(n));
                }
            }
        }
        let corner: Square = "a1".parse().unwrap();
        assert_eq!(corner.neighbours().count_ones(), 2);
    }
}
