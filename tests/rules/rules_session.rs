//! A session: the loser goes on set next, ties for loser are drawn for, chips carry
//! over (below zero too), and the settlement rounds down to 20 with a side pot.

use crate::common;

use common::*;
use nos::core::{chance, Seat, Seats};
use nos::games::nos::deal;
use nos::games::nos::session::{settle_leaver, NextHandError, TiebreakError};
use nos::games::nos::{resolve_tiebreak, settle, Action, Options, Session};

/// The blocked game-10 hand of `rules_turns`: seat 1 ends with the highest count, 74.
fn blocked_session() -> Session {
    let d = deal(&["4-4 2-5 1-2 1-3", "3-3 0-1 0-2 0-3", "0-0 1-4 1-5 2-3", "1-6 2-4 2-6 3-4"], "", "6-6 5-5");
    let mut s = Session::resume(d, Seat(0), false, vec![500; 4], Options::default()).unwrap();
    let acts = [
        (0, set("4-4")),
        (0, Action::Announce(game(10))),
        (1, play("3-3", N)),
        (2, play("0-0", W)),
        (3, play("1-6", S)),
        (0, play("2-5", E)),
        (0, Action::Decline),
    ];
    for (seat, a) in acts {
        s.apply_written(Seat(seat), a).unwrap();
    }
    for _ in 0..10 {
        s.apply(Seat(1), Action::Draw).unwrap();
    }
    assert!(s.hand().is_over());
    s
}

#[test]
fn loser_of_a_hand_is_on_set_in_the_next_and_chips_carry_over() {
    let mut s = blocked_session();
    assert_eq!(s.losers(), Some(Seats(0b10)));
    let d2 = deal(&["6-6 1-2 1-3 1-4", "0-1 0-2 0-3 0-4", "0-5 0-6 2-3 2-4", "1-5 1-6 2-5 2-6"], "5-4", "");
    s.next_hand(d2, vec![]).unwrap();
    assert_eq!(s.hand().on_set(), Seat(1));
    assert!(!s.hand().is_first());
    assert_eq!(s.hand().chips(), [599, 321, 550, 530]);
    // A later hand: the loser without a double draws his set tile.
    assert_eq!(s.hand().legal().as_slice(), &[Action::Draw]);
    s.apply(Seat(1), Action::Draw).unwrap();
    s.apply(Seat(1), set("5-4")).unwrap();
    assert_eq!(s.hand().chips(), [608, 294, 559, 539]);
    assert_eq!(s.logs().len(), 2);
}

#[test]
fn next_hand_waits_for_the_end_of_this_one() {
    let d = deal::first_deal(&mut chance::dice(5), 4);
    let mut s = Session::new(d.clone(), vec![500; 4], Options::default()).unwrap();
    assert_eq!(s.next_hand(d, vec![]), Err(NextHandError::NotOver));
}

#[test]
fn tie_for_the_loser_is_drawn_for_and_the_highest_draw_goes_on_set() {
    let tied = Seats(0b0110);
    let draws = [(Seat(1), t("2-3")), (Seat(2), t("1-1"))];
    assert_eq!(resolve_tiebreak(tied, &draws), Ok(Seat(1)));
    // The double blank counts nothing here.
    let draws = [(Seat(1), t("0-0")), (Seat(2), t("0-1"))];
    assert_eq!(resolve_tiebreak(tied, &draws), Ok(Seat(2)));
    // Equal draws: those tied at the top draw again, from a fresh shuffle.
    let three = Seats(0b0111);
    let draws =
        [(Seat(0), t("1-2")), (Seat(1), t("3-4")), (Seat(2), t("2-5")), (Seat(1), t("3-4")), (Seat(2), t("0-1"))];
    assert_eq!(resolve_tiebreak(three, &draws), Ok(Seat(1)));
    let wrong = [(Seat(0), t("1-2")), (Seat(1), t("3-4")), (Seat(2), t("2-5")), (Seat(0), t("6-6"))];
    assert_eq!(resolve_tiebreak(three, &wrong), Err(TiebreakError::NotTied2(3, Seat(0))));
    assert_eq!(resolve_tiebreak(three, &draws[..3]), Err(TiebreakError::Undecided));
    let twice = [(Seat(1), t("3-4")), (Seat(1), t("2-4"))];
    assert_eq!(resolve_tiebreak(tied, &twice), Err(TiebreakError::Twice(1, Seat(1))));
    let extra = [(Seat(1), t("3-4")), (Seat(2), t("2-4")), (Seat(1), t("6-6"))];
    assert_eq!(resolve_tiebreak(tied, &extra), Err(TiebreakError::Extra(2)));
}

