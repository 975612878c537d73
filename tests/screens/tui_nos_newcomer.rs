//! Issue 15, measured again: what held a newcomer back in a Nos hand against the
//! computer, mended. A wrong close taken for "the others cannot play", a key pressed
//! to pass when nothing else could be done, a tile drawn too many.

use crate::tui_common;

use nos::core::{Level, Seat};
use nos::games::nos::explain::explain;
use nos::games::nos::{Action, Phase};
use nos::record::played::Game;
use nos::tui::app::App;
use nos::tui::kit::input::Msg;
use nos::tui::table::seat::Kind;
use std::time::{Duration, Instant};
use tui_common::*;

/// Ann in person, the others the computer.
fn alone(n: usize, seed: u64) -> Game {
    let mut kinds = vec![Kind::Computer(Level::Normal); n];
    kinds[0] = Kind::Human;
    Game::new(names(n), kinds, seed)
}

/// The first state, over hands played by the robot's keys from `make(seed)` for each
/// seed in turn, at which `stop` holds.
fn reach(seeds: std::ops::Range<u64>, make: impl Fn(u64) -> App, stop: impl Fn(&App) -> bool) -> Option<App> {
    for seed in seeds {
        let mut a = make(seed);
        loop {
            if stop(&a) {
                return Some(a);
            }
            let Some(m) = robot(&a) else { break };
            a.update(m);
        }
    }
    None
}

#[test]
fn the_close_says_the_closer_is_one_of_those_who_cannot_play() {
    // rules.md 10.3: the close is judged against every active hand, the closer's own
    // included. Said in the line under the play and under the moment after it.
    let mut seen = (false, false);
    for seed in 0..20u64 {
        let mut g = Game::new(names(4), vec![Kind::Human; 4], seed);
        while let Some(seat) = g.hand().to_act() {
            let h = g.hand();
            let legal = h.legal().to_vec();
            let line = explain(h, seat, false).unwrap_or_default();
            match h.phase() {
                Phase::AfterPlay { .. } => {
                    assert!(line.starts_with("I close: no one, me too, can play"), "{line}");
                    seen.0 = true;
                }
                Phase::Turn { .. } if legal.iter().any(|a| matches!(a, Action::Play { .. })) => {
                    assert!(line.contains("\"no one, me too, can play\""), "{line}");
                    seen.1 = true;
                }
                _ => {}
            }
            let a = legal.iter().find(|a| !matches!(a, Action::Close)).copied().unwrap_or(legal[0]);
            g.apply(a).unwrap();
        }
    }
    assert_eq!(seen, (true, true));
}

#[test]
fn a_human_alone_with_the_computer_is_not_asked_to_pass_when_nothing_else_is_possible() {
    let (mut passed, mut said) = (0, 0);
    for seed in 0..30u64 {
        let mut a = app_of(alone(4, seed));
        let mut keys = 0;
        while let Some(m) = robot(&a) {
            let g = a.nos().game();
            let h = g.hand();
            if h.to_act() == Some(Seat(0)) && matches!(h.phase(), Phase::Turn { .. }) {
                assert_ne!(h.legal().as_slice(), [Action::Pass], "seed {seed}: Ann asked to pass");
            }
            let before = g.log.len();
            a.update(m);
            keys += 1;
            assert!(keys < 3000, "seed {seed}: the hand does not end");
            let g = a.nos().game();
            if g.log.iter().skip(before).any(|(_, l)| l.text == "Ann passes") {
                passed += 1;
                // Said on the screen, unless the hand ended with it.
                if a.nos().status().as_deref().is_some_and(|s| s.starts_with("Ann passes: nothing fits")) {
                    let s = screen(&mut a, 80, 24);
                    assert!(s.contains("Ann passes: nothing fits, and the boneyard's last two stay"), "{s}");
                    said += 1;
                }
            }
        }
    }
    assert!(passed > 0 && said > 0, "no hand made Ann pass: {passed} passes, {said} said");
}

