//! The one table every game sits at: the seam ([`sitting::Sitting`]), the table screen
//! that drives it without knowing the game, its drawing, the replay viewer and the
//! analysis beside it, the layouts grown tile by tile and held still from frame to
//! frame, and the parlour's lessons at the table.

pub mod bottom;
pub mod club;
pub mod draw;
pub mod grow;
pub mod guide;
mod joint;
mod keys;
pub mod lesson;
pub mod part;
pub mod piece;
pub mod placed;
pub mod prompt;
pub mod replay;
pub mod review;
pub mod screen;
pub mod seat;
pub mod sitting;
mod slot;
pub mod store;
mod turn;
