//! The train games' rulings (rulings-trains.md), each test named after the ruling or
//! the worked example it shows: Trains #1-#10, MT #1-#6, CF #1-#5, T1-T5.

use crate::trains_common;
use nos::core::tile::Tiles;
use nos::core::{Play, Seat, Set};
use nos::games::trains::{Action, Choices, End, Event, Kind, Layout, Place, Refusal, Rules};
use trains_common::*;

fn trains(g: &nos::games::trains::Game) -> &nos::games::trains::Trains {
    match g.round().layout() {
        Layout::Trains(t) => t,
        Layout::Foot(_) => panic!("a Mexican Train table"),
    }
}

#[test]
fn trains_1_mexican_train_plays_double_twelve_and_chicken_foot_double_nine() {
    assert_eq!(Rules::of(Kind::Mexican, 4).unwrap().set, Set::DoubleTwelve);
    assert_eq!(Rules::of(Kind::Chicken, 4).unwrap().set, Set::DoubleNine);
    let six = Choices { set: Some(6), ..Choices::default() };
    assert_eq!(Rules::new(Kind::Chicken, 3, &six).unwrap().set, Set::DoubleSix);
    let bad = Choices { set: Some(15), ..Choices::default() };
    assert!(Rules::new(Kind::Mexican, 4, &bad).unwrap_err().to_string().contains("6, 9 or 12"));
}

#[test]
fn trains_2_a_game_is_a_round_per_double_from_the_top_down() {
    let r = Rules::of(Kind::Mexican, 4).unwrap();
    assert_eq!(r.rounds, 13);
    assert_eq!((r.engine(1), r.engine(2), r.engine(13)), (t("12-12"), t("11-11"), t("0-0")));
    let c = Rules::of(Kind::Chicken, 4).unwrap();
    assert_eq!((c.rounds, c.engine(1), c.engine(10)), (10, t("9-9"), t("0-0")));
    let few = Choices { rounds: Some(3), ..Choices::default() };
    assert_eq!(Rules::new(Kind::Mexican, 4, &few).unwrap().rounds, 3);
    let many = Choices { rounds: Some(14), ..Choices::default() };
    assert!(Rules::new(Kind::Mexican, 4, &many).is_err());
    // A seeded game plays every round, each from its double.
    let mut g = nos::games::trains::Game::seeded(Rules::new(Kind::Chicken, 3, &Choices::default()).unwrap(), 5);
    let mut engines = vec![g.round().engine()];
    let mut rng = nos::core::chance::dice(5);
    let mut buf = Default::default();
    let mut ev = Default::default();
    while g.random_step(&mut rng, &mut buf, &mut ev).is_some() {
        if g.round().engine() != *engines.last().unwrap() {
            engines.push(g.round().engine());
        }
    }
    let want: Vec<_> = (0..=9).rev().map(nos::core::Tile::double).collect();
    assert_eq!(engines, want);
}

#[test]
fn trains_3_the_engine_is_set_aside_before_the_deal() {
    let g = nos::games::trains::Game::seeded(Rules::of(Kind::Mexican, 4).unwrap(), 1);
    let r = g.round();
    assert!((0..4).all(|s| !r.hand(Seat(s)).contains(t("12-12"))));
    assert!(!r.boneyard().contains(&t("12-12")));
    assert!(r.tiles_conserved());
}

#[test]
fn trains_4_tiles_dealt_by_the_table_and_option_hand() {
    let each = |k, n| Rules::of(k, n).unwrap().hand;
    assert_eq!([2, 4, 5, 6, 7, 8].map(|n| each(Kind::Mexican, n)), [15, 15, 12, 12, 10, 10]);
    assert_eq!([2, 3, 5, 8].map(|n| each(Kind::Chicken, n)), [9, 7, 6, 5]);
    let six = Choices { set: Some(6), ..Choices::default() };
    assert_eq!(Rules::new(Kind::Mexican, 4, &six).unwrap().hand, 5);
    assert!(Rules::new(Kind::Mexican, 5, &six).is_err(), "no double-six hand for 5");
    let big = Choices { set: Some(6), hand: Some(7), ..Choices::default() };
    assert!(Rules::new(Kind::Mexican, 4, &big).unwrap_err().to_string().contains("more than the 27 tiles"));
    assert!(Rules::of(Kind::Mexican, 9).is_err() && Rules::of(Kind::Mexican, 1).is_err());
}

#[test]
fn trains_5_the_lead_passes_to_the_left_each_round() {
    let r = Rules::of(Kind::Mexican, 3).unwrap();
    assert_eq!([1, 2, 3, 4].map(|k| r.lead(k)), [Seat(0), Seat(1), Seat(2), Seat(0)]);
}

