//! What a placement does to the areas: the pieces it splits its area into, who owns
//! them, and whether any tile still to be placed could go into them.

use crate::core::TileSet;
use crate::games::dominox::moves::Fit;
use crate::games::dominox::square::{adj, Colour, FILE_H, WHITE};
use arrayvec::ArrayVec;

/// The squares of `region` connected to `seed`.
#[inline]
fn grow(seed: u64, region: u64) -> u64 {
    crate::games::dominox::areas::grow(seed, region)
}

/// How a tile on two squares splits the area it lies in.
#[derive(Clone, Debug, Default)]
pub struct Split {
    /// The pieces of the area left next to the tile.
    pub after: ArrayVec<u64, 6>,
    /// The area the tile lies in.
    pub before: u64,
}

/// How a tile on `mask` splits its area; `areas` are the board's areas.
pub fn split(areas: &[crate::games::dominox::Area], mask: u64) -> Split {
    let before = areas.iter().find(|a| a.squares & mask != 0).map_or(0, |a| a.squares);
    let rest = before & !mask;
    let mut out = Split { before, after: ArrayVec::new() };
    let mut seeds = adj(mask) & rest;
    while seeds != 0 {
        let a = grow(seeds & seeds.wrapping_neg(), rest);
        out.after.push(a);
        seeds &= !a;
        if out.after.len() == 1 && a == rest {
            break;
        }
    }
    out
}

/// The colour with more squares in `a`, and by how many.
#[inline]
pub fn majority(a: u64) -> (Option<Colour>, u32) {
    let (w, b) = ((a & WHITE).count_ones(), (a & !WHITE).count_ones());
    if w > b {
        (Some(Colour::White), w - b)
    } else if b > w {
        (Some(Colour::Black), b - w)
    } else {
        (None, 0)
    }
}

/// Whether a tile of `tiles` could still be placed inside area `a` of the board `fit`
/// was made from.
pub fn fillable(fit: &Fit, a: u64, tiles: TileSet) -> bool {
    let flat = a & (a >> 1) & !FILE_H;
    let tall = a & (a >> 8);
    if flat | tall == 0 {
        return false;
    }
    tiles.iter().any(|t| fit.fits_within(t, flat, tall))
}

/// What area `a` adds to `me`'s final margin, positive when mine.
///
/// Every tile covers one white and one black square, so the white and black empty
/// squares are always as many: what one colour's areas have in excess, the other's
/// have too. An area's size beyond its excess, twice the squares of its smaller
/// colour, is what it adds to its owner's lead; a single square adds nothing that
/// the other colour does not get back elsewhere. An area no tile left can enter keeps
/// it all; one a tile may still enter, half.
pub fn worth(a: u64, me: Colour, dead: bool) -> f32 {
    let (owner, margin) = majority(a);
    let Some(owner) = owner else { return 0.0 };
    let extra = (a.count_ones() - margin) as f32;
    let n = a.count_ones() as f32;
    let v = if dead { extra } else { extra * (0.5f32).min(3.0 / n) };
    if owner == me {
        v
    } else {
        -v
    }
}
