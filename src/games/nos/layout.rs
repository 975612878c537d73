//! The layout: the set tile, the arms growing from its four sides, and what each open
//! end accepts now.

use super::games::{Compulsory, Condition, Plan, Rule, Shape};
use super::SET;
use crate::core::matching::Ways;
use crate::core::pos::Pos;
use crate::core::tile::{Tile, TileSet};
use arrayvec::ArrayVec;

/// How a tile that an end accepts is turned: by the core's matching rule
/// ([`crate::core::matching`]) on the number the end shows, or either way round.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Fit {
    /// Ordinary: the tile's `v` touches.
    Ordinary(u8),
    /// Matador matching on `v`: a matador in either way, any other tile touching `7 - v`.
    Matador(u8),
    /// Either way round (the triangle's matadors).
    Free,
}

impl Fit {
    /// The rule a tile is matched by and the number it is matched against; none when
    /// it goes either way round.
    #[inline(always)]
    pub const fn rule(self) -> Option<(Rule, u8)> {
        match self {
            Fit::Ordinary(v) => Some((Rule::Ordinary, v)),
            Fit::Matador(v) => Some((Rule::Matador, v)),
            Fit::Free => None,
        }
    }
}

/// What one position accepts now.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Req {
    /// The tiles that may go there.
    pub tiles: TileSet,
    pub fit: Fit,
}

impl Req {
    pub const CLOSED: Req = Req { tiles: TileSet::EMPTY, fit: Fit::Free };

    fn rule(rule: Rule, v: u8) -> Req {
        let fit = match rule {
            Rule::Ordinary => Fit::Ordinary(v),
            Rule::Matador => Fit::Matador(v),
        };
        Req { tiles: rule.accepts(v), fit }
    }

    /// Whether `tile` may go here with `touch` against the end and `open` left free.
    pub fn admits(&self, tile: Tile, touch: u8, open: u8) -> bool {
        if !self.tiles.contains(tile) || SET.tile(touch, open) != Some(tile) {
            return false;
        }
        match self.fit {
            Fit::Ordinary(v) => Rule::Ordinary.touches(tile, v, touch),
            Fit::Matador(v) => Rule::Matador.touches(tile, v, touch),
            Fit::Free => true,
        }
    }

    /// The ways (touching end, open end) this tile may go here.
    #[inline]
    pub fn ways(&self, tile: Tile) -> Ways {
        if !self.tiles.contains(tile) {
            return Ways::NONE;
        }
        match self.fit {
            Fit::Ordinary(v) => Rule::Ordinary.turns(tile, v),
            Fit::Matador(v) => Rule::Matador.turns(tile, v),
            Fit::Free => Ways::both(tile),
        }
    }
}

/// One arm (or side of a line).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Arm {
    /// Tiles on the arm, not counting the set tile.
    pub len: u8,
    /// The number its free end shows.
    pub open: u8,
    /// The tile at its free end: the set tile while the arm is empty.
    pub last: Tile,
}

/// A tile on the layout.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Placed {
    pub tile: Tile,
    pub at: Pos,
    /// The end against the arm.
    pub touch: u8,
    /// The end left free.
    pub open: u8,
    pub seat: u8,
    pub immediate: bool,
}

/// The tiles played so far, and the rules they grow by.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Layout {
    set: Tile,
    /// The set tile as written: W shows `ends.0`, E shows `ends.1`.
    ends: (u8, u8),
    plan: Plan,
    arms: [Arm; 4],
    placed: ArrayVec<Placed, { super::TILES }>,
    tiles: TileSet,
    /// What each position accepts from a regular play, kept up to date by `put`:
    /// the layout changes only when a tile is put down.
    reqs: [Req; 4],
    playable: TileSet,
    /// How many arms hold a tile, kept by `put`: the foundation's progress is asked
    /// for every requirement.
    filled: u8,
}

impl Layout {
    /// A layout of the set tile alone, `first` on W and `second` on E.
    pub fn new(first: u8, second: u8, plan: Plan) -> Layout {
        let set = Tile::of(first, second);
        let mut arms = [Arm { len: 0, open: first, last: set }; 4];
        arms[Pos::E.index()].open = second;
        let mut l = Layout {
            set,
            ends: (first, second),
            plan,
            arms,
            placed: ArrayVec::new(),
            tiles: TileSet::single(set),
            reqs: [Req::CLOSED; 4],
            playable: TileSet::EMPTY,
            filled: 0,
        };
        l.refresh();
        l
    }

