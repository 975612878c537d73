//! The club at the table: strict mode's warning before an offence, and the penalty
//! desk, as snapshots and by keys; strict mode chosen and the questions asked ahead,
//! behind the seam (`Club`).

use crate::tui_common;
use nos::core::Seat;
use nos::games::nos::{Action, Options, Phase};
use nos::record::played::Game;
use nos::tui::app::App;
use nos::tui::front::Screen as NosScreen;
use nos::tui::kit::input::Msg;
use nos::tui::line::open::Lines;
use nos::tui::nos::open::Opening;
use nos::tui::nos::popup::Popup;
use nos::tui::table::seat::Kind;
use nos::tui::table::sitting::{club_rules, ClubRefusal, Opener, Refused, Sitting};
use tui_common::*;

fn strict_app(seed: u64) -> App {
    let opts = Options { strict: true, ..Options::default() };
    app_of(Game::with_options(names(4), vec![Kind::Human; 4], seed, opts))
}

/// Robot keys until a seat shown on screen may play a tile with tiles left to draw.
fn to_a_turn_with_a_play(a: &mut App) -> Seat {
    for _ in 0..400 {
        let g = a.nos().game_at().unwrap();
        let h = g.hand();
        if let (Some(s), Phase::Turn { .. }) = (a.nos().shown_seat(), h.phase()) {
            let legal = h.legal();
            if legal.iter().any(|x| matches!(x, Action::Play { .. })) && h.boneyard_len() > 2 {
                return s;
            }
        }
        let m = robot(a).expect("the hand goes on");
        a.update(m);
    }
    panic!("no turn with a play came");
}

#[test]
fn strict_warns_before_a_pass_while_able_to_play_and_no_is_free() {
    let mut a = strict_app(7);
    let s = to_a_turn_with_a_play(&mut a);
    let before = a.nos().game().hand().chips().to_vec();
    a.update(Msg::Char('p'));
    assert!(matches!(a.nos().popup(), Some(Popup::Offence(Action::Pass, _))));
    insta::assert_snapshot!("strict_warning_80x24", screen(&mut a, 80, 24));
    a.update(Msg::Char('n'));
    assert_eq!(a.nos().popup(), None);
    assert_eq!(a.nos().game().hand().chips(), &before[..], "a key slipped fines nobody");
    a.update(Msg::Char('p'));
    a.update(Msg::Char('y'));
    let after = a.nos().game().hand().chips().to_vec();
    assert_eq!(after[s.index()], before[s.index()] - 240, "80 to each of three");
    let line = &a.nos().game().log.last().unwrap().1.text;
    assert!(line.ends_with("pays 80 to each: passed while able to play (P10)"), "{line}");
}

#[test]
fn the_default_mode_refuses_the_same_pass_without_asking() {
    let mut a = app(4, 7);
    to_a_turn_with_a_play(&mut a);
    a.update(Msg::Char('p'));
    assert_eq!(a.nos().popup(), None);
    assert!(a.nos().status().as_deref().unwrap_or("").contains("may not pass"), "{:?}", a.nos().status());
}

