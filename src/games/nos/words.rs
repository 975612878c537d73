//! Nos in plain sentences: the log's lines for events, refusals, what an open end
//! accepts, and how a hand ended.

use super::games::{Condition, Shape};
use super::layout::Fit;
use super::{Ending, Event, Hand, Layout, Payment, Phase, Reason, Refusal};
use crate::core::words::{tiles, Line, LineKind, Names};
use crate::core::{Pos, Seat, TileSet};

/// The log lines for one action's events. Payments of the same kind and amount to or
/// from one seat are told in one line.
pub fn events(names: &Names, ev: &[Event]) -> Vec<Line> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < ev.len() {
        // A penalty's line tells its payments.
        if let Event::Paid(Payment { reason: Reason::Penalty(_), .. }) = ev[i] {
            i += 1;
            continue;
        }
        if let Event::Paid(p) = ev[i] {
            let mut j = i + 1;
            let same_to = |q: &Payment| q.to == p.to && q.amount == p.amount && q.reason == p.reason;
            let same_from = |q: &Payment| q.from == p.from && q.amount == p.amount && q.reason == p.reason;
            let group: Vec<Payment> = {
                let mut g = vec![p];
                let to = matches!(ev.get(j), Some(Event::Paid(q)) if same_to(q));
                while let Some(Event::Paid(q)) = ev.get(j) {
                    if (to && same_to(q)) || (!to && same_from(q)) {
                        g.push(*q);
                        j += 1;
                    } else {
                        break;
                    }
                }
                g
            };
            out.push(Line { text: payments(names, &group), kind: LineKind::Pay });
            i = j;
            continue;
        }
        if let Some(l) = event(names, &ev[i]) {
            out.push(l);
        }
        i += 1;
    }
    out
}

fn payments(names: &Names, g: &[Payment]) -> String {
    let p = g[0];
    let why = p.reason.words();
    if g.len() == 1 {
        return format!("{} receives {} from {}: {why}", names.of(p.to), p.amount, names.of(p.from));
    }
    if g.iter().all(|q| q.to == p.to) {
        let from: Vec<&str> = g.iter().map(|q| names.of(q.from)).collect();
        format!("{} receives {} each from {}: {why}", names.of(p.to), p.amount, list(&from))
    } else {
        let to: Vec<&str> = g.iter().map(|q| names.of(q.to)).collect();
        format!("{} pays {} each to {}: {why}", names.of(p.from), p.amount, list(&to))
    }
}

fn list(v: &[&str]) -> String {
    match v.len() {
        0 => String::new(),
        1 => v[0].to_string(),
        n => format!("{} and {}", v[..n - 1].join(", "), v[n - 1]),
    }
}

fn event(names: &Names, e: &Event) -> Option<Line> {
    let n = |s: &Seat| names.of(*s).to_string();
    let act = |text: String| Some(Line { text, kind: LineKind::Act });
    match e {
        Event::Drew { seat, .. } => act(format!("{} draws a tile", n(seat))),
        Event::Set { seat, tile } => act(format!("{} sets {tile}", n(seat))),
        Event::Announced { seat, game } => {
            act(format!("{} announces game {}: {}", n(seat), game.number(), game.describe()))
        }
        Event::Declared { seat, doubles } => act(format!("{} declares doubles, showing {}", n(seat), tiles(*doubles))),
        Event::Placed { seat, tile, at, open, immediate } => {
            let touch = tile.other(*open).unwrap_or(*open);
            let how = if *immediate { " at once on the set tile" } else { "" };
            act(format!("{} plays {touch}-{open} at {at}{how}", n(seat)))
        }
        Event::Waited { seat } => act(format!("{} waits", n(seat))),
        Event::Passed { seat } => act(format!("{} passes", n(seat))),
        Event::Declined { .. } => None,
        Event::Closed { seat, correct } => act(format!(
            "{} closes: {}",
            n(seat),
            if *correct { "correct" } else { "wrong, a tile could still be played" }
        )),
        Event::Out { seat, nos } => act(format!("{} is out of tiles{}", n(seat), if *nos { ": nos!" } else { "" })),
        Event::Paid(p) => Some(Line { text: payments(names, &[*p]), kind: LineKind::Pay }),
        Event::Penalty(p) => {
            Some(Line { text: format!("{} pays {} to each: {}", n(&p.seat), p.amount, p.words()), kind: LineKind::Pay })
        }
        Event::Ended { how } => Some(Line { text: format!("The hand is over: {}", how.words()), kind: LineKind::End }),
    }
}

/// The log's line at the start of a hand (`hand_no` from 0).
pub fn on_set(hand_no: usize, names: &Names, seat: Seat) -> Line {
    Line::end(format!("Hand {}: {} is on set", hand_no + 1, names.of(seat)))
}

/// A refusal as a sentence to the seat that tried.
pub fn refusal(names: &Names, r: &Refusal) -> String {
    match r {
        Refusal::PassWithPlay { tile, .. } => format!("you may not pass: you can play {tile}"),
        Refusal::PassWithBoneyard => "you may not pass: there are tiles to draw".into(),
        Refusal::LastTwo => "you may not draw: only the last two tiles are left".into(),
        Refusal::CloseNotAfterPlay => "you may close only right after your own play".into(),
        Refusal::MustWait(_) => "you must wait this turn".into(),
        Refusal::TooFewDoubles { doubles, .. } => {
            format!("you may not declare: {doubles} doubles are too few")
        }
        Refusal::FirstHandNoDraw => "you may not draw: set your highest double".into(),
        Refusal::MustSetDouble => "you hold a double: set one (no drawing)".into(),
        Refusal::MustDrawToSet => "you hold no double: draw a tile (d) and set it".into(),
        other => {
            let mut s = other.to_string();
            for (i, name) in names.0.iter().enumerate() {
                s = s.replace(&format!("seat {i}"), name);
            }
            s
        }
    }
}

