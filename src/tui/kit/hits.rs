//! The mouse. Drawing a frame records what each clickable area means; a click looks
//! itself up among the areas of the frame on screen and becomes what its key does, so
//! a click obeys every rule a key obeys (the hand-over stays, a hand is chosen from only
//! by its own seat, a seat acts only in its turn).
//!
//! The areas are those of the last frame drawn: any change of state forgets them until
//! the next frame, so a click never lands on something that is no longer there.

use super::input::Msg;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line as TLine, Span};
use ratatui::widgets::{Paragraph, Widget};

/// What a click on an area means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hit {
    /// What this key does.
    Key(Msg),
    /// A tile of the acting seat's hand, by its place in the hand: chosen, as with
    /// the cursor on it and Enter.
    Tile(usize),
    /// A row of the list or form on screen: the cursor goes to it, then `then` is
    /// pressed (Enter on a button, ← or → on a choice's arrows).
    Row { row: usize, then: Option<Msg> },
    /// A game's own table, drawn in this area: the game reads the click (a square of
    /// a board).
    Table(Rect),
    /// The table's layout: a press here and a drag move the view of it.
    Pan,
}

/// The clickable areas of the frame on screen, in the order drawn.
#[derive(Clone, Debug, Default)]
pub struct Hits(Vec<(Rect, Hit)>);

impl Hits {
    pub fn add(&mut self, area: Rect, hit: Hit) {
        if !area.is_empty() {
            self.0.push((area, hit));
        }
    }

    /// What a click at this cell means: the area drawn last (on top) wins.
    pub fn at(&self, x: u16, y: u16) -> Option<Hit> {
        let p = ratatui::layout::Position::new(x, y);
        self.0.iter().rev().find(|(r, _)| r.contains(p)).map(|(_, h)| *h)
    }

    /// Forgets every area: the frame changed, or a box over it takes the clicks.
    pub fn clear(&mut self) {
        self.0.clear();
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Every area and its meaning, in the order drawn (for tests).
    pub fn areas(&self) -> &[(Rect, Hit)] {
        &self.0
    }
}

/// One line of text, parts of which may be clicked.
#[derive(Clone, Debug, Default)]
pub struct Links {
    spans: Vec<Span<'static>>,
    /// (from column, width, meaning)
    hits: Vec<(u16, u16, Hit)>,
    width: u16,
}

impl Links {
    pub fn new() -> Links {
        Links::default()
    }

    /// Text that is not clickable.
    pub fn text(self, s: impl Into<String>, st: Style) -> Links {
        self.push(s.into(), st, None)
    }

    /// Text that does `hit` when clicked.
    pub fn link(self, s: impl Into<String>, st: Style, hit: Hit) -> Links {
        self.push(s.into(), st, Some(hit))
    }

    fn push(mut self, s: String, st: Style, hit: Option<Hit>) -> Links {
        let span = Span::styled(s, st);
        let w = span.width() as u16;
        if let Some(h) = hit {
            self.hits.push((self.width, w, h));
        }
        self.width = self.width.saturating_add(w);
        self.spans.push(span);
        self
    }

    /// The columns the line takes.
    pub fn width(&self) -> u16 {
        self.width
    }

    /// The line broken between words into lines of at most `w` columns (a word wider
    /// than that keeps a line of its own), each part keeping its style and its click.
    pub fn wrap(self, w: u16) -> Vec<Links> {
        let mut out = vec![Links::new()];
        let clicks: Vec<_> = self.hits.iter().map(|&(x, _, h)| (x, h)).collect();
        let mut at = 0u16;
        for span in self.spans {
            let hit = clicks.iter().find(|&&(x, _)| x == at).map(|&(_, h)| h);
            at = at.saturating_add(span.width() as u16);
            for word in span.content.split_inclusive(' ') {
                let line = out.last_mut().expect("a line");
                let shown = super::fit::width(word.trim_end()) as u16;
                if line.width > 0 && line.width.saturating_add(shown) > w {
                    out.push(Links::new());
                }
                let line = out.pop().expect("a line");
                out.push(line.push(word.to_string(), span.style, hit));
            }
        }
        out
    }

