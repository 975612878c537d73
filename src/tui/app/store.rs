//! The games of the terminal, kept in the data directory's slots ([`crate::store`]):
//! the game being played is saved after every action into its own slot, read back as
//! a Nos game or a game behind the seam, and kept among the sessions once finished.
//!
//! A save that fails (a full disk) is remembered with the record it could not write:
//! the table stops until it is written ([`Store::retry`]) or written elsewhere
//! ([`Store::save_elsewhere`]), and every sentence about what is kept says what the
//! slot's files really hold.

use crate::games::nos::Action;
use crate::record::{replay, Record};
use crate::store::journal::split;
use crate::store::slot::{Held, Part, Slot};
use crate::store::{Data, Listed};
use crate::text::safe;
use crate::tui::nos::game::Game;
use crate::tui::table::seat::Kind;
use serde::Deserialize;
use std::cell::RefCell;
use std::path::{Path, PathBuf};

pub use crate::store::disk::write_atomic;

/// The data directory, and the slot of the game this program plays (once it plays one).
#[derive(Debug)]
pub struct Store {
    pub data: Data,
    pub dir: PathBuf,
    slot: RefCell<Option<Slot>>,
    failed: RefCell<Option<Failed>>,
}

/// A save that failed: why, and the record it could not write.
#[derive(Debug, Clone)]
pub struct Failed {
    pub error: String,
    pub text: String,
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

/// A kept game: Nos, or a game behind the seam.
pub enum Kept {
    Nos(Box<Game>),
    Sitting(Box<dyn crate::tui::table::sitting::Sitting>),
}

impl Store {
    /// The data directory from `NOS_DATA_DIR` or the platform's data directory.
    ///
    /// # Errors
    /// As [`Store::at`], or there is no home directory.
    pub fn open() -> Result<Store, String> {
        Store::at(Store::dir_named()?)
    }

    /// The data directory's path, from `NOS_DATA_DIR` or the platform's; nothing made.
    ///
    /// # Errors
    /// There is no home directory.
    pub fn dir_named() -> Result<PathBuf, String> {
        match std::env::var_os("NOS_DATA_DIR") {
            Some(d) if !d.is_empty() => Ok(PathBuf::from(d)),
            _ => directories::ProjectDirs::from("", "", "nos")
                .map(|p| p.data_dir().to_path_buf())
                .ok_or_else(|| "no home directory: set NOS_DATA_DIR to choose where games are kept".into()),
        }
    }

    /// The data directory `dir`, made if need be, an older layout moved into slots.
    ///
    /// # Errors
    /// The directory cannot be made.
    pub fn at(dir: PathBuf) -> Result<Store, String> {
        let data = Data::at(dir.clone())?;
        Ok(Store { data, dir, slot: RefCell::new(None), failed: RefCell::new(None) })
    }

    /// The room the store writes in, for a test that fills the disk.
    pub fn set_room(&mut self, room: crate::store::disk::Room) {
        if let Some(s) = self.slot.get_mut() {
            s.set_room(room.clone());
        }
        self.data.room = room;
    }

    /// Every unfinished game in the directory.
    pub fn list(&self) -> Vec<Listed> {
        self.data.list()
    }

    /// The id of the game this program plays, once it is saved.
    pub fn id(&self) -> Option<String> {
        self.slot.borrow().as_ref().map(|s| s.id.clone())
    }

    /// What the slot's files hold.
    pub fn held(&self) -> Option<Held> {
        self.slot.borrow().as_ref().map(Slot::held)
    }

    /// The bytes this program's saves wrote into its slot (for the benchmark).
    pub fn written(&self) -> u64 {
        self.slot.borrow().as_ref().map_or(0, |s| s.written)
    }

    /// The save that failed, while it is not written.
    pub fn failed(&self) -> Option<Failed> {
        self.failed.borrow().clone()
    }

    /// Writes the game in progress.
    ///
    /// # Errors
    /// It cannot be written; the slot holds what it held, and the table must wait
    /// ([`Store::failed`]) until [`Store::retry`] writes it.
    pub fn save(&self, g: &Game) -> Result<(), String> {
        // Only the hands from the one in play are made into text: a save takes
        // time that grows with the hand, not with the session.
        let part = |k: usize| -> Part {
            let text = g.record_from(k).to_text();
            match split(&text) {
                Some(s) => Ok((s.head.to_string(), s.hands.iter().map(|h| h.to_string()).collect())),
                None => Err(g.record().to_text()),
            }
        };
        let r = self.with_slot(|slot| slot.save_from(g.session.logs().len(), &part));
        *self.failed.borrow_mut() = r.as_ref().err().map(|e| Failed { error: e.clone(), text: g.record().to_text() });
        r
    }

    /// Writes a game in progress from its record's text (a game behind the seam).
    ///
    /// # Errors
    /// As [`Store::save`].
    pub fn save_text(&self, text: &str) -> Result<(), String> {
        let r = self.write(text);
        *self.failed.borrow_mut() = r.as_ref().err().map(|e| Failed { error: e.clone(), text: text.to_string() });
        r
    }

