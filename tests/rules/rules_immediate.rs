//! Doubles played at once on the set tile, and the "I wait" turns they cost.

use crate::common;

use common::*;
use nos::core::Seat;
use nos::games::nos::action::Reason;
use nos::games::nos::games::{Condition, Rule};
use nos::games::nos::{Action, Game, Options, Refusal};

/// The rules text's own example: A draws the 3-2, C plays the 3-3 at once.
fn text_deal() -> nos::games::nos::Deal {
    deal(&["1-4 5-6 0-1 2-4", "2-6 1-5 0-3 4-6", "3-3 0-5 1-6 3-4", "6-6 2-5 0-2 1-3"], "3-2", "")
}

fn drawn_set(tb: &mut Table, tile: &str, g: Game) {
    tb.run(&[(0, Action::Draw), (0, set(tile)), (0, Action::Announce(g))]);
}

#[test]
fn double_at_once_on_the_set_tile_is_paid_by_the_seat_on_set_and_costs_a_turn() {
    let mut tb = Table::later(text_deal(), 0);
    drawn_set(&mut tb, "3-2", game(1));
    let ev = tb.ok(2, imm("3-3", W));
    assert_eq!(paid(&ev), [(0, 2, 3, Reason::DoubleOnSet)]);
    assert_eq!(tb.no(1, Action::Wait), Refusal::NoWaitDue(Seat(1)));
    tb.ok(1, play("2-6", E));
    tb.skip_windows();
    assert_eq!(tb.hand.legal().as_slice(), &[Action::Wait]);
    assert_eq!(tb.no(2, play("3-4", W)), Refusal::MustWait(Seat(2)));
    assert_eq!(tb.no(2, Action::Draw), Refusal::MustWait(Seat(2)));
    assert_eq!(tb.no(2, Action::Pass), Refusal::MustWait(Seat(2)));
    tb.ok(2, Action::Wait);
    // A wait is a turn: D's 6-6 on B's 2-6 is not paid (rulings §5 #14), and the
    // place question says nothing of pay.
    assert_eq!(tb.hand.double_pay(Seat(3), play("6-6", E)), 0);
    let ev = tb.ok(3, play("6-6", E));
    assert!(paid(&ev).is_empty());
    assert_eq!(tb.chips(), [482, 505, 508, 505]);
}

#[test]
fn wait_keeps_chain_option_pays_the_double_after_a_wait() {
    let opts = Options { wait_keeps_chain: true, ..Options::default() };
    let mut tb = Table::with_options(text_deal(), 0, opts);
    drawn_set(&mut tb, "3-2", game(1));
    tb.run(&[(2, imm("3-3", W)), (1, play("2-6", E)), (2, Action::Wait)]);
    // What the place question says beside the place, known before the play; asking
    // changes nothing.
    let before = tb.hand.clone();
    assert_eq!(tb.hand.double_pay(Seat(3), play("6-6", E)), 6);
    assert_eq!(tb.hand.double_pay(Seat(3), play("2-5", E)), 0, "refused: nothing paid");
    assert!(tb.hand == before);
    let ev = tb.ok(3, play("6-6", E));
    assert_eq!(paid(&ev), [(1, 3, 6, Reason::DoubleOnPredecessor)]);
}

#[test]
fn several_players_may_each_play_a_double_at_once_and_each_is_paid() {
    let d = deal(&["1-4 5-6 0-1 2-4", "2-2 1-5 0-3 4-6", "3-3 0-5 1-6 3-4", "6-6 2-5 0-2 1-3"], "3-2", "");
    let mut tb = Table::later(d, 0);
    drawn_set(&mut tb, "3-2", game(1));
    tb.ok(1, imm("2-2", E));
    assert_eq!(tb.no(1, imm("3-3", W)), Refusal::NotInHand(t("3-3")));
    tb.ok(2, imm("3-3", W));
    assert_eq!(tb.no(1, imm("2-2", W)), Refusal::ImmediateOutOfOrder(Seat(1)));
    tb.run(&[(1, Action::Wait), (2, Action::Wait), (3, play("2-5", E))]);
    assert_eq!(tb.chips(), [480, 507, 508, 505]);
}

