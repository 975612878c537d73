//! Arms grown tile by tile in the order the tiles were played, as on a real table:
//! each tile goes where the one before it left off, and no later tile moves it. The
//! place of a tile depends only on the tiles played before it and on the room, so the
//! same hand drawn again, one tile longer, draws every earlier tile where it was.

use super::joint::{joint, Dashes};
use super::piece::{joint_style, tile_style, Item, Mark, Piece};
use super::slot::{branch, clockwise, hub, label_cells, label_spots, reach, roomy, spokes, step, turn, upright, Slot};
use crate::core::Pos;
use crate::tui::kit::tiles::{flat, standing, tall};
use ratatui::style::Style;
use std::collections::HashMap;

/// Where an arm starts: at the centre tile, or at the side of a tile of another arm
/// (the sniff or spinner in a line), named by its place in the order of play.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(in crate::tui) enum Start {
    Centre,
    Branch(usize),
}

/// One arm: its side, where it starts, its tiles from the start out (each with its
/// place in the order of play) and the label of its open end.
#[derive(Clone)]
pub(in crate::tui) struct Arm {
    pub pos: Pos,
    pub start: Start,
    pub items: Vec<(usize, Item)>,
    pub label: (String, Style),
}

/// What there is to lay: the centre tile (flat, or standing `across` the line of W and
/// E) and its arms. A `line` snakes: W runs left and turns up at the edge, E runs right
/// and turns down, each turning back the other way after a corner. Otherwise the arms
/// share the table in quarters and bend clockwise, as a cross does, each then running
/// back after a corner as a line does, so that no arm spirals in on itself.
#[derive(Clone)]
pub(in crate::tui) struct Plan {
    pub centre: (u8, u8, Mark),
    pub across: bool,
    pub line: bool,
    pub arms: Vec<Arm>,
    /// The line's first double may be a spinner (Sniff's sniff, All Fives' spinner):
    /// until it comes, the line leaves room for the two arms that will branch from it.
    pub spinner: bool,
}

impl Plan {
    /// The plan with `k` more plain tiles on every arm, played round the table after
    /// every real one: to find a place for the set that leaves each arm room to grow.
    pub fn with_room_for(&self, k: usize) -> Plan {
        let mut more = self.clone();
        let after = more.arms.iter().flat_map(|a| a.items.iter().map(|i| i.0 + 1)).max().unwrap_or(0);
        let n = more.arms.len();
        for (a, arm) in more.arms.iter_mut().enumerate() {
            arm.items.extend((0..k).map(|j| (after + j * n + a, Item::Tile(0, 1, Mark::Plain))));
        }
        more
    }
}

/// The cells of the table area, relative to the centre tile's first cell.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(in crate::tui) struct Room {
    pub x0: i32,
    pub x1: i32,
    pub y0: i32,
    pub y1: i32,
}

impl Room {
    /// No edge at all: where a tile goes that found no room.
    pub const ANY: Room = Room { x0: -10_000, x1: 10_000, y0: -10_000, y1: 10_000 };

    fn holds(&self, (x, y): (i32, i32)) -> bool {
        (self.x0..self.x1).contains(&x) && (self.y0..self.y1).contains(&y)
    }
}

/// The layout drawn: its pieces, whether some tile found no room inside it, and the
/// cells (left, top, right, bottom, exclusive) of the tile played last.
pub(in crate::tui) struct Grown {
    pub pieces: Vec<Piece>,
    pub spilled: bool,
    pub last: Option<(i32, i32, i32, i32)>,
}

/// The face of the centre tile (flat at 0,0) an arm starts from. A centre laid `across`
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

