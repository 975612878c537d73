//! One unfinished game, kept in its own directory (a slot) and locked by the program
//! that plays it: the record as it stood at the last compaction (`record.G.json`),
//! and the journal of every save since (`journal.G`, [`super::journal`]), one line
//! each.
//!
//! A save appends a line that holds only what changed: the action added, or the end
//! of the hand and the next deal. When the journal has grown as large as the record,
//! the record is written anew (generation G+1) and the journal starts empty: what is
//! written stays within a small multiple of what changed. Reading a slot is its
//! record with its journal replayed; a journal of an older generation is never read,
//! so a kill between the two steps loses nothing.
//!
//! The files are never opened through a symbolic link, and a file that has another
//! name (a hard link) is never written or cut in place: it is left to that name and
//! the game goes on in new files. While the game is played, every file of it is
//! locked by its program ([`crate::files::live`]), so that a tool that shows hands
//! knows them under any name.

use super::disk::{stale_tmp, write_locked, Room};
use super::fault::Fault;
use super::journal::{self, split, JOIN, TAIL};
use super::lock::Lock;
use super::sync::Syncer;
use std::fs::{self, File};
use std::io::{Seek, Write};
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

/// The text of the game as the files hold it, from the hand in play on: what the next
/// save is compared with, so that its line holds only what changed.
#[derive(Debug, Default)]
struct Last {
    /// The fields above the hands.
    head: String,
    /// The text from the hand in play to the end.
    tail: String,
    /// Where `tail` begins in the hands' text (bytes).
    at: usize,
    /// The hands, the last in play (0: nothing a line can follow).
    hands: usize,
}

impl Last {
    /// What a record text of ours holds; `None` for any other layout.
    fn of(text: &str) -> Option<Last> {
        let s = split(text)?;
        let n = s.hands.len();
        let at: usize = s.hands[..n.saturating_sub(1)].iter().map(|h| h.len() + JOIN.len()).sum();
        let tail = format!("{}{TAIL}", s.hands.last().copied().unwrap_or_default());
        Some(Last { head: s.head.to_string(), tail, at, hands: n })
    }
}

/// A slot, locked for this program while the value lives.
#[derive(Debug)]
pub struct Slot {
    pub id: String,
    pub dir: PathBuf,
    lock: Option<Lock>,
    room: Room,
    /// The generation of the record and journal.
    gen: u64,
    /// The identity of the record file ([`journal::identity`]), which lines carry.
    ident: u64,
    last: Last,
    base_len: u64,
    journal: Option<File>,
    journal_len: u64,
    /// The lines in the journal.
    lines: u64,
    /// A failed append may have left part of a line: cut before the next.
    dirty: bool,
    sync: Syncer,
    /// What the files hold.
    held: Held,
    /// The record file, open and locked while the game is played; and files of the
    /// game that went from the slot but have another name, locked as long.
    record: Option<File>,
    gone: Vec<File>,
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
    /// The journal whose lines were replayed on the record, if any: what a refusal of
    /// the game read back is to name when the record alone reads.
    pub journal: Option<(PathBuf, String)>,
}

fn record_path(dir: &Path, gen: u64) -> PathBuf {
    dir.join(format!("record.{gen}.json"))
}
fn journal_path(dir: &Path, gen: u64) -> PathBuf {
    dir.join(format!("journal.{gen}"))
}

/// The generation `name` is a file of (`record.G.json` or `journal.G`).
fn generation(name: &str) -> Option<(u64, bool)> {
    if let Some(g) = name.strip_prefix("record.").and_then(|r| r.strip_suffix(".json")) {
        return g.parse().ok().map(|g| (g, true));
    }
    name.strip_prefix("journal.")?.parse().ok().map(|g| (g, false))
}

/// The generations of record files in a slot's directory, highest last; the highest
/// generation of a journal, if any; and the name of a file that is neither, nor the
/// lock, nor a temporary file (what an older version kept beside its save, say).
fn generations(dir: &Path) -> (Vec<u64>, Option<u64>, Option<String>) {
    let mut g = Vec::new();
    let mut j = None;
    let mut other = None;
    for e in fs::read_dir(dir).into_iter().flatten().flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        match generation(&name) {
            Some((n, true)) => g.push(n),
            Some((n, false)) => j = j.max(Some(n)),
            None if name != "lock" && !name.ends_with(".tmp") && name != FINISHED => other = Some(name),
            None => {}
        }
    }
    g.sort_unstable();
    (g, j, other)
}

