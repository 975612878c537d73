//! An unfinished game read back from its slot by the opener of its game, for the
//! table at this keyboard or the network table.

use super::App;
use crate::tui::table::sitting::{Opener, Sitting};
use crate::tui::table::store::{at, Store};
use std::path::Path;

impl Store {
    /// Opens the unfinished game `id` for this program and reads it back, where it
    /// stopped, whichever game it is.
    ///
    /// # Errors
    /// There is no such game, another program plays it, or it does not read.
    pub fn resume(&self, id: &str) -> Result<Box<dyn Sitting>, String> {
        self.read_back(id, |o, bytes, record, meta| o.reopen(bytes, record, meta))
    }

    /// As [`Store::resume`], for the network table.
    ///
    /// # Errors
    /// As [`Store::resume`].
    pub fn resume_at_table(&self, id: &str) -> Result<Box<dyn Sitting>, String> {
        self.resume(id)
    }

    /// The game of slot `id`, read by its opener's `reopen` when that reads it, else as
    /// a record at the table. The slot is held while the game is read back (its
    /// table saves at once), and let go if it does not read.
    fn read_back(
        &self,
        id: &str,
        own: impl FnOnce(&dyn Opener, &[u8], &Path, &Path) -> Option<Result<Box<dyn Sitting>, String>>,
    ) -> Result<Box<dyn Sitting>, String> {
        let (slot, loaded) = self.data.open(id)?;
        let [record, _] = slot.files();
        let meta = slot.dir.join("meta.json");
        let bytes = loaded.text.into_bytes();
        self.hold(slot);
        let opener = crate::registry::of_record(&bytes).ok().and_then(|g| crate::tui::openers::opener_of(g.table()));
        let kept = match opener.and_then(|o| own(o, &bytes, &record, &meta)) {
            Some(k) => k,
            None => crate::tui::openers::open(&bytes).map_err(|e| at(&record, e)),
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
fn blame(e: String, record: &Path, journal: Option<&(std::path::PathBuf, String)>) -> String {
    use crate::record::check::{check_bytes, Verdict};
    let Some((journal, base)) = journal else { return e };
    if check_bytes("", base.as_bytes()).1 != Verdict::Valid {
        return e;
    }
    let inner = e.strip_prefix(&format!("{}: ", crate::text::safe(&record.display().to_string()))).unwrap_or(&e);
    at(journal, format!("the game its lines give does not read: {inner}"))
}

#[cfg(test)]
mod tests;
