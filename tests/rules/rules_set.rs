//! The deal, the set, the set payments, the announcement's set tiles, and declared
//! doubles.

use crate::common;

use common::*;
use nos::core::{chance, Seat};
use nos::games::nos::action::Reason;
use nos::games::nos::deal;
use nos::games::nos::games::{AnnounceError, Axis, Condition, Rule};
use nos::games::nos::hand::declare_payment;
use nos::games::nos::{Action, DealError, Game, Hand, Options, Refusal, Session};

#[test]
fn deal_gives_eight_minus_players_tiles_and_the_rest_to_the_boneyard() {
    for (n, bone) in [(3, 13), (4, 12), (5, 13)] {
        let mut dice = chance::dice(n as u64);
        let d = deal::deal(&mut dice, n);
        assert_eq!(d.hands.len(), n);
        assert!(d.hands.iter().all(|h| h.len() as usize == 8 - n));
        assert_eq!(d.boneyard.len(), bone);
        assert_eq!(d.check(), Ok(()));
    }
}

#[test]
fn deal_must_hold_every_tile_once_in_hands_of_the_right_size() {
    let good = deal(&["6-6 1-2 1-3 1-4", "2-3 2-4 2-5 2-6", "3-4 3-5 3-6 4-5", "4-6 5-6 0-1 0-2"], "", "");
    let mut twice = good.clone();
    twice.boneyard[0] = t("6-6");
    assert_eq!(twice.check(), Err(DealError::Twice(t("6-6"))));
    let mut short = good.clone();
    short.boneyard.pop();
    assert!(matches!(short.check(), Err(DealError::Missing(_))));
    let mut big = good.clone();
    let moved = big.boneyard.remove(0);
    big.hands[1].insert(moved);
    assert!(matches!(big.check(), Err(DealError::HandSize { seat: 1, got: 5, want: 4, .. })));
    let mut two = good;
    two.hands.truncate(2);
    assert!(matches!(two.check(), Err(DealError::Seats(2))));
}

#[test]
fn first_hand_without_a_double_is_dealt_again() {
    let none = deal(&["0-1 0-2 0-3 0-4", "1-2 1-3 1-4 1-5", "2-3 2-4 2-5 2-6", "3-4 3-5 3-6 4-5"], "", "");
    assert_eq!(none.highest_double(), None);
    assert_eq!(Hand::new(&none, Seat(0), true, &[500; 4], Options::default()), Err(DealError::NoDouble));
    assert_eq!(Session::new(none, vec![500; 4], Options::default()).err(), Some(DealError::NoDouble));
    // A session's first deal is dealt until somebody holds a double.
    for seed in 0..300 {
        let d = deal::first_deal(&mut chance::dice(seed), 4);
        assert!(d.highest_double().is_some());
    }
}

#[test]
fn first_hand_on_set_is_the_holder_of_the_highest_double() {
    let d = deal(&["0-0 1-2 1-3 1-4", "1-1 2-4 2-5 2-6", "3-4 3-5 3-6 4-5", "5-5 5-6 0-1 0-2"], "", "");
    assert_eq!(d.highest_double(), Some((Seat(3), t("5-5"))));
    assert_eq!(
        Hand::new(&d, Seat(0), true, &[500; 4], Options::default()),
        Err(DealError::NotHighestDouble { seat: Seat(0), holder: Seat(3) })
    );
    let tb = Table::first(d);
    assert_eq!(tb.to_act(), Some(3));
}

#[test]
fn double_blank_counts_low_when_finding_the_first_set() {
    let d = deal(&["0-0 1-2 1-3 1-4", "1-1 2-4 2-5 2-6", "3-4 3-5 3-6 4-5", "0-3 5-6 0-1 0-2"], "", "");
    assert_eq!(d.highest_double(), Some((Seat(1), t("1-1"))));
}

#[test]
fn first_hand_must_set_the_highest_double_and_may_not_draw() {
    let mut tb =
        Table::first(deal(&["6-6 3-3 1-3 1-4", "2-3 2-4 2-5 2-6", "3-4 3-5 3-6 4-5", "4-6 5-6 0-1 0-2"], "", ""));
    assert_eq!(tb.hand.legal().as_slice(), &[set("6-6")]);
    assert_eq!(tb.no(0, set("3-3")), Refusal::MustSetHighestDouble(t("6-6")));
    assert_eq!(tb.no(0, Action::Draw), Refusal::FirstHandNoDraw);
    assert_eq!(tb.no(1, set("2-3")), Refusal::SetFirst(Seat(0)));
}

