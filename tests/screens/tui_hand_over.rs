//! The hand-over at both tables (Nos's own screens and the table every game shares),
//! on a clock that moves only when told: for its first second it takes no key and no
//! click, and says so; then Enter or a click takes it. With two or more people at the
//! keyboard no turn passes before its seat has taken the keyboard: a move the rules
//! force is made then, on the seat's own screen, with no key of its own; computer seats
//! still play by themselves. One person alone with computer seats has no hand-over and
//! plays as before.

use crate::tui_common;
use nos::core::{Level, Seat};
use nos::games::nos::{Action, Phase};
use nos::record::played::Game;
use nos::tui::app::{App, Screen};
use nos::tui::front::Screen as NosScreen;
use nos::tui::kit::hand_over::LOCK;
use nos::tui::kit::input::Msg;
use nos::tui::openers;
use nos::tui::table::screen::{SitScreen, Stage};
use nos::tui::table::seat::Kind;
use std::time::{Duration, Instant};
use tui_common::*;

const MS: Duration = Duration::from_millis(1);

/// A game of `id` at the shared table, `kinds` its seats, on a clock that stands still.
fn at_table(id: &str, kinds: Vec<Kind>, seed: u64) -> App {
    let mut a = still(Screen::Offer);
    let n = kinds.len();
    a.sit(openers::opener(id).unwrap().start(id, names(n), kinds, seed, &Default::default()).unwrap());
    a
}

fn sit_screen(a: &App) -> &SitScreen {
    match &a.screen {
        Screen::Sitting(t) => t,
        _ => panic!("not at the table"),
    }
}

/// The keys a player might press at a hand-over.
const KEYS: [Msg; 21] = [
    Msg::Enter,
    Msg::Char(' '),
    Msg::Char('?'),
    Msg::Char('q'),
    Msg::Char('t'),
    Msg::Char('f'),
    Msg::Char('x'),
    Msg::Char('a'),
    Msg::Char('b'),
    Msg::Char('u'),
    Msg::Char('c'),
    Msg::Char('n'),
    Msg::Char('y'),
    Msg::Char('d'),
    Msg::Char('p'),
    Msg::Char('1'),
    Msg::Back,
    Msg::Left,
    Msg::Right,
    Msg::Up,
    Msg::Down,
];

/// At a hand-over to `who` just drawn: no key and no click acts for a second, the
/// screen saying so; a second later a click on the key Enter takes it and shows
/// `who`'s hand, titled with `title`.
fn locked_then_taken(a: &mut App, who: &str, title: &str) {
    let first = screen(a, 80, 24);
    assert!(first.contains(&format!("Pass the keyboard to {who}; wait a moment…")), "{first}");
    assert!(first.contains("wait a second with no key pressed; a key starts it again"), "{first}");
    for step in [0, 500, 499] {
        a.clock.pass(step * MS);
        for k in KEYS {
            a.update(k);
            assert_eq!(screen(a, 80, 24), first, "{k:?} acted {step} ms into the hand-over");
        }
        // Every cell at first, then the hand's box and the keys line. Each frame
        // compared is the one the next click lands on.
        let rows = if step == 0 { 0 } else { 17 };
        screen(a, 80, 24);
        for y in rows..24 {
            for x in 0..80 {
                a.update(Msg::Click { x, y });
                assert_eq!(screen(a, 80, 24), first, "a click at {x},{y} acted {step} ms into the hand-over");
            }
        }
        assert!(at_hand_over(a));
    }
    // 999 ms: still no key.
    a.update(Msg::Enter);
    assert!(at_hand_over(a), "Enter took the hand-over before its second");
    // Each key and click above started the second again (Enter held down or tapped
    // never walks into the next hand): a second after the last one, and not before,
    // a click on its words takes it.
    a.clock.pass(LOCK - MS);
    assert_eq!(screen(a, 80, 24), first, "the hand-over opened before a second with no key");
    a.clock.pass(MS);
    let open = format!("Pass the keyboard to {who}; press Enter");
    assert!(screen(a, 80, 24).contains(&open), "{}", screen(a, 80, 24));
    let (x, y) = find(a, 80, 24, "Enter take the keyboard").unwrap_or_else(|| panic!("{}", screen(a, 80, 24)));
    a.update(Msg::Click { x, y });
    assert!(!at_hand_over(a), "a click on the key Enter did not take it");
    let s = screen(a, 80, 24);
    assert!(s.contains(&format!("{who}'s {title}")), "{s}");
}

