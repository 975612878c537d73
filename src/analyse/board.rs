//! The decisions of a Dominox record: every placement where the seat had a choice. The
//! choices weighed are the `normal` player's best few and the one played (a board
//! offers dozens of placements, most plainly poor); each is played out with `normal`
//! on both sides on deals sampled from the seat's view, and is worth the seat's final
//! margin in area points.

use super::judge::{hindsight, judge};
use super::{Analysis, Decision, Settings};
use crate::core::stat::stream;
use crate::core::{chance, Play, Seat};
use crate::games::dominox::ai::normal;
use crate::games::dominox::ai::strong::play_out;
use crate::games::dominox::moves::Actions;
use crate::games::dominox::{Action, Dominox};
use crate::record::parlour::dominox::replay;
use crate::record::parlour::Record;

/// A cost above this many area points is a mistake.
const BIG: f64 = 2.0;
/// The `normal` player's candidates weighed beside the one played.
const CANDIDATES: usize = 6;

/// Sampled deals per choice by default: a game in a few seconds: its playouts are slow.
pub const SAMPLES: usize = 32;

struct Task {
    action: usize,
    real: Dominox,
    seat: Seat,
    choices: Vec<Action>,
    played: usize,
}

/// Every decision of `rec` judged, in record order.
///
/// # Errors
/// The record does not replay.
pub fn analyse(rec: &Record, s: &Settings, tick: &(dyn Fn(usize, usize) + Sync)) -> Result<Analysis, String> {
    let (_, kept) = replay(rec).map_err(|(_, f)| f.to_string())?;
    let mut g = kept.start().clone();
    let mut tasks = Vec::new();
    for (i, &(seat, a)) in kept.actions().iter().enumerate() {
        let v = g.view(seat);
        let mut legal = Actions::new();
        v.legal_into(&mut legal);
        if legal.len() > 1 && s.seat.is_none_or(|o| o == seat.0) {
            let mut choices: Vec<Action> = normal::ranked::<CANDIDATES>(&v, &legal).iter().map(|c| c.0).collect();
            let played = match choices.iter().position(|&c| c == a) {
                Some(p) => p,
                None => {
                    choices.push(a);
                    choices.len() - 1
                }
            };
            if choices.len() > 1 {
                tasks.push(Task { action: i, real: g.clone(), seat, choices, played });
            }
        }
        g.apply(seat, a).map_err(|e| format!("action {i}: {e}"))?;
    }
    let samples = s.samples.unwrap_or(SAMPLES);
    let decisions = super::run_all(&tasks, tick, |t| judge_task(t, samples, super::seed_of(s.seed, 0, t.action)));
    Ok(Analysis {
        game: "Dominox".into(),
        unit: "points",
        players: rec.players.clone(),
        big: BIG,
        settings: *s,
        samples,
        decisions,
    })
}

fn judge_task(t: &Task, samples: usize, seed: u64) -> Decision {
    let view = t.real.view(t.seat);
    let me = t.seat.index();
    let play = |g: &Dominox, c: usize| -> f64 {
        let mut g = g.clone();
        if g.apply(t.seat, t.choices[c]).is_err() {
            return f64::NEG_INFINITY;
        }
        play_out(&mut g);
        let s = g.scores();
        s[me] as f64 - s[1 - me] as f64
    };
    let v = judge(t.choices.len(), t.played, samples, |i| view.sample(&mut chance::dice(stream(seed, i as u64))), play);
    let real: Vec<f64> = (0..t.choices.len()).map(|c| play(&t.real, c)).collect();
    Decision {
        hand: 0,
        action: t.action,
        seat: t.seat.0,
        played: t.choices[t.played].to_string(),
        best: t.choices[v.best].to_string(),
        choices: t.choices.len(),
        hindsight: hindsight(&real, t.played),
        cost: v.cost,
        low: v.low,
        high: v.high,
    }
}