#[test]
fn trains_6_a_seat_that_can_play_must_and_a_drawn_tile_that_fits_is_played() {
    let mut g = game(Kind::Mexican, 12, &[&["12-5", "1-2"], &["3-4", "6-7"]], &["12-8", "0-1"]);
    refused(&mut g, 0, Action::Draw, Refusal::DrawWhileAble);
    refused(&mut g, 0, Action::Pass, Refusal::PassWhileAble);
    ok(&mut g, 0, lay("12-5", train(0)));
    // Seat 1 holds no 12: no pass before drawing, one draw, and the drawn 12-8 is laid.
    refused(&mut g, 1, Action::Pass, Refusal::PassBeforeDraw);
    ok(&mut g, 1, Action::Draw);
    refused(&mut g, 1, Action::Draw, Refusal::SecondDraw);
    refused(&mut g, 1, Action::Pass, Refusal::DrawnNotPlayed(t("8-12")));
    assert_eq!(g.legal().len(), 2, "the drawn tile, on its own train or the Mexican");
    ok(&mut g, 1, lay("12-8", Place::Mexican));
    assert_eq!(g.to_act(), Some(Seat(0)));
}

#[test]
fn trains_7_going_out_ends_the_round_at_once_even_on_an_uncovered_double() {
    let mut g = game(Kind::Mexican, 12, &[&["12-5", "5-5"], &["3-4", "6-7"]], &["0-1"]);
    ok(&mut g, 0, lay("12-5", train(0)));
    ok(&mut g, 1, Action::Draw);
    ok(&mut g, 1, Action::Pass);
    let ev = ok(&mut g, 0, lay("5-5", train(0)));
    assert!(ev.contains(&Event::RoundOver { round: 1, end: End::Out(Seat(0)) }), "{ev:?}");
    assert_eq!(g.totals(), &[0, 3 + 4 + 6 + 7 + 1]);
}

#[test]
fn trains_8_a_round_blocks_only_after_a_full_run_of_passes_with_the_boneyard_empty() {
    // Double-six, 2 players, 13 tiles each: one tile in the boneyard.
    let hands: [&[&str]; 2] = [
        &["0-0", "0-1", "0-2", "0-3", "0-4", "0-5", "1-1", "1-2", "1-3", "1-4", "1-5", "2-2", "2-3"],
        &["2-4", "2-5", "3-3", "3-4", "3-5", "4-4", "4-5", "5-5", "0-6", "1-6", "2-6", "3-6", "4-6"],
    ];
    let mut g = game(Kind::Chicken, 6, &hands, &["5-6"]);
    // Seat 0 has no 6 for the centre: it draws the last tile, a 6, and lays it.
    ok(&mut g, 0, Action::Draw);
    ok(&mut g, 0, lay("6-5", at("6-6")));
    for (s, tile) in [(1, "6-0"), (0, "pass"), (1, "6-1"), (0, "pass"), (1, "6-2")] {
        if tile == "pass" {
            ok(&mut g, s, Action::Pass);
        } else {
            ok(&mut g, s, lay(tile, at("6-6")));
        }
    }
    assert_eq!(g.round().end(), None, "passes broken by plays are no run");
    // The centre is full; both can play on.
    assert!(g.to_act().is_some());
}

#[test]
fn trains_9_the_double_blank_counts_the_option() {
    let mt = Rules::of(Kind::Mexican, 4).unwrap();
    let cf = Rules::of(Kind::Chicken, 4).unwrap();
    assert_eq!((mt.count(t("0-0")), cf.count(t("0-0")), cf.count(t("0-9"))), (0, 50, 9));
    let quarter = Choices { blank_double: Some(25), ..Choices::default() };
    assert_eq!(Rules::new(Kind::Mexican, 4, &quarter).unwrap().count(t("0-0")), 25);
    let odd = Choices { blank_double: Some(10), ..Choices::default() };
    assert!(Rules::new(Kind::Mexican, 4, &odd).is_err());
}

#[test]
fn trains_10_the_lowest_total_wins_and_equal_lowest_share() {
    let mut g = game(Kind::Mexican, 12, &[&["12-5"], &["12-6"]], &[]);
    let one = Choices { rounds: Some(1), hand: Some(1), ..Choices::default() };
    let rules = Rules::new(Kind::Mexican, 2, &one).unwrap();
    assert_eq!(rules.rounds, 1);
    ok(&mut g, 0, lay("12-5", train(0)));
    assert_eq!(g.totals(), &[0, 18]);
    assert_eq!(g.winners(), vec![Seat(0)]);
}

