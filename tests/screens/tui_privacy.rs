//! Hot-seat privacy: over a whole hand played by key presses, no frame shows a seat's
//! tiles while another seat acts or while the hand-over screen is up; and the mouse
//! keeps to the same rules (no click on the hand area acts during a hand-over or for a
//! seat not to act, a click lands only on the frame drawn, a whole hand by clicks).

use crate::tui_common;
use nos::core::Level;
use nos::core::Seat;
use nos::games::nos::Phase;
use nos::record::played::Game;
use nos::tui::app::{App, Screen};
use nos::tui::front::Pick;
use nos::tui::front::Screen as NosScreen;
use nos::tui::kit::hits::Hit;
use nos::tui::kit::input::Msg;
use nos::tui::kit::tiles::in_hand;
use nos::tui::table::seat::Kind;
use ratatui::layout::Rect;
use std::time::{Duration, Instant};
use tui_common::*;

const SIZES: [(u16, u16); 2] = [(80, 24), (120, 40)];

fn bottom_text(app: &mut nos::tui::app::App, w: u16, h: u16) -> String {
    let buf = draw(app, w, h);
    let a = nos_areas(Rect::new(0, 0, w, h), app.nos().game_at().unwrap().n() as usize).bottom;
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
            let g = a.nos().game_at().unwrap();
            let acting = g.hand().to_act();
            let hands: Vec<_> = (0..n as u8).map(|i| g.hand().hand(Seat(i))).collect();
            let names = g.names.clone();
            let handover = matches!(a.nos().screen(), NosScreen::HandOver(_));
            handovers += handover as usize;
            let text = bottom_text(a, 80, 24);
            for (i, h) in hands.iter().enumerate() {
                let own = acting == Some(Seat(i as u8)) && !handover;
                if own {
                    continue;
                }
                assert!(!text.contains(&format!("{}'s hand", names[i])), "frame {frames}: {}'s tiles shown", names[i]);
                for t in h.iter() {
                    assert!(!text.contains(&in_hand(t, false)), "frame {frames}: {t} of {} shown:\n{text}", names[i]);
                }
            }
            if handover {
                assert!(!text.contains('['), "frame {frames}: a tile during the hand-over:\n{text}");
            }
        });
        assert!(handovers >= 2 * n, "every seat is asked through the hand-over ({handovers})");
        assert!(matches!(a.nos().screen(), NosScreen::Summary));
    }
}

#[test]
fn every_seat_is_asked_about_declaring_whether_or_not_it_can() {
    let mut a = app(4, 7);
    // The seat on set takes the keyboard, sets and announces.
    let mut asked = Vec::new();
    play_hand(&mut a, |a| {
        if let NosScreen::HandOver(h) = a.nos().screen() {
            if matches!(a.nos().game_at().unwrap().hand().phase(), nos::games::nos::Phase::Declare { .. }) {
                asked.push(h.seat());
            }
        }
    });
    asked.dedup();
    assert_eq!(asked.len(), 4, "{asked:?}");
}

/// The cells of the bottom panel.
fn bottom(a: &App, w: u16, h: u16) -> Rect {
    nos_areas(Rect::new(0, 0, w, h), a.nos().game().n() as usize).bottom
}

#[test]
fn a_click_on_the_hand_area_during_a_hand_over_does_nothing() {
    let mut a = app(4, 7);
    // Every seat's turn comes after a hand-over: try the first few.
    let mut tried = 0;
    for _ in 0..400 {
        if let (NosScreen::HandOver(_), true) = (&a.nos().screen(), tried < 4) {
            tried += 1;
            for (w, h) in SIZES {
                let before = screen(&mut a, w, h);
                let r = bottom(&a, w, h);
                for x in r.x..r.right() {
                    // The tiles' row, and the row under the "press Enter" line.
                    for y in [r.y + 1, r.y + 3] {
                        screen(&mut a, w, h);
                        a.update(Msg::Click { x, y });
                        assert_eq!(screen(&mut a, w, h), before, "a click at {x},{y} changed the hand-over");
                    }
                }
                assert!(matches!(a.nos().screen(), NosScreen::HandOver(_)));
                assert!(a.hits.borrow().areas().iter().all(|(_, h)| !matches!(h, Hit::Tile(_))));
            }
        }
        let Some(k) = robot(&a) else { break };
        a.update(k);
    }
    assert_eq!(tried, 4);
}

