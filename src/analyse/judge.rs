//! Judging one decision: every choice played out on the same sampled deals (from the
//! seat's view), the best mean found, and the played choice's shortfall measured
//! sample by sample against it, so its interval is that of a paired difference.

/// Where a decision stands once judged.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    /// The best choice, by mean over the samples.
    pub best: usize,
    /// The best mean less the played choice's mean, in the game's units; 0 when the
    /// played choice is the best.
    pub cost: f64,
    /// The 95% interval of `cost`.
    pub low: f64,
    pub high: f64,
    /// Each choice's mean (over the first round only, for a choice dropped then).
    pub means: Vec<f64>,
    /// The choices played on every deal, best mean first.
    pub order: Vec<usize>,
    /// Each choice's 95% half-width.
    pub half: Vec<f64>,
}

/// With more choices than this, a first round on a quarter of the samples keeps the
/// best few (and the played one) for the rest.
pub const KEEP: usize = 5;

/// Judges a decision with `k` choices of which `played` was taken: `deal(i)` gives the
/// `i`th sampled deal (asked in order 0, 1, 2...), `value(&deal, c)` plays choice `c`
/// out on it and says what the seat won.
pub fn judge<D>(
    k: usize,
    played: usize,
    samples: usize,
    deal: impl FnMut(usize) -> D,
    value: impl Fn(&D, usize) -> f64,
) -> Verdict {
    judge_keeping(KEEP, k, played, samples, deal, value)
}

/// As [`judge`], with more than `keep` choices cut to the best `keep` (and the played
/// one) after the first round; `usize::MAX` plays every choice on every deal.
pub fn judge_keeping<D>(
    keep: usize,
    k: usize,
    played: usize,
    samples: usize,
    mut deal: impl FnMut(usize) -> D,
    value: impl Fn(&D, usize) -> f64,
) -> Verdict {
    let samples = samples.max(2);
    let mut vals: Vec<Vec<f64>> = vec![Vec::with_capacity(samples); k];
    let first = if k > keep { (samples / 4).max(2) } else { samples };
    let mut alive: Vec<usize> = (0..k).collect();
    for i in 0..samples {
        if i == first {
            let mean = |c: usize| vals[c].iter().sum::<f64>() / vals[c].len() as f64;
            alive.sort_by(|&a, &b| mean(b).total_cmp(&mean(a)));
            alive.truncate(keep);
            if !alive.contains(&played) {
                alive.push(played);
            }
        }
        let d = deal(i);
        for &c in &alive {
            vals[c].push(value(&d, c));
        }
    }
    let means: Vec<f64> = vals.iter().map(|v| v.iter().sum::<f64>() / v.len().max(1) as f64).collect();
    let half: Vec<f64> = vals.iter().map(|v| half_width(v)).collect();
    let best = alive.iter().copied().fold(played, |b, c| if means[c] > means[b] { c } else { b });
    let mut order = alive;
    order.sort_by(|&a, &b| means[b].total_cmp(&means[a]));
    if best == played {
        return Verdict { best, cost: 0.0, low: 0.0, high: 0.0, means, half, order };
    }
    let diff: Vec<f64> = vals[best].iter().zip(&vals[played]).map(|(b, p)| b - p).collect();
    let cost = diff.iter().sum::<f64>() / diff.len() as f64;
    let h = half_width(&diff);
    Verdict { best, cost, low: cost - h, high: cost + h, means, half, order }
}

impl Verdict {
    /// A ranking measured elsewhere as a verdict (no choice played): each choice's
    /// mean and 95% half-width, `order` best first.
    pub fn ranked(means: Vec<f64>, half: Vec<f64>, order: Vec<usize>) -> Verdict {
        let best = order.first().copied().unwrap_or(0);
        Verdict { best, cost: 0.0, low: 0.0, high: 0.0, means, half, order }
    }
}

/// Half the width of the 95% interval of the mean of `v`.
pub fn half_width(v: &[f64]) -> f64 {
    let n = v.len() as f64;
    if v.len() < 2 {
        return 0.0;
    }
    let mean = v.iter().sum::<f64>() / n;
    let var = v.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / (n - 1.0);
    1.96 * (var / n).sqrt()
}

/// The hindsight cost: the best of `real` (each choice played out on the real deal)
/// less the played one's.
pub fn hindsight(real: &[f64], played: usize) -> f64 {
    let best = real.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    best - real[played]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_played_best_costs_nothing() {
        let v = judge(3, 1, 50, |i| i as f64, |&d, c| d + if c == 1 { 5.0 } else { 0.0 });
        assert_eq!((v.best, v.cost, v.low, v.high), (1, 0.0, 0.0, 0.0));
    }

    #[test]
    fn a_worse_choice_costs_the_paired_difference() {
        // Choice 0 wins 3 more on every deal: the difference is exact.
        let v = judge(2, 1, 40, |i| (i % 7) as f64, |&d, c| d + if c == 0 { 3.0 } else { 0.0 });
        assert_eq!(v.best, 0);
        assert!((v.cost - 3.0).abs() < 1e-9 && v.high - v.low < 1e-9);
    }

    #[test]
    fn many_choices_keep_the_played_one_through_the_first_round() {
        let v = judge(12, 11, 40, |_| 0.0, |_, c| -(c as f64));
        assert_eq!(v.best, 0);
        assert!((v.cost - 11.0).abs() < 1e-9);
        assert!(v.means[6].is_finite() && v.means[11] == -11.0);
    }
}
