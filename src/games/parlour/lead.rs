//! Who leads a hand: the holder of a named double, a seat that follows from the hand
//! before, or the winner of a lead draw (G.8), and the check of a written lead.

use super::deal::{Deal, DealError};
use super::preset::FirstLead;
use super::rules::Rules;
use crate::core::chance;
use crate::core::seat::{Seat, Seats, MAX_TABLE};
use crate::core::tile::{Tile, TileSet};
use rand::Rng;

/// What decides the lead of the next hand.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum NextLead {
    /// A rule: the holder of a named double, or a lead draw.
    By(FirstLead),
    /// This seat leads, any tile.
    Seat(Seat),
    /// Any seat, any tile: the first hand of a record that does not start its match,
    /// whose lead follows from a hand not in the record.
    AsWritten,
}

/// Why a hand cannot start this way.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum StartError {
    #[error("{0}")]
    Deal(#[from] DealError),
    #[error("{0} is not a seat at this table")]
    NoSuchSeat(Seat),
    #[error("{seat} does not hold {tile}")]
    NotHeld { seat: Seat, tile: Tile },
    #[error("nobody was dealt {0}: such a deal is dealt again")]
    NoNamedTile(Tile),
    #[error("nobody was dealt a double: such a deal is dealt again")]
    NoDouble,
    #[error("the lead is seat {want} ({why}), not seat {got}")]
    WrongLead { got: u8, want: u8, why: &'static str },
    #[error("the lead is drawn for in this hand: lead_draw is missing")]
    LeadDrawMissing,
    #[error("the lead is not drawn for in this hand: lead_draw must be absent")]
    LeadDrawNotDue,
    #[error("lead_draw: {0}")]
    LeadDraw(String),
    #[error("one score per {per}: {want}, not {got}")]
    Scores { per: &'static str, want: usize, got: usize },
    #[error("the scores already reach the target, {0}: the match is over")]
    TargetReached(i32),
    #[error("the match is over")]
    MatchOver,
    #[error("the hand in play is not over")]
    HandInProgress,
}

/// Checks a written lead against what decides it; returns the tile the lead must set,
/// if the rule names one.
///
/// # Errors
/// The named double was not dealt, the lead is not the seat the rules name, or a lead
/// draw is missing, not due or wrong.
pub fn check_lead(
    rules: &Rules,
    next: NextLead,
    deal: &Deal,
    lead: Seat,
    draws: Option<&[(Seat, Tile)]>,
) -> Result<Option<Tile>, StartError> {
    if lead.0 >= rules.n {
        return Err(StartError::NoSuchSeat(lead));
    }
    let drawn = matches!(next, NextLead::By(FirstLead::Draw));
    match (drawn, draws) {
        (true, None) => return Err(StartError::LeadDrawMissing),
        (false, Some(_)) => return Err(StartError::LeadDrawNotDue),
        _ => {}
    }
    let want = |want: Seat, why| {
        if want == lead {
            Ok(())
        } else {
            Err(StartError::WrongLead { got: lead.0, want: want.0, why })
        }
    };
    match next {
        NextLead::By(FirstLead::Holds(t)) => {
            let holder = deal.holder(t).ok_or(StartError::NoNamedTile(t))?;
            want(holder, "the holder of the double that sets")?;
            Ok(Some(t))
        }
        NextLead::By(FirstLead::HighestDouble) => {
            let (holder, d) = deal.highest_double().ok_or(StartError::NoDouble)?;
            want(holder, "the holder of the highest double")?;
            Ok(Some(d))
        }
        NextLead::By(FirstLead::Draw) => {
            let winner = lead_draw_winner(rules, draws.unwrap_or(&[])).map_err(StartError::LeadDraw)?;
            want(winner, "the winner of the lead draw")?;
            Ok(None)
        }
        NextLead::Seat(s) => {
            want(s, "as the hand before decides")?;
            Ok(None)
        }
        NextLead::AsWritten => Ok(None),
    }
}

/// The winner of a written lead draw: rounds of one tile per seat, the first with every
/// seat in seat order, each later one with the seats tied for the highest pips in the
/// round before; no tile twice in a round; tiles from the game's set. The draws end with
/// the round that has one highest seat.
///
/// # Errors
/// A draw out of order, a tile twice in a round or not in the set, draws missing or
/// left over.
pub fn lead_draw_winner(rules: &Rules, draws: &[(Seat, Tile)]) -> Result<Seat, String> {
    let mut round = Seats::all(rules.n);
    let mut i = 0;
    loop {
        let mut best = 0;
        let mut top = Seats::default();
        let mut seen = TileSet::EMPTY;
        for s in round.iter() {
            let Some(&(seat, tile)) = draws.get(i) else {
                return Err(format!("draw {i} is missing: seat {} draws next", s.0));
            };
            if seat != s {
                return Err(format!("draw {i} is seat {}'s, but seat {} draws next", seat.0, s.0));
            }
            if !rules.preset.set.contains(tile) {
                return Err(format!("draw {i}: {tile} is not in this game's set"));
            }
            if seen.contains(tile) {
                return Err(format!("draw {i}: {tile} was drawn already in this round"));
            }
            seen.insert(tile);
            let p = tile.pips() as u32 + 1;
            if p > best {
                best = p;
                top = Seats::default();
            }
            if p == best {
                top.insert(s);
            }
            i += 1;
        }
        if top.len() == 1 {
            if i < draws.len() {
                return Err(format!("draw {i} comes after the lead was decided"));
            }
            return Ok(top.iter().next().expect("one seat"));
        }
        round = top;
    }
}

/// A deal made by chance, as the engine takes it.
pub(super) struct Dealt {
    /// The shuffled set: the hands in turn, then the boneyard.
    pub order: [Tile; super::TILES],
    pub len: usize,
    pub hands: [TileSet; MAX_TABLE],
    pub lead: Seat,
    pub named: Option<Tile>,
    pub draws: Option<Vec<(Seat, Tile)>>,
}

/// Deals by chance until the rules can name a lead (G.9), drawing for the lead where
/// the rules do.
pub(super) fn deal_by_chance(rules: &Rules, next: NextLead, rng: &mut impl Rng) -> Dealt {
    let (n, each) = (rules.n as usize, rules.tiles_each as usize);
    loop {
        let draws = match next {
            NextLead::By(FirstLead::Draw) => Some(chance::lead_draw(rng, Seats::all(rules.n), rules.preset.set)),
            _ => None,
        };
        let (order, len) = chance::shuffle_set(rng, rules.preset.set);
        let mut hands = [TileSet::EMPTY; MAX_TABLE];
        let mut dealt = TileSet::EMPTY;
        for (s, h) in hands.iter_mut().enumerate().take(n) {
            for &t in &order[s * each..(s + 1) * each] {
                h.insert(t);
            }
            dealt = dealt.union(*h);
        }
        let holder = |t: Tile| hands[..n].iter().position(|h| h.contains(t)).map(|s| Seat(s as u8));
        let (lead, named) = match next {
            NextLead::By(FirstLead::Holds(t)) => (holder(t), Some(t)),
            NextLead::By(FirstLead::HighestDouble) => match dealt.inter(TileSet::DOUBLES).iter().last() {
                Some(d) => (holder(d), Some(d)),
                None => (None, None),
            },
            NextLead::By(FirstLead::Draw) => (draws.as_ref().and_then(|d| lead_draw_winner(rules, d).ok()), None),
            NextLead::Seat(s) => (Some(s), None),
            NextLead::AsWritten => (Some(Seat(rng.random_range(0..rules.n))), None),
        };
        if let Some(lead) = lead {
            return Dealt { order, len, hands, lead, named, draws };
        }
    }
}

/// A random deal for the next hand and its lead: dealt again while the double the
/// rules name is missing (G.9); a lead draw when one is due.
pub fn random_start(rules: &Rules, next: NextLead, rng: &mut impl Rng) -> (Deal, Seat, Option<Vec<(Seat, Tile)>>) {
    let d = deal_by_chance(rules, next, rng);
    let n = rules.n as usize;
    let mut deal = Deal::default();
    deal.hands.extend(d.hands[..n].iter().copied());
    deal.boneyard.extend(d.order[n * rules.tiles_each as usize..d.len].iter().copied());
    (deal, d.lead, d.draws)
}
