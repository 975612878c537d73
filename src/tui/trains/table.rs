//! The train games' table drawn as rows of tiles: Mexican Train's engine above its
//! trains (a row for each seat's train with its owner's name and marker, and the
//! Mexican train), Chicken Foot's centre above its lines (each arm from the centre and
//! each toe of a foot a row, named by the tile it grows from, in the order they were
//! begun). A laid tile keeps its cell: rows are never reordered, and a row that
//! outgrows its line goes on on a free line of the box kept for it from then on
//! (`↳` and its name). Only when the box has no line left does a row turn a page (its
//! last tile of the page shown again first), or the view scroll to a page of rows.
//! What must be done first (the uncovered double, the centre or foot to fill) is said
//! in red under the tiles; the trains the seat on turn may use are lit.

use crate::core::{Seat, Tile};
use crate::games::trains::{Game, Layout, Place, Trains};
use crate::tui::kit::panels::boxed;
use crate::tui::kit::tiles::{cells, flat_in};
use crate::tui::kit::words::Names;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::widgets::Widget;
use std::cell::Cell;

/// One row of the table: a train, an arm or a toe.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// Its name on the left: the owner of a train, or the tile it grows from.
    pub label: String,
    /// A marker on it (Mexican Train's).
    pub marked: bool,
    /// The seat on turn may lay on it now.
    pub lit: bool,
    /// Its tiles from the engine out, each as (touching number, far number).
    pub tiles: Vec<(u8, u8)>,
    /// Its last tile is a double that takes tiles before anything else.
    pub waits: bool,
}

/// The rows of the table in their fixed order, the tile laid last (its row and place),
/// and the red line of what must be done first.
pub struct Plan {
    pub rows: Vec<Row>,
    pub last: Option<(usize, usize)>,
    pub first: Option<String>,
    /// The tile in the middle: the engine or the centre.
    pub middle: Tile,
    /// Every row has its line from the start (Mexican Train's trains, named before
    /// they hold a tile); else a row takes its line when its first tile is laid.
    pub wraps: bool,
    /// The row of each tile laid, in the order they were laid: where the lines kept
    /// for the rows that outgrow theirs are given out, in the same order every frame.
    pub order: Vec<usize>,
    /// The set's top number (how wide a number is drawn), and the round, from 1.
    pub top: u8,
    pub round: u8,
}

/// The width of a row's name on the left: a train's, the pointer, five letters, the
/// marker and a gap; an arm's or toe's, the pointer, a tile and a gap.
const LABEL: u16 = 8;
const TILE_LABEL: u16 = 6;

/// The view's memory from frame to frame: the player's pan, kept until the next tile
/// is laid (the view then follows it again), a new round begins or the box changes size.
#[derive(Clone, Debug, Default)]
pub struct View {
    /// The round, the size of the box and the tiles laid when the pan was asked.
    at: Cell<(u8, u16, u16, usize)>,
    /// Pages back along the rows (at most 0), and pages of rows down or up.
    pan: Cell<(i32, i32)>,
}

impl View {
    /// Moves the view: `dx` > 0 looks back along the rows (toward the middle tile),
    /// `dy` > 0 looks up the rows.
    pub fn pan(&self, dx: i32, dy: i32) {
        let (x, y) = self.pan.get();
        self.pan.set(((x - dx.signum()).clamp(-30, 0), (y - dy.signum()).clamp(-30, 30)));
    }
}

