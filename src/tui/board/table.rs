//! Dominox's table at the table screen: the board (a chessboard with coordinates, the
//! tiles with their numbers, the last placement marked, the chosen tile at the cursor
//! and the squares where it fits, the areas shaded by owner at the end) and beside it a
//! legend; the words of its summary and help.

use super::grid::{Board, Geometry, BLACK_AREA, CURSOR_BAD, CURSOR_OK, DARK, FITS, LAST, LIGHT, WHITE_AREA};
use super::pick::Pick;
use crate::core::seat::Seat;
use crate::games::dominox::areas::areas;
use crate::games::dominox::{Colour, Dominox, Outcome, Square, View};
use crate::tui::kit::panels::boxed;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

/// What the table shows: a seat's view (only the board of it is drawn, never a
/// hand), and the cursor of the seat choosing.
pub struct Table<'a> {
    pub view: &'a View,
    pub pick: Option<&'a Pick>,
    pub names: &'a [String],
    pub pips: bool,
}

/// The legend's least width beside the board; narrower, it goes below.
const LEGEND: u16 = 22;

/// Where the board and the legend go in the table's area.
fn layout(area: Rect) -> (Rect, Option<Geometry>, Rect) {
    let inner = boxed(String::new()).inner(area);
    let Some(g) = Geometry::fit(inner) else { return (inner, None, Rect::default()) };
    let (w, h) = g.size();
    let board = Rect { width: w, height: h, ..inner };
    let legend = if inner.width >= w + 2 + LEGEND {
        Rect { x: inner.x + w + 2, width: inner.width - w - 2, ..inner }
    } else {
        Rect { y: inner.y + h, height: inner.height.saturating_sub(h), ..inner }
    };
    (board, Some(g), legend)
}

/// The square drawn at a cell of the table's area, if any.
pub fn square_at(area: Rect, x: u16, y: u16) -> Option<Square> {
    layout(area).1?.square_at(x, y)
}

/// Draws the table in `area`.
pub fn draw(t: &Table, area: Rect, buf: &mut Buffer) {
    let block = boxed(" Board ".into());
    block.render(area, buf);
    let (board, g, legend) = layout(area);
    if g.is_none() {
        super::grid::too_small(board, Geometry::LEAST, buf);
        return;
    }
    Board { view: t.view, pick: t.pick, pips: t.pips }.render(board, buf);
    Paragraph::new(legend_lines(t)).wrap(Wrap { trim: false }).render(legend, buf);
}

fn swatch(bg: Color) -> Span<'static> {
    Span::styled("  ", Style::new().bg(bg))
}

fn name(names: &[String], c: Colour) -> String {
    names.get(c.index()).cloned().unwrap_or_default()
}

/// The legend: who plays which colour, the last placement, the chosen tile, and at
/// the end the areas with their points.
fn legend_lines(t: &Table) -> Vec<Line<'static>> {
    let v = t.view;
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let mut out = vec![Line::from(vec![
        swatch(LIGHT),
        Span::raw(format!(" White {}  ", name(t.names, Colour::White))),
        swatch(DARK),
        Span::raw(format!(" Black {}", name(t.names, Colour::Black))),
    ])];
    if let Some(p) = v.last() {
        out.push(Line::from(vec![swatch(LAST), Span::raw(format!(" last: {p}"))]));
    }
    if v.is_over() {
        let [w, b] = v.scores();
        out.push(Line::styled(format!("White {w}, Black {b}: {}", v.outcome_words(t.names)), bold));
        out.push(Line::from(vec![
            swatch(WHITE_AREA),
            Span::raw(" w White's  "),
            swatch(BLACK_AREA),
            Span::raw(" b Black's  = even"),
        ]));
        return out;
    }
    if let Some(p) = t.pick {
        match (p.placement(v), p.tile(v)) {
            (Some(pl), _) => {
                let ok = p.legal(v);
                // Written as the log and every refusal write it: numbers and squares in
                // the same order.
                let (bg, note) = if ok { (CURSOR_OK, "fits") } else { (CURSOR_BAD, "does not fit") };
                out.push(Line::from(vec![swatch(bg), Span::raw(format!(" {pl}: {note}"))]));
            }
            (None, Some(tile)) => out.push(Line::raw(format!("{tile} would leave the board: turn it (r)"))),
            (None, None) => {}
        }
        if let Some(tile) = p.tile(v) {
            let where_ = match p.lies(v).len() {
                0 => "fits nowhere".to_string(),
                n => format!("fits in {} (·), n: next", places(n)),
            };
            out.push(Line::from(vec![swatch(FITS), Span::raw(format!(" {tile} {where_}"))]));
        }
    }
    out
}

