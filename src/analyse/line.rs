//! The decisions of a parlour line game's record: every play, draw and pass where the
//! seat had a choice, each choice played out with the quick `normal` player in every
//! seat on deals sampled from the seat's view (who passed and drew on which ends
//! included). What a choice is worth is the seat's account's gain over the mean gain
//! of the other accounts to the end of the hand, as the strong player weighs it.

use super::judge::{hindsight, judge};
use super::{Analysis, Decision, Settings};
use crate::core::chance;
use crate::core::Seat;
use crate::games::parlour::ai::strong::{playout, value};
use crate::games::parlour::{Action, Actions, Events, Hand};
use crate::record::parlour::replay::replay_watched;
use crate::record::parlour::Record;

/// A cost above this many points (or chips) is a mistake.
const BIG: f64 = 2.0;

/// Sampled deals per choice by default: a match in a second or two.
pub const SAMPLES: usize = 128;

struct Task {
    hand: usize,
    action: usize,
    real: Hand,
    seat: Seat,
    legal: Vec<Action>,
    played: usize,
}

/// Every decision of `rec` judged, in record order.
///
/// # Errors
/// The record does not replay.
pub fn analyse(rec: &Record, s: &Settings, tick: &(dyn Fn(usize, usize) + Sync)) -> Result<Analysis, String> {
    let mut tasks = Vec::new();
    replay_watched(rec, &mut |m, hand, action, seat, a| {
        let h = m.hand();
        let legal: Vec<Action> = h.view(seat).legal().iter().copied().collect();
        if legal.len() > 1 && s.seat.is_none_or(|o| o == seat.0) {
            let played = legal.iter().position(|&x| x == a).unwrap_or(0);
            tasks.push(Task { hand, action, real: h.clone(), seat, legal, played });
        }
    })
    .map_err(|(_, f)| f.to_string())?;
    let samples = s.samples.unwrap_or(SAMPLES);
    let decisions = super::run_all(&tasks, tick, |t| judge_task(t, samples, super::seed_of(s.seed, t.hand, t.action)));
    let unit = if rec.form.pool { "chips" } else { "points" };
    Ok(Analysis {
        game: rec.game.to_string(),
        unit,
        players: rec.players.clone(),
        big: BIG,
        settings: *s,
        samples,
        decisions,
    })
}

fn judge_task(t: &Task, samples: usize, seed: u64) -> Decision {
    let view = t.real.view(t.seat);
    let play = |h: &Hand, c: usize| -> f64 {
        let mut g = h.clone();
        let (mut buf, mut ev) = (Actions::new(), Events::new());
        if g.apply_into(t.seat, t.legal[c], &mut ev).is_err() {
            return f64::NEG_INFINITY;
        }
        playout(&mut g, &mut buf, &mut ev);
        value(h, &g, t.seat)
    };
    let v = judge(
        t.legal.len(),
        t.played,
        samples,
        |i| view.sample(&mut chance::dice(crate::core::stat::stream(seed, i as u64))),
        play,
    );
    let real: Vec<f64> = (0..t.legal.len()).map(|c| play(&t.real, c)).collect();
    Decision {
        hand: t.hand,
        action: t.action,
        seat: t.seat.0,
        played: t.legal[t.played].to_string(),
        best: t.legal[v.best].to_string(),
        choices: t.legal.len(),
        hindsight: hindsight(&real, t.played),
        cost: v.cost,
        low: v.low,
        high: v.high,
    }
}
