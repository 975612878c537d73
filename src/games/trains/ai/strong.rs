//! The strong train player, deciding from a seat's [`View`] only. Every legal action is
//! judged by what the hand left after it is likely to cost when the round ends:
//!
//! - **Its own train as a plan.** The longest run of its tiles that can follow one
//!   another from its own train's open end (a double taken where it fits: it costs no
//!   turn) is the tiles it can be sure to lay, one a turn, whatever the others do; a
//!   play that shortens that run costs what the tiles dropped from it are worth.
//! - **The public trains for the rest.** Tiles outside the run go on the Mexican train
//!   and the marked trains where they fit; those that fit nowhere are the ones most
//!   likely to stay in hand, and weigh most.
//! - **Doubles with their cover.** A double is judged with the tile that covers it
//!   (the seat plays again, MT #5): two tiles in a turn when it holds the cover, a
//!   draw and a marker when it does not.
//! - **The end of the round.** The fewer tiles the others hold, the sooner the round
//!   can end, and the more every tile's count weighs against the plan.
//!
//! In Chicken Foot, where every open end is everyone's, the count left in hand is
//! judged with the end of the round near, and a foot laid (the others held to its
//! toes, CF #3) is worth a few points more, the more so with toes in hand.

use super::super::action::{Action, Place};
use super::super::foot::Foot;
use super::super::lines::Trains;
use super::super::round::{Actions, Layout};
use super::super::view::View;
use crate::core::tile::Tiles;
use crate::core::{Set, Tile, TileSet};

type Hand = TileSet<u128>;

/// How many steps the search for the longest run may take per evaluation: a hand of 15
/// rarely needs a tenth of it, and a hand of 30 with many doubles stays fast.
const BUDGET: u32 = 3_000;

/// What a tile in hand weighs, by where it can go: on its own run, on a public train,
/// nowhere yet.
const ON_RUN: f64 = 0.1;
const ON_RUN_MARKED: f64 = 0.3;
const PUBLIC: f64 = 0.35;
const DEAD: f64 = 0.7;
/// A tile in hand, whatever it counts: the turns it will take to lay.
const PER_TILE: f64 = 2.0;
/// A foot laid in Chicken Foot, the others held to its toes: worth about this many
/// points of hand (measured in tournaments against the simple player).
const FOOT: f64 = 10.0;

/// The strong player's choice; `None` when the seat is not on turn.
pub fn strong(view: &View) -> Option<Action> {
    let mut buf = Actions::new();
    view.legal_into(&mut buf);
    if buf.len() <= 1 {
        return buf.first().copied();
    }
    let judge = Judge::new(view);
    let mut best: Option<(f64, Action)> = None;
    for &a in buf.iter() {
        let cost = judge.cost(a);
        if best.is_none_or(|(c, _)| cost < c) {
            best = Some((cost, a));
        }
    }
    best.map(|(_, a)| a)
}

/// What a decision is judged against: the seat's tiles and the table as the view shows.
struct Judge<'a> {
    view: &'a View,
    set: Set,
    /// How many turns the round may last at least: the fewest tiles another seat holds.
    turns: u32,
    /// The mean count of a tile this seat has not seen: what a draw is likely to add.
    unseen: f64,
}

