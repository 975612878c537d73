//! What a player who decides from tile masks needs to know of the question put to it,
//! without listing the legal actions: the advisor's rollouts ask millions of times.

use super::{Hand, Phase};
use crate::core::seat::Seat;
use crate::core::tile::TileSet;
use crate::games::nos::action::{Action, Event, Reason};

impl Hand {
    /// Whether `seat`, on its turn, must take a wait now (then [`Hand::legal`] lists only
    /// [`Action::Wait`]).
    pub(crate) fn wait_is_due(&self, seat: Seat) -> bool {
        self.due_wait(seat).is_some()
    }

    /// In the window for doubles at once, the first play of one that [`Hand::legal`]
    /// lists for the seat asked, if any.
    pub(crate) fn first_immediate(&self) -> Option<Action> {
        let Phase::Immediate { next, placed } = self.phase else { return None };
        if placed >= 2 {
            return None;
        }
        let layout = self.layout.as_ref()?;
        let doubles = self.hands[self.immediate_seat(next).index()].inter(TileSet::DOUBLES);
        if doubles.is_empty() {
            return None;
        }
        layout.positions().iter().find_map(|&at| {
            let req = layout.req_immediate(at);
            let t = req.tiles.inter(doubles).iter().next()?;
            let &(touch, open) = req.ways(t).first()?;
            Some(Action::Play { at, touch, open, immediate: true })
        })
    }
}

impl Hand {
    /// In the window for doubles at once, whether any seat could still have one to
    /// play: a double not yet on the table fits an empty place next to the set tile.
    /// Known to every seat (it reads only the table), so a "no" it rules out is no
    /// one's secret: on an ordinary double set, the one double that would fit is the
    /// set itself.
    pub fn immediate_open(&self) -> bool {
        let Some(layout) = &self.layout else { return false };
        matches!(self.phase, Phase::Immediate { .. })
            && layout.positions().iter().any(|&at| !layout.req_immediate(at).tiles.minus(layout.tiles()).is_empty())
    }
}

impl Hand {
    /// What the play `a` pays `seat` at once for a double on its predecessor's tile
    /// (rulings §3.7), 0 for any other action. Known to every seat (it reads only the
    /// table and the turns), so the table may say it beside the places of a tile: a
    /// double's two places can differ by it.
    pub fn double_pay(&self, seat: Seat, a: Action) -> u32 {
        let mut h = self.clone();
        let Ok(ev) = h.apply(seat, a) else { return 0 };
        let paid = |e: &Event| match e {
            Event::Paid(p) if p.to == seat && p.reason == Reason::DoubleOnPredecessor => p.amount,
            _ => 0,
        };
        ev.iter().map(paid).sum()
    }
}
