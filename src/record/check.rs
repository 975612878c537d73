//! `nos check`: replay record files and report, one line per hand.

use super::{replay, Record};
use crate::text::safe;
use std::path::Path;

/// The worst outcome of checking files, as the exit code says it.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub enum Verdict {
    /// Every record valid, every expectation met.
    Valid = 0,
    /// The rules refuse something, or an expectation differs.
    Refused = 1,
    /// A file cannot be read as a record.
    Unreadable = 2,
}

/// Checks one file; returns the report lines and the verdict. The lines are safe to
/// print: names, paths and quoted input have their control characters made visible.
pub fn check_file(path: &Path) -> (Vec<String>, Verdict) {
    let name = path.display().to_string();
    let bytes = match read(path) {
        Ok(b) => b,
        Err(e) => return (vec![safe(&format!("{name}: {e}")).into_owned()], Verdict::Unreadable),
    };
    check_bytes(&name, &bytes)
}

/// Reads a record file: a regular file of at most [`super::MAX_BYTES`], as every
/// record the program reads.
///
/// # Errors
/// As [`crate::files::read`].
pub fn read(path: &Path) -> Result<Vec<u8>, crate::files::ReadError> {
    crate::files::read(path, super::MAX_BYTES as u64)
}

/// Why a record is not shown by a command that shows hands.
#[derive(Debug)]
pub enum Hidden {
    /// It cannot be read.
    Read(crate::files::ReadError),
    /// It is a file of a game that a program plays now: that program's process id,
    /// when known.
    Live(Option<u32>),
}

/// Reads a record for a command that shows the hands in it (a replay face up, an
/// analysis naming the best tiles): the one guard every such command goes through.
/// A file of a game being played is refused, known by the file itself (its
/// program holds a lock on every file of its game, [`crate::files::live`]), under
/// any name, through any link, whatever the data directory.
///
/// # Errors
/// [`Hidden`]: the file does not read, or its game is being played.
pub fn read_shown(path: &Path) -> Result<Vec<u8>, Hidden> {
    let (bytes, f) = crate::files::read_file(path, super::MAX_BYTES as u64, true).map_err(Hidden::Read)?;
    if crate::files::live(&f) {
        return Err(Hidden::Live(crate::files::holder(&f)));
    }
    Ok(bytes)
}

impl Hidden {
    /// The sentence for `name`, a command that shows `what` ("a replay shows every
    /// hand face up, so it opens").
    pub fn words(&self, name: &str, what: &str) -> String {
        match self {
            Hidden::Read(e) => safe(&format!("{name}: {e}")).into_owned(),
            Hidden::Live(pid) => {
                let who = pid.map(|p| format!(" (process {p})")).unwrap_or_default();
                safe(&format!(
                    "nos: {name} is the game being played in another nos{who}; {what} only once that game has ended."
                ))
                .into_owned()
            }
        }
    }
}

/// Checks one record given as bytes, `name` naming it in the report: a Nos record or a
/// parlour record, told apart by `format`. The lines are safe to print, as those of
/// [`check_file`].
pub fn check_bytes(name: &str, bytes: &[u8]) -> (Vec<String>, Verdict) {
    let (lines, verdict) = if format_of(bytes).as_deref() == Some(super::parlour::FORMAT) {
        super::parlour::check::check_bytes(name, bytes)
    } else {
        check_raw(name, bytes)
    };
    (lines.iter().map(|l| safe(l).into_owned()).collect(), verdict)
}

/// Whether the bytes are a parlour record (by its `format`), not one of Nos.
pub fn is_parlour(bytes: &[u8]) -> bool {
    format_of(bytes).as_deref() == Some(super::parlour::FORMAT)
}

/// The record's `format`, when the file is JSON with a string there.
fn format_of(bytes: &[u8]) -> Option<String> {
    #[derive(serde::Deserialize)]
    struct Peek {
        format: Option<serde_json::Value>,
    }
    if bytes.len() > super::MAX_BYTES {
        return None;
    }
    // The first JSON value only: what follows it is the reader's to report.
    let p: Peek = serde_json::Deserializer::from_slice(bytes).into_iter().next()?.ok()?;
    p.format?.as_str().map(str::to_string)
}

fn check_raw(name: &str, bytes: &[u8]) -> (Vec<String>, Verdict) {
    let rec = match Record::parse(bytes) {
        Ok(r) => r,
        Err(e) => return (vec![format!("{name}: {e}")], Verdict::Unreadable),
    };
    let chips_line = |chips: &[i32]| -> String {
        rec.players.iter().zip(chips).map(|(p, c)| format!("{p} {c}")).collect::<Vec<_>>().join(", ")
    };
    match replay(&rec) {
        Ok(r) => {
            let lines = r
                .hands
                .iter()
                .enumerate()
                .map(|(i, h)| format!("{name}: hand {}: {}; chips {}", i + 1, h.outcome, chips_line(&h.chips)))
                .collect();
            (lines, Verdict::Valid)
        }
        Err((done, fail)) => {
            let mut lines: Vec<String> = done
                .iter()
                .enumerate()
                .map(|(i, h)| format!("{name}: hand {}: {}; chips {}", i + 1, h.outcome, chips_line(&h.chips)))
                .collect();
            lines.push(format!("{name}: {fail}"));
            (lines, Verdict::Refused)
        }
    }
}
