//! Helpers for the parlour's rules tests: tiles and deals from text, matches started
//! from a written deal, actions written as in a record.
#![allow(dead_code)]

use nos::core::{Play, Pos, Seat, Tile, TileSet};
use nos::games::parlour::arms::Lay;
use nos::games::parlour::{preset, Action, Deal, Events, Match, Opt, OptValue, Options, Refusal, Rules, Start};

pub fn t(s: &str) -> Tile {
    s.parse().unwrap_or_else(|_| panic!("bad tile {s}"))
}

/// Tiles written "6-6 6-5 4-4".
pub fn tiles(s: &str) -> Vec<Tile> {
    s.split_whitespace().map(t).collect()
}

pub fn set(s: &str) -> TileSet {
    tiles(s).into_iter().collect()
}

/// The rules of a game for `n` players, with options.
pub fn rules_with(id: &str, n: usize, opts: &[(&str, OptValue)]) -> Rules {
    let mut o = Options::new();
    for (name, v) in opts {
        o.set(Opt::parse(name).unwrap(), v.clone()).unwrap();
    }
    Rules::new(preset(id).unwrap(), n, &o).unwrap()
}

pub fn rules(id: &str, n: usize) -> Rules {
    rules_with(id, n, &[])
}

/// A deal: each seat's tiles, and the boneyard; with `rest` the boneyard is every other
/// tile of the set in index order.
pub fn deal(r: &Rules, hands: &[&str], boneyard: &str) -> Deal {
    let mut d = Deal::default();
    let mut used = TileSet::EMPTY;
    for h in hands {
        let s = set(h);
        used = used.union(s);
        d.hands.push(s);
    }
    // The boneyard as written; a final "rest" adds every other tile in index order.
    for w in boneyard.split_whitespace() {
        if w == "rest" {
            let listed: TileSet = d.boneyard.iter().copied().collect();
            d.boneyard.extend(r.preset.set.minus(used).minus(listed).iter());
        } else {
            d.boneyard.push(t(w));
        }
    }
    d
}

/// The first hand of a new match.
pub fn start(r: Rules, hands: &[&str], boneyard: &str, lead: u8) -> Match {
    let d = deal(&r, hands, boneyard);
    Match::new(r, &Start::new(&r), &d, Seat(lead), None).unwrap().0
}

/// The first hand of a new match, with the lead drawn for.
pub fn start_drawn(r: Rules, hands: &[&str], boneyard: &str, draws: &[(u8, &str)]) -> Match {
    let d = deal(&r, hands, boneyard);
    let draws: Vec<(Seat, Tile)> = draws.iter().map(|(s, x)| (Seat(*s), t(x))).collect();
    let lead = nos::games::parlour::lead::lead_draw_winner(&r, &draws).unwrap();
    Match::new(r, &Start::new(&r), &d, lead, Some(&draws)).unwrap().0
}

/// A hand later in a match, the lead as written, with these scores.
pub fn later(r: Rules, scores: &[i32], hands: &[&str], boneyard: &str, lead: u8) -> Match {
    let d = deal(&r, hands, boneyard);
    let s = Start { scores: scores.to_vec(), pool: 0, starts_match: false };
    Match::new(r, &s, &d, Seat(lead), None).unwrap().0
}

/// An action written as in a record: "6-6" (the lead), "6-6 cross", "6-1 E", "3-3 W end",
/// "draw", "pass", "end".
pub fn act(m: &Match, s: &str) -> Action {
    let w: Vec<&str> = s.split_whitespace().collect();
    match w.as_slice() {
        ["draw"] => Action::Draw,
        ["pass"] => Action::Pass,
        ["end"] => Action::EndTurn,
        [tile, rest @ ..] => {
            let b = tile.as_bytes();
            let (x, y) = (b[0] - b'0', b[2] - b'0');
            let lay = |w: Option<&&str>| w.and_then(|w| Lay::parse(w));
            if m.hand().arms().lead().is_none() {
                Action::Lead { first: x, second: y, lay: lay(rest.first()) }
            } else {
                let at = Pos::parse(rest.first().expect("a position")).expect("N, E, S or W");
                Action::Play { at, touch: x, open: y, lay: lay(rest.get(1)) }
            }
        }
        _ => panic!("bad action {s}"),
    }
}

/// Applies an action that must be legal; returns its events.
pub fn go(m: &mut Match, seat: u8, s: &str) -> Events {
    let a = act(m, s);
    let legal = m.legal();
    assert!(legal.contains(&a), "{s} by seat {seat} is not listed as legal: {legal:?}");
    m.apply(Seat(seat), a).unwrap_or_else(|e| panic!("{s} by seat {seat} refused: {e}"))
}

/// Plays a list of "seat action" lines, "0 6-6; 1 6-1 E; 2 pass".
pub fn script(m: &mut Match, lines: &str) {
    for l in lines.split(';').map(str::trim).filter(|l| !l.is_empty()) {
        let (seat, rest) = l.split_once(' ').expect("seat and action");
        go(m, seat.parse().unwrap(), rest);
    }
}

/// An action that must be refused, leaving the match as it was; returns why.
pub fn refused(m: &mut Match, seat: u8, s: &str) -> Refusal {
    let a = act(m, s);
    let before = m.clone();
    assert!(!m.legal().contains(&a) || m.to_act() != Some(Seat(seat)), "{s} is listed as legal");
    let e = m.apply(Seat(seat), a).expect_err(s);
    assert_eq!(*m, before, "a refused action changed the match");
    e
}

/// The points an event list credits, by account.
pub fn scored(ev: &[nos::games::parlour::Event]) -> Vec<(nos::games::parlour::ledger::Account, i32)> {
    ev.iter()
        .filter_map(|e| match e {
            nos::games::parlour::Event::Scored(m) => Some((m.to, m.amount)),
            _ => None,
        })
        .collect()
}

pub fn int(i: i64) -> OptValue {
    OptValue::Int(i)
}
pub fn yes() -> OptValue {
    OptValue::Bool(true)
}
pub fn word(w: &str) -> OptValue {
    OptValue::Word(w.into())
}
