//! Why the store did not do what it was asked: the disk is full, the system refuses
//! the program the right to write, the game is open in another nos, a file of a game
//! does not read (its path, its line, what is wrong)... Each is a variant a caller
//! matches on ([`Fault::full`], [`Fault::denied`], [`Fault::busy`], [`Fault::unread`]);
//! `Display` says it to the player, safe to print, in the words he has always read.

use super::lock::Busy;
use crate::files::{ReadError, WriteError};
use crate::text::safe;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Why the store failed.
#[derive(Debug, Clone)]
pub enum Fault {
    /// There is no home directory, and `NOS_DATA_DIR` names no data directory.
    NoHome,
    /// A path typed with `~`, and no home directory for it to name.
    NoTilde,
    /// A directory of the store cannot be made: the one in the way, and the reason.
    Create { path: PathBuf, error: Arc<std::io::Error> },
    /// A file cannot be written (a full disk, no permission, a link at its place).
    Write { path: PathBuf, error: Arc<WriteError> },
    /// A journal's torn last line cannot be cut off.
    Cut { path: PathBuf, error: Arc<WriteError> },
    /// A slot's lock is not taken: another nos plays the game (`id`, when it is one
    /// asked for by its id), or the lock file is not one the program locks.
    Busy { id: Option<String>, busy: Arc<Busy> },
    /// There is no unfinished game of this id.
    NoGame { id: String },
    /// Nothing is saved in the game's slot.
    Empty { id: String, dir: PathBuf },
    /// A journal is there, but not its record.
    NoRecord { journal: PathBuf, record: PathBuf },
    /// Files of a game are in its slot, but no record (`other` names one).
    NoRecordBeside { dir: PathBuf, other: String },
    /// A file of a game cannot be read.
    Read { path: PathBuf, error: Arc<ReadError> },
    /// The game a journal gives is larger than the store reads.
    TooLarge { path: PathBuf, limit: u64 },
    /// A record does not read as one (`path` where the record has a file).
    NotARecord { path: Option<PathBuf>, why: String },
    /// A record of an earlier version without its hands.
    NoHands { path: PathBuf },
    /// A journal's line (from 1) does not read, or does not follow its record.
    Line { path: PathBuf, line: usize, why: Line },
    /// A journal's lines, each read, give no record.
    Lines { path: PathBuf, lines: usize, why: String },
    /// The record of a finished game is not kept: why, and where the game still is.
    NotKept { why: Box<Fault>, still: String },
}

/// What is wrong with a journal's line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Line {
    /// It is not a line of a journal: the reader's words (the column, the field).
    NotALine(String),
    /// The record is not laid out as this program writes one: no line can follow it.
    Layout,
    /// It follows another record than the one beside it (named).
    OtherRecord { record: String },
    /// It is line `seq` of its journal, not `line`, where it stands.
    OutOfPlace { seq: u64, line: usize },
    /// Its `"at"` cuts past the record's hands (`len` bytes).
    PastHands { at: usize, len: usize },
    /// Its `"hat"` cuts past the fields above the hands (`len` bytes).
    PastFields { hat: usize, len: usize },
    /// An earlier version's line keeps more hands than the record has.
    From { from: usize, hands: usize },
}

impl fmt::Display for Line {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Line::NotALine(e) => write!(f, "not a journal line: {e}"),
            Line::Layout => f.write_str("its record is not laid out as this program writes one"),
            Line::OtherRecord { record } => write!(
                f,
                "it belongs to another record (another game, or an earlier save of this one), not to {record}"
            ),
            Line::OutOfPlace { seq, line } => write!(
                f,
                "it is line {seq} of its journal, not line {line} (lines out of their order, or one written twice)"
            ),
            Line::PastHands { at, len } => write!(f, "\"at\" is {at}, past the hands of the record ({len} bytes)"),
            Line::PastFields { hat, len } => write!(f, "\"hat\" is {hat}, past the record's fields ({len} bytes)"),
            Line::From { from, hands } => {
                write!(f, "\"from\" is {from}, but the record has only {hands} hands before it")
            }
        }
    }
}

/// The system's error inside `f`, if it is one.
fn os(f: &Fault) -> Option<&std::io::Error> {
    match f {
        Fault::Create { error, .. } => Some(error),
        Fault::Write { error, .. } | Fault::Cut { error, .. } => match &**error {
            WriteError::Io(e) => Some(e),
            _ => None,
        },
        Fault::Read { error, .. } => match &**error {
            ReadError::Io(e) => Some(e),
            _ => None,
        },
        Fault::Busy { busy, .. } => match &**busy {
            Busy::Io { error, .. } => Some(error),
            _ => None,
        },
        Fault::NotKept { why, .. } => os(why),
        _ => None,
    }
}