#[test]
fn the_penalty_desk_charges_the_chosen_offender_and_takes_it_back() {
    let mut a = app(4, 7);
    to_a_turn_with_a_play(&mut a);
    let before = a.nos().game().hand().chips().to_vec();
    a.update(Msg::Char('f'));
    assert!(matches!(a.nos().popup(), Some(Popup::Desk(_))));
    insta::assert_snapshot!("desk_offences_80x24", screen(&mut a, 80, 24));
    // P18, showing one's tiles, the fifth of the list; then Cor, the third seat.
    a.update(Msg::Char('5'));
    insta::assert_snapshot!("desk_offender_80x24", screen(&mut a, 80, 24));
    a.update(Msg::Char('3'));
    assert_eq!(a.nos().popup(), None);
    let after = a.nos().game().hand().chips().to_vec();
    assert_eq!(after[2], before[2] - 120);
    let line = &a.nos().game().log.last().unwrap().1.text;
    assert_eq!(line, "Cor pays 40 to each: showed tiles face up (P18)");
    // Undone before the next action: the chips go back, and the record forgets it.
    a.update(Msg::Char('f'));
    a.update(Msg::Char('u'));
    assert_eq!(a.nos().game().hand().chips(), &before[..]);
    assert!(a.nos().game().record().hands.last().unwrap().penalties.is_empty());
    // Charged again and kept after the next action: the record holds it.
    a.update(Msg::Char('f'));
    a.update(Msg::Char('5'));
    a.update(Msg::Char('3'));
    a.update(Msg::Char('d'));
    a.update(Msg::Char('f'));
    a.update(Msg::Char('u'));
    assert!(a.nos().status().as_deref().unwrap_or("").contains("no penalty to take back"), "{:?}", a.nos().status());
    let rec = a.nos().game().record();
    assert_eq!(rec.hands.last().unwrap().penalties.len(), 1);
    let text = rec.to_text();
    assert!(text.contains("\"penalties\": [{\"before\": "), "{text}");
    // The record replays to the same chips.
    let r = nos::record::replay(&nos::record::Record::parse(text.as_bytes()).unwrap()).unwrap();
    assert_eq!(r.session.hand().chips(), a.nos().game().hand().chips());
}

#[test]
fn the_desk_is_a_button_at_the_table() {
    let mut a = app(4, 7);
    to_a_turn_with_a_play(&mut a);
    let (x, y) = find(&mut a, 80, 24, "f penalty").expect("the button shows");
    a.update(Msg::Click { x, y });
    assert!(matches!(a.nos().popup(), Some(Popup::Desk(_))));
    assert!(matches!(a.nos().screen(), NosScreen::Play));
}

#[test]
fn p16_a_tile_played_out_of_turn_is_charged_at_the_desk_in_strict_mode() {
    // Rulings §4, P16: "playing out of turn: 40 each; take it back, face up".
    let mut a = strict_app(7);
    let on_turn = to_a_turn_with_a_play(&mut a);
    let g = a.nos().game();
    let n = g.n();
    let offender = (1..n).map(|i| Seat((on_turn.0 + i) % n)).find(|&s| !g.hand().hand(s).is_empty()).unwrap();
    let tile = g.hand().hand(offender).iter().next().unwrap();
    let before = g.hand().chips().to_vec();
    a.update(Msg::Char('f'));
    insta::assert_snapshot!("desk_offences_strict_80x24", screen(&mut a, 80, 24));
    // P16 is the sixth offence in strict mode; then the offender; then the tile.
    a.update(Msg::Char('6'));
    a.update(Msg::Char(char::from(b'1' + offender.0)));
    a.update(Msg::Char(char::from(b'0' + tile.low())));
    insta::assert_snapshot!("desk_p16_tile_80x24", screen(&mut a, 80, 24));
    a.update(Msg::Char(char::from(b'0' + tile.high())));
    assert_eq!(a.nos().popup(), None, "{:?}", a.nos().status());
    let g = a.nos().game();
    assert_eq!(g.hand().chips()[offender.index()], before[offender.index()] - 120, "40 to each of three");
    assert!(g.hand().shown(offender).contains(tile), "the tile lies face up");
    assert!(g.hand().hand(offender).contains(tile), "and stays in the hand");
    assert_eq!(g.hand().to_act(), Some(on_turn), "the turn stays where it was");
    let line = &g.log.last().unwrap().1.text;
    assert!(line.contains("(P16)"), "{line}");
    // Taken back before the next action: the chips and the hand as they were.
    a.update(Msg::Char('f'));
    a.update(Msg::Char('u'));
    assert_eq!(a.nos().game().hand().chips(), &before[..]);
    assert!(!a.nos().game().hand().shown(offender).contains(tile));
    // Charged again and kept: the record holds the play and replays to the same chips.
    for c in ['f', '6', char::from(b'1' + offender.0), char::from(b'0' + tile.low()), char::from(b'0' + tile.high())] {
        a.update(Msg::Char(c));
    }
    assert_eq!(a.nos().game().hand().chips()[offender.index()], before[offender.index()] - 120);
    let text = a.nos().game().record().to_text();
    let r = nos::record::replay(&nos::record::Record::parse(text.as_bytes()).unwrap()).unwrap();
    assert_eq!(r.session.hand().chips(), a.nos().game().hand().chips());
    assert!(r.session.hand().shown(offender).contains(tile));
}

