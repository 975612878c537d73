//! The parlour's line games in plain sentences: events for the log, what each open end
//! accepts, how a hand ended.

use crate::core::matching::Rule;
use crate::core::pos::Pos;
use crate::core::seat::Seat;
use crate::games::parlour::arms::{Arms, Shape, ORDER};
use crate::games::parlour::ledger::Account;
use crate::games::parlour::{Ending, Event, Reason, Rules, Winner};
use crate::tui::kit::words::{Line, LineKind, Names};

/// An account's name: a seat's player, or a side's two players.
pub fn account(rules: &Rules, names: &Names, a: u8) -> String {
    if rules.sides {
        format!("{} and {}", names.of(Seat(a)), names.of(Seat(a + 2)))
    } else {
        names.of(Seat(a)).to_string()
    }
}

/// The log lines of one action's events (a drawn tile is told only as "draws").
pub fn events(rules: &Rules, names: &Names, ev: &[Event]) -> Vec<Line> {
    let act = |text: String| Line { text, kind: LineKind::Act };
    let mut out = Vec::new();
    // Antes all alike are told once.
    let antes: Vec<i32> = ev
        .iter()
        .filter_map(|e| match e {
            Event::Scored(m) if m.reason == Reason::Ante => Some(m.amount),
            _ => None,
        })
        .collect();
    let together = antes.len() > 1 && antes.iter().all(|&a| a == antes[0]);
    if together {
        let chips = if antes[0] == 1 { "chip" } else { "chips" };
        let text = format!("each seat puts {} {chips} into the pool (ante)", antes[0]);
        out.push(Line { text, kind: LineKind::Pay });
    }
    // How the hand ended comes before what it scores: the reason, then the points.
    let ended = ev.iter().find_map(|e| match *e {
        Event::Ended(end) => Some(end),
        _ => None,
    });
    let mut told = false;
    for e in ev {
        let award = matches!(e, Event::Scored(m) if matches!(m.reason, Reason::Out | Reason::Block | Reason::Pool));
        if let (true, false, Some(end)) = (award, told, ended) {
            out.push(Line { text: ending(rules, names, Some(end)), kind: LineKind::End });
            told = true;
        }
        match *e {
            Event::Scored(m) if together && m.reason == Reason::Ante => {}
            Event::Led { seat, first, second, lay } => {
                let how = lay.map(|l| format!(" (the sniff, laid {})", l.word())).unwrap_or_default();
                out.push(act(format!("{} leads {first}-{second}{how}", names.of(seat))));
            }
            Event::Placed { seat, at, touch, open, lay } => {
                let how = lay.map(|l| format!(": the sniff, laid {}", l.word())).unwrap_or_default();
                out.push(act(format!("{} plays {touch}-{open} at {at}{how}", names.of(seat))));
            }
            Event::Drew { seat, .. } => out.push(act(format!("{} draws a tile", names.of(seat)))),
            Event::Passed { seat } => out.push(act(format!("{} passes", names.of(seat)))),
            Event::EndedTurn { seat } => out.push(act(format!("{} ends the turn", names.of(seat)))),
            Event::Scored(m) => out.push(Line { text: scored(rules, names, &m), kind: LineKind::Pay }),
            Event::Ended(end) if !told => {
                out.push(Line { text: ending(rules, names, Some(end)), kind: LineKind::End });
                told = true;
            }
            Event::Ended(_) => {}
        }
    }
    out
}

/// A change of the scores in words: "ends total 15: Bas scores 15".
pub fn scored(rules: &Rules, names: &Names, m: &crate::games::parlour::Entry) -> String {
    let who = |a: Account| match a {
        Account::Of(i) => account(rules, names, i),
        Account::Pool => "the pool".into(),
        Account::Bank => "the bank".into(),
    };
    let unit = match (rules.preset.start > 0 || rules.preset.ante > 0, m.amount == 1) {
        (true, true) => "chip",
        (true, false) => "chips",
        (false, true) => "point",
        (false, false) => "points",
    };
    match (m.reason, m.from, m.to) {
        (Reason::Ante, from, _) => format!("{} puts {} {unit} into the pool (ante)", who(from), m.amount),
        (Reason::Pool, _, to) => format!("{} takes {} {unit} from the pool", who(to), m.amount),
        (Reason::Void { points, of }, _, to) => {
            // The void first: the running note under the seats shows a line's start.
            let what = of.map_or("going out".to_string(), |c| format!("ends total {c}"));
            let past = rules.target.map_or(String::new(), |t| format!(" past {t}"));
            format!("void{past}: {}'s {points} for {what}, not scored", who(to))
        }
        (Reason::Threes(c), _, to) => {
            let verb = if rules.sides { "score" } else { "scores" };
            let how = crate::games::parlour::action::threes_words(c);
            format!("ends total {c}: {} {verb} {}: {how}", who(to), m.amount)
        }
        (r, Account::Bank, to) => {
            let verb = if rules.sides { "score" } else { "scores" };
            format!("{}: {} {verb} {}", r.words(), who(to), m.amount)
        }
        (r, from, to) => format!("{}: {} pays {} {} {unit}", r.words(), who(from), who(to), m.amount),
    }
}

