//! Nos, the Dutch domino game: a pure rules engine, saved hands (records), and the
//! tools built on them.
//!
//! ```
//! use nos::engine::{chance, Session, Options};
//! let mut dice = chance::dice(7);
//! let deal = chance::first_deal(&mut dice, 4);
//! let mut session = Session::new(deal, vec![500; 4], Options::default()).unwrap();
//! // The seat with the highest double sets it.
//! let seat = session.hand().to_act().unwrap();
//! let set = session.hand().legal()[0];
//! session.apply(seat, set).unwrap();
//! assert_eq!(session.hand().chips().iter().sum::<i32>(), 2000);
//! ```

pub mod ai;
pub mod analyse;
pub mod bot;
pub mod dominox;
pub mod engine;
pub mod files;
pub mod learn;
pub mod parlour;
pub mod progress;
pub mod record;
pub mod registry;
pub mod sim;
pub mod store;
pub mod text;

#[cfg(feature = "tui")]
pub mod tui;

#[cfg(feature = "tui")]
pub mod cli;

#[cfg(feature = "serve")]
pub mod serve;

#[cfg(feature = "tui")]
pub mod bar;
