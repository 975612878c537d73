//! Who acts and what is legal.

use super::{Actions, Hand, Phase};
use crate::core::seat::Seat;
use crate::core::tile::{Tile, TileSet};
use crate::games::nos::action::Action;
use crate::games::nos::announce::Announcements;

impl Hand {
    /// The seat whose decision the hand waits for; `None` once it is over.
    pub fn to_act(&self) -> Option<Seat> {
        Some(match self.phase {
            Phase::Set { .. } | Phase::Announce => self.on_set,
            Phase::Declare { next } => self.declare_seat(next),
            Phase::Immediate { next, .. } => self.immediate_seat(next),
            Phase::Turn { seat } | Phase::AfterPlay { seat } => seat,
            Phase::Over { .. } => return None,
        })
    }

    pub(super) fn declare_seat(&self, next: u8) -> Seat {
        self.on_set.plus(1 + next, self.n)
    }

    pub(super) fn immediate_seat(&self, next: u8) -> Seat {
        self.on_set.plus(1 + next, self.n)
    }

    /// The legal actions of the seat that acts now (empty once the hand is over).
    pub fn legal(&self) -> Actions {
        let mut out = Actions::new();
        self.legal_into(&mut out);
        out
    }

    /// The question a seat is asked later in the round of declarations going on,
    /// before its turn: whether it declares its doubles. Its answer rests on its own
    /// doubles alone, never on what the seats before it answer, so a table whose
    /// players each have a terminal may ask every seat at once and play the answers
    /// in turn. Empty for the seat asked now, a seat already asked, and outside the
    /// round.
    pub fn asked_ahead(&self, seat: Seat) -> Actions {
        let mut out = Actions::new();
        if let Phase::Declare { next } = self.phase {
            let idx = (seat.0 + self.n - self.on_set.0 - 1) % self.n;
            if idx > next && idx < self.n {
                if self.declare_amount(seat).1 > 0 {
                    out.push(Action::Declare);
                }
                out.push(Action::Decline);
            }
        }
        out
    }

    /// Fills `out` with the legal actions of the seat that acts now.
    pub fn legal_into(&self, out: &mut Actions) {
        out.clear();
        match self.phase {
            Phase::Set { drawn: Some(t) } => push_set(out, t),
            Phase::Set { drawn: None } => {
                let hand = self.hands[self.on_set.index()];
                let doubles = hand.inter(TileSet::DOUBLES);
                if self.first {
                    if let Some(d) = doubles.iter().last() {
                        push_set(out, d);
                    }
                } else if doubles.is_empty() {
                    out.push(Action::Draw);
                } else {
                    for d in doubles.iter() {
                        push_set(out, d);
                    }
                }
            }
            Phase::Announce => {
                if let Some((a, b)) = self.set {
                    for &g in Announcements::for_set(Tile::of(a, b)).all() {
                        out.push(Action::Announce(g));
                    }
                }
            }
            Phase::Declare { next } => {
                if self.declare_amount(self.declare_seat(next)).1 > 0 {
                    out.push(Action::Declare);
                }
                out.push(Action::Decline);
            }
            Phase::Immediate { next, placed } => {
                let seat = self.immediate_seat(next);
                if placed < 2 {
                    self.immediate_plays(seat, out);
                }
                out.push(Action::Decline);
            }
            Phase::Turn { seat } => {
                if self.due_wait(seat).is_some() {
                    out.push(Action::Wait);
                    return;
                }
                let before = out.len();
                self.plays(self.hands[seat.index()], out);
                let can_play = out.len() > before;
                if self.boneyard_len() >= 3 {
                    out.push(Action::Draw);
                } else if !can_play {
                    out.push(Action::Pass);
                }
            }
            Phase::AfterPlay { .. } => {
                out.push(Action::Close);
                out.push(Action::Decline);
            }
            Phase::Over { .. } => {}
        }
    }

    fn plays(&self, hand: TileSet, out: &mut Actions) {
        let Some(layout) = &self.layout else { return };
        for &at in layout.positions() {
            let req = layout.req(at);
            for t in req.tiles.inter(hand).iter() {
                for (touch, open) in req.ways(t) {
                    out.push(Action::Play { at, touch, open, immediate: false });
                }
            }
        }
    }

    fn immediate_plays(&self, seat: Seat, out: &mut Actions) {
        let Some(layout) = &self.layout else { return };
        let doubles = self.hands[seat.index()].inter(TileSet::DOUBLES);
        if doubles.is_empty() {
            return;
        }
        for &at in layout.positions() {
            let req = layout.req_immediate(at);
            for t in req.tiles.inter(doubles).iter() {
                for (touch, open) in req.ways(t) {
                    out.push(Action::Play { at, touch, open, immediate: true });
                }
            }
        }
    }

    /// Which of the seat's waits is due now: the first whose position a regular play
    /// could use (a line condition can hold it back).
    pub(super) fn due_wait(&self, seat: Seat) -> Option<usize> {
        if self.waits.is_empty() {
            return None;
        }
        let layout = self.layout.as_ref()?;
        self.waits.iter().position(|&(s, at)| s == seat && !layout.condition_locks(at))
    }

    /// Whether a seat can play a tile now.
    pub fn can_play(&self, seat: Seat) -> bool {
        match &self.layout {
            Some(l) => !l.playable().inter(self.hands[seat.index()]).is_empty(),
            None => false,
        }
    }

    /// The declaration a seat could make: how many doubles count and what each other
    /// seat pays (0 when too few).
    pub fn declare_amount(&self, seat: Seat) -> (u32, u32) {
        let counted = if seat == self.on_set && !self.options.declare_after_set {
            self.dealt[seat.index()]
        } else {
            self.hands[seat.index()]
        };
        let k = counted.inter(TileSet::DOUBLES).len();
        (k, declare_payment(self.n, k))
    }
}

fn push_set(out: &mut Actions, t: Tile) {
    out.push(Action::Set { first: t.low(), second: t.high() });
    if !t.is_double() {
        out.push(Action::Set { first: t.high(), second: t.low() });
    }
}

/// What each other seat pays for `k` declared doubles at a table of `n`.
pub fn declare_payment(n: u8, k: u32) -> u32 {
    match (n, k) {
        (3, 5..) => 500,
        (3, 4) => 200,
        (4, 4..) => 250,
        (4, 3) => 25,
        (5, 3..) => 50,
        _ => 0,
    }
}
