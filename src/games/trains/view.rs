//! What one seat may know of a game: its own hand and the tile it drew, the table (all
//! public: trains, markers, the uncovered double, the centre and feet), how many tiles
//! each seat holds, the boneyard's size, the totals. Never another seat's tiles, nor the
//! boneyard's order.

use super::action::Action;
use super::game::Game;
use super::round::{Layout, Round};
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

impl View {
    /// Every tile on the table, the engine included.
    pub fn table(&self) -> TileSet<u128> {
        match &self.layout {
            Layout::Trains(t) => t.laid().chain([self.engine]).collect(),
            Layout::Foot(f) => f.table(),
        }
    }

    /// The tiles this seat cannot see: in the other hands and the boneyard.
    pub fn unseen(&self) -> TileSet<u128> {
        self.rules.set.full::<u128>().minus(self.table()).minus(self.hand)
    }

    /// A whole game drawn from this view: the table, this seat's hand, the tile it
    /// drew, whose turn it is and the totals as seen; the unseen tiles shuffled, each
    /// other seat given as many as it holds and the boneyard the rest. The game stops
    /// at the end of the round (the next waits for a deal nobody gives).
    pub fn sample(&self, rng: &mut impl rand::Rng) -> Game {
        let order = crate::core::chance::shuffle_in(rng, self.unseen());
        let mut hands = Vec::with_capacity(self.held.len());
        let mut at = 0;
        for (s, &n) in self.held.iter().enumerate() {
            if s == self.seat.index() {
                hands.push(self.hand);
            } else {
                let n = (n as usize).min(order.len() - at);
                hands.push(order[at..at + n].iter().copied().collect());
                at += n;
            }
        }
        let turn = self.to_act.unwrap_or(self.seat);
        let seen = (&self.layout, turn, self.drawn);
        let round = Round::seen(self.rules, self.round, self.engine, seen, &hands, &order[at..]);
        Game::of_round(round, &self.totals)
    }
}
