//! Drawing: which screen is up, and the box of a failed save over it. The pieces every
//! screen uses (the keys line, a box over the screen) are in [`crate::tui::kit::widgets`],
//! named here too; a game at the table is drawn by the table screen.

use super::screens;
use super::{App, Screen};

pub use crate::tui::kit::widgets::{bold, fitting, keys_line, log_box, popup_box, Key};
use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};

use ratatui::text::{Line as TLine, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

/// The smallest window the table fits in.
pub const MIN: (u16, u16) = (80, 24);

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let mut hits = self.hits.borrow_mut();
        hits.clear();
        if area.width < MIN.0 || area.height < MIN.1 {
            let kept = match &self.screen {
                Screen::Sitting(t) => t.saves,
                _ => false,
            };
            too_small(area, kept, buf);
            return;
        }
        let hits = &mut *hits;
        match &self.screen {
            Screen::Setup(s) => screens::setup(s, area, buf, hits),
            Screen::Offer => screens::offer(self, area, buf, hits),
            Screen::SitReplay(v) => crate::tui::table::replay::draw(v, area, buf, hits),
            Screen::Sitting(t) => crate::tui::table::draw::draw(t, area, buf, hits),
            Screen::Learn(l) => super::learn::draw(l, area, buf, hits),
        }
        if let Some((pages, page)) = &self.over {
            // A box over the screen takes every click, and any click closes it.
            hits.clear();
            (pages.draw)(*page, area, buf);
            hits.add(area, crate::tui::kit::hits::Hit::Key(crate::tui::kit::input::Msg::Back));
        }
        self.draw_unsaved(area, buf, hits);
    }
}

impl App {
    /// The box of a failed save, over everything: it takes every click.
    fn draw_unsaved(&self, area: Rect, buf: &mut Buffer, hits: &mut crate::tui::kit::hits::Hits) {
        if self.unsaved() {
            hits.clear();
            super::unsaved::draw(self, area, buf, hits);
        }
    }
}

/// The window is too small: how large it must be, and how to leave meanwhile.
pub(crate) fn too_small(area: Rect, kept: bool, buf: &mut Buffer) {
    let leave = if kept { "q or Ctrl-C leaves; the game is kept to resume." } else { "q or Ctrl-C leaves." };
    let text = vec![
        TLine::from(Span::styled("The window is too small for the table.", bold())),
        TLine::from(format!("It is {}x{}; it must be at least {}x{}.", area.width, area.height, MIN.0, MIN.1)),
        TLine::from("Make it larger: the game goes on where it was."),
        TLine::from(leave),
        TLine::from("Other keys do nothing until then."),
    ];
    // The rows the lines take once wrapped (a word may push one more row), so that the
    // last line is not cut in a narrow window.
    let w = area.width.max(1) as usize;
    let rows: usize = text.iter().map(|l| l.width().div_ceil(w).max(1) + usize::from(l.width() > w)).sum();
    let h = (rows as u16).min(area.height);
    let r = Rect::new(area.x, area.y + area.height.saturating_sub(h) / 2, area.width, h);
    Paragraph::new(text).alignment(Alignment::Center).wrap(Wrap { trim: true }).render(r, buf);
}
