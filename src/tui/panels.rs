//! The panels beside and below the table: the seats, the log, a hand of tiles.

use super::tiles::in_hand;
use super::words::{tiles, Line, LineKind};
use crate::engine::{Hand, Seat, Tile};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line as TLine, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

/// Every seat: chips, tiles held, declared doubles, who is on set and who acts.
pub struct Seats<'a> {
    pub hand: &'a Hand,
    pub names: &'a [String],
    /// A short mark per seat ("cpu"), or empty.
    pub tags: Vec<&'static str>,
    pub acting: Option<Seat>,
}

impl Widget for &Seats<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let h = self.hand;
        let mut lines = Vec::new();
        for i in 0..h.seats() {
            let s = Seat(i);
            let acting = self.acting == Some(s);
            let mark = if acting { "▶ " } else { "  " };
            let name: String = self.names[s.index()].chars().take(8).collect();
            let mut flags = Vec::new();
            if h.on_set() == s {
                flags.push("set");
            }
            if h.nos() == Some(s) {
                flags.push("nos");
            } else if h.out().contains(s) {
                flags.push("out");
            }
            if !self.tags.is_empty() && !self.tags[s.index()].is_empty() {
                flags.push(self.tags[s.index()]);
            }
            let chips = h.chips()[s.index()];
            let style = if acting { Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD) } else { Style::new() };
            let chip_style = if chips < 500 { Style::new().fg(Color::Red) } else { Style::new().fg(Color::Green) };
            lines.push(TLine::from(vec![
                Span::styled(format!("{mark}{name:<8}"), style),
                Span::styled(format!("{chips:>5}"), chip_style),
                Span::raw(format!(" {:>1}t ", h.hand_len(s))),
                Span::styled(flags.join(" "), Style::new().fg(Color::Cyan)),
            ]));
            let shown = h.shown(s);
            if !shown.is_empty() {
                lines.push(TLine::from(Span::styled(
                    format!("    shows {}", tiles(shown)),
                    Style::new().fg(Color::Magenta),
                )));
            }
        }
        lines.push(TLine::from(Span::styled(
            format!("  boneyard {}, the last 2 stay", h.boneyard_len()),
            Style::new().fg(Color::DarkGray),
        )));
        Paragraph::new(lines).render(area, buf);
    }
}

/// Breaks a text into lines of at most `width` characters, at spaces where it can.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(8);
    let mut out = Vec::new();
    let mut cur = String::new();
    for word in text.split(' ') {
        let extra = if cur.is_empty() { 0 } else { 1 };
        if cur.chars().count() + extra + word.chars().count() > width && !cur.is_empty() {
            out.push(std::mem::take(&mut cur));
            cur.push_str("  ");
        } else if extra == 1 {
            cur.push(' ');
        }
        cur.push_str(word);
    }
    out.push(cur);
    out
}

/// The log, newest at the bottom.
pub struct Log<'a> {
    pub lines: &'a [(usize, Line)],
}

impl Widget for &Log<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let mut rows: Vec<TLine> = Vec::new();
        for (_, l) in self.lines.iter().rev() {
            if rows.len() >= area.height as usize {
                break;
            }
            let style = match l.kind {
                LineKind::Act => Style::new(),
                LineKind::Pay => Style::new().fg(Color::Yellow),
                LineKind::End => Style::new().fg(Color::Magenta).add_modifier(Modifier::BOLD),
            };
            for w in wrap(&l.text, area.width as usize).into_iter().rev() {
                rows.push(TLine::from(Span::styled(w, style)));
            }
        }
        rows.truncate(area.height as usize);
        rows.reverse();
        Paragraph::new(rows).render(area, buf);
    }
}

/// The width of one tile in a hand row.
pub const SLOT: u16 = 7;

/// A row of tiles: the usable ones bright, the cursor's marked.
pub struct Tiles<'a> {
    pub tiles: &'a [Tile],
    pub usable: &'a dyn Fn(Tile) -> bool,
    pub cursor: Option<usize>,
    pub pips: bool,
}

impl Widget for &Tiles<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let mut spans = Vec::new();
        for (i, &t) in self.tiles.iter().enumerate() {
            let on = self.cursor == Some(i);
            let usable = (self.usable)(t);
            let mut style = if usable {
                Style::new().fg(Color::Green).add_modifier(Modifier::BOLD)
            } else {
                Style::new().fg(Color::Gray)
            };
            if on {
                style = style.add_modifier(Modifier::REVERSED);
            }
            let (l, r) = if on { ("▸", "◂") } else { (" ", " ") };
            spans.push(Span::raw(l));
            spans.push(Span::styled(in_hand(t, self.pips), style));
            spans.push(Span::raw(r));
        }
        Paragraph::new(TLine::from(spans)).render(area, buf);
    }
}

/// A bordered box with a title.
pub fn boxed(title: String) -> Block<'static> {
    Block::bordered().title(title).border_style(Style::new().fg(Color::DarkGray))
}
