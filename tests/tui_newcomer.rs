//! What a newcomer meets first, as the screen says it: Dominox's cursor never stranded
//! on a covered square, where the chosen tile fits and a key to go there, refusals in
//! a player's words without ruling numbers.

mod tui_common;
use nos::dominox::{Action, Dominox};
use nos::engine::{Play, Seat};
use nos::tui::dominox_sit::DominoxSitting;
use nos::tui::game::Kind;
use nos::tui::input::Msg;
use nos::tui::sitting::{OnTable, Sitting, TableInput};
use tui_common::*;

/// A hot-seat Dominox game played `moves` actions in, each the first legal one.
fn dominox_after(seed: u64, moves: usize) -> DominoxSitting {
    let mut s = DominoxSitting::new(names(2), vec![Kind::Human; 2], seed).unwrap();
    for _ in 0..moves {
        if s.match_over() {
            break;
        }
        // The last legal action rather than the first: the board fills from both ends.
        let n = s.choices().len();
        s.apply(n - 1).unwrap();
    }
    s
}

fn key(s: &mut DominoxSitting, k: char) -> OnTable {
    let m = match k {
        'h' => Msg::Left,
        'l' => Msg::Right,
        'k' => Msg::Up,
        'j' => Msg::Down,
        c => Msg::Char(c),
    };
    s.table_input(TableInput::Key(m))
}

fn cursor_free(s: &DominoxSitting) -> bool {
    s.game().board().number_at(s.pick().cursor).is_none()
}

fn fits_at_cursor(s: &DominoxSitting) -> bool {
    let g: &Dominox = s.game();
    let v = g.view(g.to_act().unwrap());
    s.pick().legal(&v)
}

#[test]
fn dominox_the_cursor_never_stands_on_a_covered_square() {
    for seed in 0..12 {
        for moves in [6, 14, 22, 30] {
            let mut s = dominox_after(seed, moves);
            if s.match_over() {
                continue;
            }
            assert!(cursor_free(&s), "seed {seed}, {moves} moves: after the deal's settle");
            for k in "hhhhhhhhjjjjjjjjllllllllkkkkkkkk]r]r[jh]lk2l3k".chars() {
                key(&mut s, k);
                assert!(cursor_free(&s), "seed {seed}, {moves} moves, after {k}: on a covered square");
            }
        }
    }
}

#[test]
fn dominox_a_tile_that_fits_elsewhere_says_in_how_many_places_and_n_goes_there() {
    let mut seen = 0;
    for seed in 0..20 {
        let mut s = dominox_after(seed, 24);
        if s.match_over() {
            continue;
        }
        // Each tile in turn, the cursor swept over the board: wherever the chosen tile
        // does not fit but fits elsewhere, the status says so, and `n` goes there.
        for k in "]hjhjhj]lklklk]hhjj]llkk".chars() {
            let said = key(&mut s, k);
            let g = s.game();
            let seat = g.to_act().unwrap();
            let v = g.view(seat);
            let lies = s.pick().lies(&v);
            if fits_at_cursor(&s) || lies.is_empty() {
                assert!(!matches!(&said, OnTable::Say(w) if w.contains("fits in")), "{said:?}");
                continue;
            }
            let OnTable::Say(w) = said else { panic!("seed {seed}: nothing said of {:?}", s.pick()) };
            let tile = s.pick().tile(&v).unwrap();
            let n = g.legal().iter().filter(|a| matches!(a, Action::Place(p) if p.tile() == tile)).count();
            let places = if n == 1 { "1 place".to_string() } else { format!("{n} places") };
            assert_eq!(w, format!("{tile} does not fit here; it fits in {places}: n goes to the next"));
            key(&mut s, 'n');
            assert!(fits_at_cursor(&s), "seed {seed}: n did not go to a place that fits");
            // And n again goes on, round the places, never off them.
            for _ in 0..n + 1 {
                key(&mut s, 'n');
                assert!(fits_at_cursor(&s));
            }
            seen += 1;
        }
    }
    assert!(seen > 10, "only {seen} tiles that fit elsewhere");
}

#[test]
fn dominox_a_refusal_names_the_tile_as_the_line_above_it_and_cites_no_ruling_number() {
    // A game far enough in that some lie at the cursor touches a tile unmatched.
    for seed in 0..30 {
        let mut s = dominox_after(seed, 16);
        if s.match_over() {
            continue;
        }
        for k in "rhrhrjrjrlrlrkrk]r]r]r".chars() {
            key(&mut s, k);
            if fits_at_cursor(&s) {
                continue;
            }
            let before = s.game().clone();
            let OnTable::Say(why) = s.table_input(TableInput::Key(Msg::Enter)) else { continue };
            assert_eq!(s.game(), &before, "a refusal changes nothing");
            assert!(!why.contains('#'), "{why}");
            if why.contains("must touch") || why.contains("one of them") {
                let v = s.game().view(s.game().to_act().unwrap());
                let pl = s.pick().placement(&v).unwrap();
                // "3-1 on c3 c4: the 1 on c4 touches a 3 on c5: equal numbers must touch"
                assert!(why.starts_with(&format!("{pl}: the ")), "{why}");
                assert!(why.contains(" touches a "), "{why}");
                return;
            }
        }
    }
    panic!("no unmatched lie found");
}

#[test]
fn dominox_a_drawn_game_says_so_without_a_ruling_number() {
    let g = Dominox::seeded(3);
    let lines = nos::tui::dominox_table::summary(&g, &names(2), Some(Seat(0)));
    assert!(lines.iter().all(|l| !l.contains('#')), "{lines:?}");
}
