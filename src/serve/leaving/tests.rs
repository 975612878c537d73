//! Leaving for good behind the table seam, as a network table uses it (rulings #42).

use crate::core::seat::Seat;
use crate::tui::table::seat::Kind;
use crate::tui::table::sitting::Sitting;

fn nos(n: usize) -> Box<dyn Sitting> {
    let names: Vec<String> = ["Ann", "Bas", "Cor", "Dik"].iter().take(n).map(|s| s.to_string()).collect();
    let opener = crate::tui::openers::opener("nos").expect("Nos opens at the table");
    opener.start("nos", names, vec![Kind::Human; n], 5, &Default::default()).unwrap()
}

/// Plays the hand to its end, each seat as the computer would.
fn play_out(s: &mut Box<dyn Sitting>) {
    for _ in 0..500 {
        if s.hand_over() {
            return;
        }
        let a = s.computer().unwrap_or_else(|| s.choices()[0].act.clone());
        s.apply(&a).unwrap();
    }
    panic!("the hand did not end");
}

#[test]
fn a_nos_seat_leaves_only_between_hands_and_three_left_play_on_in_a_record_of_their_own() {
    let mut s = nos(4);
    assert!(s.club().is_some());
    let before = s.record();
    let e = s.club_mut().unwrap().leave(Seat(1)).unwrap_err();
    assert!(e.to_string().contains("between hands"), "{e}");
    assert_eq!(s.record(), before, "a refused leave changes nothing");
    play_out(&mut s);
    let left = s.club_mut().unwrap().leave(Seat(1)).unwrap();
    assert!(left.goes_on && left.said.starts_with("Bas left the table: ") && left.said.contains("against 500"));
    let (_, part) = left.part.expect("the session so far is kept");
    assert!(part.contains("\"left\"") && part.contains("\"Bas\""));
    assert_eq!(s.names(), ["Ann", "Cor", "Dik"]);
    assert!(!s.hand_over() && !s.match_over(), "the next hand is dealt");
}

#[test]
fn a_nos_seat_leaving_three_ends_the_session_and_the_two_left_settle_without_it() {
    let mut s = nos(3);
    play_out(&mut s);
    let left = s.club_mut().unwrap().leave(Seat(2)).unwrap();
    assert!(!left.goes_on && left.part.is_none());
    assert!(s.match_over(), "fewer than three remain: the session is over");
    let settlement = s.club().unwrap().settlement().join("\n");
    assert!(settlement.contains("Ann") && settlement.contains("Bas"), "{settlement}");
    assert!(s.record().contains("\"left\""), "the record holds the leaver");
    assert!(s.club_mut().unwrap().leave(Seat(0)).is_err(), "nobody leaves a session that is over");
}