#[test]
fn a_single_loser_draws_nothing() {
    assert_eq!(resolve_tiebreak(Seats(0b100), &[]), Ok(Seat(2)));
    assert_eq!(resolve_tiebreak(Seats(0b100), &[(Seat(2), t("6-6"))]), Err(TiebreakError::NotTied));
    let mut s = blocked_session();
    let d2 = deal::deal(&mut chance::dice(1), 4);
    let r = s.next_hand(d2, vec![(Seat(1), t("6-6"))]);
    assert_eq!(r, Err(NextHandError::Tiebreak(TiebreakError::NotTied)));
}

#[test]
fn random_tiebreak_draws_always_decide_one_of_the_tied() {
    let mut dice = chance::dice(3);
    for k in 0..2000u32 {
        let tied = Seats(((k % 30) + 1) as u16 & 0b11111);
        if tied.len() < 2 {
            continue;
        }
        let draws = chance::tiebreak(&mut dice, tied);
        let seat = resolve_tiebreak(tied, &draws).expect("decided");
        assert!(tied.contains(seat));
        // The winner's last draw is the highest of its round.
        let last = draws.iter().rev().find(|d| d.0 == seat).unwrap().1;
        assert!(draws.iter().rev().take_while(|d| d.0 != seat).all(|d| d.1.pips() < last.pips()));
    }
}

#[test]
fn settlement_rounds_each_total_down_to_20_and_the_remainders_form_the_pot() {
    let s = settle(&[476, 530, 501, 493], Seat(0));
    assert_eq!(s.kept, [460, 520, 500, 480]);
    assert_eq!(s.pot, 16 + 10 + 1 + 13);
    assert_eq!(s.balance, [-40 + 40, 20, 0, -20]);
    assert_eq!(s.balance.iter().sum::<i32>(), 0);
}

#[test]
fn settlement_of_a_negative_total_is_a_floor() {
    let s = settle(&[-7, 1007, 500], Seat(2));
    assert_eq!(s.kept, [-20, 1000, 500]);
    assert_eq!(s.pot, 13 + 7);
    assert_eq!(s.balance, [-520, 500, 20]);
    for chips in [[-1, 1001, 500], [19, 481, 1000], [0, 0, 1500]] {
        let s = settle(&chips, Seat(0));
        assert_eq!(s.pot % 20, 0);
        assert!(s.kept.iter().all(|k| k % 20 == 0));
        assert_eq!(s.balance.iter().sum::<i32>(), 0);
    }
}

#[test]
fn a_player_who_leaves_settles_his_rounded_total_and_has_no_claim_on_the_pot() {
    assert_eq!(settle_leaver(476), (-40, 16));
    assert_eq!(settle_leaver(-3), (-520, 17));
    assert_eq!(settle_leaver(520), (20, 0));
}

#[test]
fn chips_may_go_below_zero_and_play_goes_on() {
    let d = deal(&["6-6 1-2 1-3 1-4 1-5", "0-0 1-1 2-2 3-3 4-4", "2-3 2-4 2-5 2-6 3-4"], "", "");
    let mut s = Session::resume(d, Seat(0), false, vec![-100, 500, 500], Options::default()).unwrap();
    for (seat, a) in [(0, set("6-6")), (0, Action::Announce(game(1))), (1, Action::Declare)] {
        s.apply_written(Seat(seat), a).unwrap();
    }
    assert_eq!(s.hand().chips(), [-100 + 12 - 500, 494 + 1000, -6]);
    assert!(!s.hand().legal().is_empty());
}
