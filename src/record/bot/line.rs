//! The line games of the parlour over the protocol: a view rebuilt into a
//! [`Match`], the seat's [`View`] of it, and the computer players deciding from that.

use super::parlour::{self, Parlour, Rebuilt};
use super::rebuild::{rebuild, LeadRule, Need, Refused, Replay};
use super::view::{Fault, Known, ViewJson};
use super::{Ask, Family, Table};
use crate::core::play::Setup;
use crate::core::seat::Seat;
use crate::core::tile::TileSet;
use crate::core::Level;
use crate::games::parlour::ai::normal::{self, Depth};
use crate::games::parlour::ai::seen::Seen;
use crate::games::parlour::ai::strong::{self, Deals};
use crate::games::parlour::preset::FirstLead;
use crate::games::parlour::{Action, Ending, Match, View};
use crate::record::parlour::json::ActionJson;
use crate::record::parlour::line_act;
use crate::record::parlour::replay::replay_line;
use crate::record::parlour::{step_to_json, Act, Record, Step};
use rand::Rng;

/// Every line game: the preset comes from the view's `game`.
pub struct Line;

struct Engine;

impl Replay for Engine {
    type State = Match;
    fn replay(&self, rec: &Record) -> Result<Match, Refused> {
        replay_line(rec).map(|(_, m)| m).map_err(|(_, f)| (f.action, f.reason))
    }
    fn fits_at(&self, rec: &Record, i: usize) -> Option<(Seat, TileSet)> {
        let step = rec.hands[0].steps.get(i)?;
        let mut before = rec.clone();
        before.hands[0].steps.truncate(i);
        let m = replay_line(&before).ok()?.1;
        let fits = m.hand().arms().playable();
        match (step.act, m.hand().to_act()) {
            // Another seat acts while this one's turn goes on (Tiddly-Wink's second
            // play): it had nothing to play, and its turn ended by itself.
            (_, Some(s)) if s != step.seat && m.hand().turn().extra => Some((s, fits)),
            (Act::Pass | Act::Draw { .. }, _) => Some((step.seat, fits)),
            _ => None,
        }
    }
    fn turn_on(&self, m: &Match, me: Seat) -> Option<(Seat, TileSet)> {
        let s = m.hand().to_act().filter(|&s| s != me)?;
        m.hand().turn().extra.then(|| (s, m.hand().arms().playable()))
    }
    fn needs_at(&self, rec: &Record, i: usize) -> Option<Need> {
        // The seat acts again after its play while, on this deal, its turn ended by
        // itself: it held a tile to play a second time.
        let steps = &rec.hands[0].steps;
        let (step, prev) = (steps.get(i)?, steps.get(i.checked_sub(1)?)?);
        if prev.seat != step.seat || !matches!(prev.act, Act::Play { .. }) {
            return None;
        }
        let mut before = rec.clone();
        before.hands[0].steps.truncate(i);
        let m = replay_line(&before).ok()?.1;
        let on = m.rules().extra_after_double && m.hand().to_act() != Some(step.seat);
        on.then(|| Need { seats: vec![step.seat], at: i, tiles: m.hand().arms().playable(), bone: false })
    }
    fn lead(&self, rec: &Record) -> Option<LeadRule> {
        if !rec.starts_match {
            return None;
        }
        let rules = crate::games::parlour::Rules::new(rec.form.preset?, rec.players.len(), &rec.options).ok()?;
        let h = &rec.hands[0];
        match rules.first_lead {
            FirstLead::Holds(t) => Some(LeadRule::Holds(h.lead, t)),
            FirstLead::HighestDouble => {
                let set = h.steps.first().filter(|s| s.seat == h.lead).and_then(|s| match s.act {
                    Act::Play { ends: (a, b), .. } => crate::games::parlour::SET.tile(a, b).filter(|t| t.is_double()),
                    _ => None,
                });
                Some(LeadRule::Highest(h.lead, set))
            }
            FirstLead::Draw => None,
        }
    }
    fn draws(&self, rec: &Record) -> Vec<usize> {
        let steps = &rec.hands[0].steps;
        (0..steps.len()).filter(|&i| matches!(steps[i].act, Act::Draw { .. })).collect()
    }
}

