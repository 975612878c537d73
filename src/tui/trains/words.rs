//! The train games' words at the table: the log's sentences for each event, where a
//! tile goes, the round's count and the totals, and the help.

use crate::core::tile::Tiles;
use crate::core::{Seat, Tile, TileSet};
use crate::games::trains::{Action, End, Event, Game, Kind, Place, Rules};
use crate::tui::kit::words::{how_many, Line, LineKind, Names};

/// The tiles of a hand, as "1-1 4-12".
pub fn tiles(t: TileSet<u128>) -> String {
    t.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(" ")
}

/// A place in words: "Ann's train", "the Mexican train", "4-4".
pub fn place(names: &Names<'_>, p: Place) -> String {
    match p {
        Place::Train(s) => format!("{}'s train", names.of(s)),
        Place::Mexican => "the Mexican train".into(),
        Place::At(t) => t.to_string(),
    }
}

/// What a play does, as the list of places offers it: "on Bob's train, leaves 3".
pub fn label(names: &Names<'_>, a: &Action) -> String {
    match *a {
        Action::Play { tile, touch, place: p } => {
            let far = Action::far(tile, touch);
            let on = match p {
                Place::At(_) => "at",
                _ => "on",
            };
            let again = if tile.is_double() && !matches!(p, Place::At(_)) { ": a double, play again" } else { "" };
            format!("{on} {}, leaves {far}{again}", place(names, p))
        }
        Action::Draw => "draw".into(),
        Action::Pass => "pass".into(),
    }
}

/// What the round's double in the middle is called: Mexican Train's engine, Chicken
/// Foot's centre.
pub fn middle(kind: Kind) -> &'static str {
    match kind {
        Kind::Mexican => "engine",
        Kind::Chicken => "centre",
    }
}

/// The log's first line of a round.
pub fn round_start(g: &Game, names: &Names<'_>) -> Line {
    let r = g.round();
    let (rounds, lead) = (g.rules().rounds, names.of(r.lead()));
    let text = format!("Round {} of {rounds}: the {} {}; {lead} leads", r.round(), middle(g.rules().kind), r.engine());
    Line { text, kind: LineKind::End }
}

/// The log's sentences for what an action caused.
pub fn events(names: &Names<'_>, g: &Game, ev: &[Event]) -> Vec<Line> {
    let act = |text: String| Line { text, kind: LineKind::Act };
    let mut out = Vec::new();
    for e in ev {
        out.push(match *e {
            Event::Played { seat, tile, touch, place: p } => {
                let on = if matches!(p, Place::At(_)) { "at" } else { "on" };
                act(format!("{} lays {touch}-{} {on} {}", names.of(seat), Action::far(tile, touch), place(names, p)))
            }
            // The tile drawn is the drawer's secret: the log is public.
            Event::Drew { seat, .. } => act(format!("{} draws a tile", names.of(seat))),
            Event::Passed(seat) => act(format!("{} passes", names.of(seat))),
            Event::Marked(s) => act(format!("a marker goes on {}'s train: anyone may play there", names.of(s))),
            Event::Unmarked(s) => act(format!("{}'s marker comes off", names.of(s))),
            Event::Closed(t) => act(format!("{t} is closed: every {} is on the table", t.low())),
            Event::RoundOver { round, end } => Line { text: ended(names, round, end), kind: LineKind::End },
            Event::GameOver => Line { text: winners(g, names), kind: LineKind::Pay },
            Event::Dealt { round, engine } => {
                Line { text: format!("Round {round}: the engine {engine}"), kind: LineKind::End }
            }
        });
    }
    out
}

/// How a round ended, in words.
pub fn ended(names: &Names<'_>, round: u8, end: End) -> String {
    match end {
        End::Out(s) => format!("Round {round} is over: {} is out", names.of(s)),
        End::Blocked => format!("Round {round} is over: nobody can play or draw"),
    }
}

/// Who won, once the game is over: the lowest total (Trains #10).
pub fn winners(g: &Game, names: &Names<'_>) -> String {
    let w: Vec<&str> = g.winners().into_iter().map(|s| names.of(s)).collect();
    let low = g.totals().iter().min().copied().unwrap_or(0);
    match w.as_slice() {
        [one] => format!("The game is over: {one} wins with the lowest total, {low}"),
        many => format!("The game is over: {} share the win with the lowest total, {low}", many.join(" and ")),
    }
}

