//! Records of the train games (the parlour record format's section "The train games"):
//! the published examples and ours check; each refusal the rules list comes back at
//! its `error_at` for its reason; form errors are exit code 2, rules errors 1; a
//! record written as a game is played reads back and replays to the same state.

use nos::core::{chance, Play};
use nos::games::trains::{Game, Kind, Rules};
use nos::record::check::{check_bytes, Verdict};
use nos::record::trains::{parse, play_recorded, replay};
use std::path::Path;

fn dir() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/trains_records")
}

fn read(name: &str) -> String {
    std::fs::read_to_string(dir().join(name)).unwrap()
}

#[test]
fn every_example_and_error_record_checks() {
    let mut n = 0;
    for e in std::fs::read_dir(dir()).unwrap() {
        let p = e.unwrap().path();
        let text = std::fs::read(&p).unwrap();
        let (lines, verdict) = check_bytes(&p.display().to_string(), &text);
        assert_eq!(verdict, Verdict::Valid, "{lines:?}");
        n += 1;
    }
    assert!(n >= 17);
}

/// Each refusal the rules list, in a record whose `error_at` names it, refused for
/// its own reason.
#[test]
fn each_listed_refusal_is_refused_at_its_error_at_for_its_reason() {
    let cases = [
        ("mexican-train-3p-train-not-marked-refused.json", "has no marker"),
        ("mexican-train-3p-play-elsewhere-while-double-uncovered-refused.json", "the double 1-1 is uncovered"),
        ("mexican-train-3p-next-seat-in-the-extra-turn-refused.json", "seat 1 acted, but seat 0 is on turn"),
        ("mexican-train-3p-draw-while-able-refused.json", "can be laid: no draw"),
        ("mexican-train-3p-second-draw-refused.json", "one draw a turn"),
        ("mexican-train-3p-drawn-tile-not-played-refused.json", "the drawn 1-5 can be laid"),
        ("mexican-train-3p-pass-before-drawing-refused.json", "no pass before drawing"),
        ("chicken-foot-2p-toe-missing-refused.json", "the foot on 4-4 takes its three toes first"),
        ("chicken-foot-2p-centre-first-refused.json", "the centre 6-6 takes its tiles first"),
        ("chicken-foot-2p-closed-double-refused.json", "6-6 takes no more tiles"),
        ("chicken-foot-2p-covered-end-refused.json", "the far end of 1-6 is covered"),
        ("chicken-foot-2p-tile-not-on-the-table-refused.json", "4-4 is not on the table"),
        ("mexican-train-3p-wrong-touching-end-refused.json", "a 1 cannot lie against an open 6"),
        ("chicken-foot-2p-wrong-touching-end-refused.json", "a 1 cannot lie against an open 6"),
    ];
    for (file, why) in cases {
        let rec = parse(read(file).as_bytes()).unwrap();
        let r = replay(&rec).unwrap_or_else(|(_, f)| panic!("{file}: {f}"));
        let out = &r.rounds.last().unwrap().outcome;
        assert!(out.contains("refused as expected") && out.contains(why), "{file}: {out}");
        // One action earlier, the record is refused at the same place as a plain error.
        let bumped = read(file).replace("\"error_at\": ", "\"error_at\": 1000, \"x\": ");
        let (_, v) = check_bytes(file, bumped.as_bytes());
        assert_eq!(v, Verdict::Unreadable, "{file}: an unknown field");
        let plain = strip_error_at(&read(file));
        let (lines, v) = check_bytes(file, plain.as_bytes());
        assert_eq!(v, Verdict::Refused, "{file}");
        assert!(lines.last().unwrap().contains(why), "{file}: {lines:?}");
    }
}

fn strip_error_at(text: &str) -> String {
    let mut v: serde_json::Value = serde_json::from_str(text).unwrap();
    for h in v["hands"].as_array_mut().unwrap() {
        h.as_object_mut().unwrap().remove("expect");
    }
    v.to_string()
}

fn edit(file: &str, f: impl FnOnce(&mut serde_json::Value)) -> Verdict {
    let mut v: serde_json::Value = serde_json::from_str(&read(file)).unwrap();
    f(&mut v);
    check_bytes(file, v.to_string().as_bytes()).1
}

/// A change made to a record's JSON.
type Edit = Box<dyn FnOnce(&mut serde_json::Value)>;