#[test]
fn a_click_on_the_tiles_of_a_seat_not_to_act_does_nothing() {
    // One person and three computers: the person's tiles stay in view while the
    // computers play, and no click on them acts, for anyone.
    let mut kinds = vec![Kind::Computer(Level::Easy); 4];
    kinds[2] = Kind::Human;
    let mut a = still(Screen::Offer);
    a.start(Game::new(names(4), kinds, 7));
    let mut checked = 0;
    for _ in 0..400 {
        let g = a.nos().game();
        let Some(seat) = g.hand().to_act() else { break };
        if g.kind(seat) != Kind::Human {
            let actions = g.session.logs().last().unwrap().actions.len();
            let buf = draw(&mut a, 80, 24);
            let r = bottom(&a, 80, 24);
            let row = (r.x..r.right()).map(|x| buf[(x, r.y + 1)].symbol().to_string()).collect::<String>();
            assert!(row.contains('['), "Cor's tiles are in view: {row}");
            for x in r.x..r.right() {
                draw(&mut a, 80, 24);
                a.update(Msg::Click { x, y: r.y + 1 });
            }
            let g = a.nos().game();
            assert_eq!(g.hand().to_act(), Some(seat), "the computer seat is still to act");
            assert_eq!(g.session.logs().last().unwrap().actions.len(), actions, "nothing was played");
            checked += 1;
            a.tick(Instant::now() + Duration::from_secs(5));
        } else {
            let Some(k) = robot(&a) else { break };
            a.update(k);
        }
        if checked >= 5 {
            return;
        }
    }
    panic!("too few computer turns checked ({checked})");
}

#[test]
fn a_click_lands_only_on_the_frame_drawn() {
    // The seat on set takes the keyboard and sets by a key: the tile it saw under the
    // mouse is gone, and a click there before the next frame does nothing.
    let mut a = app(4, 7);
    press(&mut a, Msg::Enter);
    // The tile that may be set, marked • (a move made for the seat shows no cursor).
    let (x, y) = find(&mut a, 80, 24, "]•").unwrap();
    press(&mut a, Msg::Enter);
    assert!(matches!(a.nos().pick(), Pick::Games { .. }));
    let before = a.nos().game().session.logs()[0].actions.len();
    a.update(Msg::Click { x, y });
    assert_eq!(a.nos().game().session.logs()[0].actions.len(), before);
    assert!(matches!(a.nos().pick(), Pick::Games { .. }));
}

/// The click a player who wants the hand to go on makes now: where the robot's key
/// is drawn, as a tile, a row, an answer or a key.
fn robot_click(a: &mut App) -> Option<(u16, u16)> {
    let k = robot(a)?;
    draw(a, 80, 24);
    let hits = a.hits.borrow().areas().to_vec();
    let want = |h: &Hit| match (&a.nos().pick(), h) {
        (Pick::Tile, Hit::Tile(i)) => {
            k == Msg::Enter && *i == a.nos().cursor() && matches!(a.nos().screen(), NosScreen::Play)
        }
        (Pick::Games { cursor }, Hit::Row { row, then }) => *row == *cursor && *then == Some(k),
        (Pick::Place { cursor, .. }, Hit::Key(Msg::Char(c))) => {
            k == Msg::Enter && *c == char::from(b'1' + *cursor as u8)
        }
        (_, Hit::Key(m)) => *m == k,
        _ => false,
    };
    // A tile is the click for Enter only where Enter plays the tile under the cursor.
    let tile_turn = matches!(a.nos().game().hand().phase(), Phase::Turn { .. } | Phase::Set { .. });
    let find = |want: &dyn Fn(&Hit) -> bool| {
        hits.iter()
            .filter(|(_, h)| tile_turn || !matches!(h, Hit::Tile(_)))
            .find(|(_, h)| want(h))
            .map(|(r, _)| (r.x, r.y))
    };
    // "No" to an offer that cannot be taken is "go on".
    find(&want).or_else(|| if k == Msg::Char('n') { find(&|h| *h == Hit::Key(Msg::Enter)) } else { None })
}

#[test]
fn a_whole_hand_by_the_mouse_alone_shows_each_hand_only_to_its_seat() {
    for (n, seed) in [(3, 1), (4, 7), (5, 3)] {
        let mut a = app(n, seed);
        let mut clicks = 0;
        loop {
            if a.nos().due().is_some() {
                // A move made for the seat (a question with one answer): the player waits.
                a.tick(std::time::Instant::now() + std::time::Duration::from_secs(3600));
                continue;
            }
            let Some((x, y)) = robot_click(&mut a) else { break };
            // Every tile that can be clicked is the acting seat's, shown to it alone.
            let tiles: Vec<usize> = a
                .hits
                .borrow()
                .areas()
                .iter()
                .filter_map(|(_, h)| match h {
                    Hit::Tile(i) => Some(*i),
                    _ => None,
                })
                .collect();
            if !tiles.is_empty() {
                let g = a.nos().game();
                let seat = g.hand().to_act().expect("a seat acts");
                assert!(matches!(a.nos().screen(), NosScreen::Play), "tiles clickable off the table");
                assert_eq!(a.nos().shown_seat(), Some(seat), "tiles clickable for a seat not to act");
                assert!(tiles.iter().all(|&i| i < g.hand().hand(seat).len() as usize));
            }
            a.update(Msg::Click { x, y });
            clicks += 1;
            assert!(clicks < 5000, "the hand does not end");
        }
        assert!(
            matches!(a.nos().screen(), NosScreen::Summary),
            "{n} seats: the hand ends by clicks\n{}",
            screen(&mut a, 80, 24)
        );
        assert!(a.nos().game().hand().is_over());
    }
}

