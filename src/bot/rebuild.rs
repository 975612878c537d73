//! Rebuilds a hand from one seat's view alone. The view leaves out the other seats'
//! tiles and the boneyard; any deal of the unseen tiles under which the rules accept
//! every action gives the same [`View`](crate::games::parlour::View) (a view keeps nothing of
//! the hidden tiles but their count), so one such deal is enough. It is found by
//! matching the unseen tiles to the hidden places (each seat's hand, each draw):
//! a tile a seat played was in its hand or drawn before, and a seat that passed or drew
//! for want of a play, or whose turn ended by itself (Tiddly-Wink's second play), held
//! nothing the ends took then. Whatever else the rules refuse
//! (a lead that must hold the highest double, a block) is met by dealing again.

use super::view::{Fault, Known};
use crate::core::chance;
use crate::core::seat::Seat;
use crate::core::tile::{Tile, TileSet};
use crate::record::parlour::{Act, Record};
use rand::seq::SliceRandom;

/// Deals tried before the bot gives up on a view.
pub(super) const TRIES: usize = 64;

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
    /// A seat that held none of a set of tiles at step `i`, shown by that step: the seat
    /// passing or drawing there for want of a play, or the seat whose turn ended by
    /// itself before it (a second play it had nothing for); `None` when the step shows
    /// no such thing.
    fn fits_at(&self, rec: &Record, i: usize) -> Option<(Seat, TileSet)>;
    /// In a replayed hand, a seat (not `me`) whose turn goes on after its play only if it
    /// holds one of a set of tiles (a second play): as a referee asks the next seat once
    /// that turn has ended by itself, the deal wanted gives the seat none of them, where
    /// one can.
    fn turn_on(&self, _: &Self::State, _me: Seat) -> Option<(Seat, TileSet)> {
        None
    }
    /// The steps after which the seat acting takes the next boneyard tile, in order.
    fn draws(&self, rec: &Record) -> Vec<usize>;
}

/// A hidden place: a seat's hand (`at` none) or a tile it drew at step `at`; or a
/// boneyard tile nobody drew (`seat` none).
#[derive(Clone, Copy, Debug)]
pub(super) struct Slot {
    pub(super) seat: Option<Seat>,
    pub(super) at: Option<usize>,
}

/// A pass or draw for want of a play: `seat` held none of `fits` at step `at`.
pub(super) type Void = (Seat, usize, TileSet);

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
    let mut played: [Option<(Seat, usize)>; crate::games::parlour::TILES] = [None; crate::games::parlour::TILES];
    let mut mine = known.own;
    for &t in &known.drawn {
        mine.insert(t);
    }
    for (i, s) in steps.iter().enumerate() {
        if let (Act::Play { ends: (a, b), .. }, true) = (s.act, s.seat != me) {
            if let Some(t) = crate::games::parlour::SET.tile(a, b) {
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
    let draws: Vec<(usize, Seat)> = draws.iter().map(|&i| (i, steps[i].seat)).collect();
    let seats: Vec<Seat> = steps.iter().map(|s| s.seat).collect();
    let pool = set.minus(mine);
    let hidden =
        Hidden { me, own: known.own, drawn: &known.drawn, n, each, draws: &draws, seats: &seats, pool, played };
    let mut deals = Parlour { r, rec };
    search(&hidden, &mut deals, seed).map_err(|(at, why)| match at {
        Some(i) => Fault::new(format!("view.actions[{i}]"), why),
        None => Fault::new("view.lead", why),
    })
}

/// The parlour's record, dealt again and again.
struct Parlour<'a, R> {
    r: &'a R,
    rec: &'a mut Record,
}

impl<R: Replay> Deals for Parlour<'_, R> {
    type State = R::State;
    fn try_deal(&mut self, hands: Vec<TileSet>, boneyard: Vec<Tile>) -> Result<R::State, Refused> {
        let deal = &mut self.rec.hands[0].deal;
        deal.hands.clear();
        deal.hands.extend(hands);
        deal.boneyard.clear();
        deal.boneyard.extend(boneyard);
        self.r.replay(self.rec)
    }
    fn fits_at(&self, i: usize) -> Option<(Seat, TileSet)> {
        self.r.fits_at(self.rec, i)
    }
    fn turn_on(&self, st: &R::State, me: Seat) -> Option<(Seat, TileSet)> {
        self.r.turn_on(st, me)
    }
}

/// What a view fixes of a hand's hidden places.
pub(super) struct Hidden<'a> {
    pub(super) me: Seat,
    pub(super) own: TileSet,
    pub(super) drawn: &'a [Tile],
    pub(super) n: usize,
    /// Tiles dealt each seat.
    pub(super) each: usize,
    /// Every draw in order: its step and who drew.
    pub(super) draws: &'a [(usize, Seat)],
    /// The seat acting at each step.
    pub(super) seats: &'a [Seat],
    /// The tiles the seat cannot see.
    pub(super) pool: TileSet,
    /// Tiles the other seats put down or showed, with who and when (the first time).
    pub(super) played: [Option<(Seat, usize)>; crate::games::parlour::TILES],
}