/// The part of the table an arm from the centre may use, relative to the centre at 0,0.
/// In a cross each arm runs straight out from its side and, turning clockwise, into the
/// quarter beyond it (N into NE, E into SE, S into SW, W into NW); each part reaches a
/// cell past the centre's column or row, where a crosswise double on its arm spreads.
/// In a line W has the rows above and E the rows below, each also its own side of the
/// centre's row. A centre standing `across` leaves the outer cells of its row to W and E.
fn owns(pos: Pos, (x, y): (i32, i32), across: bool, line: bool) -> bool {
    let column = (0..=4).contains(&x);
    match (pos, line) {
        (Pos::W, true) => y <= -1 || (x <= -1 && y <= 1) || (across && (x, y) == (0, 0)),
        (Pos::E, true) => y >= 1 || (x >= 5 && y >= -1) || (across && (x, y) == (4, 0)),
        (Pos::N, _) => (column && y == -1) || (x >= 0 && y <= -2),
        (Pos::E, _) => (x >= 5 && y >= -1) || (across && (x, y) == (4, 0)),
        (Pos::S, _) => (column && y == 1) || (x <= 4 && y >= 2),
        (Pos::W, _) => (x <= -1 && y <= 1) || (across && (x, y) == (0, 0)),
    }
}

/// What a tile should leave room for besides its own arm's next tiles: the other arms'
/// open ends; while a line's spinner may yet come, the spinner and its arms; and, when
/// the tile is the spinner, the first tiles of the arms that will branch from it.
struct Near<'a> {
    others: &'a [Growing],
    pending: bool,
    spinner: bool,
}

/// A way to lay a tile, tried in turn: beside its open end (in its own part of the
/// table or not, with how much room ahead, with how much care for the other arms), or
/// past a joint (room ahead, care).
#[derive(Clone, Copy)]
enum Try {
    Beside(bool, usize, usize),
    /// Past a joint of at most so many cells.
    Joint(usize, usize, usize),
}

/// A joint a player follows at a glance: tried before any longer one.
const SHORT_JOINT: usize = 6;

/// An arm as it grows: the face its next tile touches, the way it runs, its last tile
/// when that was a crosswise double (the next tile goes on from its far side, or,
/// where the table's edge leaves no room for that, turns off one of its ends), and,
/// after a corner, which way the corner turned (the row after it runs back).
#[derive(Clone, Copy)]
struct Growing {
    head: (i32, i32),
    dir: Pos,
    laid: usize,
    after_across: Option<Slot>,
    back: Option<bool>,
}

/// The places found for the tiles of a hand, kept from frame to frame: a tile's place
/// depends only on the shape of the plan, the room and the tiles before it, so that
/// each frame seeks places only for the tiles new to it.
#[derive(Default, Debug, Clone)]
pub(in crate::tui) struct Laid {
    shape: Option<Shape>,
    done: Vec<(Id, Slot, Dashes, bool)>,
}

/// What a plan's places depend on besides its tiles: the room, the centre tile and how
/// it lies, whether it is a line waiting for a spinner, and each arm's side and start.
type Shape = (Room, (u8, u8), bool, bool, bool, Vec<(Pos, Start)>);

/// A tile as its place depends on it: its place in the order of play, its arm, and
/// whether it lies crosswise, with its numbers.
type Id = (usize, usize, (bool, u8, u8));

fn id(n: usize, a: usize, item: Item) -> Id {
    match item {
        Item::Tile(t, o, _) => (n, a, (false, t, o)),
        Item::Across(v, _) => (n, a, (true, v, v)),
    }
}

