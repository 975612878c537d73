//! `nos check`: replay record files and report, one line per hand.

use super::{replay, Record};
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

/// Checks one file; returns the report lines and the verdict.
pub fn check_file(path: &Path) -> (Vec<String>, Verdict) {
    let name = path.display().to_string();
    let bytes = match read_limited(path) {
        Ok(b) => b,
        Err(e) => return (vec![format!("{name}: {e}")], Verdict::Unreadable),
    };
    check_bytes(&name, &bytes)
}

fn read_limited(path: &Path) -> Result<Vec<u8>, String> {
    use std::io::Read;
    let f = std::fs::File::open(path).map_err(|e| format!("cannot open: {e}"))?;
    let mut buf = Vec::new();
    f.take(super::MAX_BYTES as u64 + 1).read_to_end(&mut buf).map_err(|e| format!("cannot read: {e}"))?;
    Ok(buf)
}

/// Checks one record given as bytes, `name` naming it in the report: a Nos record or a
/// parlour record, told apart by `format`. Control characters from the file are shown
/// escaped, never sent to the terminal.
pub fn check_bytes(name: &str, bytes: &[u8]) -> (Vec<String>, Verdict) {
    let (lines, verdict) = if format_of(bytes).as_deref() == Some(super::parlour::FORMAT) {
        super::parlour::check::check_bytes(name, bytes)
    } else {
        check_nos(name, bytes)
    };
    (lines.into_iter().map(|l| clean(&l)).collect(), verdict)
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

/// A line with its control characters escaped.
fn clean(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    for c in line.chars() {
        if c.is_control() {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
}

fn check_nos(name: &str, bytes: &[u8]) -> (Vec<String>, Verdict) {
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