    /// Draws the line on the first row of `area` and records its clickable parts that
    /// show.
    pub fn draw(self, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
        if area.is_empty() {
            return;
        }
        let row = Rect { height: 1, ..area };
        Paragraph::new(TLine::from(self.spans)).render(row, buf);
        for (x, w, h) in self.hits {
            hits.add(Rect::new(row.x.saturating_add(x), row.y, w, 1).intersection(row), h);
        }
    }
}

impl From<TLine<'static>> for Links {
    fn from(l: TLine<'static>) -> Links {
        l.spans.into_iter().fold(Links::new(), |acc, s| acc.text(s.content.into_owned(), s.style))
    }
}

impl From<String> for Links {
    fn from(s: String) -> Links {
        Links::new().text(s, Style::new())
    }
}

/// A text broken into lines of `w` columns, the lines after the first indented.
pub fn wrapped(text: &str, w: u16, st: Style, indent: usize) -> Vec<Links> {
    named(text, w, st, indent, &[])
}

/// As `wrapped`, never breaking inside a name.
pub fn named(text: &str, w: u16, st: Style, indent: usize, names: &[String]) -> Vec<Links> {
    super::fit::hang_names(text, w as usize, indent, names).into_iter().map(|l| Links::new().text(l, st)).collect()
}

/// Lines drawn one a row from the top of `area`, as many as fit.
pub fn draw_lines(lines: Vec<Links>, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    for (i, l) in lines.into_iter().enumerate().take(area.height as usize) {
        l.draw(Rect { y: area.y + i as u16, height: 1, ..area }, buf, hits);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_wrapped_keeps_each_part_clickable_where_it_lands() {
        let st = Style::new();
        let l = Links::new().text("Declare your doubles? ", st).link("y: declare", st, Hit::Key(Msg::Char('y')));
        let lines = l.wrap(24);
        assert_eq!(lines.len(), 2);
        let mut h = Hits::default();
        draw_lines(lines, Rect::new(0, 0, 24, 2), &mut Buffer::empty(Rect::new(0, 0, 24, 2)), &mut h);
        assert_eq!(h.at(0, 1), Some(Hit::Key(Msg::Char('y'))));
        assert_eq!(h.at(0, 0), None);
    }

    #[test]
    fn the_area_drawn_last_takes_the_click() {
        let mut h = Hits::default();
        h.add(Rect::new(0, 0, 10, 10), Hit::Key(Msg::Enter));
        h.add(Rect::new(2, 2, 3, 1), Hit::Tile(4));
        assert_eq!(h.at(3, 2), Some(Hit::Tile(4)));
        assert_eq!(h.at(3, 3), Some(Hit::Key(Msg::Enter)));
        assert_eq!(h.at(10, 0), None);
    }

    #[test]
    fn a_line_records_its_links_where_they_are_drawn() {
        let mut buf = Buffer::empty(Rect::new(0, 0, 20, 2));
        let mut h = Hits::default();
        let l = Links::new().text("ab ", Style::new()).link("cd", Style::new(), Hit::Key(Msg::Char('c')));
        assert_eq!(l.width(), 5);
        l.draw(Rect::new(1, 1, 19, 1), &mut buf, &mut h);
        assert_eq!(h.at(4, 1), Some(Hit::Key(Msg::Char('c'))));
        assert_eq!(h.at(5, 1), Some(Hit::Key(Msg::Char('c'))));
        assert_eq!(h.at(3, 1), None);
        // A link cut off at the edge is clickable only where it shows.
        let mut h = Hits::default();
        Links::new().text("abcd", Style::new()).link("efgh", Style::new(), Hit::Tile(0)).draw(
            Rect::new(0, 0, 6, 1),
            &mut buf,
            &mut h,
        );
        assert_eq!(h.areas(), &[(Rect::new(4, 0, 2, 1), Hit::Tile(0))]);
    }
}
