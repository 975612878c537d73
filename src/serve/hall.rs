//! The hall: every connection, the lobby and the tables, owned by one thread. The
//! connections' tasks send it what their players do ([`Event`]); it changes the one
//! thing, and draws each connection's own screen, which goes back as bytes. One
//! thread for everything keeps the games simple (no game is shared between threads)
//! and a slow or hostile client can only fill its own queue.

use super::absent::Gone;
use super::chat::Chat;
use super::keys::Keys;
use super::lobby::{self, Lobby};
use super::screen::{self, Out, Outbox, Term};
use super::seat::{self, Boxed, Then};
use super::table::{self, Holder, Table};
use super::writer::Writer;
use super::{log, Limits};
use crate::core::seat::Seat;
use crate::tui::kit::hits::Hits;
use crate::tui::kit::input::Msg;
use crate::tui::table::screen::{SitScreen, Stage};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};

mod ask;
mod close;
mod frame;
mod keep;
use frame::{pan, Pool};

/// The most events taken in a row before the screens they changed are drawn: a
/// screen changed by several of them (a play, and the moment after it; keys of
/// several seats of one table) is drawn once, and none waits long for its frame.
const BATCH: usize = 32;

/// What a connection's task tells the hall.
pub enum Event {
    /// A player is connected with a terminal of this size: `key` is the fingerprint
    /// of the public key he signed in with, if any.
    Open { id: u64, name: String, key: Option<String>, size: (u32, u32), out: Outbox },
    /// His window changed size.
    Size { id: u64, w: u32, h: u32 },
    /// Bytes he typed.
    Data { id: u64, bytes: Vec<u8> },
    /// He is gone.
    Close { id: u64 },
    /// A save of table `table` failed, or one is written after a failure
    /// ([`super::writer`]).
    Saved { table: u64, result: Result<(), crate::store::Fault> },
    /// The end of table `table`'s match is filed ([`super::writer::Saves::file`]).
    Filed { table: u64 },
    /// The server stops: every client told, then `done` answered.
    Stop(std::sync::mpsc::Sender<()>),
    /// Connection `id`'s frame number `n`, drawn on the pool, is drawn: where its
    /// clicks go ([`frame::Pool`]).
    Hits { id: u64, n: u64, hits: Hits },
}

/// Where a connection is.
enum Place {
    Lobby,
    /// At table `table`: a seat's or a watcher's, with its own copy of the game once
    /// it is played (`seen`: the table's version it was drawn at, and the version of
    /// the game its copy was taken at).
    Table {
        table: u64,
        seat: Option<Seat>,
        screen: Option<Box<SitScreen>>,
        seen: (u64, u64),
    },
}

struct Conn {
    name: String,
    key: Option<String>,
    out: Outbox,
    term: Term,
    keys: Keys,
    place: Place,
    lobby: Lobby,
    hits: Hits,
    /// Where a drag of the table was last, while the button is held on it.
    grab: Option<(u16, u16)>,
    /// The start of the current second and the bytes typed in it.
    rate: (Instant, usize),
    last: Instant,
    /// A box of the network table over his screen.
    popup: Option<Boxed>,
    /// Wrong seat codes given.
    tries: u32,
    /// His chat line at the table.
    chat: Chat,
    /// His screen changed and is to be drawn once the hall has taken what waits
    /// ([`Hall::flush`]).
    due: bool,
    /// His screen came to the count of a hand since it was last drawn (that frame is
    /// drawn on the pool: [`frame::Pool`]).
    counted: bool,
}

/// Everything the server holds.
pub struct Hall {
    conns: BTreeMap<u64, Conn>,
    tables: BTreeMap<u64, Table>,
    data: Option<PathBuf>,
    limits: Limits,
    /// The seed the server was given, from which its tables are dealt (each from the
    /// first seed from it on not dealt yet).
    seed: Option<u64>,
    /// What the list of tables keeps beside them: the next table's number, the seeds
    /// dealt, the tables held ([`super::saved`]).
    kept: super::saved::Kept,
    /// The list of unfinished tables as last written.
    listed: String,
    /// What it was made of, hashed ([`super::saved::key`]).
    listed_key: Option<u64>,
    /// The thread that writes the tables' saves.
    writer: Writer,
    /// What the lobby tells everyone: the last tables closed, and when.
    news: Vec<(Instant, String)>,
    /// Where frames are drawn off this thread, if anywhere.
    pool: Option<Pool>,
}

