//! Strict club mode and the penalty desk, inside the hand.
//!
//! In strict mode an action the rules refuse is, when it is one of the offences the
//! program can see (rulings §4's strict column), committed and charged instead: the
//! refusal is turned into the offence's consequence. Everything else is refused as in
//! the default mode, and an action the rules allow is never charged. The desk charges
//! the offences only the table sees, in either mode.

use super::{Hand, Phase};
use crate::core::seat::{Seat, Seats};
use crate::core::tile::Tile;
use crate::games::nos::action::{Action, Event, Events, Reason};
use crate::games::nos::chips;
use crate::games::nos::error::Refusal;
use crate::games::nos::penalty::{Offence, Penalty};

/// What strict mode remembers within one seat's turn.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub(super) struct Club {
    /// The seat on turn the flags belong to; they lapse when its turn ends.
    seat: Option<Seat>,
    /// P6 was charged for the wait now due: once is enough (rulings #43), so a second
    /// play instead of the wait is refused.
    wait_charged: bool,
    /// The tile taken back under P14: the seat must play another if it has one (#44).
    barred: Option<Tile>,
}

impl Hand {
    /// `apply_inner`, with strict mode's offences committed instead of refused.
    pub(super) fn apply_club(&mut self, seat: Seat, action: Action, ev: &mut Events) -> Result<(), Refusal> {
        if !self.options.strict {
            return self.apply_inner(seat, action, ev);
        }
        if let (Some(b), Some(t), Action::Play { immediate: false, .. }) = (self.club.barred, action.tile(), action) {
            if self.club.seat == Some(seat) && t == b && self.plays_besides(seat, b) {
                return Err(Refusal::MustPlayAnother(b));
            }
        }
        let r = match self.apply_inner(seat, action, ev) {
            Err(e) => {
                ev.clear();
                self.offend(seat, action, e, ev)
            }
            ok => ok,
        };
        if r.is_ok() && self.club.seat.is_some_and(|s| self.phase != Phase::Turn { seat: s }) {
            self.club = Club::default();
        }
        r
    }

    /// What `action` would cost `seat` now: the offence it commits in strict mode, if
    /// any. The terminal asks before letting a player commit one.
    pub fn offence(&self, seat: Seat, action: Action) -> Option<Penalty> {
        if !self.options.strict {
            return None;
        }
        self.unasked(seat, action).ok()?;
        let mut h = self.clone();
        let mut ev = Events::new();
        h.apply_club(seat, action, &mut ev).ok()?;
        ev.iter().find_map(|e| match e {
            Event::Penalty(p) => Some(*p),
            _ => None,
        })
    }

    /// Charges an offence the program cannot see (the penalty desk): `seat` pays each
    /// other seat the text's amount. Any time, in either mode.
    ///
    /// # Errors
    /// The offence is one the program sees itself, the seat is not at the table, or
    /// (P12) the seat still holds tiles.
    pub fn charge(&mut self, seat: Seat, offence: Offence) -> Result<Events, Refusal> {
        if seat.0 >= self.n {
            return Err(Refusal::NoSuchSeat(seat));
        }
        if !offence.at_desk() {
            return Err(Refusal::NotAtDesk(offence.code()));
        }
        if offence == Offence::P12 && !self.out.contains(seat) {
            return Err(Refusal::NotOut(seat));
        }
        let mut ev = Events::new();
        self.fine(seat, offence, None, &mut ev)?;
        Ok(ev)
    }

