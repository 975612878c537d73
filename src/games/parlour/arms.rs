//! Layouts of arms with open ends, the shape of every line game: a line (`W` and `E`),
//! a single arm (`E` only), four arms from a set double that must all sprout before any
//! grows (Sebastopol's foundation), and a line in which the first double becomes a
//! spinner: the sniff, open on its free faces (`N` and `S` added), or All Fives'
//! spinner, across, its ends opening once both its sides hold a tile.
//!
//! What each open end accepts is kept up to date as tiles are put down, so asking is a
//! lookup: legal plays are decoded from tile masks, never searched for.

use crate::core::matching::Rule;
use crate::core::pos::Pos;
use crate::core::tile::{Tile, TileSet};
use arrayvec::ArrayVec;
use std::fmt;

mod pieces;
pub use pieces::{Arm, Lay, Lead, Misfit, Placed, Sniff};

/// The form of a layout.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Shape {
    /// Two arms from the lead tile: `W` (its first number) and `E` (its second).
    Line,
    /// One arm, `E`, from the lead tile; its other sides are closed for good.
    Single,
    /// Four arms, `N`, `E`, `S`, `W`, from a set double; until each holds a tile (the
    /// foundation) only the empty ones take a tile.
    Four,
    /// A line until the first double is played: that double, the sniff, is open on its
    /// free faces, adding arms `N` and `S`.
    Spinner,
    /// A line until the first double is played: that double, the spinner, lies across
    /// and adds arms `N` and `S` on its ends, which open once both its sides hold a tile
    /// when `sides_first` (All Fives #1-#3). While a side of it is free it counts both
    /// halves, once; its empty ends count nothing (All Fives #4).
    Across { sides_first: bool },
}

impl Shape {
    /// Every position this shape can ever have, in the order legal plays list them.
    pub const fn positions(self) -> &'static [Pos] {
        match self {
            Shape::Line => &[Pos::W, Pos::E],
            Shape::Single => &[Pos::E],
            Shape::Four | Shape::Spinner | Shape::Across { .. } => &ORDER,
        }
    }
}

/// Positions in the order legal plays are listed.
pub const ORDER: [Pos; 4] = [Pos::W, Pos::E, Pos::N, Pos::S];

/// The tiles on the table, the open ends and what each accepts.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Arms {
    shape: Shape,
    rule: Rule,
    /// What each open value takes under the rule.
    table: &'static [TileSet; 7],
    lead: Option<Lead>,
    open: [u8; 4],
    len: [u8; 4],
    worth: [u8; 4],
    /// Positions with a double as their end tile, one bit per [`slot`].
    doubles: u8,
    /// Open positions.
    live: u8,
    /// Foundation faces still empty (four arms only).
    waiting: u8,
    acc: [TileSet; 4],
    playable: TileSet,
    /// Tiles that make two plays at one end (see [`Arms::twice`]).
    twice: TileSet,
    /// How many slots of [`ORDER`] this shape uses: 2 for a line or a single arm.
    slots: u8,
    tiles: TileSet,
    sniff: Option<Sniff>,
    placed: ArrayVec<Placed, { super::TILES }>,
}

/// A position's slot in the arrays of [`Arms`]: its place in [`ORDER`].
#[inline]
pub const fn slot(p: Pos) -> usize {
    // By `Pos::index`: N, E, S, W.
    const SLOTS: [usize; 4] = [2, 1, 3, 0];
    SLOTS[p.index()]
}

#[inline]
const fn bit(p: Pos) -> u8 {
    1 << slot(p)
}

impl Arms {
    /// An empty table.
    pub fn new(shape: Shape, rule: Rule) -> Arms {
        Arms {
            shape,
            rule,
            table: rule.table(),
            lead: None,
            open: [0; 4],
            len: [0; 4],
            worth: [0; 4],
            doubles: 0,
            live: 0,
            waiting: 0,
            acc: [TileSet::EMPTY; 4],
            playable: TileSet::EMPTY,
            twice: Arms::new_twice(shape, rule),
            slots: match shape {
                Shape::Line | Shape::Single => 2,
                Shape::Four | Shape::Spinner | Shape::Across { .. } => 4,
            },
            tiles: TileSet::EMPTY,
            sniff: None,
            placed: ArrayVec::new(),
        }
    }

    /// Clears the table for a new hand, in place.
    pub fn clear(&mut self) {
        self.lead = None;
        self.open = [0; 4];
        self.len = [0; 4];
        self.worth = [0; 4];
        self.doubles = 0;
        self.live = 0;
        self.waiting = 0;
        self.acc = [TileSet::EMPTY; 4];
        self.playable = TileSet::EMPTY;
        self.tiles = TileSet::EMPTY;
        self.sniff = None;
        self.twice = Arms::new_twice(self.shape, self.rule);
        self.placed.clear();
    }

