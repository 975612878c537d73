//! The games, one folder per family. A family is a set of games that share their rules
//! code, their records and their computer players: [`nos`] (the Dutch club game and
//! its 17 games), [`parlour`] (the line games given as presets: Block, Draw, Muggins,
//! Fives, Sebastopol, Tiddly-Wink, ...) and [`dominox`] (the board game).
//!
//! Each family keeps the [`Play`](crate::core::Play) contract and is reached by the
//! tools through its entry in [`crate::registry`], never by its name. A family imports
//! the shared core ([`crate::core`]) and no other family.

pub mod dominox;
pub mod nos;
pub mod parlour;
pub mod trains;
