//! The server's own list of its unfinished tables (`serve/tables.json` in the data
//! directory): for each, its number, the slot its game is saved in (the game store's,
//! like a local game), who holds each seat (bound to his key or his seat code), its
//! own lines (the chat among them) and since when nobody has sat at it; and beside
//! them the next table's number and the seeds dealt ([`super::seeds`]). A restarted
//! server restores every table and its players come back to their seats. The games
//! themselves are the slots' records.
//!
//! Only the server holding the data directory ([`super::dir`]) writes the list, whole
//! each time. A table leaves it when its game ends or when it is closed, nobody having
//! sat at it for a long while ([`super::hall`]); one whose game cannot be opened now
//! (another program has it open, say) is written back as it was, to be tried at the
//! next start, unless its game is gone from the disk.

use super::seeds::Dealt;
use super::table::{Disk, Holder, Play, Table};
use super::writer::Saves;
use crate::core::level::Level;
use crate::tui::table::screen::SitScreen;
use crate::tui::table::store::Store;
use serde_json::{json, Value};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::time::{Duration, UNIX_EPOCH};

fn path(data: &Path) -> PathBuf {
    data.join("serve").join("tables.json")
}

/// What the list keeps beside the tables restored.
#[derive(Clone, Debug, Default)]
pub struct Kept {
    /// The next table's number.
    pub next: u64,
    /// The seeds dealt so far.
    pub dealt: Dealt,
    /// The tables of the list not restored this run, as they were read.
    pub held: Vec<Value>,
}

/// The list as text: every started table whose game is saved and not over, then the
/// tables held as they were read.
pub fn text<'a>(tables: impl Iterator<Item = &'a Table>, kept: &Kept) -> String {
    let mut list: Vec<Value> = tables.filter(|t| !t.over()).filter_map(entry).collect();
    list.extend(kept.held.iter().cloned());
    serde_json::to_string_pretty(&json!({ "tables": list, "next": kept.next, "seeds": kept.dealt.to_json() }))
        .unwrap_or_default()
}

/// What the list's text is made of, hashed: the list is made again (and compared with
/// the one written) only when this changes, not after every key at every table.
pub fn key<'a>(tables: impl Iterator<Item = &'a Table>, kept: &Kept) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    for t in tables.filter(|t| !t.over()) {
        (t.id, t.slot(), &t.host, &t.seats, t.hints, &t.rules, &t.leaving, &t.said, t.alone).hash(&mut h);
    }
    (kept.next, &kept.dealt).hash(&mut h);
    if !kept.held.is_empty() {
        serde_json::to_string(&kept.held).unwrap_or_default().hash(&mut h);
    }
    h.finish()
}

/// One table of the list.
fn entry(t: &Table) -> Option<Value> {
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
    let alone = t.alone.map(|wall| wall.duration_since(UNIX_EPOCH).unwrap_or_default().as_secs());
    Some(json!({
        "id": t.id, "slot": slot, "host": t.host, "seats": seats, "hints": t.hints, "rules": t.rules,
        "leaving": leaving, "said": t.said, "alone": alone,
    }))
}

