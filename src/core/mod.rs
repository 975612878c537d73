//! What every game shares: tiles of every set up to double-twelve, the sets, and tile
//! sets of any width ([`tile`]), seats ([`seat`]), the sides of a set tile ([`pos`]),
//! the one matching rule ([`matching`]), chance from a seeded
//! generator ([`chance`]), the contract every game keeps ([`play`]), and the pieces the
//! computer players and the tools share: the playing strength ([`Level`]), seeded
//! sample streams and statistics ([`stat`]), the bench clock ([`bench`](mod@bench)), and the words of a game's log ([`words`]).
//!
//! Nothing here knows a game: the games are in [`crate::games`], and this module imports
//! none of them.

pub mod action_text;
pub mod bench;
pub mod chance;
pub mod contest;
pub mod judged;
pub mod level;
pub mod matching;
pub mod option;
pub mod play;
pub mod pos;
pub mod run;
pub mod seat;
pub mod stat;
pub mod tile;
pub mod words;

pub use action_text::ActionText;
pub use level::Level;
pub use play::{List, Play};
pub use pos::Pos;
pub use seat::{Seat, Seats, MAX_SEATS, MAX_TABLE};
pub use tile::{Set, Tile, TileSet};
