//! Rebuilds a hand from one seat's view alone. The view leaves out the other seats'
//! tiles and the boneyard; any deal of the unseen tiles under which the rules accept
//! every action gives the same [`View`](crate::games::parlour::View) (a view keeps nothing of
//! the hidden tiles but their count), so one such deal is enough. It is found by
//! matching the unseen tiles to the hidden places (each seat's hand, each draw):
//! a tile a seat played was in its hand or drawn before, and a seat that passed or drew
//! for want of a play held nothing the ends took then. Whatever else the rules refuse
//! (a lead that must hold the highest double, a block) is met by dealing again.

use super::view::{Fault, Known};
use crate::core::chance;
use crate::core::seat::Seat;
use crate::core::tile::{Tile, TileSet};
use crate::record::parlour::{Act, Record};
use rand::seq::SliceRandom;

/// Deals tried before the bot gives up on a view.
const TRIES: usize = 64;

/// A refusal in replay: the index of the action refused (`None`: the deal or the lead)
/// and why.
pub type Refused = (Option<usize>, String);

/// What rebuilding needs of a family's engine.
pub trait Replay {
    type State;
    /// Replays the record's one hand.
    ///
    /// # Errors
    /// The first thing the rules refuse.
    fn replay(&self, rec: &Record) -> Result<Self::State, Refused>;
    /// The tiles that, held by the seat acting at step `i`, would have made its pass or
    /// draw there illegal; `None` when that step is no such pass or draw.
    fn fits_at(&self, rec: &Record, i: usize) -> Option<TileSet>;
    /// The steps after which the seat acting takes the next boneyard tile, in order.
    fn draws(&self, rec: &Record) -> Vec<usize>;
}

/// A hidden place: a seat's hand (`at` none) or a tile it drew at step `at`; or a
/// boneyard tile nobody drew (`seat` none).
#[derive(Clone, Copy, Debug)]
struct Slot {
    seat: Option<Seat>,
    at: Option<usize>,
}

/// A pass or draw for want of a play: `seat` held none of `fits` at step `at`.
type Void = (Seat, usize, TileSet);

