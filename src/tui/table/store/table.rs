//! The table's options that the record has no field for, kept beside the record in
//! the game's slot (`table.json`): "hints in strict mode" is the table's, not the
//! game's, and the published record format has no place for it. A resumed game
//! reads it back; a slot without the file is a table with every such option off.

use super::Store;
use serde::{Deserialize, Serialize};

/// The file in the slot.
pub const FILE: &str = "table.json";

/// The most the file may hold.
const BYTES: u64 = 4 << 10;

/// The options of the table kept in the slot.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Table {
    /// The hint key works in strict club mode.
    #[serde(default)]
    pub hints_in_strict: bool,
}

impl Store {
    /// Keeps the table's options in the game's slot, once it has one; written again
    /// only when they differ from what the slot holds.
    ///
    /// # Errors
    /// The file cannot be written.
    pub fn keep_table(&self, t: Table) -> Result<(), crate::store::Fault> {
        let Some(dir) = super::held(&self.slot).as_ref().map(|s| s.dir.clone()) else { return Ok(()) };
        if self.table() == t {
            return Ok(());
        }
        let path = dir.join(FILE);
        let text =
            serde_json::to_string(&t).map_err(|e| crate::store::Fault::write(&path, std::io::Error::other(e)))?;
        super::write_atomic(&path, text.as_bytes(), &self.data.room)
    }

    /// The table's options kept in the game's slot: all off when there are none, or
    /// when the file does not read (the hint key is then off, as by default).
    pub fn table(&self) -> Table {
        let Some(dir) = super::held(&self.slot).as_ref().map(|s| s.dir.clone()) else { return Table::default() };
        crate::files::own(&dir.join(FILE), BYTES).ok().and_then(|b| serde_json::from_slice(&b).ok()).unwrap_or_default()
    }
}
