//! Where games are kept, apart from any screen: a data directory holding one slot per
//! unfinished game (`games/ID/`, see [`slot`]), each locked by the program that plays
//! it, and every finished game as its own record (`sessions/`).
//!
//! ```text
//! DATA/games/3/lock            the slot's lock (never followed through a link)
//! DATA/games/3/record.7.json   the record as at the last compaction
//! DATA/games/3/journal.7       one synced line per save since
//! DATA/sessions/nos-....json   finished games
//! ```
//!
//! The layout of older versions (one `current.json` with its `current.meta.json`,
//! and games set aside as `sessions/...-unfinished.json`) is moved into slots when
//! the directory is opened, so every unfinished game stays resumable.

pub mod disk;
pub mod fault;
pub mod journal;
pub mod lock;
pub mod slot;
pub mod sync;

use disk::{stale_tmp, sync_dir, write_atomic, Room};
pub use fault::Fault;
use slot::{Loaded, Slot};
use std::fs;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// A data directory.
#[derive(Debug, Clone)]
pub struct Data {
    pub dir: PathBuf,
    /// The room the store may write in (bounded only by tests).
    pub room: Room,
    /// Finished matches that opening the directory found in their slots and kept
    /// among the sessions: to be said.
    pub filed: Vec<Filed>,
}

/// A finished match found in its slot (a kill, or a full disk, between the save of
/// its last action and its keeping) and kept among the sessions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Filed {
    /// The slot's id.
    pub id: String,
    /// What it was, as the list says it.
    pub what: String,
    /// Where its record is now.
    pub path: PathBuf,
}

impl Filed {
    /// The sentence a player reads.
    pub fn line(&self) -> String {
        crate::text::safe(&format!(
            "game {} held a finished match ({}): its record is now kept as {}, and the game is no longer listed \
             (`nos replay` shows it)",
            self.id,
            self.what,
            self.path.display()
        ))
        .into_owned()
    }
}

/// Whether the match of a record has ended in it (a parlour target reached, Dominox
/// over, a Nos session past what a hand starts with): the name its kept record takes
/// (`sniff-seed3`, `seed7`), or `None` while it goes on (or does not replay).
pub fn finished(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    if crate::record::check::is_parlour(bytes) {
        let rec = crate::record::parlour::parse(bytes).ok()?;
        let g = crate::registry::find(rec.game)?;
        g.replay(&rec)?.ok()?.result.as_ref()?;
        Some(format!("{}-seed{}", g.id(), rec.seed.unwrap_or(0)))
    } else {
        let rec = crate::record::Record::parse(bytes).ok()?;
        crate::record::replay(&rec).ok()?.session.at_limit()?;
        Some(format!("seed{}", rec.saved.seed.unwrap_or(0)))
    }
}

/// What a slot's files are (name, length, time), to know them again.
type Stamp = Vec<(String, u64, Option<SystemTime>)>;

/// Slots judged not finished by this program, by what their files were then: a
/// directory opened again does not replay them again.
static GOING_ON: std::sync::Mutex<Vec<(PathBuf, Stamp)>> = std::sync::Mutex::new(Vec::new());

/// What a slot's files are now, to know them again.
fn stamp(dir: &Path) -> Stamp {
    let mut v: Vec<_> = fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| {
            let m = e.metadata().ok()?;
            Some((e.file_name().to_string_lossy().into_owned(), m.len(), m.modified().ok()))
        })
        .collect();
    v.sort();
    v
}

/// An unfinished game as the list shows it.
#[derive(Debug, Clone)]
pub struct Listed {
    pub id: String,
    /// "Sniff: Ann, Bas; hand 3", made safe to print; or why it does not read.
    pub what: Result<String, Fault>,
    /// When it was last saved.
    pub when: Option<SystemTime>,
    /// Another program plays it: its process id, when known.
    pub busy: Option<Option<u32>>,
}

impl Listed {
    /// Whether it can be resumed from here now.
    pub fn open(&self) -> bool {
        self.what.is_ok() && self.busy.is_none()
    }

