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
pub(super) struct Piece {
    pub x: i32,
    pub y: i32,
    pub text: String,
    pub style: Style,
}

/// What a tile on the sheet is.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Mark {
    Set,
    Last,
    Plain,
}

pub(super) fn tile_style(m: Mark) -> Style {
    match m {
        Mark::Set => Style::new().fg(Color::Cyan).add_modifier(Modifier::BOLD),
        Mark::Last => Style::new().fg(Color::Black).bg(Color::Yellow).add_modifier(Modifier::BOLD),
        Mark::Plain => Style::new().fg(Color::White),
    }
}

pub(super) fn end_style(open: bool) -> Style {
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
    let west = !l.req(Pos::W).tiles.is_empty();
    let east = !l.req(Pos::E).tiles.is_empty();
    snake(&line_seq(l), w, pips, ("W", end_style(west)), ("E", end_style(east)))
}

/// A sequence of tiles (left, right, mark) laid left to right, turning down and back
/// when the width is used up, with a label at each end.
pub(super) fn snake(
    seq: &[(u8, u8, Mark)],
    w: i32,
    pips: bool,
    west: (&str, Style),
    east: (&str, Style),
) -> Vec<Piece> {
    let w = (w - 4).max(10);
    let mut out = Vec::new();
    let (mut x, mut y, mut right) = (2i32, 0i32, true);
    let mut end_x = 0;
    let mut in_row = 0;
    for &(a, b, m) in seq {
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

/// What goes into one slot of a cross arm: a tile (touching end, open end, mark), or the
/// marker counting the tiles nearest the set that could not be shown.
#[derive(Clone, Copy)]
pub(super) enum Item {
    Tile(u8, u8, Mark),
    Hidden(usize),
}

/// Where a tile goes: its top-left cell, the way the arm runs there (flat going E or W,
/// standing going N or S) and the cell of its open face, where the next tile touches.
#[derive(Clone, Copy)]
struct Slot {
    x: i32,
    y: i32,
    dir: Pos,
    head: (i32, i32),
}

impl Slot {
    fn stands(&self) -> bool {
        matches!(self.dir, Pos::N | Pos::S)
    }

    fn cells(&self) -> Vec<(i32, i32)> {
        let (w, h) = if self.stands() { (3, 2) } else { (5, 1) };
        (0..h).flat_map(|dy| (0..w).map(move |dx| (self.x + dx, self.y + dy))).collect()
    }
}

/// The slot of a tile laid from the face at `head` towards `dir`, so that its touching face
/// sits next to `head` whether the arm goes straight on or turns a corner.
fn step((hx, hy): (i32, i32), dir: Pos) -> Slot {
    match dir {
        Pos::E => Slot { x: hx + 2, y: hy, dir, head: (hx + 5, hy) },
        Pos::W => Slot { x: hx - 6, y: hy, dir, head: (hx - 5, hy) },
        Pos::N => Slot { x: hx - 1, y: hy - 2, dir, head: (hx, hy - 2) },
        Pos::S => Slot { x: hx - 1, y: hy + 1, dir, head: (hx, hy + 2) },
    }
}

/// The cells an end label takes past the face at `head`: a gap and the letter beside a
/// flat tile, the letter alone above or below a standing one. The letter comes last.
fn label_cells((hx, hy): (i32, i32), dir: Pos) -> Vec<(i32, i32)> {
    match dir {
        Pos::E => vec![(hx + 2, hy), (hx + 3, hy)],
        Pos::W => vec![(hx - 2, hy), (hx - 3, hy)],
        Pos::N => vec![(hx, hy - 1)],
        Pos::S => vec![(hx, hy + 1)],
    }
}

/// The face of the set tile (flat at 0,0) an arm starts from. A centre laid `across`
/// the line stands in the middle three columns, a row above and below the line: its
/// ends, where N and S start, are a row further out.
fn anchor(pos: Pos, across: bool) -> (i32, i32) {
    let out = i32::from(across);
    match pos {
        Pos::W => (1, 0),
        Pos::E => (3, 0),
        Pos::N => (2, -out),
        Pos::S => (2, out),
    }
}

fn clockwise(d: Pos) -> Pos {
    match d {
        Pos::N => Pos::E,
        Pos::E => Pos::S,
        Pos::S => Pos::W,
        Pos::W => Pos::N,
    }
}

/// The part of the sheet an arm may use, relative to the set tile at 0,0. Each arm runs
/// straight out from its side and, turning clockwise, into the quarter beyond it
/// (N into NE, E into SE, S into SW, W into NW). The four parts never meet, so arms cannot
/// overlap, and a blank row or column keeps each one clear of its neighbour's tiles.
fn owns(pos: Pos, (x, y): (i32, i32)) -> bool {
    let column = (1..=3).contains(&x);
    match pos {
        Pos::N => (column && y <= -1) || (x >= 4 && y <= -2),
        Pos::E => x >= 5 && y >= 0,
        Pos::S => (column && y >= 1) || (x <= 0 && y >= 2),
        Pos::W => x <= -1 && y <= 0,
    }
}

/// The cells of the table area, relative to the set tile's first cell.
#[derive(Clone, Copy)]
struct Room {
    x0: i32,
    x1: i32,
    y0: i32,
    y1: i32,
}

impl Room {
    /// No edge at all: for a table too small to hold even the markers.
    const ANY: Room = Room { x0: -1000, x1: 1000, y0: -1000, y1: 1000 };

    fn holds(&self, (x, y): (i32, i32)) -> bool {
        (self.x0..self.x1).contains(&x) && (self.y0..self.y1).contains(&y)
    }
}

/// An arm as drawn: its pieces, whether they spill out of the room, how many tiles the
/// marker stands for, how many corners it turns.
struct Laid {
    pieces: Vec<Piece>,
    spills: bool,
    hidden: usize,
    turns: usize,
}

/// The pieces that draw one item in its slot.
fn item_pieces(item: Item, s: &Slot, pips: bool) -> Vec<Piece> {
    let at = |dy: i32, text: String, style: Style| Piece { x: s.x, y: s.y + dy, text, style };
    match item {
        Item::Hidden(n) => {
            let t = format!("+{n}");
            match s.dir {
                Pos::N => vec![at(0, format!("{t:^3}"), end_style(false))],
                Pos::S => vec![at(1, format!("{t:^3}"), end_style(false))],
                _ => vec![at(0, format!("{t:^5}"), end_style(false))],
            }
        }
        Item::Tile(t, o, m) => {
            let st = tile_style(m);
            match s.dir {
                Pos::E => vec![at(0, flat(t, o, pips), st)],
                Pos::W => vec![at(0, flat(o, t, pips), st)],
                Pos::N => {
                    let [top, bottom] = standing(o, t, pips);
                    vec![at(0, top, st), at(1, bottom, st)]
                }
                Pos::S => {
                    let [top, bottom] = standing(t, o, pips);
                    vec![at(0, top, st), at(1, bottom, st)]
                }
            }
        }
    }
}

/// Lays an arm out from its side of the set: each item goes straight on if it can, else
/// turns clockwise, else counter-clockwise, staying in the room and in the arm's own part.
/// The last item must leave room for the end label. `None` when some item finds no place.
fn lay(pos: Pos, items: &[Item], label: &(String, Style), room: Room, pips: bool, across: bool) -> Option<Laid> {
    let mut taken: Vec<(i32, i32)> = Vec::new();
    let free = |c: (i32, i32), taken: &[(i32, i32)]| room.holds(c) && owns(pos, c) && !taken.contains(&c);
    let (mut head, mut dir) = (anchor(pos, across), pos);
    let mut laid = Laid { pieces: Vec::new(), spills: false, hidden: 0, turns: 0 };
    for (i, &item) in items.iter().enumerate() {
        let last = i + 1 == items.len();
        // The first slot always leaves the set on the arm's own side.
        let ways = if i == 0 { vec![dir] } else { vec![dir, clockwise(dir), clockwise(dir).opposite()] };
        let slot = ways.into_iter().map(|d| step(head, d)).find(|s| {
            s.cells().iter().all(|&c| free(c, &taken))
                && (!last || label_cells(s.head, s.dir).iter().all(|&c| free(c, &taken) && !s.cells().contains(&c)))
        })?;
        if slot.dir != dir {
            laid.turns += 1;
        }
        taken.extend(slot.cells());
        laid.pieces.extend(item_pieces(item, &slot, pips));
        (head, dir) = (slot.head, slot.dir);
    }
    let cells = label_cells(head, dir);
    if items.is_empty() && !cells.iter().all(|&c| free(c, &taken)) {
        return None;
    }
    let &(x, y) = cells.last().expect("a label has a cell");
    laid.pieces.push(Piece { x, y, text: label.0.clone(), style: label.1 });
    Some(laid)
}

/// An arm drawn whole if it fits the room; if not, with the fewest tiles nearest the set
/// replaced by a "+n" marker (a marker for a single tile would save nothing).
fn fit_arm(pos: Pos, tiles: &[Item], label: &(String, Style), room: Room, pips: bool, across: bool) -> Laid {
    let n = tiles.len();
    for k in (0..=n).filter(|&k| k != 1 || n == 1) {
        let items: Vec<Item> =
            (k > 0).then_some(Item::Hidden(k)).into_iter().chain(tiles[k..].iter().copied()).collect();
        if let Some(mut laid) = lay(pos, &items, label, room, pips, across) {
            laid.hidden = k;
            return laid;
        }
    }
    let items: Vec<Item> = (n > 0).then_some(Item::Hidden(n)).into_iter().collect();
    let mut laid = lay(pos, &items, label, Room::ANY, pips, across).expect("an unbounded sheet holds a marker");
    (laid.spills, laid.hidden) = (true, n);
    laid
}

/// Rooms for a `w` by `h` area, the set tile in the middle first, then moved ever further
/// from it: moving the set can give a long arm the room a short one opposite does not use.
fn rooms(w: i32, h: i32) -> Vec<Room> {
    let (left, above) = ((w - 5) / 2, (h - 1) / 2);
    let mut shifts: Vec<(i32, i32)> = (-12..=12).flat_map(|dx| (-5..=5).map(move |dy| (dx, dy))).collect();
    shifts.sort_by_key(|&(dx, dy)| dx.abs() + dy.abs());
    shifts
        .into_iter()
        .map(|(dx, dy)| (left + dx, above + dy))
        .filter(|&(l, a)| l >= 0 && l + 5 <= w && a >= 0 && a < h)
        .map(|(l, a)| Room { x0: -l, x1: w - l, y0: -a, y1: h - a })
        .collect()
}

/// The tiles of one arm from the set outwards, and the label of its open end.
fn arm_items(l: &Layout, pos: Pos) -> (Vec<Item>, (String, Style)) {
    let last = l.placed().len().checked_sub(1);
    let items: Vec<Item> = l
        .placed()
        .iter()
        .enumerate()
        .filter(|(_, p)| p.at == pos)
        .map(|(i, p)| Item::Tile(p.touch, p.open, if Some(i) == last { Mark::Last } else { Mark::Plain }))
        .collect();
    let open = !l.req(pos).tiles.is_empty();
    let closed_side = matches!(l.plan().shape, Shape::Triangle { .. }) && items.is_empty() && l.foundation_done();
    let label = if closed_side { "×".to_string() } else { pos.letter().to_string() };
    (items, (label, end_style(open)))
}

/// A cross, double cross or triangle around the set double, each arm bending clockwise
/// at the edge of a `w` by `h` area. Of the places the set could take, the one drawing
/// the most tiles inside the area with the fewest corners wins, the middle on a tie.
fn cross(l: &Layout, w: i32, h: i32, pips: bool) -> Vec<Piece> {
    let arms: Vec<(Pos, Vec<Item>, (String, Style))> = Pos::ALL
        .into_iter()
        .map(|pos| {
            let (items, label) = arm_items(l, pos);
            (pos, items, label)
        })
        .collect();
    let (a, b) = l.set_ends();
    cross_of((a, b, Mark::Set), false, &arms, w, h, pips)
}

/// Arms (each with its items from the centre out and its end's label) around a
/// centre tile, bending to fit `w` x `h`. The centre lies flat, or `across` the line
/// of W and E (Sniff's sniff laid cross): standing, `┌5┐` over `├─┤` over `└5┘`, the
/// line's tiles touching its middle.
pub(super) fn cross_of(
    centre: (u8, u8, Mark),
    across: bool,
    arms: &[(Pos, Vec<Item>, (String, Style))],
    w: i32,
    h: i32,
    pips: bool,
) -> Vec<Piece> {
    let mut best: Option<((usize, usize, usize), Vec<Laid>)> = None;
    let mut rooms = rooms(w, h);
    if rooms.is_empty() {
        rooms.push(Room::ANY);
    }
    for room in rooms {
        let laid: Vec<Laid> =
            arms.iter().map(|(p, items, label)| fit_arm(*p, items, label, room, pips, across)).collect();
        let sum = |f: fn(&Laid) -> usize| laid.iter().map(f).sum();
        let score = (sum(|a| a.spills as usize), sum(|a| a.hidden), sum(|a| a.turns));
        if best.as_ref().is_none_or(|(b, _)| score < *b) {
            best = Some((score, laid));
        }
        if score == (0, 0, 0) {
            break;
        }
    }
    let style = tile_style(centre.2);
    let mut out = if across {
        let [top, bottom] = standing(centre.0, centre.1, pips);
        [(-1, top), (0, "├─┤".to_string()), (1, bottom)].map(|(y, text)| Piece { x: 1, y, text, style }).to_vec()
    } else {
        vec![Piece { x: 0, y: 0, text: flat(centre.0, centre.1, pips), style }]
    };
    out.extend(best.into_iter().flat_map(|(_, laid)| laid).flat_map(|a| a.pieces));
    out
}

impl Widget for &Table<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if area.width == 0 || area.height == 0 {
            return;
        }
        render_pieces(&self.sheet(area.width as i32, area.height as i32), area, buf);
    }
}

