//! Which tile may lie in which hidden place of a deal, as far as the view's steps show,
//! and the matching of the unseen tiles to the places that meets every constraint
//! learnt ([`Cons::solve`]): the search of [`super::search`] asks it for each deal.

use super::{Hidden, Need, Pins, Slot, Void, NODES};
use crate::core::seat::Seat;
use crate::core::tile::Tile;

/// The constraints a deal must meet, as far as learnt.
pub(super) struct Cons<'a> {
    pub(super) h: &'a Hidden<'a>,
    pub(super) slots: &'a [Slot],
    pub(super) voids: &'a [Void],
    pub(super) needs: &'a [Need],
}

impl Cons<'_> {
    /// Whether tile `t` may lie in `slot` under these pins.
    fn ok(&self, slot: &Slot, t: Tile, p: &Pins) -> bool {
        if !allowed(slot, t, &self.h.played, self.voids) {
            return false;
        }
        let hand = slot.seat.is_some() && slot.at.is_none();
        if hand && p.undealt.contains(t) {
            return false;
        }
        if let Some(&(_, s)) = p.dealt.iter().find(|x| x.0 == t) {
            if !hand || slot.seat != Some(s) {
                return false;
            }
        }
        p.held.iter().filter(|x| x.0 == t).all(|&(_, w, c)| match w {
            Some(s) => held(slot, t, s, c, &self.h.played),
            None => still_drawn(slot, c),
        })
    }

    /// A deal meeting every constraint, searched depth first: a matching of tiles to
    /// places, and where it leaves a need unmet, each tile and place that could meet
    /// it pinned in turn. `Ok(None)`: none; `Err`: the bound was reached.
    pub(super) fn solve(&self, order: &[Tile], p: Pins, nodes: &mut usize) -> Result<Option<Vec<Tile>>, ()> {
        *nodes += 1;
        if *nodes > NODES {
            return Err(());
        }
        let Some(fill) = assign(self.slots, order, |s, t| self.ok(s, t, &p)) else { return Ok(None) };
        let rest = self.slots.iter().filter(|s| s.seat.is_none()).count();
        let unmet = self.needs.iter().find(|n| {
            !self
                .slots
                .iter()
                .zip(&fill)
                .any(|(slot, &t)| n.tiles.contains(t) && meets(slot, t, n, rest, &self.h.played))
        });
        let Some(n) = unmet else { return Ok(Some(fill)) };
        // Where the need is met: by a seat (`Some`), or by the boneyard (`None`).
        let mut wheres: Vec<Option<Seat>> = n.seats.iter().map(|&s| Some(s)).collect();
        if n.bone {
            wheres.push(None);
        }
        for &t in order.iter().filter(|&&t| n.tiles.contains(t)) {
            if p.held.iter().any(|x| x.0 == t) || p.dealt.iter().any(|x| x.0 == t) {
                continue;
            }
            for &w in &wheres {
                let mut q = p.clone();
                q.held.push((t, w, n.at));
                if let Some(fill) = self.solve(order, q, nodes)? {
                    return Ok(Some(fill));
                }
            }
        }
        Ok(None)
    }
}

/// Whether tile `t` in `slot` meets need `n`: held by one of its seats then, or, where
/// the boneyard may, still to be drawn then (drawn later, or left with more than the
/// last two tiles, which are put after it).
fn meets(
    slot: &Slot,
    t: Tile,
    n: &Need,
    rest: usize,
    played: &[Option<(Seat, usize)>; crate::games::parlour::TILES],
) -> bool {
    n.seats.iter().any(|&s| held(slot, t, s, n.at, played))
        || (n.bone && still_drawn(slot, n.at) && (slot.at.is_some() || rest > 2))
}

/// Whether `slot` is a place of the boneyard still to be drawn at step `c`.
fn still_drawn(slot: &Slot, c: usize) -> bool {
    match (slot.seat, slot.at) {
        (None, _) => true,
        (Some(_), Some(a)) => a >= c,
        (Some(_), None) => false,
    }
}

/// Whether tile `t` in `slot` is held by seat `s` at step `c`: dealt to it or drawn
/// before, and not put down before.
fn held(
    slot: &Slot,
    t: Tile,
    s: Seat,
    c: usize,
    played: &[Option<(Seat, usize)>; crate::games::parlour::TILES],
) -> bool {
    slot.seat == Some(s) && slot.at.is_none_or(|a| a < c) && played[t.index()].is_none_or(|(_, p)| p >= c)
}

/// Whether tile `t` may lie in `slot`.
pub(in crate::record::bot) fn allowed(
    slot: &Slot,
    t: Tile,
    played: &[Option<(Seat, usize)>; crate::games::parlour::TILES],
    voids: &[Void],
) -> bool {
    let until = match played[t.index()] {
        Some((s, p)) => {
            if slot.seat != Some(s) || slot.at.is_some_and(|a| a >= p) {
                return false;
            }
            p
        }
        None => usize::MAX,
    };
    let Some(s) = slot.seat else { return true };
    // Held from the deal or its draw until played: no void of the seat in between.
    !voids.iter().any(|&(vs, c, f)| vs == s && slot.at.is_none_or(|a| a < c) && c < until && f.contains(t))
}

/// A tile for every slot, each tile once, `ok` allowing (Kuhn's augmenting paths),
/// trying the tiles in `order`.
pub(in crate::record::bot) fn assign(
    slots: &[Slot],
    order: &[Tile],
    ok: impl Fn(&Slot, Tile) -> bool,
) -> Option<Vec<Tile>> {
    let m = slots.len();
    let mut fits = vec![Vec::new(); m];
    for (i, s) in slots.iter().enumerate() {
        fits[i] = (0..order.len()).filter(|&k| ok(s, order[k])).collect::<Vec<usize>>();
    }
    let mut owner: Vec<Option<usize>> = vec![None; order.len()];
    // The seats' places first, the most constrained first; the undrawn boneyard last,
    // to take what the seats leave (the order's last tiles, where it can).
    let mut by: Vec<usize> = (0..m).collect();
    by.sort_by_key(|&i| (slots[i].seat.is_none(), fits[i].len()));
    for &i in &by {
        // The first free tile in `order` when there is one, so the order is kept; else
        // an augmenting path frees one.
        if let Some(&k) = fits[i].iter().find(|&&k| owner[k].is_none()) {
            owner[k] = Some(i);
            continue;
        }
        let mut seen = vec![false; order.len()];
        if !augment(i, &fits, &mut owner, &mut seen) {
            return None;
        }
    }
    let mut out = vec![order[0]; m];
    for (k, o) in owner.iter().enumerate() {
        if let Some(i) = o {
            out[*i] = order[k];
        }
    }
    Some(out)
}

fn augment(i: usize, fits: &[Vec<usize>], owner: &mut [Option<usize>], seen: &mut [bool]) -> bool {
    for &k in &fits[i] {
        if seen[k] {
            continue;
        }
        seen[k] = true;
        if owner[k].is_none_or(|j| augment(j, fits, owner, seen)) {
            owner[k] = Some(i);
            return true;
        }
    }
    false
}