#[test]
fn first_hand_set_double_is_paid_like_any_double_from_the_hand() {
    let mut tb =
        Table::first(deal(&["6-6 3-3 1-3 1-4", "2-3 2-4 2-5 2-6", "3-4 3-5 3-6 4-5", "4-6 5-6 0-1 0-2"], "", ""));
    let ev = tb.ok(0, set("6-6"));
    assert_eq!(paid(&ev), [(1, 0, 6, Reason::SetDouble), (2, 0, 6, Reason::SetDouble), (3, 0, 6, Reason::SetDouble)]);
    assert_eq!(tb.chips(), [518, 494, 494, 494]);
}

#[test]
fn later_hand_loser_with_doubles_sets_any_double_and_may_not_draw() {
    let mut tb =
        Table::later(deal(&["2-3 2-4 2-5 2-6", "6-6 3-3 1-3 1-4", "3-4 3-5 3-6 4-5", "4-6 5-6 0-1 0-2"], "", ""), 1);
    let legal = tb.hand.legal();
    assert_eq!(legal.len(), 2);
    assert!(legal.contains(&set("3-3")) && legal.contains(&set("6-6")));
    assert_eq!(tb.no(1, Action::Draw), Refusal::MustSetDouble);
    assert_eq!(tb.no(1, set("1-3")), Refusal::MustSetDouble);
    assert_eq!(tb.no(1, set("2-3")), Refusal::NotInHand(t("2-3")));
    let ev = tb.ok(1, set("3-3"));
    assert_eq!(paid(&ev).iter().map(|p| p.2).sum::<u32>(), 9);
    assert_eq!(tb.chips(), [497, 509, 497, 497]);
}

#[test]
fn later_hand_loser_without_a_double_draws_one_tile_and_must_set_it() {
    let mut tb =
        Table::later(deal(&["1-2 1-3 1-4 1-5", "2-3 2-4 2-5 2-6", "3-4 3-5 3-6 0-4", "4-6 5-6 0-1 0-2"], "5-4", ""), 0);
    assert_eq!(tb.hand.legal().as_slice(), &[Action::Draw]);
    assert_eq!(tb.no(0, set("1-2")), Refusal::MustDrawToSet);
    tb.ok(0, Action::Draw);
    assert_eq!(tb.hand.hand(Seat(0)).len(), 5);
    let legal = tb.hand.legal();
    assert!(legal.contains(&set("5-4")) && legal.contains(&set("4-5")) && legal.len() == 2);
    assert_eq!(tb.no(0, Action::Draw), Refusal::SecondSetDraw);
    assert_eq!(tb.no(0, set("1-2")), Refusal::MustSetDrawn(t("4-5")));
}

#[test]
fn set_drawn_tile_that_is_not_a_double_costs_its_pips_to_each_opponent() {
    let mut tb =
        Table::later(deal(&["1-2 1-3 1-4 1-5", "2-3 2-4 2-5 2-6", "3-4 3-5 3-6 0-4", "4-6 5-6 0-1 0-3"], "5-4", ""), 0);
    tb.ok(0, Action::Draw);
    let ev = tb.ok(0, set("5-4"));
    assert!(paid(&ev).iter().all(|p| p.0 == 0 && p.2 == 9 && p.3 == Reason::SetDrawnTile));
    assert_eq!(tb.chips(), [473, 509, 509, 509]);
    let mut tb =
        Table::later(deal(&["1-2 1-3 1-4 1-5", "2-3 2-4 2-5 2-6", "3-4 3-5 3-6 0-4", "4-6 5-6 0-1 0-3"], "2-0", ""), 0);
    tb.ok(0, Action::Draw);
    tb.ok(0, set("2-0"));
    assert_eq!(tb.chips(), [494, 502, 502, 502]);
}