impl Family for Line {
    fn table(&self, view: serde_json::Value) -> Result<Box<dyn Table>, Fault> {
        super::table_of::<LineView>(view)
    }
}

/// A line game's view: the setup the bot checks into a match rebuilt under some deal
/// of the unseen tiles.
#[derive(serde::Deserialize)]
#[serde(transparent)]
pub struct LineView(pub ViewJson);

impl Setup for LineView {
    type Position = Parlour;
    type Error = Fault;
    fn position(&self) -> Result<Parlour, Fault> {
        parlour::rebuilt(&self.0, |known: &mut Known| {
            let m = rebuild(&Engine, known, 0)?;
            let view = View::of(m.hand(), known.seat);
            let last = known.rec.hands[0].steps.last().map(|s| (s.seat, matches!(s.act, Act::Draw { .. })));
            Ok(Box::new(LineTable { m, view, last }) as Box<dyn Rebuilt>)
        })
    }
}

struct LineTable {
    m: Match,
    view: View,
    /// The last action's seat, and whether it drew.
    last: Option<(Seat, bool)>,
}

/// An action as the record writes it.
fn json_of(seat: Seat, a: Action) -> ActionJson {
    step_to_json(&Step { seat, act: line_act(a, None) })
}

impl Rebuilt for LineTable {
    fn to_act(&self) -> Option<u8> {
        self.m.hand().to_act().map(|s| s.0)
    }
    fn over(&self) -> bool {
        self.m.hand().is_over()
    }
    fn next_after_end(&self) -> Option<u8> {
        let Some(Ending::Blocked(_)) = self.m.hand().ending() else { return None };
        let (s, drew) = self.last?;
        Some(if drew { s.0 } else { s.next(self.m.rules().n).0 })
    }
    fn held(&self, seat: u8) -> usize {
        self.view.hand_len(Seat(seat)) as usize
    }
    fn scores(&self) -> Vec<i32> {
        self.m.scores().to_vec()
    }
    fn pool(&self) -> Option<i32> {
        (self.m.rules().preset.award == crate::games::parlour::preset::Award::Pool).then(|| self.m.pool())
    }
    fn legal(&self) -> Vec<ActionJson> {
        let seat = self.view.seat();
        self.view.legal().iter().map(|&a| json_of(seat, a)).collect()
    }
    fn decide(&self, ask: &Ask, rng: &mut rand_chacha::ChaCha8Rng) -> Option<(ActionJson, Vec<(ActionJson, f64)>)> {
        let legal = self.view.legal();
        let seat = self.view.seat();
        if legal.is_empty() {
            return None;
        }
        let (pick, values): (usize, Vec<f64>) = match ask.level {
            Level::Easy => (rng.random_range(0..legal.len()), vec![0.0; legal.len()]),
            Level::Normal => {
                let seen = Seen::of_view(&self.view);
                let a = normal::act(&seen, &legal, Depth::Full).unwrap_or(legal[0]);
                let values = legal.iter().map(|&x| normal::worth(&seen, x, Depth::Full) as f64).collect();
                (legal.iter().position(|&x| x == a).unwrap_or(0), values)
            }
            Level::Strong | Level::StrongOld => {
                let deals = if ask.level == Level::Strong { Deals::Informed } else { Deals::Blind };
                if legal.len() == 1 {
                    (0, vec![0.0])
                } else {
                    // A budget asked for is shared among the candidates as it is.
                    let n = legal.len();
                    let samples = ask.playouts.map_or(strong::samples(n), |p| (p / n as u32).max(1));
                    let s = strong::search(&self.view, &legal, deals, samples, rng);
                    (s.best, s.means)
                }
            }
        };
        let ranked = legal.iter().zip(values).map(|(&a, v)| (json_of(seat, a), v)).collect();
        Some((json_of(seat, legal[pick]), ranked))
    }
}
