//! A dropped player's seat: the table waits for him; after a while (`--absent-after`)
//! a computer player stands in for him, announced at the table, until he comes back
//! and takes the seat again. A host away that long hands his powers to a player who
//! is there.

use super::table::{Holder, Table};
use crate::core::level::Level;
use crate::core::seat::Seat;
use crate::tui::table::seat::Kind;
use std::time::{Duration, Instant};

/// How long the table waits for a dropped player before a computer stands in, by
/// default.
pub const AFTER: Duration = Duration::from_secs(120);

/// The level of the computer player who stands in for a player away.
const LEVEL: Level = Level::Normal;

/// A while in short words, rounded up: "40 s", "2 min".
pub fn short(d: Duration) -> String {
    let s = d.as_secs() + u64::from(d.subsec_nanos() > 0);
    if s < 60 {
        format!("{s} s")
    } else {
        format!("{} min", s.div_ceil(60))
    }
}

/// A while in words, rounded up: "40 seconds", "2 minutes".
pub fn words(d: Duration) -> String {
    let s = d.as_secs() + u64::from(d.subsec_nanos() > 0);
    let (n, unit) = if s < 60 { (s, "second") } else { (s.div_ceil(60), "minute") };
    format!("{n} {unit}{}", if n == 1 { "" } else { "s" })
}

/// Why a player is away from his seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gone {
    /// His connection dropped (or he left the server).
    Dropped,
    /// He went to the lobby, his seat kept.
    Lobby,
}

impl Table {
    /// The player at `seat` is no longer there: the table waits for him from `now`,
    /// and says so at once, with when a computer player takes his seat (`after`).
    pub fn away(&mut self, seat: Seat, now: Instant, why: Gone, after: Option<Duration>) {
        let i = seat.index();
        match self.since.get_mut(i) {
            Some(a @ None) => *a = Some(now),
            _ => return,
        }
        if self.over() {
            return;
        }
        let name = self.names()[i].clone();
        // Short, to fit the panel's line.
        let how = match why {
            Gone::Dropped => "dropped",
            Gone::Lobby => "in the lobby",
        };
        let then = match after {
            _ if self.stand_in[i] => "a computer plays his seat".to_string(),
            Some(d) => format!("a computer takes his seat in {} if he is not back", short(d)),
            None => "the table waits for him".into(),
        };
        self.say(&format!("{name} is away ({how}): {then}"));
    }

    /// The player at `seat` is back: said to the table, and a computer standing in
    /// gives the seat back.
    pub fn back(&mut self, seat: Seat) {
        let was = self.since.get_mut(seat.index()).and_then(Option::take);
        self.stays(seat);
        let name = self.names()[seat.index()].clone();
        if !std::mem::take(&mut self.stand_in[seat.index()]) {
            if was.is_some() && !self.over() {
                self.say(&format!("{name} is back"));
            }
            return;
        }
        if let Some(p) = &mut self.play {
            p.host.sit.set_kind(seat, Kind::Human);
        }
        self.changed();
        self.say(&format!("{name} is back: the seat is his again"));
    }

    /// The line the others see while the seat to act waits for its player, away: when
    /// a computer player takes it. `None` when that seat's player is there.
    pub fn away_line(&self, now: Instant, after: Option<Duration>) -> Option<String> {
        let seat = self.play.as_ref()?.host.sit.to_act()?;
        let i = seat.index();
        let since = (*self.since.get(i)?)?;
        if self.stand_in[i] || !matches!(self.seats[i], Holder::Person { .. }) {
            return None;
        }
        let name = &self.names()[i];
        Some(match after {
            Some(d) => {
                let left = (since + d).saturating_duration_since(now).max(Duration::from_secs(1));
                format!("{name} is away: a computer takes his seat within {} if he is not back.", short(left))
            }
            None => format!("{name} is away: the table waits for him."),
        })
    }

    /// Whether a computer plays the seat of a player who is away.
    pub fn standing_in(&self, seat: Seat) -> bool {
        self.stand_in.get(seat.index()).copied().unwrap_or(false)
    }

    /// When the next absent player's wait runs out.
    pub fn absent_wake(&self, after: Option<Duration>) -> Option<Instant> {
        let after = after?;
        if self.play.is_none() || self.over() {
            return None;
        }
        let waiting = self.since.iter().zip(&self.stand_in).filter(|(_, s)| !**s);
        waiting.filter_map(|(a, _)| a.map(|t| t + after)).min()
    }

    /// Time passes: a player away for `after` gets a computer in his seat. Whether
    /// anything changed.
    pub fn absences(&mut self, now: Instant, after: Option<Duration>) -> bool {
        let Some(after) = after else { return false };
        if self.play.is_none() || self.over() {
            return false;
        }
        let due: Vec<usize> = (0..self.seats.len())
            .filter(|&i| !self.stand_in[i] && !self.leaving[i] && self.since[i].is_some_and(|t| now >= t + after))
            .filter(|&i| matches!(self.seats[i], Holder::Person { .. }))
            .collect();
        for &i in &due {
            let level = LEVEL;
            self.stand_in[i] = true;
            if let Some(p) = &mut self.play {
                p.host.sit.set_kind(Seat(i as u8), Kind::Computer(level));
            }
            self.changed();
            let name = self.names()[i].clone();
            self.say(&format!("{name} is away: a computer player ({}) plays his seat until he is back", level.name()));
            if self.host == name {
                self.host_to_someone_here();
            }
        }
        !due.is_empty()
    }

    /// The host is away: his powers go to the first player at the table, announced.
    fn host_to_someone_here(&mut self) {
        let here = self.seats.iter().find_map(|h| match h {
            Holder::Person { name, at: Some(_), .. } if *name != self.host => Some(name.clone()),
            _ => None,
        });
        if let Some(n) = here {
            let before = std::mem::replace(&mut self.host, n.clone());
            self.say(&format!("{before} is away: {n} is the host now (the desk and the end of the session are his)"));
        }
    }
}
