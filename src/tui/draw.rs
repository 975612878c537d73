//! Drawing the screens: the table with its panels, the hand-over, the summaries, the
//! forms and the boxes over them.

use super::announce;
use super::app::{App, Pick, Popup, Screen, Settled};
use super::game::{Game, Kind};
use super::panels::{boxed, Log, Seats, Tiles, SLOT};
use super::replay::Viewer;
use super::setup::Setup;
use super::table::Table;
use super::words::{tiles, Line};
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

const OPT: u16 = 20;

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

fn bold() -> Style {
    Style::new().add_modifier(Modifier::BOLD)
}

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if area.width < MIN.0 || area.height < MIN.1 {
            too_small(area, buf);
            return;
        }
        match &self.screen {
            Screen::Setup(s) => setup(s, area, buf),
            Screen::Offer => offer(self, area, buf),
            Screen::Settled(s) => settled(self.game(), s, area, buf),
            Screen::Replay(v) => replay(v, self.pips, area, buf),
            Screen::Score => {
                play(self, area, buf);
                super::ranking::score(self, area, buf);
            }
            _ => play(self, area, buf),
        }
        match self.popup {
            Some(Popup::Help) => help(self.coach.is_some(), area, buf),
            Some(Popup::Quit) => quit(area, buf),
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
    bottom(app, a.bottom, buf);
    let keys: Vec<(&str, &str)> = match &app.screen {
        Screen::HandOver(_) => vec![("Enter", "take the keyboard"), ("t", "pips/digits"), ("?", "help"), ("q", "quit")],
        Screen::Summary => vec![("Enter", "next hand"), ("q", "quit and settle"), ("?", "help")],
        Screen::Result => vec![("Enter", "next practice hand"), ("q", "leave practice"), ("?", "help")],
        Screen::Score => vec![("Enter or q", "leave")],
        _ => play_keys(app),
    };
    Paragraph::new(keys_line(&keys)).render(a.keys, buf);
    match (&app.screen, &app.pick) {
        (Screen::Summary, _) => summary(g, a.table.union(a.seats), buf),
        (Screen::Result, _) => super::ranking::result(app, area, buf),
        (Screen::Play, Pick::Games { cursor }) if app.shown_seat().is_some() => {
            games(h, *cursor, a.table.union(a.log), buf)
        }
        (Screen::Play, Pick::Form(f)) if app.shown_seat().is_some() => form(f, a.table, buf),
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

/// The bottom panel: the acting seat's hand and what it may do, or why nothing shows.
fn bottom(app: &App, area: Rect, buf: &mut Buffer) {
    let g = app.game();
    let h = g.hand();
    let name = |s: Seat| g.names[s.index()].clone();
    let shown = app.shown_seat();
    // With one person at the table no hand needs hiding: theirs stays in view while
    // the computer seats play, so they can follow the hand.
    let watcher = match (&app.screen, shown) {
        (Screen::Play, None) if app.coach.is_some() => Some(Seat(0)),
        (Screen::Play, None) if g.humans() == 1 => {
            g.kinds.iter().position(|k| *k == Kind::Human).map(|i| Seat(i as u8))
        }
        _ => None,
    };
    let title = match shown.or(watcher) {
        Some(s) => format!(" {}'s tiles ", name(s)),
        None => " Tiles ".into(),
    };
    let block = boxed(title);
    let inner = block.inner(area);
    block.render(area, buf);
    let rows: [Rect; 3] = Layout::vertical([Constraint::Length(1); 3]).areas(inner);
    let mut prompt: Vec<TLine> = Vec::new();
    match (&app.screen, shown) {
        (Screen::Play, Some(s)) => {
            let tiles_v = app.hand_tiles();
            let usable = |t| !app.options(t).is_empty();
            let cursor = matches!(app.pick, Pick::Tile | Pick::Place { .. }).then_some(app.cursor);
            Tiles { tiles: &tiles_v, usable: &usable, cursor, pips: app.pips }.render(rows[0], buf);
            prompt.push(seat_prompt(app, s));
        }
        (Screen::Play, None) => {
            if let Some(w) = watcher {
                let mine: Vec<_> = h.hand(w).iter().collect();
                Tiles { tiles: &mine, usable: &|_| false, cursor: None, pips: app.pips }.render(rows[0], buf);
            }
            if let Some(s) = h.to_act() {
                let text = match g.kind(s) {
                    Kind::Computer(l) => format!("{} (computer, {}) is playing…", name(s), l.name()),
                    Kind::Human => format!("{} is to act.", name(s)),
                };
                prompt.push(TLine::from(Span::styled(text, bold())));
            }
        }
        (Screen::HandOver(s), _) => {
            let why = match h.phase() {
                Phase::Declare { .. } => " Each seat in turn: declare doubles?",
                Phase::Immediate { .. } => " Each seat in turn: a double at once on the set tile?",
                _ => "",
            };
            prompt.push(TLine::from(Span::styled(
                format!("Every hand is hidden.{why}"),
                Style::new().fg(Color::DarkGray),
            )));
            prompt.push(TLine::from(Span::styled(
                format!("Pass the keyboard to {}; press Enter", name(*s)),
                Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD),
            )));
        }
        (Screen::Summary, _) => {
            prompt.push(TLine::from("The hand is over. Press Enter for the next hand."));
        }
        _ => {}
    }
    for (p, row) in prompt.into_iter().zip(&rows[1..]) {
        Paragraph::new(p).render(*row, buf);
    }
    if let Some(s) = &app.status {
        Paragraph::new(TLine::from(Span::styled(s.clone(), Style::new().fg(Color::Red).add_modifier(Modifier::BOLD))))
            .render(rows[2], buf);
    } else if app.coach.is_some() && shown.is_some() && matches!(h.phase(), Phase::Set { .. } | Phase::Announce) {
        let hint = "Practice: choose as at the table; the result shows how your choice ranks.";
        Paragraph::new(TLine::from(Span::styled(hint, Style::new().fg(Color::Cyan)))).render(rows[2], buf);
    }
}

/// What the acting seat is asked, in one line.
fn seat_prompt(app: &App, s: Seat) -> TLine<'static> {
    let g = app.game();
    let h = g.hand();
    let legal = h.legal();
    if let Pick::Place { tile, options, cursor } = &app.pick {
        let mut spans = vec![Span::styled(format!("{tile}: "), bold())];
        for (i, a) in options.iter().enumerate() {
            let text = match a {
                Action::Play { at, open, .. } => format!("{} {at}, {open} stays open", i + 1),
                Action::Set { first, second } => format!("{} {first} on W, {second} on E", i + 1),
                other => format!("{} {other}", i + 1),
            };
            let st = if i == *cursor {
                Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD)
            } else {
                Style::new()
            };
            spans.push(Span::styled(format!("{text:<width$}", width = OPT as usize - 1), st));
            spans.push(Span::raw(" "));
        }
        return TLine::from(spans);
    }
    let text = match h.phase() {
        Phase::Set { drawn: Some(t) } => format!("You drew {t}: set it (Enter on it)."),
        Phase::Set { .. } if legal.contains(&Action::Draw) => {
            "You are on set and hold no double: draw (d) and set the tile drawn.".into()
        }
        Phase::Set { .. } => "You are on set: choose a double and press Enter to set it.".into(),
        Phase::Announce => "Announce the game.".into(),
        Phase::Declare { .. } => {
            let (k, pay) = h.declare_amount(s);
            if pay > 0 {
                format!("Declare your {k} doubles? Each other seat pays you {pay}. y: declare, n: no")
            } else {
                format!("You hold {k} double{}, too few to declare. Enter: go on", if k == 1 { "" } else { "s" })
            }
        }
        Phase::Immediate { .. } => {
            if legal.len() > 1 {
                "Play a double at once on the set tile? Choose it and Enter, or n: no".into()
            } else {
                "No double of yours can go on the set tile at once. Enter: go on".into()
            }
        }
        Phase::AfterPlay { .. } => "Close (c: \"I close\") or end your turn (Enter)?".into(),
        Phase::Turn { .. } => {
            let plays = legal.iter().any(|a| matches!(a, Action::Play { .. }));
            let drew = g.just_drawn(s).map(|t| format!("You drew {t}. ")).unwrap_or_default();
            let what = match (plays, legal.contains(&Action::Draw), legal.contains(&Action::Pass)) {
                (true, _, _) => "Your turn: choose a tile (bright ones fit) and press Enter.",
                (false, true, _) => "Your turn: nothing fits. Draw a tile (d).",
                (false, false, true) => "Your turn: nothing fits and only the last two are left: pass (p).",
                _ => "Your turn.",
            };
            format!("{drew}{what}")
        }
        Phase::Over { .. } => String::new(),
    };
    TLine::from(Span::styled(text, bold()))
}

