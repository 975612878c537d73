//! A question with one answer is never a screen of its own. At a hot-seat table of
//! people each seat still takes the keyboard in the declarations and the doubles at
//! once, whatever it holds (rulings #4 and #7: the same hand-overs, in the same
//! order); a seat with nothing to decide sees its line on its own screen and the game
//! goes on with no key of its own. Forced draws are made for the player tile by tile
//! (among people on the table's screen, before the drawer's hand-over, said once);
//! in strict club mode draws and passes stay the seat's own acts. A hand of three
//! people costs one key a hand-over plus one a real decision.

use crate::tui_common;
use nos::core::{Level, Seat};
use nos::games::nos::games::Game as G;
use nos::games::nos::{Action, Ending, Options, Phase};
use nos::record::played::Game;
use nos::tui::app::App;
use nos::tui::front::Screen as NosScreen;
use nos::tui::kit::input::Msg;
use nos::tui::table::seat::Kind;
use std::time::{Duration, Instant};
use tui_common::*;

fn later() -> Instant {
    Instant::now() + Duration::from_secs(3600)
}

/// The key a person presses for a real decision now: the robot's.
fn decide(a: &App) -> Msg {
    robot(a).expect("the hand goes on")
}

/// The person who took the keyboard last.
fn viewer(a: &App) -> Option<Seat> {
    match &a.screen {
        nos::tui::app::Screen::Sitting(t) => t.viewer,
        _ => None,
    }
}

/// One step on: the move the table makes by itself once its pause is over, else the
/// robot's key.
fn go_on(a: &mut App) {
    match a.nos().due() {
        Some(_) => a.tick(later()),
        None => {
            let m = decide(a);
            a.update(m);
        }
    }
}

/// What one hand of three people cost, played by the robot from `seed`.
#[derive(Debug, Default)]
struct Cost {
    keys: usize,
    hand_overs: usize,
    /// Keys pressed while the acting seat had one legal answer.
    one_answer: usize,
    /// Hand-overs in the declarations and in the window for doubles at once.
    declare: usize,
    immediate: usize,
    /// Forced passes and draws made on the table's own screen, with no hand-over.
    public: usize,
    /// The window's "no" made on the table's screen, when no double can go at once.
    open_no: usize,
    /// Lines of a one-answer question seen on the seat's own screen.
    said: Vec<String>,
}

fn hot_hand(seed: u64) -> Cost {
    hot_from(app(3, seed), seed)
}

/// Hand 1 of `seed` for three people with a matador line announced (game 4), where
/// doubles may go on the set tile at once.
fn matador_line(seed: u64) -> Cost {
    let mut g = Game::new(names(3), vec![Kind::Human; 3], seed);
    let set = g.hand().legal()[0];
    g.apply(set).expect("the highest double is set");
    g.apply(Action::Announce(G::Plain(4))).expect("game 4 may be announced");
    hot_from(app_of(g), seed)
}

