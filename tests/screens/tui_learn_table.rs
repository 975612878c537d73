//! The parlour's and the train games' lessons at the table: the lesson's box beside
//! the game's own table, a right and a wrong answer judged, the box kept beside the count at the hand's end,
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
        let rec: serde_json::Value = serde_json::from_str(t.record).unwrap();
        assert_eq!(s.sit.game(), rec["game"], "{}", t.id);
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

/// The cursor moved onto `tile` in the learner's hand.
fn onto(a: &mut App, tile: nos::core::Tile) {
    let Screen::Sitting(s) = &a.screen else { panic!("not at a table") };
    let at = s.hand_tiles().iter().position(|&t| t == tile).expect("the tile in hand");
    press(a, Msg::Home);
    for _ in 0..at {
        press(a, Msg::Right);
    }
}

fn tile(a: u8, b: u8) -> nos::core::Tile {
    nos::core::Tile::new(a, b).unwrap()
}

#[test]
fn mexican_train_the_double_is_covered_first_and_a_tile_elsewhere_is_refused_with_why() {
    let mut a = learn("cover");
    let text = screen(&mut a, 100, 30);
    assert!(text.contains("Mexican Train: cover the double") && text.contains("▶ A double must be covered"), "{text}");
    assert!(text.contains("! Cover the double 5-5 first (Bas's train)"), "{text}");
    insta::assert_snapshot!("learn_cover_100x30", text);
    // The 4-8 fits Ann's own train, but the 5-5 waits: refused, with the step's why.
    onto(&mut a, tile(4, 8));
    let Screen::Sitting(s) = &a.screen else { panic!() };
    let before = s.sit.record();
    a.update(Msg::Enter);
    let Screen::Sitting(s) = &a.screen else { panic!() };
    assert_eq!(s.sit.record(), before, "nothing laid");
    let (right, why) = said(&a).expect("judged");
    assert!(!right && why.contains("only tile anyone may lay"), "{why}");
    assert!(screen(&mut a, 100, 30).contains("Not quite."));
    // The 5-11 on Bas's 5-5: right.
    onto(&mut a, tile(5, 11));
    press(&mut a, Msg::Enter);
    assert_eq!(said(&a).map(|s| s.0), Some(true));
    let text = screen(&mut a, 100, 30);
    assert!(text.contains("Right. The 5-5 is covered") && text.contains("[ 5| 5][ 5|11]"), "{text}");
}

#[test]
fn chicken_foot_the_foot_takes_its_toes_first_and_a_tile_elsewhere_is_refused_with_why() {
    let mut a = learn("toes");
    let text = screen(&mut a, 80, 24);
    assert!(text.contains("Chicken Foot: three toes first") && text.contains("▶ A foot takes three toes"), "{text}");
    insta::assert_snapshot!("learn_toes_80x24", text);
    onto(&mut a, tile(2, 6));
    a.update(Msg::Enter);
    let (right, why) = said(&a).expect("judged");
    assert!(!right && why.contains("three toes"), "{why}");
    onto(&mut a, tile(3, 7));
    press(&mut a, Msg::Enter);
    assert_eq!(said(&a).map(|s| s.0), Some(true));
    let text = screen(&mut a, 80, 24);
    assert!(text.contains("Right. Two toes") && text.contains("3-3  [3|7]"), "{text}");
    // q: the list, the lesson marked done.
    a.update(Msg::Char('q'));
    assert!(a.learning().unwrap().progress.is_done("toes"));
}
