//! The Dominox board in the terminal: snapshots at 80x24 and 120x40, the colours of
//! squares, highlights, the cursor and the areas at the end, and clicks on squares.

use crate::dominox_common;
use dominox_common::*;
use nos::core::{Play, Seat};
use nos::games::dominox::{Dir, Dominox, View};
use nos::tui::board::grid::{self, Geometry, Screen};
use nos::tui::board::pick::{Key, Pick};
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Color;
use ratatui::Terminal;

fn draw(view: &View, pick: Option<&Pick>, pips: bool, w: u16, h: u16) -> Buffer {
    let screen = Screen { view, pick, names: ["Ann", "Bas"], pips };
    let mut t = Terminal::new(TestBackend::new(w, h)).unwrap();
    t.draw(|f| f.render_widget(&screen, f.area())).unwrap();
    t.backend().buffer().clone()
}

fn text(buf: &Buffer) -> String {
    let mut out = String::new();
    for y in 0..buf.area.height {
        let line: String = (0..buf.area.width).map(|x| buf[(x, y)].symbol()).collect();
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

fn both(name: &str, view: &View, pick: Option<&Pick>, pips: bool) {
    for (w, h) in [(80, 24), (120, 40)] {
        insta::assert_snapshot!(format!("{name}_{w}x{h}"), text(&draw(view, pick, pips, w, h)));
    }
}

/// The background of the middle cell of a square's number box.
fn bg(buf: &Buffer, s: &str) -> Color {
    let g = Screen::geometry(buf.area).unwrap();
    let (x, y) = g.origin(sq(s));
    buf[(x + g.cw / 2, y + (g.ch - 1) / 2)].bg
}

/// The sample game after its nine moves: Black to play.
fn after_nine() -> Dominox {
    let ex = example("dominox-sample-game-moves-1-9.json");
    let mut g = ex.game.clone();
    for &(s, a) in &ex.actions {
        g.apply(s, a).unwrap();
    }
    g
}

#[test]
fn the_first_move_with_the_lead_double_at_the_cursor() {
    let g = sample_game();
    let pick = Pick::default();
    both("dominox_first_move", &g.view(Seat(0)), Some(&pick), false);
}

fn sample_game() -> Dominox {
    example("dominox-sample-game-moves-1-9.json").game
}

#[test]
fn mid_game_the_chosen_tile_and_where_it_fits() {
    let g = after_nine();
    let v = g.view(Seat(1));
    // Black's 2-3 standing on e6 e5: its 2 under the 2 on e7.
    let mut pick = Pick { cursor: sq("e6"), index: 0, dir: Dir::East };
    let i = v.own().iter().position(|t| t == t_("2-3")).unwrap();
    pick.update(Key::Tile(i as u8 + 1), &v);
    pick.update(Key::Rotate, &v);
    assert_eq!(pick.dir, Dir::South);
    assert!(pick.legal(&v));
    both("dominox_mid_game", &v, Some(&pick), false);
    both("dominox_mid_game_pips", &v, Some(&pick), true);
}

fn t_(s: &str) -> nos::core::Tile {
    t(s)
}

#[test]
fn the_opponent_waiting_sees_no_cursor_and_no_highlight() {
    let g = after_nine();
    let v = g.view(Seat(0));
    let pick = Pick::default();
    both("dominox_waiting", &v, Some(&pick), false);
    let buf = draw(&v, Some(&pick), false, 80, 24);
    assert_eq!(bg(&buf, "d4"), grid::LIGHT, "no cursor for a seat not to act");
}

#[test]
fn the_end_shades_the_areas_by_owner_with_the_counts() {
    let (g, _) = replay(&example("dominox-complete-game-draw-5-5.json"));
    assert!(g.is_over());
    let v = g.view(Seat(0));
    both("dominox_game_over", &v, None, false);
    let buf = draw(&v, None, false, 80, 24);
    for a in nos::games::dominox::areas(g.board()) {
        let want = match a.owner() {
            Some(nos::games::dominox::Colour::White) => grid::WHITE_AREA,
            Some(nos::games::dominox::Colour::Black) => grid::BLACK_AREA,
            None => continue,
        };
        for s in nos::games::dominox::square::squares(a.squares) {
            assert_eq!(bg(&buf, &s.to_string()), want, "{s}");
        }
    }
    assert!(text(&buf).contains("Game over: White 5, Black 5"));
}

#[test]
fn styles_square_colours_last_placement_fits_and_cursor() {
    let g = after_nine();
    let v = g.view(Seat(1));
    let mut pick = Pick { cursor: sq("e6"), index: 0, dir: Dir::South };
    let i = v.own().iter().position(|x| x == t("2-3")).unwrap();
    pick.update(Key::Tile(i as u8 + 1), &v);
    for (w, h) in [(80, 24), (120, 40)] {
        let buf = draw(&v, Some(&pick), false, w, h);
        // a1 is White's corner, empty; the a4 square is dark.
        assert_eq!(bg(&buf, "a1"), grid::LIGHT);
        assert_eq!(bg(&buf, "a4"), grid::DARK);
        // White's 1-4 on a2 a3 was the last placement.
        assert_eq!(bg(&buf, "a2"), grid::LAST);
        assert_eq!(bg(&buf, "g8"), grid::TILE);
        // 2-3 fits standing on e6 e5 (the 2 under e7's 2): the cursor is green.
        assert!(pick.legal(&v));
        assert_eq!(bg(&buf, "e6"), grid::CURSOR_OK);
        assert_eq!(bg(&buf, "e5"), grid::CURSOR_OK);
        // Elsewhere it fits too: far from every tile.
        assert_eq!(bg(&buf, "e2"), grid::FITS);
        // h7 next to the 0 on g7 and the 5 on h6 takes no 2 or 3.
        assert_eq!(bg(&buf, "h7"), grid::DARK);
    }
    // Lying east, its 3 on f6 would touch only 0s: red.
    pick.dir = Dir::East;
    assert!(!pick.legal(&v));
    let buf = draw(&v, Some(&pick), false, 80, 24);
    assert_eq!(bg(&buf, "f6"), grid::CURSOR_BAD);
    // Lying west from a-file: off the board, the cursor square alone in red.
    let off = Pick { cursor: sq("a5"), index: 0, dir: Dir::West };
    let buf = draw(&v, Some(&off), false, 80, 24);
    assert_eq!(bg(&buf, "a5"), grid::CURSOR_BAD);
}

#[test]
fn a_click_names_the_square_under_it() {
    for (w, h) in [(80, 24), (120, 40)] {
        let g = Screen::geometry(Rect::new(0, 0, w, h)).unwrap();
        for s in nos::games::dominox::Square::all() {
            let (x, y) = g.origin(s);
            for (dx, dy) in [(0, 0), (g.cw - 1, g.ch - 1)] {
                assert_eq!(g.square_at(x + dx, y + dy), Some(s));
            }
        }
        assert_eq!(g.square_at(0, 0), None, "the rank numbers are no square");
        assert_eq!(g.square_at(g.x + 2, g.y + 8 * g.ch), None, "nor the file letters");
    }
    assert_eq!(Geometry::fit(Rect::new(0, 0, 20, 8)), None);
}

#[test]
fn a_small_window_says_so() {
    let g = sample_game();
    let buf = draw(&g.view(Seat(0)), None, false, 30, 8);
    assert!(text(&buf).contains("too small"));
}

#[test]
fn the_cursor_over_tiles_leaves_them_readable() {
    let g = after_nine();
    let v = g.view(Seat(1));
    // The chosen tile at g8 lying south: both squares hold the 0-0.
    let pick = Pick { cursor: sq("g8"), index: 0, dir: Dir::South };
    let buf = draw(&v, Some(&pick), false, 80, 24);
    assert_eq!(bg(&buf, "g8"), grid::CURSOR_BAD);
    let screen = text(&buf);
    let rank8 = screen.lines().next().unwrap();
    assert!(rank8.starts_with("8      [5] [6] [6]         [0]"), "{rank8}");
    let rank7 = screen.lines().nth(2).unwrap();
    assert!(rank7.starts_with("7  [5] [5] [5] [2] [2]═[0] [0]"), "{rank7}");
}
