//! Ordinary and matador matching, line conditions (game 11) and the volapük line (12).

use crate::common;

use common::*;
use nos::games::nos::games::{Condition, Rule};
use nos::games::nos::{Game, Refusal};

fn fits_not(tile: &str, at: nos::core::Pos) -> Refusal {
    Refusal::DoesNotFit { tile: t(tile), at }
}

fn wrong_way(tile: &str, at: nos::core::Pos) -> Refusal {
    Refusal::WrongWayRound { tile: t(tile), at }
}

// ----- ordinary -----

#[test]
fn ordinary_equal_numbers_touch_and_a_blank_matches_a_blank() {
    let s = Script::new(3, "3-0", game(1)).give(1, "4-5").plays(&["0-5 E"]);
    let mut tb = s.start();
    assert_eq!(tb.no(1, play("4-5", E)), fits_not("4-5", E));
    assert_eq!(tb.no(1, play("5-0", E)), wrong_way("5-0", E));
    tb.ok(1, play("0-5", E));
    assert_eq!(tb.hand.layout().unwrap().arm(E).open, 5);
}

#[test]
fn ordinary_touching_end_is_written_first() {
    let mut tb = Script::new(3, "3-0", game(1)).give(1, "3-6").start();
    assert_eq!(tb.no(1, play("6-3", W)), wrong_way("3-6", W));
    tb.ok(1, play("3-6", W));
    assert_eq!(tb.hand.layout().unwrap().arm(W).open, 6);
}

#[test]
fn matadors_are_plain_tiles_under_ordinary_matching() {
    let mut tb = Script::new(3, "3-0", game(1)).give(1, "6-1 2-5").start();
    assert_eq!(tb.no(1, play("6-1", W)), fits_not("6-1", W));
    assert_eq!(tb.no(1, play("2-5", E)), fits_not("2-5", E));
}

#[test]
fn a_double_set_in_a_line_has_two_ends_only() {
    let mut tb = Script::new(3, "4-4", game(1)).give(0, "4-6").plays(&["4-3 W", "3-3 W"]).run();
    let l = tb.hand.layout().unwrap();
    assert_eq!(l.positions(), &[W, E]);
    assert_eq!(l.arm(W).len, 2);
    assert_eq!(tb.no(0, play("4-6", N)), Refusal::Closed(N));
    assert_eq!(tb.no(0, play("4-6", S)), Refusal::Closed(S));
}

// ----- matador -----

#[test]
fn matador_touching_ends_add_up_to_seven() {
    let mut tb = Script::new(3, "3-0", game(4)).give(1, "4-5 3-5").start();
    assert_eq!(tb.no(1, play("3-5", W)), fits_not("3-5", W));
    assert_eq!(tb.no(1, play("5-4", W)), wrong_way("4-5", W));
    tb.ok(1, play("4-5", W));
    assert_eq!(tb.hand.layout().unwrap().arm(W).open, 5);
}

#[test]
fn matador_blank_end_takes_only_a_matador() {
    let mut tb = Script::new(3, "3-0", game(4)).give(1, "0-5 4-0 6-1").start();
    assert_eq!(tb.no(1, play("0-5", E)), fits_not("0-5", E));
    assert_eq!(tb.no(1, play("4-0", E)), fits_not("0-4", E));
    tb.ok(1, play("6-1", E));
    assert_eq!(tb.hand.layout().unwrap().arm(E).open, 1);
}

#[test]
fn matador_is_wild_on_any_end_and_leaves_the_end_its_player_chooses() {
    let tb = Script::new(3, "3-0", game(4)).give(1, "6-1").start();
    let plays = tb.legal_plays();
    for p in [play("6-1", W), play("1-6", W), play("6-1", E), play("1-6", E)] {
        assert!(plays.contains(&p), "{p} missing from {plays:?}");
    }
}

#[test]
fn next_tile_on_a_matador_obeys_the_matching_rule() {
    let s = Script::new(3, "3-0", game(4)).give(2, "1-5 6-5").plays(&["6-1 E"]);
    let mut tb = s.run();
    assert_eq!(tb.no(2, play("1-5", E)), fits_not("1-5", E));
    tb.ok(2, play("6-5", E));
}

#[test]
fn plain_tiles_with_a_blank_face_it_outward_under_matador() {
    let s = Script::new(3, "3-0", game(4)).give(1, "0-4").give(2, "0-5 2-5");
    let mut tb = s.start();
    assert_eq!(tb.no(1, play("0-4", W)), wrong_way("0-4", W));
    tb.ok(1, play("4-0", W));
    // Only a matador goes on the blank it left.
    assert_eq!(tb.no(2, play("5-0", W)), fits_not("0-5", W));
    tb.ok(2, play("5-2", W));
}

