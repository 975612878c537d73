//! Deals of the unseen tiles that agree with the clues ([`super::infer`]).
//!
//! A deal here is the whole hidden story: for each other seat, the tiles it was dealt
//! and the tile each of its draws brought (it played some of them since), and the
//! boneyard in drawing order. Each tile has a *place*: a seat's dealt hand, one of its
//! draws, or a place in the boneyard. A tile may take a place when the certain clues
//! allow it there (a tile a seat put down arrived before it left; a tile that fitted at
//! a pass was not held then), which is a table worked out once.
//!
//! Every story that keeps the certain clues is as likely as any other before the
//! likely clues are weighed, since every order of the tiles was; a story that breaks a
//! likely clue counts [`Why::odds`] times as much. Sampling that law exactly:
//!
//! - by **rejection** while it is cheap: a uniform story (a seat's own put-down tiles
//!   in its places, the rest shuffled), kept with the chance its weight gives;
//! - otherwise by a **chain** of swaps: it starts from a story built by matching tiles
//!   to places (one exists, since the true story keeps every certain clue), and swaps
//!   the tiles of two places, keeping a swap that breaks no certain clue with the
//!   chance of the weights (Metropolis). Each sample is a fixed number of swaps later.
//!
//! Neither loops without bound: rejection gives up after a fixed number of tries and
//! takes the chain's next sample.

use super::infer::{Clues, Time, DEALT, NEVER};
use crate::core::{Seat, Tile, TileSet, MAX_SEATS};
use crate::games::nos::{Hand, View};
use arrayvec::ArrayVec;
use rand::seq::SliceRandom;
use rand::Rng;

/// The seat a boneyard place belongs to.
const BONEYARD: u8 = u8::MAX;
/// How many tiles the set has.
const T: usize = crate::games::nos::TILES;
/// Proposals before a sampler that rejects falls back on its chain.
const TRIES: usize = 64;
/// Proposals at the start, to judge whether rejection is cheap.
const PROBE: usize = 48;
/// Rejection is used when at least this share of the probe was kept.
const CHEAP: usize = 8;
/// Swaps proposed per place: before the first sample, and between samples.
const BURN_IN: usize = 40;
const BETWEEN: usize = 4;

/// A likely clue on a seat, ready to test: the tiles it may hold at most `most` of,
/// only those it could still hold then.
#[derive(Clone, Copy, Debug)]
struct Soft {
    at: Time,
    tiles: TileSet,
    most: u8,
    log_odds: f64,
}

/// A sampler of hidden stories for one seat's view.
#[derive(Clone, Debug)]
pub struct Sampler {
    base: Hand,
    me: Seat,
    n: u8,
    /// Per place: its seat (or [`BONEYARD`]), when its tile arrived, and the tiles the
    /// certain clues allow there.
    seat_of: ArrayVec<u8, { T }>,
    arrives: ArrayVec<Time, { T }>,
    allowed: ArrayVec<TileSet, { T }>,
    /// Per tile (by index): when it leaves its seat's hand ([`NEVER`] if still held).
    leaves: [Time; T],
    /// Per seat: its places in order of arrival, and its likely clues in time order.
    places: [ArrayVec<u8, { T }>; MAX_SEATS],
    soft: [Vec<Soft>; MAX_SEATS],
    /// Places that differ in nothing but their name share a class: a seat's dealt
    /// places, the boneyard above the last two, the last two. A swap within a class
    /// changes nothing the clues see, and is not proposed.
    class: ArrayVec<u8, { T }>,
    /// The tiles the view's seat cannot see.
    unseen: TileSet,
    /// The last two places of the boneyard, and the sets not all of which may lie there.
    last_two: ArrayVec<u8, 2>,
    above_last_two: Vec<TileSet>,
    /// The story now: the tile in each place, and each seat's weight (log).
    tile_at: ArrayVec<Tile, { T }>,
    weight: [f64; MAX_SEATS],
    /// The tiles whose place is known from the seat alone (put down or face up), per seat.
    owned: [TileSet; MAX_SEATS],
    /// The tile and place fixed together: the set tile drawn by the seat on set.
    fixed: Option<(Tile, u8)>,
    rejects: bool,
    /// Whether the certain clues had to be dropped (a history the sampler could not
    /// match; it never happens for a true history).
    pub relaxed: bool,
}

