//! The rulings common to the line games (parlour rulings section 1, G.1-G.17), each test
//! named after the ruling it proves.

use crate::parlour_common;
use nos::core::{Play, Pos, Seat};
use nos::games::parlour::lead::{lead_draw_winner, random_start, NextLead};
use nos::games::parlour::ledger::Account;
use nos::games::parlour::preset::FirstLead;
use nos::games::parlour::{Action, Ending, Match, Refusal, Start, StartError, Winner};
use parlour_common::*;

const PB: [&str; 4] = [
    "6-6 6-3 5-0 0-0 0-1 0-2 1-1",
    "6-1 3-4 0-6 1-5 2-3 2-4 2-5",
    "1-2 4-6 0-3 0-4 1-3 1-4 2-2",
    "2-6 6-5 3-3 3-5 4-4 4-5 5-5",
];

#[test]
fn g_1_a_pass_while_able_to_play_is_refused() {
    let mut m = start(rules("partnership-block", 4), &PB, "", 0);
    go(&mut m, 0, "6-6");
    assert!(matches!(refused(&mut m, 1, "pass"), Refusal::PassWhileAble(_)));
    assert_eq!(m.legal().iter().filter(|a| **a == Action::Pass).count(), 0);
}

#[test]
fn g_1_a_seat_that_cannot_play_draws_one_at_a_time_before_it_may_pass() {
    let r = rules("draw-hoyle", 2);
    let mut m = start(r, &["5-5 4-4 4-6 3-6 2-6 1-6 0-6", "0-0 0-1 0-2 1-2 1-3 2-3 0-3"], "1-1 6-6 3-5 rest", 0);
    go(&mut m, 0, "5-5");
    assert_eq!(refused(&mut m, 1, "pass"), Refusal::PassBeforeDrawing);
    assert_eq!(m.legal().as_slice(), &[Action::Draw]);
    go(&mut m, 1, "draw");
    go(&mut m, 1, "draw");
    go(&mut m, 1, "draw");
    // 3-5 fits: drawing stops (G.2) and the seat must play.
    assert!(matches!(refused(&mut m, 1, "draw"), Refusal::DrawWhileAble(_)));
    go(&mut m, 1, "5-3 E");
}

#[test]
fn g_1_with_only_the_reserve_left_a_seat_that_cannot_play_passes() {
    // Seat 1 holds no blank and the twelve drawable tiles have none: the two blanks
    // left are the reserve, never drawn (Draw #1).
    let mut m = start_drawn(
        rules("draw-2", 2),
        &["0-0 0-1 0-2 0-3 0-4 1-1 1-2", "2-2 2-3 2-4 2-5 2-6 3-3 3-4"],
        "1-3 1-4 1-5 1-6 3-5 3-6 4-4 4-5 4-6 5-5 5-6 6-6 0-5 0-6",
        &[(0, "5-6"), (1, "4-3")],
    );
    go(&mut m, 0, "0-0");
    for _ in 0..12 {
        go(&mut m, 1, "draw");
    }
    assert_eq!(m.hand().boneyard_left(), 2);
    assert_eq!(refused(&mut m, 1, "draw"), Refusal::NothingToDraw);
    assert_eq!(m.legal().as_slice(), &[Action::Pass]);
    go(&mut m, 1, "pass");
    assert_eq!(m.to_act(), Some(Seat(0)));
}

#[test]
fn g_2_after_drawing_a_playable_tile_the_seat_stops_drawing_and_plays() {
    let r = rules("matador", 2);
    let mut m = start(r, &["6-6 0-2 0-3 0-4 0-5 0-6 2-2", "2-3 2-4 3-3 3-5 4-4 4-5 5-5"], "1-2 1-4 rest", 0);
    go(&mut m, 0, "6-6");
    go(&mut m, 1, "draw");
    assert!(matches!(refused(&mut m, 1, "draw"), Refusal::DrawWhileAble(_)));
    go(&mut m, 1, "1-2 W");
}

