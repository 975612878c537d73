//! Reading a record: JSON text checked for form and turned into engine values.

use super::format::*;
use super::{desk, ferr, game_from_json, Expect, FormatError, HandRecord, Record, Saved, Step};
use crate::core::{Pos, Seat, Tile, TileSet};
use crate::games::nos::{Action, Deal, Options};
use crate::games::parlour::rules::thousands;
use arrayvec::ArrayVec;

/// The largest record file read; anything larger is refused before parsing.
pub const MAX_BYTES: usize = 16 << 20;

/// The chips a session starts each seat with (rules.md section 1).
pub const START_CHIPS: i64 = 500;

/// The most chips a record may give a seat, in size: far beyond any real session (a
/// seat loses at most 500 to each other seat in a hand), and so far from the ends of
/// `i32` that the payments of every hand a record can hold (one per 28 tiles of a
/// 16 MiB file) cannot carry a balance past them. The engine plays to it
/// ([`crate::games::nos::chips`]): the program never writes chips this reader refuses.
pub const MAX_CHIPS: i64 = crate::games::nos::chips::LIMIT;

/// The chips a record may give a seat.
pub const CHIPS: std::ops::RangeInclusive<i64> = -MAX_CHIPS..=MAX_CHIPS;

impl Record {
    /// Reads a record from JSON text.
    ///
    /// # Errors
    /// Not JSON, too large or too deep, a wrong format or version, a missing, unknown
    /// or mistyped field, a bad tile, or a deal that is not the 28 tiles once each.
    pub fn parse(text: &[u8]) -> Result<Record, FormatError> {
        if text.len() > MAX_BYTES {
            return Err(ferr("", format!("the record is larger than {MAX_BYTES} bytes, the most a record may be")));
        }
        match text.iter().position(|b| !b.is_ascii_whitespace()) {
            None => return Err(ferr("", "the file is empty: a record is a JSON object")),
            Some(i) if text[i] != b'{' => {
                let line = 1 + text[..i].iter().filter(|&&b| b == b'\n').count();
                let col = i - text[..i].iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1) + 1;
                return Err(FormatError {
                    path: String::new(),
                    at: Some((line, col)),
                    msg: "a record is a JSON object, starting with '{'".into(),
                });
            }
            Some(_) => {}
        }
        let json: RecordJson = super::error::json_of(text)?;
        objects_where_due(text)?;
        Record::from_json(&json)
    }

    /// Checks the form of parsed JSON and turns it into engine values.
    ///
    /// # Errors
    /// As [`Record::parse`], past the JSON syntax.
    pub fn from_json(j: &RecordJson) -> Result<Record, FormatError> {
        if j.format != "nos-record" {
            return Err(ferr("format", format!("expected \"nos-record\", found {:?}", j.format)));
        }
        if j.version != 1 {
            return Err(ferr("version", format!("this program reads version 1, not {}", j.version)));
        }
        let n = j.players.len();
        if !(3..=5).contains(&n) {
            return Err(ferr("players", format!("3 to 5 players, not {n}")));
        }
        if j.chips.len() != n {
            return Err(ferr("chips", format!("one number per player: {n}, not {}", j.chips.len())));
        }
        crate::text::check_record_names(&j.players).map_err(|(path, msg)| ferr(path, msg))?;
        let chips = chips_from_json(j)?;
        let mut options = Options::default();
        for (name, v) in &j.options {
            let on = v.as_bool().ok_or_else(|| ferr(format!("options.{name}"), "an option is true or false"))?;
            options.set(name, on).map_err(|m| ferr("options", m))?;
        }
        if j.hands.is_empty() {
            return Err(ferr("hands", "a record holds at least one hand"));
        }
        let hands = j
            .hands
            .iter()
            .enumerate()
            .map(|(i, h)| hand_from_json(h, n, &format!("hands[{i}]")))
            .collect::<Result<_, _>>()?;
        let saved = Saved::from_json(j, n)?;
        Ok(Record { players: j.players.clone(), chips, starts_session: j.starts_session, options, hands, saved })
    }
}

