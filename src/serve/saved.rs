//! The server's own list of its unfinished tables (`serve/tables.json` in the data
//! directory): for each, the slot its game is saved in (the game store's, like a local
//! game) and who holds each seat (bound to his key or his seat code), so that a
//! restarted server restores every table and its players come back to their seats.
//! The games themselves are the slots' records.

use super::table::{Disk, Holder, Play, Table};
use super::writer::Saves;
use crate::core::level::Level;
use crate::tui::table::screen::SitScreen;
use crate::tui::table::store::Store;
use serde_json::{json, Value};
use std::path::{Path, PathBuf};

fn path(data: &Path) -> PathBuf {
    data.join("serve").join("tables.json")
}

/// The list as text: every started table whose game is saved and not over.
pub fn text<'a>(tables: impl Iterator<Item = &'a Table>) -> String {
    let list: Vec<Value> = tables
        .filter(|t| !t.over())
        .filter_map(|t| {
            let slot = t.slot()?;
            let seats: Vec<Value> = t
                .seats
                .iter()
                .map(|h| match h {
                    Holder::Person { name, key, code, .. } => json!({ "person": name, "key": key, "code": code }),
                    Holder::Computer(l) => json!({ "computer": l.name() }),
                    Holder::Free => json!({}),
                })
                .collect();
            // The seats whose player leaves at the end of the hand ([`super::leaving`]).
            let leaving: Vec<usize> = (0..t.seats.len()).filter(|&i| t.leaving[i]).collect();
            Some(json!({ "slot": slot, "host": t.host, "seats": seats, "hints": t.hints, "rules": t.rules, "leaving": leaving }))
        })
        .collect();
    serde_json::to_string_pretty(&json!({ "tables": list })).unwrap_or_default()
}

/// Writes the list, whole or not at all.
///
/// # Errors
/// It cannot be written.
pub fn write(data: &Path, text: &str) -> Result<(), String> {
    let p = path(data);
    if let Some(d) = p.parent() {
        std::fs::create_dir_all(d).map_err(|e| e.to_string())?;
    }
    crate::store::disk::write_atomic(&p, text.as_bytes(), &crate::store::disk::Room::default())
}

/// The tables of the last run, read back, numbered from `first`; a table that no
/// longer reads is said in the log and left where it is.
pub fn read(data: &Path, first: u64, saves: &Saves) -> Vec<Table> {
    let Ok(bytes) = crate::files::read(&path(data), 1 << 20) else { return Vec::new() };
    let Ok(v) = serde_json::from_slice::<Value>(&bytes) else {
        super::log("serve/tables.json does not read: no table restored");
        return Vec::new();
    };
    let mut out = Vec::new();
    for t in v["tables"].as_array().into_iter().flatten() {
        let (Some(slot), Some(host)) = (t["slot"].as_str(), t["host"].as_str()) else { continue };
        let seats: Vec<Holder> = t["seats"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|s| match (s["person"].as_str(), s["computer"].as_str().and_then(Level::parse)) {
                (Some(n), _) => {
                    let (key, code) = (s["key"].as_str().map(String::from), s["code"].as_str().map(String::from));
                    Holder::Person { name: n.to_string(), key, code, at: None }
                }
                (None, Some(l)) => Holder::Computer(l),
                _ => Holder::Free,
            })
            .collect();
        match restore(data, slot, saves) {
            Ok(play) if play.host.sit.names().len() == seats.len() => {
                let id = first + out.len() as u64;
                super::log(&format!("table {id} restored from game {slot}"));
                let hints = t["hints"].as_bool().unwrap_or(false);
                let rules = t["rules"].as_array().into_iter().flatten().filter_map(|r| r.as_str()).map(String::from);
                let rules = rules.map(|r| crate::text::safe(&r).into_owned()).collect();
                let mut table = Table::restored(id, play, &seats, host.to_string(), hints, rules);
                let leaving = t["leaving"].as_array().into_iter().flatten().filter_map(Value::as_u64);
                for i in leaving.filter(|&i| (i as usize) < seats.len()) {
                    table.still_leaving(crate::core::seat::Seat(i as u8));
                }
                out.push(table);
            }
            Ok(_) => super::log(&format!("game {slot}: its seats do not match the list; not restored")),
            Err(e) => super::log(&format!("game {slot} not restored: {e}")),
        }
    }
    out
}

fn restore(data: &Path, slot: &str, saves: &Saves) -> Result<Play, String> {
    let store = Store::at(data.to_path_buf())?;
    // Nos is kept in its own record, and played at the network table behind the seam.
    let sit = store.resume_at_table(slot)?;
    let mut host = SitScreen::new(sit);
    host.own = crate::tui::table::screen::Own::Host;
    host.delay = super::table::delay();
    host.after(Some(&store));
    Ok(Play { host, store: Some(Disk::new(store, saves)) })
}
