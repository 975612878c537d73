//! What one seat may know of a game: its own hand and the tile it drew, the table (all
//! public: trains, markers, the uncovered double, the centre and feet), how many tiles
//! each seat holds, the boneyard's size, the totals. Never another seat's tiles, nor the
//! boneyard's order.

use super::action::Action;
use super::game::Game;
use super::round::Layout;
use super::rules::Rules;
use crate::core::tile::Tiles;
use crate::core::{List, Play, Seat, Tile, TileSet};

/// One seat's view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    pub seat: Seat,
    pub rules: Rules,
    pub round: u8,
    pub engine: Tile,
    pub hand: TileSet<u128>,
    /// The tile this seat drew this turn, while it is on turn.
    pub drawn: Option<Tile>,
    /// How many tiles each seat holds.
    pub held: Vec<u32>,
    pub boneyard: usize,
    pub layout: Layout,
    pub to_act: Option<Seat>,
    pub totals: Vec<u32>,
}

impl View {
    /// `seat`'s view of `g`.
    pub fn of(g: &Game, seat: Seat) -> View {
        let r = g.round();
        let n = g.rules().players;
        let to_act = g.to_act();
        View {
            seat,
            rules: *g.rules(),
            round: r.round(),
            engine: r.engine(),
            hand: r.hand(seat),
            drawn: r.drawn().filter(|_| to_act == Some(seat)),
            held: (0..n).map(|s| r.hand(Seat(s)).len()).collect(),
            boneyard: r.boneyard().len(),
            layout: r.layout().clone(),
            to_act,
            totals: g.totals().to_vec(),
        }
    }
}

impl View {
    /// The legal actions of this seat, when it is on turn: the same as the game's.
    pub fn legal_into(&self, out: &mut impl List<Action>) {
        out.clear();
        if self.to_act != Some(self.seat) {
            return;
        }
        let hand = self.drawn.map_or(self.hand, TileSet::<u128>::single);
        self.layout.plays(self.rules.set, self.seat, hand, out);
        if out.is_empty() {
            out.push(if self.drawn.is_none() && self.boneyard > 0 { Action::Draw } else { Action::Pass });
        }
    }
}
