//! Dominox, the two-player domino game on an 8x8 board (parlour rulings §2.10).
//!
//! Each player places tiles on two neighbouring squares so that every half touching
//! other tiles matches one of them; at the end each empty area of the board scores to
//! the colour most of its squares have. The board is a `u64` of covered squares and
//! one `u64` per number; legal placements come from masks, never allocated.
//!
//! For records and replays, every chance outcome is an input: [`Dominox::new`] takes
//! each seat's 8 tiles, the 12 others in drawing order and the lead, and refuses a deal
//! the rules refuse with a [`DealError`] (no double dealt, a lead that does not hold the
//! lowest double, wrong sizes, a tile twice). An action is [`Action::Place`] of a
//! [`Placement`] (the tile first-number-first and the squares of the first and second
//! number, `a1`..`h8` read and written by [`Square`]) or [`Action::Pass`]; the end-of-turn
//! draw is automatic. [`Dominox::check`] says why an action would be refused,
//! [`Dominox::is_over`] and [`Dominox::scores`] (`[White, Black]`) tell the end, and
//! [`Dominox::turn`] after the end names the seat from which the passes that show it
//! would be written.
//!
//! ```
//! use nos::games::dominox::{Dominox, Action, Placement};
//! use nos::core::{Play, Seat};
//! let mut g = Dominox::seeded(7);
//! let seat = g.to_act().unwrap();
//! // The lead's first move is its lowest double, anywhere.
//! let d = g.lead_tile().unwrap();
//! let first = Placement::new(d.low(), d.high(), ["d4".parse().unwrap(), "d5".parse().unwrap()]).unwrap();
//! g.apply(seat, Action::Place(first)).unwrap();
//! assert_eq!(g.boneyard_left(), 11);
//! ```

pub mod ai;
pub mod areas;
pub mod board;
pub mod deal;
pub mod error;
pub mod game;
pub mod moves;
pub mod placement;
pub mod sim;
pub mod square;
pub mod view;

pub use areas::{areas, score, Area};
pub use board::{Board, Misfit, Numbers, PositionError, Touching};
pub use deal::Deal;
pub use error::{DealError, Refusal};
pub use game::{Dominox, Event, Events, Outcome};
pub use moves::{Actions, Fit};
pub use placement::{Action, Placement, PlacementError};
pub use square::{Colour, Dir, Square, SquareParseError};
pub use view::View;

/// Dominox is played with the double-six set.
pub const SET: crate::core::Set = crate::core::Set::DoubleSix;

/// How many tiles the set has.
pub const TILES: usize = SET.size();

/// How many numbers its tiles show: the length of a per-number table.
pub const NUMBERS: usize = SET.numbers();
