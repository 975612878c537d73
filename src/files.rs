//! Reading and writing files: the one way the program reads a file, and the one way
//! it writes, appends to or cuts one.
//!
//! A path can name something that is not a file: a directory, a named pipe whose
//! opening blocks until a writer comes, `/dev/zero` which never ends, a link to any of
//! them, or a sparse file of a terabyte. [`read`] refuses all of them, before reading a
//! byte of anything but a regular file, and never reads more than its limit; [`own`]
//! reads a file the program keeps itself, and refuses a symbolic link in its place.
//!
//! Writing ([`replace`], [`append`], [`cut`]) never goes through a symbolic link, which
//! is refused by name, and never cuts a file that has another name (a hard link) in
//! place: what another name shows is never changed by the program.

use std::fmt;
use std::fs::{File, Metadata};
use std::io::{Read, Write};
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};

/// Why a file was not read.
#[derive(Debug)]
pub enum ReadError {
    /// It does not exist, or cannot be opened or read.
    Io(std::io::Error),
    /// It is not a regular file: what it is instead.
    NotAFile(&'static str),
    /// It holds more than the limit.
    TooLarge { limit: u64 },
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::Io(e) => write!(f, "cannot read: {e}"),
            ReadError::NotAFile(what) => write!(f, "cannot read: it is {what}, not a file"),
            ReadError::TooLarge { limit } => {
                write!(f, "the file is larger than {} bytes ({}), the most that is read", limit, size(*limit))
            }
        }
    }
}

impl std::error::Error for ReadError {}

/// `n` bytes in words.
fn size(n: u64) -> String {
    if n >= 1 << 20 && n.is_multiple_of(1 << 20) {
        format!("{} MiB", n >> 20)
    } else if n >= 1 << 10 && n.is_multiple_of(1 << 10) {
        format!("{} KiB", n >> 10)
    } else {
        format!("{n} bytes")
    }
}

/// What a file's metadata says it is, when it is not a regular file.
fn not_a_file(m: &Metadata) -> Option<&'static str> {
    let t = m.file_type();
    if t.is_file() {
        return None;
    }
    if t.is_dir() {
        return Some("a directory");
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_fifo() {
            return Some("a named pipe");
        }
        if t.is_char_device() || t.is_block_device() {
            return Some("a device");
        }
        if t.is_socket() {
            return Some("a socket");
        }
    }
    Some("not a regular file")
}

/// Whether there is a regular file at `path` (links followed): `Ok(false)` when there
/// is nothing.
///
/// # Errors
/// What is there is something else (the words say what), or cannot be looked at.
pub fn exists(path: &Path) -> Result<bool, ReadError> {
    match std::fs::metadata(path) {
        Ok(m) => match not_a_file(&m) {
            None => Ok(true),
            Some(what) => Err(ReadError::NotAFile(what)),
        },
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(false),
        Err(e) => Err(ReadError::Io(e)),
    }
}

/// Reads the regular file at `path` (links followed), at most `limit` bytes.
///
/// Refused without reading: a directory, a named pipe, a device, a socket (each said
/// in words), and a file whose size is over the limit. The file is opened so that a
/// pipe put in its place meanwhile cannot block, and checked again once open; a file
/// that grows while read is cut off at `limit + 1` bytes and refused.
///
/// # Errors
/// [`ReadError`], whose text is a sentence for the user.
///
/// ```
/// let e = nos::files::read(std::path::Path::new("/"), 1 << 20).unwrap_err();
/// assert_eq!(e.to_string(), "cannot read: it is a directory, not a file");
/// ```
pub fn read(path: &Path, limit: u64) -> Result<Vec<u8>, ReadError> {
    read_file(path, limit, true).map(|(b, _)| b)
}

/// Reads a file the program keeps itself (a game's record or journal, its progress),
/// at most `limit` bytes: as [`read`], but a symbolic link in its place is refused,
/// never followed.
///
/// # Errors
/// As [`read`]; a link is [`ReadError::NotAFile`] `"a symbolic link"`.
pub fn own(path: &Path, limit: u64) -> Result<Vec<u8>, ReadError> {
    read_file(path, limit, false).map(|(b, _)| b)
}

/// Reads a file as [`read`] or [`own`], and gives the open file with its bytes.
///
/// # Errors
/// As [`read`].
pub fn read_file(path: &Path, limit: u64, follow: bool) -> Result<(Vec<u8>, File), ReadError> {
    // Looking first means nothing but a regular file is ever opened: opening a device
    // can have effects of its own.
    let m = if follow { std::fs::metadata(path) } else { std::fs::symlink_metadata(path) };
    let m = m.map_err(ReadError::Io)?;
    if m.file_type().is_symlink() {
        return Err(ReadError::NotAFile("a symbolic link"));
    }
    if let Some(what) = not_a_file(&m) {
        return Err(ReadError::NotAFile(what));
    }
    let mut f = open(path, follow).map_err(|e| {
        if is_loop(&e) {
            ReadError::NotAFile("a symbolic link")
        } else {
            ReadError::Io(e)
        }
    })?;
    let m = f.metadata().map_err(ReadError::Io)?;
    if let Some(what) = not_a_file(&m) {
        return Err(ReadError::NotAFile(what));
    }
    if m.len() > limit {
        return Err(ReadError::TooLarge { limit });
    }
    let mut buf = Vec::with_capacity(m.len() as usize);
    (&mut f).take(limit + 1).read_to_end(&mut buf).map_err(ReadError::Io)?;
    if buf.len() as u64 > limit {
        return Err(ReadError::TooLarge { limit });
    }
    Ok((buf, f))
}