    fn write(&self, text: &str) -> Result<(), String> {
        self.with_slot(|slot| slot.save(text))
    }

    /// `f` on the game's slot, made at the first save.
    fn with_slot(&self, f: impl FnOnce(&mut Slot) -> Result<(), String>) -> Result<(), String> {
        let mut slot = self.slot.borrow_mut();
        if slot.is_none() {
            *slot = Some(self.data.create()?);
        }
        f(slot.as_mut().expect("made above"))
    }

    /// Tries the failed save again.
    ///
    /// # Errors
    /// It fails again: the sentence says why.
    pub fn retry(&self) -> Result<(), String> {
        let Some(f) = self.failed() else { return Ok(()) };
        self.save_text(&f.text)
    }

    /// Writes the game whose save failed (or the game in progress) to `path`, as a
    /// record: the session kept elsewhere, on another disk say.
    ///
    /// # Errors
    /// The path is empty or cannot be written.
    pub fn save_elsewhere(&self, path: &Path, text: &str) -> Result<PathBuf, String> {
        if path.as_os_str().is_empty() {
            return Err("type the path of a file to write".into());
        }
        let path = if path.is_dir() { path.join(Path::new("nos-game.json")) } else { path.to_path_buf() };
        write_atomic(&path, text.as_bytes(), &crate::store::disk::Room::default())?;
        Ok(path)
    }

    /// How to go on with the game after leaving: said when the program ends with
    /// the game unfinished. `None` when no game is kept.
    pub fn leaving(&self) -> Option<String> {
        let id = self.id()?;
        let held = self.held().unwrap_or_default();
        Some(match self.failed() {
            None => format!("The game is saved as game {id}: `nos resume {id}` goes on with it."),
            Some(f) => format!(
                "The last save failed ({}). Game {id} holds {}: `nos resume {id}` goes on from there.",
                f.error,
                held.words()
            ),
        })
    }

    /// Opens the unfinished game `id` for this program and reads it back.
    ///
    /// # Errors
    /// There is no such game, another program plays it, or it does not read.
    pub fn resume(&self, id: &str) -> Result<Kept, String> {
        let (slot, loaded) = self.data.open(id)?;
        let [record, _] = slot.files();
        let meta = slot.dir.join("meta.json");
        let bytes = loaded.text.into_bytes();
        let kept = if crate::tui::table::sitting::peek(&bytes).0.as_deref() == Some(crate::record::parlour::FORMAT) {
            super::openers::open(&bytes).map(Kept::Sitting).map_err(|e| at(&record, e))?
        } else {
            Kept::Nos(Box::new(load(&bytes, &record, &meta)?))
        };
        *self.slot.borrow_mut() = Some(slot);
        Ok(kept)
    }

    /// Keeps a finished game (behind the seam) as a record named for `what`, and
    /// forgets the game in progress.
    ///
    /// # Errors
    /// As [`Store::finish`].
    pub fn finish_text(&self, text: &str, what: &str) -> Result<PathBuf, String> {
        self.end(what, text).map_err(|e| format!("The record could not be kept ({e}). {}", self.still()))
    }

    /// Keeps the finished game's record and forgets its slot.
    fn end(&self, what: &str, text: &str) -> Result<PathBuf, String> {
        let mut slot = self.slot.borrow_mut();
        let path = match slot.as_mut() {
            Some(s) => self.data.finish(s, what, text)?,
            None => self.data.keep(what, text)?,
        };
        *slot = None;
        *self.failed.borrow_mut() = None;
        Ok(path)
    }

    /// Keeps the session as a finished record and forgets the game in progress.
    /// Returns the path of the kept record.
    ///
    /// # Errors
    /// The record cannot be written (a full disk, say): nothing partial is left in
    /// `sessions/`, and the game in progress stays kept, to be settled again.
    pub fn finish(&self, g: &Game) -> Result<PathBuf, String> {
        self.end(&format!("seed{}", g.seed), &g.record().to_text()).map_err(|e| {
            format!("The record of the session could not be kept ({e}). {} Settling again keeps it.", self.still())
        })
    }

    /// Where the unfinished game still is, in true words.
    fn still(&self) -> String {
        match (self.id(), self.held()) {
            (Some(id), Some(h)) => format!("Game {id} still holds {}: `nos resume {id}` goes on with it.", h.words()),
            _ => "No unfinished copy of it was saved.".into(),
        }
    }

    /// Keeps the part of a session that ended when a seat left, as a finished record.
    ///
    /// # Errors
    /// The record cannot be written.
    pub fn keep_part(&self, part: &Record) -> Result<PathBuf, String> {
        self.data.keep(&format!("seed{}-part", part.saved.seed.unwrap_or(0)), &part.to_text())
    }
}

/// `path: what`, safe to print.
fn at(path: &Path, what: impl std::fmt::Display) -> String {
    safe(&format!("{}: {what}", path.display())).into_owned()
}

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
    let bytes = match crate::files::read(meta, META_BYTES) {
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

pub mod table;

#[cfg(test)]
mod tests;
