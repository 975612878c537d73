//! The rules of Nos: pure data in, events out. Nothing here touches a terminal, a
//! file, a clock or an unseeded random generator.

pub mod action;
pub mod chance;
pub mod deal;
pub mod error;
pub mod games;
pub mod hand;
pub mod hand_play;
pub mod layout;
pub mod options;
pub mod play;
pub mod seat;
pub mod session;
pub mod tile;
pub mod view;

pub use action::{Action, Ending, Event, Events, Payment, Reason};
pub use deal::{Deal, DealError};
pub use error::Refusal;
pub use games::{Axis, Condition, Game, Plan, Rule, Shape};
pub use hand::{Actions, Hand, Phase};
pub use layout::{Layout, Pos};
pub use options::Options;
pub use play::{List, Play};
pub use seat::{Seat, Seats, MAX_SEATS};
pub use session::{resolve_tiebreak, settle, HandLog, Session, Settlement};
pub use tile::{Tile, TileSet};
pub use view::View;