/// The tiles of `plan` laid in the order of play within `room`, reusing the places in
/// `laid` found for the same tiles before, and keeping there the places found now.
pub(in crate::tui) fn grow(plan: &Plan, room: Room, pips: bool, mut laid: Option<&mut Laid>) -> Grown {
    let shape: Shape = (
        room,
        (plan.centre.0, plan.centre.1),
        plan.across,
        plan.line,
        plan.spinner,
        plan.arms.iter().map(|a| (a.pos, a.start)).collect(),
    );
    if let Some(l) = laid.as_deref_mut() {
        if l.shape.as_ref() != Some(&shape) {
            *l = Laid { shape: Some(shape), done: Vec::new() };
        }
    }
    let mut k = 0;
    let mut taken: HashMap<(i32, i32), ()> = HashMap::new();
    let centre_cells: Vec<(i32, i32)> = if plan.across {
        (-1..=1).flat_map(|dy| (1..=3).map(move |dx| (dx, dy))).collect()
    } else {
        (0..5).map(|dx| (dx, 0)).collect()
    };
    taken.extend(centre_cells.into_iter().map(|c| (c, ())));
    let mut order: Vec<(usize, usize, Item)> = Vec::new();
    for (a, arm) in plan.arms.iter().enumerate() {
        order.extend(arm.items.iter().map(|&(n, item)| (n, a, item)));
    }
    order.sort_by_key(|&(n, a, _)| (n, a));
    let mut state: Vec<Option<Growing>> = plan.arms.iter().map(|_| None).collect();
    let mut slots: HashMap<usize, Slot> = HashMap::new();
    let mut out = Grown { pieces: centre_pieces(plan, pips), spilled: false, last: None };
    let last_n = order.last().map(|o| o.0);
    for (n, a, item) in order {
        let arm = &plan.arms[a];
        let Some(g) = state[a].or_else(|| start(plan, arm, &slots)) else { continue };
        let me = id(n, a, item);
        let known = laid.as_deref().and_then(|l| l.done.get(k)).filter(|d| d.0 == me);
        let (slot, joint, spilled) = match known {
            Some((_, slot, joint, spilled)) => (*slot, joint.clone(), *spilled),
            None => {
                // The other arms' open ends, which this tile should not shut in.
                let live = |b: usize| state[b].or_else(|| start(plan, &plan.arms[b], &slots));
                let others: Vec<Growing> = (0..plan.arms.len()).filter(|&b| b != a).filter_map(live).collect();
                // Whether the spinner is still to come: no arm grows from it yet.
                let spinner = plan.arms.iter().any(|b| b.start == Start::Branch(n));
                let pending = plan.spinner
                    && !spinner
                    && !(0..plan.arms.len()).any(|b| matches!(plan.arms[b].pos, Pos::N | Pos::S) && live(b).is_some());
                let near = Near { others: &others, pending, spinner };
                let found = place(plan, arm, &g, item, room, &taken, &near);
                if let Some(l) = laid.as_deref_mut() {
                    l.done.truncate(k);
                    l.done.push((me, found.0, found.1.clone(), found.2));
                }
                found
            }
        };
        k += 1;
        out.spilled |= spilled;
        taken.extend(slot.cells().chain(joint.iter().map(|j| j.0)).map(|c| (c, ())));
        let style = joint_style();
        out.pieces.extend(joint.iter().map(|&((x, y), c)| Piece { x, y, text: c.into(), style }));
        out.pieces.extend(item_pieces(item, &slot, pips));
        if Some(n) == last_n {
            out.last = Some(slot.bounds());
        }
        let turned = slot.dir != g.dir;
        // Past a joint the arm starts afresh: no corner behind it to run back from.
        let back = match (turned, upright(slot.dir)) {
            _ if !joint.is_empty() => None,
            (true, true) => Some(slot.dir == clockwise(g.dir)),
            (true, false) => None,
            (false, _) => g.back,
        };
        let across = matches!(item, Item::Across(..));
        let after_across = across.then_some(slot);
        state[a] = Some(Growing { head: slot.head, dir: slot.dir, laid: g.laid + 1, after_across, back });
        slots.insert(n, slot);
    }
    // The labels, where the tiles left room for them: inside the room, with a free cell
    // of the room either side, so that a label never runs into a tile, a joint, another
    // label or the table's frame.
    for (a, arm) in plan.arms.iter().enumerate() {
        let Some(g) = state[a].or_else(|| start(plan, arm, &slots)) else { continue };
        let clear = |(x, y): (i32, i32)| {
            [x - 1, x, x + 1].iter().all(|&cx| room.holds((cx, y)) && !taken.contains_key(&(cx, y)))
        };
        if let Some((x, y)) = label_spots(g.head, g.dir).into_iter().find(|&c| clear(c)) {
            taken.insert((x, y), ());
            out.pieces.push(Piece { x, y, text: arm.label.0.clone(), style: arm.label.1 });
        }
    }
    out
}

