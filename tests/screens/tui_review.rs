//! The analysis in the replay viewer: the key `a` judges every decision on a thread
//! while the viewer stays live, then each cost stands beside its line in the log, the
//! big mistakes are marked, `n` and `p` jump from mistake to mistake in order, and the
//! best choice is named (its tile marked in the hand) at the step it was to be made.
//! Leaving while it runs stops it at once. The real binary shows the same.

use crate::pty;
use crate::tui_common;

use nos::analyse::{analyse, stoppable, Settings};
use nos::tui::app::{App, Screen};
use nos::tui::kit::input::Msg;
use nos::tui::table::replay::SitViewer;
use pty::Term;
use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tui_common::screen;

/// A muggins match of random play: three decisions cost over 2 points.
const RECORD: &str = "tests/records/parlour/muggins-2p-random-match.json";

fn bytes() -> Vec<u8> {
    std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join(RECORD)).unwrap()
}

fn viewer() -> App {
    let frames = nos::tui::openers::frames(&bytes()).unwrap();
    let v = SitViewer::new(frames, "muggins.json".into()).with_record(bytes());
    App::new(Screen::SitReplay(Box::new(v)), None)
}

fn v(app: &App) -> &SitViewer {
    match &app.screen {
        Screen::SitReplay(v) => v,
        _ => panic!("not the viewer"),
    }
}

/// Presses `a` and lets time pass until the analysis is in.
fn analysed() -> App {
    let mut app = viewer();
    app.update(Msg::Char('a'));
    assert!(v(&app).review.as_ref().unwrap().running());
    let end = Instant::now() + Duration::from_secs(120);
    while v(&app).review.as_ref().unwrap().running() {
        assert!(Instant::now() < end, "the analysis does not end");
        std::thread::sleep(Duration::from_millis(20));
        app.tick(Instant::now());
    }
    app
}

#[test]
fn the_analysis_ends_with_what_nos_analyse_finds() {
    let app = analysed();
    let r = v(&app).review.as_ref().unwrap();
    let j = r.judged().expect("judged");
    let same = analyse(&bytes(), &Settings::default(), &|_, _| {}).unwrap();
    assert_eq!(j.analysis, same, "the viewer's job judges as `nos analyse` does");
    assert_eq!(j.mistakes().len(), 3);
}

#[test]
fn n_lands_on_each_mistake_in_order_and_p_goes_back() {
    let mut app = analysed();
    let j = v(&app).review.as_ref().unwrap().judged().unwrap().clone();
    let want = j.mistakes();
    let mut seen = Vec::new();
    for _ in 0..want.len() + 1 {
        app.update(Msg::Char('n'));
        let at = v(&app).at;
        let d = j.at_step(at).expect("a decision at the step");
        assert!(j.mistake(d), "{d:?}");
        if seen.last() != Some(&at) {
            seen.push(at);
        }
    }
    assert_eq!(seen, want, "every mistake in order, and n stays on the last");
    let mut back = Vec::new();
    for _ in 0..want.len() - 1 {
        app.update(Msg::Char('p'));
        back.push(v(&app).at);
    }
    let mut rev: Vec<usize> = want[..want.len() - 1].to_vec();
    rev.reverse();
    assert_eq!(back, rev);
    // The mistakes are those `nos analyse` lists, placed at their hands' steps.
    for (d, &at) in j.analysis.decisions.iter().zip(&j.at) {
        let f = v(&app).frame_at(at).unwrap();
        assert_eq!(f.hand_no(), d.hand);
        assert_eq!(f.to_act().map(|s| s.0), Some(d.seat), "{d:?} at step {at}");
    }
}

