//! Nos's layout drawn as dominoes in its true shape: a line that turns corners at the
//! edge of the table, or a cross (double cross, triangle) around the set double, with
//! every open end labelled. Each tile stays where it was laid (see `placed`).

use crate::core::Pos;
use crate::games::nos::games::Shape;
use crate::games::nos::words::accepts_now;
use crate::games::nos::{Hand, Layout, Rule};
use crate::tui::table::grow::{Arm, Plan, Start};
use crate::tui::table::piece::{end_style, Item, Mark};
use crate::tui::table::placed::{note, Placed};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

/// The table: the layout of a hand, or the set tile alone before the announcement,
/// drawn where the hand's earlier frames put it (`placed`).
pub struct Table<'a> {
    pub hand: &'a Hand,
    pub pips: bool,
    pub placed: &'a Placed,
}

impl Table<'_> {
    /// The layout to grow, and the hand as numbers (its set and its tiles in the order
    /// played) to know the hand again in the next frame.
    fn plan(&self) -> Option<(Plan, Vec<u32>)> {
        let (a, b) = self.hand.set_ends()?;
        let mut seen = vec![u32::from(a) << 4 | u32::from(b)];
        let Some(l) = self.hand.layout() else {
            return Some((
                Plan { centre: (a, b, Mark::Set), across: false, line: true, arms: Vec::new(), spinner: false },
                seen,
            ));
        };
        seen.extend(
            l.placed().iter().map(|p| 1 << 12 | (p.at as u32) << 8 | u32::from(p.touch) << 4 | u32::from(p.open)),
        );
        let line = l.plan().shape == Shape::Line;
        // The set double lies crosswise in a line when both sides start under the
        // ordinary rule; in a cross the arms meet at its sides, and it lies flat.
        let fresh = Layout::new(a, b, *l.plan());
        let across = line && a == b && [Pos::W, Pos::E].iter().all(|&p| fresh.rule_at(p) == Rule::Ordinary);
        let arms = l.positions().iter().map(|&pos| arm(l, pos)).collect();
        Some((Plan { centre: (a, b, Mark::Set), across, line, arms, spinner: false }, seen))
    }

    /// Draws the table in `draw`, the top of the table box whose inside is `inside`.
    pub fn render_in(&self, inside: Rect, draw: Rect, buf: &mut Buffer) {
        if draw.width == 0 || draw.height == 0 {
            return;
        }
        match self.plan() {
            Some((plan, seen)) => self.placed.draw(&plan, seen, (inside.width, inside.height), draw, buf, self.pips),
            None => note("(the set comes first)", draw, buf),
        }
    }

    /// The lines naming what each open end accepts.
    pub fn legend(hand: &Hand) -> Vec<(Pos, String, bool)> {
        let Some(l) = hand.layout() else { return Vec::new() };
        let window = matches!(hand.phase(), crate::games::nos::Phase::Immediate { .. });
        let open = |p: Pos| !l.req(p).tiles.is_empty() || (window && !l.req_immediate(p).tiles.is_empty());
        l.positions().iter().map(|&p| (p, accepts_now(hand, p).unwrap_or_default(), open(p))).collect()
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

/// One arm of the layout from the set out, each tile with its place in the order of
/// play, and the label of its open end.
fn arm(l: &Layout, pos: Pos) -> Arm {
    let last = l.placed().len().checked_sub(1);
    let across = crosswise(l);
    let items: Vec<(usize, Item)> = l
        .placed()
        .iter()
        .enumerate()
        .filter(|(_, p)| p.at == pos)
        .map(|(i, p)| {
            let m = if Some(i) == last { Mark::Last } else { Mark::Plain };
            (i, if across[i] { Item::Across(p.open, m) } else { Item::Tile(p.touch, p.open, m) })
        })
        .collect();
    let open = !l.req(pos).tiles.is_empty();
    let closed_side = matches!(l.plan().shape, Shape::Triangle { .. }) && items.is_empty() && l.foundation_done();
    let label = if closed_side { "×".to_string() } else { pos.letter().to_string() };
    Arm { pos, start: Start::Centre, items, label: (label, end_style(open)) }
}
