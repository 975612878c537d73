//! The hint: at a decision of one's own, the two or three best choices from the seat's
//! view alone, each with what it is worth to the end of the hand (chips or points, a
//! 95% interval) and a reason in words. The same playouts as the analysis; nothing here
//! is given more than a [`View`], so a hint cannot read a hidden tile.

use super::judge::{judge_keeping, Verdict, KEEP};
use crate::core::chance;
use crate::core::judged::Judged;
use crate::core::stat::stream;
use crate::games::nos::ai::advisor::Row;
use crate::games::nos::ai::judged::{Pick, Seen};

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

/// Two choices never share one reason: one whose reason an earlier choice gave says
/// how far behind the last such choice it stands, and whether that is more than chance
/// (so that a third with the same reason names the second, not the first again).
fn distinct(mut hints: Vec<Hint>, unit: &str) -> Vec<Hint> {
    let given: Vec<String> = hints.iter().map(|h| h.why.clone()).collect();
    for i in 1..hints.len() {
        let Some(j) = given[..i].iter().rposition(|w| *w == given[i]) else { continue };
        let behind = hints[j].mean - hints[i].mean;
        let real = if behind > hints[i].half.max(hints[j].half) { "more than chance" } else { "within chance" };
        hints[i].why = format!("as choice {}, but {behind:.1} {unit} behind it ({real})", j + 1);
    }
    hints
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
    let keep = if J::every_choice(view) { usize::MAX } else { KEEP };
    let v = judge_keeping(keep, choices.len(), 0, samples, deal, |g: &J, c| g.value(seat, &choices[c]));
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
    let Some((choices, v)) = weighed::<J>(view, seed, J::hint_samples(view)) else { return Vec::new() };
    shown::<J>(view, &choices, &v, why)
}

/// The hint's rows from `choices` weighed into `v`: the [`SHOWN`] best with a finite
/// mean, each with its reason.
pub fn shown<J: Judged>(
    view: &J::View,
    choices: &[J::Choice],
    v: &Verdict,
    why: impl Fn(&J::Choice, usize, &Verdict, &[J::Choice]) -> String,
) -> Vec<Hint> {
    v.order
        .iter()
        .filter(|&&c| v.means[c].is_finite())
        .take(SHOWN)
        .enumerate()
        .map(|(k, &c)| Hint {
            choice: J::words(view, &choices[c]),
            mean: v.means[c],
            half: v.half[c],
            why: why(&choices[c], k, v, choices),
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

/// The best choices of the seat of a Nos view with the hand's history: at a turn each
/// play alone and with "I close"; on set the advisor's choices weighed on its deals, so
/// that this is its ranking after [`crate::games::nos::ai::judged::ON_SET`] samples.
pub fn nos(seen: &Seen, seed: u64) -> Vec<Hint> {
    let hints = of::<crate::games::nos::Hand>(seen, seed, |c, k, v, all| {
        let best = (k > 0).then(|| (&all[v.order[0]], None));
        super::why_nos::why(seen, c, None, best, seed)
    });
    distinct(hints, "chips")
}

/// The hint on set at the table: the advisor's ranking `rows` (best first), which the
/// advice box shows too, as the hint's, with the same reasons as [`nos`] gives after
/// as many samples.
pub fn nos_ranked(seen: &Seen, rows: &[Row]) -> Vec<Hint> {
    let choices: Vec<Pick> = rows.iter().map(|r| Pick::Open(r.choice)).collect();
    let means = rows.iter().map(|r| r.stat.mean()).collect();
    let half = rows.iter().map(|r| if r.stat.ci().is_finite() { r.stat.ci() } else { 0.0 }).collect();
    let v = Verdict::ranked(means, half, (0..rows.len()).collect());
    let why = |c: &Pick, k: usize, _: &Verdict, all: &[Pick]| {
        let rate = all.iter().position(|x| x == c).map(|i| rows[i].stat.nos_rate());
        let best = (k > 0).then(|| (&all[0], rows.first().map(|r| r.stat.nos_rate())));
        super::why_nos::why(seen, c, rate, best, 0)
    };
    distinct(shown::<crate::games::nos::Hand>(seen, &choices, &v, why), "chips")
}
