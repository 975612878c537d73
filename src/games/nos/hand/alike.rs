//! Choices alike by the rules: two legal actions that give the same position but for
//! the name of a side or an arm, so that a player is asked only where the choice
//! changes something.

use super::Hand;
use crate::core::Pos;
use crate::games::nos::action::Action;
use crate::games::nos::games::Shape;
use crate::games::nos::layout::Layout;

impl Hand {
    /// The legal actions with those alike by the rules kept once, the first of them
    /// (the order of [`Hand::legal`]): the two ways a drawn set tile that is no double
    /// may lie (its W and E are alike until the announcer, the seat on set itself,
    /// names a side), and one tile's places on the empty arms of a layout that holds
    /// the set tile alone, where the game treats those arms alike (a line with no
    /// condition on its sides; a cross or triangle whose slots play by one rule, or
    /// two opposite slots of the same rule).
    pub fn distinct(&self) -> Vec<Action> {
        let mut out: Vec<Action> = Vec::new();
        for a in self.legal() {
            if !out.iter().any(|b| self.alike(*b, a)) {
                out.push(a);
            }
        }
        out
    }

    /// Whether `a` and `b` give the same position but for a side's or an arm's name.
    pub fn alike(&self, a: Action, b: Action) -> bool {
        match (a, b) {
            // Only a drawn tile that is no double has two ways; nothing is on the
            // table yet, and nothing names a side before the announcement.
            (Action::Set { first, second }, Action::Set { first: f, second: s }) => first == s && second == f,
            (
                Action::Play { at, touch, open, immediate },
                Action::Play { at: at2, touch: t2, open: o2, immediate: i2 },
            ) => {
                at != at2
                    && (touch, open, immediate) == (t2, o2, i2)
                    && self.layout().is_some_and(|l| mirrored(l, at, at2))
            }
            _ => false,
        }
    }
}

/// Whether the layout, the set tile alone, looks the same with `p` and `q` swapped
/// (and, where they are neighbours, the other two swapped too): each slot with its
/// rules, its open number and its stage.
fn mirrored(l: &Layout, p: Pos, q: Pos) -> bool {
    if !l.placed().is_empty() {
        return false;
    }
    let plan = l.plan();
    let slot = |x: Pos| {
        let i = x.index();
        (plan.found[i], plan.stage[i], plan.comp[i], plan.ext[i], l.arm(x).open)
    };
    if slot(p) != slot(q) {
        return false;
    }
    match plan.shape {
        // "First here, then there" and "first N on a side" name a side.
        Shape::Line => plan.cond.is_none(),
        Shape::Cross | Shape::Triangle { .. } if p.opposite() == q => true,
        // Neighbours: the mirror through the corner between them swaps the other two.
        Shape::Cross | Shape::Triangle { .. } => {
            let others: Vec<Pos> = Pos::ALL.iter().copied().filter(|x| *x != p && *x != q).collect();
            slot(others[0]) == slot(others[1])
        }
    }
}