#[test]
fn one_player_with_two_doubles_plays_both_at_once_and_waits_two_turns() {
    let d = deal(&["1-4 5-6 0-1 2-4", "2-6 1-5 0-3 4-6", "3-3 2-2 1-6 3-4", "6-6 2-5 0-2 1-3"], "3-2", "");
    let mut tb = Table::later(d, 0);
    drawn_set(&mut tb, "3-2", game(1));
    tb.run(&[(2, imm("3-3", W)), (2, imm("2-2", E))]);
    tb.run(&[(1, play("2-6", E)), (2, Action::Wait), (3, play("6-6", E)), (0, play("6-5", E)), (1, play("3-0", W))]);
    tb.skip_windows();
    assert_eq!(tb.hand.legal().as_slice(), &[Action::Wait]);
    tb.ok(2, Action::Wait);
    assert_eq!(tb.hand.waits(), &[]);
    assert_eq!(tb.chips(), [480, 505, 510, 505]);
}

#[test]
fn a_double_at_once_needs_a_free_side_of_the_set_tile() {
    let d = deal(&["1-4 3-6 0-1 2-4", "6-6 1-5 0-3 4-6", "5-5 0-5 1-6 3-4", "0-0 2-5 0-2 1-3"], "1-2", "");
    let mut tb = Table::later(d, 0);
    drawn_set(&mut tb, "1-2", game(4));
    tb.ok(1, imm("6-6", W));
    tb.ok(2, imm("5-5", E));
    tb.skip_to(3);
    assert_eq!(tb.hand.legal().as_slice(), &[Action::Decline]);
    assert_eq!(tb.no(3, imm("0-0", W)), Refusal::Closed(W));
    assert_eq!(tb.no(3, imm("0-0", E)), Refusal::Closed(E));
}

#[test]
fn at_most_two_doubles_at_once_per_player() {
    let d = deal(&["1-4 3-6 0-1 2-4", "6-6 5-5 0-0 1-3", "1-5 0-5 1-6 3-4", "0-3 2-5 0-2 4-6"], "1-2", "");
    let mut tb = Table::later(d, 0);
    drawn_set(&mut tb, "1-2", game(4));
    tb.run(&[(1, imm("6-6", W)), (1, imm("5-5", E))]);
    assert_eq!(tb.no(1, imm("0-0", W)), Refusal::ImmediateTwice);
}

#[test]
fn seat_on_set_plays_no_double_at_once_and_only_doubles_are_played_at_once() {
    let d = deal(&["6-6 1-1 2-3 2-4", "1-6 1-5 0-3 4-6", "1-2 0-5 3-6 3-4", "0-1 2-5 0-2 1-3"], "", "");
    let mut tb = Table::later(d, 0);
    tb.run(&[(0, set("6-6")), (0, Action::Announce(game(4)))]);
    assert_eq!(tb.no(0, imm("1-1", W)), Refusal::ImmediateByOnSet);
    assert_eq!(tb.no(1, imm("1-6", W)), Refusal::ImmediateNotDouble);
}

#[test]
fn double_at_once_after_the_first_regular_turn_is_refused() {
    let mut tb = Table::later(text_deal(), 0);
    drawn_set(&mut tb, "3-2", game(1));
    tb.ok(1, play("2-6", E));
    assert_eq!(tb.no(2, imm("3-3", W)), Refusal::ImmediateOver);
}