#[test]
fn at_a_mistake_the_cost_the_mark_and_the_best_choice_show() {
    let mut app = analysed();
    app.update(Msg::Char('n'));
    let s = screen(&mut app, 100, 30);
    assert!(s.contains("✗ "), "the mistake is marked:\n{s}");
    assert!(s.contains("mistake 1 of 3"), "{s}");
    assert!(s.contains("best: play"), "{s}");
    insta::assert_snapshot!("review_first_mistake_100x30", s);
    // The best choice's tile stands out in the hand that had it.
    let best = v(&app).review.as_ref().unwrap().judged().unwrap().at_step(v(&app).at).unwrap().best.clone();
    let tile = nos::tui::table::review::tile_of(&best).unwrap();
    let shown = nos::tui::kit::tiles::in_hand(tile, false);
    let buf = tui_common::draw(&mut app, 100, 30);
    let (y, row) = s.lines().enumerate().find(|(_, l)| l.contains("1 Ann: ")).unwrap();
    let x = row.chars().collect::<String>().find(&shown).map(|b| row[..b].chars().count()).expect("the tile shows");
    assert_eq!(buf[(x as u16, y as u16)].bg, ratatui::style::Color::Green, "{shown} in {row}");
    assert_ne!(buf[(x as u16 - 2, y as u16)].bg, ratatui::style::Color::Green, "only that tile");
    // Past it, its cost stands beside its line in the log.
    app.update(Msg::Right);
    let s = screen(&mut app, 80, 24);
    assert!(s.contains("[−"), "the cost beside the line:\n{s}");
    insta::assert_snapshot!("review_after_first_mistake_80x24", s);
}

#[test]
fn the_bar_shows_while_it_runs_and_the_viewer_keeps_stepping() {
    let mut app = viewer();
    app.update(Msg::Char('a'));
    let s = screen(&mut app, 80, 24);
    assert!(s.contains("Analysing"), "{s}");
    app.update(Msg::Right);
    assert_eq!(v(&app).at, 1, "the viewer steps while the analysis runs");
    // `a` again stops it, and the viewer is as it was.
    app.update(Msg::Char('a'));
    assert!(!v(&app).review.as_ref().unwrap().running());
    assert!(!screen(&mut app, 80, 24).contains("Analysing"));
}

#[test]
fn leaving_while_it_runs_leaves_at_once_and_stops_the_job() {
    let mut app = viewer();
    app.update(Msg::Char('a'));
    app.update(Msg::Char('q'));
    assert!(app.done, "the viewer closes at once");
    assert!(!v(&app).review.as_ref().unwrap().running());
    // A stopped pool judges nothing more.
    let stop = Arc::new(AtomicBool::new(true));
    let a = stoppable(stop, || analyse(&bytes(), &Settings::default(), &|_, _| {})).unwrap().unwrap();
    assert!(a.decisions.is_empty(), "{} judged after the stop", a.decisions.len());
}

#[test]
fn help_says_the_analysis_keys() {
    let mut app = viewer();
    app.update(Msg::Char('?'));
    let s = screen(&mut app, 80, 24);
    for k in ["analyse every decision", "next mistake", "previous mistake"] {
        assert!(s.contains(k), "{k}:\n{s}");
    }
    app.update(Msg::Char('x'));
    assert!(!screen(&mut app, 80, 24).contains("next mistake"));
}

#[test]
fn the_real_program_analyses_and_marks_the_mistakes() {
    let dir = tempfile::tempdir().unwrap();
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join(RECORD);
    let mut t = Term::start(dir.path(), &["replay", file.to_str().unwrap()]);
    t.wait("step 1/");
    t.send("a");
    t.wait("3 mistakes");
    t.key("n");
    let s = t.wait("mistake 1 of 3");
    assert!(s.contains("✗ "), "{s}");
    t.key("n");
    t.wait("mistake 2 of 3");
    t.key("q");
    assert_eq!(t.exit(), 0);
}