/// A hand's rules, tried on deals of the hidden places.
pub(super) trait Deals {
    type State;
    /// The hand replayed on this deal (the seats' hands, the boneyard in order).
    ///
    /// # Errors
    /// The first thing the rules refuse.
    fn try_deal(&mut self, hands: Vec<TileSet>, boneyard: Vec<Tile>) -> Result<Self::State, Refused>;
    /// A seat that held none of a set of tiles at step `i` of the last deal tried, as
    /// [`Replay::fits_at`].
    fn fits_at(&self, i: usize) -> Option<(Seat, TileSet)>;
    /// As [`Replay::turn_on`].
    fn turn_on(&self, _: &Self::State, _me: Seat) -> Option<(Seat, TileSet)> {
        None
    }
    /// Whether a state is the one wanted; a state that is not is kept in case no
    /// other deal gives one.
    fn wanted(&self, _: &Self::State) -> bool {
        true
    }
}

/// The first deal of the unseen tiles that the rules accept, replayed, trying `TRIES`
/// deals at most.
///
/// # Errors
/// No deal fits: the step refused (`None`: the deal or the lead) and why.
pub(super) fn search<D: Deals>(h: &Hidden, d: &mut D, seed: u64) -> Result<D::State, Refused> {
    // The places: the other seats' hands, their draws in order, then the rest.
    let mut slots: Vec<Slot> = Vec::new();
    for s in (0..h.n as u8).map(Seat).filter(|&s| s != h.me) {
        slots.extend((0..h.each).map(|_| Slot { seat: Some(s), at: None }));
    }
    for &(i, s) in h.draws {
        if s != h.me {
            slots.push(Slot { seat: Some(s), at: Some(i) });
        }
    }
    let pool: Vec<Tile> = h.pool.iter().collect();
    if slots.len() > pool.len() {
        return Err((None, "more draws than the boneyard holds".into()));
    }
    while slots.len() < pool.len() {
        slots.push(Slot { seat: None, at: None });
    }
    let mut voids: Vec<Void> = Vec::new();
    let mut rng = chance::dice(seed);
    let mut worst: Option<Refused> = None;
    let mut unwanted = None;
    let mut tries = 0;
    // A turn going on after the last action, tried ended (a void at step `end`).
    let end = h.seats.len();
    let mut ended = false;
    while tries < TRIES {
        let mut order = pool.clone();
        order.shuffle(&mut rng);
        // Every other deal puts the doubles last, so the places that take any tile
        // (the undrawn boneyard) get them: where the lead must hold the highest or
        // lowest double dealt, that is where the others' doubles belong.
        if tries % 2 == 0 {
            order.sort_by_key(|t| t.is_double());
        }
        let Some(fill) = assign(&slots, &order, |slot, t| allowed(slot, t, &h.played, &voids)) else {
            // No deal ends the turn that goes on after the last action: it goes on.
            if voids.iter().any(|v| v.1 == end) {
                voids.retain(|v| v.1 != end);
                continue;
            }
            // The last pass or draw for want of a play is the one no deal allows.
            return Err(match voids.last() {
                Some(&(s, i, _)) => (
                    Some(i),
                    format!(
                        "seat {} could play here, under every deal of the unseen tiles: it holds a tile it plays later",
                        s.0
                    ),
                ),
                None => (None, "no deal of the unseen tiles fits every action".into()),
            });
        };
        let (hands, boneyard) = dealt(h, &slots, &fill);
        match d.try_deal(hands, boneyard) {
            Ok(st) if d.wanted(&st) => match d.turn_on(&st, h.me) {
                Some((s, f)) if !ended => {
                    ended = true;
                    voids.push((s, end, f));
                    continue;
                }
                _ => return Ok(st),
            },
            Ok(st) => {
                unwanted.get_or_insert(st);
            }
            Err((Some(i), why)) => {
                if let Some((s, f)) = d.fits_at(i).filter(|v| v.0 != h.me) {
                    if !voids.iter().any(|v| v.0 == s && v.1 == i) {
                        voids.push((s, i, f));
                        continue;
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
    unwanted.ok_or_else(|| worst.unwrap_or((None, "no deal fits".into())))
}

/// Whether tile `t` may lie in `slot`.
pub(super) fn allowed(
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
pub(super) fn assign(slots: &[Slot], order: &[Tile], ok: impl Fn(&Slot, Tile) -> bool) -> Option<Vec<Tile>> {
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

/// The seats' hands and the boneyard in order of `fill` (a tile per slot).
fn dealt(h: &Hidden, slots: &[Slot], fill: &[Tile]) -> (Vec<TileSet>, Vec<Tile>) {
    let mut hands = vec![TileSet::EMPTY; h.n];
    hands[h.me.index()] = h.own;
    let mut drew: Vec<Option<Tile>> = vec![None; h.draws.len()];
    let mut rest = Vec::new();
    let mut mine = h.drawn.iter();
    for (k, &(_, s)) in h.draws.iter().enumerate() {
        if s == h.me {
            drew[k] = mine.next().copied();
        }
    }
    for (slot, &t) in slots.iter().zip(fill) {
        match (slot.seat, slot.at) {
            (Some(s), None) => hands[s.index()].insert(t),
            (Some(_), Some(i)) => {
                if let Some(k) = h.draws.iter().position(|&(j, _)| j == i) {
                    drew[k] = Some(t);
                }
            }
            (None, _) => rest.push(t),
        }
    }
    (hands, drew.into_iter().flatten().chain(rest).collect())
}