pub fn popup_box(area: Rect, w: u16, h: u16, title: &str, buf: &mut Buffer) -> Rect {
    let r = centered(area, w, h);
    Clear.render(r, buf);
    let b = boxed(format!(" {title} ")).border_style(Style::new().fg(Color::Yellow));
    let inner = b.inner(r);
    b.render(r, buf);
    inner
}

fn games(h: &Hand, cursor: usize, area: Rect, buf: &mut Buffer) {
    let nums = announce::numbers(&h.legal());
    let set = h.set_ends().map(|(a, b)| format!("{a}-{b}")).unwrap_or_default();
    let hgt = (nums.len() as u16 + 4).min(area.height);
    let inner = popup_box(area, area.width, hgt, &format!("Announce a game for the set {set}"), buf);
    let visible = inner.height.saturating_sub(2) as usize;
    let first = cursor.saturating_sub(visible.saturating_sub(1));
    let mut lines: Vec<TLine> = Vec::new();
    for (i, &n) in nums.iter().enumerate().skip(first).take(visible) {
        let st =
            if i == cursor { Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD) } else { Style::new() };
        let more = if matches!(n, 11 | 12 | 17) { " …" } else { "" };
        lines.push(TLine::from(Span::styled(format!("{}{more}", announce::menu_line(n)), st)));
    }
    if let Some(&n) = nums.get(cursor) {
        lines.push(TLine::from(Span::styled(announce::description(n).to_string(), Style::new().fg(Color::Cyan))));
    }
    lines
        .push(TLine::from(Span::styled("games marked … ask for their choices next", Style::new().fg(Color::DarkGray))));
    Paragraph::new(lines).render(inner, buf);
}

