//! An analysis in words (the mistakes, costliest first, then a summary per seat) and
//! as JSON lines, one object per decision.

use super::{Analysis, Decision};
use std::fmt::Write;

impl Analysis {
    fn who(&self, seat: u8) -> String {
        match self.players.get(seat as usize) {
            Some(p) => format!("{p} (seat {seat})"),
            None => format!("seat {seat}"),
        }
    }

    fn line(&self, d: &Decision) -> String {
        format!(
            "hand {}, action {}, {}: played {}; best {}: costs {:.1} {} [{:.1}, {:.1}]; in hindsight {:.1}",
            d.hand + 1,
            d.action,
            self.who(d.seat),
            d.played,
            d.best,
            d.cost,
            self.unit,
            d.low,
            d.high,
            d.hindsight
        )
    }

    /// The report: what was judged, the mistakes costliest first, a summary per seat.
    /// Names and choices come from the record: print it through
    /// [`crate::text::safe`].
    pub fn text(&self) -> String {
        let s = &self.settings;
        let mut out = format!(
            "{}: {} decisions judged from each seat's own view, {} sampled deals per choice (seed {}); \
             costs in {} with their 95% interval (mean half-width {:.1}), and in hindsight on the real deal.\n",
            self.game,
            self.decisions.len(),
            self.samples,
            s.seed,
            self.unit,
            self.precision()
        );
        let m = self.mistakes();
        if m.is_empty() {
            let _ = writeln!(out, "No mistake over {} {}.", self.big, self.unit);
        } else {
            let _ = writeln!(out, "Mistakes over {} {}, costliest first:", self.big, self.unit);
            for d in &m {
                let _ = writeln!(out, "  {}", self.line(d));
            }
        }
        let _ = writeln!(out, "Per seat:");
        let seats: u8 =
            self.players.len().max(self.decisions.iter().map(|d| d.seat as usize + 1).max().unwrap_or(0)) as u8;
        for seat in (0..seats).filter(|&k| s.seat.is_none_or(|o| o == k)) {
            let ds = self.of_seat(seat);
            let total: f64 = ds.iter().map(|d| d.cost).sum();
            let hind: f64 = ds.iter().map(|d| d.hindsight).sum();
            let big = m.iter().filter(|d| d.seat == seat).count();
            let _ = writeln!(
                out,
                "  {}: {} decision{}, total cost {:.1} {} (in hindsight {:.1}), {} mistake{} over {}",
                self.who(seat),
                ds.len(),
                if ds.len() == 1 { "" } else { "s" },
                total + 0.0,
                self.unit,
                hind + 0.0,
                big,
                if big == 1 { "" } else { "s" },
                self.big
            );
        }
        out
    }

    /// One JSON object per decision, a line each: `hand` from 1, `action` as `nos
    /// check` counts it, `seat`, `played`, `best`, `cost`, `low`, `high`, `hindsight`,
    /// `choices`.
    pub fn json(&self) -> String {
        #[derive(serde::Serialize)]
        struct Line<'a> {
            hand: usize,
            action: usize,
            seat: u8,
            played: &'a str,
            best: &'a str,
            cost: f64,
            low: f64,
            high: f64,
            hindsight: f64,
            choices: usize,
        }
        let r = |x: f64| (x * 100.0).round() / 100.0;
        let mut out = String::new();
        for d in &self.decisions {
            let l = Line {
                hand: d.hand + 1,
                action: d.action,
                seat: d.seat,
                played: &d.played,
                best: &d.best,
                cost: r(d.cost),
                low: r(d.low),
                high: r(d.high),
                hindsight: r(d.hindsight),
                choices: d.choices,
            };
            out += &serde_json::to_string(&l).unwrap_or_default();
            out.push('\n');
        }
        out
    }
}
