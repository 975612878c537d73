//! Records: hands saved as JSON (format v1), read strictly, written exactly, and
//! replayed through the engine.

pub mod check;
mod desk;
pub mod format;
pub mod parlour;
mod replay;
pub mod saved;

pub use replay::{replay, CheckFailure, HandSummary, Outcome, Replay};
pub use saved::{Leaver, Saved, SEAT_KINDS};

use crate::engine::games::{Axis, Condition, Game, Rule};
use crate::engine::tile::parse_ends;
use crate::engine::{Action, Deal, Options, Pos, Seat, Session, Tile, TileSet};
use arrayvec::ArrayVec;
use format::*;
use std::fmt;

/// The largest record file read; anything larger is refused before parsing.
pub const MAX_BYTES: usize = 16 << 20;

/// A record that could not be read: the file is not a record of format v1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormatError {
    /// Where: a field path such as `hands[0].actions[3].tile`, or empty.
    pub path: String,
    /// Line and column in the file, when known.
    pub at: Option<(usize, usize)>,
    pub msg: String,
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some((l, c)) = self.at {
            write!(f, "line {l} column {c}: ")?;
        }
        if !self.path.is_empty() && self.path != "." {
            write!(f, "{}: ", self.path)?;
        }
        f.write_str(&self.msg)
    }
}

impl std::error::Error for FormatError {}

fn ferr(path: impl Into<String>, msg: impl Into<String>) -> FormatError {
    FormatError { path: path.into(), at: None, msg: msg.into() }
}

/// What a record says must come out of a hand.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Expect {
    pub chips: Option<Vec<i32>>,
    pub error_at: Option<usize>,
}

/// One action as recorded: a `draw` may name the tile it must find.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    pub seat: Seat,
    pub action: Action,
    pub drawn: Option<Tile>,
}

/// One hand of a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandRecord {
    pub on_set: Seat,
    pub deal: Deal,
    pub steps: Vec<Step>,
    pub tiebreak: Option<Vec<(Seat, Tile)>>,
    pub expect: Expect,
    /// Penalties charged at the desk, each before the step of that index.
    pub penalties: Vec<(usize, Seat, crate::engine::Offence)>,
}

/// A record, read and checked for form (not yet for the rules: see [`replay`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    pub players: Vec<String>,
    pub chips: Vec<i32>,
    pub starts_session: bool,
    pub options: Options,
    pub hands: Vec<HandRecord>,
    /// What the program that played the game adds (optional fields of ours).
    pub saved: Saved,
}

