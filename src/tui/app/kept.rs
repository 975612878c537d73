//! An unfinished game read back from its slot by the opener of its game: for the
//! shared table, or for the game's own screens (Nos's).

use crate::tui::table::own::{Lent, OwnScreens};
use crate::tui::table::sitting::{Opener, Sitting};
use crate::tui::table::store::{at, Store};
use std::path::Path;

/// A kept game: at the shared table, or on the game's own screens.
pub enum Kept {
    Own(Box<dyn OwnScreens>),
    Sitting(Box<dyn Sitting>),
}

impl Store {
    /// Opens the unfinished game `id` for this program and reads it back, where it
    /// stopped; `lent` is what the App lends a game's own screens (this store among it).
    ///
    /// # Errors
    /// There is no such game, another program plays it, or it does not read.
    pub fn resume(&self, id: &str, lent: Lent) -> Result<Kept, String> {
        self.read_back(id, |o, bytes, record, meta| Some(o.resume(bytes, record, meta, lent)?.map(Kept::Own)))
    }

    /// Opens the unfinished game `id` and reads it back for the shared table, whichever
    /// game it is (the network table).
    ///
    /// # Errors
    /// As [`Store::resume`].
    pub fn resume_at_table(&self, id: &str) -> Result<Box<dyn Sitting>, String> {
        let kept =
            self.read_back(id, |o, bytes, record, meta| Some(o.reopen(bytes, record, meta)?.map(Kept::Sitting)))?;
        match kept {
            Kept::Sitting(s) => Ok(s),
            Kept::Own(_) => Err("this game is not played at the table".into()),
        }
    }

    /// The game of slot `id`, read by its opener's `own` when that reads it, else as a
    /// record at the shared table. The slot is held while the game is read back (its
    /// screens may save at once), and let go if it does not read.
    fn read_back(
        &self,
        id: &str,
        own: impl FnOnce(&dyn Opener, &[u8], &Path, &Path) -> Option<Result<Kept, String>>,
    ) -> Result<Kept, String> {
        let (slot, loaded) = self.data.open(id)?;
        let [record, _] = slot.files();
        let meta = slot.dir.join("meta.json");
        let bytes = loaded.text.into_bytes();
        self.hold(slot);
        let opener = crate::registry::of_record(&bytes).ok().and_then(|g| crate::tui::openers::opener_of(g.table()));
        let kept = match opener.and_then(|o| own(o, &bytes, &record, &meta)) {
            Some(k) => k,
            None => crate::tui::openers::open(&bytes).map(Kept::Sitting).map_err(|e| at(&record, e)),
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