#[cfg(unix)]
fn open(path: &Path, follow: bool) -> std::io::Result<File> {
    use std::os::unix::fs::OpenOptionsExt;
    // Non-blocking: should a named pipe replace the file between the look and the
    // open, opening it returns at once (and it is then refused) instead of waiting
    // for a writer forever. Reading a regular file is not affected by the flag.
    let nofollow = if follow { 0 } else { libc::O_NOFOLLOW };
    std::fs::OpenOptions::new().read(true).custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY | nofollow).open(path)
}

#[cfg(not(unix))]
fn open(path: &Path, _follow: bool) -> std::io::Result<File> {
    File::open(path)
}

/// Whether an open failed because the last part of the path is a symbolic link
/// (`O_NOFOLLOW`).
fn is_loop(e: &std::io::Error) -> bool {
    #[cfg(unix)]
    {
        e.raw_os_error() == Some(libc::ELOOP)
    }
    #[cfg(not(unix))]
    {
        let _ = e;
        false
    }
}

/// Why a file was not written.
#[derive(Debug)]
pub enum WriteError {
    /// The system refused (a full disk, say).
    Io(std::io::Error),
    /// A symbolic link stands at the path: nothing is written through one.
    Link,
    /// The file has another name (a hard link): it is not cut in place.
    Shared,
    /// Something that is not a regular file stands at the path: what it is.
    NotAFile(&'static str),
}

impl fmt::Display for WriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WriteError::Io(e) => write!(f, "{e}"),
            WriteError::Link => write!(f, "it is a symbolic link, and nothing is written through one"),
            WriteError::Shared => {
                write!(f, "it has another name (a hard link), and a file with another name is never cut in place")
            }
            WriteError::NotAFile(what) => write!(f, "it is {what}, not a file"),
        }
    }
}

impl std::error::Error for WriteError {}

impl From<std::io::Error> for WriteError {
    fn from(e: std::io::Error) -> WriteError {
        WriteError::Io(e)
    }
}

/// Whether a symbolic link stands at `path` (not followed).
fn link_at(path: &Path) -> bool {
    std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink())
}

/// Writes `bytes` as the file at `path`, so that it is either the old or the new
/// content, never half: a temporary file of a name no other write uses (made with
/// `O_EXCL`, so never through a link), `room(n)` asked before its `n` bytes are
/// written (a test's full disk), made durable, locked for this program
/// ([`File::try_lock`], which a program that shows hands asks: [`live`]), renamed over
/// the file, and the rename made durable. On any failure the temporary file is
/// removed. A symbolic link at `path` is refused; a hard link there keeps its content
/// (the new file takes the name, the old one is never written).
///
/// Returns the new file, open and locked: the lock lasts as long as the value.
///
/// # Errors
/// [`WriteError`]: a link at the path, or the system's reason.
///
/// ```
/// let dir = tempfile::tempdir().unwrap();
/// let p = dir.path().join("a.txt");
/// nos::files::replace(&p, b"one", &|_| Ok(())).unwrap();
/// std::os::unix::fs::symlink(&p, dir.path().join("b.txt")).unwrap();
/// let e = nos::files::replace(&dir.path().join("b.txt"), b"two", &|_| Ok(())).unwrap_err();
/// assert_eq!(e.to_string(), "it is a symbolic link, and nothing is written through one");
/// assert_eq!(std::fs::read(&p).unwrap(), b"one");
/// ```
pub fn replace(path: &Path, bytes: &[u8], room: &dyn Fn(usize) -> std::io::Result<()>) -> Result<File, WriteError> {
    static COUNT: AtomicU64 = AtomicU64::new(0);
    if link_at(path) {
        return Err(WriteError::Link);
    }
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let tmp = dir.join(format!(".{name}.{}-{}.tmp", std::process::id(), COUNT.fetch_add(1, Ordering::Relaxed)));
    let written = (|| -> Result<File, WriteError> {
        let mut f = create_new(&tmp)?;
        // Nobody else knows the file yet: the lock is taken at once.
        let _ = f.try_lock();
        room(bytes.len())?;
        f.write_all(bytes)?;
        f.sync_all()?;
        // A link put at the path since the look is replaced, not written through.
        std::fs::rename(&tmp, path)?;
        Ok(f)
    })();
    match written {
        Ok(f) => {
            sync_dir(dir)?;
            Ok(f)
        }
        Err(e) => {
            let _ = std::fs::remove_file(&tmp);
            Err(e)
        }
    }
}