#[test]
fn mt_1_a_train_starts_from_the_engine_and_grows_from_its_last_tile() {
    let mut g = game(Kind::Mexican, 12, &[&["12-5", "5-9", "3-4"], &["1-2", "0-1", "2-3"]], &["0-2", "7-8"]);
    refused(&mut g, 0, lay("5-12", train(0)), Refusal::WrongEnd { touch: 5, open: 12 });
    ok(&mut g, 0, lay("12-5", train(0)));
    assert_eq!(trains(&g).open(train(0)), Some(5));
    assert_eq!(trains(&g).open(Place::Mexican), Some(12));
}

#[test]
fn mt_2_own_train_and_mexican_always_another_only_when_marked() {
    let mut g = game(Kind::Mexican, 12, &[&["12-1", "12-4"], &["12-2", "5-6"]], &[]);
    refused(&mut g, 0, lay("12-1", train(1)), Refusal::NotMarked(Seat(1)));
    refused(&mut g, 0, lay("12-1", train(2)), Refusal::NoTrain(Seat(2)));
    refused(&mut g, 0, lay("12-1", at("12-12")), Refusal::WrongPlace(at("12-12")));
    ok(&mut g, 0, lay("12-1", Place::Mexican));
}

#[test]
fn mt_3_a_pass_marks_the_train_and_the_owners_own_play_unmarks_it() {
    let mut g = game(
        Kind::Mexican,
        12,
        &[&["12-1", "12-4", "6-7"], &["12-2", "2-3", "10-11"], &["4-6", "7-8", "0-3"]],
        &["0-1"],
    );
    ok(&mut g, 0, lay("12-1", train(0)));
    ok(&mut g, 1, lay("12-2", train(1)));
    ok(&mut g, 2, Action::Draw);
    let ev = ok(&mut g, 2, Action::Pass);
    assert!(ev.contains(&Event::Marked(Seat(2))));
    assert!(trains(&g).marked().contains(Seat(2)));
}

#[test]
fn t2_a_marked_train_is_open_to_all_until_its_owner_plays_on_it() {
    let mut g = game(
        Kind::Mexican,
        12,
        &[&["12-1", "12-4", "6-7"], &["12-2", "2-3", "10-11"], &["4-6", "7-8", "0-3"]],
        &["0-1"],
    );
    ok(&mut g, 0, lay("12-1", train(0)));
    ok(&mut g, 1, lay("12-2", train(1)));
    ok(&mut g, 2, Action::Draw);
    ok(&mut g, 2, Action::Pass);
    // Seat 0 starts seat 2's marked, empty train; the marker stays.
    ok(&mut g, 0, lay("12-4", train(2)));
    assert!(trains(&g).marked().contains(Seat(2)));
    ok(&mut g, 1, lay("2-3", train(1)));
    let ev = ok(&mut g, 2, lay("4-6", train(2)));
    assert!(ev.contains(&Event::Unmarked(Seat(2))), "{ev:?}");
    refused(&mut g, 0, lay("6-7", train(2)), Refusal::NotMarked(Seat(2)));
}

#[test]
fn t1_mt_4_mt_5_a_double_is_covered_by_its_layer_at_once() {
    let hands: [&[&str]; 3] =
        [&["12-5", "5-5", "5-9", "1-2"], &["12-8", "0-1", "2-3", "4-6"], &["12-3", "0-4", "6-7", "1-3"]];
    let mut g = game(Kind::Mexican, 12, &hands, &[]);
    ok(&mut g, 0, lay("12-5", train(0)));
    ok(&mut g, 1, lay("12-8", Place::Mexican));
    ok(&mut g, 2, lay("12-3", train(2)));
    ok(&mut g, 0, lay("5-5", train(0)));
    assert_eq!(trains(&g).uncovered(), Some((t("5-5"), train(0))));
    assert_eq!(g.to_act(), Some(Seat(0)), "MT #5: the layer plays again");
    refused(&mut g, 1, Action::Draw, Refusal::NotYourTurn { seat: Seat(1), turn: Seat(0) });
    ok(&mut g, 0, lay("5-9", train(0)));
    assert_eq!(trains(&g).uncovered(), None);
    assert_eq!(g.to_act(), Some(Seat(1)));
}

