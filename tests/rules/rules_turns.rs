//! Regular turns: drawing, passing, the payment for a double on the predecessor's
//! tile, nos and players out, closing, the three ends of a hand and the final count.

use crate::common;

use common::*;
use nos::core::Seat;
use nos::games::nos::action::{Ending, Event, Reason};
use nos::games::nos::{Action, Options, Phase, Refusal};

// ----- drawing and passing -----

fn text_deal() -> nos::games::nos::Deal {
    deal(&["1-4 5-6 0-1 2-4", "2-6 1-5 0-3 4-6", "3-3 0-5 1-6 3-4", "6-6 2-5 0-2 1-3"], "3-2", "")
}

fn drawn_set(tb: &mut Table, tile: &str, g: nos::games::nos::Game) {
    tb.run(&[(0, Action::Draw), (0, set(tile)), (0, Action::Announce(g))]);
}

#[test]
fn voluntary_draw_is_allowed_with_a_play_in_hand_while_three_or_more_remain() {
    let mut tb = Table::later(text_deal(), 0);
    drawn_set(&mut tb, "3-2", game(1));
    tb.skip_to(1);
    tb.skip_windows();
    assert!(tb.hand.legal().contains(&Action::Draw));
    tb.ok(1, Action::Draw);
    tb.ok(1, Action::Draw);
    assert_eq!(tb.hand.hand_len(Seat(1)), 6);
    assert!(!tb.hand.legal().contains(&Action::Pass));
    assert_eq!(tb.no(1, Action::Pass), Refusal::PassWithPlay { seat: Seat(1), tile: t("0-3") });
}

/// Game 10 on the 4-4: after the foundation the 3-3 and 0-0 arms are dead, the 6 arm
/// needs the 6-6 and the 5 arm the 5-5. `c` is seat 2's hand, `bottom` the last tiles.
fn dead_cross(c: &str, bottom: &str, a: &str) -> Table {
    let d = deal(&[a, "3-3 0-1 0-2 0-3", c, "1-6 2-4 2-6 3-4"], "", bottom);
    let mut tb = Table::later(d, 0);
    tb.run(&[(0, set("4-4")), (0, Action::Announce(game(10)))]);
    tb.run(&[(1, play("3-3", N)), (2, play("0-0", W)), (3, play("1-6", S)), (0, play("2-5", E))]);
    tb
}

const A_HAND: &str = "4-4 2-5 1-2 1-3";

#[test]
fn no_tile_fits_so_the_player_must_draw_and_may_not_pass() {
    let mut tb = dead_cross("0-0 1-4 1-5 2-3", "6-6 5-5", A_HAND);
    tb.ok(0, Action::Decline);
    assert_eq!(tb.hand.legal().as_slice(), &[Action::Draw]);
    assert_eq!(tb.no(1, Action::Pass), Refusal::PassWithBoneyard);
}

#[test]
fn hand_ends_blocked_once_the_last_two_remain_and_nobody_can_play() {
    let mut tb = dead_cross("0-0 1-4 1-5 2-3", "6-6 5-5", A_HAND);
    tb.ok(0, Action::Decline);
    for _ in 0..9 {
        tb.ok(1, Action::Draw);
        assert!(!tb.hand.is_over());
    }
    let ev = tb.ok(1, Action::Draw);
    assert!(ev.contains(&Event::Ended { how: Ending::Blocked { passed: false } }));
    assert_eq!(tb.hand.boneyard().len(), 2);
    assert_eq!(tb.hand.counts().unwrap(), [7, 74, 16, 21]);
    assert_eq!(tb.chips(), [599, 321, 550, 530]);
    assert_eq!(tb.no(1, Action::Pass), Refusal::HandOver);
}

#[test]
fn pass_only_with_the_last_two_left_and_no_tile_that_fits() {
    let mut tb = dead_cross("0-0 1-4 6-6 2-3", "4-6 5-5", A_HAND);
    tb.ok(0, Action::Decline);
    for _ in 0..10 {
        tb.ok(1, Action::Draw);
    }
    assert_eq!(tb.hand.legal().as_slice(), &[Action::Pass]);
    assert_eq!(tb.no(1, Action::Draw), Refusal::LastTwo);
    tb.ok(1, Action::Pass);
    assert_eq!(tb.no(2, Action::Pass), Refusal::PassWithPlay { seat: Seat(2), tile: t("6-6") });
    // A double after a pass is not paid (text, note 2b).
    let ev = tb.ok(2, play("6-6", S));
    assert!(paid(&ev).is_empty());
}

