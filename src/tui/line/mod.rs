//! The parlour's line games at the table: one [`sit::Lines`] opener for every preset,
//! the line drawn in its true shape, the games in words and their help.

pub mod help;
pub mod sit;
pub mod table;
pub mod words;
