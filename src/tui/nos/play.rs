//! Nos's table screen drawn: the header, the table in its box, the seats, the log, the
//! acting seat's part at the bottom, the keys that do something now, and over the
//! table what the seat is choosing (the game to announce, its form), the summary of a
//! hand or practice's result.

use super::announce;
use super::desk::Pick;
use super::desk::{NosTable, Screen};
use super::table_box::areas;
use super::table_box::{header, seats_box, table_box};
use crate::games::nos::{Action, Phase};
use crate::tui::kit::hits::{Hit, Hits};
use crate::tui::kit::input::Msg;
use crate::tui::kit::widgets::{fitting, keys_line, log_box, Key};
use crate::tui::table::seat::Kind;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

/// The table, its panels and the seat's part at the bottom.
pub(in crate::tui) fn play(app: &NosTable, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let g = app.game();
    let h = g.hand();
    let a = areas(area, g.n() as usize);
    let acting = h.to_act();
    let label = match (&app.coach, &app.tutor) {
        (Some(c), _) => format!("practice hand {}", c.dealt),
        (_, Some(t)) => format!("lesson {}", t.index + 1),
        _ => format!("hand {}", g.hand_no() + 1),
    };
    header(&label, h, g.announced(), a.header, buf);
    table_box(h, app.pips, &app.table, a.table, buf);
    hits.add(a.table, Hit::Pan);
    seats_box(h, &g.names, &g.kinds, acting, a.seats, buf);
    log_box(&g.log, &g.names, g.hand_no(), a.log, buf);
    crate::tui::nos::bottom::bottom(app, a.bottom, buf, hits);
    const ENTER: &[Msg] = &[Msg::Enter];
    let keys: Vec<Key> = match &app.screen {
        Screen::HandOver(h) if h.wait(app.clock.now()).is_some() => vec![crate::tui::kit::hand_over::WAITING],
        Screen::HandOver(_) => vec![
            ("Enter", "take the keyboard", ENTER),
            ("t", "pips/digits", &[Msg::Char('t')]),
            ("?", "help", &[Msg::Char('?')]),
            ("q", "quit", &[Msg::Char('q')]),
        ],
        Screen::Summary if app.tutor.is_some() => {
            vec![
                ("Enter", "next lesson", ENTER),
                ("↑↓", "payments", &[Msg::Up, Msg::Down]),
                ("q", "the list", &[Msg::Char('q')]),
            ]
        }
        Screen::Summary if app.game().session.at_limit().is_some() => vec![
            ("Enter", "settle", ENTER),
            ("↑↓", "payments", &[Msg::Up, Msg::Down]),
            ("?", "help", &[Msg::Char('?')]),
        ],
        Screen::Summary => vec![
            ("Enter", "next hand", ENTER),
            ("↑↓", "payments", &[Msg::Up, Msg::Down]),
            ("x", "a seat leaves", &[Msg::Char('x')]),
            ("q", "quit and settle", &[Msg::Char('q')]),
            ("?", "help", &[Msg::Char('?')]),
        ],
        Screen::Result => vec![
            ("Enter", "next practice hand", ENTER),
            ("↑↓", "scroll", &[Msg::Up, Msg::Down]),
            ("a", "analyse", &[Msg::Char('a')]),
            ("q", "leave practice", &[Msg::Char('q')]),
            ("?", "help", &[Msg::Char('?')]),
        ],
        Screen::Score => vec![("Enter or q", "leave", ENTER)],
        _ => play_keys(app),
    };
    keys_line(&fitting(keys, a.keys.width)).draw(a.keys, buf, hits);
    match (&app.screen, &app.pick) {
        (Screen::Summary, _) => super::summary::summary(g, &app.payments, a.table.union(a.seats), buf),
        (Screen::Result, _) => {
            crate::tui::nos::ranking::result(app, area, buf, hits);
            crate::tui::nos::coach_review::draw(app, area, buf);
        }
        (Screen::Play, Pick::Games { cursor }) if app.shown_seat().is_some() => {
            // In a lesson the side panel is the lesson's.
            let r = if app.tutor.is_some() { a.table } else { a.table.union(a.log) };
            announce::games(h, *cursor, r, buf, hits)
        }
        (Screen::Play, Pick::Form(f)) if app.shown_seat().is_some() => announce::form(f, a.table, buf, hits),
        _ => {}
    }
    // A lesson's box takes the side panel; on the summary, the bottom.
    if app.tutor.is_some() {
        let r = match (&app.screen, &app.pick) {
            (Screen::Summary, _) => a.bottom,
            _ => a.seats.union(a.log),
        };
        crate::tui::nos::lesson::draw_box(app, r, buf, hits);
    }
}

