//! The parlour's line games at the table: one [`open::Lines`] opener for every preset,
//! the line drawn in its true shape, the games in words and their help.

pub mod help;
pub mod open;
pub mod sit;
pub mod table;
pub mod words;
