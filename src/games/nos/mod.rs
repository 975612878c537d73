//! Nos, the Dutch club game: the 17 games and their announcement, a hand (declaring,
//! waiting, drawing, closing, nos, the count), penalties, the session of hands with its
//! chips, a seat's view, the game in words ([`words`], [`explain`]), and the computer
//! players ([`ai`]). Pure data in, events out:
//! nothing here touches a terminal, a file, a clock or an unseeded random generator.
//!
//! It stands on the shared domino core ([`crate::core`]): tiles, seats, matching,
//! chance and the [`Play`](crate::core::Play) contract.

pub mod action;
pub mod ai;
pub mod announce;
pub mod brief;
pub mod chips;
pub mod deal;
pub mod error;
pub mod explain;
pub mod form;
pub mod games;
pub mod hand;
pub mod hand_play;
pub mod layout;
pub mod options;
pub mod penalty;
pub mod session;
pub mod sim;
pub mod view;
pub mod words;

pub use action::{Action, Ending, Event, Events, Payment, Reason};
pub use deal::{Deal, DealError};
pub use error::Refusal;
pub use games::{Axis, Condition, Game, Plan, Rule, Shape};
pub use hand::{Actions, Hand, Phase};
pub use layout::Layout;
pub use options::Options;
pub use penalty::{Offence, Penalty};
pub use session::{resolve_tiebreak, settle, HandLog, Session, Settlement};
pub use view::View;

/// Nos is played with the double-six set.
pub const SET: crate::core::Set = crate::core::Set::DoubleSix;

/// How many tiles the set has.
pub const TILES: usize = SET.size();
