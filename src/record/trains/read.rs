//! Reading a train game's record: JSON syntax with line and column, then every field
//! checked against the game's rules, each error naming the field (exit code 2 of `nos
//! check`). What the rules decide (leads, actions, the totals a record starts from) is
//! replay's ([`super::replay`]).

use super::json::{ActJson, ActionJson, HandJson, RecordJson};
use crate::core::tile::Tiles;
use crate::core::{Seat, Set, Tile, TileSet};
use crate::games::trains::{Choices, Deal, Kind, Place, Rules};
use crate::record::error::{ferr, json_of};
use crate::record::FormatError;
use std::collections::BTreeMap;

/// One recorded action.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Act {
    /// A tile written touching end first, and where it goes.
    Play {
        ends: (u8, u8),
        place: Place,
    },
    /// A draw, naming the tile it must find when `tile` is given.
    Draw {
        tile: Option<Tile>,
    },
    Pass,
}

/// One action and the seat taking it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Step {
    pub seat: Seat,
    pub act: Act,
}

/// One round of a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundRecord {
    pub engine: Tile,
    /// Its number in the game, from 1, named by its engine.
    pub round: u8,
    pub lead: Seat,
    /// Whether the round wrongly holds a `lead_draw` (a rules refusal).
    pub lead_draw: bool,
    pub deal: Deal,
    pub steps: Vec<Step>,
    pub scores: Option<Vec<u32>>,
    pub error_at: Option<usize>,
}

/// A record of a train game, read and checked for form.
#[derive(Clone, Debug)]
pub struct Record {
    pub rules: Rules,
    pub players: Vec<String>,
    /// The totals before the first round of the record.
    pub scores: Vec<u32>,
    pub starts_match: bool,
    pub rounds: Vec<RoundRecord>,
    pub seed: Option<u64>,
    pub seats: Option<Vec<String>>,
}

/// The game of a record's `game`, if it is one of the train games.
pub fn kind_of(id: &str) -> Option<Kind> {
    [Kind::Mexican, Kind::Chicken].into_iter().find(|k| k.id() == id)
}

/// The rule options written as `options` (a record's, or a bot's view's), each given
/// to `kind`'s rules: on a fault, the option's name and why.
///
/// # Errors
/// A value that is not a small whole number, or one the option does not take.
pub fn choices_of(kind: Kind, options: &BTreeMap<String, serde_json::Value>) -> Result<Choices, (String, String)> {
    let mut choices = Choices::default();
    for (name, v) in options {
        let x = v
            .as_u64()
            .and_then(|x| u8::try_from(x).ok())
            .ok_or_else(|| (name.clone(), format!("{name} is a whole number, not {v}")))?;
        choices.give(kind, name, x).map_err(|e| (name.clone(), e.to_string()))?;
    }
    Ok(choices)
}

/// Reads a train game's record.
///
/// # Errors
/// Not JSON, a wrong format or version, not a train game, a missing, unknown or
/// mistyped field, a bad tile, train or `at`, a player count, option or deal size the
/// rules do not allow, a deal plus boneyard plus engine that is not the set once each,
/// an engine that is not its round's double, or a round past option `rounds`.
pub fn parse(text: &[u8]) -> Result<Record, FormatError> {
    let max = crate::record::MAX_BYTES;
    if text.len() > max {
        return Err(ferr("", format!("the record is larger than {max} bytes, the most a record may be")));
    }
    let j: RecordJson = json_of(text)?;
    from_json(&j)
}

