//! `nos bot`: our computer players and our rules for other programs, one JSON object a
//! line on standard input and output (the protocol is `BOT.md`). A request carries one
//! seat's view, never more: the bot rebuilds the hand from it ([`rebuild`]) and answers
//! from that seat's view alone. A bad request gets one error line naming the field,
//! and the next line is read as if nothing happened.
//!
//! Games reach the bot through [`Game::bot`](crate::registry::Game::bot), never by name.

pub mod board;
pub mod line;
pub mod rebuild;
pub mod referee;
pub mod view;

use crate::core::chance::{self, Dice};
use crate::core::Level;
use crate::record::parlour::json::ActionJson;
use serde::Deserialize;
use serde_json::{json, Map, Value};
pub use view::{Fault, Known, ViewJson};

/// The protocol's version: answers of one version keep their meaning.
pub const VERSION: u32 = 1;
/// The protocol's name, in the answer to `hello`.
pub const PROTOCOL: &str = "nos-bot";

/// A game's side of the protocol: a view rebuilt into a table the bot can ask.
pub trait Family: Sync {
    /// The hand of `known`, as the rules accept it, seen by its seat.
    ///
    /// # Errors
    /// The view is not one the rules allow: the field at fault.
    fn table(&self, known: &mut Known) -> Result<Box<dyn Table>, Fault>;
}

/// A rebuilt hand, seen by the view's seat.
pub trait Table {
    fn to_act(&self) -> Option<u8>;
    fn over(&self) -> bool;
    /// Once nobody can play (a block; Dominox's end), the seat whose pass would show it
    /// next: whether that has happened may hang on tiles the view cannot see, so the
    /// seat in turn may always pass then, as a record may write.
    fn next_after_end(&self) -> Option<u8>;
    /// How many tiles a seat holds.
    fn held(&self, seat: u8) -> usize;
    /// Per seat, or per side where the game has sides.
    fn scores(&self) -> Vec<i32>;
    /// The pool, in a game that keeps one.
    fn pool(&self) -> Option<i32>;
    /// The seat's legal actions (none when another seat is to act).
    fn legal(&self) -> Vec<ActionJson>;
    /// The seat's action at `ask.level`; `None` when it is not the seat's turn.
    fn decide(&self, ask: &Ask, rng: &mut Dice) -> Option<Choice>;
}

/// What a `decide` request asks.
#[derive(Clone, Copy, Debug)]
pub struct Ask {
    pub level: Level,
    /// The strong player's playouts (line games: shared among the candidates; Dominox:
    /// deals per candidate).
    pub playouts: Option<u32>,
}

/// A decision: the action, and every action weighed, the chosen first, then by value.
#[derive(Clone, Debug)]
pub struct Choice {
    pub action: ActionJson,
    pub ranked: Vec<(ActionJson, f64)>,
}

impl Choice {
    pub fn of(action: ActionJson, mut ranked: Vec<(ActionJson, f64)>) -> Choice {
        ranked.sort_by(|a, b| (b.0 == action).cmp(&(a.0 == action)).then(b.1.total_cmp(&a.1)));
        Choice { action, ranked }
    }
}

/// One request line.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct Request {
    #[serde(default)]
    #[allow(dead_code)]
    id: Option<Value>,
    request: String,
    #[serde(default)]
    view: Option<ViewJson>,
    #[serde(default)]
    level: Option<String>,
    #[serde(default)]
    playouts: Option<u32>,
    #[serde(default)]
    seed: Option<u64>,
    #[serde(default)]
    alternatives: bool,
}

/// The answer to one request line, as one line of JSON (no newline).
pub fn answer(line: &str) -> String {
    let value: Value = match serde_json::from_str(line) {
        Ok(v) => v,
        Err(e) => return refusal(None, &Fault::new("line", format!("not JSON: {e}"))),
    };
    let id = value.get("id").cloned();
    if !value.is_object() {
        return refusal(id, &Fault::new("line", "a request is a JSON object"));
    }
    let req: Request = match serde_path_to_error::deserialize(value) {
        Ok(r) => r,
        Err(e) => {
            let path = e.path().to_string();
            let path = if path == "." { "line".into() } else { path };
            return refusal(id, &Fault::new(path, e.inner().to_string()));
        }
    };
    match respond(&req) {
        Ok(mut m) => {
            if let Some(id) = id {
                m.insert("id".into(), id);
            }
            m.insert("ok".into(), Value::Bool(true));
            Value::Object(m).to_string()
        }
        Err(f) => refusal(id, &f),
    }
}

fn refusal(id: Option<Value>, f: &Fault) -> String {
    let mut m = Map::new();
    if let Some(id) = id {
        m.insert("id".into(), id);
    }
    m.insert("ok".into(), Value::Bool(false));
    m.insert("field".into(), Value::String(f.field.clone()));
    m.insert("error".into(), Value::String(f.error.clone()));
    Value::Object(m).to_string()
}