    fn new_twice(shape: Shape, rule: Rule) -> TileSet {
        match shape {
            Shape::Spinner => rule.twice().union(TileSet::DOUBLES),
            _ => rule.twice(),
        }
    }

    pub fn shape(&self) -> Shape {
        self.shape
    }
    pub fn rule(&self) -> Rule {
        self.rule
    }
    /// The lead tile, once played.
    pub fn lead(&self) -> Option<Lead> {
        self.lead
    }
    /// Every tile after the lead, in the order played.
    pub fn placed(&self) -> &[Placed] {
        &self.placed
    }
    /// The tiles on the table.
    pub fn tiles(&self) -> TileSet {
        self.tiles
    }
    /// The sniff, once laid.
    pub fn sniff(&self) -> Option<Sniff> {
        self.sniff
    }
    /// Whether the next double played becomes the sniff.
    #[inline]
    pub fn sniff_pending(&self) -> bool {
        self.shape == Shape::Spinner && self.sniff.is_none()
    }
    /// Whether a position is an open end now.
    pub fn is_open(&self, at: Pos) -> bool {
        self.live & bit(at) != 0
    }
    /// The open ends now, in listing order.
    pub fn ends(&self) -> impl Iterator<Item = Pos> + '_ {
        ORDER.into_iter().filter(|&p| self.is_open(p))
    }
    /// One arm.
    pub fn arm(&self, at: Pos) -> Arm {
        let i = slot(at);
        Arm { len: self.len[i], open: self.open[i], double_end: self.doubles & bit(at) != 0, worth: self.worth[i] }
    }
    /// The number an open end shows.
    pub fn open(&self, at: Pos) -> Option<u8> {
        self.is_open(at).then(|| self.open[slot(at)])
    }
    /// The tiles a position takes now (none when closed or held back).
    #[inline]
    pub fn accepts(&self, at: Pos) -> TileSet {
        self.acc[slot(at)]
    }
    /// What each position takes now, in [`ORDER`].
    #[inline]
    pub fn accepts_all(&self) -> &[TileSet; 4] {
        &self.acc
    }
    /// The numbers the open ends show, in [`ORDER`] (closed ends show a stale number).
    #[inline]
    pub fn opens(&self) -> &[u8; 4] {
        &self.open
    }
    /// Every tile some position takes now.
    #[inline]
    pub fn playable(&self) -> TileSet {
        self.playable
    }
    /// Tiles that make two different plays at one position: matadors under MAT (two
    /// ways round) and doubles while the sniff is pending (cross or end).
    #[inline]
    pub fn twice(&self) -> TileSet {
        self.twice
    }
    /// How many slots of [`ORDER`] this shape uses: the others are always closed.
    #[inline]
    pub fn slots(&self) -> usize {
        self.slots as usize
    }
    /// Whether the four arms still wait for their foundation.
    pub fn in_foundation(&self) -> bool {
        self.waiting != 0
    }

    /// The count of the open ends (Sniff #4): each open arm adds its worth.
    pub fn count(&self) -> u32 {
        let mut c = 0;
        for p in ORDER {
            if self.is_open(p) {
                c += self.worth[slot(p)] as u32;
            }
        }
        c
    }

    /// Bergen's headers: 2 when `W` and `E` show the same number, 3 when besides the
    /// end tile of one of them is a double, except for the set alone (Bergen #2-#4).
    pub fn headers(&self) -> u8 {
        let (w, e) = (slot(Pos::W), slot(Pos::E));
        if self.lead.is_none() || self.open[w] != self.open[e] {
            return 0;
        }
        let double = self.doubles & (bit(Pos::W) | bit(Pos::E)) != 0;
        let alone = self.len[w] == 0 && self.len[e] == 0;
        if double && !alone {
            3
        } else {
            2
        }
    }

    /// Checks the lead tile: a double that becomes the sniff needs its lay, and only
    /// it has one.
    ///
    /// # Errors
    /// Not a tile, or a lay missing or misplaced.
    pub fn check_lead(&self, first: u8, second: u8, lay: Option<Lay>) -> Result<Tile, Misfit> {
        let tile = crate::games::parlour::SET.tile(first, second).ok_or(Misfit::NoTile(first, second))?;
        self.check_lay(tile, lay)?;
        Ok(tile)
    }

    fn check_lay(&self, tile: Tile, lay: Option<Lay>) -> Result<(), Misfit> {
        match (self.sniff_pending() && tile.is_double(), lay) {
            (true, None) => Err(Misfit::LayNeeded(tile)),
            (false, Some(_)) => Err(Misfit::LayNotHere),
            _ => Ok(()),
        }
    }

    /// Puts the lead tile down. The caller has checked it ([`Arms::check_lead`]).
    pub fn put_lead(&mut self, lead: Lead) {
        let tile = lead.tile();
        let (a, b) = (lead.first, lead.second);
        let dbl = if tile.is_double() { bit(Pos::W) | bit(Pos::E) } else { 0 };
        self.lead = Some(lead);
        self.tiles.insert(tile);
        match self.shape {
            Shape::Line => self.open_line(a, b, dbl),
            Shape::Single => {
                self.set(Pos::E, b, b);
                self.live = bit(Pos::E);
                self.doubles = dbl & bit(Pos::E);
            }
            Shape::Four => {
                for p in ORDER {
                    self.set(p, a, a);
                }
                self.set(Pos::E, b, b);
                self.live = 0b1111;
                self.waiting = 0b1111;
                self.doubles = if tile.is_double() { 0b1111 } else { 0 };
            }
            Shape::Spinner => match lead.lay {
                Some(lay) if tile.is_double() => {
                    let (line, sides) = faces(lay, a);
                    self.set(Pos::W, a, line);
                    self.set(Pos::E, a, line);
                    self.set(Pos::N, a, sides);
                    self.set(Pos::S, a, sides);
                    self.live = 0b1111;
                    self.sniff = Some(Sniff { tile, on: None, index: 0, lay });
                    self.twice = self.rule.twice();
                }
                _ => self.open_line(a, b, dbl),
            },
            Shape::Across { sides_first } => {
                self.open_line(a, b, dbl);
                if tile.is_double() {
                    self.open_ends(a, sides_first);
                    self.sniff = Some(Sniff { tile, on: None, index: 0, lay: Lay::Cross });
                }
            }
        }
        self.refresh();
    }

    /// The spinner's ends, `N` and `S`: open now unless its sides come first; an empty
    /// end counts nothing (All Fives #4).
    fn open_ends(&mut self, d: u8, sides_first: bool) {
        self.set(Pos::N, d, 0);
        self.set(Pos::S, d, 0);
        if !sides_first {
            self.live |= bit(Pos::N) | bit(Pos::S);
        }
    }

    /// After a tile at slot `i` (its first when `first`): a double lead (a line's, or
    /// the spinner led) counts both halves once while a side is free, so the side left
    /// empty counts them both (Fives #3); and the spinner's ends open once both its
    /// sides hold a tile (All Fives #3).
    fn after_first(&mut self, i: usize) {
        let Some(lead) = self.lead else { return };
        let (w, e) = (slot(Pos::W), slot(Pos::E));
        if self.len[i] == 1 && lead.first == lead.second && (i == w || i == e) {
            let other = if i == w { e } else { w };
            if self.len[other] == 0 {
                self.worth[other] = 2 * lead.first;
            }
        }
        let Some(s) = self.sniff else { return };
        let covered = match s.on {
            None => self.len[w] > 0 && self.len[e] > 0,
            Some(on) => self.len[slot(on)] > s.index,
        };
        let ends = bit(Pos::N) | bit(Pos::S);
        if covered && self.live & ends == 0 {
            self.live |= ends;
            self.refresh();
        }
    }

    fn open_line(&mut self, a: u8, b: u8, dbl: u8) {
        self.set(Pos::W, a, a);
        self.set(Pos::E, b, b);
        self.live = bit(Pos::W) | bit(Pos::E);
        self.doubles = dbl;
    }

    fn set(&mut self, p: Pos, open: u8, worth: u8) {
        self.open[slot(p)] = open;
        self.worth[slot(p)] = worth;
    }

    /// Checks a play: `touch` against the open end at `at`, `open` left free.
    ///
    /// # Errors
    /// The position is not open or is held back by the foundation, the tile does not
    /// fit or fits only the other way round, or the sniff's lay is missing or misplaced.
    pub fn check(&self, at: Pos, touch: u8, open: u8, lay: Option<Lay>) -> Result<Tile, Misfit> {
        let tile = crate::games::parlour::SET.tile(touch, open).ok_or(Misfit::NoTile(touch, open))?;
        self.check_tile(at, tile, touch, lay)?;
        Ok(tile)
    }

    /// As [`Arms::check`], for a tile known to be `touch` and another number.
    ///
    /// # Errors
    /// As [`Arms::check`].
    #[inline]
    pub fn check_tile(&self, at: Pos, tile: Tile, touch: u8, lay: Option<Lay>) -> Result<(), Misfit> {
        let i = slot(at);
        if self.live & bit(at) == 0 {
            let spinner_end = matches!(self.shape, Shape::Across { .. }) && matches!(at, Pos::N | Pos::S);
            return Err(if spinner_end && self.sniff.is_some() { Misfit::SidesFirst(at) } else { Misfit::NoEnd(at) });
        }
        if self.waiting != 0 && self.waiting & bit(at) == 0 {
            return Err(Misfit::Foundation(at));
        }
        if !self.acc[i].contains(tile) {
            return Err(Misfit::DoesNotFit { tile, at });
        }
        if !self.rule.touches(tile, self.open[i], touch) {
            return Err(Misfit::WrongWay { tile, at });
        }
        if self.shape == Shape::Spinner {
            self.check_lay(tile, lay)
        } else if lay.is_some() {
            Err(Misfit::LayNotHere)
        } else {
            Ok(())
        }
    }

    /// Puts a tile down. The caller has checked it ([`Arms::check`]).
    #[inline]
    pub fn put(&mut self, p: Placed) {
        self.put_tile(p, p.tile());
    }

    /// As [`Arms::put`], `tile` being the tile `p` places.
    #[inline(always)]
    pub fn put_tile(&mut self, p: Placed, tile: Tile) {
        self.put_at(slot(p.at), p, tile);
    }

    /// As [`Arms::put_tile`], `i` being the slot of `p.at` in [`ORDER`].
    #[inline(always)]
    pub fn put_at(&mut self, i: usize, p: Placed, tile: Tile) {
        let b = 1u8 << i;
        self.len[i] += 1;
        self.tiles.insert(tile);
        self.placed.push(p);
        let double = TileSet::DOUBLES.contains(tile);
        if self.waiting != 0 {
            self.waiting &= !b;
            self.set_end(i, b, double, p.open);
            self.refresh();
        } else if double && self.sniff_pending() {
            let lay = p.lay.unwrap_or(Lay::Cross);
            let d = p.open;
            // The arm goes on through the far face: a long side when the sniff lies
            // across, a short end when it lies along; `N` and `S` are the other two.
            let (far, sides) = faces(lay, d);
            self.set(p.at, d, far);
            self.doubles |= b;
            self.set(Pos::N, d, sides);
            self.set(Pos::S, d, sides);
            self.live |= bit(Pos::N) | bit(Pos::S);
            self.sniff = Some(Sniff { tile, on: Some(p.at), index: self.len[i], lay });
            self.twice = self.rule.twice();
            self.refresh();
        } else if let (true, Shape::Across { sides_first }, None) = (double, self.shape, self.sniff) {
            // The spinner: the arm goes on from its far side, which counts both
            // halves while free, as any double at an end.
            let d = p.open;
            self.set_end(i, b, true, d);
            self.open_ends(d, sides_first);
            self.sniff = Some(Sniff { tile, on: Some(p.at), index: self.len[i], lay: Lay::Cross });
            self.refresh();
        } else {
            self.set_end(i, b, double, p.open);
            // Only this end changed. The other ends are read before the write:
            // reading the array back right after writing one entry stalls the store.
            let new = self.table[p.open as usize];
            let mut others = TileSet::EMPTY;
            for (j, a) in self.acc.iter().enumerate() {
                if j != i {
                    others = others.union(*a);
                }
            }
            self.acc[i] = new;
            self.playable = others.union(new);
            if matches!(self.shape, Shape::Line | Shape::Across { .. }) {
                self.after_first(i);
            }
        }
    }

    /// A new end tile at arm `i`: a double counts both halves.
    #[inline(always)]
    fn set_end(&mut self, i: usize, b: u8, double: bool, open: u8) {
        self.open[i] = open;
        if double {
            self.worth[i] = 2 * open;
            self.doubles |= b;
        } else {
            self.worth[i] = open;
            self.doubles &= !b;
        }
    }

    fn refresh(&mut self) {
        let mut all = TileSet::EMPTY;
        for p in ORDER {
            let b = bit(p);
            let takes = self.live & b != 0 && (self.waiting == 0 || self.waiting & b != 0);
            let a = if takes { self.table[self.open[slot(p)] as usize] } else { TileSet::EMPTY };
            self.acc[slot(p)] = a;
            all = all.union(a);
        }
        self.playable = all;
    }
}

/// What the sniff's empty faces add to the count: (the faces on its own line, `N` and
/// `S`). Across, the line meets its long sides, worth 0, and `N`, `S` are its short
/// ends, worth its number; along, the other way round (Sniff #3, #4).
const fn faces(lay: Lay, d: u8) -> (u8, u8) {
    match lay {
        Lay::Cross => (0, d),
        Lay::End => (d, 0),
    }
}

impl fmt::Display for Arms {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Some(lead) = self.lead else { return f.write_str("(empty)") };
        write!(f, "{}", lead.tile())?;
        for p in self.ends() {
            write!(f, " {p}:{}", self.open[slot(p)])?;
        }
        Ok(())
    }
}
