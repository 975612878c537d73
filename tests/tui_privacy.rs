//! Hot-seat privacy: over a whole hand played by key presses, no frame shows a seat's
//! tiles while another seat acts or while the hand-over screen is up.

mod tui_common;
use nos::engine::Seat;
use nos::tui::app::Screen;
use nos::tui::draw::areas;
use nos::tui::tiles::in_hand;
use ratatui::layout::Rect;
use tui_common::*;

fn bottom_text(app: &mut nos::tui::app::App, w: u16, h: u16) -> String {
    let buf = draw(app, w, h);
    let a = areas(Rect::new(0, 0, w, h), app.game.as_ref().unwrap().n() as usize).bottom;
    let mut s = String::new();
    for y in a.y..a.bottom() {
        for x in a.x..a.right() {
            s.push_str(buf[(x, y)].symbol());
        }
        s.push('\n');
    }
    s
}

#[test]
fn no_frame_shows_a_hand_but_to_its_own_seat() {
    for (n, seed) in [(3, 1), (4, 7), (5, 3)] {
        let mut a = app(n, seed);
        let mut frames = 0;
        let mut handovers = 0;
        play_hand(&mut a, |a| {
            frames += 1;
            let g = a.game.as_ref().unwrap();
            let acting = g.hand().to_act();
            let hands: Vec<_> = (0..n as u8).map(|i| g.hand().hand(Seat(i))).collect();
            let names = g.names.clone();
            let handover = matches!(a.screen, Screen::HandOver(_));
            handovers += handover as usize;
            let text = bottom_text(a, 80, 24);
            for (i, h) in hands.iter().enumerate() {
                let own = acting == Some(Seat(i as u8)) && !handover;
                if own {
                    continue;
                }
                assert!(!text.contains(&format!("{}'s tiles", names[i])), "frame {frames}: {}'s tiles shown", names[i]);
                for t in h.iter() {
                    assert!(!text.contains(&in_hand(t, false)), "frame {frames}: {t} of {} shown:\n{text}", names[i]);
                }
            }
            if handover {
                assert!(!text.contains('['), "frame {frames}: a tile during the hand-over:\n{text}");
            }
        });
        assert!(handovers >= 2 * n, "every seat is asked through the hand-over ({handovers})");
        assert!(matches!(a.screen, Screen::Summary));
    }
}

#[test]
fn every_seat_is_asked_about_declaring_whether_or_not_it_can() {
    let mut a = app(4, 7);
    // The seat on set takes the keyboard, sets and announces.
    let mut asked = Vec::new();
    play_hand(&mut a, |a| {
        if let Screen::HandOver(s) = a.screen {
            if matches!(a.game.as_ref().unwrap().hand().phase(), nos::engine::Phase::Declare { .. }) {
                asked.push(s);
            }
        }
    });
    asked.dedup();
    assert_eq!(asked.len(), 4, "{asked:?}");
}
