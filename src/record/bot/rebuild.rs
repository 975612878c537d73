//! Rebuilds a hand from one seat's view alone. The view leaves out the other seats'
//! tiles and the boneyard; any deal of the unseen tiles under which the rules accept
//! every action gives the same [`View`](crate::games::parlour::View) (a view keeps nothing of
//! the hidden tiles but their count), so one such deal is enough. It is found by search
//! over the hidden places (each seat's hand, each draw, the boneyard left): a tile a
//! seat played was in its hand or drawn before; a seat that passed or drew for want of a
//! play, or whose turn ended by itself (Tiddly-Wink's second play), held nothing the ends
//! took then; a seat whose turn went on after its double held a tile to play; the lead
//! holds the tile the rules name, or the highest double dealt. What a step implies is
//! learnt when the engine refuses a deal at that step; the search ends when the engine
//! accepts a deal, or no deal is left (the view is refused), or its bound is reached
//! (the bot says it gave up, not that the view is illegal).

mod fits;

use super::view::{Fault, Known};
use crate::core::chance;
use crate::core::seat::Seat;
use crate::core::tile::{Tile, TileSet};
use crate::record::parlour::{Act, Record};
use fits::Cons;
use rand::seq::SliceRandom;

/// Deals tried in search of a wanted state (a hand that goes on, a turn that ended by
/// itself) before an accepted one that is not is taken.
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
    /// What step `i` shows some seat held (or the boneyard kept): a seat acting again
    /// after its double held a tile to play; a hand that goes on was not blocked.
    fn needs_at(&self, _rec: &Record, _i: usize) -> Option<Need> {
        None
    }
    /// What the rules say of the lead's tiles in this hand.
    fn lead(&self, _rec: &Record) -> Option<LeadRule> {
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
    search(&hidden, &mut deals, seed).map_err(|m| fault(m, "view.lead"))
}