/// Pieces drawn centred in `area`; what falls outside is cut.
pub(super) fn render_pieces(pieces: &[Piece], area: Rect, buf: &mut Buffer) {
    let width = |p: &Piece| p.text.chars().count() as i32;
    let x0 = pieces.iter().map(|p| p.x).min().unwrap_or(0);
    let x1 = pieces.iter().map(|p| p.x + width(p)).max().unwrap_or(0);
    let y0 = pieces.iter().map(|p| p.y).min().unwrap_or(0);
    let y1 = pieces.iter().map(|p| p.y + 1).max().unwrap_or(0);
    let dx = area.x as i32 + (area.width as i32 - (x1 - x0)).max(0) / 2 - x0;
    let dy = area.y as i32 + (area.height as i32 - (y1 - y0)).max(0) / 2 - y0;
    for p in pieces {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::games::Game;
    use crate::engine::layout::Placed;
    use crate::engine::Tile;
    use std::collections::HashMap;

    /// A cross on 5-5 whose arms N, E, S, W hold `lens` tiles, every tile a different one.
    /// The tiles need not match: only the drawing is under test.
    fn cross_with(lens: [usize; 4]) -> Layout {
        let set = Tile::double(5);
        let mut l = Layout::new(5, 5, Game::Plain(2).plan(set).unwrap());
        let mut spare = (0..28).filter_map(Tile::from_index).filter(|&t| t != set);
        let mut left = lens;
        // Deal round the arms, as play would.
        while left.iter().any(|&n| n > 0) {
            for (pos, n) in Pos::ALL.into_iter().zip(left.iter_mut()) {
                if *n > 0 {
                    *n -= 1;
                    let tile = spare.next().expect("at most 27 tiles");
                    let (touch, open) = (tile.low(), tile.high());
                    l.put(Placed { tile, at: pos, touch, open, seat: 0, immediate: false });
                }
            }
        }
        l
    }

    /// Every tile drawn, read back from the pieces: flat ones and standing pairs.
    fn tiles_drawn(pieces: &[Piece]) -> Vec<Tile> {
        let face = |c: char| c.to_digit(10).map(|d| d as u8);
        let at: HashMap<(i32, i32), &str> = pieces.iter().map(|p| ((p.x, p.y), p.text.as_str())).collect();
        let mut out = Vec::new();
        for p in pieces {
            let c: Vec<char> = p.text.chars().collect();
            let pair = match c.first() {
                Some('[') => face(c[1]).zip(face(c[3])),
                Some('┌') => at.get(&(p.x, p.y + 1)).and_then(|b| face(c[1]).zip(face(b.chars().nth(1)?))),
                _ => None,
            };
            out.extend(pair.and_then(|(a, b)| Tile::new(a, b)));
        }
        out
    }

    /// The pieces as text, to read in a failure.
    fn picture(pieces: &[Piece]) -> String {
        let x0 = pieces.iter().map(|p| p.x).min().unwrap_or(0);
        let y0 = pieces.iter().map(|p| p.y).min().unwrap_or(0);
        let mut rows: Vec<Vec<char>> = Vec::new();
        for p in pieces {
            let y = (p.y - y0) as usize;
            rows.resize(rows.len().max(y + 1), Vec::new());
            for (i, c) in p.text.chars().enumerate() {
                let x = (p.x - x0) as usize + i;
                let row = &mut rows[y];
                if row.len() <= x {
                    row.resize(x + 1, ' ');
                }
                row[x] = c;
            }
        }
        rows.iter().map(|r| r.iter().collect::<String>() + "\n").collect()
    }

    /// No cell is drawn twice, and everything lies within `w` by `h`.
    fn assert_fits(pieces: &[Piece], w: i32, h: i32) {
        let mut seen = HashMap::new();
        for p in pieces {
            for (i, _) in p.text.chars().enumerate() {
                let cell = (p.x + i as i32, p.y);
                assert!(seen.insert(cell, p.text.clone()).is_none(), "{cell:?} drawn twice: {p:?}, {:?}", seen[&cell]);
            }
        }
        let xs = pieces.iter().map(|p| p.x).min().unwrap()
            ..pieces.iter().map(|p| p.x + p.text.chars().count() as i32).max().unwrap();
        let ys = pieces.iter().map(|p| p.y).min().unwrap()..pieces.iter().map(|p| p.y + 1).max().unwrap();
        assert!(xs.len() as i32 <= w && ys.len() as i32 <= h, "{xs:?} x {ys:?} exceeds {w}x{h}\n{}", picture(pieces));
    }

    #[test]
    fn long_arms_bend_to_show_every_tile_at_80x24() {
        // The table area inside the 80x24 screen is 46 by 10, and 48 by 10 when wider.
        for (w, h) in [(46, 10), (48, 10), (72, 26)] {
            for lens in [[7, 7, 7, 6], [10, 8, 1, 8], [1, 10, 8, 8], [9, 0, 9, 9], [3, 12, 0, 12], [8, 8, 8, 3]] {
                let l = cross_with(lens);
                let pieces = cross(&l, w, h, false);
                assert_fits(&pieces, w, h);
                let mut drawn = tiles_drawn(&pieces);
                drawn.sort();
                let mut all: Vec<Tile> = l.placed().iter().map(|p| p.tile).chain([l.set()]).collect();
                all.sort();
                assert_eq!(drawn, all, "{lens:?} at {w}x{h}\n{}", picture(&pieces));
                if std::env::var("SHOW").is_ok() {
                    eprintln!("{lens:?} at {w}x{h}\n{}", picture(&pieces));
                }
                for pos in Pos::ALL {
                    assert!(pieces.iter().any(|p| p.text == pos.letter()), "label {pos} at {w}x{h}");
                }
            }
        }
    }

    #[test]
    fn a_cross_that_cannot_fit_says_how_many_tiles_are_left_out() {
        let l = cross_with([14, 13, 0, 0]);
        let pieces = cross(&l, 30, 6, false);
        assert_fits(&pieces, 30, 6);
        let hidden: usize = pieces.iter().filter_map(|p| p.text.trim().strip_prefix('+')?.parse::<usize>().ok()).sum();
        assert!(hidden > 0);
        assert_eq!(tiles_drawn(&pieces).len() + hidden, 28);
    }

    #[test]
    fn short_arms_stay_straight() {
        let pieces = cross(&cross_with([2, 2, 2, 2]), 72, 26, false);
        // One row holds the set and the E and W arms; N and S stand in one column.
        let flat_rows: Vec<i32> = pieces.iter().filter(|p| p.text.starts_with('[')).map(|p| p.y).collect();
        assert!(flat_rows.iter().all(|&y| y == 0), "{flat_rows:?}");
        let standing: Vec<i32> = pieces.iter().filter(|p| p.text.starts_with('┌')).map(|p| p.x).collect();
        assert_eq!(standing, vec![1; 4]);
    }
}
