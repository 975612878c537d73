//! The server's host key, made once and kept in the data directory, and the file of
//! players' keys that `--authorized-keys` lets in.

use russh::keys::ssh_key::private::Ed25519Keypair;
use russh::keys::ssh_key::LineEnding;
use russh::keys::{PrivateKey, PublicKey};
use std::path::{Path, PathBuf};

/// Where the host key is kept.
pub fn path(data: &Path) -> PathBuf {
    data.join("serve").join("host_ed25519")
}

/// The host key, read from the data directory or made there on the first start.
///
/// # Errors
/// It cannot be read, made or written: the sentence names the file.
pub fn load_or_make(data: &Path) -> Result<PrivateKey, String> {
    let p = path(data);
    let shown = crate::text::safe(&p.display().to_string()).into_owned();
    if p.exists() {
        let text = std::fs::read_to_string(&p).map_err(|e| format!("cannot read the host key {shown}: {e}"))?;
        return PrivateKey::from_openssh(&text).map_err(|e| format!("the host key {shown} does not read: {e}"));
    }
    let mut seed = [0u8; 32];
    random(&mut seed).map_err(|e| format!("no randomness for a host key: {e}"))?;
    let key = PrivateKey::from(Ed25519Keypair::from_seed(&seed));
    let text = key.to_openssh(LineEnding::LF).map_err(|e| format!("cannot write the host key: {e}"))?;
    if let Some(dir) = p.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("cannot make {}: {e}", dir.display()))?;
    }
    write_private(&p, text.as_bytes()).map_err(|e| format!("cannot write the host key {shown}: {e}"))?;
    super::log(&format!("made a host key in {shown}"));
    Ok(key)
}

#[cfg(unix)]
fn write_private(p: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    use std::os::unix::fs::OpenOptionsExt;
    let mut f = std::fs::OpenOptions::new().write(true).create_new(true).mode(0o600).open(p)?;
    f.write_all(bytes)?;
    f.sync_all()
}

#[cfg(not(unix))]
fn write_private(p: &Path, bytes: &[u8]) -> std::io::Result<()> {
    std::fs::write(p, bytes)
}

/// Fills `buf` from the system's randomness.
pub fn random(buf: &mut [u8]) -> std::io::Result<()> {
    use std::io::Read;
    std::fs::File::open("/dev/urandom")?.read_exact(buf)
}

/// The public keys of an OpenSSH `authorized_keys` file; blank lines and comments
/// skipped.
///
/// # Errors
/// The file cannot be read, a line is not a key (its number said), or it holds none.
pub fn authorized(file: &Path) -> Result<Vec<PublicKey>, String> {
    let shown = crate::text::safe(&file.display().to_string()).into_owned();
    let text = std::fs::read_to_string(file).map_err(|e| format!("cannot read {shown}: {e}"))?;
    let mut keys = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let k =
            PublicKey::from_openssh(line).map_err(|e| format!("{shown}, line {}: not a public key ({e})", i + 1))?;
        keys.push(k);
    }
    if keys.is_empty() {
        return Err(format!("{shown} holds no key"));
    }
    Ok(keys)
}
