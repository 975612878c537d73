//! The dice of a game at the table: one generator for each use of its seed
//! ([`crate::core::chance::dice_for`]).

pub use crate::core::chance::dice_for as dice;