/// The plan of `g`'s table as `seat` sees it (the lit trains are public: any seat
/// may know where the seat on turn may play).
pub fn plan(g: &Game, names: &Names<'_>) -> Plan {
    let r = g.round();
    let on_turn = r.to_act();
    let (top, round) = (g.rules().set.top(), r.round());
    let plan = match r.layout() {
        Layout::Trains(t) => trains(t, names, on_turn, r.engine(), g.rules().players),
        Layout::Foot(f) => {
            let mut rows: Vec<Row> = Vec::new();
            // Where each row ends: the tile at its far end.
            let mut ends: Vec<Tile> = Vec::new();
            let mut last = None;
            let mut order = Vec::new();
            for &(tile, touch, at) in f.laid() {
                // An arm of the centre or a toe of a foot begins a row; a plain tile's
                // one open end is the end of the row it lies in.
                let grows = at == f.centre() || at.is_double();
                let k = match ends.iter().position(|&e| e == at) {
                    Some(k) if !grows => k,
                    _ => {
                        // An arm is named by the centre, a toe by its foot's double.
                        let label = at.to_string();
                        rows.push(Row { label, marked: false, lit: false, tiles: Vec::new(), waits: false });
                        ends.push(at);
                        rows.len() - 1
                    }
                };
                rows[k].tiles.push((touch, tile.other(touch).unwrap_or(touch)));
                ends[k] = tile;
                last = Some((k, rows[k].tiles.len() - 1));
                order.push(k);
            }
            let open: Vec<Tile> = f.open_ends().map(|(t, _)| t).collect();
            for (k, row) in rows.iter_mut().enumerate() {
                row.lit = on_turn.is_some() && open.contains(&ends[k]);
                row.waits = f.waiting() == Some(ends[k]);
            }
            let first = f.waiting().map(|w| {
                let (left, v) = f.takes(w).unwrap_or((0, 0));
                // Short enough for the narrowest table box (46 columns).
                let s = if left == 1 { "" } else { "s" };
                if w == f.centre() {
                    format!("First: {left} more {v}{s} on the centre {w}")
                } else {
                    format!("First: {left} more toe{s} ({v}s) on the foot {w}")
                }
            });
            Plan { rows, last, first, middle: f.centre(), wraps: false, order, top, round }
        }
    };
    Plan { top, round, ..plan }
}

fn trains(t: &Trains, names: &Names<'_>, on_turn: Option<Seat>, engine: Tile, players: u8) -> Plan {
    let lines: Vec<Place> = (0..players).map(|s| Place::Train(Seat(s))).chain([Place::Mexican]).collect();
    let usable: Vec<usize> = on_turn.map(|s| t.usable(s).map(|(l, _)| l).collect()).unwrap_or_default();
    let uncovered = t.uncovered();
    let rows = lines
        .iter()
        .map(|&p| {
            let line = t.line(p).unwrap_or_default();
            Row {
                label: match p {
                    Place::Train(s) => names.of(s).chars().take(5).collect(),
                    _ => "Mex.".into(),
                },
                marked: matches!(p, Place::Train(s) if t.marked().contains(s)),
                lit: usable.contains(&line),
                tiles: t.tiles(p).map(|(tile, v)| (v, tile.other(v).unwrap_or(v))).collect(),
                waits: uncovered.is_some_and(|(_, u)| u == p),
            }
        })
        .collect::<Vec<_>>();
    // The row of each tile laid, in order, and the tile laid last (the last of its
    // train).
    let row_of = |lt: Tile| rows.iter().position(|r: &Row| r.tiles.iter().any(|&(a, b)| Tile::new(a, b) == Some(lt)));
    let order: Vec<usize> = t.laid().filter_map(row_of).collect();
    let last = order.last().map(|&k| (k, rows[k].tiles.len() - 1));
    // Short enough for the narrowest table box (46 columns) with any name.
    let first = uncovered.map(|(d, p)| {
        let on = match p {
            Place::Train(s) => format!("{}'s train", names.of(s).chars().take(8).collect::<String>()),
            _ => "the Mexican".into(),
        };
        format!("! Cover the double {d} first ({on})")
    });
    Plan { rows, last, first, middle: engine, wraps: true, order, top: 12, round: 1 }
}

