//! The parlour's lessons at the table: the lesson's box beside the game's own table,
//! a right and a wrong answer judged, the box kept beside the count at the hand's end,
//! Enter on to the next lesson, q back to the list with the lesson marked done.

use crate::tui_common;
use nos::learn::{all, find};
use nos::tui::app::learn::Learn;
use nos::tui::app::{App, Screen};
use nos::tui::front::Screen as NosScreen;
use nos::tui::kit::input::Msg;
use std::time::{Duration, Instant};
use tui_common::*;

fn learn(id: &str) -> App {
    let mut a = still(Screen::Offer);
    a.learn(Learn::new(None), 0);
    a.open_lesson(find(id).expect("a lesson of that name"));
    a
}

/// Time passes until the computer seats have acted and a person is to act.
fn wait(a: &mut App) {
    for _ in 0..50 {
        a.tick(Instant::now() + Duration::from_secs(60));
    }
}

fn said(a: &App) -> Option<(bool, &'static str)> {
    match &a.screen {
        Screen::Sitting(s) => s.lesson.as_ref().and_then(|g| g.said),
        _ => None,
    }
}

#[test]
fn every_parlour_lesson_opens_at_its_table_with_its_step_asked() {
    for (i, l) in all().iter().enumerate() {
        let nos::learn::Any::Table(t) = l else { continue };
        let mut a = learn(t.id);
        let Screen::Sitting(s) = &a.screen else { panic!("{}: not at a table", t.id) };
        assert_eq!(s.sit.game(), nos::record::parlour::parse(t.record.as_bytes()).unwrap().game, "{}", t.id);
        let text = screen(&mut a, 80, 24);
        assert!(text.contains(&format!("Lesson {}", i + 1)), "{text}");
        assert!(text.contains("▶"), "{}: the step is asked\n{text}", t.id);
    }
}

#[test]
fn a_right_answer_is_said_why_and_the_box_stays_beside_the_count() {
    let mut a = learn("block");
    // The cursor is on the 6-2: Enter, then the first place (W: leaves 2).
    press(&mut a, Msg::Enter);
    press(&mut a, Msg::Enter);
    assert_eq!(said(&a).map(|s| s.0), Some(true));
    wait(&mut a);
    let text = screen(&mut a, 80, 24);
    assert!(text.contains("Hand 1 is over") && text.contains("Right."), "{text}");
    assert!(text.contains("Press Enter for the next lesson."), "{text}");
    insta::assert_snapshot!("learn_block_done_80x24", text);
    // Glanced at, then Enter: the next lesson.
    for _ in 0..2 {
        press(&mut a, Msg::Enter);
    }
    assert!(screen(&mut a, 80, 24).contains("The Draw Game"));
    assert!(a.learning().unwrap().progress.is_done("block"));
}

#[test]
fn a_wrong_answer_is_explained_and_u_asks_the_step_again() {
    let mut a = learn("sniff");
    insta::assert_snapshot!("learn_sniff_80x24", screen(&mut a, 80, 24));
    // The cursor is on the 1-2: the ends count 6, nothing scores.
    press(&mut a, Msg::Enter);
    let (right, why) = said(&a).expect("judged");
    assert!(!right && why.contains("4 and 6"), "{why}");
    assert!(screen(&mut a, 80, 24).contains("Not quite."));
    // Taken back before the computer acts: the step is asked again, and answered.
    a.update(Msg::Char('u'));
    assert!(screen(&mut a, 80, 24).contains("▶ Play so that"));
    a.update(Msg::Right);
    press(&mut a, Msg::Enter);
    assert_eq!(said(&a).map(|s| s.0), Some(true));
    assert!(screen(&mut a, 80, 24).contains("you score 10"));
    // q: the list, the lesson marked done.
    a.update(Msg::Char('q'));
    assert!(matches!(a.nos().screen(), NosScreen::Lessons(_)));
    assert!(screen(&mut a, 80, 24).contains("✓ 13. Sniff"));
}

#[test]
fn a_refused_key_gets_the_steps_reason_and_nothing_changes() {
    let mut a = learn("drawgame");
    let Screen::Sitting(s) = &a.screen else { panic!() };
    let before = s.sit.record();
    a.update(Msg::Char('d'));
    let Screen::Sitting(s) = &a.screen else { panic!() };
    assert_eq!(s.sit.record(), before);
    assert!(s.status.as_deref().unwrap_or("").contains("no drawing while able to play"), "{:?}", s.status);
    let (right, why) = said(&a).expect("judged");
    assert!(!right && why.contains("drawing is refused"));
    press(&mut a, Msg::Enter);
    assert_eq!(said(&a).map(|s| s.0), Some(true));
}