#[test]
fn g_2_option_play_drawn_tile_the_last_tile_drawn_must_be_played() {
    let r = rules_with("matador", 2, &[("play_drawn_tile", yes()), ("voluntary_draw", yes())]);
    let mut m = start(r, &["6-6 0-2 0-3 0-4 0-5 0-6 2-2", "2-3 2-4 3-3 3-5 4-4 4-5 5-5"], "1-2 1-4 rest", 0);
    go(&mut m, 0, "6-6");
    go(&mut m, 1, "draw");
    go(&mut m, 1, "draw");
    assert_eq!(refused(&mut m, 1, "1-2 W"), Refusal::MustPlayDrawn(t("1-4")));
    go(&mut m, 1, "1-4 W");
}

#[test]
fn g_2_option_play_drawn_tile_an_unplayable_last_draw_leaves_any_playable_tile_and_no_pass() {
    // Seat 1 cannot play, draws 1-2 (it fits), then draws on where voluntary draws are
    // allowed: 2-6 does not fit. It plays any tile that fits; a pass stays refused.
    let r = rules_with("matador", 2, &[("play_drawn_tile", yes()), ("voluntary_draw", yes())]);
    let mut m = start(r, &["6-6 0-2 0-3 0-4 0-5 0-6 2-2", "2-3 2-4 3-3 3-5 4-4 4-5 5-5"], "1-2 2-6 rest", 0);
    go(&mut m, 0, "6-6");
    go(&mut m, 1, "draw");
    go(&mut m, 1, "draw");
    assert!(matches!(refused(&mut m, 1, "pass"), Refusal::PassWhileAble(_)), "a tile fits");
    assert!(matches!(refused(&mut m, 1, "2-6 W"), Refusal::Misfit(_)), "2-6 does not fit");
    go(&mut m, 1, "1-2 W");
}

#[test]
fn g_3_a_double_is_one_tile_on_its_arm_and_opens_no_arm() {
    let mut m = start(rules("partnership-block", 4), &PB, "", 0);
    script(&mut m, "0 6-6; 1 6-1 E; 2 1-2 E; 3 2-6 E");
    let arms = m.hand().arms();
    assert_eq!(arms.ends().collect::<Vec<_>>(), vec![Pos::W, Pos::E]);
    assert_eq!((arms.open(Pos::W), arms.open(Pos::E)), (Some(6), Some(6)));
    assert_eq!(arms.open(Pos::N), None);
}

#[test]
fn g_4_the_double_blank_counts_0() {
    assert_eq!(set("0-0").pips(), 0);
    assert_eq!(set("0-0 1-2 6-6").pips(), 15);
    // Seat 1 holds 0-0 and 0-1 when seat 0 goes out: 1 point.
    let r = rules("block-hoyle", 2);
    let mut m = start(r, &["6-6 6-5 5-5 5-4 4-4 4-6 6-3", "0-0 0-1 1-1 1-2 2-2 0-2 0-3"], "rest", 0);
    script(
        &mut m,
        "0 6-6; 1 pass; 0 6-5 E; 1 pass; 0 5-5 E; 1 pass; 0 5-4 E; 1 pass; 0 4-4 E; 1 pass; 0 4-6 E; 1 pass",
    );
    let ev = go(&mut m, 0, "6-3 W");
    assert_eq!(scored(&ev), vec![(Account::Of(0), 1 + 2 + 3 + 4 + 2 + 3)]);
}

#[test]
fn g_6_turns_go_clockwise() {
    let mut m = start(
        rules("sebastopol", 4),
        &[
            "0-6 5-5 4-4 4-6 0-1 0-5 1-6",
            "1-4 1-3 2-3 6-6 4-5 2-2 0-3",
            "2-5 1-2 3-6 0-0 0-2 5-6 3-5",
            "2-4 3-4 1-5 0-4 2-6 3-3 1-1",
        ],
        "",
        1,
    );
    go(&mut m, 1, "6-6");
    assert_eq!(m.to_act(), Some(Seat(2)));
    go(&mut m, 2, "6-3 N");
    assert_eq!(m.to_act(), Some(Seat(3)));
    go(&mut m, 3, "6-2 W");
    assert_eq!(m.to_act(), Some(Seat(0)));
}

#[test]
fn g_7_partners_sit_opposite_and_score_as_one_side() {
    let r = rules("partnership-block", 4);
    assert_eq!(r.accounts(), 2);
    assert_eq!((0..4).map(|s| r.account(Seat(s))).collect::<Vec<_>>(), vec![0, 1, 0, 1]);
}

