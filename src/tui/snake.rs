//! A line of tiles laid left to right, turning down and back at the edge of the table,
//! its doubles laid crosswise where the game lays them so: standing across a row,
//! flat across the turn of a corner.

use super::table::{tile_style, Mark, Piece};
use super::tiles::{flat, standing, tall};
use ratatui::style::Style;

/// One tile of a line as read from its W end: the numbers on its left and right, its
/// mark, and whether it lies crosswise (a double standing across the line).
#[derive(Clone, Copy, Debug)]
pub(super) struct Bone {
    pub a: u8,
    pub b: u8,
    pub mark: Mark,
    pub across: bool,
}

impl Bone {
    pub fn new(a: u8, b: u8, mark: Mark, across: bool) -> Bone {
        Bone { a, b, mark, across }
    }
}

/// A sequence of tiles laid left to right, turning down and back when the width is
/// used up, with a label at each end.
///
/// A crosswise double stands across its row, a row above and below it; it stays in a
/// row only when the tile after it fits there too, so a corner never hangs from it.
/// A double due at a corner lies flat across the turn, the tile after it standing
/// below. A corner between two rows that both hold crosswise doubles stands at full
/// length, so that those doubles keep a row apart.
pub(super) fn snake(seq: &[Bone], w: i32, pips: bool, west: (&str, Style), east: (&str, Style)) -> Vec<Piece> {
    let w = (w - 4).max(10);
    let mut out = Vec::new();
    let put = |out: &mut Vec<Piece>, x: i32, y: i32, text: String, m: Mark| {
        out.push(Piece { x, y, text, style: tile_style(m) });
    };
    let (mut x, mut y, mut right) = (2i32, 0i32, true);
    // The column of the last row tile's open face, where a corner hangs.
    let mut end_x = 0;
    let mut in_row = 0;
    let mut row_across = false;
    let mut i = 0;
    while let Some(&t) = seq.get(i) {
        let width = if t.across { 3 } else { 5 };
        let need = if t.across && i + 1 < seq.len() { width + 5 } else { width };
        let fits = if right { x + need <= w + 2 } else { x + 5 - need >= 2 };
        if fits || in_row == 0 {
            let left = if right { x } else { x + 5 - width };
            if t.across {
                for (dy, text) in (-1..).zip(tall(t.a, t.b, pips)) {
                    put(&mut out, left, y + dy, text, t.mark);
                }
                row_across = true;
                // Only when a row is too narrow for the double and the next tile: hang
                // the corner clear of it.
                end_x = if right { left + 4 } else { left - 2 };
            } else {
                let text = if right { flat(t.a, t.b, pips) } else { flat(t.b, t.a, pips) };
                put(&mut out, x, y, text, t.mark);
                end_x = if right { x + 3 } else { x + 1 };
            }
            x = if right { x + width } else { x - width };
            in_row += 1;
            i += 1;
            continue;
        }
        // The corner.
        let (a, b) = (t.a, t.b);
        if t.across {
            put(&mut out, end_x - 2, y + 1, flat(a, b, pips), t.mark);
            match seq.get(i + 1) {
                Some(n) => {
                    let [top, bottom] = standing(n.a, n.b, pips);
                    put(&mut out, end_x - 1, y + 2, top, n.mark);
                    put(&mut out, end_x - 1, y + 3, bottom, n.mark);
                    y += 3;
                    i += 2;
                }
                None => {
                    y += 1;
                    i += 1;
                }
            }
        } else if row_across && seq[i + 1..].iter().any(|n| n.across) {
            for (dy, text) in (1..).zip(tall(a, b, pips)) {
                put(&mut out, end_x - 1, y + dy, text, t.mark);
            }
            y += 3;
            i += 1;
        } else {
            let [top, bottom] = standing(a, b, pips);
            put(&mut out, end_x - 1, y + 1, top, t.mark);
            put(&mut out, end_x - 1, y + 2, bottom, t.mark);
            y += 2;
            i += 1;
        }
        x = if right { end_x - 6 } else { end_x + 2 };
        right = !right;
        in_row = 0;
        row_across = false;
    }
    // The end labels.
    out.push(Piece { x: 0, y: 0, text: west.0.into(), style: west.1 });
    let (ex, ey) = if in_row == 0 {
        (end_x, y + 1)
    } else if right {
        (x + 1, y)
    } else {
        (x + 3, y)
    };
    out.push(Piece { x: ex, y: ey, text: east.0.into(), style: east.1 });
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::style::Style;
    use std::collections::HashMap;

    /// A line of `n` tiles, every `k`-th one a crosswise double.
    fn line_of(n: usize, k: usize) -> Vec<Bone> {
        (0..n)
            .map(
                |i| {
                    if i % k == k - 1 {
                        Bone::new(4, 4, Mark::Plain, true)
                    } else {
                        Bone::new(1, 2, Mark::Plain, false)
                    }
                },
            )
            .collect()
    }

    fn cells(pieces: &[Piece]) -> HashMap<(i32, i32), char> {
        let mut seen = HashMap::new();
        for p in pieces {
            for (i, c) in p.text.chars().enumerate() {
                let cell = (p.x + i as i32, p.y);
                assert!(seen.insert(cell, c).is_none(), "{cell:?} drawn twice: {p:?}");
            }
        }
        seen
    }

    #[test]
    fn crosswise_doubles_never_overlap_at_any_width() {
        // Every spacing of doubles, every width down to the narrowest table, with the
        // doubles falling in rows and at corners.
        for w in 14..60 {
            for k in 2..7 {
                for n in [1, 2, 5, 9, 14, 27] {
                    let pieces = snake(&line_of(n, k), w, false, ("W", Style::new()), ("E", Style::new()));
                    let c = cells(&pieces);
                    let xs = c.keys().map(|p| p.0);
                    let (x0, x1) = (xs.clone().min().unwrap(), xs.max().unwrap());
                    // Below that a row holds a single tile, and it may stick out.
                    if w >= 24 {
                        assert!(x1 - x0 < w, "w {w} k {k} n {n}: {x0}..{x1}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_double_due_at_a_corner_lies_flat_across_the_turn() {
        // Width 30 holds five flat tiles a row: the sixth, a double, is the corner.
        let mut seq: Vec<Bone> = (0..5).map(|_| Bone::new(1, 2, Mark::Plain, false)).collect();
        seq.push(Bone::new(2, 2, Mark::Plain, true));
        seq.push(Bone::new(2, 3, Mark::Plain, false));
        seq.push(Bone::new(3, 3, Mark::Plain, true));
        seq.push(Bone::new(3, 1, Mark::Plain, false));
        let pieces = snake(&seq, 30, false, ("W", Style::new()), ("E", Style::new()));
        let flat_double = pieces.iter().find(|p| p.text == "[2|2]").expect("the corner double lies flat");
        assert_eq!(flat_double.y, 1);
        let under = pieces.iter().find(|p| p.text == "┌2┐").expect("the next tile stands below it");
        assert_eq!((under.x, under.y), (flat_double.x + 1, 2));
        // The double in the next row stands across it.
        assert!(pieces.iter().any(|p| p.text == "┌3┐" && p.y == 2));
        cells(&pieces);
    }
}
