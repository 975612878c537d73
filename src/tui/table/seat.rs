//! Who plays each seat at the table: a person at the keyboard or the computer at a
//! level, as the records name it ([`crate::record::Kind`]).

pub use crate::record::Kind;
