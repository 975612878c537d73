//! The optional fields of ours that a game saved by this program adds to its record,
//! so that one file, written at once, holds all of the game.

use super::format::{LeftJson, RecordJson};
use super::{ferr, FormatError};
use crate::core::Level;

/// What a saved game adds to its record: the seed, who plays each seat, and the
/// declines after the last action (which actions leave out, and which resuming must
/// not ask again).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Saved {
    pub seed: Option<u64>,
    /// Per seat, one of [`SEAT_KINDS`].
    pub seats: Option<Vec<String>>,
    pub declines: u32,
    /// Players who left the session between hands, with their settlement.
    pub left: Vec<Leaver>,
}

/// A player who left between hands (rulings #42) and what it settled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Leaver {
    pub player: String,
    /// Hands of the session played when it left.
    pub after_hands: u32,
    pub chips: i32,
    /// Its chips rounded down to 20.
    pub kept: i32,
    /// What it receives (or pays, below 0) against the 500 it started with.
    pub balance: i32,
    /// The remainder it gives to the side pot, to which it has no claim.
    pub pot: i32,
}

impl Leaver {
    /// The settlement of a player leaving with `chips`.
    pub fn new(player: String, after_hands: u32, chips: i32) -> Leaver {
        let (balance, pot) = crate::games::nos::session::settle_leaver(chips);
        Leaver { player, after_hands, chips, kept: chips - pot, balance, pot }
    }
    pub(super) fn to_json(&self) -> LeftJson {
        LeftJson {
            player: self.player.clone(),
            after_hands: self.after_hands,
            chips: self.chips as i64,
            kept: self.kept as i64,
            balance: self.balance as i64,
            pot: self.pot as i64,
        }
    }
    pub(super) fn text(j: &LeftJson) -> String {
        serde_json::to_string(j).unwrap_or_default().replace("\":", "\": ").replace(",\"", ", \"")
    }
}

/// Who plays a seat: a person at the keyboard or the computer at a level, named in
/// words and in the codes of the command line and the records ([`SEAT_KINDS`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    Human,
    Computer(Level),
}

impl Kind {
    pub fn name(self) -> String {
        match self {
            Kind::Human => "human".into(),
            Kind::Computer(l) => format!("computer ({})", l.name()),
        }
    }
    pub fn parse(s: &str) -> Option<Kind> {
        match s {
            "human" => Some(Kind::Human),
            _ => Level::parse(s.strip_prefix("computer-").unwrap_or(s)).map(Kind::Computer),
        }
    }
    pub fn code(self) -> String {
        match self {
            Kind::Human => "human".into(),
            Kind::Computer(l) => format!("computer-{}", l.name()),
        }
    }
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
        let mut left = Vec::new();
        for (i, l) in j.left.iter().enumerate() {
            let chips = i32::try_from(l.chips).map_err(|_| ferr(format!("left[{i}].chips"), "out of range"))?;
            let leaver = Leaver::new(l.player.clone(), l.after_hands, chips);
            if leaver.to_json() != *l {
                return Err(ferr(
                    format!("left[{i}]"),
                    format!(
                        "{} chips settle as kept {}, balance {}, pot {}",
                        chips, leaver.kept, leaver.balance, leaver.pot
                    ),
                ));
            }
            left.push(leaver);
        }
        Ok(Saved { seed: j.seed, seats: j.seats.clone(), declines: j.declines, left })
    }
}
