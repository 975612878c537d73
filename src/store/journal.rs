//! The journal of a slot: one line per save, holding only what the save changed, so
//! that what is written grows with the action, not with the hand or the session.
//!
//! A line is `{"seq":N,"rec":"ID","at":B,"add":"TEXT"}`: the hands of the record's
//! text as read so far (all that follows the `[` of its `"hands"`) are cut after their
//! first B bytes and TEXT is put after them (a save adds an action to the hand in
//! play, or the hand's end and the next deal); a line whose save changed the fields
//! above the hands also holds how, alike: `"hat":H,"head":"TEXT"` cuts them after
//! their first H bytes and puts TEXT after them. What ties the
//! line to its record and its place: `seq`, its place in the journal (1, 2, ...), and
//! `rec`, the identity of the record file it follows (a hash of its bytes,
//! [`identity`]). A line out of its place (two lines swapped, one written twice, a
//! reversed journal) or of another record (another game, or an older save of this
//! one) is refused with the journal's name and the line, as a line that does not read
//! is. A last line without its newline was cut short by a kill and is ignored.
//!
//! The journals of earlier versions (`{"from":K,"head":{...},"hands":[...]}`: the
//! record keeps its first K hands, takes the line's fields and then its hands) are
//! read as they always were.

use super::fault::{Fault, Line as Bad};
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

/// The identity of a record file, which the lines of its journal carry: FNV-1a over
/// its bytes (stable from version to version, unlike the standard hasher).
pub fn identity(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| (h ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3))
}

/// The journal line number `seq` of the record whose identity is `rec`: the fields
/// above the hands are cut after their first `head.0` bytes and `head.1` put after
/// them (when given), the hands' text is cut after its first `at` bytes and `add`
/// put after them; newline included.
pub fn line(seq: u64, rec: u64, head: Option<(usize, &str)>, at: usize, add: &str) -> String {
    let add = serde_json::to_string(add).unwrap_or_default();
    let head = head
        .map(|(hat, h)| format!("\"hat\":{hat},\"head\":{},", serde_json::to_string(h).unwrap_or_default()))
        .unwrap_or_default();
    format!("{{\"seq\":{seq},\"rec\":\"{rec:016x}\",{head}\"at\":{at},\"add\":{add}}}\n")
}

/// How many first bytes `a` and `b` share, at a character's boundary: what a line
/// keeps of the text it follows.
pub fn same(a: &str, b: &str) -> usize {
    let n = a.bytes().zip(b.bytes()).take_while(|(x, y)| x == y).count();
    (0..=n).rev().find(|&i| b.is_char_boundary(i)).unwrap_or(0)
}

/// Where the hands of a record text of ours begin: the byte after the `[` of its
/// `"hands"` (a line never cuts into the fields above them).
pub fn hands_at(text: &str) -> Option<usize> {
    text.find(HANDS).map(|i| i + HANDS.len())
}

/// The text a record of `head` and `hands` has, as our writers lay it out.
pub fn text(head: &str, hands: &[&str]) -> String {
    let mut out =
        String::with_capacity(head.len() + HANDS.len() + END.len() + hands.iter().map(|h| h.len() + 2).sum::<usize>());
    out.push_str(head);
    out.push_str(HANDS);
    out.push_str(&hands.join(",\n"));
    out.push_str(END);
    out
}

/// Between two hands in a record text of ours.
pub const JOIN: &str = ",\n";
/// How a record text of ours ends after its last hand.
pub const TAIL: &str = END;

/// How many actions a hand's text holds (each is one `"act"`).
pub fn actions(hand: &str) -> usize {
    hand.matches("\"act\"").count()
}

/// A line of an earlier version's journal.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Line {
    from: usize,
    head: Map<String, Value>,
    hands: Vec<Map<String, Value>>,
}