/// One sampled story, for checking: per seat its dealt tiles and the tile of each
/// draw in order, and the boneyard in drawing order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Story {
    pub dealt: [TileSet; MAX_SEATS],
    pub drawn: [ArrayVec<Tile, { T }>; MAX_SEATS],
    pub boneyard: ArrayVec<Tile, { T }>,
}

impl Sampler {
    /// A sampler for `view` and what its seat read from the history; `rng` starts the
    /// chain. `None` when no story fits (only for a history that is not this hand's).
    pub fn new(view: &View, clues: &Clues, rng: &mut impl Rng) -> Option<Sampler> {
        let mut s = Sampler::layout(view, clues)?;
        s.forbid(clues, false);
        if !s.start() {
            // A history no true story fits (it is not this hand's): every clue is
            // weighed instead, the certain ones heavily.
            s = Sampler::layout(view, clues)?;
            s.relaxed = true;
            s.above_last_two.clear();
            s.forbid(clues, true);
            if !s.start() {
                return None;
            }
        }
        for k in 0..MAX_SEATS {
            s.weight[k] = s.seat_weight(k);
        }
        let kept = (0..PROBE).filter(|_| s.propose(rng)).count();
        s.rejects = kept >= CHEAP;
        if !s.rejects {
            s.walk(BURN_IN * s.tile_at.len(), rng);
        }
        Some(s)
    }

    /// The places and who may fill them, before any clue.
    fn layout(view: &View, clues: &Clues) -> Option<Sampler> {
        let h = view.hand();
        let me = view.seat();
        let n = h.seats();
        let unseen = view.unseen();
        let mut s = Sampler {
            base: h.clone(),
            me,
            n,
            seat_of: ArrayVec::new(),
            arrives: ArrayVec::new(),
            allowed: ArrayVec::new(),
            class: ArrayVec::new(),
            unseen,
            leaves: [NEVER; T],
            places: Default::default(),
            soft: Default::default(),
            last_two: ArrayVec::new(),
            above_last_two: clues.above_last_two.clone(),
            tile_at: ArrayVec::new(),
            weight: [0.0; MAX_SEATS],
            owned: [TileSet::EMPTY; MAX_SEATS],
            fixed: None,
            rejects: false,
            relaxed: false,
        };
        for k in (0..n).filter(|&k| k != me.0) {
            let tr = &clues.tracks[k as usize];
            let mut owned = h.shown(Seat(k));
            for &(t, left) in &tr.played {
                owned.insert(t);
                s.leaves[t.index()] = left;
            }
            let arrivals = std::iter::repeat_n(DEALT, clues.dealt as usize).chain(tr.draws.iter().copied());
            for at in arrivals {
                let i = s.seat_of.len() as u8;
                let mut ok = unseen;
                for t in owned.iter() {
                    // A tile put down arrived before it left; one face up before the
                    // declaration.
                    let by =
                        if h.shown(Seat(k)).contains(t) { tr.declared.unwrap_or(NEVER) } else { s.leaves[t.index()] };
                    if at < by {
                        ok.insert(t);
                    }
                }
                s.seat_of.push(k);
                s.arrives.push(at);
                s.allowed.push(ok);
                // Dealt places share their seat's class; each draw is a class of its own.
                s.class.push(if at == DEALT { k } else { MAX_SEATS as u8 + 2 + i });
                s.places[k as usize].push(i);
            }
            s.owned[k as usize] = owned;
        }
        for j in 0..h.boneyard_len() {
            let i = s.seat_of.len() as u8;
            let low = j + 2 >= h.boneyard_len();
            if low {
                s.last_two.push(i);
            }
            s.class.push(MAX_SEATS as u8 + low as u8);
            s.seat_of.push(BONEYARD);
            s.arrives.push(NEVER);
            s.allowed.push(unseen);
        }
        let owned_all = s.owned.iter().fold(TileSet::EMPTY, |a, &o| a.union(o));
        if s.seat_of.len() != unseen.union(owned_all).len() as usize {
            return None;
        }
        if let Some((k, t)) = clues.set_drawn.filter(|&(k, _)| k != me) {
            // The seat on set set the tile its first draw brought.
            let place = *s.places[k.index()].get(clues.dealt as usize)?;
            for (i, ok) in s.allowed.iter_mut().enumerate() {
                if i == place as usize {
                    *ok = TileSet::single(t);
                } else {
                    ok.remove(t);
                }
            }
            s.fixed = Some((t, place));
        }
        Some(s)
    }

