//! Reading a parlour record: JSON syntax with line and column, then every field checked
//! against the game's form, each error naming the field.

use super::json::*;
use super::{Act, At, Expect, Form, FormatError, HandRecord, Places, Record, Square, Step, FORMAT};
use crate::core::pos::Pos;
use crate::core::seat::Seat;
use crate::core::tile::{Tile, TileSet};
use crate::games::parlour::arms::Lay;
use crate::games::parlour::preset::{Kind, Opt};
use crate::games::parlour::{Deal, OptValue, Options};
use serde_json::Value;

use crate::record::error::ferr;

/// The largest score or chip count a record holds, in size: far beyond any real
/// match, and so far from the ends of `i32` that every hand a record can hold (one per
/// 28 tiles of its 16 MiB, each moving at most 8 antes of 1,000 or a set's pips, or
/// ending the match at a target of at most 1,000,000) cannot carry a balance past them.
pub const MAX_SCORE: i64 = 1_000_000;

/// Reads a parlour record from JSON text.
///
/// # Errors
/// Not JSON, too large, a wrong format or version, an unknown game, a missing, unknown
/// or mistyped field, a bad tile, square or position, a player count or deal size the
/// game does not allow, a deal and boneyard that are not the game's set once each,
/// scores of the wrong length, or an option unknown, not taken or mistyped.
pub fn parse(text: &[u8]) -> Result<Record, FormatError> {
    let max = crate::record::MAX_BYTES;
    if text.len() > max {
        return Err(ferr("", format!("the record is larger than {max} bytes, the most a record may be")));
    }
    let json: RecordJson = crate::record::error::json_of(text)?;
    objects_where_due(text)?;
    from_json(&json)
}

/// Where a parlour record has an object: the record, its `options`, each hand, each
/// action, each `lead_draw` draw, an `expect`.
const SHAPE: crate::record::due::Shape = &[
    ("record", "hands", true, "hand"),
    ("record", "options", false, "leaf"),
    ("hand", "actions", true, "leaf"),
    ("hand", "lead_draw", true, "leaf"),
    ("hand", "expect", false, "leaf"),
];

/// The derived readers also take a JSON array where the format has an object (its
/// fields in order); the format has objects there, so an array is refused
/// ([`crate::record::due`]).
fn objects_where_due(text: &[u8]) -> Result<(), FormatError> {
    crate::record::due::objects_where_due(text, SHAPE)
}

fn score(v: i64, path: &str) -> Result<i32, FormatError> {
    if v.unsigned_abs() <= MAX_SCORE as u64 {
        Ok(v as i32)
    } else {
        Err(ferr(path, format!("{v}: at most {} in size", crate::games::parlour::rules::thousands(MAX_SCORE))))
    }
}

/// The chips of a pool game (Tiddly-Wink): `start` each and an empty pool when the
/// record starts the match; otherwise, since antes and the pool only move chips, the
/// seats and the pool hold `start` for every seat between them.
fn chips_held(chips: &[i32], pool: i32, start: i32, starts_match: bool) -> Result<(), FormatError> {
    if pool < 0 {
        return Err(ferr("pool", format!("{pool}: a pool holds no fewer than 0 chips")));
    }
    if starts_match {
        if let Some(i) = chips.iter().position(|&c| c != start) {
            return Err(ferr(
                format!("scores[{i}]"),
                format!("{}: a record that starts a session starts every seat at {start} chips", chips[i]),
            ));
        }
        if pool != 0 {
            return Err(ferr("pool", format!("{pool}: a record that starts a session starts with an empty pool")));
        }
    }
    let held: i64 = chips.iter().map(|&c| c as i64).sum::<i64>() + pool as i64;
    let due = start as i64 * chips.len() as i64;
    if held != due {
        return Err(ferr(
            "scores",
            format!("the seats and the pool hold {held} chips, but {} seats hold {due} between them: antes and the pool only move chips", chips.len()),
        ));
    }
    Ok(())
}

