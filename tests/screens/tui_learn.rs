//! The lessons at the table: each plays through with the keys of a player, the list,
//! and the lesson's box at 80x24.

use crate::tui_common;
use nos::tui::app::learn::Learn;
use nos::tui::app::{App, Screen};
use nos::tui::front::Screen as NosScreen;
use nos::tui::kit::input::Msg;
use tui_common::*;

/// The list of lessons, or lesson `i` open, with no progress file.
fn learn(i: Option<usize>) -> App {
    let mut a = still(Screen::Offer);
    a.learn(Learn::new(None), 0);
    if let Some(i) = i {
        a.open_lesson(i);
    }
    a
}

#[test]
fn every_lesson_plays_through_at_the_table_and_is_marked_done() {
    for (i, l) in nos::learn::lessons().iter().enumerate() {
        let mut a = learn(Some(i));
        assert!(matches!(a.nos().screen(), NosScreen::Play), "lesson {}", l.id);
        play_hand(&mut a, |_| {});
        assert!(matches!(a.nos().screen(), NosScreen::Summary), "lesson {}", l.id);
        let t = a.nos().tutor().unwrap();
        assert!(a.learning().unwrap().progress.is_done(l.id), "lesson {}", l.id);
        assert_eq!(t.task, l.tasks.len(), "lesson {}: every task was asked", l.id);
        assert!(screen(&mut a, 80, 24).contains("lesson done"), "lesson {}", l.id);
    }
}

#[test]
fn enter_after_a_lesson_opens_the_next_and_q_the_list() {
    let mut a = learn(Some(0));
    play_hand(&mut a, |_| {});
    press(&mut a, Msg::Enter);
    assert_eq!(a.nos().tutor().unwrap().index, 1);
    assert!(screen(&mut a, 80, 24).contains("Lesson 2"));
    a.update(Msg::Char('q'));
    // The list, with the next lesson not done under the cursor.
    assert!(matches!(a.nos().screen(), NosScreen::Lessons(1)));
    a.update(Msg::Char('q'));
    assert!(a.done);
}

#[test]
fn snapshot_the_list_and_a_lesson_at_80x24() {
    let mut a = learn(None);
    insta::assert_snapshot!("learn_list_80x24", screen(&mut a, 80, 24));
    let mut a = learn(Some(0));
    insta::assert_snapshot!("learn_set_80x24", screen(&mut a, 80, 24));
    // A wrong answer: explained, and the next task asked.
    let mut a = learn(Some(4));
    a.update(Msg::Char('n'));
    insta::assert_snapshot!("learn_doubles_wrong_80x24", screen(&mut a, 80, 24));
}