    /// Folds the certain clues into the table of allowed places (unless `weigh_all`),
    /// and sorts the weighed ones by seat.
    fn forbid(&mut self, clues: &Clues, weigh_all: bool) {
        for c in &clues.clues {
            let k = c.seat.index();
            // Only tiles the seat may still have held then.
            let mut tiles = TileSet::EMPTY;
            for t in c.tiles.iter() {
                if self.leaves[t.index()] > c.at {
                    tiles.insert(t);
                }
            }
            if c.why.hard() && c.most == 0 && !weigh_all {
                for &p in &self.places[k] {
                    if self.arrives[p as usize] < c.at {
                        self.allowed[p as usize] = self.allowed[p as usize].minus(tiles);
                    }
                }
            } else {
                let odds = if c.why.hard() { 1e-3 } else { c.why.odds() };
                self.soft[k].push(Soft { at: c.at, tiles, most: c.most, log_odds: odds.ln() });
            }
        }
        for s in &mut self.soft {
            s.sort_by_key(|c| c.at);
        }
    }

    /// A first story: tiles matched to places (augmenting paths), each set of
    /// [`Clues::above_last_two`] with one tile kept off the last two.
    fn start(&mut self) -> bool {
        let saved = self.allowed.clone();
        // Keep the first tile of each set off the last two, or else the second.
        for pick in 0..2 {
            for g in &self.above_last_two {
                if let Some(t) = g.iter().nth(pick).or_else(|| g.iter().next()) {
                    for &p in &self.last_two {
                        self.allowed[p as usize].remove(t);
                    }
                }
            }
            let ok = self.matching();
            self.allowed = saved.clone();
            if ok {
                return self.groups_hold();
            }
        }
        false
    }

    /// Fills `tile_at` with a perfect matching of tiles to places, if there is one.
    fn matching(&mut self) -> bool {
        let places = self.seat_of.len();
        let mut owner: [u8; T] = [u8::MAX; T];
        let mut tiles = TileSet::EMPTY;
        for ok in &self.allowed {
            tiles = tiles.union(*ok);
        }
        for p in 0..places {
            let mut seen = TileSet::EMPTY;
            if !augment(p, &self.allowed, &mut owner, &mut seen) {
                return false;
            }
        }
        let mut at: ArrayVec<Tile, { T }> = ArrayVec::new();
        for _ in 0..places {
            at.push(Tile::DOUBLE_BLANK);
        }
        for t in tiles.iter() {
            if owner[t.index()] != u8::MAX {
                at[owner[t.index()] as usize] = t;
            }
        }
        self.tile_at = at;
        true
    }

    /// Whether no set of tiles from a wrong close lies all among the last two.
    fn groups_hold(&self) -> bool {
        if self.above_last_two.is_empty() {
            return true;
        }
        let low: TileSet = self.last_two.iter().map(|&p| self.tile_at[p as usize]).collect();
        self.above_last_two.iter().all(|g| !g.minus(low).is_empty())
    }

    /// The log weight of a seat's story: the likely clues it breaks.
    fn seat_weight(&self, k: usize) -> f64 {
        let places = &self.places[k];
        let mut held = TileSet::EMPTY;
        let mut next = 0;
        let mut w = 0.0;
        for c in &self.soft[k] {
            while next < places.len() && self.arrives[places[next] as usize] < c.at {
                held.insert(self.tile_at[places[next] as usize]);
                next += 1;
            }
            if held.inter(c.tiles).len() > c.most as u32 {
                w += c.log_odds;
            }
        }
        w
    }

