//! A network table: its seats and who holds them, and once they are filled the game
//! itself, hosted here and saved after every action through the game store like a
//! local game. Each connection at the table draws its own copy of the game from its
//! own seat ([`crate::tui::table::screen::Own`]); the host's copy is the one that counts.

use crate::core::seat::Seat;
use crate::tui::table::screen::{SitScreen, Stage};
use crate::tui::table::seat::Kind;
use crate::tui::table::store::Store;
use std::path::Path;
use std::time::Instant;

/// Who holds a seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Holder {
    /// Nobody yet: the table waits for a player.
    Free,
    /// A computer player, from the start.
    Computer(crate::core::level::Level),
    /// A person: his name and the key he joined with (the seat is his alone), and the
    /// connection at the seat now, if he is there.
    Person { name: String, key: Option<String>, at: Option<u64> },
}

/// The game once every seat is held.
pub struct Play {
    /// The host's copy of the game: the computers and forced moves act on it.
    pub host: SitScreen,
    /// Where it is saved; `None` when the server keeps nothing (no data directory).
    pub store: Option<Store>,
}

/// One table.
pub struct Table {
    pub id: u64,
    /// The game's id, as in the registry.
    pub game: &'static str,
    /// The name of the player who opened it.
    pub host: String,
    pub seats: Vec<Holder>,
    pub play: Option<Play>,
    /// Counts every change of the game: a connection whose copy is older takes the
    /// host's again.
    pub version: u64,
    /// The seed of the game.
    pub seed: u64,
}

impl Table {
    /// A table of `players` seats for `game`, the last `computers` of them computer
    /// seats, its host in the first.
    pub fn new(id: u64, game: &'static str, players: usize, computers: usize, host: &str, seed: u64) -> Table {
        let mut seats = vec![Holder::Free; players];
        for s in seats.iter_mut().skip(players.saturating_sub(computers)) {
            *s = Holder::Computer(crate::core::level::Level::Normal);
        }
        Table { id, game, host: host.to_string(), seats, play: None, version: 0, seed }
    }

    /// The game's name, for the lobby.
    pub fn title(&self) -> String {
        crate::registry::find(self.game).map_or_else(|| self.game.to_string(), |g| g.name().to_string())
    }

    /// The seat a person of this name holds.
    pub fn seat_of(&self, name: &str) -> Option<Seat> {
        self.seats
            .iter()
            .position(|h| matches!(h, Holder::Person { name: n, .. } if n.eq_ignore_ascii_case(name)))
            .map(|i| Seat(i as u8))
    }

    /// How many seats wait for a player.
    pub fn free(&self) -> usize {
        self.seats.iter().filter(|h| **h == Holder::Free).count()
    }

    /// The names at the seats: a person's own, a computer's "Computer N".
    pub fn names(&self) -> Vec<String> {
        self.seats
            .iter()
            .enumerate()
            .map(|(i, h)| match h {
                Holder::Person { name, .. } => name.clone(),
                Holder::Computer(_) => format!("Computer {}", i + 1),
                Holder::Free => "—".into(),
            })
            .collect()
    }

    /// Starts the game once every seat is held; the error says why it cannot.
    ///
    /// # Errors
    /// A seat is free, or the game refuses the table.
    pub fn start(&mut self, data: Option<&Path>) -> Result<(), String> {
        if self.free() > 0 {
            return Err(format!("{} seats are free", self.free()));
        }
        let kinds: Vec<Kind> = self
            .seats
            .iter()
            .map(|h| match h {
                Holder::Computer(l) => Kind::Computer(*l),
                _ => Kind::Human,
            })
            .collect();
        let opener = crate::tui::app::openers::opener(self.game).ok_or("this game is not played at the table")?;
        let options = crate::games::parlour::Options::default();
        let sit = opener.start(self.game, self.names(), kinds, self.seed, &options)?;
        let store = data.map(|d| Store::at(d.to_path_buf())).transpose()?;
        let mut host = SitScreen::new(sit);
        host.delay = delay();
        if let Some(st) = &store {
            st.save_text(&host.sit.record())?;
        }
        host.after(store.as_ref());
        self.play = Some(Play { host, store });
        self.version += 1;
        Ok(())
    }

    /// A table restored from a saved game: its seats held by the names it was
    /// played by, nobody at them yet.
    pub fn restored(id: u64, play: Play, hosts: &[Holder], host: String) -> Table {
        let sit = &play.host.sit;
        let game = crate::registry::find(sit.game()).map_or("", |g| g.id());
        let seed = sit.seed();
        let seats = hosts
            .iter()
            .map(|h| match h {
                Holder::Person { name, key, .. } => Holder::Person { name: name.clone(), key: key.clone(), at: None },
                other => other.clone(),
            })
            .collect();
        Table { id, game, host, seats, play: Some(play), version: 1, seed }
    }

    /// Time passes: a computer or a forced move acts. Whether the game changed.
    pub fn tick(&mut self, now: Instant) -> bool {
        let Some(p) = &mut self.play else { return false };
        let before = p.host.sit.log().len();
        let hand = p.host.sit.hand_no();
        p.host.tick(now, p.store.as_ref());
        let changed = p.host.sit.log().len() != before || p.host.sit.hand_no() != hand;
        if changed {
            self.version += 1;
        }
        changed
    }

    /// When the game next acts by itself.
    pub fn next_wake(&self) -> Option<Instant> {
        self.play.as_ref().and_then(|p| p.host.next_wake())
    }

    /// A seat's own screen played on: its copy of the game becomes the host's, saved.
    pub fn take_from(&mut self, seat_screen: &SitScreen) {
        let Some(p) = &mut self.play else { return };
        p.host.sit = seat_screen.sit.boxed();
        if let Some(st) = &p.store {
            // A failed save is said by the host's screen, as at one terminal.
            let _ = st.save_text(&p.host.sit.record());
        }
        p.host.after(p.store.as_ref());
        self.version += 1;
    }

    /// Whether the match is over.
    pub fn over(&self) -> bool {
        self.play.as_ref().is_some_and(|p| p.host.stage == Stage::Over)
    }

    /// The slot the game is saved in, once saved.
    pub fn slot(&self) -> Option<String> {
        self.play.as_ref().and_then(|p| p.store.as_ref()?.id())
    }
}

/// The computers' pace, as at one terminal (`NOS_DELAY_MS` sets it, for tests).
pub fn delay() -> std::time::Duration {
    let ms = std::env::var("NOS_DELAY_MS").ok().and_then(|v| v.parse().ok()).unwrap_or(500);
    std::time::Duration::from_millis(ms)
}

/// A seat's screen brought up to the host's game: the game copied, the seat's own
/// cursor kept where it can be.
pub fn sync(screen: &mut SitScreen, table: &Table) {
    let Some(p) = &table.play else { return };
    screen.sit = p.host.sit.boxed();
    screen.kept.clone_from(&p.host.kept);
    let (cursor, popup, pips) = (screen.cursor, screen.popup, screen.pips);
    screen.after(None);
    if p.host.stage == Stage::Over {
        screen.stage = Stage::Over;
        screen.kept.clone_from(&p.host.kept);
    }
    screen.status.clone_from(&p.host.status);
    // A play is never taken back at a network table: the others have seen it.
    screen.undo = None;
    screen.popup = popup;
    screen.pips = pips;
    if screen.sit.to_act() != screen.shown_seat() {
        screen.cursor = cursor;
    }
}
