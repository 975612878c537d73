//! The bot protocol (`docs/protocol.md`): the example session replayed as written, every request
//! kind, every kind of error naming its field, and the bot going on after a bad line.

use nos::bot::{answer, serve};
use serde_json::{json, Value};

const BOT_MD: &str = include_str!("../../docs/protocol.md");

fn ask(req: &Value) -> Value {
    serde_json::from_str(&answer(&req.to_string())).expect("an answer is JSON")
}

/// A two-player block view: seat 1 to answer 6-6.
fn view() -> Value {
    json!({"game": "block-hoyle", "players": 2, "seat": 1, "scores": [0, 0], "lead": 0,
           "hand": ["1-1", "5-6", "1-3", "0-4", "0-6", "2-3", "3-5"],
           "actions": [{"seat": 0, "act": "play", "tile": "6-6"}]})
}

fn error_field(req: Value) -> String {
    let a = ask(&req);
    assert_eq!(a["ok"], json!(false), "{req} -> {a}");
    assert!(a["error"].as_str().is_some_and(|e| !e.is_empty()), "{a}");
    a["field"].as_str().expect("a field").to_string()
}

#[test]
fn the_example_session_of_bot_md_is_answered_as_written() {
    let block = BOT_MD.split("## Example session").nth(1).expect("the section");
    let block = block.split("```text\n").nth(1).and_then(|b| b.split("```").next()).expect("the block");
    let mut asked = None;
    let mut pairs = 0;
    for line in block.lines() {
        if let Some(q) = line.strip_prefix("> ") {
            asked = Some(q.to_string());
        } else if let Some(a) = line.strip_prefix("< ") {
            let q = asked.take().expect("a request before each answer");
            assert_eq!(answer(&q), a, "request {q}");
            pairs += 1;
        }
    }
    assert!(pairs >= 8);
}

#[test]
fn hello_names_the_protocol_its_version_and_every_game_it_plays() {
    let a = ask(&json!({"request": "hello", "id": "x"}));
    assert_eq!(a["ok"], json!(true));
    assert_eq!(a["id"], json!("x"));
    assert_eq!(a["protocol"], json!("nos-bot"));
    assert_eq!(a["version"], json!(1));
    let games: Vec<&str> = a["games"].as_array().unwrap().iter().map(|g| g.as_str().unwrap()).collect();
    // Every game the registry offers the bot, Nos among them.
    for g in nos::registry::GAMES {
        assert_eq!(games.contains(&g.id()), g.bot().is_some(), "{}", g.id());
    }
    assert!(games.contains(&"partnership-block") && games.contains(&"dominox"));
    assert!(games.contains(&"nos"));
}

#[test]
fn legal_check_and_decide_answer_a_view() {
    let legal = ask(&json!({"request": "legal", "view": view()}));
    assert_eq!(legal["to_act"], json!(1));
    assert_eq!(legal["legal"].as_array().unwrap().len(), 4);
    let check = ask(&json!({"request": "check", "view": view()}));
    assert_eq!((check["over"].clone(), check["scores"].clone()), (json!(false), json!([0, 0])));
    for level in ["easy", "normal", "strong"] {
        let d = ask(&json!({"request": "decide", "level": level, "view": view(), "alternatives": true}));
        assert!(legal["legal"].as_array().unwrap().contains(&d["action"]), "{level}: {d}");
        let alts = d["alternatives"].as_array().unwrap();
        assert_eq!(alts[0]["action"], d["action"], "the chosen comes first");
        if level != "easy" {
            assert_eq!(alts.len(), 4);
            let vals: Vec<f64> = alts[1..].iter().map(|a| a["value"].as_f64().unwrap()).collect();
            assert!(vals.windows(2).all(|w| w[0] >= w[1]), "ranked by value: {vals:?}");
        }
    }
    // Without `alternatives`, none are listed; the same seed, the same answer.
    let q = json!({"request": "decide", "level": "strong", "seed": 3, "playouts": 50, "view": view()});
    let d = ask(&q);
    assert!(d.get("alternatives").is_none());
    assert_eq!(d, ask(&q));
}

