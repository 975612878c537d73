//! Chicken Foot's table (CF #1-#5): the centre double with its four or six sides, the
//! tiles laid against open ends, each double a foot of three toes, and the centre or
//! foot that must be filled before anything else. All of it public.

use super::action::{Action, Place};
use super::refusal::Refusal;
use crate::core::tile::{Tiles, MAX_TILES};
use crate::core::{Set, Tile, TileSet};
use arrayvec::ArrayVec;

/// The table of one round.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Foot {
    set: Set,
    centre: Tile,
    /// Per tile on the table: how many tiles it still takes (a plain tile 1 until its
    /// far end is covered, a foot's double its toes to come, the centre its sides).
    free: [u8; MAX_TILES],
    /// Per tile on the table: the number it takes.
    num: [u8; MAX_TILES],
    table: TileSet<u128>,
    /// The centre or the foot that takes its tiles before anything else.
    waiting: Option<Tile>,
    /// Every tile laid, in order: the tile, its touching end, the tile it lies against.
    laid: ArrayVec<(Tile, u8, Tile), MAX_TILES>,
}

impl Foot {
    /// The centre double laid, taking `sides` tiles (CF #1).
    pub fn new(set: Set, centre: Tile, sides: u8) -> Foot {
        let mut f = Foot {
            set,
            centre,
            free: [0; MAX_TILES],
            num: [0; MAX_TILES],
            table: TileSet::<u128>::single(centre),
            waiting: Some(centre),
            laid: ArrayVec::new(),
        };
        f.free[centre.index()] = sides;
        f.num[centre.index()] = centre.low();
        f.close_if_gone();
        f
    }

    /// The centre double.
    pub fn centre(&self) -> Tile {
        self.centre
    }

    /// The centre or foot every play must go to now (CF #1, #3).
    pub fn waiting(&self) -> Option<Tile> {
        self.waiting
    }

    /// The tiles on the table, the centre included.
    pub fn table(&self) -> TileSet<u128> {
        self.table
    }

    /// Every tile laid, in order, with its touching end and the tile it lies against.
    pub fn laid(&self) -> &[(Tile, u8, Tile)] {
        &self.laid
    }

    /// How many more tiles `t` on the table takes, and the number they must show.
    pub fn takes(&self, t: Tile) -> Option<(u8, u8)> {
        self.table.contains(t).then(|| (self.free[t.index()], self.num[t.index()]))
    }

    /// Checks that `tile` may lie with `touch` against the tile of `place`.
    ///
    /// # Errors
    /// Why not.
    pub fn check(&self, tile: Tile, touch: u8, place: Place) -> Result<Tile, Refusal> {
        let Place::At(at) = place else { return Err(Refusal::WrongPlace(place)) };
        if !self.table.contains(at) {
            return Err(Refusal::NotOnTable(at));
        }
        match self.waiting {
            Some(w) if w != at && w == self.centre => return Err(Refusal::CentreFirst(w)),
            Some(w) if w != at => return Err(Refusal::ToeMissing(w)),
            _ => {}
        }
        if self.free[at.index()] == 0 {
            return Err(if at.is_double() { Refusal::Closed(at) } else { Refusal::Covered(at) });
        }
        let open = self.num[at.index()];
        if touch != open || !tile.has(touch) {
            return Err(Refusal::WrongEnd { touch, open });
        }
        Ok(at)
    }

    /// The tiles on the table that take a tile now, with the number each takes.
    pub fn open_ends(&self) -> impl Iterator<Item = (Tile, u8)> + '_ {
        let only = self.waiting;
        self.table
            .iter()
            .filter(move |t| only.is_none_or(|w| w == *t) && self.free[t.index()] > 0)
            .map(|t| (t, self.num[t.index()]))
    }

    /// Every play of the tiles of `hand`, pushed into `out`.
    pub fn plays(&self, hand: TileSet<u128>, out: &mut impl crate::core::List<Action>) {
        for (at, v) in self.open_ends() {
            for tile in hand.inter(self.set.with(v)).iter() {
                out.push(Action::Play { tile, touch: v, place: Place::At(at) });
            }
        }
    }

    /// Whether a tile of `hand` may be laid now.
    pub fn can_play(&self, hand: TileSet<u128>) -> bool {
        self.open_ends().any(|(_, v)| !hand.inter(self.set.with(v)).is_empty())
    }

    /// Lays a checked tile; the centre or foot closed by CF #4, if one was.
    pub fn lay(&mut self, tile: Tile, touch: u8, at: Tile) -> Option<Tile> {
        self.free[at.index()] -= 1;
        self.table.insert(tile);
        self.laid.push((tile, touch, at));
        let i = tile.index();
        if tile.is_double() {
            // CF #3: crosswise, three toes to come.
            self.free[i] = 3;
            self.num[i] = touch;
            self.waiting = Some(tile);
        } else {
            self.free[i] = 1;
            self.num[i] = tile.other(touch).unwrap_or(touch);
        }
        if self.waiting.is_some_and(|w| self.free[w.index()] == 0) {
            // Filled: the double or the centre takes nothing more.
            self.waiting = None;
        }
        self.close_if_gone()
    }

    /// CF #4: the waiting centre or foot closes once every tile of its number is on
    /// the table.
    fn close_if_gone(&mut self) -> Option<Tile> {
        let w = self.waiting?;
        let v = self.num[w.index()];
        if self.set.with::<u128>(v).minus(self.table).is_empty() {
            self.free[w.index()] = 0;
            self.waiting = None;
            return Some(w);
        }
        None
    }
}
