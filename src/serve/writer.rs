//! The tables' saves, written by a thread of their own so that the games' thread (the
//! hall) never waits for a disk: the hall hands over each table's game after every
//! action, as the store's journal takes it ([`Rec`]: the hands of the game's record,
//! of which only the one in play was written out anew, shared with the table; a
//! record not laid out in hands, whole), and the writer writes the newest one of each table (each is
//! the whole game, so an older one waiting behind a newer is dropped unwritten): a
//! line in the slot's journal, as at one keyboard. A save reaches the disk as soon as
//! the one before it is written; a save that fails (a full disk) is told to the hall,
//! which stops the table, and tried again every [`RETRY`] until it is written. The
//! end of a match is filed here too ([`Saves::file`]): its record kept among the
//! sessions and its slot gone, told to the hall when done. The server's stop writes
//! every waiting save first.

use super::hall::Event;
use crate::tui::table::store::Store;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::mpsc::Sender;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// How long a failed save waits before it is tried again.
pub const RETRY: Duration = Duration::from_secs(2);

/// A table's store, shared by the hall (its slot's name, the end of the match) and
/// the writer (every save).
pub type Shared = Arc<Mutex<Store>>;

/// The hall's handle on the writer: it queues saves and waits for them.
#[derive(Clone)]
pub struct Saves {
    inner: Arc<Inner>,
}

struct Inner {
    queue: Mutex<Queue>,
    /// Rung when a save is queued, written, or the writer is to stop.
    bell: Condvar,
}

#[derive(Default)]
struct Queue {
    /// Each table's newest record not yet written, and when it may be tried (a
    /// failed one waits).
    waiting: BTreeMap<u64, Job>,
    /// The table whose save is being written now.
    writing: Option<u64>,
    /// The tables whose last save failed (told to the hall once, and again when
    /// one is written).
    failing: Vec<u64>,
    stop: bool,
}

struct Job {
    store: Shared,
    what: Work,
    not_before: Option<Instant>,
}

/// What a job writes.
enum Work {
    Save(Rec),
    File(Filing),
}

/// A table's game as a save hands it over.
#[derive(Clone, Debug)]
pub enum Rec {
    /// A record the store journals hand by hand: the fields above its hands (its `{`
    /// included) and every hand, the last in play. The table keeps the hands between
    /// saves and writes out anew only the one in play.
    Hands { head: Arc<str>, hands: Vec<Arc<str>> },
    /// A record written out whole at each save (one not laid out as our writers lay
    /// a record out in hands).
    Whole(String),
}

/// The end of a match, filed by the writer: the record kept among the sessions as
/// `what` (`over`: the match ended by its rules), the slot gone, and where it went
/// put in `kept` for the hall.
pub struct Filing {
    pub text: String,
    pub what: String,
    pub over: bool,
    pub kept: Filed,
}

/// Where a match's record was kept, once the writer has filed it.
pub type Filed = Arc<Mutex<Option<Result<PathBuf, crate::store::Fault>>>>;

/// The writer's thread; dropped, it writes what waits and ends.
pub struct Writer {
    pub saves: Saves,
    thread: Option<JoinHandle<()>>,
}

