//! Mexican Train's table (MT #1-#5): a personal train per seat and the Mexican train,
//! all growing from the engine; the markers on the trains of seats that passed; and
//! the double, if any, that waits to be covered. All of it public.

use super::action::Place;
use super::refusal::Refusal;
use super::rules::MAX_PLAYERS;
use crate::core::{Seat, Seats, Tile};
use arrayvec::ArrayVec;

/// The Mexican train's place in the per-train tables, after the seats' trains.
pub const MEXICAN: usize = MAX_PLAYERS;

/// How many trains a table can have: one per seat and the Mexican train.
pub const LINES: usize = MAX_PLAYERS + 1;

/// The trains of one round.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Trains {
    players: u8,
    /// The number each train's next tile must match: the engine's for an empty train.
    open: [u8; LINES],
    /// Every tile laid, in order: its train, the tile, its touching end.
    laid: ArrayVec<(u8, Tile, u8), 91>,
    marked: Seats,
    /// The train whose last tile is a double not yet covered (MT #4).
    uncovered: Option<u8>,
}

impl Trains {
    /// Empty trains from an engine showing `engine`.
    pub fn new(players: u8, engine: u8) -> Trains {
        Trains { players, open: [engine; LINES], laid: ArrayVec::new(), marked: Seats::default(), uncovered: None }
    }

    /// The train's index in the per-train tables.
    ///
    /// # Errors
    /// A seat's train at a table without that seat, or a Chicken Foot place.
    pub fn line(&self, place: Place) -> Result<usize, Refusal> {
        match place {
            Place::Mexican => Ok(MEXICAN),
            Place::Train(s) if s.0 < self.players => Ok(s.index()),
            Place::Train(s) => Err(Refusal::NoTrain(s)),
            Place::At(_) => Err(Refusal::WrongPlace(place)),
        }
    }

    /// The place of a train index.
    pub fn place(line: usize) -> Place {
        if line == MEXICAN {
            Place::Mexican
        } else {
            Place::Train(Seat(line as u8))
        }
    }

    /// The number a train's next tile must match.
    pub fn open(&self, place: Place) -> Option<u8> {
        self.line(place).ok().map(|l| self.open[l])
    }

    /// A train's tiles from the engine out, each with its touching end.
    pub fn tiles(&self, place: Place) -> impl Iterator<Item = (Tile, u8)> + '_ {
        let l = self.line(place).ok().map(|l| l as u8);
        self.laid.iter().filter(move |(k, _, _)| Some(*k) == l).map(|&(_, t, v)| (t, v))
    }

    /// The seats whose trains carry a marker (MT #3).
    pub fn marked(&self) -> Seats {
        self.marked
    }

    /// The double waiting to be covered, and its train (MT #4).
    pub fn uncovered(&self) -> Option<(Tile, Place)> {
        self.uncovered.map(|l| (Tile::double(self.open[l as usize]), Trains::place(l as usize)))
    }

    /// Whether `seat` may lay a tile on train `line` now, the numbers aside (MT #2, #4).
    fn may_use(&self, seat: Seat, line: usize) -> Result<(), Refusal> {
        if let Some(u) = self.uncovered {
            if u as usize != line {
                return Err(Refusal::Uncovered(Tile::double(self.open[u as usize])));
            }
            // Covering is every seat's duty, wherever the double lies (MT #4).
            return Ok(());
        }
        if line != MEXICAN && line != seat.index() && !self.marked.contains(Seat(line as u8)) {
            return Err(Refusal::NotMarked(Seat(line as u8)));
        }
        Ok(())
    }

    /// Checks that `seat` may lay `tile` with `touch` against `place`; the train's index.
    ///
    /// # Errors
    /// Why not.
    pub fn check(&self, seat: Seat, tile: Tile, touch: u8, place: Place) -> Result<usize, Refusal> {
        let line = self.line(place)?;
        self.may_use(seat, line)?;
        let open = self.open[line];
        if touch != open || !tile.has(touch) {
            return Err(Refusal::WrongEnd { touch, open });
        }
        Ok(line)
    }

    /// The trains `seat` may lay on now, with the number each takes.
    pub fn usable(&self, seat: Seat) -> impl Iterator<Item = (usize, u8)> + '_ {
        let only = self.uncovered.map(|u| u as usize);
        (0..self.players as usize)
            .chain([MEXICAN])
            .filter(move |&l| match only {
                Some(u) => l == u,
                None => l == MEXICAN || l == seat.index() || self.marked.contains(Seat(l as u8)),
            })
            .map(|l| (l, self.open[l]))
    }

    /// Lays a checked tile; whether the seat's marker came off (MT #3).
    pub fn lay(&mut self, seat: Seat, line: usize, tile: Tile, touch: u8) -> bool {
        self.laid.push((line as u8, tile, touch));
        self.open[line] = tile.other(touch).unwrap_or(touch);
        self.uncovered = if tile.is_double() { Some(line as u8) } else { None };
        let unmark = line == seat.index() && self.marked.contains(seat);
        if unmark {
            self.marked.remove(seat);
        }
        unmark
    }

    /// A seat passed: a marker on its train, if none is there; whether one was put.
    pub fn mark(&mut self, seat: Seat) -> bool {
        let new = !self.marked.contains(seat);
        self.marked.insert(seat);
        new
    }

    /// Every tile on the trains.
    pub fn laid(&self) -> impl Iterator<Item = Tile> + '_ {
        self.laid.iter().map(|&(_, t, _)| t)
    }
}
