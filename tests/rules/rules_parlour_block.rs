//! The block games: partnership block (rulings 2.1), the Block Game of Scarne and of
//! Hoyle (2.2), nine-tile block (2.3), Sebastopol (2.6) and Tiddly-Wink (2.5).

use crate::parlour_common;
use nos::core::{chance, Play, Pos, Seat};
use nos::games::parlour::ledger::Account;
use nos::games::parlour::preset::FirstLead;
use nos::games::parlour::{Action, Ending, Event, Match, NextLead, Refusal, Start, StartError, Winner};
use parlour_common::*;

const PB: [&str; 4] = [
    "6-6 6-3 5-0 0-0 0-1 0-2 1-1",
    "6-1 3-4 0-6 1-5 2-3 2-4 2-5",
    "1-2 4-6 0-3 0-4 1-3 1-4 2-2",
    "2-6 6-5 3-3 3-5 4-4 4-5 5-5",
];
const PB_BLOCK: &str = "0 6-6; 1 6-1 E; 2 1-2 E; 3 2-6 E; 0 6-3 W; 1 3-4 W; 2 4-6 W; 3 6-5 E; 0 5-0 E; 1 0-6 E";

/// Random partnership hands until one ends as `want` says.
fn random_hand_ending(want: impl Fn(Ending) -> bool) -> Match {
    let r = rules("partnership-block", 4);
    let mut dice = chance::dice(11);
    loop {
        let (mut m, _) = Match::random(r, &mut dice);
        nos::core::play::play_random(&mut m, &mut dice, |_, _, _, _| {});
        if m.hand().ending().is_some_and(&want) {
            return m;
        }
    }
}

#[test]
fn partnership_1_going_out_scores_both_opponents_counts_and_not_the_partners() {
    let m = random_hand_ending(|e| matches!(e, Ending::Out(_)));
    let Some(Ending::Out(s)) = m.hand().ending() else { unreachable!() };
    let c = m.hand().counts();
    let (side, partner) = (s.0 % 2, s.plus(2, 4));
    let opponents = c[s.plus(1, 4).index()] + c[s.plus(3, 4).index()];
    assert!(c[partner.index()] > 0, "the partner still holds tiles");
    assert_eq!(m.scores()[side as usize], opponents as i32);
    assert_eq!(m.scores()[1 - side as usize], 0);
}

#[test]
fn partnership_2_a_won_block_scores_the_losing_sides_total() {
    let mut m = start(rules("partnership-block", 4), &PB, "", 0);
    script(&mut m, PB_BLOCK);
    assert_eq!(m.hand().ending(), Some(Ending::Blocked(Winner::One(0))));
    assert_eq!(m.scores(), &[65, 0]);
}

#[test]
fn partnership_3_tied_block_same_lead_or_as_hand_1_while_no_hand_was_won() {
    let tie = [
        "6-6 6-3 5-0 5-5 4-5 4-4 0-0",
        "6-1 3-4 0-6 0-4 1-1 1-4 1-5",
        "1-2 4-6 3-5 0-1 0-2 0-3 1-3",
        "2-6 6-5 2-2 2-3 2-4 2-5 3-3",
    ];
    let mut m = start(rules("partnership-block", 4), &tie, "", 0);
    script(&mut m, PB_BLOCK);
    assert_eq!(m.hand().ending(), Some(Ending::Blocked(Winner::Nobody)));
    assert_eq!(m.next_lead(), NextLead::By(FirstLead::Holds(t("6-6"))));
    // Once a hand of the match has been won, the seat that led the tied hand leads again.
    let mut m = later(rules("partnership-block", 4), &[30, 20], &tie, "", 0);
    script(&mut m, PB_BLOCK);
    assert_eq!(m.hand().ending(), Some(Ending::Blocked(Winner::Nobody)));
    assert_eq!(m.next_lead(), NextLead::Seat(Seat(0)));
}

