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

pub(crate) fn ferr(path: impl Into<String>, msg: impl Into<String>) -> FormatError {
    FormatError { path: path.into(), at: None, msg: msg.into() }
}

/// The JSON value of a whole record, deserialized with the path of any field that does
/// not fit (`hands[0].actions[3].tile`), its line and column, and nothing after it:
/// the same reading and the same errors for Nos records and parlour records.
pub(crate) fn json_of<T: serde::de::DeserializeOwned>(text: &[u8]) -> Result<T, FormatError> {
    let mut de = serde_json::Deserializer::from_slice(text);
    let json: T = serde_path_to_error::deserialize(&mut de).map_err(|e| {
        let inner = e.inner();
        let at = (inner.line() > 0).then(|| (inner.line(), inner.column()));
        let msg = inner.to_string();
        let msg = match msg.rfind(" at line ") {
            Some(i) => msg[..i].to_string(),
            None => msg,
        };
        FormatError { path: e.path().to_string(), at, msg }
    })?;
    de.end().map_err(|e| FormatError {
        path: String::new(),
        at: Some((e.line(), e.column())),
        msg: "text after the record".into(),
    })?;
    Ok(json)
}