fn hot_from(mut a: App, seed: u64) -> Cost {
    let mut c = Cost::default();
    for _ in 0..3000 {
        if matches!(a.nos().screen(), NosScreen::Summary | NosScreen::Settled) {
            return c;
        }
        let phase = a.nos().game().hand().phase();
        if a.nos().due().is_some() {
            // A forced pass or draw in one's turn: made on the table's own screen, with
            // no hand-over and no hand shown (the log tells everyone of it), said once.
            let h = a.nos().game().hand();
            let legal = h.legal();
            let seat = h.to_act().unwrap();
            let draw = legal.as_slice() == [Action::Draw];
            if matches!(phase, Phase::Turn { .. }) && (legal.as_slice() == [Action::Pass] || draw) {
                let held = viewer(&a) == Some(seat);
                if !held {
                    assert_eq!(a.nos().shown_seat(), None, "seed {seed}: a hand shown for a forced move");
                    let s = screen(&mut a, 100, 30);
                    let said = format!("{} cannot play: {}", NAMES[seat.index()], legal[0]);
                    assert_eq!(s.matches(&said).count(), 1, "seed {seed}: said once:\n{s}");
                    assert!(!s.contains("has no choice"), "seed {seed}: said twice:\n{s}");
                    c.public += 1;
                }
                a.tick(later());
                continue;
            }
            // The window for doubles at once where the table shows that none can go:
            // every seat's "no", made on the table's screen.
            if matches!(phase, Phase::Immediate { .. }) && !h.immediate_open() {
                assert_eq!(a.nos().shown_seat(), None, "seed {seed}: a hand shown for the window's open no");
                c.open_no += 1;
                a.tick(later());
                continue;
            }
            // Any other one-answer question on the clock: the seat's own hand and its line.
            assert!(a.nos().shown_seat().is_some(), "seed {seed}: a move made for nobody's screen");
            let s = screen(&mut a, 100, 30);
            for line in ["nothing to answer.", "is set for you", "drawn for you", "you pass.", "you wait"] {
                if let Some(l) = s.lines().find(|l| l.contains(line)) {
                    c.said.push(l.trim_matches(|ch: char| ch == '│' || ch == ' ').to_string());
                }
            }
            a.tick(later());
            continue;
        }
        if matches!(a.nos().screen(), NosScreen::HandOver(_)) {
            match phase {
                Phase::Declare { .. } => c.declare += 1,
                Phase::Immediate { .. } => c.immediate += 1,
                _ => {}
            }
            c.hand_overs += 1;
            c.keys += 1;
            press(&mut a, Msg::Enter);
            continue;
        }
        let legal = a.nos().game().hand().legal();
        let place = matches!(a.nos().pick(), nos::tui::front::Pick::Place { .. });
        // One tile that fits in one place is still a choice: to play it, or to play and close.
        if legal.len() == 1 && !place && !matches!(legal[0], Action::Play { .. }) {
            eprintln!("seed {seed}: a key asked for {:?} in {phase:?}\n{}", legal[0], screen(&mut a, 100, 30));
            c.one_answer += 1;
        }
        c.keys += 1;
        let m = decide(&a);
        a.update(m);
    }
    panic!("seed {seed}: the hand does not end");
}

#[test]
fn hot_seat_no_key_is_asked_for_a_question_with_one_answer() {
    let mut said = Vec::new();
    for seed in 0..6 {
        let c = hot_hand(seed);
        assert_eq!(c.one_answer, 0, "seed {seed}: {c:?}");
        said.extend(c.said);
    }
    // The lines were shown, on the seats' own screens.
    assert!(said.iter().any(|l| l.contains("too few to declare: nothing to answer.")), "{said:?}");
    // A window where a double could go (not an ordinary double set, whose "no" is made
    // on the table's screen) asks even a seat that holds none.
    let window = matador_line(1);
    assert_eq!((window.immediate, window.open_no), (2, 0), "{window:?}");
    assert_eq!(window.one_answer, 0, "{window:?}");
    assert!(window.said.iter().any(|l| l.contains("at once: nothing to answer.")), "{window:?}");
}

#[test]
fn every_seat_takes_the_keyboard_in_the_declarations_and_the_window_whatever_it_holds() {
    for seed in 0..8 {
        let c = hot_hand(seed);
        // Each of the three seats once in the declarations (B, C, then A), and each
        // seat but the one on set (rulings #5) once in the window for doubles at once,
        // when the game announced opens it and a double could still go there.
        assert_eq!(c.declare, 3, "seed {seed}: {c:?}");
        assert!(matches!((c.immediate, c.open_no), (2, 0) | (0, 2) | (0, 0)), "seed {seed}: {c:?}");
    }
}

#[test]
fn on_an_ordinary_double_set_the_window_for_doubles_at_once_takes_no_hand_over() {
    // No double can go on an ordinary double set (rules.md §7.2): the table shows it to
    // everyone, so each seat's "no" is made on the table's screen, with no hand-over.
    let open = (0..8).map(hot_hand).filter(|c| c.open_no == 2).inspect(|c| assert_eq!(c.immediate, 0, "{c:?}")).count();
    assert!(open > 0, "no hand of seeds 0..8 was set on an ordinary double");
}

