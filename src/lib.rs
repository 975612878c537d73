//! Nos, the Dutch domino game: a pure rules engine, saved hands (records), and the
//! tools built on them.
//!
//! ```
//! use nos::core::chance;
//! use nos::games::nos::{deal, Options, Session};
//! let mut dice = chance::dice(7);
//! let deal = deal::first_deal(&mut dice, 4);
//! let mut session = Session::new(deal, vec![500; 4], Options::default()).unwrap();
//! // The seat with the highest double sets it.
//! let seat = session.hand().to_act().unwrap();
//! let set = session.hand().legal()[0];
//! session.apply(seat, set).unwrap();
//! assert_eq!(session.hand().chips().iter().sum::<i32>(), 2000);
//! ```

pub mod ai_cli;
pub mod analyse;
pub mod bot;
pub mod core;
pub mod files;
pub mod games;
pub mod learn;
pub mod progress;
pub mod record;
pub mod registry;
pub mod store;
pub mod text;

#[cfg(feature = "tui")]
pub mod tui;

#[cfg(feature = "tui")]
pub mod cli;

#[cfg(feature = "tui")]
pub mod guide;

#[cfg(feature = "serve")]
pub mod serve;

#[cfg(feature = "tui")]
pub mod bar;
