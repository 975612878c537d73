//! The optional fields of ours that a game saved by this program adds to its record,
//! so that one file, written at once, holds all of the game.

use super::format::RecordJson;
use super::{ferr, FormatError};

/// What a saved game adds to its record: the seed, who plays each seat, and the
/// declines after the last action (which actions leave out, and which resuming must
/// not ask again).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Saved {
    pub seed: Option<u64>,
    /// Per seat, one of [`SEAT_KINDS`].
    pub seats: Option<Vec<String>>,
    pub declines: u32,
}

/// The words `"seats"` may hold.
pub const SEAT_KINDS: [&str; 4] = ["human", "computer-easy", "computer-normal", "computer-strong"];

impl Saved {
    /// Reads the fields of a record of `n` players.
    ///
    /// # Errors
    /// `seats` does not name one kind per player, or names a kind there is not.
    pub(super) fn from_json(j: &RecordJson, n: usize) -> Result<Saved, FormatError> {
        if let Some(seats) = &j.seats {
            if seats.len() != n {
                return Err(ferr("seats", format!("one per player: {n}, not {}", seats.len())));
            }
            for (i, s) in seats.iter().enumerate() {
                if !SEAT_KINDS.contains(&s.as_str()) {
                    return Err(ferr(format!("seats[{i}]"), format!("one of {SEAT_KINDS:?}, not {s:?}")));
                }
            }
        }
        Ok(Saved { seed: j.seed, seats: j.seats.clone(), declines: j.declines })
    }
}
