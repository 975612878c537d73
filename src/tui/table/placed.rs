//! Where the table is drawn, remembered from frame to frame so that a tile once laid
//! keeps its place: the set stays where it was put and the arms grow out from it. The
//! layout is laid anew only when the table area changes size, or when a tile finds no
//! room left (then the set moves to where every tile fits, or, if no place holds them
//! all, the view pans to the last tile). The player may pan the view too.

use super::grow::{grow, Grown, Laid, Plan, Room};
use super::piece::{end_style, Piece};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use std::sync::atomic::{AtomicU16, Ordering};
use std::sync::{Mutex, MutexGuard};

/// The memory of one table: owned by the screen that draws it and handed to each draw
/// (held in mutexes so that a screen may be drawn on another thread).
#[derive(Default, Debug)]
pub struct Placed {
    memo: Mutex<Memo>,
    laid: Mutex<Laid>,
    /// The rows of the table box the hand is laid out for, when the box drawn has fewer
    /// (0: the box drawn): a replay lays each hand out as the game did.
    rows: AtomicU16,
}

impl Clone for Placed {
    fn clone(&self) -> Placed {
        Placed {
            memo: Mutex::new(held(&self.memo).clone()),
            laid: Mutex::new(held(&self.laid).clone()),
            rows: AtomicU16::new(self.rows.load(Ordering::Relaxed)),
        }
    }
}

/// What a mutex of the layout holds (one whose drawing panicked holds a layout all
/// the same: at worst it is laid anew).
fn held<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

#[derive(Default, Debug, Clone, PartialEq, Eq)]
struct Memo {
    /// The size of the table box the layout was made for.
    size: (u16, u16),
    /// The hand drawn: its centre and the tiles played, in order, as numbers.
    seen: Vec<u32>,
    /// How far the set was moved from its first place to fit every tile.
    shift: (i32, i32),
    /// How far the view is panned, by the player or to keep the last tile in sight.
    pan: (i32, i32),
    /// The number of tiles on the table when a new place for the set was last sought.
    sought: usize,
    /// How many times this hand's layout was made anew.
    refits: usize,
    /// The number of tiles on the table at the last frame: the view follows a new tile,
    /// and otherwise stays where the player panned it.
    shown: usize,
}

/// The places the set may take, nearest its first place first.
fn shifts() -> Vec<(i32, i32)> {
    let mut s: Vec<(i32, i32)> = (-20..=20).flat_map(|dx| (-8..=8).map(move |dy| (dx, dy))).collect();
    s.sort_by_key(|&(dx, dy)| (dx.abs() + 2 * dy.abs(), dy, dx));
    s
}

/// How far one press of a pan key moves the view.
const STEP: (i32, i32) = (5, 2);

/// The pan a key asks for: H, J, K and L look left, down, up and right along the table
/// (capitals, as h j k l choose tiles).
pub fn pan_key(c: char) -> Option<(i32, i32)> {
    match c {
        'H' => Some((STEP.0, 0)),
        'L' => Some((-STEP.0, 0)),
        'K' => Some((0, STEP.1)),
        'J' => Some((0, -STEP.1)),
        _ => None,
    }
}

/// The pan the mouse wheel asks for: up (away from the player) looks up the table.
pub fn pan_wheel(up: bool) -> (i32, i32) {
    (0, if up { STEP.1 } else { -STEP.1 })
}

impl Placed {
    /// Moves the view by `dx` columns and `dy` rows (the player's pan).
    pub fn pan(&self, dx: i32, dy: i32) {
        let mut m = held(&self.memo);
        m.pan = (m.pan.0 + dx, m.pan.1 + dy);
    }

    /// Puts the view back where the layout lies.
    pub fn centre(&self) {
        held(&self.memo).pan = (0, 0);
    }

    /// Lays the table out for a box of `rows` rows from now on, whatever the height of
    /// the box drawn: a replay, which has fewer rows for the table than the game had,
    /// lays each hand out as the game did and shows the rows around the last tile.
    pub fn lay_out_for(&self, rows: u16) {
        self.rows.store(rows, Ordering::Relaxed);
    }

    /// How many times the current hand's layout was made anew to fit.
    pub fn refits(&self) -> usize {
        held(&self.memo).refits
    }