// ----- the double on the predecessor's tile -----

#[test]
fn double_on_the_predecessors_tile_is_paid_one_end_by_the_predecessor() {
    let d = deal(&["1-4 5-6 0-1 2-4", "2-6 1-5 0-3 4-6", "6-6 0-5 1-6 3-4", "3-3 2-5 0-2 1-3"], "3-2", "");
    let mut tb = Table::later(d, 0);
    drawn_set(&mut tb, "3-2", game(1));
    tb.ok(1, play("2-6", E));
    let ev = tb.ok(2, play("6-6", E));
    assert_eq!(paid(&ev), [(1, 2, 6, Reason::DoubleOnPredecessor)]);
    assert_eq!(tb.chips(), [485, 499, 511, 505]);
}

#[test]
fn double_on_the_set_tile_at_the_first_turn_is_paid_by_the_seat_on_set() {
    let d = deal(&["1-4 5-6 0-1 2-4", "2-2 1-5 0-3 4-6", "6-6 0-5 1-6 3-4", "3-3 2-5 0-2 1-3"], "3-2", "");
    let mut tb = Table::later(d, 0);
    drawn_set(&mut tb, "3-2", game(1));
    let ev = tb.ok(1, play("2-2", E));
    assert_eq!(paid(&ev), [(0, 1, 2, Reason::DoubleOnPredecessor)]);
}

#[test]
fn double_on_an_older_tile_is_unpaid() {
    let d = deal(&["1-4 5-6 0-1 2-4", "2-6 1-5 0-3 4-6", "3-4 0-5 1-6 3-5", "6-6 2-5 0-2 1-3"], "3-2", "");
    let mut tb = Table::later(d, 0);
    drawn_set(&mut tb, "3-2", game(1));
    tb.run(&[(1, play("2-6", E)), (2, play("3-4", W))]);
    let ev = tb.ok(3, play("6-6", E));
    assert!(paid(&ev).is_empty());
}

/// Five players, the 3-3 set in an ordinary line: a chain down the W side in which A
/// makes nos and the others go out one by one.
fn chain(b: &str, c: &str, d: &str, top: &str) -> Table {
    let dl = deal(&["3-3 4-5 3-4", b, c, d, "2-4 2-3 3-5"], top, "");
    let mut tb = Table::later(dl, 0);
    tb.run(&[(0, set("3-3")), (0, Action::Announce(game(1)))]);
    tb
}

#[test]
fn double_whose_player_goes_out_with_it_is_still_paid() {
    let mut tb = chain("0-3 5-6 4-6", "0-1 0-6 6-6", "1-2 0-2 1-6", "1-4");
    tb.run(&[(1, Action::Draw), (1, play("3-0", W)), (2, play("0-1", W)), (3, play("1-2", W)), (4, play("2-4", W))]);
    tb.run(&[(0, play("4-5", W)), (1, play("5-6", W)), (2, play("6-0", W)), (3, play("0-2", W)), (4, play("2-3", W))]);
    let ev = tb.ok(0, play("3-4", W));
    assert!(ev.contains(&Event::Out { seat: Seat(0), nos: true }));
    assert_eq!(paid(&ev).iter().filter(|p| p.3 == Reason::Nos && p.1 == 0 && p.2 == 5).count(), 4);
    tb.ok(1, play("4-6", W));
    let ev = tb.ok(2, play("6-6", W));
    assert!(ev.contains(&Event::Out { seat: Seat(2), nos: false }));
    assert_eq!(paid(&ev), [(1, 2, 6, Reason::DoubleOnPredecessor)]);
    tb.run(&[(3, play("6-1", W)), (4, play("3-5", E))]);
    tb.skip_windows();
    assert_eq!(tb.hand.phase(), Phase::Over { how: Ending::OneLeft { holder: Seat(1) } });
    assert_eq!(tb.chips(), [537, 466, 503, 497, 497]);
}

