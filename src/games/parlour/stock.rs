//! The stock: the tiles not dealt. In a draw game they are drawn one at a time in a
//! fixed order, except the last `reserve`, which are never drawn; in a block game they
//! sleep: never drawn and never seen.
//!
//! The order is a chance outcome written in records, so a replay draws the same tiles.

use crate::core::tile::{Tile, TileSet};

/// The tiles not dealt, in drawing order, and how many have been drawn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Stock {
    order: [Tile; super::TILES],
    len: u8,
    drawn: u8,
    reserve: u8,
    sleeping: bool,
}

impl Stock {
    /// A stock drawn in this order, the first tile next; the last `reserve` tiles are
    /// never drawn. At most 28 tiles are kept.
    pub fn drawn(tiles: &[Tile], reserve: u8) -> Stock {
        Stock::of(tiles, reserve, false)
    }

    /// Sleeping tiles: never drawn.
    pub fn sleeping(tiles: &[Tile]) -> Stock {
        Stock::of(tiles, 0, true)
    }

    fn of(tiles: &[Tile], reserve: u8, sleeping: bool) -> Stock {
        let mut s = Stock { order: [Tile::DOUBLE_BLANK; super::TILES], len: 0, drawn: 0, reserve: 0, sleeping: false };
        s.refill(tiles, reserve, sleeping);
        s
    }

    /// Replaces the stock, in place: these tiles in this order, sleeping or drawn
    /// down to `reserve`.
    pub fn refill(&mut self, tiles: &[Tile], reserve: u8, sleeping: bool) {
        let len = tiles.len().min(super::TILES);
        self.order[..len].copy_from_slice(&tiles[..len]);
        self.len = len as u8;
        self.drawn = 0;
        self.reserve = reserve;
        self.sleeping = sleeping;
    }

    /// Whether these tiles sleep (a block game's boneyard).
    pub fn is_sleeping(&self) -> bool {
        self.sleeping
    }
    /// The tiles never drawn at the bottom of a drawn stock.
    pub fn reserve(&self) -> u8 {
        self.reserve
    }
    /// How many tiles are left, drawable or not: public knowledge.
    pub fn left(&self) -> u8 {
        self.len - self.drawn
    }
    /// How many tiles may still be drawn.
    pub fn drawable(&self) -> u8 {
        if self.sleeping {
            0
        } else {
            self.left().saturating_sub(self.reserve)
        }
    }
    /// How many have been drawn.
    pub fn drawn_count(&self) -> u8 {
        self.drawn
    }
    /// The next tile a draw takes, if one may be drawn. Hidden information.
    pub fn peek(&self) -> Option<Tile> {
        (self.drawable() > 0).then(|| self.order[self.drawn as usize])
    }
    /// Takes the next tile, if one may be drawn.
    pub fn draw(&mut self) -> Option<Tile> {
        let t = self.peek()?;
        self.drawn += 1;
        Some(t)
    }
    /// The tiles left, next first. Hidden information.
    pub fn rest(&self) -> &[Tile] {
        &self.order[self.drawn as usize..self.len as usize]
    }
    /// Every tile of the stock, drawn or not, in order.
    pub fn all(&self) -> &[Tile] {
        &self.order[..self.len as usize]
    }
    /// The tiles left as a set. Hidden information.
    pub fn tiles(&self) -> TileSet {
        self.rest().iter().copied().collect()
    }

    /// Forgets which tiles were drawn (a stand-in fills their places): for a view, since
    /// a seat does not know what others drew.
    pub fn forget_drawn(&mut self) {
        for (k, t) in self.order[..self.drawn as usize].iter_mut().enumerate() {
            *t = Tile::ALL[k];
        }
    }

    /// Puts other tiles in the places not yet drawn, in this order (the count must be
    /// [`Stock::left`]): for views and samples of what a seat cannot see.
    pub fn replace_rest(&mut self, tiles: impl IntoIterator<Item = Tile>) {
        let from = self.drawn as usize;
        for (slot, t) in self.order[from..self.len as usize].iter_mut().zip(tiles) {
            *slot = t;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_reserve_is_never_drawn_and_sleeping_tiles_never_are() {
        let tiles: Vec<Tile> = Tile::ALL[..5].to_vec();
        let mut s = Stock::drawn(&tiles, 2);
        assert_eq!((s.left(), s.drawable()), (5, 3));
        assert_eq!(s.draw(), Some(Tile::ALL[0]));
        s.draw();
        s.draw();
        assert_eq!((s.left(), s.drawable(), s.draw()), (2, 0, None));
        assert_eq!(s.rest(), &tiles[3..]);
        let mut z = Stock::sleeping(&tiles);
        assert_eq!((z.left(), z.drawable(), z.draw()), (5, 0, None));
    }
}
