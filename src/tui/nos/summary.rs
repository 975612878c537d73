//! The end of a session at Nos's table: the settlement of the chips, the side pot, the
//! seats that left, and where the record is kept. (The count of a hand is the table's,
//! from [`super::sit::NosSitting`]'s summary.)

use super::flow::Settled;
use super::leave::{left_line, pot_line, settle_rows};
use crate::tui::kit::fit;
use crate::tui::kit::hits::{draw_lines, named, wrapped, Hit, Hits, Links};
use crate::tui::kit::input::Msg;
use crate::tui::kit::widgets::{bold, popup_box};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};

/// The end of the session: each seat's chips, what it keeps, pays or receives.
pub fn settled(s: &Settled, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let inner = popup_box(area, 78, 20, "The session is over: settlement", buf);
    let w = inner.width;
    let st = &s.settlement;
    let names = fit::names(&s.names, 20);
    let nw = fit::widest(&names);
    let mut lines = Vec::new();
    if let Some((seat, c)) = crate::games::nos::chips::past(&s.chips) {
        let why = crate::games::nos::words::limit_words(&s.names[seat.index()], c);
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
