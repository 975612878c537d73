//! The random player without a list: it counts the legal actions from tile masks and
//! decodes the one it draws, making the same draws and choosing the same action as
//! picking from [`Hand::legal`] with [`crate::games::nos::hand_play::pick`] (a property test
//! compares them). Random hands for `simulate`, `bench` and searches spend their time here.

use super::{Hand, Phase};
use crate::core::tile::{Tile, TileSet};
use crate::games::nos::action::Action;
use crate::games::nos::announce::Announcements;
use crate::games::nos::layout::{Fit, Req};
use rand::Rng;

/// How many placements of `tiles` a requirement offers: one per tile, two for a tile
/// that goes either way round (never a double).
fn ways(req: &Req, tiles: TileSet) -> u32 {
    let s = req.tiles.inter(tiles);
    match req.fit.rule() {
        Some((rule, _)) => s.len() + s.inter(rule.twice()).len(),
        None => s.len() + s.minus(TileSet::DOUBLES).len(),
    }
}

/// The `k`th placement of `tiles` under a requirement, in the order of the legal list
/// (tiles in index order, each tile's ways in the order of [`Req::ways`]).
fn nth_way(req: &Req, tiles: TileSet, mut k: u32) -> Option<(Tile, u8, u8)> {
    let s = req.tiles.inter(tiles);
    if let Fit::Ordinary(v) = req.fit {
        // One way per tile: the `k`th tile, `v` touching.
        let t = s.nth(k)?;
        return Some((t, v, t.other(v)?));
    }
    for t in s.iter() {
        let ways = req.ways(t);
        if (k as usize) < ways.len() {
            let (touch, open) = ways[k as usize];
            return Some((t, touch, open));
        }
        k -= ways.len() as u32;
    }
    None
}

impl Hand {
    /// How many regular plays `tiles` offer now, over every position of the layout.
    fn count_plays(&self, tiles: TileSet) -> u32 {
        let Some(layout) = &self.layout else { return 0 };
        if layout.playable().inter(tiles).is_empty() {
            return 0;
        }
        layout.positions().iter().map(|&at| ways(&layout.req(at), tiles)).sum()
    }

    /// The `k`th regular play of `tiles`, in the order of the legal list (positions in
    /// the order of [`Layout::positions`](crate::games::nos::layout::Layout::positions)).
    /// The counts per position are counted again rather than kept from
    /// [`Hand::count_plays`]: a few bit counts cost less than carrying an array.
    fn nth_play(&self, tiles: TileSet, mut k: u32) -> Option<(Tile, Action)> {
        let layout = self.layout.as_ref()?;
        for &at in layout.positions() {
            let req = layout.req(at);
            let c = ways(&req, tiles);
            if k < c {
                let (t, touch, open) = nth_way(&req, tiles, k)?;
                return Some((t, Action::Play { at, touch, open, immediate: false }));
            }
            k -= c;
        }
        None
    }

    /// The plays at once of doubles now offered to `seat`'s `doubles`: counted, or the
    /// `k`th decoded when `k` is given.
    fn immediate_nth(&self, doubles: TileSet, k: Option<u32>) -> (u32, Option<Action>) {
        let Some(layout) = &self.layout else { return (0, None) };
        let mut count = 0;
        if doubles.is_empty() {
            return (0, None);
        }
        for &at in layout.positions() {
            let req = layout.req_immediate(at);
            let c = ways(&req, doubles);
            if let Some(k) = k {
                if k >= count && k < count + c {
                    let a = nth_way(&req, doubles, k - count).map(|(_, touch, open)| Action::Play {
                        at,
                        touch,
                        open,
                        immediate: true,
                    });
                    return (count + c, a);
                }
            }
            count += c;
        }
        (count, None)
    }

    /// The random player's action, drawn as described in the module docs; `None` once
    /// the hand is over.
    pub fn random_action(&self, rng: &mut impl Rng) -> Option<Action> {
        Some(match self.phase {
            Phase::Over { .. } => return None,
            Phase::Set { drawn: Some(t) } => set_action(t, draw(rng, if t.is_double() { 1 } else { 2 })),
            Phase::Set { drawn: None } => {
                let doubles = self.hands[self.on_set.index()].inter(TileSet::DOUBLES);
                if self.first {
                    let d = doubles.iter().last()?;
                    draw(rng, 1);
                    set_action(d, 0)
                } else if doubles.is_empty() {
                    draw(rng, 1);
                    Action::Draw
                } else {
                    let k = draw(rng, doubles.len());
                    set_action(doubles.iter().nth(k as usize)?, 0)
                }
            }
            Phase::Announce => {
                let (a, b) = self.set?;
                Action::Announce(Announcements::for_set(Tile::of(a, b)).pick(rng))
            }
            Phase::Declare { next } => {
                if self.declare_amount(self.declare_seat(next)).1 > 0 {
                    [Action::Declare, Action::Decline][draw(rng, 2) as usize]
                } else {
                    draw(rng, 1);
                    Action::Decline
                }
            }
            Phase::Immediate { next, placed } => {
                let seat = self.immediate_seat(next);
                let doubles =
                    if placed < 2 { self.hands[seat.index()].inter(TileSet::DOUBLES) } else { TileSet::EMPTY };
                let (count, _) = self.immediate_nth(doubles, None);
                let k = draw(rng, count + 1);
                if k == count {
                    Action::Decline
                } else {
                    self.immediate_nth(doubles, Some(k)).1?
                }
            }
            Phase::Turn { seat } => {
                if self.due_wait(seat).is_some() {
                    draw(rng, 1);
                    return Some(Action::Wait);
                }
                let hand = self.hands[seat.index()];
                let plays = self.count_plays(hand);
                let extra = if self.boneyard_len() >= 3 {
                    Some(Action::Draw)
                } else if plays == 0 {
                    Some(Action::Pass)
                } else {
                    None
                };
                let k = draw(rng, plays + extra.is_some() as u32);
                if k < plays {
                    self.nth_play(hand, k)?.1
                } else {
                    extra?
                }
            }
            Phase::AfterPlay { .. } => [Action::Close, Action::Decline][draw(rng, 2) as usize],
        })
    }
}

/// An index among `len` legal actions, drawn as picking from their list draws it.
fn draw(rng: &mut impl Rng, len: u32) -> u32 {
    rng.random_range(0..len as usize) as u32
}

/// The `k`th way of setting `t` (low end on W first).
fn set_action(t: Tile, k: u32) -> Action {
    if k == 0 {
        Action::Set { first: t.low(), second: t.high() }
    } else {
        Action::Set { first: t.high(), second: t.low() }
    }
}

impl Hand {
    /// One random step: the random player's action applied without the checks a
    /// caller's action needs (it is legal by construction, and nobody else is asked);
    /// the same action, the same draws and the same state as [`Hand::random_action`]
    /// then [`Hand::apply_into`] (a property test compares them). Strict mode goes
    /// through the checked path, which keeps its own bookkeeping.
    pub fn random_step_into(
        &mut self,
        rng: &mut impl Rng,
        ev: &mut crate::games::nos::action::Events,
    ) -> Option<(crate::core::seat::Seat, Action)> {
        let seat = self.to_act()?;
        let a = self.random_action(rng)?;
        if self.apply_chosen(seat, a, ev).is_err() {
            debug_assert!(false, "the random player chose a refused action: {a:?}");
            return None;
        }
        Some((seat, a))
    }
}