#[test]
fn another_seats_turn_has_no_legal_actions_and_no_decision() {
    let mut v = view();
    v["seat"] = json!(0);
    v["hand"] = json!(["6-6", "1-2", "0-0", "2-2", "3-3", "4-4", "0-2"]);
    let legal = ask(&json!({"request": "legal", "view": v}));
    assert_eq!(legal["legal"], json!([]));
    assert_eq!(legal["to_act"], json!(1));
    assert_eq!(error_field(json!({"request": "decide", "view": v})), "view.seat");
}

#[test]
fn every_bad_request_names_its_field() {
    let with = |path: &[&str], value: Value| {
        let mut r = json!({"request": "decide", "view": view()});
        let mut at = &mut r;
        for p in &path[..path.len() - 1] {
            at = if let Ok(i) = p.parse::<usize>() { &mut at[i] } else { &mut at[*p] };
        }
        let last = path[path.len() - 1];
        match last.parse::<usize>() {
            Ok(i) => at[i] = value,
            Err(_) => at[last] = value,
        }
        r
    };
    let cases: Vec<(Value, &str)> = vec![
        (json!({"view": view()}), "line"),
        (json!({"request": "shout"}), "request"),
        (json!({"request": "legal"}), "view"),
        (json!({"request": "hello", "colour": "red"}), "colour"),
        (with(&["level"], json!("expert")), "level"),
        (with(&["playouts"], json!(0)), "playouts"),
        (with(&["seed"], json!(-1)), "seed"),
        (with(&["view", "game"], json!("chess")), "view.game"),
        (with(&["view", "game"], json!(7)), "view.game"),
        (with(&["view", "players"], json!(7)), "view.players"),
        (with(&["view", "seat"], json!(2)), "view.seat"),
        (with(&["view", "hand"], json!(["1-1"])), "view.hand"),
        (with(&["view", "hand", "2"], json!("1-7")), "view.hand[2]"),
        (with(&["view", "hand", "2"], json!("1-1")), "view.hand[2]"),
        (with(&["view", "drawn"], json!(["2-2"])), "view.drawn"),
        (with(&["view", "scores"], json!([0])), "view.scores"),
        (with(&["view", "options"], json!({"colour": 1})), "view.options.colour"),
        (with(&["view", "actions", "0", "act"], json!("jump")), "view.actions[0].act"),
        (with(&["view", "actions", "0", "seat"], json!(1)), "view.actions[0]"),
        (with(&["view", "lead"], json!(1)), "view.lead"),
        (with(&["view", "actions", "0", "tile"], json!("5-6")), "view.actions[0].tile"),
        (with(&["view", "actions", "0", "tile"], json!("2-4")), "view.actions[0]"),
    ];
    for (req, field) in cases {
        assert_eq!(error_field(req.clone()), field, "{req}");
    }
    assert_eq!(serde_json::from_str::<Value>(&answer("[1, 2]")).unwrap()["field"], json!("line"));
    assert_eq!(serde_json::from_str::<Value>(&answer("{")).unwrap()["field"], json!("line"));
}

#[test]
fn a_view_the_rules_cannot_allow_is_refused_by_check() {
    // Seat 1 drew for want of a 6 while holding 6-1 under every deal: it played 6-5,
    // the one tile it drew, so 6-1 was in its hand all along.
    let v = json!({"game": "draw-hoyle", "players": 2, "seat": 0, "scores": [0, 0], "lead": 0,
        "hand": ["6-6", "3-4", "1-2", "0-1", "0-2", "0-3", "2-2"],
        "actions": [{"seat": 0, "act": "play", "tile": "6-6"}, {"seat": 1, "act": "draw"},
                    {"seat": 1, "act": "play", "tile": "6-5", "at": "E"},
                    {"seat": 0, "act": "play", "tile": "2-2", "at": "W"}]});
    assert_eq!(error_field(json!({"request": "check", "view": v})), "view.actions[3]");
    let mut v = v;
    v["actions"][3] = json!({"seat": 0, "act": "play", "tile": "5-3", "at": "E"});
    // Seat 0 does not hold 5-3.
    assert_eq!(error_field(json!({"request": "check", "view": v.clone()})), "view.actions[3]");
    v["actions"][3] = json!({"seat": 0, "act": "play", "tile": "6-1", "at": "W"});
    v["actions"].as_array_mut().unwrap().push(json!({"seat": 1, "act": "play", "tile": "1-4", "at": "W"}));
    v["actions"].as_array_mut().unwrap().push(json!({"seat": 0, "act": "play", "tile": "4-3", "at": "W"}));
    v["actions"].as_array_mut().unwrap().push(json!({"seat": 1, "act": "play", "tile": "6-4", "at": "W"}));
    // 6-1 is seat 0's, played: then seat 1 holding 6-4 at its draw for want of a 6 is
    // impossible, whatever the deal.
    let f = error_field(json!({"request": "check", "view": v}));
    assert!(f.starts_with("view.actions["), "{f}");
}

