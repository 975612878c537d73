//! An analysis in words (the mistakes, costliest first, then a summary per seat) and
//! as JSON lines, one object per decision.

use super::{Analysis, Decision};
use std::fmt::Write;

/// The report's width: every line within it, longer ones broken at spaces with the
/// lines after the first indented.
const WIDTH: usize = 80;

/// `text` broken into lines of at most [`WIDTH`] columns, the first indented by
/// `first` spaces and the rest by `rest`.
fn wrapped(out: &mut String, text: &str, first: usize, rest: usize) {
    let mut line = " ".repeat(first);
    let mut fresh = true;
    for word in text.split(' ') {
        if !fresh && line.chars().count() + 1 + word.chars().count() > WIDTH {
            out.push_str(line.trim_end());
            out.push('\n');
            line = " ".repeat(rest);
            fresh = true;
        }
        if !fresh {
            line.push(' ');
        }
        line.push_str(word);
        fresh = false;
    }
    out.push_str(line.trim_end());
    out.push('\n');
}

impl Analysis {
    /// A seat as the table numbers it, from 1.
    fn who(&self, seat: u8) -> String {
        match self.players.get(seat as usize) {
            Some(p) => format!("{p} (seat {})", seat + 1),
            None => format!("seat {}", seat + 1),
        }
    }

    /// A decision in three lines: who did what where, the best choice, the cost.
    fn decision(&self, out: &mut String, d: &Decision) {
        wrapped(
            out,
            &format!("{} {}, action {}, {}: {}", self.deal, d.hand + 1, d.action, self.who(d.seat), d.played),
            2,
            6,
        );
        wrapped(out, &format!("best: {}", d.best), 4, 6);
        let cost =
            format!("costs {:.1} {} [{:.1}, {:.1}]; in hindsight {:.1}", d.cost, self.unit, d.low, d.high, d.hindsight);
        wrapped(out, &cost, 4, 6);
    }

    /// The report: what was judged, the mistakes costliest first, a summary per seat,
    /// every line within 80 columns. Names and choices come from the record: print it
    /// through [`crate::text::safe`].
    pub fn text(&self) -> String {
        let s = &self.settings;
        let mut out = String::new();
        let head = format!(
            "{}: {} decisions judged from each seat's own view, {} sampled deals per choice (seed {}); \
             costs in {} with their 95% interval (mean half-width {:.1}), and in hindsight on the real deal.",
            self.game,
            self.decisions.len(),
            self.samples,
            s.seed,
            self.unit,
            self.precision()
        );
        wrapped(&mut out, &head, 0, 0);
        let m = self.mistakes();
        if m.is_empty() {
            let _ = writeln!(out, "No mistake over {} {}.", self.big, self.unit);
        } else {
            let _ = writeln!(out, "Mistakes over {} {}, costliest first:", self.big, self.unit);
            for d in &m {
                self.decision(&mut out, d);
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
            let line = format!(
                "{}: {} decision{}, total cost {:.1} {} (in hindsight {:.1}), {} mistake{} over {}",
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
            wrapped(&mut out, &line, 2, 6);
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