/// An arm's state before its first tile, or `None` while the tile it branches from is
/// not yet on the table.
fn start(plan: &Plan, arm: &Arm, slots: &HashMap<usize, Slot>) -> Option<Growing> {
    let (head, dir) = match arm.start {
        Start::Centre => (anchor(arm.pos, plan.across), arm.pos),
        Start::Branch(n) => branch(slots.get(&n)?, arm.pos),
    };
    Some(Growing { head, dir, laid: 0, after_across: None, back: None })
}

/// The slot of the next tile of an arm: straight on if it can, else round a corner; in
/// a line, the tile after a corner runs back. A tile must leave room for the end's
/// label past it, and a crosswise double for the tile after it, so that a later tile
/// never needs an earlier one moved. When nothing fits beside the open end the tile goes
/// on the nearest free cells with a joint (its cells) leading to it, and only when the
/// room holds no such place does it go beyond the room (`true`).
fn place(
    plan: &Plan,
    arm: &Arm,
    g: &Growing,
    item: Item,
    room: Room,
    taken: &HashMap<(i32, i32), ()>,
    near: &Near,
) -> (Slot, Dashes, bool) {
    let (pos, from) = (arm.pos, arm.start);
    let across = matches!(item, Item::Across(..));
    // A line's W arm turns up and its E arm down, never the other way, so that each
    // keeps to its own half of the table.
    let side = |d: Pos| match (plan.line, from, pos) {
        (true, Start::Centre, Pos::W) => d != Pos::S,
        (true, Start::Centre, Pos::E) => d != Pos::N,
        _ => true,
    };
    let ways: Vec<Pos> = if g.laid == 0 || g.after_across.is_some() {
        vec![g.dir]
    } else if let Some(cw) = g.back {
        [turn(g.dir, cw), g.dir, turn(g.dir, !cw)].into_iter().filter(|&d| side(d)).collect()
    } else if plan.line {
        [g.dir, clockwise(g.dir), clockwise(g.dir).opposite()].into_iter().filter(|&d| side(d)).collect()
    } else {
        // Around a centre standing across (Sebastopol's 6-6, the sniff laid cross) an
        // arm of a cross turns one way only: to the clockwise side of its own way and
        // back along its rows, never to the other side (W never runs down).
        [g.dir, clockwise(g.dir), clockwise(g.dir).opposite()]
            .into_iter()
            .filter(|&d| plan.line || !plan.across || d != clockwise(pos).opposite())
            .collect()
    };
    let mine = |c: (i32, i32), owned: bool| !owned || from != Start::Centre || owns(pos, c, plan.across, plan.line);
    let fits = |s: &Slot, room: Room, owned: bool, ahead: usize, joint: &[(i32, i32)]| {
        let free = |c: (i32, i32)| room.holds(c) && mine(c, owned) && !taken.contains_key(&c) && !joint.contains(&c);
        let own: Vec<(i32, i32)> = s.cells().collect();
        if !own.iter().all(|&c| free(c)) {
            return false;
        }
        // `ahead` 1: a free cell past the open face, where a joint can leave it; 2 and
        // 3: the end's label and the next one or two tiles, whatever they are.
        match ahead {
            0 => true,
            1 => reach(s, 1, &|c| free(c) && !own.contains(&c)),
            _ => {
                label_cells(s.head, s.dir).iter().all(|&c| free(c) && !own.contains(&c))
                    && roomy(s, &own, ahead - 1, &free)
            }
        }
    };
    // After a crosswise double the arm goes straight on, or, where that leaves too
    // little room, turns off the double's end on its clockwise side (else the other),
    // as a player turns a line at a double near the table's edge.
    let mut starts: Vec<((i32, i32), Pos)> = ways.iter().map(|&d| (g.head, d)).collect();
    if let Some(d) = g.after_across {
        let ends = if matches!(g.dir, Pos::N | Pos::E) { [Pos::S, Pos::N] } else { [Pos::N, Pos::S] };
        starts.extend(ends.map(|e| branch(&d, e)).into_iter().filter(|&(_, w)| side(w)));
    }
    // Whether every other arm still has room for its next tile, and the one after,
    // beside the cells of `s`: an arm is not led across another's open end.
    // How much room (`reach`) each other arm's open end has before this tile: a tile
    // must leave each the room it had, up to the `care` asked for; at 4 a spinner still
    // to come must keep room for itself and its arms, and the spinner itself keeps
    // room for its arms' first two tiles (at 3, their first).
    let open =
        |o: &Growing| Slot { x: 0, y: 0, dir: o.dir, head: o.head, across: o.laid == 0 || o.after_across.is_some() };
    let before = |c: (i32, i32)| room.holds(c) && !taken.contains_key(&c);
    let had: Vec<usize> =
        near.others.iter().map(|o| (1..=4).rev().find(|&l| reach(&open(o), l, &before)).unwrap_or(0)).collect();
    let spares = |s: &Slot, joint: &[(i32, i32)], care: usize| {
        let own: Vec<(i32, i32)> = s.cells().chain(joint.iter().copied()).collect();
        let free = |c: (i32, i32)| room.holds(c) && !taken.contains_key(&c) && !own.contains(&c);
        near.others.iter().zip(&had).all(|(o, &h)| reach(&open(o), h.min(care), &free))
            && (care < 4 || !near.pending || hub(s, &free))
            && (care < 3 || !near.spinner || spokes(s, &own, care - 3, &free))
    };
    // The joint leaves the end the ways the arm may turn, else any way (a cell past the
    // face, not back into its own tile).
    let all = [g.dir, clockwise(g.dir), clockwise(g.dir).opposite(), g.dir.opposite()];
    let order: Vec<Pos> = ways.iter().copied().chain(all).collect();
    let ends: Vec<((i32, i32), Pos)> = starts.iter().copied().chain(all.map(|d| (g.head, d))).collect();
    let free = |c: (i32, i32)| room.holds(c) && !taken.contains_key(&c);
    // Beside the open end, its own part of the table first; when that is full, any free
    // room, as a player leads an arm round another where the table's edge leaves no
    // other way. Where no tile fits beside the end without shutting another arm in,
    // the nearest free place, with a joint leading to it, rather than a new place for
    // the whole layout; an arm is shut in only where nothing else is left.
    for t in [
        Try::Beside(true, 3, 4),
        Try::Beside(true, 2, 4),
        Try::Beside(true, 3, 3),
        Try::Beside(true, 2, 3),
        Try::Beside(true, 1, 3),
        Try::Beside(false, 2, 4),
        Try::Beside(false, 2, 3),
        Try::Beside(false, 1, 3),
        Try::Joint(3, 4, SHORT_JOINT),
        Try::Joint(2, 4, SHORT_JOINT),
        Try::Joint(3, 4, usize::MAX),
        Try::Joint(2, 4, usize::MAX),
        Try::Joint(2, 3, SHORT_JOINT),
        Try::Joint(1, 3, SHORT_JOINT),
        Try::Joint(2, 3, usize::MAX),
        Try::Joint(1, 3, usize::MAX),
        Try::Beside(true, 1, 1),
        Try::Beside(false, 1, 1),
        Try::Joint(1, 1, usize::MAX),
        Try::Beside(true, 0, 0),
        Try::Beside(false, 0, 0),
        Try::Joint(0, 0, usize::MAX),
    ] {
        match t {
            Try::Beside(owned, ahead, care) => {
                let ok = |s: &Slot| fits(s, room, owned, ahead, &[]) && spares(s, &[], care);
                if let Some(s) = starts.iter().map(|&(h, d)| step(h, d, across)).find(ok) {
                    return (s, Vec::new(), false);
                }
            }
            Try::Joint(ahead, care, most) => {
                let ok = |s: &Slot, j: &[(i32, i32)]| fits(s, room, false, ahead, j) && spares(s, j, care);
                if let Some(j) = joint(&ends, &order, across, &free, &ok, most) {
                    return (j.slot, j.glyphs(), false);
                }
            }
        }
    }
    let beyond = [(Room::ANY, true), (Room::ANY, false)]
        .into_iter()
        .find_map(|(r, owned)| ways.iter().map(|&d| step(g.head, d, across)).find(|s| fits(s, r, owned, 0, &[])));
    (beyond.unwrap_or_else(|| step(g.head, g.dir, across)), Vec::new(), true)
}

