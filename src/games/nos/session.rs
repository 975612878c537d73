//! A session: hands one after another, chips carried over, the next loser on set,
//! and the settlement.

use super::action::{Action, Events};
use super::deal::{Deal, DealError};
use super::error::Refusal;
use super::hand::Hand;
use super::options::Options;
use super::penalty::Offence;
use crate::core::seat::{Seat, Seats};
use crate::core::tile::Tile;

/// One hand as played: everything needed to replay it without a random generator.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct HandLog {
    pub on_set: Seat,
    pub deal: Deal,
    /// Every action, declines included (records leave those out).
    pub actions: Vec<(Seat, Action)>,
    /// The draws that settled a tie for the next loser.
    pub tiebreak: Vec<(Seat, Tile)>,
    /// Penalties charged at the desk: before the action of that index, by whom, what.
    pub penalties: Vec<(usize, Seat, Offence)>,
}

/// Why a tie-break is not valid.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TiebreakError {
    #[error("the loser is not tied, so there is no tie-break draw")]
    NotTied,
    #[error("the tie-break draws stop before a seat is decided")]
    Undecided,
    #[error("draw {0}: {1} is not among the seats tied in this round")]
    NotTied2(usize, Seat),
    #[error("draw {0}: {1} draws twice in one round")]
    Twice(usize, Seat),
    #[error("draw {0}: tile {1} is drawn twice in one round")]
    TileTwice(usize, Tile),
    #[error("draw {0} comes after the seat was decided")]
    Extra(usize),
}

/// Decides the next loser among `tied` from tie-break draws, round by round.
///
/// # Errors
/// The draws do not follow the rounds or do not decide.
pub fn resolve_tiebreak(tied: Seats, draws: &[(Seat, Tile)]) -> Result<Seat, TiebreakError> {
    if tied.len() <= 1 {
        return match (tied.iter().next(), draws.is_empty()) {
            (Some(s), true) => Ok(s),
            _ => Err(TiebreakError::NotTied),
        };
    }
    let mut round = tied;
    let mut i = 0;
    loop {
        let mut drawn = Seats::default();
        let mut tiles = crate::core::tile::TileSet::EMPTY;
        let mut best = 0u8;
        let mut top = Seats::default();
        while drawn != round {
            let Some(&(s, t)) = draws.get(i) else { return Err(TiebreakError::Undecided) };
            if !round.contains(s) {
                return Err(TiebreakError::NotTied2(i, s));
            }
            if drawn.contains(s) {
                return Err(TiebreakError::Twice(i, s));
            }
            if tiles.contains(t) {
                return Err(TiebreakError::TileTwice(i, t));
            }
            drawn.insert(s);
            tiles.insert(t);
            let v = t.pips();
            if v > best {
                best = v;
                top = Seats::default();
            }
            if v == best {
                top.insert(s);
            }
            i += 1;
        }
        if top.len() == 1 {
            if i < draws.len() {
                return Err(TiebreakError::Extra(i));
            }
            return Ok(top.iter().next().expect("one seat"));
        }
        round = top;
    }
}

/// A session in play.
#[derive(Clone, Debug)]
pub struct Session {
    pub options: Options,
    start_chips: Vec<i32>,
    starts_session: bool,
    logs: Vec<HandLog>,
    hand: Hand,
    /// The hand before the last desk charge, while no action has followed it.
    undo: Option<Box<Hand>>,
}

impl Session {
    /// Starts a session with its first hand.
    ///
    /// # Errors
    /// The deal cannot start a first hand (for one, nobody holds a double: deal again).
    pub fn new(deal: Deal, chips: Vec<i32>, options: Options) -> Result<Session, DealError> {
        let (on_set, _) = deal.highest_double().ok_or(DealError::NoDouble)?;
        Self::resume(deal, on_set, true, chips, options)
    }

