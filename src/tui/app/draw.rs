//! Drawing: which screen is up, and the boxes over it. The pieces every screen uses (the
//! keys line, a box over the screen) are in [`crate::tui::kit::widgets`], Nos's table
//! box in [`crate::tui::nos::table_box`]; both are named here too. Nos's table screen
//! is drawn in [`crate::tui::nos::play`].

use super::screens;
use super::{App, Popup, Screen};
use crate::tui::kit::hits::{Hit, Links};
use crate::tui::kit::input::Msg;
pub use crate::tui::kit::widgets::{bold, fitting, keys_line, log_box, popup_box, Key};
pub use crate::tui::nos::table_box::{header, seats_box, table_box};
use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Constraint, Layout, Rect};
use ratatui::style::Style;
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
    // The side panels grow first with the window, up to room for long names.
    let side_w = area.width.saturating_sub(48).clamp(32, 44);
    let [table, side] = Layout::horizontal([Constraint::Min(40), Constraint::Length(side_w)]).areas(middle);
    let seats_h = (n as u16 + 4).min(side.height.saturating_sub(4));
    let [seats, log] = Layout::vertical([Constraint::Length(seats_h), Constraint::Min(3)]).areas(side);
    Areas { header, table, seats, log, bottom, keys }
}

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let mut hits = self.hits.borrow_mut();
        hits.clear();
        if area.width < MIN.0 || area.height < MIN.1 {
            let kept = self.nos.coach.is_none()
                && self.nos.tutor.is_none()
                && (self.nos.game.is_some() || matches!(self.screen, Screen::Sitting(_)));
            too_small(area, kept, buf);
            return;
        }
        let hits = &mut *hits;
        match &self.screen {
            Screen::Setup(s) => screens::setup(s, area, buf, hits),
            Screen::Offer => screens::offer(self, area, buf, hits),
            Screen::Settled(s) => crate::tui::nos::summary::settled(s, area, buf, hits),
            Screen::Lessons(c) => crate::tui::nos::lesson::draw_list(self, *c, area, buf, hits),
            Screen::SitReplay(v) => crate::tui::table::replay::draw(v, area, buf, hits),
            Screen::Sitting(t) => {
                crate::tui::table::draw::draw(t, area, buf, hits);
                self.draw_unsaved(area, buf, hits);
                return;
            }
            Screen::Score => {
                crate::tui::nos::play::play(self, area, buf, hits);
                crate::tui::nos::ranking::score(self, area, buf, hits);
            }
            _ => crate::tui::nos::play::play(self, area, buf, hits),
        }
        // A box over the screen takes every click.
        if self.popup.is_some() {
            hits.clear();
        }
        match self.popup {
            Some(Popup::Help) => {
                let strict = self.nos.game.as_ref().is_some_and(|g| g.hand().options().strict);
                crate::tui::nos::help::help(self.nos.coach.is_some(), strict, area, buf);
                // Any key closes the help, and so does any click.
                hits.add(area, Hit::Key(Msg::Back));
            }
            Some(Popup::Brief(page)) => {
                crate::tui::nos::brief::draw(page, area, buf);
                hits.add(area, Hit::Key(Msg::Char('r')));
            }
            Some(Popup::Quit) => crate::tui::nos::help::quit(area, buf, hits),
            Some(Popup::Offence(a, p)) => crate::tui::nos::club::warning(self, a, &p, area, buf, hits),
            Some(Popup::Desk(d)) => crate::tui::nos::club::desk(self, &d, area, buf, hits),
            Some(Popup::Leave(c)) => crate::tui::nos::leave::chooser(self, c, area, buf, hits),
            Some(Popup::Left) => {
                let inner = popup_box(area, 70, 5, "A seat left the table", buf);
                let text = self.status.clone().unwrap_or_default();
                let lines = vec![
                    Links::new().text(text, bold()),
                    Links::new().text("Play goes on with the others. Press any key.", Style::new()),
                ];
                crate::tui::kit::hits::draw_lines(lines, inner, buf, hits);
                hits.add(area, Hit::Key(Msg::Back));
            }
            Some(Popup::Hint) => crate::tui::nos::hint::draw(self, area, buf, hits),
            Some(Popup::Advice) => {
                let a = areas(area, self.game().n() as usize);
                crate::tui::nos::ranking::advice(self, a.table.union(a.log), buf, hits);
                Clear.render(a.keys, buf);
                keys_line(&ADVICE_KEYS).draw(a.keys, buf, hits);
            }
            None => {}
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

/// The keys of the advice box.
pub const ADVICE_KEYS: [Key; 2] = [("↑↓", "scroll", &[Msg::Up, Msg::Down]), ("Esc or a", "close", &[Msg::Back])];

/// The window is too small: how large it must be, and how to leave meanwhile.
pub(crate) fn too_small(area: Rect, kept: bool, buf: &mut Buffer) {
    let leave = if kept { "q or Ctrl-C leaves; the game is kept to resume." } else { "q or Ctrl-C leaves." };
    let text = vec![
        TLine::from(Span::styled("The window is too small for the table.", bold())),
        TLine::from(format!("It is {}x{}; it must be at least {}x{}.", area.width, area.height, MIN.0, MIN.1)),
        TLine::from("Make it larger: the game goes on where it was."),
        TLine::from(leave),
        TLine::from("Other keys wait until then."),
    ];
    // The rows the lines take once wrapped (a word may push one more row), so that the
    // last line is not cut in a narrow window.
    let w = area.width.max(1) as usize;
    let rows: usize = text.iter().map(|l| l.width().div_ceil(w).max(1) + usize::from(l.width() > w)).sum();
    let h = (rows as u16).min(area.height);
    let r = Rect::new(area.x, area.y + area.height.saturating_sub(h) / 2, area.width, h);
    Paragraph::new(text).alignment(Alignment::Center).wrap(Wrap { trim: true }).render(r, buf);
}