/// The lowest and highest chips a record may start a seat with: far beyond any real
/// session, and far enough from the ends of `i32` that no sum of a session overflows.
pub const CHIPS: std::ops::RangeInclusive<i64> = -(1 << 30) + 1..=(1 << 30) - 1;

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
        let mut de = serde_json::Deserializer::from_slice(text);
        let json: RecordJson = serde_path_to_error::deserialize(&mut de).map_err(|e| {
            let inner = e.inner();
            let at = (inner.line() > 0).then(|| (inner.line(), inner.column()));
            let msg = inner.to_string();
            let msg = match msg.rfind(" at line ") {
                Some(i) => msg[..i].to_string(),
                None => msg,
            };
            FormatError { path: e.path().to_string(), at, msg }
        })?;
        de.end().map_err(|e| FormatError {
            path: String::new(),
            at: Some((e.line(), e.column())),
            msg: "text after the record".into(),
        })?;
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
        let chips = j
            .chips
            .iter()
            .enumerate()
            .map(|(i, &c)| {
                // Compared as read, before any conversion or arithmetic can wrap.
                if CHIPS.contains(&c) {
                    Ok(c as i32)
                } else {
                    Err(ferr(format!("chips[{i}]"), "out of range"))
                }
            })
            .collect::<Result<Vec<i32>, _>>()?;
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

    /// The JSON form.
    pub fn to_json(&self) -> RecordJson {
        let mut options = std::collections::BTreeMap::new();
        for name in self.options.on() {
            options.insert(name.to_string(), serde_json::Value::Bool(true));
        }
        RecordJson {
            format: "nos-record".into(),
            version: 1,
            players: self.players.clone(),
            chips: self.chips.iter().map(|&c| c as i64).collect(),
            starts_session: self.starts_session,
            options,
            seed: self.saved.seed,
            seats: self.saved.seats.clone(),
            declines: self.saved.declines,
            left: self.saved.left.iter().map(saved::Leaver::to_json).collect(),
            hands: self.hands.iter().map(hand_to_json).collect(),
        }
    }

    /// The record as JSON text: one action per line, so records read well and diff well.
    pub fn to_text(&self) -> String {
        let j = self.to_json();
        let mut out = String::from("{\n");
        let field = |k: &str, v: &dyn Compact| format!("  \"{k}\": {}", v.json());
        let mut top = vec![
            field("format", &j.format),
            field("version", &j.version),
            field("players", &j.players),
            field("chips", &j.chips),
        ];
        if !j.starts_session {
            top.push(field("starts_session", &false));
        }
        top.push(field("options", &j.options));
        if let Some(seed) = j.seed {
            top.push(field("seed", &seed));
        }
        if let Some(seats) = &j.seats {
            top.push(field("seats", seats));
        }
        if !j.left.is_empty() {
            let items: Vec<String> = j.left.iter().map(saved::Leaver::text).collect();
            top.push(format!("  \"left\": [{}]", items.join(", ")));
        }
        if j.declines > 0 {
            top.push(field("declines", &j.declines));
        }
        out += &top.join(",\n");
        out += ",\n  \"hands\": [\n";
        let hands: Vec<String> = j
            .hands
            .iter()
            .map(|h| {
                let mut f = vec![
                    format!("      \"on_set\": {}", h.on_set),
                    format!("      \"deal\": {}", h.deal.json()),
                    format!("      \"boneyard\": {}", h.boneyard.json()),
                ];
                let acts: Vec<String> = h.actions.iter().map(|a| format!("        {}", a.json())).collect();
                if acts.is_empty() {
                    f.push("      \"actions\": []".into());
                } else {
                    f.push(format!("      \"actions\": [\n{}\n      ]", acts.join(",\n")));
                }
                if let Some(t) = &h.tiebreak {
                    f.push(format!("      \"tiebreak\": {}", t.json()));
                }
                if let Some(e) = &h.expect {
                    f.push(format!("      \"expect\": {}", e.json()));
                }
                if !h.penalties.is_empty() {
                    f.push(format!("      \"penalties\": {}", desk::text(&h.penalties)));
                }
                format!("    {{\n{}\n    }}", f.join(",\n"))
            })
            .collect();
        out += &hands.join(",\n");
        out += "\n  ]\n}\n";
        out
    }

    /// The record of a session played so far, with the players' names.
    pub fn from_session(players: &[String], session: &Session) -> Record {
        let hands = session
            .logs()
            .iter()
            .map(|log| {
                let mut steps = Vec::new();
                for &(seat, action) in &log.actions {
                    if action == Action::Decline {
                        continue;
                    }
                    steps.push(Step { seat, action, drawn: None });
                }
                HandRecord {
                    on_set: log.on_set,
                    deal: log.deal.clone(),
                    steps,
                    tiebreak: (!log.tiebreak.is_empty()).then(|| log.tiebreak.clone()),
                    expect: Expect::default(),
                    penalties: desk::steps_of(log),
                }
            })
            .collect();
        let mut rec = Record {
            players: players.to_vec(),
            chips: session.start_chips().to_vec(),
            starts_session: session.starts_session(),
            options: session.options,
            hands,
            saved: Saved::default(),
        };
        // In strict mode a draw may draw nothing (P8) and a pass may draw (P9): the
        // tiles are not counted from the draws, and `tile` (optional) is left out.
        if !rec.options.strict {
            rec.fill_drawn_tiles();
        }
        rec
    }

    /// Writes every drawn tile into its `draw` step, from the boneyard order.
    fn fill_drawn_tiles(&mut self) {
        for h in &mut self.hands {
            let mut next = 0;
            for s in &mut h.steps {
                if s.action == Action::Draw {
                    s.drawn = h.deal.boneyard.get(next).copied();
                    next += 1;
                }
            }
        }
    }
}

