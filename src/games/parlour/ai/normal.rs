//! The normal level: a club player's rules of thumb, read from the rule choices of the
//! game (never from its name). Every legal action gets a worth; the best is played,
//! the first listed among equals.
//!
//! - Shed: a tile down is a tile less to be caught with; heavy tiles first where the
//!   hand's pips are what the winner scores, doubles early (they fit one number only).
//! - Keep a hand that can follow: tiles that fit the new ends, and many numbers.
//! - Starve the others: fewer unseen tiles fitting the ends, except that a partner is
//!   one of the others (partnership games weigh it back).
//! - Where play scores (headers, the count of the ends), take the points and leave the
//!   next seat little to score.
//! - Matadors are kept for need: a blank end or a dead number only they can answer.
//! - A play that blocks the hand is made when this seat's count is the low one.

use super::seen::{after, points, Seen};
use crate::core::matching::Rule;
use crate::core::tile::{Tile, TileSet};
use crate::games::parlour::arms::{Arms, Lay};
use crate::games::parlour::preset::{Award, During};
use crate::games::parlour::Action;

/// How deep the normal player looks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Depth {
    /// Everything above, the next seat's best reply to a scoring table included.
    Full,
    /// Without the next seat's reply: for the playouts of the strong player.
    Quick,
}

/// The action with the highest worth, the first among equals.
pub fn act(seen: &Seen, legal: &[Action], depth: Depth) -> Option<Action> {
    match legal {
        [] => None,
        [only] => Some(*only),
        _ => {
            let mut best = (f32::NEG_INFINITY, legal[0]);
            for &a in legal {
                let w = worth(seen, a, depth);
                if w > best.0 {
                    best = (w, a);
                }
            }
            Some(best.1)
        }
    }
}

/// The numbers a set of tiles shows.
fn numbers(s: TileSet) -> u32 {
    (0..=crate::games::parlour::SET.top()).filter(|&v| !s.inter(TileSet::with(v)).is_empty()).count() as u32
}

/// What an action is worth to the seat, in rough points.
pub fn worth(seen: &Seen, action: Action, depth: Depth) -> f32 {
    let rules = seen.rules;
    let Some((arms, tile)) = after(seen.arms, seen.seat, action) else {
        // A draw, a pass or a declined second play: the table as it is.
        return match action {
            // Drawing while able to play (where allowed) is a last resort.
            Action::Draw if !seen.own.inter(seen.arms.playable()).is_empty() => -50.0,
            _ => table_worth(seen, seen.arms, seen.own, depth),
        };
    };
    let own = {
        let mut o = seen.own;
        o.remove(tile);
        o
    };
    if own.is_empty() {
        // Out: the hand is won.
        return 1000.0 + 3.0 * points(rules, &arms) as f32;
    }
    let pip_weight = if rules.preset.award == Award::Pips { 1.5 } else { 0.8 };
    let mut w = 10.0 + pip_weight * tile.pips() as f32;
    if tile.is_double() {
        w += 4.0;
    }
    if rules.preset.rule == Rule::Matador && tile.is_matador() {
        // Wild tiles answer a blank or a dead end: kept for need.
        w -= 14.0;
    }
    w += 3.0 * points(rules, &arms) as f32;
    w + table_worth(seen, &arms, own, depth)
}

/// The worth of a table left for the others, with `own` in this seat's hand.
fn table_worth(seen: &Seen, arms: &Arms, own: TileSet, depth: Depth) -> f32 {
    let rules = seen.rules;
    let playable = arms.playable();
    let mine = own.inter(playable).len();
    let draws = seen.drawable > 0;
    let mut w = 2.0 * mine.min(4) as f32 + numbers(own) as f32;
    if mine == 0 {
        w -= if draws { 4.0 } else { 8.0 };
    }
    // The others' chances to play; a partner's count against the opponents'.
    let others = seen.unseen.inter(playable).len() as f32;
    let n = rules.n as u32;
    let partners =
        (0..n).filter(|&s| s != seen.seat.0 as u32 && seen.partner(crate::core::seat::Seat(s as u8))).count();
    let opponents = (n as usize - 1 - partners) as f32;
    let share = (opponents - partners as f32) / (n - 1).max(1) as f32;
    w -= 0.8 * share * others;
    // A dead table: the hand is blocked now, won by the lowest count.
    if !draws && mine == 0 && others == 0.0 {
        w += if low_count(seen, own) { 25.0 } else { -25.0 };
    }
    if depth == Depth::Full && rules.during != During::Nothing {
        w -= 2.0 * reply_risk(seen, arms);
    }
    w
}

/// Whether this seat's count (its side's, for partners) looks lowest: against the
/// unseen tiles spread evenly over the other hands and the boneyard.
fn low_count(seen: &Seen, own: TileSet) -> bool {
    let unseen = seen.unseen.len().max(1) as f32;
    let per_tile = seen.unseen.pips() as f32 / unseen;
    let n = seen.rules.n;
    let mine = own.pips() as f32;
    let mut side = mine;
    let mut low_other = f32::INFINITY;
    for s in 0..n {
        let seat = crate::core::seat::Seat(s);
        if seat == seen.seat {
            continue;
        }
        let est = per_tile * seen.lens[s as usize] as f32;
        if seen.partner(seat) {
            side += est;
        } else {
            low_other = low_other.min(est);
        }
    }
    if seen.rules.sides {
        // The other side: the two opponents together.
        let opp: f32 = (0..n)
            .map(crate::core::seat::Seat)
            .filter(|&s| !seen.partner(s))
            .map(|s| per_tile * seen.lens[s.index()] as f32)
            .sum();
        side < opp
    } else {
        mine < low_other
    }
}

/// What the next seat may expect to score with one tile on this table: each unseen
/// tile's best points, weighed by the chance that seat holds it.
fn reply_risk(seen: &Seen, arms: &Arms) -> f32 {
    let next = seen.seat.next(seen.rules.n);
    if seen.partner(next) {
        return 0.0;
    }
    let unseen = seen.unseen.len().max(1) as f32;
    let p = (seen.lens[next.index()] as f32 / unseen).min(1.0);
    let (mut sum, mut max) = (0.0f32, 0.0f32);
    for t in seen.unseen.inter(arms.playable()).iter() {
        let best = best_points(seen, arms, t, next) as f32;
        sum += p * best;
        max = max.max(best);
    }
    sum.min(max)
}

/// The most points `tile` scores on this table, over its places and ways round.
fn best_points(seen: &Seen, arms: &Arms, tile: Tile, seat: crate::core::seat::Seat) -> u32 {
    let mut best = 0;
    for (i, at) in crate::games::parlour::arms::ORDER.into_iter().enumerate() {
        if !arms.accepts_all()[i].contains(tile) {
            continue;
        }
        let v = arms.opens()[i];
        for &(touch, open) in seen.rules.preset.rule.ways(tile, v).as_slice() {
            let lays: &[Option<Lay>] =
                if arms.sniff_pending() && tile.is_double() { &[Some(Lay::Cross), Some(Lay::End)] } else { &[None] };
            for &lay in lays {
                if let Some((a, _)) = after(arms, seat, Action::Play { at, touch, open, lay }) {
                    best = best.max(points(seen.rules, &a));
                }
            }
        }
    }
    best
}