/// The first deal of the unseen tiles the rules accept, replayed.
///
/// # Errors
/// The view is not one the rules allow under any deal: the action refused, or the
/// field at fault.
pub fn rebuild<R: Replay>(r: &R, known: &mut Known, seed: u64) -> Result<R::State, Fault> {
    let me = known.seat;
    let rec = &mut known.rec;
    let n = rec.players.len();
    let each = rec.hands[0].deal.hands.first().map_or(0, |h| h.len() as usize);
    let set = rec.form.set;
    let steps = rec.hands[0].steps.clone();
    // Tiles played by the other seats, with who played them and when.
    let mut played: [Option<(Seat, usize)>; 28] = [None; 28];
    let mut mine = known.own;
    for &t in &known.drawn {
        mine.insert(t);
    }
    for (i, s) in steps.iter().enumerate() {
        if let (Act::Play { ends: (a, b), .. }, true) = (s.act, s.seat != me) {
            if let Some(t) = Tile::new(a, b) {
                if mine.contains(t) {
                    return Err(Fault::new(format!("view.actions[{i}].tile"), format!("{t} is this seat's")));
                }
                if played[t.index()].is_none() {
                    played[t.index()] = Some((s.seat, i));
                }
            }
        }
    }
    // Tiles shown at the end: held from the deal or a draw until then.
    for (k, &(s, t)) in known.shown.iter().enumerate() {
        if let Some((_, i)) = played[t.index()] {
            return Err(Fault::new("view.shown", format!("{t} (shown, the {k}th) was played at action {i}")));
        }
        played[t.index()] = Some((s, usize::MAX));
    }
    // The places: the other seats' hands, the draws in order, then the rest.
    let draws = r.draws(rec);
    let bone_len = set.len() as usize - n * each;
    if let Some(&i) = draws.get(bone_len) {
        return Err(Fault::new(format!("view.actions[{i}]"), "nothing is left to draw"));
    }
    let own_draws = draws.iter().filter(|&&i| steps[i].seat == me).count();
    if own_draws != known.drawn.len() {
        return Err(Fault::new(
            "view.drawn",
            format!("the actions show this seat drawing {own_draws} times; `drawn` lists {} tiles", known.drawn.len()),
        ));
    }
    let mut slots: Vec<Slot> = Vec::new();
    for s in (0..n as u8).map(Seat).filter(|&s| s != me) {
        slots.extend((0..each).map(|_| Slot { seat: Some(s), at: None }));
    }
    for &i in &draws {
        if steps[i].seat != me {
            slots.push(Slot { seat: Some(steps[i].seat), at: Some(i) });
        }
    }
    let pool: Vec<Tile> = set.minus(mine).iter().collect();
    while slots.len() < pool.len() {
        slots.push(Slot { seat: None, at: None });
    }
    let mut voids: Vec<Void> = Vec::new();
    let mut rng = chance::dice(seed);
    let mut worst: Option<Refused> = None;
    let mut tries = 0;
    while tries < TRIES {
        let mut order = pool.clone();
        order.shuffle(&mut rng);
        // Every other deal puts the doubles last, so the places that take any tile
        // (the undrawn boneyard) get them: where the lead must hold the highest or
        // lowest double dealt, that is where the others' doubles belong.
        if tries % 2 == 0 {
            order.sort_by_key(|t| t.is_double());
        }
        let Some(fill) = assign(&slots, &order, |slot, t| allowed(slot, t, &played, &voids)) else {
            // The last pass or draw for want of a play is the one no deal allows.
            return Err(match voids.last() {
                Some(&(s, i, _)) => Fault::new(
                    format!("view.actions[{i}]"),
                    format!(
                        "seat {} could play here, under every deal of the unseen tiles: it holds a tile it plays later",
                        s.0
                    ),
                ),
                None => Fault::new("view.actions", "no deal of the unseen tiles fits every action"),
            });
        };
        write_deal(rec, me, known.own, &known.drawn, &draws, &slots, &fill, n);
        match r.replay(rec) {
            Ok(st) => return Ok(st),
            Err((Some(i), why)) => {
                let s = steps[i].seat;
                if s != me {
                    if let Some(f) = r.fits_at(rec, i) {
                        if !voids.iter().any(|v| v.0 == s && v.1 == i) {
                            voids.push((s, i, f));
                            continue;
                        }
                    }
                }
                if worst.as_ref().is_none_or(|w| w.0.is_none_or(|j| j <= i)) {
                    worst = Some((Some(i), why));
                }
            }
            Err((None, why)) => {
                if worst.is_none() {
                    worst = Some((None, why));
                }
            }
        }
        tries += 1;
    }
    let (at, why) = worst.unwrap_or((None, "no deal fits".into()));
    Err(match at {
        Some(i) => Fault::new(format!("view.actions[{i}]"), why),
        None => Fault::new("view.lead", why),
    })
}

/// Whether tile `t` may lie in `slot`.
fn allowed(slot: &Slot, t: Tile, played: &[Option<(Seat, usize)>; 28], voids: &[Void]) -> bool {
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
fn assign(slots: &[Slot], order: &[Tile], ok: impl Fn(&Slot, Tile) -> bool) -> Option<Vec<Tile>> {
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

/// The deal and boneyard of `fill` (a tile per slot) into the record's hand.
#[allow(clippy::too_many_arguments)]
fn write_deal(
    rec: &mut Record,
    me: Seat,
    own: TileSet,
    drawn: &[Tile],
    draws: &[usize],
    slots: &[Slot],
    fill: &[Tile],
    n: usize,
) {
    let steps = &rec.hands[0].steps;
    let mut hands = vec![TileSet::EMPTY; n];
    hands[me.index()] = own;
    let mut drew: Vec<Option<Tile>> = vec![None; draws.len()];
    let mut rest = Vec::new();
    let mut mine = drawn.iter();
    for (k, &i) in draws.iter().enumerate() {
        if steps[i].seat == me {
            drew[k] = mine.next().copied();
        }
    }
    for (slot, &t) in slots.iter().zip(fill) {
        match (slot.seat, slot.at) {
            (Some(s), None) => hands[s.index()].insert(t),
            (Some(_), Some(i)) => {
                if let Some(k) = draws.iter().position(|&j| j == i) {
                    drew[k] = Some(t);
                }
            }
            (None, _) => rest.push(t),
        }
    }
    let deal = &mut rec.hands[0].deal;
    deal.hands.clear();
    deal.hands.extend(hands);
    deal.boneyard.clear();
    deal.boneyard.extend(drew.into_iter().flatten().chain(rest));
}
