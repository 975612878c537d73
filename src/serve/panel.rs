//! What a network table adds to the table screen of one seat: a panel under it with
//! the table's own lines (who is host, who left or is away, the chat) and the
//! table's keys, and the boxes of [`super::seat`] drawn over it.

use super::seat::Boxed;
use super::table::{Holder, Table};
use crate::core::seat::Seat;
use crate::tui::kit::fit;
use crate::tui::kit::widgets::popup_box;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

/// The rows of the panel in a window with room to spare: three lines said, and the keys.
pub const ROWS: u16 = 4;

/// The table screen's area and the panel's. The panel is always drawn (a player must
/// see the chat, who left or is away, and his seat code): in a window of the smallest
/// size (24 rows) it keeps two lines said and the keys, and the table screen the rest.
pub fn split(area: Rect) -> (Rect, Option<Rect>) {
    let rows = if area.height >= crate::tui::app::draw::MIN.1 + ROWS { ROWS } else { ROWS - 1 };
    if area.height <= rows {
        return (area, None);
    }
    let table = Rect { height: area.height - rows, ..area };
    (table, Some(Rect { y: area.y + area.height - rows, height: rows, ..area }))
}

/// The panel: the table's last lines, wrapped to the width (a long line of chat takes
/// two rows, never cut), then its keys for this player, in fewer words where the width
/// asks for it; the seat code is always said whole.
pub fn draw(t: &Table, host: bool, seat: Option<Seat>, typing: Option<&str>, area: Rect, buf: &mut Buffer) {
    let gray = Style::new().fg(Color::DarkGray);
    let room = usize::from(area.height.saturating_sub(1));
    let w = usize::from(area.width);
    let said: Vec<String> = t.said.iter().flat_map(|l| fit::wrap(l, w)).collect();
    let mut lines: Vec<Line> =
        said.iter().skip(said.len().saturating_sub(room)).map(|l| Line::raw(l.clone())).collect();
    while lines.len() < room {
        lines.insert(0, Line::raw(""));
    }
    let keys = match typing {
        Some(text) => Line::from(vec![
            Span::styled("say: ", Style::new().add_modifier(Modifier::BOLD)),
            Span::raw(format!("{text}_")),
            Span::styled("  Enter send · Esc cancel", gray),
        ]),
        None => {
            let code = match seat.and_then(|s| t.seats.get(s.index())) {
                Some(Holder::Person { code: Some(c), .. }) => Some(c.clone()),
                _ => None,
            };
            let leave = seat.is_some() && t.play.is_some();
            let desk = host && t.play.as_ref().is_some_and(|p| p.host.sit.club().is_some_and(|c| !c.desk().is_empty()));
            // The words from the most to the fewest: the first that fits is said.
            let said = |long: bool, table: bool| {
                let mut k = Vec::new();
                match (table, long) {
                    (true, _) => k.push(format!("Table {} · host {}", t.id, t.host)),
                    (false, true) => k.push(format!("host {}", t.host)),
                    (false, false) => {}
                }
                if let Some(c) = &code {
                    k.push(if long { format!("your seat code {c}") } else { format!("code {c}") });
                }
                k.push("/ chat".into());
                if leave {
                    k.push("x leave".into());
                }
                if desk {
                    k.push(if long { "f penalty desk".into() } else { "f desk".into() });
                }
                k.push("q lobby".into());
                k.join(" · ")
            };
            let forms = [said(true, true), said(false, true), said(false, false)];
            let text = forms.iter().find(|f| fit::width(f) <= w).unwrap_or(&forms[2]).clone();
            Line::styled(text, gray)
        }
    };
    lines.push(keys);
    Paragraph::new(lines).render(area, buf);
}

/// The offences the game's penalty desk charges, if it has one.
fn desk(sit: &dyn crate::tui::table::sitting::Sitting) -> Vec<String> {
    sit.club().map(|c| c.desk()).unwrap_or_default()
}

/// A box of the table over the screen of the player at `seat`.
pub fn popup(b: Boxed, t: &Table, host: bool, seat: Option<Seat>, area: Rect, buf: &mut Buffer) {
    let lines: Vec<Line> = match b {
        Boxed::Code => {
            let code = match seat.and_then(|s| t.seats.get(s.index())) {
                Some(Holder::Person { code: Some(c), .. }) => c.clone(),
                _ => return,
            };
            vec![
                Line::raw(" You signed in without a key: this seat is bound to a code."),
                Line::from(vec![
                    Span::raw(" Your seat code: "),
                    Span::styled(code, Style::new().add_modifier(Modifier::BOLD)),
                ]),
                Line::raw(" Keep it: coming back to this seat, you are asked for it."),
                Line::raw(""),
                Line::styled(" any key: to the table", Style::new().fg(Color::DarkGray)),
            ]
        }
        Boxed::Leave => {
            let g = match (t.has_leaving_rule(), t.between_hands()) {
                (false, _) => " g  give up your seat for good: a computer player takes it",
                (true, true) => " g  leave for good: your chips are settled as the next hand is dealt",
                (true, false) => " g  leave for good at the end of this hand (a computer plays it), then settle",
            };
            let mut l = vec![Line::raw(" l  back to the lobby: your seat waits for you"), Line::raw(g)];
            if host && !t.over() {
                l.push(Line::raw(" e  end the session for everyone, with its count"));
            }
            l.push(Line::raw(""));
            l.push(Line::styled(" any other key: stay", Style::new().fg(Color::DarkGray)));
            l
        }
        Boxed::Desk { offence, cursor } => {
            let Some(p) = &t.play else { return };
            let (head, rows) = match offence {
                None => ("The offence:".to_string(), desk(&*p.host.sit)),
                Some(o) => {
                    let what = desk(&*p.host.sit).get(o).cloned().unwrap_or_default();
                    (format!("Who {what}?"), p.host.sit.names().to_vec())
                }
            };
            let mut l = vec![Line::styled(head, Style::new().add_modifier(Modifier::BOLD))];
            for (i, r) in rows.iter().enumerate() {
                let st = if i == cursor { Style::new().add_modifier(Modifier::REVERSED) } else { Style::new() };
                l.push(Line::styled(format!(" {} {r}", i + 1), st));
            }
            l.push(Line::styled(
                " ↑↓ choose · Enter charge · u take the last back · Esc",
                Style::new().fg(Color::DarkGray),
            ));
            l
        }
    };
    let title = match b {
        Boxed::Code => "Your seat code",
        Boxed::Leave => "Leave the table?",
        Boxed::Desk { .. } => "The penalty desk",
    };
    let inner = popup_box(area, 66, lines.len() as u16 + 2, title, buf);
    Paragraph::new(lines).render(inner, buf);
}

#[cfg(test)]
mod tests;
