//! Strict club mode (rulings §4's strict column, #43, #44): the offences the program
//! sees are committed and charged instead of refused. Each test is named after the
//! penalty of the rules text it charges. Also: a seat that goes out while it still owes
//! a wait (rulings §5 #10).

use crate::common;

use common::*;
use nos::core::Seat;
use nos::games::nos::action::{Event, Reason};
use nos::games::nos::deal;
use nos::games::nos::games::{Condition, Rule};
use nos::games::nos::{Action, Deal, Game, Offence, Options, Phase, Refusal, View};

fn strict() -> Options {
    Options { strict: true, ..Options::default() }
}

/// The rules text's own example: A draws the 3-2, C holds the 3-3.
fn text_deal() -> Deal {
    deal(&["1-4 5-6 0-1 2-4", "2-6 1-5 0-3 4-6", "3-3 0-5 1-6 3-4", "6-6 2-5 0-2 1-3"], "3-2", "")
}

/// Seat 0 draws the 3-2 and sets it (3 on W), game 1, the windows go by: seat 1 to play.
fn text_table() -> Table {
    let mut tb = Table::with_options(text_deal(), 0, strict());
    tb.run(&[(0, Action::Draw), (0, set("3-2")), (0, Action::Announce(game(1)))]);
    tb.skip_windows();
    tb
}

/// Commits an offence: accepted though `legal()` never lists it; returns the penalty
/// and the events.
#[track_caller]
fn offend(tb: &mut Table, seat: u8, a: Action) -> (nos::games::nos::Penalty, Vec<Event>) {
    assert!(tb.to_act() != Some(seat) || !tb.hand.legal().contains(&a), "{a} is legal");
    let warned = tb.hand.offence(Seat(seat), a).expect("the offence is told before");
    let ev = tb.hand.apply(Seat(seat), a).unwrap_or_else(|r| panic!("{a} refused: {r}"));
    let p = ev.iter().find_map(|e| if let Event::Penalty(p) = e { Some(*p) } else { None }).expect("a penalty");
    assert_eq!(p, warned);
    (p, ev.to_vec())
}

/// Every payment of a penalty goes from the offender to each other seat.
fn fines(ev: &[Event], o: Offence) -> Vec<(u8, u8, u32)> {
    paid(ev).into_iter().filter(|p| p.3 == Reason::Penalty(o)).map(|(a, b, c, _)| (a, b, c)).collect()
}

#[test]
fn p9_pass_with_four_in_boneyard_costs_40() {
    // Seat 1 holds no 3 and no 2: passing with tiles to draw costs 40 to each, and it
    // then draws until it can play or the last two remain.
    // No 3 and no 2 is left to draw: the other seats hold them all.
    let d = deal(&["0-2 0-3 1-2 1-3", "1-1 1-4 4-4 1-5", "3-3 2-4 2-6 3-5", "2-2 3-6 2-5 3-4"], "3-2", "");
    let mut tb = Table::with_options(d, 0, strict());
    tb.run(&[(0, Action::Draw), (0, set("3-2")), (0, Action::Announce(game(1)))]);
    tb.skip_windows();
    // Seat 1 draws down to four tiles in the boneyard first (it may, with three or more).
    while tb.hand.boneyard_len() > 4 {
        tb.ok(1, Action::Draw);
    }
    let before = tb.chips();
    let (p, ev) = offend(&mut tb, 1, Action::Pass);
    assert_eq!((p.offence, p.amount, p.boneyard), (Offence::P9, 40, 4));
    assert_eq!(fines(&ev, Offence::P9), [(1, 0, 40), (1, 2, 40), (1, 3, 40)]);
    assert_eq!(tb.chips()[1], before[1] - 120);
    assert!(!ev.iter().any(|e| matches!(e, Event::Passed { .. })), "the pass does not stand");
    // Nothing it draws fits: it draws down to the last two, then passes as it may.
    let drew = ev.iter().filter(|e| matches!(e, Event::Drew { .. })).count();
    assert_eq!((drew, tb.hand.boneyard_len()), (2, 2));
    assert_eq!(tb.hand.phase(), Phase::Turn { seat: Seat(1) });
    tb.ok(1, Action::Pass);
}

