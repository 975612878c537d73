//! An unfinished game read back from its slot by the opener of its game, for the
//! table at this keyboard or the network table.

use super::App;
use crate::tui::table::sitting::{Opener, Sitting, Unread};
use crate::tui::table::store::{at, Store};
use std::fmt;
use std::path::{Path, PathBuf};

/// Why a kept game is not resumed: told apart by the table, said to the player in
/// the words of each part (`Display`).
#[derive(Debug)]
pub enum Unkept {
    /// There is no such game, another program plays it, or its slot's files do not
    /// read (the record missing, a journal line out of its place): the store's fault.
    Slot(crate::store::Fault),
    /// The game's own reading of its slot refuses it ([`Opener::reopen`]): which
    /// file, and why.
    Unread(Unread),
    /// The record read by its game's opener does not read or replay: the record, and
    /// why ([`crate::record::Unplayable`]: its line and field, or the action refused).
    Record { file: PathBuf, why: crate::record::Unplayable },
    /// The record alone reads, but the game its journal's lines give does not: the
    /// journal is named, and what is wrong with that game (said without the record's
    /// name, which it is not).
    Journal { file: PathBuf, record: PathBuf, why: Box<Unkept> },
}

impl Unkept {
    /// What is wrong, without the file at fault when it is `record` (a journal line's
    /// game is said under the journal's name).
    fn why_in(&self, record: &Path) -> String {
        match self {
            Unkept::Unread(u) if u.file == record => u.why(),
            Unkept::Record { file, why } if file == record => crate::text::safe(&why.to_string()).into_owned(),
            e => e.to_string(),
        }
    }
}

impl fmt::Display for Unkept {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unkept::Slot(e) => write!(f, "{e}"),
            Unkept::Unread(u) => write!(f, "{u}"),
            Unkept::Record { file, why } => f.write_str(&at(file, why)),
            Unkept::Journal { file, record, why } => {
                f.write_str(&at(file, format!("the game its lines give does not read: {}", why.why_in(record))))
            }
        }
    }
}

impl std::error::Error for Unkept {}

impl From<Unkept> for String {
    fn from(e: Unkept) -> String {
        e.to_string()
    }
}

impl Store {
    /// Opens the unfinished game `id` for this program and reads it back, where it
    /// stopped, whichever game it is.
    ///
    /// # Errors
    /// There is no such game, another program plays it, or it does not read.
    pub fn resume(&self, id: &str) -> Result<Box<dyn Sitting>, Unkept> {
        self.read_back(id, |o, bytes, record, meta| o.reopen(bytes, record, meta))
    }

    /// As [`Store::resume`], for the network table.
    ///
    /// # Errors
    /// As [`Store::resume`].
    pub fn resume_at_table(&self, id: &str) -> Result<Box<dyn Sitting>, Unkept> {
        self.resume(id)
    }

    /// The game of slot `id`, read by its opener's `reopen` when that reads it, else as
    /// a record at the table. The slot is held while the game is read back (its
    /// table saves at once), and let go if it does not read.
    fn read_back(
        &self,
        id: &str,
        own: impl FnOnce(&dyn Opener, &[u8], &Path, &Path) -> Option<Result<Box<dyn Sitting>, Unread>>,
    ) -> Result<Box<dyn Sitting>, Unkept> {
        let (slot, loaded) = self.data.open(id).map_err(Unkept::Slot)?;
        let [record, _] = slot.files();
        let meta = slot.dir.join("meta.json");
        let bytes = loaded.text.into_bytes();
        self.hold(slot);
        let opener = crate::registry::of_record(&bytes).ok().and_then(|g| crate::tui::openers::opener_of(g.table()));
        let kept = match opener.and_then(|o| own(o, &bytes, &record, &meta)) {
            Some(k) => k.map_err(Unkept::Unread),
            None => crate::tui::openers::open(&bytes).map_err(|why| Unkept::Record { file: record.clone(), why }),
        };
        match kept {
            Ok(k) => Ok(k),
            Err(e) => {
                self.let_go();
                Err(blame(e, &record, loaded.journal.as_ref()))
            }
        }
    }
}

impl App {
    /// A kept game resumed at the table where it stopped, with the table's options
    /// kept in its slot (hints in strict mode).
    pub fn resumed(&mut self, mut sit: Box<dyn Sitting>) {
        let hints = self.store.as_ref().is_some_and(|s| s.table().hints_in_strict);
        if let Some(c) = sit.club_mut() {
            let strict = c.strict();
            let _ = c.set_rules(strict, hints);
        }
        self.sit(sit);
    }
}

/// The refusal `e` of a game read back from `record` and its journal: when the record
/// alone reads, the journal's lines are what is refused, and the journal is named.
fn blame(e: Unkept, record: &Path, journal: Option<&(PathBuf, String)>) -> Unkept {
    use crate::record::check::{check_bytes, Verdict};
    let Some((journal, base)) = journal else { return e };
    if check_bytes("", base.as_bytes()).1 != Verdict::Valid {
        return e;
    }
    Unkept::Journal { file: journal.clone(), record: record.to_path_buf(), why: Box::new(e) }
}

#[cfg(test)]
mod tests;
