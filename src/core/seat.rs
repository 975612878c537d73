//! Seats at the table and per-seat data.

use std::fmt;

/// The most seats at a table of Nos.
pub const MAX_SEATS: usize = 5;

/// The most seats any game has: Tiddly-Wink seats nine.
pub const MAX_TABLE: usize = 9;

/// A seat, numbered clockwise from 0; the seat after seat k (to its left) is k + 1.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Seat(pub u8);

impl Seat {
    pub const fn index(self) -> usize {
        self.0 as usize
    }
    /// The next seat clockwise at a table of `n`.
    pub const fn next(self, n: u8) -> Seat {
        Seat((self.0 + 1) % n)
    }
    /// The seat `k` places clockwise from this one.
    pub const fn plus(self, k: u8, n: u8) -> Seat {
        Seat((self.0 + k) % n)
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

/// A set of seats as bits, room for every seat of [`MAX_TABLE`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Seats(pub u16);

impl Seats {
    pub const fn contains(self, s: Seat) -> bool {
        self.0 & (1 << s.0) != 0
    }
    pub fn insert(&mut self, s: Seat) {
        self.0 |= 1 << s.0;
    }
    pub fn remove(&mut self, s: Seat) {
        self.0 &= !(1 << s.0);
    }
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// All seats of a table of `n`.
    pub const fn all(n: u8) -> Seats {
        Seats(((1u32 << n) - 1) as u16)
    }
    /// The seats in order, lowest first: one step per seat in the set, as chips are
    /// settled seat by seat after every close.
    pub fn iter(self) -> SeatIter {
        SeatIter(self.0)
    }
}

/// The seats of a [`Seats`], lowest first.
#[derive(Clone, Copy, Debug)]
pub struct SeatIter(u16);

impl ExactSizeIterator for SeatIter {}

impl Iterator for SeatIter {
    type Item = Seat;
    fn next(&mut self) -> Option<Seat> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros();
        self.0 &= self.0 - 1;
        Some(Seat(i as u8))
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_iterate_lowest_first() {
        let s = Seats(0b1_0010_0101);
        assert_eq!(s.iter().collect::<Vec<_>>(), vec![Seat(0), Seat(2), Seat(5), Seat(8)]);
        assert_eq!(s.iter().len(), 4);
        assert_eq!(Seats::default().iter().next(), None);
    }
}
