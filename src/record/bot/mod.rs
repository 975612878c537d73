//! A game's side of the bot protocol (`nos bot`, `docs/protocol.md`): the view a request
//! carries, one seat's knowledge written as a record's hand would be, read and checked
//! into a position ([`Setup`]) or rebuilt into a hand the rules accept, and asked for
//! its legal actions, a decision and a check. A registry entry hands out its game's
//! side ([`Family`]; `registry::Game::bot`), so that the protocol (`src/bot/`) never
//! matches on a game or its kind of table. The parlour's and Nos's sides are here; the
//! train games' is in their own record folder (`record/trains/bot.rs`).

pub mod board;
pub mod line;
pub mod nos;
pub mod nos_rebuild;
pub mod nos_view;
pub mod parlour;
pub mod rebuild;
pub mod referee;
pub mod view;

use crate::core::chance::Dice;
use crate::core::play::Setup;
use crate::core::Level;
use serde_json::{Map, Value};
pub use view::{Fault, Known, ViewJson};

/// A game's side of the protocol: a view read and rebuilt into a table the bot can ask.
/// Its registry entry hands it out (`registry::Game::bot`).
pub trait Family: Sync {
    /// The hand of `view` (the request's `view`, its `game` this family's), as the rules
    /// accept it, seen by its seat.
    ///
    /// # Errors
    /// The view is not one the rules allow: the field at fault.
    fn table(&self, view: Value) -> Result<Box<dyn Table>, Fault>;
}

/// A rebuilt hand, seen by the view's seat.
pub trait Table {
    /// The view's seat.
    fn seat(&self) -> u8;
    fn to_act(&self) -> Option<u8>;
    fn over(&self) -> bool;
    /// Once nobody can play (a block; Dominox's end), the seat whose pass would show it
    /// next: whether that has happened may hang on tiles the view cannot see, so the
    /// seat in turn may always pass then, as a record may write.
    fn next_after_end(&self) -> Option<u8>;
    /// The seat's legal actions (none when another seat is to act).
    fn legal(&self) -> Vec<Value>;
    /// The seat's action at `ask.level`; `None` when it is not the seat's turn.
    fn decide(&self, ask: &Ask, rng: &mut Dice) -> Option<Choice>;
    /// The fields of a `check` answer past `to_act`: `over`, and the scores or chips as
    /// far as the view knows them.
    ///
    /// # Errors
    /// What the view shows at the end does not fit the hand.
    fn check(&self) -> Result<Map<String, Value>, Fault>;
}

/// A request's view read as the setup `S` (what the seat knows, as plain data) and
/// checked into the table the bot answers from: the one way every family's view
/// becomes a position.
///
/// # Errors
/// A field of the view missing, unknown or of the wrong type, or refused by the rules.
pub fn table_of<S>(view: Value) -> Result<Box<dyn Table>, Fault>
where
    S: Setup + serde::de::DeserializeOwned,
    S::Position: Table + 'static,
    S::Error: Into<Fault>,
{
    let setup: S = read_view(view)?;
    let position = setup.position().map_err(Into::into)?;
    Ok(Box::new(position))
}

/// Reads a request's view as `T`, naming the field at fault under `view`.
///
/// # Errors
/// A field missing, unknown or of the wrong type.
pub fn read_view<T: serde::de::DeserializeOwned>(view: Value) -> Result<T, Fault> {
    serde_path_to_error::deserialize(view).map_err(|e| {
        let path = e.path().to_string();
        let field = if path == "." { "view".into() } else { format!("view.{path}") };
        Fault::new(field, e.inner().to_string())
    })
}

/// What a `decide` request asks.
#[derive(Clone, Copy, Debug)]
pub struct Ask {
    pub level: Level,
    /// The strong player's playouts (line games: shared among the candidates; Dominox:
    /// deals per candidate).
    pub playouts: Option<u32>,
}

/// A decision: the action, and every action weighed, the chosen first, then by value.
#[derive(Clone, Debug)]
pub struct Choice {
    pub action: Value,
    pub ranked: Vec<(Value, f64)>,
}

impl Choice {
    pub fn of(action: Value, mut ranked: Vec<(Value, f64)>) -> Choice {
        ranked.sort_by(|a, b| (b.0 == action).cmp(&(a.0 == action)).then(b.1.total_cmp(&a.1)));
        Choice { action, ranked }
    }
}
