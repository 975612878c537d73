//! A Nos game kept in its slot: saved after every action from the hand in play (read
//! back by [`crate::record::resume`]), kept among the sessions once it is settled.

use crate::record::played::Game;
use crate::tui::table::store::Store;

impl Store {
    /// Writes a Nos game in progress, hand by hand from the one in play at the last
    /// save ([`Store::save_sit`] for a game at the table).
    ///
    /// # Errors
    /// As [`Store::save_sit`].
    pub fn save(&self, g: &Game) -> Result<(), crate::store::Fault> {
        let hands = Some(g.session.logs().len());
        self.save_record(hands, &|k| g.record_from(k).to_text(), &|| g.record().to_text())
    }
}