/// Runs the hall until the server stops.
/// `tx` is the hall's own channel, for the writer's word of a failed save and the
/// frames drawn on `rt`'s pool (the server's runtime).
pub fn run(
    rx: Receiver<Event>,
    tx: Sender<Event>,
    data: Option<PathBuf>,
    limits: Limits,
    seed: Option<u64>,
    rt: Option<tokio::runtime::Handle>,
) {
    let pool = rt.map(|rt| Pool { rt, tx: tx.clone() });
    let writer = Writer::start(Some(tx));
    let (conns, tables, listed) = (BTreeMap::new(), BTreeMap::new(), String::new());
    let kept = super::saved::Kept { next: 1, ..Default::default() };
    let news = Vec::new();
    let mut hall = Hall { conns, tables, data, limits, seed, kept, listed, listed_key: None, writer, news, pool };
    hall.restore();
    loop {
        let now = Instant::now();
        let wait = hall.next_wake().map_or(Duration::from_secs(30), |t| t.saturating_duration_since(now));
        match rx.recv_timeout(wait) {
            Ok(Event::Stop(done)) => {
                hall.stop();
                let _ = done.send(());
                return;
            }
            Ok(ev) => hall.event(ev),
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => return,
        }
        // What else waits is taken before any screen is drawn.
        for _ in 1..BATCH {
            match rx.try_recv() {
                Ok(Event::Stop(done)) => {
                    hall.stop();
                    let _ = done.send(());
                    return;
                }
                Ok(ev) => hall.event(ev),
                Err(_) => break,
            }
        }
        hall.tick(Instant::now());
        hall.reseat();
        hall.list();
        hall.flush();
    }
}

impl Hall {
    fn next_wake(&self) -> Option<Instant> {
        let idle = self.conns.values().map(|c| c.last + self.limits.idle).min();
        let absent = self.tables.values().filter_map(|t| t.absent_wake(self.limits.absent));
        let games = self.tables.values().filter_map(Table::next_wake);
        games.chain(idle).chain(absent).chain(self.close_wake()).min()
    }

    fn event(&mut self, ev: Event) {
        match ev {
            Event::Open { id, name, key, size, out } => self.open(id, name, key, size, out),
            Event::Size { id, w, h } => {
                if let Some(c) = self.conns.get_mut(&id) {
                    c.term.resize(screen::area(w, h));
                }
            }
            Event::Data { id, bytes } => {
                // The hot path: a key changes his own screen, and others' only where it
                // changed a table (its game, or its row in the lobby).
                let before = self.seen();
                self.data(id, &bytes);
                let after = self.seen();
                let changed: Vec<u64> = after
                    .iter()
                    .filter(|a| !before.contains(a))
                    .chain(before.iter().filter(|b| !after.contains(b)))
                    .map(|(t, _, _)| *t)
                    .collect();
                return self.draw_some(|cid, place| {
                    cid == id
                        || match place {
                            Place::Lobby => !changed.is_empty(),
                            Place::Table { table, .. } => changed.contains(table),
                        }
                });
            }
            Event::Close { id } => self.gone(id, "disconnected"),
            Event::Saved { table, result } => {
                if let Some(t) = self.tables.get_mut(&table) {
                    t.saved(result);
                }
            }
            Event::Filed { table } => {
                if let Some(t) = self.tables.get_mut(&table) {
                    t.filed();
                }
            }
            Event::Hits { id, n, hits } => {
                // Only the newest frame's: a frame drawn here since has its own.
                if let Some(c) = self.conns.get_mut(&id).filter(|c| c.term.drawn() == n) {
                    c.hits = hits;
                }
                return;
            }
            Event::Stop(_) => {}
        }
        self.draw_all();
    }