fn centre_pieces(plan: &Plan, pips: bool) -> Vec<Piece> {
    let (a, b, m) = plan.centre;
    let style = tile_style(m);
    if plan.across {
        let [top, bottom] = standing(a, b, pips);
        [(-1, top), (0, "├─┤".to_string()), (1, bottom)].map(|(y, text)| Piece { x: 1, y, text, style }).to_vec()
    } else {
        vec![Piece { x: 0, y: 0, text: flat(a, b, pips), style }]
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    fn arm(pos: Pos, items: Vec<Item>) -> Arm {
        let items = items.into_iter().enumerate().collect();
        Arm { pos, start: Start::Centre, items, label: (pos.letter().to_string(), Style::new()) }
    }

    fn cross(arms: Vec<Arm>) -> Plan {
        Plan { centre: (1, 2, Mark::Set), across: false, line: false, arms, spinner: false }
    }

    /// Where a piece of `text` was drawn.
    fn at(g: &Grown, text: &str) -> (i32, i32) {
        g.pieces.iter().find(|p| p.text == text).map(|p| (p.x, p.y)).unwrap_or_else(|| panic!("{text} is not drawn"))
    }

    #[test]
    fn the_tile_after_a_crosswise_double_turns_off_its_end_where_the_edge_is_near() {
        let plain = Mark::Plain;
        let n = arm(Pos::N, vec![Item::Tile(2, 3, plain), Item::Across(3, plain), Item::Tile(3, 4, plain)]);
        // Four rows above the centre: room for the standing tile and the double, not
        // for a standing tile past the double.
        let room = Room { x0: -20, x1: 25, y0: -4, y1: 5 };
        let g = grow(&cross(vec![n]), room, false, None);
        assert!(!g.spilled);
        let (dx, dy) = at(&g, "[3|3]");
        let (x, y) = at(&g, "[3|4]");
        assert_eq!((y, x), (dy, dx + 5), "the tile lies beside the double, off its end, turning clockwise");
    }

    #[test]
    fn a_tile_leaves_room_for_another_arms_open_end() {
        let plain = Mark::Plain;
        let tile = |a, b| Item::Tile(a, b, plain);
        // A line whose E arm lays the spinner 2-2 at once; W then runs left, turns up at
        // the edge and back along the row above, towards the spinner's N arm, which
        // has no tile yet: W turns away before it shuts N in, and N's tile finds room.
        let e = Arm { items: vec![(0, tile(1, 2)), (1, Item::Across(2, plain))], ..arm(Pos::E, vec![]) };
        let w = Arm { items: (2..7).map(|n| (n, tile(3, 3 + n as u8))).collect(), ..arm(Pos::W, vec![]) };
        let n = Arm { items: vec![(7, tile(2, 0))], start: Start::Branch(1), ..arm(Pos::N, vec![]) };
        let s = Arm { items: vec![], start: Start::Branch(1), ..arm(Pos::S, vec![]) };
        let plan = Plan { line: true, spinner: true, ..cross(vec![w, e, n, s]) };
        let room = Room { x0: -8, x1: 30, y0: -6, y1: 8 };
        let g = grow(&plan, room, false, None);
        assert!(!g.spilled, "every tile found room");
        let (x, y) = at(&g, "┌0┐");
        assert_eq!((x, y), (10, -3), "N's first tile stands on the spinner");
    }

    #[test]
    fn an_arm_of_a_cross_runs_back_after_a_corner_instead_of_spiralling_in() {
        let plain = Mark::Plain;
        let tiles = [(2, 3), (3, 4), (4, 5), (5, 6), (6, 0)].map(|(a, b)| Item::Tile(a, b, plain)).to_vec();
        // Room for two tiles left of the centre: the arm turns up at the edge, then runs
        // back to the right along the row above, as a line does, not on up the edge.
        let room = Room { x0: -12, x1: 30, y0: -10, y1: 10 };
        let g = grow(&cross(vec![arm(Pos::W, tiles)]), room, false, None);
        assert!(!g.spilled);
        let (cx, up) = at(&g, "┌5┐");
        let (x6, y6) = at(&g, "[5|6]");
        assert_eq!(y6, up, "the tile after the corner runs along the corner's top row");
        assert!(x6 > cx, "back to the right: the corner at {cx}, the next tile at {x6}");
    }

    #[test]
    fn a_tile_with_no_room_beside_its_open_end_goes_past_a_joint_and_nothing_moves() {
        let plain = Mark::Plain;
        let tiles: Vec<Item> = (0..8).map(|k| Item::Tile(k % 7, (k + 1) % 7, plain)).collect();
        // Three rows and room for two tiles either side: the arm soon meets the edge
        // with nowhere to turn beside its end.
        let room = Room { x0: -12, x1: 17, y0: -1, y1: 2 };
        let whole = grow(&cross(vec![arm(Pos::W, tiles.clone())]), room, false, None);
        assert!(!whole.spilled, "every tile found room inside the table");
        let dashes: Vec<&Piece> = whole.pieces.iter().filter(|p| "╌╎╭╮╰╯".contains(p.text.as_str())).collect();
        assert!(!dashes.is_empty(), "a joint leads to a tile laid away from the end");
        for p in &whole.pieces {
            let len = p.text.chars().count() as i32;
            assert!(room.holds((p.x, p.y)) && room.holds((p.x + len - 1, p.y)), "{p:?} inside the room");
        }
        // Each shorter hand drew every tile where the whole hand does.
        for k in 1..tiles.len() {
            let part = grow(&cross(vec![arm(Pos::W, tiles[..k].to_vec())]), room, false, None);
            for p in part.pieces.iter().filter(|p| p.text.starts_with('[') || p.text.starts_with('┌')) {
                assert!(
                    whole.pieces.iter().any(|q| (q.x, q.y, &q.text) == (p.x, p.y, &p.text)),
                    "{p:?} stays where it was laid"
                );
            }
        }
    }

    #[test]
    fn places_kept_from_frame_to_frame_are_the_places_found_afresh() {
        let plain = Mark::Plain;
        let tiles: Vec<Item> = (0..12).map(|k| Item::Tile(k % 7, (k + 3) % 7, plain)).collect();
        let room = Room { x0: -12, x1: 17, y0: -3, y1: 4 };
        let mut laid = Laid::default();
        for k in 1..=tiles.len() {
            let plan = cross(vec![arm(Pos::W, tiles[..k].to_vec())]);
            let kept = grow(&plan, room, false, Some(&mut laid));
            let fresh = grow(&plan, room, false, None);
            let at = |g: &Grown| g.pieces.iter().map(|p| (p.x, p.y, p.text.clone())).collect::<Vec<_>>();
            assert_eq!(at(&kept), at(&fresh), "{k} tiles");
        }
    }
}
