//! The record reader fed anything: arbitrary bytes, arbitrary JSON values, valid records
//! with one part replaced by anything, and chips anywhere in the integers. It never
//! panics; what it refuses, it refuses naming the place (a line and column, or a
//! field); what it takes replays and checks without a panic or a wrapped number.

use nos::record::check::{check_bytes, Verdict};
use nos::record::{replay, FormatError, Record, CHIPS};
use proptest::prelude::*;
use serde_json::Value;

fn example() -> Value {
    let p = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records/text-example-i-wait.json");
    serde_json::from_slice(&std::fs::read(p).unwrap()).unwrap()
}

/// Whether the error says where: a place in the text, a field, or that there is no
/// text at all.
fn placed(e: &FormatError) -> bool {
    e.at.is_some() || !(e.path.is_empty() || e.path == ".") || e.msg.starts_with("the file is empty")
}

/// Parses, and when the record is taken, replays and checks it: no panic anywhere.
fn read(bytes: &[u8]) -> Result<Record, FormatError> {
    let r = Record::parse(bytes);
    match &r {
        Ok(rec) => {
            let _ = replay(rec);
            let (lines, v) = check_bytes("x", bytes);
            assert_ne!(v, Verdict::Unreadable, "{lines:?}");
        }
        Err(e) => assert!(placed(e), "an error that names no place: {e:?}"),
    }
    r
}

/// Field names of the format, so that arbitrary objects often look like records.
const KEYS: [&str; 24] = [
    "format",
    "version",
    "players",
    "chips",
    "starts_session",
    "options",
    "hands",
    "seed",
    "seats",
    "declines",
    "on_set",
    "deal",
    "boneyard",
    "actions",
    "tiebreak",
    "expect",
    "seat",
    "act",
    "tile",
    "at",
    "game",
    "error_at",
    "first",
    "immediate",
];

fn json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        any::<f64>().prop_map(Value::from),
        prop_oneof![Just("nos-record".to_string()), Just("3-5".to_string()), ".{0,8}"].prop_map(Value::String),
    ];
    leaf.prop_recursive(4, 48, 6, |inner| {
        let key = prop_oneof![prop::sample::select(&KEYS[..]).prop_map(str::to_string), ".{0,6}"];
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::vec((key, inner), 0..6).prop_map(|kv| Value::Object(kv.into_iter().collect())),
        ]
    })
}

/// `v` with the part at the path of `picks` (each pick chooses a child) replaced.
fn graft(v: &mut Value, picks: &[usize], new: Value) {
    let child = match v {
        Value::Array(a) if !a.is_empty() => {
            let i = picks.first().copied().unwrap_or(0) % a.len();
            &mut a[i]
        }
        Value::Object(m) if !m.is_empty() => {
            let i = picks.first().copied().unwrap_or(0) % m.len();
            m.values_mut().nth(i).expect("a field")
        }
        _ => {
            *v = new;
            return;
        }
    };
    if picks.len() <= 1 {
        *child = new;
    } else {
        graft(child, &picks[1..], new);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_bytes_are_refused_naming_the_place(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        let _ = read(&bytes);
    }

    #[test]
    fn arbitrary_json_is_refused_naming_the_place(v in json()) {
        let _ = read(v.to_string().as_bytes());
    }

    #[test]
    fn a_record_with_any_part_replaced_never_panics(picks in prop::collection::vec(any::<usize>(), 1..6), new in json()) {
        let mut v = example();
        graft(&mut v, &picks, new);
        let _ = read(serde_json::to_string_pretty(&v).unwrap().as_bytes());
    }

    #[test]
    fn chips_anywhere_in_the_integers_are_refused_unless_bounded_and_totalling_500_each(
        chips in prop::collection::vec(prop_oneof![
            any::<i64>(),
            Just(i64::MIN), Just(i64::MAX), Just(i32::MIN as i64), Just(i32::MAX as i64),
            Just(*CHIPS.start()), Just(*CHIPS.end()), Just(*CHIPS.start() - 1), Just(*CHIPS.end() + 1),
            -2000i64..2000,
        ], 4),
    ) {
        let mut v = example();
        v["chips"] = Value::from(chips.clone());
        v["starts_session"] = Value::from(false);
        v["hands"][0].as_object_mut().unwrap().remove("expect");
        match read(v.to_string().as_bytes()) {
            Ok(rec) => {
                prop_assert!(chips.iter().all(|c| CHIPS.contains(c)));
                prop_assert_eq!(chips.iter().sum::<i64>(), 2000);
                let r = replay(&rec).expect("the example replays");
                // Every total moved by the hand's payments only: 18 chips at most here.
                for (c, got) in chips.iter().zip(&r.hands[0].chips) {
                    prop_assert!((*got as i64 - c).abs() <= 18, "{c} became {got}");
                }
            }
            Err(e) => {
                let bad = chips.iter().any(|c| !CHIPS.contains(c));
                prop_assert!(bad || chips.iter().sum::<i64>() != 2000, "{e}");
                prop_assert!(e.path.starts_with("chips"), "{e}");
            }
        }
    }
}
