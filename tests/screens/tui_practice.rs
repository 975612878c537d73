//! Advice on set and practice, drawn at 80x24 and 120x40. The advisor runs in steps in
//! the test itself (a batch per tick) with a fixed seed, so every ranking is the same.

use crate::tui_common;
use nos::analyse::job::Runner;
use nos::core::Level;
use nos::core::Seat;
use nos::games::nos::{Action, Phase};
use nos::tui::app::{App, Screen};
use nos::tui::front::Pick;
use nos::tui::front::Screen as NosScreen;
use nos::tui::kit::input::Msg;
use nos::tui::nos::coach::Coach;
use nos::tui::nos::popup::Popup;
use std::time::{Duration, Instant};
use tui_common::*;

const RUNNER: Runner = Runner::Inline { samples: 40, batch: 10 };

fn both(name: &str, app: &mut App) {
    for (w, h) in [(80, 24), (120, 40)] {
        insta::assert_snapshot!(format!("{name}_{w}x{h}"), screen(app, w, h));
    }
}

fn advising(a: &App) -> bool {
    a.nos().advice().is_some_and(|x| x.job.running())
}

#[test]
fn advice_on_set_refines_then_stands() {
    let mut a = app(4, 7);
    a.nos_runner(RUNNER);
    press(&mut a, Msg::Enter); // take the keyboard: Ann is on set
    a.update(Msg::Char('a'));
    assert_eq!(a.nos().popup(), Some(Popup::Advice));
    a.tick(Instant::now());
    a.tick(Instant::now());
    assert_eq!(a.nos().advice().unwrap().job.samples, 20);
    both("advice_mid", &mut a);
    while advising(&a) {
        a.tick(Instant::now());
    }
    both("advice_done", &mut a);
    // Esc closes it; nothing of it reaches the game.
    a.update(Msg::Back);
    assert_eq!(a.nos().popup(), None);
    press(&mut a, Msg::Enter); // set
    assert!(matches!(a.nos().pick(), Pick::Games { .. }));
    a.update(Msg::Char('a'));
    while advising(&a) {
        a.tick(Instant::now());
    }
    let s = screen(&mut a, 80, 24);
    assert!(s.contains("game (all") || s.contains("  game"), "{s}");
    a.update(Msg::Char('a'));
    assert_eq!(a.nos().popup(), None);
}

#[test]
fn no_advice_out_of_turn_or_on_a_hand_over() {
    let mut a = app(4, 7);
    a.nos_runner(RUNNER);
    let on_set = a.nos().game().hand().on_set();
    assert!(matches!(a.nos().screen(), NosScreen::HandOver(_)));
    a.update(Msg::Char('a'));
    assert_eq!(a.nos().popup(), None, "not on a hand-over screen");
    press(&mut a, Msg::Enter); // take the keyboard
    press(&mut a, Msg::Enter); // set
    press(&mut a, Msg::Enter); // announce
                               // Every other seat, in its own turn, is told when advice is given.
    let mut asked = 0;
    for _ in 0..200 {
        let Some(seat) = a.nos().game().hand().to_act() else { break };
        // A hand-over, or a move made on the table's screen with no hand shown (a
        // forced move, a window's "no" that every seat knows): nobody's screen.
        if matches!(a.nos().screen(), NosScreen::HandOver(_)) || a.nos().shown_seat().is_none() {
            a.update(Msg::Char('a'));
            assert_eq!(a.nos().popup(), None, "not on a hand-over screen");
        } else if seat != on_set {
            a.update(Msg::Char('a'));
            assert_eq!(a.nos().popup(), None, "not out of turn");
            assert!(a.nos().status().as_deref().is_some_and(|s| s.contains("seat on set")));
            a.table_mut().unwrap().status = None;
            asked += 1;
        }
        let Some(k) = robot(&a) else { break };
        a.update(k);
    }
    assert!(asked > 3);
    assert!(a.nos().advice().is_none());
}

/// A practice app whose computer seats act at once.
fn practice(players: u8, seed: u64) -> App {
    let mut a = still(Screen::Offer);
    a.nos_runner(RUNNER);
    a.delay = Duration::ZERO;
    a.practice_nos(Coach::new(players, Level::Normal, seed, false));
    a
}

/// Sets (drawing first if need be) to reach the list of games.
fn to_games(a: &mut App) {
    for _ in 0..6 {
        if matches!(a.nos().pick(), Pick::Games { .. }) {
            return;
        }
        let h = a.nos().game().hand();
        let k = if h.legal().contains(&Action::Draw) { Msg::Char('d') } else { Msg::Enter };
        a.update(k);
    }
    panic!("no list of games");
}

/// Plays the hand out: the robot's keys for your turns, ticks for the computers.
fn play_out(a: &mut App) {
    for _ in 0..5000 {
        if matches!(a.nos().screen(), NosScreen::Result) {
            return;
        }
        let g = a.nos().game();
        let computer = g.hand().to_act().is_some_and(|s| g.kind(s) != nos::tui::table::seat::Kind::Human);
        if computer {
            a.tick(Instant::now());
        } else {
            a.update(robot(a).expect("a key"));
        }
    }
    panic!("the hand does not end");
}

