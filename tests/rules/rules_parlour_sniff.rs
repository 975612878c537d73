//! Sniff (parlour rulings 2.9): the sniff and its four faces, the count of the open ends
//! with the text's worked numbers, muggins points, draws, leads and rounding.

use crate::parlour_common;
use nos::core::{chance, Play, Pos, Seat};
use nos::games::parlour::arms::Lay;
use nos::games::parlour::ledger::Account;
use nos::games::parlour::preset::FirstLead;
use nos::games::parlour::{Action, Ending, Event, Match, NextLead, Reason, Refusal, Winner};
use parlour_common::*;

/// The text's first example: three players, Bas leads 3-2.
fn text_example() -> Match {
    start_drawn(
        rules("sniff", 3),
        &["3-3 1-4 1-5 1-6 0-6", "3-2 3-5 0-1 0-2 0-4", "2-4 1-2 1-3 0-3 0-5"],
        "rest",
        &[(0, "1-1"), (1, "6-5"), (2, "2-0")],
    )
}

fn muggins(ev: &[Event]) -> Option<u32> {
    ev.iter().find_map(|e| match e {
        Event::Scored(m) => match m.reason {
            Reason::Muggins(c) => Some(c),
            _ => None,
        },
        _ => None,
    })
}

#[test]
fn sniff_4_the_3_2_set_scores_5() {
    let mut m = text_example();
    let ev = go(&mut m, 1, "3-2");
    assert_eq!(muggins(&ev), Some(5));
    assert_eq!(m.scores(), &[0, 5, 0]);
}

#[test]
fn sniff_4_after_the_2_4_the_3_3_crosswise_scores_10() {
    let mut m = text_example();
    script(&mut m, "1 3-2; 2 2-4 E");
    assert_eq!(m.hand().arms().count(), 7);
    let ev = go(&mut m, 0, "3-3 W cross");
    // Its short ends 3 + 3, the 4 at E; its long side on W counts nothing.
    assert_eq!(muggins(&ev), Some(10));
    let ev = go(&mut m, 1, "3-5 W");
    assert_eq!(muggins(&ev), Some(15));
    assert_eq!(m.scores(), &[10, 20, 0]);
}

#[test]
fn sniff_4_the_3_3_endwise_on_the_3_2_scores_5_also() {
    let mut m = start_drawn(
        rules("sniff", 2),
        &["3-2 3-0 1-1 1-4 1-5 4-4 5-5", "3-3 2-6 0-5 1-6 4-6 5-6 0-4"],
        "rest",
        &[(0, "6-6"), (1, "0-1")],
    );
    go(&mut m, 0, "3-2");
    let ev = go(&mut m, 1, "3-3 W end");
    assert_eq!(muggins(&ev), Some(5));
    // Its long sides, N and S, count nothing until they sprout.
    let ev = go(&mut m, 0, "3-0 N");
    assert_eq!(muggins(&ev), Some(5));
    assert_eq!(m.scores(), &[10, 5]);
}

#[test]
fn sniff_4_the_30_free_short_ends_count_even_when_the_line_passes_through() {
    let mut m = start_drawn(
        rules("sniff", 2),
        &["5-5 6-6 4-4 0-1 0-2 1-2 0-3", "5-6 5-4 1-3 2-3 0-0 1-1 2-2"],
        "rest",
        &[(0, "5-6"), (1, "2-2")],
    );
    let ev = go(&mut m, 0, "5-5 cross");
    assert_eq!(muggins(&ev), Some(10), "a lead sniff across: its short ends N and S");
    script(&mut m, "1 5-6 W; 0 6-6 W; 1 5-4 E");
    let ev = go(&mut m, 0, "4-4 E");
    assert_eq!(muggins(&ev), Some(30), "12 + 8 + 5 + 5");
    assert_eq!(m.scores(), &[40, 0]);
}

#[test]
fn sniff_1_2_the_first_double_is_the_sniff_and_its_player_says_how_it_lies() {
    let mut m = text_example();
    script(&mut m, "1 3-2; 2 2-4 E");
    let legal = m.legal();
    assert!(legal.contains(&Action::Play { at: Pos::W, touch: 3, open: 3, lay: Some(Lay::Cross) }));
    assert!(legal.contains(&Action::Play { at: Pos::W, touch: 3, open: 3, lay: Some(Lay::End) }));
    let bare = Action::Play { at: Pos::W, touch: 3, open: 3, lay: None };
    assert!(matches!(m.clone().apply(Seat(0), bare), Err(Refusal::Misfit(_))));
    go(&mut m, 0, "3-3 W cross");
    let sniff = m.hand().arms().sniff().unwrap();
    assert_eq!((sniff.tile, sniff.on, sniff.lay), (t("3-3"), Some(Pos::W), Lay::Cross));
    // Only the sniff takes a lay.
    let laid = Action::Play { at: Pos::W, touch: 3, open: 5, lay: Some(Lay::End) };
    assert!(matches!(m.clone().apply(Seat(1), laid), Err(Refusal::Misfit(_))));
}

