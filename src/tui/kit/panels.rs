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
    hand_window_of(((width / SLOT) as usize).max(1), n, cursor)
}

/// As [`hand_window`], with room for `fits` tiles.
fn hand_window_of(fits: usize, n: usize, cursor: Option<usize>) -> (usize, usize) {
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
    /// The columns one tile takes: two cells more for a hand holding a number above 9
    /// (the larger sets), which writes every number in two digits.
    fn slot(&self) -> u16 {
        if self.tiles.iter().any(|t| t.high() > 9) {
            SLOT + 2
        } else {
            SLOT
        }
    }

    /// How many lines of `width` the whole hand needs, up to `most`: a hand that
    /// does not fit one line goes on onto the next (a hand of the larger sets, 15
    /// tiles at the deal, in an 80-column window).
    pub fn lines(&self, width: u16, most: u16) -> u16 {
        let fits = (width / self.slot()).max(1) as usize;
        (self.tiles.len().div_ceil(fits) as u16).clamp(1, most.max(1))
    }

    /// Draws the hand on the lines of `area`, one after the other. With `hits`, each
    /// tile shown can be clicked. A hand longer than every line holds scrolls with the
    /// cursor, the markers of the tiles off the lines scrolling to them.
    pub fn draw(&self, area: Rect, buf: &mut Buffer, hits: Option<&mut Hits>) {
        let mut none = Hits::default();
        let hits = match hits {
            Some(h) => h,
            None => &mut none,
        };
        let wide = self.slot() > SLOT;
        let per = ((area.width / self.slot()) as usize).max(1);
        let lines = area.height.max(1) as usize;
        // Scrolling on several lines, the first line's first slot is kept for the
        // marker of the tiles before (on one line both markers share a slot).
        let lead = usize::from(lines > 1 && self.tiles.len() > per * lines);
        let (first, shown) = hand_window_of(per * lines - lead, self.tiles.len(), self.cursor);
        let marker = Style::new().fg(Color::Yellow);
        let mut l = Links::new();
        if first > 0 {
            l = l.link(format!("‹{first}"), marker, Hit::Key(Msg::Home));
        }
        let mut y = area.y;
        for (k, (i, &t)) in self.tiles.iter().enumerate().skip(first).take(shown).enumerate() {
            if k > 0 && (k + lead) % per == 0 {
                std::mem::take(&mut l).draw(Rect { y, height: 1, ..area }, buf, hits);
                y += 1;
            }
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
        l.draw(Rect { y, height: 1, ..area }, buf, hits);
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

    /// The hand's text on each line of `area`.
    fn drawn(t: &Tiles<'_>, area: Rect) -> Vec<String> {
        let mut buf = Buffer::empty(area);
        t.draw(area, &mut buf, None);
        (0..area.height).map(|y| (0..area.width).map(|x| buf[(x, y)].symbol().to_string()).collect()).collect()
    }

    #[test]
    fn fifteen_tiles_of_double_twelve_show_whole_on_two_lines_of_an_80_column_window() {
        let tiles: Vec<Tile> =
            (0..15u8).filter_map(|i| if i < 13 { Tile::new(i, 12) } else { Tile::new(i - 13, 11) }).collect();
        let usable = |_| false;
        let t = Tiles { tiles: &tiles, usable: &usable, cursor: Some(14), pips: false };
        assert_eq!(t.lines(78, 2), 2);
        let text = drawn(&t, Rect::new(0, 0, 78, 2)).join("\n");
        assert_eq!(text.matches('[').count(), 15, "{text}");
        assert!(!text.contains('‹') && !text.contains('›'), "{text}");
        // On one line it scrolls, the cursor's tile in view.
        let one = drawn(&t, Rect::new(0, 0, 78, 1)).join("");
        assert!(one.contains('‹') && one.contains("▸[ 1|11]"), "{one}");
        // More than two lines hold: the cursor's tile stays in view, the others marked.
        let many: Vec<Tile> = tiles.iter().chain(&tiles).copied().collect();
        for c in [0, 10, 29] {
            let t = Tiles { tiles: &many, usable: &usable, cursor: Some(c), pips: false };
            let text = drawn(&t, Rect::new(0, 0, 78, 2)).join("\n");
            assert!(text.contains('▸') && (text.contains('‹') || text.contains('›')), "{c}: {text}");
        }
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
