//! The pieces every screen draws with: the keys line (each key clickable), a box over
//! the screen, the log in its box, bold text. They know no game and no screen.

use super::hits::{Hit, Links};
use super::input::Msg;
use super::panels::{boxed, Log};
use crate::tui::kit::words::Line;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::widgets::{Clear, Widget};

/// A key in the keys line: the key, what it does, and the messages a click on it sends:
/// one for the whole item, or one for each part of the key (each arrow of "←→", each
/// side of "Home/End").
pub type Key<'a> = (&'a str, &'a str, &'a [Msg]);

fn key_style() -> Style {
    Style::new().fg(Color::Black).bg(Color::Gray)
}

/// A line of keys, each clickable for what it does.
pub fn keys_line(items: &[Key]) -> Links {
    let mut l = Links::new();
    for &(k, what, msgs) in items {
        let words = format!(" {what}");
        l = match msgs {
            [] => l.text(k, key_style()).text(words, Style::new()),
            [m] => l.link(k, key_style(), Hit::Key(*m)).link(words, Style::new(), Hit::Key(*m)),
            many => {
                let parts: Vec<String> = if k.contains('/') {
                    k.split('/').map(String::from).collect()
                } else {
                    k.chars().map(String::from).collect()
                };
                let mut l = l;
                for (i, part) in parts.iter().enumerate() {
                    if i > 0 && k.contains('/') {
                        l = l.text("/", key_style());
                    }
                    l = match many.get(i) {
                        Some(m) => l.link(part.clone(), key_style(), Hit::Key(*m)),
                        None => l.text(part.clone(), key_style()),
                    };
                }
                l.text(words, Style::new())
            }
        };
        l = l.text("  ", Style::new());
    }
    l
}

/// The keys that fit in `width`: when the line is full, the penalty desk's button
/// gives way first, then the pips', then a seat's leaving between hands (their keys
/// still work, and help lists them), so that the way out (q) is never cut.
pub fn fitting(mut keys: Vec<Key<'_>>, width: u16) -> Vec<Key<'_>> {
    for gone in ["f", "t", "x"] {
        if keys_line(&keys).width() <= width {
            break;
        }
        keys.retain(|k| k.0 != gone);
    }
    keys
}

fn centered(area: Rect, w: u16, h: u16) -> Rect {
    let w = w.min(area.width);
    let h = h.min(area.height);
    Rect::new(area.x + (area.width - w) / 2, area.y + (area.height - h) / 2, w, h)
}

pub fn bold() -> Style {
    Style::new().add_modifier(Modifier::BOLD)
}

pub fn log_box(log: &[(usize, Line)], names: &[String], hand_no: usize, area: Rect, buf: &mut Buffer) {
    let block = boxed(" Log ".into());
    let inner = block.inner(area);
    block.render(area, buf);
    let from = log.iter().position(|(h, _)| *h + 1 >= hand_no).unwrap_or(0);
    Log { lines: &log[from..], names }.render(inner, buf);
}

pub fn popup_box(area: Rect, w: u16, h: u16, title: &str, buf: &mut Buffer) -> Rect {
    let r = centered(area, w, h);
    Clear.render(r, buf);
    let b = boxed(format!(" {title} ")).border_style(Style::new().fg(Color::Yellow));
    let inner = b.inner(r);
    b.render(r, buf);
    inner
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn at_80_columns_the_count_of_a_hand_keeps_help_and_the_way_out_whole() {
        // A newcomer at 80x24 read "... ? help  q quit and s" after a hand against
        // computers: the way out was cut.
        let keys: Vec<Key> = vec![
            ("u", "take back", &[Msg::Char('u')]),
            ("Enter", "next hand", &[Msg::Enter]),
            ("↑↓", "payments", &[Msg::Up, Msg::Down]),
            ("x", "a seat leaves", &[Msg::Char('x')]),
            ("t", "pips", &[Msg::Char('t')]),
            ("?", "help", &[Msg::Char('?')]),
            ("q", "quit and settle", &[Msg::Char('q')]),
        ];
        let kept = fitting(keys, 80);
        assert!(keys_line(&kept).width() <= 80);
        for k in ["u", "Enter", "?", "q"] {
            assert!(kept.iter().any(|x| x.0 == k), "{k} dropped: {kept:?}");
        }
    }
}
