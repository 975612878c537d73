//! The hint key `b` in the parlour's games and Dominox, through the seam: the box at a
//! decision of one's own, and a hint that never reads hidden tiles (the unseen tiles
//! moved, the hint stays the same).

use crate::tui_common;
use nos::analyse::hint;
use nos::core::Level;
use nos::core::{chance, Play, Seat};
use nos::tui::app::Screen;
use nos::tui::kit::input::Msg;
use nos::tui::line::sit::LineSitting;
use nos::tui::table::screen::Popup;
use nos::tui::table::seat::Kind;
use nos::tui::table::sitting::Sitting;
use tui_common::*;

/// A game of All Fives, seat 0 human, played on by the first play until seat 0 has a
/// choice of several after `moves` actions.
fn all_fives(seed: u64, moves: usize) -> Option<LineSitting> {
    let kinds = vec![Kind::Human, Kind::Computer(Level::Easy)];
    let mut g = LineSitting::new("all-fives", vec!["Ann".into(), "Bas".into()], kinds, seed).unwrap();
    let mut done = 0;
    let choosing =
        |g: &LineSitting| g.to_act() == Some(Seat(0)) && g.choices().iter().filter(|c| !c.forced).count() > 1;
    while done < moves || !choosing(&g) {
        if g.hand_over() {
            return None;
        }
        let c = g.choices();
        let i = c.iter().position(|c| c.tile.is_some()).unwrap_or(0);
        g.apply(&c[i].act).unwrap();
        done += 1;
    }
    Some(g)
}

#[test]
fn the_hint_box_in_a_parlour_game() {
    let g = (0..200).find_map(|s| all_fives(s, 4)).unwrap();
    let mut a = still(Screen::Offer);
    a.sit(Box::new(g));
    a.update(Msg::Char('b'));
    let Screen::Sitting(t) = &a.screen else { panic!("not at the table") };
    assert_eq!(t.popup, Some(Popup::Hint));
    insta::assert_snapshot!("hint_all_fives_80x24", screen(&mut a, 80, 24));
    a.update(Msg::Back);
    let Screen::Sitting(t) = &a.screen else { panic!("not at the table") };
    assert_eq!(t.popup, None);
}

#[test]
fn the_line_hint_never_reads_hidden_tiles() {
    let mut checked = 0;
    for seed in 0..40 {
        let Some(g) = all_fives(seed, 3) else { continue };
        let h = g.game().hand();
        let view = h.view(Seat(0));
        let want = hint::line(&view, 9);
        assert!(want.len() >= 2);
        let mut rng = chance::dice(seed);
        for _ in 0..3 {
            assert_eq!(hint::line(&view.sample(&mut rng).view(Seat(0)), 9), want, "seed {seed}");
        }
        checked += 1;
        if checked == 4 {
            return;
        }
    }
    panic!("too few positions");
}

#[test]
fn the_dominox_hint_never_reads_hidden_tiles() {
    let mut g = nos::games::dominox::Dominox::seeded(5);
    let mut checked = 0;
    while let Some(s) = g.to_act() {
        let view = g.view(s);
        let want = hint::board(&view, 4);
        if want.len() >= 2 && checked < 2 {
            let moved = view.sample(&mut chance::dice(checked));
            assert_eq!(hint::board(&moved.view(s), 4), want);
            checked += 1;
        }
        let a = nos::games::dominox::ai::normal::act(&view).unwrap();
        g.apply(s, a).unwrap();
        if checked == 2 {
            return;
        }
    }
    panic!("too few positions");
}
