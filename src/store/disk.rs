//! Writing files so that a crash, a kill or a full disk never leaves half of one, and
//! the room a test can take away ([`Room`]) to see what a full disk does.

use super::fault::Fault;
use std::fs;
use std::path::Path;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;

/// How many more bytes the store may write: unbounded, as on any real disk (which
/// says itself when it is full), or a budget a test sets and refills.
#[derive(Clone, Debug, Default)]
pub struct Room(Option<Arc<AtomicI64>>);

impl Room {
    /// A disk with `bytes` free, shared by every clone.
    pub fn bounded(bytes: i64) -> Room {
        Room(Some(Arc::new(AtomicI64::new(bytes))))
    }

    /// Frees `bytes` more (a test clears the disk).
    pub fn add(&self, bytes: i64) {
        if let Some(r) = &self.0 {
            r.fetch_add(bytes, Ordering::SeqCst);
        }
    }

    /// Takes room for `n` bytes, or fails as a full disk does.
    pub fn take(&self, n: usize) -> std::io::Result<()> {
        let Some(r) = &self.0 else { return Ok(()) };
        let n = n as i64;
        if r.fetch_sub(n, Ordering::SeqCst) < n {
            r.fetch_add(n, Ordering::SeqCst);
            return Err(full());
        }
        Ok(())
    }
}

/// The error a full disk gives.
fn full() -> std::io::Error {
    #[cfg(unix)]
    {
        std::io::Error::from_raw_os_error(libc::ENOSPC)
    }
    #[cfg(not(unix))]
    {
        std::io::Error::new(std::io::ErrorKind::StorageFull, "no space left on device")
    }
}

/// Writes a file so that it is either the old or the new content, never half, and
/// never through a symbolic link ([`crate::files::replace`]); the room taken first.
///
/// # Errors
/// [`Fault::Write`]: the file, and the reason (a full disk, no permission, a link).
pub fn write_atomic(path: &Path, bytes: &[u8], room: &Room) -> Result<(), Fault> {
    write_locked(path, bytes, room).map(drop)
}

/// [`write_atomic`], giving the new file, locked for this program while the value
/// lives (a file of the game in play: [`crate::files::live`]).
///
/// # Errors
/// As [`write_atomic`].
pub fn write_locked(path: &Path, bytes: &[u8], room: &Room) -> Result<fs::File, Fault> {
    crate::files::replace(path, bytes, &|n| room.take(n)).map_err(|e| Fault::write(path, e))
}

pub use crate::files::sync_dir;

/// Whether a temporary file of ours (`.<file>.<pid>-<n>.tmp`) was left by a program
/// that no longer runs, so that removing it cannot cut another program's write.
pub fn stale_tmp(name: &str) -> bool {
    let Some(rest) = name.strip_suffix(".tmp") else { return false };
    let Some(pid) = rest.rsplit('.').next().and_then(|p| p.split('-').next()).and_then(|p| p.parse::<i32>().ok())
    else {
        return false;
    };
    !alive(pid)
}

fn alive(pid: i32) -> bool {
    #[cfg(unix)]
    {
        if pid <= 0 {
            return false;
        }
        // SAFETY: signal 0 only asks whether the process exists.
        let r = unsafe { libc::kill(pid, 0) };
        r == 0 || std::io::Error::last_os_error().raw_os_error() == Some(libc::EPERM)
    }
    #[cfg(not(unix))]
    {
        let _ = pid;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failed_write_leaves_no_temporary_file_and_the_old_content() {
        let dir = tempfile::tempdir().unwrap();
        // A directory where the file should be: the rename fails after the write.
        let path = dir.path().join("x.json");
        fs::create_dir(&path).unwrap();
        fs::write(path.join("inside"), "kept").unwrap();
        let e = write_atomic(&path, b"new", &Room::default()).unwrap_err().to_string();
        assert!(e.starts_with(&format!("cannot write {}", path.display())), "{e}");
        let left: Vec<_> = fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
        assert_eq!(left, vec![std::ffi::OsString::from("x.json")]);
        assert_eq!(fs::read_to_string(path.join("inside")).unwrap(), "kept");
    }

    #[test]
    fn a_full_disk_fails_the_write_and_keeps_the_old_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("x.json");
        fs::write(&path, "old").unwrap();
        let room = Room::bounded(2);
        let f = write_atomic(&path, b"new", &room).unwrap_err();
        assert!(f.full() && !f.denied() && !f.busy(), "{f:?}");
        let e = f.to_string();
        assert!(e.contains("No space left on device") || e.contains("no space"), "{e}");
        assert_eq!(fs::read_to_string(&path).unwrap(), "old");
        room.add(10);
        write_atomic(&path, b"new", &room).unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "new");
    }

    #[cfg(unix)]
    #[test]
    fn a_link_where_the_file_belongs_is_refused_by_name_and_another_name_keeps_its_bytes() {
        let dir = tempfile::tempdir().unwrap();
        let theirs = dir.path().join("theirs.txt");
        fs::write(&theirs, "mine").unwrap();
        // The list of a server's tables, a finished game's record: any file written.
        for name in ["tables.json", "finished.json"] {
            let path = dir.path().join(name);
            std::os::unix::fs::symlink(&theirs, &path).unwrap();
            let e = write_atomic(&path, b"new", &Room::default()).unwrap_err().to_string();
            assert_eq!(
                e,
                format!("cannot write {}: it is a symbolic link, and nothing is written through one", path.display())
            );
            assert!(fs::symlink_metadata(&path).unwrap().file_type().is_symlink());
        }
        // A hard link: the file is replaced under this name; the other keeps its bytes.
        let path = dir.path().join("record.json");
        fs::hard_link(&theirs, &path).unwrap();
        write_atomic(&path, b"new", &Room::default()).unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "new");
        assert_eq!(fs::read_to_string(&theirs).unwrap(), "mine");
    }

    #[test]
    fn only_a_dead_programs_temporary_files_are_stale() {
        assert!(!stale_tmp(&format!(".record.1.json.{}-3.tmp", std::process::id())));
        assert!(stale_tmp(".record.1.json.2147483646-3.tmp"));
        assert!(!stale_tmp("record.1.json"));
    }
}
