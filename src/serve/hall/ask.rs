//! What a player asks of the hall from the lobby: a table opened, a seat taken (or
//! his own taken back, with its key or code), a table watched, or leaving.

use super::{log, start, Boxed, Hall, Place};
use crate::core::seat::Seat;
use crate::serve::binding::{self, Back};
use crate::serve::lobby::Ask;
use crate::serve::screen::Out;
use crate::serve::table::{Holder, Table};

impl Hall {
    /// What the lobby asked for.
    pub(super) fn ask(&mut self, id: u64, ask: Ask) {
        let data = self.data.clone();
        let typed = match &ask {
            Ask::Code(_, t) => Some(t.clone()),
            _ => None,
        };
        let Some(c) = self.conns.get_mut(&id) else { return };
        match ask {
            Ask::Nothing => {}
            Ask::Quit => {
                let _ = c.out.send(Out::Close("nos: goodbye\r\n".into()));
                self.gone(id, "left");
            }
            Ask::Open(form) => {
                if self.tables.len() >= self.limits.tables {
                    c.lobby.status = Some(full(self.limits.tables, self.limits.close));
                    return;
                }
                let tid = self.kept.next;
                self.kept.next += 1;
                // From the seed given, the first not dealt yet: a restarted server goes
                // on with its sequence, and never deals a table like another.
                let seed = self.seed.map_or_else(crate::tui::clock_seed, |s| self.kept.dealt.take(s));
                let mut t = Table::new(tid, &form, &c.name, seed);
                t.seats[0] = binding::person(&c.name, c.key.as_ref(), id);
                c.popup = c.key.is_none().then_some(Boxed::Code);
                let computers = t.seats.iter().filter(|h| matches!(h, Holder::Computer(_))).count();
                let rules = if t.rules.is_empty() { String::new() } else { format!(", {}", t.rules.join(", ")) };
                log(&format!(
                    "table {tid} opened by {}: {}, {} seats, {}{rules}",
                    c.name,
                    t.title(),
                    t.seats.len(),
                    crate::serve::lobby::count(computers, "computer"),
                ));
                c.place = Place::Table { table: tid, seat: Some(Seat(0)), screen: None, seen: (0, 0) };
                if t.free() == 0 {
                    start(&mut t, data.as_deref(), &self.writer);
                }
                self.tables.insert(tid, t);
            }
            Ask::Sit(tid) | Ask::Code(tid, _) => {
                let Some(t) = self.tables.get_mut(&tid) else { return };
                if let Some(s) = t.seat_of(&c.name) {
                    let typed = typed.as_deref();
                    match binding::come_back(&t.seats[s.index()], c.key.as_ref(), typed) {
                        Back::Yes => {}
                        Back::Code => {
                            c.lobby.code = Some((tid, String::new()));
                            c.lobby.status = Some(format!("Your seat at table {tid} has a seat code: type it"));
                            return;
                        }
                        Back::No(why) => {
                            c.lobby.status = Some(why);
                            if typed.is_some() {
                                c.tries += 1;
                                log(&format!("table {tid}: a wrong seat code for {}'s seat", c.name));
                                if c.tries >= binding::TRIES {
                                    let _ = c.out.send(Out::Close("nos: too many wrong seat codes\r\n".into()));
                                    return self.gone(id, "gave too many wrong seat codes");
                                }
                            }
                            return;
                        }
                    }
                    c.lobby.code = None;
                    if let Holder::Person { at, .. } = &mut t.seats[s.index()] {
                        *at = Some(id);
                    }
                    t.back(s);
                    log(&format!("table {tid}: {} is back at seat {}", c.name, s.0 + 1));
                    c.place = Place::Table { table: tid, seat: Some(s), screen: None, seen: (0, 0) };
                    return;
                }
                let Some(free) = t.seats.iter().position(|h| *h == Holder::Free) else {
                    return self.ask(id, Ask::Watch(tid));
                };
                t.seats[free] = binding::person(&c.name, c.key.as_ref(), id);
                c.popup = c.key.is_none().then_some(Boxed::Code);
                let how = if c.key.is_some() { "bound to his key" } else { "with a seat code" };
                log(&format!("table {tid}: {} sits at seat {} ({how})", c.name, free + 1));
                c.place = Place::Table { table: tid, seat: Some(Seat(free as u8)), screen: None, seen: (0, 0) };
                if t.free() == 0 {
                    start(t, data.as_deref(), &self.writer);
                }
            }
            Ask::Watch(tid) => {
                let watching = self
                    .conns
                    .values()
                    .filter(|o| matches!(o.place, Place::Table { table, seat: None, .. } if table == tid))
                    .count();
                let Some(c) = self.conns.get_mut(&id) else { return };
                if watching >= self.limits.watchers {
                    c.lobby.status = Some(format!("Table {tid} has {watching} watchers, the most it takes"));
                    return;
                }
                log(&format!("table {tid}: {} watches", c.name));
                c.place = Place::Table { table: tid, seat: None, screen: None, seen: (0, 0) };
            }
        }
    }
}

/// What a player is told who opens a table when the server holds all it may.
fn full(most: usize, close: Option<std::time::Duration>) -> String {
    let then = close.map_or(String::new(), |d| {
        format!(" (a table nobody sits at is closed after {})", crate::serve::absent::words(d))
    });
    format!("The server holds {most} tables at most: join one{then}")
}
