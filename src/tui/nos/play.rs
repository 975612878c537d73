//! Nos's part drawn on the table screen: its header (the game announced), over the
//! table what the seat is choosing (the game to announce, its form), practice's
//! result, a lesson's box, and Nos's own boxes; its keys on the
//! table's keys line, and its rows in the table's seats box.

use super::announce;
use super::part::{acting, game, NosPart, Pick, View};
use super::popup::Popup;
use super::table_box::header;
use crate::core::Seat;
use crate::games::nos::{Action, Phase, Rule, Shape};
use crate::tui::kit::hits::{Hit, Hits, Links};
use crate::tui::kit::input::Msg;
use crate::tui::kit::widgets::{bold, keys_line, popup_box, Key};
use crate::tui::kit::words::tiles;
use crate::tui::table::part::{Areas, Keys, Seats, Slot};
use crate::tui::table::screen::{SitScreen, Stage};
use ratatui::buffer::Buffer;
use ratatui::style::Style;
use ratatui::widgets::{Clear, Widget};

const ENTER: &[Msg] = &[Msg::Enter];

/// Draws `slot` of the screen as Nos has it; false where the table screen draws it.
pub fn draw(part: &NosPart, s: &SitScreen, slot: Slot, a: &Areas, buf: &mut Buffer, hits: &mut Hits) -> bool {
    let g = game(s);
    match slot {
        Slot::Header => {
            header(&part.label(s), g.hand(), g.announced(), a.header, buf);
            true
        }
        // Under practice's result and score, no hand.
        Slot::Bottom if part.view != View::Table => {
            crate::tui::kit::panels::boxed(" Hand hidden ".into()).render(a.bottom, buf);
            true
        }
        // The table's seats box with Nos's rows ([`seats`]), and its hand box in Nos's
        // words ([`super::bottom`]).
        Slot::Side | Slot::Bottom => false,
        Slot::Over => over(part, s, a, buf, hits),
        Slot::Popup => popup(part, s, a, buf, hits),
    }
}

/// Over the table: practice's result or score, the list of games or the form, and a
/// lesson's box; false where the table draws its own (the count).
fn over(part: &NosPart, s: &SitScreen, a: &Areas, buf: &mut Buffer, hits: &mut Hits) -> bool {
    let g = game(s);
    match (part.view, s.stage, &part.pick) {
        (View::Score, _, _) => super::ranking::score(part, a.whole, buf, hits),
        (View::Result, _, _) => {
            super::ranking::result(part, g, a.whole, buf, hits);
            super::coach_review::draw(part, a.whole, buf);
        }
        (_, Stage::Play, Pick::Games { cursor }) if acting(s).is_some() => {
            // In a lesson the side panel is the lesson's.
            let r = if part.tutor.is_some() { a.table } else { a.table.union(a.log) };
            announce::games(g.hand(), *cursor, r, buf, hits)
        }
        (_, Stage::Play, Pick::Form(f)) if acting(s).is_some() => announce::form(f, a.table, buf, hits),
        _ => {}
    }
    // A lesson's box takes the side panel; on the count, the bottom.
    if part.tutor.is_some() {
        let r = if matches!(s.stage, Stage::Summary | Stage::Over) { a.bottom } else { a.seats.union(a.log) };
        super::lesson::draw_box(part, s, r, buf, hits);
    }
    !(part.view == View::Table && matches!(s.stage, Stage::Summary | Stage::Over))
}

/// Nos's boxes over the screen, and its own words in the table screen's help and
/// quit boxes; false for the hint, which the table screen draws.
fn popup(part: &NosPart, s: &SitScreen, a: &Areas, buf: &mut Buffer, hits: &mut Hits) -> bool {
    let g = game(s);
    let area = a.whole;
    if part.popup.is_some() {
        hits.clear();
    }
    if let Some(job) = part.weighing(s) {
        // The hint on set while the advisor it waits for is at work.
        super::ranking::weighing(job, &g.names[g.hand().on_set().index()], area, buf);
        hits.add(area, Hit::Key(Msg::Back));
        return true;
    }
    match (s.popup, part.popup) {
        (Some(_), _) => return false,
        (None, Some(Popup::Brief(page))) => {
            super::brief::draw(page, area, buf);
            hits.add(area, Hit::Key(Msg::Char('r')));
        }
        (None, Some(Popup::Offence(act, p))) => super::club::warning(g, act, &p, area, buf, hits),
        (None, Some(Popup::Desk(d))) => super::club::desk(g, &d, area, buf, hits),
        (None, Some(Popup::Leave(c))) => super::leave::chooser(g, c, area, buf, hits),
        (None, Some(Popup::Left)) => {
            let inner = popup_box(area, 70, 5, "A seat left the table", buf);
            let lines = vec![
                Links::new().text(s.status.clone().unwrap_or_default(), bold()),
                Links::new().text("Play goes on with the others. Press any key.", Style::new()),
            ];
            crate::tui::kit::hits::draw_lines(lines, inner, buf, hits);
            hits.add(area, Hit::Key(Msg::Back));
        }
        (None, Some(Popup::Advice)) => {
            super::ranking::advice(part, g, a.table.union(a.log), buf, hits);
            Clear.render(a.keys, buf);
            keys_line(&super::ranking::ADVICE_KEYS).draw(a.keys, buf, hits);
        }
        _ => return false,
    }
    true
}