/// Where each part of Nos's table screen lies, for `n` seats.
fn nos_areas(area: Rect, n: usize) -> nos::tui::table::part::Areas {
    nos::tui::table::part::Areas::of(area, n as u16 + 4, 4)
}

/// The table screen every game sits at, of an app at it.
fn sit_screen(a: &App) -> &nos::tui::table::screen::SitScreen {
    match &a.screen {
        Screen::Sitting(t) => t,
        _ => panic!("not at the table"),
    }
}

#[test]
fn no_frame_shows_the_tiles_drawn_for_a_person_before_his_hand_over_is_taken() {
    use nos::tui::openers;
    use nos::tui::table::screen::Stage;
    // Among people, a draw the rules force is made on the table's own screen, tile by
    // tile: everyone may count the tiles drawn, nobody sees them. The drawer's own
    // screen says what he drew once he has taken the keyboard, and not a frame before.
    for (id, n, seeds) in [("nos", 3, 0..4), ("draw-3", 3, 0..3), ("mexican-train", 3, 0..2)] {
        let (mut public, mut told) = (0, 0);
        for seed in seeds {
            let mut a = still(Screen::Offer);
            a.sit(
                openers::opener(id)
                    .unwrap()
                    .start(id, names(n), vec![Kind::Human; n], seed, &Default::default())
                    .unwrap(),
            );
            // The tiles drawn for each seat on the table's screen, not yet seen by it.
            let mut unseen: Vec<Vec<nos::core::Tile>> = vec![Vec::new(); n];
            // Whether the seat is still in the turn it drew in: told what it drew when it
            // takes the keyboard in it (not after its draws ended in a pass).
            let mut owed = vec![false; n];
            for step in 0..600 {
                let text = screen(&mut a, 80, 24);
                let t = sit_screen(&a);
                for (i, drawn) in unseen.iter().enumerate().filter(|(_, d)| !d.is_empty()) {
                    if t.shown_seat() == Some(Seat(i as u8)) {
                        continue;
                    }
                    let at = format!("{id} seed {seed} step {step}: {}'s draws", NAMES[i]);
                    assert!(!text.contains(&format!("{}'s hand", NAMES[i])), "{at}: hand shown\n{text}");
                    let nobody = t.shown_seat().is_none();
                    assert!(!(nobody && text.contains("You drew")), "{at}: said\n{text}");
                    for d in drawn {
                        assert!(!text.contains(&in_hand(*d, false)), "{at}: {d} shown\n{text}");
                    }
                }
                if let Some(s) = t.shown_seat() {
                    unseen[s.index()].clear();
                    if std::mem::take(&mut owed[s.index()]) {
                        assert!(text.contains("You drew"), "{id} seed {seed}: the drawer not told\n{text}");
                        told += 1;
                    }
                }
                for (i, o) in owed.iter_mut().enumerate() {
                    *o &= t.sit.to_act() == Some(Seat(i as u8));
                }
                if matches!(t.stage, Stage::Summary | Stage::Over) {
                    break;
                }
                if t.due.is_some() {
                    let seat = t.sit.to_act().unwrap();
                    let draw = t.sit.choices().first().is_some_and(|c| c.key == Some('d'));
                    let made_here = t.shown_seat().is_none() && t.sit.public() && draw;
                    let had = t.sit.tiles(seat);
                    a.tick(Instant::now() + Duration::from_secs(3600));
                    if made_here {
                        public += 1;
                        let now = sit_screen(&a).sit.tiles(seat);
                        unseen[seat.index()].extend(now.into_iter().filter(|x| !had.contains(x)));
                        owed[seat.index()] = true;
                    }
                    continue;
                }
                let k = match t.stage {
                    Stage::HandOver(_) => Msg::Enter,
                    Stage::Play if t.place.is_some() => Msg::Enter,
                    _ => {
                        let c = t.sit.choices();
                        let tiles = t.hand_tiles();
                        match tiles.iter().position(|x| c.iter().any(|c| c.tile == Some(*x))) {
                            Some(i) if i != t.cursor => Msg::Right,
                            Some(_) => Msg::Enter,
                            // Nos: "no" to a declaration, else the first key offered.
                            None if c.iter().any(|c| c.key == Some('n')) => Msg::Char('n'),
                            None => c.iter().find_map(|c| c.key).map(Msg::Char).unwrap_or(Msg::Enter),
                        }
                    }
                };
                press(&mut a, k);
            }
        }
        assert!(public > 0 && told > 0, "{id}: {public} draws made on the table's screen, {told} told");
    }
}
