//! The hint: at a decision of one's own, the two or three best choices from the seat's
//! view alone, each with what it is worth to the end of the hand (chips or points, a
//! 95% interval) and a reason in words. The same playouts as the analysis; nothing here
//! is given more than a [`View`], so a hint cannot read a hidden tile.

use super::judge::judge;
use crate::core::stat::stream;
use crate::core::{chance, Seat};
use crate::games::nos::ai::choices;
use crate::games::nos::ai::rollout::play_out;
use crate::games::nos::ai::strong::Deals;
use crate::games::nos::{Action, Actions, Events, Hand, Phase, View};

/// Sampled deals per choice for a hint: quick enough to wait for.
pub const SAMPLES: usize = 192;
/// How many choices a hint shows.
pub const SHOWN: usize = 3;

/// One choice of a hint.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    pub choice: String,
    /// What it wins to the end of the hand, in the game's units, over the samples.
    pub mean: f64,
    /// Half the width of its 95% interval.
    pub half: f64,
    pub why: String,
}

/// The best choices of the seat of a Nos `view` (which must be the one to act), from
/// the view and `history` (the hand's actions so far) alone; empty when it has no
/// choice to make.
pub fn nos(view: &View, history: &[(Seat, Action)], seed: u64) -> Vec<Hint> {
    let h = view.hand();
    let seat = view.seat();
    let choices: Vec<(String, Vec<Action>)> = match h.phase() {
        Phase::Set { .. } | Phase::Announce => {
            choices::of(h).iter().map(|c| (c.to_string(), c.actions().collect())).collect()
        }
        _ => view.legal().iter().map(|&a| (words(h, a), vec![a])).collect(),
    };
    if choices.len() < 2 {
        return Vec::new();
    }
    let before = h.chips()[seat.index()] as f64;
    let mut deals = Deals::new(view, Some(history), seed);
    let value = |d: &Hand, c: usize| -> f64 {
        let mut d = d.clone();
        let (mut legal, mut ev) = (Actions::new(), Events::new());
        for &a in &choices[c].1 {
            if d.apply_into(seat, a, &mut ev).is_err() {
                return f64::NEG_INFINITY;
            }
        }
        play_out(&mut d, &mut legal, &mut ev);
        d.chips()[seat.index()] as f64 - before
    };
    let v = judge(choices.len(), 0, SAMPLES, |i| deals.deal(i), value);
    v.order
        .iter()
        .take(SHOWN)
        .map(|&c| Hint {
            choice: choices[c].0.clone(),
            mean: v.means[c],
            half: v.half[c],
            why: nos_why(view, &choices[c].1),
        })
        .collect()
}

fn words(h: &Hand, a: Action) -> String {
    match (a, h.phase()) {
        (Action::Decline, Phase::Declare { .. }) => "not declare".into(),
        (Action::Decline, Phase::Immediate { .. }) => "no double at once".into(),
        (Action::Decline, Phase::AfterPlay { .. }) => "play on (no close)".into(),
        (a, _) => a.to_string(),
    }
}

