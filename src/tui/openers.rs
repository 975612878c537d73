//! The one place where the terminal meets a game: the opener of each kind of table a
//! registry entry names ([`crate::registry::Table`]), and a record opened or replayed
//! by the opener of its game. Kept apart from [`crate::tui::table::sitting`], the seam itself, so
//! that the games behind the seam depend on it and it on none of them.

use crate::registry::Table;
use crate::tui::table::sitting::{Opener, Sitting, Unplayable};

/// The opener of a kind of table: the one place where the terminal meets a game,
/// by the kind its registry entry names.
pub fn opener_of(table: Table) -> Option<&'static dyn Opener> {
    match table {
        Table::Line(_) => Some(&crate::tui::line::open::Lines),
        Table::Board => Some(&crate::tui::board::sit::Boards),
        Table::Nos => Some(&crate::tui::nos::open::Opening),
        Table::Trains => Some(&crate::tui::trains::sit::Trains),
    }
}

/// The opener of a game, if the table plays it through the seam: its id resolved
/// once, in the registry.
pub fn opener(game: &str) -> Option<&'static dyn Opener> {
    crate::registry::find(game).and_then(|g| opener_of(g.table()))
}

/// The opener of the game a record is of, resolved by the registry.
fn record_opener(bytes: &[u8]) -> Result<&'static dyn Opener, Unplayable> {
    let game = crate::registry::of_record(bytes)?;
    opener_of(game.table()).ok_or(Unplayable::NotAtTable { game: game.name() })
}

/// The game a record holds, by the opener of its game.
///
/// # Errors
/// No opener reads it, or the one that does refuses it.
pub fn open(bytes: &[u8]) -> Result<Box<dyn Sitting>, Unplayable> {
    record_opener(bytes)?.open(bytes).unwrap_or(Err(Unplayable::Unread))
}

/// The frames of a record, by the opener of its game.
///
/// # Errors
/// As [`open`].
pub fn frames(bytes: &[u8]) -> Result<Vec<Box<dyn Sitting>>, Unplayable> {
    record_opener(bytes)?.frames(bytes).unwrap_or(Err(Unplayable::Unread))
}

/// Where every step of a record stands and the frames `keep`, by the opener of its
/// game: what the replay viewer makes its frames with.
///
/// # Errors
/// As [`open`].
pub fn film(bytes: &[u8], keep: std::ops::Range<usize>) -> Result<crate::tui::table::sitting::Film, Unplayable> {
    record_opener(bytes)?.film(bytes, keep).unwrap_or(Err(Unplayable::Unread))
}
