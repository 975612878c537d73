//! The hint key `b`: the best choices at a decision of one's own, from the seat's view
//! only. It never reads hidden tiles (moving them leaves the hint the same), never
//! shows on a hand-over screen, is off in strict mode unless the table's option says
//! otherwise, and is never saved in the record.

use crate::tui_common;
use nos::analyse::hint;
use nos::core::chance;
use nos::games::nos::ai::judged::Seen;
use nos::games::nos::{Action, Options, Phase};
use nos::record::played::Game;
use nos::tui::app::{App, Screen};
use nos::tui::front::Screen as NosScreen;
use nos::tui::kit::input::Msg;
use nos::tui::table::screen::Popup as Boxed;
use nos::tui::table::seat::Kind;
use tui_common::*;

/// Robot keys until the acting seat, on screen, has several plays to choose from.
fn to_a_choice(a: &mut App) {
    for _ in 0..400 {
        let g = a.nos().game_at().unwrap();
        let plays = g.hand().legal().iter().filter(|x| matches!(x, Action::Play { .. })).count();
        if matches!(a.nos().screen(), NosScreen::Play) && matches!(g.hand().phase(), Phase::Turn { .. }) && plays > 1 {
            return;
        }
        a.update(robot(a).expect("the hand goes on"));
    }
    panic!("no choice of plays came");
}

#[test]
fn the_hint_box_shows_the_best_choices_with_their_worth_and_why() {
    let mut a = app(4, 7);
    to_a_choice(&mut a);
    let before = a.nos().game_at().unwrap().record();
    a.update(Msg::Char('b'));
    assert_eq!(a.nos().boxed(), Some(Boxed::Hint));
    let rows = a.nos().hint().unwrap();
    assert!((2..=3).contains(&rows.len()));
    assert!(rows.windows(2).all(|w| w[0].mean >= w[1].mean));
    insta::assert_snapshot!("hint_80x24", screen(&mut a, 80, 24));
    // Any key closes it; nothing of it is in the record.
    a.update(Msg::Back);
    assert_eq!(a.nos().boxed(), None);
    assert_eq!(a.nos().game_at().unwrap().record(), before);
}

#[test]
fn no_hint_on_a_hand_over_screen() {
    let mut a = app(4, 7);
    for _ in 0..400 {
        if matches!(a.nos().screen(), NosScreen::HandOver(_)) {
            a.update(Msg::Char('b'));
            assert_eq!(a.nos().boxed(), None);
            assert!(a.nos().hint().is_none());
            return;
        }
        a.update(robot(&a).unwrap());
    }
    panic!("no hand-over screen came");
}

#[test]
fn strict_mode_has_no_hint_unless_the_table_allows_it() {
    let opts = Options { strict: true, ..Options::default() };
    let mut a = app_of(Game::with_options(names(4), vec![Kind::Human; 4], 7, opts));
    to_a_choice(&mut a);
    a.update(Msg::Char('b'));
    assert_eq!(a.nos().boxed(), None);
    assert!(a.nos().status().as_deref().unwrap_or("").contains("hints in strict mode"), "{:?}", a.nos().status());
    let t = a.table_mut().unwrap();
    let club = t.sit.club_mut().unwrap();
    club.set_rules(true, true).unwrap();
    a.update(Msg::Char('b'));
    assert_eq!(a.nos().boxed(), Some(Boxed::Hint));
}

#[test]
fn the_hint_never_reads_hidden_tiles() {
    // At decisions of a hand with a choice, on set and in play: the hint from the real
    // hand equals the hint from hands with the unseen tiles dealt otherwise (the same
    // view and history).
    let (mut on_set, mut in_play) = (0, 0);
    for (players, seed) in [(4, 3), (3, 5)] {
        let s = nos::games::nos::ai::session::play(players, 1, nos::core::Level::Normal, seed);
        let log = &s.logs()[0];
        let chips = vec![500; players as usize];
        let mut h = nos::games::nos::Hand::new(&log.deal, log.on_set, true, &chips, Options::default()).unwrap();
        for (i, &(seat, act)) in log.actions.iter().enumerate() {
            let opening = matches!(h.phase(), Phase::Set { .. } | Phase::Announce);
            if h.legal().len() > 1 && (opening || i % 3 == 0) {
                let view = h.view(seat);
                let hist = &log.actions[..i];
                let want = hint::nos(&Seen::new(view.clone(), hist), 5);
                assert!(!want.is_empty(), "action {i}");
                let mut rng = chance::dice(i as u64);
                for _ in 0..2 {
                    let moved = view.sample(&mut rng);
                    assert_eq!(hint::nos(&Seen::new(moved.view(seat), hist), 5), want, "action {i}");
                }
                *(if opening { &mut on_set } else { &mut in_play }) += 1;
            }
            h.apply(seat, act).unwrap();
        }
    }
    assert!(on_set >= 2 && in_play >= 3, "{on_set} {in_play}");
}