    /// Turns a refusal into the offence it is in strict mode, or keeps it.
    fn offend(&mut self, seat: Seat, action: Action, refusal: Refusal, ev: &mut Events) -> Result<(), Refusal> {
        let mut h = self.clone();
        let mut pre = Events::new();
        if let Phase::Set { drawn: None } = self.phase {
            if matches!(refusal, Refusal::MustSetDouble | Refusal::FirstHandNoDraw) && action == Action::Draw {
                // P4: the draw stands, charged; the seat sets the drawn tile as a seat
                // without a double does.
                let t = h.take(seat);
                pre.push(Event::Drew { seat, tile: t });
                h.phase = Phase::Set { drawn: Some(t) };
                h.fine(seat, Offence::P4, None, &mut pre)?;
                return self.commit(h, pre, ev);
            }
            return Err(refusal);
        }
        let held = action.tile().filter(|&t| self.hands[seat.index()].contains(t));
        if let (Refusal::NotYourTurn { .. }, Action::Play { immediate: false, .. }, Some(t)) = (&refusal, action, held)
        {
            // P16: taken back and laid face up; the turn stays where it was.
            if matches!(self.phase, Phase::Turn { .. } | Phase::AfterPlay { .. }) && !self.out.contains(seat) {
                h.shown[seat.index()].insert(t);
                h.fine(seat, Offence::P16, Some(t), &mut pre)?;
                return self.commit(h, pre, ev);
            }
            return Err(refusal);
        }
        // The rest happen on the seat's own turn: let the windows and the previous
        // seat's chance to close go by, as the action itself would have.
        h.advance(seat, &mut pre);
        if h.phase != (Phase::Turn { seat }) {
            return Err(refusal);
        }
        match (&refusal, action) {
            (Refusal::MustWait(_), Action::Play { immediate: false, .. }) if held.is_some() => {
                if self.club.seat == Some(seat) && self.club.wait_charged {
                    return Err(refusal);
                }
                let t = held.expect("checked");
                h.shown[seat.index()].insert(t);
                h.club = Club { seat: Some(seat), wait_charged: true, barred: None };
                h.fine(seat, Offence::P6, Some(t), &mut pre)?;
            }
            (Refusal::LastTwo, Action::Draw) => {
                // P8: the seat tried; the last two are never drawn.
                h.fine(seat, Offence::P8, None, &mut pre)?;
            }
            (Refusal::PassWithPlay { .. }, Action::Pass) => {
                // P10: 80 instead of P9's 40 (#43); the pass does not stand.
                h.fine(seat, Offence::P10, None, &mut pre)?;
            }
            (Refusal::PassWithBoneyard, Action::Pass) => {
                h.fine(seat, Offence::P9, None, &mut pre)?;
                while h.boneyard_len() > 2 && !h.can_play(seat) {
                    let t = h.take(seat);
                    pre.push(Event::Drew { seat, tile: t });
                }
                if h.boneyard_len() == 2 && h.blocked() {
                    h.end(h.blocked_ending(), &mut pre);
                }
            }
            (
                Refusal::DoesNotFit { .. } | Refusal::WrongWayRound { .. } | Refusal::Closed(_),
                Action::Play { immediate: false, .. },
            ) if held.is_some() => {
                let t = held.expect("checked");
                h.shown[seat.index()].insert(t);
                let wait_charged = self.club.seat == Some(seat) && self.club.wait_charged;
                h.club = Club { seat: Some(seat), wait_charged, barred: Some(t) };
                h.fine(seat, Offence::P14, Some(t), &mut pre)?;
            }
            _ => return Err(refusal),
        }
        if h.club.seat.is_none() {
            h.club.seat = Some(seat);
        }
        self.commit(h, pre, ev)
    }

    /// Takes the hand `h` with its events, or, when they do not all fit in `ev`, refuses
    /// and leaves everything as it was: the chips never change without their events.
    fn commit(&mut self, h: Hand, pre: Events, ev: &mut Events) -> Result<(), Refusal> {
        if ev.remaining_capacity() < pre.len() {
            return Err(Refusal::TooManyEvents);
        }
        *self = h;
        ev.extend(pre);
        Ok(())
    }

    /// The implicit steps an action by `seat` takes first: the declaration and
    /// immediate windows close, and the seat that just played does not close.
    fn advance(&mut self, seat: Seat, ev: &mut Events) {
        loop {
            match self.phase {
                Phase::Declare { .. } => self.phase = Phase::Immediate { next: 0, placed: 0 },
                Phase::Immediate { .. } => self.immediate_next(self.n - 1),
                Phase::AfterPlay { seat: s } if s != seat => self.end_turn(s, ev),
                _ => return,
            }
        }
    }

    /// Whether `seat` can play some tile other than `t` now.
    fn plays_besides(&self, seat: Seat, t: Tile) -> bool {
        let Some(l) = &self.layout else { return false };
        let mut hand = self.hands[seat.index()];
        hand.remove(t);
        !l.playable().inter(hand).is_empty()
    }

    /// `seat` pays the offence's amount to every other seat, those out included.
    ///
    /// # Errors
    /// The fine would take a seat's chips past [`chips::PLAY_LIMIT`], or its events do
    /// not fit in `ev`; nothing is charged.
    fn fine(&mut self, seat: Seat, offence: Offence, tile: Option<Tile>, ev: &mut Events) -> Result<(), Refusal> {
        let mut to = Seats::all(self.n);
        to.remove(seat);
        let amount = offence.amount();
        if ev.remaining_capacity() < 1 + to.len() as usize {
            return Err(Refusal::TooManyEvents);
        }
        let paid = self.chips[seat.index()] as i64 - amount as i64 * to.len() as i64;
        if !chips::playable(paid) {
            return Err(Refusal::ChipLimit { seat, chips: paid });
        }
        if let Some(o) = to.iter().find(|o| !chips::playable(self.chips[o.index()] as i64 + amount as i64)) {
            return Err(Refusal::ChipLimit { seat: o, chips: self.chips[o.index()] as i64 + amount as i64 });
        }
        let boneyard = self.boneyard_len() as u8;
        ev.push(Event::Penalty(Penalty { seat, to, amount, offence, tile, boneyard }));
        for o in to.iter() {
            self.pay(seat, o, amount, Reason::Penalty(offence), ev);
        }
        Ok(())
    }
}

