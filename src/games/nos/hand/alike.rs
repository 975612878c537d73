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
    /// names a side), and one tile's places on empty arms that the game treats alike
    /// (a line's two sides with the set tile alone and no condition on its sides; a
    /// cross's or triangle's empty slots of one rule and stage, whatever the other
    /// arms hold).
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

/// Whether places `p` and `q` are alike by the rules: two arms with no tile yet,
/// each with the same rules, open number and stage. On a cross or triangle no rule
/// speaks of an arm's neighbours or of where it lies, only of its own slot, so two
/// such arms are alike whatever the other arms hold. A line's two sides are alike only
/// with the set tile alone and no condition naming a side ("first here, then there",
/// "first N on a side").
fn mirrored(l: &Layout, p: Pos, q: Pos) -> bool {
    let plan = l.plan();
    let slot = |x: Pos| {
        let i = x.index();
        (plan.found[i], plan.stage[i], plan.comp[i], plan.ext[i], l.arm(x).open)
    };
    if slot(p) != slot(q) || l.arm(p).len > 0 || l.arm(q).len > 0 {
        return false;
    }
    match plan.shape {
        Shape::Line => plan.cond.is_none() && l.placed().is_empty(),
        Shape::Cross | Shape::Triangle { .. } => true,
    }
}
