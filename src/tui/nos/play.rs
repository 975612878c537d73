//! Nos's part drawn on the table screen: its header (the game announced), its seats
//! beside the table, over the table what the seat is choosing (the game to announce,
//! its form), practice's result, a lesson's box, the settlement, and Nos's own boxes;
//! and the keys that do something now, from which the keys line is drawn.

use super::announce;
use super::flow::settled;
use super::part::{acting, game, NosPart, Pick, View};
use super::popup::Popup;
use super::table_box::{header, seats_box};
use crate::games::nos::{Action, Phase};
use crate::tui::kit::hits::{Hit, Hits, Links};
use crate::tui::kit::input::Msg;
use crate::tui::kit::widgets::{bold, keys_line, log_box, popup_box, Key};
use crate::tui::table::part::{Areas, Slot};
use crate::tui::table::screen::{SitScreen, Stage};
use crate::tui::table::seat::Kind;
use ratatui::buffer::Buffer;
use ratatui::style::Style;
use ratatui::widgets::{Clear, Widget};

const ENTER: &[Msg] = &[Msg::Enter];

/// Draws `slot` of the screen as Nos has it; false where the table screen draws it.
pub fn draw(part: &NosPart, s: &SitScreen, slot: Slot, a: &Areas, buf: &mut Buffer, hits: &mut Hits) -> bool {
    let g = game(s);
    match slot {
        Slot::Whole => match settled(s) {
            Some(st) => {
                super::summary::settled(&st, a.whole, buf, hits);
                true
            }
            None => false,
        },
        Slot::Header => {
            header(&part.label(s), g.hand(), g.announced(), a.header, buf);
            true
        }
        Slot::Side => {
            seats_box(g.hand(), &g.names, &g.kinds, g.hand().to_act(), a.seats, buf);
            log_box(&g.log, &g.names, g.hand_no(), a.log, buf);
            true
        }
        // Under practice's result and score, no hand.
        Slot::Bottom if part.view != View::Table => {
            crate::tui::kit::panels::boxed(" Hand hidden ".into()).render(a.bottom, buf);
            true
        }
        // The table's hand box, in Nos's words ([`super::bottom`]).
        Slot::Bottom => false,
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
        let r = if s.stage == Stage::Summary { a.bottom } else { a.seats.union(a.log) };
        super::lesson::draw_box(part, s, r, buf, hits);
    }
    !(part.view == View::Table && s.stage == Stage::Summary)
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

/// The keys that do something now.
pub fn keys(part: &NosPart, s: &SitScreen) -> Vec<Key<'static>> {
    if let Stage::HandOver(h) = s.stage {
        if h.wait(s.clock.now()).is_some() {
            return vec![crate::tui::kit::hand_over::WAITING];
        }
    }
    let g = game(s);
    let t: Key = ("t", "pips/digits", &[Msg::Char('t')]);
    let help: Key = ("?", "help", &[Msg::Char('?')]);
    match (part.view, s.stage) {
        (View::Score, _) => return vec![("Enter or q", "leave", ENTER)],
        (View::Result, _) => {
            return vec![
                ("Enter", "next practice hand", ENTER),
                ("↑↓", "scroll", &[Msg::Up, Msg::Down]),
                ("a", "analyse", &[Msg::Char('a')]),
                ("q", "leave practice", &[Msg::Char('q')]),
                help,
            ]
        }
        (_, Stage::HandOver(_)) => {
            return vec![("Enter", "take the keyboard", ENTER), t, help, ("q", "quit", &[Msg::Char('q')])]
        }
        (_, Stage::Over) => return vec![("Enter or q", "leave", ENTER)],
        (_, Stage::Summary) if part.tutor.is_some() => {
            return vec![
                ("Enter", "next lesson", ENTER),
                ("↑↓", "payments", &[Msg::Up, Msg::Down]),
                ("q", "the list", &[Msg::Char('q')]),
            ]
        }
        (_, Stage::Summary) if g.session.at_limit().is_some() => {
            return vec![("Enter", "settle", ENTER), ("↑↓", "payments", &[Msg::Up, Msg::Down]), help]
        }
        (_, Stage::Summary) => {
            return vec![
                ("Enter", "next hand", ENTER),
                ("↑↓", "payments", &[Msg::Up, Msg::Down]),
                ("x", "a seat leaves", &[Msg::Char('x')]),
                ("q", "quit and settle", &[Msg::Char('q')]),
                help,
            ]
        }
        (_, Stage::Play) => {}
    }
    let legal = g.hand().legal();
    let mut k: Vec<Key> = Vec::new();
    const ARROWS: &[Msg] = &[Msg::Left, Msg::Right];
    match acting(s) {
        None => {
            if g.hand().to_act().is_some_and(|x| g.kind(x) != Kind::Human) {
                k.push(("any key", "skip the pause", ENTER));
            }
        }
        // A move made for the seat on the clock: any key makes it now.
        Some(_) if part.forced(s) => k.push(("any key", "go on now", ENTER)),
        Some(_) => match (&part.pick, g.hand().phase()) {
            (Pick::Games { .. }, _) => {
                k.extend([("↑↓", "choose", &[Msg::Up, Msg::Down][..]), ("Enter", "announce", ENTER)])
            }
            (Pick::Form(_), _) => k.extend([
                ("↑↓", "choice", &[Msg::Up, Msg::Down][..]),
                ("←→", "change", ARROWS),
                ("Enter", "announce", ENTER),
                ("Esc", "back", &[Msg::Back]),
            ]),
            _ if s.place.is_some() => {
                k.extend([("←→", "where", ARROWS), ("Enter", "play", ENTER), ("Esc", "back", &[Msg::Back])])
            }
            (_, Phase::Declare { .. }) if legal.contains(&Action::Declare) => {
                k.extend([("y", "declare", &[Msg::Char('y')][..]), ("n", "no", &[Msg::Char('n')])])
            }
            (_, Phase::Immediate { .. }) if legal.len() > 1 => {
                k.extend([("←→", "tile", ARROWS), ("Enter", "play it at once", ENTER), ("n", "no", &[Msg::Char('n')])])
            }
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
        },
    }
    if s.undo.is_some() {
        k.push(("u", "take back", &[Msg::Char('u')]));
    }
    if part.advisable(s).is_some() {
        k.push(("a", "advice", &[Msg::Char('a')]));
    }
    let strict = g.hand().options().strict;
    let hints = s.sit.club().is_some_and(|c| c.hints());
    if acting(s).is_some() && part.coach.is_none() && (!strict || hints) {
        k.push(("b", "hint", &[Msg::Char('b')]));
    }
    let quit = match (&part.coach, &part.tutor) {
        (Some(_), _) => "leave",
        (_, Some(_)) => "the list",
        _ => "quit",
    };
    if part.keeps() {
        k.push(("f", "penalty", &[Msg::Char('f')]));
    }
    k.extend([("t", "pips", &[Msg::Char('t')][..]), help, ("q", quit, &[Msg::Char('q')])]);
    k
}
