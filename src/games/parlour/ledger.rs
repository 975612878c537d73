//! The ledger: points or chips of each account (a seat, or a side of partners) and a
//! pool. Balances change only through a [`Move`], which names its reason, so every
//! change can be told in the log and checked in tests.

use crate::core::seat::MAX_TABLE;

/// Where points or chips come from or go to.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Account {
    /// Points scored come from nowhere.
    Bank,
    /// The pool on the table.
    Pool,
    /// A seat's or a side's account, by number.
    Of(u8),
}

/// One change of the ledger: `amount` moved from `from` to `to`, for `reason`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Move<R> {
    pub from: Account,
    pub to: Account,
    pub amount: i32,
    pub reason: R,
}

/// The balances of up to [`MAX_TABLE`] accounts and the pool.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Ledger {
    n: u8,
    bal: [i32; MAX_TABLE],
    pool: i32,
}

impl Ledger {
    /// A ledger of these balances (at most [`MAX_TABLE`]; more are dropped) and pool.
    pub fn new(balances: &[i32], pool: i32) -> Ledger {
        let mut bal = [0; MAX_TABLE];
        let n = balances.len().min(MAX_TABLE);
        bal[..n].copy_from_slice(&balances[..n]);
        Ledger { n: n as u8, bal, pool }
    }

    /// How many accounts.
    pub fn len(&self) -> usize {
        self.n as usize
    }
    pub fn is_empty(&self) -> bool {
        self.n == 0
    }
    /// Every account's balance, in order.
    pub fn balances(&self) -> &[i32] {
        &self.bal[..self.n as usize]
    }
    /// One account's balance (0 for one that does not exist).
    pub fn balance(&self, i: u8) -> i32 {
        if i < self.n {
            self.bal[i as usize]
        } else {
            0
        }
    }
    /// The pool.
    pub fn pool(&self) -> i32 {
        self.pool
    }

    /// Credits points scored to account `to`.
    pub fn score<R>(&mut self, to: u8, amount: i32, reason: R) -> Move<R> {
        self.transfer(Account::Bank, Account::Of(to), amount, reason)
    }

    /// Moves `amount` from one account to another (the bank gives and takes without
    /// limit; balances may go negative).
    pub fn transfer<R>(&mut self, from: Account, to: Account, amount: i32, reason: R) -> Move<R> {
        self.add(from, -amount);
        self.add(to, amount);
        Move { from, to, amount, reason }
    }

    fn add(&mut self, a: Account, amount: i32) {
        match a {
            Account::Bank => {}
            Account::Pool => self.pool += amount,
            Account::Of(i) if i < self.n => self.bal[i as usize] += amount,
            Account::Of(_) => {}
        }
    }

    /// Applies a move again (replaying a log).
    pub fn apply<R>(&mut self, m: &Move<R>) {
        self.add(m.from, -m.amount);
        self.add(m.to, m.amount);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_change_is_a_move_and_transfers_keep_the_total() {
        let mut l = Ledger::new(&[500, 500, 500], 0);
        let m = l.transfer(Account::Of(1), Account::Pool, 1, "ante");
        assert_eq!((m.amount, l.balance(1), l.pool()), (1, 499, 1));
        l.transfer(Account::Pool, Account::Of(2), 1, "pool");
        assert_eq!(l.balances().iter().sum::<i32>() + l.pool(), 1500);
        l.score(0, 15, "out");
        assert_eq!(l.balances(), &[515, 499, 501]);
    }
}
