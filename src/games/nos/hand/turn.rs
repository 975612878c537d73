//! Regular turns: waits, draws, passes and plays.

use super::{Hand, Phase, PrevTurn};
use crate::core::pos::Pos;
use crate::core::seat::{Seat, Seats};
use crate::core::tile::Tile;
use crate::games::nos::action::{Action, Ending, Event, Events, Reason};
use crate::games::nos::error::Refusal;
use crate::games::nos::layout::Placed;

impl Hand {
    pub(super) fn in_turn(&mut self, seat: Seat, action: Action, ev: &mut Events) -> Result<(), Refusal> {
        let due = self.due_wait(seat);
        match (action, due) {
            (Action::Wait, None) => return Err(Refusal::NoWaitDue(seat)),
            (Action::Wait, Some(i)) => {
                self.waits.remove(i);
                ev.push(Event::Waited { seat });
                if !self.options.wait_keeps_chain {
                    self.prev = Some(PrevTurn { seat, placed: None, went_out: false });
                }
                self.phase = Phase::Turn { seat: self.next_active(seat) };
                return Ok(());
            }
            (_, Some(_)) => return Err(Refusal::MustWait(seat)),
            (_, None) => {}
        }
        match action {
            Action::Draw => {
                if self.boneyard_len() < 3 {
                    return Err(Refusal::LastTwo);
                }
                let t = self.take(seat);
                ev.push(Event::Drew { seat, tile: t });
                if self.boneyard_len() == 2 && self.blocked() {
                    self.end(self.blocked_ending(), ev);
                }
                Ok(())
            }
            Action::Pass => {
                let layout = self.layout.as_ref().expect("announced");
                if let Some(t) = layout.playable().inter(self.hands[seat.index()]).iter().next() {
                    return Err(Refusal::PassWithPlay { seat, tile: t });
                }
                if self.boneyard_len() > 2 {
                    return Err(Refusal::PassWithBoneyard);
                }
                ev.push(Event::Passed { seat });
                self.passed.insert(seat);
                self.prev = Some(PrevTurn { seat, placed: None, went_out: false });
                if self.passed.0 & self.active().0 == self.active().0 || self.blocked() {
                    self.end(self.blocked_ending(), ev);
                } else {
                    self.phase = Phase::Turn { seat: self.next_active(seat) };
                }
                Ok(())
            }
            Action::Play { immediate: true, .. } => Err(Refusal::ImmediateOver),
            Action::Play { at, touch, open, immediate: false } => self.play(seat, at, touch, open, ev),
            Action::Close => Err(Refusal::CloseNotAfterPlay),
            Action::Declare => Err(Refusal::DeclareOver),
            Action::Decline => Err(Refusal::NothingToDecline),
            Action::Set { .. } => Err(Refusal::NotNow("a second set")),
            Action::Announce(_) => Err(Refusal::AlreadyAnnounced),
            Action::Wait => Err(Refusal::NoWaitDue(seat)),
        }
    }

    /// Checks that `seat` may put the tile (touch, open) at `at` now, as a regular play
    /// or a double at once on the set tile; returns the tile.
    pub(super) fn placement(&self, seat: Seat, at: Pos, touch: u8, open: u8, immediate: bool) -> Result<Tile, Refusal> {
        let t = crate::games::nos::SET.tile(touch, open).ok_or(Refusal::NotNow("a tile with an end above 6"))?;
        if !self.hands[seat.index()].contains(t) {
            return Err(Refusal::NotInHand(t));
        }
        let layout = self.layout.as_ref().ok_or(Refusal::AnnounceNow)?;
        if !layout.positions().contains(&at) {
            return Err(Refusal::Closed(at));
        }
        let req = if immediate { layout.req_immediate(at) } else { layout.req(at) };
        if req.admits(t, touch, open) {
            Ok(t)
        } else if req.tiles.is_empty() {
            Err(Refusal::Closed(at))
        } else if req.tiles.contains(t) {
            Err(Refusal::WrongWayRound { tile: t, at })
        } else {
            Err(Refusal::DoesNotFit { tile: t, at })
        }
    }

    fn play(&mut self, seat: Seat, at: Pos, touch: u8, open: u8, ev: &mut Events) -> Result<(), Refusal> {
        let t = self.placement(seat, at, touch, open, false)?;
        self.play_tile(seat, t, at, touch, open, ev);
        Ok(())
    }

    /// A regular play of `t` that [`Hand::placement`] admits, or that the random player
    /// chose from the tiles it admits: the tile goes down and everything it causes follows.
    pub(super) fn play_tile(&mut self, seat: Seat, t: Tile, at: Pos, touch: u8, open: u8, ev: &mut Events) {
        let Some(layout) = self.layout.as_ref() else { return };
        let under = layout.arm(at).last;
        self.place(seat, Placed { tile: t, at, touch, open, seat: seat.0, immediate: false }, ev);
        if t.is_double() {
            if let Some(PrevTurn { seat: q, placed: Some(p), went_out: false }) = self.prev {
                if p == under && q != seat {
                    self.pay(q, seat, t.double_value() as u32, Reason::DoubleOnPredecessor, ev);
                }
            }
        }
        let went_out = self.hands[seat.index()].is_empty();
        if went_out {
            self.out.insert(seat);
            self.waits.retain(|w| w.0 != seat);
            let nos = self.nos.is_none();
            ev.push(Event::Out { seat, nos });
            if nos {
                self.nos = Some(seat);
                for o in self.others(seat) {
                    self.pay(o, seat, 5, Reason::Nos, ev);
                }
            }
        }
        self.prev = Some(PrevTurn { seat, placed: Some(t), went_out });
        self.passed = Seats::default();
        self.phase = Phase::AfterPlay { seat };
    }

    /// After a play without a close: the hand ends, or the next seat's turn begins.
    pub(super) fn end_turn(&mut self, seat: Seat, ev: &mut Events) {
        if self.active().len() <= 1 {
            let holder = self.active().iter().next().unwrap_or(seat);
            self.end(Ending::OneLeft { holder }, ev);
        } else if self.blocked() {
            self.end(self.blocked_ending(), ev);
        } else {
            self.phase = Phase::Turn { seat: self.next_active(seat) };
        }
    }
}
