//! What the hall draws for one connection: its frame (the lobby, or its table's
//! screen from its own seat with the table's panel and boxes), and its own view of the
//! table moved by the mouse and the pan keys. The first frame of a hand's count (the
//! end of a hand, drawn for every seat at once) is drawn on the server's pool of
//! threads from a copy of the seat's screen, not on the games' thread ([`Pool`]).

use super::{Conn, Hall, Place};
use crate::serve::lobby;
use crate::serve::panel;
use crate::serve::seat;
use crate::serve::table::{self, Table};
use crate::tui::kit::hits::Hits;
use crate::tui::kit::input::Msg;
use crate::tui::table::placed::{pan_key, pan_wheel, Placed};
use crate::tui::table::screen::{Own, SitScreen, Stage};
use std::collections::BTreeMap;

/// Where frames are drawn off the games' thread: the server's runtime (its pool of
/// threads for blocking work), and the hall's channel, by which the clickable areas
/// of such a frame come back ([`super::Event::Hits`]).
pub struct Pool {
    pub rt: tokio::runtime::Handle,
    pub tx: std::sync::mpsc::Sender<super::Event>,
}

impl Hall {
    /// Every connection's screen drawn again ([`Hall::flush`]); each is sent only what
    /// changed.
    pub(super) fn draw_all(&mut self) {
        self.draw_some(|_, _| true);
    }

    /// The screens of the connections `pick` names (by id and place) follow what
    /// changed, to be drawn by [`Hall::flush`].
    pub(super) fn draw_some(&mut self, pick: impl Fn(u64, &Place) -> bool) {
        let Hall { conns, tables, limits, .. } = self;
        for (id, c) in conns.iter_mut() {
            if pick(*id, &c.place) {
                follow(c, tables, limits.absent);
                c.due = true;
            }
        }
    }

    /// Draws every screen that changed since it was last drawn, once.
    pub(super) fn flush(&mut self) {
        if !self.conns.values().any(|c| c.due) {
            return;
        }
        let (rows, news) = (self.rows(), self.news());
        let Hall { conns, tables, limits, pool, .. } = self;
        for (id, c) in conns.iter_mut() {
            if std::mem::take(&mut c.due) {
                draw(c, tables, &rows, &news, limits.absent, pool.as_ref(), *id);
            }
        }
    }
}

/// The mouse and keys that move one's view of the table, as at one terminal: a drag
/// that starts on it, the wheel, H J K L. True when `m` was taken here (a press on the
/// table goes on to act as a click too).
pub(super) fn pan(s: &mut SitScreen, hits: &Hits, grab: &mut Option<(u16, u16)>, m: Msg) -> bool {
    let (dx, dy) = match m {
        Msg::Click { x, y } => {
            *grab = (hits.at(x, y) == Some(crate::tui::kit::hits::Hit::Pan)).then_some((x, y));
            return false;
        }
        Msg::Drag { x, y } => {
            let Some((x0, y0)) = *grab else { return true };
            *grab = Some((x, y));
            (i32::from(x) - i32::from(x0), i32::from(y) - i32::from(y0))
        }
        Msg::WheelUp | Msg::WheelDown => pan_wheel(m == Msg::WheelUp),
        Msg::Char(k) if s.popup.is_none() => match pan_key(k) {
            Some(d) => d,
            None => return false,
        },
        _ => return false,
    };
    s.sit.pan(dx, dy);
    true
}

/// His screen told what changed at his table since it was last told, and not drawn
/// yet ([`draw`] draws it once the hall has taken what waits): a key of his that comes
/// first is taken on a screen that follows the game. `absent` is how long a table
/// waits for a player away.
pub(super) fn follow(c: &mut Conn, tables: &mut BTreeMap<u64, Table>, absent: Option<std::time::Duration>) {
    let (lent, counted) = lend(c, tables, absent);
    give(c, tables, lent);
    c.counted |= counted;
}

/// One connection's frame; `news` is what the lobby tells everyone, `absent` how long a
/// table waits for a player away. At a table whose game is played, the game is lent to
/// his screen for the frame ([`table::lend`]), and given back once it is drawn.
pub(super) fn draw(
    c: &mut Conn,
    tables: &mut BTreeMap<u64, Table>,
    rows: &[(u64, usize)],
    news: &[String],
    absent: Option<std::time::Duration>,
    pool: Option<&Pool>,
    id: u64,
) {
    let (lent, counted) = lend(c, tables, absent);
    let counted = std::mem::take(&mut c.counted) || counted;
    if let (Some(pool), Some(tid), true) = (pool, lent, counted) {
        if elsewhere(c, tables, tid, pool, id) {
            return give(c, tables, lent);
        }
    }
    let Conn { term, place, lobby, hits, name, popup, chat, .. } = c;
    let all = &*tables;
    term.draw(|area, buf| {
        hits.clear();
        if area.width < crate::tui::app::draw::MIN.0 || area.height < crate::tui::app::draw::MIN.1 {
            crate::tui::app::draw::too_small(area, false, buf);
            return;
        }
        match place {
            Place::Lobby => {
                let list: Vec<(&Table, usize)> = rows.iter().filter_map(|(id, w)| Some((all.get(id)?, *w))).collect();
                lobby::draw(lobby, name, &list, news, area, buf, hits);
            }
            Place::Table { table, seat, screen, .. } => {
                let Some(t) = all.get(table) else { return };
                let host = seat.is_some() && t.host == *name;
                let (at, under) = panel::split(area);
                match screen {
                    Some(s) if t.play.is_some() => crate::tui::table::draw::draw(s, at, buf, hits),
                    _ => lobby::waiting(t, host, at, buf),
                }
                if let Some(u) = under {
                    panel::draw(t, host, *seat, chat.typing.as_deref(), u, buf);
                }
                if let Some(b) = popup {
                    hits.clear();
                    panel::popup(*b, t, host, *seat, area, buf);
                }
            }
        }
    });
    give(c, tables, lent);
}

