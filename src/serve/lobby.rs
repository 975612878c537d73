//! The lobby: the tables, and the form that opens a new one. Drawn per connection;
//! a key here changes only this connection's cursor and form, or asks the hall for
//! a seat ([`Ask`]).

use super::table::{Holder, Table};
use crate::tui::app::draw::bold;
use crate::tui::app::setup::{Done, Setup};
use crate::tui::kit::hits::{Hit, Hits};
use crate::tui::kit::input::{nav, Msg};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

/// A connection's place in the lobby.
#[derive(Clone, Debug, Default)]
pub struct Lobby {
    /// The row under the cursor: 0 is "open a table", then the tables in order.
    pub row: usize,
    /// The new-table form, while open: the new-game form itself, for a network table.
    pub form: Option<Setup>,
    /// The last thing said to this player.
    pub status: Option<String>,
    /// The seat code being typed to come back to table `.0`'s seat.
    pub code: Option<(u64, String)>,
    /// The first table in sight, when the list is longer than the window.
    pub top: usize,
}

/// What a key in the lobby asks of the hall.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ask {
    Nothing,
    /// Open a table as the form says: the game, who plays each seat (a person's seat
    /// free for a player, or a computer at a level), the game's options.
    Open(Box<Setup>),
    /// Sit at (or come back to) table `id`.
    Sit(u64),
    /// Come back to one's seat at table `.0` with its seat code `.1`.
    Code(u64, String),
    /// Watch table `id`.
    Watch(u64),
    /// Leave the server.
    Quit,
}

/// Whether the table plays this game: every game behind the table's seam.
pub fn played(g: &dyn crate::registry::Game) -> bool {
    crate::tui::openers::opener(g.id()).is_some()
}

impl Lobby {
    /// A key in the lobby, with the tables as they are; `me` is this player's name.
    pub fn key(&mut self, m: Msg, tables: &[&Table], me: &str) -> Ask {
        if let Some((tid, typed)) = &mut self.code {
            match m {
                Msg::Char(c) if c.is_ascii_alphanumeric() && typed.len() < 2 * super::binding::LEN => {
                    typed.push(c.to_ascii_lowercase());
                }
                Msg::Backspace => {
                    typed.pop();
                }
                Msg::Enter => return Ask::Code(*tid, std::mem::take(typed)),
                Msg::Back | Msg::Interrupt => self.code = None,
                _ => {}
            }
            return Ask::Nothing;
        }
        if let Some(f) = &mut self.form {
            return match f.update(m) {
                Done::Start if !played(f.chosen()) => {
                    f.note = Some(format!("{} is not played at a network table.", f.chosen().name()));
                    Ask::Nothing
                }
                Done::Start => Ask::Open(Box::new(self.form.take().expect("the form is open"))),
                Done::Leave => {
                    self.form = None;
                    Ask::Nothing
                }
                Done::Stay | Done::Practice(_) => Ask::Nothing,
            };
        }
        let rows = tables.len() + 1;
        match nav(m) {
            Msg::Up => self.row = self.row.checked_sub(1).unwrap_or(rows - 1),
            Msg::Down => self.row = (self.row + 1) % rows,
            // The wheel moves through the list without going round it.
            Msg::WheelUp => self.row = self.row.saturating_sub(1),
            Msg::WheelDown => self.row = (self.row + 1).min(rows - 1),
            Msg::Char('n') => self.form = Some(Setup::table(me)),
            Msg::Enter if self.row == 0 => self.form = Some(Setup::table(me)),
            Msg::Enter => return tables.get(self.row - 1).map_or(Ask::Nothing, |t| Ask::Sit(t.id)),
            Msg::Char('w') if self.row > 0 => {
                return tables.get(self.row - 1).map_or(Ask::Nothing, |t| Ask::Watch(t.id))
            }
            Msg::Char('q') | Msg::Interrupt => return Ask::Quit,
            _ => {}
        }
        self.row = self.row.min(rows - 1);
        Ask::Nothing
    }

    /// A click on what the last frame drew: a row of the form, or the table under it.
    pub fn click(&mut self, hits: &Hits, x: u16, y: u16, tables: &[&Table], me: &str) -> Ask {
        match (hits.at(x, y), &mut self.form) {
            (Some(Hit::Row { row, then }), Some(f)) if row < f.rows() => {
                f.row = row;
                then.map_or(Ask::Nothing, |m| self.key(m, tables, me))
            }
            (Some(Hit::Key(m)), _) => self.key(m, tables, me),
            (Some(Hit::Row { row, then }), None) if row <= tables.len() => {
                self.row = row;
                then.map_or(Ask::Nothing, |m| self.key(m, tables, me))
            }
            _ => Ask::Nothing,
        }
    }
}

/// One table as two lobby lines: its game, its state, its seats free and computer,
/// its watchers and its rules; then who holds each seat.
pub fn row(t: &Table, watchers: usize) -> [String; 2] {
    let seats: Vec<String> = t
        .seats
        .iter()
        .map(|h| match h {
            Holder::Free => "(free)".into(),
            Holder::Computer(l) => format!("cpu {}", l.name()),
            Holder::Person { name, at: None, .. } => format!("{name} (away)"),
            Holder::Person { name, .. } => name.clone(),
        })
        .collect();
    let state = match &t.play {
        None => format!("waiting for {}", t.free()),
        Some(_) if t.over() => "over".into(),
        Some(p) => format!("hand {}", p.host.sit.hand_no() + 1),
    };
    let computers = t.seats.iter().filter(|h| matches!(h, Holder::Computer(_))).count();
    let mut facts = vec![format!("{} free, {}, watchers {watchers}", t.free(), count(computers, "computer"))];
    facts.extend(t.rules.iter().cloned());
    [format!("{:<3} {:<20} {:<14} {}", t.id, t.title(), state, facts.join(", ")), format!("    {}", seats.join(", "))]
}