#[test]
fn the_bot_answers_every_line_and_goes_on_after_a_bad_one() {
    let input = format!(
        "{}\nnot json\n\n{}\n{}\n",
        json!({"request": "hello", "id": 1}),
        json!({"request": "legal", "id": 2}),
        json!({"request": "legal", "id": 3, "view": view()})
    );
    let mut out = Vec::new();
    serve(input.as_bytes(), &mut out).unwrap();
    let lines: Vec<Value> = String::from_utf8(out).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 4, "one answer a request, the empty line skipped");
    assert_eq!(
        lines.iter().map(|l| l["ok"].clone()).collect::<Vec<_>>(),
        [json!(true), json!(false), json!(false), json!(true)]
    );
    assert_eq!(lines[2]["id"], json!(2));
    assert_eq!(lines[3]["id"], json!(3));
}

/// `nos bot` with `input` on its standard input: its answers, and its exit code.
fn bot(input: Vec<u8>) -> (Vec<Value>, Option<i32>) {
    use std::io::Write;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_nos"))
        .arg("bot")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let feed = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().unwrap();
    feed.join().unwrap();
    let answers = String::from_utf8(out.stdout).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    (answers, out.status.code())
}

#[test]
fn a_line_not_utf8_or_over_a_mebibyte_gets_an_error_and_the_next_is_answered() {
    let hello = |id: u32| json!({"request": "hello", "id": id}).to_string();
    let mut input = Vec::new();
    // One byte of invalid UTF-8 ended the bot: "stream did not contain valid UTF-8", exit 2.
    input.extend_from_slice(b"{\"request\": \"hello\", \"id\": \xff}\n");
    input.extend_from_slice(format!("{}\n", hello(1)).as_bytes());
    // A line of 2 MiB, then one exactly at the limit (JSON padded with spaces).
    input.extend(std::iter::repeat_n(b'x', 2 << 20));
    input.extend_from_slice(format!("\n{}\n", hello(2)).as_bytes());
    let at_limit = format!("{}{}", hello(3), " ".repeat(nos::bot::LINE_BYTES - hello(3).len()));
    input.extend_from_slice(format!("{at_limit}\r\n{at_limit} \n").as_bytes());
    let (answers, code) = bot(input);
    assert_eq!(code, Some(0));
    let said: Vec<(Value, Value, Value)> =
        answers.iter().map(|a| (a["ok"].clone(), a["field"].clone(), a["id"].clone())).collect();
    assert_eq!(
        said,
        [
            (json!(false), json!("line"), Value::Null),
            (json!(true), Value::Null, json!(1)),
            (json!(false), json!("line"), Value::Null),
            (json!(true), Value::Null, json!(2)),
            (json!(true), Value::Null, json!(3)),
            (json!(false), json!("line"), Value::Null),
        ],
        "{answers:?}"
    );
    assert!(answers[0]["error"].as_str().unwrap().starts_with("not UTF-8 text"), "{}", answers[0]);
    assert!(answers[2]["error"].as_str().unwrap().contains("longer than 1048576 bytes (1 MiB)"), "{}", answers[2]);
}

