//! Turn order: the seat to act and what it has done in its turn so far. Turns go
//! clockwise (the seat after k is k + 1, wrapping); a turn is the seat's draws, where
//! the game allows them, then one play or pass.

use crate::core::seat::Seat;
use crate::core::tile::Tile;

/// The turn in progress.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Turn {
    /// The seat to act.
    pub seat: Seat,
    /// Tiles drawn this turn.
    pub drew: u8,
    /// Whether the seat had no legal play when it first drew this turn.
    pub began_unable: bool,
    /// The tile drawn last this turn.
    pub last_drawn: Option<Tile>,
    /// The seat has just played a double and may play once more (or end its turn).
    pub extra: bool,
}

impl Turn {
    /// A fresh turn of `seat`.
    pub const fn of(seat: Seat) -> Turn {
        Turn { seat, drew: 0, began_unable: false, last_drawn: None, extra: false }
    }

    /// The next seat's fresh turn at a table of `n`.
    pub const fn pass_on(self, n: u8) -> Turn {
        // A comparison, not a remainder: this runs after every play.
        let k = self.seat.0 + 1;
        Turn::of(Seat(if k >= n { 0 } else { k }))
    }

    /// Notes a draw; `could_play` says whether the seat held a legal play before it.
    pub fn note_draw(&mut self, tile: Tile, could_play: bool) {
        if self.drew == 0 {
            self.began_unable = !could_play;
        }
        self.drew = self.drew.saturating_add(1);
        self.last_drawn = Some(tile);
    }
}
