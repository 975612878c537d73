//! What the hall draws for one connection: its frame (the lobby, or its table's
//! screen from its own seat with the table's panel and boxes), and its own view of the
//! table moved by the mouse and the pan keys.

use super::{Conn, Place};
use crate::serve::lobby;
use crate::serve::panel;
use crate::serve::seat;
use crate::serve::table::{self, Table};
use crate::tui::kit::hits::Hits;
use crate::tui::kit::input::Msg;
use crate::tui::table::placed::{pan_key, pan_wheel, Placed};
use crate::tui::table::screen::{Own, SitScreen};
use std::collections::BTreeMap;

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

/// One connection's frame; `news` is what the lobby tells everyone, `absent` how long a
/// table waits for a player away. At a table whose game is played, the game is lent to
/// his screen for the frame ([`table::lend`]), and given back once it is drawn.
pub(super) fn draw(
    c: &mut Conn,
    tables: &mut BTreeMap<u64, Table>,
    rows: &[(u64, usize)],
    news: &[String],
    absent: Option<std::time::Duration>,
) {
    let lent = lend(c, tables, absent);
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
    if let (Some(tid), Place::Table { screen: Some(s), .. }) = (lent, &mut c.place) {
        if let Some(t) = tables.get_mut(&tid) {
            table::give_back(t, s);
        }
    }
}

/// The game of his table lent to his screen for a frame, his screen told first of
/// what changed at the table since his last frame; the table lent from, if one was.
fn lend(c: &mut Conn, tables: &mut BTreeMap<u64, Table>, absent: Option<std::time::Duration>) -> Option<u64> {
    let Place::Table { table, seat, screen, seen } = &mut c.place else { return None };
    let t = tables.get_mut(table)?;
    let p = t.play.as_ref()?;
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
    Some(t.id)
}
