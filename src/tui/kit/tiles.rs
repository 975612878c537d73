//! Tiles as text: a number as a digit or as pips, a tile lying flat or standing. A
//! double-six tile's number takes one cell; the larger sets' numbers up to 12 take two
//! (`cells`), or one cell each with a colour per number (`colour`), as real
//! double-nine and double-twelve sets have them.

use crate::core::Tile;
use ratatui::style::Color;

/// Pip faces for 0 to 6 (the blank is a dot-less space mark).
const PIPS: [char; 7] = ['·', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

/// One number of a tile, in one cell: pips up to 6 where asked, else a digit, and 10
/// to 12 (which have no one-cell digit) as `A`, `B` and `C`.
pub fn face(v: u8, pips: bool) -> char {
    match v {
        0..=6 if pips => PIPS[v as usize],
        0..=9 => char::from(b'0' + v),
        _ => char::from(b'A' + (v - 10).min(25)),
    }
}

/// A tile lying flat, `a` on the left: `[a|b]`, five cells.
pub fn flat(a: u8, b: u8, pips: bool) -> String {
    format!("[{}|{}]", face(a, pips), face(b, pips))
}

/// A tile standing, `a` on top: two rows of three cells.
pub fn standing(a: u8, b: u8, pips: bool) -> [String; 2] {
    [format!("┌{}┐", face(a, pips)), format!("└{}┘", face(b, pips))]
}

/// A tile in a hand, low end first.
pub fn in_hand(t: Tile, pips: bool) -> String {
    flat(t.low(), t.high(), pips)
}

/// A tile standing at full length, `a` on top: three rows of three cells, the middle
/// row its dividing line. A double laid crosswise in a line running left and right
/// stands so (`┌5┐` `├─┤` `└5┘`), and so does a corner tile where the rows beside it
/// need the room.
pub fn tall(a: u8, b: u8, pips: bool) -> [String; 3] {
    [format!("┌{}┐", face(a, pips)), "├─┤".to_string(), format!("└{}┘", face(b, pips))]
}

/// The cells one number takes in a set whose top number is `top`: one up to 9, two
/// above.
pub fn cells(top: u8) -> usize {
    if top > 9 {
        2
    } else {
        1
    }
}

/// One number in `cells` cells (one or two): in one cell as [`face`]; in two, its
/// digits right-aligned, or its pips (up to 6, where asked) after a space.
pub fn number(v: u8, pips: bool, cells: usize) -> String {
    if cells < 2 {
        return face(v, pips).to_string();
    }
    match v {
        0..=6 if pips => format!(" {}", PIPS[v as usize]),
        _ => format!("{v:>2}"),
    }
}

/// A tile lying flat, its numbers `cells` wide: `[12|10]`, seven cells with two.
pub fn flat_in(a: u8, b: u8, pips: bool, cells: usize) -> String {
    format!("[{}|{}]", number(a, pips, cells), number(b, pips, cells))
}

/// A tile standing, its numbers `cells` wide: two rows of `cells + 2` cells.
pub fn standing_in(a: u8, b: u8, pips: bool, cells: usize) -> [String; 2] {
    [format!("┌{}┐", number(a, pips, cells)), format!("└{}┘", number(b, pips, cells))]
}

/// A tile standing at full length, its numbers `cells` wide: three rows.
pub fn tall_in(a: u8, b: u8, pips: bool, cells: usize) -> [String; 3] {
    [
        format!("┌{}┐", number(a, pips, cells)),
        format!("├{}┤", "─".repeat(cells)),
        format!("└{}┘", number(b, pips, cells)),
    ]
}

/// The colour of a number's spots on a set that colours them, one colour a number up
/// to 12, the blank uncoloured.
pub fn colour(v: u8) -> Color {
    const COLOURS: [Color; 13] = [
        Color::Reset,
        Color::LightBlue,
        Color::Green,
        Color::Red,
        Color::Magenta,
        Color::Yellow,
        Color::Cyan,
        Color::LightMagenta,
        Color::LightGreen,
        Color::LightRed,
        Color::Blue,
        Color::LightYellow,
        Color::LightCyan,
    ];
    COLOURS[v.min(12) as usize]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn double_six_tiles_keep_one_cell_a_number() {
        assert_eq!(flat(6, 1, false), "[6|1]");
        assert_eq!(flat(0, 5, true), "[·|⚄]");
        assert_eq!(tall(3, 3, false), ["┌3┐", "├─┤", "└3┘"]);
        assert_eq!(cells(6), 1);
        assert_eq!(cells(9), 1);
        for v in 0..=9 {
            assert_eq!(number(v, false, cells(9)), face(v, false).to_string());
        }
    }

    #[test]
    fn numbers_up_to_twelve_take_two_cells_or_a_letter() {
        assert_eq!(cells(12), 2);
        assert_eq!(flat_in(12, 10, false, 2), "[12|10]");
        assert_eq!(flat_in(3, 12, true, 2), "[ ⚂|12]");
        assert_eq!(standing_in(7, 11, false, 2), ["┌ 7┐", "└11┘"]);
        assert_eq!(tall_in(12, 12, false, 2), ["┌12┐", "├──┤", "└12┘"]);
        assert_eq!((face(10, false), face(11, true), face(12, false)), ('A', 'B', 'C'));
        let all: Vec<Color> = (0..=12).map(colour).collect();
        for (i, c) in all.iter().enumerate() {
            assert!(!all[i + 1..].contains(c), "{i} shares its colour");
        }
    }
}
