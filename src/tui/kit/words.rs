//! Words every table uses ([`crate::core::words`]): the seats by name, a line of the
//! log and what it is about, tiles and counts in words.

pub use crate::core::words::*;
