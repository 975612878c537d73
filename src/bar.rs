//! A progress bar on standard error while a long command works (`tournament`,
//! `simulate`, `bench`, `advise`): what is done of how much, the rate, the time left.
//! Drawn only when standard error is a terminal: piped, redirected or in tests, not a
//! byte more is written. The engine only counts ([`crate::progress`]); this reads it.

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// How often the bar is brought up to date.
const EVERY: Duration = Duration::from_millis(200);

/// What the bar measures.
#[derive(Clone, Copy, Debug)]
pub enum Measure {
    /// The run's own count of what it has done ([`crate::progress`]): hands, games
    /// or sampled deals, whatever the game counts.
    Work,
    /// The time of a run that lasts this long (a benchmark).
    Time(Duration),
}

/// The bar of one run; dropped, it goes from the screen.
pub struct Bar {
    shown: Option<(ProgressBar, Arc<AtomicBool>, JoinHandle<()>)>,
}

impl Bar {
    /// A bar for a run starting now, counted from nothing; none off a terminal.
    pub fn start(measure: Measure) -> Bar {
        crate::progress::reset();
        if !std::io::stderr().is_terminal() {
            return Bar { shown: None };
        }
        let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr_with_hz(5));
        let template = match measure {
            Measure::Work => "{bar:30} {human_pos}/{human_len} done, {rate} a second, about {eta} left".to_string(),
            Measure::Time(_) => "{bar:30} measuring: {elapsed} of {len}s".to_string(),
        };
        if let Ok(style) = ProgressStyle::with_template(&template) {
            // The rate in whole units: "2.8595/s" says more than is known.
            let rate = |s: &indicatif::ProgressState, w: &mut dyn std::fmt::Write| {
                let r = s.per_sec();
                let _ = if r >= 10.0 { write!(w, "{r:.0}") } else { write!(w, "{r:.1}") };
            };
            bar.set_style(style.progress_chars("█▌ ").with_key("rate", rate));
        }
        let stop = Arc::new(AtomicBool::new(false));
        let (b, s) = (bar.clone(), stop.clone());
        let start = Instant::now();
        let thread = std::thread::spawn(move || {
            while !s.load(Ordering::Relaxed) {
                std::thread::sleep(EVERY);
                match measure {
                    Measure::Work => {
                        let total = crate::progress::total();
                        b.set_length(total);
                        b.set_position(crate::progress::done().min(total));
                    }
                    Measure::Time(d) => {
                        b.set_length(d.as_secs().max(1));
                        b.set_position(start.elapsed().as_secs().min(d.as_secs()));
                    }
                }
            }
        });
        Bar { shown: Some((bar, stop, thread)) }
    }
}

impl Drop for Bar {
    fn drop(&mut self) {
        if let Some((bar, stop, thread)) = self.shown.take() {
            stop.store(true, Ordering::Relaxed);
            let _ = thread.join();
            bar.finish_and_clear();
        }
    }
}
