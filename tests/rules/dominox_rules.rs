//! Dominox, ruling by ruling (parlour rulings §2.10, Dominox #1-#16).

use crate::dominox_common;
use dominox_common::*;
use nos::core::{Play, Seat, Tile, TileSet};
use nos::games::dominox::{
    areas, score, Action, Board, Colour, DealError, Dominox, Event, Misfit, Outcome, Refusal, Square,
};

/// The deal of the example records: White holds 0-0, so White leads.
const WHITE: &str = "0-0 0-2 1-3 5-6 1-4 2-2 3-3 4-4";
const BLACK: &str = "0-5 2-6 5-5 1-5 0-1 0-3 2-3 3-4";
const BONEYARD: &str = "0-4 0-6 1-1 1-2 1-6 2-4 2-5 3-5 3-6 4-5 4-6 6-6";

fn sample() -> Dominox {
    game(WHITE, BLACK, BONEYARD)
}

#[test]
fn dominox_1_a1_and_h8_are_white() {
    assert_eq!(sq("a1").colour(), Colour::White);
    assert_eq!(sq("h8").colour(), Colour::White);
    assert_eq!(sq("h7").colour(), Colour::Black);
    assert_eq!(sq("a8").colour(), Colour::Black);
}

#[test]
fn dominox_2_seat_0_is_white_and_the_lowest_double_leads_whatever_its_colour() {
    let g = sample();
    assert_eq!((g.turn(), g.lead_tile()), (Seat(0), Some(t("0-0"))));
    assert_eq!(g.view(Seat(0)).colour(), Colour::White);
    assert_eq!(g.view(Seat(1)).colour(), Colour::Black);
    // The same tiles the other way round: Black leads.
    let g = game(BLACK, WHITE, BONEYARD);
    assert_eq!((g.turn(), g.to_act()), (Seat(1), Some(Seat(1))));
    // The complete example: Black leads with 2-2, White holding only 3-3 and 6-6.
    let ex = example("dominox-complete-game-draw-5-5.json");
    assert_eq!(ex.game.lead_tile(), Some(t("2-2")));
    assert_eq!(ex.game.turn(), Seat(1));
}

#[test]
fn dominox_3_one_matching_neighbour_suffices() {
    // The text's example, on c3..e5: 1-2 standing on c5 c4, 3-4 on e5 e4, 5-4 lying on
    // d3 e3. A tile on d5 (top) and d4 (bottom) needs 1 or 3 on top and 2, 4 or 5 below.
    let b = board(&["1-2 c5 c4", "3-4 e5 e4", "5-4 d3 e3"]);
    let mut fit = Vec::new();
    for tile in Tile::ALL.iter().filter(|t| !b.tiles().contains(**t)) {
        for (x, y) in [(tile.low(), tile.high()), (tile.high(), tile.low())] {
            let p = nos::games::dominox::Placement::new(x, y, [sq("d5"), sq("d4")]).unwrap();
            if b.fits(p).is_ok() {
                fit.push(format!("{x}:{y}"));
            }
        }
    }
    fit.sort();
    fit.dedup();
    assert_eq!(fit, ["1:4", "1:5", "3:2", "3:5"], "the text's four legal moves");
}

#[test]
fn dominox_3_side_by_side_contact_counts_like_end_to_end() {
    // 2-3 lying on c4 d4; a tile lying above it on c5 d5 touches both sides.
    let b = board(&["2-3 c4 d4"]);
    assert!(b.fits(pl("2-3 c5 d5")).is_ok());
    assert!(b.fits(pl("2-6 c5 d5")).is_err(), "the 6 on d5 sits on the 3");
    let e = b.fits(pl("6-3 c5 d5")).unwrap_err();
    assert!(matches!(e, Misfit::Unmatched { square, number: 6, .. } if square == sq("c5")), "{e:?}");
    // Said as a player would: the square touched and what it shows, the rule in words.
    assert_eq!(e.to_string(), "the 6 on c5 touches a 2 on c4: equal numbers must touch");
}

#[test]
fn dominox_3_an_unmatched_neighbour_is_refused() {
    let ex = example("dominox-unmatched-neighbour-refused.json");
    let (g, e) = replay(&ex);
    // 2-3 on g6 h6: the 2 on g6 touches the 0 on g7.
    assert!(
        matches!(e, Some(Refusal::Misfit(Misfit::Unmatched { square, number: 2, .. })) if square == sq("g6")),
        "{e:?}"
    );
    assert_eq!(g.scores(), [0, 0]);
    assert!(e.unwrap().to_string().contains("the 2 on g6 touches a 0 on g7"));
}