#[test]
fn at_a_table_of_humans_a_forced_pass_is_made_on_the_tables_screen_with_no_hand_over() {
    // Hot seat: a turn whose one answer is a pass (nothing fits, the boneyard's last
    // two stay) holds no decision, and the log tells everyone of it: the seat is not
    // handed the keyboard for it. The pass is made on the table's own screen, no
    // seat's tiles shown, and the next seat with a decision takes the keyboard through
    // its hand-over.
    use nos::tui::front::Screen as NosScreen;
    let forced = |a: &App| {
        let h = a.nos().game().hand();
        matches!(h.phase(), Phase::Turn { .. }) && h.legal().as_slice() == [Action::Pass]
    };
    let mut a = reach(0..30, |seed| app(3, seed), forced).expect("a hand came to a forced pass");
    let mut passed = 0;
    while forced(&a) {
        let seat = a.nos().game().hand().to_act().unwrap();
        let name = a.nos().game().names[seat.index()].clone();
        assert!(!matches!(a.nos().screen(), NosScreen::HandOver(_)), "a hand-over for a forced pass");
        assert_eq!(a.nos().shown_seat(), None, "a hand shown while {name} passes");
        assert!(a.nos().due().is_some(), "the pass waits for a key");
        let s = screen(&mut a, 80, 24);
        assert!(!s.contains("tiles ─"), "a seat's tiles shown while {name} passes:\n{s}");
        assert!(!s.contains("pass (p)") && !s.contains("you pass."), "{s}");
        assert!(s.contains(&format!("{name} cannot play: pass")), "{s}");
        a.tick(Instant::now() + Duration::from_secs(3600));
        let acts = &a.nos().game().session.logs().last().unwrap().actions;
        assert_eq!(acts.last(), Some(&(seat, Action::Pass)));
        passed += 1;
    }
    assert!(passed > 0);
    if a.nos().game().hand().to_act().is_some() {
        // The next seat with a decision: its hand-over, its tiles hidden till it takes it.
        assert!(matches!(a.nos().screen(), NosScreen::HandOver(_)), "no hand-over for the next seat");
        assert_eq!(a.nos().shown_seat(), None);
    }
}

#[test]
fn a_tile_drawn_that_fits_is_said_to_fit() {
    // A newcomer drawing by d, tile after tile, read "You drew 1-6. Your turn: ..."
    // and pressed d once more: a draw by choice, one tile too many.
    for seed in 0..40u64 {
        let mut a = app_of(alone(4, seed));
        let mut drew = false;
        while let Some(m) = robot(&a) {
            let g = a.nos().game();
            let fits = g.just_drawn(Seat(0)).is_some_and(|t| !a.nos().options(t).is_empty());
            if drew && fits && g.hand().to_act() == Some(Seat(0)) {
                let t = g.just_drawn(Seat(0)).unwrap();
                let s = screen(&mut a, 80, 24);
                assert!(s.contains(&format!("You drew {t}, and it fits: Enter plays it; c: play and close.")), "{s}");
                insta::assert_snapshot!("nos_drawn_tile_fits_80x24", s);
                return;
            }
            drew = m == Msg::Char('d');
            a.update(m);
        }
    }
    panic!("no hand drew a tile that fits");
}

#[test]
fn the_seats_panel_names_the_matadors_while_the_game_matches_by_them() {
    // "W needs a 4 or a matador", "E matador only": the word, on the table, with the
    // tiles it means beside it, in every game played by the matador rule.
    use nos::games::nos::Rule;
    let mut seen = (0, 0);
    for seed in 0..40u64 {
        let mut a = app_of(alone(4, seed));
        while a.nos().game().hand().layout().is_none() {
            let m = robot(&a).expect("a game is announced");
            a.update(m);
        }
        let plan = a.nos().game().hand().layout().unwrap().plan();
        let matador = plan.found.contains(&Rule::Matador) || plan.ext.contains(&Rule::Matador);
        let s = screen(&mut a, 80, 24);
        assert_eq!(s.contains("matadors: 0-0 6-1 5-2 4-3"), matador, "seed {seed}:\n{s}");
        if matador {
            seen.0 += 1;
        } else {
            seen.1 += 1;
        }
    }
    assert!(seen.0 > 0 && seen.1 > 0, "{seen:?}");
}

