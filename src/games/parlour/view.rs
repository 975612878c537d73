//! What one seat may know of a hand: its own tiles, the table, how many tiles every
//! other seat holds, how many are left to draw, the scores, and who passed or drew on
//! which open ends ([`History`]). Never another seat's tiles, the drawing order or the
//! sleeping tiles. Computer players get a [`View`], never the hand itself.

use super::hand::Hand;
use super::history::{History, Void};
use super::legal::Actions;
use super::rules::Rules;
use crate::core::seat::{Seat, MAX_TABLE};
use crate::core::tile::{Tile, TileSet};
use crate::games::parlour::arms::Arms;
use crate::games::parlour::turn::Turn;
use rand::seq::SliceRandom;
use rand::Rng;

/// One seat's knowledge of a hand.
///
/// Inside is the hand with every tile this seat cannot see (other seats' tiles and the
/// boneyard) replaced by a fixed arrangement of the unseen tiles, which depends only on
/// what the seat knows: two hands that differ only in hidden tiles give equal views.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct View {
    seat: Seat,
    hand: Hand,
}

impl View {
    /// The view of `seat`.
    pub fn of(hand: &Hand, seat: Seat) -> View {
        let unseen = unseen_in(hand, seat);
        let mut h = hand.clone();
        if h.turn.seat != seat {
            // Another seat's drawn tile is its secret.
            h.turn.last_drawn = None;
        }
        // Which tiles were drawn, and in what order, is history a seat may not know.
        h.stock.forget_drawn();
        deal_hidden(&mut h, seat, unseen.iter());
        View { seat, hand: h }
    }

    /// The seat whose view this is.
    pub fn seat(&self) -> Seat {
        self.seat
    }
    /// This seat's tiles.
    pub fn own(&self) -> TileSet {
        self.hand.hand(self.seat)
    }
    pub fn rules(&self) -> &Rules {
        self.hand.rules()
    }
    /// The table.
    pub fn arms(&self) -> &Arms {
        self.hand.arms()
    }
    /// How many tiles a seat holds.
    pub fn hand_len(&self, s: Seat) -> u32 {
        self.hand.hand_len(s)
    }
    /// Tiles left in the boneyard, and how many may be drawn.
    pub fn boneyard_left(&self) -> u8 {
        self.hand.boneyard_left()
    }
    pub fn drawable(&self) -> u8 {
        self.hand.drawable()
    }
    pub fn scores(&self) -> &[i32] {
        self.hand.scores()
    }
    pub fn pool(&self) -> i32 {
        self.hand.pool()
    }
    pub fn lead(&self) -> Seat {
        self.hand.lead()
    }
    pub fn to_act(&self) -> Option<Seat> {
        self.hand.to_act()
    }
    /// The turn in progress (another seat's drawn tile left out).
    pub fn turn(&self) -> Turn {
        self.hand.turn()
    }
    pub fn is_over(&self) -> bool {
        self.hand.is_over()
    }
    /// Who passed and drew, on which open ends, and what each seat is shown not to
    /// hold: seen by every seat alike.
    pub fn history(&self) -> &History {
        self.hand.history()
    }
    /// The tiles this seat cannot see: in other hands or in the boneyard.
    pub fn unseen(&self) -> TileSet {
        unseen_in(&self.hand, self.seat)
    }
    /// The legal actions, when this seat is the one to act.
    pub fn legal(&self) -> Actions {
        if self.hand.to_act() == Some(self.seat) {
            self.hand.legal()
        } else {
            Actions::new()
        }
    }

    /// A full hand consistent with this view: the unseen tiles dealt at random to the
    /// other seats and the boneyard, no seat given more of a void than it may hold
    /// (see `sample_in`). For search by sampling.
    pub fn sample(&self, rng: &mut impl Rng) -> Hand {
        let mut h = self.hand.clone();
        self.sample_in(&mut h, rng);
        h
    }

    /// A full hand with the unseen tiles dealt at random, the history not read: the
    /// sampling of the strong player before it read the history, for comparison.
    pub fn sample_blind(&self, rng: &mut impl Rng) -> Hand {
        let mut unseen: arrayvec::ArrayVec<Tile, { super::TILES }> = self.unseen().iter().collect();
        unseen.shuffle(rng);
        let mut h = self.hand.clone();
        deal_hidden(&mut h, self.seat, unseen.into_iter());
        h
    }

    /// Deals `h`'s hidden places again (`h` a copy of this view's hand). First plain
    /// shuffles, the first that no void refuses taken: each consistent deal equally
    /// likely. When a few fail (many voids, late in a hand), the seats most narrowed by
    /// their voids are dealt first, each a random choice of the tiles it may hold, the
    /// boneyard taking the rest; should that fail too, the seats that cannot be served
    /// take what is left: a deal slightly off beats none.
    fn sample_in(&self, h: &mut Hand, rng: &mut impl Rng) {
        let mut unseen: arrayvec::ArrayVec<Tile, { super::TILES }> = self.unseen().iter().collect();
        let order = self.deal_order();
        const PLAIN: u32 = 24;
        const GREEDY: u32 = 4;
        for k in 0..PLAIN + GREEDY {
            unseen.shuffle(rng);
            let dealt = if k < PLAIN {
                deal_plain(&unseen, &order)
            } else {
                deal_voids(&unseen, &order, k + 1 == PLAIN + GREEDY)
            };
            if let Some(dealt) = dealt {
                for (s, tiles) in dealt.iter().enumerate().take(self.rules().n as usize) {
                    if s != self.seat.index() {
                        h.hands[s] = *tiles;
                        h.pips[s] = tiles.pips() as u16;
                    }
                }
                let held = dealt.iter().fold(TileSet::EMPTY, |a, t| a.union(*t)).union(self.own());
                h.held = held;
                h.stock.replace_rest(unseen.iter().copied().filter(|t| !held.contains(*t)));
                return;
            }
        }
    }

