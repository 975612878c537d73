//! Where the learner stands in a Nos lesson at the table: the task open, the last
//! answer judged and why, the lesson done; each action judged against the open task
//! from the hand as it stood.

use super::{lessons, Lesson};
use crate::core::Seat;
use crate::games::nos::{Action, Hand};

/// The lesson on the table, and where the learner stands in it.
pub struct Tutor {
    /// The lesson's number in the list, from 0.
    pub index: usize,
    /// The next task to answer.
    pub task: usize,
    /// The last answer judged: whether it was right, and why.
    pub said: Option<(bool, &'static str)>,
    pub learner: Seat,
    /// The hand is played out: the lesson is done.
    pub finished: bool,
    /// Enter after the hand: the next lesson is asked for.
    pub next: bool,
}

impl Tutor {
    /// Lesson `index` of the list, from its first task, for `learner`.
    pub fn new(index: usize, learner: Seat) -> Tutor {
        Tutor { index, task: 0, said: None, learner, finished: false, next: false }
    }

    pub fn lesson(&self) -> &'static Lesson {
        &lessons()[self.index]
    }

    /// Whether the learner's decision now is the one the open task is about.
    pub fn asks(&self, h: &Hand) -> bool {
        h.to_act() == Some(self.learner) && self.lesson().tasks.get(self.task).is_some_and(|k| (k.when)(h))
    }

    /// Judges the learner's action against the task now open, if it is one: whether
    /// it is right, and why.
    pub fn judge(&self, h: &Hand, a: Action) -> Option<(bool, &'static str)> {
        if h.to_act() != Some(self.learner) || a == Action::Decline && !self.asks(h) {
            return None;
        }
        let task = self.lesson().tasks.get(self.task).filter(|k| (k.when)(h))?;
        let right = (task.right)(h, a);
        Some((right, if right { task.yes } else { task.no }))
    }

    /// A key or tile of the learner's the rules refused, at a task: the task's why.
    pub fn refused(&mut self, h: &Hand) {
        if self.asks(h) {
            self.said = self.lesson().tasks.get(self.task).map(|k| (false, k.no));
        }
    }

    /// After an action judged: the verdict kept; once played, the next task opens.
    pub fn said(&mut self, v: (bool, &'static str), played: bool) {
        self.said = Some(v);
        self.task += played as usize;
    }

    /// After each action: the hand over marks the lesson done; a question with one
    /// answer and nothing to learn is answered for the learner (a double he cannot
    /// declare, a window with no double that fits): that answer.
    pub fn after(&mut self, h: &Hand) -> Option<Action> {
        if h.is_over() {
            self.finished = true;
            return None;
        }
        (h.to_act() == Some(self.learner) && h.legal().as_slice() == [Action::Decline] && !self.asks(h))
            .then_some(Action::Decline)
    }
}
