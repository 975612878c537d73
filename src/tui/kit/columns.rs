//! A list of choices in two columns side by side, for a list that one column would
//! have to scroll: each choice's rows clickable as its row, the marked one reversed.

use super::hits::{draw_lines, Hit, Hits, Links};
use super::input::Msg;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};

/// How tall the two columns of `items` stand (each item its rows, the first half of
/// the items on the left).
pub fn height(items: &[Vec<String>]) -> usize {
    let k = items.len().div_ceil(2);
    let tall = |c: &[Vec<String>]| c.iter().map(Vec::len).sum::<usize>();
    tall(&items[..k]).max(tall(&items[k..]))
}

/// Draws `items` in two columns of width `col` at the top of `area`, `cursor` marked
/// (a click on it sends Enter, on another marks it: [`Hit::Row`]); the rows used.
pub fn draw(items: &[Vec<String>], cursor: usize, col: usize, area: Rect, buf: &mut Buffer, hits: &mut Hits) -> u16 {
    let high = height(items) as u16;
    let k = items.len().div_ceil(2);
    for (half, range) in [(0, 0..k), (1, k..items.len())] {
        let x = area.x + half * (col as u16 + 2);
        let at = Rect { x, width: (col as u16).min(area.right().saturating_sub(x)), height: high, ..area };
        let mut lines = Vec::new();
        for i in range {
            let st =
                if i == cursor { Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD) } else { Style::new() };
            let then = (i == cursor).then_some(Msg::Enter);
            lines.extend(items[i].iter().map(|t| Links::new().link(t.clone(), st, Hit::Row { row: i, then })));
        }
        draw_lines(lines, at, buf, hits);
    }
    high
}