    /// Starts a record at any hand: `first` says whether it is the session's first.
    ///
    /// # Errors
    /// The deal or the seat on set is not valid.
    pub fn resume(
        deal: Deal,
        on_set: Seat,
        first: bool,
        chips: Vec<i32>,
        options: Options,
    ) -> Result<Session, DealError> {
        let hand = Hand::new(&deal, on_set, first, &chips, options)?;
        Ok(Session {
            options,
            start_chips: chips,
            starts_session: first,
            logs: vec![HandLog { on_set, deal, actions: Vec::new(), tiebreak: Vec::new(), penalties: Vec::new() }],
            hand,
            undo: None,
        })
    }

    pub fn hand(&self) -> &Hand {
        &self.hand
    }
    /// Every hand so far, the current one last.
    pub fn logs(&self) -> &[HandLog] {
        &self.logs
    }
    pub fn start_chips(&self) -> &[i32] {
        &self.start_chips
    }
    pub fn starts_session(&self) -> bool {
        self.starts_session
    }
    pub fn seats(&self) -> u8 {
        self.hand.seats()
    }

    /// Applies an action to the current hand and logs it.
    ///
    /// # Errors
    /// The hand refuses it; nothing changes.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Events, Refusal> {
        let ev = self.hand.apply(seat, action)?;
        self.logs.last_mut().expect("a hand").actions.push((seat, action));
        self.undo = None;
        Ok(ev)
    }

    /// Charges a penalty at the desk (the offences the program cannot see) and logs it.
    ///
    /// # Errors
    /// The hand refuses it; nothing changes.
    pub fn charge(&mut self, seat: Seat, offence: Offence) -> Result<Events, Refusal> {
        let before = self.hand.clone();
        let ev = self.hand.charge(seat, offence)?;
        let log = self.logs.last_mut().expect("a hand");
        log.penalties.push((log.actions.len(), seat, offence));
        self.undo = Some(Box::new(before));
        Ok(ev)
    }

    /// Takes back the last desk charge, while no action has followed it.
    ///
    /// # Errors
    /// There is none to take back.
    pub fn undo_charge(&mut self) -> Result<(Seat, Offence), Refusal> {
        let before = self.undo.take().ok_or(Refusal::NothingToUndo)?;
        let (_, seat, offence) = self.logs.last_mut().expect("a hand").penalties.pop().ok_or(Refusal::NothingToUndo)?;
        self.hand = *before;
        Ok((seat, offence))
    }

    /// Whether a desk charge can be taken back now.
    pub fn can_undo_charge(&self) -> bool {
        self.undo.is_some()
    }

    /// Applies an action as a record writes it, with the answers it leaves unwritten
    /// ([`Hand::apply_written`]); they are logged as declines.
    ///
    /// # Errors
    /// The engine refuses it; nothing changes.
    pub fn apply_written(&mut self, seat: Seat, action: Action) -> Result<Events, Refusal> {
        let (declined, ev) = self.hand.apply_written(seat, action)?;
        let log = &mut self.logs.last_mut().expect("a hand").actions;
        log.extend(declined.iter().map(|&s| (s, Action::Decline)));
        log.push((seat, action));
        self.undo = None;
        Ok(ev)
    }

    /// Why the session cannot go on to another hand: a seat's chips are past what a
    /// hand starts with ([`super::chips::PLAY_LIMIT`]), once this hand is over. The
    /// session then ends with its settlement.
    pub fn at_limit(&self) -> Option<(Seat, i32)> {
        self.hand.is_over().then(|| super::chips::past(self.hand.chips())).flatten()
    }

    /// The seats tied for the next loser (one seat when there is no tie), once the hand is over.
    pub fn losers(&self) -> Option<Seats> {
        self.hand.losers()
    }

    /// Starts the next hand, after a finished one, with the loser decided by `tiebreak`.
    ///
    /// # Errors
    /// The tie-break does not decide, or the deal is not valid.
    pub fn next_hand(&mut self, deal: Deal, tiebreak: Vec<(Seat, Tile)>) -> Result<(), NextHandError> {
        let tied = self.hand.losers().ok_or(NextHandError::NotOver)?;
        let on_set = resolve_tiebreak(tied, &tiebreak)?;
        let chips = self.hand.chips().to_vec();
        let hand = Hand::new(&deal, on_set, false, &chips, self.options)?;
        self.logs.last_mut().expect("a hand").tiebreak = tiebreak;
        self.logs.push(HandLog { on_set, deal, actions: Vec::new(), tiebreak: Vec::new(), penalties: Vec::new() });
        self.hand = hand;
        self.undo = None;
        Ok(())
    }
}

