//! Closing at the Nos table: one step with the play (a key on the chosen tile, and a
//! button), still offered right after the play while the turn has not passed, never a
//! question that stops every turn; and no question with one possible answer for a
//! human playing alone (hot-seat tables still ask every seat alike).

mod tui_common;
use nos::core::Level;
use nos::core::Seat;
use nos::games::nos::{Action, Phase};
use nos::tui::app::{App, Screen};
use nos::tui::kit::input::Msg;
use nos::tui::nos::desk::Screen as NosScreen;
use nos::tui::nos::game::Game;
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
    if matches!(a.nos().pick, nos::tui::nos::desk::Pick::Place { .. }) {
        a.update(Msg::Char('c'));
    }
    let last = last_actions(&a, 2);
    assert!(matches!(last[0], (x, Action::Play { .. }) if x == s), "{last:?}");
    assert_eq!(last[1], (s, Action::Close), "{last:?}");
}

#[test]
fn after_a_play_no_question_stops_the_turn_it_passes_by_itself() {
    let mut a = app(4, 7);
    let s = to_a_play(&mut a);
    a.update(Msg::Enter);
    if matches!(a.nos().pick, nos::tui::nos::desk::Pick::Place { .. }) {
        a.update(Msg::Enter);
    }
    // Right after the play, closing is still offered, for a moment.
    assert!(matches!(a.nos().game().hand().phase(), Phase::AfterPlay { seat } if seat == s));
    let shown = screen(&mut a, 80, 24);
    assert!(shown.contains("You may still say \"I close\" (c)"), "{shown}");
    assert!(!shown.contains("Close (c"), "{shown}");
    // Then the turn passes with no key.
    a.tick(Instant::now() + Duration::from_secs(5));
    assert!(!matches!(a.nos().game().hand().phase(), Phase::AfterPlay { .. }));
    assert_eq!(last_actions(&a, 1), [(s, Action::Decline)]);
}

#[test]
fn in_the_moment_after_the_play_c_still_closes() {
    let mut a = app(4, 7);
    let s = to_a_play(&mut a);
    a.update(Msg::Enter);
    if matches!(a.nos().pick, nos::tui::nos::desk::Pick::Place { .. }) {
        a.update(Msg::Enter);
    }
    a.update(Msg::Char('c'));
    assert_eq!(last_actions(&a, 1), [(s, Action::Close)]);
}

/// A human (seat 0) against computer seats, no pause.
fn alone(seed: u64) -> App {
    let mut kinds = vec![Kind::Computer(Level::Easy); 4];
    kinds[0] = Kind::Human;
    let mut a = App::new(Screen::Offer, None);
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
            if matches!(a.nos().screen, NosScreen::Summary) {
                break;
            }
            let h = a.nos().game().hand();
            if a.nos().shown_seat() == Some(Seat(0))
                && matches!(h.phase(), Phase::Declare { .. } | Phase::Immediate { .. })
            {
                assert!(h.legal().len() > 1, "asked with one answer: {:?} {:?}", h.phase(), h.legal());
                asked += 1;
            }
            match a.nos().due {
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
