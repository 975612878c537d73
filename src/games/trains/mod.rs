//! The train games on the larger sets (rulings-trains.md): **Mexican Train** on the
//! double-twelve set, trains growing from the engine, one per seat and the Mexican
//! train, doubles to be covered; and **Chicken Foot** on the double-nine, a centre that
//! opens four ways and a foot of three toes on every double. A game is a round per
//! double from the top down; each round's count is added to a seat's total, and the
//! lowest total wins.
//!
//! Each game is a value of rule choices ([`Rules`]: [`Kind`], the set, rounds, hand,
//! the double blank's count, the centre's size); one state machine plays both
//! ([`Round`], the table a [`Layout`] of [`Trains`] or a [`Foot`]), and [`Game`] keeps
//! the [`Play`](crate::core::Play) contract over the rounds.
//!
//! ```
//! use nos::games::trains::{Game, Kind, Rules};
//! use nos::core::Play;
//! let mut g = Game::seeded(Rules::of(Kind::Mexican, 4).unwrap(), 7);
//! assert_eq!(g.round().engine().to_string(), "12-12");
//! let mut rng = nos::core::chance::dice(1);
//! g.playout(&mut rng);
//! assert!(g.finished());
//! assert_eq!(g.round().round(), 13);
//! ```

pub mod action;
pub mod ai;
pub mod deal;
pub mod foot;
pub mod game;
pub mod lines;
pub mod refusal;
pub mod round;
pub mod rules;
pub mod sim;
pub mod view;

pub use action::{Action, End, Event, Place};
pub use deal::{Deal, DealError};
pub use foot::Foot;
pub use game::Game;
pub use lines::Trains;
pub use refusal::Refusal;
pub use round::{Actions, Events, Layout, Round};
pub use rules::{Choices, Kind, Rules, SetupError};
pub use view::View;