/// The chain to the point where D plays its last tile and only E still holds tiles.
fn two_left(options: Options) -> Table {
    let dl = deal(&["3-3 4-5 3-4", "0-3 5-6 4-6", "0-1 0-6 1-6", "1-2 0-2 1-3", "2-4 2-3 3-5"], "", "");
    let mut tb = Table::with_options(dl, 0, options);
    tb.run(&[(0, set("3-3")), (0, Action::Announce(game(1)))]);
    for (s, p) in [(1, "3-0"), (2, "0-1"), (3, "1-2"), (4, "2-4"), (0, "4-5"), (1, "5-6"), (2, "6-0"), (3, "0-2")] {
        tb.ok(s, play(p, W));
    }
    tb.run(&[(4, play("2-3", W)), (0, play("3-4", W)), (1, play("4-6", W)), (2, play("6-1", W))]);
    // Seats that are out take no turns.
    assert_eq!(tb.no(0, Action::Pass), Refusal::NotYourTurn { seat: Seat(0), expected: Seat(3) });
    tb.ok(3, play("1-3", W));
    tb
}

#[test]
fn hand_ends_when_only_one_player_holds_tiles() {
    let mut tb = two_left(Options::default());
    tb.ok(3, Action::Decline);
    assert_eq!(tb.hand.phase(), Phase::Over { how: Ending::OneLeft { holder: Seat(4) } });
    assert_eq!(tb.hand.counts().unwrap(), [0, 0, 0, 0, 8]);
    assert_eq!(tb.chips(), [540, 500, 500, 500, 460]);
}

#[test]
fn two_left_close_with_the_last_tile_is_always_correct_and_nobody_draws() {
    let mut tb = two_left(Options::default());
    let ev = tb.ok(3, Action::Close);
    assert!(ev.contains(&Event::Closed { seat: Seat(3), correct: true }));
    assert!(!ev.iter().any(|e| matches!(e, Event::Drew { .. })));
    assert_eq!(
        paid(&ev).iter().filter(|p| p.3 == Reason::CorrectClose).collect::<Vec<_>>(),
        [&(4, 3, 20, Reason::CorrectClose)]
    );
    assert_eq!(tb.hand.phase(), Phase::Over { how: Ending::Closed { by: Seat(3) } });
    assert_eq!(tb.chips(), [540, 500, 500, 520, 440]);
}

#[test]
fn two_left_close_checked_as_an_option_is_wrong_when_a_tile_still_fits() {
    let mut tb = two_left(Options { check_two_left_close: true, ..Options::default() });
    let ev = tb.ok(3, Action::Close);
    assert!(ev.contains(&Event::Closed { seat: Seat(3), correct: false }));
    // The wrong close is paid to every other player, those out included.
    assert_eq!(tb.chips(), [580, 540, 540, 340, 500]);
}

// ----- closing -----

#[test]
fn correct_close_is_paid_20_by_each_active_player_and_the_next_draws_all_but_two() {
    let mut tb = dead_cross("0-0 1-4 1-5 2-3", "6-6 5-5", A_HAND);
    let ev = tb.ok(0, Action::Close);
    assert!(ev.contains(&Event::Closed { seat: Seat(0), correct: true }));
    let close: Vec<_> = paid(&ev).into_iter().filter(|p| p.3 == Reason::CorrectClose).collect();
    assert_eq!(
        close,
        [(1, 0, 20, Reason::CorrectClose), (2, 0, 20, Reason::CorrectClose), (3, 0, 20, Reason::CorrectClose)]
    );
    let drawn = ev.iter().filter(|e| matches!(e, Event::Drew { seat: Seat(1), .. })).count();
    assert_eq!(drawn, 10);
    assert_eq!(tb.hand.boneyard(), &[t("6-6"), t("5-5")]);
    assert_eq!(tb.hand.phase(), Phase::Over { how: Ending::Closed { by: Seat(0) } });
    assert_eq!(tb.hand.counts().unwrap(), [7, 74, 16, 21]);
    assert_eq!(tb.chips(), [659, 301, 530, 510]);
    assert_eq!(tb.hand.losers().unwrap(), nos::core::Seats(0b10));
}

#[test]
fn close_is_wrong_when_a_drawable_boneyard_tile_fits() {
    let mut tb = dead_cross("0-0 1-4 1-5 2-3", "5-5 4-6", A_HAND);
    let ev = tb.ok(0, Action::Close);
    assert!(ev.contains(&Event::Closed { seat: Seat(0), correct: false }));
    assert!(paid(&ev).iter().all(|p| p.0 == 0 && p.2 == 40 && p.3 == Reason::WrongClose));
    assert_eq!(tb.chips(), [389, 539, 536, 536]);
    // Play goes on as if nothing had been said.
    assert_eq!(tb.hand.phase(), Phase::Turn { seat: Seat(1) });
}