/// The text's example under condition (b): A draws the 4-2 and asks three tiles on the
/// 2-side first; C plays the 4-4 at once and waits only when the 4-side opens.
#[test]
fn wait_for_a_double_on_a_locked_side_is_due_when_that_side_opens() {
    let d = deal(&["4-6 1-2 1-3 1-5", "2-6 0-0 1-4 3-5", "4-4 6-3 2-5 0-1", "3-0 1-6 2-3 5-6"], "4-2", "");
    let mut tb = Table::later(d, 0);
    let g = Game::Conditions { rule: Rule::Ordinary, cond: Condition::First { side: E, count: 3 }, change: false };
    drawn_set(&mut tb, "4-2", g);
    tb.ok(2, imm("4-4", W));
    tb.ok(1, play("2-6", E));
    tb.skip_windows();
    assert_eq!(tb.no(2, Action::Wait), Refusal::NoWaitDue(Seat(2)));
    assert!(tb.legal_plays().iter().all(|a| matches!(a, Action::Play { at: E, .. })));
    tb.run(&[(2, play("6-3", E)), (3, play("3-0", E)), (0, play("4-6", W)), (1, play("0-0", E))]);
    tb.skip_windows();
    assert_eq!(tb.hand.legal().as_slice(), &[Action::Wait]);
    tb.ok(2, Action::Wait);
    assert_eq!(tb.to_act(), Some(3));
    assert_eq!(tb.chips(), [478, 506, 510, 506]);
}

#[test]
fn change_of_rule_applies_to_a_wrong_side_double_played_at_once() {
    let d = deal(&["4-6 1-2 1-3 1-5", "2-6 0-0 3-5 5-6", "4-4 6-3 2-5 0-1", "3-0 1-6 2-3 1-4"], "4-2", "");
    let mut tb = Table::later(d, 0);
    let g = Game::Conditions { rule: Rule::Ordinary, cond: Condition::First { side: E, count: 2 }, change: true };
    drawn_set(&mut tb, "4-2", g);
    tb.run(&[(2, imm("4-4", W)), (1, play("2-6", E)), (2, play("6-3", E))]);
    // Two tiles on E: matador everywhere, the 4-4's end included.
    assert_eq!(tb.no(3, play("4-1", W)), Refusal::DoesNotFit { tile: t("1-4"), at: W });
    tb.run(&[(3, play("3-0", W)), (0, play("4-6", E)), (1, play("0-0", W))]);
    tb.skip_windows();
    assert_eq!(tb.hand.legal().as_slice(), &[Action::Wait]);
}

#[test]
fn wait_is_deferred_while_first_here_then_there_locks_the_side_of_the_double() {
    let d = deal(&["1-2 1-4 2-4 0-6", "5-5 1-3 0-2 2-6", "5-6 0-4 2-3 0-1", "4-6 1-6 3-6 2-5"], "5-3", "");
    let mut tb = Table::later(d, 0);
    let g = Game::Conditions { rule: Rule::Ordinary, cond: Condition::Here(W), change: false };
    drawn_set(&mut tb, "5-3", g);
    tb.ok(1, imm("5-5", W));
    // "Here" has its tile and "there" none: W is locked, so B plays instead of waiting.
    tb.skip_windows();
    assert_eq!(tb.no(1, Action::Wait), Refusal::NoWaitDue(Seat(1)));
    tb.run(&[(1, play("3-1", E)), (2, play("5-6", W)), (3, play("6-4", W)), (0, play("1-2", E))]);
    tb.skip_windows();
    assert_eq!(tb.hand.legal().as_slice(), &[Action::Wait]);
    assert_eq!(tb.chips(), [500 - 24 - 5, 513, 508, 508]);
}

#[test]
fn game_17_double_at_once_fills_a_matador_slot_and_here_is_still_played_first() {
    let d = deal(&["3-3 1-2 1-5 2-6", "4-5 0-1 0-2 2-5", "4-4 0-5 1-3 2-3", "3-6 1-4 0-4 5-6"], "", "");
    let mut tb = Table::later(d, 0);
    tb.run(&[(0, set("3-3")), (0, Action::Announce(Game::HereThenCross { double: false, here: N }))]);
    let ev = tb.ok(2, imm("4-4", S));
    assert_eq!(paid(&ev), [(0, 2, 4, Reason::DoubleOnSet)]);
    let plays = tb.legal_plays();
    assert!(!plays.is_empty() && plays.iter().all(|a| matches!(a, Action::Play { at: N, .. })), "{plays:?}");
    tb.ok(1, play("4-5", N));
    tb.skip_windows();
    assert_eq!(tb.hand.legal().as_slice(), &[Action::Wait]);
    tb.run(&[(2, Action::Wait), (3, play("3-6", E))]);
    assert_eq!(tb.chips(), [509 - 4, 497, 497 + 4, 497]);
}