#[test]
fn the_new_game_screen_offers_hints_in_strict_mode_once_strict_is_on() {
    use nos::tui::app::setup::Setup;
    let mut a = still(Screen::Setup(Setup::new(7)));
    let Screen::Setup(s) = &a.screen else { unreachable!() };
    let (rules, start) = (s.rules_row(), s.start_row());
    assert!(!screen(&mut a, 80, 24).contains("Hints:"));
    let Screen::Setup(s) = &mut a.screen else { unreachable!() };
    s.row = rules;
    press(&mut a, Msg::Right);
    let text = screen(&mut a, 80, 24);
    assert!(text.contains("Hints:    ◂ in strict mode off (default) ▸"), "{text}");
    a.update(Msg::Down);
    a.update(Msg::Right);
    assert!(screen(&mut a, 80, 24).contains("in strict mode on: the hint key works"));
    let Screen::Setup(s) = &mut a.screen else { unreachable!() };
    s.row = start;
    press(&mut a, Msg::Enter);
    assert!(a.nos().hints_in_strict());
    assert!(a.nos().game_at().unwrap().hand().options().strict);
}

#[test]
fn hints_in_strict_mode_is_kept_in_the_slot_beside_the_record_not_in_it() {
    use nos::tui::table::store::Store;
    let dir = tempfile::tempdir().unwrap();
    let opts = Options { strict: true, ..Options::default() };
    let mut ids = Vec::new();
    for on in [true, false] {
        let mut a = App::new(Screen::Offer, Some(Store::at(dir.path().to_path_buf()).unwrap()));
        a.clock = nos::tui::kit::hand_over::Clock::still();
        a.start_nos(Game::with_options(names(4), vec![Kind::Human; 4], 7, opts), on);
        to_a_choice(&mut a);
        let id = a.store.as_ref().unwrap().id().unwrap();
        let slot = dir.path().join("games").join(&id);
        assert_eq!(slot.join("table.json").is_file(), on, "the option is written only when on");
        // The record format has no field for it: nothing of it is in the record.
        assert!(!a.nos().game_at().unwrap().record().to_text().contains("hint"));
        ids.push((id, on));
    }
    for (id, on) in ids {
        let store = Store::at(dir.path().to_path_buf()).unwrap();
        let mut a = App::new(Screen::Offer, Some(store));
        a.clock = nos::tui::kit::hand_over::Clock::still();
        let Some(Ok(sit)) = a.store.as_ref().map(|s| s.resume(&id)) else { panic!("a Nos game") };
        a.resumed(sit);
        assert_eq!(a.nos().hints_in_strict(), on);
        to_a_choice(&mut a);
        a.update(Msg::Char('b'));
        assert_eq!(a.nos().boxed() == Some(Boxed::Hint), on, "{:?}", a.nos().status());
        if !on {
            let s = a.nos().status().unwrap_or_default();
            assert!(!s.contains('\n') && s.contains("hints in strict mode"), "{s}");
        }
    }
}

fn advising(a: &App) -> bool {
    a.nos().advice().is_some_and(|x| x.job.running())
}

/// The advisor's job refined to its end, a tick at a time.
fn advised(a: &mut App) {
    for _ in 0..1000 {
        if !advising(a) {
            return;
        }
        a.tick(std::time::Instant::now());
    }
    panic!("the advisor never finished");
}

/// The figures of the hint's rows as the box writes them.
fn figures(h: &hint::Hint) -> String {
    format!("{:+.1} chips [{:+.1}, {:+.1}]", h.mean, h.mean - h.half, h.mean + h.half)
}

/// The hint on set, `b` pressed at once (`hint_first`) or after the advice box was
/// refined to its end and closed.
fn hint_on_set(hint_first: bool) -> (App, Vec<hint::Hint>) {
    use nos::analyse::job::Runner;
    let mut a = app(4, 7);
    a.nos_runner(Runner::Inline { samples: 300, batch: 100 });
    press(&mut a, Msg::Enter); // take the keyboard: Ann is on set
    if !hint_first {
        a.update(Msg::Char('a'));
        advised(&mut a);
        a.update(Msg::Back);
    }
    a.update(Msg::Char('b'));
    assert_eq!(a.nos().boxed(), Some(Boxed::Hint));
    advised(&mut a);
    let rows = a.nos().hint().expect("the advisor's best three").to_vec();
    (a, rows)
}

