//! The layout of a line game drawn in its true shape: a line turning corners to fit,
//! Tiddly-Wink's single arm, Sebastopol's four arms from the set double, and Sniff's
//! line with the sniff open on its faces; every open end labelled with what it accepts.

use super::words::legend;
use crate::core::pos::Pos;
use crate::games::nos::Rule;
use crate::games::parlour::action::threes_words;
use crate::games::parlour::arms::{Arms, Lay, Shape};
use crate::games::parlour::preset::During;
use crate::games::parlour::Rules;
use crate::tui::kit::panels::boxed;
use crate::tui::table::grow::{Arm, Plan, Start};
use crate::tui::table::piece::{end_style, Item, Mark};
use crate::tui::table::placed::{note, Placed};
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line as TLine, Span};
use ratatui::widgets::{Paragraph, Widget};

/// The shape in words, for the table's title.
pub fn shape_words(arms: &Arms) -> String {
    match (arms.shape(), arms.sniff()) {
        (Shape::Line, _) => "a line".into(),
        (Shape::Single, _) => "a single arm: only E grows".into(),
        (Shape::Four, _) => "four arms from the set double".into(),
        (Shape::Spinner, None) => "a line until a double: the sniff".into(),
        (Shape::Across { .. }, None) => "a line until a double: the spinner".into(),
        (Shape::Across { .. }, Some(s)) if arms.is_open(Pos::N) => format!("the spinner {} open four ways", s.tile),
        (Shape::Across { .. }, Some(s)) => format!("the spinner {}, sides first", s.tile),
        (Shape::Spinner, Some(s)) => {
            let how = match s.lay {
                Lay::Cross => "cross: four faces open",
                Lay::End => "endwise: its sides open",
            };
            format!("the sniff {} {how}", s.tile)
        }
    }
}

/// The table box: the layout, then the legend of the open ends. `counts`: show what
/// each end adds to the count (a game that scores the ends during play).
pub fn table_box(arms: &Arms, counts: Option<&Rules>, pips: bool, placed: &Placed, area: Rect, buf: &mut Buffer) {
    let block = boxed(format!(" Table: {} ", shape_words(arms)));
    let inner = block.inner(area);
    block.render(area, buf);
    let legend = legend(arms);
    // The rows under the table keep room for the largest legend of the shape, so that
    // the table's area does not change when an end opens.
    let most = match arms.shape() {
        Shape::Line | Shape::Single => 2,
        _ => 4,
    };
    let rows = legend.len().max(most) as u16 + u16::from(counts.is_some());
    let [draw, leg] = Layout::vertical([Constraint::Min(3), Constraint::Length(rows)]).areas(inner);
    match plan(arms) {
        Some((plan, seen)) => placed.draw(&plan, seen, (inner.width, inner.height), draw, buf, pips),
        None => note("(the lead tile comes first)", draw, buf),
    }
    let mut lines: Vec<TLine> = legend
        .iter()
        .map(|(p, text, open)| {
            let st = if *open { Style::new().fg(Color::Green) } else { Style::new().fg(Color::DarkGray) };
            let worth = arms.arm(*p).worth;
            // Why an end counts other than the number it shows: a double counts
            // twice, an empty side of the sniff nothing.
            let shows = arms.open(*p).unwrap_or(0) as i32;
            let count = match (counts.is_some() && arms.is_open(*p), worth as i32) {
                (false, _) => String::new(),
                (true, w) if w == 2 * shows && w > 0 => format!(" (counts {w}: a double)"),
                (true, 0) if shows > 0 => " (counts 0: empty side)".to_string(),
                (true, w) => format!(" (counts {w})"),
            };
            TLine::from(vec![
                Span::styled(format!(" {p} "), st.add_modifier(Modifier::BOLD)),
                Span::styled(format!("{text}{count}"), st),
            ])
        })
        .collect();
    if let (Some(rules), Some(_)) = (counts, arms.lead()) {
        let c = arms.count();
        let points = rules.count_points(c);
        let five = match rules.during {
            During::Threes if points > 0 => format!(" ({}: {points})", threes_words(c)),
            _ if points > 0 => " (a multiple of 5)".to_string(),
            _ => String::new(),
        };
        lines.push(TLine::from(Span::styled(
            format!(" the open ends count {c}{five}"),
            Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD),
        )));
    }
    Paragraph::new(lines).render(leg, buf);
}