/// Locks a mutex even if a thread panicked holding it: the data is a queue or a
/// store, whole after every step.
pub fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl Writer {
    /// Starts the writer; `hall` hears of every save that fails and of the first one
    /// written after it (`None`: nobody is told, for a test).
    pub fn start(hall: Option<Sender<Event>>) -> Writer {
        let saves = Saves { inner: Arc::new(Inner { queue: Mutex::new(Queue::default()), bell: Condvar::new() }) };
        let inner = saves.inner.clone();
        let thread = std::thread::Builder::new().name("nos-saves".into()).spawn(move || write(&inner, hall.as_ref()));
        Writer { saves, thread: thread.ok() }
    }

    /// Writes every save that waits (those that fail are tried until `within` is
    /// over), then ends the thread.
    pub fn finish(&mut self, within: Duration) {
        self.saves.flush(within);
        lock(&self.saves.inner.queue).stop = true;
        self.saves.inner.bell.notify_all();
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

impl Drop for Writer {
    fn drop(&mut self) {
        self.finish(Duration::from_secs(5));
    }
}

impl Saves {
    /// Queues table `table`'s game `rec` for its store: it replaces any older one of
    /// the table still waiting.
    pub fn save(&self, table: u64, store: &Shared, rec: Rec) {
        let mut q = lock(&self.inner.queue);
        let not_before = q.waiting.get(&table).and_then(|j| j.not_before);
        q.waiting.insert(table, Job { store: store.clone(), what: Work::Save(rec), not_before });
        drop(q);
        self.inner.bell.notify_all();
    }

    /// Queues the end of table `table`'s match: its record kept among the sessions
    /// and its slot gone, after the save being written (any save still waiting is
    /// dropped: the record supersedes it). The hall hears when it is done
    /// ([`Event::Filed`]), and finds where it went in `f.kept`.
    pub fn file(&self, table: u64, store: &Shared, f: Filing) {
        let mut q = lock(&self.inner.queue);
        q.failing.retain(|t| *t != table);
        q.waiting.insert(table, Job { store: store.clone(), what: Work::File(f), not_before: None });
        drop(q);
        self.inner.bell.notify_all();
    }

    /// Waits until nothing of table `table` is waiting or being written, or `within`
    /// is over.
    pub fn wait_for(&self, table: u64, within: Duration) {
        let end = Instant::now() + within;
        let mut q = lock(&self.inner.queue);
        while q.waiting.contains_key(&table) || q.writing == Some(table) {
            let now = Instant::now();
            if now >= end {
                return;
            }
            q = self.inner.bell.wait_timeout(q, end - now).unwrap_or_else(std::sync::PoisonError::into_inner).0;
        }
    }

    /// Drops table `table`'s waiting save and waits until none of its saves is
    /// being written: the hall then uses the store itself (the end of the match,
    /// whose record supersedes every save).
    pub fn settle(&self, table: u64) {
        let mut q = lock(&self.inner.queue);
        if q.waiting.get(&table).is_some_and(|j| matches!(j.what, Work::Save(_))) {
            q.waiting.remove(&table);
        }
        q.failing.retain(|t| *t != table);
        while q.writing == Some(table) {
            q = self.inner.bell.wait(q).unwrap_or_else(std::sync::PoisonError::into_inner);
        }
    }

    /// Waits until every waiting save is written, or `within` is over (a save that
    /// keeps failing).
    pub fn flush(&self, within: Duration) {
        let end = Instant::now() + within;
        let mut q = lock(&self.inner.queue);
        // Saves that failed are tried again at once.
        q.waiting.values_mut().for_each(|j| j.not_before = None);
        self.inner.bell.notify_all();
        while !q.waiting.is_empty() || q.writing.is_some() {
            let now = Instant::now();
            if now >= end {
                return;
            }
            q = self.inner.bell.wait_timeout(q, end - now).unwrap_or_else(std::sync::PoisonError::into_inner).0;
        }
    }

    /// How many tables' saves wait to be written.
    pub fn waiting(&self) -> usize {
        lock(&self.inner.queue).waiting.len()
    }
}

/// The writer's loop: the first table whose save may be tried is written, the others
/// wait their turn.
fn write(inner: &Inner, hall: Option<&Sender<Event>>) {
    let mut q = lock(&inner.queue);
    loop {
        let now = Instant::now();
        let due = q.waiting.iter().find(|(_, j)| j.not_before.is_none_or(|t| t <= now)).map(|(t, _)| *t);
        let Some(table) = due else {
            if q.stop {
                return;
            }
            let next = q.waiting.values().filter_map(|j| j.not_before).min();
            q = match next {
                Some(t) => {
                    let r = inner.bell.wait_timeout(q, t.saturating_duration_since(now));
                    r.unwrap_or_else(std::sync::PoisonError::into_inner).0
                }
                None => inner.bell.wait(q).unwrap_or_else(std::sync::PoisonError::into_inner),
            };
            continue;
        };
        let job = q.waiting.remove(&table).expect("found above");
        q.writing = Some(table);
        drop(q);
        let rec = match job.what {
            Work::Save(rec) => rec,
            Work::File(f) => {
                let st = lock(&job.store);
                let r = st.finish_text(&f.text, &f.what, f.over);
                drop(st);
                *lock(&f.kept) = Some(r);
                q = lock(&inner.queue);
                q.writing = None;
                if let Some(h) = hall {
                    let _ = h.send(Event::Filed { table });
                }
                inner.bell.notify_all();
                continue;
            }
        };
        let r = match &rec {
            Rec::Hands { head, hands } => lock(&job.store).save_hands(head, hands),
            Rec::Whole(text) => lock(&job.store).save_text(text),
        };
        q = lock(&inner.queue);
        q.writing = None;
        let was = q.failing.contains(&table);
        match r {
            Ok(()) => {
                q.failing.retain(|t| *t != table);
                if was {
                    tell(hall, table, Ok(()));
                }
            }
            Err(e) => {
                // Tried again later, unless a newer record of the table came meanwhile.
                let retry = Job { store: job.store, what: Work::Save(rec), not_before: Some(Instant::now() + RETRY) };
                q.waiting.entry(table).or_insert(retry);
                if !was {
                    q.failing.push(table);
                    tell(hall, table, Err(e));
                }
            }
        }
        inner.bell.notify_all();
    }
}

fn tell(hall: Option<&Sender<Event>>, table: u64, r: Result<(), crate::store::Fault>) {
    if let Some(h) = hall {
        let _ = h.send(Event::Saved { table, result: r });
    }
}

#[cfg(test)]
mod tests;
