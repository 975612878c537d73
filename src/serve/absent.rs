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

impl Table {
    /// The player at `seat` is no longer there (his connection dropped, or he went
    /// to the lobby): the table waits for him from `now`.
    pub fn away(&mut self, seat: Seat, now: Instant) {
        if let Some(a) = self.since.get_mut(seat.index()) {
            a.get_or_insert(now);
        }
    }

    /// The player at `seat` is back: a computer standing in gives the seat back.
    pub fn back(&mut self, seat: Seat) {
        if let Some(a) = self.since.get_mut(seat.index()) {
            *a = None;
        }
        self.stays(seat);
        if !std::mem::take(&mut self.stand_in[seat.index()]) {
            return;
        }
        if let Some(p) = &mut self.play {
            p.host.sit.set_kind(seat, Kind::Human);
        }
        self.changed();
        let name = self.names()[seat.index()].clone();
        self.say(&format!("{name} is back: the seat is his again"));
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
            let level = Level::Normal;
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
