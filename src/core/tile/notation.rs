//! The `"a-b"` notation: a tile's two numbers, each written in decimal without a
//! leading zero (`"0-0"`, `"6-1"`, `"12-10"`), joined by a hyphen. A record, the bot
//! protocol and the command line read tiles with it; [`super::Set::parse`] refuses a
//! number above the set's top where the game's set is known.

use super::{Tile, MAX_TOP};
use std::str::FromStr;

/// A tile written `"a-b"` could not be read: the text, and the top number of the set
/// it was read for.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("bad tile {text:?}: write a tile as \"a-b\" with a and b from 0 to {top}")]
pub struct TileParseError {
    pub text: String,
    pub top: u8,
}

/// Reads one number of a tile: one or two digits, no leading zero, at most `top`.
fn number(s: &str, top: u8) -> Option<u8> {
    let b = s.as_bytes();
    let ok = match b {
        [d] => d.is_ascii_digit(),
        [d, e] => (b'1'..=b'9').contains(d) && e.is_ascii_digit(),
        _ => false,
    };
    let v: u8 = if ok { s.parse().ok()? } else { return None };
    (v <= top).then_some(v)
}

/// Reads `"a-b"` as the ordered pair `(a, b)`, each number at most `top`: the order
/// matters for placements.
pub(super) fn ends_to(s: &str, top: u8) -> Result<(u8, u8), TileParseError> {
    let bad = || TileParseError { text: s.to_string(), top };
    let (a, b) = s.split_once('-').ok_or_else(bad)?;
    match (number(a, top), number(b, top)) {
        (Some(a), Some(b)) => Ok((a, b)),
        _ => Err(bad()),
    }
}

/// Reads `"a-b"` as the ordered pair `(a, b)`, each number at most 12 (the largest
/// set's top): the order matters for placements. A game whose set is known reads
/// with [`super::Set::ends`], which refuses the numbers above its top.
///
/// # Errors
/// Not two numbers joined by a hyphen, a number with a leading zero, or above 12.
pub fn parse_ends(s: &str) -> Result<(u8, u8), TileParseError> {
    ends_to(s, MAX_TOP)
}

/// Reads a tile of a set up to double-twelve; [`super::Set::parse`] reads one of a
/// given set.
impl FromStr for Tile {
    type Err = TileParseError;
    fn from_str(s: &str) -> Result<Tile, TileParseError> {
        let (a, b) = parse_ends(s)?;
        Ok(Tile::of(a, b))
    }
}