#[test]
fn p9_words_tell_the_boneyard() {
    let tb = text_table();
    let p = nos::games::nos::Penalty {
        seat: Seat(0),
        to: nos::core::Seats(0b1110),
        amount: 40,
        offence: Offence::P9,
        tile: None,
        boneyard: 4,
    };
    assert_eq!(p.words(), "passed with 4 tiles in the boneyard (P9)");
    // In the default mode the same pass is refused.
    let mut plain = Table::later(text_deal(), 0);
    plain.run(&[(0, Action::Draw), (0, set("3-2")), (0, Action::Announce(game(1)))]);
    plain.skip_windows();
    assert!(matches!(plain.no(1, Action::Pass), Refusal::PassWithPlay { .. }));
    assert_eq!(tb.hand.offence(Seat(1), Action::Pass).map(|p| p.offence), Some(Offence::P10));
}

#[test]
fn p10_pass_while_able_to_play_costs_80_instead_of_40() {
    let mut tb = text_table();
    let before = tb.chips();
    let (p, ev) = offend(&mut tb, 1, Action::Pass);
    assert_eq!((p.offence, p.amount), (Offence::P10, 80));
    assert_eq!(fines(&ev, Offence::P10), [(1, 0, 80), (1, 2, 80), (1, 3, 80)]);
    assert!(fines(&ev, Offence::P9).is_empty(), "80 instead of 40, not both (rulings #43)");
    assert_eq!(tb.chips()[1], before[1] - 240);
    assert_eq!(tb.hand.phase(), Phase::Turn { seat: Seat(1) });
    tb.ok(1, play("2-6", E));
}

#[test]
fn p4_drawing_on_set_while_holding_a_double_costs_40_and_the_drawn_tile_is_set() {
    // Seat 3 holds the 6-6 but draws: the 3-2 comes, and it sets that as a drawn tile.
    let mut tb = Table::with_options(text_deal(), 3, strict());
    let (p, ev) = offend(&mut tb, 3, Action::Draw);
    assert_eq!(p.offence, Offence::P4);
    assert_eq!(fines(&ev, Offence::P4), [(3, 0, 40), (3, 1, 40), (3, 2, 40)]);
    assert_eq!(tb.no(3, set("6-6")), Refusal::MustSetDrawn(t("3-2")));
    let ev = tb.ok(3, set("3-2"));
    assert_eq!(
        paid(&ev),
        [(3, 0, 5, Reason::SetDrawnTile), (3, 1, 5, Reason::SetDrawnTile), (3, 2, 5, Reason::SetDrawnTile)]
    );
    assert_eq!(tb.chips(), [545, 545, 545, 365]);
    // The default mode refuses the draw.
    let mut plain = Table::later(text_deal(), 3);
    assert_eq!(plain.no(3, Action::Draw), Refusal::MustSetDouble);
}

#[test]
fn p6_playing_instead_of_the_due_wait_costs_40_once_and_the_tile_lies_face_up() {
    let mut tb = Table::with_options(text_deal(), 0, strict());
    tb.run(&[(0, Action::Draw), (0, set("3-2")), (0, Action::Announce(game(1)))]);
    tb.skip_to(2);
    tb.ok(2, imm("3-3", W));
    tb.ok(1, play("2-6", E));
    tb.skip_windows();
    let (p, ev) = offend(&mut tb, 2, play("3-4", W));
    assert_eq!((p.offence, p.tile), (Offence::P6, Some(t("3-4"))));
    assert_eq!(fines(&ev, Offence::P6).len(), 3);
    assert!(tb.hand.shown(Seat(2)).contains(t("3-4")), "taken back, face up");
    assert!(tb.hand.hand(Seat(2)).contains(t("3-4")));
    // Charged once (rulings #43): a second try is refused; the wait is still due.
    assert_eq!(tb.no(2, play("3-4", W)), Refusal::MustWait(Seat(2)));
    tb.ok(2, Action::Wait);
    assert_eq!(tb.to_act(), Some(3));
    // 3 for the double at once, 5 each for the drawn set; 40 each from seat 2.
    assert_eq!(tb.chips(), [482 + 40, 505 + 40, 508 - 120, 505 + 40]);
}

#[test]
fn p8_drawing_from_the_last_two_costs_40_and_draws_nothing() {
    let mut tb = text_table();
    while tb.hand.boneyard_len() > 2 {
        tb.ok(1, Action::Draw);
    }
    let held = tb.hand.hand_len(Seat(1));
    let (p, ev) = offend(&mut tb, 1, Action::Draw);
    assert_eq!(p.offence, Offence::P8);
    assert_eq!(fines(&ev, Offence::P8).len(), 3);
    assert_eq!((tb.hand.boneyard_len(), tb.hand.hand_len(Seat(1))), (2, held), "the last two are never drawn");
    assert_eq!(tb.hand.phase(), Phase::Turn { seat: Seat(1) });
}

