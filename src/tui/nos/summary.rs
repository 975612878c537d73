//! The end of a hand and of a session on Nos's own screens: how the hand ended, what
//! each seat held, every payment and who is on set next; the settlement of the chips,
//! the side pot, the seats that left, and where the record is kept.

use super::flow::Settled;
use super::game::Game;
use super::leave::{left_line, pot_line, settle_rows};
use crate::core::Seat;
use crate::tui::kit::fit;
use crate::tui::kit::hits::{draw_lines, named, wrapped, Hit, Hits, Links};
use crate::tui::kit::input::Msg;
use crate::tui::kit::scroll::Scroll;
use crate::tui::kit::widgets::{bold, popup_box};
use crate::tui::kit::words::{tiles, Line};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};

/// The end of a hand: how it ended, what each seat held, every payment, who is on set next.
pub fn summary(g: &Game, scroll: &Scroll, area: Rect, buf: &mut Buffer) {
    let h = g.hand();
    let inner = popup_box(area, area.width, area.height, &format!("Hand {} is over", g.hand_no() + 1), buf);
    let w = inner.width;
    let mut lines: Vec<Links> = Vec::new();
    if let Some(how) = super::words::ended(g) {
        lines.push(Links::new().text(format!("How it ended: {how}"), bold()));
    }
    let counts = h.counts().unwrap_or(&[]);
    let names = fit::names(&g.names, 20);
    let nw = fit::widest(&names);
    for i in 0..h.seats() {
        let s = Seat(i);
        let left = if h.hand(s).is_empty() { "no tiles".to_string() } else { tiles(h.hand(s)) };
        let figures = format!(
            "  {}  count {:>3}  chips {:>5}  ",
            fit::pad(&names[s.index()], nw),
            counts.get(i as usize).copied().unwrap_or(0),
            h.chips()[s.index()]
        );
        // The tiles come last: a long hand goes on below rather than push the figures.
        let indent = fit::width(&figures);
        lines.extend(wrapped(&format!("{figures}{left}"), w, Style::new(), indent));
    }
    let tb = g.tiebreak();
    if !tb.is_empty() {
        let draws: Vec<String> = tb.iter().map(|(s, t)| format!("{} {t}", g.names[s.index()])).collect();
        let text = format!("Tie for the highest count; draws: {}", draws.join(", "));
        lines.extend(named(&text, w, Style::new(), 2, &g.names));
    }
    if let Some(s) = g.next_on_set() {
        // Why that seat (rules.md 11.4): a newcomer looks for the one who lost most.
        let why = if tb.is_empty() { "the highest count sets" } else { "the tie-break's highest draw sets" };
        lines.push(Links::new().text(format!("{} is on set next hand: {why}.", g.names[s.index()]), bold()));
    }
    lines.push(Links::new().text("Payments this hand:", bold()));
    let pays: Vec<Links> = g
        .log
        .iter()
        .filter(|(n, l)| *n == g.hand_no() && l.kind == crate::tui::kit::words::LineKind::Pay)
        .flat_map(|(_, l): &(usize, Line)| {
            named(&format!("  {}", l.text), w, Style::new().fg(Color::Yellow), 4, &g.names)
        })
        .collect();
    // The payments scroll when they do not fit: long names take rows.
    let room = (inner.height as usize).saturating_sub(lines.len());
    let top = inner.y + lines.len() as u16;
    let n = pays.len();
    let position = if n > room && room > 1 {
        let shown = room - 1;
        let from = scroll.place(n, shown);
        lines.extend(pays.into_iter().skip(from).take(shown));
        Some(crate::tui::kit::scroll::position(from, shown, n, Rect { y: top, height: shown as u16, ..inner }, buf))
    } else {
        lines.extend(pays);
        None
    };
    lines.extend(position.map(Links::from));
    draw_lines(lines, inner, buf, &mut Hits::default());
}

/// The end of the session: each seat's chips, what it keeps, pays or receives.
pub fn settled(s: &Settled, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let inner = popup_box(area, 78, 20, "The session is over: settlement", buf);
    let w = inner.width;
    let st = &s.settlement;
    let names = fit::names(&s.names, 20);
    let nw = fit::widest(&names);
    let mut lines = Vec::new();
    if let Some((seat, c)) = crate::games::nos::chips::past(&s.chips) {
        let why = crate::tui::nos::words::limit_words(&s.names[seat.index()], c);
        lines.extend(wrapped(&crate::text::safe(&why), w, Style::new().fg(Color::Yellow), 0));
    }
    lines.extend(wrapped("Each total is rounded down to 20; the remainders go to the side pot.", w, Style::new(), 0));
    lines.push(
        Links::new().text(format!("  {} {:>7} {:>7}   {}", fit::pad("", nw), "chips", "kept", "balance"), bold()),
    );
    for row in settle_rows(&names, &s.chips, st) {
        lines.extend(wrapped(&row, w, Style::new(), 2 + nw + 19));
    }
    lines.extend(named(&pot_line(&s.names, st), w, Style::new(), 0, &s.names));
    for l in &s.left {
        lines.extend(wrapped(&crate::text::safe(&left_line(l)), w, Style::new(), 0));
    }
    lines.push(Links::new());
    match &s.kept {
        Ok(p) => {
            // The command on a line of its own, to copy whole.
            lines.push(Links::from("The session is kept as a record; watch it again with:".to_string()));
            let p = crate::text::safe(&p.display().to_string()).into_owned();
            lines.extend(wrapped(&format!("nos replay {p}"), w, Style::new().fg(Color::Cyan), 0));
        }
        Err(e) => lines.extend(wrapped(e, w, Style::new().fg(Color::Red), 0)),
    }
    lines.push(Links::new());
    lines.push(Links::new().link(
        "Press Enter or q to leave.",
        Style::new().add_modifier(Modifier::UNDERLINED),
        Hit::Key(Msg::Enter),
    ));
    draw_lines(lines, inner, buf, hits);
}