/// How a hand ended, or that it is in play.
pub fn ending(rules: &Rules, names: &Names, e: Option<Ending>) -> String {
    let block = rules.preset.block_word;
    match e {
        None => "the hand is in play".into(),
        Some(Ending::Out(s)) => format!("{} is out: the hand is over", names.of(s)),
        Some(Ending::Blocked(Winner::One(a))) => {
            // A partnership is two names: they have it.
            let verb = if rules.sides { "have" } else { "has" };
            format!("{block}: {} {verb} the lowest count", account(rules, names, a))
        }
        Some(Ending::Blocked(Winner::Shared(seats))) => {
            let who: Vec<&str> = seats.iter().map(|s| names.of(s)).collect();
            format!("{block}: {} share the lowest count", who.join(", "))
        }
        Some(Ending::Blocked(Winner::Nobody)) if rules.preset.award == crate::games::parlour::preset::Award::Chip => {
            format!("{block}: nobody scores")
        }
        Some(Ending::Blocked(Winner::Nobody)) => format!("{block}: a tie for the lowest count, nobody scores"),
        Some(Ending::Target) => "the target is reached during play".into(),
    }
}

/// What an open end accepts, in words; `None` for a position this shape never has.
pub fn accepts(arms: &Arms, at: Pos) -> Option<String> {
    if !arms.shape().positions().contains(&at) {
        return None;
    }
    if arms.lead().is_none() {
        return Some("waits for the lead".into());
    }
    if arms.shape() == Shape::Spinner && matches!(at, Pos::N | Pos::S) && arms.sniff().is_none() {
        return Some("opens on the sniff, the first double".into());
    }
    if matches!(arms.shape(), Shape::Across { .. }) && matches!(at, Pos::N | Pos::S) && !arms.is_open(at) {
        let when = if arms.sniff().is_none() {
            "opens on the spinner, the first double"
        } else {
            "waits for both sides of the spinner"
        };
        return Some(when.into());
    }
    if !arms.is_open(at) {
        return Some("closed".into());
    }
    let v = arms.open(at).unwrap_or(0);
    if arms.accepts(at).is_empty() {
        // Sebastopol's foundation: the sides still empty are named.
        let empty: Vec<&str> = ORDER.into_iter().filter(|&p| arms.arm(p).len == 0).map(|p| p.letter()).collect();
        return Some(match empty.as_slice() {
            [] => format!("shows {v}: takes nothing now"),
            [one] => format!("shows {v}: waits until {one} holds a tile"),
            many => format!("shows {v}: waits until {} hold a tile", many.join(", ")),
        });
    }
    let what = match arms.rule() {
        Rule::Ordinary => format!("shows {v}: takes a {v}"),
        Rule::Matador => match crate::games::parlour::SET.complement(v) {
            Some(c) => format!("shows {v}: takes a {c} or a matador"),
            None => "shows 0: takes only a matador".into(),
        },
    };
    Some(what)
}

/// The open ends in listing order with what each accepts, for the legend.
pub fn legend(arms: &Arms) -> Vec<(Pos, String, bool)> {
    ORDER.into_iter().filter_map(|p| accepts(arms, p).map(|w| (p, w, !arms.accepts(p).is_empty()))).collect()
}

/// Why a key or a tile of the acting `seat` does nothing now, in the rules' words:
/// the draw, the pass, the end of a turn, or a tile that may not lead.
pub fn why_not(
    hand: &crate::games::parlour::Hand,
    seat: Seat,
    tried: crate::tui::table::sitting::Tried,
) -> Option<crate::tui::table::sitting::Refused> {
    use crate::games::parlour::{Action, Refusal};
    use crate::tui::table::sitting::{Refused, Tried, Why};
    let said = |r: Refusal, words: String| Some(Refused::Rules(Why::new(r, words)));
    let (what, action) = match tried {
        Tried::Key('d') => ("draw", Action::Draw),
        Tried::Key('p') => ("pass", Action::Pass),
        Tried::Key('e') => ("end the turn", Action::EndTurn),
        Tried::Key(_) => return None,
        Tried::Tile(t) => match hand.check(seat, Action::Lead { first: t.low(), second: t.high(), lay: None }) {
            Err(r @ Refusal::AlreadyLed) => {
                let drawn = hand.must_play().filter(|&d| d != t)?;
                return said(r, format!("{t} cannot be played: the drawn {drawn} must be played"));
            }
            Err(r) => return said(r, format!("{t} cannot lead: {r}")),
            Ok(()) => return None,
        },
    };
    // A game without drawing says so first, whatever else stands in the way now.
    let refused = match action {
        Action::Draw if !hand.rules().draws => Err(Refusal::NoDrawing),
        _ => hand.check(seat, action),
    };
    let r = refused.err()?;
    said(r, format!("You cannot {what}: {r}"))
}