/// A reason in words, from what the seat sees.
fn nos_why(view: &View, acts: &[Action]) -> String {
    let own = view.own();
    let unseen = view.unseen();
    let fit = view.hand().layout().map(|l| l.playable());
    match acts {
        [Action::Close] => "nothing you can see fits: a right close is paid 20 a seat".into(),
        [Action::Decline] if matches!(view.hand().phase(), Phase::AfterPlay { .. }) => {
            let n = fit.map_or(0, |f| f.inter(unseen).len());
            format!("{n} unseen tile{} may still fit: a wrong close pays 40 a seat", if n == 1 { "" } else { "s" })
        }
        [Action::Declare] => "your doubles are paid now; the others see them".into(),
        [Action::Decline] if matches!(view.hand().phase(), Phase::Declare { .. }) => {
            "keeps your doubles hidden, unpaid".into()
        }
        [Action::Play { immediate: true, touch, .. }] => {
            format!("the {touch}-{touch} is paid now; a wait is due later")
        }
        [Action::Decline] => "no wait to say; the double stays in your hand".into(),
        [Action::Draw] => "a draw may bring a tile that fits, or a paid double".into(),
        [Action::Wait] => "the wait is due this turn".into(),
        [Action::Pass] => "nothing fits and only the last two are left".into(),
        [Action::Play { touch, open, .. }] => {
            let left = own.iter().filter(|t| !(t.has(*touch) && t.has(*open) && t.other(*touch) == Some(*open)));
            let keep = left.filter(|t| t.has(*open)).count();
            let pips = *touch as u32 + *open as u32;
            if touch == open {
                format!("plays the double {touch}-{open} while it still fits")
            } else if keep > 0 {
                format!("leaves a {open} open and keeps {keep} tile{} with a {open} for your next turn", plural(keep))
            } else if pips >= 9 {
                format!("sheds {pips} pips from your count")
            } else {
                format!("leaves a {open} open; you hold no other {open}")
            }
        }
        _ => "the set and game that win most over the sampled deals".into(),
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// The best choices of the seat of a parlour line game's `view`.
pub fn line(view: &crate::games::parlour::View, seed: u64) -> Vec<Hint> {
    use crate::games::parlour::ai::strong::{playout, value};
    let legal: Vec<crate::games::parlour::Action> = view.legal().iter().copied().collect();
    if legal.len() < 2 {
        return Vec::new();
    }
    let seat = view.seat();
    let play = |h: &crate::games::parlour::Hand, c: usize| -> f64 {
        let mut g = h.clone();
        let (mut buf, mut ev) = (crate::games::parlour::Actions::new(), crate::games::parlour::Events::new());
        if g.apply_into(seat, legal[c], &mut ev).is_err() {
            return f64::NEG_INFINITY;
        }
        playout(&mut g, &mut buf, &mut ev);
        value(h, &g, seat)
    };
    let v = judge(legal.len(), 0, SAMPLES, |i| view.sample(&mut chance::dice(stream(seed, i as u64))), play);
    // What a choice scores at once is the same on every sample: read it off one.
    let first = view.sample(&mut chance::dice(stream(seed, 0)));
    v.order
        .iter()
        .take(SHOWN)
        .map(|&c| Hint {
            choice: legal[c].to_string(),
            mean: v.means[c],
            half: v.half[c],
            why: line_why(view, &first, legal[c]),
        })
        .collect()
}

fn line_why(
    view: &crate::games::parlour::View,
    sample: &crate::games::parlour::Hand,
    a: crate::games::parlour::Action,
) -> String {
    use crate::games::parlour::Action as A;
    let seat = view.seat();
    let mut g = sample.clone();
    let acc = view.rules().account(seat) as usize;
    let before = g.scores()[acc];
    let mut ev = crate::games::parlour::Events::new();
    let scored = g.apply_into(seat, a, &mut ev).map(|_| g.scores()[acc] - before).unwrap_or(0);
    let own = view.own();
    match a {
        _ if scored > 0 => format!("scores {scored} at once"),
        A::Draw => "nothing fits: draw".into(),
        A::Pass => "nothing fits".into(),
        A::EndTurn => "ends the turn".into(),
        A::Lead { first, second, .. } | A::Play { touch: first, open: second, .. } => {
            let keep =
                own.iter().filter(|t| t.has(second) && !(t.has(first) && t.other(first) == Some(second))).count();
            let pips = first as u32 + second as u32;
            if keep > 0 {
                format!("keeps {keep} tile{} with a {second} for your next turn", plural(keep))
            } else if pips >= 9 {
                format!("sheds {pips} pips")
            } else {
                format!("leaves a {second} open; you hold no other {second}")
            }
        }
    }
}

/// The best placements of a Dominox `view`: `normal`'s best few weighed by playouts.
pub fn board(view: &crate::games::dominox::View, seed: u64) -> Vec<Hint> {
    use crate::core::Play;
    use crate::games::dominox::ai::{normal, strong::play_out};
    let mut legal = crate::games::dominox::Actions::new();
    view.legal_into(&mut legal);
    if legal.len() < 2 {
        return Vec::new();
    }
    let cands: Vec<crate::games::dominox::Action> = normal::ranked::<6>(view, &legal).iter().map(|c| c.0).collect();
    let seat = view.seat();
    let me = seat.index();
    let play = |g: &crate::games::dominox::Dominox, c: usize| -> f64 {
        let mut g = g.clone();
        if g.apply(seat, cands[c]).is_err() {
            return f64::NEG_INFINITY;
        }
        play_out(&mut g);
        let s = g.scores();
        s[me] as f64 - s[1 - me] as f64
    };
    let samples = super::board::SAMPLES;
    let v = judge(cands.len(), 0, samples, |i| view.sample(&mut chance::dice(stream(seed, i as u64))), play);
    v.order
        .iter()
        .enumerate()
        .take(SHOWN)
        .map(|(k, &c)| Hint {
            choice: cands[c].to_string(),
            mean: v.means[c],
            half: v.half[c],
            why: match k {
                0 => "the best final margin over the sampled deals".into(),
                _ => format!("{:.1} points of margin behind the best", v.means[v.order[0]] - v.means[c]),
            },
        })
        .collect()
}