#[test]
fn t1_mt_4_a_double_its_layer_cannot_cover_is_every_seats_to_cover() {
    let hands: [&[&str]; 3] =
        [&["12-5", "5-5", "1-2", "3-4"], &["12-8", "8-9", "0-1", "2-3"], &["12-3", "0-4", "6-7", "1-3"]];
    let mut g = game(Kind::Mexican, 12, &hands, &["7-10", "5-6"]);
    ok(&mut g, 0, lay("12-5", train(0)));
    ok(&mut g, 1, lay("12-8", Place::Mexican));
    ok(&mut g, 2, lay("12-3", train(2)));
    ok(&mut g, 0, lay("5-5", train(0)));
    // No 5: seat 0 draws once; 7-10 does not cover, so it passes and is marked.
    refused(&mut g, 0, lay("3-4", train(2)), Refusal::Uncovered(t("5-5")));
    assert_eq!(g.legal().to_vec(), vec![Action::Draw]);
    ok(&mut g, 0, Action::Draw);
    let ev = ok(&mut g, 0, Action::Pass);
    assert!(ev.contains(&Event::Marked(Seat(0))));
    // Seat 1 may not play elsewhere while the double is uncovered.
    refused(&mut g, 1, lay("8-9", Place::Mexican), Refusal::Uncovered(t("5-5")));
    refused(&mut g, 1, Action::Pass, Refusal::PassBeforeDraw);
    ok(&mut g, 1, Action::Draw);
    refused(&mut g, 1, Action::Pass, Refusal::DrawnNotPlayed(t("5-6")));
    ok(&mut g, 1, lay("5-6", train(0)));
    assert_eq!(trains(&g).uncovered(), None);
    assert_eq!(g.to_act(), Some(Seat(2)));
}

#[test]
fn mt_6_one_tile_a_turn_otherwise() {
    let mut g = game(Kind::Mexican, 12, &[&["12-5", "5-9"], &["1-2", "12-3"]], &[]);
    ok(&mut g, 0, lay("12-5", train(0)));
    refused(&mut g, 0, lay("5-9", train(0)), Refusal::NotYourTurn { seat: Seat(0), turn: Seat(1) });
}

#[test]
fn cf_1_the_centre_takes_its_four_tiles_first() {
    let mut g = game(Kind::Chicken, 9, &[&["9-1", "1-2", "9-3"], &["9-4", "2-3", "9-5"]], &[]);
    ok(&mut g, 0, lay("9-1", at("9-9")));
    refused(&mut g, 1, lay("1-2", at("1-9")), Refusal::NotHeld(t("1-2")));
    refused(&mut g, 1, lay("2-3", at("1-9")), Refusal::CentreFirst(t("9-9")));
    ok(&mut g, 1, lay("9-4", at("9-9")));
    refused(&mut g, 0, lay("1-2", at("9-1")), Refusal::CentreFirst(t("9-9")));
    ok(&mut g, 0, lay("9-3", at("9-9")));
    ok(&mut g, 1, lay("9-5", at("9-9")));
    // Full: the centre takes nothing more, and the sides' ends are open.
    refused(&mut g, 0, lay("1-2", at("9-9")), Refusal::Closed(t("9-9")));
    ok(&mut g, 0, lay("1-2", at("9-1")));
}

#[test]
fn cf_1_option_centre_six_takes_six() {
    let six = Choices { centre: Some(6), ..Choices::default() };
    assert_eq!(Rules::new(Kind::Chicken, 4, &six).unwrap().centre, 6);
    let mexican = Choices { centre: Some(6), ..Choices::default() };
    assert!(Rules::new(Kind::Mexican, 4, &mexican).is_err());
}

#[test]
fn cf_2_a_tile_closes_the_end_it_covers_and_opens_its_far_end() {
    let hands: [&[&str]; 2] = [&["9-1", "9-3", "1-2", "2-7"], &["9-4", "9-5", "1-8", "0-6"]];
    let mut g = game(Kind::Chicken, 9, &hands, &["0-0"]);
    for (s, tile) in [(0, "9-1"), (1, "9-4"), (0, "9-3"), (1, "9-5")] {
        ok(&mut g, s, lay(tile, at("9-9")));
    }
    ok(&mut g, 0, lay("1-2", at("9-1")));
    refused(&mut g, 1, lay("1-8", at("9-1")), Refusal::Covered(t("9-1")));
    refused(&mut g, 1, lay("1-8", at("1-2")), Refusal::WrongEnd { touch: 1, open: 2 });
    refused(&mut g, 1, lay("1-8", at("8-8")), Refusal::NotOnTable(t("8-8")));
}

