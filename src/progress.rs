//! How far a long run has come (hands simulated or played, games, sampled deals), for
//! whoever watches it: the command line draws a bar from it on a terminal. A counter
//! only, so the engine knows nothing of how it is shown; adding to it costs one
//! relaxed atomic add, nothing beside a hand's work. A run may also be asked to stop
//! early (a signal, or records that could not be written): it then ends at its next
//! look, its games in progress kept as far as they went.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

static STOP: AtomicBool = AtomicBool::new(false);

static DONE: AtomicU64 = AtomicU64::new(0);
static TOTAL: AtomicU64 = AtomicU64::new(0);

/// `n` more units are to be done in this run.
pub fn expect(n: u64) {
    TOTAL.fetch_add(n, Ordering::Relaxed);
}

/// The units to be done, as far as known.
pub fn total() -> u64 {
    TOTAL.load(Ordering::Relaxed)
}

/// `n` more units of work done.
#[inline]
pub fn add(n: u64) {
    DONE.fetch_add(n, Ordering::Relaxed);
}

/// The units done since the last [`reset`].
pub fn done() -> u64 {
    DONE.load(Ordering::Relaxed)
}

/// Asks the run to stop at its next look (from a signal handler's flag, or a thread).
pub fn stop() {
    STOP.store(true, Ordering::Relaxed);
}

/// Whether the run was asked to stop.
#[inline]
pub fn stopped() -> bool {
    STOP.load(Ordering::Relaxed)
}

/// Back to nothing done and nothing expected, before a run.
pub fn reset() {
    DONE.store(0, Ordering::Relaxed);
    TOTAL.store(0, Ordering::Relaxed);
    STOP.store(false, Ordering::Relaxed);
}
