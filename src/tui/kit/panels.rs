//! The panels beside and below the table: the seats, the log, a hand of tiles.

use super::fit;
use super::hits::{Hit, Hits, Links};
use super::input::Msg;
use super::tiles::{flat_in, in_hand};
use crate::core::Tile;
use crate::tui::kit::words::{Line, LineKind};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line as TLine, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

/// The log, newest at the bottom.
pub struct Log<'a> {
    pub lines: &'a [(usize, Line)],
    /// The seats' names: a line breaks around a name, never inside it.
    pub names: &'a [String],
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
            for w in fit::hang_names(&l.text, area.width as usize, 2, self.names).into_iter().rev() {
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

/// A row of tiles: the usable ones bright and marked `•` after them, the cursor's
/// marked `▸` before it (and `◂` after it when it cannot be played).
pub struct Tiles<'a> {
    pub tiles: &'a [Tile],
    pub usable: &'a dyn Fn(Tile) -> bool,
    pub cursor: Option<usize>,
    pub pips: bool,
}

/// Which tiles of a hand of `n` a row `width` wide shows, so that the cursor is always
/// among them: (first, how many). A long hand (16 tiles after many draws) does not fit
/// an 80-column window; the row then scrolls with the cursor and marks what is off it.
pub fn hand_window(width: u16, n: usize, cursor: Option<usize>) -> (usize, usize) {
    hand_window_of(width, SLOT, n, cursor)
}

/// As [`hand_window`], each tile taking `slot` columns.
fn hand_window_of(width: u16, slot: u16, n: usize, cursor: Option<usize>) -> (usize, usize) {
    let fits = (width / slot) as usize;
    if n <= fits {
        return (0, n);
    }
    // One slot's width goes to the markers of tiles off the row.
    let shown = fits.saturating_sub(1).max(1);
    let c = cursor.unwrap_or(0).min(n - 1);
    let first = (c + 1).saturating_sub(shown).min(n - shown);
    (first, shown)
}

impl Tiles<'_> {
    /// Draws the row. With `hits`, each tile shown can be clicked, and the markers of
    /// the tiles off the row scroll to them.
    pub fn draw(&self, area: Rect, buf: &mut Buffer, hits: Option<&mut Hits>) {
        let mut l = Links::new();
        // A hand holding a number above 9 (the larger sets) writes every number in two
        // digits, each tile two cells wider.
        let wide = self.tiles.iter().any(|t| t.high() > 9);
        let slot = if wide { SLOT + 2 } else { SLOT };
        let (first, shown) = hand_window_of(area.width, slot, self.tiles.len(), self.cursor);
        let marker = Style::new().fg(Color::Yellow);
        if first > 0 {
            l = l.link(format!("‹{first}"), marker, Hit::Key(Msg::Home));
        }
        for (i, &t) in self.tiles.iter().enumerate().skip(first).take(shown) {
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
            // A tile that can be played is marked as well as bright, for a terminal
            // (or a reader) without colours.
            let (left, right) = match (on, usable) {
                (true, true) => ("▸", "•"),
                (true, false) => ("▸", "◂"),
                (false, true) => (" ", "•"),
                (false, false) => (" ", " "),
            };
            l = l
                .link(left, Style::new(), Hit::Tile(i))
                .link(
                    if wide { flat_in(t.low(), t.high(), self.pips, 2) } else { in_hand(t, self.pips) },
                    style,
                    Hit::Tile(i),
                )
                .link(right, Style::new(), Hit::Tile(i));
        }
        let after = self.tiles.len() - first - shown;
        if after > 0 {
            l = l.link(format!("{after}›"), marker, Hit::Key(Msg::End));
        }
        match hits {
            Some(h) => l.draw(area, buf, h),
            None => l.draw(area, buf, &mut Hits::default()),
        }
    }
}

/// A bordered box with a title.
pub fn boxed(title: String) -> Block<'static> {
    Block::bordered().title(title).border_style(Style::new().fg(Color::DarkGray))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hand_that_fits_shows_whole() {
        assert_eq!(hand_window(78, 11, Some(10)), (0, 11));
    }

    #[test]
    fn a_long_hand_scrolls_to_keep_the_cursor_on_the_row() {
        // 78 columns hold 11 slots; 16 tiles show 10 at a time, with room for the markers.
        assert_eq!(hand_window(78, 16, Some(0)), (0, 10));
        assert_eq!(hand_window(78, 16, Some(9)), (0, 10));
        assert_eq!(hand_window(78, 16, Some(10)), (1, 10));
        assert_eq!(hand_window(78, 16, Some(15)), (6, 10));
        for c in 0..16 {
            let (first, shown) = hand_window(78, 16, Some(c));
            assert!((first..first + shown).contains(&c));
        }
    }
}
