//! What a `nos bench` run measured, and the clock it measures with: wall time and the
//! thread's time on a core. Every game's bench reports through these.

use std::fmt;
use std::time::{Duration, Instant};

/// What `nos bench` measured for one table size.
#[derive(Debug, Clone)]
pub struct Bench {
    pub players: u8,
    pub hands: u64,
    pub actions: u64,
    pub elapsed: Duration,
    /// What `hands` counts: "hands", or "games" for a game of one hand.
    pub unit: &'static str,
    /// The time the measuring thread spent on a core, where the system tells it: on a
    /// machine busy with other work, the rate per this time is what one core does.
    pub cpu: Option<Duration>,
}

/// Wall time and the calling thread's time on a core, from a start.
pub struct Clock {
    start: Instant,
    cpu: Option<Duration>,
}

impl Clock {
    pub fn start() -> Clock {
        Clock { start: Instant::now(), cpu: thread_cpu() }
    }
    pub fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }
    /// The thread's time on a core since the start, if the system tells it.
    pub fn cpu(&self) -> Option<Duration> {
        Some(thread_cpu()?.saturating_sub(self.cpu?))
    }
}

#[cfg(unix)]
fn thread_cpu() -> Option<Duration> {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `ts` is a valid timespec for the call to fill; nothing else is touched.
    let ok = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) } == 0;
    ok.then(|| Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32))
}

#[cfg(not(unix))]
fn thread_cpu() -> Option<Duration> {
    None
}

impl fmt::Display for Bench {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = self.elapsed.as_secs_f64();
        write!(
            f,
            "{} players: {:>10.0} {u}/s  {:>11.0} actions/s  ({} {u}, {:.1} actions each, one core)",
            self.players,
            self.hands as f64 / s,
            self.actions as f64 / s,
            self.hands,
            self.actions as f64 / self.hands.max(1) as f64,
            u = self.unit
        )?;
        match self.cpu.filter(|c| !c.is_zero()) {
            Some(c) => write!(f, "; {:.0} {}/s of time on the core", self.hands as f64 / c.as_secs_f64(), self.unit),
            None => Ok(()),
        }
    }
}