impl<'a> Judge<'a> {
    fn new(view: &'a View) -> Judge<'a> {
        let set = view.rules.set;
        let turns = (0..view.held.len()).filter(|&s| s != view.seat.index()).map(|s| view.held[s]).min().unwrap_or(0);
        let table: Hand = match &view.layout {
            Layout::Trains(t) => t.laid().collect(),
            Layout::Foot(f) => f.table(),
        };
        let seen = table.union(view.hand).union(Hand::single(view.engine));
        let rest = set.full::<u128>().minus(seen);
        let n = rest.len().max(1);
        let sum: u32 = rest.iter().map(|t| view.rules.count(t)).sum();
        Judge { view, set, turns, unseen: f64::from(sum) / f64::from(n) }
    }

    fn count(&self, t: Tile) -> f64 {
        f64::from(self.view.rules.count(t))
    }

    /// How much more each tile weighs as the round's end comes near: nothing while
    /// every other seat holds six or more, everything when one holds a single tile.
    fn urgency(&self) -> f64 {
        (1.0 - (f64::from(self.turns) - 1.0) / 5.0).clamp(0.0, 1.0)
    }

    /// The cost of the hand left after `a` (lower is better).
    fn cost(&self, a: Action) -> f64 {
        let Action::Play { tile, touch, place } = a else { return 0.0 };
        let hand = self.hand().minus(Hand::single(tile));
        if hand.is_empty() {
            return f64::NEG_INFINITY;
        }
        match &self.view.layout {
            Layout::Trains(t) => self.trains_cost(t, hand, tile, touch, place),
            Layout::Foot(f) => self.foot_cost(f, hand, tile, touch, place),
        }
    }

    fn hand(&self) -> Hand {
        self.view.hand
    }

    fn trains_cost(&self, t: &Trains, hand: Hand, tile: Tile, touch: u8, place: Place) -> f64 {
        let me = self.view.seat;
        let far = Action::far(tile, touch);
        let mut table = Table::of(t, me);
        table.lay(place, far);
        if tile.is_double() {
            // The seat plays again and must cover (MT #5): judged with its best cover,
            // or a draw and a marker when it holds none.
            let covers = hand.inter(self.set.with(far));
            let mut best = f64::INFINITY;
            for c in covers.iter() {
                let left = hand.minus(Hand::single(c));
                if left.is_empty() {
                    return f64::NEG_INFINITY;
                }
                let mut after = table;
                after.lay(place, c.other(far).unwrap_or(far));
                best = best.min(self.trains_hand(&after, left));
            }
            if best.is_finite() {
                return best;
            }
            let mut marked = table;
            marked.own_marked = true;
            return self.trains_hand(&marked, hand) + self.unseen * DEAD + PER_TILE;
        }
        self.trains_hand(&table, hand)
    }

    /// What `hand` is likely to cost with the trains as `table` has them.
    fn trains_hand(&self, table: &Table, hand: Hand) -> f64 {
        let mut budget = BUDGET;
        let run = longest(self.set, table.own, hand, &mut budget);
        let rest = hand.minus(run.tiles);
        let mut fits = Hand::default();
        for &e in &table.public[..table.n] {
            fits = fits.union(self.set.with(e));
        }
        let public = rest.inter(fits);
        let dead = rest.minus(public);
        let u = self.urgency();
        let on_run = if table.own_marked { ON_RUN_MARKED } else { ON_RUN };
        let w = |base: f64| base + (1.0 - base) * u;
        let sum = |s: Hand| s.iter().map(|t| self.count(t)).sum::<f64>();
        let mut cost = sum(run.tiles) * w(on_run) + sum(public) * w(PUBLIC) + sum(dead) * w(DEAD);
        cost += PER_TILE * f64::from(hand.len());
        if run.len == 0 && public.is_empty() {
            // Nothing to lay next turn: a draw, likely kept, and a marker.
            cost += self.unseen * DEAD;
        }
        cost
    }

    fn foot_cost(&self, f: &Foot, hand: Hand, tile: Tile, touch: u8, place: Place) -> f64 {
        let Place::At(at) = place else { return 0.0 };
        let mut after = f.clone();
        after.lay(tile, touch, at);
        let u = self.urgency();
        let w = |base: f64| base + (1.0 - base) * u;
        let sum = |s: Hand| s.iter().map(|t| self.count(t)).sum::<f64>();
        // Every end is everyone's in Chicken Foot: what fits now is no surer to be laid
        // later than what does not (tournaments found no gain in telling them apart).
        let mut cost = sum(hand) * w(DEAD) + PER_TILE * f64::from(hand.len());
        if let Some(d) = after.waiting() {
            // A foot just laid: the seats after this one must lay its toes or draw
            // (CF #3), and toes held are tiles sure to be laid soon.
            let toes = hand.inter(self.set.with(d.low()));
            cost -= FOOT + 2.0 * sum(toes) * (w(DEAD) - w(ON_RUN));
        }
        cost
    }
}

/// The open numbers a seat can use, as they would stand after a play.
#[derive(Clone, Copy)]
struct Table {
    me: crate::core::Seat,
    /// Its own train's open number.
    own: u8,
    own_marked: bool,
    /// The Mexican train's and every marked train's open number (not its own), and
    /// which train each is.
    public: [u8; super::super::lines::LINES],
    lines: [u8; super::super::lines::LINES],
    n: usize,
}

impl Table {
    fn of(t: &Trains, me: crate::core::Seat) -> Table {
        let own = t.open(Place::Train(me)).unwrap_or(0);
        let mut table = Table {
            me,
            own,
            own_marked: t.marked().contains(me),
            public: [0; super::super::lines::LINES],
            lines: [0; super::super::lines::LINES],
            n: 0,
        };
        let marked = t.marked();
        for line in 0..super::super::lines::LINES {
            let place = Trains::place(line);
            let public = match place {
                Place::Mexican => true,
                Place::Train(s) => s != me && marked.contains(s),
                Place::At(_) => false,
            };
            if let (true, Some(v)) = (public, t.open(place)) {
                table.public[table.n] = v;
                table.lines[table.n] = line as u8;
                table.n += 1;
            }
        }
        table
    }

