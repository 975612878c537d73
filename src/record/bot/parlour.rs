//! What the parlour's games (the line games and Dominox) share over the protocol: a view
//! read as a parlour record's hand ([`ViewJson`]), and the `check` answer's scores,
//! known at the end only where the view's `shown` gives the tiles left.

use super::view::{Fault, Known, ViewJson};
use super::{Ask, Choice, Table};
use crate::core::chance::Dice;
use crate::record::parlour::json::ActionJson;
use serde_json::{json, Map, Value};

/// A parlour hand rebuilt from a view, seen by its seat.
pub trait Rebuilt {
    fn to_act(&self) -> Option<u8>;
    fn over(&self) -> bool;
    /// As [`Table::next_after_end`].
    fn next_after_end(&self) -> Option<u8>;
    /// How many tiles a seat holds.
    fn held(&self, seat: u8) -> usize;
    /// Per seat, or per side where the game has sides.
    fn scores(&self) -> Vec<i32>;
    /// The pool, in a game that keeps one.
    fn pool(&self) -> Option<i32>;
    /// The seat's legal actions (none when another seat is to act).
    fn legal(&self) -> Vec<ActionJson>;
    /// The seat's action at `ask.level`, the actions as records write them.
    fn decide(&self, ask: &Ask, rng: &mut Dice) -> Option<(ActionJson, Vec<(ActionJson, f64)>)>;
}

/// A parlour view checked and rebuilt with `build` (the family's engine).
///
/// # Errors
/// The view's first field at fault.
pub fn rebuilt(
    view: &ViewJson,
    build: impl FnOnce(&mut Known) -> Result<Box<dyn Rebuilt>, Fault>,
) -> Result<Parlour, Fault> {
    let mut known = view.known()?;
    let inner = build(&mut known)?;
    Ok(Parlour { inner, view: view.clone(), counted: known.counted })
}

/// A parlour hand rebuilt from a view, as the protocol answers from it.
pub struct Parlour {
    inner: Box<dyn Rebuilt>,
    view: ViewJson,
    /// Per seat, whether the view shows its tiles at the end.
    counted: Vec<bool>,
}

fn to_value(a: &ActionJson) -> Value {
    json!(a)
}

impl Table for Parlour {
    fn seat(&self) -> u8 {
        self.view.seat
    }
    fn to_act(&self) -> Option<u8> {
        self.inner.to_act()
    }
    fn over(&self) -> bool {
        self.inner.over()
    }
    fn next_after_end(&self) -> Option<u8> {
        self.inner.next_after_end()
    }
    fn legal(&self) -> Vec<Value> {
        self.inner.legal().iter().map(to_value).collect()
    }
    fn decide(&self, ask: &Ask, rng: &mut Dice) -> Option<Choice> {
        let (a, ranked) = self.inner.decide(ask, rng)?;
        Some(Choice::of(to_value(&a), ranked.iter().map(|(a, v)| (to_value(a), *v)).collect()))
    }
    fn check(&self) -> Result<Map<String, Value>, Fault> {
        let view = &self.view;
        let mut m = Map::new();
        if let Some(list) = &view.shown {
            for (s, tiles) in list.iter().enumerate().filter(|&(s, _)| s != view.seat as usize) {
                let held = self.inner.held(s as u8);
                if held != tiles.len() {
                    let f = format!("view.shown[{s}]");
                    return Err(Fault::new(f, format!("seat {s} holds {held} tiles, not {}", tiles.len())));
                }
            }
        }
        let over = self.inner.over();
        // At the end the count scores the tiles every seat still holds: unknown unless
        // shown.
        let unknown = (0..view.players).any(|s| s != view.seat && self.inner.held(s) > 0 && !self.counted[s as usize]);
        m.insert("over".into(), json!(over));
        m.insert("scores".into(), if over && unknown { Value::Null } else { json!(self.inner.scores()) });
        if let Some(p) = self.inner.pool() {
            m.insert("pool".into(), if over && unknown { Value::Null } else { json!(p) });
        }
        Ok(m)
    }
}
