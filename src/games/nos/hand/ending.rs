//! Closing, a blocked hand, and the final count.

use super::{Hand, Phase};
use crate::core::seat::{Seat, MAX_SEATS};
use crate::games::nos::action::{Ending, Event, Events, Reason};

impl Hand {
    pub(super) fn close(&mut self, seat: Seat, ev: &mut Events) {
        let active = self.active();
        let two_left = self.out.contains(seat) && active.len() == 1;
        let correct = (two_left && !self.options.check_two_left_close) || {
            let mut pool = self.drawable;
            for s in active.iter() {
                pool = pool.union(self.hands[s.index()]);
            }
            self.layout.as_ref().expect("announced").playable().inter(pool).is_empty()
        };
        ev.push(Event::Closed { seat, correct });
        if correct {
            for o in active.iter().filter(|&o| o != seat) {
                self.pay(o, seat, 20, Reason::CorrectClose, ev);
            }
            if !two_left && !active.is_empty() {
                let drawer = self.next_active(seat);
                while self.boneyard_len() > 2 {
                    let t = self.take(drawer);
                    ev.push(Event::Drew { seat: drawer, tile: t });
                }
            }
            self.end(Ending::Closed { by: seat }, ev);
        } else {
            for o in self.others(seat) {
                self.pay(seat, o, 40, Reason::WrongClose, ev);
            }
            self.end_turn(seat, ev);
        }
    }

    /// Whether the hand is stuck: the last two are left and no seat holding tiles can play.
    pub(super) fn blocked(&self) -> bool {
        if self.boneyard_len() > 2 {
            return false;
        }
        let Some(layout) = &self.layout else { return false };
        let playable = layout.playable();
        self.active().iter().all(|s| playable.inter(self.hands[s.index()]).is_empty())
    }

    /// How a hand that is [`Hand::blocked`] ended: after the seats holding tiles
    /// passed, or at once.
    pub(super) fn blocked_ending(&self) -> Ending {
        Ending::Blocked { passed: !self.passed.is_empty() }
    }

    pub(super) fn end(&mut self, how: Ending, ev: &mut Events) {
        let n = self.n as usize;
        let mut counts = [0u32; MAX_SEATS];
        for (i, c) in counts.iter_mut().enumerate().take(n) {
            *c = self.hands[i].count_value();
        }
        for i in 0..n {
            for j in 0..n {
                if counts[i] > counts[j] {
                    self.pay(Seat(i as u8), Seat(j as u8), counts[i] - counts[j], Reason::Count, ev);
                }
            }
        }
        self.counts = Some(counts);
        self.phase = Phase::Over { how };
        ev.push(Event::Ended { how });
    }
}
