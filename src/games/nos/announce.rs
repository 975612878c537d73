//! The games a set tile allows, worked out once per tile: listing them is then a copy,
//! and the random player picks among them without building a list.

use super::games::Game;
use crate::core::tile::Tile;
use arrayvec::ArrayVec;
use rand::Rng;
use std::sync::OnceLock;

/// The most games one set tile allows (a double: 84).
const MOST: usize = 96;

/// The games one set tile allows.
pub struct Announcements {
    /// In [`Game::all_for`] order: the order of the legal actions.
    all: ArrayVec<Game, MOST>,
    /// The same games grouped by number, each group in that order.
    grouped: ArrayVec<Game, MOST>,
    /// The numbers that have games, ascending.
    numbers: ArrayVec<u8, 17>,
    /// `grouped[start[n]..start[n + 1]]` are the games numbered `n`.
    start: [u8; 19],
}

impl Announcements {
    fn of(set: Tile) -> Announcements {
        let mut all = ArrayVec::new();
        all.extend(Game::all_for(set));
        let mut grouped = ArrayVec::new();
        let mut numbers = ArrayVec::new();
        let mut start = [0u8; 19];
        for n in 0..=17u8 {
            start[n as usize] = grouped.len() as u8;
            let before = grouped.len();
            grouped.extend(all.iter().copied().filter(|g: &Game| g.number() == n));
            if grouped.len() > before {
                numbers.push(n);
            }
        }
        start[18] = grouped.len() as u8;
        Announcements { all, grouped, numbers, start }
    }

    /// The table for a set tile.
    pub fn for_set(set: Tile) -> &'static Announcements {
        static TABLE: OnceLock<[Announcements; super::TILES]> = OnceLock::new();
        let t = TABLE.get_or_init(|| std::array::from_fn(|i| Announcements::of(Tile::at(i as u32))));
        &t[set.index()]
    }

    /// Every game, in the order of the legal actions.
    pub fn all(&self) -> &[Game] {
        &self.all
    }

    /// The random player's announcement: a number first, uniformly among those the set
    /// allows, then one of its games (the same draws as picking from the list).
    pub fn pick(&self, rng: &mut impl Rng) -> Game {
        let n = self.numbers[rng.random_range(0..self.numbers.len())] as usize;
        let games = &self.grouped[self.start[n] as usize..self.start[n + 1] as usize];
        games[rng.random_range(0..games.len())]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_set_tile_lists_the_games_of_all_for() {
        for t in Tile::ALL {
            let a = Announcements::for_set(t);
            assert_eq!(a.all(), &Game::all_for(t)[..]);
            let mut numbers: Vec<u8> = a.all().iter().map(Game::number).collect();
            numbers.sort_unstable();
            numbers.dedup();
            assert_eq!(&a.numbers[..], &numbers[..]);
        }
    }
}