/// What [`row`] is made of, hashed: whether a table's row changed, without writing it.
pub fn row_key(t: &Table, watchers: usize) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    let hand = t.play.as_ref().map(|p| p.host.sit.hand_no());
    (t.id, t.game, &t.seats, hand, t.over(), watchers, &t.rules).hash(&mut h);
    h.finish()
}

/// `n` of a thing, in words: "1 computer", "2 computers".
pub fn count(n: usize, thing: &str) -> String {
    format!("{n} {thing}{}", if n == 1 { "" } else { "s" })
}

/// The lobby screen of `name`: the list of tables, scrolled to keep the cursor in
/// sight, and under it what stays in sight whatever the list's length: the news
/// (`news`, tables closed), what was said to him, the code being typed, the keys.
pub fn draw(
    l: &mut Lobby,
    name: &str,
    tables: &[(&Table, usize)],
    news: &[String],
    area: Rect,
    buf: &mut Buffer,
    hits: &mut Hits,
) {
    let gray = Style::new().fg(Color::DarkGray);
    let mut foot = vec![Line::from("")];
    // The news and what was said, whole, on as many lines as they take.
    let width = usize::from(area.width.saturating_sub(2));
    let said = news.iter().map(|n| (n, Color::Cyan)).chain(l.status.iter().map(|s| (s, Color::Yellow)));
    for (text, colour) in said {
        for w in crate::tui::kit::fit::wrap(text, width) {
            foot.push(Line::from(Span::styled(format!("  {w}"), Style::new().fg(colour))));
        }
    }
    if let Some((tid, typed)) = &l.code {
        foot.push(Line::from(vec![
            Span::styled(format!("  The code of your seat at table {tid}: "), bold()),
            Span::raw(format!("{typed}_")),
            Span::styled("  Enter · Esc", gray),
        ]));
    }
    foot.push(Line::from("  ↑↓ choose · Enter sit (or come back) · w watch · n new table · q leave"));
    // Under the title and over the foot: the row to open a table, two lines a table,
    // and a line saying how many more are out of sight below.
    let room = usize::from(area.height).saturating_sub(2 + foot.len());
    let fit = if 2 * tables.len() < room { tables.len() } else { (room.saturating_sub(2) / 2).max(1) };
    if l.row > 0 {
        let at = l.row - 1;
        l.top = l.top.min(at).max((at + 1).saturating_sub(fit));
    }
    l.top = l.top.min(tables.len().saturating_sub(fit));
    let mut lines = vec![
        Line::from(vec![
            Span::styled(" NOS ", Style::new().fg(Color::Black).bg(Color::Cyan).add_modifier(Modifier::BOLD)),
            Span::styled(format!(" the tables · you are {name}"), bold()),
        ]),
        Line::from(""),
    ];
    let mark = |on: bool| if on { Style::new().add_modifier(Modifier::REVERSED) } else { Style::new() };
    let mut open = vec![Span::styled("  Open a new table (n)", mark(l.row == 0))];
    if l.top > 0 {
        open.push(Span::styled(format!("      ↑ {} above", count(l.top, "more table")), gray));
    }
    lines.push(Line::from(open));
    hits.add(Rect::new(area.x, area.y + 2, area.width, 1).intersection(area), Hit::Row { row: 0, then: None });
    for (shown, (i, (t, w))) in tables.iter().enumerate().skip(l.top).take(fit).enumerate() {
        let [head, seats] = row(t, *w);
        lines.push(Line::from(Span::styled(format!("  {head}"), mark(l.row == i + 1))));
        lines.push(Line::from(Span::raw(format!("  {seats}"))));
        // A click on a table's lines takes the cursor to it.
        let at = Rect::new(area.x, area.y + 3 + 2 * shown as u16, area.width, 2).intersection(area);
        hits.add(at, Hit::Row { row: i + 1, then: None });
    }
    let below = tables.len().saturating_sub(l.top + fit);
    if below > 0 {
        lines.push(Line::from(Span::styled(format!("  ↓ {} below", count(below, "more table")), gray)));
    }
    if tables.is_empty() {
        lines.push(Line::from("  No table is open yet."));
    }
    lines.extend(foot);
    Paragraph::new(lines).render(area, buf);
    if let Some(f) = &l.form {
        hits.clear();
        crate::tui::app::screens::setup(f, area, buf, hits);
    }
}

/// A table waiting for its players, as one of them sees it.
pub fn waiting(t: &Table, host: bool, area: Rect, buf: &mut Buffer) {
    let mut lines = vec![
        Line::from(Span::styled(format!(" Table {} · {} · opened by {}", t.id, t.title(), t.host), bold())),
        Line::from(""),
    ];
    for (i, n) in t.names().iter().enumerate() {
        let what = match &t.seats[i] {
            Holder::Free => "free: waiting for a player",
            Holder::Computer(_) => "computer",
            Holder::Person { at: None, .. } => "away",
            Holder::Person { .. } => "here",
        };
        lines.push(Line::from(format!("  seat {}  {n:<16} {what}", i + 1)));
    }
    lines.push(Line::from(""));
    lines.push(Line::from(format!("  The game starts when every seat is held ({} free).", t.free())));
    let keys = if host { "  c fill the free seats with computers and start · q leave" } else { "  q leave" };
    lines.push(Line::from(keys));
    Paragraph::new(lines).render(area, buf);
}

#[cfg(test)]
mod tests;
