//! One game, one program: a slot is locked for as long as a program plays it.
//!
//! The lock is the operating system's advisory lock on the file `lock` in the slot,
//! taken without waiting and held until the program ends or lets the game go. The
//! system drops it when the holder ends in any way, `kill -9` included, so a crash
//! never leaves a stale lock. The holder writes its process id into the file, only so
//! that another program can say who holds it. The file is opened without following a
//! link, and anything but a regular file is refused: a link put in its place must not
//! make the program empty the file it points to.

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
    /// Something that is not a regular file stands where the lock belongs.
    NotAFile { path: PathBuf },
    /// The lock file has another name (a hard link): writing the process id into it
    /// would empty the file under that name.
    Shared { path: PathBuf },
}

impl std::fmt::Display for Busy {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Busy::Held { pid, .. } => {
                write!(f, "it is open in another nos")?;
                match pid {
                    Some(p) => write!(f, " (process {p})"),
                    None => Ok(()),
                }
            }
            Busy::Io { path, error } => write!(f, "cannot lock {}: {error}", path.display()),
            Busy::NotAFile { path } => write!(
                f,
                "{} is not a regular file (a link, say): the game is not opened through it; remove it and try again",
                path.display()
            ),
            Busy::Shared { path } => write!(
                f,
                "{} has another name (a hard link): the game is not opened through it; remove it and try again",
                path.display()
            ),
        }
    }
}

/// Opens `path` for locking: never through a link, and only a regular file.
fn open(path: &Path, create: bool) -> Result<File, Busy> {
    let mut o = OpenOptions::new();
    o.read(true).write(create).create(create).truncate(false);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        o.custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK | libc::O_NOCTTY);
    }
    let file = o.open(path).map_err(|error| {
        // A link where the lock belongs: O_NOFOLLOW refuses it with ELOOP.
        if std::fs::symlink_metadata(path).is_ok_and(|m| !m.file_type().is_file()) {
            Busy::NotAFile { path: path.to_path_buf() }
        } else {
            Busy::Io { path: path.to_path_buf(), error }
        }
    })?;
    match file.metadata() {
        Ok(m) if m.file_type().is_file() => Ok(file),
        Ok(_) => Err(Busy::NotAFile { path: path.to_path_buf() }),
        Err(error) => Err(Busy::Io { path: path.to_path_buf(), error }),
    }
}

impl Lock {
    /// Takes the lock in the directory `dir`, without waiting.
    ///
    /// # Errors
    /// Another program holds it, the file is not a regular file, or it cannot be
    /// made or locked.
    pub fn take(dir: &Path) -> Result<Lock, Busy> {
        let path = dir.join("lock");
        let mut file = open(&path, true)?;
        if file.metadata().is_ok_and(|m| crate::files::links(&m) > 1) {
            return Err(Busy::Shared { path });
        }
        match file.try_lock() {
            Ok(()) => {}
            Err(TryLockError::WouldBlock) => {
                let mut text = String::new();
                let _ = file.read_to_string(&mut text);
                return Err(Busy::Held { path, pid: text.trim().parse().ok() });
            }
            Err(TryLockError::Error(error)) => return Err(Busy::Io { path, error }),
        }
        // Ours now: say who holds it. A failure here costs only the process id in
        // another program's message.
        if crate::files::cut(&file, 0).is_ok() {
            let _ = file.rewind().and_then(|_| write!(file, "{}", std::process::id()));
        }
        Ok(Lock { _file: file })
    }
}

/// Whether another program holds the lock in `dir`: `Some` with its process id (when
/// written), `None` when nobody does or there is no lock file. Only looks: no lock
/// file is made, and a lock taken to look is let go at once.
pub fn holder(dir: &Path) -> Option<Option<u32>> {
    let mut file = open(&dir.join("lock"), false).ok()?;
    match file.try_lock_shared() {
        Err(TryLockError::WouldBlock) => {
            let mut text = String::new();
            let _ = file.read_to_string(&mut text);
            Some(text.trim().parse().ok())
        }
        _ => None,
    }
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn a_lock_replaced_by_a_link_is_refused_and_its_target_untouched() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("precious");
        std::fs::write(&target, "keep me").unwrap();
        std::os::unix::fs::symlink(&target, dir.path().join("lock")).unwrap();
        let e = Lock::take(dir.path()).unwrap_err();
        assert!(matches!(e, Busy::NotAFile { .. }), "{e:?}");
        assert!(e.to_string().contains("is not a regular file"), "{e}");
        assert_eq!(std::fs::read_to_string(&target).unwrap(), "keep me");
        assert_eq!(holder(dir.path()), None);
    }

    #[test]
    fn a_lock_with_another_name_is_refused_and_never_emptied() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("precious");
        std::fs::write(&target, "keep me").unwrap();
        std::fs::hard_link(&target, dir.path().join("lock")).unwrap();
        let e = Lock::take(dir.path()).unwrap_err();
        assert!(matches!(e, Busy::Shared { .. }), "{e:?}");
        assert!(e.to_string().contains("has another name (a hard link)"), "{e}");
        assert_eq!(std::fs::read_to_string(&target).unwrap(), "keep me");
    }

    #[test]
    fn a_directory_where_the_lock_belongs_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("lock")).unwrap();
        assert!(matches!(Lock::take(dir.path()), Err(Busy::NotAFile { .. })));
    }

    #[test]
    fn the_lock_is_held_once_and_released_with_its_holder() {
        let dir = tempfile::tempdir().unwrap();
        let l = Lock::take(dir.path()).unwrap();
        assert_eq!(holder(dir.path()), Some(Some(std::process::id())));
        let e = Lock::take(dir.path()).unwrap_err();
        assert!(e.to_string().contains(&format!("open in another nos (process {})", std::process::id())), "{e}");
        drop(l);
        assert_eq!(holder(dir.path()), None);
        Lock::take(dir.path()).unwrap();
    }
}
