//! Dominox at the table: its board drawn as a chessboard and the cursor that places a
//! tile on it.

pub mod grid;
pub mod pick;
pub mod sit;
pub mod table;