    /// The game in one line: its id, what it is, when it was last played.
    pub fn line(&self, now: SystemTime) -> String {
        let what = match &self.what {
            Ok(w) => w.clone(),
            Err(e) => format!("cannot be read: {e}"),
        };
        let when = self.when.map(|t| format!("; {}", ago(now, t))).unwrap_or_default();
        let busy = match self.busy {
            Some(Some(p)) => format!(" (open in another nos, process {p})"),
            Some(None) => " (open in another nos)".into(),
            None => String::new(),
        };
        format!("{}  {what}{when}{busy}", self.id)
    }
}

/// How long ago `t` was, in words a player reads.
fn ago(now: SystemTime, t: SystemTime) -> String {
    let s = now.duration_since(t).map_or(0, |d| d.as_secs());
    match s {
        0..60 => "played just now".into(),
        60..120 => "played a minute ago".into(),
        120..3600 => format!("played {} minutes ago", s / 60),
        3600..7200 => "played an hour ago".into(),
        7200..86_400 => format!("played {} hours ago", s / 3600),
        86_400..172_800 => "played yesterday".into(),
        _ => format!("played {} days ago", s / 86_400),
    }
}

/// What a record holds, read loosely for the list: the game, the players, the hand.
///
/// # Errors
/// [`Fault::NotARecord`]: the text is not a record.
pub fn describe(text: &str) -> Result<String, Fault> {
    #[derive(serde::Deserialize)]
    struct Peek {
        format: Option<String>,
        game: Option<String>,
        players: Vec<String>,
        hands: Vec<serde::de::IgnoredAny>,
        seed: Option<u64>,
    }
    let p: Peek = serde_json::from_str(text).map_err(|e| Fault::NotARecord { path: None, why: e.to_string() })?;
    let game = match p.game.as_deref() {
        Some(g) => crate::registry::find(g).map_or_else(|| g.to_string(), |g| g.name().to_string()),
        None if p.format.as_deref() == Some("nos-record") => "Nos".into(),
        None => "a game".into(),
    };
    let seed = p.seed.map(|s| format!(", seed {s}")).unwrap_or_default();
    let k = p.hands.len().max(1);
    // A Nos session saved between hands stands at the count of its last hand: the
    // next is dealt only when the table goes on.
    let at_count = p.format.as_deref() == Some("nos-record") && crate::record::at_count(text.as_bytes());
    let hand = if at_count { format!("at the count of hand {k}") } else { format!("hand {k} in play") };
    let text = format!("{game}: {}; {hand}{seed}", p.players.join(", "));
    Ok(crate::text::safe(&text).into_owned())
}

impl Data {
    /// The data directory `dir`, made if need be; the layout of older versions moved
    /// into slots, and what writes cut short left behind removed.
    ///
    /// # Errors
    /// The directory cannot be made.
    pub fn at(dir: PathBuf) -> Result<Data, Fault> {
        for d in [dir.join("games"), dir.join("sessions")] {
            fs::create_dir_all(&d).map_err(|e| Fault::create(in_the_way(&d), e))?;
        }
        let mut data = Data { dir, room: Room::default(), filed: Vec::new() };
        for d in [data.dir.clone(), data.dir.join("sessions")] {
            for e in fs::read_dir(&d).into_iter().flatten().flatten() {
                let name = e.file_name().to_string_lossy().into_owned();
                let ours = name.starts_with('.') || name.starts_with("current.") || name.starts_with("nos-");
                if ours && stale_tmp(&name) && e.file_type().is_ok_and(|t| t.is_file()) {
                    let _ = fs::remove_file(e.path());
                }
            }
        }
        data.migrate();
        data.sweep();
        data.file_finished();
        Ok(data)
    }

    /// Keeps among the sessions every finished match still in its slot (a kill, or a
    /// full disk, came between the save of its last action and its keeping), and
    /// removes the slot: a finished match is never offered again. Only where no
    /// program holds the slot; each is remembered in [`Data::filed`].
    fn file_finished(&mut self) {
        let mut ids: Vec<(u64, PathBuf)> = fs::read_dir(self.games())
            .into_iter()
            .flatten()
            .flatten()
            .filter_map(|e| Some((e.file_name().to_str()?.parse().ok()?, e.path())))
            .collect();
        ids.sort();
        for (id, dir) in ids {
            if lock::holder(&dir).is_some() {
                continue;
            }
            let now = stamp(&dir);
            let known = |g: &Vec<(PathBuf, _)>| g.iter().any(|(d, s)| *d == dir && *s == now);
            if GOING_ON.lock().is_ok_and(|g| known(&g)) {
                continue;
            }
            let over = slot::peek(&dir).ok().flatten().and_then(|l| finished(&l.text));
            if over.is_none() {
                if let Ok(mut g) = GOING_ON.lock() {
                    g.retain(|(d, _)| *d != dir);
                    g.push((dir, now));
                }
                continue;
            }
            // Taken and read again under the lock: another program may have opened it.
            let Ok((mut slot, loaded)) = self.open(&id.to_string()) else { continue };
            let Some(name) = finished(&loaded.text) else { continue };
            let what = describe(&loaded.text).map(|w| w.replace(" in play", "")).unwrap_or_default();
            if let Ok(path) = self.finish(&mut slot, &name, &loaded.text) {
                self.filed.push(Filed { id: id.to_string(), what, path });
            }
        }
    }

