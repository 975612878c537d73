//! Nos's table in its box: the header line with the game announced, the layout with
//! the legend of what each arm needs.

use super::table::Table;
use crate::games::nos::Hand;
use crate::tui::kit::fit;
use crate::tui::kit::panels::boxed;
use crate::tui::kit::widgets::bold;
use crate::tui::table::placed::Placed;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line as TLine, Span};
use ratatui::widgets::{Paragraph, Widget};

/// The top line: the hand and the game announced. When the game's name is long the
/// boneyard's count gives way first (the seats panel says it too), then the name is
/// said in fewer words ([`crate::games::nos::words::game_in`]); it is never cut.
pub fn header(label: &str, h: &Hand, game: Option<crate::games::nos::Game>, area: Rect, buf: &mut Buffer) {
    let label = format!(" {label} ");
    let bones = format!("· boneyard {}", h.boneyard_len());
    let room = (area.width as usize).saturating_sub(5 + fit::width(&label) + 3);
    let game = match game {
        Some(g) => crate::games::nos::words::game_in(g, room),
        None => "game not announced yet".into(),
    };
    let whole = fit::width(&game) + 1 + fit::width(&bones) <= room;
    let mut spans = vec![
        Span::styled(" NOS ", Style::new().fg(Color::Black).bg(Color::Cyan).add_modifier(Modifier::BOLD)),
        Span::styled(label, bold()),
        Span::raw(format!("· {game} ")),
    ];
    if whole {
        spans.push(Span::styled(bones, Style::new().fg(Color::DarkGray)));
    }
    Paragraph::new(TLine::from(spans)).render(area, buf);
}

pub fn table_box(h: &Hand, pips: bool, placed: &Placed, area: Rect, buf: &mut Buffer) {
    let title = match h.layout() {
        Some(_) => format!(" Table: {} ", crate::games::nos::words::shape(h)),
        None => " Table ".into(),
    };
    let block = boxed(title);
    let inner = block.inner(area);
    block.render(area, buf);
    let legend = Table::legend(h);
    // A cross keeps four rows for its legend from the start, so that the table's area
    // does not change when an end opens.
    let rows = if legend.is_empty() { 0 } else { legend.len().max(if legend.len() > 2 { 4 } else { 2 }) as u16 };
    let [draw, leg] = Layout::vertical([Constraint::Min(3), Constraint::Length(rows)]).areas(inner);
    Table { hand: h, pips, placed }.render_in(inner, draw, buf);
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
