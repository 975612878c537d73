//! The public history of a parlour hand: who passed, drew, or had its turn end by itself
//! after a double, on which open ends, and what each seat is thereby shown not to hold
//! (rulings G.1: a pass only without a play; Draw #2: no voluntary draw; Tiddly-Wink #3;
//! Matador #1 for what an end takes). Every seat's view carries it.

use crate::parlour_common;
use nos::core::Level;
use nos::core::{chance, Pos, Seat};
use nos::games::parlour::ai::decide;
use nos::games::parlour::{Did, Events, Match, Rules, PRESETS};
use parlour_common::*;

#[test]
fn g1_draw_2_matador_1_forced_draws_show_the_drawer_held_nothing_the_ends_took_under_the_matching_rule() {
    let mut m =
        start(rules("matador", 2), &["6-6 1-1 0-0 5-2 4-3 0-1 1-2", "6-1 2-4 0-2 0-3 3-5 4-4 0-4"], "2-2 6-3 rest", 0);
    script(&mut m, "0 6-6; 1 1-6 E; 0 1-1 E; 1 draw");
    let h = m.hand().history();
    let k = h.knocks()[0];
    assert_eq!((k.seat, k.did), (Seat(1), Did::Drew));
    assert_eq!(k.ends[0], Some(6), "W shows 6");
    assert_eq!(k.ends[1], Some(1), "E shows 1");
    // Under Matador's rule a 6 takes a 1, a 1 takes a 6, and the matadors go anywhere.
    for x in ["1-2", "1-4", "6-5", "6-3", "0-0", "5-2", "4-3"] {
        assert!(k.fits.contains(t(x)), "{x} fits the ends");
    }
    assert!(!k.fits.contains(t("2-2")));
    // One unknown tile drawn since: it may be one of them.
    assert_eq!(h.void(Seat(1)).slack, 1);
    assert!(h.void(Seat(1)).sure().is_empty());
    script(&mut m, "1 draw; 1 6-3 E");
    // The second draw shows the first tile did not fit; the third tile played did:
    // seat 1 holds none of them again.
    let v = m.hand().history().void(Seat(1));
    assert_eq!(v.slack, 0);
    for x in ["1-4", "1-5", "6-4", "0-0", "5-2", "4-3"] {
        assert!(v.sure().contains(t(x)), "{x}");
    }
    assert!(v.allows(m.hand().hand(Seat(1))));
    assert!(m.hand().history().void(Seat(0)).sure().is_empty(), "seat 0 showed nothing");
}

#[test]
fn tiddly_wink_3_a_turn_ended_by_itself_after_a_double_shows_the_seat_had_nothing_to_play() {
    let hands = ["0-0 0-1 1-1", "0-3 1-3 3-3", "0-4 1-4 4-4", "6-6 2-3 2-5", "2-4 0-5 1-6", "3-4 3-5 4-5"];
    let mut m = start(rules("tiddly-wink", 6), &hands, "rest", 3);
    go(&mut m, 3, "6-6");
    let k = m.hand().history().knocks()[0];
    assert_eq!((k.seat, k.did), (Seat(3), Did::NoSecondPlay));
    assert_eq!(k.ends[1], Some(6));
    assert!(m.hand().history().void(Seat(3)).sure().contains(t("6-1")));
}

#[test]
fn g1_a_pass_is_seen_by_every_seat_with_the_open_end() {
    // Seat 4 holds no 6 (1-6 is a 6: give it none).
    let hands = ["0-0 0-1 1-1", "0-3 1-3 3-3", "0-4 1-4 4-4", "6-6 2-3 6-5", "2-4 0-5 1-2", "3-4 3-5 4-5"];
    let mut m = start(rules("tiddly-wink", 6), &hands, "rest", 3);
    script(&mut m, "3 6-6; 3 6-5 E");
    assert_eq!(m.hand().arms().open(Pos::E), Some(5));
    script(&mut m, "4 5-0 E; 5 pass");
    let h = m.hand().history();
    let k = *h.knocks().last().unwrap();
    assert_eq!((k.seat, k.did, k.ends[1]), (Seat(5), Did::Passed, Some(0)));
    assert!(h.void(Seat(5)).sure().contains(t("0-2")));
    for s in 0..6 {
        assert_eq!(m.hand().view(Seat(s)).history(), h, "seat {s} sees the same history");
    }
}

/// Every game, a few hands of normal and easy play, checking at every state.
fn along_play(mut check: impl FnMut(&Match)) {
    let mut ev = Events::new();
    for (g, p) in PRESETS.iter().enumerate() {
        for n in p.player_counts(false) {
            let rules = Rules::of(p, n as usize).unwrap();
            for k in 0..3u64 {
                let mut rng = chance::dice(g as u64 * 100 + n as u64 * 10 + k);
                let (mut m, _) = Match::random(rules, &mut rng);
                while let Some(s) = m.hand().to_act() {
                    check(&m);
                    let level = if (s.0 as u64 + k).is_multiple_of(2) { Level::Normal } else { Level::Easy };
                    let a = decide(&m.hand().view(s), level, &mut rng).unwrap();
                    m.apply_into(s, a, &mut ev).unwrap();
                }
            }
        }
    }
}

#[test]
fn every_seat_holds_no_more_of_its_void_than_it_drew_since_in_every_game() {
    let mut shown = 0;
    along_play(|m| {
        let h = m.hand();
        for s in 0..h.seats() {
            let v = h.history().void(Seat(s));
            assert!(v.allows(h.hand(Seat(s))), "{}: seat {s} holds more of its void than it may", h.rules().preset.id);
            shown += !v.sure().is_empty() as u32;
        }
    });
    assert!(shown > 1000, "too few voids shown ({shown})");
}

#[test]
fn a_sampled_deal_gives_no_seat_more_of_its_void_than_it_may_hold() {
    let (mut states, mut off) = (0u32, 0u32);
    along_play(|m| {
        let h = m.hand();
        let me = h.to_act().unwrap();
        let v = h.view(me);
        let mut rng = chance::dice(states as u64);
        for _ in 0..4 {
            let d = v.sample(&mut rng);
            assert_eq!(d.view(me), v, "a sample keeps what the seat sees");
            for s in (0..h.seats()).map(Seat).filter(|&s| s != me) {
                off += !v.history().void(s).allows(d.hand(s)) as u32;
            }
        }
        states += 1;
    });
    // The sampler falls back to an inconsistent deal only when its greedy deal fails
    // a few times running: rare.
    assert!(off * 200 < states, "{off} seats dealt against their void in {states} states");
}
