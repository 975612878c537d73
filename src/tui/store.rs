//! Where games are kept: the game in progress, written after every action as one
//! record (format v1, with our optional fields for the seed, who plays each seat and
//! the declines after the last action), and every finished session as its own record.
//!
//! The directory is `$NOS_DATA_DIR` when set, else the user's data directory. It
//! belongs to one program at a time ([`Lock`]): the one that opened it.

use super::game::{Game, Kind};
use super::lock::{Busy, Lock};
use crate::engine::Action;
use crate::record::{replay, Record};
use crate::text::safe;
use serde::Deserialize;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// The files of one data directory, locked for this program while the value lives.
#[derive(Debug)]
pub struct Store {
    pub dir: PathBuf,
    _lock: Lock,
}

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

impl Store {
    /// The data directory from `NOS_DATA_DIR` or the platform's data directory.
    ///
    /// # Errors
    /// As [`Store::at`], or there is no home directory.
    pub fn open() -> Result<Store, String> {
        Store::at(data_dir()?)
    }

    /// The data directory `dir`, made if need be and locked for this program. Files
    /// that a write cut short left behind (only ever under temporary names) go.
    ///
    /// # Errors
    /// The directory cannot be made, or another program has it open: the sentences
    /// say which program, and what can safely be done meanwhile.
    pub fn at(dir: PathBuf) -> Result<Store, String> {
        let sessions = dir.join("sessions");
        fs::create_dir_all(&sessions).map_err(|e| format!("cannot create {}: {e}", in_the_way(&sessions).display()))?;
        let lock = Lock::take(&dir).map_err(|b| busy(&dir, b))?;
        for d in [&dir, &sessions] {
            for e in fs::read_dir(d).into_iter().flatten().flatten() {
                let name = e.file_name().to_string_lossy().into_owned();
                // Ours (`.<file>.<pid>-<n>.tmp`), or an older version's.
                let ours = name.ends_with(".tmp")
                    && (name.starts_with('.') || name.starts_with("current.") || name.starts_with("nos-"));
                if ours && e.file_type().is_ok_and(|t| t.is_file()) {
                    let _ = fs::remove_file(e.path());
                }
            }
        }
        Ok(Store { dir, _lock: lock })
    }

    pub fn current(&self) -> PathBuf {
        self.dir.join("current.json")
    }
    fn meta(&self) -> PathBuf {
        self.dir.join("current.meta.json")
    }

    /// Writes the game in progress: one file, whole or not at all.
    ///
    /// # Errors
    /// The file cannot be written; the one kept before stays as it was.
    pub fn save(&self, g: &Game) -> Result<(), String> {
        write_atomic(&self.current(), g.record().to_text().as_bytes())?;
        // The record holds everything now: an older version's meta file goes.
        if self.meta().exists() {
            let _ = fs::remove_file(self.meta());
        }
        Ok(())
    }

    /// Writes a game in progress from its record's text (a game behind the seam).
    ///
    /// # Errors
    /// As [`Store::save`].
    pub fn save_text(&self, text: &str) -> Result<(), String> {
        write_atomic(&self.current(), text.as_bytes())?;
        if self.meta().exists() {
            let _ = fs::remove_file(self.meta());
        }
        Ok(())
    }

    /// Keeps a finished game (behind the seam) as a record named for `what`, and
    /// forgets the game in progress.
    ///
    /// # Errors
    /// As [`Store::finish`].
    pub fn finish_text(&self, text: &str, what: &str) -> Result<PathBuf, String> {
        let path = self.fresh(what);
        write_atomic(&path, text.as_bytes()).map_err(|e| {
            format!("The record could not be kept ({e}). The game is still kept in {}.", self.current().display())
        })?;
        let _ = fs::remove_file(self.current());
        let _ = sync_dir(&self.dir);
        Ok(path)
    }

    /// The kept game, whichever game it is: a parlour record opens behind the seam.
    ///
    /// # Errors
    /// As [`Store::load`], or the record of a game behind the seam does not open.
    pub fn load_kept(&self) -> Result<Kept, String> {
        let path = self.current();
        let bytes = crate::record::check::read(&path).map_err(|e| at(&path, e))?;
        if super::sitting::peek(&bytes).0.as_deref() == Some(crate::record::parlour::FORMAT) {
            return super::sitting::open(&bytes).map(Kept::Sitting).map_err(|e| at(&path, e));
        }
        self.load().map(|g| Kept::Nos(Box::new(g)))
    }

    /// Whether a game in progress is kept.
    ///
    /// # Errors
    /// Something that is not a file stands where the save belongs (a directory, a
    /// link to a device, ...): the sentence says what, and what to do.
    pub fn kept(&self) -> Result<bool, String> {
        let path = self.current();
        crate::files::exists(&path).map_err(|e| match e {
            crate::files::ReadError::NotAFile(what) => {
                at(&path, format!("this is {what}, not a saved game: move it away to start a game or resume one"))
            }
            e => at(&path, e),
        })
    }

