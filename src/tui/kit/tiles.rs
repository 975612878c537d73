//! Tiles as text: a number as a digit or as pips, a tile lying flat or standing.

use crate::core::Tile;

/// Pip faces for 0 to 6 (the blank is a dot-less space mark).
const PIPS: [char; 7] = ['·', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

/// One number of a tile.
pub fn face(v: u8, pips: bool) -> char {
    if pips {
        PIPS[v.min(6) as usize]
    } else {
        char::from(b'0' + v.min(9))
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