/// The round's count and the totals: each seat's tiles and what they add, shown
/// only once the round is over (or the seat's own, `shown`, in mid-round).
pub fn summary(g: &Game, names: &Names<'_>, shown: Option<Seat>) -> Vec<String> {
    let r = g.round();
    let n = g.rules().players;
    let over = r.end().is_some();
    let mut out = vec![match r.end() {
        Some(e) => format!("{} ({} {})", ended(names, r.round(), e), middle(g.rules().kind), r.engine()),
        None => format!("The game was ended in round {} ({} {})", r.round(), middle(g.rules().kind), r.engine()),
    }];
    for s in (0..n).map(Seat) {
        let held = r.hand(s);
        let total = g.totals()[s.index()];
        out.push(match (over, shown == Some(s)) {
            (true, _) if held.is_empty() => format!("  {}: out, adds 0, total {total}", names.of(s)),
            (true, _) => format!("  {}: adds {}, total {total}: {}", names.of(s), r.count(s), tiles(held)),
            (false, true) => format!("  {}: {}: {}", names.of(s), how_many(held.len()), tiles(held)),
            (false, false) => format!("  {}: {}, face down", names.of(s), how_many(held.len())),
        });
    }
    if g.finished() {
        out.push(winners(g, names));
    } else if over {
        out.push(format!("Round {} of {} next; the lowest total wins.", r.round() + 1, g.rules().rounds));
    }
    out
}

/// Why a tile of the acting seat fits nowhere now, as the rules say it.
pub fn why_not(g: &Game, seat: Seat, t: Tile, names: &Names<'_>) -> String {
    let r = g.round();
    if let Some(d) = r.drawn().filter(|&d| d != t) {
        return format!("the drawn {d} is the only tile you may lay now");
    }
    if let crate::games::trains::Layout::Trains(tr) = r.layout() {
        if let Some((d, p)) = tr.uncovered() {
            return format!("the double {d} on {} must be covered first: {t} does not cover it", place(names, p));
        }
        let open: Vec<String> = tr.usable(seat).map(|(l, v)| format!("{} {v}", short(names, l, seat))).collect();
        return format!("{t} fits none of your trains now ({})", open.join(", "));
    }
    if let crate::games::trains::Layout::Foot(f) = r.layout() {
        if let Some(w) = f.waiting() {
            let what = if w == f.centre() { "the centre" } else { "the foot on" };
            return format!("{what} {w} takes {}s first: {t} has none", f.takes(w).map_or(0, |(_, v)| v));
        }
    }
    format!("{t} fits no open end now")
}

/// A train's name in few words, for the acting seat: "yours", "Mexican", "Bob's".
fn short(names: &Names<'_>, line: usize, seat: Seat) -> String {
    match crate::games::trains::Trains::place(line) {
        Place::Train(s) if s == seat => "yours".into(),
        Place::Train(s) => format!("{}'s", names.of(s)),
        _ => "Mexican".into(),
    }
}

/// The help's lines: the game in brief, as the program plays it, a line each (the
/// table's keys are listed above them).
pub fn help(rules: &Rules) -> Vec<String> {
    let top = rules.set.top();
    let mut out = match rules.kind {
        Kind::Mexican => vec![
            format!("Mexican Train: {} rounds, the engine {top}-{top} first, then one lower.", rules.rounds),
            "Lay on your own train, the Mexican train, or a train marked ▲.".into(),
            "Nothing fits: draw (d); lay it if it fits, else pass (p): yours is marked.".into(),
            "A double: play again. Until it is covered (!) everyone must cover it.".into(),
        ],
        Kind::Chicken => vec![
            format!("Chicken Foot: {} rounds, the centre {top}-{top} first, then one lower.", rules.rounds),
            format!("The centre takes {} tiles first; a double is a foot: 3 toes next.", rules.centre),
            "Nothing fits: draw (d); lay it if it fits, else pass (p).".into(),
        ],
    };
    out.push("Alone with the computer, a forced draw or pass is made for you.".into());
    out.push(format!("Round over: each adds the spots held (0-0: {}); the lowest total wins.", rules.blank_double));
    out
}