    /// The kept game in a line, read from its record without replaying it: the
    /// players, the hand in play, the seed.
    ///
    /// # Errors
    /// The save cannot be read as a record.
    pub fn describe(&self) -> Result<String, String> {
        let path = self.current();
        let bytes = crate::record::check::read(&path).map_err(|e| at(&path, e))?;
        if super::sitting::peek(&bytes).0.as_deref() == Some(crate::record::parlour::FORMAT) {
            let rec = crate::record::parlour::parse(&bytes).map_err(|e| at(&path, e))?;
            let name = crate::registry::find(rec.game).map_or(rec.game, |g| g.name());
            let seed = rec.seed.map(|s| format!(", seed {s}")).unwrap_or_default();
            let text = format!("{name}: {}; hand {} in play{seed}", rec.players.join(", "), rec.hands.len());
            return Ok(safe(&text).into_owned());
        }
        let rec = Record::parse(&bytes).map_err(|e| at(&path, e))?;
        let seed = match rec.saved.seed {
            Some(s) => Some(s),
            None => self.old_meta().ok().map(|m| m.seed),
        };
        let seed = seed.map(|s| format!(", seed {s}")).unwrap_or_default();
        Ok(safe(&format!("{}; hand {} in play{seed}", rec.players.join(", "), rec.hands.len())).into_owned())
    }

    /// Reads the game in progress back, exactly where it stopped: who plays each
    /// seat, the seed, and any declines after the last action included.
    ///
    /// # Errors
    /// The save cannot be read, does not replay, or lacks any of its pieces (the
    /// seed, the seats: in the record, or for an older save in its meta file
    /// beside it); the sentence names the file and what is wrong.
    pub fn load(&self) -> Result<Game, String> {
        let path = self.current();
        let bytes = crate::record::check::read(&path).map_err(|e| at(&path, e))?;
        let rec = Record::parse(&bytes).map_err(|e| at(&path, e))?;
        let r = replay(&rec).map_err(|(_, f)| at(&path, f))?;
        // Names are shown on every screen: any control character in them shows as
        // a visible escape, never reaching the terminal.
        let names: Vec<String> = rec.players.iter().map(|p| safe(p).into_owned()).collect();
        let n = names.len();
        let (seed, codes, declines) = match (&rec.saved.seed, &rec.saved.seats) {
            (Some(seed), Some(seats)) => (*seed, seats.clone(), Some(rec.saved.declines as usize)),
            (None, None) => {
                let m = self.old_meta()?;
                if m.kinds.len() != n {
                    return Err(at(
                        &self.meta(),
                        format!("it names {} seats, but the game has {n} players", m.kinds.len()),
                    ));
                }
                // Declines counted for the very hand and action the record stops at;
                // a meta file left older than the record by a kill names none.
                let logs = r.session.logs();
                let last = logs.len() - 1;
                let recorded = logs[last].actions.iter().filter(|a| a.1 != Action::Decline).count();
                let (hand, acts, declines) = m.declines;
                (m.seed, m.kinds, (hand == last && acts == recorded).then_some(declines))
            }
            (Some(_), None) => return Err(at(&path, "it gives the seed but not \"seats\", who plays each seat")),
            (None, Some(_)) => return Err(at(&path, "it gives \"seats\" but not the seed")),
        };
        let kinds = codes
            .iter()
            .map(|c| Kind::parse(c).ok_or_else(|| at(&path, format!("no such kind of seat: {c:?}"))))
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
                    &path,
                    format!(
                        "it says {declines} declines follow the last action, but decline {} is refused: {e}",
                        k + 1
                    ),
                ));
            }
        }
        Ok(g)
    }

    /// The meta file an older version kept beside its save.
    fn old_meta(&self) -> Result<Meta, String> {
        let path = self.meta();
        let bytes = match crate::files::read(&path, META_BYTES) {
            Err(crate::files::ReadError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => {
                return Err(at(
                    &self.current(),
                    "it says neither who plays each seat nor the seed, and no current.meta.json is beside it: it \
                     cannot be resumed as it was played (nos replay shows it)",
                ))
            }
            r => r.map_err(|e| at(&path, e))?,
        };
        serde_json::from_slice(&bytes).map_err(|e| at(&path, e))
    }

    /// Keeps the session as a finished record and forgets the game in progress.
    /// Returns the path of the kept record.
    ///
    /// # Errors
    /// The record cannot be written (a full disk, say): nothing partial is left in
    /// `sessions/`, and the game in progress stays kept, to be settled again.
    pub fn finish(&self, g: &Game) -> Result<PathBuf, String> {
        let path = self.fresh(&format!("seed{}", g.seed));
        write_atomic(&path, g.record().to_text().as_bytes()).map_err(|e| {
            format!(
                "The record of the session could not be kept ({e}). The game is still kept in {}: `nos resume` \
                 goes on with it, and settling again keeps it.",
                self.current().display()
            )
        })?;
        let _ = fs::remove_file(self.meta());
        let _ = fs::remove_file(self.current());
        let _ = sync_dir(&self.dir);
        Ok(path)
    }

    /// Keeps the part of a session that ended when a seat left, as a finished record.
    ///
    /// # Errors
    /// The record cannot be written.
    pub fn keep_part(&self, part: &Record) -> Result<PathBuf, String> {
        let path = self.fresh(&format!("seed{}-part", part.saved.seed.unwrap_or(0)));
        write_atomic(&path, part.to_text().as_bytes())?;
        Ok(path)
    }

    /// A path in `sessions/` that names the time and `what`, and is not taken yet: two
    /// games kept within one second must not overwrite each other.
    fn fresh(&self, what: &str) -> PathBuf {
        let secs = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
        let dir = self.dir.join("sessions");
        let mut path = dir.join(format!("nos-{secs}-{what}.json"));
        let mut k = 2;
        while fs::symlink_metadata(&path).is_ok() {
            path = dir.join(format!("nos-{secs}-{what}-{k}.json"));
            k += 1;
        }
        path
    }

    /// Moves an unfinished game aside (when a new one is started over it); where to.
    ///
    /// # Errors
    /// What stands where the save belongs is not a file, or cannot be moved.
    pub fn set_aside(&self) -> Result<Option<PathBuf>, String> {
        if !self.kept()? {
            return Ok(None);
        }
        let path = self.fresh("unfinished");
        fs::rename(self.current(), &path)
            .map_err(|e| format!("cannot move {} aside: {e}", self.current().display()))?;
        let _ = fs::remove_file(self.meta());
        let _ = sync_dir(&self.dir);
        Ok(Some(path))
    }
}