    fn games(&self) -> PathBuf {
        self.dir.join("games")
    }

    /// Moves an older version's saves into slots: `current.json` (with its meta
    /// file), and the games it set aside among the sessions. Not while an older
    /// version has the directory open (it holds the directory's lock).
    fn migrate(&self) {
        let Ok(_old) = lock::Lock::take(&self.dir) else { return };
        let mut olds = Vec::new();
        // A regular file only: a link in its place is never moved into a slot (the
        // slot would read and write through it).
        let file = |p: &Path| fs::symlink_metadata(p).is_ok_and(|m| m.file_type().is_file());
        if file(&self.dir.join("current.json")) {
            olds.push(self.dir.join("current.json"));
        }
        let sessions = self.dir.join("sessions");
        for e in fs::read_dir(&sessions).into_iter().flatten().flatten() {
            let n = e.file_name().to_string_lossy().into_owned();
            if n.starts_with("nos-") && n.ends_with(".json") && n.contains("-unfinished") && file(&e.path()) {
                olds.push(e.path());
            }
        }
        for old in olds {
            let Ok(slot) = self.create() else { return };
            if fs::rename(&old, slot.dir.join("record.0.json")).is_err() {
                let _ = fs::remove_dir_all(&slot.dir);
                continue;
            }
            let meta = self.dir.join("current.meta.json");
            if old.ends_with("current.json") && file(&meta) {
                let _ = fs::rename(&meta, slot.dir.join("meta.json"));
            }
            let _ = sync_dir(&slot.dir);
        }
        let _ = sync_dir(&self.dir);
        let _ = sync_dir(&sessions);
        // The lock file of the older layout stays: an older version takes it again.
    }

    /// Finishes what the ending of a game left undone ([`Slot::finish`]): its record
    /// moved among the sessions, its slot removed; and removes slots never saved in.
    /// Only where no program holds the slot.
    fn sweep(&self) {
        for e in fs::read_dir(self.games()).into_iter().flatten().flatten() {
            let n = e.file_name().to_string_lossy().into_owned();
            let mut p = e.path();
            if !e.file_type().is_ok_and(|t| t.is_dir()) || lock::holder(&p).is_some() {
                continue;
            }
            let mut finished = n.starts_with('.') && n.contains(".finished.");
            if fs::symlink_metadata(p.join(slot::FINISHED)).is_ok_and(|m| m.file_type().is_file()) {
                if !finished {
                    let gone = self.games().join(format!(".{n}.finished.{}", std::process::id()));
                    if fs::rename(&p, &gone).is_err() {
                        continue;
                    }
                    p = gone;
                    finished = true;
                }
                let to = self.fresh("finished");
                if fs::rename(p.join(slot::FINISHED), &to).is_err() {
                    continue;
                }
                let _ = sync_dir(&self.dir.join("sessions"));
            }
            // A slot never saved in, made more than a minute ago: not one another
            // program has just made and is about to lock. One whose record is
            // missing beside its journal is not empty: it stays, and is listed as
            // not read.
            let old = e.metadata().ok().and_then(|m| m.modified().ok()).and_then(|t| t.elapsed().ok());
            let empty = n.parse::<u64>().is_ok()
                && old.is_some_and(|d| d.as_secs() > 60)
                && slot::peek(&p).is_ok_and(|l| l.is_none());
            if finished || empty {
                let _ = fs::remove_dir_all(&p);
            }
        }
    }

