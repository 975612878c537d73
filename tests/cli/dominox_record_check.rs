//! Dominox records through `nos check`'s library: the examples, the text's sample game,
//! records of random games written and checked again with the same scores, and the
//! refusals a Dominox record can meet, each naming its hand and action.

use nos::core::{chance, Play};
use nos::games::dominox::{Action, Dominox, Placement};
use nos::record::check::{check_bytes, Verdict};
use nos::record::parlour::{self as pr, dominox::Kept};
use proptest::prelude::*;
use std::path::Path;

fn example(n: &str) -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records/parlour").join(n)).unwrap()
}

fn names() -> Vec<String> {
    vec!["Ann".into(), "Bas".into()]
}

fn check(text: &str) -> (Verdict, Vec<String>) {
    let (lines, v) = check_bytes("x.json", text.as_bytes());
    (v, lines)
}

fn refused(text: &str, place: &str) {
    let (v, lines) = check(text);
    assert_eq!(v, Verdict::Refused, "{lines:?}");
    let last = lines.last().unwrap();
    assert!(last.contains(place), "{place:?} not named in: {last}");
}

#[test]
fn dominox_16_the_sample_game_moves_1_to_9_checks_in_progress() {
    let (v, lines) = check(&example("dominox-sample-game-moves-1-9.json"));
    assert_eq!(v, Verdict::Valid, "{lines:?}");
    assert!(lines[0].contains("in progress after 9 actions"), "{lines:?}");
    // The same moves played through a kept game write a record that checks too.
    let rec = pr::parse(example("dominox-sample-game-moves-1-9.json").as_bytes()).unwrap();
    let (_, kept) = pr::dominox::replay(&rec).unwrap();
    assert_eq!(kept.actions().len(), 9);
    assert_eq!(kept.game().last().map(|p| p.to_string()), Some("1-4 on a2 a3".into()));
    let again = kept.record(&names()).to_text();
    assert_eq!(check(&again).0, Verdict::Valid, "{again}");
}

#[test]
fn dominox_8_and_11_the_complete_game_ends_in_a_draw_its_passes_shown() {
    let (v, lines) = check(&example("dominox-complete-game-draw-5-5.json"));
    assert_eq!(v, Verdict::Valid, "{lines:?}");
    assert!(lines[0].contains("game over; scores Ann 5, Bas 5"), "{lines:?}");
    assert!(lines[1].contains("draw"), "{lines:?}");
    // The passes that show the end may be left out (Dominox #8).
    let d = example("dominox-complete-game-draw-5-5.json");
    let short = d.replace(",\n        {\"seat\": 0, \"act\": \"pass\"},\n        {\"seat\": 1, \"act\": \"pass\"}", "");
    assert_ne!(short, d);
    assert_eq!(check(&short).0, Verdict::Valid);
    // One more pass than the two seats, or out of turn, is refused.
    let more = d.replace(
        "{\"seat\": 1, \"act\": \"pass\"}",
        "{\"seat\": 1, \"act\": \"pass\"},\n{\"seat\": 0, \"act\": \"pass\"}",
    );
    refused(&more, "hand 1, action 25");
    let wrong = d.replace("{\"seat\": 0, \"act\": \"pass\"}", "{\"seat\": 1, \"act\": \"pass\"}");
    refused(&wrong, "hand 1, action 23");
    refused(&d.replace("\"scores\": [5, 5]", "\"scores\": [5, 6]"), "expected scores [5, 6], found [5, 5]");
}

#[test]
fn dominox_records_refused_by_the_rules_name_the_hand_and_action() {
    let s = example("dominox-sample-game-moves-1-9.json");
    // Dominox #6: the lead holds the lowest double.
    refused(&s.replace("\"lead\": 0", "\"lead\": 1"), "hand 1: lead or deal");
    // The refused examples without their error_at.
    refused(&example("dominox-unmatched-neighbour-refused.json").replace(", \"error_at\": 1", ""), "hand 1, action 1");
    refused(&s.replace("\"expect\": {\"scores\": [0, 0]}", "\"expect\": {\"error_at\": 3}"), "error_at");
    // Not the seat to play.
    refused(
        &s.replace(
            "{\"seat\": 1, \"act\": \"play\", \"tile\": \"0-5\"",
            "{\"seat\": 0, \"act\": \"play\", \"tile\": \"0-5\"",
        ),
        "action 1",
    );
    // A pass while a placement is legal.
    refused(
        &s.replace(
            "{\"seat\": 1, \"act\": \"play\", \"tile\": \"0-5\", \"at\": [\"g6\", \"h6\"]}",
            "{\"seat\": 1, \"act\": \"pass\"}",
        ),
        "action 1",
    );
    // One whole game: no earlier scores, no later game, no lead draw.
    refused(
        &s.replace("\"scores\": [0, 0],\n  \"options\"", "\"scores\": [3, 0],\n  \"options\""),
        "scores start at [0, 0]",
    );
    refused(&s.replace("\"options\": {}", "\"options\": {}, \"starts_match\": false"), "starts the match");
    refused(
        &s.replace(
            "\"lead\": 0,",
            "\"lead\": 0, \"lead_draw\": [{\"seat\": 0, \"tile\": \"6-6\"}, {\"seat\": 1, \"tile\": \"1-1\"}],",
        ),
        "lead_draw",
    );
}

