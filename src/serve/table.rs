//! A network table: its seats and who holds them, and once they are filled the game
//! itself, hosted here. Beside this file: the game started, moved on by time and by
//! the seats, and dealt between hands (`game`); the questions every seat is asked
//! ahead of its turn (`ahead`); its saves, through the game store like a local game's
//! (`save`); and the game lent to each connection's screen for its keys and its
//! frames, applied once and never copied to every seat (`sync`).

use crate::core::seat::Seat;
use crate::tui::app::setup::Setup;
use crate::tui::table::screen::{SitScreen, Stage};
use crate::tui::table::seat::Kind;
use crate::tui::table::sitting::Choice;
use std::time::{Instant, SystemTime};

mod ahead;
mod game;
mod save;
mod sync;

pub use game::NotStarted;
pub use save::Disk;
pub use sync::{copy_in, give_back, lend, refresh};

/// Who holds a seat.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Holder {
    /// Nobody yet: the table waits for a player.
    Free,
    /// A computer player, from the start.
    Computer(crate::core::level::Level),
    /// A person: his name, the key he joined with or, without one, the seat's code
    /// ([`super::binding`]: the seat is his alone), and the connection at the seat
    /// now, if he is there.
    Person { name: String, key: Option<String>, code: Option<String>, at: Option<u64> },
}

/// The game once every seat is held.
pub struct Play {
    /// The table's one game, on the host's screen (nobody's own): the computers and
    /// forced moves act on it, and each seat's screen is lent it ([`lend`]).
    pub host: SitScreen,
    /// Where it is saved; `None` when the server keeps nothing (no data directory).
    pub store: Option<Disk>,
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
    /// Counts every change at the table (its game, its lines, who is ready): a
    /// connection whose screen is older draws it again.
    pub version: u64,
    /// Counts the changes of the game itself: a seat's screen that saw an older one
    /// follows the game anew (a line said or a seat ready changes no game).
    pub played: u64,
    /// The seed of the game.
    pub seed: u64,
    /// The game's rule options chosen when the table was opened.
    pub options: crate::core::option::Options,
    /// The club's rules (Nos): strict club mode, and hints in strict mode.
    pub strict: bool,
    pub hints: bool,
    /// Those rules in words, for the lobby: strict club mode, each option changed.
    pub rules: Vec<String>,
    /// The table's own lines, for everyone at it: who became host, who left, who is
    /// away; the chat. The last [`SAID`] are kept.
    pub said: Vec<String>,
    /// The seats whose player has seen the hand's count and is ready for the next.
    pub ready: Vec<bool>,
    /// Each seat's answer to a question asked of every seat at once, until its turn.
    pub answers: Vec<Option<Choice>>,
    /// Why the last save failed, while no save is written since: the table stops
    /// (nothing goes past what is saved) until the writer's retry gets through.
    pub failed: Option<crate::store::Fault>,
    /// Since when each seat's player is away from the table ([`super::absent`]).
    pub since: Vec<Option<Instant>>,
    /// Whether a computer plays the seat while its player is away.
    pub stand_in: Vec<bool>,
    /// The seats whose player leaves for good as the next hand is dealt
    /// ([`super::leaving`]).
    pub leaving: Vec<bool>,
    /// The seats gone from the table since the hall last looked (their index then):
    /// the connections at the seats after them move up one.
    pub removed: Vec<usize>,
    /// Since when no person has sat at the table (every person's seat away), while
    /// nobody has: past `--close-after` the table is closed ([`super::hall`]). The
    /// wall clock's time, so that it is kept across a restart.
    pub alone: Option<SystemTime>,
    /// The moment after a seat's own play in which it may still add to it ("I close"),
    /// and when it ends ([`Table::moment`]).
    pub moment: Option<(Seat, Instant)>,
}

/// How many of the table's own lines are kept.
pub const SAID: usize = 50;

impl Table {
    /// A table as the new-game form `form` says (its game, who plays each seat, its
    /// options), opened by `host`, who is not seated yet: each person's seat is free.
    pub fn new(id: u64, form: &Setup, host: &str, seed: u64) -> Table {
        let (_, kinds) = form.seats();
        let seats = kinds
            .iter()
            .map(|k| match k {
                Kind::Computer(l) => Holder::Computer(*l),
                Kind::Human => Holder::Free,
            })
            .collect();
        Table {
            id,
            game: form.chosen().id(),
            host: host.to_string(),
            seats,
            play: None,
            version: 0,
            played: 0,
            seed,
            options: form.options.clone(),
            strict: form.strict,
            hints: form.hints_in_strict(),
            rules: rules(form),
            said: Vec::new(),
            failed: None,
            ready: vec![false; kinds.len()],
            answers: vec![None; kinds.len()],
            since: vec![None; kinds.len()],
            stand_in: vec![false; kinds.len()],
            leaving: vec![false; kinds.len()],
            removed: Vec::new(),
            alone: None,
            moment: None,
        }
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
        // Once played, the game's own names (a computer keeps its name when a seat
        // before it is gone).
        if let Some(p) = self.play.as_ref().filter(|p| p.host.sit.names().len() == self.seats.len()) {
            return p.host.sit.names().to_vec();
        }
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

    /// A line of the table's own, for everyone at it and for the server's log.
    pub fn say(&mut self, line: &str) {
        let line = crate::text::safe(line).into_owned();
        super::log(&format!("table {}: {line}", self.id));
        self.said.push(line);
        if self.said.len() > SAID {
            self.said.remove(0);
        }
        self.version += 1;
    }

    /// The seat the host holds, if he holds one.
    pub fn host_seat(&self) -> Option<Seat> {
        self.seat_of(&self.host)
    }

    /// A host who gave up his seat hands his powers to the next person seated after
    /// him (in seat order, round the table), announced; a table with nobody keeps
    /// its host's name.
    pub fn pass_host(&mut self) {
        if self.host_seat().is_some() {
            return;
        }
        let next = self.seats.iter().find_map(|h| match h {
            Holder::Person { name, .. } => Some(name.clone()),
            _ => None,
        });
        if let Some(n) = next {
            let before = std::mem::replace(&mut self.host, n.clone());
            self.say(&format!("{before} left: {n} is the host now (the desk and the end of the session are his)"));
        }
    }

    /// Whether the match is over.
    pub fn over(&self) -> bool {
        self.play.as_ref().is_some_and(|p| p.host.stage == Stage::Over)
    }
}

/// The rules a form sets beyond the game's own, in words: strict club mode, and each
/// option changed from its default.
fn rules(form: &Setup) -> Vec<String> {
    let mut out = Vec::new();
    if form.strict {
        out.push(if form.hints_in_strict() { "strict, hints on" } else { "strict" }.to_string());
    }
    out.extend(form.changed());
    out
}

/// The computers' pace, as at one terminal (`NOS_DELAY_MS` sets it, for tests).
pub fn delay() -> std::time::Duration {
    let ms = std::env::var("NOS_DELAY_MS").ok().and_then(|v| v.parse().ok()).unwrap_or(500);
    std::time::Duration::from_millis(ms)
}

#[cfg(test)]
mod tests;
