//! The end of a hand: who won it and what the winner scores (rulings G.10-G.12 and each
//! preset's scoring).

use super::action::{Ending, Events, Reason, Winner};
use super::hand::Hand;
use super::preset::Award;
use crate::core::seat::{Seat, Seats, MAX_TABLE};
use crate::games::parlour::ledger::Account;

/// Rounds to the nearest multiple of `r`: a remainder below half down, else up.
pub fn round_to(x: u32, r: u8) -> u32 {
    let r = r.max(1) as u32;
    (x + r / 2) / r * r
}

impl Hand {
    /// A seat went out: its account wins the hand.
    pub(super) fn end_out(&mut self, seat: Seat, ev: &mut Events) {
        let acct = self.rules.account(seat);
        let counts = self.counts();
        self.award(&counts, acct, Seats::default(), Reason::Out, ev);
        self.end(Ending::Out(seat), ev);
    }

    /// Nobody can play: the lowest count wins (a side: the lower total); a tie for the
    /// lowest scores nothing, except that tied seats share a pool (Tiddly-Wink #9).
    pub(super) fn end_blocked(&mut self, ev: &mut Events) {
        let counts = self.counts();
        let winner = self.winner_of(&counts);
        match winner {
            Winner::One(acct) => self.award(&counts, acct, Seats::default(), Reason::Block, ev),
            Winner::Shared(seats) => self.award(&counts, 0, seats, Reason::Block, ev),
            Winner::Nobody => {}
        }
        self.end(Ending::Blocked(winner), ev);
    }

    /// Who wins a blocked hand now.
    pub fn block_winner(&self) -> Winner {
        self.winner_of(&self.counts())
    }

    fn winner_of(&self, counts: &[u32; MAX_TABLE]) -> Winner {
        let mut totals = [0u32; MAX_TABLE];
        for s in 0..self.rules.n {
            totals[self.rules.account(Seat(s)) as usize] += counts[s as usize];
        }
        let k = self.rules.accounts() as usize;
        let low = *totals[..k].iter().min().unwrap_or(&0);
        let mut at_low = Seats::default();
        for (a, &t) in totals[..k].iter().enumerate() {
            if t == low {
                at_low.insert(Seat(a as u8));
            }
        }
        match at_low.len() {
            // A blocked hand scores nothing where the hand's score is the chip point.
            _ if self.rules.preset.award == Award::Chip => Winner::Nobody,
            1 => Winner::One(at_low.iter().next().map_or(0, |s| s.0)),
            _ if self.rules.preset.award == Award::Pool && !self.rules.sides => Winner::Shared(at_low),
            _ => Winner::Nobody,
        }
    }

    /// Credits the hand to account `acct` (or to the seats `shared` of a pool).
    fn award(&mut self, counts: &[u32; MAX_TABLE], acct: u8, shared: Seats, reason: Reason, ev: &mut Events) {
        let rules = self.rules;
        match rules.preset.award {
            Award::Point => Hand::push_entry(ev, self.ledger.score(acct, 1, reason)),
            Award::Chip => {
                if rules.chip_point > 0 {
                    self.credit(acct, rules.chip_point, reason, ev);
                }
            }
            Award::Pool => {
                let winners = if shared.is_empty() {
                    let mut one = Seats::default();
                    one.insert(Seat(acct));
                    one
                } else {
                    shared
                };
                let share = self.ledger.pool() / winners.len() as i32;
                for s in winners.iter() {
                    let m = self.ledger.transfer(Account::Pool, Account::Of(s.0), share, Reason::Pool);
                    Hand::push_entry(ev, m);
                }
            }
            Award::Pips => {
                let r = rules.preset.round_to;
                let each = |c: u32| if rules.round_each { round_to(c, r) } else { c };
                let (mut others, mut own) = (0, 0);
                for s in 0..rules.n {
                    if rules.in_account(Seat(s), acct) {
                        own += each(counts[s as usize]);
                    } else {
                        others += each(counts[s as usize]);
                    }
                }
                let mut amount = others;
                if reason == Reason::Block && rules.subtract_own {
                    amount = amount.saturating_sub(own);
                }
                if !rules.round_each {
                    amount = round_to(amount, r);
                }
                if rules.per_five {
                    amount /= 5;
                }
                if amount > 0 {
                    self.credit(acct, amount as i32, reason, ev);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::round_to;

    #[test]
    fn sniff_11_rounding_to_the_nearest_five() {
        assert_eq!(round_to(7, 5), 5);
        assert_eq!(round_to(8, 5), 10);
        assert_eq!(round_to(12, 5), 10);
        assert_eq!(round_to(13, 5), 15);
        assert_eq!(round_to(10, 5), 10);
        assert_eq!(round_to(13, 1), 13);
    }
}
