//! A network table's game: started once every seat is held, restored after a
//! restart, moved on by time (the computers, the moves the rules force) and by the
//! seats' own screens, and the next hand dealt once every player has seen the count.

use super::{Disk, Holder, Play, Table};
use crate::core::seat::Seat;
use crate::serve::writer::Saves;
use crate::tui::table::screen::{Own, SitScreen, Stage};
use crate::tui::table::seat::Kind;
use crate::tui::table::sitting::{Refused, Unopened};
use crate::tui::table::store::Store;
use std::path::Path;
use std::time::{Instant, SystemTime};

/// Why a table's game does not start (the server's log says it in these words).
#[derive(Debug, thiserror::Error)]
pub enum NotStarted {
    #[error("{0} seats are free")]
    Free(usize),
    #[error("this game is not played at the table")]
    NoTable,
    /// The game's opener refuses the table as opened.
    #[error("{0}")]
    Unopened(#[from] Unopened),
    /// The club's rules chosen cannot be played at this game.
    #[error("{0}")]
    Club(Refused),
    /// The store cannot be opened or the first save written.
    #[error("{0}")]
    Store(crate::store::Fault),
}

impl Table {
    /// Starts the game once every seat is held; the error says why it cannot.
    ///
    /// # Errors
    /// A seat is free, the game refuses the table, or its first save fails.
    pub fn start(&mut self, data: Option<(&Path, &Saves)>) -> Result<(), NotStarted> {
        if self.free() > 0 {
            return Err(NotStarted::Free(self.free()));
        }
        let kinds: Vec<Kind> = self
            .seats
            .iter()
            .map(|h| match h {
                Holder::Computer(l) => Kind::Computer(*l),
                _ => Kind::Human,
            })
            .collect();
        let opener = crate::tui::openers::opener(self.game).ok_or(NotStarted::NoTable)?;
        let mut sit = opener.start(self.game, self.names(), kinds, self.seed, &self.options)?;
        crate::tui::table::sitting::club_rules(&mut *sit, self.strict, self.hints).map_err(NotStarted::Club)?;
        let store = data.map(|(d, _)| Store::at(d.to_path_buf())).transpose().map_err(NotStarted::Store)?;
        let mut host = SitScreen::new(sit);
        host.own = Own::Host;
        host.delay = super::delay();
        // The first save names the slot; it is written here, once a table.
        if let Some(st) = &store {
            st.save_text(&host.sit.record()).map_err(NotStarted::Store)?;
        }
        host.after();
        let store = store.zip(data).map(|(st, (_, saves))| Disk::new(st, saves));
        self.play = Some(Play { host, store });
        self.moved();
        Ok(())
    }

    /// A table restored from a saved game: its seats held by the names it was
    /// played by, nobody at them yet; `hints`: the hint key works in strict mode.
    pub fn restored(id: u64, mut play: Play, hosts: &[Holder], host: String, hints: bool, rules: Vec<String>) -> Table {
        let strict = play.host.sit.club().is_some_and(|c| c.strict());
        let _ = crate::tui::table::sitting::club_rules(&mut *play.host.sit, strict, hints);
        let options = crate::core::option::Options::new();
        let sit = &play.host.sit;
        let game = crate::registry::find(sit.game()).map_or("", |g| g.id());
        let seed = sit.seed();
        let seats = hosts
            .iter()
            .map(|h| match h {
                Holder::Person { name, key, code, .. } => {
                    Holder::Person { name: name.clone(), key: key.clone(), code: code.clone(), at: None }
                }
                other => other.clone(),
            })
            .collect();
        let (ready, answers, said) = (vec![false; hosts.len()], vec![None; hosts.len()], Vec::new());
        // Nobody is at the table yet: each player's wait starts now, his seat his
        // (a computer that stood in for him before the stop stands down).
        let now = Instant::now();
        let since = hosts.iter().map(|h| matches!(h, Holder::Person { .. }).then_some(now)).collect();
        for (i, h) in hosts.iter().enumerate() {
            if matches!(h, Holder::Person { .. }) {
                play.host.sit.set_kind(Seat(i as u8), Kind::Human);
            }
        }
        play.host.after();
        let stand_in = vec![false; hosts.len()];
        Table {
            id,
            game,
            host,
            seats,
            play: Some(play),
            version: 1,
            played: 1,
            seed,
            options,
            strict,
            hints,
            rules,
            said,
            failed: None,
            ready,
            answers,
            since,
            stand_in,
            leaving: vec![false; hosts.len()],
            removed: Vec::new(),
            alone: Some(SystemTime::now()),
            moment: None,
        }
    }

