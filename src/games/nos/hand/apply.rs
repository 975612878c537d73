//! `apply`: an action checked and its events made, or a typed refusal leaving the
//! hand unchanged; the questions put to one seat, and the answers a record leaves unwritten.

use super::{Hand, Phase};
use crate::core::seat::Seat;
use crate::games::nos::action::{Action, Event, Events};
use crate::games::nos::error::Refusal;
use arrayvec::ArrayVec;

impl Hand {
    /// Applies one seat's action.
    ///
    /// # Errors
    /// The action is not legal now; the hand is then unchanged.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Events, Refusal> {
        let mut ev = Events::new();
        self.apply_into(seat, action, &mut ev)?;
        Ok(ev)
    }

    /// As [`Hand::apply`], writing the events into `ev` (cleared first): the fast path
    /// for simulations, which reuse one buffer.
    ///
    /// # Errors
    /// The action is not legal now; the hand is then unchanged (`ev` is left empty).
    pub fn apply_into(&mut self, seat: Seat, action: Action, ev: &mut Events) -> Result<(), Refusal> {
        ev.clear();
        let r = self.unasked(seat, action).and_then(|()| self.apply_club(seat, action, ev));
        if r.is_err() {
            ev.clear();
        }
        r
    }

    /// As [`Hand::apply_into`] for an action the seat to act chose from
    /// [`Hand::legal`] (the random and computer players' rollouts): nobody else is
    /// asked, and a regular play goes down without the placement checks. Debug builds
    /// still check that the action is legal.
    ///
    /// # Errors
    /// The action is refused, which a legal action never is.
    pub fn apply_chosen(&mut self, seat: Seat, action: Action, ev: &mut Events) -> Result<(), Refusal> {
        ev.clear();
        if let (Phase::Turn { seat: s }, Action::Play { at, touch, open, immediate: false }, false) =
            (self.phase, action, self.options.strict)
        {
            debug_assert!(
                s == seat && self.due_wait(seat).is_none() && self.placement(seat, at, touch, open, false).is_ok(),
                "not a legal play: {action:?}"
            );
            if let Some(t) = crate::games::nos::SET.tile(touch, open) {
                self.play_tile(seat, t, at, touch, open, ev);
                return Ok(());
            }
        }
        debug_assert_eq!(self.to_act(), Some(seat), "not the seat to act");
        let r = self.apply_club(seat, action, ev);
        if r.is_err() {
            ev.clear();
        }
        r
    }

    /// While a question is put to one seat (declare, a double at once, close), only that
    /// seat answers, with what [`Hand::legal`] lists: another seat's action, or another
    /// kind of action, is refused (records imply the unwritten answers instead: see
    /// [`Hand::implied_decline`]). The refusal is the one the rules give the action when
    /// it is wrong in itself, else that the question comes first.
    pub(super) fn unasked(&self, seat: Seat, action: Action) -> Result<(), Refusal> {
        let answers = match self.phase {
            Phase::Declare { .. } => matches!(action, Action::Declare | Action::Decline),
            Phase::Immediate { .. } => matches!(action, Action::Play { immediate: true, .. } | Action::Decline),
            Phase::AfterPlay { .. } => matches!(action, Action::Close | Action::Decline),
            _ => return Ok(()),
        };
        let Some(asked) = self.to_act() else { return Ok(()) };
        if seat == asked && answers || seat.0 >= self.n {
            return Ok(());
        }
        let mut probe = self.clone();
        probe.apply_inner(seat, action, &mut Events::new())?;
        Err(if seat != asked {
            Refusal::NotYourTurn { seat, expected: asked }
        } else {
            match self.phase {
                Phase::Declare { .. } => Refusal::NotNow("anything but declaring doubles or not, when asked,"),
                _ => Refusal::NotNow("anything but a double at once or none, when asked,"),
            }
        })
    }

    /// The answer a record leaves unwritten before `seat`'s `action`: the seat now asked
    /// (to declare, to play a double at once, or to close) let it go by when a later seat
    /// acts, or the hand moves on. `None` when no answer is implied.
    pub fn implied_decline(&self, seat: Seat, action: Action) -> Option<Seat> {
        let asked = self.to_act()?;
        let idx = (seat.0 + self.n - self.on_set.0 - 1) % self.n;
        match self.phase {
            Phase::Declare { next } => match action {
                Action::Declare => (idx > next).then_some(asked),
                Action::Decline => None,
                _ => Some(asked),
            },
            Phase::Immediate { next, .. } => match action {
                Action::Play { immediate: true, .. } => (seat != self.on_set && idx > next).then_some(asked),
                Action::Decline => None,
                _ => Some(asked),
            },
            Phase::AfterPlay { seat: s } => (seat != s).then_some(s),
            _ => None,
        }
    }

    /// Applies an action as a record writes it, the answers it leaves unwritten implied
    /// first ([`Hand::implied_decline`]); returns those declines and the action's events.
    ///
    /// # Errors
    /// The action is not legal once they are given; the hand is then unchanged.
    pub fn apply_written(&mut self, seat: Seat, action: Action) -> Result<(ArrayVec<Seat, 12>, Events), Refusal> {
        let mut h = self.clone();
        let mut declined = ArrayVec::new();
        while let Some(s) = h.implied_decline(seat, action) {
            h.apply(s, Action::Decline)?;
            declined.push(s);
        }
        let ev = h.apply(seat, action)?;
        *self = h;
        Ok((declined, ev))
    }

    pub(super) fn apply_inner(&mut self, seat: Seat, action: Action, ev: &mut Events) -> Result<(), Refusal> {
        if seat.0 >= self.n {
            return Err(Refusal::NoSuchSeat(seat));
        }
        match self.phase {
            Phase::Over { .. } => return Err(Refusal::HandOver),
            Phase::Set { drawn } => self.in_set(seat, action, drawn, ev)?,
            Phase::Announce => self.in_announce(seat, action, ev)?,
            Phase::Declare { next } => {
                if action == Action::Declare {
                    self.declare(seat, next, ev)?;
                } else if action == Action::Decline {
                    self.expect(seat, self.declare_seat(next))?;
                    ev.push(Event::Declined { seat });
                    self.phase = if next + 1 == self.n {
                        Phase::Immediate { next: 0, placed: 0 }
                    } else {
                        Phase::Declare { next: next + 1 }
                    };
                } else {
                    // Anything later closes the window: the seats not yet asked decline.
                    let mut h = self.clone();
                    h.phase = Phase::Immediate { next: 0, placed: 0 };
                    h.apply_inner(seat, action, ev)?;
                    *self = h;
                }
            }
            Phase::Immediate { next, placed } => match action {
                Action::Play { immediate: true, at, touch, open } => {
                    self.immediate(seat, next, placed, at, touch, open, ev)?
                }
                Action::Decline => {
                    self.expect(seat, self.immediate_seat(next))?;
                    ev.push(Event::Declined { seat });
                    self.immediate_next(next + 1);
                }
                _ => {
                    let mut h = self.clone();
                    h.immediate_next(self.n - 1);
                    h.apply_inner(seat, action, ev)?;
                    *self = h;
                }
            },
            Phase::Turn { seat: s } => {
                self.expect(seat, s)?;
                self.in_turn(seat, action, ev)?;
            }
            Phase::AfterPlay { seat: s } => match action {
                Action::Close => {
                    self.expect(seat, s)?;
                    self.close(s, ev);
                }
                Action::Decline => {
                    self.expect(seat, s)?;
                    ev.push(Event::Declined { seat });
                    self.end_turn(s, ev);
                }
                _ => {
                    if seat == s {
                        return Err(Refusal::NotNow("another action after one's play"));
                    }
                    let mut h = self.clone();
                    h.end_turn(s, ev);
                    h.apply_inner(seat, action, ev)?;
                    *self = h;
                }
            },
        }
        Ok(())
    }

    pub(super) fn expect(&self, seat: Seat, expected: Seat) -> Result<(), Refusal> {
        if seat == expected {
            Ok(())
        } else {
            Err(Refusal::NotYourTurn { seat, expected })
        }
    }
}