fn form(f: &announce::Form, area: Rect, buf: &mut Buffer) {
    let inner = popup_box(area, 56, f.fields.len() as u16 + 5, &format!("Game {}: name the choices", f.game), buf);
    let mut lines = Vec::new();
    for (i, fld) in f.fields.iter().enumerate() {
        let active = f.active(i);
        let st = if !active {
            Style::new().fg(Color::DarkGray)
        } else if i == f.cursor {
            Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD)
        } else {
            Style::new()
        };
        let val = if active { format!("◂ {} ▸", fld.options[fld.sel]) } else { "–".into() };
        lines.push(TLine::from(Span::styled(format!("{:>22}: {val}", fld.label), st)));
    }
    lines.push(TLine::from(""));
    lines.push(TLine::from(Span::styled(f.game().describe(), Style::new().fg(Color::Cyan))));
    Paragraph::new(lines).wrap(Wrap { trim: false }).render(inner, buf);
}

/// The end of a hand: how it ended, what each seat held, every payment, who is on set next.
fn summary(g: &Game, area: Rect, buf: &mut Buffer) {
    let h = g.hand();
    let inner = popup_box(area, area.width, area.height, &format!("Hand {} is over", g.hand_no() + 1), buf);
    let mut lines = Vec::new();
    if let Phase::Over { how } = h.phase() {
        lines.push(TLine::from(Span::styled(format!("How it ended: {}", how.words()), bold())));
    }
    let counts = h.counts().unwrap_or(&[]);
    for i in 0..h.seats() {
        let s = Seat(i);
        let left = if h.hand(s).is_empty() { "no tiles".to_string() } else { tiles(h.hand(s)) };
        lines.push(TLine::from(format!(
            "  {:<10} {:<24} count {:>3}   chips {:>5}",
            g.names[s.index()],
            left,
            counts.get(i as usize).copied().unwrap_or(0),
            h.chips()[s.index()]
        )));
    }
    let tb = g.tiebreak();
    if !tb.is_empty() {
        let draws: Vec<String> = tb.iter().map(|(s, t)| format!("{} {t}", g.names[s.index()])).collect();
        lines.push(TLine::from(format!("Tie for the highest count; draws: {}", draws.join(", "))));
    }
    if let Some(s) = g.next_on_set() {
        lines.push(TLine::from(Span::styled(format!("{} is on set next hand.", g.names[s.index()]), bold())));
    }
    lines.push(TLine::from(Span::styled("Payments this hand:", bold())));
    let pays: Vec<&Line> = g
        .log
        .iter()
        .filter(|(n, l)| *n == g.hand_no() && l.kind == super::words::LineKind::Pay)
        .map(|(_, l)| l)
        .collect();
    let room = (inner.height as usize).saturating_sub(lines.len());
    let cut = if pays.len() > room { room.saturating_sub(1) } else { pays.len() };
    for l in &pays[..cut] {
        lines.push(TLine::from(Span::styled(format!("  {}", l.text), Style::new().fg(Color::Yellow))));
    }
    if cut < pays.len() {
        lines.push(TLine::from(format!("  … and {} more in the log", pays.len() - cut)));
    }
    Paragraph::new(lines).wrap(Wrap { trim: false }).render(inner, buf);
}

