//! Dominox over the protocol: a view rebuilt into a game, the seat's
//! [`View`](crate::games::dominox::view::View) of it, and the computer players deciding from
//! that. Its record draws at the end of every turn without writing it: the view's
//! `drawn` lists the seat's own draws.

use super::parlour::{self, Parlour, Rebuilt};
use super::rebuild::{rebuild, LeadRule, Refused, Replay};
use super::view::{Fault, Known, ViewJson};
use super::{Ask, Family, Table};
use crate::core::play::Setup;
use crate::core::seat::Seat;
use crate::core::tile::TileSet;
use crate::core::Level;
use crate::core::Play;
use crate::games::dominox::ai::{easy, normal, strong};
use crate::games::dominox::deal::BONEYARD;
use crate::games::dominox::moves::{Actions, Fit};
use crate::games::dominox::placement::Action;
use crate::games::dominox::view::View;
use crate::record::parlour::dominox::{act_of, replay, Kept};
use crate::record::parlour::json::ActionJson;
use crate::record::parlour::{step_to_json, Act, Record, Step};

/// Dominox.
pub struct Board;

struct Engine;

impl Replay for Engine {
    type State = Kept;
    fn replay(&self, rec: &Record) -> Result<Kept, Refused> {
        replay(rec).map(|(_, k)| k).map_err(|(_, f)| (f.action, f.reason))
    }
    fn fits_at(&self, rec: &Record, i: usize) -> Option<(Seat, TileSet)> {
        let seat = rec.hands[0].steps.get(i)?.seat;
        if rec.hands[0].steps[i].act != Act::Pass {
            return None;
        }
        let mut before = rec.clone();
        before.hands[0].steps.truncate(i);
        let kept = replay(&before).ok()?.1;
        let fit = Fit::of(kept.game().board());
        Some((seat, rec.form.set.iter().filter(|&t| fit.any([t].into_iter().collect())).collect()))
    }
    fn lead(&self, rec: &Record) -> Option<LeadRule> {
        // The lead holds the lowest double dealt, and places it first.
        let h = &rec.hands[0];
        let set = h.steps.first().filter(|s| s.seat == h.lead).and_then(|s| match s.act {
            Act::Play { ends: (a, b), .. } => crate::games::parlour::SET.tile(a, b).filter(|t| t.is_double()),
            _ => None,
        });
        Some(LeadRule::Lowest(h.lead, set))
    }
    fn draws(&self, rec: &Record) -> Vec<usize> {
        (0..rec.hands[0].steps.len().min(BONEYARD)).collect()
    }
}

impl Family for Board {
    fn table(&self, view: serde_json::Value) -> Result<Box<dyn Table>, Fault> {
        super::table_of::<BoardView>(view)
    }
}

/// A Dominox view: the setup the bot checks into a game rebuilt under some deal of
/// the unseen tiles.
#[derive(serde::Deserialize)]
#[serde(transparent)]
pub struct BoardView(pub ViewJson);

impl Setup for BoardView {
    type Position = Parlour;
    type Error = Fault;
    fn position(&self) -> Result<Parlour, Fault> {
        parlour::rebuilt(&self.0, |known: &mut Known| {
            let kept = rebuild(&Engine, known, 0)?;
            let view = View::of(kept.game(), known.seat);
            let last = known.rec.hands[0].steps.last().map(|s| s.seat);
            Ok(Box::new(BoardTable { kept, view, last }) as Box<dyn Rebuilt>)
        })
    }
}

struct BoardTable {
    kept: Kept,
    view: View,
    last: Option<Seat>,
}

fn json_of(seat: Seat, a: Action) -> ActionJson {
    step_to_json(&Step { seat, act: act_of(a) })
}

impl Rebuilt for BoardTable {
    fn to_act(&self) -> Option<u8> {
        self.kept.game().to_act().map(|s| s.0)
    }
    fn over(&self) -> bool {
        self.kept.game().is_over()
    }
    fn next_after_end(&self) -> Option<u8> {
        Some(self.last?.next(2).0).filter(|_| self.over())
    }
    fn held(&self, seat: u8) -> usize {
        self.kept.game().hand(Seat(seat)).len() as usize
    }
    fn scores(&self) -> Vec<i32> {
        self.kept.game().scores().iter().map(|&s| s as i32).collect()
    }
    fn pool(&self) -> Option<i32> {
        None
    }
    fn legal(&self) -> Vec<ActionJson> {
        if self.view.to_act() != Some(self.view.seat()) {
            return Vec::new();
        }
        let mut legal = Actions::new();
        self.view.legal_into(&mut legal);
        legal.iter().map(|&a| json_of(self.view.seat(), a)).collect()
    }
    fn decide(&self, ask: &Ask, rng: &mut rand_chacha::ChaCha8Rng) -> Option<(ActionJson, Vec<(ActionJson, f64)>)> {
        let v = &self.view;
        if v.to_act() != Some(v.seat()) {
            return None;
        }
        let mut legal = Actions::new();
        v.legal_into(&mut legal);
        let seat = v.seat();
        let ranked: Vec<(Action, f64)> = match ask.level {
            Level::Easy => vec![(easy(v, rng), 0.0)],
            Level::Normal => normal::ranked::<16>(v, &legal).iter().map(|&(a, w)| (a, w as f64)).collect(),
            Level::Strong | Level::StrongOld => {
                let samples = ask.playouts.map_or(strong::SAMPLES, u64::from);
                strong::search(v, &legal, samples, rng)
            }
        };
        let pick = match ask.level {
            Level::Normal => normal::act(v)?,
            _ => ranked.first()?.0,
        };
        let ranked = ranked.into_iter().map(|(a, w)| (json_of(seat, a), w)).collect();
        Some((json_of(seat, pick), ranked))
    }
}
