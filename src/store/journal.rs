//! The journal of a slot: one line per save, holding only what a save changes (the
//! record's fields above its hands, and the hands from the one that was in play), so
//! that what is written grows with the hand, not with the session.
//!
//! A line is `{"from":K,"head":{...},"hands":[...]}`: the record read so far keeps
//! its first K hands, takes the line's fields and then the line's hands. A last line
//! without its newline was cut short by a kill and is ignored; any other line that
//! does not read is an error naming the file and the line.

use serde::Deserialize;
use serde_json::{Map, Value};
use std::path::Path;

/// Where our record writers put the hands (both formats write alike).
const HANDS: &str = ",\n  \"hands\": [\n";
/// How a record text written by us ends.
const END: &str = "\n  ]\n}\n";
/// Between two hands.
const BETWEEN: &str = "\n    },\n    {\n";

/// A record text cut at its hands: the fields above them, and each hand.
#[derive(Debug, PartialEq, Eq)]
pub struct Split<'a> {
    /// `{` and the fields above the hands, without the comma before them.
    pub head: &'a str,
    pub hands: Vec<&'a str>,
}

/// Cuts a record text as our writers lay it out; `None` for any other layout (it is
/// then kept whole, never journalled).
pub fn split(text: &str) -> Option<Split<'_>> {
    // The fields above the hands are one line each, their strings escaped: the
    // first match is the hands'.
    let at = text.find(HANDS)?;
    let head = &text[..at];
    let body = text[at + HANDS.len()..].strip_suffix(END)?;
    if !head.starts_with('{') {
        return None;
    }
    let mut hands = Vec::new();
    if !body.is_empty() {
        let mut rest = body;
        while let Some(i) = rest.find(BETWEEN) {
            // The hand with its closing brace; the next starts at its opening one.
            hands.push(&rest[..i + 6]);
            rest = &rest[i + BETWEEN.len() - 6..];
        }
        hands.push(rest);
    }
    if hands.iter().any(|h| !h.starts_with("    {\n") || !h.ends_with("\n    }")) {
        return None;
    }
    Some(Split { head, hands })
}

/// A JSON text on one line: the line breaks and the indentation after them go. A
/// JSON string holds no raw line break, so nothing inside one changes.
fn one_line(text: &str, out: &mut String) {
    for (i, l) in text.split('\n').enumerate() {
        out.push_str(if i == 0 { l } else { l.trim_start() });
    }
}

/// The journal line that gives a record the fields `head` and, after its first
/// `from` hands, the hands `hands`; newline included.
pub fn line(head: &str, hands: &[&str], from: usize) -> String {
    let mut out = String::with_capacity(64 + head.len() + hands.iter().map(|h| h.len()).sum::<usize>());
    out.push_str(&format!("{{\"from\":{from},\"head\":"));
    one_line(head, &mut out);
    out.push_str("},\"hands\":[");
    for (i, h) in hands.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        one_line(h, &mut out);
    }
    out.push_str("]}\n");
    out
}