    /// Every unfinished game, oldest id first.
    pub fn list(&self) -> Vec<Listed> {
        let mut ids: Vec<(u64, PathBuf)> = fs::read_dir(self.games())
            .into_iter()
            .flatten()
            .flatten()
            .filter_map(|e| Some((e.file_name().to_str()?.parse().ok()?, e.path())))
            .filter(|(_, p): &(u64, PathBuf)| p.is_dir())
            .collect();
        ids.sort();
        ids.into_iter()
            .filter_map(|(id, dir)| {
                let busy = lock::holder(&dir);
                if dir.join(slot::FINISHED).exists() {
                    // Finished: its record is on its way among the sessions.
                    return None;
                }
                let what = match slot::peek(&dir) {
                    Ok(None) => return None,
                    Ok(Some(l)) => describe(&l.text),
                    Err(e) => Err(e),
                };
                let when = fs::read_dir(&dir)
                    .into_iter()
                    .flatten()
                    .flatten()
                    .filter_map(|e| e.metadata().ok()?.modified().ok())
                    .max();
                Some(Listed { id: id.to_string(), what, when, busy })
            })
            .collect()
    }

    /// A new slot, locked, for a game about to start.
    ///
    /// # Errors
    /// The slot cannot be made or locked.
    pub fn create(&self) -> Result<Slot, Fault> {
        let games = self.games();
        let mut next = fs::read_dir(&games)
            .into_iter()
            .flatten()
            .flatten()
            .filter_map(|e| e.file_name().to_str()?.parse::<u64>().ok())
            .max()
            .unwrap_or(0)
            + 1;
        loop {
            let dir = games.join(next.to_string());
            match fs::create_dir(&dir) {
                Ok(()) => {
                    let _ = sync_dir(&games);
                    let lock = lock::Lock::take(&dir).map_err(|b| Fault::lock(None, b))?;
                    return Ok(Slot::new(next.to_string(), dir, lock, self.room.clone()));
                }
                // Another program took this one a moment ago.
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => next += 1,
                Err(e) => return Err(Fault::create(&dir, e)),
            }
        }
    }

    /// Opens the game `id`, locked for this program, and reads it back.
    ///
    /// # Errors
    /// There is no such game, another program plays it, or it does not read.
    pub fn open(&self, id: &str) -> Result<(Slot, Loaded), Fault> {
        let dir = self.games().join(id);
        if id.parse::<u64>().is_err() || !dir.is_dir() {
            return Err(Fault::NoGame { id: id.to_string() });
        }
        Slot::open(id.to_string(), dir, self.room.clone())
    }

    /// Ends the game of `slot`: its record `text` kept in `sessions/`, named for the
    /// time and `what`, and the slot removed ([`Slot::finish`]). Where the record is.
    ///
    /// # Errors
    /// The record cannot be written: the slot holds the game as it did.
    pub fn finish(&self, slot: &mut Slot, what: &str, text: &str) -> Result<PathBuf, Fault> {
        slot.finish(text, &self.fresh(what))
    }

    /// Keeps a finished game's record in `sessions/`, named for the time and `what`.
    ///
    /// # Errors
    /// The record cannot be written; nothing partial is left.
    pub fn keep(&self, what: &str, text: &str) -> Result<PathBuf, Fault> {
        let path = self.fresh(what);
        write_atomic(&path, text.as_bytes(), &self.room)?;
        Ok(path)
    }

    /// A path in `sessions/` that names the time and `what`, and is not taken yet: two
    /// games kept within one second must not overwrite each other.
    pub fn fresh(&self, what: &str) -> PathBuf {
        let secs = SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).map_or(0, |d| d.as_secs());
        let dir = self.dir.join("sessions");
        let mut path = dir.join(format!("nos-{secs}-{what}.json"));
        let mut k = 2;
        while fs::symlink_metadata(&path).is_ok() {
            path = dir.join(format!("nos-{secs}-{what}-{k}.json"));
            k += 1;
        }
        path
    }
}

/// The directory that could not be made at `path`: the first of its ancestors (or
/// itself) that exists as something other than a directory, else `path`.
fn in_the_way(path: &Path) -> &Path {
    let mut up: Vec<&Path> = path.ancestors().collect();
    up.reverse();
    up.into_iter().find(|p| !p.as_os_str().is_empty() && p.exists() && !p.is_dir()).unwrap_or(path)
}

#[cfg(test)]
mod tests;