#[test]
fn g_8_lead_draw_highest_pips_wins_and_the_tied_seats_draw_again() {
    let r = rules("draw-3", 3);
    let w = |d: &[(u8, &str)]| lead_draw_winner(&r, &d.iter().map(|(s, x)| (Seat(*s), t(x))).collect::<Vec<_>>());
    assert_eq!(w(&[(0, "3-3"), (1, "2-4"), (2, "5-4")]), Ok(Seat(2)));
    // 6-4 and 5-5 tie at 10; they draw again, in seat order.
    assert_eq!(w(&[(0, "6-4"), (1, "5-5"), (2, "3-1"), (0, "2-1"), (1, "6-0")]), Ok(Seat(1)));
    assert!(w(&[(0, "6-4"), (1, "5-5"), (2, "3-1")]).is_err(), "the tie must be drawn off");
    assert!(w(&[(1, "6-4"), (0, "5-5"), (2, "3-1")]).is_err(), "seat order");
    assert!(w(&[(0, "6-4"), (1, "6-4"), (2, "3-1")]).is_err(), "a tile twice in a round");
    assert!(w(&[(0, "6-6"), (1, "5-5"), (2, "3-1"), (0, "1-1")]).is_err(), "a draw after the lead is decided");
    // 0-0 is worth 0: it loses to any other tile.
    let two = rules("draw-2", 2);
    assert_eq!(lead_draw_winner(&two, &[(Seat(0), t("0-0")), (Seat(1), t("0-1"))]), Ok(Seat(1)));
    // Nine-tile block draws from its 27 tiles: never 0-0.
    let nine = rules("block-nine", 3);
    let d = [(Seat(0), t("0-0")), (Seat(1), t("0-1")), (Seat(2), t("0-2"))];
    assert!(lead_draw_winner(&nine, &d).is_err());
}

#[test]
fn g_8_the_lead_draw_is_required_exactly_where_the_rules_draw_for_the_lead() {
    let r = rules("draw-3", 3);
    let d = deal(
        &r,
        &["2-3 1-0 4-5 0-0 0-2 1-1 0-3", "6-1 6-4 5-6 0-4 1-2 1-3 0-5", "6-2 3-6 0-6 1-4 1-5 2-2 2-4"],
        "rest",
    );
    assert_eq!(Match::new(r, &Start::new(&r), &d, Seat(2), None).err(), Some(StartError::LeadDrawMissing));
    let h = rules("draw-hoyle", 3);
    let dh = deal(&h, &["6-6 0-1 0-2 0-3 0-4", "1-1 1-2 1-3 1-4 1-5", "2-2 2-3 2-4 2-5 2-6"], "rest");
    let draws = [(Seat(0), t("6-6")), (Seat(1), t("1-1")), (Seat(2), t("0-1"))];
    assert_eq!(Match::new(h, &Start::new(&h), &dh, Seat(0), Some(&draws)).err(), Some(StartError::LeadDrawNotDue));
}

#[test]
fn g_9_a_deal_without_the_named_double_is_refused_and_chance_deals_again() {
    let r = rules("block-hoyle", 4);
    let d =
        deal(&r, &["0-1 0-2 0-3 0-4 0-5", "0-6 1-2 1-3 1-4 1-5", "1-6 2-3 2-4 2-5 2-6", "3-4 3-5 3-6 4-5 4-6"], "rest");
    assert_eq!(Match::new(r, &Start::new(&r), &d, Seat(0), None).err(), Some(StartError::NoDouble));
    let mut dice = nos::core::chance::dice(3);
    for _ in 0..2000 {
        let (d, lead, _) = random_start(&r, NextLead::By(FirstLead::HighestDouble), &mut dice);
        assert_eq!(d.highest_double().map(|(s, _)| s), Some(lead));
    }
}