#[test]
fn set_drawn_double_is_paid_twice() {
    let mut tb =
        Table::later(deal(&["1-2 1-3 1-4 1-5", "2-3 2-4 2-5 2-6", "3-4 3-5 3-6 0-4", "4-6 5-6 0-1 0-3"], "4-4", ""), 0);
    tb.ok(0, Action::Draw);
    let ev = tb.ok(0, set("4-4"));
    assert!(paid(&ev).iter().all(|p| p.1 == 0 && p.2 == 8 && p.3 == Reason::SetDrawnDouble));
    assert_eq!(tb.chips(), [524, 492, 492, 492]);
}

#[test]
fn set_drawn_double_blank_is_paid_fourteen() {
    let mut tb =
        Table::later(deal(&["1-2 1-3 1-4 1-5", "2-3 2-4 2-5 2-6", "3-4 3-5 3-6 0-4", "4-6 5-6 0-1 0-3"], "0-0", ""), 0);
    tb.ok(0, Action::Draw);
    tb.ok(0, set("0-0"));
    assert_eq!(tb.chips(), [542, 486, 486, 486]);
}

#[test]
fn set_double_blank_from_the_hand_is_paid_seven() {
    let mut tb =
        Table::later(deal(&["0-0 1-3 1-4 1-5", "2-3 2-4 2-5 2-6", "3-4 3-5 3-6 0-4", "4-6 5-6 0-1 0-3"], "", ""), 0);
    tb.ok(0, set("0-0"));
    assert_eq!(tb.chips(), [521, 493, 493, 493]);
}

#[test]
fn set_tile_shows_its_first_number_on_w() {
    let mut tb =
        Table::later(deal(&["1-2 1-3 1-4 1-5", "2-3 2-4 2-5 2-6", "3-4 3-5 3-6 0-4", "4-6 5-6 0-1 0-3"], "5-4", ""), 0);
    tb.ok(0, Action::Draw);
    tb.ok(0, set("4-5"));
    tb.ok(0, Action::Announce(game(1)));
    let l = tb.hand.layout().unwrap();
    assert_eq!((l.arm(W).open, l.arm(E).open), (4, 5));
}

/// Tries every game on a set tile; returns the numbers accepted.
fn games_accepted(set_tile: &str) -> Vec<u8> {
    let d = if t(set_tile).is_double() {
        Script::new(4, "6-6", game(1)).give(0, set_tile).deal()
    } else {
        Script::new(4, "5-4", game(1)).deal()
    };
    let games = [
        game(1),
        game(2),
        game(3),
        game(4),
        game(5),
        game(6),
        game(7),
        game(8),
        game(9),
        game(10),
        Game::Conditions { rule: Rule::Ordinary, cond: Condition::Here(W), change: false },
        Game::VolapukLine { ordinary: W, first: None },
        game(13),
        game(14),
        game(15),
        game(16),
        Game::HereThenCross { double: false, here: N },
    ];
    let mut ok = Vec::new();
    for g in games {
        let mut tb = Table::later(d.clone(), 0);
        if !t(set_tile).is_double() {
            tb.ok(0, Action::Draw);
        }
        tb.ok(0, set(set_tile));
        match tb.hand.apply(Seat(0), Action::Announce(g)) {
            Ok(_) => ok.push(g.number()),
            Err(Refusal::Game(AnnounceError::SetTile { game, .. })) => assert_eq!(game, g.number()),
            Err(e) => panic!("{g}: {e}"),
        }
    }
    ok
}

#[test]
fn games_1_4_11_and_volapuk_line_take_any_set_tile() {
    assert_eq!(games_accepted("5-4"), [1, 4, 11, 12]);
}

#[test]
fn cross_games_need_a_double_and_triangles_need_the_double_blank() {
    assert_eq!(games_accepted("4-4"), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 17]);
}

#[test]
fn double_blank_allows_every_game_but_the_matador_crosses_5_6_9_10() {
    assert_eq!(games_accepted("0-0"), [1, 2, 3, 4, 7, 8, 11, 12, 13, 14, 15, 16, 17]);
}

#[test]
fn volapuk_cross_and_game_17_refuse_a_set_that_is_not_a_double() {
    for g in [
        Game::VolapukCross { double: false, ordinary: Axis::WE },
        Game::VolapukCross { double: true, ordinary: Axis::NS },
        Game::HereThenCross { double: true, here: S },
    ] {
        let mut tb = Table::later(Script::new(4, "5-4", game(1)).deal(), 0);
        tb.ok(0, Action::Draw);
        tb.ok(0, set("5-4"));
        assert!(matches!(tb.no(0, Action::Announce(g)), Refusal::Game(AnnounceError::SetTile { game: 12 | 17, .. })));
    }
}