#[test]
fn a_three_person_hand_costs_one_key_a_hand_over_plus_one_a_real_decision() {
    let c = hot_hand(7);
    assert_eq!(c.one_answer, 0, "{c:?}");
    // Every other key carried a decision: the game (and its form), a declaration,
    // a double at once, a tile and its place.
    assert!(c.keys > c.hand_overs, "{c:?}");
}

#[test]
fn the_close_question_and_its_enter_are_gone_from_the_table_of_people() {
    let mut a = app(3, 7);
    for _ in 0..400 {
        assert!(!matches!(a.nos().game().hand().phase(), Phase::AfterPlay { .. }), "asked to close after the play");
        if a.nos().due().is_some() {
            a.tick(later());
            continue;
        }
        if matches!(a.nos().screen(), NosScreen::Summary) {
            return;
        }
        let m = decide(&a);
        a.update(m);
    }
}

/// A human (seat 0) against computer seats, with a long pause to see each step.
fn alone(seed: u64, strict: bool) -> App {
    let mut kinds = vec![Kind::Computer(Level::Easy); 3];
    kinds[0] = Kind::Human;
    let options = Options { strict, ..Options::default() };
    let mut a = app_of(Game::with_options(names(3), kinds, seed, options));
    a.delay = Duration::from_secs(60);
    a
}

/// Plays on until seat 0 may only draw in its turn.
fn to_a_forced_draw(a: &mut App) -> bool {
    for _ in 0..2000 {
        let h = a.nos().game().hand();
        if matches!(h.phase(), Phase::Over { .. }) {
            return false;
        }
        if h.to_act() == Some(Seat(0))
            && matches!(h.phase(), Phase::Turn { .. })
            && h.legal().as_slice() == [Action::Draw]
        {
            return true;
        }
        go_on(a);
    }
    false
}

#[test]
fn forced_draws_are_made_for_the_player_tile_by_tile() {
    for seed in 0..30 {
        let mut a = alone(seed, false);
        if !to_a_forced_draw(&mut a) {
            continue;
        }
        let held = a.nos().game().hand().hand_len(Seat(0));
        // On the clock, said, one tile at a time.
        assert!(a.nos().due().is_some(), "seed {seed}: the forced draw waits for a key");
        a.tick(later());
        assert_eq!(a.nos().game().hand().hand_len(Seat(0)), held + 1, "seed {seed}");
        let acts = &a.nos().game().session.logs().last().unwrap().actions;
        assert_eq!(acts.last(), Some(&(Seat(0), Action::Draw)));
        return;
    }
    panic!("no forced draw came");
}

#[test]
fn a_draw_made_for_the_one_player_is_said_once() {
    // Alone with the computers, the line under one's own tiles says the draw is made
    // ("nothing fits: a tile is drawn for you"); the table does not say it again as
    // "Ann cannot play: draw".
    for seed in 0..30 {
        let mut a = alone(seed, false);
        if !to_a_forced_draw(&mut a) {
            continue;
        }
        let s = screen(&mut a, 100, 30);
        assert!(s.contains("a tile is drawn for you"), "seed {seed}:\n{s}");
        assert!(!s.contains("cannot play"), "seed {seed}:\n{s}");
        return;
    }
    panic!("no forced draw came");
}

#[test]
fn a_draw_by_choice_stays_a_choice() {
    // Rulings #34: drawing is allowed with a tile that fits; then nothing is drawn for
    // the seat, and d still draws.
    let mut a = alone(3, false);
    for _ in 0..2000 {
        let h = a.nos().game().hand();
        let mine = h.to_act() == Some(Seat(0)) && a.nos().due().is_none() && matches!(h.phase(), Phase::Turn { .. });
        if mine && h.legal().contains(&Action::Draw) && h.legal().len() > 1 {
            let held = h.hand_len(Seat(0));
            a.tick(later());
            assert_eq!(a.nos().game().hand().hand_len(Seat(0)), held, "a draw by choice was made for the seat");
            a.update(Msg::Char('d'));
            assert_eq!(a.nos().game().hand().hand_len(Seat(0)), held + 1);
            return;
        }
        go_on(&mut a);
    }
    panic!("no turn with a draw by choice came");
}

