//! The hint key (`b`, "best"): at a decision of one's own, the strong player's two or
//! three best choices, each with what it wins to the end of the hand (a 95% interval)
//! and a reason in words, from the acting seat's view and the hand's history alone.
//!
//! Never on a hand-over screen (no seat's hand is shown there), never in practice, and
//! in strict club mode only when the table's option "hints in strict mode" is on. A
//! hint is nothing the game keeps: it is not saved in the record.

use super::desk::NosTable;
use super::popup::Popup;
use crate::analyse::hint::{nos, Hint};
use crate::core::stat::stream;
use crate::tui::kit::hits::Hits;
use crate::tui::kit::widgets::popup_box;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line as TLine, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

pub use crate::tui::kit::worth::{dim, worth, worth_height};

/// The hint box: the best choices at one decision.
pub struct HintBox {
    pub seat: crate::core::Seat,
    pub rows: Vec<Hint>,
}

impl NosTable {
    /// The `b` key: the hint box, or a sentence saying why there is none.
    pub fn open_hint(&mut self) {
        if self.coach.is_some() {
            self.status = Some("No hints in practice: choose, and the ranking comes with the result".into());
            return;
        }
        let Some(seat) = self.shown_seat() else { return };
        let g = self.game();
        if g.hand().options().strict && !self.hints_in_strict {
            self.status =
                Some("No hints in strict club mode: the table's option \"hints in strict mode\" is off".into());
            return;
        }
        let hand_no = g.hand_no();
        let history = &g.session.logs()[hand_no].actions;
        let seed = stream(g.seed ^ 0x6869_6e74, hand_no as u64 * 1_000 + history.len() as u64);
        let rows = nos(&g.hand().view(seat), history, seed);
        if rows.is_empty() {
            self.status = Some("Only one thing can be done now: no hint needed".into());
            return;
        }
        self.hint = Some(HintBox { seat, rows });
        self.status = None;
        self.popup = Some(Popup::Hint);
    }
}

/// The hint box, drawn over the table.
pub fn draw(app: &NosTable, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let Some(h) = &app.hint else { return };
    let who = app.game().names[h.seat.index()].clone();
    let w = area.width.min(76);
    let height = (worth_height(&h.rows, "chips", w.saturating_sub(2)) + 4).min(area.height);
    let inner = popup_box(area, w, height, &format!("Hint for {who}"), buf);
    let mut lines = vec![TLine::from(Span::styled("Chips won to the end of the hand, from what you can see", dim()))];
    lines.extend(worth(&h.rows, "chips"));
    lines.push(TLine::from(Span::styled("Press any key to close.", dim())));
    Paragraph::new(lines).wrap(Wrap { trim: false }).render(inner, buf);
    hits.add(area, crate::tui::kit::hits::Hit::Key(crate::tui::kit::input::Msg::Back));
}