/// A kept game: Nos, or a game behind the seam.
pub enum Kept {
    Nos(Box<Game>),
    Sitting(Box<dyn super::sitting::Sitting>),
}

/// The directory that could not be made at `path`: the first of its ancestors (or
/// itself) that exists as something other than a directory, else `path`.
fn in_the_way(path: &Path) -> &Path {
    let mut up: Vec<&Path> = path.ancestors().collect();
    up.reverse();
    up.into_iter().find(|p| !p.as_os_str().is_empty() && p.exists() && !p.is_dir()).unwrap_or(path)
}

/// `path: what`, safe to print.
fn at(path: &Path, what: impl std::fmt::Display) -> String {
    safe(&format!("{}: {what}", path.display())).into_owned()
}

/// What a second program is told: who holds the game, and what it can do meanwhile
/// without touching it. Lines, each safe to print.
fn busy(dir: &Path, b: Busy) -> String {
    match b {
        Busy::Held { pid, .. } => {
            let who = pid.map(|p| format!(" (process {p})")).unwrap_or_default();
            let d = safe(&dir.display().to_string()).into_owned();
            // Not `nos replay` of the save: it shows every hand face up, the hidden
            // tiles of a hot-seat game included.
            format!(
                "the game kept in {d} is open in another nos{who}.\n\
                 It belongs to that one until it ends. Meanwhile, without touching it:\n  \
                 nos practice\n      practises choosing the game, saving nothing;\n  \
                 NOS_DATA_DIR=<another directory> nos new\n      starts a separate game, kept there."
            )
        }
        Busy::Io { path, error } => safe(&format!("cannot lock {}: {error}", path.display())).into_owned(),
    }
}

/// Writes a file so that it is either the old or the new content, never half: a
/// temporary file of a name no other write uses, made durable, renamed over the file,
/// and the rename made durable. On any failure the temporary file is removed.
///
/// # Errors
/// A sentence naming the file and the system's reason.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), String> {
    static COUNT: AtomicU64 = AtomicU64::new(0);
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let tmp = dir.join(format!(".{name}.{}-{}.tmp", std::process::id(), COUNT.fetch_add(1, Ordering::Relaxed)));
    let written = (|| {
        let mut f = fs::OpenOptions::new().write(true).create_new(true).open(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        drop(f);
        fs::rename(&tmp, path)
    })();
    if let Err(e) = written {
        let _ = fs::remove_file(&tmp);
        return Err(safe(&format!("cannot write {}: {e}", path.display())).into_owned());
    }
    sync_dir(dir).map_err(|e| safe(&format!("cannot write {}: {e}", path.display())).into_owned())
}

/// Makes the names in a directory durable (a rename or a removal in it).
fn sync_dir(dir: &Path) -> std::io::Result<()> {
    #[cfg(unix)]
    {
        match fs::File::open(dir)?.sync_all() {
            // Some file systems cannot sync a directory; they have nothing to sync.
            Err(e) if e.raw_os_error() == Some(libc::EINVAL) => Ok(()),
            r => r,
        }
    }
    #[cfg(not(unix))]
    {
        let _ = dir;
        Ok(())
    }
}

#[cfg(test)]
mod tests;

/// The data directory: `NOS_DATA_DIR` when set, else the platform's.
///
/// # Errors
/// There is no home directory to find the platform's in.
pub fn data_dir() -> Result<PathBuf, String> {
    match std::env::var_os("NOS_DATA_DIR") {
        Some(d) if !d.is_empty() => Ok(PathBuf::from(d)),
        _ => directories::ProjectDirs::from("", "", "nos")
            .map(|p| p.data_dir().to_path_buf())
            .ok_or("no home directory: set NOS_DATA_DIR to choose where games are kept".into()),
    }
}
