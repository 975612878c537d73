//! The tile cursor (▸ beside a tile) shows only where the seat whose hand shows
//! chooses a tile: not on a move made for it (a forced set, draw or pass), not in the
//! declarations, not while another seat acts.

use crate::tui_common;
use nos::games::nos::{Action, Phase};
use nos::tui::app::App;
use nos::tui::front::Screen as NosScreen;
use std::time::{Duration, Instant};
use tui_common::*;

/// The row of tiles in the hand's box at 80x24, if a hand shows.
fn hand_row(a: &mut App) -> Option<String> {
    let s = screen(a, 80, 24);
    let lines: Vec<&str> = s.lines().collect();
    let at = lines.iter().position(|l| l.contains("'s hand ─"))?;
    lines.get(at + 1).map(|l| l.to_string())
}

#[test]
fn the_tile_cursor_shows_only_where_the_seat_chooses_a_tile() {
    let (mut chose, mut made, mut declared) = (0, 0, 0);
    for seed in 0..3 {
        let mut a = app(3, seed);
        for _ in 0..3000 {
            if matches!(a.nos().screen(), NosScreen::Summary | NosScreen::Settled) {
                break;
            }
            let h = a.nos().game().hand();
            let phase = h.phase();
            let mut tiles: Vec<_> =
                h.legal().iter().filter(|x| matches!(x, Action::Play { .. })).filter_map(Action::tile).collect();
            tiles.dedup();
            let mover = h.to_act();
            if let Some(row) = hand_row(&mut a) {
                let shown = a.nos().shown_seat();
                if a.nos().due().is_some() {
                    assert!(!row.contains('▸'), "seed {seed}: a cursor on a move made for the seat: {row}");
                    made += 1;
                } else if matches!(phase, Phase::Declare { .. }) {
                    assert!(!row.contains('▸'), "seed {seed}: a cursor in the declarations: {row}");
                    declared += 1;
                } else if shown != mover {
                    assert!(!row.contains('▸'), "seed {seed}: a cursor in another seat's turn: {row}");
                } else if matches!(phase, Phase::Turn { .. }) && tiles.len() > 1 {
                    assert!(row.contains('▸'), "seed {seed}: no cursor where the seat chooses a tile: {row}");
                    chose += 1;
                }
            }
            if a.nos().due().is_some() {
                a.tick(Instant::now() + Duration::from_secs(3600));
            } else {
                let m = robot(&a).expect("the hand goes on");
                a.update(m);
            }
        }
    }
    // Declarations with a real choice (four doubles or more) are rare in three hands.
    assert!(chose > 0 && made > 0, "chose {chose}, made {made}, declared {declared}");
}
