//! The Dominox board in the terminal: a chessboard with coordinates a-h and 1-8, the
//! tiles with their numbers, the last placement marked, the chosen tile at the cursor
//! as it lies, the squares where it fits, and at the end the areas shaded by owner.
//!
//! [`Board`] draws the board alone; [`Screen`] lays it out beside a panel (whose turn,
//! the boneyard, the opponent's tiles, the own hand, the keys, the areas at the end).
//! Both are pure widgets over a seat's [`View`] and a [`Pick`].

use super::pick::Pick;
use crate::games::dominox::areas::areas;
use crate::games::dominox::{Colour, Fit, Placement, Square, View};
use crate::tui::kit::tiles::{face, flat};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

/// Square backgrounds.
pub const LIGHT: Color = Color::Gray;
pub const DARK: Color = Color::DarkGray;
/// A tile on the board, and the last one placed.
pub const TILE: Color = Color::White;
pub const LAST: Color = Color::Yellow;
/// Squares where the chosen tile fits.
pub const FITS: Color = Color::Cyan;
/// The chosen tile at the cursor: it may lie there, or not.
pub const CURSOR_OK: Color = Color::Green;
pub const CURSOR_BAD: Color = Color::Red;
/// Areas at the end, by owner.
pub const WHITE_AREA: Color = Color::LightBlue;
pub const BLACK_AREA: Color = Color::LightRed;

/// Where the board sits in an area and how big a square is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Geometry {
    pub x: u16,
    pub y: u16,
    /// Columns and rows of one square.
    pub cw: u16,
    pub ch: u16,
}

/// Columns left of the board for the rank numbers.
const LABEL: u16 = 2;

impl Geometry {
    /// The largest squares that fit in `area` (6x3, 4x2 or 3x1), the board at its top
    /// left; `None` when even the smallest does not fit.
    pub fn fit(area: Rect) -> Option<Geometry> {
        [(6, 3), (4, 2), (3, 1)]
            .into_iter()
            .find(|&(cw, ch)| LABEL + 8 * cw <= area.width && 8 * ch < area.height)
            .map(|(cw, ch)| Geometry { x: area.x, y: area.y, cw, ch })
    }
    /// The fewest columns and rows an area needs to hold the board at its smallest.
    pub const LEAST: (u16, u16) = (LABEL + 8 * 3, 8 + 1);
    /// Columns and rows the board with its coordinates takes.
    pub fn size(&self) -> (u16, u16) {
        (LABEL + 8 * self.cw, 8 * self.ch + 1)
    }
    /// The top-left cell of square `s`.
    pub fn origin(&self, s: Square) -> (u16, u16) {
        (self.x + LABEL + s.file() as u16 * self.cw, self.y + (7 - s.rank() as u16) * self.ch)
    }
    /// Where a square's number box `[n]` starts: its column and row.
    fn boxed(&self, s: Square) -> (u16, u16) {
        let (x, y) = self.origin(s);
        (x + (self.cw - 2) / 2, y + (self.ch - 1) / 2)
    }
    /// The square under a cell (a mouse click), if any.
    pub fn square_at(&self, col: u16, row: u16) -> Option<Square> {
        let (cx, cy) = (col.checked_sub(self.x + LABEL)?, row.checked_sub(self.y)?);
        let (f, r) = (cx / self.cw, cy / self.ch);
        if f >= 8 || r >= 8 {
            return None;
        }
        Square::at(f as u8, 7 - r as u8)
    }
}

/// The board of a view, with the cursor of `pick` when its seat is to act.
pub struct Board<'a> {
    pub view: &'a View,
    pub pick: Option<&'a Pick>,
    pub pips: bool,
}

fn fill(buf: &mut Buffer, g: &Geometry, s: Square, bg: Color) {
    let (x, y) = g.origin(s);
    for dy in 0..g.ch {
        for dx in 0..g.cw {
            buf[(x + dx, y + dy)].set_symbol(" ").set_style(Style::new().bg(bg));
        }
    }
}

/// Changes the background of a square, keeping what is drawn on it.
fn tint(buf: &mut Buffer, g: &Geometry, s: Square, bg: Color) {
    let (x, y) = g.origin(s);
    for dy in 0..g.ch {
        for dx in 0..g.cw {
            buf[(x + dx, y + dy)].set_bg(bg);
        }
    }
}

fn put(buf: &mut Buffer, x: u16, y: u16, text: &str, style: Style) {
    for (i, c) in text.chars().enumerate() {
        buf[(x + i as u16, y)].set_char(c).set_style(style);
    }
}