#[cfg(target_os = "linux")]
#[test]
fn a_line_with_no_end_is_read_in_bounded_memory() {
    use std::io::Write;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_nos"))
        .arg("bot")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    // 256 MiB and no newline: it grew memory until the process aborted.
    let chunk = vec![b'x'; 1 << 20];
    for _ in 0..256 {
        stdin.write_all(&chunk).unwrap();
    }
    stdin.flush().unwrap();
    let status = std::fs::read_to_string(format!("/proc/{}/status", child.id())).unwrap();
    let peak: u64 = status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches(" kB").trim().parse().ok())
        .unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    let a: Value = serde_json::from_str(String::from_utf8(out.stdout).unwrap().trim()).unwrap();
    assert_eq!((a["ok"].clone(), a["field"].clone()), (json!(false), json!("line")));
    assert!(peak < 64 << 10, "{peak} kB at its peak");
}

#[test]
fn playouts_are_bounded_as_the_command_line_bounds_its_samples() {
    let req = |p: Value| json!({"request": "decide", "level": "strong", "playouts": p, "view": view()});
    for p in [json!(0), json!(100_001), json!(4_294_967_295_u64), json!(4_294_967_296_u64), json!(-1), json!(1.5)] {
        assert_eq!(error_field(req(p.clone())), "playouts", "{p}");
    }
    let a = ask(&req(json!(100_001)));
    assert_eq!(a["error"], json!("at most 100000, not 100001"));
    assert_eq!(ask(&req(json!(2)))["ok"], json!(true));
}

/// The games of the parlour as the protocol's page lists them, made from the registry: players,
/// tiles dealt each, and who leads a match's first hand.
fn games_table() -> String {
    use nos::games::parlour::preset::FirstLead;
    use nos::games::parlour::{Options, Rules};
    use nos::registry::{Table, GAMES};
    let mut out = String::from("| game | players | tiles dealt each | a match's first hand |\n|---|---|---|---|\n");
    for g in GAMES.iter().filter(|g| g.bot().is_some()) {
        let Some(form) = g.form() else { continue };
        let counts = g.players();
        let each: Vec<String> = counts
            .iter()
            .map(|&n| {
                format!("{} with {n}", form.tiles_each(n as usize, &Options::new()).expect("a count it is played by"))
            })
            .collect();
        let lead = match g.table() {
            Table::Line(p) => match Rules::of(p, counts[0] as usize).expect("rules").first_lead {
                FirstLead::Holds(t) => format!("the holder of {t} leads it; no `lead_draw`"),
                FirstLead::HighestDouble => "the holder of the highest double dealt leads it; no `lead_draw`".into(),
                FirstLead::Draw => "`lead_draw` given; its winner leads, any tile".into(),
            },
            _ => "the holder of the lowest double dealt places it first; no `lead_draw`".into(),
        };
        out += &format!(
            "| `{}` | {} | {} | {lead} |\n",
            g.id(),
            counts.iter().map(|n| n.to_string()).collect::<Vec<_>>().join(", "),
            each.join("; ")
        );
    }
    out
}

#[test]
fn the_protocol_page_says_for_every_game_how_many_tiles_it_deals_and_who_leads() {
    let table = games_table();
    assert!(BOT_MD.contains(&table), "docs/protocol.md's table of the games should read:\n{table}");
}

#[test]
fn the_lead_draw_of_the_protocol_page_decides_the_lead_it_names() {
    // The page's example: a first hand of draw-2, its lead drawn for.
    let view = json!({"game": "draw-2", "players": 2, "seat": 0, "scores": [0, 0], "lead": 1,
        "lead_draw": [{"seat": 0, "tile": "5-4"}, {"seat": 1, "tile": "6-3"},
                      {"seat": 0, "tile": "2-1"}, {"seat": 1, "tile": "4-0"}],
        "hand": ["0-0", "0-1", "1-1", "2-2", "3-5", "4-6", "6-6"]});
    assert!(BOT_MD.contains(&view["lead_draw"].to_string()), "docs/protocol.md shows this lead draw");
    let a = ask(&json!({"request": "check", "view": view}));
    assert_eq!(a["ok"], json!(true), "{a}");
    assert_eq!(a["to_act"], json!(1));
    // Without it, or naming the loser, the view is refused.
    let mut v = view.clone();
    v.as_object_mut().unwrap().remove("lead_draw");
    assert_eq!(error_field(json!({"request": "check", "view": v})), "view.lead");
    let mut v = view.clone();
    v["lead"] = json!(0);
    assert_eq!(error_field(json!({"request": "check", "view": v})), "view.lead");
}
