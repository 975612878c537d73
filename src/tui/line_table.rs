//! The layout of a line game drawn in its true shape: a line turning corners to fit,
//! Tiddly-Wink's single arm, Sebastopol's four arms from the set double, and Sniff's
//! line with the sniff open on its faces; every open end labelled with what it accepts.

use super::line_words::legend;
use super::panels::boxed;
use super::snake::{snake, Bone};
use super::table::{cross_of, end_style, render_pieces, Item, Mark, Piece};
use crate::core::pos::Pos;
use crate::games::nos::Rule;
use crate::games::parlour::action::threes_words;
use crate::games::parlour::arms::{Arms, Lay, Shape};
use crate::games::parlour::preset::During;
use crate::games::parlour::Rules;
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
pub fn table_box(arms: &Arms, counts: Option<&Rules>, pips: bool, area: Rect, buf: &mut Buffer) {
    let block = boxed(format!(" Table: {} ", shape_words(arms)));
    let inner = block.inner(area);
    block.render(area, buf);
    let legend = legend(arms);
    let rows = legend.len() as u16 + u16::from(counts.is_some() && arms.lead().is_some());
    let [draw, leg] = Layout::vertical([Constraint::Min(3), Constraint::Length(rows)]).areas(inner);
    let mut laid = pieces(arms, draw.width as i32, draw.height as i32, pips);
    // An arm too long for the room shows its tiles nearest the centre as "+n": said
    // in a line of its own under the table, the room for it taken from the drawing.
    let hidden =
        |p: &[Piece]| p.iter().any(|p| p.text.trim().strip_prefix('+').is_some_and(|n| n.parse::<u32>().is_ok()));
    let (draw, leg) = if hidden(&laid) && draw.height > 3 {
        let [draw, leg] = Layout::vertical([Constraint::Min(3), Constraint::Length(rows + 1)]).areas(inner);
        laid = pieces(arms, draw.width as i32, draw.height as i32, pips);
        (draw, leg)
    } else {
        (draw, leg)
    };
    render_pieces(&laid, draw, buf);
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
    if hidden(&laid) {
        lines.push(TLine::from(Span::styled(
            " +n: n tiles nearest the centre, not drawn for want of room",
            Style::new().fg(Color::DarkGray),
        )));
    }
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

/// The layout as pieces on a sheet `w` x `h`.
pub(super) fn pieces(arms: &Arms, w: i32, h: i32, pips: bool) -> Vec<Piece> {
    let Some(lead) = arms.lead() else {
        return vec![Piece { x: 0, y: 0, text: "(the lead tile comes first)".into(), style: end_style(false) }];
    };
    let placed = arms.placed();
    let last = placed.len().checked_sub(1);
    let mark = |i: usize| if Some(i) == last { Mark::Last } else { Mark::Plain };
    // Tiles of one arm from the lead out: (index among all placed, touch, open).
    let arm = |pos: Pos| -> Vec<(usize, u8, u8)> {
        placed.iter().enumerate().filter(|(_, p)| p.at == pos).map(|(i, p)| (i, p.touch, p.open)).collect()
    };
    let label = |pos: Pos| (pos.letter().to_string(), end_style(!arms.accepts(pos).is_empty()));
    // Where equal numbers touch, the sources lay every double crosswise (block, draw,
    // partnership, Bergen, Sebastopol, Tiddly-Wink, Sniff's doubles after the sniff);
    // Matador lays them endwise.
    let crosswise = arms.rule() == Rule::Ordinary;
    let item = |i: usize, t: u8, o: u8| {
        if crosswise && t == o {
            Item::Across(t, mark(i))
        } else {
            Item::Tile(t, o, mark(i))
        }
    };
    let out = |v: &[(usize, u8, u8)]| -> Vec<Item> { v.iter().map(|&(i, t, o)| item(i, t, o)).collect() };
    match (arms.shape(), arms.sniff()) {
        (Shape::Four, _) => {
            let all: Vec<(Pos, Vec<Item>, (String, Style))> =
                Pos::ALL.into_iter().map(|p| (p, out(&arm(p)), label(p))).collect();
            // The set double stands across the line of W and E, as any double.
            cross_of((lead.first, lead.second, Mark::Set), crosswise && lead.first == lead.second, &all, w, h, pips)
        }
        (Shape::Spinner | Shape::Across { .. }, Some(s)) => {
            let mut all: Vec<(Pos, Vec<Item>, (String, Style))> = Vec::new();
            let centre = (s.tile.low(), s.tile.high(), if s.on.is_none() { Mark::Set } else { Mark::Plain });
            match s.on {
                None => {
                    for p in Pos::ALL {
                        all.push((p, out(&arm(p)), label(p)));
                    }
                }
                Some(on) => {
                    let k = s.index as usize;
                    let along = arm(on);
                    let back = on.opposite();
                    // From the sniff back to the lead, then on along the other arm.
                    let mut items: Vec<Item> =
                        along[..k.saturating_sub(1)].iter().rev().map(|&(i, t, o)| item(i, o, t)).collect();
                    let (near, far) = if on == Pos::E { (lead.second, lead.first) } else { (lead.first, lead.second) };
                    items.push(Item::Tile(near, far, Mark::Set));
                    items.extend(out(&arm(back)));
                    all.push((back, items, label(back)));
                    all.push((on, out(along.get(k..).unwrap_or(&[])), label(on)));
                    for p in [Pos::N, Pos::S] {
                        all.push((p, out(&arm(p)), label(p)));
                    }
                }
            }
            // Laid cross, the sniff stands across the line, as on the table.
            cross_of(centre, s.lay == Lay::Cross, &all, w, h, pips)
        }
        (shape, _) => {
            let double = |a: u8, b: u8| crosswise && a == b;
            let mut seq: Vec<Bone> = Vec::new();
            for (i, t, o) in arm(Pos::W).into_iter().rev() {
                seq.push(Bone::new(o, t, mark(i), double(o, t)));
            }
            seq.push(Bone::new(lead.first, lead.second, Mark::Set, double(lead.first, lead.second)));
            seq.extend(arm(Pos::E).into_iter().map(|(i, t, o)| Bone::new(t, o, mark(i), double(t, o))));
            let west = if shape == Shape::Single { "·".to_string() } else { "W".to_string() };
            let (w_label, e_label) = (label(Pos::W), label(Pos::E));
            snake(&seq, w, pips, (&west, w_label.1), (&e_label.0, e_label.1))
        }
    }
}
