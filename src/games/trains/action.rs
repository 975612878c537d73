//! A decision of the seat on turn: a tile laid at a place, a draw, or a pass; and what
//! each action caused (the events).

use crate::core::action_text::Words;
use crate::core::{Seat, Tile};
use std::fmt;

/// Where a tile is laid.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Place {
    /// Mexican Train: a seat's personal train.
    Train(Seat),
    /// Mexican Train: the public train.
    Mexican,
    /// Chicken Foot: against this tile on the table (the centre, a foot's double, or a
    /// tile with a free far end).
    At(Tile),
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::Train(s) => write!(f, "train {}", s.0),
            Place::Mexican => f.write_str("the Mexican train"),
            Place::At(t) => write!(f, "at {t}"),
        }
    }
}

/// One decision.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Action {
    /// Lay `tile` with its number `touch` against the place's open number.
    Play { tile: Tile, touch: u8, place: Place },
    /// Take the next tile of the boneyard (Trains #6).
    Draw,
    /// Nothing to play and nothing to draw, or the drawn tile does not fit.
    Pass,
}

impl Action {
    /// The far end of a played tile: the number it leaves open.
    pub fn far(tile: Tile, touch: u8) -> u8 {
        tile.other(touch).unwrap_or(touch)
    }
}

impl Action {
    /// The action in words, as [`ActionText`](crate::core::action_text::ActionText)
    /// writes it: the tile, then where it goes (`train 2`, `mexican`, `at 3-3`), then
    /// the number that touches first.
    pub fn words(self) -> Words {
        match self {
            Action::Play { tile, touch, place } => {
                let at = match place {
                    Place::Train(s) => format!("train {}", s.0),
                    Place::Mexican => "mexican".into(),
                    Place::At(t) => format!("at {t}"),
                };
                Words::with(tile.to_string(), [at, format!("{touch}-{}", Action::far(tile, touch))])
            }
            Action::Draw => Words::word("draw"),
            Action::Pass => Words::word("pass"),
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Action::Play { tile, touch, place } => write!(f, "{touch}-{} {place}", Action::far(tile, touch)),
            Action::Draw => f.write_str("draw"),
            Action::Pass => f.write_str("pass"),
        }
    }
}

/// How a round ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum End {
    /// The seat laid its last tile (Trains #7).
    Out(Seat),
    /// Nobody could play or draw (Trains #8).
    Blocked,
}

/// Something an action caused.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Event {
    Played {
        seat: Seat,
        tile: Tile,
        touch: u8,
        place: Place,
    },
    Drew {
        seat: Seat,
        tile: Tile,
    },
    Passed(Seat),
    /// MT #3: a marker put on the seat's train.
    Marked(Seat),
    /// MT #3: the seat played on its own train; its marker is off.
    Unmarked(Seat),
    /// CF #4: every tile of the number is on the table; the centre's or the foot's
    /// empty places are closed.
    Closed(Tile),
    /// The round is over; every seat's count is added to its total.
    RoundOver {
        round: u8,
        end: End,
    },
    /// The last round is over.
    GameOver,
    /// The next round is dealt from its engine.
    Dealt {
        round: u8,
        engine: Tile,
    },
}
