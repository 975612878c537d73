//! An unfinished game read back from its slot: a game behind the seam by the opener of
//! its game, or a Nos game for Nos's own screens.

use crate::tui::nos::game::Game;
use crate::tui::nos::kept::load;
use crate::tui::table::store::{at, Store};

/// A kept game: Nos, or a game behind the seam.
pub enum Kept {
    Nos(Box<Game>),
    Sitting(Box<dyn crate::tui::table::sitting::Sitting>),
}

impl Store {
    /// Opens the unfinished game `id` for this program and reads it back.
    ///
    /// # Errors
    /// There is no such game, another program plays it, or it does not read.
    pub fn resume(&self, id: &str) -> Result<Kept, String> {
        let (slot, loaded) = self.data.open(id)?;
        let [record, _] = slot.files();
        let meta = slot.dir.join("meta.json");
        let bytes = loaded.text.into_bytes();
        let kept = if crate::tui::table::sitting::peek(&bytes).0.as_deref() == Some(crate::record::parlour::FORMAT) {
            crate::tui::openers::open(&bytes).map(Kept::Sitting).map_err(|e| at(&record, e))?
        } else {
            Kept::Nos(Box::new(load(&bytes, &record, &meta)?))
        };
        self.hold(slot);
        Ok(kept)
    }
}

#[cfg(test)]
mod tests;
