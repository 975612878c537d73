//! The games of the terminal, kept in the data directory's slots ([`crate::store`]):
//! the game being played is saved after every action into its own slot, read back
//! ([`crate::tui::app::kept`]), and kept among the sessions once finished. Every save
//! of every game is a line of the slot's journal holding only what changed since the
//! last ([`crate::store::slot::Slot::save_from`]). Every game writes its record from
//! the hand in play on (`Sitting::record_from`): Nos's from its session, the line
//! games and the train games with each hand that is over written once, when the next
//! is dealt, so that a save's cost grows with the hand in play, not with the match
//! (Dominox is one hand).
//!
//! A save that fails (a full disk) is remembered with the record it could not write:
//! the table stops until it is written ([`Store::retry`]) or written elsewhere
//! ([`Store::save_elsewhere`]), and every sentence about what is kept says what the
//! slot's files really hold.

use crate::record::Record;
use crate::store::slot::{Held, Part, Slot};
use crate::store::{Data, Fault, Listed};
use crate::text::safe;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard};

pub use crate::store::disk::write_atomic;

/// The data directory, and the slot of the game this program plays (once it plays one).
#[derive(Debug)]
pub struct Store {
    pub data: Data,
    pub dir: PathBuf,
    slot: Mutex<Option<Slot>>,
    failed: Mutex<Option<Failed>>,
}

/// A save that failed: why, and the record it could not write.
#[derive(Debug, Clone)]
pub struct Failed {
    pub error: Fault,
    pub text: String,
}

impl Store {
    /// The data directory from `NOS_DATA_DIR` or the platform's data directory.
    ///
    /// # Errors
    /// As [`Store::at`], or there is no home directory.
    pub fn open() -> Result<Store, Fault> {
        Store::at(Store::dir_named()?)
    }

    /// The data directory's path, from `NOS_DATA_DIR` or the platform's; nothing made.
    ///
    /// # Errors
    /// There is no home directory.
    pub fn dir_named() -> Result<PathBuf, Fault> {
        match std::env::var_os("NOS_DATA_DIR") {
            Some(d) if !d.is_empty() => Ok(PathBuf::from(d)),
            _ => directories::ProjectDirs::from("", "", "nos").map(|p| p.data_dir().to_path_buf()).ok_or(Fault::NoHome),
        }
    }

    /// The data directory `dir`, made if need be, an older layout moved into slots.
    ///
    /// # Errors
    /// The directory cannot be made.
    pub fn at(dir: PathBuf) -> Result<Store, Fault> {
        let data = Data::at(dir.clone())?;
        Ok(Store { data, dir, slot: Mutex::new(None), failed: Mutex::new(None) })
    }

