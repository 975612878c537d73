//! Long names (up to 20 characters) at 80x24: every place that shows them fits them
//! and keeps the seats apart — the seats panel, the log, the hand-over, the questions,
//! the summary, the settlement and the replay viewer.

use crate::tui_common;
use nos::games::nos::Phase;
use nos::record::played::Game;
use nos::tui::app::{App, Screen};
use nos::tui::front::Screen as NosScreen;
use nos::tui::kit::input::Msg;
use nos::tui::table::seat::Kind;
use tui_common::*;

const LONG: [&str; 5] =
    ["Annemarie Vandenberg", "Bastiaan Oosterhuis", "Cornelia van der Wal", "Cornelia van der Ven", "Dirk"];

fn long_app(seed: u64) -> App {
    let names: Vec<String> = LONG.iter().map(|s| s.to_string()).collect();
    let mut a = still(Screen::Offer);
    a.start(Game::new(names, vec![Kind::Human; 5], seed));
    a
}

/// No line of the screen runs into the next column: each box border stays in place.
fn borders_hold(s: &str) {
    for l in s.lines() {
        assert!(l.chars().count() <= 80, "a line longer than the window:\n{s}");
    }
}

/// The text of the seats panel's rows (the right side of the screen's top rows).
fn seats_panel(s: &str) -> Vec<String> {
    s.lines().skip(2).take(5).map(|l| l.chars().skip(48).collect()).collect()
}

#[test]
fn the_seats_panel_keeps_long_names_apart() {
    let mut a = long_app(3);
    let s = screen(&mut a, 80, 24);
    borders_hold(&s);
    let rows = seats_panel(&s);
    for (row, name) in rows.iter().zip(LONG) {
        let first = name.split(' ').next().unwrap();
        assert!(row.contains(&first[..4]), "{name} in {row:?}\n{s}");
    }
    // The two Cornelias are told apart by the ends of their names.
    assert!(rows[2].contains("Wal") && rows[3].contains("Ven"), "{rows:?}");
    insta::assert_snapshot!("long_names_hand_over_80x24", s);
    // At 120 columns every name is whole.
    let s = screen(&mut a, 120, 40);
    for name in LONG {
        assert!(s.contains(&format!("{name} ")), "{name} whole at 120x40\n{s}");
    }
    // 100 columns: the side panels have grown to hold them too.
    let s = screen(&mut a, 100, 30);
    for name in LONG {
        assert!(s.contains(name), "{name} whole at 100x30\n{s}");
    }
}

#[test]
fn long_names_in_the_log_questions_summary_and_settlement() {
    let mut a = long_app(3);
    press(&mut a, Msg::Enter);
    insta::assert_snapshot!("long_names_on_set_80x24", screen(&mut a, 80, 24));
    // Through the announcement to the first question asked of every seat.
    for _ in 0..20 {
        if matches!(a.nos().game().hand().phase(), Phase::Declare { .. }) && matches!(a.nos().screen(), NosScreen::Play)
        {
            break;
        }
        a.update(robot(&a).unwrap());
    }
    let s = screen(&mut a, 80, 24);
    borders_hold(&s);
    // A name in the log breaks around it, never inside it.
    assert!(s.contains("Annemarie Vandenberg"), "the log keeps the name on one line\n{s}");
    insta::assert_snapshot!("long_names_question_80x24", s);
    play_hand(&mut a, |_| {});
    assert!(matches!(a.nos().screen(), NosScreen::Summary));
    let s = screen(&mut a, 80, 24);
    borders_hold(&s);
    for name in LONG {
        // Whole, on one line: a payment breaks around a name, never inside it.
        assert!(s.contains(name), "{name} in the summary\n{s}");
    }
    insta::assert_snapshot!("long_names_summary_80x24", s);
    // The count that does not fit scrolls, by keys and by the wheel.
    assert!(s.contains("rows 1–13 of 17"), "{s}");
    a.update(Msg::End);
    assert!(screen(&mut a, 80, 24).contains("rows 5–17 of 17"));
    a.update(Msg::WheelUp);
    assert!(screen(&mut a, 80, 24).contains("rows 2–14 of 17"));
    a.update(Msg::Char('k'));
    assert!(screen(&mut a, 80, 24).contains("rows 1–13 of 17"));
    a.update(Msg::Char('q'));
    a.update(Msg::Char('y'));
    let s = screen(&mut a, 80, 24);
    for name in LONG {
        assert!(s.contains(name), "{name} in the settlement\n{s}");
    }
    insta::assert_snapshot!("long_names_settled_80x24", s);
}

#[test]
fn long_names_in_the_replay_viewer() {
    let mut a = long_app(3);
    play_hand(&mut a, |_| {});
    let g = a.nos().game_at().unwrap();
    let v = nos::tui::table::replay::SitViewer::new(nos::tui::nos::open::frames(g), "seed-3.json".into());
    let mut r = App::new(Screen::SitReplay(Box::new(v)), None);
    for _ in 0..12 {
        r.update(Msg::Right);
    }
    let s = screen(&mut r, 80, 24);
    borders_hold(&s);
    insta::assert_snapshot!("long_names_replay_80x24", s);
    // Every seat's hand is in the bottom box, under a name that tells it apart.
    let bottom: String = s.lines().skip_while(|l| !l.contains("face up")).collect::<Vec<_>>().join("\n");
    for key in ["Anne", "Bast", "Wal:", "Ven:", "Dirk:"] {
        assert!(bottom.contains(key), "{key} in\n{bottom}");
    }
}

