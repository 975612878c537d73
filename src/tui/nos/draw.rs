//! Drawing Nos's own screens: the one up, and the box over it. The App draws them,
//! through its hook, when they are up and the window is large enough.

use super::desk::{NosTable, Screen};
use super::popup::Popup;
use super::table_box::areas;
use crate::tui::kit::hits::{Hit, Hits, Links};
use crate::tui::kit::input::Msg;
use crate::tui::kit::widgets::{bold, keys_line, popup_box};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::{Clear, Widget};

/// The screen of Nos up now, with the box over it, if any.
pub fn draw(t: &NosTable, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    match &t.screen {
        Screen::Settled(s) => super::summary::settled(s, area, buf, hits),
        Screen::Lessons(c) => super::lesson::draw_list(t, *c, area, buf, hits),
        Screen::Score => {
            super::play::play(t, area, buf, hits);
            super::ranking::score(t, area, buf, hits);
        }
        Screen::Over => {}
        _ => super::play::play(t, area, buf, hits),
    }
    // A box over the screen takes every click.
    if t.popup.is_some() {
        hits.clear();
    }
    match t.popup {
        Some(Popup::Help) => {
            let strict = t.game.as_ref().is_some_and(|g| g.hand().options().strict);
            super::help::help(t.coach.is_some(), strict, area, buf);
            // Any key closes the help, and so does any click.
            hits.add(area, Hit::Key(Msg::Back));
        }
        Some(Popup::Brief(page)) => {
            super::brief::draw(page, area, buf);
            hits.add(area, Hit::Key(Msg::Char('r')));
        }
        Some(Popup::Quit) => super::help::quit(area, buf, hits),
        Some(Popup::Offence(a, p)) => super::club::warning(t, a, &p, area, buf, hits),
        Some(Popup::Desk(d)) => super::club::desk(t, &d, area, buf, hits),
        Some(Popup::Leave(c)) => super::leave::chooser(t, c, area, buf, hits),
        Some(Popup::Left) => {
            let inner = popup_box(area, 70, 5, "A seat left the table", buf);
            let text = t.status.clone().unwrap_or_default();
            let lines = vec![
                Links::new().text(text, bold()),
                Links::new().text("Play goes on with the others. Press any key.", Style::new()),
            ];
            crate::tui::kit::hits::draw_lines(lines, inner, buf, hits);
            hits.add(area, Hit::Key(Msg::Back));
        }
        Some(Popup::Hint) => super::hint::draw(t, area, buf, hits),
        Some(Popup::Advice) => {
            let a = areas(area, t.game().n() as usize);
            super::ranking::advice(t, a.table.union(a.log), buf, hits);
            Clear.render(a.keys, buf);
            keys_line(&super::ranking::ADVICE_KEYS).draw(a.keys, buf, hits);
        }
        None => {}
    }
}