#[test]
fn dominox_4_a_tile_touching_nothing_is_legal() {
    let mut g = sample();
    go(&mut g, place("0-0 g8 g7"));
    // Black's 0-5 far from the 0-0, then 2-6 in a corner: both legal.
    go(&mut g, place("0-5 a1 b1"));
    assert!(g.legal().contains(&place("0-2 d4 d5")));
}

#[test]
fn dominox_5_the_tiles_own_other_half_is_no_neighbour() {
    // A 4 lies on c4. The tile 4-1 on d4 e4: its 4 touches the 4 (and its own 1, which
    // does not count), its 1 touches only its own 4: legal.
    let b = board(&["4-6 c4 c3"]);
    assert!(b.fits(pl("4-1 d4 e4")).is_ok());
    // Its 1 would not match the 4 were the other half a neighbour; swapped, the 1
    // touches the 4 on c4 and is refused.
    assert!(b.fits(pl("1-4 d4 e4")).is_err());
}

#[test]
fn dominox_6_the_first_move_is_the_lowest_double_and_ends_with_a_draw() {
    let ex = example("dominox-first-move-not-lowest-double-refused.json");
    let (g, e) = replay(&ex);
    assert_eq!(e, Some(Refusal::MustLead(t("0-0"))));
    assert_eq!(g.boneyard_left(), 12);
    let mut g = sample();
    // Only the double is offered, anywhere on the board: 112 placements.
    let legal = g.legal();
    assert_eq!(legal.len(), 112);
    assert!(legal.iter().all(|a| matches!(a, Action::Place(p) if p.tile() == t("0-0"))));
    let ev = g.apply(Seat(0), place("0-0 g8 g7")).unwrap();
    assert_eq!(
        ev.as_slice(),
        [Event::Placed { seat: Seat(0), placement: pl("0-0 g8 g7") }, Event::Drew { seat: Seat(0), tile: t("0-4") },]
    );
    assert_eq!((g.boneyard_left(), g.hand(Seat(0)).len(), g.turn()), (11, 8, Seat(1)));
}

#[test]
fn dominox_7_no_double_dealt_is_refused_and_the_seeded_game_deals_again() {
    let w = tiles("0-1 0-2 0-3 0-4 0-5 0-6 1-2 1-3");
    let b = tiles("1-4 1-5 1-6 2-3 2-4 2-5 2-6 3-4");
    let y = tiles("3-5 3-6 4-5 4-6 5-6 0-0 1-1 2-2 3-3 4-4 5-5 6-6");
    assert_eq!(Dominox::new([&w, &b], &y, Seat(0)).unwrap_err(), DealError::NoDouble);
    // Every seeded game has a lead double.
    for seed in 0..2_000 {
        assert!(Dominox::seeded(seed).lead_tile().is_some());
    }
}

#[test]
fn dominox_7_deals_the_rules_refuse_are_typed_errors() {
    let (w, b, y) = (tiles(WHITE), tiles(BLACK), tiles(BONEYARD));
    assert_eq!(Dominox::new([&w[..7], &b], &y, Seat(0)).unwrap_err(), DealError::HandSize { seat: Seat(0), len: 7 });
    assert_eq!(Dominox::new([&w, &b], &y[..11], Seat(0)).unwrap_err(), DealError::BoneyardSize(11));
    let mut twice = y.clone();
    twice[0] = t("0-0");
    assert_eq!(Dominox::new([&w, &b], &twice, Seat(0)).unwrap_err(), DealError::Twice(t("0-0")));
    assert_eq!(
        Dominox::new([&w, &b], &y, Seat(1)).unwrap_err(),
        DealError::WrongLead { lead: Seat(1), holder: Seat(0), double: t("0-0") }
    );
    assert_eq!(Dominox::new([&w, &b], &y, Seat(2)).unwrap_err(), DealError::NoSuchSeat(Seat(2)));
}

#[test]
fn dominox_8_two_passes_with_empty_boneyard_end() {
    let ex = example("dominox-complete-game-draw-5-5.json");
    let (g, e) = replay(&ex);
    assert_eq!(e, None);
    assert!(g.is_over());
    assert_eq!(Some(g.scores()), ex.scores);
    // The game ended at the last placement: neither seat could place, the boneyard
    // empty. The two passes of the record are the ones that show it.
    let mut g = ex.game.clone();
    let plays = ex.actions.iter().filter(|(_, a)| *a != Action::Pass).count();
    for &(s, a) in &ex.actions[..plays] {
        g.apply(s, a).unwrap();
    }
    assert!(g.is_over());
    assert_eq!(g.boneyard_left(), 0);
    assert_eq!(g.turn(), Seat(0), "the passes are written from White on");
    assert_eq!(g.apply(Seat(0), Action::Pass).unwrap_err(), Refusal::Over);
}

