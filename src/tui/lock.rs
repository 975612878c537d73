//! One game, one program: the data directory is locked for as long as a program
//! plays (or may start) the game kept there.
//!
//! The lock is the operating system's advisory lock on the file `lock` in the data
//! directory, taken without waiting and held until the program ends. The system drops
//! it when the holder ends in any way, `kill -9` included, so a crash never leaves a
//! stale lock to block the player. The holder writes its process id into the file,
//! only so that another program can say who holds it.

use std::fs::{File, OpenOptions, TryLockError};
use std::io::{Read, Seek, Write};
use std::path::{Path, PathBuf};

/// The lock, held while this value lives.
#[derive(Debug)]
pub struct Lock {
    _file: File,
}

/// Why the lock was not taken.
#[derive(Debug)]
pub enum Busy {
    /// Another program holds it: its process id, when it has written it yet.
    Held { path: PathBuf, pid: Option<u32> },
    /// The lock file cannot be opened or locked.
    Io { path: PathBuf, error: std::io::Error },
}

impl Lock {
    /// Takes the lock of the data directory `dir`, without waiting.
    ///
    /// # Errors
    /// Another program holds it, or the file cannot be made or locked.
    pub fn take(dir: &Path) -> Result<Lock, Busy> {
        let path = dir.join("lock");
        let io = |error| Busy::Io { path: path.clone(), error };
        let mut file =
            OpenOptions::new().read(true).write(true).create(true).truncate(false).open(&path).map_err(io)?;
        match file.try_lock() {
            Ok(()) => {}
            Err(TryLockError::WouldBlock) => {
                let mut text = String::new();
                let _ = file.read_to_string(&mut text);
                return Err(Busy::Held { path, pid: text.trim().parse().ok() });
            }
            Err(TryLockError::Error(e)) => return Err(io(e)),
        }
        // Ours now: say who holds it. A failure here costs only the process id in
        // another program's message.
        let _ = file.set_len(0).and_then(|_| file.rewind()).and_then(|_| write!(file, "{}", std::process::id()));
        Ok(Lock { _file: file })
    }
}

/// Whether another program holds the lock of the data directory `dir`: `Some` with
/// its process id (when written), `None` when nobody does or `dir` has no lock file.
/// Only looks: no lock file is made, and a lock taken to look is let go at once.
pub fn holder(dir: &Path) -> Option<Option<u32>> {
    let mut file = OpenOptions::new().read(true).open(dir.join("lock")).ok()?;
    match file.try_lock_shared() {
        Err(TryLockError::WouldBlock) => {
            let mut text = String::new();
            let _ = file.read_to_string(&mut text);
            Some(text.trim().parse().ok())
        }
        _ => None,
    }
}