fn respond(req: &Request) -> Result<Map<String, Value>, Fault> {
    let mut m = Map::new();
    match req.request.as_str() {
        "hello" => {
            m.insert("protocol".into(), PROTOCOL.into());
            m.insert("version".into(), VERSION.into());
            m.insert("program".into(), concat!("nos ", env!("CARGO_PKG_VERSION")).into());
            let games: Vec<&str> =
                crate::registry::GAMES.iter().filter(|g| g.bot().is_some()).map(|g| g.id()).collect();
            m.insert("games".into(), json!(games));
            m.insert("levels".into(), json!(["easy", "normal", "strong"]));
            return Ok(m);
        }
        "legal" | "check" | "decide" => {}
        other => {
            return Err(Fault::new("request", format!("no request {other:?}: hello, legal, check or decide")));
        }
    }
    let view = req.view.as_ref().ok_or_else(|| Fault::new("view", "this request needs a view"))?;
    let game =
        crate::registry::find(&view.game).ok_or_else(|| Fault::new("view.game", format!("no game {:?}", view.game)))?;
    let family =
        game.bot().ok_or_else(|| Fault::new("view.game", format!("{} is not played over the bot yet", game.id())))?;
    let level = match req.level.as_deref() {
        None => Level::Normal,
        Some(l @ ("easy" | "normal" | "strong")) => Level::parse(l).unwrap_or(Level::Normal),
        Some(l) => return Err(Fault::new("level", format!("no level {l:?}: easy, normal or strong"))),
    };
    if req.playouts == Some(0) {
        return Err(Fault::new("playouts", "at least 1"));
    }
    let mut known = view.known()?;
    let table = family.table(&mut known)?;
    m.insert("to_act".into(), json!(table.to_act()));
    match req.request.as_str() {
        "legal" if !(table.over() && table.next_after_end() == Some(view.seat)) => {
            m.insert("legal".into(), json!(table.legal()));
        }
        "check" => {
            for (s, n) in counts(view) {
                if table.held(s) != n {
                    let f = format!("view.shown[{s}]");
                    return Err(Fault::new(f, format!("seat {s} holds {} tiles, not {n}", table.held(s))));
                }
            }
            let over = table.over();
            // At the end the count scores the tiles every seat still holds: unknown
            // unless shown.
            let unknown = (0..view.players).any(|s| s != view.seat && table.held(s) > 0 && !known.counted[s as usize]);
            m.insert("over".into(), json!(over));
            m.insert("scores".into(), if over && unknown { Value::Null } else { json!(table.scores()) });
            if let Some(p) = table.pool() {
                m.insert("pool".into(), if over && unknown { Value::Null } else { json!(p) });
            }
        }
        _ if table.over() && table.next_after_end() == Some(view.seat) => {
            let pass = json!({"seat": view.seat, "act": "pass"});
            if req.request == "legal" {
                m.insert("legal".into(), json!([pass]));
            } else {
                m.insert("action".into(), pass.clone());
                if req.alternatives {
                    m.insert("alternatives".into(), json!([{"action": pass, "value": 0.0}]));
                }
            }
        }
        _ => {
            let mut rng = chance::dice(req.seed.unwrap_or(0));
            let ask = Ask { level, playouts: req.playouts };
            let c = table.decide(&ask, &mut rng).ok_or_else(|| {
                let who = table.to_act().map_or("the hand is over".into(), |s| format!("seat {s} is"));
                Fault::new("view.seat", format!("seat {} is not the one to act: {who}", view.seat))
            })?;
            m.insert("action".into(), json!(c.action));
            if req.alternatives {
                let alts: Vec<Value> = c
                    .ranked
                    .iter()
                    .map(|(a, v)| json!({"action": a, "value": (v * 1000.0).round() / 1000.0}))
                    .collect();
                m.insert("alternatives".into(), Value::Array(alts));
            }
        }
    }
    Ok(m)
}

/// The tiles each seat was shown to hold at the end, counted, other than the view's.
fn counts(view: &ViewJson) -> Vec<(u8, usize)> {
    let Some(list) = &view.shown else { return Vec::new() };
    list.iter().enumerate().filter(|&(s, _)| s != view.seat as usize).map(|(s, t)| (s as u8, t.len())).collect()
}

/// Reads requests from `input` until it ends, answering each on `out`, one line each.
///
/// # Errors
/// Reading or writing fails.
pub fn serve(input: impl std::io::BufRead, mut out: impl std::io::Write) -> std::io::Result<()> {
    for line in input.lines() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        writeln!(out, "{}", answer(&line))?;
        out.flush()?;
    }
    Ok(())
}
