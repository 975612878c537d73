//! What a seat can do in a line game, the events an action causes, and why an action
//! is refused.

use crate::core::action_text::Words;
use crate::core::pos::Pos;
use crate::core::seat::{Seat, Seats};
use crate::core::tile::Tile;
use crate::games::parlour::arms::{Lay, Misfit};
use crate::games::parlour::ledger::Move;
use arrayvec::ArrayVec;
use std::fmt;

/// One decision of the seat acting.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Action {
    /// The hand's first tile: `first` shows on `W`, `second` on `E`; `lay` when it is
    /// the sniff.
    Lead { first: u8, second: u8, lay: Option<Lay> },
    /// A tile at an open end: `touch` against it, `open` left free; `lay` when it
    /// becomes the sniff.
    Play { at: Pos, touch: u8, open: u8, lay: Option<Lay> },
    /// Take the next tile of the boneyard.
    Draw,
    /// No legal play and nothing to draw.
    Pass,
    /// Decline the second play after a double (Tiddly-Wink).
    EndTurn,
}

impl Action {
    /// The tile a lead or play puts down.
    pub fn tile(&self) -> Option<Tile> {
        match *self {
            Action::Lead { first, second, .. } => crate::games::parlour::SET.tile(first, second),
            Action::Play { touch, open, .. } => crate::games::parlour::SET.tile(touch, open),
            _ => None,
        }
    }
}

impl Action {
    /// The action in words, as [`ActionText`](crate::core::action_text::ActionText)
    /// writes it: the tile, then the end it goes to, then the number that touches it
    /// first (a lead: the way it lies, west first), then how it lies as the sniff.
    pub fn words(self) -> Words {
        let lay = |l: Option<Lay>| l.map(|l| l.word().to_string());
        match self {
            Action::Lead { first, second, lay: l } => Words::with(
                crate::games::parlour::SET.tile(first, second).map_or_else(String::new, |t| t.to_string()),
                [format!("{first}-{second}")].into_iter().chain(lay(l)),
            ),
            Action::Play { at, touch, open, lay: l } => Words::with(
                crate::games::parlour::SET.tile(touch, open).map_or_else(String::new, |t| t.to_string()),
                [at.to_string(), format!("{touch}-{open}")].into_iter().chain(lay(l)),
            ),
            Action::Draw => Words::word("draw"),
            Action::Pass => Words::word("pass"),
            Action::EndTurn => Words::word("end turn"),
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lay = |l: &Option<Lay>| l.map(|l| format!(" {}", l.word())).unwrap_or_default();
        match self {
            Action::Lead { first, second, lay: l } => write!(f, "lead {first}-{second}{}", lay(l)),
            Action::Play { at, touch, open, lay: l } => write!(f, "play {touch}-{open} at {at}{}", lay(l)),
            Action::Draw => f.write_str("draw"),
            Action::Pass => f.write_str("pass"),
            Action::EndTurn => f.write_str("end turn"),
        }
    }
}

/// Why points or chips moved.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Reason {
    /// Bergen: both ends alike (2), with a double at one (3).
    Header(u8),
    /// Sniff and the fives games: the count of the open ends, a multiple of 5.
    Muggins(u32),
    /// Fives and Threes: the count of the open ends, scoring `c/3 + c/5`.
    Threes(u32),
    /// A score not added, since it would pass the target that must be hit exactly
    /// (F&3 #8): the points, and the count they were for (`None`: the chip point).
    Void { points: u32, of: Option<u32> },
    /// The hand won by going out.
    Out,
    /// The hand won in a block, by the lowest count.
    Block,
    /// Chips into the pool before the deal.
    Ante,
    /// The pool taken by the winner, or a share of it.
    Pool,
}