    fn open(&mut self, id: u64, name: String, key: Option<String>, size: (u32, u32), out: Outbox) {
        let refuse = |why: String| {
            log(&format!("connection {id} refused: {why}"));
            let _ = out.send(Out::Close(format!("nos: {why}\r\n")));
        };
        if let Err(e) = crate::text::check_names(std::slice::from_ref(&name)) {
            return refuse(e.replace("the name of seat 1", "your user name").replace("seat 1", "your user name"));
        }
        if self.conns.len() >= self.limits.conns {
            return refuse(format!("the server is full ({} players): try again later", self.limits.conns));
        }
        if self.conns.values().any(|c| c.name.eq_ignore_ascii_case(&name)) {
            return refuse(format!("{} is connected already: one connection a name", crate::text::safe(&name)));
        }
        // A name that looks like another's, connected or seated, would pass for him.
        let seated = self.tables.values().flat_map(|t| &t.seats).filter_map(|h| match h {
            Holder::Person { name, .. } => Some(name.as_str()),
            _ => None,
        });
        if let Some(why) = super::names::clash(&name, self.conns.values().map(|c| c.name.as_str()).chain(seated)) {
            return refuse(why);
        }
        let mut term = screen::term(out.clone());
        term.resize(screen::area(size.0, size.1));
        let _ = out.send(Out::Data(screen::ENTER.to_vec()));
        log(&format!("{} connected (connection {id}{})", name, if key.is_some() { ", with a key" } else { "" }));
        let now = Instant::now();
        let c = Conn {
            name,
            key,
            out,
            term,
            keys: Keys::new(),
            place: Place::Lobby,
            lobby: Lobby::default(),
            hits: Hits::default(),
            grab: None,
            rate: (now, 0),
            last: now,
            popup: None,
            tries: 0,
            chat: Chat::default(),
            due: false,
            counted: false,
        };
        self.conns.insert(id, c);
    }

    /// Bytes from a connection, held to the input rate.
    fn data(&mut self, id: u64, bytes: &[u8]) {
        let Some(c) = self.conns.get_mut(&id) else { return };
        let now = Instant::now();
        if now.duration_since(c.rate.0) >= Duration::from_secs(1) {
            c.rate = (now, 0);
        }
        c.rate.1 += bytes.len();
        if c.rate.1 > self.limits.rate {
            // Past the bound the bytes are dropped: a flood slows only its sender.
            return;
        }
        c.last = now;
        let msgs = c.keys.feed(bytes);
        for m in msgs {
            self.key(id, m);
        }
    }

    /// A connection left: its seat waits for its player.
    fn gone(&mut self, id: u64, why: &str) {
        let Some(c) = self.conns.remove(&id) else { return };
        self.unseat(id, Gone::Dropped);
        log(&format!("{} {why} (connection {id})", c.name));
    }

    /// The connection `id` is no longer at its table's seat (it keeps the seat; a
    /// table not yet started frees it), for the reason `why`.
    fn unseat(&mut self, id: u64, why: Gone) {
        let now = Instant::now();
        for t in self.tables.values_mut() {
            let started = t.play.is_some();
            let mut left = None;
            for (i, h) in t.seats.iter_mut().enumerate() {
                if let Holder::Person { at, .. } = h {
                    if *at == Some(id) {
                        *at = None;
                        left = Some(Seat(i as u8));
                        if !started {
                            *h = Holder::Free;
                        }
                    }
                }
            }
            if let (Some(s), true) = (left, started) {
                t.away(s, now, why, self.limits.absent);
            }
            if !started {
                t.pass_host();
            }
        }
        // A table nobody waits at any more is closed.
        let empty: Vec<u64> = self
            .tables
            .values()
            .filter(|t| {
                let nobody = !t.seats.iter().any(|h| matches!(h, Holder::Person { .. }));
                (t.play.is_none() && nobody) || (t.over() && !self.anyone_at(t.id))
            })
            .map(|t| t.id)
            .collect();
        for tid in empty {
            self.tables.remove(&tid);
            log(&format!("table {tid} closed"));
        }
    }

    fn anyone_at(&self, tid: u64) -> bool {
        self.conns.values().any(|c| matches!(c.place, Place::Table { table, .. } if table == tid))
    }