/// The game lent to his screen for a frame given back to its table.
fn give(c: &mut Conn, tables: &mut BTreeMap<u64, Table>, lent: Option<u64>) {
    if let (Some(tid), Place::Table { screen: Some(s), .. }) = (lent, &mut c.place) {
        if let Some(t) = tables.get_mut(&tid) {
            table::give_back(t, s);
        }
    }
}

/// His frame of the count at the end of a hand, drawn on the pool: the panel under
/// the table (which reads the table) drawn here, the screen from a copy of his own
/// (its game copied with his view), the frame handed over in its place among his
/// frames. False when it must be drawn here: a box of the network table over it, or
/// a window too small.
fn elsewhere(c: &mut Conn, tables: &BTreeMap<u64, Table>, tid: u64, pool: &Pool, id: u64) -> bool {
    let Conn { term, place, name, popup, chat, hits, .. } = c;
    let Place::Table { seat, screen: Some(s), .. } = place else { return false };
    let Some(t) = tables.get(&tid) else { return false };
    let small =
        |a: ratatui::layout::Rect| a.width < crate::tui::app::draw::MIN.0 || a.height < crate::tui::app::draw::MIN.1;
    if popup.is_some() || s.popup.is_some() || small(term.area()) {
        return false;
    }
    let copy = Box::new(copy_of(s));
    // Until the frame is drawn, a click finds nothing to take.
    hits.clear();
    let host = seat.is_some() && t.host == *name;
    let mut at = None;
    let later = term.later(|area, buf| {
        let (table_at, under) = panel::split(area);
        at = Some(table_at);
        if let Some(u) = under {
            panel::draw(t, host, *seat, chat.typing.as_deref(), u, buf);
        }
    });
    let (Some(at), tx) = (at, pool.tx.clone()) else { return false };
    pool.rt.spawn_blocking(move || {
        let mut later = later;
        let mut hits = Hits::default();
        crate::tui::table::draw::draw(&copy, at, &mut later.buf, &mut hits);
        // Where its clicks go is known to the hall before the player can see it.
        let _ = tx.send(super::Event::Hits { id, n: later.n, hits });
        later.done();
    });
    true
}

/// A copy of a screen whose game is lent, for a frame drawn elsewhere: the game copied
/// (with his view of it), and what the screen draws from its own state.
fn copy_of(s: &SitScreen) -> SitScreen {
    let mut c = SitScreen::new(s.sit.boxed());
    c.own = s.own;
    c.saves = s.saves;
    c.takeback = s.takeback;
    c.stage = s.stage;
    c.viewer = s.viewer;
    c.cursor = s.cursor;
    c.place.clone_from(&s.place);
    c.status.clone_from(&s.status);
    c.popup = s.popup;
    c.hint.clone_from(&s.hint);
    c.pips = s.pips;
    c.kept.clone_from(&s.kept);
    c.glance = s.glance;
    c.aside.clone_from(&s.aside);
    c.ask = s.ask;
    c.made = s.made;
    c.count = s.count.clone();
    c
}

/// The game of his table lent to his screen for a frame, his screen told first of
/// what changed at the table since his last frame; the table lent from, if one was,
/// and whether his screen has just come to the count of a hand.
fn lend(c: &mut Conn, tables: &mut BTreeMap<u64, Table>, absent: Option<std::time::Duration>) -> (Option<u64>, bool) {
    let Place::Table { table, seat, screen, seen } = &mut c.place else { return (None, false) };
    let Some(t) = tables.get_mut(table) else { return (None, false) };
    let Some(p) = t.play.as_ref() else { return (None, false) };
    let s = screen.get_or_insert_with(|| {
        // His stand-in for the table's game: a copy made once, which holds his own
        // view of the table, and is never played on.
        let mut s = Box::new(SitScreen::new(p.host.sit.boxed()));
        s.sit.set_view(Placed::default());
        s.own = seat.map_or(Own::Watch, Own::Seat);
        // A play is never taken back at a network table: nothing is kept to undo it.
        s.takeback = false;
        s
    });
    // What the table says to him, read from its game before it is lent.
    let stale = seen.0 != t.version;
    let lines = stale.then(|| {
        let ahead = seat.and_then(|st| seat::ahead_line(t, st));
        (seat::aside(t, *seat), ahead, t.away_line(std::time::Instant::now(), absent))
    });
    let follow = seen.1 != t.played || seen.0 == 0;
    let was = s.stage;
    table::lend(t, s);
    if let Some((aside, ahead, away)) = lines {
        // His screen follows the game only when the game changed (not for a line
        // said or a seat ready); what the host's screen says is his again either way.
        if follow {
            table::refresh(s, t);
        } else if let Some(p) = &t.play {
            s.status.clone_from(&p.host.status);
        }
        *seen = (t.version, t.played);
        s.aside = aside;
        if let Some(line) = ahead {
            s.status = Some(line);
        } else if s.status.is_none() {
            // The seat to act waits for its player, away: when a computer takes it.
            s.status = away;
        }
    }
    (Some(t.id), follow && was != Stage::Summary && s.stage == Stage::Summary)
}
