//! The lobby: the tables, and the form that opens a new one. Drawn per connection;
//! a key here changes only this connection's cursor and form, or asks the hall for
//! a seat ([`Ask`]).

use super::table::{Holder, Table};
use crate::tui::app::draw::bold;
use crate::tui::kit::input::{nav, Msg};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Widget, Wrap};

/// A connection's place in the lobby.
#[derive(Clone, Debug, Default)]
pub struct Lobby {
    /// The row under the cursor: 0 is "open a table", then the tables in order.
    pub row: usize,
    /// The new-table form, while open.
    pub form: Option<Form>,
    /// The last thing said to this player.
    pub status: Option<String>,
}

/// The new-table form.
#[derive(Clone, Debug)]
pub struct Form {
    /// The game, by its place in [`games`].
    pub game: usize,
    pub players: u8,
    pub computers: u8,
    /// The field under the cursor: 0 game, 1 players, 2 computer seats.
    pub field: usize,
}

/// What a key in the lobby asks of the hall.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ask {
    Nothing,
    /// Open a table of this game, seats and computer seats.
    Open {
        game: &'static str,
        players: usize,
        computers: usize,
    },
    /// Sit at (or come back to) table `id`.
    Sit(u64),
    /// Watch table `id`.
    Watch(u64),
    /// Leave the server.
    Quit,
}

/// The games a network table plays: those behind the table's seam.
pub fn games() -> Vec<&'static dyn crate::registry::Game> {
    crate::registry::GAMES.iter().copied().filter(|g| crate::tui::app::openers::opener(g.id()).is_some()).collect()
}

impl Form {
    fn new() -> Form {
        let g = games()[0];
        Form { game: 0, players: g.default_players(), computers: g.default_players() - 1, field: 0 }
    }

    fn game(&self) -> &'static dyn crate::registry::Game {
        let all = games();
        all[self.game.min(all.len() - 1)]
    }

    /// Left or right on the field under the cursor.
    fn step(&mut self, up: bool) {
        let all = games();
        match self.field {
            0 => {
                self.game =
                    if up { (self.game + 1) % all.len() } else { self.game.checked_sub(1).unwrap_or(all.len() - 1) };
                self.players = self.game().default_players();
                self.computers = self.players - 1;
            }
            1 => {
                let counts = self.game().players();
                let at = counts.iter().position(|&c| c == self.players).unwrap_or(0);
                let next = if up { (at + 1) % counts.len() } else { at.checked_sub(1).unwrap_or(counts.len() - 1) };
                self.players = counts[next];
                self.computers = self.players - 1;
            }
            _ => {
                self.computers = if up { self.computers + 1 } else { self.computers.saturating_sub(1) };
            }
        }
        self.computers = self.computers.min(self.players - 1);
    }
}

impl Lobby {
    /// A key in the lobby, with the tables as they are.
    pub fn key(&mut self, m: Msg, tables: &[&Table]) -> Ask {
        if let Some(f) = &mut self.form {
            match nav(m) {
                Msg::Up => f.field = f.field.checked_sub(1).unwrap_or(2),
                Msg::Down => f.field = (f.field + 1) % 3,
                Msg::Left => f.step(false),
                Msg::Right => f.step(true),
                Msg::Enter => {
                    let ask =
                        Ask::Open { game: f.game().id(), players: f.players as usize, computers: f.computers as usize };
                    self.form = None;
                    return ask;
                }
                Msg::Back | Msg::Char('q') => self.form = None,
                _ => {}
            }
            return Ask::Nothing;
        }
        let rows = tables.len() + 1;
        match nav(m) {
            Msg::Up => self.row = self.row.checked_sub(1).unwrap_or(rows - 1),
            Msg::Down => self.row = (self.row + 1) % rows,
            Msg::Char('n') => self.form = Some(Form::new()),
            Msg::Enter if self.row == 0 => self.form = Some(Form::new()),
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
}

/// One table as a lobby row: its game, its seats, its state.
pub fn row(t: &Table, watchers: usize) -> String {
    let seats: Vec<String> = t
        .seats
        .iter()
        .map(|h| match h {
            Holder::Free => "(free)".into(),
            Holder::Computer(_) => "cpu".into(),
            Holder::Person { name, at: None, .. } => format!("{name} (away)"),
            Holder::Person { name, .. } => name.clone(),
        })
        .collect();
    let state = match &t.play {
        None => format!("waiting for {}", t.free()),
        Some(_) if t.over() => "over".into(),
        Some(p) => format!("hand {}", p.host.sit.hand_no() + 1),
    };
    format!("{:<3} {:<22} {:<14} {}  watchers {watchers}", t.id, t.title(), state, seats.join(", "))
}

/// The lobby screen of `name`.
pub fn draw(l: &Lobby, name: &str, tables: &[(&Table, usize)], area: Rect, buf: &mut Buffer) {
    let mut lines = vec![
        Line::from(vec![
            Span::styled(" NOS ", Style::new().fg(Color::Black).bg(Color::Cyan).add_modifier(Modifier::BOLD)),
            Span::styled(format!(" the tables · you are {name}"), bold()),
        ]),
        Line::from(""),
    ];
    let mark = |on: bool| if on { Style::new().add_modifier(Modifier::REVERSED) } else { Style::new() };
    lines.push(Line::from(Span::styled("  Open a new table (n)", mark(l.row == 0))));
    for (i, (t, w)) in tables.iter().enumerate() {
        lines.push(Line::from(Span::styled(format!("  {}", row(t, *w)), mark(l.row == i + 1))));
    }
    if tables.is_empty() {
        lines.push(Line::from("  No table is open yet."));
    }
    lines.push(Line::from(""));
    if let Some(s) = &l.status {
        lines.push(Line::from(Span::styled(format!("  {s}"), Style::new().fg(Color::Yellow))));
    }
    lines.push(Line::from("  ↑↓ choose · Enter sit (or come back) · w watch · n new table · q leave"));
    Paragraph::new(lines).wrap(Wrap { trim: false }).render(area, buf);
    if let Some(f) = &l.form {
        form(f, area, buf);
    }
}

fn form(f: &Form, area: Rect, buf: &mut Buffer) {
    let w = 56.min(area.width);
    let r = Rect::new(area.x + (area.width - w) / 2, area.y + 3.min(area.height), w, 9.min(area.height));
    ratatui::widgets::Clear.render(r, buf);
    let block = Block::default().borders(Borders::ALL).title(" A new table ");
    let inner = block.inner(r);
    block.render(r, buf);
    let field = |i: usize, label: &str, value: String| {
        let st = if f.field == i { Style::new().add_modifier(Modifier::REVERSED) } else { Style::new() };
        let mark = if f.field == i { "▸" } else { " " };
        Line::from(vec![Span::raw(format!("{mark}{label:<16}")), Span::styled(format!("◀ {value} ▶"), st)])
    };
    let lines = vec![
        field(0, "Game", f.game().name().to_string()),
        field(1, "Players", f.players.to_string()),
        field(2, "Computer seats", f.computers.to_string()),
        Line::from(""),
        Line::from(" ↑↓ field · ←→ change · Enter open · Esc back"),
    ];
    Paragraph::new(lines).render(inner, buf);
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