/// A search's miss as the protocol's fault: the step refused, or the field `lead` for
/// the deal or the lead; or the bound reached.
pub(super) fn fault(m: Miss, lead: &str) -> Fault {
    match m {
        Miss::Refused((Some(i), why)) => Fault::new(format!("view.actions[{i}]"), why),
        Miss::Refused((None, why)) => Fault::new(lead, why),
        Miss::GaveUp => Fault::new(
            "view",
            format!(
                "no deal of the unseen tiles found within the search's bound ({NODES} tries): \
                 the view may be legal, but the bot cannot answer it"
            ),
        ),
    }
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
    fn needs_at(&self, i: usize) -> Option<Need> {
        self.r.needs_at(self.rec, i)
    }
    fn lead(&self) -> Option<LeadRule> {
        self.r.lead(self.rec)
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
    /// As [`Replay::needs_at`], at step `i` of the last deal tried.
    fn needs_at(&self, _i: usize) -> Option<Need> {
        None
    }
    /// What the rules say of the lead's tiles.
    fn lead(&self) -> Option<LeadRule> {
        None
    }
    /// Whether a state is the one wanted; a state that is not is kept in case no
    /// other deal gives one.
    fn wanted(&self, _: &Self::State) -> bool {
        true
    }
}

/// Search nodes (matchings tried) before the bot gives up on a view.
pub(super) const NODES: usize = 20_000;

/// What the rules say of the lead's tiles in a hand that starts a match (or session).
#[derive(Clone, Copy, Debug)]
pub enum LeadRule {
    /// This seat was dealt this tile.
    Holds(Seat, Tile),
    /// This seat was dealt the highest double dealt: the one it set, where the view
    /// shows it.
    Highest(Seat, Option<Tile>),
    /// This seat was dealt the lowest double dealt, as [`LeadRule::Highest`].
    Lowest(Seat, Option<Tile>),
}

/// One of a set of tiles was held at a step by one of some seats, or (`bone`) lay in
/// the boneyard still to be drawn: a turn went on, or the hand did.
#[derive(Clone, Debug, PartialEq)]
pub struct Need {
    pub seats: Vec<Seat>,
    pub at: usize,
    pub tiles: TileSet,
    pub bone: bool,
}

/// What the search puts where, besides what the view shows: tiles no seat was dealt
/// (doubles above the lead's), tiles a seat was dealt, and tiles a seat held at a step.
#[derive(Clone, Default)]
struct Pins {
    undealt: TileSet,
    dealt: Vec<(Tile, Seat)>,
    /// A tile held at a step by a seat, or (`None`) still to be drawn then.
    held: Vec<(Tile, Option<Seat>, usize)>,
}

/// Why no deal was found: the step refused (`None`: the deal or the lead) and why, or
/// the search's bound was reached first.
#[derive(Clone, Debug)]
pub(super) enum Miss {
    Refused(Refused),
    GaveUp,
}

/// A deal of the unseen tiles that the rules accept, replayed: found by search over the
/// hidden places under what the view implies (who played what and when, who held
/// nothing the ends took, who held a tile to play again, the lead's double), the
/// implications of each step learnt from the engine's refusal of a deal that broke one,
/// until the engine accepts a deal or none is left. Where a state is not the one wanted
/// (or a turn may have ended by itself), other deals are tried in turn.
///
/// # Errors
/// No deal fits: the step refused and why; or the bound on the search was reached.
pub(super) fn search<D: Deals>(h: &Hidden, d: &mut D, seed: u64) -> Result<D::State, Miss> {
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
    let mut order: Vec<Tile> = h.pool.iter().collect();
    if slots.len() > order.len() {
        return Err(Miss::Refused((None, "more draws than the boneyard holds".into())));
    }
    while slots.len() < order.len() {
        slots.push(Slot { seat: None, at: None });
    }
    let leads = lead_pins(h, d.lead());
    let mut voids: Vec<Void> = Vec::new();
    let mut needs: Vec<Need> = Vec::new();
    let mut rng = chance::dice(seed);
    let mut unwanted = None;
    let mut tries = 0;
    let mut nodes = 0;
    // A turn going on after the last action, tried ended (a void at step `end`).
    let end = h.seats.len();
    let mut ended = false;
    // The last step that taught a constraint, and what the view then claims.
    let mut taught: Option<(usize, String)> = None;
    loop {
        let c = Cons { h, slots: &slots, voids: &voids, needs: &needs };
        let found = leads.iter().find_map(|p| c.solve(&order, p.clone(), &mut nodes).transpose());
        // Where the turn going on after the last action was tried ended and that fails,
        // it goes on.
        let tentative = voids.iter().any(|v| v.1 == end);
        let fill = match found {
            Some(Ok(f)) => f,
            Some(Err(())) => return unwanted.ok_or(Miss::GaveUp),
            None if tentative => {
                voids.retain(|v| v.1 != end);
                continue;
            }
            None => {
                return match (unwanted, taught) {
                    (Some(st), _) => Ok(st),
                    (None, Some((i, why))) => Err(Miss::Refused((Some(i), why))),
                    (None, None) => Err(Miss::Refused((None, "no deal of the unseen tiles fits every action".into()))),
                };
            }
        };
        let front = needs.iter().filter(|n| n.bone).fold(TileSet::EMPTY, |f, n| f.union(n.tiles));
        let (hands, boneyard) = dealt(h, &slots, &fill, front);
        match d.try_deal(hands, boneyard) {
            Ok(st) if d.wanted(&st) => match d.turn_on(&st, h.me) {
                Some((s, f)) if !ended => {
                    ended = true;
                    voids.push((s, end, f));
                }
                _ => return Ok(st),
            },
            Ok(st) => {
                // Another deal may give the state wanted: the tiles tried in another order.
                unwanted.get_or_insert(st);
                tries += 1;
                if tries >= TRIES {
                    return Ok(unwanted.expect("kept"));
                }
                order.shuffle(&mut rng);
            }
            Err(refused) => {
                if let Some(i) = refused.0 {
                    if let Some((s, f)) = d.fits_at(i).filter(|v| v.0 != h.me) {
                        if !voids.iter().any(|v| v.0 == s && v.1 == i) {
                            voids.push((s, i, f));
                            let why = format!(
                                "seat {} could play here, under every deal of the unseen tiles: it holds a tile it plays later",
                                s.0
                            );
                            taught = Some((i, why));
                            continue;
                        }
                    }
                    if let Some(mut n) = d.needs_at(i) {
                        n.seats.retain(|&s| s != h.me);
                        if !needs.contains(&n) {
                            let who: Vec<String> = n.seats.iter().map(|s| s.0.to_string()).collect();
                            let why = format!(
                                "nothing was left to play here (seats {}), under every deal of the unseen tiles",
                                who.join(", ")
                            );
                            needs.push(n);
                            taught = Some((i, why));
                            continue;
                        }
                    }
                }
                if tentative {
                    voids.retain(|v| v.1 != end);
                    continue;
                }
                return match unwanted {
                    Some(st) => Ok(st),
                    None => Err(Miss::Refused(refused)),
                };
            }
        }
    }
}

/// The ways the lead may have been dealt its double, each a set of pins, tried in turn.
fn lead_pins(h: &Hidden, rule: Option<LeadRule>) -> Vec<Pins> {
    let (s, set, low) = match rule {
        None => return vec![Pins::default()],
        Some(LeadRule::Holds(s, t)) if s != h.me && h.pool.contains(t) => {
            return vec![Pins { dealt: vec![(t, s)], ..Pins::default() }]
        }
        Some(LeadRule::Holds(..)) => return vec![Pins::default()],
        Some(LeadRule::Highest(s, set)) => (s, set, false),
        Some(LeadRule::Lowest(s, set)) => (s, set, true),
    };
    // Doubles that beat `d` (above it, or below where the lowest leads).
    let beats = |t: Tile, d: Tile| if low { t < d } else { t > d };
    let doubles = TileSet::DOUBLES.inter(h.pool);
    let beating = |d: Tile| doubles.iter().filter(|&t| beats(t, d)).collect::<TileSet>();
    let own = h.own.inter(TileSet::DOUBLES);
    let mine = if low { own.iter().next() } else { own.iter().last() };
    match (s == h.me, set, mine) {
        (true, _, Some(d)) | (false, Some(d), _) => vec![Pins { undealt: beating(d), ..Pins::default() }],
        (true, _, None) => vec![Pins::default()],
        // The lead holds a double that beats any other dealt: which one, the most
        // extreme first (it leaves the others the most).
        (false, None, _) => {
            let mut cands: Vec<Tile> = doubles.iter().filter(|&t| mine.is_none_or(|m| beats(t, m))).collect();
            if !low {
                cands.reverse();
            }
            let mut v: Vec<Pins> =
                cands.iter().map(|&d| Pins { undealt: beating(d), dealt: vec![(d, s)], held: Vec::new() }).collect();
            if v.is_empty() {
                v.push(Pins::default());
            }
            v
        }
    }
}

/// The seats' hands and the boneyard in order of `fill` (a tile per slot).
/// The boneyard left undrawn puts the tiles of `front` first, where a need of the
/// boneyard wants them (not among the last two).
fn dealt(h: &Hidden, slots: &[Slot], fill: &[Tile], front: TileSet) -> (Vec<TileSet>, Vec<Tile>) {
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
    rest.sort_by_key(|&t| !front.contains(t));
    (hands, drew.into_iter().flatten().chain(rest).collect())
}