fn tile_at(s: &str, path: &str, set: TileSet) -> Result<Tile, FormatError> {
    let t: Tile = crate::games::parlour::SET.parse(s).map_err(|e| ferr(path, e.to_string()))?;
    if !set.contains(t) {
        return Err(ferr(path, format!("{t} is not in this game's set")));
    }
    Ok(t)
}

/// Checks the form of parsed JSON and turns it into engine values.
///
/// # Errors
/// As [`parse`], past the JSON syntax.
pub fn from_json(j: &RecordJson) -> Result<Record, FormatError> {
    if j.format != FORMAT {
        return Err(ferr("format", format!("expected {FORMAT:?}, found {:?}", j.format)));
    }
    if j.version != 1 {
        return Err(ferr("version", format!("this program reads version 1, not {}", j.version)));
    }
    let form = Form::find(&j.game).ok_or_else(|| {
        let ids: Vec<&str> = Form::ids().collect();
        ferr("game", format!("unknown game {:?}: the games are {}", j.game, ids.join(", ")))
    })?;
    let options = options_from_json(&j.options, &form)?;
    let n = j.players.len();
    let each = form.tiles_each(n, &options).map_err(|(opt, m)| match opt {
        Some(o) => ferr(format!("options.{o}"), m),
        None => ferr("players", m),
    })? as usize;
    crate::text::check_record_names(&j.players).map_err(|(path, msg)| ferr(path, msg))?;
    let form = form.at(n, &options);
    let accounts = if form.sides { 2 } else { n };
    if j.scores.len() != accounts {
        let per = if form.sides { "side" } else { "player" };
        return Err(ferr("scores", format!("one score per {per}: {accounts}, not {}", j.scores.len())));
    }
    let scores = j
        .scores
        .iter()
        .enumerate()
        .map(|(i, &v)| score(v, &format!("scores[{i}]")))
        .collect::<Result<Vec<i32>, _>>()?;
    let pool = match j.pool {
        Some(_) if !form.pool => return Err(ferr("pool", format!("{} keeps no pool", form.id))),
        Some(p) => score(p, "pool")?,
        None => 0,
    };
    if let Some(p) = form.preset.filter(|_| form.pool) {
        chips_held(&scores, pool, p.start, j.starts_match)?;
    }
    if j.hands.is_empty() {
        return Err(ferr("hands", "a record holds at least one hand"));
    }
    let hands = j
        .hands
        .iter()
        .enumerate()
        .map(|(i, h)| hand_from_json(h, &form, n, each, &format!("hands[{i}]")))
        .collect::<Result<_, _>>()?;
    if let Some(seats) = &j.seats {
        if seats.len() != n {
            return Err(ferr("seats", format!("one per player: {n}, not {}", seats.len())));
        }
        let kinds = crate::record::saved::SEAT_KINDS;
        if let Some((i, s)) = seats.iter().enumerate().find(|(_, s)| !kinds.contains(&s.as_str())) {
            return Err(ferr(format!("seats[{i}]"), format!("one of {kinds:?}, not {s:?}")));
        }
    }
    Ok(Record {
        seed: j.seed,
        seats: j.seats.clone(),
        game: form.id,
        form,
        players: j.players.clone(),
        scores,
        pool,
        starts_match: j.starts_match,
        options,
        hands,
    })
}

pub(crate) fn options_from_json(
    map: &std::collections::BTreeMap<String, Value>,
    form: &Form,
) -> Result<Options, FormatError> {
    let mut options = Options::new();
    for (name, v) in map {
        let path = format!("options.{name}");
        let opt = Opt::parse(name).ok_or_else(|| {
            let names: Vec<&str> = Opt::ALL.iter().map(|o| o.name()).collect();
            ferr(&path, format!("unknown option: the options are {}", names.join(", ")))
        })?;
        if !form.options().contains(&opt) {
            return Err(ferr(&path, format!("{} takes no option {name:?}", form.id)));
        }
        let value = match (opt.kind(), v) {
            (Kind::Bool, Value::Bool(b)) => OptValue::Bool(*b),
            (Kind::Int(..), Value::Number(x)) if x.as_i64().is_some() => OptValue::Int(x.as_i64().unwrap_or(0)),
            (Kind::Word(_), Value::String(w)) => OptValue::Word(w.clone()),
            (kind, _) => {
                let want = match kind {
                    Kind::Bool => "true or false".to_string(),
                    Kind::Int(min, max) => format!("an integer from {min} to {max}"),
                    Kind::Word(w) => format!("one of {w:?}"),
                };
                return Err(ferr(&path, format!("{name} is {want}, not {v}")));
            }
        };
        options.set(opt, value).map_err(|m| ferr(&path, m))?;
    }
    Ok(options)
}