/// Where a row's tiles go on the `lines` lines it has, each `per` tiles long: the
/// tiles shown and each one's line (an index into its lines) and place on it. A row
/// fills its lines in turn; only when the last is full (no line was left to give it)
/// does that line page, showing its page's last tile again first.
fn layout(n: usize, per: usize, lines: usize, page: Option<usize>) -> Vec<(usize, usize, usize)> {
    let per = per.max(2);
    let before = per * (lines - 1);
    let mut out: Vec<(usize, usize, usize)> = (0..n.min(before)).map(|j| (j, j / per, j % per)).collect();
    if n > before {
        let rest = n - before;
        // Pages of the last line: 0..per, per-1..2per-1, ...
        let step = per - 1;
        let last = last_page(n, per, lines);
        let p = page.map_or(last, |p| p.min(last));
        let from = p * step;
        for j in from..(from + per).min(rest) {
            out.push((before + j, lines - 1, j - from));
        }
    }
    out
}

/// The lines of the box each row has, as slots: slot `i` is the `i`-th line of the
/// box's rows, down one column and on down the next. A row takes a slot when its
/// first tile is laid (Mexican Train's trains all theirs at once, before any tile),
/// and another each time it outgrows the ones it has while slots are left. Slots
/// are given out in the order the tiles were laid, so that every frame gives the
/// same rows the same slots and a laid tile keeps its cell. Also the slots taken.
fn slots(plan: &Plan, per: usize, fits: usize) -> (Vec<Vec<usize>>, usize) {
    let per = per.max(2);
    let mut lines: Vec<Vec<usize>> = vec![Vec::new(); plan.rows.len()];
    let mut next = 0;
    if plan.wraps {
        for l in &mut lines {
            l.push(next);
            next += 1;
        }
    }
    let mut count = vec![0usize; plan.rows.len()];
    for &k in &plan.order {
        let Some(c) = count.get_mut(k) else { continue };
        *c += 1;
        let have = lines[k].len();
        // A new row always has its slot (below the box if none is left: the view
        // then scrolls); a row outgrowing its lines only while the box has room.
        if have == 0 || (*c > have * per && next < fits) {
            lines[k].push(next);
            next += 1;
        }
    }
    (lines, next)
}

/// The page of a row's last line that holds its last tile.
fn last_page(n: usize, per: usize, lines: usize) -> usize {
    let per = per.max(2);
    let rest = n.saturating_sub(per * (lines - 1));
    rest.saturating_sub(2) / (per - 1)
}

