//! One unfinished game, kept in its own directory (a slot) and locked by the program
//! that plays it: the record as it stood at the last compaction (`record.G.json`),
//! and the journal of every save since (`journal.G`), one synced line each.
//!
//! A save appends a line that holds only the hand in play and the fields above the
//! hands, so it grows with the hand, not with the session. When the journal has grown
//! as large as the record, the record is written anew (generation G+1) and the
//! journal starts empty: what is written stays within a small multiple of what
//! changed. Reading a slot is its record with its journal replayed; a journal of an
//! older generation is never read, so a kill between the two steps loses nothing.

use super::disk::{stale_tmp, sync_dir, write_atomic, Room};
use super::journal::{self, split};
use super::lock::Lock;
use std::fs::{self, File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};

/// The most a slot's record or journal may hold.
pub const LIMIT: u64 = 16 << 20;

/// The journal may grow to at least this before the record is written anew.
const MIN_JOURNAL: u64 = 64 << 10;

/// What a slot's files hold: the hands (the last one in play) and the actions of the
/// last, as a player counts them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Held {
    pub hands: usize,
    pub actions: usize,
}

impl Held {
    fn of(hands: &[&str]) -> Held {
        Held { hands: hands.len(), actions: hands.last().map_or(0, |h| journal::actions(h)) }
    }

    /// "hand 5, after its 12th action", in words.
    pub fn words(&self) -> String {
        match (self.hands, self.actions) {
            (0, _) => "the game as it was last saved".into(),
            (h, 0) => format!("hand {h} before its first action"),
            (h, 1) => format!("hand {h} after its first action"),
            (h, a) => format!("hand {h} up to its action {a}"),
        }
    }
}

/// A record as a save gives it: the fields above the hands (`{` included) and the
/// hands from the one asked for, each as our writers lay it out; or the whole text.
pub type Part = Result<(String, Vec<String>), String>;

/// A slot, locked for this program while the value lives.
#[derive(Debug)]
pub struct Slot {
    pub id: String,
    pub dir: PathBuf,
    lock: Option<Lock>,
    room: Room,
    /// The generation of the record and journal.
    gen: u64,
    /// The hands of the last save (0: nothing journalled on this record yet).
    hands: usize,
    base_len: u64,
    journal: Option<File>,
    journal_len: u64,
    /// A failed append may have left part of a line: cut before the next.
    dirty: bool,
    /// What the files hold.
    held: Held,
    /// Bytes written by saves since the slot was opened (for the benchmark).
    pub written: u64,
}

/// What a slot reads back as.
#[derive(Debug)]
pub struct Loaded {
    pub text: String,
    pub held: Held,
    /// A last journal line cut short by a kill was left out.
    pub torn: bool,
}

fn record_path(dir: &Path, gen: u64) -> PathBuf {
    dir.join(format!("record.{gen}.json"))
}
fn journal_path(dir: &Path, gen: u64) -> PathBuf {
    dir.join(format!("journal.{gen}"))
}

/// The generations of record files in a slot's directory, highest last.
fn generations(dir: &Path) -> Vec<u64> {
    let mut g: Vec<u64> = fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| {
            let n = e.file_name().to_string_lossy().into_owned();
            n.strip_prefix("record.")?.strip_suffix(".json")?.parse().ok()
        })
        .collect();
    g.sort_unstable();
    g
}

/// Reads a slot's game without taking its lock (to list it): its text and what it
/// holds; `None` when nothing is saved in it yet.
///
/// # Errors
/// The record or the journal does not read.
pub fn peek(dir: &Path) -> Result<Option<Loaded>, String> {
    let Some(&gen) = generations(dir).last() else { return Ok(None) };
    read(dir, gen).map(|(l, _)| Some(l))
}

