//! What a seat knows of a hand, gathered once per decision: its own tiles, the table,
//! the tiles it cannot see, how many tiles each seat holds, what is left to draw. The
//! normal player decides from this alone; the strong player's playouts build it from a
//! sampled hand for the seat to act, so every seat in a playout also decides only from
//! what it could know.

use crate::core::seat::{Seat, MAX_TABLE};
use crate::core::tile::{Tile, TileSet};
use crate::games::parlour::arms::{Arms, Lead, Placed};
use crate::games::parlour::preset::During;
use crate::games::parlour::{Action, Hand, Rules, View};

/// One seat's knowledge, by reference to the table it sits at.
#[derive(Clone, Copy, Debug)]
pub struct Seen<'a> {
    pub seat: Seat,
    pub rules: &'a Rules,
    pub arms: &'a Arms,
    pub own: TileSet,
    /// In other hands or in the boneyard.
    pub unseen: TileSet,
    pub lens: [u32; MAX_TABLE],
    pub drawable: u8,
}

impl<'a> Seen<'a> {
    pub fn of_view(v: &'a View) -> Seen<'a> {
        let n = v.rules().n;
        let mut lens = [0; MAX_TABLE];
        for (s, l) in lens.iter_mut().enumerate().take(n as usize) {
            *l = v.hand_len(Seat(s as u8));
        }
        Seen {
            seat: v.seat(),
            rules: v.rules(),
            arms: v.arms(),
            own: v.own(),
            unseen: v.unseen(),
            lens,
            drawable: v.drawable(),
        }
    }

    /// What `seat` knows of `hand`: nothing of it but its own tiles and public facts.
    pub fn of_hand(hand: &'a Hand, seat: Seat) -> Seen<'a> {
        let rules = hand.rules();
        let own = hand.hand(seat);
        let mut lens = [0; MAX_TABLE];
        for (s, l) in lens.iter_mut().enumerate().take(rules.n as usize) {
            *l = hand.hand_len(Seat(s as u8));
        }
        let seen = own.union(hand.arms().tiles()).union(TileSet::FULL.minus(rules.preset.set));
        Seen { seat, rules, arms: hand.arms(), own, unseen: TileSet::FULL.minus(seen), lens, drawable: hand.drawable() }
    }

    /// Whether another seat is this seat's partner.
    pub fn partner(&self, s: Seat) -> bool {
        self.rules.account(s) == self.rules.account(self.seat)
    }
}

/// The table after `seat` puts down the tile of `action`; `None` for other actions.
pub fn after(arms: &Arms, seat: Seat, action: Action) -> Option<(Arms, Tile)> {
    let mut a = arms.clone();
    match action {
        Action::Lead { first, second, lay } => {
            a.put_lead(Lead { seat, first, second, lay });
            Some((a, Tile::of(first, second)))
        }
        Action::Play { at, touch, open, lay } => {
            let tile = Tile::of(touch, open);
            a.put_tile(Placed { seat, at, touch, open, lay }, tile);
            Some((a, tile))
        }
        _ => None,
    }
}

/// The points the seat that made this table scores now, under the rules' scoring
/// during play.
pub fn points(rules: &Rules, arms: &Arms) -> u32 {
    match rules.during {
        During::Nothing => 0,
        During::Headers => arms.headers() as u32,
        During::Muggins | During::Threes => rules.count_points(arms.count()),
    }
}
