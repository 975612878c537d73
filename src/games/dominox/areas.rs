//! Area scoring: the empty squares split into orthogonally connected areas (Dominox
//! #10), each scoring its size to the colour with more of its squares, to nobody when
//! the colours are equal.

use super::board::Board;
use super::square::{adj, Colour, WHITE};
use arrayvec::ArrayVec;

/// One connected area of empty squares.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Area {
    /// Its squares.
    pub squares: u64,
}

impl Area {
    pub const fn size(self) -> u32 {
        self.squares.count_ones()
    }
    pub const fn white(self) -> u32 {
        (self.squares & WHITE).count_ones()
    }
    pub const fn black(self) -> u32 {
        (self.squares & !WHITE).count_ones()
    }
    /// The colour with more squares here; `None` when equal.
    pub const fn owner(self) -> Option<Colour> {
        let (w, b) = (self.white(), self.black());
        if w > b {
            Some(Colour::White)
        } else if b > w {
            Some(Colour::Black)
        } else {
            None
        }
    }
    /// Its points: the size, to the owner.
    pub const fn points(self) -> u32 {
        match self.owner() {
            Some(_) => self.size(),
            None => 0,
        }
    }
}

/// The squares of `region` connected to `seed` (which should lie in it).
#[inline]
pub fn grow(seed: u64, region: u64) -> u64 {
    let mut m = seed & region;
    loop {
        let n = (m | adj(m)) & region;
        if n == m {
            return m;
        }
        m = n;
    }
}

/// The most areas a board can have: 32, the squares of one colour all apart.
pub const MAX_AREAS: usize = 32;

/// The areas of `region` (by default the empty squares), lowest square first.
pub fn areas_of(region: u64) -> ArrayVec<Area, MAX_AREAS> {
    let mut out = ArrayVec::new();
    let mut left = region;
    while left != 0 {
        let a = grow(left & left.wrapping_neg(), left);
        out.push(Area { squares: a });
        left &= !a;
    }
    out
}

/// The areas of the empty squares of `board`.
pub fn areas(board: &Board) -> ArrayVec<Area, MAX_AREAS> {
    areas_of(board.empty())
}

/// The points of `board` if the game ended now: `[White, Black]`.
pub fn score(board: &Board) -> [u32; 2] {
    let mut out = [0; 2];
    for a in areas(board) {
        if let Some(c) = a.owner() {
            out[c.index()] += a.size();
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::dominox::square::Square;

    fn mask(names: &[&str]) -> u64 {
        names.iter().map(|s| s.parse::<Square>().unwrap().bit()).fold(0, |a, b| a | b)
    }

    #[test]
    fn dominox_10_diagonal_squares_are_separate_areas() {
        let a = areas_of(mask(&["a1", "b2"]));
        assert_eq!(a.len(), 2);
        let a = areas_of(mask(&["a1", "a2", "b2"]));
        assert_eq!(a.len(), 1);
        assert_eq!((a[0].white(), a[0].black(), a[0].owner()), (2, 1, Some(Colour::White)));
    }

    #[test]
    fn the_text_examples_three_black_four_white_is_seven_to_white_and_one_black_square_one_to_black() {
        // A 7-square strip from a black square: b1..h1 holds 3 black and 4 white squares.
        let strip = areas_of(mask(&["b1", "c1", "d1", "e1", "f1", "g1", "h1"]));
        assert_eq!(strip.len(), 1);
        assert_eq!((strip[0].black(), strip[0].white()), (4, 3));
        let strip = areas_of(mask(&["a1", "b1", "c1", "d1", "e1", "f1", "g1"]));
        assert_eq!(
            (strip[0].white(), strip[0].black(), strip[0].owner(), strip[0].points()),
            (4, 3, Some(Colour::White), 7)
        );
        let one = areas_of(mask(&["a8"]));
        assert_eq!((one[0].owner(), one[0].points()), (Some(Colour::Black), 1));
        let even = areas_of(mask(&["a1", "a2"]));
        assert_eq!((even[0].owner(), even[0].points()), (None, 0));
    }

    #[test]
    fn the_empty_board_is_one_even_area() {
        assert_eq!(score(&Board::EMPTY), [0, 0]);
        assert_eq!(areas(&Board::EMPTY).len(), 1);
    }
}