/// Why the next hand cannot start.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NextHandError {
    #[error("the hand is not over")]
    NotOver,
    #[error(transparent)]
    Tiebreak(#[from] TiebreakError),
    #[error(transparent)]
    Deal(#[from] DealError),
}

/// What each seat keeps and pays when the session ends.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Settlement {
    /// Each total rounded down to a multiple of 20.
    pub kept: Vec<i32>,
    /// The remainders, 0 to 19 each, together.
    pub pot: i32,
    /// Who wins the pot.
    pub pot_winner: Seat,
    /// What each seat receives (positive) or pays (negative) against the 500 it started
    /// with, after the pot.
    pub balance: Vec<i32>,
}

/// Settles a session: round each total down (a floor, also below zero) to 20, the
/// remainders to the side pot, the pot to `pot_winner`, each seat against 500.
pub fn settle(chips: &[i32], pot_winner: Seat) -> Settlement {
    let kept: Vec<i32> = chips.iter().map(|&c| c.div_euclid(20) * 20).collect();
    let pot: i32 = chips.iter().zip(&kept).map(|(c, k)| c - k).sum();
    let balance =
        kept.iter().enumerate().map(|(i, &k)| k + if i == pot_winner.index() { pot } else { 0 } - 500).collect();
    Settlement { kept, pot, pot_winner, balance }
}

/// What a seat that leaves mid-session settles: its total rounded down, against 500;
/// the remainder goes to the pot, to which it has no claim.
pub fn settle_leaver(chips: i32) -> (i32, i32) {
    let kept = chips.div_euclid(20) * 20;
    (kept - 500, chips - kept)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(s: &str) -> Tile {
        s.parse().unwrap()
    }

    #[test]
    fn settlement_rounds_down_to_20_and_the_pot_goes_to_its_winner() {
        let s = settle(&[476, 530, 501, 493], Seat(2));
        assert_eq!(s.kept, [460, 520, 500, 480]);
        assert_eq!(s.pot, 40);
        assert_eq!(s.balance, [-40, 20, 40, -20]);
        assert_eq!(s.balance.iter().sum::<i32>(), 0);
    }

    #[test]
    fn settlement_floor_of_a_negative_total() {
        let s = settle(&[-7, 1007], Seat(1));
        assert_eq!(s.kept, [-20, 1000]);
        assert_eq!(s.pot, 20);
        assert_eq!(settle_leaver(476), (-40, 16));
    }

    #[test]
    fn tiebreak_highest_draw_and_double_blank_counts_zero() {
        let tied = Seats(0b1010);
        let draws = [(Seat(1), t("4-5")), (Seat(3), t("3-6")), (Seat(1), t("0-0")), (Seat(3), t("0-1"))];
        assert_eq!(resolve_tiebreak(tied, &draws), Ok(Seat(3)));
        assert_eq!(resolve_tiebreak(tied, &draws[..2]), Err(TiebreakError::Undecided));
        assert_eq!(resolve_tiebreak(tied, &draws[..1]), Err(TiebreakError::Undecided));
        let same = [(Seat(1), t("4-5")), (Seat(3), t("4-5"))];
        assert_eq!(resolve_tiebreak(tied, &same), Err(TiebreakError::TileTwice(1, t("4-5"))));
        assert_eq!(resolve_tiebreak(Seats(0b10), &[]), Ok(Seat(1)));
        assert_eq!(resolve_tiebreak(Seats(0b10), &draws[..1]), Err(TiebreakError::NotTied));
    }
}