/// A tile on its two squares: both filled with `bg`, each number in a box, and the
/// two joined (`═` side by side, `║` one above the other). On the smallest squares
/// (3x1) the boxes would touch and read as two tiles: the tile is drawn as one box
/// instead, `[2══0]` side by side, `┌2┐` over `└0┘` one above the other.
fn draw_tile(buf: &mut Buffer, g: &Geometry, p: Placement, bg: Color, pips: bool) {
    let style = Style::new().fg(Color::Black).bg(bg).add_modifier(Modifier::BOLD);
    for s in p.squares() {
        fill(buf, g, s, bg);
    }
    let [lo, hi] = p.squares();
    let (lx, ly) = g.boxed(lo);
    let (hx, hy) = g.boxed(hi);
    let [a, b] = p.numbers().map(|n| face(n, pips));
    // The gap between the two number boxes: columns side by side, rows one above the other.
    let gap = if p.is_flat() { hx.saturating_sub(lx + 3) } else { ly.saturating_sub(hy + 1) };
    match (p.is_flat(), gap) {
        (true, 0) => put(buf, lx, ly, &format!("[{a}══{b}]"), style),
        (false, 0) => {
            put(buf, hx, hy, &format!("┌{b}┐"), style);
            put(buf, lx, ly, &format!("└{a}┘"), style);
        }
        (flat, _) => {
            put(buf, lx, ly, &format!("[{a}]"), style);
            put(buf, hx, hy, &format!("[{b}]"), style);
            if flat {
                for x in lx + 3..hx {
                    put(buf, x, ly, "═", style);
                }
            } else {
                for y in hy + 1..ly {
                    put(buf, lx + 1, y, "║", style);
                }
            }
        }
    }
}

impl Widget for &Board<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let Some(g) = Geometry::fit(area) else {
            Paragraph::new("the board needs a larger window").render(area, buf);
            return;
        };
        let v = self.view;
        let board = v.board();
        for s in Square::all() {
            fill(buf, &g, s, if s.colour() == Colour::White { LIGHT } else { DARK });
        }
        // Coordinates: ranks on the left, files below.
        let label = Style::new().fg(Color::Gray);
        for r in 0..8u8 {
            let s = Square::at(0, r).expect("on the board");
            let (_, y) = g.boxed(s);
            put(buf, g.x, y, &format!("{}", r + 1), label);
        }
        for f in 0..8u8 {
            let s = Square::at(f, 0).expect("on the board");
            let (x, _) = g.boxed(s);
            put(buf, x + 1, g.y + 8 * g.ch, &format!("{}", (b'a' + f) as char), label);
        }
        if v.is_over() {
            for a in areas(board) {
                let (bg, mark) = match a.owner() {
                    Some(Colour::White) => (Some(WHITE_AREA), "w"),
                    Some(Colour::Black) => (Some(BLACK_AREA), "b"),
                    // An even area scores for nobody: marked, its squares left as they are.
                    None => (None, "="),
                };
                for s in crate::games::dominox::square::squares(a.squares) {
                    let bg = bg.unwrap_or(if s.colour() == Colour::White { LIGHT } else { DARK });
                    fill(buf, &g, s, bg);
                    let (x, y) = g.boxed(s);
                    put(buf, x + 1, y, mark, Style::new().fg(Color::Black).bg(bg));
                }
            }
        }
        let acting = self.pick.filter(|_| v.to_act() == Some(v.seat()));
        if let Some(p) = acting {
            for s in crate::games::dominox::square::squares(p.fits(v)) {
                fill(buf, &g, s, FITS);
                let (x, y) = g.boxed(s);
                put(buf, x + 1, y, "·", Style::new().fg(Color::Black).bg(FITS));
            }
        }
        for p in board.placements() {
            let bg = if v.last() == Some(p) { LAST } else { TILE };
            draw_tile(buf, &g, p, bg, self.pips);
        }
        if let Some(p) = acting {
            let ok = p.legal(v);
            let bg = if ok { CURSOR_OK } else { CURSOR_BAD };
            match p.placement(v) {
                // Over tiles, the tiles stay readable: only their squares turn red.
                Some(pl) if pl.mask() & board.occupied() != 0 => {
                    for s in pl.squares() {
                        if board.occupied() & s.bit() != 0 {
                            tint(buf, &g, s, bg);
                        } else {
                            fill(buf, &g, s, bg);
                            let (x, y) = g.boxed(s);
                            let n = pl.number_on(s).expect("on the tile");
                            put(buf, x, y, &format!("[{}]", face(n, self.pips)), Style::new().fg(Color::Black).bg(bg));
                        }
                    }
                }
                Some(pl) => draw_tile(buf, &g, pl, bg, self.pips),
                None => {
                    fill(buf, &g, p.cursor, bg);
                    let (x, y) = g.boxed(p.cursor);
                    put(buf, x, y, "[ ]", Style::new().fg(Color::Black).bg(bg));
                }
            }
        }
    }
}