    fn refresh(&mut self) {
        let mut playable = TileSet::EMPTY;
        for p in Pos::ALL {
            let r = self.req_inner(p, false);
            self.reqs[p.index()] = r;
            playable = playable.union(r.tiles);
        }
        self.playable = playable;
    }

    pub fn set(&self) -> Tile {
        self.set
    }
    /// The set tile's numbers as written (W, E).
    pub fn set_ends(&self) -> (u8, u8) {
        self.ends
    }
    pub fn plan(&self) -> &Plan {
        &self.plan
    }
    pub fn arm(&self, pos: Pos) -> Arm {
        self.arms[pos.index()]
    }
    /// Every tile after the set, in the order played.
    pub fn placed(&self) -> &[Placed] {
        &self.placed
    }
    /// The tiles on the layout, set included.
    pub fn tiles(&self) -> TileSet {
        self.tiles
    }
    /// The positions this layout's shape has.
    pub fn positions(&self) -> &'static [Pos] {
        match self.plan.shape {
            Shape::Line => &[Pos::W, Pos::E],
            _ => &Pos::ALL,
        }
    }

    fn filled(&self) -> u8 {
        self.filled
    }

    /// Whether the cross or triangle around the set is complete (always true for a line).
    pub fn foundation_done(&self) -> bool {
        match self.plan.shape {
            Shape::Line => true,
            Shape::Cross | Shape::Triangle { fourth: true } => self.filled() == 4,
            Shape::Triangle { fourth: false } => self.filled() == 3,
        }
    }

    fn cnt(&self, p: Pos) -> u8 {
        self.arms[p.index()].len
    }

    /// Whether the line's condition is met (true when there is none).
    pub fn condition_met(&self) -> bool {
        match self.plan.cond {
            None => true,
            Some(Condition::First { side, count }) => self.cnt(side) >= count,
            Some(Condition::Here(s)) => self.cnt(s) >= 1 && self.cnt(s.opposite()) >= 1,
        }
    }

    /// Whether the line's condition keeps regular plays off this side now.
    pub fn condition_locks(&self, pos: Pos) -> bool {
        match self.plan.cond {
            None => false,
            Some(Condition::First { side, count }) => pos != side && self.cnt(side) < count,
            Some(Condition::Here(s1)) => {
                let s2 = s1.opposite();
                if pos == s1 {
                    !(self.cnt(s1) == 0 || self.cnt(s2) >= 1)
                } else {
                    self.cnt(s1) < 1
                }
            }
        }
    }

    /// The rule a line side or an arm grows by now.
    pub fn rule_at(&self, pos: Pos) -> Rule {
        let i = pos.index();
        match self.plan.shape {
            Shape::Line if !self.condition_met() => self.plan.found[i],
            _ if !self.foundation_done() => self.plan.found[i],
            _ => self.plan.ext[i],
        }
    }

    /// What a regular play may put at `pos` now (every lock applies).
    pub fn req(&self, pos: Pos) -> Req {
        self.reqs[pos.index()]
    }

    /// What a double played at once on the set tile may use: only empty positions next
    /// to the set, under that position's rule, line conditions and stage order ignored.
    pub fn req_immediate(&self, pos: Pos) -> Req {
        if self.arms[pos.index()].len > 0 {
            return Req::CLOSED;
        }
        let r = self.req_inner(pos, true);
        Req { tiles: r.tiles.inter(TileSet::DOUBLES), fit: r.fit }
    }

    fn req_inner(&self, pos: Pos, immediate: bool) -> Req {
        let i = pos.index();
        let arm = self.arms[i];
        let plan = &self.plan;
        match plan.shape {
            Shape::Line => {
                if !pos.on_line() || (!immediate && self.condition_locks(pos)) {
                    return Req::CLOSED;
                }
                Req::rule(self.rule_at(pos), arm.open)
            }
            Shape::Cross | Shape::Triangle { .. } => {
                if !self.foundation_done() {
                    if arm.len > 0 {
                        return Req::CLOSED;
                    }
                    return self.foundation_req(pos, immediate);
                }
                if arm.len == 0 {
                    return Req::CLOSED;
                }
                match (arm.len, plan.comp[i]) {
                    (1, Some(c)) => compulsory(c, arm.open),
                    _ => Req::rule(plan.ext[i], arm.open),
                }
            }
        }
    }

    fn foundation_req(&self, pos: Pos, immediate: bool) -> Req {
        let i = pos.index();
        let plan = &self.plan;
        match plan.shape {
            Shape::Triangle { .. } => {
                if self.filled() < 3 {
                    Req { tiles: TileSet::MATADORS.minus(TileSet::single(Tile::DOUBLE_BLANK)), fit: Fit::Free }
                } else {
                    // Game 16's fourth side: a blank end, blank inward.
                    Req::rule(Rule::Ordinary, 0)
                }
            }
            _ => {
                let stage = plan.stage[i];
                let waiting = Pos::ALL.iter().any(|p| plan.stage[p.index()] < stage && self.cnt(*p) == 0);
                if waiting && !immediate {
                    return Req::CLOSED;
                }
                Req::rule(plan.found[i], self.set.low())
            }
        }
    }

    /// Every tile that some position accepts now from a regular play.
    pub fn playable(&self) -> TileSet {
        self.playable
    }

    /// Puts a tile at `pos`. The caller has checked it is admitted.
    pub(crate) fn put(&mut self, p: Placed) {
        // Once a line's condition is met (and on a line without one), and once a cross's
        // or triangle's foundation is complete, an arm's requirement depends on that arm
        // alone: only it changes. Both are for good once they hold.
        let settled = match self.plan.shape {
            Shape::Line => self.condition_met(),
            _ => self.foundation_done(),
        };
        let arm = &mut self.arms[p.at.index()];
        arm.len += 1;
        arm.open = p.open;
        arm.last = p.tile;
        if arm.len == 1 {
            self.filled += 1;
        }
        self.tiles.insert(p.tile);
        self.placed.push(p);
        if settled {
            // What `req_inner` gives then: the arm's extension rule on the new open
            // end, or a double-cross arm's compulsory tile.
            let i = p.at.index();
            self.reqs[i] = match self.plan.comp[i] {
                Some(c) if self.arms[i].len == 1 && !matches!(self.plan.shape, Shape::Line) => compulsory(c, p.open),
                _ => Req::rule(self.plan.ext[i], p.open),
            };
            debug_assert_eq!(self.reqs[i], self.req_inner(p.at, false));
            let [a, b, c, d] = self.reqs;
            self.playable = a.tiles.union(b.tiles).union(c.tiles).union(d.tiles);
        } else {
            self.refresh();
        }
    }
}

