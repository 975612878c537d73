//! Nos in plain sentences: the log's lines for events, refusals, what an open end
//! accepts, and how a hand ended.

use super::games::{Condition, Shape};
use super::layout::Fit;
use super::{Action, Ending, Event, Hand, Layout, Payment, Phase, Reason, Refusal};
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

/// The line of a seat on set whose one double to set is set for it: in the first
/// hand the highest double in play is set, whatever else the seat holds (rules.md §3.1,
/// rulings §3.2); in a later hand a seat holding one double sets that one.
pub fn set_for_you(first: bool, double: crate::core::Tile) -> String {
    if first {
        format!("You are on set: the highest double sets hand 1; {double} is set for you.")
    } else {
        format!("You are on set: {double}, your one double, is set for you.")
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
    // Every tile that would fit is on the table already: nothing reopens the end
    // (rules.md §5.4), so naming a tile it "needs" would send a player looking for it.
    if req.tiles.minus(layout.tiles()).is_empty() {
        return match req.tiles.len() {
            1 => format!("dead: {} is down", req.tiles.iter().next().map(|t| t.to_string()).unwrap_or_default()),
            _ => "dead: all that fits is down".into(),
        };
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
            } else if req.tiles.len() == 5 && req.tiles.minus(layout.tiles()).minus(TileSet::MATADORS).is_empty() {
                // The double it took besides the matadors is down.
                "matador only".into()
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

/// What an open end accepts as the hand stands: in the window for doubles at once, a
/// slot next to the set tile that takes one says which ("1-1 or 0-0 at once"), whatever
/// it waits for in regular play (rulings §5 #8 and #28: the stage order and the line's
/// conditions do not hold a double at once back); else [`accepts`].
pub fn accepts_now(hand: &Hand, pos: Pos) -> Option<String> {
    let layout = hand.layout()?;
    let regular = accepts(layout, pos);
    // The set tile is on the table already: a double set is no double at once.
    let now = layout.req_immediate(pos).tiles.minus(layout.tiles());
    if !matches!(hand.phase(), Phase::Immediate { .. }) || now.is_empty() {
        return Some(regular);
    }
    let doubles: Vec<String> = now.iter().map(|t| t.to_string()).collect();
    let doubles = match doubles.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => doubles.join(""),
    };
    Some(format!("{doubles} at once, else {}", regular.trim_start_matches("needs ")))
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
        blocked @ Ending::Blocked { .. } => blocked.words().into(),
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

/// A "no" with nothing to decide, in a few words: what the others read while it
/// is made ("Ann: no double can go on the set tile").
pub fn lone_no(h: &Hand) -> &'static str {
    match h.phase() {
        Phase::Declare { .. } => "too few doubles to declare",
        // Said on the table's screen: true of every seat.
        Phase::Immediate { .. } if !h.immediate_open() => "no double can go on the set tile",
        _ => "no double to play at once",
    }
}

/// What a choice of the acting seat is, in a few words (the table's labels).
pub fn choice(a: &Action) -> String {
    match a {
        Action::Announce(g) => format!("game {}: {}", g.number(), g.describe()),
        Action::Play { at, touch, open, immediate } => {
            let once = if *immediate { ", at once on the set tile" } else { "" };
            format!("at {at}: {touch}-{open}, leaves {open} open{once}")
        }
        Action::Decline => "no, go on".into(),
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};

    #[test]
    fn an_end_never_needs_a_tile_that_is_down_and_one_whose_tiles_are_all_down_is_dead() {
        // A newcomer read "N needs 4-4" after the one 4-4 was played (game 10).
        let mut dead = 0;
        for seed in 0..200 {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let mut h = crate::games::nos::sim::random_hand(&mut rng, 4);
            while let Some(seat) = h.to_act() {
                if let Some(l) = h.layout() {
                    for pos in Pos::ALL {
                        let w = accepts(l, pos);
                        dead += usize::from(w.starts_with("dead"));
                        for t in l.tiles().iter() {
                            assert!(!w.starts_with(&format!("needs {t}")), "seed {seed}: {pos} {w}, {t} is down");
                        }
                    }
                }
                let legal = h.legal();
                let a = legal[rng.random_range(0..legal.len())];
                h.apply(seat, a).unwrap();
            }
        }
        assert!(dead > 0, "no dead end in 200 hands");
    }

    #[test]
    fn the_log_and_the_count_say_a_blocked_hand_alike_and_all_passed_only_when_all_did() {
        // Over random hands played out: the log's last line and the count's "How it
        // ended" end with the same words, and a hand blocked after a play or a draw,
        // where nobody passed last, is never said to be "all passed".
        let names: Vec<String> = ["Ann", "Bas", "Cor", "Dirk"].map(String::from).to_vec();
        let mut seen = [0; 2];
        // Random play seldom has every seat pass: that case is checked by its event.
        for seed in 0..300 {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let mut h = crate::games::nos::sim::random_hand(&mut rng, 3 + (seed % 2) as u8);
            let mut last = Vec::new();
            while let Some(seat) = h.to_act() {
                let legal = h.legal();
                let a = legal[rng.random_range(0..legal.len())];
                last = events(&Names(&names), &h.apply(seat, a).unwrap());
            }
            let Phase::Over { how: how @ Ending::Blocked { passed } } = h.phase() else { continue };
            let log = last.last().map(|l| l.text.clone()).unwrap_or_default();
            let count = ended(&h, &names).unwrap();
            assert!(log.starts_with("The hand is over: "), "{log}");
            let said = log.trim_start_matches("The hand is over: ");
            assert!(count.ends_with(said), "the log says {said:?}, the count {count:?}");
            assert_eq!(said.contains("all passed"), passed, "{how:?}: {said}");
            seen[usize::from(passed)] += 1;
        }
        assert!(seen[0] > 0, "{seen:?}");
        // A hand where every seat passed says so, in the log as in the count.
        let all = events(&Names(&names), &[Event::Ended { how: Ending::Blocked { passed: true } }]);
        assert_eq!(all[0].text, "The hand is over: blocked: nobody could play, all passed");
    }
}
