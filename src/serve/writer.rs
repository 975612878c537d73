//! The tables' saves, written by a thread of their own so that the games' thread (the
//! hall) never waits for a disk: the hall hands over each table's whole record after
//! every action, and the writer writes the newest one of each table (a record is whole
//! each time, so an older one waiting behind a newer is dropped unwritten). A save
//! reaches the disk as soon as the one before it is written; a save that fails (a
//! full disk) is told to the hall, which stops the table, and tried again every
//! [`RETRY`] until it is written; the server's stop writes every waiting save first.

use super::hall::Event;
use crate::tui::table::store::Store;
use std::collections::BTreeMap;
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
    text: String,
    not_before: Option<Instant>,
}

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
    /// Queues table `table`'s whole record `text` for its store: it replaces any
    /// older one of the table still waiting.
    pub fn save(&self, table: u64, store: &Shared, text: String) {
        let mut q = lock(&self.inner.queue);
        let not_before = q.waiting.get(&table).and_then(|j| j.not_before);
        q.waiting.insert(table, Job { store: store.clone(), text, not_before });
        drop(q);
        self.inner.bell.notify_all();
    }

    /// Drops table `table`'s waiting save and waits until none of its saves is
    /// being written: the hall then uses the store itself (the end of the match,
    /// whose record supersedes every save).
    pub fn settle(&self, table: u64) {
        let mut q = lock(&self.inner.queue);
        q.waiting.remove(&table);
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
        let r = lock(&job.store).save_text(&job.text);
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
                let retry = Job { not_before: Some(Instant::now() + RETRY), ..job };
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

fn tell(hall: Option<&Sender<Event>>, table: u64, r: Result<(), String>) {
    if let Some(h) = hall {
        let _ = h.send(Event::Saved { table, result: r });
    }
}

#[cfg(test)]
mod tests;
