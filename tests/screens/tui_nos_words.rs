//! Nos's words as a newcomer reads them, each checked against the rule it states: the
//! labels of the ends in the window for doubles at once, the set tile's line in the
//! first hand, the announce list's missing games, the help's keys, the desk's offences
//! and the resume list.

use crate::common::*;
use nos::core::Pos::{E, N, S, W};
use nos::games::nos::{Action, Game, Phase};
use nos::tui::nos::table::Table as NosTable;

#[test]
fn in_the_window_for_doubles_at_once_the_labels_name_every_slot_a_double_may_take() {
    // Game 17, a double cross with "here" on N, set 6-6: the 1-1 may go at once on N or
    // S, the two matador slots (rulings §5 #28), though a regular tile goes on N first.
    let d = deal(&["6-6 2-3 0-2 4-5", "0-4 2-4 3-6 5-6", "1-1 0-1 1-2 2-5", "3-3 1-4 0-5 1-5"], "", "");
    let mut tb = Table::later(d, 0);
    tb.run(&[(0, set("6-6")), (0, Action::Announce(Game::HereThenCross { double: true, here: N }))]);
    // Each seat in turn is asked (rulings #7): Bas, who holds no such double, lets it go.
    while !(matches!(tb.hand.phase(), Phase::Immediate { .. }) && tb.hand.to_act() == Some(nos::core::Seat(2))) {
        let s = tb.hand.to_act().expect("the hand goes on");
        tb.hand.apply(s, Action::Decline).unwrap();
    }
    assert!(matches!(tb.hand.phase(), Phase::Immediate { .. }), "{:?}", tb.hand.phase());
    let places: Vec<_> =
        tb.hand.legal().iter().filter_map(|a| if let Action::Play { at, .. } = a { Some(*at) } else { None }).collect();
    assert_eq!(places, [N, S]);
    let labels = NosTable::legend(&tb.hand);
    for (p, words, open) in &labels {
        if places.contains(p) {
            assert!(*open && words.starts_with("0-0 or 1-1 at once, else "), "{p} {words}");
            assert!(words.contains("at once"), "{p} {words}");
        } else {
            assert!([E, W].contains(p) && !words.contains("at once"), "{p} {words}");
        }
    }
    // Once the window is over, S waits for N again.
    tb.skip_windows();
    let s = NosTable::legend(&tb.hand).into_iter().find(|l| l.0 == S).unwrap();
    assert_eq!(s.1, "after a tile on N");
}

/// Ann alone with two computers at `seed` (or three people at one keyboard, `hot`),
/// driven until `stop` says so.
fn alone_until(
    seed: u64,
    hot: bool,
    mut stop: impl FnMut(&mut nos::tui::app::App) -> bool,
) -> Option<nos::tui::app::App> {
    use nos::core::Level;
    use nos::record::played::Game as Played;
    use nos::tui::table::seat::Kind;
    let kinds = if hot {
        vec![Kind::Human; 3]
    } else {
        vec![Kind::Human, Kind::Computer(Level::Easy), Kind::Computer(Level::Easy)]
    };
    let mut a = crate::tui_common::app_of(Played::new(crate::tui_common::names(3), kinds, seed));
    a.delay = std::time::Duration::from_secs(60);
    for _ in 0..400 {
        if stop(&mut a) {
            return Some(a);
        }
        match a.nos().due() {
            Some(_) => a.tick(std::time::Instant::now() + std::time::Duration::from_secs(3600)),
            None => {
                let m = crate::tui_common::robot(&a)?;
                a.update(m);
            }
        }
    }
    None
}

#[test]
fn the_first_hands_one_double_set_for_you_says_the_highest_double_sets_hand_1() {
    // Three people at one keyboard: the seat on set holds the highest double in play
    // and others; in hand 1 that one sets (rules.md §3.1), and the line says so, not
    // "the one double you may set".
    for seed in 0..40 {
        let at_set = |a: &mut nos::tui::app::App| {
            let h = a.nos().game().hand();
            matches!(h.phase(), Phase::Set { .. }) && a.nos().due().is_some()
        };
        let Some(mut a) = alone_until(seed, true, at_set) else { continue };
        let held = a.nos().game().hand().hand(a.nos().game().hand().on_set());
        if held.iter().filter(|t| t.is_double()).count() < 2 {
            continue;
        }
        let s = crate::tui_common::screen(&mut a, 100, 30);
        assert!(s.contains("the highest double sets hand 1; "), "{s}");
        assert!(!s.contains("the one double you may set"), "{s}");
        return;
    }
    panic!("no seat on set held two doubles in hand 1");
}

#[test]
fn the_announce_list_says_in_one_line_why_the_games_it_leaves_out_are_not_offered() {
    use nos::games::nos::form::not_offered;
    let t = |s: &str| s.parse::<nos::core::Tile>().unwrap();
    assert_eq!(not_offered(t("6-6")).as_deref(), Some("Not offered on 6-6: 13–16, set on the 0-0 only."));
    assert_eq!(
        not_offered(t("0-0")).as_deref(),
        Some("Not offered on 0-0: 5, 6, 9, 10, set on a double other than 0-0 only.")
    );
    assert_eq!(not_offered(t("5-3")).as_deref(), Some("Not offered on 3-5: 2, 3, 5–10, 13–17, set on a double only."));
    // On the screen, under the list Ann announces from.
    for seed in 0..40 {
        let announcing = |a: &mut nos::tui::app::App| {
            let h = a.nos().game().hand();
            h.phase() == Phase::Announce && h.to_act() == Some(nos::core::Seat(0))
        };
        let Some(mut a) = alone_until(seed, false, announcing) else { continue };
        let s = crate::tui_common::screen(&mut a, 100, 30);
        assert!(s.contains("Not offered on "), "{s}");
        return;
    }
    panic!("Ann never announced");
}

#[test]
fn the_penalty_desk_offers_no_deal_offence_at_a_table_the_program_deals() {
    // P1 and P3 (too few tiles, more than two too many, at the deal) happen only where
    // players take real tiles (rulings §4): the program deals, so the desk leaves them
    // out; a record holding them still checks.
    use nos::games::nos::Offence;
    let g = nos::record::played::Game::new(crate::tui_common::names(3), vec![nos::tui::table::seat::Kind::Human; 3], 7);
    let list = g.desk_list();
    assert!(!list.contains(&Offence::P1) && !list.contains(&Offence::P3), "{list:?}");
    assert_eq!(list, [Offence::P12, Offence::P17, Offence::P18]);
    assert!(Offence::P1.at_desk() && Offence::P3.at_desk());
}
