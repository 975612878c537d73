//! The cross drawn around the set: every tile shown, nothing overlapping, at 80x24.

use super::*;
use crate::core::Tile;
use crate::games::nos::games::Game;
use crate::games::nos::layout::Placed;
use std::collections::HashMap;

/// A cross on 5-5 whose arms N, E, S, W hold `lens` tiles, every tile a different one,
/// under the matador rule (its doubles lie in line).
fn cross_with(lens: [usize; 4]) -> Layout {
    cross_in(5, lens)
}

/// The same in Nos game `game`. The tiles need not match: only the drawing is under
/// test. The third tile of an arm, and every third after it, is a double while doubles
/// last, so that no arm holds two in a row (no play could), and a short arm holds none.
fn cross_in(game: u8, lens: [usize; 4]) -> Layout {
    let set = Tile::double(5);
    let mut l = Layout::new(5, 5, Game::Plain(game).plan(set).unwrap());
    let (plain, doubles): (Vec<Tile>, Vec<Tile>) =
        (0..28).filter_map(Tile::from_index).filter(|&t| t != set).partition(|t| !t.is_double());
    let (mut plain, mut doubles) = (plain.into_iter(), doubles.into_iter());
    // Deal round the arms, as play would.
    for j in 0..lens.iter().copied().max().unwrap_or(0) {
        for (pos, &n) in Pos::ALL.into_iter().zip(lens.iter()) {
            if j < n {
                let double = if j % 3 == 2 { doubles.next() } else { None };
                let tile = double.or_else(|| plain.next()).or_else(|| doubles.next()).expect("at most 27 tiles");
                let (touch, open) = (tile.low(), tile.high());
                l.put(Placed { tile, at: pos, touch, open, seat: 0, immediate: false });
            }
        }
    }
    l
}

/// Every tile drawn, read back from the pieces: flat ones and standing pairs.
fn tiles_drawn(pieces: &[Piece]) -> Vec<Tile> {
    let face = |c: char| c.to_digit(10).map(|d| d as u8);
    let at: HashMap<(i32, i32), &str> = pieces.iter().map(|p| ((p.x, p.y), p.text.as_str())).collect();
    let mut out = Vec::new();
    for p in pieces {
        let c: Vec<char> = p.text.chars().collect();
        let pair = match c.first() {
            Some('[') => face(c[1]).zip(face(c[3])),
            // A standing tile, or a double standing crosswise at full length.
            Some('┌') => at.get(&(p.x, p.y + 1)).and_then(|b| {
                let below = if *b == "├─┤" { at.get(&(p.x, p.y + 2))? } else { b };
                face(c[1]).zip(face(below.chars().nth(1)?))
            }),
            _ => None,
        };
        out.extend(pair.and_then(|(a, b)| Tile::new(a, b)));
    }
    out
}

/// The pieces as text, to read in a failure.
fn picture(pieces: &[Piece]) -> String {
    let x0 = pieces.iter().map(|p| p.x).min().unwrap_or(0);
    let y0 = pieces.iter().map(|p| p.y).min().unwrap_or(0);
    let mut rows: Vec<Vec<char>> = Vec::new();
    for p in pieces {
        let y = (p.y - y0) as usize;
        rows.resize(rows.len().max(y + 1), Vec::new());
        for (i, c) in p.text.chars().enumerate() {
            let x = (p.x - x0) as usize + i;
            let row = &mut rows[y];
            if row.len() <= x {
                row.resize(x + 1, ' ');
            }
            row[x] = c;
        }
    }
    rows.iter().map(|r| r.iter().collect::<String>() + "\n").collect()
}

/// No cell is drawn twice, and everything lies within `w` by `h`.
fn assert_fits(pieces: &[Piece], w: i32, h: i32) {
    let mut seen = HashMap::new();
    for p in pieces {
        for (i, _) in p.text.chars().enumerate() {
            let cell = (p.x + i as i32, p.y);
            assert!(seen.insert(cell, p.text.clone()).is_none(), "{cell:?} drawn twice: {p:?}, {:?}", seen[&cell]);
        }
    }
    let xs = pieces.iter().map(|p| p.x).min().unwrap()
        ..pieces.iter().map(|p| p.x + p.text.chars().count() as i32).max().unwrap();
    let ys = pieces.iter().map(|p| p.y).min().unwrap()..pieces.iter().map(|p| p.y + 1).max().unwrap();
    assert!(xs.len() as i32 <= w && ys.len() as i32 <= h, "{xs:?} x {ys:?} exceeds {w}x{h}\n{}", picture(pieces));
}

#[test]
fn long_arms_bend_to_show_every_tile_at_80x24() {
    // The table area inside the 80x24 screen is 46 by 10, and 48 by 10 when wider.
    for (w, h) in [(46, 10), (48, 10), (72, 26)] {
        for lens in [[7, 7, 7, 6], [10, 8, 1, 8], [1, 10, 8, 8], [9, 0, 9, 9], [3, 12, 0, 12], [8, 8, 8, 3]] {
            let l = cross_with(lens);
            let pieces = cross(&l, w, h, false);
            assert_fits(&pieces, w, h);
            let mut drawn = tiles_drawn(&pieces);
            drawn.sort();
            let mut all: Vec<Tile> = l.placed().iter().map(|p| p.tile).chain([l.set()]).collect();
            all.sort();
            assert_eq!(drawn, all, "{lens:?} at {w}x{h}\n{}", picture(&pieces));
            if std::env::var("SHOW").is_ok() {
                eprintln!("{lens:?} at {w}x{h}\n{}", picture(&pieces));
            }
            for pos in Pos::ALL {
                assert!(pieces.iter().any(|p| p.text == pos.letter()), "label {pos} at {w}x{h}");
            }
        }
    }
}

