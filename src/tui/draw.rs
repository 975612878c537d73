//! Drawing: which screen is up, the table with its panels, and the pieces every screen
//! uses (the keys line, a box over the screen).

use super::announce;
use super::app::{App, Pick, Popup, Screen};
use super::game::Kind;
use super::panels::{boxed, Log, Seats, SLOT};
use super::screens;
use super::table::Table;
use super::words::Line;
use crate::engine::{Action, Hand, Phase, Seat};
use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line as TLine, Span};
use ratatui::widgets::{Clear, Paragraph, Widget, Wrap};

/// The smallest window the table fits in.
pub const MIN: (u16, u16) = (80, 24);

/// Where each part of the table screen goes.
pub struct Areas {
    pub header: Rect,
    pub table: Rect,
    pub seats: Rect,
    pub log: Rect,
    pub bottom: Rect,
    pub keys: Rect,
}

/// The parts of a window of this size, for `n` seats.
pub fn areas(area: Rect, n: usize) -> Areas {
    let [header, middle, bottom, keys] =
        Layout::vertical([Constraint::Length(1), Constraint::Min(8), Constraint::Length(5), Constraint::Length(1)])
            .areas(area);
    let side_w = if area.width >= 110 { 44 } else { 32 };
    let [table, side] = Layout::horizontal([Constraint::Min(40), Constraint::Length(side_w)]).areas(middle);
    let seats_h = (n as u16 + 4).min(side.height.saturating_sub(4));
    let [seats, log] = Layout::vertical([Constraint::Length(seats_h), Constraint::Min(3)]).areas(side);
    Areas { header, table, seats, log, bottom, keys }
}

fn whole(size: (u16, u16)) -> Rect {
    Rect::new(0, 0, size.0, size.1)
}

/// The tile of the hand row under a mouse click, the row scrolled for `cursor`.
pub fn tile_at(size: (u16, u16), n: usize, cursor: usize, x: u16, y: u16) -> Option<usize> {
    let a = areas(whole(size), 5).bottom;
    if y != a.y + 1 || x < a.x + 1 {
        return None;
    }
    let (first, shown) = super::panels::hand_window(a.width.saturating_sub(2), n, Some(cursor));
    // A row that starts with the "‹k" marker is shifted by its width.
    let mark = if first > 0 { format!("‹{first}").chars().count() as u16 } else { 0 };
    let x = (x - a.x - 1).checked_sub(mark)?;
    let i = (x / SLOT) as usize;
    (i < shown).then_some(first + i)
}

/// The place option under a mouse click.
pub fn option_at(size: (u16, u16), n: usize, x: u16, y: u16) -> Option<usize> {
    let a = areas(whole(size), 5).bottom;
    if y != a.y + 2 || x < a.x + 1 {
        return None;
    }
    let i = ((x - a.x - 1) / OPT) as usize;
    (i < n).then_some(i)
}

/// The width of one place option in the prompt.
pub const OPT: u16 = 20;

fn key(k: &str) -> Span<'static> {
    Span::styled(k.to_string(), Style::new().fg(Color::Black).bg(Color::Gray))
}

pub fn keys_line(items: &[(&str, &str)]) -> TLine<'static> {
    let mut spans = Vec::new();
    for (k, what) in items {
        spans.push(key(k));
        spans.push(Span::raw(format!(" {what}  ")));
    }
    TLine::from(spans)
}

fn centered(area: Rect, w: u16, h: u16) -> Rect {
    let w = w.min(area.width);
    let h = h.min(area.height);
    Rect::new(area.x + (area.width - w) / 2, area.y + (area.height - h) / 2, w, h)
}

pub fn bold() -> Style {
    Style::new().add_modifier(Modifier::BOLD)
}

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if area.width < MIN.0 || area.height < MIN.1 {
            too_small(area, buf);
            return;
        }
        match &self.screen {
            Screen::Setup(s) => screens::setup(s, area, buf),
            Screen::Offer => screens::offer(self, area, buf),
            Screen::Settled(s) => screens::settled(self.game(), s, area, buf),
            Screen::Replay(v) => super::replay::draw(v, self.pips, area, buf),
            Screen::Score => {
                play(self, area, buf);
                super::ranking::score(self, area, buf);
            }
            _ => play(self, area, buf),
        }
        match self.popup {
            Some(Popup::Help) => screens::help(self.coach.is_some(), area, buf),
            Some(Popup::Quit) => screens::quit(area, buf),
            Some(Popup::Advice) => {
                let a = areas(area, self.game().n() as usize);
                super::ranking::advice(self, a.table.union(a.log), buf);
                Clear.render(a.keys, buf);
                Paragraph::new(keys_line(&[("↑↓", "scroll"), ("Esc or a", "close")])).render(a.keys, buf);
            }
            None => {}
        }
    }
}