#[test]
fn g_10_only_sniff_rounds_every_other_game_scores_exact_pips() {
    let r = rules("block-scarne", 4);
    let mut m = start(
        r,
        &["0-0 0-1 0-2 0-3 0-4", "0-5 1-1 1-2 1-3 1-4", "6-6 1-5 2-2 2-3 2-4", "2-5 3-3 3-4 3-5 4-5"],
        "rest",
        2,
    );
    let ev = go(&mut m, 2, "6-6");
    assert_eq!(scored(&ev), vec![(Account::Of(0), 77)]);
}

#[test]
fn g_11_the_winner_of_a_blocked_hand_does_not_subtract_his_own_count() {
    let hands = ["6-6 0-0 1-1 2-2 3-3 0-1 0-2", "4-4 5-5 4-5 3-4 3-5 2-5 1-5"];
    let mut m = start(rules("block-scarne", 2), &hands, "rest", 0);
    let ev = go(&mut m, 0, "6-6");
    assert_eq!(scored(&ev), vec![(Account::Of(0), 55)]);
    // Option subtract_own: 55 less his own 15.
    let mut m = start(rules_with("block-scarne", 2, &[("subtract_own", yes())]), &hands, "rest", 0);
    let ev = go(&mut m, 0, "6-6");
    assert_eq!(scored(&ev), vec![(Account::Of(0), 40)]);
}

#[test]
fn g_12_a_tie_for_the_lowest_count_scores_nothing_a_tie_higher_up_does_not_matter() {
    // Seats 0 and 1 both hold 17 after the set: nobody scores.
    let hands = ["6-6 1-2 1-3 1-4 0-5", "0-0 1-1 0-4 5-5 0-1", "2-2 3-3 4-4 2-3 3-4"];
    let mut m = start(rules("block-hoyle", 3), &hands, "rest", 0);
    let ev = go(&mut m, 0, "6-6");
    assert_eq!(m.hand().ending(), Some(Ending::Blocked(Winner::Nobody)), "{ev:?}");
    assert!(scored(&ev).is_empty());
    // Seats 1 and 2 tie at 28, higher up; seat 0 is alone lowest and scores both.
    let hands = ["6-6 0-1 0-2 0-0 0-3", "5-5 1-2 0-4 2-3 1-5", "4-4 1-3 3-5 2-4 1-1"];
    let mut m = start(rules("block-hoyle", 3), &hands, "rest", 0);
    let ev = go(&mut m, 0, "6-6");
    assert_eq!(scored(&ev), vec![(Account::Of(0), 56)]);
}

#[test]
fn g_13_a_target_reached_during_play_ends_the_match_at_once() {
    let r = rules("bergen", 2);
    let d = deal(&r, &["6-6 3-3 5-3 3-4 0-0 0-1 0-2", "6-3 6-5 3-1 1-4 2-2 1-2 1-1"], "rest");
    let s = Start { scores: vec![13, 10], pool: 0, starts_match: false };
    let (mut m, _) = Match::new(r, &s, &d, Seat(0), None).unwrap();
    go(&mut m, 0, "6-6");
    assert!(m.finished() && m.hand().is_over());
    assert_eq!(m.hand().ending(), Some(Ending::Target));
    assert_eq!(m.scores(), &[15, 10]);
    assert_eq!(refused(&mut m, 1, "6-3 E"), Refusal::Over);
}

#[test]
fn g_13_elsewhere_the_target_is_checked_when_the_hand_is_scored() {
    let r = rules_with("block-scarne", 2, &[("target", int(50))]);
    let mut m = start(r, &["6-6 0-0 1-1 2-2 3-3 0-1 0-2", "4-4 5-5 4-5 3-4 3-5 2-5 1-5"], "rest", 0);
    assert!(!m.finished());
    go(&mut m, 0, "6-6");
    assert!(m.finished());
    let res = m.result().unwrap();
    assert_eq!(res.winner, 0);
}

#[test]
fn g_14_a_block_ends_the_hand_at_once_without_waiting_for_passes() {
    let mut m =
        start(rules("block-scarne", 2), &["6-6 0-0 1-1 2-2 3-3 0-1 0-2", "4-4 5-5 4-5 3-4 3-5 2-5 1-5"], "rest", 0);
    go(&mut m, 0, "6-6");
    assert!(m.hand().is_over());
    assert_eq!(m.to_act(), None);
}

