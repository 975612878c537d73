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
    pub fn iter(self) -> impl Iterator<Item = Seat> {
        (0..16u8).filter(move |i| self.0 & (1 << i) != 0).map(Seat)
    }
}
