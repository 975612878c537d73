//! Why a deal or an action is refused.

use super::board::Misfit;
use super::placement::Placement;
use crate::core::{Seat, Tile};

/// A deal the rules do not allow; the program deals again, a record is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DealError {
    #[error("{seat} is dealt {len} tiles; each player gets 8")]
    HandSize { seat: Seat, len: usize },
    #[error("the boneyard holds {0} tiles; it holds the 12 not dealt")]
    BoneyardSize(usize),
    #[error("{0} appears twice in the deal and boneyard")]
    Twice(Tile),
    #[error("no double was dealt: the tiles are shuffled and dealt again")]
    NoDouble,
    #[error("{lead} cannot lead: {holder} holds {double}, the lowest double dealt, and places it first")]
    WrongLead { lead: Seat, holder: Seat, double: Tile },
    #[error("{0} is not a seat: Dominox has seats 0 (White) and 1 (Black)")]
    NoSuchSeat(Seat),
}

/// An action the rules refuse now. The game is left as it was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("the game is over")]
    Over,
    #[error("{0} is not a seat: Dominox has seats 0 (White) and 1 (Black)")]
    NoSuchSeat(Seat),
    #[error("it is not {seat}'s turn: {expected} plays now")]
    NotYourTurn { seat: Seat, expected: Seat },
    #[error("{0} is not in the hand")]
    NotInHand(Tile),
    #[error("the first tile must be {0}, the lowest double dealt")]
    MustLead(Tile),
    #[error(transparent)]
    Misfit(#[from] Misfit),
    #[error("you cannot pass while a tile fits: {example} {}", among(.count))]
    MustPlace { count: u32, example: Placement },
}

/// The placement named among all that fit, as a player would say it: "fits", "is one
/// of 1,122 placements". Short: it is said on one line of an 80-column window.
fn among(count: &u32) -> String {
    match *count {
        0 | 1 => "fits".into(),
        n => {
            let digits = n.to_string();
            let mut out = String::new();
            for (i, c) in digits.chars().enumerate() {
                if i > 0 && (digits.len() - i) % 3 == 0 {
                    out.push(',');
                }
                out.push(c);
            }
            format!("is one of {out} placements")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::dominox::Square;

    #[test]
    fn a_refused_pass_says_what_still_fits_in_a_players_words() {
        let sq = |s: &str| s.parse::<Square>().unwrap();
        let example = Placement::new(3, 5, [sq("e4"), sq("e5")]).unwrap();
        let r = Refusal::MustPlace { count: 1122, example };
        assert_eq!(r.to_string(), "you cannot pass while a tile fits: 3-5 on e4 e5 is one of 1,122 placements");
        let r = Refusal::MustPlace { count: 1, example };
        assert_eq!(r.to_string(), "you cannot pass while a tile fits: 3-5 on e4 e5 fits");
    }
}
