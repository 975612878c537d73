//! The layout drawn as dominoes in its true shape: a line that turns corners to fit,
//! or a cross (double cross, triangle) around the set double, with every open end
//! labelled.

use super::tiles::{flat, standing};
use super::words::accepts;
use crate::engine::games::Shape;
use crate::engine::{Hand, Layout, Pos};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::widgets::Widget;

/// Text at a place on an unbounded sheet.
#[derive(Clone, Debug)]
struct Piece {
    x: i32,
    y: i32,
    text: String,
    style: Style,
}

/// What a tile on the sheet is.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mark {
    Set,
    Last,
    Plain,
}

fn tile_style(m: Mark) -> Style {
    match m {
        Mark::Set => Style::new().fg(Color::Cyan).add_modifier(Modifier::BOLD),
        Mark::Last => Style::new().fg(Color::Black).bg(Color::Yellow).add_modifier(Modifier::BOLD),
        Mark::Plain => Style::new().fg(Color::White),
    }
}

fn end_style(open: bool) -> Style {
    if open {
        Style::new().fg(Color::Green).add_modifier(Modifier::BOLD)
    } else {
        Style::new().fg(Color::DarkGray)
    }
}

/// The table: the layout of a hand, or the set tile alone before the announcement.
pub struct Table<'a> {
    pub hand: &'a Hand,
    pub pips: bool,
}

impl Table<'_> {
    fn sheet(&self, w: i32, h: i32) -> Vec<Piece> {
        let pips = self.pips;
        match (self.hand.layout(), self.hand.set_ends()) {
            (Some(l), _) => match l.plan().shape {
                Shape::Line => line(l, w, pips),
                _ => cross(l, w, h, pips),
            },
            (None, Some((a, b))) => {
                vec![Piece { x: 0, y: 0, text: flat(a, b, pips), style: tile_style(Mark::Set) }]
            }
            (None, None) => vec![Piece { x: 0, y: 0, text: "(the set comes first)".into(), style: end_style(false) }],
        }
    }

    /// The lines naming what each open end accepts.
    pub fn legend(hand: &Hand) -> Vec<(Pos, String, bool)> {
        let Some(l) = hand.layout() else { return Vec::new() };
        l.positions().iter().map(|&p| (p, accepts(l, p), !l.req(p).tiles.is_empty())).collect()
    }
}

/// The sequence of a line from its W end to its E end: (left, right, mark) as read.
fn line_seq(l: &Layout) -> Vec<(u8, u8, Mark)> {
    let last = l.placed().len().checked_sub(1);
    let mark = |i: usize| if Some(i) == last { Mark::Last } else { Mark::Plain };
    let mut seq: Vec<(u8, u8, Mark)> = Vec::new();
    for (i, p) in l.placed().iter().enumerate().rev() {
        if p.at == Pos::W {
            seq.push((p.open, p.touch, mark(i)));
        }
    }
    let (a, b) = l.set_ends();
    seq.push((a, b, Mark::Set));
    for (i, p) in l.placed().iter().enumerate() {
        if p.at == Pos::E {
            seq.push((p.touch, p.open, mark(i)));
        }
    }
    seq
}

/// A line laid left to right, turning down and back when the width is used up.
fn line(l: &Layout, w: i32, pips: bool) -> Vec<Piece> {
    let seq = line_seq(l);
    let w = (w - 4).max(10);
    let mut out = Vec::new();
    let (mut x, mut y, mut right) = (2i32, 0i32, true);
    let mut end_x = 0;
    let mut in_row = 0;
    for &(a, b, m) in &seq {
        let fits = if right { x + 5 <= w + 2 } else { x >= 2 };
        if fits || in_row == 0 {
            let text = if right { flat(a, b, pips) } else { flat(b, a, pips) };
            out.push(Piece { x, y, text, style: tile_style(m) });
            end_x = if right { x + 3 } else { x + 1 };
            x = if right { x + 5 } else { x - 5 };
            in_row += 1;
        } else {
            let [top, bottom] = standing(a, b, pips);
            out.push(Piece { x: end_x - 1, y: y + 1, text: top, style: tile_style(m) });
            out.push(Piece { x: end_x - 1, y: y + 2, text: bottom, style: tile_style(m) });
            y += 2;
            x = if right { end_x - 6 } else { end_x + 2 };
            right = !right;
            in_row = 0;
        }
    }
    // The end labels.
    let west = !l.req(Pos::W).tiles.is_empty();
    let east = !l.req(Pos::E).tiles.is_empty();
    out.push(Piece { x: 0, y: 0, text: "W".into(), style: end_style(west) });
    let (ex, ey) = if in_row == 0 {
        (end_x, y + 1)
    } else if right {
        (x + 1, y)
    } else {
        (x + 3, y)
    };
    out.push(Piece { x: ex, y: ey, text: "E".into(), style: end_style(east) });
    out
}