#[test]
fn sniff_3_16_the_sniffs_faces_are_open_and_a_double_on_a_face_counts_both_halves() {
    let mut m = start_drawn(
        rules("sniff", 2),
        &["5-5 6-6 4-4 0-1 0-2 1-2 0-3", "5-6 5-4 1-3 2-3 0-0 1-1 2-2"],
        "rest",
        &[(0, "5-6"), (1, "2-2")],
    );
    go(&mut m, 0, "5-5 cross");
    assert_eq!(m.hand().arms().ends().count(), 4);
    go(&mut m, 1, "5-4 N");
    assert_eq!(m.hand().arms().count(), 4 + 5);
    go(&mut m, 0, "4-4 N");
    assert_eq!(m.hand().arms().count(), 8 + 5);
}

#[test]
fn sniff_5_6_muggins_scores_by_itself_and_keeping_a_multiple_of_5_scores_again() {
    let mut m = start_drawn(
        rules("sniff", 2),
        &["5-0 0-0 1-1 1-4 2-2 3-3 4-4", "5-5 1-2 1-3 2-3 2-4 3-4 0-6"],
        "rest",
        &[(0, "6-6"), (1, "0-1")],
    );
    assert_eq!(muggins(&go(&mut m, 0, "5-0")), Some(5));
    // The 5-5 is the first double: endwise on the 5 it keeps the count at 5.
    assert_eq!(muggins(&go(&mut m, 1, "5-5 W end")), Some(5));
    assert_eq!(muggins(&go(&mut m, 0, "0-0 E")), Some(5));
    assert_eq!(m.scores(), &[10, 5]);
}

#[test]
fn sniff_7_9_a_seat_draws_when_unable_may_draw_when_able_but_must_still_play() {
    let mut m = start_drawn(
        rules("sniff", 2),
        &["3-2 3-0 1-1 1-4 1-5 4-4 5-5", "3-3 2-6 0-5 1-6 4-6 5-6 0-4"],
        "0-0 rest",
        &[(0, "6-6"), (1, "0-1")],
    );
    script(&mut m, "0 3-2; 1 3-3 W end; 0 3-0 N");
    // Seat 1 may play 0-5 or 0-4 on N, and may draw first all the same (Sniff #9).
    go(&mut m, 1, "draw");
    assert!(matches!(refused(&mut m, 1, "pass"), Refusal::PassWhileAble(_)));
    // A seat that cannot play must draw before it may pass (Sniff #7).
    let mut m = start_drawn(
        rules("sniff", 2),
        &["6-6 5-5 4-4 0-1 0-2 1-2 0-3", "2-3 2-4 3-4 1-3 1-4 3-5 4-5"],
        "rest",
        &[(0, "6-6"), (1, "0-1")],
    );
    go(&mut m, 0, "6-6 cross");
    assert_eq!(refused(&mut m, 1, "pass"), Refusal::PassBeforeDrawing);
}

#[test]
fn sniff_8_13_14_deal_reserve_and_target_by_player_count() {
    let r2 = rules("sniff", 2);
    assert_eq!((r2.tiles_each, r2.reserve, r2.target), (7, 2, Some(200)));
    let r3 = rules("sniff", 3);
    assert_eq!((r3.tiles_each, r3.reserve, r3.target), (5, 0, Some(100)));
    let r4 = rules("sniff", 4);
    assert_eq!((r4.tiles_each, r4.reserve, r4.target), (5, 0, Some(100)));
    assert_eq!(r2.first_lead, FirstLead::Draw);
}

/// Three players, everything reserved: the 6-6 led across blocks at once (count 12).
/// Seat 1 holds 18 and seat 2 23; seat 0, as given (9 by default).
fn blocked_at_once(opts: &[(&str, nos::games::parlour::OptValue)], seat0: &str) -> Match {
    let mut o = vec![("reserve", int(13))];
    o.extend(opts.iter().cloned());
    let r = rules_with("sniff", 3, &o);
    let mut m = start_drawn(
        r,
        &[seat0, "1-1 1-2 0-4 2-2 1-4", "0-3 0-5 1-3 1-5 2-3"],
        "rest",
        &[(0, "6-6"), (1, "0-1"), (2, "0-2")],
    );
    go(&mut m, 0, "6-6 cross");
    m
}

