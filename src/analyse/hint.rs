//! The hint: at a decision of one's own, the two or three best choices from the seat's
//! view alone, each with what it is worth to the end of the hand (chips or points, a
//! 95% interval) and a reason in words. The same playouts as the analysis; nothing here
//! is given more than a [`View`], so a hint cannot read a hidden tile.

use super::judge::{judge, Verdict};
use crate::core::judged::Judged;
use crate::core::stat::stream;
use crate::core::{chance, Seat, Tile, TileSet};
use crate::games::nos::ai::advisor::{Advisor, Row};
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

/// Sampled deals per choice for a hint on set: the advisor's first batch, so that the
/// hint is the advice box's ranking as it first shows.
pub const ON_SET: u64 = 100;

/// The best choices of the seat of a Nos `view` (which must be the one to act), from
/// the view and `history` (the hand's actions so far) alone; empty when it has no
/// choice to make.
///
/// On set (the set and the game) this is the advisor's judgment ([`Advisor`]): the same
/// choices, the same sampled deals for the same `seed`, the same playouts, so the hint
/// and the advice box name the same best game. At a turn each play is two choices
/// where the rules then let the seat close: the play alone, and the play with "I
/// close".
pub fn nos(view: &View, history: &[(Seat, Action)], seed: u64) -> Vec<Hint> {
    let h = view.hand();
    if matches!(h.phase(), Phase::Set { .. } | Phase::Announce) {
        let Ok(mut adv) = Advisor::new(view.clone(), seed) else { return Vec::new() };
        if adv.choices().len() < 2 {
            return Vec::new();
        }
        adv.refine(ON_SET);
        return on_set(view, &adv.ranking());
    }
    let seat = view.seat();
    let mut choices: Vec<(String, Vec<Action>)> = Vec::new();
    for &a in view.legal().iter() {
        if matches!((a, h.phase()), (Action::Play { .. }, Phase::Turn { .. })) {
            choices.push((words(h, a), vec![a, Action::Decline]));
            choices.push((format!("{}, then \"I close\"", words(h, a)), vec![a, Action::Close]));
        } else {
            choices.push((words(h, a), vec![a]));
        }
    }
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
    let hints = v
        .order
        .iter()
        .filter(|&&c| v.means[c].is_finite())
        .take(SHOWN)
        .map(|&c| {
            let acts = &choices[c].1;
            let base = nos_why(view, acts);
            Hint {
                choice: choices[c].0.clone(),
                mean: v.means[c],
                half: v.half[c],
                why: super::why::nos(view, history, base, &acts[..1]),
            }
        })
        .collect();
    distinct(hints, "chips")
}

/// The hint on set from the advisor's ranking `rows` (best first), as the advice box
/// shows it: its first choices, each with a reason of its own.
pub fn on_set(view: &View, rows: &[Row]) -> Vec<Hint> {
    let hints = rows
        .iter()
        .take(SHOWN)
        .map(|r| Hint {
            choice: r.choice.to_string(),
            mean: r.stat.mean(),
            half: if r.stat.ci().is_finite() { r.stat.ci() } else { 0.0 },
            why: set_why(view, r),
        })
        .collect();
    distinct(hints, "chips")
}

/// Two choices never share one reason: one whose reason an earlier choice gave says
/// how far behind that one it stands, and whether that is more than chance.
fn distinct(mut hints: Vec<Hint>, unit: &str) -> Vec<Hint> {
    for i in 1..hints.len() {
        let Some(j) = hints[..i].iter().position(|h| h.why == hints[i].why) else { continue };
        let behind = hints[j].mean - hints[i].mean;
        let real = if behind > hints[i].half.max(hints[j].half) { "more than chance" } else { "within chance" };
        hints[i].why = format!("as choice {}, but {behind:.1} {unit} behind it ({real})", j + 1);
    }
    hints
}