#[test]
fn close_is_wrong_when_the_closers_own_tile_fits() {
    let mut tb = dead_cross("0-0 1-4 1-5 2-3", "5-5 4-6", "4-4 2-5 6-6 1-3");
    let ev = tb.ok(0, Action::Close);
    assert!(ev.contains(&Event::Closed { seat: Seat(0), correct: false }));
}

#[test]
fn close_is_wrong_when_another_players_tile_fits() {
    let mut tb = dead_cross("0-0 1-4 6-6 2-3", "4-6 5-5", A_HAND);
    let ev = tb.ok(0, Action::Close);
    assert!(ev.contains(&Event::Closed { seat: Seat(0), correct: false }));
}

#[test]
fn close_comes_only_right_after_ones_own_play() {
    let mut tb = dead_cross("0-0 1-4 1-5 2-3", "6-6 5-5", A_HAND);
    assert_eq!(tb.no(1, Action::Close), Refusal::NotYourTurn { seat: Seat(1), expected: Seat(0) });
    tb.ok(0, Action::Decline);
    assert_eq!(tb.no(0, Action::Close), Refusal::NotYourTurn { seat: Seat(0), expected: Seat(1) });
    assert_eq!(tb.no(1, Action::Close), Refusal::CloseNotAfterPlay);
    tb.ok(1, Action::Draw);
    assert_eq!(tb.no(1, Action::Close), Refusal::CloseNotAfterPlay);
    // Not after the set, nor after a double played at once.
    let mut tb = Table::later(text_deal(), 0);
    tb.run(&[(0, Action::Draw), (0, set("3-2"))]);
    assert_eq!(tb.no(0, Action::Close), Refusal::AnnounceNow);
    tb.ok(0, Action::Announce(game(1)));
    tb.ok(2, imm("3-3", W));
    assert_eq!(tb.no(2, Action::Close), Refusal::NotYourTurn { seat: Seat(2), expected: Seat(1) });
}

// ----- the final count -----

#[test]
fn final_count_pays_every_pairwise_difference_and_the_double_blank_counts_14() {
    let mut tb = dead_cross("0-0 1-4 1-5 2-3", "6-6 5-5", A_HAND);
    let before = tb.chips();
    let ev = tb.ok(0, Action::Close);
    let counts: Vec<i32> = tb.hand.counts().unwrap().iter().map(|&c| c as i32).collect();
    let sum: i32 = counts.iter().sum();
    let count_net: Vec<i32> = (0..4)
        .map(|i| {
            paid(&ev).iter().filter(|p| p.3 == Reason::Count).fold(0, |acc, p| {
                acc + if p.1 as usize == i { p.2 as i32 } else { 0 } - if p.0 as usize == i { p.2 as i32 } else { 0 }
            })
        })
        .collect();
    for i in 0..4 {
        assert_eq!(count_net[i], sum - 4 * counts[i], "seat {i}");
    }
    assert_eq!(before.iter().sum::<i32>(), tb.chips().iter().sum::<i32>());
    assert_eq!(t("0-0").count_value(), 14);
    assert_eq!(set_of("0-0 0-5 6-6").count_value(), 14 + 5 + 12);
}

#[test]
fn double_on_the_tile_a_predecessor_went_out_with_is_unpaid() {
    let mut tb = chain("0-3 5-6 4-6", "0-1 0-6 6-6", "1-2 0-2 1-6", "");
    for (s, p) in [(1, "3-0"), (2, "0-1"), (3, "1-2"), (4, "2-4"), (0, "4-5"), (1, "5-6"), (2, "6-0"), (3, "0-2")] {
        tb.ok(s, play(p, W));
    }
    tb.run(&[(4, play("2-3", W)), (0, play("3-4", W))]);
    let ev = tb.ok(1, play("4-6", W));
    assert!(ev.contains(&Event::Out { seat: Seat(1), nos: false }));
    let ev = tb.ok(2, play("6-6", W));
    assert!(paid(&ev).is_empty());
}
