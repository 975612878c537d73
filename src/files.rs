//! Reading a file the user named (or the saved game), and nothing else: the one way
//! the program reads a file.
//!
//! A path can name something that is not a file: a directory, a named pipe whose
//! opening blocks until a writer comes, `/dev/zero` which never ends, a link to any of
//! them, or a sparse file of a terabyte. [`read`] refuses all of them, before reading a
//! byte of anything but a regular file, and never reads more than its limit.

use std::fmt;
use std::fs::{File, Metadata};
use std::io::Read;
use std::path::Path;

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
    // Looking first means nothing but a regular file is ever opened: opening a device
    // can have effects of its own.
    if let Some(what) = not_a_file(&std::fs::metadata(path).map_err(ReadError::Io)?) {
        return Err(ReadError::NotAFile(what));
    }
    let f = open(path).map_err(ReadError::Io)?;
    let m = f.metadata().map_err(ReadError::Io)?;
    if let Some(what) = not_a_file(&m) {
        return Err(ReadError::NotAFile(what));
    }
    if m.len() > limit {
        return Err(ReadError::TooLarge { limit });
    }
    let mut buf = Vec::with_capacity(m.len() as usize);
    f.take(limit + 1).read_to_end(&mut buf).map_err(ReadError::Io)?;
    if buf.len() as u64 > limit {
        return Err(ReadError::TooLarge { limit });
    }
    Ok(buf)
}

#[cfg(unix)]
fn open(path: &Path) -> std::io::Result<File> {
    use std::os::unix::fs::OpenOptionsExt;
    // Non-blocking: should a named pipe replace the file between the look and the
    // open, opening it returns at once (and it is then refused) instead of waiting
    // for a writer forever. Reading a regular file is not affected by the flag.
    std::fs::OpenOptions::new().read(true).custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY).open(path)
}

#[cfg(not(unix))]
fn open(path: &Path) -> std::io::Result<File> {
    File::open(path)
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
