//! Where a record's format has a JSON object, one must stand: serde's derived readers
//! also take an array for a struct (its fields in order), so the typed reading alone
//! does not see it. Checked on the text as it streams, nothing of it kept: a record
//! takes in memory little more than its typed values.

use super::{ferr, FormatError};
use serde::de::{DeserializeSeed, IgnoredAny, MapAccess, SeqAccess, Visitor};

/// Where a format has objects: `(part, key, list, child)`: under an object of `part`,
/// `key` holds an object of `child` or (`list`) a list of them. The top is `"record"`;
/// a part no line names (`"leaf"`) is an object whose fields are not looked into.
pub type Shape = &'static [(&'static str, &'static str, bool, &'static str)];

/// Checks that an object stands everywhere `shape` says, in the text as it streams.
///
/// # Errors
/// Something else stands where an object is due: the path names it. The text's own
/// JSON errors are the typed reading's to report, and were.
pub fn objects_where_due(text: &[u8], shape: Shape) -> Result<(), FormatError> {
    let mut de = serde_json::Deserializer::from_slice(text);
    Due { shape, part: "record", list: false, path: String::new() }.deserialize(&mut de).map_err(|e| {
        let e = e.to_string();
        match e.split_once('\u{0}') {
            // "PATH\0why", or serde's "invalid type: ..., expected PATH\0why".
            Some((path, msg)) => {
                let path = path.rsplit_once("expected ").map_or(path, |(_, p)| p);
                ferr(path, msg.split(" at line ").next().unwrap_or(msg))
            }
            None => ferr("", e),
        }
    })
}

/// The check of one value at `path`: an object of `part`, or (`list`) anything, a
/// list's items being objects of `part`.
struct Due {
    shape: Shape,
    part: &'static str,
    list: bool,
    path: String,
}

const NOT_AN_OBJECT: &str = "a JSON object is expected here";

impl Due {
    /// Something other than an object or a list: passed over where a list may
    /// stand, refused where an object is due.
    fn other<E: serde::de::Error>(self) -> Result<(), E> {
        if self.list {
            Ok(())
        } else {
            Err(E::custom(format!("{}\u{0}{NOT_AN_OBJECT}", self.path)))
        }
    }
}

impl<'de> DeserializeSeed<'de> for Due {
    type Value = ();
    fn deserialize<D: serde::Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Due {
    type Value = ();
    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "{}\u{0}{NOT_AN_OBJECT}", self.path)
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        if self.list {
            while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
            return Ok(());
        }
        while let Some(key) = map.next_key::<std::borrow::Cow<'de, str>>()? {
            match self.shape.iter().find(|(part, k, _, _)| *part == self.part && *k == key.as_ref()) {
                Some(&(_, _, list, part)) => {
                    let path = if self.path.is_empty() { key.to_string() } else { format!("{}.{key}", self.path) };
                    map.next_value_seed(Due { shape: self.shape, part, list, path })?;
                }
                None => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
        }
        Ok(())
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        if !self.list {
            return Err(serde::de::Error::custom(format!("{}\u{0}{NOT_AN_OBJECT}", self.path)));
        }
        let mut i = 0;
        while seq
            .next_element_seed(Due {
                shape: self.shape,
                part: self.part,
                list: false,
                path: format!("{}[{i}]", self.path),
            })?
            .is_some()
        {
            i += 1;
        }
        Ok(())
    }
    fn visit_bool<E: serde::de::Error>(self, _: bool) -> Result<(), E> {
        self.other()
    }
    fn visit_i64<E: serde::de::Error>(self, _: i64) -> Result<(), E> {
        self.other()
    }
    fn visit_u64<E: serde::de::Error>(self, _: u64) -> Result<(), E> {
        self.other()
    }
    fn visit_f64<E: serde::de::Error>(self, _: f64) -> Result<(), E> {
        self.other()
    }
    fn visit_str<E: serde::de::Error>(self, _: &str) -> Result<(), E> {
        self.other()
    }
    fn visit_unit<E: serde::de::Error>(self) -> Result<(), E> {
        self.other()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SHAPE: Shape = &[("record", "hands", true, "hand"), ("hand", "expect", false, "leaf")];

    #[test]
    fn an_object_must_stand_where_the_shape_has_one() {
        let ok = br#"{"hands": [{"expect": {"x": [1]}, "deal": [[1]]}, {}], "other": [1, {"a": 2}]}"#;
        objects_where_due(ok, SHAPE).unwrap();
        // A list where a list may stand but is not asked for, or nothing there: passed over.
        objects_where_due(br#"{"hands": 3}"#, SHAPE).unwrap();
        for (text, path) in [
            (&br#"[1]"#[..], ""),
            (br#"{"hands": [[1, 2]]}"#, "hands[0]"),
            (br#"{"hands": [{}, {"expect": [1]}]}"#, "hands[1].expect"),
            (br#"{"hands": [{"expect": null}]}"#, "hands[0].expect"),
            (br#"{"hands": [{"expect": "x"}]}"#, "hands[0].expect"),
        ] {
            let e = objects_where_due(text, SHAPE).unwrap_err();
            assert_eq!((e.path.as_str(), e.msg.as_str()), (path, NOT_AN_OBJECT), "{}", String::from_utf8_lossy(text));
        }
    }
}
