//! A game at the table: the players, who plays each seat, the seed every chance
//! outcome comes from, the engine's session and the log told in words.

use super::words;
use crate::core::{chance, Seat, Tile};
use crate::games::nos::deal;
use crate::games::nos::{Action, Events, Hand, Options, Refusal, Session};
use crate::record::{Record, Saved};
use crate::tui::kit::dice::dice;
use crate::tui::kit::words::{Line, LineKind, Names};
use crate::tui::table::seat::Kind;
use crate::tui::table::sitting::{Refused, Why};

/// The game being played.
#[derive(Clone, Debug)]
pub struct Game {
    pub names: Vec<String>,
    pub kinds: Vec<Kind>,
    pub seed: u64,
    pub session: Session,
    /// Every log line, with the hand (from 0) it belongs to.
    pub log: Vec<(usize, Line)>,
    /// Players who left the session between hands, with their settlement.
    pub left: Vec<crate::record::Leaver>,
    /// Hands the session played before this record's first (when players left).
    pub hands_before: u32,
    /// The session and log before a tile played out of turn was charged at the desk
    /// (P16), while it can still be taken back.
    pub before_p16: Option<Box<(Session, usize)>>,
}

impl Game {
    /// A new session: the first deal comes from `seed` itself.
    pub fn new(names: Vec<String>, kinds: Vec<Kind>, seed: u64) -> Game {
        Self::with_options(names, kinds, seed, Options::default())
    }

    /// A new session under these rule options (strict club mode, say).
    pub fn with_options(names: Vec<String>, kinds: Vec<Kind>, seed: u64, options: Options) -> Game {
        let n = names.len();
        let deal = deal::first_deal(&mut dice(seed, 0), n);
        let session = Session::new(deal, vec![500; n], options).expect("a first deal holds a double");
        let mut g =
            Game { names, kinds, seed, session, log: Vec::new(), left: Vec::new(), hands_before: 0, before_p16: None };
        g.note_start();
        g
    }

    /// The tile `seat` has just drawn, when its last action was a draw: only its own
    /// screen tells it (the log says "draws a tile" to everyone).
    pub fn just_drawn(&self, seat: Seat) -> Option<Tile> {
        let log = self.session.logs().last()?;
        match log.actions.last() {
            Some(&(s, Action::Draw)) if s == seat => {
                // Counted from the boneyard left: in strict mode a draw may draw nothing
                // (P8) and a pass may draw (P9).
                let drawn = log.deal.boneyard.len().checked_sub(self.hand().boneyard_len())?;
                log.deal.boneyard.get(drawn.checked_sub(1)?).copied()
            }
            _ => None,
        }
    }

    /// A game from a replayed record (resuming): the log is told again from the start.
    pub fn from_session(names: Vec<String>, kinds: Vec<Kind>, seed: u64, session: Session) -> Game {
        let mut g = Game {
            names,
            kinds,
            seed,
            session: session.clone(),
            log: Vec::new(),
            left: Vec::new(),
            hands_before: 0,
            before_p16: None,
        };
        let names = g.names.clone();
        let mut log = Vec::new();
        walk(
            &session,
            |hand_no, ev| {
                for l in ev {
                    log.push((hand_no, l));
                }
            },
            &names,
        );
        g.log = log;
        g
    }

    pub(in crate::tui) fn note_start(&mut self) {
        let h = self.hand_no();
        let who = self.names[self.session.hand().on_set().index()].clone();
        self.log.push((h, Line { text: format!("Hand {}: {who} is on set", h + 1), kind: LineKind::End }));
    }

    pub fn n(&self) -> u8 {
        self.session.seats()
    }
    pub fn hand(&self) -> &Hand {
        self.session.hand()
    }
    /// The hand's number from 0.
    pub fn hand_no(&self) -> usize {
        self.session.logs().len() - 1
    }
    pub fn kind(&self, s: Seat) -> Kind {
        self.kinds[s.index()]
    }
    pub fn humans(&self) -> usize {
        self.kinds.iter().filter(|k| **k == Kind::Human).count()
    }

    /// The game announced in this hand.
    pub fn announced(&self) -> Option<crate::games::nos::Game> {
        self.session.logs().last()?.actions.iter().find_map(|(_, a)| match a {
            Action::Announce(g) => Some(*g),
            _ => None,
        })
    }

    /// Applies an action of the seat to act, logging its events.
    ///
    /// # Errors
    /// The engine refuses it; nothing changes.
    pub fn apply(&mut self, action: Action) -> Result<Events, Refusal> {
        let seat = self.hand().to_act().ok_or(Refusal::HandOver)?;
        let ev = self.session.apply(seat, action)?;
        let h = self.hand_no();
        for l in words::events(&Names(&self.names), &ev) {
            self.log.push((h, l));
        }
        Ok(ev)
    }

    /// The engine's refusal, with its words at this table.
    pub fn refused(&self, r: Refusal) -> Refused {
        let words = words::refusal(&Names(&self.names), &r);
        Refused::Rules(Why::new(r, words))
    }

    /// Charges a penalty at the desk and logs it.
    ///
    /// # Errors
    /// The engine refuses it.
    pub fn charge(&mut self, seat: Seat, o: crate::games::nos::Offence) -> Result<(), Refused> {
        let ev = self.session.charge(seat, o).map_err(|r| self.refused(r))?;
        let h = self.hand_no();
        for l in words::events(&Names(&self.names), &ev) {
            self.log.push((h, l));
        }
        Ok(())
    }