#[test]
fn the_hand_over_ignores_every_key_and_click_for_its_first_second_at_both_tables() {
    let mut nos = app(3, 1);
    let NosScreen::HandOver(h) = nos.nos().screen() else { panic!("Nos: no hand-over") };
    locked_then_taken(&mut nos, NAMES[h.seat().index()], "hand");
    for id in ["block-scarne", "sniff", "dominox"] {
        let mut a = at_table(id, vec![Kind::Human; 2], 3);
        let Stage::HandOver(h) = sit_screen(&a).stage else { panic!("{id}: no hand-over") };
        locked_then_taken(&mut a, NAMES[h.seat().index()], "hand");
    }
}

#[test]
fn the_lock_counts_from_the_first_frame_that_shows_the_hand_over() {
    // The hand-over came while nothing showed it (a window too small, say): once it is
    // drawn, it still waits its second.
    let mut a = app(3, 1);
    a.clock.pass(5 * LOCK);
    a.drawn(a.clock.now());
    a.update(Msg::Enter);
    assert!(at_hand_over(&a), "Enter took a hand-over just drawn");
    a.clock.pass(LOCK);
    a.update(Msg::Enter);
    assert!(!at_hand_over(&a));
    // A window too small shows no hand-over: that frame does not count.
    let mut a = app(3, 1);
    a.clock.pass(5 * LOCK);
    screen(&mut a, 60, 20);
    a.drawn(a.clock.now());
    screen(&mut a, 80, 24);
    a.update(Msg::Enter);
    assert!(!at_hand_over(&a), "the second was counted from a frame that did not show it");
}

/// Robot steps (the computers and the moves on the clock made at once) until `stop`,
/// at most `max`.
fn table_until(a: &mut App, max: usize, stop: impl Fn(&App) -> bool) -> bool {
    for _ in 0..max {
        if stop(a) {
            return true;
        }
        let t = sit_screen(a);
        if t.due.is_some() {
            a.tick(Instant::now() + Duration::from_secs(3600));
            continue;
        }
        let k = match t.stage {
            Stage::HandOver(_) => Msg::Enter,
            Stage::Summary | Stage::Over => return false,
            Stage::Play if t.place.is_some() => Msg::Enter,
            Stage::Play => {
                let c = t.sit.choices();
                let tiles = t.hand_tiles();
                match tiles.iter().position(|x| c.iter().any(|c| c.tile == Some(*x))) {
                    Some(i) if i != t.cursor => Msg::Right,
                    Some(_) => Msg::Enter,
                    None => c.iter().find_map(|c| c.key).map(Msg::Char).unwrap_or(Msg::Enter),
                }
            }
        };
        press(a, k);
    }
    false
}

/// Whether the seat to act may only make a move the rules force.
fn forced(a: &App) -> bool {
    let c = sit_screen(a).sit.choices();
    c.len() == 1 && c[0].forced
}

#[test]
fn among_people_a_pass_the_rules_force_is_made_on_the_tables_screen_said_once_with_no_hand_over() {
    // As at Nos: the log tells the pass whole, so it needs no keyboard; the keyboard
    // goes to the next person with a decision, through his hand-over.
    let mut found = 0;
    for seed in 0..40 {
        let mut a = at_table("block-scarne", vec![Kind::Human; 3], seed);
        if !table_until(&mut a, 400, forced) {
            continue;
        }
        let seat = sit_screen(&a).sit.to_act().unwrap();
        if sit_screen(&a).viewer == Some(seat) {
            continue; // its seat holds the keyboard already (a second play after a double)
        }
        assert!(!at_hand_over(&a), "seed {seed}: a hand-over for a forced pass");
        assert_eq!(sit_screen(&a).shown_seat(), None, "seed {seed}: a hand shown for a forced pass");
        assert!(sit_screen(&a).due.is_some(), "seed {seed}: the pass waits for a key");
        // Said once, on the line of what happens now, no hand shown.
        let s = screen(&mut a, 80, 24);
        let said = format!("{} cannot play: pass; a moment…", NAMES[seat.index()]);
        assert_eq!(s.matches("cannot play").count(), 1, "seed {seed}: not said once:\n{s}");
        assert!(s.contains(&said) && !s.contains("has no choice"), "seed {seed}:\n{s}");
        assert!(s.contains("Hand hidden"), "{s}");
        a.tick(Instant::now() + Duration::from_secs(3600));
        assert_ne!(sit_screen(&a).sit.to_act(), Some(seat));
        let t = sit_screen(&a);
        assert!(at_hand_over(&a) || t.due.is_some(), "seed {seed}: the next person's hand showed without a hand-over");
        found += 1;
        if found == 3 {
            return;
        }
    }
    panic!("too few forced passes came ({found})");
}

