//! Where a learner stands in a parlour family's lesson at the table: the step to
//! answer and the last verdict. Kept apart from the lesson's screen
//! ([`super::lesson`]) so that the table screen can hold it without importing
//! the lesson's code.

use crate::core::Seat;
use crate::learn::table::TableLesson;

/// A table lesson being played.
#[derive(Clone)]
pub struct Guide {
    /// The lesson's number in the list, from 0.
    pub index: usize,
    pub lesson: &'static TableLesson,
    /// The next step to answer.
    pub step: usize,
    /// The last answer judged: whether it was right, and why.
    pub said: Option<(bool, &'static str)>,
    pub learner: Seat,
    /// Enter after the hand: the next lesson is asked for.
    pub next: bool,
    /// The step and verdict before the last answer, while it may be taken back (`u`).
    pub before: Option<(usize, Option<(bool, &'static str)>)>,
}

impl Guide {
    /// Every step answered: the lesson is done.
    pub fn finished(&self) -> bool {
        self.step >= self.lesson.steps.len()
    }
}

/// Where a lesson at a table stands, for the list of lessons it was opened from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct At {
    /// The lesson's number in the list, from 0.
    pub index: usize,
    /// Every step answered, or the hand played out.
    pub finished: bool,
    /// The learner asked for the next lesson (Enter after the hand).
    pub next: bool,
}
