//! A seat leaving between hands (rulings #42): its settlement is kept in the session's
//! records; play goes on with the others, in a record of its own that starts
//! mid-session, and the session ends when fewer than three remain. And the
//! settlement at a session's end, the leavers' remainders in its side pot.

use super::played::Game;
use super::{Leaver, Record};
use crate::core::chance::{self, dice_for as dice};
use crate::core::words::Line;
use crate::core::{Seat, Seats};
use crate::games::nos::{deal, resolve_tiebreak, settle, DealError, Session, Settlement};

/// Why a seat cannot leave now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Leaving {
    /// A seat leaves only between hands.
    BetweenHands,
    /// The next hand of those who stay cannot be dealt.
    NextHand(DealError),
}

impl Game {
    /// `seat` leaves, between hands: its settlement, the record of the session so far
    /// (with it), and whether play goes on (three or more remain). When it does, this
    /// game goes on without the seat, from a fresh record that starts mid-session.
    ///
    /// # Errors
    /// The hand is not over.
    pub fn leave(&mut self, seat: Seat) -> Result<(Leaver, Record, bool), Leaving> {
        let h = self.hand();
        let Some(counts) = h.counts().map(|c| c.to_vec()) else {
            return Err(Leaving::BetweenHands);
        };
        let chips = h.chips().to_vec();
        let played = self.hands_before + self.session.logs().len() as u32;
        let leaver = Leaver::new(self.names[seat.index()].clone(), played, chips[seat.index()]);
        self.left.push(leaver.clone());
        let part = self.record();
        let stay: Vec<usize> = (0..self.names.len()).filter(|&i| i != seat.index()).collect();
        // Fewer than three left, or chips past what a hand starts with: the session ends.
        if stay.len() < 3 || self.session.at_limit().is_some() {
            return Ok((leaver, part, false));
        }
        // On set: the loser, or when the loser left, the next-highest count (ties drawn).
        let on_set = match self.next_on_set() {
            Some(s) if s != seat => s,
            _ => {
                let top = stay.iter().map(|&i| counts[i]).max().unwrap_or(0);
                let mut tied = Seats::default();
                stay.iter().filter(|&&i| counts[i] == top).for_each(|&i| tied.insert(Seat(i as u8)));
                let draws = chance::tiebreak(&mut dice(self.seed, u64::MAX - 1 - played as u64), tied);
                resolve_tiebreak(tied, &draws).unwrap_or(Seat(stay[0] as u8))
            }
        };
        let new_on_set = Seat(stay.iter().position(|&i| i == on_set.index()).unwrap_or(0) as u8);
        let seed = self.seed ^ (played as u64 + 1).wrapping_mul(0xA24B_AED4_963E_E407);
        let deal = deal::deal(&mut dice(seed, 1), stay.len());
        let rest: Vec<i32> = stay.iter().map(|&i| chips[i]).collect();
        let session =
            Session::resume(deal, new_on_set, false, rest, self.session.options).map_err(Leaving::NextHand)?;
        self.names = stay.iter().map(|&i| self.names[i].clone()).collect();
        self.kinds = stay.iter().map(|&i| self.kinds[i]).collect();
        self.seed = seed;
        self.session = session;
        self.hands_before = played;
        self.log.clear();
        self.note_left(&leaver);
        self.note_start();
        Ok((leaver, part, true))
    }

    /// The settlement of the seats still at the table once the session is over, the
    /// leavers' remainders in the side pot: their names, chips and settlement. `gone`
    /// is a seat whose leaving ended the session: it settled as it left, and does not
    /// draw for the pot with the others.
    pub fn settled(&self, gone: Option<Seat>) -> (Vec<String>, Vec<i32>, Settlement) {
        let chips = self.hand().chips();
        let stay: Vec<usize> = (0..self.names.len()).filter(|&i| Some(i) != gone.map(Seat::index)).collect();
        let names: Vec<String> = stay.iter().map(|&i| self.names[i].clone()).collect();
        let chips: Vec<i32> = stay.iter().map(|&i| chips[i]).collect();
        let winner = match gone {
            Some(_) => chance::pot_winner(&mut dice(self.seed, u64::MAX), names.len() as u8),
            None => self.pot_winner(),
        };
        let mut s = settle(&chips, winner);
        let extra: i32 = self.left.iter().map(|l| l.pot).sum();
        s.pot += extra;
        s.balance[s.pot_winner.index()] += extra;
        (names, chips, s)
    }

    fn note_left(&mut self, l: &Leaver) {
        let text = format!("{} left the table: {}", l.player, words(l));
        self.log.push((0, Line::end(text)));
    }
}

/// A leaver's settlement in words.
pub fn words(l: &Leaver) -> String {
    let b = match l.balance {
        0 => "even".to_string(),
        b if b > 0 => format!("receives {b}"),
        b => format!("pays {}", -b),
    };
    format!("{} chips, keeps {}, {b} against 500; {} to the side pot", l.chips, l.kept, l.pot)
}
