//! Where a tile goes on the sheet: its slot (top-left cell, the way its arm runs, the
//! cell of its open face), the slot of the next tile from a face, the cells an end's
//! label takes, where an arm branching from a tile starts, and whether the tiles to
//! come after a slot still have room.

use crate::core::Pos;

/// Where a tile goes: its top-left cell, the way the arm runs there (flat going E or W,
/// standing going N or S) and the cell of its open face, where the next tile touches.
#[derive(Clone, Copy, Debug)]
pub(super) struct Slot {
    pub x: i32,
    pub y: i32,
    pub dir: Pos,
    pub head: (i32, i32),
    pub across: bool,
}

impl Slot {
    pub fn upright(&self) -> bool {
        upright(self.dir)
    }

    pub fn size(&self) -> (i32, i32) {
        match (self.upright(), self.across) {
            (true, false) => (3, 2),
            (false, true) => (3, 3),
            _ => (5, 1),
        }
    }

    pub fn cells(&self) -> impl Iterator<Item = (i32, i32)> + '_ {
        let (w, h) = self.size();
        (0..h).flat_map(move |dy| (0..w).map(move |dx| (self.x + dx, self.y + dy)))
    }

    pub fn bounds(&self) -> (i32, i32, i32, i32) {
        let (w, h) = self.size();
        (self.x, self.y, self.x + w, self.y + h)
    }
}

pub(super) fn upright(d: Pos) -> bool {
    matches!(d, Pos::N | Pos::S)
}

/// The slot of a tile laid from the face at `head` towards `dir`, so that its touching face
/// sits next to `head` whether the arm goes straight on or turns a corner. A crosswise
/// double centres on the arm; its `head` is placed so that the next tile touches its
/// far side as it would a flat or standing tile's open face.
pub(super) fn step((hx, hy): (i32, i32), dir: Pos, across: bool) -> Slot {
    let (x, y, head) = match (dir, across) {
        (Pos::E, false) => (hx + 2, hy, (hx + 5, hy)),
        (Pos::W, false) => (hx - 6, hy, (hx - 5, hy)),
        (Pos::N, false) => (hx - 1, hy - 2, (hx, hy - 2)),
        (Pos::S, false) => (hx - 1, hy + 1, (hx, hy + 2)),
        (Pos::E, true) => (hx + 2, hy - 1, (hx + 3, hy)),
        (Pos::W, true) => (hx - 4, hy - 1, (hx - 3, hy)),
        (Pos::N, true) => (hx - 2, hy - 1, (hx, hy - 1)),
        (Pos::S, true) => (hx - 2, hy + 1, (hx, hy + 1)),
    };
    Slot { x, y, dir, head, across }
}

/// The cells an end label takes past the face at `head`: a gap and the letter beside a
/// flat tile, the letter alone above or below a standing one. The letter comes last.
pub(super) fn label_cells((hx, hy): (i32, i32), dir: Pos) -> [(i32, i32); 2] {
    match dir {
        Pos::E => [(hx + 2, hy), (hx + 3, hy)],
        Pos::W => [(hx - 2, hy), (hx - 3, hy)],
        Pos::N => [(hx, hy - 1), (hx, hy - 1)],
        Pos::S => [(hx, hy + 1), (hx, hy + 1)],
    }
}

/// The cells an end's label may take near the face at `head`, best first: its own
/// place past the face ([`label_cells`]), else above or below a flat tile's open face,
/// else beside a standing tile's, two cells off. A label goes on the first of them that
/// is free with a free cell either side of it, so that no tile touches it.
pub(super) fn label_spots((hx, hy): (i32, i32), dir: Pos) -> [(i32, i32); 3] {
    let own = label_cells((hx, hy), dir)[1];
    match dir {
        Pos::E | Pos::W => [own, (hx, hy - 1), (hx, hy + 1)],
        Pos::N | Pos::S => [own, (hx + 3, hy), (hx - 3, hy)],
    }
}