#[test]
fn at_80x24_each_seat_keeps_its_tiles_chips_and_marks_on_its_own_row() {
    // The table's seats box with Nos's marks: five seats of long names, computers among
    // them, through a hand: no figure or mark wrapped onto a row of its own.
    let names: Vec<String> = LONG.iter().map(|s| s.to_string()).collect();
    let mut kinds = vec![Kind::Computer(nos::core::Level::Normal); 5];
    kinds[0] = Kind::Human;
    let mut a = app_of(Game::new(names, kinds, 3));
    let mut gone = false;
    while !a.nos().game().hand().is_over() {
        let s = screen(&mut a, 80, 24);
        borders_hold(&s);
        let panel: Vec<String> = s
            .lines()
            .skip(2)
            .map(|l| l.chars().skip(49).take(30).collect::<String>())
            .take_while(|l| !l.starts_with('─'))
            .collect();
        // A seat's row starts with its mark or two spaces, then the name.
        let rows: Vec<&String> = panel
            .iter()
            .filter(|l| (l.starts_with("▶ ") || l.starts_with("  ")) && l.chars().nth(2).is_some_and(|c| c != ' '))
            .collect();
        let g = a.nos().game();
        let h = g.hand();
        assert_eq!(rows.len(), 5, "{s}");
        for (i, row) in rows.iter().enumerate() {
            let seat = nos::core::Seat(i as u8);
            let words: Vec<&str> = row.split_whitespace().collect();
            assert!(words.contains(&h.chips()[i].to_string().as_str()), "seat {i}'s chips:\n{s}");
            assert!(row.contains(&format!("{}t", h.hand_len(seat))), "seat {i}'s tiles:\n{s}");
            assert_eq!(words.contains(&"set"), h.on_set() == seat, "seat {i}'s set:\n{s}");
            assert_eq!(words.contains(&"cpu"), i > 0, "seat {i}'s cpu:\n{s}");
            let out = if h.nos() == Some(seat) { "nos" } else { "out" };
            let gone_now = h.nos() == Some(seat) || h.out().contains(seat);
            assert_eq!(words.contains(&out), gone_now, "seat {i}'s {out}:\n{s}");
            gone |= gone_now;
        }
        let Some(m) = robot(&a) else { break };
        a.update(m);
    }
    assert!(gone, "a seat went out in the hand");
}

#[test]
fn at_80x24_a_seats_shown_tiles_never_push_the_matadors_out_of_the_seats_box() {
    // A seat that declared shows its doubles on a row of its own; in a matador game the
    // box also lists the matadors. The box grows to hold both (the log gives way), and
    // each seat's tiles are still counted in words where the names leave room.
    use nos::games::nos::{Action, Rule};
    let names: Vec<String> = ["Ann", "Bas", "Cor", "Dirk"].iter().map(|s| s.to_string()).collect();
    let mut kinds = vec![Kind::Computer(nos::core::Level::Normal); 4];
    kinds[0] = Kind::Human;
    let mut seen = 0;
    for seed in 0..400u64 {
        let mut g = Game::new(names.clone(), kinds.clone(), seed);
        // Declare where one may, announce a matador game where one may, else the first action.
        let mut steps = 0;
        while !g.hand().is_over() && steps < 12 {
            let legal: Vec<Action> = g.hand().legal().into_iter().collect();
            let pick = legal
                .iter()
                .find(|a| matches!(a, Action::Declare))
                .or_else(|| {
                    legal.iter().find(|a| match a {
                        Action::Announce(x) => x.describe().contains("matador"),
                        _ => false,
                    })
                })
                .or(legal.first())
                .cloned();
            let Some(a) = pick else { break };
            g.apply(a).expect("a legal action");
            steps += 1;
        }
        let h = g.hand();
        let shows = (0..4).any(|i| !h.shown(nos::core::Seat(i)).is_empty());
        let matador = h.layout().is_some_and(|l| {
            let p = l.plan();
            p.found.contains(&Rule::Matador) || p.ext.contains(&Rule::Matador)
        });
        if !(shows && matador) || h.is_over() {
            continue;
        }
        let mut a = app_of(g);
        let s = screen(&mut a, 80, 24);
        borders_hold(&s);
        let side: String = s.lines().skip(1).take(16).map(|l| l.chars().skip(48).collect::<String>() + "\n").collect();
        assert!(side.contains("shows "), "seed {seed}: the shown tiles:\n{s}");
        assert!(side.contains("matadors: 0-0 6-1 5-2 4-3"), "seed {seed}: the matadors:\n{s}");
        assert!(side.contains(" tiles ") || side.contains(" tile "), "seed {seed}: tiles in words:\n{s}");
        seen += 1;
        if seen == 3 {
            return;
        }
    }
    panic!("only {seen} deals of 400 had a declared seat in a matador game");
}