#[test]
fn double_at_once_on_a_matador_cross_is_a_foundation_tile() {
    let d = deal(&["4-4 1-2 1-5 2-6", "3-3 0-1 0-2 2-5", "3-5 0-5 1-3 2-3", "3-6 1-4 0-4 5-6"], "", "");
    let mut tb = Table::later(d, 0);
    tb.run(&[(0, set("4-4")), (0, Action::Announce(game(10)))]);
    tb.ok(1, imm("3-3", N));
    let arm = tb.hand.layout().unwrap().arm(N);
    assert_eq!((arm.len, arm.open), (1, 3));
    tb.skip_windows();
    // A cross's foundation does not defer the wait.
    assert_eq!(tb.hand.legal().as_slice(), &[Action::Wait]);
}

#[test]
fn triangle_takes_no_double_at_once() {
    let d = deal(&["0-0 1-2 1-5 2-6", "1-1 0-1 0-2 2-5", "3-5 0-5 1-3 2-3", "3-6 1-4 0-4 5-6"], "", "");
    let mut tb = Table::later(d, 0);
    tb.run(&[(0, set("0-0")), (0, Action::Announce(game(13)))]);
    tb.skip_to(1);
    assert_eq!(tb.no(1, imm("1-1", N)), Refusal::Closed(N));
}

#[test]
fn immediate_window_is_not_a_turn_so_the_first_double_on_the_set_is_paid() {
    let d = deal(&["1-4 5-6 0-1 2-4", "2-2 1-5 0-3 4-6", "3-3 0-5 1-6 3-4", "6-6 2-5 0-2 1-3"], "3-2", "");
    let mut tb = Table::later(d, 0);
    drawn_set(&mut tb, "3-2", game(1));
    tb.ok(2, imm("3-3", W));
    let ev = tb.ok(1, play("2-2", E));
    assert_eq!(paid(&ev), [(0, 1, 2, Reason::DoubleOnPredecessor)]);
}

#[test]
fn double_on_a_double_played_at_once_is_unpaid_after_its_wait() {
    let d = deal(&["1-4 3-6 0-2 2-4", "6-6 1-5 0-3 4-6", "1-1 0-5 2-3 3-4", "0-1 2-5 0-4 1-3"], "1-2", "");
    let mut tb = Table::later(d, 0);
    drawn_set(&mut tb, "1-2", game(4));
    tb.ok(1, imm("6-6", W));
    tb.ok(1, Action::Wait);
    let ev = tb.ok(2, play("1-1", W));
    assert!(paid(&ev).is_empty());
}

#[test]
fn double_at_once_counts_towards_the_condition_on_its_side() {
    let d = deal(&["1-3 1-5 0-1 3-6", "4-5 0-3 1-2 3-5", "2-2 0-2 2-6 1-6", "0-4 0-5 0-6 1-4"], "4-2", "");
    let mut tb = Table::later(d, 0);
    let g = Game::Conditions { rule: Rule::Ordinary, cond: Condition::First { side: E, count: 1 }, change: false };
    drawn_set(&mut tb, "4-2", g);
    tb.ok(2, imm("2-2", E));
    assert!(tb.hand.layout().unwrap().condition_met());
    tb.ok(1, play("4-5", W));
    tb.skip_windows();
    assert_eq!(tb.hand.legal().as_slice(), &[Action::Wait]);
}