    /// The room the store writes in, for a test that fills the disk.
    pub fn set_room(&mut self, room: crate::store::disk::Room) {
        if let Some(s) = held(&self.slot).as_mut() {
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
        held(&self.slot).as_ref().map(|s| s.id.clone())
    }

    /// What the slot's files hold.
    pub fn held(&self) -> Option<Held> {
        held(&self.slot).as_ref().map(Slot::held)
    }

    /// The bytes this program's saves wrote into its slot (for the benchmark).
    pub fn written(&self) -> u64 {
        held(&self.slot).as_ref().map_or(0, |s| s.written)
    }

    /// The save that failed, while it is not written.
    pub fn failed(&self) -> Option<Failed> {
        held(&self.failed).clone()
    }

    /// Writes a game in progress from its record's text (a game behind the seam).
    ///
    /// # Errors
    /// As [`Store::save`].
    pub fn save_text(&self, text: &str) -> Result<(), Fault> {
        let r = self.write(text);
        *held(&self.failed) = r.as_ref().err().map(|e| Failed { error: e.clone(), text: text.to_string() });
        r
    }

    /// Writes a game at the table as it stands: hand by hand from the one in play at
    /// the last save where the game writes its record so (every game at the table
    /// does), else its whole record; and
    /// what the record has no field for (the table's "hints in strict mode").
    ///
    /// # Errors
    /// As [`Store::save_text`].
    pub fn save_sit(&self, sit: &dyn crate::tui::table::sitting::Sitting) -> Result<(), Fault> {
        self.save_record(sit.record_hands(), &|k| sit.record_from(k), &|| sit.record())?;
        match sit.club() {
            Some(c) => self.keep_table(table::Table { hints_in_strict: c.hints() && c.strict() }),
            None => Ok(()),
        }
    }

    /// Writes a record of `hands` hands from `from(k)`, its text with the hands from
    /// hand `k` on, journalled from the hand in play at the last save; with `None`,
    /// `whole()`, its whole text.
    ///
    /// # Errors
    /// As [`Store::save_text`].
    pub(in crate::tui) fn save_record(
        &self,
        hands: Option<usize>,
        from: &dyn Fn(usize) -> String,
        whole: &dyn Fn() -> String,
    ) -> Result<(), Fault> {
        let Some(hands) = hands else { return self.save_text(&whole()) };
        let part = |k: usize| -> Part {
            let text = from(k);
            match crate::store::journal::split(&text) {
                Some(s) => Ok((s.head.to_string(), s.hands.iter().map(|h| h.to_string()).collect())),
                None => Err(whole()),
            }
        };
        self.save_parts(hands, &part, whole)
    }

    /// Writes a game in progress given as its record's fields above the hands (`head`,
    /// with its `{`) and every hand, the last in play: journalled from the hand in play
    /// at the last save, as [`Store::save_sit`] writes a game at this keyboard.
    ///
    /// # Errors
    /// As [`Store::save_text`].
    pub fn save_hands<H: AsRef<str>>(&self, head: &str, hands: &[H]) -> Result<(), Fault> {
        let part = |k: usize| -> Part {
            Ok((head.to_string(), hands.get(k..).unwrap_or_default().iter().map(|h| h.as_ref().to_string()).collect()))
        };
        let whole = || crate::store::journal::text(head, &hands.iter().map(AsRef::as_ref).collect::<Vec<_>>());
        self.save_parts(hands.len(), &part, whole)
    }

    /// Writes a game in progress hand by hand from `from` (`part` gives the record's
    /// head and its hands from a hand on), remembering `whole`, the whole record, if
    /// the save fails.
    ///
    /// # Errors
    /// As [`Store::save_text`].
    pub(in crate::tui) fn save_parts(
        &self,
        from: usize,
        part: &dyn Fn(usize) -> Part,
        whole: impl FnOnce() -> String,
    ) -> Result<(), Fault> {
        let r = self.with_slot(|slot| slot.save_from(from, part));
        *held(&self.failed) = r.as_ref().err().map(|e| Failed { error: e.clone(), text: whole() });
        r
    }

    /// The slot of the game this program now plays (a resumed one).
    pub(in crate::tui) fn hold(&self, slot: Slot) {
        *held(&self.slot) = Some(slot);
    }

    /// Lets go of the slot held (a game that did not read back).
    pub(in crate::tui) fn let_go(&self) {
        *held(&self.slot) = None;
    }

    fn write(&self, text: &str) -> Result<(), Fault> {
        self.with_slot(|slot| slot.save(text))
    }

    /// `f` on the game's slot, made at the first save.
    fn with_slot(&self, f: impl FnOnce(&mut Slot) -> Result<(), Fault>) -> Result<(), Fault> {
        let mut slot = held(&self.slot);
        if slot.is_none() {
            *slot = Some(self.data.create()?);
        }
        f(slot.as_mut().expect("made above"))
    }

    /// Tries the failed save again.
    ///
    /// # Errors
    /// It fails again: the fault says why.
    pub fn retry(&self) -> Result<(), Fault> {
        let Some(f) = self.failed() else { return Ok(()) };
        self.save_text(&f.text)
    }

    /// Writes the game whose save failed (or the game in progress) as a record to the
    /// path `typed` (`~` is the home directory; a directory gets `nos-game.json` in it):
    /// the session kept elsewhere, on another disk say. A file already there is
    /// written over only when `over` says so. Returns the path written, in full.
    ///
    /// # Errors
    /// The path is empty, a file is there ([`Elsewhere::Exists`], to ask), or it
    /// cannot be written.
    pub fn save_elsewhere(&self, typed: &str, text: &str, over: bool) -> Result<PathBuf, Elsewhere> {
        let typed = typed.trim();
        if typed.is_empty() {
            return Err(Elsewhere::NoPath);
        }
        let path = full_path(typed).map_err(Elsewhere::Failed)?;
        let path = if path.is_dir() { path.join("nos-game.json") } else { path };
        if !over && std::fs::symlink_metadata(&path).is_ok() {
            return Err(Elsewhere::Exists(path));
        }
        write_atomic(&path, text.as_bytes(), &crate::store::disk::Room::default()).map_err(Elsewhere::Failed)?;
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

    /// Keeps a finished game (behind the seam) as a record named for `what`, and
    /// forgets the game in progress. `over`: the match ended by its rules (not a
    /// session ended early by its players).
    ///
    /// # Errors
    /// [`Fault::NotKept`]: why, and where the game still is.
    pub fn finish_text(&self, text: &str, what: &str, over: bool) -> Result<PathBuf, Fault> {
        self.end(what, text).map_err(|e| {
            // A match over by its rules ends only once its last action is saved: the
            // slot holds the match to its end, which the next opening keeps. A
            // session ended early holds the game as its last action left it.
            let still = match (self.id(), self.held(), self.failed()) {
                (Some(id), Some(h), None) if over => format!(
                    "Game {id} holds the match to its end ({}); the next `nos` or `nos resume` keeps it among \
                     the sessions.",
                    h.words()
                ),
                _ => self.still(),
            };
            Fault::NotKept { why: Box::new(e), still }
        })
    }

    /// Keeps the finished game's record and forgets its slot.
    pub(in crate::tui) fn end(&self, what: &str, text: &str) -> Result<PathBuf, Fault> {
        let mut slot = held(&self.slot);
        let path = match slot.as_mut() {
            Some(s) => self.data.finish(s, what, text)?,
            None => self.data.keep(what, text)?,
        };
        *slot = None;
        *held(&self.failed) = None;
        Ok(path)
    }

    /// Where the unfinished game still is, in true words.
    pub(in crate::tui) fn still(&self) -> String {
        match (self.id(), self.held()) {
            (Some(id), Some(h)) => format!("Game {id} still holds {}: `nos resume {id}` goes on with it.", h.words()),
            _ => "No unfinished copy of it was saved.".into(),
        }
    }

    /// Keeps the part of a session that ended when a seat left, as a finished record.
    ///
    /// # Errors
    /// The record cannot be written.
    pub fn keep_part(&self, part: &Record) -> Result<PathBuf, Fault> {
        self.data.keep(&format!("seed{}-part", part.saved.seed.unwrap_or(0)), &part.to_text())
    }
}

/// Why the game was not written elsewhere.
#[derive(Debug, Clone)]
pub enum Elsewhere {
    /// A file is at the path (in full): the player is asked before it is written over.
    Exists(PathBuf),
    /// No path was typed.
    NoPath,
    /// It cannot be written: why.
    Failed(Fault),
}

/// The path a player typed, in full: `~` is the home directory, and a relative path
/// is taken from the directory the program runs in.
///
/// # Errors
/// `~` with no home directory known, or no directory the program runs in.
pub fn full_path(typed: &str) -> Result<PathBuf, Fault> {
    let home = || directories::BaseDirs::new().map(|b| b.home_dir().to_path_buf()).ok_or(Fault::NoTilde);
    let path = match typed.strip_prefix('~') {
        Some("") => home()?,
        Some(rest) if rest.starts_with('/') => home()?.join(rest.trim_start_matches('/')),
        _ => PathBuf::from(typed),
    };
    std::path::absolute(&path).map_err(|e| Fault::write(&path, e))
}

/// `path: what`, safe to print.
pub(in crate::tui) fn at(path: &Path, what: impl std::fmt::Display) -> String {
    safe(&format!("{}: {what}", path.display())).into_owned()
}

pub mod table;

/// What a mutex of the store holds: one that panicked while held is taken as it is (a
/// save is whole or not written; nothing in it is left half changed).
fn held<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}