/// Why the list of tables is not written.
#[derive(Debug, thiserror::Error)]
pub enum Unwritten {
    /// Its folder (`serve` in the data directory) cannot be made.
    #[error("{0}")]
    Folder(#[from] std::io::Error),
    /// The file cannot be written (a full disk, no permission): the store's fault.
    #[error("{0}")]
    File(#[from] crate::store::Fault),
}

/// Why a table of the list is not restored now (it is held in the list, to be tried
/// at the next start).
#[derive(Debug, thiserror::Error)]
pub enum Unrestored {
    /// The data directory's store does not open: the store's fault.
    #[error("{0}")]
    Store(#[from] crate::store::Fault),
    /// Its game does not resume (another program has it open, its record does not
    /// read): why, in the words the table says it.
    #[error("{0}")]
    Game(#[from] crate::tui::app::kept::Unkept),
    /// Its game's seats are not as many as the list's.
    #[error("its seats do not match the list")]
    Seats,
}

/// Writes the list, whole or not at all.
///
/// # Errors
/// It cannot be written.
pub fn write(data: &Path, text: &str) -> Result<(), Unwritten> {
    let p = path(data);
    if let Some(d) = p.parent() {
        std::fs::create_dir_all(d)?;
    }
    Ok(crate::store::disk::write_atomic(&p, text.as_bytes(), &crate::store::disk::Room::default())?)
}

/// The tables of the last run, read back, and what the list keeps beside them; a
/// table that does not open is said in the log and held in the list.
pub fn read(data: &Path, saves: &Saves) -> (Vec<Table>, Kept) {
    let mut kept = Kept { next: 1, ..Kept::default() };
    let Ok(bytes) = crate::files::read(&path(data), 1 << 20) else { return (Vec::new(), kept) };
    let Ok(v) = serde_json::from_slice::<Value>(&bytes) else {
        super::log("serve/tables.json does not read: no table restored");
        return (Vec::new(), kept);
    };
    kept.dealt = Dealt::from_json(&v["seeds"]);
    let entries: Vec<Value> = v["tables"].as_array().cloned().unwrap_or_default();
    // Each table keeps its number; one without (an older list) or with another's
    // gets the next free one.
    let mut used = BTreeSet::new();
    let mut ids: Vec<Option<u64>> =
        entries.iter().map(|t| t["id"].as_u64().filter(|i| *i > 0 && used.insert(*i))).collect();
    let mut free = 1..;
    for id in &mut ids {
        if id.is_none() {
            *id = free.by_ref().find(|i| !used.contains(i));
        }
    }
    let mut out = Vec::new();
    for (mut t, id) in entries.into_iter().zip(ids) {
        let id = id.unwrap_or_default();
        t["id"] = json!(id);
        match table(data, &t, id, saves) {
            Ok(Some(table)) => out.push(table),
            Ok(None) => {}
            Err(e) => {
                let slot = t["slot"].as_str().unwrap_or("?");
                super::log(&format!("table {id} (game {slot}) not restored: {e}; kept in the list for the next start"));
                kept.held.push(t);
            }
        }
    }
    let top = out.iter().map(|t| t.id).chain(kept.held.iter().filter_map(|t| t["id"].as_u64())).max();
    kept.next = v["next"].as_u64().unwrap_or(1).max(top.map_or(1, |i| i + 1));
    (out, kept)
}

/// One table of the list restored as table `id`; `None` when its game is no longer
/// on the disk (nothing left to come back to), an error when it cannot be opened now.
fn table(data: &Path, t: &Value, id: u64, saves: &Saves) -> Result<Option<Table>, Unrestored> {
    let (Some(slot), Some(host)) = (t["slot"].as_str(), t["host"].as_str()) else {
        super::log(&format!("table {id}: the list does not say its game: dropped"));
        return Ok(None);
    };
    if !data.join("games").join(slot).exists() {
        super::log(&format!("table {id}: its game {slot} is no longer on the disk: dropped from the list"));
        return Ok(None);
    }
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
    let play = restore(data, slot, saves)?;
    if play.host.sit.names().len() != seats.len() {
        return Err(Unrestored::Seats);
    }
    super::log(&format!("table {id} restored from game {slot}"));
    let hints = t["hints"].as_bool().unwrap_or(false);
    let rules = t["rules"].as_array().into_iter().flatten().filter_map(|r| r.as_str());
    let rules = rules.map(|r| crate::text::safe(r).into_owned()).collect();
    let mut table = Table::restored(id, play, &seats, host.to_string(), hints, rules);
    let leaving = t["leaving"].as_array().into_iter().flatten().filter_map(Value::as_u64);
    for i in leaving.filter(|&i| (i as usize) < seats.len()) {
        table.still_leaving(crate::core::seat::Seat(i as u8));
    }
    let said = t["said"].as_array().into_iter().flatten().filter_map(|l| l.as_str());
    table.said = said.map(|l| crate::text::safe(l).into_owned()).collect();
    let cut = table.said.len().saturating_sub(super::table::SAID);
    table.said.drain(..cut);
    if let Some(secs) = t["alone"].as_u64() {
        table.alone = Some(UNIX_EPOCH + Duration::from_secs(secs));
    }
    Ok(Some(table))
}

fn restore(data: &Path, slot: &str, saves: &Saves) -> Result<Play, Unrestored> {
    let store = Store::at(data.to_path_buf())?;
    // Nos is kept in its own record, and played at the network table behind the seam.
    let sit = store.resume_at_table(slot)?;
    let mut host = SitScreen::new(sit);
    host.own = crate::tui::table::screen::Own::Host;
    host.delay = super::table::delay();
    host.after();
    Ok(Play { host, store: Some(Disk::new(store, saves)) })
}

#[cfg(test)]
mod tests;
