//! The lessons of `nos learn`: each a prepared deal (a record of our format, kept in
//! the program) that stops where the learner has one thing to do, the words that say
//! what is on the table and what to do, and a check of what the learner did with why it
//! was right or not. The table plays them with its real screens ([`crate::tui`]); this
//! part knows nothing of the screen.

mod nos;
pub mod table;
pub mod tutor;

use crate::core::Seat;
use crate::games::nos::{Action, Hand, Session};
use crate::record::Record;

/// One thing the lesson asks of the learner, at one of his decisions.
pub struct Task {
    /// Whether the learner's decision now is the one this task is about; his other
    /// decisions (a window with nothing to decide, say) are his own.
    pub when: fn(&Hand) -> bool,
    /// What to do, said before he acts.
    pub ask: &'static str,
    /// Whether the action, taken on the hand as it stood, is the one asked for.
    pub right: fn(&Hand, Action) -> bool,
    /// Why it was right.
    pub yes: &'static str,
    /// Why another action was not (the action is played, or refused, as at any table:
    /// the lesson goes on).
    pub no: &'static str,
}

/// A lesson: a prepared deal and what it teaches.
pub struct Lesson {
    /// The short name `nos learn NAME` takes.
    pub id: &'static str,
    pub title: &'static str,
    /// The deal and what was played before the learner's turn, as a record.
    pub record: &'static str,
    /// What is on the screen, said first.
    pub intro: &'static str,
    pub tasks: &'static [Task],
    /// Said once every task is answered: how the hand goes on.
    pub after: &'static str,
}

/// The lessons of Nos, in the order to take them: the first of [`all`].
pub fn lessons() -> &'static [Lesson] {
    nos::LESSONS
}

/// One lesson of the list: of Nos, or of a parlour game at its table.
#[derive(Clone, Copy)]
pub enum Any {
    Nos(&'static Lesson),
    Table(&'static table::TableLesson),
}

impl Any {
    pub fn id(&self) -> &'static str {
        match self {
            Any::Nos(l) => l.id,
            Any::Table(l) => l.id,
        }
    }
    pub fn title(&self) -> &'static str {
        match self {
            Any::Nos(l) => l.title,
            Any::Table(l) => l.title,
        }
    }
}

/// Every lesson, in the order to take them: Nos's, then one for each parlour family
/// and each train game.
/// A lesson's number is its place here.
pub fn all() -> Vec<Any> {
    lessons().iter().map(Any::Nos).chain(table::LESSONS.iter().map(Any::Table)).collect()
}

/// The lesson a command line names: its number from 1, or its name.
pub fn find(arg: &str) -> Option<usize> {
    let all = all();
    if let Ok(n) = arg.trim().parse::<usize>() {
        return (1..=all.len()).contains(&n).then(|| n - 1);
    }
    let a = arg.trim().to_lowercase();
    all.iter().position(|l| l.id() == a)
}

/// A lesson ready to play: the session where the learner takes over, the names, who
/// plays each seat ("human" or a computer level, as a record writes them) and the seed
/// the computer seats decide with.
pub struct Prepared {
    pub session: Session,
    pub names: Vec<String>,
    pub seats: Vec<String>,
    pub seed: u64,
    /// The learner's seat.
    pub learner: Seat,
}

impl Lesson {
    /// The lesson's record replayed to where the learner takes over.
    ///
    /// # Errors
    /// The record does not read or replay, or names no seat for the learner; the
    /// lessons' tests make sure none of this happens.
    pub fn prepare(&self) -> Result<Prepared, String> {
        let rec = Record::parse(self.record.as_bytes()).map_err(|e| format!("lesson {}: {e}", self.id))?;
        let r = crate::record::replay(&rec).map_err(|(_, f)| format!("lesson {}: {f}", self.id))?;
        let seats = rec.saved.seats.clone().ok_or(format!("lesson {}: no \"seats\"", self.id))?;
        let learner = seats.iter().position(|s| s == "human").ok_or(format!("lesson {}: no human seat", self.id))?;
        let mut session = r.session;
        for _ in 0..rec.saved.declines {
            let seat = session.hand().to_act().ok_or(format!("lesson {}: the hand is over", self.id))?;
            session.apply(seat, Action::Decline).map_err(|e| format!("lesson {}: {e:?}", self.id))?;
        }
        Ok(Prepared {
            session,
            names: rec.players.clone(),
            seats,
            seed: rec.saved.seed.unwrap_or(1),
            learner: Seat(learner as u8),
        })
    }
}

/// The learner's progress: the lessons done, by name, one a line in a small file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    pub done: Vec<String>,
}

impl Progress {
    /// Reads the file's text; lines that name no lesson are passed over.
    pub fn parse(text: &str) -> Progress {
        let mut done: Vec<String> = Vec::new();
        for l in text.lines().map(str::trim) {
            if all().iter().any(|x| x.id() == l) && !done.iter().any(|d| d == l) {
                done.push(l.to_string());
            }
        }
        Progress { done }
    }

    pub fn text(&self) -> String {
        self.done.iter().map(|d| format!("{d}\n")).collect()
    }

    pub fn is_done(&self, id: &str) -> bool {
        self.done.iter().any(|d| d == id)
    }

    pub fn mark(&mut self, id: &str) {
        if !self.is_done(id) {
            self.done.push(id.to_string());
        }
    }

    /// The first lesson not yet done, in the order of the list.
    pub fn next(&self) -> Option<usize> {
        all().iter().position(|l| !self.is_done(l.id()))
    }
}

/// The list `nos learn --list` prints: number, name, title, and whether it is done.
pub fn listing(p: &Progress) -> String {
    let mut s = String::new();
    for (i, l) in all().iter().enumerate() {
        let mark = if p.is_done(l.id()) { "done" } else { "" };
        let line = format!("{:>2}  {:<10} {:<40} {mark}", i + 1, l.id(), l.title());
        s.push_str(line.trim_end());
        s.push('\n');
    }
    s
}

#[cfg(test)]
mod tests;