/// The keys of the table screen: only those that do something now.
fn play_keys(app: &NosTable) -> Vec<Key<'static>> {
    let g = app.game();
    let legal = g.hand().legal();
    let mut k: Vec<Key> = Vec::new();
    const ARROWS: &[Msg] = &[Msg::Left, Msg::Right];
    const ENTER: &[Msg] = &[Msg::Enter];
    if app.shown_seat().is_none() {
        if g.hand().to_act().is_some_and(|s| g.kind(s) != Kind::Human) {
            k.push(("any key", "skip the pause", ENTER));
        }
    } else {
        match (&app.pick, g.hand().phase()) {
            (Pick::Games { .. }, _) => {
                k.extend([("↑↓", "choose", &[Msg::Up, Msg::Down][..]), ("Enter", "announce", ENTER)])
            }
            (Pick::Form(_), _) => k.extend([
                ("↑↓", "choice", &[Msg::Up, Msg::Down][..]),
                ("←→", "change", ARROWS),
                ("Enter", "announce", ENTER),
                ("Esc", "back", &[Msg::Back]),
            ]),
            (Pick::Place { .. }, _) => {
                k.extend([("←→", "where", ARROWS), ("Enter", "play", ENTER), ("Esc", "back", &[Msg::Back])])
            }
            (_, Phase::Declare { .. }) if legal.contains(&Action::Declare) => {
                k.extend([("y", "declare", &[Msg::Char('y')][..]), ("n", "no", &[Msg::Char('n')])])
            }
            (_, Phase::Immediate { .. }) if legal.len() > 1 => {
                k.extend([("←→", "tile", ARROWS), ("Enter", "play it at once", ENTER), ("n", "no", &[Msg::Char('n')])])
            }
            (_, Phase::Declare { .. } | Phase::Immediate { .. }) => k.push(("Enter", "go on", ENTER)),
            (_, Phase::AfterPlay { .. }) => {
                k.extend([("c", "I close", &[Msg::Char('c')][..]), ("Enter", "pass the turn", ENTER)])
            }
            (_, Phase::Set { .. }) if legal.contains(&Action::Draw) => k.push(("d", "draw", &[Msg::Char('d')])),
            (_, Phase::Set { .. }) => k.extend([("←→", "tile", ARROWS), ("Enter", "set it", ENTER)]),
            _ => {
                if legal.iter().any(|a| matches!(a, Action::Play { .. })) {
                    // "c: play and close" is a button on the line above: this line
                    // keeps room for the desk and help.
                    k.extend([("←→ hjkl", "tile", ARROWS), ("Enter", "play", ENTER)]);
                }
                if legal.contains(&Action::Draw) {
                    k.push(("d", "draw", &[Msg::Char('d')]));
                }
                if legal.contains(&Action::Pass) {
                    k.push(("p", "pass", &[Msg::Char('p')]));
                }
                if legal.contains(&Action::Wait) {
                    k.push(("w", "I wait", &[Msg::Char('w')]));
                }
            }
        }
    }
    if app.undo.is_some() {
        k.push(("u", "take back", &[Msg::Char('u')]));
    }
    if app.advisable().is_some() {
        k.push(("a", "advice", &[Msg::Char('a')]));
    }
    if app.shown_seat().is_some() && app.coach.is_none() && (!g.hand().options().strict || app.hints_in_strict) {
        k.push(("b", "hint", &[Msg::Char('b')]));
    }
    let quit = match (&app.coach, &app.tutor) {
        (Some(_), _) => "leave",
        (_, Some(_)) => "the list",
        _ => "quit",
    };
    if app.coach.is_none() && app.tutor.is_none() {
        k.push(("f", "penalty", &[Msg::Char('f')]));
    }
    k.extend([("t", "pips", &[Msg::Char('t')][..]), ("?", "help", &[Msg::Char('?')]), ("q", quit, &[Msg::Char('q')])]);
    k
}