#[test]
fn p14_tile_against_the_announced_game_is_taken_back_face_up_and_another_must_be_played() {
    let mut tb = text_table();
    // 2-6 the wrong way round on the 2: its 6 does not match.
    let (p, ev) = offend(&mut tb, 1, play("6-2", E));
    assert_eq!((p.offence, p.tile, p.amount), (Offence::P14, Some(t("2-6")), 40));
    assert_eq!(fines(&ev, Offence::P14).len(), 3);
    assert!(tb.hand.shown(Seat(1)).contains(t("2-6")));
    // Another tile must be played while there is one (0-3 fits the 3; rulings #44).
    assert_eq!(tb.hand.apply(Seat(1), play("2-6", E)), Err(Refusal::MustPlayAnother(t("2-6"))));
    tb.ok(1, play("3-0", W));
    // The shown tile stays face up until it is played, and is played legally later.
    assert!(tb.hand.shown(Seat(1)).contains(t("2-6")));
    assert_eq!(tb.chips()[1], 505 - 120);
}

#[test]
fn p14_a_tile_on_a_closed_end_is_also_charged() {
    let mut tb = text_table();
    let (p, _) = offend(&mut tb, 1, play("1-5", E));
    assert_eq!(p.offence, Offence::P14);
}

#[test]
fn p16_tile_out_of_turn_is_taken_back_face_up_and_every_seat_sees_it() {
    let mut tb = text_table();
    let (p, ev) = offend(&mut tb, 3, play("2-5", E));
    assert_eq!((p.offence, p.tile), (Offence::P16, Some(t("2-5"))));
    assert_eq!(fines(&ev, Offence::P16), [(3, 0, 40), (3, 1, 40), (3, 2, 40)]);
    assert_eq!(tb.hand.phase(), Phase::Turn { seat: Seat(1) }, "the turn stays");
    for s in 0..4 {
        let v = View::of(&tb.hand, Seat(s));
        assert!(v.hand().shown(Seat(3)).contains(t("2-5")), "seat {s} sees it");
        assert!(!v.unseen().contains(t("2-5")));
    }
    tb.ok(1, play("2-6", E));
    tb.skip_windows();
    tb.ok(2, play("3-3", W));
    tb.skip_windows();
    // Played legally later, it leaves the face-up tiles.
    tb.ok(3, play("6-6", E));
    tb.skip_windows();
    assert!(tb.hand.shown(Seat(3)).contains(t("2-5")));
}

#[test]
fn strict_never_charges_a_legal_action_and_the_default_refuses_every_offence() {
    let tb = text_table();
    for a in tb.hand.legal() {
        assert_eq!(tb.hand.offence(Seat(1), a), None, "{a}");
    }
    let mut plain = Table::later(text_deal(), 0);
    plain.run(&[(0, Action::Draw), (0, set("3-2")), (0, Action::Announce(game(1)))]);
    plain.skip_windows();
    assert!(matches!(plain.no(3, play("2-5", E)), Refusal::NotYourTurn { .. }));
    assert!(matches!(plain.no(1, play("6-2", E)), Refusal::WrongWayRound { .. }));
    assert_eq!(plain.hand.offence(Seat(1), Action::Pass), None);
}

#[test]
fn the_desk_charges_what_the_program_cannot_see_and_refuses_the_rest() {
    let mut tb = Table::later(text_deal(), 0);
    let ev = tb.hand.charge(Seat(2), Offence::P18).unwrap();
    assert_eq!(paid(&ev).len(), 3);
    assert_eq!(tb.chips(), [540, 540, 380, 540]);
    assert_eq!(tb.hand.charge(Seat(2), Offence::P9), Err(Refusal::NotAtDesk("P9")));
    assert_eq!(tb.hand.charge(Seat(2), Offence::P12), Err(Refusal::NotOut(Seat(2))));
    assert_eq!(tb.hand.charge(Seat(7), Offence::P1), Err(Refusal::NoSuchSeat(Seat(7))));
}

