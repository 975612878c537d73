//! A Nos session as played at a table: the players, who plays each seat, the seed
//! every chance outcome comes from, the engine's session and the log told in words,
//! the seats that left; its record, and the same read back from a record (resumed,
//! or walked step by step for a replay).

use super::{Kind, Leaver, Record, Saved};
use crate::core::chance::{self, dice_for as dice};
use crate::core::words::{Line, Names};
use crate::core::{Seat, Tile};
use crate::games::nos::{deal, words};
use crate::games::nos::{Action, Events, Hand, Options, Refusal, Session};

/// A Nos session being played.
#[derive(Clone, Debug)]
pub struct Game {
    pub names: Vec<String>,
    pub kinds: Vec<Kind>,
    pub seed: u64,
    pub session: Session,
    /// Every log line, with the hand (from 0) it belongs to.
    pub log: Vec<(usize, Line)>,
    /// Players who left the session between hands, with their settlement.
    pub left: Vec<Leaver>,
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
        let mut g = Game::frame(names, kinds, seed, session.clone());
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

    /// Practice hand `dealt` (from 1) for `players`, the first a person on set, the
    /// others the computer at `opponents`: a later hand of a session, 500 chips each,
    /// dealt from `seed`.
    pub fn practice(players: u8, opponents: crate::core::Level, seed: u64, dealt: u32) -> Game {
        const NAMES: [&str; 5] = ["Ann", "Bas", "Cor", "Dirk", "Eva"];
        let n = players as usize;
        let deal = deal::deal(&mut chance::dice(seed), n);
        let session =
            Session::resume(deal, Seat(0), false, vec![500; n], Options::default()).expect("a later hand's deal");
        let mut kinds = vec![Kind::Computer(opponents); n];
        kinds[0] = Kind::Human;
        let names = NAMES[..n].iter().map(|s| s.to_string()).collect();
        let mut g = Game::from_session(names, kinds, seed, session);
        if let Some((_, l)) = g.log.first_mut() {
            l.text = format!("Practice hand {dealt}: {} is on set", NAMES[0]);
        }
        g
    }

    /// A game at a step of a session, with no log of its own (a replay's frame).
    pub fn frame(names: Vec<String>, kinds: Vec<Kind>, seed: u64, session: Session) -> Game {
        Game { names, kinds, seed, session, log: Vec::new(), left: Vec::new(), hands_before: 0, before_p16: None }
    }

    pub(super) fn note_start(&mut self) {
        let h = self.hand_no();
        self.log.push((h, words::on_set(h, &Names(&self.names), self.session.hand().on_set())));
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

    /// What `seat` chose in the hand on the table: its set (as written) and its game.
    pub fn chosen(&self, seat: Seat) -> (Option<(u8, u8)>, Option<crate::games::nos::Game>) {
        let mut out = (None, None);
        for &(_, a) in self.session.logs()[self.hand_no()].actions.iter().filter(|(s, _)| *s == seat) {
            match a {
                Action::Set { first, second } => out.0 = Some((first, second)),
                Action::Announce(game) => out.1 = Some(game),
                _ => {}
            }
        }
        out
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

    /// The engine's refusal as a sentence to the seat that tried, its seats named.
    pub fn say(&self, r: &Refusal) -> String {
        words::refusal(&Names(&self.names), r)
    }

    /// Charges a penalty at the desk and logs it.
    ///
    /// # Errors
    /// The engine refuses it.
    pub fn charge(&mut self, seat: Seat, o: crate::games::nos::Offence) -> Result<(), Refusal> {
        let ev = self.session.charge(seat, o)?;
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
    pub fn undo_charge(&mut self) -> Result<(), Refusal> {
        if let Some(p16) = self.p16_undoable() {
            let (seat, tile) = p16;
            let (session, log) = *self.before_p16.take().expect("checked");
            self.session = session;
            self.log.truncate(log);
            let h = self.hand_no();
            let who = &self.names[seat.index()];
            let text =
                format!("{who}'s penalty (P16) is taken back: the chips go back, {tile} goes back into the hand");
            self.log.push((h, Line::pay(text)));
            return Ok(());
        }
        let (seat, o) = self.session.undo_charge()?;
        let h = self.hand_no();
        let text = format!("{}'s penalty ({}) is taken back: the chips go back", self.names[seat.index()], o.code());
        self.log.push((h, Line::pay(text)));
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

/// The names of a record, made safe to draw, and who plays each seat (every seat
/// human when the record does not say).
pub fn seats(rec: &Record) -> (Vec<String>, Vec<Kind>) {
    let names = rec.players.iter().map(|p| crate::text::safe(p).into_owned()).collect();
    let kinds = match &rec.saved.seats {
        Some(s) => s.iter().map(|c| Kind::parse(c).unwrap_or(Kind::Human)).collect(),
        None => vec![Kind::Human; rec.players.len()],
    };
    (names, kinds)
}

/// A Nos record read and replayed; `None` when the bytes are a parlour record.
///
/// # Errors
/// The record does not read (its line and field), or the rules refuse an action in it.
pub fn read(bytes: &[u8]) -> Option<Result<(Record, super::Replay), super::Unplayable>> {
    if super::check::is_parlour(bytes) {
        return None;
    }
    Some(Record::parse(bytes).map_err(super::Unplayable::Format).and_then(|rec| {
        let r = super::replay(&rec).map_err(|(_, f)| super::Unplayable::Replay(f))?;
        Ok((rec, r))
    }))
}

/// Plays a session's logged actions again from its start, calling `f` with the hand's
/// number and the log lines of every action, hand starts included.
pub fn walk(session: &Session, mut f: impl FnMut(usize, Vec<Line>), names: &[String]) {
    steps(session, |i, s, ev| {
        let lines = match ev {
            Some(ev) => words::events(&Names(names), ev),
            None => vec![words::on_set(i, &Names(names), s.hand().on_set())],
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
