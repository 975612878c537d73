//! Rebuilds a Nos hand from one seat's view alone, as [`super::rebuild`] does for the
//! parlour: the unseen tiles are matched to the hidden places (each other seat's hand,
//! each of its draws, the boneyard left) so that every tile another seat set, played or
//! declared was its own by then, a seat that declared held no other double then, and a
//! seat that drew or passed for want of a play held nothing the layout took then; what
//! else the rules refuse (the first hand's set is the highest double dealt) is met by
//! dealing again. Any deal the rules accept gives the seat the same
//! [`View`](crate::engine::View).

use super::nos_view::NosKnown;
use super::rebuild::{allowed, assign, Slot, Void, TRIES};
use super::view::Fault;
use crate::engine::chance;
use crate::engine::{Action, Phase, Seat, Session, Tile, TileSet};
use crate::record::{replay, Record};
use rand::seq::SliceRandom;

/// The tiles that, held by the seat acting at step `i`, would have made its draw or pass
/// there illegal; `None` when that step is no such draw or pass.
fn fits_at(rec: &Record, i: usize) -> Option<TileSet> {
    if !matches!(rec.hands[0].steps.get(i)?.action, Action::Pass | Action::Draw) {
        return None;
    }
    let mut before = rec.clone();
    before.hands[0].steps.truncate(i);
    let s = replay(&before).ok()?.session;
    let h = s.hand();
    match h.phase() {
        // A later hand's seat on set draws only without a double.
        Phase::Set { .. } => Some(TileSet::DOUBLES),
        _ => Some(h.layout()?.playable()),
    }
}

/// The first deal of the unseen tiles the rules accept, replayed. Where the view ends
/// with a close, a deal that makes the close wrong (the hand goes on) is preferred.
///
/// # Errors
/// The view is not one the rules allow under any deal: the action refused, or the field
/// at fault.
pub fn rebuild(known: &mut NosKnown, seed: u64) -> Result<Session, Fault> {
    let me = known.seat;
    let rec = &mut known.rec;
    let n = rec.players.len();
    let each = 8 - n;
    let steps = rec.hands[0].steps.clone();
    let mut mine = known.own;
    for &t in &known.drawn {
        mine.insert(t);
    }
    // Tiles other seats put down or showed, with who and when (the first time).
    let mut played: [Option<(Seat, usize)>; 28] = [None; 28];
    let mut voids: Vec<Void> = Vec::new();
    for (i, s) in steps.iter().enumerate().filter(|(_, s)| s.seat != me) {
        let shown = match s.action {
            Action::Declare => {
                let d = known.declared[s.seat.index()];
                // Declaring shows every double: the others were not the seat's then.
                voids.push((s.seat, i, TileSet::DOUBLES.minus(d)));
                d
            }
            a => a.tile().map_or(TileSet::EMPTY, |t| [t].into_iter().collect()),
        };
        for t in shown.iter() {
            if mine.contains(t) {
                return Err(Fault::new(format!("view.actions[{i}]"), format!("{t} is this seat's")));
            }
            match played[t.index()] {
                Some((q, j)) if q != s.seat => {
                    return Err(Fault::new(format!("view.actions[{i}]"), format!("{t} is seat {}'s (action {j})", q.0)))
                }
                Some(_) => {}
                None => played[t.index()] = Some((s.seat, i)),
            }
        }
    }
    for (s, d) in known.declared.iter().enumerate() {
        let declares = steps.iter().any(|x| x.seat.index() == s && x.action == Action::Declare);
        if !d.is_empty() && !declares {
            return Err(Fault::new(format!("view.declared[{s}]"), format!("seat {s} did not declare")));
        }
    }
    let draws: Vec<usize> = (0..steps.len()).filter(|&i| steps[i].action == Action::Draw).collect();
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
    let pool: Vec<Tile> = TileSet::FULL.minus(mine).iter().collect();
    if slots.len() > pool.len() {
        return Err(Fault::new("view.actions", "more draws than the boneyard holds"));
    }
    while slots.len() < pool.len() {
        slots.push(Slot { seat: None, at: None });
    }
    let closes = steps.last().is_some_and(|s| s.action == Action::Close);
    let mut rng = chance::dice(seed);
    let mut worst: Option<(Option<usize>, String)> = None;
    let mut over_after_close: Option<Session> = None;
    let mut tries = 0;
    while tries < TRIES {
        let mut order = pool.clone();
        order.shuffle(&mut rng);
        // Every other deal puts the doubles last, so that the undrawn boneyard gets
        // them: in the first hand the set is the highest double dealt.
        if tries % 2 == 0 {
            order.sort_by_key(|t| t.is_double());
        }
        let Some(fill) = assign(&slots, &order, |slot, t| allowed(slot, t, &played, &voids)) else {
            return Err(match voids.last() {
                Some(&(s, i, _)) => Fault::new(
                    format!("view.actions[{i}]"),
                    format!(
                        "seat {} held a tile here that it could not hold, under every deal of the unseen tiles",
                        s.0
                    ),
                ),
                None => Fault::new("view.actions", "no deal of the unseen tiles fits every action"),
            });
        };
        write_deal(rec, (me, known.own, &known.drawn), &draws, &slots, &fill);
        match replay(rec) {
            Ok(r) if closes && r.session.hand().is_over() => {
                over_after_close.get_or_insert(r.session);
            }
            Ok(r) => return Ok(r.session),
            Err((_, f)) => {
                if let Some(i) = f.action {
                    let s = steps[i].seat;
                    if s != me && !voids.iter().any(|v| v.0 == s && v.1 == i) {
                        if let Some(fit) = fits_at(rec, i) {
                            voids.push((s, i, fit));
                            continue;
                        }
                    }
                }
                if worst.as_ref().is_none_or(|w| w.0.is_none_or(|j| f.action.is_some_and(|i| j <= i))) {
                    worst = Some((f.action, f.reason));
                }
            }
        }
        tries += 1;
    }
    if let Some(s) = over_after_close {
        return Ok(s);
    }
    let (at, why) = worst.unwrap_or((None, "no deal fits".into()));
    Err(match at {
        Some(i) => Fault::new(format!("view.actions[{i}]"), why),
        None => Fault::new("view.on_set", why),
    })
}

/// The deal and boneyard of `fill` (a tile per slot) into the record's hand.
/// `seat` is the view's, with its own tiles and draws.
fn write_deal(rec: &mut Record, seat: (Seat, TileSet, &[Tile]), draws: &[usize], slots: &[Slot], fill: &[Tile]) {
    let (me, own, own_drawn) = seat;
    let n = rec.players.len();
    let steps = &rec.hands[0].steps;
    let mut hands = vec![TileSet::EMPTY; n];
    hands[me.index()] = own;
    let mut drew: Vec<Option<Tile>> = vec![None; draws.len()];
    let mut mine = own_drawn.iter();
    for (k, &i) in draws.iter().enumerate() {
        if steps[i].seat == me {
            drew[k] = mine.next().copied();
        }
    }
    let mut rest = Vec::new();
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