#[test]
fn sniff_11_the_others_counts_are_added_then_rounded_once_to_the_nearest_5() {
    let m = blocked_at_once(&[], "6-6 0-0 0-1 3-3 0-2");
    assert_eq!(m.hand().ending(), Some(Ending::Blocked(Winner::One(0))));
    // 18 + 23 = 41, rounded to 40.
    assert_eq!(m.scores(), &[40, 0, 0]);
    // Option round_each_hand: 20 + 25.
    let m = blocked_at_once(&[("round_each_hand", yes())], "6-6 0-0 0-1 3-3 0-2");
    assert_eq!(m.scores(), &[45, 0, 0]);
}

#[test]
fn sniff_11_round_each_hand_with_subtract_own_rounds_the_winners_own_count_too() {
    // Seat 0 wins the block holding 9; the others hold 18 and 23.
    let m = blocked_at_once(&[("subtract_own", yes())], "6-6 0-0 0-1 3-3 0-2");
    // Added, less his own, then rounded once: 41 - 9 = 32, to 30.
    assert_eq!(m.scores(), &[30, 0, 0]);
    // Each count rounded, his own too: 20 + 25 - 10 = 35, a multiple of 5.
    let m = blocked_at_once(&[("round_each_hand", yes()), ("subtract_own", yes())], "6-6 0-0 0-1 3-3 0-2");
    assert_eq!(m.scores(), &[35, 0, 0]);
}

#[test]
fn sniff_12_a_blocked_hand_the_lowest_count_scores_a_tie_nobody() {
    // Seat 0 holds 18 after the lead, as seat 1 does.
    let m = blocked_at_once(&[], "6-6 3-5 3-4 0-2 0-1");
    assert_eq!(m.hand().ending(), Some(Ending::Blocked(Winner::Nobody)));
    assert_eq!(m.scores(), &[0, 0, 0]);
    assert_eq!(m.next_lead(), NextLead::By(FirstLead::Draw));
}

#[test]
fn sniff_10_later_leads_the_seat_out_after_a_block_a_new_lead_draw_or_rotation() {
    let m = blocked_at_once(&[], "6-6 0-0 0-1 3-3 0-2");
    assert_eq!(m.next_lead(), NextLead::By(FirstLead::Draw));
    let m = blocked_at_once(&[("later_lead", word("rotate"))], "6-6 0-0 0-1 3-3 0-2");
    assert_eq!(m.next_lead(), NextLead::Seat(Seat(1)));
    // After a seat goes out, it leads.
    let r = rules("sniff", 3);
    let mut dice = chance::dice(5);
    loop {
        let (mut m, _) = Match::random(r, &mut dice);
        nos::core::play::play_random(&mut m, &mut dice, |_, _, _, _| {});
        if let Some(Ending::Out(s)) = m.hand().ending() {
            assert_eq!(m.next_lead(), NextLead::Seat(s));
            break;
        }
    }
}

#[test]
fn sniff_17_muggins_first_and_a_target_reached_ends_the_match_there() {
    let r = rules("sniff", 2);
    let mut m = later(r, &[195, 40], &["3-2 3-0 1-1 1-4 1-5 4-4 5-5", "3-3 2-6 0-5 1-6 4-6 5-6 0-4"], "rest", 0);
    let ev = go(&mut m, 0, "3-2");
    assert_eq!(muggins(&ev), Some(5));
    assert_eq!(m.hand().ending(), Some(Ending::Target));
    assert!(m.finished());
    assert_eq!(m.scores(), &[200, 40]);
    assert_eq!(refused(&mut m, 1, "3-3 W end"), Refusal::Over);
}

#[test]
fn sniff_11_going_out_scores_the_others_counts_rounded() {
    let r = rules("sniff", 3);
    let mut dice = chance::dice(8);
    let mut seen = 0;
    while seen < 20 {
        let (mut m, _) = Match::random(r, &mut dice);
        let mut last = Vec::new();
        nos::core::play::play_random(&mut m, &mut dice, |_, _, _, ev| last = ev.to_vec());
        let Some(Ending::Out(s)) = m.hand().ending() else { continue };
        let c = m.hand().counts();
        let others: u32 = (0..3).filter(|&k| k != s.0 as usize).map(|k| c[k]).sum();
        let want = (others + 2) / 5 * 5;
        let got: i32 = last
            .iter()
            .filter_map(|e| match e {
                Event::Scored(x) if x.reason == Reason::Out => Some(x.amount),
                _ => None,
            })
            .sum();
        assert_eq!(got as u32, want);
        assert!(last
            .iter()
            .all(|e| !matches!(e, Event::Scored(x) if x.reason == Reason::Out && x.to != Account::Of(s.0))));
        seen += 1;
    }
}