/// Why a set and game: what the seat's own tiles make of the set under the game's
/// matching at once, and how often the choice went out first over the samples.
fn set_why(view: &View, r: &Row) -> String {
    use crate::games::nos::games::Rule;
    let nos = format!("nos in {:.0}% of the deals", 100.0 * r.stat.nos_rate());
    let Some(g) = r.choice.game else {
        return format!("no double to set: you draw the set tile, then set and name the game; {nos}");
    };
    let Some((a, b)) = r.choice.set.or_else(|| view.hand().set_ends()) else { return nos };
    let Some(set) = crate::games::nos::SET.tile(a, b) else { return nos };
    let Ok(plan) = g.plan(set) else { return nos };
    let own = view.own().minus(TileSet::single(set));
    let matador = |t: Tile| crate::games::nos::SET.is_matador(t);
    let takes = |t: Tile, end: u8| match plan.found[0] {
        Rule::Ordinary => t.has(end),
        Rule::Matador => matador(t) || (end > 0 && t.has(7 - end)),
    };
    let fit = own.iter().filter(|&t| takes(t, a) || takes(t, b)).count();
    let rule = match plan.found[0] {
        Rule::Ordinary => "ordinary",
        Rule::Matador => "matador",
    };
    let mats = own.iter().filter(|&t| matador(t)).count();
    let mats = match (plan.found[0], mats) {
        (Rule::Matador, 1) => ", 1 matador".to_string(),
        (Rule::Matador, m) if m > 1 => format!(", {m} matadors"),
        _ => String::new(),
    };
    format!("{fit} of your {} tiles fit the {a}-{b} at once ({rule}{mats}); {nos}", own.len())
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
        [play @ Action::Play { .. }, Action::Close] => {
            // What the seat sees once its tile is down: its own tiles and the unseen
            // ones that would still fit.
            let mut after = view.hand().clone();
            let mut ev = Events::new();
            let left = match after.apply_into(view.seat(), *play, &mut ev) {
                Ok(_) => after.layout().map_or(0, |l| l.playable().inter(unseen.union(after.hand(view.seat()))).len()),
                Err(_) => 0,
            };
            if left == 0 {
                "then nothing you can see fits: a right close is paid 20 a seat".into()
            } else {
                format!(
                    "closes though {left} tile{} may still fit: a wrong close pays 40 a seat",
                    plural(left as usize)
                )
            }
        }
        [play @ Action::Play { .. }, Action::Decline] => nos_why(view, &[*play]),
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
        [Action::Draw] if view.legal().iter().any(|a| matches!(a, Action::Play { .. })) => {
            "a draw by choice: one more tile, a play kept for later; you cannot pass after it".into()
        }
        [Action::Draw] => "nothing fits: a draw may bring a tile that fits, or a paid double".into(),
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
        _ => "the choice that wins most over the sampled deals".into(),
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// A decision of `view`'s seat weighed for a hint: its choices (as the game gives them),
/// each played out on the same deals sampled from the view alone, `samples` of them
/// (`seed`'s streams), and the verdict; `None` when there is no choice to make.
pub fn weighed<J: Judged>(view: &J::View, seed: u64, samples: usize) -> Option<(Vec<J::Choice>, Verdict)> {
    let choices = J::choices(view, None);
    if choices.len() < 2 {
        return None;
    }
    let deal = J::sampler(view, seed);
    let seat = J::seat(view);
    let v = judge(choices.len(), 0, samples, deal, |g: &J, c| g.value(seat, &choices[c]));
    Some((choices, v))
}

/// The best choices of `view`'s seat (which must be on turn), from the view alone:
/// [`SHOWN`] of them, each with its mean and 95% interval over the game's hint samples
/// and the reason `why(choice, rank, verdict, choices)` gives it.
pub fn of<J: Judged>(
    view: &J::View,
    seed: u64,
    why: impl Fn(&J::Choice, usize, &Verdict, &[J::Choice]) -> String,
) -> Vec<Hint> {
    let Some((choices, v)) = weighed::<J>(view, seed, J::HINT_SAMPLES) else { return Vec::new() };
    v.order
        .iter()
        .filter(|&&c| v.means[c].is_finite())
        .take(SHOWN)
        .enumerate()
        .map(|(k, &c)| Hint {
            choice: J::words(view, &choices[c]),
            mean: v.means[c],
            half: v.half[c],
            why: why(&choices[c], k, &v, &choices),
        })
        .collect()
}

/// The best choices of the seat of a parlour line game's `view`.
pub fn line(view: &crate::games::parlour::View, seed: u64) -> Vec<Hint> {
    // What a choice scores at once is the same on every sample: read it off one.
    let first = view.sample(&mut chance::dice(stream(seed, 0)));
    of::<crate::games::parlour::Hand>(view, seed, |&a, _, _, _| super::why::line(view, &first, a))
}

/// The best placements of a Dominox `view`: `normal`'s best few weighed by playouts.
pub fn board(view: &crate::games::dominox::View, seed: u64) -> Vec<Hint> {
    of::<crate::games::dominox::Dominox>(view, seed, |a, k, v, all| match k {
        0 => "the best final margin over the sampled deals".into(),
        _ => {
            let c = all.iter().position(|x| x == a).unwrap_or(v.order[k]);
            format!("{:.1} points of margin behind the best", v.means[v.order[0]] - v.means[c])
        }
    })
}

/// The best tiles of a train game's `view`, with where each goes: from the view alone,
/// each choice played out to the end of the round; a reason of its own for each.
pub fn trains(view: &crate::games::trains::View, seed: u64) -> Vec<Hint> {
    let hints = of::<crate::games::trains::Game>(view, seed, |a, _, _, _| super::why_trains::why(view, a));
    distinct(hints, "points")
}
