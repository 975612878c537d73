//! The tile that finds no room beside its arm's open end: rather than move a tile already
//! laid, it goes on the nearest free cells of the table, and a dotted joint leads to it
//! from the open end, so that a player still follows the arm from the set out.

use super::slot::{step, upright, Slot};
use crate::core::Pos;
use std::collections::{HashMap, VecDeque};

/// The cells of a joint, each with its mark.
pub(super) type Dashes = Vec<((i32, i32), char)>;

/// Whether a tile may go in a slot at the end of a joint (its cells given).
pub(super) type Accept<'a> = dyn Fn(&Slot, &[(i32, i32)]) -> bool + 'a;

/// One cell towards `d`.
pub(super) fn unit(d: Pos) -> (i32, i32) {
    match d {
        Pos::N => (0, -1),
        Pos::E => (1, 0),
        Pos::S => (0, 1),
        Pos::W => (-1, 0),
    }
}

/// The first cell past the face at `head` towards `dir`: past a flat tile's closing
/// bracket, or above or below a standing tile.
pub(super) fn past((hx, hy): (i32, i32), dir: Pos) -> (i32, i32) {
    let (dx, dy) = unit(dir);
    let k = if upright(dir) { 1 } else { 2 };
    (hx + k * dx, hy + k * dy)
}

/// The slot of a tile laid towards `d` whose touching face is next to the cell `p`.
fn from_cell((px, py): (i32, i32), d: Pos, across: bool) -> Slot {
    let (dx, dy) = unit(d);
    let head = if upright(d) { (px, py) } else { (px - dx, py - dy) };
    step(head, d, across)
}

/// The nearest place for a tile off the faces `ends` (each a face and the way the arm
/// leaves it): a path of free cells from the cell past a face, and a slot next to the
/// path's last cell that `ok` accepts (it is given the path, whose cells the tile and
/// the room it keeps ahead must leave free), the path no longer than `most` cells. Ways
/// are tried in the order of `ways`.
pub(super) fn joint(
    ends: &[((i32, i32), Pos)],
    ways: &[Pos],
    across: bool,
    free: &dyn Fn((i32, i32)) -> bool,
    ok: &Accept,
    most: usize,
) -> Option<Joint> {
    // Each cell reached: from the cell before it, or, first on the path, from a face.
    let mut from: HashMap<(i32, i32), Result<(i32, i32), Pos>> = HashMap::new();
    let mut queue = VecDeque::new();
    for &(h, d) in ends {
        let c = past(h, d);
        if free(c) && !from.contains_key(&c) {
            from.insert(c, Err(d));
            queue.push_back(c);
        }
    }
    while let Some(p) = queue.pop_front() {
        let mut path = vec![p];
        let leaves = loop {
            match from[path.last().expect("a path has a cell")] {
                Ok(q) => path.push(q),
                Err(d) => break d,
            }
        };
        path.reverse();
        if path.len() > most {
            // Breadth first: every path from here on is as long or longer.
            break;
        }
        for &d in ways {
            let s = from_cell(p, d, across);
            if s.cells().all(|c| !path.contains(&c)) && ok(&s, &path) {
                return Some(Joint { slot: s, cells: path, leaves });
            }
        }
        for d in [Pos::N, Pos::E, Pos::S, Pos::W] {
            let (dx, dy) = unit(d);
            let n = (p.0 + dx, p.1 + dy);
            if free(n) && !from.contains_key(&n) {
                from.insert(n, Ok(p));
                queue.push_back(n);
            }
        }
    }
    None
}

/// A tile laid away from its open end: its slot, the cells of the joint from the end to
/// it, and the way the joint leaves the end.
pub(super) struct Joint {
    pub slot: Slot,
    pub cells: Vec<(i32, i32)>,
    pub leaves: Pos,
}

impl Joint {
    /// Each cell of the joint as drawn: a dash along it, or a round corner where it turns.
    pub fn glyphs(&self) -> Dashes {
        let c = &self.cells;
        let way = |a: (i32, i32), b: (i32, i32)| match (b.0 - a.0, b.1 - a.1) {
            (0, dy) if dy < 0 => Pos::N,
            (0, _) => Pos::S,
            (dx, _) if dx < 0 => Pos::W,
            _ => Pos::E,
        };
        (0..c.len())
            .map(|i| {
                let into = if i == 0 { self.leaves } else { way(c[i - 1], c[i]) };
                let out = if i + 1 == c.len() { self.slot.dir } else { way(c[i], c[i + 1]) };
                (c[i], glyph(into.opposite(), out))
            })
            .collect()
    }
}

/// The mark of a joint's cell whose line touches the sides `a` and `b`.
fn glyph(a: Pos, b: Pos) -> char {
    let has = |p: Pos| a == p || b == p;
    match (has(Pos::N), has(Pos::E), has(Pos::S), has(Pos::W)) {
        (true, _, true, _) => '╎',
        (_, true, _, true) => '╌',
        (true, true, _, _) => '╰',
        (true, _, _, true) => '╯',
        (_, true, true, _) => '╭',
        (_, _, true, true) => '╮',
        // A joint that turns back on itself does not come: a cell is left by a new side.
        _ => '·',
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tile_past_a_joint_touches_the_joint_s_last_cell() {
        for d in [Pos::N, Pos::E, Pos::S, Pos::W] {
            for across in [false, true] {
                let p = (10, 10);
                let s = from_cell(p, d, across);
                let cells: Vec<(i32, i32)> = s.cells().collect();
                assert!(!cells.contains(&p), "{d:?} {across}: the tile leaves the joint's cell");
                let (dx, dy) = unit(d);
                assert!(cells.contains(&(p.0 + dx, p.1 + dy)), "{d:?} {across}: the tile touches the joint's cell");
            }
        }
    }

    #[test]
    fn the_nearest_free_place_is_found_round_a_wall() {
        // A wall of taken cells right of the face: the tile goes round it.
        let wall = |(x, y): (i32, i32)| x == 4 && (-1..=1).contains(&y);
        let free = |(x, y): (i32, i32)| (-10..20).contains(&x) && (-10..10).contains(&y) && !wall((x, y));
        let ok = |s: &Slot, _: &[(i32, i32)]| s.cells().all(free);
        let j = joint(&[((0, 0), Pos::E)], &[Pos::E], false, &free, &ok, usize::MAX).expect("room round the wall");
        assert_eq!(j.cells.first(), Some(&(2, 0)), "the joint starts past the face");
        assert!(j.slot.cells().all(|c| !wall(c)));
        assert!(j.cells.iter().all(|&c| free(c)));
        // Up from the face past the wall's end, and the tile on to the east above it.
        let marks: String = j.glyphs().iter().map(|g| g.1).collect();
        assert_eq!(marks, "╯╎╭");
        assert_eq!((j.slot.x, j.slot.y, j.slot.dir), (3, -2, Pos::E));
    }
}