#[test]
fn among_people_and_computers_the_computers_play_by_themselves_and_the_next_person_gets_a_hand_over() {
    // Ann, a computer, Cor, a computer.
    let kinds = vec![Kind::Human, Kind::Computer(Level::Easy), Kind::Human, Kind::Computer(Level::Easy)];
    let mut a = at_table("block-scarne", kinds, 2);
    let mut handovers = 0;
    for _ in 0..200 {
        let t = sit_screen(&a);
        if matches!(t.stage, Stage::Summary | Stage::Over) {
            break;
        }
        if t.due.is_some() {
            // A computer's pause: no person's hand on screen.
            let seat = t.sit.to_act().unwrap();
            // A person's forced pass is made on the table's screen, no hand shown.
            let public = t.viewer.is_none() && t.shown_seat().is_none() && t.sit.public();
            assert!(t.sit.kinds()[seat.index()] != Kind::Human || t.shown_seat() == Some(seat) || public);
            a.tick(Instant::now() + Duration::from_secs(3600));
            let t = sit_screen(&a);
            if let Some(next) = t.sit.to_act().filter(|s| t.sit.kinds()[s.index()] == Kind::Human) {
                if t.viewer != Some(next) && !(t.due.is_some() && t.sit.public()) {
                    assert!(matches!(t.stage, Stage::HandOver(h) if h.seat() == next), "{:?}", t.stage);
                    handovers += 1;
                }
            }
            continue;
        }
        table_until(&mut a, 1, |_| false);
    }
    assert!(handovers >= 2, "{handovers} hand-overs after the computers");
}

#[test]
fn alone_with_computers_a_forced_pass_is_made_on_the_clock_and_no_hand_over_comes() {
    let mut found = 0;
    for seed in 0..40 {
        let mut kinds = vec![Kind::Computer(Level::Easy); 3];
        kinds[0] = Kind::Human;
        let mut a = at_table("block-scarne", kinds, seed);
        let mine = |a: &App| forced(a) && sit_screen(a).sit.to_act() == Some(Seat(0));
        let seen = table_until(&mut a, 400, |a| {
            assert!(!at_hand_over(a), "a hand-over at a table of one person");
            mine(a)
        });
        if !seen {
            continue;
        }
        assert!(sit_screen(&a).due.is_some(), "seed {seed}: a forced pass of the lone person waits for a key");
        a.tick(Instant::now() + Duration::from_secs(3600));
        assert_ne!(sit_screen(&a).sit.to_act(), Some(Seat(0)));
        found += 1;
        if found == 2 {
            return;
        }
    }
    panic!("too few forced passes came ({found})");
}

#[test]
fn at_nos_among_people_i_wait_is_made_on_its_seats_screen_once_it_took_the_keyboard() {
    use nos::games::nos::Game as Announced;
    for seed in 0..200 {
        // Game 4 (a cross) leaves room for doubles at once; every seat plays one where
        // it can, and plays on until a wait is due.
        let mut g = Game::new(names(4), vec![Kind::Human; 4], seed);
        for _ in 0..200 {
            let legal = g.hand().legal().to_vec();
            if legal.as_slice() == [Action::Wait] || legal.is_empty() {
                break;
            }
            let a = match g.hand().phase() {
                Phase::Announce => Action::Announce(Announced::Plain(4)),
                Phase::Immediate { .. } => legal[0],
                _ => *legal.iter().find(|a| matches!(a, Action::Play { .. })).unwrap_or(&legal[0]),
            };
            if g.apply(a).is_err() {
                break;
            }
        }
        if g.hand().legal().as_slice() != [Action::Wait] {
            continue;
        }
        let seat = g.hand().to_act().unwrap();
        let mut a = app_of(g);
        // Not said before its seat has taken the keyboard; then said on its own
        // screen with no key of its own.
        a.tick(Instant::now() + Duration::from_secs(3600));
        assert_eq!(a.nos().game().hand().legal().as_slice(), [Action::Wait], "seed {seed}: said for it");
        assert!(at_hand_over(&a));
        press(&mut a, Msg::Enter);
        assert_eq!(a.nos().shown_seat(), Some(seat));
        let s = screen(&mut a, 80, 24);
        assert!(s.contains("went on the set tile at once: you wait this turn."), "{s}");
        a.tick(Instant::now() + Duration::from_secs(3600));
        let acts = &a.nos().game().session.logs().last().unwrap().actions;
        assert_eq!(acts.last(), Some(&(seat, Action::Wait)));
        return;
    }
    panic!("no wait came");
}

