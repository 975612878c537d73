//! The one-line reason beside a hinted Nos choice, from what the seat sees: its own
//! tiles, the layout, the unseen tiles, and what the hand's history shows of the next
//! seat; on set, what the seat's tiles make of the set and how often the choice went
//! out first over the sampled deals. Nothing hidden is read.

use super::why::plural;
use crate::core::{Seat, Tile, TileSet};
use crate::games::nos::ai::infer::Why;
use crate::games::nos::ai::judged::{self, Pick, Seen};
use crate::games::nos::{Action, Actions, Events, Phase, View};

/// The reason for choice `c` of `seen`'s seat. On set it gives how often the choice
/// went nos: `rate` when measured, else counted over the hint's deals of `seed`.
pub fn why(seen: &Seen, c: &Pick, rate: Option<f64>, seed: u64) -> String {
    let view = &seen.view;
    match c {
        Pick::Open(choice) => {
            let rate = rate.unwrap_or_else(|| nos_rate(view, c, seed));
            set_why(view, choice, rate)
        }
        Pick::Run(acts) => history(view, &seen.history, base(view, acts), &acts[..1]),
    }
}

/// How often `c` went nos over the hint's deals on set: the advisor's count.
fn nos_rate(view: &View, c: &Pick, seed: u64) -> f64 {
    let (mut legal, mut ev) = (Actions::new(), Events::new());
    let n = judged::ON_SET;
    let went = (0..n)
        .filter(|&i| {
            let deal = judged::opening_deal(view, seed, i);
            judged::outcome(&deal, view.seat(), c.actions(), &mut legal, &mut ev).is_some_and(|(_, nos)| nos)
        })
        .count();
    went as f64 / n as f64
}

/// Why a set and game: what the seat's own tiles make of the set under the game's
/// matching at once, and how often the choice went out first over the samples.
fn set_why(view: &View, choice: &crate::games::nos::ai::choices::Choice, rate: f64) -> String {
    use crate::games::nos::games::Rule;
    let nos = format!("nos in {:.0}% of the deals", 100.0 * rate);
    let Some(g) = choice.game else {
        return format!("no double to set: you draw the set tile, then set and name the game; {nos}");
    };
    let Some((a, b)) = choice.set.or_else(|| view.hand().set_ends()) else { return nos };
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

/// A reason in words, from what the seat sees.
fn base(view: &View, acts: &[Action]) -> String {
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
        [play @ Action::Play { .. }, Action::Decline] => base(view, &[*play]),
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

/// A Nos reason `base` for `acts`, with what the history shows of the next seat: a
/// play that leaves a number open which the next seat drew or passed on (holding none
/// of the unseen tiles with it then) says so.
fn history(view: &View, history: &[(Seat, Action)], base: String, acts: &[Action]) -> String {
    let [Action::Play { open, .. }] = acts else { return base };
    let h = view.hand();
    let seat = view.seat();
    let n = h.seats();
    let Some(next) = (1..n).map(|k| Seat((seat.0 + k) % n)).find(|&s| h.hand_len(s) > 0) else { return base };
    let theirs = view.unseen().inter(TileSet::with(*open));
    let Some(clues) = crate::games::nos::ai::infer::read(view, history) else { return base };
    let how = clues.clues.iter().rev().find(|c| {
        c.seat == next && c.most == 0 && matches!(c.why, Why::Draw | Why::Pass) && theirs.inter(c.tiles) == theirs
    });
    match how.map(|c| c.why) {
        _ if theirs.is_empty() => base,
        Some(Why::Pass) => format!("{base}; the next seat passed on {open}s"),
        Some(_) => format!("{base}; the next seat drew on {open}s"),
        None => base,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_nos_play_says_when_the_next_seat_drew_on_the_number_it_leaves() {
        // Over played hands of Nos: at each play, the clause is said only when the
        // next seat drew or passed holding none of the unseen tiles with that number;
        // and it is said somewhere.
        use crate::games::nos::{Action as A, Hand as H, Options};
        let mut said = 0;
        for seed in 0..4 {
            let s = crate::games::nos::ai::session::play(4, 1, crate::core::Level::Normal, seed);
            let log = &s.logs()[0];
            let mut h = H::new(&log.deal, log.on_set, true, &[500; 4], Options::default()).unwrap();
            for (i, &(seat, act)) in log.actions.iter().enumerate() {
                let v = h.view(seat);
                for &a in v.legal().iter().filter(|a| matches!(a, A::Play { .. })) {
                    let w = history(&v, &log.actions[..i], "base".into(), &[a]);
                    let A::Play { open, .. } = a else { unreachable!() };
                    if w != "base" {
                        assert!(w.ends_with(&format!("on {open}s")), "{w}");
                        said += 1;
                    }
                }
                h.apply(seat, act).unwrap();
            }
        }
        assert!(said > 0);
    }
}