/// A line of this version's journal.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Delta {
    seq: u64,
    rec: String,
    #[serde(default)]
    hat: usize,
    #[serde(default)]
    head: Option<String>,
    at: usize,
    add: String,
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
    /// The journal is of an earlier version (its text is laid out anew).
    pub older: bool,
}

/// The record `base` with the journal's lines applied, as JSON text.
///
/// # Errors
/// The record or a line of the journal does not read, a line is out of its place or
/// of another record, or the lines do not give a record: the fault names the file
/// and the line.
pub fn replay(base: &[u8], base_path: &Path, journal: &[u8], path: &Path) -> Result<Replayed, Fault> {
    let at = |line: usize, why: Bad| Fault::Line { path: path.to_path_buf(), line, why };
    let lines: Vec<&[u8]> = journal.split_inclusive(|b| *b == b'\n').collect();
    let torn = lines.last().is_some_and(|l| !l.ends_with(b"\n"));
    // Cut short by a kill: the save it began never happened.
    let whole = &lines[..lines.len() - usize::from(torn)];
    let older = whole
        .first()
        .is_some_and(|l| serde_json::from_slice::<Delta>(l).is_err() && serde_json::from_slice::<Line>(l).is_ok());
    let (text, applied) = if older {
        (older_lines(base, base_path, whole, &at)?, whole.len())
    } else {
        (delta_lines(base, base_path, whole, path, &at)?, whole.len())
    };
    let (hands, actions) = match split(&text) {
        Some(s) => (s.hands.len(), s.hands.last().map_or(0, |h| actions(h))),
        None => {
            let v: Value = serde_json::from_str(&text).unwrap_or_default();
            let hands = v.get("hands").and_then(Value::as_array);
            let last = hands.and_then(|h| h.last()).and_then(|h| h.get("actions")?.as_array().map(Vec::len));
            (hands.map_or(0, Vec::len), last.unwrap_or(0))
        }
    };
    Ok(Replayed { text, lines: applied, torn, hands, actions, older })
}

/// This version's lines on the record's text.
fn delta_lines(
    base: &[u8],
    base_path: &Path,
    lines: &[&[u8]],
    journal_path: &Path,
    at: &dyn Fn(usize, Bad) -> Fault,
) -> Result<String, Fault> {
    let text = String::from_utf8(base.to_vec())
        .map_err(|e| Fault::NotARecord { path: Some(base_path.to_path_buf()), why: e.to_string() })?;
    if lines.is_empty() {
        return Ok(text);
    }
    let rec = format!("{:016x}", identity(base));
    let start = hands_at(&text).ok_or_else(|| at(1, Bad::Layout))?;
    let mut head = text[..start - HANDS.len()].to_string();
    let mut body = text[start..].to_string();
    for (i, l) in lines.iter().enumerate() {
        let n = i + 1;
        let d: Delta = serde_json::from_slice(l).map_err(|e| at(n, Bad::NotALine(e.to_string())))?;
        if d.rec != rec {
            let record = base_path.file_name().map_or(String::new(), |f| f.to_string_lossy().into_owned());
            return Err(at(n, Bad::OtherRecord { record }));
        }
        if d.seq != n as u64 {
            return Err(at(n, Bad::OutOfPlace { seq: d.seq, line: n }));
        }
        if d.at > body.len() || !body.is_char_boundary(d.at) {
            return Err(at(n, Bad::PastHands { at: d.at, len: body.len() }));
        }
        if let Some(h) = d.head {
            if d.hat > head.len() || !head.is_char_boundary(d.hat) {
                return Err(at(n, Bad::PastFields { hat: d.hat, len: head.len() }));
            }
            head.truncate(d.hat);
            head.push_str(&h);
        }
        body.truncate(d.at);
        body.push_str(&d.add);
    }
    let text = format!("{head}{HANDS}{body}");
    if let Err(e) = serde_json::from_str::<serde::de::IgnoredAny>(&text) {
        return Err(Fault::Lines { path: journal_path.to_path_buf(), lines: lines.len(), why: e.to_string() });
    }
    Ok(text)
}