/// What a double-cross arm's compulsory second tile may be, on an end showing `x`.
pub(crate) fn compulsory(c: Compulsory, x: u8) -> Req {
    match c {
        Compulsory::Ordinary => Req { tiles: TileSet::single(Tile::double(x)), fit: Fit::Ordinary(x) },
        Compulsory::MatadorOrDouble => {
            let mut tiles = TileSet::MATADORS;
            if let Some(c) = SET.complement(x) {
                tiles.insert(Tile::double(c));
            }
            Req { tiles, fit: Fit::Matador(x) }
        }
        Compulsory::MatadorDouble => match SET.complement(x) {
            Some(c) => Req { tiles: TileSet::single(Tile::double(c)), fit: Fit::Matador(x) },
            None => Req::CLOSED,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nos::games::Game;

    fn t(s: &str) -> Tile {
        s.parse().unwrap()
    }

    #[test]
    fn matador_blank_end_takes_only_matadors() {
        let r = Req::rule(Rule::Matador, 0);
        assert_eq!(r.tiles, TileSet::MATADORS);
        assert!(!r.admits(t("0-4"), 0, 4));
        assert!(r.admits(t("6-1"), 6, 1));
    }

    #[test]
    fn matador_non_matador_touches_the_complement() {
        let r = Req::rule(Rule::Matador, 3);
        assert!(r.admits(t("4-6"), 4, 6));
        assert!(!r.admits(t("4-6"), 6, 4));
        assert!(!r.admits(t("3-5"), 3, 5));
        assert_eq!(r.ways(t("4-3")).len(), 2);
        // A tile with a blank never touches with the blank.
        assert!(!Req::rule(Rule::Matador, 6).admits(t("0-1"), 0, 1));
        assert!(Req::rule(Rule::Matador, 6).admits(t("1-0"), 1, 0));
    }

    #[test]
    fn ordinary_touching_end_written_first() {
        let r = Req::rule(Rule::Ordinary, 4);
        assert!(r.admits(t("4-0"), 4, 0));
        assert!(!r.admits(t("4-0"), 0, 4));
    }

    #[test]
    fn cross_arms_wait_for_the_foundation() {
        let plan = Game::Plain(2).plan(t("5-5")).unwrap();
        let mut l = Layout::new(5, 5, plan);
        l.put(Placed { tile: t("5-1"), at: Pos::N, touch: 5, open: 1, seat: 1, immediate: false });
        assert_eq!(l.req(Pos::N), Req::CLOSED);
        assert!(l.req(Pos::E).tiles.contains(t("5-2")));
    }
}