    /// The other seats, each with its count of tiles and its void, the narrowest first.
    fn deal_order(&self) -> arrayvec::ArrayVec<(Seat, u32, Void), MAX_TABLE> {
        let unseen = self.unseen();
        let mut order: arrayvec::ArrayVec<(Seat, u32, Void), MAX_TABLE> = (0..self.rules().n)
            .map(Seat)
            .filter(|&s| s != self.seat)
            .map(|s| (s, self.hand_len(s), self.history().void(s)))
            .collect();
        // Room: the unseen tiles a seat may hold beyond its count.
        let room =
            |&(_, len, v): &(Seat, u32, Void)| (unseen.minus(v.tiles).len() + v.slack as u32) as i64 - len as i64;
        order.sort_by_key(|x| (room(x), x.0 .0));
        order
    }
}

/// Each seat of `order` dealt the next tiles of `pool`; `None` if a void refuses them.
fn deal_plain(pool: &[Tile], order: &[(Seat, u32, Void)]) -> Option<[TileSet; MAX_TABLE]> {
    let mut dealt = [TileSet::EMPTY; MAX_TABLE];
    let mut at = 0;
    for &(s, len, v) in order {
        let mine: TileSet = pool.get(at..at + len as usize)?.iter().copied().collect();
        if !v.allows(mine) {
            return None;
        }
        dealt[s.index()] = mine;
        at += len as usize;
    }
    Some(dealt)
}

/// Each seat of `order` dealt from `pool` in turn: the first tiles it may hold. `None`
/// when a seat cannot be served, unless `anyhow`: then it takes any tiles left.
fn deal_voids(pool: &[Tile], order: &[(Seat, u32, Void)], anyhow: bool) -> Option<[TileSet; MAX_TABLE]> {
    let mut dealt = [TileSet::EMPTY; MAX_TABLE];
    let mut used = TileSet::EMPTY;
    for &(s, len, v) in order {
        let mut mine = TileSet::EMPTY;
        let mut slack = v.slack as u32;
        for &t in pool {
            if mine.len() == len {
                break;
            }
            if used.contains(t) {
                continue;
            }
            if v.tiles.contains(t) {
                if slack == 0 {
                    continue;
                }
                slack -= 1;
            }
            mine.insert(t);
            used.insert(t);
        }
        // Short: a seat dealt before gives up a tile this one may hold, for one left
        // over that it may hold itself.
        while mine.len() < len && swap_in(pool, order, &mut dealt, &mut used, &mut mine, v) {}
        if mine.len() < len {
            if !anyhow {
                return None;
            }
            for &t in pool {
                if mine.len() == len {
                    break;
                }
                if !used.contains(t) {
                    mine.insert(t);
                    used.insert(t);
                }
            }
        }
        dealt[s.index()] = mine;
    }
    Some(dealt)
}

/// One exchange through a seat already dealt: it takes a tile left in `pool` and gives
/// `mine` one of its tiles, each within its void. Whether one was found.
fn swap_in(
    pool: &[Tile],
    order: &[(Seat, u32, Void)],
    dealt: &mut [TileSet; MAX_TABLE],
    used: &mut TileSet,
    mine: &mut TileSet,
    v: Void,
) -> bool {
    for &u in pool.iter().filter(|t| !used.contains(**t)) {
        for &(o, _, ov) in order {
            let theirs = dealt[o.index()];
            for w in theirs.iter() {
                let mut gets = *mine;
                gets.insert(w);
                let mut keeps = theirs;
                keeps.remove(w);
                keeps.insert(u);
                if v.allows(gets) && ov.allows(keeps) {
                    dealt[o.index()] = keeps;
                    *mine = gets;
                    used.insert(u);
                    return true;
                }
            }
        }
    }
    false
}

/// The tiles `seat` cannot see in `hand`.
fn unseen_in(hand: &Hand, seat: Seat) -> TileSet {
    let mut seen = hand.hand(seat).union(hand.arms().tiles());
    // Tiles outside the game's set are not unseen: they are not in play.
    seen = seen.union(TileSet::FULL.minus(hand.rules().preset.set));
    TileSet::FULL.minus(seen)
}

/// Fills `hand`'s hidden places (every seat's tiles but `keep`'s, then the boneyard)
/// from `pool`, in order.
fn deal_hidden(hand: &mut Hand, keep: Seat, mut pool: impl Iterator<Item = Tile>) {
    let n = hand.rules.n as usize;
    let mut held = hand.hands[keep.index()];
    for i in 0..n {
        if i == keep.index() {
            continue;
        }
        let mut tiles = TileSet::EMPTY;
        for _ in 0..hand.hands[i].len() {
            if let Some(t) = pool.next() {
                tiles.insert(t);
            }
        }
        hand.hands[i] = tiles;
        hand.pips[i] = tiles.pips() as u16;
        held = held.union(tiles);
    }
    hand.held = held;
    hand.stock.replace_rest(pool);
}