/// An earlier version's lines on the record, read as they always were.
fn older_lines(
    base: &[u8],
    base_path: &Path,
    lines: &[&[u8]],
    at: &dyn Fn(usize, Bad) -> Fault,
) -> Result<String, Fault> {
    let mut rec: Map<String, Value> = serde_json::from_slice(base)
        .map_err(|e| Fault::NotARecord { path: Some(base_path.to_path_buf()), why: e.to_string() })?;
    let mut hands = match rec.remove("hands") {
        Some(Value::Array(h)) => h,
        _ => return Err(Fault::NoHands { path: base_path.to_path_buf() }),
    };
    for (i, l) in lines.iter().enumerate() {
        let n = i + 1;
        let line: Line = serde_json::from_slice(l).map_err(|e| at(n, Bad::NotALine(e.to_string())))?;
        if line.from > hands.len() {
            return Err(at(n, Bad::From { from: line.from, hands: hands.len() }));
        }
        hands.truncate(line.from);
        hands.extend(line.hands.into_iter().map(Value::Object));
        rec = line.head;
    }
    rec.insert("hands".into(), Value::Array(hands));
    serde_json::to_string_pretty(&Value::Object(rec))
        .map_err(|e| Fault::NotARecord { path: Some(base_path.to_path_buf()), why: e.to_string() })
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

    /// A line of an earlier version's journal: the fields `head` and, after the
    /// record's first `from` hands, the hands `hands`.
    fn older(head: &str, hands: &[&str], from: usize) -> String {
        let flat = |t: &str| {
            t.split('\n').enumerate().map(|(i, l)| if i == 0 { l } else { l.trim_start() }).collect::<String>()
        };
        let hands: Vec<String> = hands.iter().map(|h| flat(h)).collect();
        format!("{{\"from\":{from},\"head\":{}}},\"hands\":[{}]}}\n", flat(head), hands.join(","))
    }

    const BASE: &str = "{\n  \"format\": \"x\",\n  \"players\": [\"A\",\"B\"],\n  \"hands\": [\n    {\n      \"on_set\": 0,\n      \"actions\": []\n    }\n  ]\n}\n";

    /// The lines that take `BASE` to `REC` in two saves.
    fn two_lines() -> String {
        let id = identity(BASE.as_bytes());
        let first = "    {\n      \"on_set\": 0,\n      \"actions\": [\n        {\"seat\":0,\"act\":\"set\"}\n      ]\n    }\n  ]\n}\n";
        let a = line(1, id, None, 0, first);
        let rest = &REC[REC.find("    },\n    {\n      \"on_set\": 1").unwrap() + 5..];
        let b = line(2, id, None, first.find("\n  ]\n}\n").unwrap(), rest);
        a + &b
    }

    #[test]
    fn lines_replayed_on_the_record_give_the_record_text() {
        let j = two_lines();
        assert_eq!(j.lines().count(), 2);
        let r = replay(BASE.as_bytes(), Path::new("r"), j.as_bytes(), Path::new("j")).unwrap();
        assert_eq!((r.lines, r.torn, r.hands, r.actions, r.older), (2, false, 2, 0, false));
        assert_eq!(r.text, REC);
    }

    #[test]
    fn lines_out_of_their_place_or_of_another_record_are_refused_with_the_journal_named() {
        let j = two_lines();
        let (a, b) = j.split_at(j.find('\n').unwrap() + 1);
        let other = BASE.replace("\"A\"", "\"Z\"");
        let cases = [
            (format!("{b}{a}"), "line 1: it is line 2 of its journal, not line 1"),
            (format!("{a}{a}"), "line 2: it is line 1 of its journal, not line 2"),
            (format!("{a}{b}{b}"), "line 3: it is line 2 of its journal, not line 3"),
        ];
        for (k, (journal, said)) in cases.iter().enumerate() {
            let f = replay(BASE.as_bytes(), Path::new("r"), journal.as_bytes(), Path::new("g/journal.1")).unwrap_err();
            let (line, seq) = [(1, 2), (2, 1), (3, 2)][k];
            assert!(
                matches!(&f, Fault::Line { line: l, why: Bad::OutOfPlace { seq: s, .. }, .. } if *l == line && *s == seq),
                "{f:?}"
            );
            assert_eq!(f.unread(), Some(Path::new("g/journal.1")));
            let e = f.to_string();
            assert!(e.starts_with(&format!("g/journal.1: {said}")), "{e}");
        }
        // The same lines after another record: another game's, or an older save's.
        let e = replay(other.as_bytes(), Path::new("g/record.1.json"), j.as_bytes(), Path::new("g/journal.1"))
            .unwrap_err()
            .to_string();
        assert!(e.starts_with("g/journal.1: line 1: it belongs to another record"), "{e}");
        assert!(e.contains("not to record.1.json"), "{e}");
    }

    #[test]
    fn an_earlier_versions_journal_reads_as_it_did() {
        let s = split(REC).unwrap();
        let l = older(s.head, &s.hands[1..], 1);
        assert!(!l[..l.len() - 1].contains('\n'));
        let j = older(s.head, &s.hands, 0) + &l;
        let r = replay(BASE.as_bytes(), Path::new("r"), j.as_bytes(), Path::new("j")).unwrap();
        assert_eq!((r.lines, r.torn, r.hands, r.actions, r.older), (2, false, 2, 0, true));
        let a: Value = serde_json::from_str(&r.text).unwrap();
        let b: Value = serde_json::from_str(REC).unwrap();
        assert_eq!(a, b);
    }

    #[test]
    fn a_torn_last_line_is_ignored_and_a_bad_line_is_named() {
        let s = split(REC).unwrap();
        let l = older(s.head, &s.hands, 0);
        let torn = format!("{l}{}", &l[..20]);
        let r = replay(REC.as_bytes(), Path::new("r"), torn.as_bytes(), Path::new("j")).unwrap();
        assert_eq!((r.lines, r.torn), (1, true));
        let bad = format!("{l}{{\"from\":9,\"head\":{{}},\"hands\":[]}}\n");
        let e = replay(REC.as_bytes(), Path::new("r"), bad.as_bytes(), Path::new("j")).unwrap_err().to_string();
        assert!(e.starts_with("j: line 2: \"from\" is 9"), "{e}");
        let e = replay(REC.as_bytes(), Path::new("r"), b"\x1b[2J\n", Path::new("j")).unwrap_err().to_string();
        assert!(e.starts_with("j: line 1: not a journal line") && !e.contains('\x1b'), "{e}");
        let j = two_lines();
        let torn = format!("{j}{}", &j[..30]);
        let r = replay(BASE.as_bytes(), Path::new("r"), torn.as_bytes(), Path::new("j")).unwrap();
        assert_eq!((r.lines, r.torn, r.text.as_str()), (2, true, REC));
        let cut = j.replace("\"at\":0", "\"at\":1000");
        let e = replay(BASE.as_bytes(), Path::new("r"), cut.as_bytes(), Path::new("j")).unwrap_err().to_string();
        assert!(e.starts_with("j: line 1: \"at\" is 1000, past the hands"), "{e}");
        // A line that changes the fields above the hands.
        let id = identity(BASE.as_bytes());
        let l = line(1, id, Some((15, "y\"")), 0, "\n  ]\n}\n");
        let r = replay(BASE.as_bytes(), Path::new("r"), l.as_bytes(), Path::new("j")).unwrap();
        assert_eq!(r.text, "{\n  \"format\": \"y\",\n  \"hands\": [\n\n  ]\n}\n");
    }
}