fn hand_from_json(h: &HandJson, form: &Form, n: usize, each: usize, path: &str) -> Result<HandRecord, FormatError> {
    let seat = |s: u8, p: &str| {
        if (s as usize) < n {
            Ok(Seat(s))
        } else {
            Err(ferr(p, format!("no seat {s} at a table of {n}")))
        }
    };
    let lead = seat(h.lead, &format!("{path}.lead"))?;
    let lead_draw = match &h.lead_draw {
        None => None,
        Some(list) => Some(
            list.iter()
                .enumerate()
                .map(|(i, d)| {
                    let p = format!("{path}.lead_draw[{i}]");
                    let t = crate::games::parlour::SET
                        .parse(&d.tile)
                        .map_err(|e| ferr(format!("{p}.tile"), e.to_string()))?;
                    Ok((seat(d.seat, &format!("{p}.seat"))?, t))
                })
                .collect::<Result<Vec<_>, _>>()?,
        ),
    };
    let deal = deal_from_json(h, form, n, each, path)?;
    let steps = h
        .actions
        .iter()
        .enumerate()
        .map(|(i, a)| step_from_json(a, form, n, &format!("{path}.actions[{i}]")))
        .collect::<Result<_, _>>()?;
    let expect = match &h.expect {
        None => Expect::default(),
        Some(e) => {
            let accounts = if form.sides { 2 } else { n };
            let scores = match &e.scores {
                None => None,
                Some(s) if s.len() != accounts => {
                    return Err(ferr(format!("{path}.expect.scores"), format!("{accounts} scores, not {}", s.len())))
                }
                Some(s) => Some(
                    s.iter()
                        .enumerate()
                        .map(|(i, &v)| score(v, &format!("{path}.expect.scores[{i}]")))
                        .collect::<Result<_, _>>()?,
                ),
            };
            let pool = match e.pool {
                Some(_) if !form.pool => {
                    return Err(ferr(format!("{path}.expect.pool"), format!("{} keeps no pool", form.id)))
                }
                Some(p) => Some(score(p, &format!("{path}.expect.pool"))?),
                None => None,
            };
            let error_at = e.error_at.map(|x| usize::try_from(x).unwrap_or(usize::MAX));
            Expect { scores, pool, error_at }
        }
    };
    Ok(HandRecord { lead, lead_draw, deal, steps, expect })
}

fn deal_from_json(h: &HandJson, form: &Form, n: usize, each: usize, path: &str) -> Result<Deal, FormatError> {
    if h.deal.len() != n {
        return Err(ferr(format!("{path}.deal"), format!("one hand per player: {n}, not {}", h.deal.len())));
    }
    let mut deal = Deal::default();
    let mut seen = TileSet::EMPTY;
    let mut once = |t: Tile, p: &str| {
        if seen.contains(t) {
            return Err(ferr(p, format!("tile {t} appears twice")));
        }
        seen.insert(t);
        Ok(())
    };
    for (s, tiles) in h.deal.iter().enumerate() {
        if tiles.len() != each {
            return Err(ferr(
                format!("{path}.deal[{s}]"),
                format!("each player is dealt {each} tiles, not {}", tiles.len()),
            ));
        }
        let mut set = TileSet::EMPTY;
        for (k, t) in tiles.iter().enumerate() {
            let p = format!("{path}.deal[{s}][{k}]");
            let t = tile_at(t, &p, form.set)?;
            once(t, &p)?;
            set.insert(t);
        }
        deal.hands.push(set);
    }
    for (k, t) in h.boneyard.iter().enumerate() {
        let p = format!("{path}.boneyard[{k}]");
        if k >= crate::games::parlour::TILES {
            return Err(ferr(p, "more tiles than the set holds"));
        }
        let t = tile_at(t, &p, form.set)?;
        once(t, &p)?;
        deal.boneyard.push(t);
    }
    if let Some(t) = form.set.minus(seen).iter().next() {
        return Err(ferr(
            format!("{path}.boneyard"),
            format!("tile {t} is missing: the deal and the boneyard hold every tile of the set once"),
        ));
    }
    Ok(deal)
}