fn from_json(j: &RecordJson) -> Result<Record, FormatError> {
    if j.format != crate::record::parlour::FORMAT {
        return Err(ferr("format", format!("expected {:?}, found {:?}", crate::record::parlour::FORMAT, j.format)));
    }
    if j.version != 1 {
        return Err(ferr("version", format!("this program reads version 1, not {}", j.version)));
    }
    let kind = kind_of(&j.game).ok_or_else(|| ferr("game", format!("{:?} is not a train game", j.game)))?;
    let choices = choices_of(kind, &j.options).map_err(|(name, why)| ferr(format!("options.{name}"), why))?;
    let n = j.players.len();
    let rules = Rules::new(kind, n, &choices).map_err(|e| match e {
        crate::games::trains::SetupError::Option(name, why) => ferr(format!("options.{name}"), why),
        e => ferr("players", e.to_string()),
    })?;
    crate::text::check_record_names(&j.players).map_err(|(path, msg)| ferr(path, msg))?;
    if j.scores.len() != n {
        return Err(ferr("scores", format!("one total per player: {n}, not {}", j.scores.len())));
    }
    let scores = totals(&j.scores, "scores")?;
    if j.hands.is_empty() {
        return Err(ferr("hands", "a record holds at least one round"));
    }
    let mut rounds: Vec<RoundRecord> = Vec::new();
    for (i, h) in j.hands.iter().enumerate() {
        let path = format!("hands[{i}]");
        let r = round_from_json(h, &rules, &path)?;
        let due = match rounds.last() {
            None if j.starts_match => Some(1),
            None => None,
            Some(p) => Some(p.round + 1),
        };
        if let Some(d) = due.filter(|&d| d != r.round) {
            let want = if d <= rules.set.top() + 1 { rules.engine(d).to_string() } else { "none".into() };
            return Err(ferr(format!("{path}.engine"), format!("round {} is played from {want}, not {}", d, r.engine)));
        }
        if r.round > rules.rounds {
            return Err(ferr(
                format!("{path}.engine"),
                format!("{} is round {}, past the game's {} rounds", r.engine, r.round, rules.rounds),
            ));
        }
        rounds.push(r);
    }
    if let Some(seats) = &j.seats {
        if seats.len() != n {
            return Err(ferr("seats", format!("one per player: {n}, not {}", seats.len())));
        }
    }
    Ok(Record {
        rules,
        players: j.players.clone(),
        scores,
        starts_match: j.starts_match,
        rounds,
        seed: j.seed,
        seats: j.seats.clone(),
    })
}

/// Totals of counted pips: whole numbers from 0.
fn totals(v: &[i64], path: &str) -> Result<Vec<u32>, FormatError> {
    v.iter()
        .enumerate()
        .map(|(i, &x)| {
            u32::try_from(x)
                .ok()
                .filter(|&x| x <= 1_000_000)
                .ok_or_else(|| ferr(format!("{path}[{i}]"), format!("{x}: a total is 0 to 1,000,000")))
        })
        .collect()
}

fn tile(set: Set, s: &str, path: &str) -> Result<Tile, FormatError> {
    set.parse(s).map_err(|e| ferr(path, e.to_string()))
}