fn settled(g: &Game, s: &Settled, area: Rect, buf: &mut Buffer) {
    let inner = popup_box(area, 76, 20, "The session is over: settlement", buf);
    let st = &s.settlement;
    let mut lines = vec![
        TLine::from("Each total is rounded down to 20; the remainders go to the side pot."),
        TLine::from(Span::styled(format!("  {:<10} {:>7} {:>7} {:>9}", "", "chips", "kept", "balance"), bold())),
    ];
    for (i, name) in g.names.iter().enumerate() {
        let b = st.balance[i];
        let word = match b {
            0 => "even".to_string(),
            b if b > 0 => format!("receives {b}"),
            b => format!("pays {}", -b),
        };
        let pot = if i == st.pot_winner.index() && st.pot > 0 {
            format!(" (with the pot of {})", st.pot)
        } else {
            String::new()
        };
        lines.push(TLine::from(format!("  {name:<10} {:>7} {:>7}   {word}{pot}", s.chips[i], st.kept[i])));
    }
    lines.push(TLine::from(format!(
        "Side pot: {}, won by {} (drawn by lot). Balance: kept chips, plus the pot, less 500.",
        st.pot,
        g.names[st.pot_winner.index()]
    )));
    lines.push(TLine::from(""));
    match &s.kept {
        Ok(p) => {
            lines.push(TLine::from("The session is kept as a record:"));
            let p = crate::text::safe(&p.display().to_string()).into_owned();
            lines.push(TLine::from(Span::styled(p.clone(), Style::new().fg(Color::Cyan))));
            lines.push(TLine::from(format!("Watch it again with: nos replay {p}")));
        }
        Err(e) => lines.push(TLine::from(Span::styled(e.clone(), Style::new().fg(Color::Red)))),
    }
    lines.push(TLine::from(""));
    lines.push(TLine::from("Press Enter or q to leave."));
    Paragraph::new(lines).wrap(Wrap { trim: false }).render(inner, buf);
}