    fn key(&mut self, id: u64, m: Msg) {
        let Some(c) = self.conns.get_mut(&id) else { return };
        match &mut c.place {
            Place::Lobby => {
                let tables: Vec<&Table> = self.tables.values().collect();
                let ask = match m {
                    Msg::Click { x, y } => c.lobby.click(&c.hits, x, y, &tables, &c.name),
                    m => c.lobby.key(m, &tables, &c.name),
                };
                self.ask(id, ask);
            }
            Place::Table { table, seat, screen, .. } => {
                let tid = *table;
                let seat = *seat;
                let Some(t) = self.tables.get_mut(&tid) else {
                    c.place = Place::Lobby;
                    return;
                };
                // A click on a key's words is that key, held to the table's rules.
                let m = match m {
                    Msg::Click { x, y } => match c.hits.at(x, y) {
                        Some(crate::tui::kit::hits::Hit::Key(k)) => k,
                        _ => m,
                    },
                    m => m,
                };
                if m == Msg::Interrupt {
                    let _ = c.out.send(Out::Close("nos: you left; your seat waits for you\r\n".into()));
                    return self.gone(id, "left");
                }
                if c.popup.is_none() && c.chat.key(m, t, &c.name, Instant::now()) {
                    return;
                }
                match seat::key(t, &c.name, seat, &mut c.popup, screen.as_deref_mut(), m) {
                    Then::Done => return,
                    Then::Lobby => return self.back(id, false),
                    Then::Screen => {}
                }
                match m {
                    Msg::Char('q') | Msg::Back if t.play.is_none() || seat.is_none() => return self.back(id, true),
                    Msg::Char('q') => return self.back(id, false),
                    Msg::Char('c') if t.play.is_none() && c.name == t.host => {
                        for h in t.seats.iter_mut().filter(|h| **h == Holder::Free) {
                            *h = Holder::Computer(crate::core::level::Level::Normal);
                        }
                        start(t, self.data.as_deref(), &self.writer);
                        return;
                    }
                    _ => {}
                }
                let Some(s) = screen.as_mut() else { return };
                // The view of the table moves for anyone at it, a watcher too.
                if c.popup.is_none() && pan(s, &c.hits, &mut c.grab, m) {
                    return;
                }
                let watcher = seat.is_none();
                // A watcher looks; he never deals, plays or ends anything.
                if watcher && !matches!(m, Msg::Char('?' | 't') | Msg::Back | Msg::Click { .. }) {
                    if s.stage == Stage::Over && m == Msg::Enter {
                        self.back(id, true);
                    }
                    return;
                }
                // Taking a play back would undo another seat's view of the game.
                if m == Msg::Char('u') {
                    return;
                }
                // Every change of the game goes through the screen's one save: its count
                // says whether the key changed the game, with no record written to see.
                let before = s.changes;
                if t.failed.is_some() {
                    // Nothing goes past what is saved: the key is taken on a copy of the
                    // game, and a play waits for the disk.
                    table::copy_in(s, t);
                    take(s, &c.hits, m);
                    if s.changes != before {
                        table::copy_in(s, t);
                        table::refresh(s, t);
                        s.status = Some("The game cannot be saved: the table waits until it can".into());
                    }
                    if s.done {
                        self.back(id, false);
                    }
                    return;
                }
                // The key is taken on the table's one game, lent to his screen.
                table::lend(t, s);
                let lines = s.sit.log().len();
                take(s, &c.hits, m);
                let wrote = s.sit.log().len() != lines;
                table::give_back(t, s);
                if s.done {
                    return self.back(id, false);
                }
                if s.changes != before {
                    t.acted(seat);
                    let seat_name = seat.map(|st| t.names()[st.index()].clone()).unwrap_or_default();
                    // A step that writes no line (Nos's "no, go on") logs none of its own.
                    if wrote {
                        log(&format!("table {tid}: {seat_name} played ({})", last_line(t)));
                    }
                    if t.over() {
                        log(&format!("table {tid}: the match is over"));
                    }
                }
            }
        }
    }