/// Why a session ends at the chips' limit ([`super::chips`]), in words.
pub fn limit_words(name: &str, chips: i32) -> String {
    format!("The session ends here: {name} holds {chips} chips, past ±990,000.")
}

/// What an open end accepts now, in words: "needs a 4", "needs 4-4", "matador only",
/// "locked until 3 tiles on W".
pub fn accepts(layout: &Layout, pos: Pos) -> String {
    let req = layout.req(pos);
    let plan = layout.plan();
    if req.tiles.is_empty() {
        if layout.condition_locks(pos) {
            return match plan.cond {
                Some(Condition::First { side, count }) => {
                    let s = if count == 1 { "" } else { "s" };
                    format!("locked until {count} tile{s} on {side}")
                }
                Some(Condition::Here(h)) if pos == h => format!("locked until a tile on {}", h.opposite()),
                Some(Condition::Here(h)) => format!("locked until a tile on {h}"),
                None => "locked".into(),
            };
        }
        let arm = layout.arm(pos);
        if !layout.foundation_done() && arm.len > 0 {
            // "Foundation" is the rules' word; a newcomer reads the slots by the set.
            return "waits: the other slots by the set first".into();
        }
        if !layout.foundation_done() && matches!(plan.shape, Shape::Cross) {
            let stage = plan.stage[pos.index()];
            if let Some(p) = Pos::ALL.iter().find(|p| plan.stage[p.index()] < stage && layout.arm(**p).len == 0) {
                return format!("after a tile on {p}");
            }
        }
        if let Shape::Triangle { fourth } = plan.shape {
            if arm.len == 0 {
                return if fourth { "after the triangle".into() } else { "closed: a triangle".into() };
            }
        }
        return "closed".into();
    }
    let one = (req.tiles.len() == 1).then(|| req.tiles.iter().next()).flatten();
    match req.fit {
        Fit::Ordinary(v) => match one {
            Some(t) => format!("needs {t}"),
            None => format!("needs a {v}"),
        },
        Fit::Matador(v) => {
            if req.tiles == TileSet::MATADORS {
                "matador only".into()
            } else if let Some(t) = one {
                format!("needs {t}")
            } else if req.tiles.len() == 5 && !req.tiles.inter(TileSet::DOUBLES).minus(TileSet::MATADORS).is_empty() {
                let d = req.tiles.minus(TileSet::MATADORS).iter().next().map(|t| t.to_string()).unwrap_or_default();
                format!("needs {d} or a matador")
            } else {
                format!("needs a {} or a matador", 7 - v.min(7))
            }
        }
        Fit::Free => "a matador, either way".into(),
    }
}

/// A game's words in fewer columns: "first here (N) then there (S)" as "first N then
/// S", "matador" as "mat.", "ordinary" as "ord.", for a line that cannot hold them
/// whole (the header, the advisor's rows at 80 columns).
pub fn short_game(text: &str) -> String {
    let mut short = text.to_string();
    for (a, b) in [("N", "S"), ("S", "N"), ("E", "W"), ("W", "E")] {
        short = short.replace(&format!("first here ({a}) then there ({b})"), &format!("first {a} then {b}"));
    }
    short.replace("matador", "mat.").replace("ordinary", "ord.")
}

/// The game announced in at most `w` columns, in as many words as fit: whole
/// (`game 17: matador first here (N) then there (S), then ordinary cross`), then
/// without "game", then with the long words shortened (`17: mat. first N then S, then
/// ord. cross`), and at the least its number, which the log and the legend explain.
pub fn game_in(g: crate::games::nos::Game, w: usize) -> String {
    let whole = g.describe();
    let short = short_game(&whole);
    let n = g.number();
    [format!("game {n}: {whole}"), format!("{n}: {whole}"), format!("{n}: {short}")]
        .into_iter()
        .find(|t| t.chars().count() <= w)
        .unwrap_or_else(|| format!("game {n}"))
}

/// How a hand ended, as the engine says it did ([`Ending`]): who went out first (nos),
/// then what ended it (a close and by whom, one seat left with tiles, or nobody able
/// to play on: all passed, or nothing fitting at once).
pub fn ended(h: &Hand, names: &[String]) -> Option<String> {
    let Phase::Over { how } = h.phase() else { return None };
    let name = |s: Seat| names.get(s.index()).cloned().unwrap_or_default();
    let end = match how {
        Ending::Closed { by } if Some(by) == h.nos() => return Some(format!("{} went out (nos) and closed", name(by))),
        Ending::Closed { by } => format!("{} closed", name(by)),
        Ending::OneLeft { holder } => format!("only {} still held tiles", name(holder)),
        Ending::Blocked { passed: true } => "blocked: nobody could play, all passed".into(),
        Ending::Blocked { passed: false } => "nothing fitted: blocked".into(),
    };
    Some(match h.nos() {
        Some(n) => format!("{} went out (nos), then {end}", name(n)),
        None => end,
    })
}

/// The layout's shape in words: "a line", "a double cross", "a triangle, then a
/// cross"; empty before the game is announced.
pub fn shape(h: &Hand) -> String {
    let Some(l) = h.layout() else { return String::new() };
    let p = l.plan();
    let double = p.comp.iter().any(|c| c.is_some());
    match p.shape {
        Shape::Line => "a line".into(),
        Shape::Cross if double => "a double cross".into(),
        Shape::Cross => "a cross".into(),
        Shape::Triangle { fourth: true } => "a triangle, then a cross".into(),
        Shape::Triangle { .. } => "a triangle".into(),
    }
}