fn setup(s: &Setup, area: Rect, buf: &mut Buffer) {
    let inner = popup_box(area, 72, s.players as u16 + 13, "Nos: a new game", buf);
    let sel = |row: usize| {
        if s.row == row {
            Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD)
        } else {
            Style::new()
        }
    };
    let mut lines = vec![
        TLine::from("Nos, the Dutch domino game, for 3 to 5 players."),
        TLine::from(""),
        TLine::from(Span::styled(format!("Players:  ◂ {} ▸", s.players), sel(0))),
    ];
    for i in 0..s.players {
        let caret = if s.row == i + 1 { "_" } else { "" };
        lines.push(TLine::from(Span::styled(
            format!("Seat {}:  {:<13} ◂ {} ▸", i + 1, format!("{}{caret}", s.names[i]), s.kinds[i].name()),
            sel(i + 1),
        )));
    }
    let caret = if s.row == s.seed_row() { "_" } else { "" };
    lines.push(TLine::from(Span::styled(format!("Seed:     {}{caret}", s.seed), sel(s.seed_row()))));
    lines.push(TLine::from(Span::styled(
        "          (the same seed deals the same tiles)",
        Style::new().fg(Color::DarkGray),
    )));
    lines.push(TLine::from(""));
    lines.push(TLine::from(Span::styled("[ Start the game ]", sel(s.start_row()))));
    lines.push(TLine::from(Span::styled(
        format!("[ Practice choosing the game ]  opponents ◂ {} ▸", s.level.name()),
        sel(s.practice_row()),
    )));
    lines.push(TLine::from(""));
    lines.push(keys_line(&[
        ("↑↓", "field"),
        ("←→", "change"),
        ("type", "names, seed"),
        ("Enter", "start"),
        ("Esc", "leave"),
    ]));
    if let Some(n) = &s.note {
        lines.push(TLine::from(Span::styled(n.clone(), Style::new().fg(Color::Red))));
    }
    Paragraph::new(lines).wrap(Wrap { trim: false }).render(inner, buf);
}

fn offer(app: &App, area: Rect, buf: &mut Buffer) {
    let inner = popup_box(area, 64, 10, "Nos", buf);
    let mut lines = vec![
        TLine::from(Span::styled("An unfinished game is kept.", bold())),
        TLine::from(app.kept.clone().unwrap_or_default()),
        TLine::from(""),
        keys_line(&[("r", "resume it"), ("n", "start a new game"), ("p", "practice"), ("q", "leave")]),
        TLine::from(""),
        TLine::from(Span::styled(
            "(a new game keeps the unfinished one among the sessions)",
            Style::new().fg(Color::DarkGray),
        )),
    ];
    if let Some(s) = &app.status {
        lines.push(TLine::from(Span::styled(s.clone(), Style::new().fg(Color::Red))));
    }
    Paragraph::new(lines).wrap(Wrap { trim: false }).render(inner, buf);
}