fn step_from_json(a: &ActionJson, form: &Form, n: usize, path: &str) -> Result<Step, FormatError> {
    if a.seat as usize >= n {
        return Err(ferr(format!("{path}.seat"), format!("no seat {} at a table of {n}", a.seat)));
    }
    let seat = Seat(a.seat);
    let name = serde_json::to_string(&a.act).unwrap_or_default();
    let allowed: &[&str] = match a.act {
        ActJson::Play if form.sniff => &["tile", "at", "sniff"],
        ActJson::Play => &["tile", "at"],
        ActJson::Draw => &["tile"],
        _ => &[],
    };
    for (field, present) in [("tile", a.tile.is_some()), ("at", a.at.is_some()), ("sniff", a.sniff.is_some())] {
        if present && !allowed.contains(&field) {
            return Err(ferr(
                format!("{path}.{field}"),
                format!("a {name} action of {} has no field {field:?}", form.id),
            ));
        }
    }
    let act = match a.act {
        ActJson::Play => {
            let tile = a.tile.as_deref().ok_or_else(|| ferr(format!("{path}.tile"), "a play needs \"tile\""))?;
            let ends =
                crate::games::parlour::SET.ends(tile).map_err(|e| ferr(format!("{path}.tile"), e.to_string()))?;
            tile_at(tile, &format!("{path}.tile"), form.set)?;
            let at = match &a.at {
                None if form.places == Places::Board => {
                    return Err(ferr(format!("{path}.at"), "a dominox play needs \"at\": its two squares"))
                }
                None => None,
                Some(v) => Some(at_from_json(v, form, &format!("{path}.at"))?),
            };
            let sniff = match &a.sniff {
                None => None,
                Some(w) => Some(Lay::parse(w).ok_or_else(|| {
                    ferr(format!("{path}.sniff"), format!("the sniff lies \"cross\" or \"end\", not {w:?}"))
                })?),
            };
            Act::Play { ends, at, sniff }
        }
        ActJson::Draw => {
            Act::Draw { tile: a.tile.as_deref().map(|t| tile_at(t, &format!("{path}.tile"), form.set)).transpose()? }
        }
        ActJson::Pass => Act::Pass,
        ActJson::EndTurn => Act::EndTurn,
    };
    Ok(Step { seat, act })
}

fn at_from_json(v: &Value, form: &Form, path: &str) -> Result<At, FormatError> {
    match form.places {
        Places::Ends(names) => {
            let letters: Vec<&str> = names.iter().map(|p| p.letter()).collect();
            let bad = || ferr(path, format!("a position of {} is one of {letters:?}, not {v}", form.id));
            let s = v.as_str().ok_or_else(bad)?;
            match Pos::parse(s) {
                Some(p) if names.contains(&p) => Ok(At::End(p)),
                _ => Err(bad()),
            }
        }
        Places::Board => {
            let bad = || ferr(path, format!("a dominox play is at two squares such as [\"e7\", \"f7\"], not {v}"));
            let list = v.as_array().filter(|l| l.len() == 2).ok_or_else(bad)?;
            let sq = |k: usize| -> Result<Square, FormatError> {
                let s = list[k].as_str().ok_or_else(bad)?;
                Square::parse(s).ok_or_else(|| ferr(format!("{path}[{k}]"), format!("a square is a1 to h8, not {s:?}")))
            };
            let (a, b) = (sq(0)?, sq(1)?);
            if !a.next_to(b) {
                return Err(ferr(path, format!("{a} and {b} are not side by side")));
            }
            Ok(At::Squares(a, b))
        }
    }
}
