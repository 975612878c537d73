//! The layouts: crosses and double crosses (games 2, 3, 5-10, 12), triangles (13-16)
//! and game 17, each with its foundation and compulsory tiles.

use crate::common;

use common::*;
use nos::core::{Pos, TileSet};
use nos::games::nos::games::Axis;
use nos::games::nos::{Game, Refusal};

fn fits_not(tile: &str, at: Pos) -> Refusal {
    Refusal::DoesNotFit { tile: t(tile), at }
}

/// Whether nothing off the layout can ever go at `at`.
fn dead(tb: &Table, at: Pos) -> bool {
    let l = tb.hand.layout().unwrap();
    l.req(at).tiles.minus(l.tiles()).is_empty()
}

// ----- games 2 and 3: ordinary cross and double cross -----

#[test]
fn ordinary_cross_foundation_tiles_show_the_set_number_inward() {
    let mut tb = Script::new(3, "5-5", game(2)).give(1, "6-4 1-5").start();
    assert_eq!(tb.no(1, play("6-4", N)), fits_not("4-6", N));
    assert_eq!(tb.no(1, play("1-5", N)), Refusal::WrongWayRound { tile: t("1-5"), at: N });
    tb.ok(1, play("5-1", N));
}

#[test]
fn cross_arms_grow_only_once_the_cross_is_full() {
    let s = Script::new(3, "5-5", game(2)).give(1, "1-3").plays(&["5-1 N", "5-2 E", "5-3 S", "5-4 W", "1-6 N"]);
    let mut tb = s.run_first(1);
    assert_eq!(tb.no(2, play("1-6", N)), Refusal::Closed(N));
    let mut tb = s.run_first(3);
    assert_eq!(tb.no(1, play("1-3", N)), Refusal::Closed(N));
    s.run();
}

#[test]
fn ordinary_double_cross_arm_opens_after_its_own_double() {
    let s = Script::new(3, "5-5", game(3))
        .give(2, "1-3")
        .give(0, "2-6")
        .plays(&["5-1 N", "5-2 E", "5-3 S", "5-4 W", "1-1 N", "1-6 N"]);
    let mut tb = s.run_first(4);
    assert_eq!(tb.no(2, play("1-3", N)), fits_not("1-3", N));
    tb.ok(2, play("1-1", N));
    assert_eq!(tb.no(0, play("2-6", E)), fits_not("2-6", E));
    tb.ok(0, play("1-6", N));
}

#[test]
fn double_cross_arm_whose_double_went_elsewhere_is_dead() {
    let s = Script::new(3, "5-5", game(3)).plays(&["5-1 N", "5-2 E", "5-3 S", "5-4 W", "1-1 N", "1-2 N", "2-2 N"]);
    let tb = s.run_first(6);
    assert!(!dead(&tb, E));
    let tb = s.run();
    assert!(dead(&tb, E));
    assert!(!dead(&tb, N));
}

// ----- games 5 and 6: matador cross and double cross -----

#[test]
fn matador_cross_foundation_takes_the_complement_or_a_matador_or_its_double() {
    let s = Script::new(3, "3-3", game(5)).give(1, "3-5").plays(&["4-1 N", "6-1 E", "4-4 S", "2-5 W", "6-2 N"]);
    let mut tb = s.start();
    assert_eq!(tb.no(1, play("3-5", N)), fits_not("3-5", N));
    let mut tb1 = s.run_first(1);
    assert_eq!(tb1.no(2, play("6-2", N)), Refusal::Closed(N));
    tb1.ok(2, play("6-1", E));
    tb.ok(1, play("4-1", N));
    s.run();
}

#[test]
fn matador_double_cross_arm_needs_the_matador_double_or_a_matador() {
    let s = Script::new(3, "3-3", game(6))
        .give(2, "6-2")
        .plays(&["4-1 N", "4-2 E", "4-5 S", "4-6 W", "6-6 N", "2-5 E", "1-0 N"]);
    let mut tb = s.run_first(4);
    assert_eq!(tb.no(2, play("6-2", N)), fits_not("2-6", N));
    let l = tb.hand.layout().unwrap();
    assert_eq!(l.req(S).tiles, TileSet::MATADORS.union(set_of("2-2")));
    assert_eq!(l.req(W).tiles, TileSet::MATADORS.union(set_of("1-1")));
    s.run();
}