/// Where an arm branching from the tile in `s` starts, and the way it runs: N and S
/// leave a tile lying in a row from its top and bottom, and one standing in a column
/// from its left and right.
pub(super) fn branch(s: &Slot, pos: Pos) -> ((i32, i32), Pos) {
    let north = pos == Pos::N;
    match (s.upright(), s.across) {
        (false, true) => ((s.x + 1, if north { s.y } else { s.y + 2 }), pos),
        (false, false) => ((s.x + 2, s.y), pos),
        (true, true) => {
            if north {
                ((s.x + 1, s.y), Pos::W)
            } else {
                ((s.x + 3, s.y), Pos::E)
            }
        }
        (true, false) => ((s.x + 1, s.y), if north { Pos::W } else { Pos::E }),
    }
}

pub(super) fn clockwise(d: Pos) -> Pos {
    match d {
        Pos::N => Pos::E,
        Pos::E => Pos::S,
        Pos::S => Pos::W,
        Pos::W => Pos::N,
    }
}

pub(super) fn turn(d: Pos, cw: bool) -> Pos {
    if cw {
        clockwise(d)
    } else {
        clockwise(d).opposite()
    }
}

/// How much room the open end after the tile in `s` has, at least `level`: 4, room for
/// its next two tiles whatever they are; 3, for its next tile whatever it is; 2, for a
/// plain tile beside it; 1, a free cell past it, for a joint; 0, none asked.
pub(super) fn reach(s: &Slot, level: usize, free: &dyn Fn((i32, i32)) -> bool) -> bool {
    match level {
        0 => true,
        1 => [Pos::N, Pos::E, Pos::S, Pos::W].into_iter().any(|d| free(super::joint::past(s.head, d))),
        2 => {
            let ways = if s.across { vec![s.dir] } else { vec![s.dir, clockwise(s.dir), clockwise(s.dir).opposite()] };
            ways.iter().any(|&d| step(s.head, d, false).cells().all(free))
        }
        _ => roomy(s, &[], level - 2, free),
    }
}

/// Whether the tiles after the one in `s` have room, `depth` tiles on: the next tile,
/// whatever it is (a crosswise double needs more than a plain tile, and the tile after
/// one goes straight on), and the one after it.
pub(super) fn roomy(s: &Slot, taken: &[(i32, i32)], depth: usize, free: &dyn Fn((i32, i32)) -> bool) -> bool {
    if depth == 0 {
        return true;
    }
    let ways = if s.across { vec![s.dir] } else { vec![s.dir, clockwise(s.dir), clockwise(s.dir).opposite()] };
    [false, true].into_iter().all(|across| {
        ways.iter().any(|&d| {
            let n = step(s.head, d, across);
            let cells: Vec<(i32, i32)> = n.cells().collect();
            cells.iter().all(|&c| free(c) && !taken.contains(&c)) && {
                let more: Vec<(i32, i32)> = taken.iter().copied().chain(cells).collect();
                roomy(&n, &more, depth - 1, free)
            }
        })
    })
}

/// Whether a spinner laid after the tile in `s` would find room, with a first tile on
/// each arm that branches from it and on the line going on past it.
pub(super) fn hub(s: &Slot, free: &dyn Fn((i32, i32)) -> bool) -> bool {
    let ways = if s.across { vec![s.dir] } else { vec![s.dir, clockwise(s.dir), clockwise(s.dir).opposite()] };
    ways.iter().any(|&d| {
        let sp = step(s.head, d, true);
        sp.cells().all(free) && spokes(&sp, &sp.cells().collect::<Vec<_>>(), 0, free)
    })
}

/// Whether the arms of a spinner in `sp` (its cells `taken`, whose cells `free` need
/// not count free) find room: a first tile on each arm that branches from it and on the
/// line going on past it, and `depth` tiles after each.
pub(super) fn spokes(sp: &Slot, taken: &[(i32, i32)], depth: usize, free: &dyn Fn((i32, i32)) -> bool) -> bool {
    let mut cells = taken.to_vec();
    [branch(sp, Pos::N), branch(sp, Pos::S), (sp.head, sp.dir)].iter().all(|&(h, w)| {
        let t = step(h, w, false);
        let ok = t.cells().all(|c| free(c) && !cells.contains(&c));
        cells.extend(t.cells());
        ok && roomy(&t, &cells, depth, free)
    })
}