    /// Time passes: a computer or a forced move acts. Whether the game changed.
    pub fn tick(&mut self, now: Instant) -> bool {
        if self.failed.is_some() {
            return false;
        }
        if self.moment.is_some_and(|(_, end)| now >= end) {
            return self.moment_over();
        }
        let Some(p) = &mut self.play else { return false };
        let before = p.host.sit.log().len();
        let hand = p.host.sit.hand_no();
        // A computer's step may write no line (Nos's "no" to declaring): that it was
        // due says it acted, so that an answer given ahead by the next seat is played.
        let due = p.host.stage == Stage::Play && p.host.next_wake().is_some_and(|d| now >= d);
        p.host.tick(now);
        let changed = due || p.host.sit.log().len() != before || p.host.sit.hand_no() != hand;
        if changed {
            self.put();
            self.moved();
            self.answer_ahead();
        }
        changed
    }

    /// When the game next acts by itself.
    pub fn next_wake(&self) -> Option<Instant> {
        let moment = self.moment.map(|(_, end)| end);
        let game = self.play.as_ref().and_then(|p| p.host.next_wake());
        moment.into_iter().chain(game).min()
    }

    /// Seat `by`'s screen acted on the table's game, lent to it ([`super::lend`]): the
    /// game saved, and the host's screen and every other seat's told.
    pub fn acted(&mut self, by: Option<Seat>) {
        self.put();
        if let Some(p) = &mut self.play {
            p.host.after();
        }
        self.moved();
        self.answer_ahead();
        self.moment = by.filter(|&s| self.after_play(s)).map(|s| (s, Instant::now() + super::delay()));
    }

    /// The game changed: every seat's screen is told, and drawn.
    pub(super) fn moved(&mut self) {
        self.version += 1;
        self.played += 1;
    }

    /// The host's game changed (a charge at the desk, a seat given to a computer, the
    /// session ended): saved, and every seat's copy taken again.
    pub fn changed(&mut self) {
        self.put();
        let Some(p) = &mut self.play else { return };
        p.host.after();
        self.moved();
    }

    /// The host ends the session for everyone: the game kept as it stands.
    pub fn end_session(&mut self) {
        if let Some(p) = &mut self.play {
            p.host.end_at(None);
        }
        self.put();
        self.moved();
    }

    /// Whether the hand is over and the table waits for its players to go on.
    pub fn between_hands(&self) -> bool {
        self.play.as_ref().is_some_and(|p| p.host.stage == Stage::Summary)
    }

    /// The players the table waits for between hands: every person seated who has
    /// not pressed Enter at the count yet.
    pub fn looking(&self) -> Vec<String> {
        let names = self.names();
        (0..self.seats.len())
            .filter(|&i| matches!(self.seats[i], Holder::Person { .. }) && !self.ready[i] && !self.stand_in[i])
            .filter(|&i| !self.leaving[i])
            .map(|i| names[i].clone())
            .collect()
    }

    /// Seat `seat` has seen the count: once every person has, the next hand is dealt.
    pub fn ready(&mut self, seat: Seat) {
        if !self.between_hands() {
            return;
        }
        if let Some(r) = self.ready.get_mut(seat.index()) {
            *r = true;
        }
        self.version += 1;
        self.deal_if_ready();
    }

    /// Once every person has seen the count, the seats leaving leave and the next
    /// hand is dealt.
    pub fn deal_if_ready(&mut self) {
        if !self.between_hands() || !self.looking().is_empty() {
            return;
        }
        self.ready.iter_mut().for_each(|r| *r = false);
        self.apply_leaves();
        // A seat's leaving deals the next hand by itself, or ends the session.
        if !self.between_hands() {
            if !self.over() {
                crate::serve::log(&format!("table {}: the next hand is dealt ({})", self.id, self.names().join(", ")));
            }
            return;
        }
        if let Some(p) = &mut self.play {
            p.host.sit.next_hand();
            p.host.status = None;
        }
        self.changed();
        crate::serve::log(&format!("table {}: hand {} is dealt", self.id, self.hand_no() + 1));
    }

    pub(super) fn hand_no(&self) -> usize {
        self.play.as_ref().map_or(0, |p| p.host.sit.hand_no())
    }
}
