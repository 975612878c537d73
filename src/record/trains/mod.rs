//! Records of the train games (the parlour record format's section "The train games":
//! Mexican Train and Chicken Foot): read strictly, replayed through the engine, checked
//! by `nos check`, and written as a game is played.

pub mod bot;
pub mod check;
pub mod json;
pub mod read;
pub mod replay;
pub mod write;

pub use check::check_bytes;
pub use read::{parse, Act, Record, RoundRecord, Step};
pub use replay::{replay, Replayed};
pub use write::{play_recorded, Writer};