#[test]
fn in_strict_club_mode_draws_stay_the_seats_own_acts() {
    for seed in 0..30 {
        let mut a = alone(seed, true);
        if !to_a_forced_draw(&mut a) {
            continue;
        }
        let held = a.nos().game().hand().hand_len(Seat(0));
        assert_eq!(a.nos().due(), None, "seed {seed}: a draw made for the seat in strict mode");
        a.tick(later());
        assert_eq!(a.nos().game().hand().hand_len(Seat(0)), held);
        let s = screen(&mut a, 100, 30);
        assert!(s.contains("Draw a tile (d)"), "{s}");
        a.update(Msg::Char('d'));
        assert_eq!(a.nos().game().hand().hand_len(Seat(0)), held + 1);
        return;
    }
    panic!("no forced draw came");
}

#[test]
fn the_count_says_how_the_hand_really_ended() {
    // A hand ended by a nos and then nothing fitting: not "all passed".
    let mut seen = 0;
    for seed in 0..200 {
        let mut g = Game::new(names(3), vec![Kind::Computer(Level::Easy); 3], seed);
        while let Some(act) = g.computer_action() {
            g.apply(act).unwrap();
        }
        let h = g.hand();
        let Phase::Over { how } = h.phase() else { continue };
        let said = nos::games::nos::words::ended(g.hand(), &g.names).unwrap();
        if let Some(n) = h.nos() {
            assert!(said.starts_with(&format!("{} went out (nos)", g.names[n.index()])), "{said}");
        }
        if how == (Ending::Blocked { passed: false }) {
            assert!(!said.contains("all passed"), "{said}");
            if h.nos().is_some() {
                seen += 1;
                let mut a = app_of(g);
                let s = screen(&mut a, 100, 30);
                assert!(s.contains(&format!("How it ended: {said}")), "{s}");
            }
        }
    }
    assert!(seen > 0, "no hand ended by a nos and a block");
}

#[test]
fn b_while_a_seats_one_answer_is_made_goes_on_and_leaves_no_word_for_the_next_seat() {
    use nos::tui::table::screen::Popup as Boxed;
    let mut pressed = 0;
    for seed in 0..3 {
        let mut a = app(3, seed);
        for _ in 0..3000 {
            if matches!(a.nos().screen(), NosScreen::Summary | NosScreen::Settled) {
                break;
            }
            if a.nos().due().is_some() {
                let before = a.nos().game().hand().clone();
                a.update(Msg::Char('b'));
                if a.nos().boxed() == Some(Boxed::Hint) {
                    // On set the game is still to choose: that hint is worth its box.
                    a.update(Msg::Back);
                    a.tick(later());
                    continue;
                }
                pressed += 1;
                let said = a.nos().status().unwrap_or_default();
                assert!(!said.contains("no hint needed"), "seed {seed}: {said}");
                assert!(
                    *a.nos().game().hand() != before,
                    "seed {seed}: `b` did not go on\n{}",
                    screen(&mut a, 100, 30)
                );
                continue;
            }
            let m = if matches!(a.nos().screen(), NosScreen::HandOver(_)) { Msg::Enter } else { decide(&a) };
            if m == Msg::Enter {
                press(&mut a, m);
            } else {
                a.update(m);
            }
        }
    }
    assert!(pressed > 0, "no move was made for a seat");
}

