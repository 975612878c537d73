//! Running means with a 95% interval, in integers so that sums from several threads
//! add up the same in any order.

/// Chip results and nos counts of one choice or one player.
#[derive(Clone, Copy, Default, Debug, PartialEq, Eq)]
pub struct Stat {
    pub n: u64,
    pub sum: i64,
    pub sq: i128,
    pub nos: u64,
}

impl Stat {
    pub fn add(&mut self, chips: i64, nos: bool) {
        self.n += 1;
        self.sum += chips;
        self.sq += (chips as i128) * (chips as i128);
        self.nos += nos as u64;
    }
    pub fn merge(&mut self, o: &Stat) {
        self.n += o.n;
        self.sum += o.sum;
        self.sq += o.sq;
        self.nos += o.nos;
    }
    /// Mean chips per hand.
    pub fn mean(&self) -> f64 {
        self.sum as f64 / self.n.max(1) as f64
    }
    /// Half the width of the 95% interval of the mean: 1.96 sd / sqrt(n).
    pub fn ci(&self) -> f64 {
        if self.n < 2 {
            return f64::INFINITY;
        }
        let n = self.n as f64;
        let var = (self.sq as f64 - self.sum as f64 * self.sum as f64 / n) / (n - 1.0);
        1.96 * (var.max(0.0) / n).sqrt()
    }
    /// The share of hands in which nos was made.
    pub fn nos_rate(&self) -> f64 {
        self.nos as f64 / self.n.max(1) as f64
    }
    /// Half the width of the 95% interval of the nos rate.
    pub fn nos_ci(&self) -> f64 {
        let p = self.nos_rate();
        1.96 * (p * (1.0 - p) / self.n.max(1) as f64).sqrt()
    }
}

/// A seed for the `i`th stream of `seed` (splitmix64), so that parallel work draws the
/// same numbers whatever the order it runs in.
pub fn stream(seed: u64, i: u64) -> u64 {
    let mut z = seed ^ i.wrapping_mul(0x9e37_79b9_7f4a_7c15).wrapping_add(0x632b_e59b_d9b4_e019);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}
