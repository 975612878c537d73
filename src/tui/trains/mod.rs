//! The train games at the table (Table::Trains): Mexican Train's engine and trains,
//! Chicken Foot's centre and feet, drawn as rows of tiles that hold still.

pub mod sit;
pub mod table;
pub mod words;
