//! When a journal's lines reach the disk itself. A line is in the system's hands once
//! written, so a kill (`kill -9` included) never loses it; a power cut loses what was
//! not yet synced. Syncing each line costs a whole page written to the disk (4 KiB
//! for a line of 100 bytes), so lines that come faster than [`GAP`] apart (computer
//! seats playing without a pause) are synced together: the first at once, the others
//! by a thread at most [`GAP`] later. At a person's pace every line is synced at once.

use std::fs::File;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The most a written line waits before it is synced.
pub const GAP: Duration = Duration::from_millis(250);

/// The syncing of one journal.
#[derive(Debug)]
pub struct Syncer {
    /// When the last sync began (or is due to begin, by the thread).
    last: Option<Instant>,
    /// A thread is to sync lines written before it begins.
    behind: Arc<AtomicBool>,
}

impl Default for Syncer {
    fn default() -> Syncer {
        Syncer { last: None, behind: Arc::new(AtomicBool::new(false)) }
    }
}

impl Syncer {
    /// The file has a line more: synced now, or by a thread within [`GAP`].
    ///
    /// # Errors
    /// The sync made now fails.
    pub fn wrote(&mut self, f: &File) -> std::io::Result<()> {
        let now = Instant::now();
        if self.behind.load(Ordering::SeqCst) {
            // The thread on its way syncs this line too.
            return Ok(());
        }
        match self.last {
            Some(t) if now < t + GAP => {
                let due = t + GAP;
                let f = f.try_clone()?;
                let behind = self.behind.clone();
                behind.store(true, Ordering::SeqCst);
                self.last = Some(due);
                std::thread::spawn(move || {
                    std::thread::sleep(due.saturating_duration_since(Instant::now()));
                    // Cleared first: a line written from now on is synced by the next
                    // one, and every line written before is synced here.
                    behind.store(false, Ordering::SeqCst);
                    let _ = f.sync_data();
                });
                Ok(())
            }
            _ => {
                self.last = Some(now);
                f.sync_data()
            }
        }
    }

    /// Syncs now whatever waits (the journal is let go, or the record written anew).
    pub fn now(&mut self, f: &File) {
        if self.behind.load(Ordering::SeqCst) {
            let _ = f.sync_data();
        }
    }
}