fn too_small(area: Rect, buf: &mut Buffer) {
    let text = vec![
        TLine::from(Span::styled("The window is too small for the table.", bold())),
        TLine::from(format!("It is {}x{}; Nos needs at least {}x{}.", area.width, area.height, MIN.0, MIN.1)),
        TLine::from("Make it larger: the game goes on where it was."),
        TLine::from("Keys wait until then; Ctrl-C leaves (the game is saved)."),
    ];
    let h = (text.len() as u16).min(area.height);
    let r = Rect::new(area.x, area.y + area.height.saturating_sub(h) / 2, area.width, h);
    Paragraph::new(text).alignment(Alignment::Center).wrap(Wrap { trim: true }).render(r, buf);
}

/// The table, its panels and the seat's part at the bottom.
fn play(app: &App, area: Rect, buf: &mut Buffer) {
    let g = app.game();
    let h = g.hand();
    let a = areas(area, g.n() as usize);
    let acting = h.to_act();
    let label = match &app.coach {
        Some(c) => format!("practice hand {}", c.dealt),
        None => format!("hand {}", g.hand_no() + 1),
    };
    header(&label, h, g.announced(), a.header, buf);
    table_box(h, app.pips, a.table, buf);
    seats_box(h, &g.names, &g.kinds, acting, a.seats, buf);
    log_box(&g.log, g.hand_no(), a.log, buf);
    super::bottom::bottom(app, a.bottom, buf);
    let keys: Vec<(&str, &str)> = match &app.screen {
        Screen::HandOver(_) => vec![("Enter", "take the keyboard"), ("t", "pips/digits"), ("?", "help"), ("q", "quit")],
        Screen::Summary => vec![("Enter", "next hand"), ("q", "quit and settle"), ("?", "help")],
        Screen::Result => vec![("Enter", "next practice hand"), ("q", "leave practice"), ("?", "help")],
        Screen::Score => vec![("Enter or q", "leave")],
        _ => play_keys(app),
    };
    Paragraph::new(keys_line(&keys)).render(a.keys, buf);
    match (&app.screen, &app.pick) {
        (Screen::Summary, _) => screens::summary(g, a.table.union(a.seats), buf),
        (Screen::Result, _) => super::ranking::result(app, area, buf),
        (Screen::Play, Pick::Games { cursor }) if app.shown_seat().is_some() => {
            announce::games(h, *cursor, a.table.union(a.log), buf)
        }
        (Screen::Play, Pick::Form(f)) if app.shown_seat().is_some() => announce::form(f, a.table, buf),
        _ => {}
    }
}

fn play_keys(app: &App) -> Vec<(&'static str, &'static str)> {
    let g = app.game();
    let mut k = Vec::new();
    if app.shown_seat().is_none() {
        if g.hand().to_act().is_some_and(|s| g.kind(s) != Kind::Human) {
            k.push(("any key", "go on"));
        }
    } else {
        match (&app.pick, g.hand().phase()) {
            (Pick::Games { .. }, _) => k.extend([("↑↓", "choose"), ("Enter", "announce")]),
            (Pick::Form(_), _) => {
                k.extend([("↑↓", "choice"), ("←→", "change"), ("Enter", "announce"), ("Esc", "back")])
            }
            (Pick::Place { .. }, _) => k.extend([("←→", "where"), ("Enter", "play"), ("Esc", "back")]),
            (_, Phase::Declare { .. }) if g.hand().legal().contains(&Action::Declare) => {
                k.extend([("y", "declare"), ("n", "no")])
            }
            (_, Phase::Immediate { .. }) if g.hand().legal().len() > 1 => {
                k.extend([("←→", "tile"), ("Enter", "play it at once"), ("n", "no")])
            }
            (_, Phase::Declare { .. } | Phase::Immediate { .. }) => k.push(("Enter", "go on")),
            (_, Phase::AfterPlay { .. }) => k.extend([("c", "I close"), ("Enter", "end my turn")]),
            (_, Phase::Set { .. }) if g.hand().legal().contains(&Action::Draw) => k.push(("d", "draw")),
            (_, Phase::Set { .. }) => k.extend([("←→", "tile"), ("Enter", "set it")]),
            _ => k.extend([("←→ hjkl", "tile"), ("Enter", "play"), ("d", "draw"), ("p", "pass")]),
        }
    }
    if app.advisable().is_some() {
        k.push(("a", "advice"));
    }
    let quit = if app.coach.is_some() { "leave" } else { "quit" };
    k.extend([("t", "pips"), ("?", "help"), ("q", quit)]);
    k
}