#[test]
fn the_seat_on_set_without_a_double_has_its_drawn_tile_set_for_it_with_no_key() {
    use nos::core::{chance, TileSet};
    use nos::games::nos::{deal, Session};
    // A later hand whose seat on set holds no double: it draws, and the tile drawn,
    // which is no double, lies either way round alike: one answer, made for it.
    for seed in 0..200u64 {
        let d = deal::deal(&mut chance::dice(seed), 3);
        let Some(seat) = (0..3).find(|&i| d.hands[i].inter(TileSet::DOUBLES).is_empty()) else { continue };
        if d.boneyard.first().is_none_or(|t| t.is_double()) {
            continue;
        }
        let session = Session::resume(d, Seat(seat as u8), false, vec![500; 3], Options::default()).unwrap();
        let mut a = app_of(Game::from_session(names(3), vec![Kind::Human; 3], seed, session));
        press(&mut a, Msg::Enter);
        assert_eq!(a.nos().shown_seat(), Some(Seat(seat as u8)));
        for _ in 0..2 {
            assert!(a.nos().due().is_some(), "seed {seed}: a key asked for:\n{}", screen(&mut a, 80, 24));
            a.tick(later());
        }
        assert_eq!(a.nos().game().hand().phase(), Phase::Announce, "seed {seed}");
        let acts = &a.nos().game().session.logs().last().unwrap().actions;
        assert!(matches!(acts.last(), Some((_, Action::Set { .. }))), "{acts:?}");
        return;
    }
    panic!("no seat on set without a double came");
}

#[test]
fn hand_one_of_seed_3030_hands_the_keyboard_over_for_decisions_only() {
    // `nos new --players 3 --seed 3030`, three people, each playing the tile the cursor
    // is on in the first place offered: hand 1 cost 27 hand-overs (48 keys) when each of
    // its 4 forced passes took a hand-over of its own; 23 (44 keys) once they were made
    // on the table's screen. Its forced draws are made there too now, before the
    // drawer's hand-over rather than after it: still 23, since every seat that drew in
    // this hand drew a tile that fits and takes the keyboard to play it (a seat whose
    // draws end in a pass now takes none). Now 21 (42 keys): the window for doubles at
    // once on its ordinary 6-6, where none can go, asks nobody.
    let mut a = app(3, 3030);
    let (mut hand_overs, mut passes, mut draws, mut keys) = (0, 0, 0, 0);
    while !matches!(a.nos().screen(), NosScreen::Summary | NosScreen::Settled) {
        let h = a.nos().game().hand();
        let turn = matches!(h.phase(), Phase::Turn { .. });
        let pass = turn && h.legal().as_slice() == [Action::Pass];
        let draw = turn && h.legal().as_slice() == [Action::Draw];
        if a.nos().due().is_some() {
            passes += usize::from(pass);
            // Made with no hand on screen.
            if draw {
                assert_eq!(a.nos().shown_seat(), None, "a draw made on the drawer's own screen");
                draws += 1;
            }
            a.tick(later());
            continue;
        }
        hand_overs += usize::from(matches!(a.nos().screen(), NosScreen::HandOver(_)));
        keys += 1;
        let m = decide(&a);
        a.update(m);
        assert!(keys < 3000, "the hand does not end");
    }
    eprintln!("seed 3030, hand 1: {hand_overs} hand-overs, {passes} forced passes, {draws} forced draws, {keys} keys");
    assert_eq!((hand_overs, passes, draws, keys), (21, 4, 11, 42));
}

#[test]
fn in_strict_club_mode_a_forced_pass_at_a_table_of_people_stays_the_seats_own_act() {
    // The pass made on the table's screen with no hand-over is outside strict mode only:
    // there the seat takes the keyboard and passes by its own key.
    let options = Options { strict: true, ..Options::default() };
    for seed in 0..30 {
        let mut a = app_of(Game::with_options(names(3), vec![Kind::Human; 3], seed, options));
        for _ in 0..3000 {
            let h = a.nos().game().hand();
            if matches!(h.phase(), Phase::Over { .. }) {
                break;
            }
            let pass = matches!(h.phase(), Phase::Turn { .. }) && h.legal().as_slice() == [Action::Pass];
            if pass && !matches!(a.nos().screen(), NosScreen::HandOver(_)) {
                let seat = h.to_act();
                assert_eq!(a.nos().shown_seat(), seat, "seed {seed}: a strict pass made without its seat");
                assert_eq!(a.nos().due(), None, "seed {seed}: a pass made for the seat in strict mode");
                a.update(Msg::Char('p'));
                let acts = &a.nos().game().session.logs().last().unwrap().actions;
                assert_eq!(acts.last().map(|x| Some(x.0)), Some(seat));
                return;
            }
            go_on(&mut a);
        }
    }
    panic!("no forced pass came");
}

