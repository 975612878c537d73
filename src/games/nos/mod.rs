//! The domino engine: pure data in, events out. Nothing here touches a terminal, a
//! file, a clock or an unseeded random generator.
//!
//! The core every game stands on: tiles and tile sets ([`tile`]), the stock
//! ([`stock`]), matching rules ([`matching`]), layouts of arms with open ends
//! ([`arms`]), turn order ([`turn`]), the score and chip ledger ([`ledger`]), chance
//! ([`chance`]) and the contract every game keeps ([`play`]). The rules of Nos are the
//! rest of this module; the parlour's line games are in [`crate::parlour`].

pub mod action;
pub mod announce;
pub mod arms;
pub mod chance;
pub mod chips;
pub mod deal;
pub mod error;
pub mod games;
pub mod hand;
pub mod hand_play;
pub mod layout;
pub mod ledger;
pub mod matching;
pub mod options;
pub mod penalty;
pub mod play;
pub mod seat;
pub mod session;
pub mod stock;
pub mod tile;
pub mod turn;
pub mod view;

pub use action::{Action, Ending, Event, Events, Payment, Reason};
pub use deal::{Deal, DealError};
pub use error::Refusal;
pub use games::{Axis, Condition, Game, Plan, Rule, Shape};
pub use hand::{Actions, Hand, Phase};
pub use layout::{Layout, Pos};
pub use options::Options;
pub use penalty::{Offence, Penalty};
pub use play::{List, Play};
pub use seat::{Seat, Seats, MAX_SEATS, MAX_TABLE};
pub use session::{resolve_tiebreak, settle, HandLog, Session, Settlement};
pub use tile::{Tile, TileSet};
pub use view::View;
