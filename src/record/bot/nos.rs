//! Nos over the protocol: a view rebuilt into a hand ([`super::nos_rebuild`]), the seat's
//! [`View`] of it and the public history, and the program's own Nos players deciding from
//! those alone ([`ai::decide`], the strong player's [`strong::weigh`]).

use super::nos_view::NosViewJson;
use super::view::Fault;
use super::{read_view, Ask, Choice, Family, Table};
use crate::core::chance::Dice;
use crate::core::play::Setup;
use crate::core::{Level, Seat};
use crate::games::nos::ai::{self, strong};
use crate::games::nos::{Action, Ending, Phase, Session, View};
use crate::record::{step_to_json, Step};
use serde_json::{json, Map, Value};

/// Nos.
pub struct Nos;

impl Family for Nos {
    fn table(&self, view: Value) -> Result<Box<dyn Table>, Fault> {
        super::table_of::<NosViewJson>(view)
    }
}

impl Setup for NosViewJson {
    type Position = NosTable;
    type Error = Fault;
    /// The hand rebuilt under some deal of the unseen tiles, as the seat sees it.
    fn position(&self) -> Result<NosTable, Fault> {
        let mut known = self.known()?;
        let session = super::nos_rebuild::rebuild(&mut known, 0)?;
        Ok(seen(&session, &known))
    }
}

/// What the seat's players get of a rebuilt hand: its view and the public history,
/// nothing else (the rebuilt hand is dropped here).
fn seen(session: &Session, known: &super::nos_view::NosKnown) -> NosTable {
    let history = known.rec.hands[0].steps.iter().map(|s| (s.seat, s.action)).collect();
    NosTable { view: View::of(session.hand(), known.seat), history }
}

/// A Nos hand as one seat sees it.
pub struct NosTable {
    view: View,
    /// Every action of the hand so far, as the seat saw it (draws without their tile).
    history: Vec<(Seat, Action)>,
}

impl NosTable {
    /// The seat's view, which is all its players are given.
    pub fn view(&self) -> &View {
        &self.view
    }
}

/// The seat's players' view of a Nos view: what the bot decides from.
///
/// # Errors
/// As a request with this view.
pub fn view_of(view: Value) -> Result<View, Fault> {
    let v: NosViewJson = read_view(view)?;
    Ok(v.position()?.view)
}

/// An action as the record writes it; a decline, which records leave out, as
/// `{"act": "decline"}`.
pub fn json_of(seat: Seat, a: Action) -> Value {
    if a == Action::Decline {
        return json!({"seat": seat.0, "act": "decline"});
    }
    json!(step_to_json(&Step { seat, action: a, drawn: None }))
}

impl Table for NosTable {
    fn seat(&self) -> u8 {
        self.view.seat().0
    }
    fn to_act(&self) -> Option<u8> {
        self.view.hand().to_act().map(|s| s.0)
    }
    fn over(&self) -> bool {
        self.view.hand().is_over()
    }
    fn next_after_end(&self) -> Option<u8> {
        // Blocked: whether nobody can play hangs on tiles the seat cannot see, so a seat
        // still holding tiles may pass, as a record may write the passes that show it.
        let h = self.view.hand();
        let seat = self.view.seat();
        let blocked = matches!(h.phase(), Phase::Over { how: Ending::Blocked { .. } });
        (blocked && h.hand_len(seat) > 0).then_some(seat.0)
    }
    fn legal(&self) -> Vec<Value> {
        let seat = self.view.seat();
        self.view.legal().iter().map(|&a| json_of(seat, a)).collect()
    }
    fn decide(&self, ask: &Ask, rng: &mut Dice) -> Option<Choice> {
        let legal = self.view.legal();
        if legal.is_empty() {
            return None;
        }
        let seat = self.view.seat();
        let (pick, ranked) = match ask.level {
            Level::Strong => {
                let budget = ask.playouts.map_or(strong::PLAY_ROLLOUTS, |p| p as usize);
                strong::weigh(&self.view, Some(&self.history), &legal, rng, budget)
            }
            level => {
                let a = ai::decide(&self.view, &self.history, level, rng)?;
                (a, vec![(a, 0.0)])
            }
        };
        let ranked = ranked.into_iter().map(|(a, v)| (json_of(seat, a), v)).collect();
        Some(Choice::of(json_of(seat, pick), ranked))
    }
    fn check(&self) -> Result<Map<String, Value>, Fault> {
        let h = self.view.hand();
        let mut m = Map::new();
        m.insert("over".into(), json!(h.is_over()));
        // The final count is of tiles the seat cannot see.
        m.insert("chips".into(), if h.is_over() { Value::Null } else { json!(h.chips()) });
        Ok(m)
    }
}