#[test]
fn g_15_a_named_lead_tile_must_be_set_and_any_tile_leads_otherwise_either_way_round() {
    let mut m = start(
        rules("block-scarne", 3),
        &["6-6 3-3 0-1 0-2 0-3 0-4 0-5", "5-5 1-2 1-3 1-4 1-5 1-6 2-3", "4-4 2-4 2-5 2-6 3-4 3-5 3-6"],
        "rest",
        0,
    );
    assert_eq!(refused(&mut m, 0, "3-3"), Refusal::MustLead(t("6-6")));
    assert_eq!(refused(&mut m, 0, "draw"), Refusal::LeadFirst);
    // A later hand: any tile, and its first written number shows on W.
    let mut m = later(
        rules("block-scarne", 3),
        &[10, 0, 0],
        &["6-6 3-3 0-1 0-2 0-3 0-4 0-5", "5-5 1-2 1-3 1-4 1-5 1-6 2-3", "4-4 2-4 2-5 2-6 3-4 3-5 3-6"],
        "rest",
        0,
    );
    let legal = m.legal();
    assert!(legal.contains(&Action::Lead { first: 0, second: 1, lay: None }));
    assert!(legal.contains(&Action::Lead { first: 1, second: 0, lay: None }));
    go(&mut m, 0, "5-0");
    assert_eq!((m.hand().arms().open(Pos::W), m.hand().arms().open(Pos::E)), (Some(5), Some(0)));
}

#[test]
fn g_16_a_tile_that_fits_both_ends_is_two_plays() {
    let mut m = start(rules("partnership-block", 4), &PB, "", 0);
    go(&mut m, 0, "6-6");
    let legal = m.legal();
    assert!(legal.contains(&act(&m, "6-1 W")) && legal.contains(&act(&m, "6-1 E")));
}

#[test]
fn g_17_the_result_reports_the_winners_margin_where_the_text_settles_by_the_difference() {
    let r = rules_with("draw-2", 2, &[("target", int(10))]);
    let mut m = start_drawn(
        r,
        &["6-6 5-4 6-3 2-6 0-0 0-1 1-1", "6-5 4-6 3-2 0-2 0-3 0-4 0-5"],
        "1-2 1-3 1-4 1-5 2-2 2-4 2-5 3-3 3-4 3-5 4-4 5-5 6-1 6-0",
        &[(0, "5-6"), (1, "4-3")],
    );
    script(&mut m, "0 6-6; 1 6-5 E; 0 5-4 E; 1 4-6 E; 0 6-3 W; 1 3-2 W; 0 2-6 W");
    for _ in 0..12 {
        go(&mut m, 1, "draw");
    }
    let res = m.result().expect("over");
    assert_eq!((res.winner, res.margins), (0, Some(vec![(1, 88)])));
    // Block games rank by score alone.
    assert!(nos::games::parlour::preset("block-hoyle").is_some_and(|p| !p.margins));
}

#[test]
fn a_view_holds_neither_other_hands_nor_the_drawing_order_nor_what_others_drew() {
    // Two deals that differ only in which tile seat 1 drew first: after three draws it
    // holds the same tiles either way, and seat 0 sees the same.
    let r = rules("draw-hoyle", 2);
    let a = ["5-5 4-4 4-6 3-6 2-6 1-6 0-6", "0-0 0-1 0-2 1-2 1-3 2-3 0-3"];
    let b = ["5-5 4-4 4-6 3-6 2-6 1-6 0-6", "1-1 0-1 0-2 1-2 1-3 2-3 0-3"];
    let mut x = start(r, &a, "1-1 6-6 3-5 rest", 0);
    let mut y = start(r, &b, "0-0 6-6 3-5 rest", 0);
    for m in [&mut x, &mut y] {
        script(m, "0 5-5; 1 draw; 1 draw; 1 draw");
    }
    assert_eq!(x.hand().hand(Seat(1)), y.hand().hand(Seat(1)));
    assert_eq!(x.view(Seat(0)), y.view(Seat(0)));
    assert_ne!(x.view(Seat(1)), x.view(Seat(0)));
    // The seat to act sees its own drawn tile.
    assert_eq!(x.view(Seat(1)).own(), x.hand().hand(Seat(1)));
}