#[test]
fn partnership_4_after_a_won_block_the_winning_partner_with_the_lower_count_leads() {
    let mut m = start(rules("partnership-block", 4), &PB, "", 0);
    script(&mut m, PB_BLOCK);
    let c = m.hand().counts();
    assert!(c[0] < c[2]);
    assert_eq!(m.next_lead(), NextLead::Seat(Seat(0)));
}

#[test]
fn partnership_5_after_a_domino_the_seat_that_went_out_leads() {
    let m = random_hand_ending(|e| matches!(e, Ending::Out(_)));
    let Some(Ending::Out(s)) = m.hand().ending() else { unreachable!() };
    assert_eq!(m.next_lead(), NextLead::Seat(s));
}

#[test]
fn partnership_6_later_hands_lead_any_tile_either_way_round() {
    let mut m = start(rules("partnership-block", 4), &PB, "", 0);
    script(&mut m, PB_BLOCK);
    let r = *m.rules();
    let d = deal(
        &r,
        &[
            "0-1 0-2 0-3 0-4 0-5 0-6 0-0",
            "1-1 1-2 1-3 1-4 1-5 1-6 2-2",
            "2-3 2-4 2-5 2-6 3-3 3-4 3-5",
            "3-6 4-4 4-5 4-6 5-5 5-6 6-6",
        ],
        "",
    );
    m.next_hand(&d, Seat(0), None).unwrap();
    assert_eq!(m.legal().len(), 6 * 2 + 1);
    go(&mut m, 0, "0-5");
}

#[test]
fn partnership_8_the_match_ends_at_200_and_the_winners_are_credited_the_difference() {
    let r = rules("partnership-block", 4);
    let mut m = {
        let d = deal(&r, &PB, "");
        let s = Start { scores: vec![150, 199], pool: 0, starts_match: false };
        Match::new(r, &s, &d, Seat(0), None).unwrap().0
    };
    script(&mut m, "0 6-6; 1 6-1 E; 2 1-2 E; 3 2-6 E; 0 6-3 W; 1 3-4 W; 2 4-6 W; 3 6-5 E; 0 5-0 E; 1 0-6 E");
    assert!(m.finished());
    let res = m.result().unwrap();
    assert_eq!((res.winner, res.margins), (0, Some(vec![(1, 16)])));
    assert_eq!(m.scores(), &[215, 199]);
}

#[test]
fn partnership_9_a_forced_pass_is_an_action() {
    let mut m = start(rules("partnership-block", 4), &PB, "", 0);
    script(&mut m, "0 6-6; 1 6-1 E; 2 1-2 E; 3 2-6 E; 0 6-3 W; 1 3-4 W; 2 4-6 W; 3 6-5 E; 0 5-0 E");
    // Seat 1 holds 0-6, which fits; after it, seat 2 has nothing for 6 and 6.
    go(&mut m, 1, "0-6 E");
    assert!(m.hand().is_over());
    let mut m =
        start(rules("block-hoyle", 2), &["6-6 6-5 5-5 5-4 4-4 4-6 6-3", "0-0 0-1 0-2 1-1 1-2 2-2 0-3"], "rest", 0);
    go(&mut m, 0, "6-6");
    assert_eq!(m.legal().as_slice(), &[Action::Pass]);
    let ev = go(&mut m, 1, "pass");
    assert_eq!(ev.as_slice(), &[Event::Passed { seat: Seat(1) }]);
}

#[test]
fn block_1_scarne_the_highest_double_dealt_sets_the_first_hand() {
    let hands = ["5-5 3-3 0-1 0-2 0-3 0-4 0-5", "4-4 1-2 1-3 1-4 1-5 1-6 2-3", "2-2 2-4 2-5 2-6 3-4 3-5 3-6"];
    let mut m = start(rules("block-scarne", 3), &hands, "rest", 0);
    assert_eq!(refused(&mut m, 0, "3-3"), Refusal::MustLead(t("5-5")));
    go(&mut m, 0, "5-5");
    // Option first_lead = hold66: the 6-6 sleeps here, so the deal is refused (dealt again).
    let r = rules_with("block-scarne", 3, &[("first_lead", word("hold66"))]);
    let d = deal(&r, &hands, "rest");
    assert_eq!(Match::new(r, &Start::new(&r), &d, Seat(0), None).err(), Some(StartError::NoNamedTile(t("6-6"))));
}