#[test]
fn double_blank_on_the_layout_leaves_a_blank_that_no_blank_tile_matches() {
    let mut tb = Script::new(3, "3-2", game(4)).give(1, "0-0").give(2, "0-4").start();
    tb.ok(1, play("0-0", W));
    assert_eq!(tb.hand.layout().unwrap().arm(W).open, 0);
    assert_eq!(tb.no(2, play("0-4", W)), fits_not("0-4", W));
    assert_eq!(tb.no(2, play("4-0", W)), fits_not("0-4", W));
}

#[test]
fn matador_doubles_lie_in_line_and_count_singly() {
    let mut tb = Script::new(3, "6-2", game(4)).give(1, "1-1").start();
    tb.ok(1, play("1-1", W));
    let l = tb.hand.layout().unwrap();
    assert_eq!((l.arm(W).open, l.arm(W).len), (1, 1));
    assert_eq!(l.positions(), &[W, E]);
}

// ----- game 11: conditions -----

fn cond(rule: Rule, cond: Condition, change: bool) -> Game {
    Game::Conditions { rule, cond, change }
}

#[test]
fn first_here_then_there_puts_the_second_tile_here_and_the_third_there() {
    let g = cond(Rule::Ordinary, Condition::Here(W), false);
    let s = Script::new(3, "5-3", g).give(1, "3-1").give(2, "1-2").plays(&["5-1 W", "3-2 E", "1-4 W"]);
    let mut tb = s.start();
    assert_eq!(tb.no(1, play("3-1", E)), Refusal::Closed(E));
    tb.ok(1, play("5-1", W));
    assert!(!tb.hand.layout().unwrap().condition_met());
    assert_eq!(tb.no(2, play("1-2", W)), Refusal::Closed(W));
    tb.ok(2, play("3-2", E));
    assert!(tb.hand.layout().unwrap().condition_met());
    tb.ok(0, play("1-4", W));
}

#[test]
fn first_n_tiles_on_one_side_before_any_on_the_other() {
    let g = cond(Rule::Ordinary, Condition::First { side: E, count: 3 }, false);
    let s = Script::new(3, "4-2", g).give(2, "4-5").plays(&["2-6 E", "6-3 E", "3-0 E", "4-1 W"]);
    let mut tb = s.run_first(1);
    assert_eq!(tb.no(2, play("4-5", W)), Refusal::Closed(W));
    let mut tb2 = s.run_first(3);
    assert!(tb2.hand.layout().unwrap().condition_met());
    tb2.ok(1, play("4-1", W));
    tb.ok(2, play("6-3", E));
}

#[test]
fn change_of_rule_flips_the_whole_layout_once_the_condition_is_met() {
    let g = cond(Rule::Ordinary, Condition::First { side: W, count: 1 }, true);
    let s = Script::new(3, "5-3", g).give(2, "3-6 1-2").plays(&["5-1 W", "4-6 E"]);
    let mut tb = s.run_first(1);
    // Ordinary before, matador after, on both sides.
    assert_eq!(tb.no(2, play("3-6", E)), fits_not("3-6", E));
    assert_eq!(tb.no(2, play("1-2", W)), fits_not("1-2", W));
    tb.ok(2, play("4-6", E));
}

#[test]
fn change_of_rule_from_matador_to_ordinary_after_first_here_then_there() {
    let g = cond(Rule::Matador, Condition::Here(E), true);
    let s = Script::new(3, "5-3", g).give(0, "6-3").plays(&["4-1 E", "2-6 W", "6-4 W"]);
    let mut tb = s.run_first(2);
    // Both sides have a tile: ordinary now, so the 6 no longer goes on the 1.
    assert_eq!(tb.no(0, play("6-3", E)), fits_not("3-6", E));
    tb.ok(0, play("6-4", W));
}

#[test]
fn volapuk_line_plays_ordinary_on_one_side_and_matador_on_the_other() {
    let g = Game::VolapukLine { ordinary: W, first: None };
    let s = Script::new(3, "6-1", g).give(1, "1-5 4-3").plays(&["6-2 W", "6-5 E", "2-5 E"]);
    let mut tb = s.start();
    assert_eq!(tb.no(1, play("1-5", E)), fits_not("1-5", E));
    assert_eq!(tb.no(1, play("4-3", W)), fits_not("3-4", W));
    tb.ok(1, play("6-2", W));
    tb.ok(2, play("6-5", E));
    // The matador side keeps matadors wild; the ordinary side does not.
    tb.ok(0, play("2-5", E));
}

#[test]
fn volapuk_line_may_ask_first_tiles_on_either_side() {
    let g = Game::VolapukLine { ordinary: W, first: Some((E, 2)) };
    let s = Script::new(3, "6-1", g).give(1, "6-3").plays(&["6-5 E", "2-3 E", "6-2 W"]);
    let mut tb = s.start();
    assert_eq!(tb.no(1, play("6-3", W)), Refusal::Closed(W));
    let mut tb = s.run_first(2);
    tb.ok(0, play("6-2", W));
}
