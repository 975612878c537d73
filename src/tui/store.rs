//! Where games are kept: the game in progress, written after every action as a record
//! (format v1) beside a small file of what a record does not hold (the seed, who plays
//! each seat), and every finished session as its own record.
//!
//! The directory is `$NOS_DATA_DIR` when set, else the user's data directory.

use super::game::{Game, Kind};
use crate::engine::{Action, Phase};
use crate::record::{replay, Record};
use serde::{Deserialize, Serialize};
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The files of one data directory.
#[derive(Clone, Debug)]
pub struct Store {
    pub dir: PathBuf,
}

/// What the record does not hold.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
pub struct Meta {
    pub seed: u64,
    pub kinds: Vec<String>,
    /// Declines made after the last recorded action (records leave them out): the
    /// hand (from 0), the recorded actions in it, and how many declines followed.
    #[serde(default)]
    pub declines: (usize, usize, usize),
}

impl Store {
    /// The data directory from `NOS_DATA_DIR` or the platform's data directory.
    pub fn open() -> Result<Store, String> {
        let dir = match std::env::var_os("NOS_DATA_DIR") {
            Some(d) if !d.is_empty() => PathBuf::from(d),
            _ => directories::ProjectDirs::from("", "", "nos")
                .map(|p| p.data_dir().to_path_buf())
                .ok_or("no home directory: set NOS_DATA_DIR to choose where games are kept")?,
        };
        fs::create_dir_all(dir.join("sessions")).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        Ok(Store { dir })
    }

    pub fn current(&self) -> PathBuf {
        self.dir.join("current.json")
    }
    fn meta(&self) -> PathBuf {
        self.dir.join("current.meta.json")
    }

    /// Writes the game in progress (record first, then the rest).
    pub fn save(&self, g: &Game) -> Result<(), String> {
        write_atomic(&self.current(), g.record().to_text().as_bytes())?;
        let log = &g.session.logs()[g.hand_no()];
        let trailing = log.actions.iter().rev().take_while(|a| a.1 == Action::Decline).count();
        let recorded = log.actions.iter().filter(|a| a.1 != Action::Decline).count();
        let meta = Meta {
            seed: g.seed,
            kinds: g.kinds.iter().map(|k| k.code()).collect(),
            declines: (g.hand_no(), recorded, trailing),
        };
        write_atomic(&self.meta(), serde_json::to_string(&meta).unwrap_or_default().as_bytes())
    }

    /// Whether a game in progress is kept.
    pub fn has_current(&self) -> bool {
        self.current().exists()
    }

    /// Reads the game in progress back, exactly where it stopped.
    /// The kept game in a line, read from its record without replaying it: the
    /// players, how many hands, the seed.
    pub fn describe(&self) -> Option<String> {
        let bytes = fs::read(self.current()).ok()?;
        let rec = Record::parse(&bytes).ok()?;
        let meta: Option<Meta> = fs::read(self.meta()).ok().and_then(|b| serde_json::from_slice(&b).ok());
        let seed = meta.map(|m| format!(", seed {}", m.seed)).unwrap_or_default();
        Some(format!("{}; hand {} in play{seed}", rec.players.join(", "), rec.hands.len()))
    }

    pub fn load(&self) -> Result<Game, String> {
        let path = self.current();
        let bytes = fs::read(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let rec = Record::parse(&bytes).map_err(|e| format!("{}: {e}", path.display()))?;
        let r = replay(&rec).map_err(|(_, f)| format!("{}: {f}", path.display()))?;
        let meta: Option<Meta> = fs::read(self.meta()).ok().and_then(|b| serde_json::from_slice(&b).ok());
        let n = rec.players.len();
        let (seed, kinds) = match &meta {
            Some(m) if m.kinds.len() == n => {
                (m.seed, m.kinds.iter().map(|k| Kind::parse(k).unwrap_or(Kind::Human)).collect())
            }
            _ => (0, vec![Kind::Human; n]),
        };
        let mut g = Game::from_session(rec.players.clone(), kinds, seed, r.session);
        if let Some(m) = meta {
            let (hand, recorded, declines) = m.declines;
            let log = &g.session.logs()[g.hand_no()];
            let have = log.actions.iter().rev().take_while(|a| a.1 == Action::Decline).count();
            let rec_now = log.actions.iter().filter(|a| a.1 != Action::Decline).count();
            if hand == g.hand_no() && recorded == rec_now {
                for _ in have..declines {
                    if matches!(g.hand().phase(), Phase::Over { .. }) || g.apply(Action::Decline).is_err() {
                        break;
                    }
                }
            }
        }
        Ok(g)
    }

    /// Keeps the session as a finished record and forgets the game in progress.
    /// Returns the path of the kept record.
    pub fn finish(&self, g: &Game) -> Result<PathBuf, String> {
        let path = self.fresh(&format!("seed{}", g.seed));
        write_atomic(&path, g.record().to_text().as_bytes())?;
        let _ = fs::remove_file(self.meta());
        let _ = fs::remove_file(self.current());
        Ok(path)
    }

    /// A path in `sessions/` that names the time and `what`, and is not taken yet: two
    /// games kept within one second must not overwrite each other.
    fn fresh(&self, what: &str) -> PathBuf {
        let secs = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
        let dir = self.dir.join("sessions");
        let mut path = dir.join(format!("nos-{secs}-{what}.json"));
        let mut k = 2;
        while path.exists() {
            path = dir.join(format!("nos-{secs}-{what}-{k}.json"));
            k += 1;
        }
        path
    }

    /// Moves an unfinished game aside (when a new one is started over it).
    pub fn set_aside(&self) -> Option<PathBuf> {
        if !self.has_current() {
            return None;
        }
        let path = self.fresh("unfinished");
        fs::rename(self.current(), &path).ok()?;
        let _ = fs::remove_file(self.meta());
        Some(path)
    }
}

/// Writes a file so that it is either the old or the new content, never half.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), String> {
    let tmp = path.with_extension("tmp");
    let mut f = fs::File::create(&tmp).map_err(|e| format!("cannot write {}: {e}", tmp.display()))?;
    f.write_all(bytes).and_then(|_| f.sync_all()).map_err(|e| format!("cannot write {}: {e}", tmp.display()))?;
    fs::rename(&tmp, path).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn games_kept_in_the_same_second_do_not_overwrite_each_other() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let store = Store { dir: dir.path().to_path_buf() };
        fs::create_dir_all(dir.path().join("sessions")).expect("sessions");
        let mut seen = std::collections::BTreeSet::new();
        for k in 0..3 {
            let p = store.fresh("unfinished");
            fs::write(&p, format!("{k}")).expect("write");
            assert!(seen.insert(p));
        }
        assert_eq!(fs::read_dir(dir.path().join("sessions")).expect("read").count(), 3);
    }
}
