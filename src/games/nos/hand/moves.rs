//! Small moves of tiles and chips: drawing, placing, paying, and who comes next.

use super::Hand;
use crate::core::seat::Seat;
use crate::core::tile::Tile;
use crate::games::nos::action::{Event, Events, Payment, Reason};
use crate::games::nos::layout::Placed;

impl Hand {
    pub(super) fn take(&mut self, seat: Seat) -> Tile {
        let t = self.stack[self.drawn as usize];
        self.drawn += 1;
        self.drawable.remove(t);
        self.hands[seat.index()].insert(t);
        t
    }

    /// Moves a checked tile from the seat's hand to the layout.
    pub(super) fn place(&mut self, seat: Seat, p: Placed, ev: &mut Events) {
        self.remove(seat, p.tile);
        if let Some(l) = self.layout.as_mut() {
            l.put(p);
        }
        ev.push(Event::Placed { seat, tile: p.tile, at: p.at, open: p.open, immediate: p.immediate });
    }

    fn remove(&mut self, seat: Seat, t: Tile) {
        self.hands[seat.index()].remove(t);
        self.shown[seat.index()].remove(t);
    }

    pub(super) fn others(&self, seat: Seat) -> impl Iterator<Item = Seat> {
        let n = self.n;
        (0..n).map(Seat).filter(move |&o| o != seat)
    }

    /// The next seat clockwise after `after` that still holds tiles.
    pub fn next_active(&self, after: Seat) -> Seat {
        let mut s = after.next(self.n);
        for _ in 0..self.n {
            if !self.out.contains(s) {
                return s;
            }
            s = s.next(self.n);
        }
        after
    }

    pub(super) fn pay(&mut self, from: Seat, to: Seat, amount: u32, reason: Reason, ev: &mut Events) {
        if amount == 0 || from == to {
            return;
        }
        // Chips move only with the event that tells it. No action makes more events
        // than the buffer holds (a correct close at five seats, the most, makes 27),
        // so this never skips a payment; were the buffer ever full, the chips and the
        // events would still agree.
        if ev.try_push(Event::Paid(Payment { from, to, amount, reason })).is_ok() {
            self.chips[from.index()] -= amount as i32;
            self.chips[to.index()] += amount as i32;
        }
    }
}