#[test]
fn dominox_8_a_pass_is_refused_with_a_legal_placement() {
    let mut g = sample();
    let e = g.clone().apply(Seat(0), Action::Pass).unwrap_err();
    assert_eq!(e, Refusal::MustPlace { count: 112, example: g.legal()[0].placement().unwrap() });
    refused(&mut g, Seat(0), Action::Pass, e);
    assert!(e.to_string().contains("is one of 112 placements"), "{e}");
}

#[test]
fn dominox_8_the_game_goes_on_while_one_seat_can_place() {
    // Along seeded random games: once the boneyard is empty, the game is over exactly
    // when neither seat can place, and a pass by a seat that cannot place leaves the
    // game going when the other can.
    let mut passes_with_play_left = 0;
    for seed in 0..3_000 {
        let mut g = Dominox::seeded(seed);
        let mut rng = nos::core::chance::dice(seed);
        let mut buf = nos::games::dominox::Actions::new();
        while let Some(s) = g.to_act() {
            let a = g.random_action(&mut rng, &mut buf).unwrap();
            g.apply(s, a).unwrap();
            let f = nos::games::dominox::Fit::of(g.board());
            let can = [0, 1].map(|i| f.any(g.hand(Seat(i))));
            if g.boneyard_left() == 0 {
                assert_eq!(g.is_over(), !can[0] && !can[1], "seed {seed}");
                if a == Action::Pass && !g.is_over() {
                    passes_with_play_left += 1;
                }
            } else {
                assert!(!g.is_over());
            }
        }
    }
    assert!(passes_with_play_left > 0, "the games must reach a pass the other seat answers with a placement");
}

#[test]
fn dominox_11_equal_totals_are_a_draw() {
    let (g, _) = replay(&example("dominox-complete-game-draw-5-5.json"));
    assert_eq!((g.scores(), g.outcome()), ([5, 5], Some(Outcome::Draw)));
}

#[test]
fn dominox_12_one_game_nothing_after_the_end() {
    let (mut g, _) = replay(&example("dominox-complete-game-draw-5-5.json"));
    assert_eq!(g.to_act(), None);
    assert!(g.legal().is_empty());
    refused(&mut g, Seat(0), place("1-1 h3 h4"), Refusal::Over);
}

#[test]
fn dominox_13_the_drawn_tile_and_the_opponents_hand_stay_hidden() {
    let mut g = sample();
    go(&mut g, place("0-0 g8 g7"));
    let black = g.view(Seat(1));
    assert_eq!((black.opponent_tiles(), black.boneyard_left(), black.own().len()), (8, 11, 8));
    // White drew 0-4: Black cannot tell it from any unseen tile.
    assert!(black.unseen().contains(t("0-4")));
    assert!(g.view(Seat(0)).own().contains(t("0-4")));
    // Moving the hidden tiles about leaves Black's view as it was.
    for seed in 0..20 {
        let other = black.sample(&mut nos::core::chance::dice(seed));
        assert_eq!(other.view(Seat(1)), black);
    }
}

#[test]
fn dominox_15_a_placement_must_be_made_whatever_it_costs() {
    // Passing is never a choice: with any legal placement, a pass is refused.
    let mut g = sample();
    go(&mut g, place("0-0 g8 g7"));
    go(&mut g, place("0-5 g6 h6"));
    let e = g.clone().apply(Seat(0), Action::Pass).unwrap_err();
    assert!(matches!(e, Refusal::MustPlace { .. }));
}

/// The text's diagrams after each move (rank 8 first), with #14's correction of the
/// third (2-0 on e7 f7, not e6 f6).
const DIAGRAMS: [[&str; 3]; 9] = [
    ["......0.", "......0.", "........"],
    ["......0.", "......0.", "......05"],
    ["......0.", "....200.", "......05"],
    ["...6..0.", "...2200.", "......05"],
    ["...6..0.", "...2200.", "......05"],
    [".5.6..0.", ".5.2200.", "......05"],
    [".566..0.", ".552200.", "......05"],
    [".566..0.", "5552200.", "1.....05"],
    [".566..0.", "5552200.", "1.....05"],
];
const BOTTOM: [[&str; 3]; 9] = [
    ["........", "........", "........"],
    ["........", "........", "........"],
    ["........", "........", "........"],
    ["........", "........", "........"],
    ["........", ".1......", ".3......"],
    ["........", ".1......", ".3......"],
    ["........", ".1......", ".3......"],
    ["........", ".1......", ".3......"],
    ["4.......", "11......", ".3......"],
];