fn round_from_json(h: &HandJson, rules: &Rules, path: &str) -> Result<RoundRecord, FormatError> {
    let set = rules.set;
    let n = rules.players as usize;
    let engine = tile(set, &h.engine, &format!("{path}.engine"))?;
    let round = rules.round_of(engine).ok_or_else(|| {
        ferr(format!("{path}.engine"), format!("{engine} is no double: an engine is the round's double"))
    })?;
    if h.lead as usize >= n {
        return Err(ferr(format!("{path}.lead"), format!("no seat {} at a table of {n}", h.lead)));
    }
    if h.deal.len() != n {
        return Err(ferr(format!("{path}.deal"), format!("one hand per player: {n}, not {}", h.deal.len())));
    }
    let mut seen = TileSet::<u128>::single(engine);
    let mut once = |t: Tile, p: &str| {
        if seen.contains(t) {
            return Err(ferr(p, format!("tile {t} appears twice (the engine {engine} is set aside)")));
        }
        seen.insert(t);
        Ok(())
    };
    let mut deal = Deal::default();
    for (s, tiles) in h.deal.iter().enumerate() {
        if tiles.len() != rules.hand as usize {
            return Err(ferr(
                format!("{path}.deal[{s}]"),
                format!("each player is dealt {} tiles, not {}", rules.hand, tiles.len()),
            ));
        }
        let mut hand = TileSet::<u128>::EMPTY;
        for (k, t) in tiles.iter().enumerate() {
            let p = format!("{path}.deal[{s}][{k}]");
            let t = tile(set, t, &p)?;
            once(t, &p)?;
            hand.insert(t);
        }
        deal.hands.push(hand);
    }
    for (k, t) in h.boneyard.iter().enumerate() {
        let p = format!("{path}.boneyard[{k}]");
        let t = tile(set, t, &p)?;
        once(t, &p)?;
        deal.boneyard.push(t);
    }
    if let Some(t) = set.full::<u128>().minus(seen).first() {
        return Err(ferr(
            format!("{path}.boneyard"),
            format!("tile {t} is missing: the engine, the deal and the boneyard hold every tile of the set once"),
        ));
    }
    let steps = h
        .actions
        .iter()
        .enumerate()
        .map(|(i, a)| step_from_json(a, rules, &format!("{path}.actions[{i}]")))
        .collect::<Result<_, _>>()?;
    let (scores, error_at) = match &h.expect {
        None => (None, None),
        Some(e) => {
            let scores = match &e.scores {
                Some(s) if s.len() != n => {
                    return Err(ferr(format!("{path}.expect.scores"), format!("{n} totals, not {}", s.len())))
                }
                Some(s) => Some(totals(s, &format!("{path}.expect.scores"))?),
                None => None,
            };
            (scores, e.error_at.map(|x| usize::try_from(x).unwrap_or(usize::MAX)))
        }
    };
    Ok(RoundRecord {
        engine,
        round,
        lead: Seat(h.lead),
        lead_draw: h.lead_draw.is_some(),
        deal,
        steps,
        scores,
        error_at,
    })
}

fn step_from_json(a: &ActionJson, rules: &Rules, path: &str) -> Result<Step, FormatError> {
    let n = rules.players;
    if a.seat >= n {
        return Err(ferr(format!("{path}.seat"), format!("no seat {} at a table of {n}", a.seat)));
    }
    let id = rules.kind.id();
    let act_name = serde_json::to_string(&a.act).unwrap_or_default();
    let place_field = match rules.kind {
        Kind::Mexican => "train",
        Kind::Chicken => "at",
    };
    let allowed: &[&str] = match a.act {
        ActJson::Play => &["tile", place_field],
        ActJson::Draw => &["tile"],
        ActJson::Pass => &[],
    };
    for (field, present) in [("tile", a.tile.is_some()), ("train", a.train.is_some()), ("at", a.at.is_some())] {
        if present && !allowed.contains(&field) {
            return Err(ferr(format!("{path}.{field}"), format!("a {act_name} action of {id} has no field {field:?}")));
        }
    }
    let act = match a.act {
        ActJson::Play => {
            let t = a.tile.as_deref().ok_or_else(|| ferr(format!("{path}.tile"), "a play needs \"tile\""))?;
            let ends = rules.set.ends(t).map_err(|e| ferr(format!("{path}.tile"), e.to_string()))?;
            let place = match rules.kind {
                Kind::Mexican => {
                    let v = a.train.as_ref().ok_or_else(|| ferr(format!("{path}.train"), "a play needs \"train\""))?;
                    let bad = || {
                        ferr(
                            format!("{path}.train"),
                            format!("a train is \"mexican\" or a seat from 0 to {}, not {v}", n - 1),
                        )
                    };
                    match (v.as_str(), v.as_u64()) {
                        (Some("mexican"), _) => Place::Mexican,
                        (_, Some(s)) if s < u64::from(n) => Place::Train(Seat(s as u8)),
                        _ => return Err(bad()),
                    }
                }
                Kind::Chicken => {
                    let at = a.at.as_deref().ok_or_else(|| ferr(format!("{path}.at"), "a play needs \"at\""))?;
                    Place::At(tile(rules.set, at, &format!("{path}.at"))?)
                }
            };
            Act::Play { ends, place }
        }
        ActJson::Draw => {
            Act::Draw { tile: a.tile.as_deref().map(|t| tile(rules.set, t, &format!("{path}.tile"))).transpose()? }
        }
        ActJson::Pass => Act::Pass,
    };
    Ok(Step { seat: Seat(a.seat), act })
}
