//! The deal: 8 tiles each and a boneyard of 12 in drawing order, and who leads.

use crate::core::{chance, Seat, Tile, TileSet};
use rand::Rng;

/// Tiles dealt to each player.
pub const HAND: usize = 8;
/// Tiles left in the boneyard after the deal.
pub const BONEYARD: usize = super::TILES - 2 * HAND;

/// A deal as the program makes it: every chance outcome of a game of Dominox.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Deal {
    /// White's tiles (seat 0), then Black's (seat 1).
    pub hands: [[Tile; HAND]; 2],
    /// The undealt tiles, the next to be drawn first.
    pub boneyard: [Tile; BONEYARD],
}

impl Deal {
    /// The deal of a shuffled set: 8 to White, 8 to Black, the rest to the boneyard.
    pub fn from_order(order: &[Tile; super::TILES]) -> Deal {
        let mut hands = [[Tile::DOUBLE_BLANK; HAND]; 2];
        hands[0].copy_from_slice(&order[..HAND]);
        hands[1].copy_from_slice(&order[HAND..2 * HAND]);
        let mut boneyard = [Tile::DOUBLE_BLANK; BONEYARD];
        boneyard.copy_from_slice(&order[2 * HAND..]);
        Deal { hands, boneyard }
    }

    /// A random deal holding a double: dealt again while none is dealt (Dominox #7,
    /// G.9), each deal a fresh shuffle from `rng`.
    pub fn random(rng: &mut impl Rng) -> Deal {
        loop {
            let d = Deal::from_order(&chance::shuffle(rng));
            if d.lead().is_some() {
                return d;
            }
        }
    }

    /// The seat holding the lowest double dealt, and that double; `None` when no
    /// double was dealt.
    pub fn lead(&self) -> Option<(Seat, Tile)> {
        lowest_double([set_of(&self.hands[0]), set_of(&self.hands[1])])
    }
}

/// The tiles of a list as a set (a tile listed twice counts once).
pub(crate) fn set_of(tiles: &[Tile]) -> TileSet {
    tiles.iter().copied().collect()
}

/// The holder of the lowest double among two hands, and the double.
pub fn lowest_double(hands: [TileSet; 2]) -> Option<(Seat, Tile)> {
    (0..=super::SET.top())
        .map(Tile::double)
        .find_map(|d| (0..2u8).find(|&s| hands[s as usize].contains(d)).map(|s| (Seat(s), d)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dominox_7_a_deal_without_a_double_is_dealt_again() {
        // Find a seed whose first shuffle deals no double, then check the redeal.
        let (seed, first) = (0..100_000u64)
            .find_map(|s| {
                let o = chance::shuffle(&mut chance::dice(s));
                Deal::from_order(&o).lead().is_none().then_some((s, o))
            })
            .expect("a deal without a double within 100,000 seeds");
        let d = Deal::random(&mut chance::dice(seed));
        assert_ne!(Deal::from_order(&first), d);
        assert!(d.lead().is_some());
    }

    #[test]
    fn the_lowest_double_leads_whoever_holds_it() {
        let t = |s: &str| s.parse::<Tile>().unwrap();
        let w: TileSet = [t("3-3"), t("6-6")].into_iter().collect();
        let b: TileSet = [t("2-2"), t("5-5")].into_iter().collect();
        assert_eq!(lowest_double([w, b]), Some((Seat(1), t("2-2"))));
        assert_eq!(lowest_double([b, w]), Some((Seat(0), t("2-2"))));
        assert_eq!(lowest_double([TileSet::EMPTY, TileSet::EMPTY]), None);
    }
}