    /// A tile laid on `place`, leaving `far` open there.
    fn lay(&mut self, place: Place, far: u8) {
        let line = match place {
            Place::Train(s) if s == self.me => {
                self.own = far;
                self.own_marked = false;
                return;
            }
            Place::Train(s) => s.index(),
            Place::Mexican => super::super::lines::MEXICAN,
            Place::At(_) => return,
        };
        if let Some(k) = self.lines[..self.n].iter().position(|&l| l as usize == line) {
            self.public[k] = far;
        }
    }
}

/// A run of tiles that can follow one another from an open number.
#[derive(Clone, Copy, Default)]
struct Run {
    len: u32,
    count: u32,
    tiles: Hand,
}

/// The longest run of `hand`'s tiles from the open number `open` (the one with the
/// highest count among the longest): a depth-first search, a double taken at once
/// where it fits (it keeps the number and adds a tile), at most `budget` steps.
fn longest(set: Set, open: u8, hand: Hand, budget: &mut u32) -> Run {
    let fit = hand.inter(set.with(open));
    if fit.is_empty() || *budget == 0 {
        return Run::default();
    }
    let double = Tile::double(open);
    if fit.contains(double) {
        *budget = budget.saturating_sub(1);
        let mut r = longest(set, open, hand.minus(Hand::single(double)), budget);
        r.len += 1;
        r.count += u32::from(double.pips());
        r.tiles.insert(double);
        return r;
    }
    let mut best = Run::default();
    for t in fit.iter() {
        if *budget == 0 {
            break;
        }
        *budget -= 1;
        let far = t.other(open).unwrap_or(open);
        let mut r = longest(set, far, hand.minus(Hand::single(t)), budget);
        r.len += 1;
        r.count += u32::from(t.pips());
        r.tiles.insert(t);
        if (r.len, r.count) > (best.len, best.count) {
            best = r;
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{chance, Play, Seat};
    use crate::games::trains::{Game, Kind, Rules};

    fn hand(tiles: &[(u8, u8)]) -> Hand {
        tiles.iter().map(|&(a, b)| Tile::new(a, b).unwrap()).collect()
    }

    /// The run from 12 through 12-5, 5-5, 5-3 is longer than 12-9 alone.
    #[test]
    fn the_longest_run_takes_doubles_where_they_fit() {
        let h = hand(&[(12, 5), (5, 5), (5, 3), (12, 9), (1, 2)]);
        let mut budget = BUDGET;
        let r = longest(Set::DoubleTwelve, 12, h, &mut budget);
        assert_eq!(r.len, 3);
        assert_eq!(r.tiles, hand(&[(12, 5), (5, 5), (5, 3)]));
    }

    /// The strong player chooses only legal actions, from its view, through whole
    /// games of both kinds, and each game ends.
    #[test]
    fn the_strong_player_plays_whole_games_legally() {
        for kind in [Kind::Mexican, Kind::Chicken] {
            for seed in 0..2 {
                let mut g = Game::seeded(Rules::of(kind, 4).unwrap(), seed);
                let mut rng = chance::dice(seed);
                while let Some(s) = g.to_act() {
                    let v = g.view(s);
                    let a = if s.0 % 2 == 0 { strong(&v) } else { super::super::random(&v, &mut rng) }.unwrap();
                    assert!(g.legal().contains(&a), "{a:?}");
                    g.apply(s, a).unwrap();
                }
                assert!(g.finished());
            }
        }
        assert_eq!(strong(&Game::seeded(Rules::of(Kind::Mexican, 4).unwrap(), 1).view(Seat(1))), None);
    }
}
