//! The help box: every key the guide's table of Nos's keys lists (`docs/playing.md`),
//! and the pass and the wait as the mode of the game in play has them.

use crate::tui_common;
use nos::games::nos::Options;
use nos::record::played::Game;
use nos::tui::app::App;
use nos::tui::kit::input::Msg;
use nos::tui::table::screen::Popup as Boxed;
use nos::tui::table::seat::Kind;
use tui_common::*;

fn help(strict: bool) -> String {
    let options = Options { strict, ..Default::default() };
    let mut a: App = app_of(Game::with_options(names(4), vec![Kind::Human; 4], 7, options));
    press(&mut a, Msg::Char('?'));
    assert_eq!(a.nos().boxed(), Some(Boxed::Help));
    screen(&mut a, 80, 24)
}

/// The single-letter keys of the guide's table of Nos's keys.
fn guide_keys() -> Vec<char> {
    let page = include_str!("../../docs/playing.md");
    let nos = page.split("### At Nos's table").nth(1).expect("the keys of Nos's table");
    let table = nos.split("| key | what it does |").nth(1).expect("the guide's table of keys");
    let mut keys = Vec::new();
    for row in table.lines().skip(2).take_while(|l| l.starts_with('|')) {
        let cell = row.split('|').nth(1).unwrap_or_default().replace('`', " ");
        keys.extend(cell.split_whitespace().filter_map(|t| {
            let mut c = t.chars();
            c.next().filter(|c| c.is_ascii_lowercase() && c.is_alphabetic()).filter(|_| c.next().is_none())
        }));
    }
    assert!(keys.contains(&'w') && keys.contains(&'d'), "{keys:?}");
    keys
}

#[test]
fn help_lists_every_key_of_the_guide_in_both_modes() {
    for strict in [false, true] {
        let s = help(strict);
        // The column of keys: the ten cells inside the box's left edge.
        let left = s.lines().find_map(|l| l.chars().position(|c| c == '┌').filter(|_| l.contains("Help"))).unwrap();
        let keys: Vec<String> = s.lines().map(|l| l.chars().skip(left + 1).take(10).collect()).collect();
        for k in guide_keys() {
            let listed = keys.iter().any(|c| c.split_whitespace().any(|t| t == k.to_string()));
            assert!(listed, "strict {strict}: {k} is not in the help:\n{s}");
        }
    }
}

#[test]
fn the_pass_of_the_help_is_the_pass_of_the_mode() {
    let plain = help(false);
    assert!(plain.contains("said for you"), "{plain}");
    // Outside strict club mode a pass is made for the seat: the help lists no key for it.
    assert!(!plain.contains(" p  pass"), "{plain}");
    insta::assert_snapshot!("help_strict_80x24", help(true));
    let strict = help(true);
    assert!(!strict.contains("only the last two are left") && strict.contains("a fine"), "{strict}");
    assert!(strict.contains("say it yourself") && strict.contains(" p  pass;"), "{strict}");
}