/// The derived readers also take a JSON array where the format has an object (its
/// fields in order); the format has objects there, so an array is refused.
fn objects_where_due(text: &[u8]) -> Result<(), FormatError> {
    use serde_json::Value;
    let v: Value = serde_json::from_slice(text).map_err(|e| ferr("", e.to_string()))?;
    let object = |v: &Value, path: &str| {
        if v.is_object() {
            Ok(())
        } else {
            Err(ferr(path, "a JSON object is expected here"))
        }
    };
    object(&v, "")?;
    fn list(v: &Value) -> &[Value] {
        v.as_array().map_or(&[], |a| a.as_slice())
    }
    for (i, h) in list(&v["hands"]).iter().enumerate() {
        let path = format!("hands[{i}]");
        object(h, &path)?;
        for (k, a) in list(&h["actions"]).iter().enumerate() {
            let pa = format!("{path}.actions[{k}]");
            object(a, &pa)?;
            if let Some(g) = a.get("game") {
                object(g, &format!("{pa}.game"))?;
                if let Some(f) = g.get("first") {
                    object(f, &format!("{pa}.game.first"))?;
                }
            }
        }
        for (k, d) in list(&h["tiebreak"]).iter().enumerate() {
            object(d, &format!("{path}.tiebreak[{k}]"))?;
        }
        if let Some(e) = h.get("expect") {
            object(e, &format!("{path}.expect"))?;
        }
    }
    Ok(())
}