#[test]
fn condition_met_by_doubles_at_once_flips_the_rule_before_any_turn() {
    let d = deal(&["1-2 1-4 0-4 0-6", "5-5 1-3 0-2 2-6", "3-3 0-1 1-6 3-6", "5-1 2-4 0-3 4-6"], "5-3", "");
    let mut tb = Table::later(d, 0);
    let g = Game::Conditions { rule: Rule::Ordinary, cond: Condition::Here(W), change: true };
    drawn_set(&mut tb, "5-3", g);
    tb.run(&[(1, imm("5-5", W)), (2, imm("3-3", E)), (1, Action::Wait), (2, Action::Wait)]);
    assert_eq!(tb.no(3, play("5-1", W)), Refusal::DoesNotFit { tile: t("1-5"), at: W });
    tb.ok(3, play("2-4", W));
    assert_eq!(tb.chips(), [500 - 24 - 5 - 3, 513, 511, 508]);
}

#[test]
fn seat_owing_a_wait_still_draws_after_a_correct_close() {
    // Matador, first 4 on E, on a drawn 4-3: C's 3-3 at once on W owes a wait that the
    // lock on W defers. B's 0-0 leaves E on a blank, and the two matadors left are the
    // last two: nothing can be played, so B's close is correct. C, next, draws the
    // drawable boneyard all the same (rulings §5 #23).
    let d = deal(&["1-2 1-4 2-6 0-5", "0-0 1-3 2-4 4-5", "3-3 0-1 0-2 1-5", "0-3 0-4 0-6 4-6"], "3-4", "1-6 2-5");
    let mut tb = Table::later(d, 0);
    let g = Game::Conditions { rule: Rule::Matador, cond: Condition::First { side: E, count: 4 }, change: false };
    tb.run(&[(0, Action::Draw), (0, set("4-3")), (0, Action::Announce(g))]);
    tb.ok(2, imm("3-3", W));
    tb.ok(1, play("0-0", E));
    assert_eq!(tb.hand.waits(), &[(Seat(2), W)]);
    let ev = tb.ok(1, Action::Close);
    assert!(ev.contains(&nos::games::nos::Event::Closed { seat: Seat(1), correct: true }));
    let drawn = ev.iter().filter(|e| matches!(e, nos::games::nos::Event::Drew { seat: Seat(2), .. })).count();
    assert_eq!(drawn, 9);
    assert_eq!(tb.hand.boneyard_len(), 2);
    assert_eq!(tb.hand.hand_len(Seat(2)), 3 + 9);
    assert!(tb.hand.is_over());
}

/// Declines every declaration, so that the window for doubles at once is open.
fn to_the_window(tb: &mut Table) {
    use nos::games::nos::Phase;
    while let Phase::Declare { .. } = tb.hand.phase() {
        let s = tb.hand.to_act().expect("a seat declares");
        tb.hand.apply(s, Action::Decline).expect("a declaration can be let go by");
    }
    assert!(matches!(tb.hand.phase(), Phase::Immediate { .. }));
}

#[test]
fn on_an_ordinary_double_set_no_double_can_go_at_once_and_every_seat_knows_it() {
    // Rules.md §7.2: in an ordinary line the only double with the set's number is the
    // set itself, so the window's "no" is no one's secret (the table asks it openly).
    let d = deal(&["1-4 5-6 0-1 2-4", "2-2 1-5 0-3 4-6", "3-3 0-5 1-6 3-4", "6-6 2-5 0-2 1-3"], "3-2", "");
    let mut tb = Table::later(d.clone(), 3);
    tb.run(&[(3, set("6-6")), (3, Action::Announce(game(1)))]);
    to_the_window(&mut tb);
    assert!(!tb.hand.immediate_open());
    // A matador line on the same double: the matador doubles fit (1-1 makes seven).
    let mut tb = Table::later(d.clone(), 3);
    tb.run(&[(3, set("6-6")), (3, Action::Announce(game(4)))]);
    to_the_window(&mut tb);
    assert!(tb.hand.immediate_open());
    // An ordinary line on a tile that is no double: its two numbers' doubles fit, until
    // both sides are taken.
    let mut tb = Table::later(d, 0);
    drawn_set(&mut tb, "3-2", game(1));
    to_the_window(&mut tb);
    assert!(tb.hand.immediate_open());
    tb.ok(1, imm("2-2", E));
    tb.ok(2, imm("3-3", W));
    assert!(!tb.hand.immediate_open(), "both sides of the set tile are taken");
}