#[test]
fn matador_arm_showing_a_blank_takes_only_a_matador_as_its_compulsory_tile() {
    let s = Script::new(3, "3-3", game(6)).plays(&["4-0 N", "4-2 E", "4-5 S", "4-6 W"]);
    let tb = s.run();
    assert_eq!(tb.hand.layout().unwrap().req(N).tiles, TileSet::MATADORS);
}

// ----- games 7 and 8: ordinary cross, then matador -----

#[test]
fn ordinary_cross_then_matador_changes_rule_when_the_cross_is_full() {
    let s = Script::new(3, "2-2", game(7))
        .give(1, "6-1")
        .give(2, "1-3")
        .plays(&["2-1 N", "2-3 E", "2-4 S", "2-5 W", "6-3 N"]);
    let mut tb = s.start();
    assert_eq!(tb.no(1, play("6-1", N)), fits_not("1-6", N));
    let mut tb = s.run_first(4);
    assert_eq!(tb.no(2, play("1-3", N)), fits_not("1-3", N));
    tb.ok(2, play("6-3", N));
}

#[test]
fn ordinary_cross_then_matador_double_cross_needs_a_matador_double_or_matador() {
    let s = Script::new(3, "2-2", game(8)).give(2, "6-3").plays(&["2-1 N", "2-3 E", "2-4 S", "2-6 W", "6-6 N"]);
    let mut tb = s.run_first(4);
    assert_eq!(tb.no(2, play("6-3", N)), fits_not("3-6", N));
    tb.ok(2, play("6-6", N));
}

// ----- games 9 and 10: matador cross, then ordinary -----

#[test]
fn matador_cross_then_ordinary_matches_a_blank_arm_ordinarily() {
    Script::new(3, "4-4", game(9)).plays(&["3-0 N", "3-1 E", "3-2 S", "3-5 W", "0-5 N"]).run();
}

#[test]
fn game_10_arm_begun_with_a_double_is_dead() {
    let s = Script::new(3, "4-4", game(10)).give(2, "1-5").plays(&["3-3 N", "3-1 E", "1-6 S", "0-0 W", "1-1 E"]);
    let mut tb = s.run_first(4);
    assert!(dead(&tb, N), "the 3-3 arm needs the 3-3 again");
    assert!(dead(&tb, W), "the 0-0 arm needs the 0-0 again");
    assert_eq!(tb.hand.layout().unwrap().req(S).tiles, set_of("6-6"));
    assert_eq!(tb.no(2, play("1-5", E)), fits_not("1-5", E));
    tb.ok(2, play("1-1", E));
}

// ----- game 12: volapük cross and double cross -----

#[test]
fn volapuk_cross_has_two_ordinary_and_two_matador_arms() {
    let g = Game::VolapukCross { double: false, ordinary: Axis::WE };
    let s = Script::new(3, "3-3", g).give(1, "3-1 5-2").plays(&["4-5 N", "3-5 W", "1-6 S", "3-6 E", "2-1 N", "5-0 W"]);
    let mut tb = s.start();
    assert_eq!(tb.no(1, play("3-1", N)), fits_not("1-3", N));
    assert_eq!(tb.no(1, play("5-2", W)), fits_not("2-5", W));
    s.run();
}

#[test]
fn volapuk_double_cross_needs_the_double_on_ordinary_arms_and_double_or_matador_on_matador_arms() {
    let g = Game::VolapukCross { double: true, ordinary: Axis::NS };
    let s = Script::new(3, "3-3", g).plays(&["3-1 N", "4-2 E", "3-5 S", "4-6 W", "6-1 E"]);
    let mut tb = s.run_first(4);
    assert_eq!(tb.no(2, play("1-6", N)), fits_not("1-6", N));
    assert_eq!(tb.hand.layout().unwrap().req(N).tiles, set_of("1-1"));
    tb.ok(2, play("6-1", E));
}

// ----- games 13 to 16: triangles -----

const TRIANGLE: [&str; 3] = ["6-1 N", "5-2 E", "3-4 S"];