impl Hand {
    /// In strict mode, the places a tile that fits nowhere may still be put: each open
    /// end, its lower number touching. Putting it there is an offence (P14, or P6 on a
    /// turn that is a wait), asked about before.
    pub fn misplays(&self, t: Tile) -> Vec<Action> {
        let (Some(seat), Some(layout)) = (self.to_act(), self.layout()) else { return Vec::new() };
        if !self.options().strict || !matches!(self.phase(), Phase::Turn { .. }) {
            return Vec::new();
        }
        let mut out = Vec::new();
        for &at in layout.positions() {
            for (touch, open) in [(t.low(), t.high()), (t.high(), t.low())] {
                let a = Action::Play { at, touch, open, immediate: false };
                if self.offence(seat, a).is_some()
                    && !out.iter().any(|b: &Action| matches!(b, Action::Play { at: x, .. } if *x == at))
                {
                    out.push(a);
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::chance;
    use crate::games::nos::{deal, Options};

    fn hand() -> Hand {
        let deal = deal::first_deal(&mut chance::dice(1), 4);
        let on_set = deal.highest_double().expect("a double").0;
        Hand::new(&deal, on_set, true, &[500; 4], Options::default()).unwrap()
    }

    fn filled(left: usize) -> Events {
        let mut ev = Events::new();
        while ev.remaining_capacity() > left {
            ev.push(Event::Drew { seat: Seat(0), tile: crate::games::nos::SET.tile(0, 0).unwrap() });
        }
        ev
    }

    #[test]
    fn a_penalty_whose_events_do_not_fit_is_refused_and_moves_no_chip() {
        let mut h = hand();
        let before = h.clone();
        // The penalty and three payments need four places; three are left.
        let mut ev = filled(3);
        assert_eq!(h.fine(Seat(1), Offence::P18, None, &mut ev), Err(Refusal::TooManyEvents));
        assert_eq!(h, before);
        assert_eq!(ev.len(), ev.capacity() - 3);
        let mut ev = filled(4);
        assert_eq!(h.fine(Seat(1), Offence::P18, None, &mut ev), Ok(()));
        assert_eq!(h.chips()[1], 380);
        assert!(ev.is_full());
    }

    #[test]
    fn a_strict_offence_whose_events_do_not_fit_is_refused_not_dropped() {
        let mut h = hand();
        let before = h.clone();
        let mut charged = h.clone();
        let mut pre = Events::new();
        charged.fine(Seat(1), Offence::P18, None, &mut pre).unwrap();
        let mut ev = filled(pre.len() - 1);
        assert_eq!(h.commit(charged.clone(), pre.clone(), &mut ev), Err(Refusal::TooManyEvents));
        assert_eq!(h, before);
        let mut ev = filled(pre.len());
        assert_eq!(h.commit(charged.clone(), pre, &mut ev), Ok(()));
        assert_eq!(h, charged);
    }

    #[test]
    fn a_penalty_past_the_play_limit_is_refused_and_moves_no_chip() {
        let deal = deal::first_deal(&mut chance::dice(1), 4);
        let on_set = deal.highest_double().expect("a double").0;
        let low = -chips::PLAY_LIMIT + 119;
        let chips = [low, 500, 500, 500];
        let mut h = Hand::new(&deal, on_set, true, &chips, Options::default()).unwrap();
        let before = h.clone();
        assert_eq!(h.charge(Seat(0), Offence::P18), Err(Refusal::ChipLimit { seat: Seat(0), chips: low as i64 - 120 }));
        assert_eq!(h, before);
        // The receiving side is bounded too: seat 3 would pass the limit upwards.
        let high = chips::PLAY_LIMIT - 39;
        let mut h = Hand::new(&deal, on_set, true, &[500, 500, 500, high], Options::default()).unwrap();
        assert_eq!(h.charge(Seat(0), Offence::P18), Err(Refusal::ChipLimit { seat: Seat(3), chips: high as i64 + 40 }));
        assert!(h.charge(Seat(3), Offence::P18).is_ok());
    }
}