#[test]
fn p16_is_not_offered_outside_strict_mode_nor_for_the_seat_on_turn() {
    let mut a = app(4, 7);
    to_a_turn_with_a_play(&mut a);
    assert!(!a.nos().game().offers_p16());
    let mut a = strict_app(7);
    let on_turn = to_a_turn_with_a_play(&mut a);
    let tile = a.nos().game().hand().hand(on_turn).iter().next().unwrap();
    let before = a.nos().game().hand().chips().to_vec();
    for c in ['f', '6', char::from(b'1' + on_turn.0), char::from(b'0' + tile.low()), char::from(b'0' + tile.high())] {
        a.update(Msg::Char(c));
    }
    assert_eq!(a.nos().game().hand().chips(), &before[..]);
    assert!(a.nos().status().as_deref().unwrap_or("").contains("is on turn"), "{:?}", a.nos().status());
}

#[test]
fn strict_club_mode_is_chosen_before_the_first_action_and_hints_may_work_in_it() {
    let names: Vec<String> = ["Ann", "Bas", "Cor"].iter().map(|s| s.to_string()).collect();
    let mut s = Opening.start("nos", names, vec![Kind::Human; 3], 1, &Default::default()).unwrap();
    let strict = |s: &dyn Sitting| s.club().unwrap().strict();
    assert!(!strict(&*s));
    s.club_mut().unwrap().set_rules(true, false).unwrap();
    assert!(strict(&*s));
    assert_eq!(s.hint().unwrap_err(), Refused::Club(ClubRefusal::HintsOff), "no hint in strict mode by default");
    s.club_mut().unwrap().set_rules(true, true).unwrap();
    assert!(!s.hint().unwrap().0.is_empty() || s.choices().len() == 1);
    s.apply(&s.choices()[0].act.clone()).unwrap();
    assert_eq!(s.club_mut().unwrap().set_rules(false, false), Err(Refused::Club(ClubRefusal::Started)));
    assert_eq!(Refused::Club(ClubRefusal::Started).to_string(), "strict club mode is chosen before the first action");
    assert!(strict(&*s));
    // Another game has no club rules to set.
    let parlour = &Lines;
    let mut b =
        parlour.start("block-scarne", vec!["Ann".into(), "Bas".into()], vec![Kind::Human; 2], 1, &Default::default());
    assert!(club_rules(&mut **b.as_mut().unwrap(), true, false).is_err());
}

#[test]
fn the_declarations_are_asked_ahead_of_the_seats_not_yet_asked_and_of_no_other() {
    let names: Vec<String> = ["Ann", "Bas", "Cor"].iter().map(|s| s.to_string()).collect();
    let mut s = Opening.start("nos", names, vec![Kind::Human; 3], 1, &Default::default()).unwrap();
    let ahead = |s: &dyn Sitting, x: Seat| s.club().unwrap().ahead(x);
    while !s.choices().iter().any(|c| c.key == Some('n')) {
        assert!((0..3).all(|i| ahead(&*s, Seat(i)).is_empty()), "nothing asked ahead before the round");
        s.apply(&s.choices()[0].act.clone()).unwrap();
    }
    let now = s.to_act().unwrap();
    let later: Vec<Seat> = (0..3).map(Seat).filter(|&x| x != now).collect();
    assert!(ahead(&*s, now).is_empty());
    for x in &later {
        let asked = ahead(&*s, *x);
        assert_eq!(asked.last().map(|c| c.key), Some(Some('n')), "{x:?}");
    }
    // Once a seat is asked in turn, it is not asked ahead any more.
    let no = s.choices().into_iter().find(|c| c.key == Some('n')).unwrap();
    s.apply(&no.act).unwrap();
    assert!(ahead(&*s, now).is_empty() && ahead(&*s, s.to_act().unwrap()).is_empty());
}
