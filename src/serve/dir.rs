//! The data directory, held by one server at a time and kept private. A server takes
//! the lock `serve/lock` (the lock of [`crate::store::lock`], that local games take
//! in their slots) for as long as it runs: a second server on the same directory is
//! refused, and after a crash (`kill -9` included) the system has dropped the lock, so
//! the next server takes the directory at once. The directory holds every live hand
//! (the tables' records) and every seat code (`serve/tables.json`): the server makes
//! what it writes readable by its own account only, and tightens what an earlier run
//! left readable by others.

use crate::store::lock::{Busy, Lock};
use std::path::{Path, PathBuf};

/// Why the data directory is not this server's.
#[derive(Debug)]
pub enum Unowned {
    /// The folder the server keeps its files in cannot be made: which, and why.
    Make { path: PathBuf, error: std::io::Error },
    /// Another server holds it: the directory, and that server's process id when it
    /// has written it yet.
    Served { data: PathBuf, pid: Option<u32> },
    /// The lock cannot be taken for another reason (its file cannot be opened, or is
    /// not a file the program locks).
    Lock(Busy),
}

impl std::fmt::Display for Unowned {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let shown = |p: &Path| crate::text::safe(&p.display().to_string()).into_owned();
        match self {
            Unowned::Make { path, error } => write!(f, "cannot make {}: {}", shown(path), crate::text::safe(&error.to_string())),
            Unowned::Served { data, pid } => write!(
                f,
                "the data directory {} is served by another nos serve{}: one server a directory; stop that one, or give this one a directory of its own (NOS_DATA_DIR)",
                shown(data),
                pid.map(|p| format!(" (process {p})")).unwrap_or_default()
            ),
            Unowned::Lock(b) => f.write_str(&crate::text::safe(&b.to_string())),
        }
    }
}

impl std::error::Error for Unowned {}

/// Takes the data directory `data` for this server: made if need be, made private,
/// and locked for as long as the returned lock lives.
///
/// # Errors
/// Another server holds it (its process id said), or it cannot be made or locked.
pub fn own(data: &Path) -> Result<Lock, Unowned> {
    private_from_now();
    let shown = |p: &Path| crate::text::safe(&p.display().to_string()).into_owned();
    let serve = data.join("serve");
    std::fs::create_dir_all(&serve).map_err(|error| Unowned::Make { path: serve.clone(), error })?;
    let lock = Lock::take(&serve).map_err(|e| match e {
        Busy::Held { pid, .. } => Unowned::Served { data: data.to_path_buf(), pid },
        other => Unowned::Lock(other),
    })?;
    let (made, failed) = tighten(data);
    if made > 0 {
        super::log(&format!(
            "{} was readable by other accounts: {made} of its files and folders made private",
            shown(data)
        ));
    }
    if let Some(e) = failed {
        super::log(&format!("{} cannot be made private to this account: {e}", shown(data)));
    }
    Ok(lock)
}

/// Every file and folder this process makes from now on is its account's alone
/// (0600 and 0700).
fn private_from_now() {
    #[cfg(unix)]
    // SAFETY: umask only sets the process's file mode mask; it cannot fail.
    unsafe {
        libc::umask(0o077);
    }
}

/// The parts of the data directory that nos writes: the games' slots, the finished
/// sessions, the server's own files. (Only these are walked: the directory may be one
/// a user chose that holds other things.)
const PARTS: [&str; 3] = ["games", "sessions", "serve"];

/// A file or folder of the data directory whose rights cannot be changed: which, and
/// why.
#[derive(Debug)]
pub struct Unprivate {
    pub path: PathBuf,
    pub error: std::io::Error,
}

impl std::fmt::Display for Unprivate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let path = self.path.display().to_string();
        write!(f, "{}: {}", crate::text::safe(&path), crate::text::safe(&self.error.to_string()))
    }
}

/// Takes the rights of other accounts off the data directory and off everything in
/// its parts (links are not followed): how many were changed, and the first failure.
fn tighten(data: &Path) -> (usize, Option<Unprivate>) {
    let mut made = 0;
    let mut failed = None;
    // The data directory itself, then its parts and everything in them.
    let mut todo: Vec<(PathBuf, bool)> = vec![(data.to_path_buf(), false)];
    todo.extend(PARTS.iter().map(|p| (data.join(p), true)));
    while let Some((p, walk)) = todo.pop() {
        let Ok(m) = std::fs::symlink_metadata(&p) else { continue };
        if walk && m.is_dir() {
            if let Ok(rd) = std::fs::read_dir(&p) {
                todo.extend(rd.flatten().map(|e| (e.path(), true)));
            }
        }
        match private(&p, &m) {
            Ok(true) => made += 1,
            Ok(false) => {}
            Err(error) => {
                failed.get_or_insert(Unprivate { path: p, error });
            }
        }
    }
    (made, failed)
}

/// Makes one file or folder its owner's alone; whether it was not.
#[cfg(unix)]
fn private(p: &Path, m: &std::fs::Metadata) -> std::io::Result<bool> {
    use std::os::unix::fs::PermissionsExt;
    let mode = m.permissions().mode() & 0o7777;
    if m.file_type().is_symlink() || mode & 0o077 == 0 {
        return Ok(false);
    }
    std::fs::set_permissions(p, std::fs::Permissions::from_mode(mode & 0o700))?;
    Ok(true)
}

#[cfg(not(unix))]
fn private(_: &Path, _: &std::fs::Metadata) -> std::io::Result<bool> {
    Ok(false)
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    fn mode(p: &Path) -> u32 {
        std::fs::symlink_metadata(p).unwrap().permissions().mode() & 0o777
    }

    #[test]
    fn what_others_could_read_is_made_private_and_links_are_not_followed() {
        let dir = tempfile::tempdir().unwrap();
        let data = dir.path().join("data");
        let games = data.join("games").join("1");
        std::fs::create_dir_all(&games).unwrap();
        let record = games.join("record.1.json");
        std::fs::write(&record, "{}").unwrap();
        let other = dir.path().join("other");
        std::fs::write(&other, "not ours to change").unwrap();
        std::os::unix::fs::symlink(&other, data.join("games").join("link")).unwrap();
        // A file of the user's own beside the parts nos writes is left alone.
        let own = data.join("notes.txt");
        std::fs::write(&own, "").unwrap();
        let parent = data.join("games");
        for (p, m) in
            [(&data, 0o755), (&parent, 0o755), (&games, 0o755), (&record, 0o644), (&other, 0o644), (&own, 0o644)]
        {
            std::fs::set_permissions(p, std::fs::Permissions::from_mode(m)).unwrap();
        }
        let (made, failed) = tighten(&data);
        assert_eq!(made, 4, "{failed:?}");
        assert!(failed.is_none(), "{failed:?}");
        assert_eq!((mode(&data), mode(&games), mode(&record)), (0o700, 0o700, 0o600));
        assert_eq!(mode(&parent), 0o700);
        assert_eq!(mode(&other), 0o644);
        assert_eq!(mode(&own), 0o644);
        assert!(matches!(tighten(&data), (0, None)));
    }
}
