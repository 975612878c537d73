//! What a seat can do, and the events an action causes.

use super::games::Game;
use super::penalty::{Offence, Penalty};
use crate::core::action_text::Words;
use crate::core::pos::Pos;
use crate::core::seat::Seat;
use crate::core::tile::{Tile, TileSet};
use arrayvec::ArrayVec;
use std::fmt;

/// One decision of the seat acting.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Action {
    /// Take the next tile of the boneyard.
    Draw,
    /// Play the set tile, `first` on side W and `second` on side E.
    Set { first: u8, second: u8 },
    /// Name the game.
    Announce(Game),
    /// Show all one's doubles and be paid for them.
    Declare,
    /// Place a tile: `touch` against the open end at `at`, `open` left free.
    /// `immediate` marks a double played at once on the set tile, out of turn.
    Play { at: Pos, touch: u8, open: u8, immediate: bool },
    /// "I wait": miss this turn for a double played at once on the set tile.
    Wait,
    /// No tile fits and only the last two are left.
    Pass,
    /// "I close": nothing more can be played this hand.
    Close,
    /// Let the optional decision now offered go by: declaring, a double at once on the
    /// set tile, or closing after one's play. Records leave it unwritten.
    Decline,
}

impl Action {
    /// The tile a play or set puts down.
    pub fn tile(&self) -> Option<Tile> {
        match *self {
            Action::Set { first, second } => crate::games::nos::SET.tile(first, second),
            Action::Play { touch, open, .. } => crate::games::nos::SET.tile(touch, open),
            _ => None,
        }
    }
}

impl Action {
    /// The action in words, as [`ActionText`](crate::core::action_text::ActionText)
    /// writes it: the tile, then the end it goes to, then the number that touches it
    /// (the set tile: the way it lies, west first), then `at once`; a game announced
    /// by its number, then its name.
    pub fn words(self) -> Words {
        let tile = |a: u8, b: u8| crate::games::nos::SET.tile(a, b).map_or_else(String::new, |t| t.to_string());
        match self {
            Action::Draw => Words::word("draw"),
            Action::Set { first, second } => Words::with(tile(first, second), [format!("{first}-{second}")]),
            Action::Announce(g) => Words::with(format!("announce {}", g.number()), [g.describe()]),
            Action::Declare => Words::word("declare"),
            Action::Play { at, touch, open, immediate } => Words::with(
                tile(touch, open),
                [at.to_string(), format!("{touch}-{open}")].into_iter().chain(immediate.then(|| "at once".to_string())),
            ),
            Action::Wait => Words::word("wait"),
            Action::Pass => Words::word("pass"),
            Action::Close => Words::word("close"),
            Action::Decline => Words::word("no"),
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Draw => f.write_str("draw"),
            Action::Set { first, second } => write!(f, "set {first}-{second}"),
            Action::Announce(g) => write!(f, "announce {g}"),
            Action::Declare => f.write_str("declare doubles"),
            Action::Play { at, touch, open, immediate } => {
                write!(f, "play {touch}-{open} at {at}{}", if *immediate { " at once" } else { "" })
            }
            Action::Wait => f.write_str("I wait"),
            Action::Pass => f.write_str("pass"),
            Action::Close => f.write_str("I close"),
            Action::Decline => f.write_str("no"),
        }
    }
}

/// Why chips changed hands.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Reason {
    /// The set was a double from the hand.
    SetDouble,
    /// The set was a double drawn from the boneyard: paid twice.
    SetDrawnDouble,
    /// The set was a drawn tile that is not a double: the seat on set pays its spots.
    SetDrawnTile,
    /// Doubles declared (how many).
    Declared(u8),
    /// A double played at once on the set tile.
    DoubleOnSet,
    /// A double played on the tile the predecessor just played.
    DoubleOnPredecessor,
    /// The first seat out of tiles.
    Nos,
    /// A correct close.
    CorrectClose,
    /// A wrong close.
    WrongClose,
    /// The final count.
    Count,
    /// A penalty of the rules text (strict club mode, or the penalty desk).
    Penalty(Offence),
}

impl Reason {
    pub fn words(&self) -> String {
        match self {
            Reason::SetDouble => "double set from the hand".into(),
            Reason::SetDrawnDouble => "drawn double set, paid twice".into(),
            Reason::SetDrawnTile => "drawn set tile is not a double".into(),
            Reason::Declared(k) => format!("{k} doubles declared"),
            Reason::DoubleOnSet => "double on the set tile".into(),
            Reason::DoubleOnPredecessor => "double on the predecessor's tile".into(),
            Reason::Nos => "nos".into(),
            Reason::CorrectClose => "correct close".into(),
            Reason::WrongClose => "wrong close".into(),
            Reason::Count => "final count".into(),
            Reason::Penalty(o) => format!("{} ({})", o.words(), o.code()),
        }
    }
}

/// A transfer of chips.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Payment {
    pub from: Seat,
    pub to: Seat,
    pub amount: u32,
    pub reason: Reason,
}

/// How a hand ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Ending {
    /// Only one seat, `holder`, still held tiles.
    OneLeft { holder: Seat },
    /// Seat `by` closed correctly.
    Closed { by: Seat },
    /// The boneyard was down to the last two and nobody holding tiles could play:
    /// after they had all passed (`passed`), or at once, after a play or a draw.
    Blocked { passed: bool },
}

impl Ending {
    /// How the hand ended, in the log's words; the count says a blocked hand alike
    /// ([`super::words::ended`]): "all passed" only when everyone did.
    pub fn words(&self) -> &'static str {
        match self {
            Ending::OneLeft { .. } => "one seat left holding tiles",
            Ending::Closed { .. } => "closed",
            Ending::Blocked { passed: true } => "blocked: nobody could play, all passed",
            Ending::Blocked { passed: false } => "blocked: nobody could play or draw",
        }
    }
}

/// Something that happened.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Event {
    Drew {
        seat: Seat,
        tile: Tile,
    },
    Set {
        seat: Seat,
        tile: Tile,
    },
    Announced {
        seat: Seat,
        game: Game,
    },
    Declared {
        seat: Seat,
        doubles: TileSet,
    },
    Placed {
        seat: Seat,
        tile: Tile,
        at: Pos,
        open: u8,
        immediate: bool,
    },
    Waited {
        seat: Seat,
    },
    Passed {
        seat: Seat,
    },
    Declined {
        seat: Seat,
    },
    Closed {
        seat: Seat,
        correct: bool,
    },
    Out {
        seat: Seat,
        nos: bool,
    },
    Paid(Payment),
    /// A penalty charged; the payments follow as `Paid` events.
    Penalty(Penalty),
    Ended {
        how: Ending,
    },
}

/// The events of one action; never more than this many.
pub type Events = ArrayVec<Event, 48>;
