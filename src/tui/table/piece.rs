//! The pieces a layout is grown from and drawn with, for every game laid in a line or
//! a cross: a tile or a crosswise double in an arm's slot, its mark (the set, the last
//! played), text at a place on the sheet, and the styles of tiles and open ends.

use ratatui::style::{Color, Modifier, Style};

/// Text at a place on an unbounded sheet.
#[derive(Clone, Debug)]
pub(in crate::tui) struct Piece {
    pub x: i32,
    pub y: i32,
    pub text: String,
    pub style: Style,
}

/// What a tile on the sheet is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(in crate::tui) enum Mark {
    Set,
    Last,
    Plain,
}

/// How a tile is drawn, by its mark.
pub(in crate::tui) fn tile_style(m: Mark) -> Style {
    match m {
        Mark::Set => Style::new().fg(Color::Cyan).add_modifier(Modifier::BOLD),
        Mark::Last => Style::new().fg(Color::Black).bg(Color::Yellow).add_modifier(Modifier::BOLD),
        Mark::Plain => Style::new().fg(Color::White),
    }
}

/// How an end's label is drawn: bright while the end is open.
pub(in crate::tui) fn end_style(open: bool) -> Style {
    if open {
        Style::new().fg(Color::Green).add_modifier(Modifier::BOLD)
    } else {
        Style::new().fg(Color::DarkGray)
    }
}

/// How the dots of a joint are drawn, leading from an open end to a tile laid away
/// from it where the end had no room.
pub(in crate::tui) fn joint_style() -> Style {
    Style::new().fg(Color::Gray)
}

/// What goes into one slot of an arm: a tile (touching end, open end, mark), or a double
/// laid crosswise: standing across an arm that runs E or W, flat across one that runs N
/// or S.
#[derive(Clone, Copy, Debug)]
pub(in crate::tui) enum Item {
    Tile(u8, u8, Mark),
    Across(u8, Mark),
}
