//! The draw games: the Draw Game of Scarne (two- and three-hand) and of Hoyle (rulings
//! 2.4), Bergen (2.7) and Matador (2.8).

use crate::parlour_common;
use nos::core::{Play, Pos, Seat};
use nos::games::parlour::ledger::Account;
use nos::games::parlour::preset::FirstLead;
use nos::games::parlour::{Ending, Match, NextLead, Reason, Refusal, Start, Winner};
use parlour_common::*;

#[test]
fn draw_1_the_reserve_is_two_one_and_none() {
    assert_eq!(rules("draw-2", 2).reserve, 2);
    assert_eq!(rules("draw-3", 3).reserve, 1);
    assert_eq!(rules("draw-hoyle", 4).reserve, 0);
    assert_eq!(rules_with("draw-hoyle", 2, &[("reserve", int(3))]).reserve, 3);
}

#[test]
fn draw_2_no_voluntary_draw_in_any_draw_game() {
    let mut m = start_drawn(
        rules("draw-2", 2),
        &["6-6 5-4 6-3 2-6 0-0 0-1 1-1", "6-5 4-6 3-2 0-2 0-3 0-4 0-5"],
        "1-2 1-3 1-4 1-5 2-2 2-4 2-5 3-3 3-4 3-5 4-4 5-5 6-1 6-0",
        &[(0, "5-6"), (1, "4-3")],
    );
    go(&mut m, 0, "6-6");
    assert!(matches!(refused(&mut m, 1, "draw"), Refusal::DrawWhileAble(_)));
}

#[test]
fn draw_3_leads_draw_2_alternates_draw_3_rotates_draw_hoyle_sets_the_highest_double() {
    assert_eq!(rules("draw-2", 2).first_lead, FirstLead::Draw);
    let mut m = start_drawn(
        rules("draw-3", 3),
        &["2-3 1-0 4-5 0-0 0-2 1-1 0-3", "6-1 6-4 5-6 0-4 1-2 1-3 0-5", "6-2 3-6 0-6 1-4 1-5 2-2 2-4"],
        "2-5 3-3 3-4 3-5 4-4 5-5 6-6",
        &[(0, "3-3"), (1, "2-4"), (2, "5-4")],
    );
    script(&mut m, "2 6-2; 0 2-3 E; 1 6-1 W; 2 3-6 E; 0 1-0 W; 1 6-4 E; 2 0-6 W; 0 4-5 E; 1 5-6 E");
    for _ in 0..6 {
        go(&mut m, 2, "draw");
    }
    assert!(m.hand().is_over());
    assert_eq!(m.scores(), &[83, 0, 0]);
    assert_eq!(m.next_lead(), NextLead::Seat(Seat(0)));
    assert_eq!(rules("draw-hoyle", 3).first_lead, FirstLead::HighestDouble);
}

#[test]
fn draw_4_seven_each_in_scarne_seven_or_five_in_hoyle() {
    assert_eq!((rules("draw-2", 2).tiles_each, rules("draw-3", 3).tiles_each), (7, 7));
    let h: Vec<u8> = (2..=4).map(|n| rules("draw-hoyle", n).tiles_each).collect();
    assert_eq!(h, vec![7, 5, 5]);
}

#[test]
fn draw_5_option_three_hand_early_end_stops_when_only_the_reserve_is_left_and_the_seat_cannot_play() {
    let hands = ["0-0 0-1 0-2 1-1 1-2 1-3 1-4", "2-2 2-3 2-4 2-5 2-6 3-3 3-4", "0-3 0-4 0-5 1-5 1-6 3-5 3-6"];
    let bone = "4-4 4-5 4-6 5-5 5-6 6-6 0-6";
    let draws = [(0, "6-6"), (1, "0-1"), (2, "0-2")];
    let mut m = start_drawn(rules("draw-3", 3), &hands, bone, &draws);
    go(&mut m, 0, "0-0");
    for _ in 0..6 {
        go(&mut m, 1, "draw");
    }
    // By default seat 1 passes and seat 2 plays on.
    assert!(!m.hand().is_over());
    script(&mut m, "1 pass; 2 0-3 W");
    let r = rules_with("draw-3", 3, &[("three_hand_early_end", yes())]);
    let mut m = start_drawn(r, &hands, bone, &draws);
    go(&mut m, 0, "0-0");
    for _ in 0..6 {
        go(&mut m, 1, "draw");
    }
    assert!(matches!(m.hand().ending(), Some(Ending::Blocked(_))));
}

