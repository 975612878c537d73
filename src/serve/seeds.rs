//! The seeds a server has dealt its tables from, when it was given `--seed`: kept in
//! the list of tables ([`super::saved`]) so that no two tables of one data directory
//! are ever dealt from one seed. Started again with the same `--seed`, the server goes
//! on where its sequence was; a seed already dealt is skipped.

use serde_json::{json, Value};

/// The seeds dealt so far, as ranges `from..to` in order, none touching another.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Dealt(Vec<(u64, u64)>);

impl Dealt {
    /// The first seed from `from` on that was not dealt yet, now dealt.
    pub fn take(&mut self, from: u64) -> u64 {
        let mut s = from;
        while let Some(&(_, to)) = self.0.iter().find(|(a, b)| *a <= s && s < *b) {
            s = to;
        }
        self.add(s);
        s
    }

    /// Seed `s` is dealt.
    fn add(&mut self, s: u64) {
        let end = s.saturating_add(1);
        self.0.push((s, end));
        self.0.sort_unstable();
        let mut merged: Vec<(u64, u64)> = Vec::with_capacity(self.0.len());
        for &(a, b) in &self.0 {
            match merged.last_mut() {
                Some(last) if a <= last.1 => last.1 = last.1.max(b),
                _ => merged.push((a, b)),
            }
        }
        self.0 = merged;
    }

    /// As kept in the list: `[[from, to], ...]`.
    pub fn to_json(&self) -> Value {
        json!(self.0.iter().map(|(a, b)| [a, b]).collect::<Vec<_>>())
    }

    /// Read back from the list; what does not read is left out.
    pub fn from_json(v: &Value) -> Dealt {
        let mut d = Dealt::default();
        for r in v.as_array().into_iter().flatten() {
            if let (Some(a), Some(b)) = (r[0].as_u64(), r[1].as_u64()) {
                if a < b {
                    d.0.push((a, b));
                }
            }
        }
        // Put in order and merged, whatever the file held.
        let ranges = std::mem::take(&mut d.0);
        for (a, b) in ranges {
            d.0.push((a, b));
            d.add(a);
        }
        d
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sequence_goes_on_after_a_restart_and_never_deals_a_seed_twice() {
        let mut d = Dealt::default();
        assert_eq!((d.take(5), d.take(6), d.take(7)), (5, 6, 7));
        // Read back after a restart given --seed 5 again: it goes on from 8.
        let mut d = Dealt::from_json(&d.to_json());
        assert_eq!(d, Dealt(vec![(5, 8)]));
        assert_eq!(d.take(5), 8);
        // Another sequence that runs into one dealt skips over it.
        assert_eq!(d.take(3), 3);
        assert_eq!(d.take(4), 4);
        assert_eq!(d.take(4), 9);
        assert_eq!(d, Dealt(vec![(3, 10)]));
        assert_eq!(Dealt::from_json(&serde_json::json!([[9, 12], "x", [2, 1], [1, 3]])), Dealt(vec![(1, 3), (9, 12)]));
        let mut top = Dealt::default();
        assert_eq!(top.take(u64::MAX), u64::MAX);
    }
}