#[test]
fn t3_cf_3_a_double_is_a_foot_of_three_toes_by_whichever_seats() {
    let hands: [&[&str]; 4] =
        [&["9-1", "4-4", "4-7"], &["9-4", "4-2", "3-5"], &["9-6", "1-2", "3-6"], &["9-0", "4-8", "5-6"]];
    let mut g = game(Kind::Chicken, 9, &hands, &["5-7"]);
    ok(&mut g, 0, lay("9-1", at("9-9")));
    ok(&mut g, 1, lay("9-4", at("9-9")));
    ok(&mut g, 2, lay("9-6", at("9-9")));
    ok(&mut g, 3, lay("9-0", at("9-9")));
    ok(&mut g, 0, lay("4-4", at("4-9")));
    assert_eq!(g.to_act(), Some(Seat(1)), "CF #3: the layer does not play again");
    ok(&mut g, 1, lay("4-2", at("4-4")));
    // Seat 2 has no 4: nothing else may be laid; it draws once and passes.
    refused(&mut g, 2, lay("1-2", at("2-4")), Refusal::ToeMissing(t("4-4")));
    ok(&mut g, 2, Action::Draw);
    ok(&mut g, 2, Action::Pass);
    ok(&mut g, 3, lay("4-8", at("4-4")));
    ok(&mut g, 0, lay("4-7", at("4-4")));
    let Layout::Foot(f) = g.round().layout() else { panic!() };
    assert_eq!(f.waiting(), None);
    let mut open: Vec<u8> = f.open_ends().map(|(_, v)| v).collect();
    open.sort();
    assert_eq!(open, [0, 1, 2, 6, 7, 8]);
}

#[test]
fn t4_cf_4_a_foot_whose_number_is_gone_closes() {
    use nos::games::trains::Foot;
    let mut f = Foot::new(Set::DoubleNine, t("9-9"), 4);
    let put = |f: &mut Foot, w: &str, on: &str| {
        let (a, _) = w.split_once('-').unwrap();
        let touch = a.parse().unwrap();
        f.check(t(w), touch, at(on)).unwrap_or_else(|e| panic!("{w} at {on}: {e}"));
        f.lay(t(w), touch, t(on))
    };
    for side in ["9-4", "9-1", "9-2", "9-0"] {
        put(&mut f, side, "9-9");
    }
    for (w, on) in [("4-0", "9-4"), ("2-4", "9-2"), ("1-4", "9-1"), ("4-5", "1-4"), ("5-6", "4-5"), ("6-4", "5-6")] {
        put(&mut f, w, on);
    }
    for (w, on) in [("4-7", "4-6"), ("7-8", "4-7"), ("8-4", "7-8")] {
        put(&mut f, w, on);
    }
    assert_eq!(put(&mut f, "4-4", "4-8"), None);
    assert_eq!(f.waiting(), Some(t("4-4")));
    assert_eq!(f.check(t("0-3"), 0, at("0-4")), Err(Refusal::ToeMissing(t("4-4"))));
    // 4-3 is the last 4 off the table: laid as the first toe, the foot closes.
    assert_eq!(put(&mut f, "4-3", "4-4"), Some(t("4-4")));
    assert_eq!(f.waiting(), None);
    assert_eq!(f.check(t("4-3"), 4, at("4-4")), Err(Refusal::NotOnTable(t("4-3"))).or(Err(Refusal::Closed(t("4-4")))));
    assert_eq!(f.check(t("0-3"), 0, at("0-4")), Ok(t("0-4")));
}

#[test]
fn cf_5_never_more_than_one_foot_waits() {
    // Shown over many random rounds by the property tests; here, while a foot waits,
    // no double is among the legal plays.
    for seed in 0..20 {
        let mut g = nos::games::trains::Game::seeded(Rules::of(Kind::Chicken, 4).unwrap(), seed);
        let mut rng = nos::core::chance::dice(seed);
        let mut buf = Default::default();
        let mut ev = Default::default();
        while g.to_act().is_some() {
            if let Layout::Foot(f) = g.round().layout() {
                if f.waiting().is_some() {
                    assert!(g.legal().iter().all(|a| !matches!(a, Action::Play { tile, .. } if tile.is_double())));
                }
            }
            g.random_step(&mut rng, &mut buf, &mut ev);
        }
    }
}

#[test]
fn t5_a_blocked_chicken_foot_round_counts_the_double_blank_fifty() {
    let cf = Rules::of(Kind::Chicken, 2).unwrap();
    let seat0: u32 = ["0-0", "3-4"].iter().map(|s| cf.count(t(s))).sum();
    assert_eq!((seat0, cf.count(t("0-2"))), (57, 2));
    let mt = Rules::of(Kind::Mexican, 2).unwrap();
    assert_eq!(mt.count(t("0-0")), 0);
}