/// Draws `plan` in the table box `area`.
pub fn draw(plan: &Plan, title: &str, view: &View, pips: bool, area: Rect, buf: &mut Buffer) {
    let (top, round) = (plan.top, plan.round);
    let block = boxed(format!(" {title} "));
    let inner = block.inner(area);
    block.render(area, buf);
    if inner.height < 3 || inner.width < 20 {
        return;
    }
    let c = cells(top);
    let slot = (2 * c + 3) as u16;
    let dim = Style::new().fg(Color::DarkGray);
    let (w, h) = (inner.width, inner.height);
    let laid: usize = plan.rows.iter().map(|r| r.tiles.len()).sum();
    let size = (round, w, h, laid);
    if view.at.get() != size {
        view.at.set(size);
        view.pan.set((0, 0));
    }
    // The middle tile on the first line, and what must be done first on the last.
    let mid = flat_in(plan.middle.high(), plan.middle.low(), pips, c);
    let what = if plan.wraps { "Engine " } else { "Centre " };
    buf.set_string(inner.x, inner.y, what, dim);
    buf.set_string(inner.x + 7, inner.y, &mid, Style::new().add_modifier(Modifier::BOLD));
    if plan.wraps {
        let x = inner.x + 8 + slot;
        buf.set_stringn(x, inner.y, "▲ marker: anyone may play", (w.saturating_sub(x - inner.x)) as usize, dim);
    }
    let room = h - 2;
    if let Some(f) = &plan.first {
        let red = Style::new().fg(Color::Red).add_modifier(Modifier::BOLD);
        buf.set_stringn(inner.x, inner.y + h - 1, f, w as usize, red);
    }
    // The rows: Mexican Train's trains in one column, Chicken Foot's arms and toes in
    // two where the box is wide enough for three tiles a row (always the same for a
    // box of one size, so that no row moves when rows are added).
    let label_w = if plan.wraps { LABEL } else { TILE_LABEL };
    let two = !plan.wraps && w >= 2 * (label_w + 3 * slot);
    let cols = if two { 2 } else { 1 };
    let col_w = w / cols;
    let per = ((col_w.saturating_sub(label_w)) / slot) as usize;
    let fits = (room as usize * cols as usize).max(1);
    let (lines, taken) = slots(plan, per, fits);
    let (pan_x, pan_y) = view.pan.get();
    // More slots than the box holds: the view shows the page of slots with the tile
    // laid last, or the one the player turned to.
    let first_slot = if taken > fits {
        let at = |k: usize, j: usize| {
            let n = plan.rows[k].tiles.len();
            let l =
                layout(n, per, lines[k].len().max(1), None).iter().find(|&&(i, _, _)| i == j).map_or(0, |&(_, l, _)| l);
            lines[k].get(l).copied().unwrap_or(0)
        };
        let last_slot = plan.last.map_or(0, |(k, j)| at(k, j));
        let auto = (last_slot / fits) * fits;
        (auto as i32 + pan_y * fits as i32).clamp(0, ((taken - 1) / fits * fits) as i32) as usize
    } else {
        0
    };
    // Where slot `i` is drawn, if it is in view.
    let place = |i: usize| -> Option<(u16, u16)> {
        let i = i.checked_sub(first_slot).filter(|&i| i < fits)?;
        let (col, r) = (i as u16 / room, i as u16 % room);
        Some((inner.x + col * col_w, inner.y + 1 + r))
    };
    for (k, row) in plan.rows.iter().enumerate() {
        let name = if row.lit { Style::new().fg(Color::Green).add_modifier(Modifier::BOLD) } else { Style::new() };
        for (l, &i) in lines[k].iter().enumerate() {
            let Some((x0, y0)) = place(i) else { continue };
            if l == 0 {
                let pointer = if row.lit { "▸" } else { " " };
                let label: String = format!("{pointer}{}", row.label);
                buf.set_stringn(x0, y0, &label, (label_w - 2) as usize, name);
                if row.marked {
                    let marker = Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD);
                    buf.set_string(x0 + label_w - 2, y0, "▲", marker);
                }
            } else {
                // A line kept for a row that outgrew its own: the row's name again.
                let label: String = format!("↳{}", row.label);
                buf.set_stringn(x0, y0, &label, (label_w - 2) as usize, if row.lit { name } else { dim });
            }
        }
        let Some(&home) = lines[k].first() else { continue };
        if row.tiles.is_empty() {
            if let Some((x0, y0)) = place(home) {
                buf.set_string(x0 + label_w, y0, "(empty)", dim);
            }
            continue;
        }
        let n = lines[k].len();
        let page = (pan_x < 0).then(|| last_page(row.tiles.len(), per, n).saturating_sub((-pan_x) as usize));
        let shown = layout(row.tiles.len(), per, n, page);
        // Tiles hidden before the last line's page (a row that turned its page): marked
        // where that line begins.
        let wrapped = per.max(2) * (n - 1);
        if shown.iter().any(|&(j, l, p)| l == n - 1 && p == 0 && j > wrapped) {
            if let Some((x0, y0)) = place(lines[k][n - 1]) {
                buf.set_string(x0 + label_w - 1, y0, "…", dim);
            }
        }
        for (j, l, p) in shown {
            let Some((x0, y)) = place(lines[k][l]) else { continue };
            if y >= inner.y + h - 1 {
                continue;
            }
            let (a, b) = row.tiles[j];
            let x = x0 + label_w + p as u16 * slot;
            let last = plan.last == Some((k, j));
            let waits = row.waits && j + 1 == row.tiles.len();
            let st = match (waits, last) {
                (true, _) => Style::new().fg(Color::Red).add_modifier(Modifier::BOLD | Modifier::REVERSED),
                (false, true) => Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD),
                _ if a == b => Style::new().add_modifier(Modifier::BOLD),
                _ => Style::new(),
            };
            buf.set_string(x, y, flat_in(a, b, pips, c), st);
        }
    }
}