/// Hand 1 of each seed for three people, the robot deciding and the table's own moves
/// made on the clock: `look` sees each screen that waits for a key, and ends the walk by
/// returning true. Whether it did.
fn walk(seeds: std::ops::Range<u64>, mut look: impl FnMut(u64, &mut App) -> bool) -> bool {
    for seed in seeds {
        let mut a = app(3, seed);
        for _ in 0..3000 {
            if matches!(a.nos().screen(), NosScreen::Summary | NosScreen::Settled) {
                break;
            }
            if a.nos().due().is_some() {
                a.tick(later());
                continue;
            }
            if look(seed, &mut a) {
                return true;
            }
            let m = decide(&a);
            a.update(m);
        }
    }
    false
}

#[test]
fn the_keyboard_coming_back_to_the_seat_that_held_it_says_so() {
    // A newcomer was told "Pass the keyboard to Cor" when Cor had it already: after Cor's
    // play the others passed on the table's screen. The hand-over stays (the others
    // watched the screen meanwhile), and says that it comes back to him.
    let (mut back, mut took) = (0, None);
    walk(0..12, |seed, a| {
        if let NosScreen::HandOver(h) = a.nos().screen() {
            let s = screen(a, 100, 30);
            let name = ["Ann", "Bas", "Cor"][h.seat().index()];
            let again = took == Some((seed, h.seat()));
            assert_eq!(s.contains(&format!("Back to {name}: nobody else could play")), again, "seed {seed}:\n{s}");
            assert_eq!(s.contains(&format!("Pass the keyboard to {name}")), !again, "seed {seed}:\n{s}");
            back += usize::from(again);
            took = Some((seed, h.seat()));
        }
        false
    });
    assert!(back > 0, "the keyboard never came back to the seat that held it");
}

#[test]
fn the_place_question_says_where_a_double_is_paid_on_its_predecessors_tile() {
    // A newcomer read "0-0: [1] W, 0 open [2] E, 0 open" where W paid 7 and E nothing.
    let found = walk(0..80, |_, a| {
        let nos::tui::front::Pick::Place { options, .. } = a.nos().pick() else { return false };
        let h = a.nos().game().hand();
        let seat = h.to_act().expect("a seat chooses");
        let pays: Vec<u32> = options.iter().map(|o| h.double_pay(seat, *o)).collect();
        if pays.iter().all(|&p| p == 0) {
            return false;
        }
        let s = screen(a, 80, 24);
        for (i, p) in pays.iter().enumerate().filter(|(_, p)| **p > 0) {
            assert!(s.contains(&format!("[{}] ", i + 1)) && s.contains(&format!("paid {p}")), "{s}");
        }
        assert_eq!(s.matches(", paid ").count(), pays.iter().filter(|&&p| p > 0).count(), "{s}");
        true
    });
    assert!(found, "no place question with a double paid on its predecessor's tile");
}

#[test]
fn a_key_to_hurry_the_set_made_for_a_seat_never_announces_a_game_unseen() {
    // A newcomer read "5-5 is set for you … any key go on now", pressed Enter a moment
    // after the set was made on the clock, and announced game 1 from a list he had not
    // seen. After a move made on a person's own screen that leaves him a decision, keys
    // wait a second.
    use nos::tui::front::Pick;
    use nos::tui::kit::hand_over::{CALM, LOCK};
    let mut a = app(3, 3030);
    press(&mut a, Msg::Enter); // Bas takes the keyboard: his set is made for him
    assert!(a.nos().due().is_some(), "the set is made on the clock");
    screen(&mut a, 80, 24);
    a.drawn(a.clock.now());
    a.tick(later());
    assert!(matches!(a.nos().pick(), Pick::Games { .. }), "the list of games is up");
    screen(&mut a, 80, 24);
    a.drawn(a.clock.now());
    a.clock.pass(CALM + Duration::from_millis(100));
    a.update(Msg::Enter);
    assert_eq!(a.nos().game().announced(), None, "Enter half a second after the list came announced a game");
    a.clock.pass(LOCK);
    a.update(Msg::Enter);
    assert!(a.nos().game().announced().is_some(), "Enter a second later announces");
}
