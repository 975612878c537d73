//! Lists longer than their box: where the view stands, moved by keys and the wheel, and
//! the line and bar that say which rows show.

use super::input::Msg;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Style};
use ratatui::text::{Line as TLine, Span};
use ratatui::widgets::{Scrollbar, ScrollbarOrientation, ScrollbarState, StatefulWidget};
use std::cell::Cell;

/// Where a list stands: its first row shown, and how many rows showed when it was
/// last drawn (a page). Keys and the wheel move it; the drawing, which alone knows
/// how many rows show, keeps it within the list.
#[derive(Clone, Debug, Default)]
pub struct Scroll {
    from: Cell<usize>,
    page: Cell<usize>,
}

impl Scroll {
    pub fn get(&self) -> usize {
        self.from.get()
    }

    /// Moves for a key: ↑↓ a row, PgUp PgDn a page (the rows last shown, so that
    /// paging shows every row once: rows 1–9, then 10–18), Home End to the ends. False
    /// when the key does not scroll.
    pub fn key(&self, m: Msg) -> bool {
        let at = self.from.get();
        // Ten rows until a drawing has said how many show.
        let page = match self.page.get() {
            0 => 10,
            n => n,
        };
        self.from.set(match m {
            Msg::Up => at.saturating_sub(1),
            Msg::Down => at.saturating_add(1),
            Msg::PageUp => at.saturating_sub(page),
            Msg::PageDown => at.saturating_add(page),
            Msg::Home => 0,
            Msg::End => usize::MAX,
            _ => return false,
        });
        true
    }

    /// The first of `n` rows to show when `shown` fit, kept for the next key.
    pub fn place(&self, n: usize, shown: usize) -> usize {
        let from = self.from.get().min(n.saturating_sub(shown));
        self.from.set(from);
        self.page.set(shown);
        from
    }

    /// How many rows were shown from where it stands, once drawn: the next page
    /// begins after them.
    pub fn shown(&self, rows: usize) {
        if rows > 0 {
            self.page.set(rows);
        }
    }
}

/// The line under a list that does not fit, saying which rows show ("rows 5–16 of
/// 43"), and a bar on the right edge of `rows` (the rows' place on screen) marking
/// where they lie in the whole.
pub fn position(from: usize, shown: usize, n: usize, rows: Rect, buf: &mut Buffer) -> TLine<'static> {
    let bar = Rect { x: rows.right(), width: 1, ..rows };
    let mut state = ScrollbarState::new(n.saturating_sub(shown) + 1).position(from).viewport_content_length(shown);
    let mark = Style::new().fg(Color::Yellow);
    Scrollbar::new(ScrollbarOrientation::VerticalRight)
        .begin_symbol(None)
        .end_symbol(None)
        .track_symbol(Some("│"))
        .thumb_symbol("█")
        .thumb_style(mark)
        .track_style(mark)
        .render(bar.intersection(buf.area), buf, &mut state);
    TLine::from(vec![
        Span::styled(format!("   rows {}–{} of {n}", from + 1, (from + shown).min(n)), mark),
        Span::styled(" · ↑↓ PgUp PgDn Home End or the wheel", Style::new().fg(Color::DarkGray)),
    ])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_down_shows_the_row_after_the_last_one_shown() {
        // Rows 1-9 of 30 shown: PgDn shows 10-18, PgUp 1-9 again.
        let s = Scroll::default();
        assert_eq!(s.place(30, 9), 0);
        s.key(Msg::PageDown);
        assert_eq!(s.place(30, 9), 9);
        s.key(Msg::PageDown);
        assert_eq!(s.place(30, 9), 18);
        s.key(Msg::PageUp);
        assert_eq!(s.place(30, 9), 9);
        // Before any drawing, ten rows a page.
        let s = Scroll::default();
        s.key(Msg::PageDown);
        assert_eq!(s.get(), 10);
    }
}