#[test]
fn block_2_scarne_the_winner_leads_next_hoyle_the_highest_double_every_hand() {
    let hands = ["6-6 0-0 1-1 2-2 3-3 0-1 0-2", "4-4 5-5 4-5 3-4 3-5 2-5 1-5"];
    let mut m = start(rules("block-scarne", 2), &hands, "rest", 1 - 1);
    go(&mut m, 0, "6-6");
    assert_eq!(m.next_lead(), NextLead::Seat(Seat(0)));
    let mut m = start(rules("block-hoyle", 2), &hands, "rest", 0);
    go(&mut m, 0, "6-6");
    assert_eq!(m.next_lead(), NextLead::By(FirstLead::HighestDouble));
}

#[test]
fn block_3_the_winner_scores_every_other_seats_count() {
    let hands = ["0-0 0-1 0-2 0-3 0-4", "0-5 1-1 1-2 1-3 1-4", "6-6 1-5 2-2 2-3 2-4", "2-5 3-3 3-4 3-5 4-5"];
    let mut m = start(rules("block-scarne", 4), &hands, "rest", 2);
    let ev = go(&mut m, 2, "6-6");
    assert_eq!(scored(&ev), vec![(Account::Of(0), 13 + 22 + 42)]);
}

#[test]
fn block_5_sleeping_tiles_are_never_drawn_and_never_seen() {
    let hands = ["6-6 0-1 0-2 0-3 0-4", "5-5 1-2 1-3 1-4 1-5", "4-4 2-3 2-4 2-5 1-6"];
    let mut m = start(rules("block-hoyle", 3), &hands, "rest", 0);
    go(&mut m, 0, "6-6");
    assert_eq!(refused(&mut m, 1, "draw"), Refusal::NoDrawing);
    let v = m.view(Seat(1));
    assert_eq!(v.own(), set("5-5 1-2 1-3 1-4 1-5"));
    // Seat 1 cannot tell the sleeping tiles from the other hands.
    assert_eq!(v.unseen().len(), 28 - 5 - 1);
}

#[test]
fn block_6_8_the_first_to_reach_100_at_the_end_of_a_hand_wins() {
    assert_eq!(rules("block-hoyle", 2).target, Some(100));
    assert_eq!(rules("block-scarne", 5).target, Some(100));
    let hands = ["6-6 0-0 1-1 2-2 3-3 0-1 0-2", "4-4 5-5 4-5 3-4 3-5 2-5 1-5"];
    let mut m = later(rules("block-scarne", 2), &[50, 99], &hands, "rest", 0);
    go(&mut m, 0, "6-6");
    assert!(m.finished());
    assert_eq!(m.result().unwrap().winner, 0);
}

#[test]
fn block_9_four_players_in_scarnes_block_play_each_for_himself() {
    assert_eq!(rules("block-scarne", 4).accounts(), 4);
    assert_eq!(rules("block-scarne", 4).tiles_each, 5);
}

#[test]
fn block_nine_1_2_no_stock_a_lead_draw_then_the_lead_rotates_ties_included() {
    let r = rules("block-nine", 3);
    let hands = [
        "1-2 3-4 5-0 1-3 1-4 2-2 2-3 1-5 2-4",
        "6-6 2-6 4-6 0-6 0-1 0-2 0-3 1-1 0-4",
        "6-1 6-3 6-5 2-5 3-3 3-5 4-4 4-5 5-5",
    ];
    let mut m = start_drawn(r, &hands, "", &[(0, "6-4"), (1, "5-5"), (2, "3-1"), (0, "2-1"), (1, "6-0")]);
    assert_eq!(m.to_act(), Some(Seat(1)));
    assert_eq!(m.hand().boneyard_left(), 0);
    script(&mut m, "1 6-6; 2 6-1 E; 0 1-2 E; 1 2-6 E; 2 6-3 W; 0 3-4 W; 1 4-6 W; 2 6-5 E; 0 5-0 E; 1 0-6 E");
    assert_eq!(m.scores(), &[0, 78, 0]);
    assert_eq!(m.next_lead(), NextLead::Seat(Seat(2)));
}