/// The chips of a record: each at most [`MAX_CHIPS`] in size; 500 each when the record
/// starts a session; otherwise, since every payment moves chips between seats, a total
/// of 500 for every player of the session, those who left (`left`) and are no longer
/// among its `players` with their chips included. (The record of a session kept when a
/// player leaves still seats the leaver, and also lists it under `left`.)
fn chips_from_json(j: &RecordJson) -> Result<Vec<i32>, FormatError> {
    let gone: Vec<&super::format::LeftJson> = j.left.iter().filter(|l| !j.players.contains(&l.player)).collect();
    for (i, &c) in j.chips.iter().enumerate() {
        // Compared as read, before any conversion or arithmetic can wrap.
        if !CHIPS.contains(&c) {
            return Err(ferr(format!("chips[{i}]"), format!("{c}: at most {} in size", thousands(MAX_CHIPS))));
        }
        if j.starts_session && gone.is_empty() && c != START_CHIPS {
            return Err(ferr(
                format!("chips[{i}]"),
                format!("{c}: a record that starts a session starts every seat at {START_CHIPS}"),
            ));
        }
    }
    for (i, l) in j.left.iter().enumerate() {
        if !CHIPS.contains(&l.chips) {
            return Err(ferr(
                format!("left[{i}].chips"),
                format!("{}: at most {} in size", l.chips, thousands(MAX_CHIPS)),
            ));
        }
    }
    let held: i64 = j.chips.iter().sum();
    let away: i64 = gone.iter().map(|l| l.chips).sum();
    let players = (j.chips.len() + gone.len()) as i64;
    if held + away != START_CHIPS * players {
        let with = match gone.len() {
            0 => String::new(),
            k => format!(", {} with the {k} who left,", held + away),
        };
        return Err(ferr(
            "chips",
            format!(
                "they total {held}{with} but {players} players hold {} between them: every payment moves chips from seat to seat",
                START_CHIPS * players
            ),
        ));
    }
    Ok(j.chips.iter().map(|&c| c as i32).collect())
}

/// Where a Nos record has an object: the record, each hand, each action, an action's
/// `game` and its `first`, each `tiebreak` draw, an `expect`.
const SHAPE: super::due::Shape = &[
    ("record", "hands", true, "hand"),
    ("hand", "actions", true, "action"),
    ("hand", "tiebreak", true, "leaf"),
    ("hand", "expect", false, "leaf"),
    ("action", "game", false, "game"),
    ("game", "first", false, "leaf"),
];

/// Objects where a Nos record has them ([`super::due`]).
fn objects_where_due(text: &[u8]) -> Result<(), FormatError> {
    super::due::objects_where_due(text, SHAPE)
}

fn tile_at(s: &str, path: &str) -> Result<Tile, FormatError> {
    crate::games::nos::SET.parse(s).map_err(|e| ferr(path, e.to_string()))
}

pub(super) fn side_at(s: &str, path: &str, line: bool) -> Result<Pos, FormatError> {
    match Pos::parse(s) {
        Some(p) if !line || p.on_line() => Ok(p),
        _ if line => Err(ferr(path, format!("a line side is \"W\" or \"E\", not {s:?}"))),
        _ => Err(ferr(path, format!("a position is \"N\", \"E\", \"S\" or \"W\", not {s:?}"))),
    }
}

