//! Closing at the Nos table: one step with the play (a key on the chosen tile, and a
//! button). Alone against the computer it is still offered for a moment right after
//! the play, never a question that stops every turn; at a table of people, and after
//! one's last tile, the play passes the turn at once (the next hand-over's lock keeps
//! a second Enter from opening the next hand). No question with one possible answer
//! for a human playing alone.

use crate::tui_common;
use nos::core::Level;
use nos::core::Seat;
use nos::games::nos::{Action, Phase};
use nos::record::played::Game;
use nos::tui::app::{App, Screen};
use nos::tui::front::Screen as NosScreen;
use nos::tui::kit::input::Msg;
use nos::tui::table::seat::Kind;
use std::time::{Duration, Instant};
use tui_common::*;

/// Robot keys until the seat on screen may play a tile.
fn to_a_play(a: &mut App) -> Seat {
    for _ in 0..400 {
        let h = a.nos().game().hand();
        if let (Some(s), Phase::Turn { .. }) = (a.nos().shown_seat(), h.phase()) {
            if h.legal().iter().any(|x| matches!(x, Action::Play { .. })) {
                return s;
            }
        }
        let m = robot(a).expect("the hand goes on");
        a.update(m);
    }
    panic!("no turn with a play came");
}

/// Enter on the chosen tile, and on its first place if it asks where.
fn play_it(a: &mut App) {
    press(a, Msg::Enter);
    if matches!(a.nos().pick(), nos::tui::front::Pick::Place { .. }) {
        press(a, Msg::Enter);
    }
}

fn last_actions(a: &App, k: usize) -> Vec<(Seat, Action)> {
    let acts = &a.nos().game().session.logs().last().unwrap().actions;
    acts[acts.len().saturating_sub(k)..].to_vec()
}

#[test]
fn closing_goes_with_the_play_c_on_the_chosen_tile_plays_it_and_closes() {
    let mut a = app(4, 7);
    let s = to_a_play(&mut a);
    let shown = screen(&mut a, 80, 24);
    assert!(shown.contains("c: play and close"), "{shown}");
    a.update(Msg::Char('c'));
    if matches!(a.nos().pick(), nos::tui::front::Pick::Place { .. }) {
        a.update(Msg::Char('c'));
    }
    let last = last_actions(&a, 2);
    assert!(matches!(last[0], (x, Action::Play { .. }) if x == s), "{last:?}");
    assert_eq!(last[1], (s, Action::Close), "{last:?}");
}

#[test]
fn c_on_a_tile_that_goes_in_more_than_one_place_says_the_close_is_taken_while_it_asks_where() {
    // Places alike by the rules (the empty arms of one rule) are not asked: the first
    // play of a hand rarely asks where, a later one may.
    let places = |a: &App| {
        let Screen::Sitting(t) = &a.screen else { return 0 };
        let Some(tile) = t.hand_tiles().get(t.cursor).copied() else { return 0 };
        a.nos().game().hand().distinct().iter().filter(|x| x.tile() == Some(tile)).count()
    };
    for seed in 0..40 {
        let mut a = app(4, seed);
        let mut plays = 0;
        while plays < 12 {
            to_a_play(&mut a);
            if places(&a) > 1 {
                break;
            }
            let m = robot(&a).expect("the hand goes on");
            a.update(m);
            plays += 1;
        }
        a.update(Msg::Char('c'));
        if !matches!(a.nos().pick(), nos::tui::front::Pick::Place { .. }) {
            continue;
        }
        let s = screen(&mut a, 80, 24);
        assert!(s.contains(", then \"I close\": [1]"), "seed {seed}: the places do not say the close is taken:\n{s}");
        a.update(Msg::Back);
        a.update(Msg::Enter);
        let s = screen(&mut a, 80, 24);
        assert!(!s.contains("I close\": [1]"), "seed {seed}: Esc did not take the close back:\n{s}");
        return;
    }
    panic!("no tile that goes in more than one place came");
}

#[test]
fn alone_after_a_play_no_question_stops_the_turn_it_passes_by_itself() {
    let mut kinds = vec![Kind::Computer(Level::Easy); 4];
    kinds[0] = Kind::Human;
    let mut a = app_of(Game::new(names(4), kinds, 7));
    a.delay = Duration::from_secs(60);
    for _ in 0..400 {
        if a.nos().shown_seat() == Some(Seat(0)) && a.nos().due().is_none() {
            let h = a.nos().game().hand();
            if matches!(h.phase(), Phase::Turn { .. }) && h.legal().iter().any(|x| matches!(x, Action::Play { .. })) {
                break;
            }
        }
        match a.nos().due() {
            Some(_) => a.tick(Instant::now() + Duration::from_secs(61)),
            None => a.update(robot(&a).expect("the hand goes on")),
        }
    }
    play_it(&mut a);
    // Right after the play, closing is still offered, for a moment.
    assert!(matches!(a.nos().game().hand().phase(), Phase::AfterPlay { seat } if seat == Seat(0)));
    let shown = screen(&mut a, 80, 24);
    assert!(shown.contains("You may still say \"I close\" (c)"), "{shown}");
    assert!(!shown.contains("Close (c"), "{shown}");
    // Then the turn passes with no key (after a pause made longer while the play may
    // be taken back).
    a.tick(Instant::now() + Duration::from_secs(3600));
    assert!(!matches!(a.nos().game().hand().phase(), Phase::AfterPlay { .. }));
    assert_eq!(last_actions(&a, 1), [(Seat(0), Action::Decline)]);
}