#[test]
fn triangle_foundation_is_the_three_other_matadors_either_way_round() {
    let s = Script::new(3, "0-0", game(13)).give(1, "0-1").give(2, "6-3").plays(&TRIANGLE);
    let mut tb = s.start();
    assert_eq!(tb.no(1, play("0-1", N)), fits_not("0-1", N));
    let plays = tb.legal_plays();
    for at in [N, E, S, W] {
        assert!(plays.contains(&play("6-1", at)) && plays.contains(&play("1-6", at)));
    }
    tb.ok(1, play("6-1", N));
    assert_eq!(tb.no(2, play("6-3", N)), Refusal::Closed(N));
}

#[test]
fn triangle_arms_grow_by_matador_and_the_fourth_side_stays_closed() {
    let s = Script::new(3, "0-0", game(13)).give(1, "0-1").plays(&TRIANGLE).plays(&["6-5 N"]);
    let mut tb = s.run_first(3);
    assert_eq!(tb.no(1, play("0-1", W)), Refusal::Closed(W));
    tb.ok(1, play("6-5", N));
}

#[test]
fn triangle_double_cross_needs_exactly_the_matador_double() {
    let s = Script::new(3, "0-0", game(14)).give(1, "6-5").plays(&TRIANGLE).plays(&["6-6 N"]);
    let mut tb = s.run_first(3);
    assert_eq!(tb.no(1, play("6-5", N)), fits_not("5-6", N));
    tb.ok(1, play("6-6", N));
}

#[test]
fn triangle_then_ordinary_grows_three_arms_ordinary_and_keeps_the_fourth_closed() {
    let s = Script::new(3, "0-0", game(15)).give(1, "0-3 6-2").plays(&TRIANGLE).plays(&["1-3 N"]);
    let mut tb = s.run_first(3);
    assert_eq!(tb.no(1, play("0-3", W)), Refusal::Closed(W));
    assert_eq!(tb.no(1, play("6-2", N)), fits_not("2-6", N));
    tb.ok(1, play("1-3", N));
}

#[test]
fn triangle_then_ordinary_cross_takes_a_blank_end_on_the_fourth_side_after_the_matadors() {
    let s = Script::new(3, "0-0", game(16)).give(2, "0-3").give(1, "1-4").plays(&TRIANGLE).plays(&["0-5 W", "1-3 N"]);
    let mut tb = s.run_first(1);
    assert_eq!(tb.no(2, play("0-3", W)), fits_not("0-3", W));
    let mut tb = s.run_first(3);
    assert_eq!(tb.no(1, play("1-4", N)), Refusal::Closed(N));
    assert_eq!(tb.no(1, play("5-0", W)), Refusal::WrongWayRound { tile: t("0-5"), at: W });
    tb.ok(1, play("0-5", W));
    tb.ok(2, play("1-3", N));
}

// ----- game 17 -----

#[test]
fn game_17_fills_here_then_there_by_matador_then_the_other_two_ordinary() {
    let g = Game::HereThenCross { double: false, here: N };
    let s = Script::new(3, "3-3", g)
        .give(1, "4-2 3-2")
        .give(2, "3-0")
        .plays(&["4-5 N", "6-1 S", "3-5 E", "3-6 W", "5-1 N"]);
    let mut tb = s.start();
    assert_eq!(tb.no(1, play("4-2", S)), Refusal::Closed(S));
    assert_eq!(tb.no(1, play("3-2", E)), Refusal::Closed(E));
    tb.ok(1, play("4-5", N));
    assert_eq!(tb.no(2, play("3-0", E)), Refusal::Closed(E));
    assert_eq!(tb.no(2, play("3-0", S)), fits_not("0-3", S));
    s.run();
}

#[test]
fn game_17_double_cross_needs_the_ordinary_double_on_every_arm() {
    let g = Game::HereThenCross { double: true, here: N };
    let s = Script::new(3, "3-3", g).give(2, "5-2").plays(&["4-5 N", "6-1 S", "3-5 E", "3-6 W", "5-5 N"]);
    let mut tb = s.run_first(4);
    assert_eq!(tb.no(2, play("5-2", N)), fits_not("2-5", N));
    assert_eq!(tb.hand.layout().unwrap().req(S).tiles, set_of("1-1"));
    tb.ok(2, play("5-5", N));
}