/// A cross, double cross or triangle around the set double.
fn cross(l: &Layout, w: i32, h: i32, pips: bool) -> Vec<Piece> {
    let mut out = Vec::new();
    let (a, b) = l.set_ends();
    out.push(Piece { x: 0, y: 0, text: flat(a, b, pips), style: tile_style(Mark::Set) });
    let last = l.placed().len().checked_sub(1);
    let max_flat = ((w - 5 - 4) / 2 / 5).max(1) as usize;
    let max_up = ((h - 1 - 2) / 2 / 2).max(1) as usize;
    for pos in Pos::ALL {
        let arm: Vec<(usize, u8, u8)> =
            l.placed().iter().enumerate().filter(|(_, p)| p.at == pos).map(|(i, p)| (i, p.touch, p.open)).collect();
        let room = if matches!(pos, Pos::W | Pos::E) { max_flat } else { max_up };
        let hidden = arm.len().saturating_sub(room.max(2) - 1).min(arm.len());
        let hidden = if arm.len() > room { hidden.max(1) } else { 0 };
        let mut k = 1i32;
        if hidden > 0 {
            let t = format!("+{hidden}");
            let p = match pos {
                Pos::W => Piece { x: -5, y: 0, text: format!("{t:^5}"), style: end_style(false) },
                Pos::E => Piece { x: 5, y: 0, text: format!("{t:^5}"), style: end_style(false) },
                Pos::N => Piece { x: 1, y: -2, text: format!("{t:^3}"), style: end_style(false) },
                Pos::S => Piece { x: 1, y: 2, text: format!("{t:^3}"), style: end_style(false) },
            };
            out.push(p);
            k += 1;
        }
        for &(i, t, o) in &arm[hidden..] {
            let st = tile_style(if Some(i) == last { Mark::Last } else { Mark::Plain });
            match pos {
                Pos::W => out.push(Piece { x: -5 * k, y: 0, text: flat(o, t, pips), style: st }),
                Pos::E => out.push(Piece { x: 5 * k, y: 0, text: flat(t, o, pips), style: st }),
                Pos::N => {
                    let [top, bottom] = standing(o, t, pips);
                    out.push(Piece { x: 1, y: -2 * k, text: top, style: st });
                    out.push(Piece { x: 1, y: -2 * k + 1, text: bottom, style: st });
                }
                Pos::S => {
                    let [top, bottom] = standing(t, o, pips);
                    out.push(Piece { x: 1, y: 2 * k - 1, text: top, style: st });
                    out.push(Piece { x: 1, y: 2 * k, text: bottom, style: st });
                }
            }
            k += 1;
        }
        let open = !l.req(pos).tiles.is_empty();
        let closed_side = matches!(l.plan().shape, Shape::Triangle { .. }) && arm.is_empty() && l.foundation_done();
        let label = if closed_side { "×".to_string() } else { pos.letter().to_string() };
        let st = end_style(open);
        out.push(match pos {
            Pos::W => Piece { x: -5 * (k - 1) - 2, y: 0, text: label, style: st },
            Pos::E => Piece { x: 5 * k + 1, y: 0, text: label, style: st },
            Pos::N => Piece { x: 2, y: -2 * (k - 1) - 1, text: label, style: st },
            Pos::S => Piece { x: 2, y: 2 * (k - 1) + 1, text: label, style: st },
        });
    }
    out
}

impl Widget for &Table<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if area.width == 0 || area.height == 0 {
            return;
        }
        let pieces = self.sheet(area.width as i32, area.height as i32);
        let width = |p: &Piece| p.text.chars().count() as i32;
        let x0 = pieces.iter().map(|p| p.x).min().unwrap_or(0);
        let x1 = pieces.iter().map(|p| p.x + width(p)).max().unwrap_or(0);
        let y0 = pieces.iter().map(|p| p.y).min().unwrap_or(0);
        let y1 = pieces.iter().map(|p| p.y + 1).max().unwrap_or(0);
        let dx = area.x as i32 + (area.width as i32 - (x1 - x0)).max(0) / 2 - x0;
        let dy = area.y as i32 + (area.height as i32 - (y1 - y0)).max(0) / 2 - y0;
        for p in &pieces {
            let (x, y) = (p.x + dx, p.y + dy);
            if y < area.y as i32 || y >= area.bottom() as i32 {
                continue;
            }
            for (i, c) in p.text.chars().enumerate() {
                let cx = x + i as i32;
                if cx >= area.x as i32 && cx < area.right() as i32 {
                    buf[(cx as u16, y as u16)].set_char(c).set_style(p.style);
                }
            }
        }
    }
}