    /// Draws `plan` in `draw`, the top of a table box whose inside is `size`, above a
    /// legend of at most four rows. `seen` names the hand as played so far.
    pub(in crate::tui) fn draw(
        &self,
        plan: &Plan,
        seen: Vec<u32>,
        size: (u16, u16),
        draw: Rect,
        buf: &mut Buffer,
        pips: bool,
    ) {
        // The rows the box drawn lacks of the box the hand is laid out for: the room has
        // them, and the view shows the middle of the room.
        let extra = self.rows.load(Ordering::Relaxed).saturating_sub(size.1 + 2);
        let (size, short) = ((size.0, size.1 + extra), i32::from(extra));
        let mut m = held(&self.memo);
        let same = m.seen.starts_with(&seen) || seen.starts_with(&m.seen);
        if m.size != size || !same {
            *m = Memo { size, ..Memo::default() };
        }
        if seen.len() > m.seen.len() || !same {
            m.seen = seen;
        }
        let laid = m.seen.len();
        let (w, h) = (draw.width as i32, draw.height as i32 + short);
        // The set's first place: the middle of the width, and of the rows the largest
        // legend leaves, so that it is the same whatever the legend under the table.
        let (left, above) = ((w - 5) / 2, (size.1 as i32 - 4 - 1).clamp(0, (h - 1).max(0)) / 2);
        let room = |(dx, dy): (i32, i32)| {
            let (l, a) = (left + dx, above + dy);
            Room { x0: -l, x1: w - l, y0: -a, y1: h - a }
        };
        let mut known = held(&self.laid);
        let mut grown = grow(plan, room(m.shift), pips, Some(&mut known));
        if grown.spilled && laid > m.sought {
            m.sought = laid;
            let fits: Vec<(i32, i32)> = shifts()
                .into_iter()
                .filter(|&(dx, dy)| {
                    let (l, a) = (left + dx, above + dy);
                    l >= 0 && l + 5 <= w && a >= 1 && a + 1 < h
                })
                .collect();
            // The nearest place where every tile fits and each arm has room for a few
            // more, so that the next tiles do not call for a new place at once.
            let found = [4, 2, 1, 0].into_iter().find_map(|k| {
                let roomy = plan.with_room_for(k);
                fits.iter().copied().find(|&s| !grow(&roomy, room(s), pips, None).spilled)
            });
            if let Some(s) = found {
                (m.shift, m.pan) = (s, (0, 0));
                m.refits += 1;
                grown = grow(plan, room(s), pips, Some(&mut known));
            }
        }
        let origin = (draw.x as i32 + left + m.shift.0, draw.y as i32 + above + m.shift.1 - short / 2);
        if m.shown != laid {
            m.pan = keep_in_view(&grown, m.pan, origin, draw);
            m.shown = laid;
        }
        let at = (origin.0 + m.pan.0, origin.1 + m.pan.1);
        render_at(&grown.pieces, at, draw, buf);
    }
}

/// The pan that shows the last tile played in `area`, changed as little as it can.
fn keep_in_view(grown: &Grown, pan: (i32, i32), origin: (i32, i32), area: Rect) -> (i32, i32) {
    let Some((x0, y0, x1, y1)) = grown.last else { return pan };
    let fit = |lo: i32, hi: i32, start: i32, len: i32, p: i32| {
        let (lo, hi) = (lo + p, hi + p);
        if hi > start + len {
            p - (hi - start - len)
        } else if lo < start {
            p + (start - lo)
        } else {
            p
        }
    };
    (
        fit(x0 + origin.0, x1 + origin.0, area.x as i32, area.width as i32, pan.0),
        fit(y0 + origin.1, y1 + origin.1, area.y as i32, area.height as i32, pan.1),
    )
}

/// A note in the middle of an empty table ("the set comes first").
pub(in crate::tui) fn note(text: &str, area: Rect, buf: &mut Buffer) {
    let len = text.chars().count() as i32;
    let at = (area.x as i32 + (area.width as i32 - len).max(0) / 2, area.y as i32 + (area.height as i32 - 1) / 2);
    render_at(&[Piece { x: 0, y: 0, text: text.into(), style: end_style(false) }], at, area, buf);
}

/// Pieces drawn with the sheet's 0,0 at `at`; what falls outside `area` is cut.
pub(in crate::tui) fn render_at(pieces: &[Piece], (dx, dy): (i32, i32), area: Rect, buf: &mut Buffer) {
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
