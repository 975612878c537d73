//! Nos in brief, at `?` then `r`: the rules on one page, the 17 games on the next,
//! each line checked against rules.md (the section in the comment beside it).

use crate::tui::kit::widgets::{bold, popup_box};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

/// The pages of the brief: the rules, then the 17 games over two pages.
pub const PAGES: u8 = 3;

/// Page 1: the game from the deal to the settlement.
const RULES: &[&str] = &[
    // 1, 2: the set, the deal, the last two.
    "3 to 5 players, 500 chips each, dealt 5, 4 or 3; the boneyard's last 2 stay.",
    // 3: the set.
    "SET: the loser of the last hand (hand 1: the highest double) sets a double;",
    "without one he draws a tile and sets it. Each pays him the double's number",
    "(0-0: 7; twice that if drawn); a drawn tile that is no double, he pays.",
    // 4: the announcement.
    "ANNOUNCE: he names one of the 17 games (r): a layout, and ordinary matching",
    "(equal numbers touch) or matador (ends make 7; 0-0 6-1 5-2 4-3 go anywhere).",
    // 7.1, 7.2, 7.3: declaring, immediate doubles, waiting.
    "DECLARE: 3 doubles or more (4 with three players) may be shown: all pay.",
    "A double may go on the set tile at once, out of turn (the seat on set pays);",
    "its player then says \"I wait\" at one later turn instead of playing.",
    // 8, and rulings 34 and 35: drawing by choice.
    "TURN: play a tile that fits, or draw: by choice while 3 or more are left,",
    "till one fits if none does; pass only at the last two. A double on the tile",
    "the seat before just played: he pays for it.",
    // 10: nos and closing.
    "NOS: the first seat out gets 5 from each. I CLOSE: right after my play I say",
    "no one, me included, can play on; if so each active seat pays me 20 and the",
    "next draws the boneyard; if anyone can, I pay 40 to each.",
    // 11: the end, the count.
    "END: one seat left with tiles, a correct close, or nobody can play. Each",
    "counts his pips (0-0: 14); every pair settles the difference; the highest",
    "count sets next. SETTLE (at q): each total is rounded down to 20 (573 chips",
    "count as 560: +60), the rest goes to a side pot one seat wins by lot.",
];

/// The 17 games' pages open by saying what the words mean (rules.md 4.2).
const GAMES_HEAD: &[&str] = &[
    "ORD: equal numbers touch. MAT: touching ends make 7, matadors anywhere.",
    "Cross: a set double opens 4 arms; all 4 take a tile before any grows.",
    "Double cross: then each arm's next tile is compulsory (a double; under",
    "matador, or a matador).",
];

/// The games on the first of the two pages; the rest on the second.
const FIRST_PAGE: u8 = 8;

/// The second page of games ends with the choices of game 11 and the set tiles.
const GAMES_FOOT: &[&str] = &[
    // 6: the line conditions and the change of rule.
    "11: first here, then there (a tile on the named side, then the other), or",
    "first N on a side (the other waits); with change, ORD and MAT then swap.",
    "Any tile may be set for 1, 4, 11 and the volapük line; a double for the",
    "crosses; 5, 6, 9, 10 not on 0-0; 13 to 16 only on 0-0.",
];

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

/// The rules in briefest, for the help of the shared table (a network seat's), where
/// they follow the keys in the same box and must fit in it at 80x24: ten lines of at most
/// 74 columns.
const SHORT: &[&str] = &[
    // 1, 2: the set, the deal, the last two.
    "3 to 5 players, 500 chips each; the boneyard's last two are never drawn.",
    // 3, 4: the set, the announcement.
    "SET: the loser of the last hand (hand 1: the highest double) sets a double",
    "(else draws a tile and sets it); each pays him its number. He then names",
    "one of the 17 games: the layout, and ordinary or matador matching.",
    // 7.1, 7.2, 7.3: declaring, immediate doubles, waiting.
    "DECLARE: 3 doubles or more (4 with 3 players): all pay. A double may go",
    "on the set tile at once, out of turn; its player later says \"I wait\" once.",
    // 8, rulings 34 and 35: turns, drawing by choice.
    "TURN: play or draw (by choice while 3 are left); pass only at the last 2.",
    // 10, 11: nos, closing, the count, the settlement.
    "NOS: the first out gets 5 from each. I CLOSE: nobody can play on; right,",
    "each pays me 20; wrong, I pay 40 to each. END: pairs settle pip counts. At",
    "q totals round down to 20, the rest to a side pot. All: nos help rules nos",
];

/// The rules in brief, as lines, as the first page of the brief shows them.
pub fn rules() -> &'static [&'static str] {
    RULES
}

/// The rules in briefest, as lines: for the shared table, whose help box holds them
/// under its keys.
pub fn short() -> &'static [&'static str] {
    SHORT
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
