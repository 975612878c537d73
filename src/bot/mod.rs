//! `nos bot`: our computer players and our rules for other programs, one JSON object a
//! line on standard input and output (the protocol is `docs/protocol.md`). A request carries one
//! seat's view, never more: the bot rebuilds the hand from it ([`rebuild`]) and answers
//! from that seat's view alone. A bad request gets one error line naming the field,
//! and the next line is read as if nothing happened.
//!
//! Games reach the bot through their registry entry ([`Game::bot`](crate::registry::Game::bot)),
//! which hands out the game's side (`record::bot`, and a family's own record folder),
//! never by name or kind of table.

use crate::core::chance;
use crate::core::Level;
use serde::Deserialize;
use serde_json::{json, Map, Value};

// A game's side of the protocol lives below the registry, which hands it out; these
// names keep the paths programs and tests use.
pub use crate::record::bot::{
    board, line, nos, nos_rebuild, nos_view, parlour, read_view, rebuild, referee, table_of, view, Ask, Choice, Family,
    Fault, Known, Table, ViewJson,
};
pub use crate::record::trains::bot as trains;

/// The protocol's version: answers of one version keep their meaning.
pub const VERSION: u32 = 1;
/// The protocol's name, in the answer to `hello`.
pub const PROTOCOL: &str = "nos-bot";

/// One request line.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct Request {
    #[serde(default)]
    #[allow(dead_code)]
    id: Option<Value>,
    request: String,
    #[serde(default)]
    view: Option<Value>,
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
    let view = req.view.clone().ok_or_else(|| Fault::new("view", "this request needs a view"))?;
    let name = match view.get("game") {
        Some(Value::String(g)) => g.clone(),
        Some(_) => return Err(Fault::new("view.game", "a game's id, a string")),
        None if view.is_object() => return Err(Fault::new("view.game", "missing: the game's id")),
        None => return Err(Fault::new("view", "a view is a JSON object")),
    };
    let game = crate::registry::find(&name).ok_or_else(|| Fault::new("view.game", format!("no game {name:?}")))?;
    let family =
        game.bot().ok_or_else(|| Fault::new("view.game", format!("{} is not played over the bot yet", game.id())))?;
    let level = match req.level.as_deref() {
        None => Level::Normal,
        Some(l @ ("easy" | "normal" | "strong")) => Level::parse(l).unwrap_or(Level::Normal),
        Some(l) => return Err(Fault::new("level", format!("no level {l:?}: easy, normal or strong"))),
    };
    match req.playouts {
        Some(0) => return Err(Fault::new("playouts", "at least 1")),
        Some(p) if p > PLAYOUTS => return Err(Fault::new("playouts", format!("at most {PLAYOUTS}, not {p}"))),
        _ => {}
    }
    let table = family.table(view)?;
    let seat = table.seat();
    m.insert("to_act".into(), json!(table.to_act()));
    let ended = table.over() && table.next_after_end() == Some(seat);
    match req.request.as_str() {
        "legal" if !ended => {
            m.insert("legal".into(), json!(table.legal()));
        }
        "check" => m.extend(table.check()?),
        _ if ended => {
            let pass = json!({"seat": seat, "act": "pass"});
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
                Fault::new("view.seat", format!("seat {seat} is not the one to act: {who}"))
            })?;
            m.insert("action".into(), c.action);
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

/// The longest request line read: a longer one gets an error answer, and what is past
/// this is read and dropped, never kept.
pub const LINE_BYTES: usize = 1 << 20;

/// The most playouts a request may ask for, as `nos analyse --samples` bounds its own.
pub const PLAYOUTS: u32 = 100_000;

/// Reads requests from `input` until it ends, answering each on `out`, one line each.
/// A line that is not UTF-8, or longer than [`LINE_BYTES`], gets an error answer and
/// the next line is read; memory stays within one line of that size, however long a
/// line is or whether it ever ends.
///
/// # Errors
/// Reading or writing fails.
pub fn serve(mut input: impl std::io::BufRead, mut out: impl std::io::Write) -> std::io::Result<()> {
    let mut line = Vec::new();
    loop {
        line.clear();
        let Some(whole) = read_line(&mut input, &mut line)? else { return Ok(()) };
        let a = if !whole {
            refusal(None, &Fault::new("line", format!("longer than {LINE_BYTES} bytes (1 MiB): not read")))
        } else {
            let text = line.strip_suffix(b"\n").unwrap_or(&line);
            let text = text.strip_suffix(b"\r").unwrap_or(text);
            match std::str::from_utf8(text) {
                Ok(t) if t.trim().is_empty() => continue,
                Ok(t) => answer(t),
                Err(e) => refusal(None, &Fault::new("line", format!("not UTF-8 text: {e}"))),
            }
        };
        writeln!(out, "{a}")?;
        out.flush()?;
    }
}

/// Reads one line into `buf` (its newline kept), at most [`LINE_BYTES`] before its
/// newline: `Some(true)` a line read whole, `Some(false)` one that was longer (read to
/// its end and dropped), `None` the input ended.
fn read_line(input: &mut impl std::io::BufRead, buf: &mut Vec<u8>) -> std::io::Result<Option<bool>> {
    let (mut read, mut whole) = (false, true);
    loop {
        let avail = match input.fill_buf() {
            Ok(b) => b,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if avail.is_empty() {
            return Ok(read.then_some(whole));
        }
        read = true;
        let (n, end) = match avail.iter().position(|&b| b == b'\n') {
            Some(i) => (i + 1, true),
            None => (avail.len(), false),
        };
        // Room for the line and its end ("\r\n" at most); the line alone is measured
        // once it has ended.
        if whole && buf.len() + n <= LINE_BYTES + 2 {
            buf.extend_from_slice(&avail[..n]);
        } else {
            whole = false;
            buf.clear();
        }
        input.consume(n);
        if end {
            let text = buf.strip_suffix(b"\n").unwrap_or(buf);
            let text = text.strip_suffix(b"\r").unwrap_or(text);
            return Ok(Some(whole && text.len() <= LINE_BYTES));
        }
    }
}
