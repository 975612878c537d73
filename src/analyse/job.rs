//! Nos's advisor at work for a screen (advice and practice at the table): on a thread
//! of its own while the game goes on, or refined in steps by the caller, so that tests
//! see the same ranking every time.
//!
//! The ranking after a given number of samples does not depend on how they were
//! batched, so both ways show the same figures in the end.

use crate::games::nos::ai::advisor::{Advisor, Row, Running};
use std::sync::atomic::Ordering;
use std::sync::mpsc::TryRecvError;
use std::time::{Duration, Instant};

/// How an advisor runs, and for how long.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Runner {
    /// On a thread, reporting after each batch: the game.
    Thread { samples: u64 },
    /// A batch at each tick of the app, in the caller: tests.
    Inline { samples: u64, batch: u64 },
}

impl Runner {
    /// The samples per choice the ranking is refined to.
    pub fn samples(self) -> u64 {
        match self {
            Runner::Thread { samples } | Runner::Inline { samples, .. } => samples,
        }
    }
}

/// Where the advisor is.
enum State {
    Thread(Running),
    Inline(Advisor, u64),
    /// Finished or stopped: everything it measured.
    Ready(Advisor),
    /// Only while changing state.
    Gone,
}

/// An advisor refining a ranking, with the latest ranking to show.
pub struct Job {
    pub total: u64,
    /// Samples per choice so far.
    pub samples: u64,
    /// The ranking so far, best first.
    pub rows: Vec<Row>,
    /// How long a thread took to finish (the clock is not read inline, so tests draw
    /// the same screen every time).
    pub took: Option<Duration>,
    started: Instant,
    runner: Runner,
    state: State,
}

impl Job {
    pub fn start(adv: Advisor, runner: Runner) -> Job {
        let total = runner.samples();
        let rows = adv.ranking();
        let state = match runner {
            Runner::Thread { .. } => State::Thread(adv.spawn(total)),
            Runner::Inline { batch, .. } => State::Inline(adv, batch.max(1)),
        };
        Job { total, samples: 0, rows, took: None, started: Instant::now(), runner, state }
    }

    /// Takes in what the advisor reported (inline: refines one batch). True when
    /// something changed.
    pub fn poll(&mut self) -> bool {
        let mut changed = false;
        match &mut self.state {
            State::Thread(run) => loop {
                match run.updates.try_recv() {
                    Ok(p) => {
                        self.samples = p.samples;
                        self.rows = p.rows;
                        changed = true;
                    }
                    Err(TryRecvError::Empty) => break,
                    Err(TryRecvError::Disconnected) => {
                        self.took = Some(self.started.elapsed());
                        self.join();
                        return true;
                    }
                }
            },
            State::Inline(adv, batch) => {
                let more = (*batch).min(self.total - adv.samples());
                adv.refine(more);
                self.samples = adv.samples();
                self.rows = adv.ranking();
                if self.samples >= self.total {
                    self.join();
                }
                changed = true;
            }
            State::Ready(_) | State::Gone => {}
        }
        changed
    }

    /// Stops refining (after the batch under way) and keeps what was measured.
    pub fn stop(&mut self) {
        if let State::Thread(run) = &self.state {
            run.stop.store(true, Ordering::Relaxed);
        }
        self.join();
    }

    fn join(&mut self) {
        self.state = match std::mem::replace(&mut self.state, State::Gone) {
            State::Thread(run) => {
                drop(run.updates);
                match run.thread.join() {
                    Ok(adv) => State::Ready(adv),
                    Err(_) => State::Gone,
                }
            }
            State::Inline(adv, _) => State::Ready(adv),
            other => other,
        };
        if let State::Ready(adv) = &self.state {
            self.samples = adv.samples();
            self.rows = adv.ranking();
        }
    }

    /// Refines on, to the same total, what a stop cut short (as it was started: on a
    /// thread or inline). The figures at the end are those of a run never stopped:
    /// the ranking after a number of samples does not depend on the batches.
    pub fn resume(&mut self) {
        if self.samples >= self.total {
            return;
        }
        self.state = match std::mem::replace(&mut self.state, State::Gone) {
            State::Ready(adv) => match self.runner {
                Runner::Thread { .. } => {
                    self.started = Instant::now();
                    State::Thread(adv.spawn(self.total))
                }
                Runner::Inline { batch, .. } => State::Inline(adv, batch.max(1)),
            },
            other => other,
        };
    }

    /// Whether it has measured all it was asked to.
    pub fn done(&self) -> bool {
        self.samples >= self.total && !self.running()
    }

    /// Still refining.
    pub fn running(&self) -> bool {
        matches!(self.state, State::Thread(_) | State::Inline(..))
    }

    /// The advisor, once it has stopped.
    pub fn advisor(&self) -> Option<&Advisor> {
        match &self.state {
            State::Ready(a) => Some(a),
            _ => None,
        }
    }
}

impl Drop for Job {
    /// Leaving a screen never leaves a thread behind.
    fn drop(&mut self) {
        self.stop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::TileSet;
    use crate::games::nos::ai::advisor::on_set_view;

    fn advisor() -> Advisor {
        let own: TileSet = ["5-5", "5-4", "4-4", "5-1"].iter().map(|t| t.parse().unwrap()).collect();
        Advisor::new(on_set_view(4, own, None).unwrap(), 7).unwrap()
    }

    #[test]
    fn a_thread_and_inline_batches_rank_alike() {
        let mut t = Job::start(advisor(), Runner::Thread { samples: 30 });
        while t.running() {
            t.poll();
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        let mut i = Job::start(advisor(), Runner::Inline { samples: 30, batch: 7 });
        while i.running() {
            i.poll();
        }
        assert_eq!(t.samples, 30);
        assert_eq!(i.samples, 30);
        let key = |j: &Job| j.rows.iter().map(|r| (r.choice, r.stat)).collect::<Vec<_>>();
        assert_eq!(key(&t), key(&i));
    }

    #[test]
    fn a_run_stopped_and_resumed_ends_as_one_never_stopped() {
        let mut whole = Job::start(advisor(), Runner::Inline { samples: 30, batch: 7 });
        while whole.running() {
            whole.poll();
        }
        let mut cut = Job::start(advisor(), Runner::Inline { samples: 30, batch: 7 });
        cut.poll();
        cut.stop();
        assert_eq!((cut.samples, cut.done()), (7, false));
        cut.resume();
        assert!(cut.running());
        while cut.running() {
            cut.poll();
        }
        assert!(cut.done());
        let key = |j: &Job| j.rows.iter().map(|r| (r.choice, r.stat)).collect::<Vec<_>>();
        assert_eq!(key(&cut), key(&whole));
        // On a thread too.
        let mut t = Job::start(advisor(), Runner::Thread { samples: 30 });
        t.stop();
        t.resume();
        while t.running() {
            t.poll();
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        assert_eq!(key(&t), key(&whole));
    }

    #[test]
    fn stopping_keeps_what_was_measured() {
        let mut t = Job::start(advisor(), Runner::Thread { samples: 1_000_000 });
        t.stop();
        assert!(!t.running());
        let adv = t.advisor().expect("joined");
        assert!(adv.samples() < 1_000_000);
        assert_eq!(t.samples, adv.samples());
    }
}
