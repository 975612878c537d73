//! The screens without a table and the boxes over it: the new-game form, the offer to
//! resume, the summary of a hand, the settlement, help and quit.

use super::app::{App, Settled};
use super::draw::{bold, keys_line, popup_box};
use super::game::Game;
use super::setup::Setup;
use super::words::{tiles, Line};
use crate::engine::{Phase, Seat};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line as TLine, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

/// The end of a hand: how it ended, what each seat held, every payment, who is on set next.
pub fn summary(g: &Game, area: Rect, buf: &mut Buffer) {
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

pub fn settled(g: &Game, s: &Settled, area: Rect, buf: &mut Buffer) {
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
            lines.push(TLine::from(Span::styled(p.display().to_string(), Style::new().fg(Color::Cyan))));
            lines.push(TLine::from(format!("Watch it again with: nos replay {}", p.display())));
        }
        Err(e) => lines.push(TLine::from(Span::styled(e.clone(), Style::new().fg(Color::Red)))),
    }
    lines.push(TLine::from(""));
    lines.push(TLine::from("Press Enter or q to leave."));
    Paragraph::new(lines).wrap(Wrap { trim: false }).render(inner, buf);
}

pub fn setup(s: &Setup, area: Rect, buf: &mut Buffer) {
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
    Paragraph::new(lines).render(inner, buf);
}

pub fn offer(app: &App, area: Rect, buf: &mut Buffer) {
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

pub fn help(practice: bool, area: Rect, buf: &mut Buffer) {
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

pub fn quit(area: Rect, buf: &mut Buffer) {
    let inner = popup_box(area, 56, 7, "Quit?", buf);
    let lines = vec![
        TLine::from("End the session now and settle the chips?"),
        TLine::from(""),
        keys_line(&[("y", "settle and end"), ("s", "save, resume later"), ("n", "go on")]),
    ];
    Paragraph::new(lines).render(inner, buf);
}
