//! Nos in brief, at `?` then `r`: the rules on one page, the 17 games on the next
//! ([`crate::games::nos::brief`] holds their words).

use crate::games::nos::brief::{FIRST_PAGE, GAMES_FOOT, GAMES_HEAD, RULES};
use crate::tui::kit::widgets::{bold, popup_box};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

/// The pages of the brief: the rules, then the 17 games over two pages.
pub const PAGES: u8 = 3;

/// The 17 games in the words of the announce list: each game's name and its line of
/// explanation ([`super::announce::menu_line`], [`super::announce::description`]), the
/// lines after the first indented; games `from..=to`.
pub fn games(from: u8, to: u8, width: usize) -> Vec<Line<'static>> {
    let mut out = Vec::new();
    for n in from..=to {
        let name = super::announce::menu_line(n);
        let text = format!("{}: {}", name.trim_start(), super::announce::description(n));
        let pad = if n < 10 { " " } else { "" };
        for (i, l) in crate::tui::kit::fit::hang(&format!("{pad}{text}"), width, 4).into_iter().enumerate() {
            match l.split_once(": ").filter(|_| i == 0) {
                Some((head, rest)) => {
                    out.push(Line::from(vec![Span::styled(format!("{head}: "), bold()), Span::raw(rest.to_string())]))
                }
                None => out.push(Line::from(l)),
            }
        }
    }
    out
}

/// A line of the rules, its heading (a word in capitals before a colon) in bold.
fn headed(l: &str) -> Line<'static> {
    match l.split_once(": ").filter(|(head, _)| head.chars().all(|c| c.is_ascii_uppercase() || c == ' ')) {
        Some((head, rest)) if !head.trim().is_empty() => {
            Line::from(vec![Span::styled(format!("{head}: "), bold()), Span::raw(rest.to_string())])
        }
        _ => Line::from(l.to_string()),
    }
}

/// Draws page `page` (from 0) of the brief over `area`.
pub fn draw(page: u8, area: Rect, buf: &mut Buffer) {
    let title = match page {
        0 => format!("Nos in brief (1/{PAGES})"),
        p => format!("Nos in brief ({}/{PAGES}): the 17 games", p + 1),
    };
    let inner = popup_box(area, 78, 23, &title, buf);
    let w = inner.width as usize;
    let mut out: Vec<Line> = match page {
        0 => RULES.iter().map(|l| headed(l)).collect(),
        1 => GAMES_HEAD.iter().map(|l| headed(l)).chain(games(1, FIRST_PAGE, w)).collect(),
        _ => games(FIRST_PAGE + 1, 17, w).into_iter().chain(GAMES_FOOT.iter().map(|l| Line::from(*l))).collect(),
    };
    let more = match page {
        0 => "r: the 17 games; any other key closes.".to_string(),
        p if p + 1 < PAGES => format!("r: games {} to 17; any other key closes.", FIRST_PAGE + 1),
        _ => "Any key closes.".into(),
    };
    out.push(Line::styled(more, bold()));
    Paragraph::new(out).wrap(Wrap { trim: false }).render(inner, buf);
}