impl Fault {
    /// The file could not be written for want of room: the disk is full.
    pub fn full(&self) -> bool {
        os(self).is_some_and(|e| {
            #[cfg(unix)]
            if e.raw_os_error() == Some(libc::ENOSPC) {
                return true;
            }
            e.kind() == std::io::ErrorKind::StorageFull
        })
    }

    /// The system does not let this program read or write there.
    pub fn denied(&self) -> bool {
        os(self).is_some_and(|e| e.kind() == std::io::ErrorKind::PermissionDenied)
    }

    /// The game is open in another nos.
    pub fn busy(&self) -> bool {
        match self {
            Fault::Busy { busy, .. } => matches!(**busy, Busy::Held { .. }),
            Fault::NotKept { why, .. } => why.busy(),
            _ => false,
        }
    }

    /// The file of a game that does not read (or is missing beside its journal):
    /// `None` when the fault is not a file that does not read.
    pub fn unread(&self) -> Option<&Path> {
        match self {
            Fault::NoRecord { journal: path, .. }
            | Fault::NoRecordBeside { dir: path, .. }
            | Fault::Read { path, .. }
            | Fault::TooLarge { path, .. }
            | Fault::NotARecord { path: Some(path), .. }
            | Fault::NoHands { path }
            | Fault::Line { path, .. }
            | Fault::Lines { path, .. } => Some(path),
            _ => None,
        }
    }

    /// `error` writing `path`.
    pub fn write(path: &Path, error: impl Into<WriteError>) -> Fault {
        Fault::Write { path: path.to_path_buf(), error: Arc::new(error.into()) }
    }

    /// `error` making the directory `path`.
    pub fn create(path: &Path, error: std::io::Error) -> Fault {
        Fault::Create { path: path.to_path_buf(), error: Arc::new(error) }
    }

    /// `error` reading `path`.
    pub fn read(path: &Path, error: ReadError) -> Fault {
        Fault::Read { path: path.to_path_buf(), error: Arc::new(error) }
    }

    /// The lock of game `id` (`None`: a new game's) not taken.
    pub fn lock(id: Option<&str>, busy: Busy) -> Fault {
        Fault::Busy { id: id.map(str::to_string), busy: Arc::new(busy) }
    }

    /// The words of the fault, unsafe characters and all (`Display` makes them safe).
    fn words(&self) -> String {
        let name = |p: &Path| p.file_name().map(|f| f.to_string_lossy().into_owned()).unwrap_or_default();
        match self {
            Fault::NoHome => "no home directory: set NOS_DATA_DIR to choose where games are kept".into(),
            Fault::NoTilde => "there is no home directory for ~ to name".into(),
            Fault::Create { path, error } => format!("cannot create {}: {error}", path.display()),
            Fault::Write { path, error } => format!("cannot write {}: {error}", path.display()),
            Fault::Cut { path, error } => format!("{}: cannot cut its torn last line: {error}", path.display()),
            Fault::Busy { id: None, busy } => busy.to_string(),
            Fault::Busy { id: Some(id), busy } => match **busy {
                Busy::Held { .. } => format!(
                    "game {id}: {busy}. It belongs to that one until it ends; meanwhile `nos new` starts another game \
                 beside it"
                ),
                _ => format!("game {id}: {busy}"),
            },
            Fault::NoGame { id } => format!("there is no unfinished game {id} (`nos resume --list` lists them)"),
            Fault::Empty { id, dir } => format!("game {id}: nothing is saved in {}", dir.display()),
            Fault::NoRecord { journal, record } => format!(
                "{}: its record ({}) is missing; the game is not read without it, and nothing of it is removed",
                journal.display(),
                name(record)
            ),
            Fault::NoRecordBeside { dir, other } => format!(
                "{}: its record (record.N.json) is missing beside {other}; the game is not read without it, and \
                 nothing of it is removed",
                dir.display()
            ),
            Fault::Read { path, error } => format!("{}: {error}", path.display()),
            Fault::TooLarge { path, limit } => {
                format!("{}: the game it holds is larger than {limit} bytes", path.display())
            }
            Fault::NotARecord { path: Some(path), why } => format!("{}: not a record: {why}", path.display()),
            Fault::NotARecord { path: None, why } => format!("not a record: {why}"),
            Fault::NoHands { path } => format!("{}: it has no \"hands\"", path.display()),
            Fault::Line { path, line, why } => format!("{}: line {line}: {why}", path.display()),
            Fault::Lines { path, lines, why } => {
                format!("{}: its {lines} lines do not give a record: {why}", path.display())
            }
            Fault::NotKept { why, still } => format!("The record could not be kept ({why}). {still}"),
        }
    }
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&safe(&self.words()))
    }
}

impl std::error::Error for Fault {}

impl From<Fault> for String {
    fn from(e: Fault) -> String {
        e.to_string()
    }
}