    /// One uniform story, kept (it becomes the story now) with the chance its weight
    /// gives; whether it was kept.
    fn propose(&mut self, rng: &mut impl Rng) -> bool {
        let mut pool: ArrayVec<Tile, { T }> = self.unseen.iter().collect();
        pool.shuffle(rng);
        let mut story = self.tile_at.clone();
        let mut from = 0;
        for k in 0..self.n as usize {
            if k == self.me.index() {
                continue;
            }
            let mut items: ArrayVec<Tile, { T }> = self.owned[k].iter().collect();
            let mut free: ArrayVec<u8, { T }> = ArrayVec::new();
            for &p in &self.places[k] {
                match self.fixed {
                    Some((t, q)) if q == p => story[p as usize] = t,
                    _ => free.push(p),
                }
            }
            if let Some((t, _)) = self.fixed {
                items.retain(|x| *x != t);
            }
            let take = free.len() - items.len();
            items.extend(pool[from..from + take].iter().copied());
            from += take;
            items.shuffle(rng);
            for (&p, &t) in free.iter().zip(&items) {
                story[p as usize] = t;
            }
        }
        for (p, &k) in self.seat_of.iter().enumerate() {
            if k == BONEYARD {
                story[p] = pool[from];
                from += 1;
            }
        }
        if story.iter().enumerate().any(|(p, t)| !self.allowed[p].contains(*t)) {
            return false;
        }
        let old = std::mem::replace(&mut self.tile_at, story);
        let mut w = 0.0;
        let mut weight = [0.0; MAX_SEATS];
        for (k, slot) in weight.iter_mut().enumerate() {
            *slot = self.seat_weight(k);
            w += *slot;
        }
        if self.groups_hold() && (w >= 0.0 || rng.random::<f64>() < w.exp()) {
            self.weight = weight;
            true
        } else {
            self.tile_at = old;
            false
        }
    }

    /// `steps` proposed swaps of the chain.
    fn walk(&mut self, steps: usize, rng: &mut impl Rng) {
        let m = self.tile_at.len();
        if m < 2 {
            return;
        }
        for _ in 0..steps {
            let a = rng.random_range(0..m);
            let b = rng.random_range(0..m);
            let (ta, tb) = (self.tile_at[a], self.tile_at[b]);
            if self.class[a] == self.class[b] || !self.allowed[a].contains(tb) || !self.allowed[b].contains(ta) {
                continue;
            }
            self.tile_at.swap(a, b);
            if !self.groups_hold() {
                self.tile_at.swap(a, b);
                continue;
            }
            let (ka, kb) = (self.seat_of[a], self.seat_of[b]);
            let mut new = self.weight;
            let mut delta = 0.0;
            let seats = if ka == kb { &[ka][..] } else { &[ka, kb][..] };
            for &k in seats.iter().filter(|&&k| k != BONEYARD && !self.soft[k as usize].is_empty()) {
                let w = self.seat_weight(k as usize);
                delta += w - self.weight[k as usize];
                new[k as usize] = w;
            }
            if delta >= 0.0 || rng.random::<f64>() < delta.exp() {
                self.weight = new;
            } else {
                self.tile_at.swap(a, b);
            }
        }
    }

    /// The next sampled story.
    pub fn next_story(&mut self, rng: &mut impl Rng) -> Story {
        let kept = self.rejects && (0..TRIES).any(|_| self.propose(rng));
        if !kept {
            self.walk(BETWEEN * self.tile_at.len(), rng);
            // The chain does not swap within a class: the boneyard above the last two
            // gets its drawing order here.
            let top: ArrayVec<usize, { T }> =
                (0..self.class.len()).filter(|&p| self.class[p] == MAX_SEATS as u8).collect();
            for i in (1..top.len()).rev() {
                let j = rng.random_range(0..=i);
                self.tile_at.swap(top[i], top[j]);
            }
        }
        self.story()
    }