#[test]
fn conditions_ask_one_to_four_tiles_on_a_line_side() {
    let mut tb = Table::later(Script::new(4, "5-4", game(1)).deal(), 0);
    tb.ok(0, Action::Draw);
    tb.ok(0, set("5-4"));
    let first =
        |side, count| Game::Conditions { rule: Rule::Matador, cond: Condition::First { side, count }, change: true };
    assert_eq!(tb.no(0, Action::Announce(first(W, 5))), Refusal::Game(AnnounceError::Count(5)));
    assert_eq!(tb.no(0, Action::Announce(first(W, 0))), Refusal::Game(AnnounceError::Count(0)));
    assert_eq!(tb.no(0, Action::Announce(first(N, 2))), Refusal::Game(AnnounceError::NotALineSide(N)));
    let vol = Game::VolapukLine { ordinary: S, first: None };
    assert_eq!(tb.no(0, Action::Announce(vol)), Refusal::Game(AnnounceError::NotALineSide(S)));
    assert_eq!(tb.no(0, Action::Announce(Game::Plain(18))), Refusal::Game(AnnounceError::NoSuchGame(18)));
    tb.ok(0, Action::Announce(first(E, 4)));
}

#[test]
fn only_the_seat_on_set_announces_and_only_once() {
    let mut tb = Table::later(Script::new(4, "6-6", game(1)).deal(), 0);
    assert!(matches!(tb.no(0, Action::Announce(game(1))), Refusal::SetFirst(_)));
    tb.ok(0, set("6-6"));
    assert_eq!(tb.no(1, Action::Announce(game(1))), Refusal::NotYourTurn { seat: Seat(1), expected: Seat(0) });
    assert_eq!(tb.no(0, play("6-1", E)), Refusal::AnnounceNow);
    tb.ok(0, Action::Announce(game(2)));
    assert_eq!(tb.no(1, Action::Announce(game(1))), Refusal::AlreadyAnnounced);
}

#[test]
fn declared_doubles_payment_table_by_player_count() {
    let table = [(3, 3, 0), (3, 4, 200), (3, 5, 500), (4, 2, 0), (4, 3, 25), (4, 4, 250), (5, 2, 0), (5, 3, 50)];
    for (n, k, pay) in table {
        assert_eq!(declare_payment(n, k), pay, "{n} players, {k} doubles");
    }
}

/// A hand where seat 0 sets the 6-6 and seat `who` holds `doubles` plus plain tiles.
fn declaring(n: u8, who: u8, doubles: &str) -> Table {
    Script::new(n, "6-6", game(1)).give(who, doubles).start()
}

#[test]
fn three_doubles_of_four_are_paid_25_by_each_other_player() {
    let mut tb = declaring(4, 2, "1-1 2-2 3-3");
    let ev = tb.ok(2, Action::Declare);
    assert_eq!(
        paid(&ev),
        [(0, 2, 25, Reason::Declared(3)), (1, 2, 25, Reason::Declared(3)), (3, 2, 25, Reason::Declared(3))]
    );
    assert_eq!(tb.chips(), [518 - 25, 494 - 25, 494 + 75, 494 - 25]);
    assert_eq!(tb.hand.shown(Seat(2)), set_of("1-1 2-2 3-3"));
}

#[test]
fn four_doubles_of_four_are_paid_250() {
    let mut tb = declaring(4, 1, "1-1 2-2 3-3 4-4");
    tb.ok(1, Action::Declare);
    assert_eq!(tb.net(), [18 - 250, -6 + 750, -6 - 250, -6 - 250]);
}

#[test]
fn three_players_four_doubles_pay_200_and_five_pay_500() {
    let mut tb = declaring(3, 1, "1-1 2-2 3-3 4-4");
    tb.ok(1, Action::Declare);
    assert_eq!(tb.net(), [12 - 200, -6 + 400, -6 - 200]);
    let mut tb = Table::later(deal(&["6-6 1-2 1-3 1-4 1-5", "0-0 1-1 2-2 3-3 4-4", "2-3 2-4 2-5 2-6 3-4"], "", ""), 0);
    tb.run(&[(0, set("6-6")), (0, Action::Announce(game(1)))]);
    let ev = tb.ok(1, Action::Declare);
    assert!(paid(&ev).iter().all(|p| p.2 == 500 && p.3 == Reason::Declared(5)));
    assert_eq!(tb.net(), [12 - 500, -6 + 1000, -6 - 500]);
}