#[test]
fn the_next_hand_always_comes_through_a_hand_over_whoever_acted_last() {
    // The count shows every hand to whoever reads it; the next hand's tiles are new.
    // At Block the seat that went out leads the next hand, so the seat that acted last
    // is often the first to act again.
    for (id, n) in [("block-scarne", 2), ("block-scarne", 3), ("nos", 3)] {
        for seed in 0..3 {
            let mut a = at_table(id, vec![Kind::Human; n], seed);
            let at_count = |a: &App| matches!(sit_screen(a).stage, Stage::Summary | Stage::Over);
            assert!(table_until(&mut a, 2000, at_count), "{id} seed {seed}: the hand did not end");
            if sit_screen(&a).stage == Stage::Over {
                continue;
            }
            for _ in 0..3 {
                if sit_screen(&a).stage != Stage::Summary {
                    break;
                }
                press(&mut a, Msg::Enter);
            }
            assert!(
                at_hand_over(&a),
                "{id} seed {seed}: the next hand opened with no hand-over:\n{}",
                screen(&mut a, 100, 30)
            );
        }
    }
}

#[test]
fn a_click_anywhere_on_the_hand_over_takes_it_once_its_second_is_over() {
    for (x, y) in [(40, 5), (2, 2), (10, 20)] {
        let mut a = at_table("block-scarne", vec![Kind::Human; 2], 3);
        assert!(at_hand_over(&a));
        screen(&mut a, 80, 24);
        a.update(Msg::Click { x, y });
        assert!(at_hand_over(&a), "a click at {x},{y} took the hand-over in its first second");
        wait_out(&a);
        screen(&mut a, 80, 24);
        a.update(Msg::Click { x, y });
        assert!(!at_hand_over(&a), "a click at {x},{y} did not take the hand-over:\n{}", screen(&mut a, 80, 24));
    }
}

#[test]
fn a_key_pressed_just_as_a_step_made_by_itself_comes_into_sight_is_dropped() {
    use nos::tui::kit::hand_over::CALM;
    // Alone with a computer at Block: the computer plays on the clock, and the person's
    // Enter (meant to hurry it) comes as its play is drawn.
    let mut a = at_table("block-scarne", vec![Kind::Human, Kind::Computer(Level::Easy)], 5);
    let computers = |a: &App| sit_screen(a).due.is_some() && sit_screen(a).sit.to_act() == Some(Seat(1));
    assert!(table_until(&mut a, 50, computers), "the computer never played on the clock");
    a.tick(Instant::now() + Duration::from_secs(3600));
    assert_eq!(sit_screen(&a).sit.to_act(), Some(Seat(0)), "the computer did not play");
    screen(&mut a, 80, 24);
    a.drawn(a.clock.now());
    let log = sit_screen(&a).sit.log().len();
    a.clock.pass(CALM - MS);
    a.update(Msg::Enter);
    assert_eq!(
        sit_screen(&a).sit.log().len(),
        log,
        "a key {} ms after the step came into sight acted",
        (CALM - MS).as_millis()
    );
    assert!(sit_screen(&a).place.is_none());
    // Once the calm is over the same key acts.
    a.clock.pass(MS);
    let before = screen(&mut a, 80, 24);
    a.update(Msg::Enter);
    assert_ne!(screen(&mut a, 80, 24), before, "Enter did nothing once the calm was over");
}