impl Reason {
    pub fn words(&self) -> String {
        match self {
            Reason::Header(2) => "double-header".into(),
            Reason::Header(_) => "triple-header".into(),
            Reason::Muggins(c) => format!("ends total {c}"),
            Reason::Threes(c) => format!("ends total {c}: {}", threes_words(*c)),
            Reason::Void { points, of: Some(c) } => format!("void: {points} for ends total {c} would pass the target"),
            Reason::Void { points, of: None } => format!("void: {points} for going out would pass the target"),
            Reason::Out => "out".into(),
            Reason::Block => "lowest count in a block".into(),
            Reason::Ante => "ante".into(),
            Reason::Pool => "pool".into(),
        }
    }
}

impl Reason {
    /// The count of the open ends a score is for, if it is for one.
    pub fn count(&self) -> Option<u32> {
        match *self {
            Reason::Muggins(c) | Reason::Threes(c) => Some(c),
            _ => None,
        }
    }
}

/// How a Fives and Threes count scores, in words: "five threes and three fives".
pub fn threes_words(c: u32) -> String {
    const N: [&str; 13] =
        ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
    let say = |k: u32, what: &str| {
        let n = N.get(k as usize).map_or_else(|| k.to_string(), |w| w.to_string());
        if k == 1 {
            format!("{n} {what}")
        } else {
            format!("{n} {what}s")
        }
    };
    let mut parts = Vec::new();
    if c.is_multiple_of(3) {
        parts.push(say(c / 3, "three"));
    }
    if c.is_multiple_of(5) {
        parts.push(say(c / 5, "five"));
    }
    if parts.is_empty() {
        "neither threes nor fives".into()
    } else {
        parts.join(" and ")
    }
}

/// A change of the scores or chips.
pub type Entry = Move<Reason>;

/// Who won a blocked hand.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Winner {
    /// The account (a seat, or a side) with the lowest count.
    One(u8),
    /// Several seats tied for the lowest count and share the pool.
    Shared(Seats),
    /// Tied for the lowest count: nobody scores.
    Nobody,
}

/// How a hand ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Ending {
    /// A seat played its last tile.
    Out(Seat),
    /// Nobody could play and nothing could be drawn.
    Blocked(Winner),
    /// A score during play reached the match target.
    Target,
}

/// Something that happened.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Event {
    Led {
        seat: Seat,
        first: u8,
        second: u8,
        lay: Option<Lay>,
    },
    Placed {
        seat: Seat,
        at: Pos,
        touch: u8,
        open: u8,
        lay: Option<Lay>,
    },
    /// A tile drawn: private to the drawer.
    Drew {
        seat: Seat,
        tile: Tile,
    },
    Passed {
        seat: Seat,
    },
    EndedTurn {
        seat: Seat,
    },
    /// Points or chips moved.
    Scored(Entry),
    Ended(Ending),
}

/// The events of one action; never more than this many.
pub type Events = ArrayVec<Event, 24>;

/// An action the rules do not allow now; the state is left as it was.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum Refusal {
    #[error("the hand is over")]
    Over,
    #[error("{0} is not a seat at this table")]
    NoSuchSeat(Seat),
    #[error("it is not {seat}'s turn: {expected} acts now")]
    NotYourTurn { seat: Seat, expected: Seat },
    #[error("the hand begins with the lead tile")]
    LeadFirst,
    #[error("the lead tile is down: play at an open end")]
    AlreadyLed,
    #[error("the lead must set {0}")]
    MustLead(Tile),
    #[error("{0} is not in the hand")]
    NotInHand(Tile),
    #[error(transparent)]
    Misfit(#[from] Misfit),
    #[error("the drawn {0} must be played")]
    MustPlayDrawn(Tile),
    #[error("nothing is drawn in this game")]
    NoDrawing,
    #[error("nothing is left to draw")]
    NothingToDraw,
    #[error("{0} can be played: no drawing while able to play")]
    DrawWhileAble(Tile),
    #[error("{0} can be played: no passing while able to play")]
    PassWhileAble(Tile),
    #[error("a tile can be drawn: no passing before drawing")]
    PassBeforeDrawing,
    #[error("after a double: play once more or end the turn")]
    SecondPlay,
    #[error("there is no second play to decline")]
    NoSecondPlay,
}