/// The record of generation `gen` with its journal replayed, and the length of the
/// journal's whole lines.
fn read(dir: &Path, gen: u64) -> Result<(Loaded, u64), String> {
    let at = |p: &Path, e: crate::files::ReadError| crate::text::safe(&format!("{}: {e}", p.display())).into_owned();
    let rp = record_path(dir, gen);
    let base = crate::files::read(&rp, LIMIT).map_err(|e| at(&rp, e))?;
    let jp = journal_path(dir, gen);
    let journal = match crate::files::read(&jp, LIMIT) {
        Err(crate::files::ReadError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => Vec::new(),
        r => r.map_err(|e| at(&jp, e))?,
    };
    let whole = journal.iter().rposition(|b| *b == b'\n').map_or(0, |i| i + 1) as u64;
    if journal.is_empty() {
        let text = String::from_utf8(base)
            .map_err(|e| crate::text::safe(&format!("{}: not a record: {e}", rp.display())).into_owned())?;
        let held = split(&text).map(|s| Held::of(&s.hands)).unwrap_or_default();
        return Ok((Loaded { text, held, torn: false }, 0));
    }
    let r = journal::replay(&base, &rp, &journal, &jp)?;
    if r.text.len() as u64 > LIMIT {
        return Err(crate::text::safe(&format!("{}: the game it holds is larger than {LIMIT} bytes", jp.display()))
            .into_owned());
    }
    Ok((Loaded { text: r.text, held: Held { hands: r.hands, actions: r.actions }, torn: r.torn }, whole))
}

impl Slot {
    /// A new slot at `dir` (made by the caller, empty), locked.
    pub(super) fn new(id: String, dir: PathBuf, lock: Lock, room: Room) -> Slot {
        Slot {
            id,
            dir,
            lock: Some(lock),
            room,
            gen: 0,
            hands: 0,
            base_len: 0,
            journal: None,
            journal_len: 0,
            dirty: false,
            held: Held::default(),
            written: 0,
        }
    }

    /// Opens the slot at `dir`, locked, and reads its game back. Files of older
    /// generations and of writes cut short go; a torn last journal line is cut off.
    ///
    /// # Errors
    /// Another program holds it, or its files do not read: the sentence says which.
    pub(super) fn open(id: String, dir: PathBuf, room: Room) -> Result<(Slot, Loaded), String> {
        let lock = Lock::take(&dir).map_err(|b| {
            let words = match b {
                super::lock::Busy::Held { .. } => format!(
                    "game {id}: {b}. It belongs to that one until it ends; meanwhile `nos new` starts another game \
                 beside it"
                ),
                b => format!("game {id}: {b}"),
            };
            crate::text::safe(&words).into_owned()
        })?;
        let gens = generations(&dir);
        let Some(&gen) = gens.last() else {
            return Err(crate::text::safe(&format!("game {id}: nothing is saved in {}", dir.display())).into_owned());
        };
        let (loaded, whole) = read(&dir, gen)?;
        for e in fs::read_dir(&dir).into_iter().flatten().flatten() {
            let n = e.file_name().to_string_lossy().into_owned();
            let old = [("record.", ".json"), ("journal.", "")].iter().any(|(p, s)| {
                n.strip_prefix(p)
                    .and_then(|r| r.strip_suffix(s))
                    .and_then(|g| g.parse::<u64>().ok())
                    .is_some_and(|g| g < gen)
            });
            if old || (n.ends_with(".tmp") && stale_tmp(&n)) {
                let _ = fs::remove_file(e.path());
            }
        }
        let mut s = Slot::new(id, dir, lock, room);
        s.gen = gen;
        s.base_len = fs::metadata(record_path(&s.dir, gen)).map_or(0, |m| m.len());
        s.hands = loaded.held.hands;
        s.held = loaded.held;
        if loaded.torn {
            // The next line must not follow the torn one.
            let f = OpenOptions::new().write(true).open(journal_path(&s.dir, gen));
            f.and_then(|f| f.set_len(whole).and_then(|_| f.sync_data())).map_err(|e| {
                crate::text::safe(&format!(
                    "{}: cannot cut its torn last line: {e}",
                    journal_path(&s.dir, gen).display()
                ))
                .into_owned()
            })?;
        }
        s.journal_len = whole;
        Ok((s, loaded))
    }

    /// The room it writes in (a test fills the disk).
    pub fn set_room(&mut self, room: Room) {
        self.room = room;
    }

    /// What the slot's files hold now.
    pub fn held(&self) -> Held {
        self.held
    }

    /// The path of the record file (the journal beside it is part of the game).
    pub fn files(&self) -> [PathBuf; 2] {
        [record_path(&self.dir, self.gen), journal_path(&self.dir, self.gen)]
    }

    /// Saves the game whose record is `text`: a line in the journal, or the record
    /// written anew. Either the save is whole on disk when this returns `Ok`, or the
    /// files hold what they held before.
    ///
    /// # Errors
    /// A sentence naming the file and the system's reason (a full disk, say).
    pub fn save(&mut self, text: &str) -> Result<(), String> {
        let Some(s) = split(text) else { return self.compact(text) };
        let from = self.hands.saturating_sub(1).min(s.hands.len());
        self.save_from(s.hands.len(), &|k| {
            if k == from {
                Ok((s.head.to_string(), s.hands[from..].iter().map(|h| h.to_string()).collect()))
            } else {
                Err(text.to_string())
            }
        })
    }

    /// Saves a game of `hands` hands whose record `part(k)` gives as the fields above
    /// the hands and the hands from `k` on (journalled), or as its whole text (then
    /// written whole). The hands before the one in play at the last save never
    /// change, so only the hands from that one are asked for: the time and the bytes
    /// grow with the hand, not with the session.
    ///
    /// # Errors
    /// As [`Slot::save`].
    pub fn save_from(&mut self, hands: usize, part: &dyn Fn(usize) -> Part) -> Result<(), String> {
        if self.hands == 0 || hands < self.hands {
            return self.compact_with(part);
        }
        let from = self.hands - 1;
        let (head, tail) = match part(from) {
            Ok(p) if p.1.len() == hands - from => p,
            Ok(_) | Err(_) => return self.compact_with(part),
        };
        let tail: Vec<&str> = tail.iter().map(String::as_str).collect();
        let line = journal::line(&head, &tail, from);
        if self.journal_len + line.len() as u64 > self.base_len.max(MIN_JOURNAL) {
            return self.compact_with(part);
        }
        self.append(line.as_bytes())?;
        self.hands = hands;
        self.held = Held { hands, actions: tail.last().map_or(0, |h| journal::actions(h)) };
        Ok(())
    }

    /// Writes the whole record anew, as `part(0)` gives it.
    fn compact_with(&mut self, part: &dyn Fn(usize) -> Part) -> Result<(), String> {
        let text = match part(0) {
            Err(text) => text,
            Ok((head, hands)) => {
                let hands: Vec<String> = hands;
                format!("{head},\n  \"hands\": [\n{}\n  ]\n}}\n", hands.join(",\n"))
            }
        };
        self.compact(&text)
    }

    /// Writes the record anew as the next generation; the older files go.
    ///
    /// # Errors
    /// The record cannot be written: the files hold what they held.
    pub fn compact(&mut self, text: &str) -> Result<(), String> {
        let next = self.gen + 1;
        write_atomic(&record_path(&self.dir, next), text.as_bytes(), &self.room)?;
        self.written += text.len() as u64;
        // Never read again (a higher generation is there): emptied first, so that a
        // hard link made to them meanwhile shows no hand of the game in play, then
        // removed (or at the next opening).
        for old in [journal_path(&self.dir, self.gen), record_path(&self.dir, self.gen)] {
            if let Ok(f) = OpenOptions::new().write(true).open(&old) {
                let _ = f.set_len(0);
            }
            let _ = fs::remove_file(old);
        }
        self.gen = next;
        self.journal = None;
        self.journal_len = 0;
        self.dirty = false;
        self.base_len = text.len() as u64;
        let s = split(text);
        self.hands = s.as_ref().map_or(0, |s| s.hands.len());
        self.held = s.map(|s| Held::of(&s.hands)).unwrap_or_default();
        Ok(())
    }

    fn append(&mut self, line: &[u8]) -> Result<(), String> {
        let path = journal_path(&self.dir, self.gen);
        let err = |e: std::io::Error| crate::text::safe(&format!("cannot write {}: {e}", path.display())).into_owned();
        if self.journal.is_none() {
            let f = OpenOptions::new().append(true).create(true).open(&path).map_err(err)?;
            // The journal's name must last as its lines do.
            sync_dir(&self.dir).map_err(err)?;
            self.journal = Some(f);
        }
        let f = self.journal.as_mut().expect("opened above");
        if self.dirty {
            f.set_len(self.journal_len).map_err(err)?;
            self.dirty = false;
        }
        let r = self.room.take(line.len()).and_then(|_| f.write_all(line)).and_then(|_| f.sync_data());
        if let Err(e) = r {
            self.dirty = true;
            if f.set_len(self.journal_len).is_ok() {
                self.dirty = false;
            }
            return Err(err(e));
        }
        self.journal_len += line.len() as u64;
        self.written += line.len() as u64;
        Ok(())
    }

    /// Ends the game: its record `text` is kept at `to` (among the sessions) and the
    /// slot goes, in steps a kill or a failure can stop anywhere without the game
    /// being offered again or its record lost. The record is first written into the
    /// slot as `finished.json` (from then on the slot is never listed); the slot is
    /// renamed out of the list in one step; the record is moved to `to`; the rest is
    /// removed. What a step left undone is done when the directory is next opened.
    /// Returns where the record is (in the slot, when the later steps failed).
    ///
    /// # Errors
    /// The record cannot be written: the slot holds the game as it did.
    pub fn finish(&mut self, text: &str, to: &Path) -> Result<PathBuf, String> {
        write_atomic(&self.dir.join(FINISHED), text.as_bytes(), &self.room)?;
        self.journal = None;
        let parent = self.dir.parent().unwrap_or(Path::new(".")).to_path_buf();
        let gone = parent.join(format!(".{}.finished.{}", self.id, std::process::id()));
        if fs::rename(&self.dir, &gone).is_err() {
            // Still under its name, but marked: never listed; its other files go.
            for e in fs::read_dir(&self.dir).into_iter().flatten().flatten() {
                if e.file_name() != FINISHED && e.file_name() != "lock" {
                    let _ = fs::remove_file(e.path());
                }
            }
            return Ok(self.dir.join(FINISHED));
        }
        let _ = sync_dir(&parent);
        self.dir = gone.clone();
        if fs::rename(gone.join(FINISHED), to).is_err() {
            return Ok(gone.join(FINISHED));
        }
        let _ = sync_dir(to.parent().unwrap_or(Path::new(".")));
        self.lock = None;
        // Out of the list already: what cannot be removed now goes at the next opening.
        let _ = fs::remove_dir_all(&gone);
        Ok(to.to_path_buf())
    }
}

/// The record of a finished game while it is moved out of its slot.
pub const FINISHED: &str = "finished.json";
