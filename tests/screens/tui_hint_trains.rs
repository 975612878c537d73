//! The hint key `b` at the train games' table: the two or three best tiles with where
//! each goes, a value with its 95% interval and a reason of its own, judged from the
//! seat's view alone (two deals equal in that view give the same hint).

use crate::tui_common;
use nos::analyse::hint;
use nos::core::{chance, Level, Play, Seat};
use nos::games::trains::{ai, Action, Game, Kind as Family, Rules};
use nos::tui::app::Screen;
use nos::tui::kit::input::Msg;
use nos::tui::table::screen::Popup;
use nos::tui::table::seat::Kind;
use nos::tui::table::sitting::Sitting;
use nos::tui::trains::sit::TrainSitting;
use tui_common::*;

/// A game of `family` for `n` seats from `seed`, played by the simple player until the
/// seat on turn has at least `plays` tiles to choose among after `moves` actions.
fn at_a_choice(family: Family, n: usize, seed: u64, moves: usize, plays: usize) -> Option<Game> {
    let mut g = Game::seeded(Rules::of(family, n).unwrap(), seed);
    let mut done = 0;
    while let Some(s) = g.to_act() {
        let tiles = g.legal().iter().filter(|a| matches!(a, Action::Play { .. })).count();
        if done >= moves && tiles >= plays {
            return Some(g);
        }
        let a = ai::simple(&g.view(s))?;
        g.apply(s, a).unwrap();
        done += 1;
    }
    None
}

/// Every row names a tile and where it goes, with a finite value and interval, the
/// best first, each with a reason no other row gives.
fn well_formed(rows: &[hint::Hint]) {
    assert!((2..=3).contains(&rows.len()), "{rows:?}");
    assert!(rows.windows(2).all(|w| w[0].mean >= w[1].mean), "{rows:?}");
    for r in rows {
        assert!(r.mean.is_finite() && r.half.is_finite() && r.half >= 0.0, "{r:?}");
        assert!(r.choice.contains(" on ") || r.choice.contains(" at "), "{r:?}");
        assert!(!r.why.is_empty(), "{r:?}");
    }
    for (i, r) in rows.iter().enumerate() {
        assert!(rows[..i].iter().all(|o| o.why != r.why), "{rows:?}");
    }
}

#[test]
fn the_mexican_train_hint_gives_the_best_tiles_with_where_they_go_a_value_and_a_reason_each() {
    let g = (0..50).find_map(|s| at_a_choice(Family::Mexican, 4, s, 12, 3)).unwrap();
    let s = g.to_act().unwrap();
    well_formed(&hint::trains(&g.view(s), 3));
}

#[test]
fn the_chicken_foot_hint_gives_the_best_tiles_with_where_they_go_a_value_and_a_reason_each() {
    let g = (0..50).find_map(|s| at_a_choice(Family::Chicken, 4, s, 8, 3)).unwrap();
    let s = g.to_act().unwrap();
    well_formed(&hint::trains(&g.view(s), 3));
}

#[test]
fn two_deals_equal_in_the_seats_view_give_the_same_train_hint() {
    for family in [Family::Mexican, Family::Chicken] {
        let g = (0..50).find_map(|s| at_a_choice(family, 4, s, 10, 2)).unwrap();
        let s = g.to_act().unwrap();
        let view = g.view(s);
        let want = hint::trains(&view, 11);
        assert!(want.len() >= 2);
        let other = view.sample(&mut chance::dice(5));
        // The other seats' tiles and the boneyard are dealt again; the seat sees the same.
        assert_eq!(other.view(s), view);
        let hidden = |g: &Game| -> Vec<_> { (0..4).filter(|&k| k != s.0).map(|k| g.round().hand(Seat(k))).collect() };
        assert_ne!(hidden(&other), hidden(&g), "{family:?}: the same deal drawn again");
        assert_eq!(hint::trains(&other.view(s), 11), want, "{family:?}");
    }
}

#[test]
fn b_at_the_train_table_shows_the_hint_box() {
    let mut kinds = vec![Kind::Computer(Level::Normal); 4];
    kinds[0] = Kind::Human;
    let seat0 = |g: &TrainSitting| {
        g.to_act() == Some(Seat(0)) && g.game().legal().iter().filter(|a| matches!(a, Action::Play { .. })).count() >= 2
    };
    let mut sit = TrainSitting::new(Family::Mexican, names(4), kinds, 3, &Default::default()).unwrap();
    for _ in 0..400 {
        if seat0(&sit) {
            break;
        }
        let s = sit.to_act().unwrap();
        let a = ai::simple(&sit.game().view(s)).unwrap();
        let c = sit.choices().into_iter().find(|c| c.act.get::<Action>() == Some(a)).unwrap();
        sit.apply(&c.act).unwrap();
    }
    assert!(seat0(&sit), "seat 0 never had a choice of tiles");
    let (rows, unit) = sit.hint().unwrap();
    assert_eq!(unit, "points");
    well_formed(&rows);
    let mut a = still(Screen::Offer);
    a.sit(Box::new(sit));
    a.update(Msg::Char('b'));
    let Screen::Sitting(t) = &a.screen else { panic!("not at the table") };
    assert_eq!(t.popup, Some(Popup::Hint));
    let shown = screen(&mut a, 80, 24);
    assert!(shown.contains(&rows[0].choice), "{shown}");
    insta::assert_snapshot!("hint_mexican_train_80x24", shown);
}