#[test]
fn draw_9_after_a_tied_block_the_lead_still_moves_on() {
    // Everything is reserved: the lead 0-0 blocks at once, and both hold 42.
    let r = rules_with("draw-2", 2, &[("reserve", int(14))]);
    let mut m = start_drawn(
        r,
        &["0-0 6-6 5-5 4-4 3-3 2-2 1-1", "6-4 6-3 1-5 1-2 1-3 2-3 1-4"],
        "0-1 0-2 0-3 0-4 0-5 0-6 rest",
        &[(0, "5-6"), (1, "4-3")],
    );
    go(&mut m, 0, "0-0");
    assert_eq!(m.hand().ending(), Some(Ending::Blocked(Winner::Nobody)));
    assert_eq!(m.next_lead(), NextLead::Seat(Seat(1)));
}

#[test]
fn draw_11_draw_hoyle_takes_four_players() {
    let mut m = start(
        rules("draw-hoyle", 4),
        &["6-6 3-2 0-2 1-3 4-1", "6-5 2-1 2-4 3-5 2-5", "5-4 1-0 4-6 5-0 0-3", "4-3 0-0 6-1 0-4 1-5"],
        "rest",
        0,
    );
    script(&mut m, "0 6-6; 1 6-5 E; 2 5-4 E; 3 4-3 E; 0 3-2 E; 1 2-1 E; 2 1-0 E; 3 0-0 E");
    script(&mut m, "0 0-2 E; 1 2-4 E; 2 4-6 E; 3 6-1 E; 0 1-3 E; 1 3-5 E; 2 5-0 E; 3 0-4 E");
    let ev = go(&mut m, 0, "4-1 E");
    assert_eq!(scored(&ev), vec![(Account::Of(0), 16)]);
}

const BERGEN: [&str; 2] = ["6-6 3-3 5-3 3-4 0-0 0-1 0-2", "6-3 6-5 3-1 1-4 2-2 1-2 1-1"];

#[test]
fn bergen_2_3_4_the_set_scores_2_a_triple_header_3_a_double_header_2() {
    let mut m = start(rules("bergen", 2), &BERGEN, "rest", 0);
    let ev = go(&mut m, 0, "6-6");
    assert_eq!(scored(&ev), vec![(Account::Of(0), 2)]);
    script(&mut m, "1 6-3 E; 0 3-3 E; 1 6-5 W");
    // 5-3 makes W 3 like E, whose end tile is the 3-3: a triple-header.
    let ev = go(&mut m, 0, "5-3 W");
    assert!(ev.iter().any(|e| matches!(e, nos::games::parlour::Event::Scored(x) if x.reason == Reason::Header(3))));
    script(&mut m, "1 3-1 W; 0 3-4 E");
    let ev = go(&mut m, 1, "1-4 W");
    assert_eq!(scored(&ev), vec![(Account::Of(1), 2)]);
    assert_eq!(m.scores(), &[5, 2]);
}

#[test]
fn bergen_6_7_the_hand_winner_scores_1_a_tie_nobody() {
    // Nothing may be drawn: the set blocks at once.
    let r = rules_with("bergen", 3, &[("reserve", int(13))]);
    assert_eq!(r.tiles_each, 5);
    let mut m = start(r, &["6-6 0-0 0-1 0-2 1-1", "5-5 2-2 2-3 2-4 2-5", "4-4 3-3 3-4 3-5 4-5"], "rest", 0);
    let ev = go(&mut m, 0, "6-6");
    assert_eq!(scored(&ev), vec![(Account::Of(0), 2), (Account::Of(0), 1)]);
    let mut m = start(r, &["6-6 0-0 1-4 2-2 0-4", "0-1 0-2 1-2 0-3 1-3", "5-5 3-3 3-4 3-5 4-5"], "rest", 0);
    let ev = go(&mut m, 0, "6-6");
    assert_eq!(m.hand().ending(), Some(Ending::Blocked(Winner::Nobody)));
    assert_eq!(scored(&ev), vec![(Account::Of(0), 2)]);
}

#[test]
fn bergen_8_the_match_ends_the_moment_a_score_reaches_15() {
    let r = rules("bergen", 2);
    let d = deal(&r, &BERGEN, "rest");
    let (mut m, _) =
        Match::new(r, &Start { scores: vec![14, 0], pool: 0, starts_match: false }, &d, Seat(0), None).unwrap();
    go(&mut m, 0, "6-6");
    assert_eq!(m.hand().ending(), Some(Ending::Target));
    assert!(m.finished());
}