/// Compact JSON of a serializable value.
trait Compact {
    fn json(&self) -> String;
}
impl<T: serde::Serialize> Compact for T {
    fn json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

fn tile_at(s: &str, path: &str) -> Result<Tile, FormatError> {
    s.parse::<Tile>().map_err(|e| ferr(path, e.to_string()))
}

fn side_at(s: &str, path: &str, line: bool) -> Result<Pos, FormatError> {
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
    if h.boneyard.len() > 28 {
        return Err(ferr(format!("{path}.boneyard"), "more than 28 tiles"));
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
        parse_ends(&s).map_err(|e| ferr(format!("{path}.{field}"), e.to_string()))
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

/// Reads a game with its choices.
///
/// # Errors
/// A number outside 1 to 17, or choices missing, misplaced or out of range.
pub fn game_from_json(g: &GameJson, path: &str) -> Result<Game, FormatError> {
    let field = |f: &str| format!("{path}.{f}");
    let no = |f: &str, present: bool| -> Result<(), FormatError> {
        if present {
            Err(ferr(field(f), format!("game {} has no choice {f:?}", g.game)))
        } else {
            Ok(())
        }
    };
    let first = |f: &FirstJson| -> Result<(Pos, u8), FormatError> {
        let side = side_at(&f.side, &field("first.side"), true)?;
        if !(1..=4).contains(&f.count) {
            return Err(ferr(field("first.count"), format!("1 to 4 tiles, not {}", f.count)));
        }
        Ok((side, f.count))
    };
    let form = |allowed: &[&str]| -> Result<String, FormatError> {
        let f = g.form.clone().ok_or_else(|| ferr(field("form"), format!("game {} needs \"form\"", g.game)))?;
        if allowed.contains(&f.as_str()) {
            Ok(f)
        } else {
            Err(ferr(field("form"), format!("the form is one of {allowed:?}, not {f:?}")))
        }
    };
    match g.game {
        11 => {
            no("form", g.form.is_some())?;
            no("ordinary", g.ordinary.is_some())?;
            let rule = match g.matching.as_deref() {
                Some("ordinary") => Rule::Ordinary,
                Some("matador") => Rule::Matador,
                Some(m) => return Err(ferr(field("match"), format!("\"ordinary\" or \"matador\", not {m:?}"))),
                None => return Err(ferr(field("match"), "game 11 needs \"match\"")),
            };
            let cond = match (&g.here, &g.first) {
                (Some(h), None) => Condition::Here(side_at(h, &field("here"), true)?),
                (None, Some(f)) => {
                    let (side, count) = first(f)?;
                    Condition::First { side, count }
                }
                (Some(_), Some(_)) => {
                    return Err(ferr(path, "game 11 takes one condition: \"here\" or \"first\", not both"))
                }
                (None, None) => return Err(ferr(path, "game 11 needs a condition: \"here\" or \"first\"")),
            };
            Ok(Game::Conditions { rule, cond, change: g.change })
        }
        12 => {
            no("match", g.matching.is_some())?;
            no("here", g.here.is_some())?;
            no("change", g.change)?;
            let f = form(&["line", "cross", "double-cross"])?;
            let ord = g.ordinary.clone().ok_or_else(|| ferr(field("ordinary"), "game 12 needs \"ordinary\""))?;
            if f == "line" {
                let ordinary = side_at(&ord, &field("ordinary"), true)?;
                let first = g.first.as_ref().map(first).transpose()?;
                Ok(Game::VolapukLine { ordinary, first })
            } else {
                no("first", g.first.is_some())?;
                let ordinary = match ord.as_str() {
                    "WE" => Axis::WE,
                    "NS" => Axis::NS,
                    _ => {
                        return Err(ferr(
                            field("ordinary"),
                            format!("a cross's ordinary axis is \"WE\" or \"NS\", not {ord:?}"),
                        ))
                    }
                };
                Ok(Game::VolapukCross { double: f == "double-cross", ordinary })
            }
        }
        17 => {
            no("match", g.matching.is_some())?;
            no("first", g.first.is_some())?;
            no("change", g.change)?;
            no("ordinary", g.ordinary.is_some())?;
            let f = form(&["cross", "double-cross"])?;
            let here = g.here.as_deref().ok_or_else(|| ferr(field("here"), "game 17 needs \"here\""))?;
            Ok(Game::HereThenCross { double: f == "double-cross", here: side_at(here, &field("here"), false)? })
        }
        1..=17 => {
            no("match", g.matching.is_some())?;
            no("here", g.here.is_some())?;
            no("first", g.first.is_some())?;
            no("change", g.change)?;
            no("form", g.form.is_some())?;
            no("ordinary", g.ordinary.is_some())?;
            Ok(Game::Plain(g.game))
        }
        n => Err(ferr(field("game"), format!("the games are numbered 1 to 17, not {n}"))),
    }
}

/// Writes a game with its choices.
pub fn game_to_json(g: &Game) -> GameJson {
    let mut j = GameJson { game: g.number(), ..GameJson::default() };
    let first_json = |(side, count): (Pos, u8)| FirstJson { side: side.letter().into(), count };
    match *g {
        Game::Plain(_) => {}
        Game::Conditions { rule, cond, change } => {
            j.matching = Some(rule.word().into());
            match cond {
                Condition::Here(s) => j.here = Some(s.letter().into()),
                Condition::First { side, count } => j.first = Some(first_json((side, count))),
            }
            j.change = change;
        }
        Game::VolapukLine { ordinary, first } => {
            j.form = Some("line".into());
            j.ordinary = Some(ordinary.letter().into());
            j.first = first.map(first_json);
        }
        Game::VolapukCross { double, ordinary } => {
            j.form = Some(if double { "double-cross" } else { "cross" }.into());
            j.ordinary = Some(match ordinary {
                Axis::WE => "WE".into(),
                Axis::NS => "NS".into(),
            });
        }
        Game::HereThenCross { double, here } => {
            j.form = Some(if double { "double-cross" } else { "cross" }.into());
            j.here = Some(here.letter().into());
        }
    }
    j
}

fn step_to_json(s: &Step) -> ActionJson {
    let mut a = ActionJson { seat: s.seat.0, act: Act::Pass, tile: None, at: None, immediate: false, game: None };
    match s.action {
        Action::Draw => {
            a.act = Act::Draw;
            a.tile = s.drawn.map(|t| t.to_string());
        }
        Action::Set { first, second } => {
            a.act = Act::Set;
            a.tile = Some(format!("{first}-{second}"));
        }
        Action::Announce(g) => {
            a.act = Act::Announce;
            a.game = Some(game_to_json(&g));
        }
        Action::Declare => a.act = Act::Declare,
        Action::Play { at, touch, open, immediate } => {
            a.act = Act::Play;
            a.tile = Some(format!("{touch}-{open}"));
            a.at = Some(at.letter().into());
            a.immediate = immediate;
        }
        Action::Wait => a.act = Act::Wait,
        Action::Pass => a.act = Act::Pass,
        Action::Close => a.act = Act::Close,
        Action::Decline => {}
    }
    a
}

fn hand_to_json(h: &HandRecord) -> HandJson {
    HandJson {
        on_set: h.on_set.0,
        deal: h.deal.hands.iter().map(|s| s.iter().map(|t| t.to_string()).collect()).collect(),
        boneyard: h.deal.boneyard.iter().map(|t| t.to_string()).collect(),
        actions: h.steps.iter().filter(|s| s.action != Action::Decline).map(step_to_json).collect(),
        tiebreak: h
            .tiebreak
            .as_ref()
            .map(|t| t.iter().map(|(s, t)| DrawJson { seat: s.0, tile: t.to_string() }).collect()),
        expect: (h.expect != Expect::default()).then(|| ExpectJson {
            chips: h.expect.chips.as_ref().map(|c| c.iter().map(|&v| v as i64).collect()),
            error_at: h.expect.error_at,
        }),
        penalties: desk::to_json(&h.penalties),
    }
}