/// The board beside its panel, for one seat.
pub struct Screen<'a> {
    pub view: &'a View,
    pub pick: Option<&'a Pick>,
    /// The players' names, White (seat 0) first.
    pub names: [&'a str; 2],
    pub pips: bool,
}

impl Screen<'_> {
    /// Where the board is drawn in `area`, for hit-testing a click.
    pub fn geometry(area: Rect) -> Option<Geometry> {
        Geometry::fit(Rect { width: area.width.min(area.width * 6 / 10 + 4), ..area })
    }
}

impl Widget for &Screen<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let Some(g) = Screen::geometry(area) else {
            // The board takes six tenths of the width and four columns more.
            let (w, h) = Geometry::LEAST;
            too_small(area, (((w - 4) * 10).div_ceil(6), h), buf);
            return;
        };
        let (w, h) = g.size();
        let board = Rect { x: area.x, y: area.y, width: w, height: h };
        Board { view: self.view, pick: self.pick, pips: self.pips }.render(board, buf);
        let x = area.x + w + 2;
        let panel = Rect { x, y: area.y, width: area.right().saturating_sub(x), height: area.height };
        Paragraph::new(panel_lines(self)).wrap(Wrap { trim: false }).render(panel, buf);
    }
}

fn colour_of(seat: crate::core::Seat) -> Colour {
    if seat.0 == 0 {
        Colour::White
    } else {
        Colour::Black
    }
}

/// The panel: the game's state in words, the hand, the keys or the result.
fn panel_lines<'a>(s: &Screen<'a>) -> Vec<Line<'a>> {
    let v = s.view;
    let me = v.colour();
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let dim = Style::new().fg(Color::Gray);
    let who = |c: Colour| format!("{} ({})", s.names[c.index()], c.name());
    let mut out = vec![Line::styled("Dominox", bold), Line::raw(format!("You: {}", who(me)))];
    if v.is_over() {
        let [w, b] = v.scores();
        out.push(Line::styled(format!("Game over: White {w}, Black {b}"), bold));
        out.push(Line::raw(match w.cmp(&b) {
            std::cmp::Ordering::Greater => format!("{} wins", who(Colour::White)),
            std::cmp::Ordering::Less => format!("{} wins", who(Colour::Black)),
            std::cmp::Ordering::Equal => "A draw".to_string(),
        }));
        out.push(Line::raw(""));
        out.extend(tally(v));
        return out;
    }
    let turn = colour_of(v.turn());
    out.push(Line::raw(format!("To play: {}", who(turn))));
    out.push(Line::raw(format!("Boneyard {}, opponent holds {}", v.boneyard_left(), v.opponent_tiles())));
    if let Some(p) = v.last() {
        out.push(Line::raw(format!("Last: {p}")));
    }
    out.push(Line::raw(""));
    out.push(hand_line(s));
    let acting = v.to_act() == Some(v.seat());
    if let (true, Some(p)) = (acting, s.pick) {
        if let Some(d) = v.lead_tile() {
            out.push(Line::raw(format!("First move: your lowest double, {d}")));
        }
        match (p.placement(v), p.tile(v)) {
            (Some(pl), _) => {
                let note = if p.legal(v) { "fits" } else { "does not fit" };
                out.push(Line::raw(format!("{pl}: {note}")));
            }
            (None, Some(t)) => out.push(Line::raw(format!("{t} would leave the board"))),
            (None, None) => out.push(Line::raw("No tiles: pass with p")),
        }
        if p.fits(v) == 0 && v.own().iter().all(|t| Fit::of(v.board()).cover(t) == 0) {
            out.push(Line::styled("No tile fits: pass with p", bold));
        }
        out.push(Line::raw(""));
        out.push(Line::styled("arrows/hjkl move  r rotate  tab/1-9 tile", dim));
        out.push(Line::styled("enter place  p pass", dim));
    }
    out
}

