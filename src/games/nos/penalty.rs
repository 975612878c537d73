//! The penalties of the rules text (P1..P18 in the rulings' table) that the program
//! charges: those it sees itself in strict club mode, and those only the table sees,
//! which the penalty desk charges by hand.

use crate::core::seat::{Seat, Seats};
use crate::core::tile::Tile;

/// An offence the program can charge, named by its number in the rulings' table.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Offence {
    /// Too few tiles at the deal.
    P1,
    /// More than two tiles too many at the deal.
    P3,
    /// On set with a double, drew instead of setting it.
    P4,
    /// Played instead of saying "I wait".
    P6,
    /// Tried to draw from the last two.
    P8,
    /// Passed with more than two tiles in the boneyard.
    P9,
    /// Passed while able to play: 80 instead of 40 (rulings #43).
    P10,
    /// A seat that is out gave advice.
    P12,
    /// Played a tile against the announced game.
    P14,
    /// Played a tile out of turn.
    P16,
    /// Hid tiles from the other players' view.
    P17,
    /// Showed one's tiles face up.
    P18,
}

impl Offence {
    /// The offences only the table sees: the penalty desk's list.
    pub const DESK: [Offence; 5] = [Offence::P1, Offence::P3, Offence::P12, Offence::P17, Offence::P18];
    /// The desk's list at a table the program deals: a seat cannot take too few tiles
    /// or too many there (P1, P3: "only when simulating manual drawing", rulings §4),
    /// so only advice from a seat that is out and tiles hidden or shown are offered.
    /// A record may still hold P1 and P3 (`at_desk`), charged at a table of real tiles.
    pub const DEALT: [Offence; 3] = [Offence::P12, Offence::P17, Offence::P18];
    /// Every offence, in the text's order.
    pub const ALL: [Offence; 12] = [
        Offence::P1,
        Offence::P3,
        Offence::P4,
        Offence::P6,
        Offence::P8,
        Offence::P9,
        Offence::P10,
        Offence::P12,
        Offence::P14,
        Offence::P16,
        Offence::P17,
        Offence::P18,
    ];

    /// "P9" and so on, as records write it.
    pub fn code(self) -> &'static str {
        match self {
            Offence::P1 => "P1",
            Offence::P3 => "P3",
            Offence::P4 => "P4",
            Offence::P6 => "P6",
            Offence::P8 => "P8",
            Offence::P9 => "P9",
            Offence::P10 => "P10",
            Offence::P12 => "P12",
            Offence::P14 => "P14",
            Offence::P16 => "P16",
            Offence::P17 => "P17",
            Offence::P18 => "P18",
        }
    }

    /// The offence of a code.
    pub fn parse(code: &str) -> Option<Offence> {
        Self::ALL.into_iter().find(|o| o.code() == code)
    }

    /// What the offender pays each other player (the text's amounts).
    pub fn amount(self) -> u32 {
        match self {
            Offence::P10 => 80,
            _ => 40,
        }
    }

    /// Whether the penalty desk charges it (the program cannot see it).
    pub fn at_desk(self) -> bool {
        Self::DESK.contains(&self)
    }

    /// The offence in a few words, for lists.
    pub fn words(self) -> &'static str {
        match self {
            Offence::P1 => "took too few tiles at the deal",
            Offence::P3 => "took more than two tiles too many at the deal",
            Offence::P4 => "drew on set while holding a double",
            Offence::P6 => "played instead of saying \"I wait\"",
            Offence::P8 => "tried to draw from the last two",
            Offence::P9 => "passed with tiles to draw in the boneyard",
            Offence::P10 => "passed while able to play",
            Offence::P12 => "gave advice while out of the game",
            Offence::P14 => "played a tile against the announced game",
            Offence::P16 => "played a tile out of turn",
            Offence::P17 => "hid tiles from the other players",
            Offence::P18 => "showed tiles face up",
        }
    }
}

/// A penalty charged: `seat` pays `amount` to each seat of `to`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Penalty {
    pub seat: Seat,
    pub to: Seats,
    pub amount: u32,
    pub offence: Offence,
    /// The tile taken back and laid face up (P6, P14, P16).
    pub tile: Option<Tile>,
    /// Tiles in the boneyard when it happened (told for P9).
    pub boneyard: u8,
}

impl Penalty {
    /// What happened, in words: "passed with 4 tiles in the boneyard (P9)".
    pub fn words(&self) -> String {
        let what = match (self.offence, self.tile) {
            (Offence::P9, _) => format!("passed with {} tiles in the boneyard", self.boneyard),
            (Offence::P6, Some(t)) => format!("played {t} instead of saying \"I wait\"; it lies face up"),
            (Offence::P14, Some(t)) => format!("played {t} against the announced game; it lies face up"),
            (Offence::P16, Some(t)) => format!("played {t} out of turn; it lies face up"),
            (o, _) => o.words().to_string(),
        };
        format!("{what} ({})", self.offence.code())
    }
}
