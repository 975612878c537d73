//! A Nos game kept in its slot, read back exactly where it stopped: who plays each
//! seat, the seed, and the declines after the last action, from the record or, for
//! an older version's save, from the meta file beside it.

use super::played::Game;
use super::{replay, CheckFailure, FormatError, Kind, Record};
use crate::files::ReadError;
use crate::games::nos::Action;
use crate::text::safe;
use serde::Deserialize;
use std::fmt;
use std::path::{Path, PathBuf};

/// Why a kept game does not read back: the file at fault and what is wrong with it,
/// said to the player as `FILE: WHAT`.
#[derive(Debug)]
pub struct Unread {
    /// The record, or what an older version kept beside it (its meta file).
    pub file: PathBuf,
    pub fault: Fault,
}

/// What is wrong with the file an [`Unread`] names.
#[derive(Debug)]
pub enum Fault {
    /// The record does not read as a record: the line and the field ([`FormatError`]).
    Format(FormatError),
    /// It reads, but the rules refuse an action in it: the hand and the action.
    Replay(CheckFailure),
    /// It gives the seed but not who plays each seat (`seed`), or the seats but not
    /// the seed.
    Half { seed: bool },
    /// A seat is played by a kind this program does not know: the code written.
    Kind(String),
    /// It gives neither the seed nor the seats, and no meta file of an older version
    /// is beside it.
    NoMeta,
    /// The older layout's meta file cannot be read.
    MetaRead(ReadError),
    /// The older layout's meta file does not read as one: its line and column.
    MetaJson(serde_json::Error),
    /// The older layout's meta file names another number of seats than the players.
    MetaSeats { named: usize, players: usize },
    /// The declines said to follow the last action: decline `k` (from 1) is refused.
    Decline { declines: usize, k: usize, why: String },
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fault::Format(e) => write!(f, "{e}"),
            Fault::Replay(e) => write!(f, "{e}"),
            Fault::Half { seed: true } => f.write_str("it gives the seed but not \"seats\", who plays each seat"),
            Fault::Half { seed: false } => f.write_str("it gives \"seats\" but not the seed"),
            Fault::Kind(c) => write!(f, "no such kind of seat: {c:?}"),
            Fault::NoMeta => f.write_str(
                "it says neither who plays each seat nor the seed, and no meta file of an older version is beside \
                 it: it cannot be resumed as it was played (nos replay shows it)",
            ),
            Fault::MetaRead(e) => write!(f, "{e}"),
            Fault::MetaJson(e) => write!(f, "{e}"),
            Fault::MetaSeats { named, players } => {
                write!(f, "it names {named} seats, but the game has {players} players")
            }
            Fault::Decline { declines, k, why } => {
                write!(f, "it says {declines} declines follow the last action, but decline {k} is refused: {why}")
            }
        }
    }
}

impl Unread {
    fn at(file: &Path, fault: Fault) -> Unread {
        Unread { file: file.to_path_buf(), fault }
    }

    /// What is wrong, without the file's name, safe to print.
    pub fn why(&self) -> String {
        safe(&self.fault.to_string()).into_owned()
    }
}

impl fmt::Display for Unread {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&safe(&format!("{}: {}", self.file.display(), self.fault)))
    }
}

impl std::error::Error for Unread {}

impl From<Unread> for String {
    fn from(e: Unread) -> String {
        e.to_string()
    }
}

/// What an older version kept beside the record, read only to resume its saves.
#[derive(Deserialize, Debug, Clone, PartialEq, Eq)]
struct Meta {
    seed: u64,
    kinds: Vec<String>,
    /// The hand (from 0), the recorded actions in it, and how many declines followed.
    #[serde(default)]
    declines: (usize, usize, usize),
}

/// The most a meta file of an older version may hold.
const META_BYTES: u64 = 64 << 10;

/// Reads a Nos game back from its record, exactly where it stopped: who plays each
/// seat, the seed, and any declines after the last action included. An older
/// version's save keeps the seed and seats in a meta file beside it.
///
/// # Errors
/// The record does not read, does not replay, or lacks any of its pieces; the
/// sentence names the file and what is wrong.
pub fn load(bytes: &[u8], path: &Path, meta: &Path) -> Result<Game, Unread> {
    let rec = Record::parse(bytes).map_err(|e| Unread::at(path, Fault::Format(e)))?;
    let r = replay(&rec).map_err(|(_, f)| Unread::at(path, Fault::Replay(f)))?;
    // Names are shown on every screen: any control character in them shows as
    // a visible escape, never reaching the terminal.
    let names: Vec<String> = rec.players.iter().map(|p| safe(p).into_owned()).collect();
    let n = names.len();
    let (seed, codes, declines) = match (&rec.saved.seed, &rec.saved.seats) {
        (Some(seed), Some(seats)) => (*seed, seats.clone(), Some(rec.saved.declines as usize)),
        (None, None) => {
            let m = old_meta(path, meta)?;
            if m.kinds.len() != n {
                return Err(Unread::at(meta, Fault::MetaSeats { named: m.kinds.len(), players: n }));
            }
            // Declines counted for the very hand and action the record stops at;
            // a meta file left older than the record by a kill names none.
            let logs = r.session.logs();
            let last = logs.len() - 1;
            let recorded = logs[last].actions.iter().filter(|a| a.1 != Action::Decline).count();
            let (hand, acts, declines) = m.declines;
            (m.seed, m.kinds, (hand == last && acts == recorded).then_some(declines))
        }
        (Some(_), None) => return Err(Unread::at(path, Fault::Half { seed: true })),
        (None, Some(_)) => return Err(Unread::at(path, Fault::Half { seed: false })),
    };
    let kinds = codes
        .iter()
        .map(|c| Kind::parse(c).ok_or_else(|| Unread::at(path, Fault::Kind(c.clone()))))
        .collect::<Result<Vec<Kind>, Unread>>()?;
    let mut g = Game::from_session(names, kinds, seed, r.session);
    g.left = rec.saved.left.clone();
    g.hands_before = g.left.last().map_or(0, |l| l.after_hands);
    let declines = declines.unwrap_or(0);
    let log = &g.session.logs()[g.hand_no()];
    let have = log.actions.iter().rev().take_while(|a| a.1 == Action::Decline).count();
    for k in have..declines {
        if let Err(e) = g.apply(Action::Decline) {
            return Err(Unread::at(path, Fault::Decline { declines, k: k + 1, why: e.to_string() }));
        }
    }
    Ok(g)
}

/// The meta file an older version kept beside its save.
fn old_meta(path: &Path, meta: &Path) -> Result<Meta, Unread> {
    let bytes = match crate::files::own(meta, META_BYTES) {
        Err(ReadError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(Unread::at(path, Fault::NoMeta))
        }
        r => r.map_err(|e| Unread::at(meta, Fault::MetaRead(e)))?,
    };
    serde_json::from_slice(&bytes).map_err(|e| Unread::at(meta, Fault::MetaJson(e)))
}