/// The sample game with action 1 (Black's first placement) replaced by `act`.
fn with_action_1(act: &str, expect: &str) -> String {
    let s = example("dominox-sample-game-moves-1-9.json");
    let old = "{\"seat\": 1, \"act\": \"play\", \"tile\": \"0-5\", \"at\": [\"g6\", \"h6\"]}";
    assert!(s.contains(old));
    let mut v: serde_json::Value = serde_json::from_str(&s.replace(old, act)).unwrap();
    v["hands"][0]["actions"].as_array_mut().unwrap().truncate(2);
    v["hands"][0]["expect"] = serde_json::from_str(expect).unwrap();
    serde_json::to_string_pretty(&v).unwrap()
}

#[test]
fn dominox_records_a_draw_an_end_turn_or_a_second_hand_is_refused_not_unreadable() {
    // The format: the end-of-turn draw is never written, and a draw action is refused;
    // Dominox has no end_turn; the record is one game, one hand. Exit 1, not 2.
    for (act, word) in [
        ("{\"seat\": 1, \"act\": \"draw\"}", "a draw is refused"),
        ("{\"seat\": 1, \"act\": \"draw\", \"tile\": \"0-4\"}", "a draw is refused"),
        ("{\"seat\": 1, \"act\": \"end_turn\"}", "an end_turn is refused"),
    ] {
        let t = with_action_1(act, "{}");
        refused(&t, "hand 1, action 1");
        refused(&t, word);
        // Where the record expects the refusal, it is honoured: the record checks.
        let t = with_action_1(act, "{\"error_at\": 1}");
        let (v, lines) = check(&t);
        assert_eq!(v, Verdict::Valid, "{lines:?}");
        assert!(lines[0].contains("action 1 refused as expected"), "{lines:?}");
        assert!(lines[0].contains(word), "{lines:?}");
    }
    let s = example("dominox-sample-game-moves-1-9.json");
    let mut v: serde_json::Value = serde_json::from_str(&s).unwrap();
    let first = v["hands"][0].clone();
    v["hands"].as_array_mut().unwrap().push(first);
    let t = serde_json::to_string_pretty(&v).unwrap();
    refused(&t, "hand 2: a second hand is refused");
    // Its place still matters: a second hand that is not a deal is unreadable.
    v["hands"][1]["deal"] = serde_json::json!([]);
    let (verdict, lines) = check(&serde_json::to_string(&v).unwrap());
    assert_eq!(verdict, Verdict::Unreadable, "{lines:?}");
    assert!(lines.last().unwrap().contains("hands[1].deal"), "{lines:?}");
}

#[test]
fn dominox_7_a_deal_without_a_double_is_refused() {
    let s = example("dominox-sample-game-moves-1-9.json");
    // Swap every double of the hands with non-doubles of the boneyard.
    let t = s
        .replace("\"0-0\", \"0-2\"", "\"0-4\", \"0-2\"")
        .replace("\"2-2\", \"3-3\", \"4-4\"]", "\"0-6\", \"1-2\", \"1-6\"]")
        .replace("\"5-5\"", "\"2-4\"")
        .replace(
            "[\"0-4\", \"0-6\", \"1-1\", \"1-2\", \"1-6\", \"2-4\"",
            "[\"0-0\", \"2-2\", \"1-1\", \"3-3\", \"4-4\", \"5-5\"",
        );
    refused(&t, "no double was dealt");
}

/// A random game played to its end, or cut off after `cut` actions.
fn random_game(seed: u64, cut: usize) -> Kept {
    let mut k = Kept::seeded(seed);
    let mut rng = chance::dice(seed ^ 0x5eed);
    let mut buf = Default::default();
    while let Some(s) = k.game().to_act() {
        if k.actions().len() == cut {
            break;
        }
        let a = k.game().random_action(&mut rng, &mut buf).unwrap();
        k.apply(s, a).unwrap();
    }
    k
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]
    #[test]
    fn random_games_written_as_records_check_with_the_same_scores(seed in any::<u64>(), cut in 0usize..40) {
        let k = random_game(seed, cut);
        let mut rec = k.record(&names());
        let scores: Vec<i32> = k.game().scores().iter().map(|&s| s as i32).collect();
        rec.hands[0].expect.scores = Some(scores.clone());
        let text = rec.to_text();
        let (v, lines) = check(&text);
        prop_assert_eq!(v, Verdict::Valid, "{:?}\n{}", lines, text);
        let (r, again) = pr::dominox::replay(&pr::parse(text.as_bytes()).unwrap()).unwrap();
        prop_assert_eq!(&r.hands[0].scores, &scores);
        prop_assert_eq!(again.game(), k.game());
        prop_assert_eq!(r.result.is_some(), k.game().is_over());
    }
}

#[test]
fn a_written_record_names_the_placement_from_its_lower_square() {
    let mut k = Kept::deal(&nos::games::dominox::Deal::random(&mut chance::dice(11))).unwrap();
    let seat = k.game().to_act().unwrap();
    let d = k.game().lead_tile().unwrap();
    // Written from the upper square, it is still one placement.
    let p = Placement::new(d.low(), d.high(), ["d5".parse().unwrap(), "d4".parse().unwrap()]).unwrap();
    k.apply(seat, Action::Place(p)).unwrap();
    let text = k.record(&names()).to_text();
    assert!(text.contains("\"at\":[\"d4\",\"d5\"]"), "{text}");
    let start = Dominox::start(&nos::games::dominox::Deal::random(&mut chance::dice(11))).unwrap();
    assert_eq!(k.start(), &start);
    assert_eq!(k.actions(), &[(seat, Action::Place(p))]);
}