#[test]
fn a_human_alone_with_doubles_enough_is_asked_to_declare_and_told_what_it_means() {
    // The one question before the play that has two answers: it is asked, and the
    // line under it says what declaring does (rules.md 7.1).
    let asked = |a: &App| {
        let h = a.nos().game().hand();
        h.to_act() == Some(Seat(0)) && matches!(h.phase(), Phase::Declare { .. })
    };
    let mut a = reach(0..400, |seed| app_of(alone(4, seed)), asked).expect("Ann is asked to declare");
    assert!(a.nos().game().hand().declare_amount(Seat(0)).1 > 0, "asked with too few doubles");
    let s = screen(&mut a, 80, 24);
    assert!(s.contains("y: declare, n: no"), "{s}");
    assert!(s.contains("Declaring shows all your doubles face up"), "{s}");
    insta::assert_snapshot!("nos_declare_alone_80x24", s);
    // Every key that answers it is on the keys line: Enter declares, as y does.
    let keys = s.lines().last().unwrap_or_default();
    assert!(keys.starts_with("y/Enter declare  n no"), "{keys}");
    a.update(Msg::Enter);
    assert!(!a.nos().game().hand().shown(Seat(0)).is_empty(), "Enter did not declare");
}

#[test]
fn at_100_columns_every_game_of_the_list_has_its_line_beside_it() {
    use nos::tui::front::Pick;
    use nos::tui::nos::announce::{description, menu_line, numbers};
    let announcing = |a: &App| matches!(a.nos().pick(), Pick::Games { .. });
    let mut a = reach(0..40, |seed| app_of(alone(4, seed)), announcing).expect("Ann announces in some hand");
    let s = screen(&mut a, 100, 30);
    // A line too long for its column wraps under itself, and the list scrolls with
    // the cursor: each game, chosen in turn, shows with its line beside it.
    for n in numbers(&a.nos().game().hand().legal()) {
        let s = screen(&mut a, 100, 30);
        let name = menu_line(n);
        // The chosen game is marked ▸ before its number.
        let row = s.lines().find(|l| l.contains(&format!("│▸{name}"))).unwrap_or_else(|| panic!("{name}:\n{s}"));
        let head: String = description(n).chars().take(30).collect();
        assert!(row.contains(&head), "game {n}: {head:?} is not beside it:\n{s}");
        a.update(nos::tui::kit::input::Msg::Down);
    }
    // Which to choose is the newcomer's question there: the advice is a key away.
    assert!(s.contains("Not sure which? a: every game ranked by the chips it wins."), "{s}");
    insta::assert_snapshot!("nos_announce_beside_100x30", s);
}

#[test]
fn the_line_under_the_set_says_what_a_drawn_tile_pays() {
    // rules.md 3.3: a double from the hand is paid its number, a drawn double twice
    // that, and a drawn tile that is no double costs its pips to each other seat.
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..20u64 {
        let mut a = app(4, seed);
        for _ in 0..4000 {
            let h = a.nos().game().hand();
            if let (Phase::Set { drawn }, Some(s)) = (h.phase(), h.to_act()) {
                let line = explain(h, s, false).unwrap_or_default();
                let want = match drawn {
                    Some(t) if t.is_double() => "pays you twice its number",
                    Some(_) => "you pay each other seat its pips",
                    None if h.legal().contains(&Action::Draw) => "Draw and set it",
                    None => "pays you its number",
                };
                assert!(line.contains(want), "seed {seed}, {drawn:?}: {line:?}");
                seen.insert(want);
            }
            let m = robot(&a).unwrap_or(Msg::Enter);
            a.update(m);
        }
    }
    assert_eq!(seen.len(), 4, "{seen:?}");
}

#[test]
fn the_count_says_why_a_seat_is_on_set_next_hand() {
    // rules.md 11.4: the highest count sets, whoever lost most chips; a tie is drawn.
    use nos::tui::front::Screen as NosScreen;
    for tie in [false, true] {
        let over =
            |a: &App| matches!(a.nos().screen(), NosScreen::Summary) && a.nos().game().tiebreak().is_empty() != tie;
        let mut a = reach(0..200, |seed| app(4, seed), over).expect("a hand ends so");
        let s = screen(&mut a, 80, 24);
        let why = if tie { "the tie-break's highest draw sets." } else { "the highest count sets." };
        assert!(s.contains(&format!("is on set next hand: {why}")), "{s}");
    }
}