#[test]
fn matador_1_a_blank_takes_only_a_matador_and_a_matador_goes_anywhere_either_way() {
    let mut m = start(rules("matador", 2), &["6-6 4-2 3-0 1-1 2-2 0-5 0-6", "1-3 0-0 3-3 4-4 1-2 1-4 2-3"], "rest", 0);
    script(&mut m, "0 6-6; 1 1-3 E; 0 4-2 E; 1 0-0 W");
    assert_eq!(m.hand().arms().open(Pos::W), Some(0));
    assert!(matches!(refused(&mut m, 0, "3-0 W"), Refusal::Misfit(_)));
    // E shows 2, which takes a 5 or a matador: 3-0 fits nowhere.
    assert!(!m.legal().iter().any(|a| a.tile() == Some(t("0-3"))));
    // The 6-1 is a matador: on any end, either number against it.
    let mut m = start(rules("matador", 2), &["6-6 1-1 0-0 5-2 4-3 0-1 1-2", "6-1 2-4 0-2 0-3 3-5 4-4 0-4"], "rest", 0);
    go(&mut m, 0, "6-6");
    let legal = m.legal();
    for s in ["1-6 W", "6-1 W", "1-6 E", "6-1 E"] {
        assert!(legal.contains(&act(&m, s)), "{s}");
    }
}

#[test]
fn matador_3_doubles_are_endwise_1_1_goes_on_a_6_and_leaves_1() {
    let mut m =
        start(rules("matador", 2), &["6-6 1-1 0-0 5-2 4-3 0-1 1-2", "6-1 2-4 0-2 0-3 3-5 4-4 0-4"], "2-2 6-3 rest", 0);
    script(&mut m, "0 6-6; 1 1-6 E; 0 1-1 E");
    assert_eq!(m.hand().arms().open(Pos::E), Some(1));
    script(&mut m, "1 draw; 1 draw; 1 6-3 E");
}

#[test]
fn matador_4_a_set_0_0_leaves_two_blanks_open_to_matadors_only() {
    // Nobody holds another double: the 0-0 is the highest double dealt.
    let hands = ["0-0 0-1 0-2 0-3 0-4", "1-2 1-3 1-4 1-5 1-6", "2-3 2-4 2-5 2-6 3-4"];
    let r = rules("matador", 3);
    let d = deal(&r, &hands, "0-5 0-6 3-5 3-6 4-5 4-6 5-6 1-1 2-2 3-3 4-4 5-5 6-6");
    let (mut m, _) = Match::new(r, &Start::new(&r), &d, Seat(0), None).unwrap();
    go(&mut m, 0, "0-0");
    let legal = m.legal();
    assert!(legal.iter().all(|a| a.tile().is_none_or(|x| x.is_matador())), "{legal:?}");
    assert!(legal.contains(&act(&m, "6-1 W")));
}

#[test]
fn matador_6_option_voluntary_draw() {
    let hands = ["6-6 1-1 0-0 5-2 4-3 0-1 1-2", "6-1 2-4 0-2 0-3 3-5 4-4 0-4"];
    let mut m = start(rules("matador", 2), &hands, "rest", 0);
    go(&mut m, 0, "6-6");
    assert!(matches!(refused(&mut m, 1, "draw"), Refusal::DrawWhileAble(_)));
    let mut m = start(rules_with("matador", 2, &[("voluntary_draw", yes())]), &hands, "rest", 0);
    go(&mut m, 0, "6-6");
    go(&mut m, 1, "draw");
}

#[test]
fn matador_9_a_tile_on_a_matador_obeys_its_open_number() {
    let mut m = start(rules("matador", 2), &["6-6 1-1 0-0 5-2 4-3 0-1 1-2", "6-1 2-4 0-2 0-3 3-5 4-4 0-4"], "rest", 0);
    // 6-1 with 6 against the 6-6: it leaves 1, which takes a 6 or a matador.
    script(&mut m, "0 6-6; 1 6-1 E");
    let legal = m.legal();
    assert!(!legal.contains(&act(&m, "1-2 E")));
    assert!(legal.contains(&act(&m, "5-2 E")) && legal.contains(&act(&m, "0-0 E")));
}
