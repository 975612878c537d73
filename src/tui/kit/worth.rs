//! A hint's rows in words: each choice with what it wins (a 95% interval) and its
//! reason, for the hint box of any table.

use super::widgets::bold;
use crate::analyse::hint::Hint;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line as TLine, Span};

pub fn dim() -> Style {
    Style::new().add_modifier(Modifier::DIM)
}

/// What a hint is measured in, shown in its box.
///
/// Each choice's reason goes under it, indented, its long lines broken in `width`
/// columns and kept under the indent.
pub fn worth(rows: &[Hint], unit: &str, width: u16) -> Vec<TLine<'static>> {
    let mut lines = Vec::new();
    for (i, h) in rows.iter().enumerate() {
        lines.push(TLine::from(vec![
            Span::styled(format!("{}. {}", i + 1, h.choice), bold()),
            Span::raw(format!("  {:+.1} {unit} [{:+.1}, {:+.1}]", h.mean, h.mean - h.half, h.mean + h.half)),
        ]));
        for l in super::fit::hang(&format!("   {}", h.why), width.max(12) as usize, 3) {
            lines.push(TLine::from(Span::raw(l)));
        }
    }
    lines
}

/// The rows [`worth`] takes in a box `width` wide inside, its long lines wrapped.
pub fn worth_height(rows: &[Hint], unit: &str, width: u16) -> u16 {
    let w = width.max(1) as usize;
    worth(rows, unit, width).iter().map(|l| l.width().div_ceil(w).max(1) as u16).sum()
}

/// What the figures and marks of a hint mean, under its rows: the interval, and a
/// choice standing for several alike (`[x2]`) where one does.
pub fn legend(rows: &[Hint]) -> Vec<TLine<'static>> {
    let mut out =
        vec![TLine::from(Span::styled("[low, high]: a 95% interval, where the true mean lies 19 times in 20", dim()))];
    if rows.iter().any(|h| h.choice.contains(" [x")) {
        out.push(TLine::from(Span::styled(
            "[x2]: stands for 2 choices alike (a line's sides, a cross's arms on a double)",
            dim(),
        )));
    }
    out
}
