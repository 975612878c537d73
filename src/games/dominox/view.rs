//! What one player may know (Dominox #13): the board, the own tiles, how many tiles
//! the opponent holds and how many are left to draw. Never the opponent's tiles or the
//! drawing order. Computer players decide from a [`View`] only.

use super::board::Board;
use super::deal::BONEYARD;
use super::game::Dominox;
use super::moves::Fit;
use super::placement::{Action, Placement};
use super::square::Colour;
use crate::core::{List, Seat, Tile, TileSet};
use rand::seq::SliceRandom;
use rand::Rng;

/// One player's knowledge of a game. Two games that differ only in what this player
/// cannot see give equal views.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct View {
    seat: Seat,
    board: Board,
    own: TileSet,
    opponent: u8,
    boneyard: u8,
    turn: Seat,
    over: bool,
    /// Whether the first tile has been placed.
    started: bool,
    /// The double this player must place first, when it is this player's to place.
    lead: Option<Tile>,
    last: Option<Placement>,
    scores: [u32; 2],
}

impl View {
    /// The view of `seat` (0 or 1).
    pub fn of(g: &Dominox, seat: Seat) -> View {
        let seat = Seat(seat.0 & 1);
        View {
            seat,
            board: g.board,
            own: g.hand(seat),
            opponent: g.hand(seat.next(2)).len() as u8,
            boneyard: g.boneyard_left() as u8,
            turn: g.turn,
            over: g.over,
            started: g.lead.is_none(),
            lead: g.lead.filter(|&d| g.hand(seat).contains(d)),
            last: g.last,
            scores: g.scores,
        }
    }

    pub fn seat(&self) -> Seat {
        self.seat
    }
    /// This player's colour: seat 0 White, seat 1 Black.
    pub fn colour(&self) -> Colour {
        if self.seat.0 == 0 {
            Colour::White
        } else {
            Colour::Black
        }
    }
    pub fn board(&self) -> &Board {
        &self.board
    }
    /// This player's tiles.
    pub fn own(&self) -> TileSet {
        self.own
    }
    /// How many tiles the opponent holds.
    pub fn opponent_tiles(&self) -> usize {
        self.opponent as usize
    }
    /// How many tiles are left to draw.
    pub fn boneyard_left(&self) -> usize {
        self.boneyard as usize
    }
    /// The seat whose turn it is (or would be, once over).
    pub fn turn(&self) -> Seat {
        self.turn
    }
    /// The seat to act, `None` once over.
    pub fn to_act(&self) -> Option<Seat> {
        (!self.over).then_some(self.turn)
    }
    pub fn is_over(&self) -> bool {
        self.over
    }
    /// The double this player must place as the first move, while it must.
    pub fn lead_tile(&self) -> Option<Tile> {
        self.lead
    }
    pub fn last(&self) -> Option<Placement> {
        self.last
    }
    /// `[White, Black]`, the area points once the game is over.
    pub fn scores(&self) -> [u32; 2] {
        self.scores
    }
    /// The tiles this player cannot see: the opponent's and the boneyard's.
    pub fn unseen(&self) -> TileSet {
        TileSet::FULL.minus(self.own).minus(self.board.tiles())
    }
    /// The tiles this player may place now.
    pub fn playable(&self) -> TileSet {
        match self.lead {
            Some(d) => TileSet::single(d),
            None => self.own,
        }
    }

    /// Fills `out` with this player's legal actions when it is to act; empty otherwise.
    pub fn legal_into(&self, out: &mut impl List<Action>) {
        out.clear();
        if self.to_act() != Some(self.seat) {
            return;
        }
        Fit::of(&self.board).fill(self.playable(), out);
        if out.is_empty() {
            out.push(Action::Pass);
        }
    }

    /// A whole game consistent with this view: the unseen tiles dealt at random to the
    /// opponent's hand and the boneyard, in a random order. Before the first move the
    /// lead's double is the lowest dealt: an opponent who leads gets a double lower
    /// than any of this player's, and one who does not gets none lower than the one
    /// this player must place. For search by sampling; the sample does not weigh what
    /// the opponent's passes tell, nor what the lead told of its first hand.
    pub fn sample(&self, rng: &mut impl Rng) -> Dominox {
        let mut pool: arrayvec::ArrayVec<Tile, { super::TILES }> = self.unseen().iter().collect();
        let opp = self.seat.next(2);
        let my_low = (0..=super::SET.top()).map(Tile::double).find(|&d| self.own.contains(d));
        let k = self.opponent as usize;
        let opp_hand = loop {
            pool.shuffle(rng);
            let h: TileSet = pool[..k].iter().copied().collect();
            let ok = match (self.started, self.lead) {
                (true, _) => true,
                (false, Some(mine)) => lowest(h).is_none_or(|d| d > mine),
                (false, None) => lowest(h).is_some_and(|d| my_low.is_none_or(|m| d < m)),
            };
            if ok {
                break h;
            }
        };
        let mut boneyard = [Tile::DOUBLE_BLANK; BONEYARD];
        let drawn = BONEYARD - self.boneyard as usize;
        boneyard[drawn..].copy_from_slice(&pool[k..]);
        let mut hands = [TileSet::EMPTY; 2];
        hands[self.seat.index()] = self.own;
        hands[opp.index()] = opp_hand;
        let lead = match (self.started, self.lead) {
            (true, _) => None,
            (false, Some(d)) => Some(d),
            (false, None) => lowest(opp_hand),
        };
        Dominox {
            board: self.board,
            hands,
            boneyard,
            drawn: drawn as u8,
            turn: self.turn,
            lead,
            over: self.over,
            last: self.last,
            scores: self.scores,
            fit: Fit::of(&self.board),
        }
    }
}

fn lowest(h: TileSet) -> Option<Tile> {
    (0..=super::SET.top()).map(Tile::double).find(|&d| h.contains(d))
}
