//! The pieces every screen uses and that know no game: keys and the mouse, text
//! fitted to its columns, clickable areas, panels, tiles as text, scrolling, the
//! hand-over's lock and the clock it reads, and the terminal itself.

pub mod columns;
pub mod dice;
pub mod fit;
pub mod hand_over;
pub mod hits;
pub mod input;
pub mod panels;
pub mod refused;
pub mod scroll;
pub mod term;
pub mod tiles;
pub mod widgets;
pub mod words;
pub mod worth;