/// The layout to grow, and the hand as numbers (its lead and its tiles in the order
/// played) to know the hand again in the next frame; `None` before the lead.
pub(in crate::tui) fn plan(arms: &Arms) -> Option<(Plan, Vec<u32>)> {
    let lead = arms.lead()?;
    let placed = arms.placed();
    let mut seen = vec![u32::from(lead.first) << 4 | u32::from(lead.second)];
    seen.extend(placed.iter().map(|p| 1 << 12 | (p.at as u32) << 8 | u32::from(p.touch) << 4 | u32::from(p.open)));
    let last = placed.len().checked_sub(1);
    let mark = |i: usize| if Some(i) == last { Mark::Last } else { Mark::Plain };
    // Where equal numbers touch, the sources lay every double crosswise (block, draw,
    // partnership, Bergen, Sebastopol, Tiddly-Wink, Sniff's doubles after the sniff);
    // Matador lays them endwise.
    let crosswise = arms.rule() == Rule::Ordinary;
    let sniff = arms.sniff();
    // The sniff (or spinner) in the line, by its place in the order of play, and how it lies.
    let in_line: Option<(usize, bool)> = sniff.and_then(|s| {
        let on = s.on?;
        let i = placed.iter().enumerate().filter(|(_, p)| p.at == on).nth((s.index as usize).checked_sub(1)?)?.0;
        Some((i, s.lay == Lay::Cross))
    });
    let item = |i: usize, t: u8, o: u8| match in_line {
        Some((n, across)) if n == i => {
            if across {
                Item::Across(t, mark(i))
            } else {
                Item::Tile(t, o, mark(i))
            }
        }
        _ if crosswise && t == o => Item::Across(t, mark(i)),
        _ => Item::Tile(t, o, mark(i)),
    };
    let label = |pos: Pos| (pos.letter().to_string(), end_style(!arms.accepts(pos).is_empty()));
    let arm = |pos: Pos, start: Start| Arm {
        pos,
        start,
        items: placed
            .iter()
            .enumerate()
            .filter(|(_, p)| p.at == pos)
            .map(|(i, p)| (i, item(i, p.touch, p.open)))
            .collect(),
        label: label(pos),
    };
    let shape = arms.shape();
    let double = lead.first == lead.second;
    let mut across = crosswise && double;
    let mut all = vec![arm(Pos::W, Start::Centre), arm(Pos::E, Start::Centre)];
    if shape == Shape::Single {
        all[0].label.0 = "·".into();
    }
    match (shape, sniff) {
        (Shape::Four, _) => {
            all.extend([Pos::N, Pos::S].map(|p| arm(p, Start::Centre)));
            // The set double stands across the line of W and E, as any double.
            let centre = (lead.first, lead.second, Mark::Set);
            return Some((Plan { centre, across, line: false, arms: all, spinner: false }, seen));
        }
        (Shape::Spinner | Shape::Across { .. }, Some(s)) => {
            let start = match in_line {
                Some((n, _)) => Start::Branch(n),
                None => {
                    // The lead is the sniff: laid cross, it stands across the line.
                    across = s.lay == Lay::Cross;
                    Start::Centre
                }
            };
            all.extend([Pos::N, Pos::S].map(|p| arm(p, start)));
        }
        _ => {}
    }
    // Known from the lead on, so that a tile's place never depends on what came after it.
    let spinner = matches!(shape, Shape::Spinner | Shape::Across { .. });
    Some((Plan { centre: (lead.first, lead.second, Mark::Set), across, line: true, arms: all, spinner }, seen))
}