#[test]
fn a_cross_that_cannot_fit_says_how_many_tiles_are_left_out() {
    let l = cross_with([14, 13, 0, 0]);
    let pieces = cross(&l, 30, 6, false);
    assert_fits(&pieces, 30, 6);
    let hidden: usize = pieces.iter().filter_map(|p| p.text.trim().strip_prefix('+')?.parse::<usize>().ok()).sum();
    assert!(hidden > 0);
    assert_eq!(tiles_drawn(&pieces).len() + hidden, 28);
}

#[test]
fn doubles_of_an_ordinary_cross_lie_crosswise_at_80x24() {
    // Nos's rules: in ordinary dominoes "doubles are traditionally placed crosswise".
    // A long arm at 80x24 may need more of its tiles counted by a marker than before.
    for (w, h) in [(46, 10), (48, 10), (72, 26)] {
        for lens in [[7, 7, 7, 6], [10, 8, 1, 8], [3, 3, 3, 3], [1, 10, 8, 8]] {
            let l = cross_in(2, lens);
            let pieces = cross(&l, w, h, false);
            assert_fits(&pieces, w, h);
            let hidden: usize =
                pieces.iter().filter_map(|p| p.text.trim().strip_prefix('+')?.parse::<usize>().ok()).sum();
            let drawn = tiles_drawn(&pieces);
            assert_eq!(drawn.len() + hidden, l.placed().len() + 1, "{lens:?} at {w}x{h}\n{}", picture(&pieces));
            // No double drawn stands at half length or lies flat in a run of flat tiles.
            for d in drawn.iter().filter(|t| t.is_double() && **t != l.set()) {
                let v = d.low();
                let short = pieces.iter().any(|p| {
                    p.text == format!("┌{v}┐")
                        && pieces.iter().any(|q| (q.x, q.y) == (p.x, p.y + 1) && q.text == format!("└{v}┘"))
                });
                let in_row = pieces.iter().any(|p| {
                    p.text == format!("[{v}|{v}]")
                        && pieces.iter().any(|q| (q.x - p.x).abs() == 5 && q.y == p.y && q.text.starts_with('['))
                });
                assert!(!short && !in_row, "{d:?} not crosswise in {lens:?} at {w}x{h}\n{}", picture(&pieces));
            }
            if std::env::var("SHOW").is_ok() {
                eprintln!("{lens:?} at {w}x{h}, {hidden} hidden\n{}", picture(&pieces));
            }
        }
    }
}

#[test]
fn doubles_of_a_matador_cross_lie_in_line() {
    // "These doubles or matadors are not placed crosswise."
    let pieces = cross(&cross_with([3, 3, 3, 3]), 72, 26, false);
    assert!(!pieces.iter().any(|p| p.text == "├─┤"), "{}", picture(&pieces));
}

#[test]
fn short_arms_stay_straight() {
    let pieces = cross(&cross_with([2, 2, 2, 2]), 72, 26, false);
    // One row holds the set and the E and W arms; N and S stand in one column.
    let flat_rows: Vec<i32> = pieces.iter().filter(|p| p.text.starts_with('[')).map(|p| p.y).collect();
    assert!(flat_rows.iter().all(|&y| y == 0), "{flat_rows:?}");
    let standing: Vec<i32> = pieces.iter().filter(|p| p.text.starts_with('┌')).map(|p| p.x).collect();
    assert_eq!(standing, vec![1; 4]);
}

/// Sebastopol's cross: the 6-6 standing across, `lens` tiles on N, E, S, W.
fn sebastopol_arms(lens: [usize; 4]) -> Vec<(Pos, Vec<Item>, (String, Style))> {
    Pos::ALL
        .into_iter()
        .zip(lens)
        .map(|(p, n)| {
            let items = (0..n).map(|i| Item::Tile((i % 6) as u8, ((i + 1) % 6) as u8, Mark::Plain)).collect();
            (p, items, (p.letter().to_string(), Style::new()))
        })
        .collect()
}

#[test]
fn sebastopol_arms_touch_the_set_double_and_w_never_runs_down() {
    for (w, h) in [(46, 10), (54, 16)] {
        for lens in [[2, 2, 2, 2], [4, 6, 5, 9], [7, 7, 7, 7], [3, 9, 9, 12]] {
            let pieces = cross_of((6, 6, Mark::Set), true, &sebastopol_arms(lens), w, h, false);
            assert_fits(&pieces, w, h);
            let pic = picture(&pieces);
            // The first W and E tiles touch the middle of the 6-6.
            let middle = pieces.iter().find(|p| p.text == "├─┤").unwrap();
            let at =
                |x: i32| pieces.iter().any(|p| p.y == middle.y && p.x <= x && x < p.x + p.text.chars().count() as i32);
            assert!(at(middle.x - 1) && at(middle.x + 3), "{lens:?} at {w}x{h}\n{pic}");
            // W keeps to the row of the set and above it.
            let room = rooms(w, h)[0];
            let west = fit_arm(Pos::W, &sebastopol_arms(lens)[3].1, &("W".into(), Style::new()), room, false, true);
            assert!(west.pieces.iter().all(|p| p.y <= 0), "{lens:?} at {w}x{h}\n{pic}");
        }
    }
}

#[test]
fn sebastopol_s_marker_sits_right_under_the_set_double() {
    let room = rooms(46, 10)[0];
    let south = fit_arm(Pos::S, &sebastopol_arms([0, 0, 12, 0])[2].1, &("S".into(), Style::new()), room, false, true);
    assert!(south.hidden > 0);
    let marker = south.pieces.iter().find(|p| p.text.trim().starts_with('+')).unwrap();
    // The 6-6's lower half is on row 1.
    assert_eq!(marker.y, 2, "{}", picture(&south.pieces));
}
