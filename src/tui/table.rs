//! The layout drawn as dominoes in its true shape: a line that turns corners to fit,
//! or a cross (double cross, triangle) around the set double, with every open end
//! labelled.

use super::snake::{snake, Bone};
use super::tiles::{flat, standing, tall};
use super::words::accepts;
use crate::core::Pos;
use crate::games::nos::games::Shape;
use crate::games::nos::{Hand, Layout, Rule};
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
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
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

/// Whether each placed tile lies crosswise: a double played under the ordinary rule.
/// Nos's rules place doubles crosswise in ordinary dominoes and in a straight line
/// under the matador rule ("these doubles or matadors are not placed crosswise"), so
/// the layout is replayed to know the rule each tile went down by.
fn crosswise(l: &Layout) -> Vec<bool> {
    let (a, b) = l.set_ends();
    let mut again = Layout::new(a, b, *l.plan());
    l.placed()
        .iter()
        .map(|p| {
            let across = p.tile.is_double() && again.rule_at(p.at) == Rule::Ordinary;
            again.put(*p);
            across
        })
        .collect()
}

/// The sequence of a line from its W end to its E end, as read.
fn line_seq(l: &Layout) -> Vec<Bone> {
    let last = l.placed().len().checked_sub(1);
    let mark = |i: usize| if Some(i) == last { Mark::Last } else { Mark::Plain };
    let across = crosswise(l);
    let mut seq: Vec<Bone> = Vec::new();
    for (i, p) in l.placed().iter().enumerate().rev() {
        if p.at == Pos::W {
            seq.push(Bone::new(p.open, p.touch, mark(i), across[i]));
        }
    }
    let (a, b) = l.set_ends();
    // The set double lies crosswise when both sides start under the ordinary rule.
    let fresh = Layout::new(a, b, *l.plan());
    let set_across = a == b && [Pos::W, Pos::E].iter().all(|&p| fresh.rule_at(p) == Rule::Ordinary);
    seq.push(Bone::new(a, b, Mark::Set, set_across));
    for (i, p) in l.placed().iter().enumerate() {
        if p.at == Pos::E {
            seq.push(Bone::new(p.touch, p.open, mark(i), across[i]));
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

/// What goes into one slot of a cross arm: a tile (touching end, open end, mark), or the
/// marker counting the tiles nearest the set that could not be shown.
#[derive(Clone, Copy)]
pub(super) enum Item {
    Tile(u8, u8, Mark),
    /// A double laid crosswise: standing across an arm that runs E or W, flat across
    /// one that runs N or S.
    Across(u8, Mark),
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
    across: bool,
    /// The width of the "+n" marker, 0 for a tile: one row high where the arm runs N
    /// or S, no wider than its text where it runs E or W.
    marker: i32,
}

impl Slot {
    fn upright(&self) -> bool {
        matches!(self.dir, Pos::N | Pos::S)
    }

    fn cells(&self) -> Vec<(i32, i32)> {
        let (w, h) = match (self.upright(), self.across) {
            (true, false) if self.marker > 0 => (3, 1),
            (false, false) if self.marker > 0 => (self.marker, 1),
            (true, false) => (3, 2),
            (false, true) => (3, 3),
            _ => (5, 1),
        };
        (0..h).flat_map(|dy| (0..w).map(move |dx| (self.x + dx, self.y + dy))).collect()
    }
}

/// The slot of a tile laid from the face at `head` towards `dir`, so that its touching face
/// sits next to `head` whether the arm goes straight on or turns a corner. A crosswise
/// double centres on the arm; its `head` is placed so that the next tile touches its
/// far side as it would a flat or standing tile's open face.
fn step((hx, hy): (i32, i32), dir: Pos, across: bool) -> Slot {
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
    Slot { x, y, dir, head, across, marker: 0 }
}

/// The slot of the "+n" marker (`len` characters): as a tile's, but a single row where
/// the arm runs N or S and its text's width where it runs E or W, so that no blank
/// parts it from the tiles either side.
fn marker_step((hx, hy): (i32, i32), dir: Pos, len: i32) -> Slot {
    let s = step((hx, hy), dir, false);
    match dir {
        Pos::N => Slot { y: hy - 1, head: (hx, hy - 1), marker: 3, ..s },
        Pos::S => Slot { y: hy + 1, head: (hx, hy + 1), marker: 3, ..s },
        Pos::E => Slot { x: hx + 2, head: (hx + len, hy), marker: len, ..s },
        Pos::W => Slot { x: hx - 1 - len, head: (hx - len, hy), marker: len, ..s },
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
/// ends, where N and S start, are a row further out, and its sides, where W and E
/// start, a column further in, so that their first tiles touch it.
fn anchor(pos: Pos, across: bool) -> (i32, i32) {
    let out = i32::from(across);
    match pos {
        Pos::W => (1 + out, 0),
        Pos::E => (3 - out, 0),
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
/// overlap. Each part reaches a cell past the set's own column or row, where a
/// crosswise double on its arm spreads. A centre standing `across` leaves the outer
/// cells of its row to W and E.
fn owns(pos: Pos, (x, y): (i32, i32), across: bool) -> bool {
    let column = (0..=4).contains(&x);
    match pos {
        Pos::N => (column && y == -1) || (x >= 0 && y <= -2),
        Pos::E => (x >= 5 && y >= -1) || (across && (x, y) == (4, 0)),
        Pos::S => (column && y == 1) || (x <= 4 && y >= 2),
        Pos::W => (x <= -1 && y <= 1) || (across && (x, y) == (0, 0)),
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
        Item::Across(v, m) => {
            let st = tile_style(m);
            if s.upright() {
                vec![at(0, flat(v, v, pips), st)]
            } else {
                (0..).zip(tall(v, v, pips)).map(|(dy, text)| at(dy, text, st)).collect()
            }
        }
        Item::Hidden(n) => {
            let t = format!("+{n}");
            match s.dir {
                Pos::N => vec![at(0, format!("{t:^3}"), end_style(false))],
                Pos::S => vec![at(0, format!("{t:^3}"), end_style(false))],
                _ => vec![at(0, t, end_style(false))],
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
fn lay(pos: Pos, items: &[Item], label: &(String, Style), room: Room, pips: bool, centre: bool) -> Option<Laid> {
    let mut taken: Vec<(i32, i32)> = Vec::new();
    let free = |c: (i32, i32), taken: &[(i32, i32)]| room.holds(c) && owns(pos, c, centre) && !taken.contains(&c);
    let (mut head, mut dir) = (anchor(pos, centre), pos);
    let mut laid = Laid { pieces: Vec::new(), spills: false, hidden: 0, turns: 0 };
    let mut after_across = false;
    for (i, &item) in items.iter().enumerate() {
        let last = i + 1 == items.len();
        let across = matches!(item, Item::Across(..));
        // The first slot always leaves the set on the arm's own side; no corner turns
        // off the side of a crosswise double.
        // Around a centre standing across (Sebastopol's 6-6, the sniff laid cross) an
        // arm turns one way only, as a player turns a line at the table's edge: to the
        // clockwise side of its own way (W up, N right, E down, S left) and back along
        // its rows, never to the other side (W never runs down). Nos's cross may wind
        // on round, which it needs to show every tile at 80x24.
        let ways: Vec<Pos> = if i == 0 || after_across {
            vec![dir]
        } else {
            [dir, clockwise(dir), clockwise(dir).opposite()]
                .into_iter()
                .filter(|&d| !centre || d != clockwise(pos).opposite())
                .collect()
        };
        after_across = across;
        let place = |d: Pos| match item {
            Item::Hidden(n) => marker_step(head, d, format!("+{n}").len() as i32),
            _ => step(head, d, across),
        };
        let slot = ways.into_iter().map(place).find(|s| {
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
    let across = crosswise(l);
    let items: Vec<Item> = l
        .placed()
        .iter()
        .enumerate()
        .filter(|(_, p)| p.at == pos)
        .map(|(i, p)| {
            let m = if Some(i) == last { Mark::Last } else { Mark::Plain };
            if across[i] {
                Item::Across(p.open, m)
            } else {
                Item::Tile(p.touch, p.open, m)
            }
        })
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
mod tests;
