//! A hint's rows in words: each choice with what it wins (a 95% interval) and its
//! reason, for the hint box of any table.

use super::widgets::bold;
use crate::analyse::hint::Hint;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line as TLine, Span};

/// How wide a hint box is on a screen `width` wide: 76 columns, or all of it where
/// what would be left beside it is too thin to read, so that no cut word of the
/// table shows at its edges.
pub fn box_width(width: u16) -> u16 {
    if width < 76 + 2 * 6 {
        width
    } else {
        76
    }
}

pub fn dim() -> Style {
    Style::new().add_modifier(Modifier::DIM)
}

/// What a hint is measured in, shown in its box, broken into lines of `width`
/// columns so that the box never has to break them itself.
///
/// A choice's name wraps under itself; its figures (the mean and the interval) are
/// one piece, beside the name where they fit, else on the line under it: a number
/// or an interval is never split over two lines. Each choice's reason goes under it,
/// indented, its long lines kept under the indent.
pub fn worth(rows: &[Hint], unit: &str, width: u16) -> Vec<TLine<'static>> {
    let w = width.max(12) as usize;
    let mut lines = Vec::new();
    for (i, h) in rows.iter().enumerate() {
        let figures = format!("{:+.1} {unit} [{:+.1}, {:+.1}]", h.mean, h.mean - h.half, h.mean + h.half);
        let mut name: Vec<TLine> = super::fit::hang(&format!("{}. {}", i + 1, h.choice), w, 3)
            .into_iter()
            .map(|l| TLine::from(Span::styled(l, bold())))
            .collect();
        match name.last_mut() {
            Some(last) if last.width() + 2 + super::fit::width(&figures) <= w => {
                last.spans.push(Span::raw(format!("  {figures}")));
            }
            _ => name.push(TLine::from(Span::raw(format!("   {figures}")))),
        }
        lines.extend(name);
        for l in super::fit::hang(&format!("   {}", h.why), w, 3) {
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