#[test]
fn on_set_the_hint_and_the_advice_are_one_judgment_each_choice_with_its_own_reason() {
    use std::time::Instant;
    let mut a = app(4, 7);
    a.nos_runner(nos::analyse::job::Runner::Inline { samples: 300, batch: 100 });
    press(&mut a, Msg::Enter); // take the keyboard: Ann is on set
                               // The hint first: the box shows the advisor at work, not a ranking of fewer deals.
    a.update(Msg::Char('b'));
    assert_eq!(a.nos().boxed(), Some(Boxed::Hint));
    assert!(a.nos().hint().is_none());
    for (w, h) in [(80, 24), (100, 30)] {
        let text = screen(&mut a, w, h);
        assert!(text.contains("Hint for Ann") && text.contains("0 of 300 sampled deals a choice"), "{text}");
    }
    a.tick(Instant::now());
    assert!(screen(&mut a, 80, 24).contains("100 of 300 sampled deals a choice"));
    // A key stops it, keeping what it measured; `b` goes on from there.
    a.update(Msg::Back);
    assert_eq!(a.nos().boxed(), None);
    assert!(!advising(&a));
    assert_eq!(a.nos().advice().unwrap().job.samples, 100);
    a.update(Msg::Char('b'));
    assert!(advising(&a));
    advised(&mut a);
    let rows = a.nos().hint().unwrap().to_vec();
    assert_eq!(rows.len(), 3);
    // Its rows are the advisor's best three, figures and all.
    let adv = a.nos().advice().unwrap();
    assert_eq!(adv.job.samples, 300);
    for (h, r) in rows.iter().zip(&adv.job.rows) {
        assert_eq!((h.choice.clone(), h.mean, h.half), (r.choice.to_string(), r.stat.mean(), r.stat.ci()));
    }
    for (w, h) in [(80, 24), (100, 30)] {
        let text = screen(&mut a, w, h);
        assert!(text.contains("[low, high]: a 95% interval"), "{text}");
        // Every figure whole on one line.
        for r in &rows {
            assert!(text.contains(&figures(r)), "{w}x{h}: {}\n{text}", figures(r));
        }
    }
    // The advice box then shows that same ranking, measured already.
    a.update(Msg::Back);
    a.update(Msg::Char('a'));
    assert!(!advising(&a));
    let text = screen(&mut a, 100, 30);
    assert!(text.contains("done: 300 sampled deals a choice"), "{text}");
    assert!(text.contains("±: 95% interval · nos: how often you go out first"), "{text}");
    // The advice first: `b` then shows the same rows at once.
    let (_, after_advice) = hint_on_set(false);
    assert_eq!(after_advice, rows);
    // A reason of its own for each choice, each naming what fits at once.
    for (i, h) in rows.iter().enumerate() {
        assert!(rows[..i].iter().all(|o| o.why != h.why), "{rows:#?}");
        assert!(h.why.contains("at once"), "{}", h.why);
        assert!(!h.why.contains("win most over the sampled deals"), "{}", h.why);
    }
}

#[test]
fn the_hint_box_on_set_keeps_each_interval_whole_and_covers_the_table_at_80_columns() {
    let (mut a, rows) = hint_on_set(true);
    insta::assert_snapshot!("hint_on_set_80x24", screen(&mut a, 80, 24));
    for (w, h) in [(80u16, 24u16), (100, 30)] {
        let buf = draw(&mut a, w, h);
        let text = text(&buf);
        for r in &rows {
            assert!(text.contains(&figures(r)), "{w}x{h}: {}\n{text}", figures(r));
        }
        // The box's borders: at 80 columns it takes the whole width, so that nothing
        // of the log shows cut at its edge; at 100 it stands clear in the middle.
        let (left, right) = if w == 80 { (0, 79) } else { (12, 87) };
        let lines: Vec<&str> = text.lines().collect();
        let top = lines.iter().position(|l| l.contains("Hint for Ann")).expect("the box");
        let bottom = (top + 1..lines.len()).find(|&y| buf[(left, y as u16)].symbol() == "└").expect("its bottom");
        for y in top..=bottom {
            let (l, r) = (buf[(left, y as u16)].symbol(), buf[(right, y as u16)].symbol());
            assert!(["┌", "│", "└"].contains(&l) && ["┐", "│", "┘"].contains(&r), "{w}x{h} row {y}: {l} {r}\n{text}");
        }
    }
}

