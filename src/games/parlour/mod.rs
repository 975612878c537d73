//! The parlour: the classic line games of our sources beside Nos, on the shared core
//! ([`crate::core`]), with their own layouts of arms and open ends ([`arms`]), stock
//! ([`stock`]), turn order ([`turn`]) and score ledger ([`ledger`]).
//! Each game is a [`Preset`], a value of independent rule choices; a [`Hand`] plays one
//! deal and a [`Match`] plays hand after hand to the target. Both keep the
//! [`Play`](crate::core::Play) contract.
//!
//! ```
//! use nos::core::{chance, Play};
//! use nos::games::parlour::{presets, Match, Rules};
//! let rules = Rules::of(&presets::PARTNERSHIP_BLOCK, 4).unwrap();
//! let mut dice = chance::dice(7);
//! let (mut game, _) = Match::random(rules, &mut dice);
//! // The holder of the 6-6 sets it.
//! let seat = game.to_act().unwrap();
//! let set = game.legal()[0];
//! game.apply(seat, set).unwrap();
//! assert_eq!(game.hand().arms().tiles().len(), 1);
//! ```

pub mod action;
pub mod ai;
mod apply;
pub mod arms;
pub mod deal;
pub mod game;
pub mod hand;
pub mod history;
pub mod lead;
pub mod ledger;
pub mod legal;
mod option_text;
mod play;
pub mod preset;
pub mod presets;
pub mod rules;
pub mod score;
pub mod sim;
pub mod stock;
pub mod turn;
pub mod view;

pub use action::{Action, Ending, Entry, Event, Events, Reason, Refusal, Winner};
pub use deal::{Deal, DealError};
pub use game::{HandLog, Match, Start};
pub use hand::Hand;
pub use history::{Did, History, Knock, Void};
pub use lead::{NextLead, StartError};
pub use legal::Actions;
pub use preset::{Opt, Preset};
pub use presets::{preset, PRESETS};
pub use rules::{OptValue, Options, Rules, SetupError};
pub use view::View;

/// The line games are played with the double-six set (a preset may leave tiles out of it).
pub const SET: crate::core::Set = crate::core::Set::DoubleSix;

/// How many tiles the set has.
pub const TILES: usize = SET.size();