pub fn header(label: &str, h: &Hand, game: Option<crate::engine::Game>, area: Rect, buf: &mut Buffer) {
    let game = match game {
        Some(g) => format!("game {}: {}", g.number(), g.describe()),
        None => "game not announced yet".into(),
    };
    let line = TLine::from(vec![
        Span::styled(" NOS ", Style::new().fg(Color::Black).bg(Color::Cyan).add_modifier(Modifier::BOLD)),
        Span::styled(format!(" {label} "), bold()),
        Span::raw(format!("· {game} ")),
        Span::styled(format!("· boneyard {}", h.boneyard_len()), Style::new().fg(Color::DarkGray)),
    ]);
    Paragraph::new(line).render(area, buf);
}

fn shape_words(h: &Hand) -> String {
    use crate::engine::games::Shape;
    let Some(l) = h.layout() else { return String::new() };
    let p = l.plan();
    let double = p.comp.iter().any(|c| c.is_some());
    match p.shape {
        Shape::Line => "a line".into(),
        Shape::Cross if double => "a double cross".into(),
        Shape::Cross => "a cross".into(),
        Shape::Triangle { fourth: true } => "a triangle, then a cross".into(),
        Shape::Triangle { .. } => "a triangle".into(),
    }
}

pub fn table_box(h: &Hand, pips: bool, area: Rect, buf: &mut Buffer) {
    let title = match h.layout() {
        Some(_) => format!(" Table: {} ", shape_words(h)),
        None => " Table ".into(),
    };
    let block = boxed(title);
    let inner = block.inner(area);
    block.render(area, buf);
    let legend = Table::legend(h);
    let rows = legend.len() as u16;
    let [draw, leg] = Layout::vertical([Constraint::Min(3), Constraint::Length(rows)]).areas(inner);
    Table { hand: h, pips }.render(draw, buf);
    let lines: Vec<TLine> = legend
        .iter()
        .map(|(p, text, open)| {
            let st = if *open { Style::new().fg(Color::Green) } else { Style::new().fg(Color::DarkGray) };
            TLine::from(vec![
                Span::styled(format!(" {p} "), st.add_modifier(Modifier::BOLD)),
                Span::styled(text.clone(), st),
            ])
        })
        .collect();
    Paragraph::new(lines).render(leg, buf);
}

pub fn seats_box(h: &Hand, names: &[String], kinds: &[Kind], acting: Option<Seat>, area: Rect, buf: &mut Buffer) {
    let block = boxed(" Seats: chips, tiles ".into());
    let inner = block.inner(area);
    block.render(area, buf);
    let tags = kinds.iter().map(|k| if *k == Kind::Human { "" } else { "cpu" }).collect();
    Seats { hand: h, names, tags, acting }.render(inner, buf);
}

pub fn log_box(log: &[(usize, Line)], hand_no: usize, area: Rect, buf: &mut Buffer) {
    let block = boxed(" Log ".into());
    let inner = block.inner(area);
    block.render(area, buf);
    let from = log.iter().position(|(h, _)| *h + 1 >= hand_no).unwrap_or(0);
    Log { lines: &log[from..] }.render(inner, buf);
}

pub fn popup_box(area: Rect, w: u16, h: u16, title: &str, buf: &mut Buffer) -> Rect {
    let r = centered(area, w, h);
    Clear.render(r, buf);
    let b = boxed(format!(" {title} ")).border_style(Style::new().fg(Color::Yellow));
    let inner = b.inner(r);
    b.render(r, buf);
    inner
}