/// Nos's keys on the table's keys line: its own screens' (practice's result and
/// score), the game to announce and its form, the places of a tile
/// on the question line, Enter where it answers a question; beside the table's
/// keys, advice, the desk, a seat leaving and the count's payments.
pub fn keys(part: &NosPart, s: &SitScreen) -> Keys {
    let g = game(s);
    let mut k = Keys::default();
    const ARROWS: &[Msg] = &[Msg::Left, Msg::Right];
    const UP_DOWN: &[Msg] = &[Msg::Up, Msg::Down];
    let go_on: Key = ("Enter/n", "go on", &[Msg::Enter, Msg::Char('n')]);
    match (part.view, s.stage) {
        (View::Score, _) => (k.now, k.alone) = (Some(vec![("Enter or q", "leave", ENTER)]), true),
        (View::Result, _) => {
            let next = ("Enter", "next practice hand", ENTER);
            k.now = Some(vec![next, ("↑↓", "scroll", UP_DOWN), ("a", "analyse", &[Msg::Char('a')])]);
            k.more = vec![("q", "leave practice", &[Msg::Char('q')]), ("?", "help", &[Msg::Char('?')])];
            k.alone = true;
        }
        (_, Stage::Summary) => {
            let enter = match (&part.tutor, g.session.at_limit()) {
                (Some(_), _) => Some(("Enter", "next lesson", ENTER)),
                (_, Some(_)) => Some(("Enter", "settle", ENTER)),
                _ => None,
            };
            k.now = enter.map(|e| vec![e]);
            k.more.push(("↑↓", "payments", UP_DOWN));
            if part.keeps() && enter.is_none() {
                k.more.push(("x", "a seat leaves", &[Msg::Char('x')]));
            }
        }
        // The session's end is the table's end box, with its keys.
        (_, Stage::HandOver(_) | Stage::Over) => {}
        (_, Stage::Play) => {
            let legal = g.hand().legal();
            k.now = match (&part.pick, g.hand().phase()) {
                _ if acting(s).is_none() => None,
                // A move made for the seat on the clock: any key makes it now.
                _ if part.forced(s) => Some(vec![("any key", "go on now", ENTER)]),
                (Pick::Games { .. }, _) => {
                    Some(vec![("↑↓", "choose", UP_DOWN), ("1-17", "its number", &[]), ("Enter", "announce", ENTER)])
                }
                (Pick::Form(_), _) => Some(vec![
                    ("↑↓", "choice", UP_DOWN),
                    ("←→", "change", ARROWS),
                    ("Enter", "announce", ENTER),
                    ("Esc", "back", &[Msg::Back]),
                ]),
                // The places are on the question line, side by side.
                (_, phase) if s.place.is_some() => {
                    let enter = if matches!(phase, Phase::Set { .. }) { "set" } else { "play" };
                    Some(vec![("←→", "where", ARROWS), ("Enter", enter, ENTER), ("Esc", "back", &[Msg::Back])])
                }
                (_, Phase::Declare { .. }) if legal.contains(&Action::Declare) => {
                    Some(vec![("y/Enter", "declare", &[Msg::Char('y'), Msg::Enter]), ("n", "no", &[Msg::Char('n')])])
                }
                // A lone "no" the seat says itself (strict club mode, a lesson).
                _ if legal.as_slice() == [Action::Decline] => Some(vec![go_on]),
                _ if part.moment(s) => Some(vec![("c", "I close", &[Msg::Char('c')]), go_on]),
                (_, Phase::Set { .. }) if !legal.contains(&Action::Draw) => {
                    Some(vec![("←→", "tile", ARROWS), ("Enter", "set it", ENTER)])
                }
                _ => None,
            };
        }
    }
    if part.advisable(s).is_some() {
        k.more.insert(0, ("a", "advice", &[Msg::Char('a')]));
    }
    if part.keeps() && s.stage != Stage::Over {
        k.more.push(("f", "penalty", &[Msg::Char('f')]));
    }
    if part.coach.is_some() || super::part::hints_off(s) {
        k.off.push("b");
    }
    k.quit = match (&part.coach, &part.tutor, s.stage) {
        (Some(_), _, _) => Some("leave"),
        (_, Some(_), _) => Some("the list"),
        (_, _, Stage::Summary) => Some("quit and settle"),
        _ => None,
    };
    k
}

/// Nos's rows in the table's seats box: who is on set, out or nos, the tiles a seat
/// shows, the boneyard, and the matadors while they matter.
pub fn seats(s: &SitScreen) -> Seats {
    let h = game(s).hand();
    let all = (0..h.seats()).map(Seat);
    let marks = all.clone().map(|x| {
        let out = if h.nos() == Some(x) { Some("nos") } else { h.out().contains(x).then_some("out") };
        [(h.on_set() == x).then_some("set"), out].into_iter().flatten().collect::<Vec<_>>().join(" ")
    });
    let shown = |x: Seat| Some(h.shown(x)).filter(|t| !t.is_empty()).map(|t| format!("shows {}", tiles(t)));
    let mut notes = vec![format!("boneyard {}, the last 2 stay", h.boneyard_len())];
    // The open ends say "needs a 4 or a matador": which tiles those are, while the game
    // matches by the matador rule anywhere.
    let matador = h.layout().map(|l| l.plan()).is_some_and(|p| {
        p.found.contains(&Rule::Matador) || p.ext.contains(&Rule::Matador) || matches!(p.shape, Shape::Triangle { .. })
    });
    if matador {
        notes.push("matadors: 0-0 6-1 5-2 4-3".into());
    }
    Seats { marks: marks.collect(), under: all.map(|x| shown(x).into_iter().collect()).collect(), notes }
}