#[test]
fn five_players_three_doubles_of_three_are_paid_50() {
    let mut tb = declaring(5, 3, "1-1 2-2 3-3");
    tb.ok(3, Action::Declare);
    assert_eq!(tb.net(), [24 - 50, -6 - 50, -6 - 50, -6 + 200, -6 - 50]);
}

#[test]
fn too_few_doubles_to_declare_is_refused() {
    let mut tb = declaring(4, 1, "1-1 2-2");
    assert_eq!(tb.no(1, Action::Declare), Refusal::TooFewDoubles { seat: Seat(1), doubles: 2 });
    assert_eq!(tb.hand.legal().as_slice(), &[Action::Decline]);
    let mut tb = declaring(3, 1, "1-1 2-2 3-3");
    assert_eq!(tb.no(1, Action::Declare), Refusal::TooFewDoubles { seat: Seat(1), doubles: 3 });
}

#[test]
fn on_set_counts_his_dealt_hand_with_the_set_double_when_declaring() {
    let mut tb = declaring(4, 0, "5-5 4-4 3-3");
    tb.run(&[(1, Action::Decline), (2, Action::Decline), (3, Action::Decline)]);
    assert_eq!(tb.to_act(), Some(0));
    let ev = tb.ok(0, Action::Declare);
    assert!(paid(&ev).iter().all(|p| p.2 == 250 && p.3 == Reason::Declared(4)));
    // Shown are the doubles still in hand; the set double is on the table.
    assert_eq!(tb.hand.shown(Seat(0)), set_of("5-5 4-4 3-3"));
    // The alternative reading counts only the doubles left after the set.
    let d = Script::new(4, "6-6", game(1)).give(0, "5-5 4-4 3-3").deal();
    let mut tb = Table::with_options(d, 0, Options { declare_after_set: true, ..Options::default() });
    tb.run(&[(0, set("6-6")), (0, Action::Announce(game(1)))]);
    tb.run(&[(1, Action::Decline), (2, Action::Decline), (3, Action::Decline)]);
    let ev = tb.ok(0, Action::Declare);
    assert!(paid(&ev).iter().all(|p| p.2 == 25));
}

#[test]
fn declare_window_runs_clockwise_from_the_seat_after_the_one_on_set() {
    let d = deal(&["1-1 2-2 3-3 4-5", "6-6 1-3 1-4 1-5", "0-0 5-5 4-4 0-1", "2-3 2-4 2-5 2-6"], "", "");
    let mut tb = Table::later(d, 1);
    tb.run(&[(1, set("6-6")), (1, Action::Announce(game(1)))]);
    assert_eq!(tb.to_act(), Some(2));
    assert_eq!(tb.no(3, Action::Decline), Refusal::NotYourTurn { seat: Seat(3), expected: Seat(2) });
    // Seat 0 declares before its turn to be asked: seats 2 and 3 let it go by.
    tb.ok(0, Action::Declare);
    assert_eq!(tb.no(2, Action::Declare), Refusal::DeclaredOutOfOrder(Seat(2)));
    assert_eq!(tb.to_act(), Some(1));
    tb.ok(1, Action::Decline);
    assert!(matches!(tb.hand.phase(), nos::games::nos::Phase::Immediate { .. }));
}

#[test]
fn declaring_after_the_window_is_refused() {
    let mut tb = Script::new(4, "6-6", game(1)).give(2, "1-1 2-2 3-3").plays(&["6-5 E"]).run();
    assert_eq!(tb.no(2, Action::Declare), Refusal::DeclareOver);
}

#[test]
fn games_11_12_and_17_are_announced_only_with_their_choices() {
    for n in [11, 12, 17] {
        let mut tb = Table::later(Script::new(4, "6-6", game(1)).deal(), 0);
        tb.ok(0, set("6-6"));
        assert_eq!(tb.no(0, Action::Announce(Game::Plain(n))), Refusal::Game(AnnounceError::NeedsChoices(n)));
    }
}