fn hand_from_json(h: &HandJson, n: usize, path: &str) -> Result<HandRecord, FormatError> {
    if h.on_set as usize >= n {
        return Err(ferr(format!("{path}.on_set"), format!("no seat {} at a table of {n}", h.on_set)));
    }
    if h.deal.len() != n {
        return Err(ferr(format!("{path}.deal"), format!("one hand per player: {n}, not {}", h.deal.len())));
    }
    let mut hands = ArrayVec::new();
    for (s, tiles) in h.deal.iter().enumerate() {
        let mut set = TileSet::EMPTY;
        for (k, t) in tiles.iter().enumerate() {
            let p = format!("{path}.deal[{s}][{k}]");
            let t = tile_at(t, &p)?;
            if set.contains(t) {
                return Err(ferr(p, format!("tile {t} appears twice")));
            }
            set.insert(t);
        }
        hands.push(set);
    }
    if h.boneyard.len() > crate::games::nos::TILES {
        return Err(ferr(format!("{path}.boneyard"), format!("more than {} tiles", crate::games::nos::TILES)));
    }
    let mut boneyard = ArrayVec::new();
    for (k, t) in h.boneyard.iter().enumerate() {
        boneyard.push(tile_at(t, &format!("{path}.boneyard[{k}]"))?);
    }
    let deal = Deal { hands, boneyard };
    deal.check().map_err(|e| ferr(format!("{path}.deal"), e.to_string()))?;
    let steps = h
        .actions
        .iter()
        .enumerate()
        .map(|(i, a)| step_from_json(a, n, &format!("{path}.actions[{i}]")))
        .collect::<Result<_, _>>()?;
    let tiebreak = match &h.tiebreak {
        None => None,
        Some(list) => Some(
            list.iter()
                .enumerate()
                .map(|(i, d)| {
                    let p = format!("{path}.tiebreak[{i}]");
                    if d.seat as usize >= n {
                        return Err(ferr(format!("{p}.seat"), format!("no seat {} at a table of {n}", d.seat)));
                    }
                    Ok((Seat(d.seat), tile_at(&d.tile, &format!("{p}.tile"))?))
                })
                .collect::<Result<_, _>>()?,
        ),
    };
    let expect = match &h.expect {
        None => Expect::default(),
        Some(e) => Expect {
            chips: match &e.chips {
                None => None,
                Some(c) if c.len() != n => {
                    return Err(ferr(
                        format!("{path}.expect.chips"),
                        format!("one number per player: {n}, not {}", c.len()),
                    ))
                }
                Some(c) => Some(
                    c.iter()
                        .map(|&v| i32::try_from(v).map_err(|_| ferr(format!("{path}.expect.chips"), "out of range")))
                        .collect::<Result<_, _>>()?,
                ),
            },
            error_at: e.error_at,
        },
    };
    let penalties = desk::from_json(&h.penalties, n, h.actions.len(), path)?;
    Ok(HandRecord { on_set: Seat(h.on_set), deal, steps, tiebreak, expect, penalties })
}

fn step_from_json(a: &ActionJson, n: usize, path: &str) -> Result<Step, FormatError> {
    if a.seat as usize >= n {
        return Err(ferr(format!("{path}.seat"), format!("no seat {} at a table of {n}", a.seat)));
    }
    let seat = Seat(a.seat);
    let name = serde_json::to_string(&a.act).unwrap_or_default();
    let allowed: &[&str] = match a.act {
        Act::Draw => &["tile"],
        Act::Set => &["tile"],
        Act::Announce => &["game"],
        Act::Play => &["tile", "at", "immediate"],
        _ => &[],
    };
    for (field, present) in
        [("tile", a.tile.is_some()), ("at", a.at.is_some()), ("immediate", a.immediate), ("game", a.game.is_some())]
    {
        if present && !allowed.contains(&field) {
            return Err(ferr(format!("{path}.{field}"), format!("a {name} action has no field {field:?}")));
        }
    }
    let need = |v: &Option<String>, field: &str| -> Result<String, FormatError> {
        v.clone().ok_or_else(|| ferr(format!("{path}.{field}"), format!("a {name} action needs {field:?}")))
    };
    let ends = |field: &str| -> Result<(u8, u8), FormatError> {
        let s = need(&a.tile, field)?;
        crate::games::nos::SET.ends(&s).map_err(|e| ferr(format!("{path}.{field}"), e.to_string()))
    };
    let mut drawn = None;
    let action = match a.act {
        Act::Draw => {
            if let Some(t) = &a.tile {
                drawn = Some(tile_at(t, &format!("{path}.tile"))?);
            }
            Action::Draw
        }
        Act::Set => {
            let (first, second) = ends("tile")?;
            Action::Set { first, second }
        }
        Act::Announce => {
            let g = a.game.as_ref().ok_or_else(|| ferr(format!("{path}.game"), "an announce action needs \"game\""))?;
            Action::Announce(game_from_json(g, &format!("{path}.game"))?)
        }
        Act::Declare => Action::Declare,
        Act::Play => {
            let (touch, open) = ends("tile")?;
            let at = side_at(&need(&a.at, "at")?, &format!("{path}.at"), false)?;
            Action::Play { at, touch, open, immediate: a.immediate }
        }
        Act::Wait => Action::Wait,
        Act::Pass => Action::Pass,
        Act::Close => Action::Close,
    };
    Ok(Step { seat, action, drawn })
}