#[test]
fn a_key_after_a_step_made_by_itself_and_before_its_frame_is_dropped() {
    use nos::tui::kit::hand_over::CALM;
    // Alone with a computer at Block: the computer's pause is on screen, long in sight;
    // it plays on the clock, and Enter comes before the frame that shows its play: that
    // key acts on a screen nobody has seen, and is dropped.
    let mut a = at_table("block-scarne", vec![Kind::Human, Kind::Computer(Level::Easy)], 5);
    let computers = |a: &App| sit_screen(a).due.is_some() && sit_screen(a).sit.to_act() == Some(Seat(1));
    assert!(table_until(&mut a, 50, computers), "the computer never played on the clock");
    screen(&mut a, 80, 24);
    a.drawn(a.clock.now());
    a.clock.pass(LOCK);
    a.tick(Instant::now() + Duration::from_secs(3600));
    assert_eq!(sit_screen(&a).sit.to_act(), Some(Seat(0)), "the computer did not play");
    let log = sit_screen(&a).sit.log().len();
    let before = screen(&mut a, 80, 24);
    for k in [Msg::Enter, Msg::Right, Msg::Char('d'), Msg::Char('p')] {
        a.update(k);
        assert_eq!(sit_screen(&a).sit.log().len(), log, "{k:?} before the step's frame acted");
        assert!(sit_screen(&a).place.is_none(), "{k:?} before the step's frame chose");
        assert_eq!(screen(&mut a, 80, 24), before, "{k:?} before the step's frame acted");
    }
    // Its frame in sight, the calm counts from it; then keys act.
    a.drawn(a.clock.now());
    a.clock.pass(CALM - MS);
    a.update(Msg::Enter);
    assert_eq!(screen(&mut a, 80, 24), before, "Enter within the calm acted");
    a.clock.pass(MS);
    a.update(Msg::Enter);
    assert_ne!(screen(&mut a, 80, 24), before, "Enter did nothing once the calm was over");
}

#[test]
fn a_key_that_hurries_a_forced_draw_never_makes_the_decision_on_the_screen_after_it() {
    use nos::tui::kit::hand_over::CALM;
    // Alone with computers at Nos: "nothing fits: a tile is drawn for you", hurried by
    // Enter; the tile drawn fits, and Enter pressed again a moment later (meant to
    // hurry the draw) must not choose where it goes.
    let kinds = vec![Kind::Human, Kind::Computer(Level::Easy), Kind::Computer(Level::Easy)];
    let mut found = 0;
    for seed in 0..60 {
        let mut a = at_table("nos", kinds.clone(), seed);
        let draws = |a: &App| {
            let c = sit_screen(a).sit.choices();
            forced(a) && sit_screen(a).sit.to_act() == Some(Seat(0)) && c[0].key == Some('d')
        };
        for _ in 0..8 {
            if !table_until(&mut a, 600, draws) {
                break;
            }
            // The draw's own screen, long in sight: Enter hurries it.
            screen(&mut a, 80, 24);
            a.drawn(a.clock.now());
            a.clock.pass(LOCK);
            let log = sit_screen(&a).sit.log().len();
            a.update(Msg::Enter);
            assert!(sit_screen(&a).sit.log().len() > log, "seed {seed}: Enter did not hurry the draw");
            let t = sit_screen(&a);
            if t.sit.to_act() != Some(Seat(0)) || t.due.is_some() {
                continue;
            }
            // The tile drawn fits: a decision. Its screen comes into sight, and Enter
            // 0.1 s later is dropped.
            let before = screen(&mut a, 80, 24);
            a.drawn(a.clock.now());
            a.clock.pass(100 * MS);
            let log = sit_screen(&a).sit.log().len();
            a.update(Msg::Enter);
            assert_eq!(sit_screen(&a).sit.log().len(), log, "seed {seed}: the late Enter played the tile drawn");
            assert!(sit_screen(&a).place.is_none(), "seed {seed}: the late Enter chose the tile drawn");
            assert_eq!(screen(&mut a, 80, 24), before, "seed {seed}: the late Enter acted");
            // Still within a second (a move made on his own screen that leaves him a
            // decision calms the keys a second), then Enter is the player's own.
            a.clock.pass(CALM);
            a.update(Msg::Enter);
            assert_eq!(screen(&mut a, 80, 24), before, "seed {seed}: Enter within the second acted");
            a.clock.pass(LOCK);
            a.update(Msg::Enter);
            assert_ne!(screen(&mut a, 80, 24), before, "seed {seed}: Enter did nothing once the calm was over");
            found += 1;
            break;
        }
        if found == 2 {
            return;
        }
    }
    panic!("too few hurried draws gave a tile that fits ({found})");
}
