//! The opening of a hand: the set, the announcement, declaring doubles, and doubles at
//! once on the set tile.

use super::{Hand, Phase, PrevTurn};
use crate::core::pos::Pos;
use crate::core::seat::Seat;
use crate::core::tile::{Tile, TileSet};
use crate::games::nos::action::{Action, Event, Events, Reason};
use crate::games::nos::error::Refusal;
use crate::games::nos::{layout::Layout, layout::Placed};

impl Hand {
    pub(super) fn in_set(
        &mut self,
        seat: Seat,
        action: Action,
        drawn: Option<Tile>,
        ev: &mut Events,
    ) -> Result<(), Refusal> {
        self.expect(seat, self.on_set).map_err(|_| Refusal::SetFirst(self.on_set))?;
        let hand = self.hands[seat.index()];
        let doubles = hand.inter(TileSet::DOUBLES);
        match action {
            Action::Draw => {
                if drawn.is_some() {
                    return Err(Refusal::SecondSetDraw);
                }
                if self.first {
                    return Err(Refusal::FirstHandNoDraw);
                }
                if !doubles.is_empty() {
                    return Err(Refusal::MustSetDouble);
                }
                let t = self.take(seat);
                ev.push(Event::Drew { seat, tile: t });
                self.phase = Phase::Set { drawn: Some(t) };
                Ok(())
            }
            Action::Set { first, second } => {
                let t =
                    crate::games::nos::SET.tile(first, second).ok_or(Refusal::NotNow("a tile with an end above 6"))?;
                if !hand.contains(t) {
                    return Err(Refusal::NotInHand(t));
                }
                let reason = if let Some(d) = drawn {
                    if t != d {
                        return Err(Refusal::MustSetDrawn(d));
                    }
                    if t.is_double() {
                        Reason::SetDrawnDouble
                    } else {
                        Reason::SetDrawnTile
                    }
                } else {
                    if self.first {
                        let hi = doubles.iter().last().expect("checked at the deal");
                        if t != hi {
                            return Err(Refusal::MustSetHighestDouble(hi));
                        }
                    }
                    if !t.is_double() {
                        return Err(if doubles.is_empty() { Refusal::MustDrawToSet } else { Refusal::MustSetDouble });
                    }
                    Reason::SetDouble
                };
                self.hands[seat.index()].remove(t);
                self.set = Some((first, second));
                ev.push(Event::Set { seat, tile: t });
                for o in self.others(seat) {
                    match reason {
                        Reason::SetDouble => self.pay(o, seat, t.double_value() as u32, reason, ev),
                        Reason::SetDrawnDouble => self.pay(o, seat, 2 * t.double_value() as u32, reason, ev),
                        _ => self.pay(seat, o, t.pips() as u32, reason, ev),
                    }
                }
                self.prev = Some(PrevTurn { seat, placed: Some(t), went_out: false });
                self.phase = Phase::Announce;
                Ok(())
            }
            _ => Err(Refusal::SetFirst(self.on_set)),
        }
    }

    pub(super) fn in_announce(&mut self, seat: Seat, action: Action, ev: &mut Events) -> Result<(), Refusal> {
        let Action::Announce(game) = action else {
            return Err(Refusal::AnnounceNow);
        };
        self.expect(seat, self.on_set)?;
        let (a, b) = self.set.expect("set before announce");
        let plan = game.plan(Tile::of(a, b))?;
        self.layout = Some(Layout::new(a, b, plan));
        ev.push(Event::Announced { seat, game });
        self.phase = Phase::Declare { next: 0 };
        Ok(())
    }

    pub(super) fn declare(&mut self, seat: Seat, next: u8, ev: &mut Events) -> Result<(), Refusal> {
        let idx = (seat.0 + self.n - self.on_set.0 - 1) % self.n;
        if idx < next {
            return Err(Refusal::DeclaredOutOfOrder(seat));
        }
        let (k, amount) = self.declare_amount(seat);
        if amount == 0 {
            return Err(Refusal::TooFewDoubles { seat, doubles: k });
        }
        let doubles = self.hands[seat.index()].inter(TileSet::DOUBLES);
        self.shown[seat.index()] = doubles;
        ev.push(Event::Declared { seat, doubles });
        for o in self.others(seat) {
            self.pay(o, seat, amount, Reason::Declared(k as u8), ev);
        }
        self.phase =
            if idx + 1 == self.n { Phase::Immediate { next: 0, placed: 0 } } else { Phase::Declare { next: idx + 1 } };
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn immediate(
        &mut self,
        seat: Seat,
        next: u8,
        placed: u8,
        at: Pos,
        touch: u8,
        open: u8,
        ev: &mut Events,
    ) -> Result<(), Refusal> {
        if seat == self.on_set {
            return Err(Refusal::ImmediateByOnSet);
        }
        let idx = (seat.0 + self.n - self.on_set.0 - 1) % self.n;
        if idx < next {
            return Err(Refusal::ImmediateOutOfOrder(seat));
        }
        let placed = if idx == next { placed } else { 0 };
        if placed >= 2 {
            return Err(Refusal::ImmediateTwice);
        }
        if crate::games::nos::SET.tile(touch, open).is_some_and(|t| !t.is_double()) {
            return Err(Refusal::ImmediateNotDouble);
        }
        let t = self.placement(seat, at, touch, open, true)?;
        self.place(seat, Placed { tile: t, at, touch, open, seat: seat.0, immediate: true }, ev);
        self.pay(self.on_set, seat, t.double_value() as u32, Reason::DoubleOnSet, ev);
        self.waits.push((seat, at));
        self.phase = Phase::Immediate { next: idx, placed: placed + 1 };
        Ok(())
    }

    pub(super) fn immediate_next(&mut self, next: u8) {
        if next >= self.n - 1 {
            let first = self.next_active(self.on_set);
            self.phase = Phase::Turn { seat: first };
        } else {
            self.phase = Phase::Immediate { next, placed: 0 };
        }
    }
}