#[test]
fn dominox_14_16_the_sample_game_move_by_move() {
    let ex = example("dominox-sample-game-moves-1-9.json");
    assert_eq!(ex.actions.len(), 9);
    let mut g = ex.game.clone();
    for (i, &(s, a)) in ex.actions.iter().enumerate() {
        assert_eq!(g.to_act(), Some(s), "move {}", i + 1);
        assert!(g.legal().contains(&a), "move {} ({a}) is among the legal actions", i + 1);
        g.apply(s, a).unwrap();
        let mut want = String::new();
        for row in DIAGRAMS[i] {
            want += row;
            want += "\n";
        }
        want += "........\n........\n";
        for row in BOTTOM[i] {
            want += row;
            want += "\n";
        }
        assert_eq!(format!("{:?}", g.board()), want, "after move {}", i + 1);
        assert_eq!(g.last(), a.placement());
    }
    assert_eq!(g.scores(), ex.scores.unwrap());
    assert_eq!(g.boneyard_left(), 3);
    // White's corner h8 can no more be covered: only 0-0 fits there, and it is down.
    let f = nos::games::dominox::Fit::of(g.board());
    for tile in TileSet::FULL.minus(g.board().tiles()).iter() {
        assert_eq!(f.cover(tile) & sq("h8").bit(), 0, "{tile} covers h8");
    }
}

/// The position [D]'s final tally describes, built on the nine tiles of the sample
/// game: 21 tiles, 22 empty squares.
fn final_position() -> Board {
    board(&[
        "0-0 g8 g7",
        "0-5 g6 h6",
        "2-0 e7 f7",
        "6-2 d8 d7",
        "1-3 b2 b1",
        "5-5 b8 b7",
        "6-5 c8 c7",
        "5-1 a7 a6",
        "1-4 a2 a3",
        "1-1 b6 b5",
        "0-6 f6 f5",
        "2-4 c4 d4",
        "4-5 e4 f4",
        "4-6 b4 b3",
        "3-6 g4 h4",
        "3-5 g3 g2",
        "0-3 f1 g1",
        "1-6 d1 d2",
        "2-3 c2 c3",
        "0-1 e2 e3",
        "2-5 f3 f2",
    ])
}

#[test]
fn dominox_16_the_texts_final_tally_white_3_black_5() {
    let b = final_position();
    assert_eq!(b.occupied().count_ones(), 42);
    let mut singles = [0; 2];
    let (mut twos, mut threes, mut sixes) = (0, 0, 0);
    for a in areas(&b) {
        match a.size() {
            1 => singles[a.owner().unwrap().index()] += 1,
            2 => {
                assert_eq!(a.owner(), None);
                twos += 1
            }
            3 => {
                assert_eq!((a.black(), a.white(), a.owner()), (2, 1, Some(Colour::Black)));
                threes += 1
            }
            6 => {
                assert_eq!((a.black(), a.white(), a.points()), (3, 3, 0));
                sixes += 1
            }
            n => panic!("no area of {n} squares in the tally"),
        }
    }
    assert_eq!((singles, twos, threes, sixes), ([3, 2], 4, 1, 1));
    assert_eq!(score(&b), [3, 5]);
    // The corners the text names: h8 stays White's with h7 beside it, a8 Black's, a1 White's.
    let area_of = |s: Square| areas(&b).into_iter().find(|a| a.squares & s.bit() != 0).unwrap();
    assert_eq!(area_of(sq("h8")).size(), 2);
    assert_eq!(area_of(sq("a8")).owner(), Some(Colour::Black));
    assert_eq!(area_of(sq("a1")).owner(), Some(Colour::White));
}

#[test]
fn dominox_9_a_player_with_no_tiles_passes() {
    // Along seeded random games, the first state where the seat to act holds nothing.
    let mut rng = nos::core::chance::dice(9);
    let mut buf = nos::games::dominox::Actions::new();
    for seed in 0..20_000 {
        let mut g = Dominox::seeded(seed);
        while let Some(s) = g.to_act() {
            if g.hand(s).is_empty() {
                assert_eq!(g.boneyard_left(), 0, "a hand empties only once nothing is left to draw");
                assert_eq!(g.legal().as_slice(), [Action::Pass]);
                let ev = g.apply(s, Action::Pass).unwrap();
                assert_eq!(ev[0], Event::Passed { seat: s });
                return;
            }
            let a = g.random_action(&mut rng, &mut buf).unwrap();
            g.apply(s, a).unwrap();
        }
    }
    panic!("no game reached a seat to act with an empty hand");
}
