//! Why a record could not be read.

use std::fmt;

/// A record that could not be read: the file is not a record of format v1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormatError {
    /// Where: a field path such as `hands[0].actions[3].tile`, or empty.
    pub path: String,
    /// Line and column in the file, when known.
    pub at: Option<(usize, usize)>,
    pub msg: String,
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some((l, c)) = self.at {
            write!(f, "line {l} column {c}: ")?;
        }
        if !self.path.is_empty() && self.path != "." {
            write!(f, "{}: ", self.path)?;
        }
        f.write_str(&self.msg)
    }
}

impl std::error::Error for FormatError {}

pub(super) fn ferr(path: impl Into<String>, msg: impl Into<String>) -> FormatError {
    FormatError { path: path.into(), at: None, msg: msg.into() }
}