#[test]
fn practice_choose_the_game_then_the_result() {
    let mut a = practice(4, 11);
    assert_eq!(a.nos().game().hand().on_set(), Seat(0));
    assert!(a.store.is_none());
    to_games(&mut a);
    both("practice_games", &mut a);
    for _ in 0..3 {
        a.update(Msg::Down);
    }
    press(&mut a, Msg::Enter);
    play_out(&mut a);
    while a.nos().coach().unwrap().verdict.is_none() {
        a.tick(Instant::now());
    }
    both("practice_result", &mut a);
    let c = a.nos().coach().unwrap();
    assert_eq!(c.practice.score.hands, 1);
    // The next hand, then leave: the session's score.
    press(&mut a, Msg::Enter);
    assert!(matches!(a.nos().screen(), NosScreen::Play), "the next hand is on the table");
    assert!(matches!(a.nos().game().hand().phase(), Phase::Set { .. }));
    assert_eq!(a.nos().coach().unwrap().dealt, 2);
    a.update(Msg::Char('q'));
    assert!(matches!(a.nos().screen(), NosScreen::Score));
    both("practice_score", &mut a);
    a.update(Msg::Char('q'));
    assert!(a.done);
}

#[test]
fn enter_before_the_ranking_is_done_judges_with_what_it_has() {
    for players in [3, 5] {
        let mut a = practice(players, 2);
        to_games(&mut a);
        press(&mut a, Msg::Enter);
        play_out(&mut a);
        let c = a.nos_part_mut().unwrap().coach.as_mut().unwrap();
        // Whatever the ticks refined so far: Enter stops it and judges.
        if c.verdict.is_none() {
            press(&mut a, Msg::Enter);
            assert!(a.nos().coach().unwrap().verdict.is_some());
        }
        let v = a.nos().coach().unwrap().verdict.unwrap();
        assert!(v.rank < v.of);
        press(&mut a, Msg::Enter);
        assert_eq!(a.nos().coach().unwrap().dealt, 2);
        assert!(matches!(a.nos().screen(), NosScreen::Play));
    }
}

#[test]
fn practice_auto_lets_the_normal_player_play_your_turns() {
    let mut a = still(Screen::Offer);
    a.nos_runner(RUNNER);
    a.delay = Duration::ZERO;
    a.practice_nos(Coach::new(4, Level::Easy, 5, true));
    to_games(&mut a);
    press(&mut a, Msg::Enter);
    let mut keys = 0;
    while !matches!(a.nos().screen(), NosScreen::Result) {
        a.tick(Instant::now());
        keys += 1;
        assert!(keys < 5000, "the hand does not end by itself");
    }
}

#[test]
fn the_result_offers_the_analysis_of_the_whole_hand() {
    let mut a = practice(4, 11);
    to_games(&mut a);
    press(&mut a, Msg::Enter);
    play_out(&mut a);
    while a.nos().coach().unwrap().verdict.is_none() {
        a.tick(Instant::now());
    }
    a.update(Msg::Char('a'));
    let running = |a: &App| a.nos().coach().unwrap().review.as_ref().is_some_and(|r| r.running());
    assert!(running(&a), "a starts the analysis");
    assert!(screen(&mut a, 80, 24).contains("Analysing"));
    let end = Instant::now() + Duration::from_secs(120);
    while running(&a) {
        assert!(Instant::now() < end, "the analysis does not end");
        std::thread::sleep(Duration::from_millis(20));
        a.tick(Instant::now());
    }
    let r = a.nos().coach().unwrap().review.as_ref().unwrap();
    let j = r.judged().expect("judged");
    // Your decisions only, the set and the game among them and more besides, judged as
    // `nos analyse --seat 1` judges the hand's record.
    let d = &j.analysis.decisions;
    assert!(d.iter().all(|d| d.seat == 0), "{d:?}");
    assert!(d.len() > 2, "more than the set and the game: {d:?}");
    let bytes = a.nos().game().record().to_text().into_bytes();
    let s = nos::analyse::Settings { seat: Some(0), ..Default::default() };
    assert_eq!(&nos::analyse::analyse(&bytes, &s, &|_, _| {}).unwrap(), &j.analysis);
    let m = d.iter().filter(|d| j.mistake(d)).count();
    let s = screen(&mut a, 80, 24);
    assert!(s.contains(&format!("judged, {m} mistake")), "{s}");
    assert_eq!(s.matches('✗').count(), m, "each mistake marked:\n{s}");
    both("practice_analysis", &mut a);
    // Esc closes the box; the result screen is as it was, Enter deals the next hand.
    a.update(Msg::Back);
    assert!(a.nos().coach().unwrap().review.is_none());
    assert!(matches!(a.nos().screen(), NosScreen::Result));
    press(&mut a, Msg::Enter);
    assert_eq!(a.nos().coach().unwrap().dealt, 2);
}
