//! Records: hands saved as JSON (format v1), read strictly, written exactly, and
//! replayed through the engine.

pub mod bot;
pub mod check;
mod count;
mod desk;
pub(crate) mod due;
pub(crate) mod error;
pub mod format;
mod game;
pub mod leaving;
pub mod out;
mod out_of_turn;
pub mod parlour;
pub mod played;
mod read;
mod replay;
pub mod resume;
pub mod saved;
mod session;
pub mod trains;
mod types;
mod write;

pub use count::at_count;
pub use error::{FormatError, Part, Reason, Unplayable};
pub use game::{game_from_json, game_to_json};
pub use read::{CHIPS, MAX_BYTES, MAX_CHIPS, START_CHIPS};
pub use replay::{replay, CheckFailure, HandSummary, Outcome, Replay};
pub use saved::{Kind, Leaver, Saved, SEAT_KINDS};
pub use types::{Expect, HandRecord, Record, Step};
pub use write::step_to_json;

use error::ferr;