/// A new file at `path`, for writing: made here, never opened through a link.
fn create_new(path: &Path) -> std::io::Result<File> {
    let mut o = std::fs::OpenOptions::new();
    o.read(true).write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        o.custom_flags(libc::O_NOFOLLOW | libc::O_CLOEXEC);
    }
    o.open(path)
}

/// Opens the file at `path` to append to it, made if need be: never through a
/// symbolic link, only a regular file, and only one with no other name (what is
/// appended must not show under a name the program does not keep).
///
/// # Errors
/// [`WriteError`]: a link, something not a file, another name, or the system's reason.
pub fn append(path: &Path) -> Result<File, WriteError> {
    let mut o = std::fs::OpenOptions::new();
    o.append(true).create(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        o.custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK | libc::O_NOCTTY | libc::O_CLOEXEC);
    }
    let f = o.open(path).map_err(|e| if is_loop(&e) { WriteError::Link } else { WriteError::Io(e) })?;
    let m = f.metadata()?;
    if let Some(what) = not_a_file(&m) {
        return Err(WriteError::NotAFile(what));
    }
    if links(&m) > 1 {
        return Err(WriteError::Shared);
    }
    Ok(f)
}

/// Cuts the open file `f` to `len` bytes, unless it has another name (a hard link):
/// the file under that name would lose its end too.
///
/// # Errors
/// [`WriteError::Shared`], or the system's reason.
pub fn cut(f: &File, len: u64) -> Result<(), WriteError> {
    if links(&f.metadata()?) > 1 {
        return Err(WriteError::Shared);
    }
    f.set_len(len)?;
    Ok(())
}

/// How many names the file has.
pub fn links(m: &Metadata) -> u64 {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        m.nlink()
    }
    #[cfg(not(unix))]
    {
        let _ = m;
        1
    }
}

/// Whether the open file is one of a game that a program plays now: such a program
/// holds the lock of every file of its game ([`replace`] takes it), whatever names
/// they have elsewhere, through any link; the lock goes with the program, `kill -9`
/// included. A tool that shows the hands of a record asks this of the file it read.
pub fn live(f: &File) -> bool {
    match f.try_lock_shared() {
        Err(std::fs::TryLockError::WouldBlock) => true,
        Ok(()) => {
            let _ = f.unlock();
            false
        }
        Err(_) => false,
    }
}

/// The process that holds the lock of the open file `f` ([`live`]), when the system
/// says (Linux's `/proc/locks`).
pub fn holder(f: &File) -> Option<u32> {
    #[cfg(target_os = "linux")]
    {
        use std::os::unix::fs::MetadataExt;
        let m = f.metadata().ok()?;
        let (dev, ino) = (m.dev(), m.ino());
        let want = format!("{:02x}:{:02x}:{ino}", libc::major(dev), libc::minor(dev));
        let locks = std::fs::read_to_string("/proc/locks").ok()?;
        locks.lines().find_map(|l| {
            let w: Vec<&str> = l.split_whitespace().collect();
            // "1: FLOCK  ADVISORY  WRITE 4242 fd:01:1234 0 EOF"
            (w.get(1) == Some(&"FLOCK") && w.get(3) == Some(&"WRITE") && w.get(5) == Some(&want.as_str()))
                .then(|| w.get(4)?.parse().ok())
                .flatten()
        })
    }
    #[cfg(not(target_os = "linux"))]
    {
        let _ = f;
        None
    }
}

/// Makes the names in a directory durable (a rename or a removal in it).
///
/// # Errors
/// The directory cannot be opened or synced.
pub fn sync_dir(dir: &Path) -> std::io::Result<()> {
    #[cfg(unix)]
    {
        match File::open(dir)?.sync_all() {
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
mod tests {
    use super::*;

    #[test]
    fn a_file_within_the_limit_is_read_whole() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("a.json");
        std::fs::write(&p, b"{}").unwrap();
        assert_eq!(read(&p, 2).unwrap(), b"{}");
        assert!(matches!(read(&p, 1), Err(ReadError::TooLarge { limit: 1 })));
        let e = read(&dir.path().join("none"), 10).unwrap_err();
        assert!(e.to_string().starts_with("cannot read: "), "{e}");
    }

    #[test]
    fn a_sparse_file_is_refused_by_its_size_without_reading() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("big");
        File::create(&p).unwrap().set_len(1 << 40).unwrap();
        let e = read(&p, 16 << 20).unwrap_err();
        assert_eq!(e.to_string(), "the file is larger than 16777216 bytes (16 MiB), the most that is read");
    }

    #[cfg(unix)]
    #[test]
    fn pipes_devices_directories_and_links_to_them_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("fifo");
        let c = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
        // SAFETY: a valid NUL-terminated path.
        assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
        let link = dir.path().join("zero");
        std::os::unix::fs::symlink("/dev/zero", &link).unwrap();
        for (p, what) in [(&fifo, "a named pipe"), (&link, "a device"), (&dir.path().to_path_buf(), "a directory")] {
            let e = read(p, 1 << 20).unwrap_err();
            assert_eq!(e.to_string(), format!("cannot read: it is {what}, not a file"));
        }
    }
}
