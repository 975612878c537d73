//! Computer players against each other, written once for every game: the run of
//! `nos tournament`. Every deal is played in each of its family's seatings, the
//! players turned from seat to seat, so that each sits everywhere on the same tiles;
//! each seat decides from its own view. A family says how a deal is set, who sits
//! where, and how its players decide ([`Contest`]); the deals are played here, on
//! several threads, and handed back in order, so that the figures never depend on the
//! threads.

use super::action_text::ActionText;
use super::level::Level;
use super::play::Play;
use super::seat::Seat;
use rayon::prelude::*;

/// What a family's tournament needs beyond [`Play`].
pub trait Contest: Sync {
    /// The state the players play from the deal: a hand, or a match or game.
    type Game: ActionText;
    /// What a seating's computer players carry from one decision to the next: their
    /// dice, the history they heard.
    type Minds;

    /// The seatings each deal is played in.
    fn seatings(&self) -> u64;
    /// Deal `d` of a tournament of `seed`, ready for its first decision; `log` when it
    /// will be kept as a record.
    fn deal(&self, seed: u64, d: u64, log: bool) -> Self::Game;
    /// The player (an index into the levels given) at `seat` in seating `r` of deal `d`.
    fn player(&self, d: u64, r: u64, seat: Seat) -> usize;
    /// The computer players of seating `r` of deal `d`, before anyone acts.
    fn minds(&self, seed: u64, d: u64, r: u64) -> Self::Minds;
    /// The action of a player of `level` at `seat`, from that seat's view.
    ///
    /// # Errors
    /// The family has no player of that level.
    fn decide(
        &self,
        minds: &mut Self::Minds,
        g: &Self::Game,
        seat: Seat,
        level: Level,
    ) -> Result<<Self::Game as Play>::Action, String>;
    /// What the players hear of an action played.
    fn heard(&self, minds: &mut Self::Minds, seat: Seat, action: <Self::Game as Play>::Action) {
        let _ = (minds, seat, action);
    }
    /// What the family marks of a seat's hand beside its points (Nos: it made nos; a
    /// line game: it won the hand).
    fn mark(&self, g: &Self::Game, seat: Seat) -> bool {
        let _ = (g, seat);
        false
    }
}

/// One seating of a deal played out.
#[derive(Clone, Debug)]
pub struct Seating {
    pub deal: u64,
    pub turn: u64,
    /// Each player's points (its seat's score at the end less at the deal) and mark,
    /// in the order the levels were given.
    pub each: Vec<(i64, bool)>,
}

/// What a tournament keeps of each seating, for its record: called from any thread
/// with its number (from 1: deal by deal, seating by seating), the game as dealt, as
/// it ended (or stood when the run stopped) and every action played.
pub type Keep<'a, P> = dyn Fn(u64, &P, &P, &[(Seat, <P as Play>::Action)]) + Sync + 'a;

/// Deals played at a time, their seatings handed to `fold` in order before the next:
/// the memory held stays the same however many are asked for.
const BATCH: u64 = 1024;

/// Plays `deals` deals in every seating, players at `levels`, reproducibly for
/// `seed`, each seating handed to `fold` in order (deal by deal, seating by seating)
/// and to `keep` when given. Stops early when the run is asked to
/// ([`crate::progress`]): the seatings in play are kept as far as they went and not
/// folded.
///
/// # Errors
/// A player the family does not have, or an action it refused.
pub fn run<C: Contest>(
    c: &C,
    levels: &[Level],
    deals: u64,
    seed: u64,
    keep: Option<&Keep<'_, C::Game>>,
    mut fold: impl FnMut(&Seating),
) -> Result<(), String> {
    crate::progress::expect(deals * c.seatings());
    for first in (0..deals).step_by(BATCH as usize) {
        if crate::progress::stopped() {
            break;
        }
        let batch: Vec<Result<Vec<Seating>, String>> = (first..deals.min(first + BATCH))
            .into_par_iter()
            .map(|d| {
                let seatings = play_deal(c, levels, seed, d, keep)?;
                crate::progress::add(seatings.len() as u64);
                Ok(seatings)
            })
            .collect();
        for seatings in batch {
            seatings?.iter().for_each(&mut fold);
        }
    }
    Ok(())
}

/// One deal of [`run`] in every seating: those played to their end.
///
/// # Errors
/// As [`run`].
pub fn play_deal<C: Contest>(
    c: &C,
    levels: &[Level],
    seed: u64,
    d: u64,
    keep: Option<&Keep<'_, C::Game>>,
) -> Result<Vec<Seating>, String> {
    let mut out = Vec::new();
    if crate::progress::stopped() {
        return Ok(out);
    }
    let first = c.deal(seed, d, keep.is_some());
    let n = first.seats();
    for r in 0..c.seatings() {
        let mut g = first.clone();
        let mut minds = c.minds(seed, d, r);
        let mut played = Vec::new();
        let mut cut = false;
        while let Some(seat) = g.to_act() {
            if crate::progress::stopped() {
                cut = true;
                break;
            }
            let a = c.decide(&mut minds, &g, seat, levels[c.player(d, r, seat)])?;
            // A refusal leaves the state as it was, so the action reads as it was chosen.
            g.apply(seat, a)
                .map_err(|e| format!("seat {} chose {}, which the rules refuse: {e}", seat.0, g.action_text(a)))?;
            c.heard(&mut minds, seat, a);
            if keep.is_some() {
                played.push((seat, a));
            }
        }
        if let Some(keep) = keep {
            keep(d * c.seatings() + r + 1, &first, &g, &played);
        }
        if cut {
            break;
        }
        let mut each = vec![(0, false); levels.len()];
        for s in 0..n {
            let seat = Seat(s);
            each[c.player(d, r, seat)] = (g.score(seat) - first.score(seat), c.mark(&g, seat));
        }
        out.push(Seating { deal: d, turn: r, each });
    }
    Ok(out)
}
