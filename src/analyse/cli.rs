//! `nos analyse FILE`: the record read, judged, and reported; progress on the
//! terminal's error stream while it runs.

use super::{analyse, Settings};
use crate::text::safe;
use std::io::{IsTerminal, Write};
use std::path::Path;
use std::sync::Mutex;
use std::time::Instant;

/// Runs `nos analyse`; returns the exit code: 0 judged, 1 the record does not replay
/// or cannot be judged (or its game is being played), 2 it is not a readable record.
pub fn run(file: &Path, s: &Settings, json: bool) -> i32 {
    let name = file.display().to_string();
    let bytes = match crate::record::check::read_shown(file) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("{}", e.words(&name, "an analysis names tiles still hidden in its hands, so it runs"));
            return if matches!(e, crate::record::check::Hidden::Live(_)) { 1 } else { 2 };
        }
    };
    let shown = std::io::stderr().is_terminal();
    let last = Mutex::new(Instant::now());
    let tick = |done: usize, total: usize| {
        if !shown {
            return;
        }
        // At most ten times a second, and always the last.
        let mut l = last.lock().unwrap_or_else(|p| p.into_inner());
        if done < total && l.elapsed().as_millis() < 100 {
            return;
        }
        *l = Instant::now();
        let mut e = std::io::stderr().lock();
        let _ = write!(e, "\r\x1b[Kjudging decision {done} of {total}");
        if done == total {
            let _ = write!(e, "\r\x1b[K");
        }
        let _ = e.flush();
    };
    let started = Instant::now();
    match analyse(&bytes, s, &tick) {
        Ok(a) => {
            if json {
                print!("{}", a.json());
            } else {
                print!("{}", crate::text::safe_lines(&a.text()));
            }
            if shown {
                eprintln!("judged in {:.1} s", started.elapsed().as_secs_f64());
            }
            0
        }
        Err(e) => {
            // A file that is not a readable record is said as `nos check` says it,
            // with its exit code (2); a record the rules refuse, or that cannot be
            // judged, is 1.
            let (lines, verdict) = crate::record::check::check_bytes(&name, &bytes);
            if verdict == crate::record::check::Verdict::Unreadable {
                for l in lines {
                    eprintln!("{l}");
                }
                return 2;
            }
            eprintln!("{}", safe(&format!("{name}: {e}")));
            1
        }
    }
}