    /// Back to the lobby; `free` gives up a seat not yet played.
    fn back(&mut self, id: u64, free: bool) {
        let _ = free;
        self.unseat(id, Gone::Lobby);
        if let Some(c) = self.conns.get_mut(&id) {
            c.place = Place::Lobby;
            c.lobby.status = None;
            c.popup = None;
        }
    }

    fn tick(&mut self, now: Instant) {
        // The tables whose game or seats changed: only their screens (and the lobby's)
        // are drawn again.
        let mut moved = Vec::new();
        for t in self.tables.values_mut() {
            let lines = t.play.as_ref().map(|p| p.host.sit.log().len());
            let mut changed = false;
            if t.tick(now) {
                changed = true;
                // A step that writes no line (Nos's "no" to declaring) logs none.
                if t.play.as_ref().map(|p| p.host.sit.log().len()) != lines {
                    log(&format!("table {}: {}", t.id, last_line(t)));
                }
            }
            if changed | t.absences(now, self.limits.absent) {
                moved.push(t.id);
            }
        }
        let mut all = self.close_alone();
        let idle: Vec<u64> =
            self.conns.iter().filter(|(_, c)| now >= c.last + self.limits.idle).map(|(id, _)| *id).collect();
        for id in idle {
            if let Some(c) = self.conns.get(&id) {
                let _ =
                    c.out.send(Out::Close("nos: closed after a long time without a key; your seat waits\r\n".into()));
            }
            self.gone(id, "was idle too long");
            all = true;
        }
        if all {
            self.draw_all();
        } else if !moved.is_empty() {
            self.draw_some(|_, place| match place {
                Place::Lobby => true,
                Place::Table { table, .. } => moved.contains(table),
            });
        }
    }

    /// Each table and its watchers.
    fn rows(&self) -> Vec<(u64, usize)> {
        let watchers = |tid: u64| {
            self.conns
                .values()
                .filter(|c| matches!(c.place, Place::Table { table, seat: None, .. } if table == tid))
                .count()
        };
        self.tables.keys().map(|&t| (t, watchers(t))).collect()
    }

    /// What the others see of each table: its game's version and its lobby row
    /// (hashed: [`lobby::row_key`]).
    fn seen(&self) -> Vec<(u64, u64, u64)> {
        self.rows()
            .into_iter()
            .filter_map(|(id, w)| self.tables.get(&id).map(|t| (id, t.version, lobby::row_key(t, w))))
            .collect()
    }

    /// The seats gone from their tables (a player left for good): the connections at
    /// the seats after each move up one, the leaver's back to the lobby, and every
    /// screen at the table drawn anew from its seat.
    fn reseat(&mut self) {
        let mut moved = false;
        for t in self.tables.values_mut() {
            for gone in std::mem::take(&mut t.removed) {
                moved = true;
                for c in self.conns.values_mut() {
                    let Place::Table { table, seat, screen, seen } = &mut c.place else { continue };
                    if *table != t.id {
                        continue;
                    }
                    (*screen, *seen) = (None, (0, 0));
                    match seat {
                        Some(s) if s.index() == gone => c.place = Place::Lobby,
                        Some(s) if s.index() > gone => *s = Seat(s.0 - 1),
                        _ => {}
                    }
                }
            }
        }
        if moved {
            self.draw_all();
        }
    }
}

/// Starts a table whose seats are all held.
fn start(t: &mut Table, data: Option<&std::path::Path>, writer: &Writer) {
    match t.start(data.map(|d| (d, &writer.saves))) {
        Ok(()) => log(&format!("table {}: the game starts ({})", t.id, t.names().join(", "))),
        Err(e) => log(&format!("table {}: cannot start: {}", t.id, crate::text::safe(&e.to_string()))),
    }
}

/// A key or click taken by a table screen.
fn take(s: &mut SitScreen, hits: &Hits, m: Msg) {
    match m {
        Msg::Click { x, y } => s.click(hits, x, y),
        m => s.key(m),
    }
}

/// The last line of the table's log, as plain words.
fn last_line(t: &Table) -> String {
    let Some(p) = &t.play else { return String::new() };
    p.host.sit.log().last().map(|(_, l)| crate::text::safe(&l.text).into_owned()).unwrap_or_default()
}