#[test]
fn form_errors_are_exit_two_and_rules_errors_exit_one() {
    let mt = "mexican-train-3p-double-covered-by-layer-and-by-next-seat-after-marker.json";
    let cf = "chicken-foot-3p-foot-completed-and-foot-closed-number-gone.json";
    let unreadable: Vec<(&str, Edit)> = vec![
        (mt, Box::new(|v| v["hands"][0]["actions"][0]["at"] = "6-6".into())),
        (mt, Box::new(|v| v["hands"][0]["actions"][0]["train"] = 3.into())),
        (mt, Box::new(|v| v["hands"][0]["actions"][0]["train"] = "mex".into())),
        (cf, Box::new(|v| v["hands"][0]["actions"][0]["train"] = 0.into())),
        (cf, Box::new(|v| v["hands"][0]["actions"][0]["at"] = "6-7".into())),
        (mt, Box::new(|v| v["hands"][0]["engine"] = "5-5".into())),
        (mt, Box::new(|v| v["options"]["centre"] = 6.into())),
        (mt, Box::new(|v| v["options"]["set"] = 7.into())),
        (mt, Box::new(|v| v["options"]["rounds"] = 0.into())),
        (mt, Box::new(|v| v["hands"][0]["boneyard"].as_array_mut().unwrap().pop().map(|_| ()).unwrap())),
        (mt, Box::new(|v| v["hands"][0]["deal"][0][0] = "6-6".into())),
        (mt, Box::new(|v| v["hands"][0]["actions"][0]["tile"] = "6-13".into())),
        (mt, Box::new(|v| v["pool"] = 0.into())),
        (mt, Box::new(|v| v["scores"] = serde_json::json!([0, 0]))),
        // A round past option rounds.
        (
            "mexican-train-3p-round-ends-blocked.json",
            Box::new(|v| {
                let mut h = v["hands"][0].clone();
                h["engine"] = "5-5".into();
                v["hands"].as_array_mut().unwrap().push(h);
            }),
        ),
    ];
    for (i, (file, f)) in unreadable.into_iter().enumerate() {
        assert_eq!(edit(file, f), Verdict::Unreadable, "case {i}");
    }
    let refused: Vec<(&str, Edit)> = vec![
        (mt, Box::new(|v| v["hands"][0]["lead"] = 1.into())),
        (mt, Box::new(|v| v["hands"][0]["lead_draw"] = serde_json::json!([]))),
        (mt, Box::new(|v| v["scores"] = serde_json::json!([0, 5, 0]))),
        (mt, Box::new(|v| v["hands"][0]["expect"]["scores"] = serde_json::json!([0, 34, 14]))),
        (mt, Box::new(|v| v["hands"][0]["actions"][9]["tile"] = "0-3".into())),
    ];
    for (i, (file, f)) in refused.into_iter().enumerate() {
        assert_eq!(edit(file, f), Verdict::Refused, "case {i}");
    }
    // With starts_match false the totals and the lead are as written.
    let later = edit(mt, |v| {
        v["starts_match"] = false.into();
        v["scores"] = serde_json::json!([3, 4, 5]);
        v["hands"][0]["expect"]["scores"] = serde_json::json!([3, 38, 18]);
    });
    assert_eq!(later, Verdict::Valid);
}

#[test]
fn trains_8_the_example_round_ends_blocked_at_the_pass_that_completes_the_run() {
    let rec = parse(read("mexican-train-3p-round-ends-blocked.json").as_bytes()).unwrap();
    let r = replay(&rec).unwrap_or_else(|(_, f)| panic!("{f}"));
    assert_eq!(r.rounds[0].outcome, "blocked");
    assert!(r.game.finished());
    // Without its last pass the round is still in progress.
    let mut v: serde_json::Value = serde_json::from_str(&read("mexican-train-3p-round-ends-blocked.json")).unwrap();
    v["hands"][0]["actions"].as_array_mut().unwrap().pop();
    v["hands"][0].as_object_mut().unwrap().remove("expect");
    let rec = parse(v.to_string().as_bytes()).unwrap();
    let r = replay(&rec).unwrap_or_else(|(_, f)| panic!("{f}"));
    assert_eq!(r.rounds[0].outcome, "in progress");
}

/// Whole games played by the random player, written as they are played, read back and
/// replayed: the same state, every round's totals as written.
#[test]
fn a_record_written_in_play_replays_to_the_same_state() {
    for (kind, n, seed) in [(Kind::Mexican, 4, 1), (Kind::Chicken, 3, 2), (Kind::Mexican, 8, 3), (Kind::Chicken, 6, 4)]
    {
        let rules = Rules::of(kind, n).unwrap();
        let names: Vec<String> = (0..n).map(|i| format!("P{i}")).collect();
        let mut rng = chance::dice(seed);
        let mut buf = Default::default();
        let (g, text) = play_recorded(Game::seeded(rules, seed), &names, Some(seed), |g| {
            g.random_action(&mut rng, &mut buf).unwrap()
        });
        assert!(g.finished());
        let (lines, v) = check_bytes("played", text.as_bytes());
        assert_eq!(v, Verdict::Valid, "{lines:?}");
        assert_eq!(lines.len(), rules.rounds as usize + 1, "{lines:?}");
        let back = replay(&parse(text.as_bytes()).unwrap()).unwrap_or_else(|(_, f)| panic!("{f}"));
        assert_eq!(back.game.round(), g.round());
        assert_eq!(back.game.totals(), g.totals());
    }
}

#[test]
fn nos_check_gives_the_formats_exit_codes() {
    let bin = env!("CARGO_BIN_EXE_nos");
    let run = |files: &[std::path::PathBuf]| std::process::Command::new(bin).arg("check").args(files).output().unwrap();
    let good = run(&[dir().join("mexican-train-3p-round-ends-blocked.json")]);
    assert_eq!(good.status.code(), Some(0), "{}", String::from_utf8_lossy(&good.stderr));
    let out = String::from_utf8_lossy(&good.stdout).to_string() + &String::from_utf8_lossy(&good.stderr);
    assert!(out.contains("blocked") && out.contains("Ann"), "{out}");
    let tmp = std::env::temp_dir().join(format!("nos-trains-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let bad = tmp.join("bad.json");
    std::fs::write(&bad, strip_error_at(&read("chicken-foot-2p-covered-end-refused.json"))).unwrap();
    assert_eq!(run(std::slice::from_ref(&bad)).status.code(), Some(1));
    let worse = tmp.join("worse.json");
    std::fs::write(&worse, read("chicken-foot-2p-covered-end-refused.json").replace("\"at\"", "\"train\"")).unwrap();
    assert_eq!(run(&[bad.clone(), worse]).status.code(), Some(2));
    std::fs::remove_dir_all(&tmp).ok();
}