#[test]
fn block_nine_5_the_double_blank_is_out_of_play() {
    let r = rules("block-nine", 3);
    assert!(!r.preset.set.contains(t("0-0")));
    let hands = [
        "1-2 3-4 5-0 1-3 1-4 2-2 2-3 1-5 0-0",
        "6-6 2-6 4-6 0-6 0-1 0-2 0-3 1-1 0-4",
        "6-1 6-3 6-5 2-5 3-3 3-5 4-4 4-5 5-5",
    ];
    let d = deal(&r, &hands, "");
    assert!(d.check(&r).is_err());
    let hands = [
        "1-2 3-4 5-0 1-3 1-4 2-2 2-3 1-5 2-4",
        "6-6 2-6 4-6 0-6 0-1 0-2 0-3 1-1 0-4",
        "6-1 6-3 6-5 2-5 3-3 3-5 4-4 4-5 5-5",
    ];
    let m = start_drawn(r, &hands, "", &[(0, "6-4"), (1, "5-5"), (2, "3-1"), (0, "2-1"), (1, "6-0")]);
    assert!(!m.view(Seat(0)).unseen().contains(t("0-0")));
}

const SEB: [&str; 4] = [
    "6-6 0-0 0-1 0-2 0-3 0-4 0-5",
    "6-3 6-5 1-1 1-2 1-4 1-5 2-2",
    "3-1 6-4 6-2 2-3 2-4 2-5 3-3",
    "6-1 6-0 3-4 3-5 4-4 4-5 5-5",
];

#[test]
fn sebastopol_2_the_four_sides_sprout_before_any_arm_grows() {
    let mut m = start(rules("sebastopol", 4), &SEB, "", 0);
    go(&mut m, 0, "6-6");
    assert_eq!(m.hand().arms().ends().count(), 4);
    go(&mut m, 1, "6-3 N");
    assert!(matches!(refused(&mut m, 2, "3-1 N"), Refusal::Misfit(_)));
    script(&mut m, "2 6-4 E; 3 6-1 S");
    // Seat 0 holds no 6: it passes while the foundation waits.
    assert_eq!(m.legal().as_slice(), &[Action::Pass]);
    script(&mut m, "0 pass; 1 6-5 W; 2 3-2 N");
}

