//! Nos in brief, at `?` then `r`: the rules on one page, the 17 games on the next,
//! each line checked against rules.md (the section in the comment beside it).

use crate::tui::kit::widgets::{bold, popup_box};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

/// The pages of the brief.
pub const PAGES: u8 = 2;

/// Page 1: the game from the deal to the chips.
const RULES: &[&str] = &[
    // 1, 2: the set, the deal, the last two.
    "3, 4 or 5 players, 500 chips each, dealt 5, 4 or 3 tiles; the rest is the",
    "boneyard, whose last two are never drawn.",
    // 3: the set.
    "SET: the loser of the last hand (hand 1: the highest double) sets a double;",
    "without one he draws a tile and sets it. Each pays him the double's number",
    "(0-0: 7; twice that if drawn); a drawn tile that is no double, he pays.",
    // 4: the announcement.
    "ANNOUNCE: he then names one of the 17 games (r again): the layout and the",
    "matching, ordinary (equal numbers touch) or matador (touching ends make 7;",
    "the matadors 0-0 6-1 5-2 4-3 go anywhere).",
    // 7.1, 7.2, 7.3: declaring, immediate doubles, waiting.
    "DECLARE: 3 doubles or more (4 with three players) may be shown: all pay.",
    "A double may go on the set tile at once, out of turn (the seat on set pays);",
    "its player then says \"I wait\" at one later turn instead of playing.",
    // 8: turns.
    "TURN: play a tile that fits, else draw till one does; pass only at the last",
    "two. A double on the tile the seat before just played: he pays for it.",
    // 10: nos and closing.
    "NOS: the first seat out gets 5 from each. I CLOSE: right after my play I say",
    "no one, me included, can play on; if so each active seat pays me 20 and the",
    "next draws the boneyard; if anyone can, I pay 40 to each.",
    // 11: the end, the count.
    "END: one seat left with tiles, a correct close, or nobody can play. Each",
    "counts his tiles' pips (0-0 counts 14); every pair settles the difference;",
    "the highest count sets next. The session ends at q: chips against 500.",
];

/// Page 2: the 17 games (rules.md 4.2), two to a row where they fit.
const GAMES: &[&str] = &[
    "ORD: equal numbers touch. MAT: touching ends make 7, matadors anywhere.",
    "Cross: a set double opens 4 arms; all 4 take a tile before any grows.",
    "Double cross: then each arm's next tile is compulsory (a double; under",
    "matador, or a matador).",
    "",
    " 1 ordinary line                 2 ordinary cross",
    " 3 ordinary double cross         4 matador line",
    " 5 matador cross                 6 matador double cross",
    " 7 ordinary cross, then matador  8 ord. cross, then mat. double cross",
    " 9 matador cross, then ordinary 10 mat. cross, then ord. double cross",
    // 6: the line conditions and the change of rule.
    "11 a line with a condition: first here, then there (a tile on the named",
    "   side, then one on the other) or first N on a side (the other waits);",
    "   with \"change\", ORD and MAT swap on both ends once the condition is met",
    "12 volapük: ordinary on one side or axis, matador on the other",
    "13 triangle: the set 0-0 with 6-1, 5-2, 4-3 on three sides, then matador",
    "14 triangle double cross     15 triangle, then ordinary",
    "16 triangle, then ordinary cross (the fourth side opens on a 0)",
    "17 matador first here, then there, then an ordinary (double) cross",
    "Any tile may be set for 1, 4, 11 and the volapük line; a double for the",
    "crosses; 5, 6, 9, 10 not on 0-0; 13 to 16 only on 0-0.",
];

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
    // 8: turns.
    "TURN: play what fits, else draw till a tile does; pass at the last two.",
    // 10, 11: nos, closing, the count.
    "NOS: the first out gets 5 from each. I CLOSE: nobody can play on; right,",
    "each pays me 20; wrong, I pay 40 to each. END: every pair settles the",
    "difference of their pips (0-0 counts 14). All of it: nos help rules nos.",
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

/// Draws page `page` (from 0) of the brief over `area`.
pub fn draw(page: u8, area: Rect, buf: &mut Buffer) {
    let (title, lines) = match page {
        0 => ("Nos in brief (1/2)", RULES),
        _ => ("Nos in brief (2/2): the 17 games", GAMES),
    };
    let inner = popup_box(area, 78, 23, title, buf);
    let mut out: Vec<Line> = lines
        .iter()
        .map(|l| {
            match l.split_once(": ").filter(|(head, _)| head.chars().all(|c| c.is_ascii_uppercase() || c == ' ')) {
                Some((head, rest)) if !head.trim().is_empty() => {
                    Line::from(vec![Span::styled(format!("{head}: "), bold()), Span::raw(rest.to_string())])
                }
                _ => Line::from(l.to_string()),
            }
        })
        .collect();
    let more = if page + 1 < PAGES { "r: the 17 games; any other key closes." } else { "Any key closes." };
    out.push(Line::styled(more, bold()));
    Paragraph::new(out).wrap(Wrap { trim: false }).render(inner, buf);
}
