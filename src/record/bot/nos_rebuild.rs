//! Rebuilds a Nos hand from one seat's view alone, as [`super::rebuild`] does for the
//! parlour: the unseen tiles are matched to the hidden places (each other seat's hand,
//! each of its draws, the boneyard left) so that every tile another seat set, played or
//! declared was its own by then, a seat that declared held no other double then, and a
//! seat that drew or passed for want of a play held nothing the layout took then, and
//! the first hand's seat on set holds the highest double dealt. The search is
//! [`super::rebuild`]'s. Any deal the rules accept gives the seat the same
//! [`View`](crate::games::nos::View).

use super::nos_view::NosKnown;
use super::rebuild::{fault, search, Deals, Hidden, LeadRule, Need, Refused, Void};
use super::view::Fault;
use crate::core::{Seat, Tile, TileSet};
use crate::games::nos::{Action, Ending, Phase, Session};
use crate::record::{replay, Record};

/// The tiles that, held by the seat acting at step `i`, would have made its draw or pass
/// there illegal; `None` when that step is no such draw or pass.
fn fits_at(rec: &Record, i: usize) -> Option<TileSet> {
    if !matches!(rec.hands[0].steps.get(i)?.action, Action::Pass | Action::Draw) {
        return None;
    }
    let mut before = rec.clone();
    before.hands[0].steps.truncate(i);
    // The declines the view counts follow its last action, not step `i`.
    before.saved.declines = 0;
    let s = replay(&before).ok()?.session;
    let h = s.hand();
    match h.phase() {
        // A later hand's seat on set draws only without a double.
        Phase::Set { .. } => Some(TileSet::DOUBLES),
        _ => Some(h.layout()?.playable()),
    }
}

/// The first deal of the unseen tiles the rules accept, replayed; one under which the
/// hand goes on where there is one (a close may have been wrong, somebody may still
/// play).
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
    let mut played: [Option<(Seat, usize)>; crate::games::nos::TILES] = [None; crate::games::nos::TILES];
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
    let draws: Vec<(usize, Seat)> = draws.iter().map(|&i| (i, steps[i].seat)).collect();
    let seats: Vec<Seat> = steps.iter().map(|s| s.seat).collect();
    let hidden = Hidden {
        me,
        own: known.own,
        drawn: &known.drawn,
        n,
        each,
        draws: &draws,
        seats: &seats,
        pool: TileSet::FULL.minus(mine),
        played,
    };
    let mut deals = Nos { rec };
    search(&hidden, &mut deals, seed).map_err(|m| fault(m, "view.on_set"))
}

/// The Nos record, dealt again and again; a deal under which the hand goes on is wanted.
struct Nos<'a> {
    rec: &'a mut Record,
}

impl Deals for Nos<'_> {
    type State = Session;
    fn try_deal(&mut self, hands: Vec<TileSet>, boneyard: Vec<Tile>) -> Result<Session, Refused> {
        let deal = &mut self.rec.hands[0].deal;
        deal.hands.clear();
        deal.hands.extend(hands);
        deal.boneyard.clear();
        deal.boneyard.extend(boneyard);
        replay(self.rec).map(|r| r.session).map_err(|(_, f)| (f.action, f.reason))
    }
    fn fits_at(&self, i: usize) -> Option<(Seat, TileSet)> {
        let seat = self.rec.hands[0].steps.get(i)?.seat;
        fits_at(self.rec, i).map(|f| (seat, f))
    }
    fn needs_at(&self, i: usize) -> Option<Need> {
        // The hand goes on at step `i` where this deal ended it before: some seat still
        // in play held a tile the layout took (or, after a close, the boneyard did).
        let mut before = self.rec.clone();
        before.hands[0].steps.truncate(i);
        before.saved.declines = 0;
        let s = replay(&before).ok()?.session;
        let h = s.hand();
        let Phase::Over { how } = h.phase() else { return None };
        if !matches!(how, Ending::Closed { .. } | Ending::Blocked { .. }) {
            return None;
        }
        let seats = h.active().iter().collect();
        Some(Need { seats, at: i, tiles: h.layout()?.playable(), bone: matches!(how, Ending::Closed { .. }) })
    }
    fn lead(&self) -> Option<LeadRule> {
        // In the session's first hand the seat on set holds the highest double dealt.
        if !self.rec.starts_session {
            return None;
        }
        let h = &self.rec.hands[0];
        let set = h.steps.first().filter(|s| s.seat == h.on_set).and_then(|s| match s.action {
            Action::Set { .. } => s.action.tile(),
            _ => None,
        });
        Some(LeadRule::Highest(h.on_set, set))
    }
    fn wanted(&self, s: &Session) -> bool {
        // Whether a close was right, or nobody can play, hangs on the unseen tiles: a
        // deal under which the hand goes on is the one the referee asking for a
        // decision shows.
        !matches!(s.hand().phase(), Phase::Over { how: Ending::Closed { .. } | Ending::Blocked { .. } })
    }
}