fn help(practice: bool, area: Rect, buf: &mut Buffer) {
    let inner = popup_box(area, 74, 22, "Help", buf);
    let quit = if practice {
        "leave practice: the score of the hands so far"
    } else {
        "quit: settle the session, or save it to resume later"
    };
    let rows = [
        ("←→ h l", "choose a tile (bright tiles can be played)"),
        ("Enter", "play or set the chosen tile; confirm"),
        ("1-9", "choose where the tile goes, when it may go in several places"),
        ("d", "draw from the boneyard"),
        ("p", "pass (only when nothing fits and only the last two are left)"),
        ("c", "\"I close\", right after your own play"),
        ("y / n", "declare doubles / let an offer go by"),
        ("↑↓", "the list of games; the choices of a game's form"),
        ("a", "advice on set: every choice ranked by the chips it wins"),
        ("t", "switch the tiles between digits and pips"),
        ("Esc", "back"),
        ("q", quit),
        ("mouse", "click a tile to play it"),
    ];
    let mut lines: Vec<TLine> =
        rows.iter().map(|(k, w)| TLine::from(vec![Span::styled(format!("{k:>8}  "), bold()), Span::raw(*w)])).collect();
    lines.push(TLine::from(""));
    lines.push(TLine::from(if practice {
        "Practice saves nothing: an unfinished game is left as it was."
    } else {
        "The game is saved after every action; start `nos` again to resume."
    }));
    lines.push(TLine::from("Open ends are labelled W, E, N, S with what each accepts now."));
    lines.push(TLine::from("Press any key to close this help."));
    Paragraph::new(lines).wrap(Wrap { trim: false }).render(inner, buf);
}

fn quit(area: Rect, buf: &mut Buffer) {
    let inner = popup_box(area, 56, 7, "Quit?", buf);
    let lines = vec![
        TLine::from("End the session now and settle the chips?"),
        TLine::from(""),
        keys_line(&[("y", "settle and end"), ("s", "save, resume later"), ("n", "go on")]),
    ];
    Paragraph::new(lines).render(inner, buf);
}

/// The replay viewer.
fn replay(v: &Viewer, pips: bool, area: Rect, buf: &mut Buffer) {
    let f = v.frame();
    let h = &f.hand;
    let a = areas(area, v.names.len());
    header(&format!("hand {}", f.hand_no + 1), h, f.game, a.header, buf);
    table_box(h, pips, a.table, buf);
    seats_box(h, &v.names, &vec![Kind::Human; v.names.len()], h.to_act(), a.seats, buf);
    log_box(&v.log[..f.lines], f.hand_no, a.log, buf);
    let title = match v.seat {
        None => " Every hand, face up ".to_string(),
        Some(s) => format!(" As {} saw it ", v.names[s.index()]),
    };
    let block = boxed(title);
    let inner = block.inner(a.bottom);
    block.render(a.bottom, buf);
    let mut lines = Vec::new();
    let mut row: Vec<Span> = Vec::new();
    for i in 0..h.seats() {
        let s = Seat(i);
        let text = if h.hand_len(s) == 0 && h.set_ends().is_some() {
            "out".to_string()
        } else if v.seat.is_none() || v.seat == Some(s) {
            tiles(h.hand(s))
        } else {
            format!("{} hidden", h.hand_len(s))
        };
        let st = if h.to_act() == Some(s) {
            Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD)
        } else {
            Style::new()
        };
        row.push(Span::styled(format!("{}: {text}   ", v.names[s.index()]), st));
        if row.len() == 3 {
            lines.push(TLine::from(std::mem::take(&mut row)));
        }
    }
    if !row.is_empty() {
        lines.push(TLine::from(row));
    }
    let play = match v.playing {
        Some(d) => format!("playing, {} ms a step", d.as_millis()),
        None => format!("paused (autoplay {} ms a step)", v.speed.as_millis()),
    };
    lines.push(TLine::from(Span::styled(
        format!("{} · step {}/{} · hand {}/{} · {play}", v.title, v.at + 1, v.frames.len(), f.hand_no + 1, v.hands()),
        Style::new().fg(Color::DarkGray),
    )));
    Paragraph::new(lines).render(inner, buf);
    let keys = [
        ("←→", "step"),
        ("↑↓", "hand"),
        ("Home/End", ""),
        ("Enter", "autoplay"),
        ("+-", "speed"),
        ("0-5", "seat"),
        ("q", "quit"),
    ];
    Paragraph::new(keys_line(&keys)).render(a.keys, buf);
}