/// The generation to read: the highest record's. A journal with no record of its
/// generation or a later one is an error: its record is missing, and nothing is
/// read (or removed) in its place.
fn current(dir: &Path) -> Result<Option<u64>, Fault> {
    let (g, j, other) = generations(dir);
    match (g.last(), j, other) {
        (last, Some(j), _) if last.is_none_or(|&g| g < j) => {
            Err(Fault::NoRecord { journal: journal_path(dir, j), record: record_path(dir, j) })
        }
        // Something of a game is there, but no record: never taken for a slot
        // that nothing was saved in yet (which is removed).
        (None, None, Some(other)) => Err(Fault::NoRecordBeside { dir: dir.to_path_buf(), other }),
        (last, _, _) => Ok(last.copied()),
    }
}

/// Reads a slot's game without taking its lock (to list it): its text and what it
/// holds; `None` when nothing is saved in it yet.
///
/// # Errors
/// The record or the journal does not read, or the record is missing.
pub fn peek(dir: &Path) -> Result<Option<Loaded>, Fault> {
    let Some(gen) = current(dir)? else { return Ok(None) };
    read(dir, gen).map(|r| Some(r.loaded))
}

/// A slot's files as read.
struct Read {
    loaded: Loaded,
    /// The length of the journal's whole lines, and how many there are.
    whole: u64,
    lines: u64,
    /// The record file, open.
    record: File,
    ident: u64,
    base_len: u64,
    /// The journal is of an earlier version.
    older: bool,
}