/// "1 place", "3 places".
pub fn places(n: usize) -> String {
    if n == 1 {
        "1 place".into()
    } else {
        format!("{n} places")
    }
}

/// A game's end in words, for the legend and the summary.
trait Words {
    fn outcome_words(&self, names: &[String]) -> String;
}

impl Words for View {
    fn outcome_words(&self, names: &[String]) -> String {
        let [w, b] = self.scores();
        match w.cmp(&b) {
            std::cmp::Ordering::Greater => format!("{} (White) wins", name(names, Colour::White)),
            std::cmp::Ordering::Less => format!("{} (Black) wins", name(names, Colour::Black)),
            std::cmp::Ordering::Equal => "a draw".into(),
        }
    }
}

/// The end of the game in lines: the result, the areas by owner, what each still held
/// (a game ended before its end: how many tiles, and the tiles of `shown` alone).
pub fn summary(g: &Dominox, names: &[String], shown: Option<Seat>) -> Vec<String> {
    let [w, b] = g.scores();
    let who = |c: Colour| format!("{} ({})", name(names, c), c.name());
    let mut out = vec![match g.outcome() {
        Some(Outcome::Won(c)) => {
            format!("{} wins, {} to {}", who(c), g.scores()[c.index()], g.scores()[c.other().index()])
        }
        Some(Outcome::Draw) => format!("A draw, {w} to {b}: equal totals"),
        None => "The game was ended before its end: no result".into(),
    }];
    // Areas score only at the end: a game left before it has no areas to tell.
    let over = g.is_over();
    if over {
        out.push("The empty areas, each to the colour most of its squares have:".into());
    }
    let mut by: [Vec<u32>; 3] = Default::default();
    for a in areas(g.board()).into_iter().filter(|_| over) {
        by[a.owner().map_or(2, |c| c.index())].push(a.size());
    }
    for (i, label) in ["White", "Black", "even, nobody's"].into_iter().enumerate().filter(|_| over) {
        let sizes = &mut by[i];
        sizes.sort_unstable_by(|a, b| b.cmp(a));
        let list: Vec<String> = sizes.iter().map(|s| s.to_string()).collect();
        let points: u32 = if i < 2 { sizes.iter().sum() } else { 0 };
        let of = if list.is_empty() { "no area".to_string() } else { format!("areas of {}", list.join(", ")) };
        if i < 2 {
            out.push(format!("  {label}: {}, {of}", crate::tui::kit::words::count(points as i64, "point")));
        } else {
            out.push(format!("  {label}: {of}"));
        }
    }
    for c in [Colour::White, Colour::Black] {
        let seat = Seat(c.index() as u8);
        let held = g.hand(seat);
        let left = if held.is_empty() { "nothing".to_string() } else { crate::tui::kit::words::tiles(held) };
        // While the game goes on a hand stays its seat's own.
        if over || shown == Some(seat) {
            out.push(format!("  {} still holds {left}", who(c)));
        } else {
            out.push(format!("  {} still holds {}, face down", who(c), crate::tui::kit::words::how_many(held.len())));
        }
    }
    out
}

/// The keys of Dominox's board, as its help lists them after the table's own (and
/// `docs/playing.md`, word for word: a test compares them).
pub const KEYS: [(&str, &str); 6] = [
    ("←↑↓→ hjkl", "move the cursor"),
    ("r", "turn the tile round the cursor"),
    ("[ ] 1-9", "choose a tile"),
    ("Enter", "place it as it lies"),
    ("n", "the next place where the chosen tile fits, turned to fit"),
    ("mouse", "a square: the cursor goes there; the cursor's square: place the tile, or turn it to where it fits; a tile of the hand: choose it"),
];

/// Dominox's help: the rules in brief and the keys of the board.
pub fn help() -> Vec<String> {
    let mut out: Vec<String> = [
        "Dominox: place a tile on two empty squares side by side; each number",
        "touching other tiles must equal one of them. The lowest double dealt",
        "goes first. Every turn ends with a draw while the boneyard lasts; pass",
        "(p) only when nothing fits. At the end each empty area scores its",
        "squares to the colour most of them have (White light, Black dark).",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    out.extend(KEYS.iter().map(|(k, w)| format!("{k:>9}  {w}")));
    out.extend(
        [
            "Squares marked · (lit): where the chosen tile fits. At the cursor,",
            "green: it fits as it lies, red: it does not; the line under the",
            "board says which, in words.",
        ]
        .iter()
        .map(|s| s.to_string()),
    );
    out
}