#[test]
fn the_advice_box_pages_through_every_row() {
    use nos::analyse::job::Runner;
    let mut a = app(4, 7);
    a.nos_runner(Runner::Inline { samples: 100, batch: 100 });
    press(&mut a, Msg::Enter);
    a.update(Msg::Char('a'));
    advised(&mut a);
    for (w, h) in [(80u16, 24u16), (100, 30)] {
        a.update(Msg::Home);
        let shown = |a: &mut App| -> (usize, usize, usize) {
            let text = screen(a, w, h);
            let line = text.lines().find(|l| l.contains("rows ")).unwrap_or_else(|| panic!("{text}")).to_string();
            let at = line.find("rows ").unwrap() + 5;
            let nums: Vec<usize> = line[at..]
                .split(|c: char| !c.is_ascii_digit())
                .filter(|x| !x.is_empty())
                .take(3)
                .map(|x| x.parse().unwrap())
                .collect();
            (nums[0], nums[1], nums[2])
        };
        let (mut from, mut to, n) = shown(&mut a);
        assert_eq!(from, 1);
        while to < n {
            a.update(Msg::PageDown);
            let (f, t, _) = shown(&mut a);
            // No row is passed over; a page starts after the last row shown, but the
            // last, which ends with the list.
            assert!(f <= to + 1 && t > to && (f == to + 1 || t == n), "{w}x{h}: rows {from}–{to}, then {f}–{t}");
            (from, to) = (f, t);
        }
        // Every row's figures whole beside its place.
        let text = screen(&mut a, w, h);
        for r in a.nos().advice().unwrap().job.rows.iter().skip(from - 1).take(to + 1 - from) {
            assert!(text.contains(&format!("{:+.1}", r.stat.mean())), "{text}");
        }
    }
}

#[test]
fn one_play_that_may_be_closed_after_is_a_choice_the_hint_weighs() {
    // A turn with a single play and nothing to draw: playing and closing is also a choice.
    for seed in 1..40 {
        let s = nos::games::nos::ai::session::play(4, 1, nos::core::Level::Normal, seed);
        let log = &s.logs()[0];
        let mut h = nos::games::nos::Hand::new(&log.deal, log.on_set, true, &[500; 4], Options::default()).unwrap();
        for (i, &(seat, act)) in log.actions.iter().enumerate() {
            let legal = h.legal();
            if matches!(h.phase(), Phase::Turn { .. }) && legal.len() == 1 && matches!(legal[0], Action::Play { .. }) {
                let rows = hint::nos(&Seen::new(h.view(seat), &log.actions[..i]), 5);
                let words: Vec<&str> = rows.iter().map(|r| r.choice.as_str()).collect();
                assert_eq!(rows.len(), 2, "{words:?}");
                let play = legal[0].to_string();
                assert!(words.contains(&play.as_str()), "{words:?}");
                assert!(words.contains(&format!("{play}, then \"I close\"").as_str()), "{words:?}");
                assert_ne!(rows[0].why, rows[1].why);
                return;
            }
            h.apply(seat, act).unwrap();
        }
    }
    panic!("no turn with a single play came");
}

#[test]
fn the_hint_is_empty_only_when_one_thing_can_be_done() {
    // At every decision of whole hands (3 and 5 players): no hint exactly when the seat
    // has one thing to do (a single play at a turn may still be closed after, and a set
    // double still leaves the game to choose); else rows with reasons of their own and
    // a finite interval.
    let (mut empty, mut given) = (0, 0);
    for (players, seed) in [(3, 2), (5, 4)] {
        let s = nos::games::nos::ai::session::play(players, 1, nos::core::Level::Normal, seed);
        let log = &s.logs()[0];
        let chips = vec![500; players as usize];
        let mut h = nos::games::nos::Hand::new(&log.deal, log.on_set, true, &chips, Options::default()).unwrap();
        for (i, &(seat, act)) in log.actions.iter().enumerate() {
            let legal = h.legal();
            let one = legal.len() == 1
                && !matches!((legal[0], h.phase()), (Action::Play { .. }, Phase::Turn { .. }))
                && !matches!(legal[0], Action::Set { .. });
            let rows = hint::nos(&Seen::new(h.view(seat), &log.actions[..i]), 5);
            assert_eq!(rows.is_empty(), one, "action {i}: {legal:?}");
            for (k, r) in rows.iter().enumerate() {
                assert!(r.half.is_finite() && r.mean.is_finite(), "{r:?}");
                assert!(rows[..k].iter().all(|o| o.why != r.why), "{rows:#?}");
            }
            *(if one { &mut empty } else { &mut given }) += 1;
            h.apply(seat, act).unwrap();
        }
    }
    assert!(empty > 0 && given > 10, "{empty} {given}");
}

#[test]
fn the_hint_box_on_set_holds_its_legend_whole() {
    // A game standing for two alike ([x2]) adds a legend line that wraps: the box grows
    // with it, down to its last line.
    let mut a = app(5, 11);
    a.nos_runner(nos::analyse::job::Runner::Inline { samples: 100, batch: 100 });
    press(&mut a, Msg::Enter); // take the keyboard: Eva is on set
    a.update(Msg::Back); // the double set for her; now the game
    a.update(Msg::Char('b'));
    advised(&mut a);
    for (w, h) in [(80, 24), (100, 30)] {
        let text = screen(&mut a, w, h);
        assert!(text.contains("[x2]: stands for 2 choices alike"), "{text}");
        assert!(text.contains("Press any key to close."), "{text}");
    }
}
