//! The keys of one player at a network table, before the table screen's own: the
//! host's powers (the end of the session, the penalty desk), a seat given up, the
//! count seen between hands. The boxes they open belong to the connection, drawn
//! over its own screen ([`super::panel`]); the game they change is the table's.

use super::table::{Holder, Table};
use crate::core::level::Level;
use crate::core::seat::Seat;
use crate::tui::kit::input::{nav, Msg};
use crate::tui::table::screen::{SitScreen, Stage};
use crate::tui::table::seat::Kind;

/// A box of the network table over a player's screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Boxed {
    /// Leaving: for the lobby (the seat kept), for good (a computer takes the seat),
    /// or, for the host, ending the session for everyone.
    Leave,
    /// The host's penalty desk: the offence, then the seat it is charged to.
    Desk { offence: Option<usize>, cursor: usize },
    /// The seat's code, shown once when a player without a key sits down.
    Code,
}

/// What the hall does next with the connection.
#[derive(Debug, PartialEq, Eq)]
pub enum Then {
    /// Nothing more: the key was taken here.
    Done,
    /// The key is for the table screen.
    Screen,
    /// Back to the lobby (the seat kept, or freed at a table not started).
    Lobby,
}

/// A key of the player holding `seat` (none for a watcher) at table `t`; `name` is his,
/// `popup` his box. `screen` is his copy of the game, once it is played.
pub fn key(
    t: &mut Table,
    name: &str,
    seat: Option<Seat>,
    popup: &mut Option<Boxed>,
    screen: Option<&mut SitScreen>,
    m: Msg,
) -> Then {
    let host = seat.is_some() && t.host == name;
    if let Some(b) = popup.take() {
        return match b {
            Boxed::Leave => leave_key(t, name, seat, host, m),
            Boxed::Desk { offence, cursor } => {
                *popup = desk_key(t, offence, cursor, nav(m), screen);
                Then::Done
            }
            Boxed::Code => Then::Done,
        };
    }
    let Some(seat) = seat else { return Then::Screen };
    if t.play.is_none() {
        return Then::Screen;
    }
    let say = |s: Option<&mut SitScreen>, what: String| {
        if let Some(s) = s {
            s.status = Some(what);
        }
    };
    if let Msg::Char(k) = m {
        if t.answer(seat, k).is_some() {
            return Then::Done;
        }
    }
    match m {
        Msg::Char('x') => *popup = Some(Boxed::Leave),
        Msg::Char('f') if !host => say(screen, format!("The penalty desk is the host's: {} charges.", t.host)),
        Msg::Char('f') if t.over() => {}
        Msg::Char('f') => match t.play.as_ref().and_then(|p| p.host.sit.club()).map(|c| c.desk()) {
            Some(d) if !d.is_empty() => *popup = Some(Boxed::Desk { offence: None, cursor: 0 }),
            _ => say(screen, "This game has no penalty desk.".into()),
        },
        Msg::Enter if t.between_hands() && screen.as_ref().is_some_and(|s| !s.glance && s.stage == Stage::Summary) => {
            t.ready(seat);
        }
        _ => return Then::Screen,
    }
    Then::Done
}

/// A key in the box for leaving: `l` for the lobby (the seat waits), `g` gives the
/// seat up for good, `e` (the host's) ends the session; any other key closes it.
fn leave_key(t: &mut Table, name: &str, seat: Option<Seat>, host: bool, m: Msg) -> Then {
    match m {
        Msg::Char('l') => Then::Lobby,
        Msg::Char('g') if t.over() => Then::Lobby,
        Msg::Char('g') => {
            if let Some(s) = seat {
                give_up(t, name, s);
            }
            Then::Lobby
        }
        Msg::Char('e') if host && !t.over() => {
            t.end_session();
            t.say(&format!("{name} ended the session"));
            Then::Done
        }
        _ => Then::Done,
    }
}

/// The player at `seat` leaves the table for good: as the game's rules say where they
/// say how ([`super::leaving`]), or else a computer player takes the seat for the rest
/// of the game (a table not started frees it); the host's powers pass on if they were
/// his.
pub fn give_up(t: &mut Table, name: &str, seat: Seat) {
    let level = Level::Normal;
    if t.has_leaving_rule() && !t.over() {
        t.leave_for_good(name, seat);
        t.pass_host_from(name);
        return;
    }
    if t.play.is_none() {
        t.seats[seat.index()] = Holder::Free;
    } else {
        t.seats[seat.index()] = Holder::Computer(level);
        if let Some(p) = &mut t.play {
            p.host.sit.set_kind(seat, Kind::Computer(level));
        }
        t.changed();
        t.say(&format!("{name} left the table: a computer player ({}) takes seat {}", level.name(), seat.0 + 1));
    }
    t.pass_host();
}

/// A key at the penalty desk: arrows choose, Enter takes the offence then the seat,
/// `u` takes the last charge back, Esc goes back.
fn desk_key(
    t: &mut Table,
    offence: Option<usize>,
    cursor: usize,
    m: Msg,
    screen: Option<&mut SitScreen>,
) -> Option<Boxed> {
    let Some(p) = &mut t.play else { return None };
    let rows = match offence {
        None => p.host.sit.club().map_or(0, |c| c.desk().len()),
        Some(_) => p.host.sit.names().len(),
    }
    .max(1);
    let club = p.host.sit.club_mut()?;
    let mut said = None;
    let next = match m {
        Msg::Up => Some(Boxed::Desk { offence, cursor: cursor.checked_sub(1).unwrap_or(rows - 1) }),
        Msg::Down => Some(Boxed::Desk { offence, cursor: (cursor + 1) % rows }),
        Msg::Enter if offence.is_none() => Some(Boxed::Desk { offence: Some(cursor), cursor: 0 }),
        Msg::Enter => {
            said = Some(club.charge(Seat(cursor as u8), offence.unwrap_or(0)));
            None
        }
        Msg::Char('u') => {
            said = Some(club.undo_charge());
            None
        }
        Msg::Back if offence.is_some() => Some(Boxed::Desk { offence: None, cursor: 0 }),
        _ => None,
    };
    match said {
        Some(Ok(w)) => {
            t.changed();
            t.say(&w.to_string());
        }
        Some(Err(e)) => {
            if let Some(s) = screen {
                s.status = Some(crate::text::safe(&e.to_string()).into_owned());
            }
        }
        None => {}
    }
    next
}

/// The line a seat asked ahead of its turn sees, or that its answer waits for its
/// turn; `None` when nothing is asked of it ahead.
pub fn ahead_line(t: &Table, seat: Seat) -> Option<String> {
    let asked = t.asked(seat);
    if !asked.is_empty() {
        let keys: Vec<String> = asked.iter().filter_map(|c| c.key.map(|k| format!("{} ({k})", c.label))).collect();
        return Some(format!("Asked of every seat at once: {}; answers are played in turn.", keys.join(", or ")));
    }
    let a = t.answers.get(seat.index())?.as_ref()?;
    Some(format!("Your answer: {}. It is played in your turn.", a.label))
}

/// The line under the count between hands: who the table still waits for.
pub fn aside(t: &Table, seat: Option<Seat>) -> Option<String> {
    if !t.between_hands() {
        return None;
    }
    let looking = t.looking();
    let mine = seat.is_some_and(|s| t.ready.get(s.index()) == Some(&true));
    Some(match (mine, looking.is_empty()) {
        (_, true) => "Dealing the next hand…".into(),
        (true, false) => format!("You are ready; still looking at the count: {}", looking.join(", ")),
        (false, false) => format!("Still looking at the count: {} (Enter when you are ready)", looking.join(", ")),
    })
}
