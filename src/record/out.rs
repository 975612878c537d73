//! Records written by `nos simulate --records DIR` and `nos tournament --records DIR`:
//! one file a match, session or game, each written once, whole or not at all, through
//! [`crate::files::replace`], under a name the run gives it and that no file holds yet;
//! and each family's game as played made a record.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

/// The directory a run writes its records into, and what it wrote.
#[derive(Debug)]
pub struct Out {
    dir: PathBuf,
    /// What starts every name: the command, the game, the players and the seed.
    prefix: String,
    written: AtomicU64,
    /// The first write that failed, in words: the run stops at it.
    failed: Mutex<Option<String>>,
}

impl Out {
    /// The directory `dir` for the records of a run whose files are named
    /// `PREFIX-NUMBER.json`; made if it is not there.
    ///
    /// # Errors
    /// In words: `dir` is something other than a directory, cannot be made, or
    /// cannot be written (a file made and removed there tells).
    pub fn open(dir: &Path, prefix: &str) -> Result<Out, String> {
        let shown = crate::text::safe(&dir.display().to_string()).into_owned();
        match std::fs::metadata(dir) {
            Ok(m) if m.is_dir() => {}
            Ok(_) => return Err(format!("--records {shown}: it is a file, not a directory")),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                std::fs::create_dir_all(dir).map_err(|e| format!("--records {shown}: cannot make it: {e}"))?;
            }
            Err(e) => return Err(format!("--records {shown}: {e}")),
        }
        let probe = dir.join(format!(".nos-records-{}.probe", std::process::id()));
        match crate::files::replace(&probe, b"", &|_| Ok(())) {
            Ok(f) => {
                drop(f);
                let _ = std::fs::remove_file(&probe);
            }
            Err(e) => return Err(format!("--records {shown}: cannot write there: {e}")),
        }
        Ok(Out {
            dir: dir.to_path_buf(),
            prefix: prefix.to_string(),
            written: AtomicU64::new(0),
            failed: Mutex::new(None),
        })
    }

    /// The name of the record numbered `n` (from 1) of this run.
    pub fn name(&self, n: u64) -> String {
        format!("{}-{n:06}.json", self.prefix)
    }

    /// Writes the record numbered `n`. A file already at its name is never written
    /// over; a write that fails is kept as the run's failure and stops the run
    /// ([`crate::progress::stop`]). Returns whether it was written.
    pub fn write(&self, n: u64, text: &str) -> bool {
        let name = self.name(n);
        let path = self.dir.join(&name);
        let done = match crate::files::exists(&path) {
            Ok(true) => Err(format!("{name} is there already, and a record is never written over")),
            Ok(false) => {
                crate::files::replace(&path, text.as_bytes(), &|_| Ok(())).map(drop).map_err(|e| e.to_string())
            }
            Err(e) => Err(e.to_string()),
        };
        match done {
            Ok(()) => {
                self.written.fetch_add(1, Ordering::Relaxed);
                true
            }
            Err(e) => {
                let shown = crate::text::safe(&self.dir.join(&name).display().to_string()).into_owned();
                let mut f = self.failed.lock().unwrap_or_else(|p| p.into_inner());
                f.get_or_insert(format!("{shown}: {}", crate::text::safe(&e)));
                crate::progress::stop();
                false
            }
        }
    }

    /// How many records were written.
    pub fn written(&self) -> u64 {
        self.written.load(Ordering::Relaxed)
    }

    /// The first write that failed, in words.
    pub fn failure(&self) -> Option<String> {
        self.failed.lock().unwrap_or_else(|p| p.into_inner()).clone()
    }

    /// The directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }
}

/// The names of the seats of a simulation: "Random 1", "Random 2", ...
pub fn simulated(players: u8) -> Vec<String> {
    (1..=players).map(|i| format!("Random {i}")).collect()
}

/// The names of the seats in the `r`th seating of a tournament, player `j` (its level
/// `seats[j]`) in seat `(j + r) mod n`: "P1 strong", "P2 normal", ...
pub fn entrants(seats: &[crate::core::Level], r: u64) -> Vec<String> {
    let n = seats.len();
    (0..n).map(|s| (s + n - (r as usize % n)) % n).map(|j| format!("P{} {}", j + 1, seats[j].name())).collect()
}

/// A Nos hand played from 500 chips each, as a record starting later in a session.
pub fn nos_hand(names: &[String], log: &crate::games::nos::HandLog) -> String {
    let chips = vec![crate::games::nos::sim::START; names.len()];
    crate::record::Record::from_logs(names, &chips, false, Default::default(), std::slice::from_ref(log)).to_text()
}

/// A match of a line game (as far as it went) as a record; `None` when the match
/// keeps no log ([`crate::games::parlour::Match::keep_log`]).
pub fn line_match(
    names: &[String],
    m: &crate::games::parlour::Match,
    options: &crate::games::parlour::Options,
) -> Option<String> {
    let start = crate::games::parlour::Start::new(m.rules());
    crate::record::parlour::Record::from_match(names, m, &start, options).map(|r| r.to_text())
}

/// A game of Dominox as dealt and played (as far as it went) as a record.
pub fn board_game(
    names: &[String],
    start: &crate::games::dominox::Dominox,
    actions: &[(crate::core::Seat, crate::games::dominox::Action)],
) -> String {
    let mut kept = crate::record::parlour::dominox::Kept::dealt(start.clone());
    for &(s, a) in actions {
        if kept.apply(s, a).is_err() {
            debug_assert!(false, "a played action refused on its replay");
            break;
        }
    }
    kept.record(names).to_text()
}