/// How many actions a hand's text holds (each is one `"act"`).
pub fn actions(hand: &str) -> usize {
    hand.matches("\"act\"").count()
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Line {
    from: usize,
    head: Map<String, Value>,
    hands: Vec<Map<String, Value>>,
}

/// A record with its journal replayed.
#[derive(Debug)]
pub struct Replayed {
    pub text: String,
    /// The lines applied.
    pub lines: usize,
    /// A last line cut short was left out.
    pub torn: bool,
    /// The hands, and the actions of the last.
    pub hands: usize,
    pub actions: usize,
}

/// The record `base` with the journal's lines applied, as JSON text.
///
/// # Errors
/// The record or a line of the journal does not read, or a line starts after the
/// hands there are: the sentence names the file and the line.
pub fn replay(base: &[u8], base_path: &Path, journal: &[u8], path: &Path) -> Result<Replayed, String> {
    let at = |what: String| crate::text::safe(&format!("{}: {what}", path.display())).into_owned();
    let mut rec: Map<String, Value> = serde_json::from_slice(base)
        .map_err(|e| crate::text::safe(&format!("{}: not a record: {e}", base_path.display())).into_owned())?;
    let mut hands = match rec.remove("hands") {
        Some(Value::Array(h)) => h,
        _ => return Err(crate::text::safe(&format!("{}: it has no \"hands\"", base_path.display())).into_owned()),
    };
    let (mut applied, mut torn) = (0, false);
    let mut n = 0;
    for l in journal.split_inclusive(|b| *b == b'\n') {
        n += 1;
        if !l.ends_with(b"\n") {
            // Cut short by a kill: the save it began never happened.
            torn = true;
            break;
        }
        let line: Line = serde_json::from_slice(l).map_err(|e| at(format!("line {n}: not a journal line: {e}")))?;
        if line.from > hands.len() {
            return Err(at(format!(
                "line {n}: \"from\" is {}, but the record has only {} hands before it",
                line.from,
                hands.len()
            )));
        }
        hands.truncate(line.from);
        hands.extend(line.hands.into_iter().map(Value::Object));
        rec = line.head;
        applied += 1;
    }
    let (n_hands, actions) = (hands.len(), hands.last().and_then(|h| h.get("actions")?.as_array().map(Vec::len)));
    rec.insert("hands".into(), Value::Array(hands));
    let text = serde_json::to_string_pretty(&Value::Object(rec)).map_err(|e| at(e.to_string()))?;
    Ok(Replayed { text, lines: applied, torn, hands: n_hands, actions: actions.unwrap_or(0) })
}

#[cfg(test)]
mod tests {
    use super::*;

    const REC: &str = "{\n  \"format\": \"x\",\n  \"players\": [\"A\",\"B\"],\n  \"hands\": [\n    {\n      \"on_set\": 0,\n      \"actions\": [\n        {\"seat\":0,\"act\":\"set\"}\n      ]\n    },\n    {\n      \"on_set\": 1,\n      \"actions\": []\n    }\n  ]\n}\n";

    #[test]
    fn a_record_of_ours_splits_into_its_head_and_hands() {
        let s = split(REC).unwrap();
        assert_eq!(s.head, "{\n  \"format\": \"x\",\n  \"players\": [\"A\",\"B\"]");
        assert_eq!(s.hands.len(), 2);
        assert!(s.hands[1].starts_with("    {\n      \"on_set\": 1"));
        assert_eq!(actions(s.hands[0]), 1);
        assert!(split("{\"hands\": []}").is_none());
    }

    #[test]
    fn lines_replayed_on_the_record_give_the_record() {
        let s = split(REC).unwrap();
        let l = line(s.head, &s.hands[1..], 1);
        assert!(!l[..l.len() - 1].contains('\n'));
        let base = "{\n  \"format\": \"x\",\n  \"players\": [\"A\",\"B\"],\n  \"hands\": [\n    {\n      \"on_set\": 0,\n      \"actions\": []\n    }\n  ]\n}\n";
        let r = replay(base.as_bytes(), Path::new("r"), (line(s.head, &s.hands, 0) + &l).as_bytes(), Path::new("j"))
            .unwrap();
        assert_eq!((r.lines, r.torn, r.hands, r.actions), (2, false, 2, 0));
        let a: Value = serde_json::from_str(&r.text).unwrap();
        let b: Value = serde_json::from_str(REC).unwrap();
        assert_eq!(a, b);
    }

    #[test]
    fn a_torn_last_line_is_ignored_and_a_bad_line_is_named() {
        let s = split(REC).unwrap();
        let l = line(s.head, &s.hands, 0);
        let torn = format!("{l}{}", &l[..20]);
        let r = replay(REC.as_bytes(), Path::new("r"), torn.as_bytes(), Path::new("j")).unwrap();
        assert_eq!((r.lines, r.torn), (1, true));
        let bad = format!("{l}{{\"from\":9,\"head\":{{}},\"hands\":[]}}\n");
        let e = replay(REC.as_bytes(), Path::new("r"), bad.as_bytes(), Path::new("j")).unwrap_err();
        assert!(e.starts_with("j: line 2: \"from\" is 9"), "{e}");
        let e = replay(REC.as_bytes(), Path::new("r"), b"\x1b[2J\n", Path::new("j")).unwrap_err();
        assert!(e.starts_with("j: line 1: not a journal line") && !e.contains('\x1b'), "{e}");
    }
}