/// Every judged decision sits at a step where its seat is the one to act, in its hand:
/// line games of several hands, a record ending in a refusal, Dominox; in Nos, where a
/// question declined is a step but no written action, the seat acts at that step or at
/// one just before it with as many actions written.
#[test]
fn each_decision_is_placed_where_its_seat_acts() {
    for name in [
        "tests/records/parlour/fives-and-threes-2p-random-match.json",
        "tests/records/parlour/draw-2-voluntary-draw-refused.json",
        "tests/records/parlour/sebastopol-complete-hand-domino-18.json",
        "tests/records/parlour/dominox-complete-game-draw-5-5.json",
        "tests/records/analyse/hand-4-players.json",
        "tests/records/analyse/planted-wrong-close-early.json",
        "tests/trains_records/mexican-train-3p-round-ends-blocked.json",
        "tests/trains_records/chicken-foot-3p-foot-completed-and-foot-closed-number-gone.json",
    ] {
        let bytes = std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join(name)).unwrap();
        let frames = nos::tui::openers::frames(&bytes).unwrap();
        let mut v = SitViewer::new(frames, name.into()).with_record(bytes);
        v.review.as_mut().unwrap().settings.samples = Some(4);
        v.update(Msg::Char('a'));
        let end = Instant::now() + Duration::from_secs(120);
        while v.review.as_ref().unwrap().running() {
            assert!(Instant::now() < end, "{name}: the analysis does not end");
            std::thread::sleep(Duration::from_millis(20));
            v.tick(Instant::now());
        }
        let j = v.review.as_ref().unwrap().judged().unwrap_or_else(|| panic!("{name} judged"));
        assert!(!j.analysis.decisions.is_empty(), "{name}");
        let frames: Vec<_> = (0..v.len()).map(|k| v.frame_at(k).unwrap()).collect();
        for (d, &at) in j.analysis.decisions.iter().zip(&j.at) {
            let f = &frames[at];
            assert_eq!(f.hand_no(), d.hand, "{name}: {d:?} at {at}");
            let same = |k: usize| frames[k].hand_no() == d.hand && frames[k].written() == f.written();
            let acts = (0..=at).rev().take_while(|&k| k == at || (f.written().is_some() && same(k)));
            assert!(
                acts.into_iter().any(|k| frames[k].to_act() == Some(nos::core::Seat(d.seat))),
                "{name}: {d:?} at {at}"
            );
        }
    }
}

/// A game of `game` between computer seats, played for `steps` steps at most: its record.
fn computers(game: &str, players: usize, options: &[&str], steps: usize) -> Vec<u8> {
    use nos::tui::table::seat::Kind;
    let g = nos::registry::find(game).unwrap();
    let options = nos::registry::options_of(g, &options.iter().map(|o| o.to_string()).collect::<Vec<_>>()).unwrap();
    let names: Vec<String> = ["Ann", "Bas", "Cor", "Dirk"][..players].iter().map(|s| s.to_string()).collect();
    let kinds = vec![Kind::Computer(nos::core::Level::Easy); players];
    let mut sit = nos::tui::openers::opener(game).unwrap().start(game, names, kinds, 5, &options).unwrap();
    for _ in 0..steps {
        if sit.match_over() {
            break;
        }
        if sit.hand_over() {
            sit.next_hand();
            continue;
        }
        // The computer's choice, or a person's only one.
        let only = || match sit.choices().as_slice() {
            [c] => Some(c.act.clone()),
            _ => None,
        };
        let a = sit.computer().or_else(only).expect("a choice");
        sit.apply(&a).unwrap();
    }
    sit.record().into_bytes()
}

#[test]
fn a_long_records_frames_are_made_a_window_at_a_time_each_as_the_whole_replay_makes_it() {
    let records = [
        ("nos", computers("nos", 4, &[], 420)),
        ("sniff", computers("sniff", 3, &["target=400"], 400)),
        ("dominox", computers("dominox", 2, &[], 400)),
    ];
    for (game, bytes) in records {
        let made = SitViewer::of_record(bytes.clone(), nos::tui::openers::film, "x.json".into()).unwrap();
        let held = SitViewer::new(nos::tui::openers::frames(&bytes).unwrap(), "x.json".into()).with_record(bytes);
        assert_eq!(made.len(), held.len(), "{game}");
        assert_eq!(made.steps(), held.steps(), "{game}");
        let n = made.len();
        assert!(n > 200 || game == "dominox", "{game}: {n} steps");
        let mut a = App::new(Screen::SitReplay(Box::new(made)), None);
        let mut b = App::new(Screen::SitReplay(Box::new(held)), None);
        // Through every step, then by hands and by ends, back and forth.
        let mut keys = vec![Msg::Right; n];
        keys.extend([Msg::Home, Msg::End, Msg::Up, Msg::Up, Msg::Left, Msg::Home, Msg::Down, Msg::Down, Msg::End]);
        keys.extend(vec![Msg::Left; n.min(150)]);
        for (i, k) in keys.into_iter().enumerate() {
            a.update(k);
            b.update(k);
            assert_eq!(v(&a).at, v(&b).at, "{game}: key {i}");
            assert_eq!(screen(&mut a, 100, 30), screen(&mut b, 100, 30), "{game}: key {i}, step {}", v(&a).at);
            assert!(v(&a).kept() <= 128, "{game}: {} frames held", v(&a).kept());
        }
    }
}
