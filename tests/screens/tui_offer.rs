//! The unfinished games offered for resuming: one that reads, one that does not, one
//! that another program plays, several to choose from.

use crate::tui_common;
use nos::store::Listed;
use nos::tui::app::{App, Screen};
use nos::tui::kit::input::Msg;
use tui_common::*;

fn listed(id: &str, what: Result<String, nos::store::Fault>, busy: Option<Option<u32>>) -> Listed {
    Listed { id: id.into(), what, when: None, busy }
}

fn offer(games: Vec<Listed>) -> App {
    let mut a = still(Screen::Offer);
    a.games = games;
    a
}

#[test]
fn an_unreadable_save_is_said_whole_and_not_offered_for_resuming() {
    let e = nos::store::Fault::NotARecord {
        path: Some("/home/someone/.local/share/nos/games/1/record.1.json".into()),
        why: "EOF while parsing a value at line 1 column 0 (the file is empty or was cut short)".into(),
    };
    let mut a = offer(vec![listed("1", Err(e), None)]);
    let s = screen(&mut a, 80, 24);
    assert!(!s.contains("resume the marked game"), "{s}");
    assert!(s.contains("was cut short)"), "the error is cut:\n{s}");
    insta::assert_snapshot!("offer_unreadable_80x24", s);
    // r and Enter resume nothing.
    for m in [Msg::Char('r'), Msg::Enter] {
        a.update(m);
        assert!(matches!(a.screen, Screen::Offer) && a.status.is_none());
    }
    a.update(Msg::Char('n'));
    assert!(matches!(a.screen, Screen::Setup(_)), "a new game is still offered");
}

#[test]
fn a_readable_save_is_offered_for_resuming() {
    let mut a = offer(vec![listed("1", Ok("Nos: Ann, Bas, Cor, Dirk; hand 2 in play, seed 7".into()), None)]);
    let s = screen(&mut a, 80, 24);
    assert!(s.contains("r resume the marked game") && s.contains("hand 2 in play"), "{s}");
}

#[test]
fn several_unfinished_games_are_listed_to_choose_from_beside_a_new_game() {
    let mut a = offer(vec![
        listed("1", Ok("Nos: Ann, Bas, Cor, Dirk; hand 2 in play, seed 7".into()), None),
        listed("2", Ok("Sniff: Ann, Bas; hand 5 in play, seed 3".into()), Some(Some(4242))),
        listed("3", Ok("Dominox: Ann, Bas; hand 1 in play, seed 9".into()), None),
    ]);
    let s = screen(&mut a, 80, 24);
    insta::assert_snapshot!("offer_three_80x24", s);
    assert!(
        s.contains("3 unfinished games are kept") && s.contains("(open in another") && s.contains("process 4242)"),
        "{s}"
    );
    assert!(s.contains("n start a new game"), "{s}");
    a.update(Msg::Down);
    a.update(Msg::Down);
    assert_eq!(a.offer, 2);
    a.update(Msg::Down);
    assert_eq!(a.offer, 2, "the mark stops at the last game");
    // The game another program plays is not opened from here, and says why.
    a.update(Msg::Char('2'));
    assert!(matches!(a.screen, Screen::Offer));
    let s = screen(&mut a, 80, 24);
    assert!(s.contains("Game 2 is open in another nos"), "{s}");
}

#[test]
fn help_on_the_offer_shows_nos_help_and_its_brief_over_it_and_any_key_closes_it() {
    let mut a = offer(vec![listed("1", Ok("Nos: Ann, Bas, Cor, Dirk; hand 2 in play, seed 7".into()), None)]);
    a.update(Msg::Char('?'));
    let s = screen(&mut a, 100, 30);
    assert!(s.contains("Help") && s.contains("penalty desk"), "{s}");
    a.update(Msg::Char('r'));
    assert!(screen(&mut a, 100, 30).contains("Nos in brief"));
    a.update(Msg::Back);
    let s = screen(&mut a, 100, 30);
    assert!(matches!(a.screen, Screen::Offer) && a.over.is_none() && s.contains("resume the marked game"), "{s}");
    // A click anywhere closes it too, and resumes nothing.
    a.update(Msg::Char('?'));
    screen(&mut a, 100, 30);
    a.update(Msg::Click { x: 1, y: 1 });
    assert!(matches!(a.screen, Screen::Offer) && a.over.is_none());
}