#[test]
fn at_a_table_of_people_the_play_passes_the_turn_and_no_question_follows_it() {
    let mut a = app(4, 7);
    let s = to_a_play(&mut a);
    let shown = screen(&mut a, 80, 24);
    assert!(shown.contains("Enter plays the chosen tile") && shown.contains("c: play and close"), "{shown}");
    play_it(&mut a);
    // No "I close" question after the play: the turn has passed, and the next seat's
    // hand-over is up (after the forced draws and passes of the seats before it, made
    // on the table's screen), which an Enter pressed at once does not take.
    assert_eq!(last_actions(&a, 1), [(s, Action::Decline)]);
    while a.nos().due().is_some() && !matches!(a.nos().screen(), NosScreen::HandOver(_)) {
        a.tick(Instant::now() + Duration::from_secs(3600));
    }
    assert!(matches!(a.nos().screen(), NosScreen::HandOver(_)));
    let shown = screen(&mut a, 80, 24);
    assert!(!shown.contains("You may still say"), "{shown}");
    a.update(Msg::Enter);
    assert!(matches!(a.nos().screen(), NosScreen::HandOver(_)), "a second Enter took the hand-over");
    wait_out(&a);
    a.update(Msg::Enter);
    assert!(matches!(a.nos().screen(), NosScreen::Play) && a.nos().shown_seat().is_some_and(|x| x != s));
}

#[test]
fn in_the_moment_after_the_play_c_still_closes() {
    let mut kinds = vec![Kind::Computer(Level::Easy); 4];
    kinds[0] = Kind::Human;
    let mut a = app_of(Game::new(names(4), kinds, 7));
    a.delay = Duration::from_secs(60);
    let s = to_a_play_alone(&mut a);
    play_it(&mut a);
    assert!(a.nos().due().is_some(), "no moment to close");
    a.update(Msg::Char('c'));
    assert_eq!(last_actions(&a, 1), [(s, Action::Close)]);
}

/// Robot keys and ticks until seat 0, alone with the computers, may play a tile.
fn to_a_play_alone(a: &mut App) -> Seat {
    for _ in 0..400 {
        if a.nos().shown_seat() == Some(Seat(0)) && a.nos().due().is_none() {
            let h = a.nos().game().hand();
            if matches!(h.phase(), Phase::Turn { .. }) && h.legal().iter().any(|x| matches!(x, Action::Play { .. })) {
                return Seat(0);
            }
        }
        match a.nos().due() {
            Some(_) => a.tick(Instant::now() + Duration::from_secs(3600)),
            None => a.update(robot(a).expect("the hand goes on")),
        }
    }
    panic!("no turn with a play came");
}

#[test]
fn after_ones_last_tile_no_close_prompt_comes_closing_went_with_the_play() {
    for seed in 0..40 {
        let mut kinds = vec![Kind::Computer(Level::Easy); 3];
        kinds[0] = Kind::Human;
        let mut a = app_of(Game::new(names(3), kinds, seed));
        a.delay = Duration::from_secs(60);
        let mut last = false;
        for _ in 0..600 {
            if matches!(a.nos().screen(), NosScreen::Summary) {
                break;
            }
            let h = a.nos().game().hand();
            let mine = a.nos().shown_seat() == Some(Seat(0)) && a.nos().due().is_none();
            if mine
                && matches!(h.phase(), Phase::Turn { .. })
                && h.hand_len(Seat(0)) == 1
                && h.legal().iter().any(|x| matches!(x, Action::Play { .. }))
            {
                last = true;
                break;
            }
            match a.nos().due() {
                Some(_) => a.tick(Instant::now() + Duration::from_secs(3600)),
                None => a.update(robot(&a).expect("the hand goes on")),
            }
        }
        if !last {
            continue;
        }
        let shown = screen(&mut a, 100, 30);
        assert!(shown.contains("Your last tile: Enter plays it; c: play and close."), "{shown}");
        play_it(&mut a);
        // The tile went down and the turn passed: no moment to close after it.
        let acts = last_actions(&a, 2);
        assert!(matches!(acts[0], (Seat(0), Action::Play { .. })), "{acts:?}");
        assert_eq!(acts[1], (Seat(0), Action::Decline));
        assert!(!screen(&mut a, 100, 30).contains("You may still say"));
        return;
    }
    panic!("no last tile came");
}

/// A human (seat 0) against computer seats, no pause.
fn alone(seed: u64) -> App {
    let mut kinds = vec![Kind::Computer(Level::Easy); 4];
    kinds[0] = Kind::Human;
    let mut a = still(Screen::Offer);
    a.delay = Duration::ZERO;
    a.start(Game::new(names(4), kinds, seed));
    a
}

#[test]
fn a_human_playing_alone_is_not_asked_a_question_with_one_answer() {
    let mut asked = 0;
    for seed in 0..12 {
        let mut a = alone(seed);
        for _ in 0..3000 {
            if matches!(a.nos().screen(), NosScreen::Summary) {
                break;
            }
            let h = a.nos().game().hand();
            if a.nos().shown_seat() == Some(Seat(0))
                && matches!(h.phase(), Phase::Declare { .. } | Phase::Immediate { .. })
            {
                assert!(h.legal().len() > 1, "asked with one answer: {:?} {:?}", h.phase(), h.legal());
                asked += 1;
            }
            match a.nos().due() {
                Some(_) => a.tick(Instant::now() + Duration::from_secs(5)),
                None => match robot(&a) {
                    Some(m) => a.update(m),
                    None => break,
                },
            }
        }
    }
    // The questions with a real choice are still asked.
    assert!(asked > 0, "no question with a choice came");
}