/// The hand, the chosen tile marked, tiles that fit somewhere in green.
fn hand_line<'a>(s: &Screen<'a>) -> Line<'a> {
    let v = s.view;
    let fit = Fit::of(v.board());
    let chosen = s.pick.and_then(|p| p.tile(v));
    let mut spans = vec![Span::raw("Tiles: ")];
    for t in v.own().iter() {
        let usable = v.lead_tile().is_none_or(|d| d == t) && fit.cover(t) != 0;
        let mut style = if usable { Style::new().fg(Color::Green) } else { Style::new().fg(Color::Gray) };
        let on = chosen == Some(t);
        if on {
            style = style.add_modifier(Modifier::REVERSED | Modifier::BOLD);
        }
        spans.push(Span::raw(if on { "▸" } else { " " }));
        spans.push(Span::styled(flat(t.low(), t.high(), s.pips), style));
    }
    Line::from(spans)
}

/// The areas at the end, by owner, with their points.
fn tally(v: &View) -> Vec<Line<'static>> {
    let mut by = [Vec::new(), Vec::new(), Vec::new()];
    for a in areas(v.board()) {
        by[a.owner().map_or(2, |c| c.index())].push(a.size());
    }
    let mut out = Vec::new();
    for (i, (name, bg)) in
        [("White", WHITE_AREA), ("Black", BLACK_AREA), ("Even", Color::Reset)].into_iter().enumerate()
    {
        let sizes = &mut by[i];
        sizes.sort_unstable();
        let points: u32 = if i < 2 { sizes.iter().sum() } else { 0 };
        let mut groups = Vec::new();
        let mut k = 0;
        while k < sizes.len() {
            let n = sizes.iter().filter(|&&x| x == sizes[k]).count();
            groups.push(format!("{n}x{}", sizes[k]));
            k += n;
        }
        let list = if groups.is_empty() { "none".to_string() } else { groups.join(" ") };
        out.push(Line::from(vec![
            Span::styled(format!(" {name:<5} "), Style::new().fg(Color::Black).bg(bg)),
            Span::raw(format!(" {points:>2} from areas {list}")),
        ]));
    }
    out
}

/// Where the board does not fit: said in the middle of `area`, with the room it needs
/// there (`need`, columns and rows) and the room it has.
pub fn too_small(area: Rect, (w, h): (u16, u16), buf: &mut Buffer) {
    let text = vec![
        Line::from("The window is too small for the board."),
        Line::from(format!("The board needs {w}x{h} in its box, which is {}x{}.", area.width, area.height)),
        Line::from("Make the window larger: the game goes on where it was."),
    ];
    let rows: u16 = text.iter().map(|l| (l.width() as u16).div_ceil(area.width.max(1)).max(1)).sum();
    let h = rows.min(area.height);
    let r = Rect { y: area.y + area.height.saturating_sub(h) / 2, height: h, ..area };
    Paragraph::new(text).alignment(ratatui::layout::Alignment::Center).wrap(Wrap { trim: true }).render(r, buf);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The screen's rows as text.
    fn rows(buf: &Buffer) -> Vec<String> {
        let a = buf.area;
        (0..a.height).map(|y| (0..a.width).map(|x| buf[(x, y)].symbol()).collect()).collect()
    }

    #[test]
    fn a_box_too_small_for_the_board_says_so_in_its_middle_with_the_room_needed() {
        let area = Rect::new(0, 0, 60, 8);
        let mut buf = Buffer::empty(area);
        too_small(area, Geometry::LEAST, &mut buf);
        let r = rows(&buf);
        let at = r.iter().position(|l| l.contains("too small")).expect("said");
        assert!(at > 0 && r[0].trim().is_empty(), "not in the middle: {r:#?}");
        let lead = r[at].len() - r[at].trim_start().len();
        let tail = r[at].len() - r[at].trim_end().len();
        assert!(lead > 0 && lead.abs_diff(tail) <= 1, "not centred: {r:#?}");
        assert!(r.iter().any(|l| l.contains("needs 26x9") && l.contains("60x8")), "{r:#?}");
        // The smallest the board takes is what the geometry fits.
        assert!(Geometry::fit(Rect::new(0, 0, 26, 9)).is_some());
        assert!(Geometry::fit(Rect::new(0, 0, 25, 9)).is_none() && Geometry::fit(Rect::new(0, 0, 26, 8)).is_none());
    }
}
