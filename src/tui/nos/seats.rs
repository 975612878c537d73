//! Nos's seats beside its table: chips, tiles held, who is on set, who is out or nos,
//! the tiles a seat shows, and the boneyard.

use crate::core::Seat;
use crate::games::nos::Hand;
use crate::tui::kit::fit;
use crate::tui::kit::words::tiles;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line as TLine, Span};
use ratatui::widgets::{Paragraph, Widget};

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
        let seats: Vec<Seat> = (0..h.seats()).map(Seat).collect();
        let flags: Vec<String> = seats
            .iter()
            .map(|&s| {
                let mut f = Vec::new();
                if h.on_set() == s {
                    f.push("set");
                }
                if h.nos() == Some(s) {
                    f.push("nos");
                } else if h.out().contains(s) {
                    f.push("out");
                }
                if !self.tags.is_empty() && !self.tags[s.index()].is_empty() {
                    f.push(self.tags[s.index()]);
                }
                f.join(" ")
            })
            .collect();
        let counts: Vec<String> = seats.iter().map(|&s| format!(" {}t ", h.hand_len(s))).collect();
        // The names take what the figures leave, shortened alike if they must be.
        let fixed = 2 + 5 + fit::widest(&counts) + fit::widest(&flags);
        let room = (area.width as usize).saturating_sub(fixed).max(3);
        let names = fit::names(self.names, room);
        let nw = fit::widest(&names).max(8).min(room);
        let mut lines = Vec::new();
        for &s in &seats {
            let acting = self.acting == Some(s);
            let mark = if acting { "▶ " } else { "  " };
            let chips = h.chips()[s.index()];
            let style = if acting { Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD) } else { Style::new() };
            let chip_style = if chips < 500 { Style::new().fg(Color::Red) } else { Style::new().fg(Color::Green) };
            lines.push(TLine::from(vec![
                Span::styled(format!("{mark}{}", fit::pad(&names[s.index()], nw)), style),
                Span::styled(format!("{chips:>5}"), chip_style),
                Span::raw(counts[s.index()].clone()),
                Span::styled(flags[s.index()].clone(), Style::new().fg(Color::Cyan)),
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
