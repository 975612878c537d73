//! A Nos game kept in its slot, read back exactly where it stopped: who plays each
//! seat, the seed, and the declines after the last action, from the record or, for
//! an older version's save, from the meta file beside it.

use super::played::Game;
use super::{replay, Kind, Record};
use crate::games::nos::Action;
use crate::text::safe;
use serde::Deserialize;
use std::path::Path;

/// What an older version kept beside the record, read only to resume its saves.
#[derive(Deserialize, Debug, Clone, PartialEq, Eq)]
struct Meta {
    seed: u64,
    kinds: Vec<String>,
    /// The hand (from 0), the recorded actions in it, and how many declines followed.
    #[serde(default)]
    declines: (usize, usize, usize),
}

/// The most a meta file of an older version may hold.
const META_BYTES: u64 = 64 << 10;

/// Reads a Nos game back from its record, exactly where it stopped: who plays each
/// seat, the seed, and any declines after the last action included. An older
/// version's save keeps the seed and seats in a meta file beside it.
///
/// # Errors
/// The record does not read, does not replay, or lacks any of its pieces; the
/// sentence names the file and what is wrong.
pub fn load(bytes: &[u8], path: &Path, meta: &Path) -> Result<Game, String> {
    let rec = Record::parse(bytes).map_err(|e| at(path, e))?;
    let r = replay(&rec).map_err(|(_, f)| at(path, f))?;
    // Names are shown on every screen: any control character in them shows as
    // a visible escape, never reaching the terminal.
    let names: Vec<String> = rec.players.iter().map(|p| safe(p).into_owned()).collect();
    let n = names.len();
    let (seed, codes, declines) = match (&rec.saved.seed, &rec.saved.seats) {
        (Some(seed), Some(seats)) => (*seed, seats.clone(), Some(rec.saved.declines as usize)),
        (None, None) => {
            let m = old_meta(path, meta)?;
            if m.kinds.len() != n {
                return Err(at(meta, format!("it names {} seats, but the game has {n} players", m.kinds.len())));
            }
            // Declines counted for the very hand and action the record stops at;
            // a meta file left older than the record by a kill names none.
            let logs = r.session.logs();
            let last = logs.len() - 1;
            let recorded = logs[last].actions.iter().filter(|a| a.1 != Action::Decline).count();
            let (hand, acts, declines) = m.declines;
            (m.seed, m.kinds, (hand == last && acts == recorded).then_some(declines))
        }
        (Some(_), None) => return Err(at(path, "it gives the seed but not \"seats\", who plays each seat")),
        (None, Some(_)) => return Err(at(path, "it gives \"seats\" but not the seed")),
    };
    let kinds = codes
        .iter()
        .map(|c| Kind::parse(c).ok_or_else(|| at(path, format!("no such kind of seat: {c:?}"))))
        .collect::<Result<Vec<Kind>, String>>()?;
    let mut g = Game::from_session(names, kinds, seed, r.session);
    g.left = rec.saved.left.clone();
    g.hands_before = g.left.last().map_or(0, |l| l.after_hands);
    let declines = declines.unwrap_or(0);
    let log = &g.session.logs()[g.hand_no()];
    let have = log.actions.iter().rev().take_while(|a| a.1 == Action::Decline).count();
    for k in have..declines {
        if let Err(e) = g.apply(Action::Decline) {
            return Err(at(
                path,
                format!("it says {declines} declines follow the last action, but decline {} is refused: {e}", k + 1),
            ));
        }
    }
    Ok(g)
}

/// The meta file an older version kept beside its save.
fn old_meta(path: &Path, meta: &Path) -> Result<Meta, String> {
    let bytes = match crate::files::own(meta, META_BYTES) {
        Err(crate::files::ReadError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(at(
                path,
                "it says neither who plays each seat nor the seed, and no meta file of an older version is beside \
                 it: it cannot be resumed as it was played (nos replay shows it)",
            ))
        }
        r => r.map_err(|e| at(meta, e))?,
    };
    serde_json::from_slice(&bytes).map_err(|e| at(meta, e))
}

/// `path: what`, safe to print.
fn at(path: &Path, what: impl std::fmt::Display) -> String {
    safe(&format!("{}: {what}", path.display())).into_owned()
}