    /// Takes back the last desk charge, while no action has followed it: a tile
    /// played out of turn too (P16).
    ///
    /// # Errors
    /// There is none to take back.
    pub fn undo_charge(&mut self) -> Result<(), Refused> {
        if let Some(p16) = self.p16_undoable() {
            let (seat, tile) = p16;
            let (session, log) = *self.before_p16.take().expect("checked");
            self.session = session;
            self.log.truncate(log);
            let h = self.hand_no();
            let who = &self.names[seat.index()];
            let text =
                format!("{who}'s penalty (P16) is taken back: the chips go back, {tile} goes back into the hand");
            self.log.push((h, Line { text, kind: LineKind::Pay }));
            return Ok(());
        }
        let (seat, o) = self.session.undo_charge().map_err(|r| self.refused(r))?;
        let h = self.hand_no();
        let text = format!("{}'s penalty ({}) is taken back: the chips go back", self.names[seat.index()], o.code());
        self.log.push((h, Line { text, kind: LineKind::Pay }));
        Ok(())
    }

    /// What a computer seat does now.
    pub fn computer_action(&self) -> Option<Action> {
        let seat = self.hand().to_act()?;
        let Kind::Computer(level) = self.kind(seat) else { return None };
        let done =
            self.session.logs().last().map_or(0, |l| l.actions.iter().filter(|a| a.1 != Action::Decline).count());
        let key = 1_000_003 * (self.hand_no() as u64 + 1) + done as u64;
        let mut rng = dice(self.seed, key.wrapping_mul(2) + 1);
        let history = self.session.logs().last().map_or(&[][..], |l| &l.actions[..]);
        crate::games::nos::ai::decide(&self.hand().view(seat), history, level, &mut rng)
    }

    /// The tie-break draws for the next seat on set, once the hand is over.
    pub fn tiebreak(&self) -> Vec<(Seat, Tile)> {
        match self.session.losers() {
            Some(tied) if tied.len() > 1 => chance::tiebreak(&mut dice(self.seed, 2 * self.hand_no() as u64 + 2), tied),
            _ => Vec::new(),
        }
    }

    /// The seat on set next hand.
    pub fn next_on_set(&self) -> Option<Seat> {
        let tied = self.session.losers()?;
        crate::games::nos::resolve_tiebreak(tied, &self.tiebreak()).ok()
    }

    /// Deals the next hand, once this one is over.
    pub fn next_hand(&mut self) {
        let k = self.hand_no() as u64 + 1;
        let deal = deal::deal(&mut dice(self.seed, 2 * k + 1), self.n() as usize);
        let tb = self.tiebreak();
        self.session.next_hand(deal, tb).expect("the hand is over and the tie-break decides");
        self.note_start();
    }

    /// Who wins the side pot at the settlement.
    pub fn pot_winner(&self) -> Seat {
        chance::pot_winner(&mut dice(self.seed, u64::MAX), self.n())
    }

    /// The record of the game so far, with the seed, who plays each seat, and the
    /// declines after the last action: all that resuming needs, in one file.
    pub fn record(&self) -> Record {
        self.record_from(0)
    }

    /// The record with only the hands from `from` on (the journal of a save holds no
    /// more); `record_from(0)` is the whole record.
    pub fn record_from(&self, from: usize) -> Record {
        let mut r = Record::from_session_hands(&self.names, &self.session, from);
        let log = &self.session.logs()[self.hand_no()];
        let declines = log.actions.iter().rev().take_while(|a| a.1 == Action::Decline).count();
        r.saved = Saved {
            left: self.left.clone(),
            seed: Some(self.seed),
            seats: Some(self.kinds.iter().map(|k| k.code()).collect()),
            declines: declines as u32,
        };
        r
    }
}

/// Plays a session's logged actions again from its start, calling `f` with the hand's
/// number and the log lines of every action, hand starts included.
pub fn walk(session: &Session, mut f: impl FnMut(usize, Vec<Line>), names: &[String]) {
    steps(session, |i, s, ev| {
        let lines = match ev {
            Some(ev) => words::events(&Names(names), ev),
            None => {
                let who = names[s.hand().on_set().index()].clone();
                vec![Line { text: format!("Hand {}: {who} is on set", i + 1), kind: LineKind::End }]
            }
        };
        f(i, lines)
    });
}

/// Plays a session's logged actions again, calling `f` after each (with its events) and
/// at the start of every hand (with none).
pub fn steps(session: &Session, mut f: impl FnMut(usize, &Session, Option<&Events>)) {
    let logs = session.logs();
    let first = &logs[0];
    let Ok(mut s) = Session::resume(
        first.deal.clone(),
        first.on_set,
        session.starts_session(),
        session.start_chips().to_vec(),
        session.options,
    ) else {
        return;
    };
    for (i, log) in logs.iter().enumerate() {
        if i > 0 && s.next_hand(log.deal.clone(), logs[i - 1].tiebreak.clone()).is_err() {
            return;
        }
        f(i, &s, None);
        let mut desk = log.penalties.iter().peekable();
        for (k, &(seat, a)) in log.actions.iter().enumerate() {
            while let Some(&(_, who, o)) = desk.next_if(|p| p.0 == k) {
                if let Ok(ev) = s.charge(who, o) {
                    f(i, &s, Some(&ev));
                }
            }
            match s.apply(seat, a) {
                Ok(ev) => f(i, &s, Some(&ev)),
                Err(_) => return,
            }
        }
        for &(_, who, o) in desk {
            if let Ok(ev) = s.charge(who, o) {
                f(i, &s, Some(&ev));
            }
        }
    }
}