#[test]
fn sebastopol_4_7_8_other_doubles_are_ordinary_the_66_sets_and_the_left_seat_follows() {
    let r = rules("sebastopol", 4);
    assert_eq!(r.first_lead, FirstLead::Holds(t("6-6")));
    let mut m = start(
        r,
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
    script(&mut m, "2 6-3 N; 3 6-2 W; 0 6-0 E; 1 pass; 2 6-5 S; 3 2-4 W; 0 0-1 E; 1 4-1 W; 2 3-5 N; 3 5-1 S; 0 1-6 W; 1 5-4 N; 2 1-2 S; 3 1-1 E");
    // 1-1 on E is one tile on its arm: E shows 1.
    assert_eq!(m.hand().arms().open(Pos::E), Some(1));
    assert_eq!(m.next_lead(), NextLead::By(FirstLead::Holds(t("6-6"))));
}

const TW6: [&str; 6] = ["0-0 0-1 1-1", "0-3 1-3 3-3", "0-4 1-4 4-4", "6-6 4-6 2-5", "2-4 0-5 1-5", "3-4 3-5 4-5"];

#[test]
fn tiddly_wink_1_six_to_nine_players_five_with_the_option() {
    let p = nos::games::parlour::preset("tiddly-wink").unwrap();
    assert_eq!(p.player_counts(false).collect::<Vec<_>>(), vec![6, 7, 8, 9]);
    assert!(nos::games::parlour::Rules::of(p, 5).is_err());
    assert_eq!(rules_with("tiddly-wink", 5, &[("five_players", yes())]).tiles_each, 3);
}

#[test]
fn tiddly_wink_2_one_open_end_from_the_set() {
    let mut m = start(rules("tiddly-wink", 6), &TW6, "rest", 3);
    go(&mut m, 3, "6-6");
    assert_eq!(m.hand().arms().ends().collect::<Vec<_>>(), vec![Pos::E]);
}

#[test]
fn tiddly_wink_3_second_play_optional() {
    let mut m = start(rules("tiddly-wink", 6), &TW6, "rest", 3);
    go(&mut m, 3, "6-6");
    // The setter holds 4-6: it may play again or end its turn; a pass is not offered.
    let legal = m.legal();
    assert!(legal.contains(&Action::EndTurn) && legal.contains(&act(&m, "6-4 E")));
    assert!(!legal.contains(&Action::Pass));
    assert_eq!(refused(&mut m, 4, "6-2 E"), Refusal::NotYourTurn { seat: Seat(4), expected: Seat(3) });
    assert_eq!(refused(&mut m, 3, "pass"), Refusal::SecondPlay);
    go(&mut m, 3, "end");
    assert_eq!(m.to_act(), Some(Seat(4)));
    // With no play left after a double the turn ends by itself.
    let hands = ["0-0 0-1 1-1", "0-3 1-3 3-3", "0-4 1-4 4-4", "6-6 2-3 2-5", "2-4 0-5 1-6", "3-4 3-5 4-5"];
    let mut m = start(rules("tiddly-wink", 6), &hands, "rest", 3);
    go(&mut m, 3, "6-6");
    assert_eq!(m.to_act(), Some(Seat(4)));
    assert!(!m.legal().contains(&Action::EndTurn));
    assert_eq!(refused(&mut m, 4, "end"), Refusal::NoSecondPlay);
}

#[test]
fn tiddly_wink_5_6_the_setters_second_play_and_going_out_with_it() {
    let mut m = start(rules("tiddly-wink", 6), &TW6, "rest", 3);
    script(&mut m, "3 6-6; 3 6-4 E; 4 4-2 E; 5 pass; 0 pass; 1 pass; 2 pass");
    let ev = go(&mut m, 3, "2-5 E");
    assert_eq!(m.hand().ending(), Some(Ending::Out(Seat(3))));
    assert_eq!(scored(&ev), vec![(Account::Of(3), 6)]);
}

#[test]
fn tiddly_wink_7_8_antes_into_the_pool_and_the_winner_takes_it() {
    let r = rules("tiddly-wink", 6);
    let d = deal(&r, &TW6, "rest");
    let (m, ev) = Match::new(r, &Start::new(&r), &d, Seat(3), None).unwrap();
    assert_eq!(ev.len(), 6);
    assert_eq!((m.scores(), m.pool()), (&[499; 6][..], 6));
    let r2 = rules_with("tiddly-wink", 6, &[("ante", int(5))]);
    let (m, _) = Match::new(r2, &Start::new(&r2), &d, Seat(3), None).unwrap();
    assert_eq!((m.scores()[0], m.pool()), (495, 30));
}

#[test]
fn tiddly_wink_9_seats_tied_at_a_standstill_share_the_pool_and_the_rest_stays() {
    let hands =
        ["5-5 1-2 1-3", "1-4 2-2 2-3", "0-0 0-2 0-4", "0-6 1-6 2-4", "0-1 0-3 1-1", "2-6 3-3 3-4", "3-6 4-4 4-6"];
    let mut m = start(rules("tiddly-wink", 7), &hands, "rest", 0);
    go(&mut m, 0, "5-5");
    assert!(matches!(m.hand().ending(), Some(Ending::Blocked(Winner::Shared(_)))));
    assert_eq!(m.scores(), &[499, 499, 502, 499, 502, 499, 499]);
    assert_eq!(m.pool(), 1);
    assert_eq!(m.next_lead(), NextLead::By(FirstLead::HighestDouble));
}