    /// The story now.
    pub fn story(&self) -> Story {
        let mut st = Story::default();
        for (p, &k) in self.seat_of.iter().enumerate() {
            let t = self.tile_at[p];
            if k == BONEYARD {
                st.boneyard.push(t);
            } else if self.arrives[p] == DEALT {
                st.dealt[k as usize].insert(t);
            } else {
                st.drawn[k as usize].push(t);
            }
        }
        st
    }

    /// The next sampled hand: the view's hand with the hidden tiles where the next
    /// story puts them.
    pub fn next(&mut self, rng: &mut impl Rng) -> Hand {
        let st = self.next_story(rng);
        self.hand_of(&st)
    }

    /// The view's hand with the hidden tiles where `st` puts them.
    pub fn hand_of(&self, st: &Story) -> Hand {
        let mut hands = [TileSet::EMPTY; MAX_SEATS];
        for (k, slot) in hands.iter_mut().enumerate().take(self.n as usize) {
            let all = st.dealt[k].union(st.drawn[k].iter().copied().collect());
            *slot = all.inter(self.held_mask(k));
        }
        let mut h = self.base.clone();
        h.replace_hidden(self.me, &hands, &st.boneyard);
        h
    }

    /// The tiles a seat's places may hold that it still holds: all but those it put down.
    fn held_mask(&self, k: usize) -> TileSet {
        let mut m = TileSet::FULL;
        for t in self.owned[k].iter() {
            if self.leaves[t.index()] != NEVER {
                m.remove(t);
            }
        }
        m
    }

    /// Whether the sampler keeps independent stories by rejection (else it walks).
    pub fn rejects(&self) -> bool {
        self.rejects
    }

    /// Chooses rejection (while it keeps stories) or the chain alone, for tests that
    /// compare the two. The chain starts from the story now, which is a fair sample.
    pub fn set_rejects(&mut self, on: bool) {
        self.rejects = on;
    }
}

/// Finds a tile for place `p`, moving earlier places' tiles along if need be (Kuhn).
fn augment(p: usize, allowed: &[TileSet], owner: &mut [u8; T], seen: &mut TileSet) -> bool {
    for t in allowed[p].iter() {
        if seen.contains(t) {
            continue;
        }
        seen.insert(t);
        let o = owner[t.index()];
        if o == u8::MAX || augment(o as usize, allowed, owner, seen) {
            owner[t.index()] = p as u8;
            return true;
        }
    }
    false
}

/// Checks a story against the clues: the certain and the likely clues it breaks, and
/// whether it keeps every tile a seat put down in that seat's hand before it left.
/// The tests measure samples and true stories alike with it.
pub fn broken<'c>(clues: &'c Clues, st: &Story) -> Vec<&'c super::infer::Clue> {
    let mut out = Vec::new();
    for c in &clues.clues {
        let k = c.seat.index();
        let tr = &clues.tracks[k];
        let mut held = TileSet::EMPTY;
        for t in st.dealt[k].iter() {
            if tr.leaves(t) > c.at {
                held.insert(t);
            }
        }
        for (&t, &at) in st.drawn[k].iter().zip(&tr.draws) {
            if at < c.at && tr.leaves(t) > c.at {
                held.insert(t);
            }
        }
        if held.inter(c.tiles).len() > c.most as u32 {
            out.push(c);
        }
    }
    out
}

/// Whether a story breaks a certain clue, or has a tile put down before it arrived, or
/// leaves a wrong close's tiles all among the last two.
pub fn breaks_certain(clues: &Clues, st: &Story) -> bool {
    if broken(clues, st).iter().any(|c| c.why.hard()) {
        return true;
    }
    for (k, tr) in clues.tracks.iter().enumerate() {
        if k == clues.seat.index() {
            continue;
        }
        for &(t, left) in &tr.played {
            let arrived = if st.dealt[k].contains(t) {
                DEALT
            } else {
                match st.drawn[k].iter().position(|&x| x == t) {
                    Some(j) => tr.draws[j],
                    None => return true,
                }
            };
            if arrived >= left {
                return true;
            }
        }
    }
    let b = &st.boneyard;
    let low: TileSet = b.iter().skip(b.len().saturating_sub(2)).copied().collect();
    clues.above_last_two.iter().any(|g| g.minus(low).is_empty())
}