/// The record of generation `gen` with its journal replayed.
fn read(dir: &Path, gen: u64) -> Result<Read, Fault> {
    let at = |p: &Path, e: crate::files::ReadError| Fault::read(p, e);
    let rp = record_path(dir, gen);
    let (base, record) = crate::files::read_file(&rp, LIMIT, false).map_err(|e| at(&rp, e))?;
    let jp = journal_path(dir, gen);
    let journal = match crate::files::own(&jp, LIMIT) {
        Err(crate::files::ReadError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => Vec::new(),
        r => r.map_err(|e| at(&jp, e))?,
    };
    let whole = journal.iter().rposition(|b| *b == b'\n').map_or(0, |i| i + 1) as u64;
    let (ident, base_len) = (journal::identity(&base), base.len() as u64);
    let r = journal::replay(&base, &rp, &journal, &jp)?;
    if r.text.len() as u64 > LIMIT {
        return Err(Fault::TooLarge { path: jp, limit: LIMIT });
    }
    let by_journal = (r.lines > 0).then(|| (jp.clone(), String::from_utf8_lossy(&base).into_owned()));
    let loaded =
        Loaded { text: r.text, held: Held { hands: r.hands, actions: r.actions }, torn: r.torn, journal: by_journal };
    Ok(Read { loaded, whole, lines: r.lines as u64, record, ident, base_len, older: r.older })
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
            ident: 0,
            last: Last::default(),
            base_len: 0,
            journal: None,
            journal_len: 0,
            lines: 0,
            dirty: false,
            sync: Syncer::default(),
            held: Held::default(),
            record: None,
            gone: Vec::new(),
            written: 0,
        }
    }

    /// Opens the slot at `dir`, locked, and reads its game back. Files of older
    /// generations and of writes cut short go; a torn last journal line is cut off.
    /// When a file of the game has another name (a hard link), or cannot be locked,
    /// the game is written anew at once into files of its own.
    ///
    /// # Errors
    /// Another program holds it, or its files do not read: the fault says which.
    pub(super) fn open(id: String, dir: PathBuf, room: Room) -> Result<(Slot, Loaded), Fault> {
        let lock = Lock::take(&dir).map_err(|b| Fault::lock(Some(&id), b))?;
        let Some(gen) = current(&dir)? else {
            return Err(Fault::Empty { id, dir });
        };
        let r = read(&dir, gen)?;
        let mut s = Slot::new(id, dir, lock, room);
        for e in fs::read_dir(&s.dir).into_iter().flatten().flatten() {
            let n = e.file_name().to_string_lossy().into_owned();
            let old = generation(&n).is_some_and(|(g, _)| g < gen);
            if old || (n.ends_with(".tmp") && stale_tmp(&n)) {
                s.remove(&e.path());
            }
        }
        s.gen = gen;
        s.ident = r.ident;
        s.base_len = r.base_len;
        s.held = r.loaded.held;
        s.lines = r.lines;
        s.journal_len = r.whole;
        let jp = journal_path(&s.dir, gen);
        let own = |f: &File| f.metadata().is_ok_and(|m| crate::files::links(&m) == 1) && f.try_lock().is_ok();
        let mut fresh = !own(&r.record);
        s.record = Some(r.record);
        if !fresh && crate::files::exists(&jp).unwrap_or(false) {
            match crate::files::append(&jp) {
                Ok(f) if f.try_lock().is_ok() => {
                    if r.loaded.torn {
                        // The next line must not follow the torn one.
                        crate::files::cut(&f, r.whole)
                            .and_then(|()| Ok(f.sync_data()?))
                            .map_err(|e| Fault::Cut { path: jp.clone(), error: std::sync::Arc::new(e) })?;
                    }
                    s.journal = Some(f);
                }
                _ => fresh = true,
            }
        }
        if r.older {
            // An earlier version's journal: the first save writes the record anew.
            s.last = Last::default();
        } else {
            s.last = Last::of(&r.loaded.text).unwrap_or_default();
        }
        if fresh {
            s.compact(&r.loaded.text)?;
        }
        Ok((s, r.loaded))
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
    /// [`Fault::Write`]: the file, and the system's reason (a full disk, say).
    pub fn save(&mut self, text: &str) -> Result<(), Fault> {
        let Some(s) = split(text) else { return self.compact(text) };
        let from = self.last.hands.saturating_sub(1).min(s.hands.len());
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
    /// change, so only the hands from that one are asked for, and the line holds only
    /// what differs from the last save: the time and the bytes grow with the action,
    /// not with the hand or the session.
    ///
    /// # Errors
    /// As [`Slot::save`].
    pub fn save_from(&mut self, hands: usize, part: &dyn Fn(usize) -> Part) -> Result<(), Fault> {
        if self.last.hands == 0 || hands < self.last.hands {
            return self.compact_with(part);
        }
        let from = self.last.hands - 1;
        let (head, tail) = match part(from) {
            Ok(p) if p.1.len() == hands - from => p,
            Ok(_) | Err(_) => return self.compact_with(part),
        };
        let tail: Vec<&str> = tail.iter().map(String::as_str).collect();
        let text = tail.join(JOIN) + TAIL;
        // What the last save wrote, as far as it is the same.
        let same = journal::same(&self.last.tail, &text);
        let hat = journal::same(&self.last.head, &head);
        let new_head = (head != self.last.head).then(|| (hat, &head[hat..]));
        let line = journal::line(self.lines + 1, self.ident, new_head, self.last.at + same, &text[same..]);
        if self.journal_len + line.len() as u64 > self.base_len.max(MIN_JOURNAL) {
            return self.compact_with(part);
        }
        self.append(line.as_bytes())?;
        // The hand in play now, and where it begins.
        let skip: usize = tail[..tail.len() - 1].iter().map(|h| h.len() + JOIN.len()).sum();
        self.last = Last { head, tail: text[skip..].to_string(), at: self.last.at + skip, hands };
        self.held = Held::of(&tail[tail.len() - 1..]);
        self.held.hands = hands;
        Ok(())
    }

    /// Writes the whole record anew, as `part(0)` gives it.
    fn compact_with(&mut self, part: &dyn Fn(usize) -> Part) -> Result<(), Fault> {
        let text = match part(0) {
            Err(text) => text,
            Ok((head, hands)) => journal::text(&head, &hands.iter().map(String::as_str).collect::<Vec<_>>()),
        };
        self.compact(&text)
    }

    /// Writes the record anew as the next generation; the older files go (locked on,
    /// if they have another name, while the game is played).
    ///
    /// # Errors
    /// The record cannot be written: the files hold what they held.
    pub fn compact(&mut self, text: &str) -> Result<(), Fault> {
        let next = self.gen + 1;
        if let Some(j) = &self.journal {
            self.sync.now(j);
        }
        let file = write_locked(&record_path(&self.dir, next), text.as_bytes(), &self.room)?;
        self.written += text.len() as u64;
        let old = [journal_path(&self.dir, self.gen), record_path(&self.dir, self.gen)];
        let files = [self.journal.take(), self.record.replace(file)];
        for (path, f) in old.iter().zip(files) {
            // Never read again (a higher generation is there). Under another name
            // it stays as it is, and locked: a tool that shows hands knows it.
            match f {
                Some(f) => {
                    if f.metadata().is_ok_and(|m| crate::files::links(&m) > 1) {
                        self.gone.push(f);
                    }
                    let _ = fs::remove_file(path);
                }
                None => self.remove(path),
            }
        }
        self.gen = next;
        self.ident = journal::identity(text.as_bytes());
        self.journal_len = 0;
        self.lines = 0;
        self.dirty = false;
        self.base_len = text.len() as u64;
        self.last = Last::of(text).unwrap_or_default();
        self.held = split(text).map(|s| Held::of(&s.hands)).unwrap_or_default();
        Ok(())
    }

    /// Removes a file of the game from the slot; one with another name stays locked.
    fn remove(&mut self, path: &Path) {
        let link = fs::symlink_metadata(path).map_or(true, |m| m.file_type().is_symlink());
        if let Ok(f) = File::open(path).map_err(drop).and_then(|f| if link { Err(()) } else { Ok(f) }) {
            if f.metadata().is_ok_and(|m| crate::files::links(&m) > 1) && f.try_lock().is_ok() {
                self.gone.push(f);
            }
        }
        let _ = fs::remove_file(path);
    }

    fn append(&mut self, line: &[u8]) -> Result<(), Fault> {
        let path = journal_path(&self.dir, self.gen);
        let err = |e: std::io::Error| Fault::write(&path, e);
        if self.journal.is_none() {
            // Made empty and locked, under its name for good, before a line is in it.
            let mut f = write_locked(&path, b"", &self.room)?;
            f.seek(std::io::SeekFrom::End(0)).map_err(err)?;
            self.journal = Some(f);
        }
        let f = self.journal.as_mut().expect("opened above");
        if self.dirty {
            crate::files::cut(f, self.journal_len).map_err(|e| Fault::write(&path, e))?;
            f.seek(std::io::SeekFrom::Start(self.journal_len)).map_err(err)?;
            self.dirty = false;
        }
        let r = self.room.take(line.len()).and_then(|_| f.write_all(line));
        if let Err(e) = r {
            self.dirty = true;
            if crate::files::cut(f, self.journal_len).is_ok()
                && f.seek(std::io::SeekFrom::Start(self.journal_len)).is_ok()
            {
                self.dirty = false;
            }
            return Err(err(e));
        }
        self.journal_len += line.len() as u64;
        self.lines += 1;
        self.written += line.len() as u64;
        if let Err(e) = self.sync.wrote(f) {
            return Err(err(e));
        }
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
    pub fn finish(&mut self, text: &str, to: &Path) -> Result<PathBuf, Fault> {
        super::disk::write_atomic(&self.dir.join(FINISHED), text.as_bytes(), &self.room)?;
        if let Some(j) = self.journal.take() {
            self.sync.now(&j);
        }
        self.record = None;
        self.gone.clear();
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
        let _ = super::disk::sync_dir(&parent);
        self.dir = gone.clone();
        if fs::rename(gone.join(FINISHED), to).is_err() {
            return Ok(gone.join(FINISHED));
        }
        let _ = super::disk::sync_dir(to.parent().unwrap_or(Path::new(".")));
        self.lock = None;
        // Out of the list already: what cannot be removed now goes at the next opening.
        let _ = fs::remove_dir_all(&gone);
        Ok(to.to_path_buf())
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        if let Some(j) = &self.journal {
            self.sync.now(j);
        }
    }
}

/// The record of a finished game while it is moved out of its slot.
pub const FINISHED: &str = "finished.json";
