//! The bottom panel of the table: the acting seat's tiles and what it is asked, or why
//! no hand shows.

use super::app::{App, Pick, Screen};
use super::draw::{bold, OPT};
use super::game::Kind;
use super::panels::{boxed, Tiles};
use crate::engine::{Action, Phase, Seat};
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line as TLine, Span};
use ratatui::widgets::{Paragraph, Widget};

/// The bottom panel: the acting seat's hand and what it may do, or why nothing shows.
pub fn bottom(app: &App, area: Rect, buf: &mut Buffer) {
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