/// Rulings §5 #10: a seat whose wait is held back by a line condition plays its other
/// tiles and goes out while it still owes the wait; the wait lapses and the turns go on
/// without it.
#[test]
fn a_seat_that_goes_out_while_it_owes_a_wait_owes_nothing_more() {
    // Five seats; matador line, four tiles first on W. Seat 2 plays 2-2 at once on E
    // (locked), then plays on W twice and is out before W has four tiles.
    let d = deal(&["0-1 0-2 0-3", "1-3 6-1 5-2", "2-2 4-0 6-3", "1-1 1-2 1-4", "1-5 2-3 2-4"], "6-5", "4-3 0-0");
    let mut tb = Table::later(d, 0);
    let g = Game::Conditions { rule: Rule::Matador, cond: Condition::First { side: W, count: 4 }, change: false };
    tb.run(&[(0, Action::Draw), (0, set("6-5")), (0, Action::Announce(g))]);
    tb.skip_to(2);
    tb.ok(2, imm("2-2", E));
    tb.ok(1, play("1-3", W));
    tb.skip_windows();
    assert_eq!(tb.no(2, Action::Wait), Refusal::NoWaitDue(Seat(2)), "E is locked: the wait is not due");
    tb.ok(2, play("4-0", W));
    tb.skip_windows();
    // Only a matador goes on the blank: seats 3, 4 and 0 draw down to the last two and pass.
    while tb.to_act() != Some(1) {
        let s = tb.to_act().unwrap();
        let a = if tb.hand.boneyard_len() > 2 { Action::Draw } else { Action::Pass };
        tb.ok(s, a);
    }
    tb.ok(1, play("6-1", W));
    tb.skip_windows();
    assert_eq!(tb.hand.waits(), [(Seat(2), E)]);
    tb.ok(2, play("6-3", W));
    assert!(tb.hand.out().contains(Seat(2)));
    assert!(tb.hand.waits().is_empty(), "the wait lapsed when the seat went out");
    tb.skip_windows();
    assert_eq!(tb.to_act(), Some(3), "the turns go on without the seat that is out");
}

/// Computer seats never offend: whole strict sessions of them charge no penalty.
#[test]
fn computer_seats_never_offend_in_strict_mode() {
    use nos::core::chance;
    use nos::core::Level;
    use nos::games::nos::Session;
    for seed in 0..6u64 {
        let n = 3 + (seed % 3) as usize;
        let deal = deal::first_deal(&mut chance::dice(seed), n);
        let mut s = Session::new(deal, vec![500; n], strict()).unwrap();
        let mut rng = chance::dice(seed + 100);
        let level = [Level::Easy, Level::Normal][seed as usize % 2];
        while let Some(seat) = s.hand().to_act() {
            let history = s.logs().last().unwrap().actions.clone();
            let a = nos::games::nos::ai::decide(&s.hand().view(seat), &history, level, &mut rng).expect("an action");
            assert_eq!(s.hand().offence(seat, a), None);
            let ev = s.apply(seat, a).unwrap();
            assert!(!ev.iter().any(|e| matches!(e, Event::Penalty(_))), "seed {seed}: {a}");
        }
    }
}

/// A strict session saved as a record replays: a draw that drew nothing (P8) and the
/// draws after a P9 pass do not name wrong tiles.
#[test]
fn a_strict_session_saved_as_a_record_replays_to_the_same_chips() {
    use nos::games::nos::Session;
    use nos::record::{replay, Record};
    let d = deal(&["0-2 0-3 1-2 1-3", "1-1 1-4 4-4 1-5", "3-3 2-4 2-6 3-5", "2-2 3-6 2-5 3-4"], "3-2", "");
    let mut s = Session::resume(d, Seat(0), false, vec![500; 4], strict()).unwrap();
    for (seat, a) in [(0, Action::Draw), (0, set("3-2")), (0, Action::Announce(game(1)))] {
        s.apply(Seat(seat), a).unwrap();
    }
    while !matches!(s.hand().phase(), Phase::Turn { .. }) {
        let seat = s.hand().to_act().unwrap();
        s.apply(seat, Action::Decline).unwrap();
    }
    s.apply(Seat(1), Action::Pass).unwrap(); // P9: draws down to the last two
    s.apply(Seat(1), Action::Draw).unwrap(); // P8: draws nothing
    s.apply(Seat(1), Action::Pass).unwrap();
    let names: Vec<String> = ["A", "B", "C", "D"].iter().map(|x| x.to_string()).collect();
    let text = Record::from_session(&names, &s).to_text();
    let r = replay(&Record::parse(text.as_bytes()).unwrap()).unwrap_or_else(|(_, f)| panic!("{f}\n{text}"));
    assert_eq!(r.session.hand().chips(), s.hand().chips());
}
