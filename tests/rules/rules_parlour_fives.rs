//! The fives games (Fives rulings): Muggins, All Fives, Fives and Threes. The count of
//! the open ends with the sources' worked numbers (also written as records under
//! tests/records/parlour), the spinner's sides before its ends, c/3 + c/5, the exact
//! 61, partners, and every option of section 3.

use crate::parlour_common;
use nos::core::{Play, Pos, Seat};
use nos::games::parlour::ledger::Account;
use nos::games::parlour::{Ending, Event, Match, Reason, Refusal, Winner};
use nos::record::check::{check_bytes, Verdict};
use parlour_common::*;

/// The Foster deal of the worked example: Ann leads.
const FOSTER: [&str; 2] = ["5-5 0-0 0-4 1-1 2-2 3-3 1-2", "5-0 5-6 6-6 1-3 2-3 2-4 3-4"];
/// The 6-6 lead of [DL] and [TD].
const SPIN: [&str; 2] = ["6-6 0-0 0-4 1-1 2-2 3-3 1-2", "6-3 5-6 5-5 1-3 2-3 2-4 3-4"];

/// The first hand of a match, `lead` having drawn the 6-6 for the lead (G.8).
fn first(r: nos::games::parlour::Rules, hands: &[&str], boneyard: &str, lead: u8) -> Match {
    let low = ["0-1", "0-2", "0-3", "0-4"];
    let draws: Vec<(u8, &str)> = (0..r.n).map(|s| (s, if s == lead { "6-6" } else { low[s as usize] })).collect();
    start_drawn(r, hands, boneyard, &draws)
}

fn count_of(ev: &[Event]) -> Option<Reason> {
    ev.iter().find_map(|e| match e {
        Event::Scored(m) if m.reason.count().is_some() || matches!(m.reason, Reason::Void { .. }) => Some(m.reason),
        _ => None,
    })
}

fn record(name: &str) -> String {
    let p = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records/parlour").join(name);
    std::fs::read_to_string(p).unwrap()
}

fn checks(name: &str) -> Vec<String> {
    let (lines, verdict) = check_bytes(name, record(name).as_bytes());
    assert_eq!(verdict, Verdict::Valid, "{}", lines.join("\n"));
    lines
}

#[test]
fn fives_3_and_5_foster_5_5_then_5_0_then_0_0_score_10_three_times() {
    let mut m = first(rules("muggins", 2), &FOSTER, "rest", 0);
    assert_eq!(count_of(&go(&mut m, 0, "5-5")), Some(Reason::Muggins(10)), "Fives #9: the lead scores");
    // One side covered by the 5-0: the double still counts 10, the blank end 0.
    assert_eq!(count_of(&go(&mut m, 1, "5-0 E")), Some(Reason::Muggins(10)));
    // The double blank at the end counts 0 (Fives #1, #2): 10 again, scoring again.
    assert_eq!(count_of(&go(&mut m, 0, "0-0 E")), Some(Reason::Muggins(10)));
    // Once both sides of the 5-5 are covered it counts nothing: 6 and 4.
    assert_eq!(count_of(&go(&mut m, 1, "5-6 W")), None);
    assert_eq!(m.hand().arms().count(), 6);
    assert_eq!(count_of(&go(&mut m, 0, "0-4 E")), Some(Reason::Muggins(10)));
    assert_eq!(m.scores(), &[30, 10]);
    checks("muggins-foster-5-5-5-0-0-0-score-10-three-times.json");
}

#[test]
fn muggins_1_no_spinner_a_double_on_an_arm_opens_nothing() {
    let mut m = first(rules("muggins", 2), &["6-3 0-0 0-4 1-1 2-2 3-3 1-2", "6-6 5-6 5-5 1-3 2-3 2-4 3-4"], "rest", 0);
    script(&mut m, "0 6-3; 1 6-6 W");
    let arms = m.hand().arms();
    assert_eq!(arms.ends().collect::<Vec<_>>(), [Pos::W, Pos::E]);
    // Fives #2: the double at the end of W counts both halves: 12 + 3.
    assert_eq!(arms.count(), 15);
    assert_eq!(m.scores(), &[0, 15]);
    assert!(matches!(refused(&mut m, 0, "3-3 N"), Refusal::Misfit(_)));
}

#[test]
fn muggins_2_and_fives_1_deal_and_set() {
    for (n, each) in [(2, 7), (3, 5), (4, 5)] {
        for id in ["muggins", "all-fives", "fives-and-threes"] {
            let r = rules(id, n);
            assert_eq!(r.tiles_each, each, "{id} with {n}");
            assert_eq!(r.preset.set.len(), 28);
            assert_eq!(r.reserve, 0, "Fives #8: the whole boneyard");
        }
    }
    let r = rules_with("all-fives", 2, &[("deal", word("9-7-5"))]);
    assert_eq!(r.tiles_each, 9, "All Fives #5, option deal");
    assert_eq!(rules_with("all-fives", 3, &[("deal", word("9-7-5"))]).tiles_each, 7);
    assert_eq!(rules_with("all-fives", 2, &[("deal", word("5"))]).tiles_each, 5);
}

#[test]
fn fives_6_and_7_must_play_if_able_else_draw_until_able() {
    let mut m = first(rules("muggins", 2), &FOSTER, "4-5 rest", 0);
    go(&mut m, 0, "5-5");
    assert!(matches!(refused(&mut m, 1, "draw"), Refusal::DrawWhileAble(_)));
    assert!(matches!(refused(&mut m, 1, "pass"), Refusal::PassWhileAble(_)));
    let mut m =
        first(rules("muggins", 2), &["4-4 0-0 0-4 1-1 2-2 3-3 1-2", "5-0 5-6 6-6 1-3 2-3 2-5 3-5"], "4-5 rest", 0);
    go(&mut m, 0, "4-4");
    assert!(matches!(refused(&mut m, 1, "pass"), Refusal::PassBeforeDrawing));
    go(&mut m, 1, "draw");
    // The drawn 4-5 plays: no more drawing (Fives #7).
    assert!(matches!(refused(&mut m, 1, "draw"), Refusal::DrawWhileAble(_)));
    // The voluntary draw is an option.
    let mut m = first(rules_with("muggins", 2, &[("voluntary_draw", yes())]), &FOSTER, "rest", 0);
    go(&mut m, 0, "5-5");
    go(&mut m, 1, "draw");
}

#[test]
fn fives_13_muggins_9_target_reached_mid_hand_ends_the_match() {
    let mut m = later(rules("muggins", 2), &[95, 0], &FOSTER, "rest", 0);
    go(&mut m, 0, "5-5");
    assert_eq!(m.scores(), &[105, 0]);
    assert_eq!(m.hand().ending(), Some(Ending::Target));
    assert!(m.finished());
}

/// Seeded random hands to their end: the last action's events and the counts left.
fn hand_ends(r: nos::games::parlour::Rules, seed: u64, hands: usize) -> Vec<(Vec<Event>, [u32; 10], Ending)> {
    let mut dice = nos::core::chance::dice(seed);
    let mut out = Vec::new();
    let mut ev = nos::games::parlour::Events::new();
    while out.len() < hands {
        let (mut m, _) = Match::random(r, &mut dice);
        while m.to_act().is_some() {
            m.random_step(&mut dice, &mut ev).unwrap();
        }
        if let Some(end) = m.hand().ending() {
            let mut counts = [0; 10];
            counts[..r.n as usize].copy_from_slice(&m.hand().counts()[..r.n as usize]);
            out.push((ev.to_vec(), counts, end));
        }
    }
    out
}

fn hand_score(ev: &[Event]) -> Option<(Account, i32, Reason)> {
    ev.iter().find_map(|e| match e {
        Event::Scored(m) if matches!(m.reason, Reason::Out | Reason::Block | Reason::Void { of: None, .. }) => {
            Some((m.to, m.amount, m.reason))
        }
        _ => None,
    })
}

fn round5(x: u32) -> i32 {
    ((x + 2) / 5 * 5) as i32
}

#[test]
fn muggins_6_and_7_out_or_lowest_scores_the_others_counts_rounded_to_5() {
    for (subtract, n) in [(false, 2), (false, 3), (true, 2), (true, 4)] {
        let r = if subtract { rules_with("muggins", n, &[("subtract_own", yes())]) } else { rules("muggins", n) };
        let (mut outs, mut blocks) = (0, 0);
        for (ev, counts, end) in hand_ends(r, 7 + n as u64, 300) {
            let got = hand_score(&ev);
            let (winner, reason) = match end {
                Ending::Out(s) => (s.0, Reason::Out),
                Ending::Blocked(Winner::One(a)) => (a, Reason::Block),
                Ending::Blocked(_) => {
                    assert_eq!(got, None, "a tie for the lowest: nobody scores");
                    continue;
                }
                Ending::Target => continue,
            };
            let others: u32 = (0..n).filter(|&s| s != winner as usize).map(|s| counts[s]).sum();
            let own = counts[winner as usize];
            let want =
                if reason == Reason::Block && subtract { round5(others.saturating_sub(own)) } else { round5(others) };
            if reason == Reason::Out {
                outs += 1;
            } else {
                blocks += 1;
            }
            match got {
                Some((to, amount, why)) => assert_eq!((to, amount, why), (Account::Of(winner), want, reason)),
                None => assert_eq!(want, 0),
            }
        }
        assert!(outs > 0 && blocks > 0, "both kinds of ending seen: {outs} out, {blocks} blocked");
    }
}

#[test]
fn f3_7_going_out_scores_the_chip_point_and_a_block_nothing() {
    for (chip, n) in [(None, 2), (Some(3), 3), (Some(0), 2), (None, 4)] {
        let r = match chip {
            None => rules("fives-and-threes", n),
            Some(c) => rules_with("fives-and-threes", n, &[("chip_point", int(c))]),
        };
        let want = chip.unwrap_or(1) as i32;
        let mut seen = [0; 2];
        for (ev, _, end) in hand_ends(r, 11 + n as u64, 300) {
            match end {
                Ending::Out(s) => {
                    seen[0] += 1;
                    let got = hand_score(&ev).map(|(to, a, _)| (to, a));
                    let acct = Account::Of(r.account(s));
                    assert_eq!(got, (want > 0).then_some((acct, want)), "{n} players, chip {want}");
                }
                Ending::Blocked(w) => {
                    seen[1] += 1;
                    assert_eq!(w, Winner::Nobody);
                    assert_eq!(hand_score(&ev), None, "F&3 #7: nothing for a block");
                }
                Ending::Target => {}
            }
        }
        assert!(seen[0] > 0 && seen[1] > 0, "{seen:?}");
    }
}

#[test]
fn f3_6_with_partners_the_hand_ends_only_when_both_of_a_side_are_out() {
    let r = rules("fives-and-threes", 4);
    let mut dice = nos::core::chance::dice(5);
    let mut ev = nos::games::parlour::Events::new();
    let mut went_on = 0;
    for _ in 0..300 {
        let (mut m, _) = Match::random(r, &mut dice);
        while let Some(s) = m.to_act() {
            let out_before = m.hand().hand(s).is_empty();
            if out_before {
                // A seat that is out has only its pass.
                assert_eq!(m.legal().as_slice(), &[nos::games::parlour::Action::Pass]);
                went_on += 1;
            }
            m.random_step(&mut dice, &mut ev).unwrap();
        }
        if let Some(Ending::Out(s)) = m.hand().ending() {
            assert!(m.hand().hand(s).is_empty() && m.hand().hand(Seat((s.0 + 2) % 4)).is_empty());
        }
    }
    assert!(went_on > 0, "some seat out passed while its partner played on");
}

#[test]
fn muggins_10_per_five_divides_every_score_and_the_target_is_21() {
    let r = rules_with("muggins", 2, &[("per_five", yes())]);
    assert_eq!(r.target, Some(21));
    assert_eq!(rules_with("all-fives", 3, &[("per_five", yes())]).target, Some(61));
    let mut m = first(r, &FOSTER, "rest", 0);
    go(&mut m, 0, "5-5");
    assert_eq!(m.scores(), &[2, 0]);
}

#[test]
fn all_fives_4_dl_6_6_spinner_led_counts_12_then_15_after_the_6_3() {
    let mut m = first(rules("all-fives", 2), &SPIN, "rest", 0);
    go(&mut m, 0, "6-6");
    assert_eq!(m.hand().arms().count(), 12);
    assert_eq!(m.scores(), &[0, 0], "12 is no multiple of 5");
    assert_eq!(count_of(&go(&mut m, 1, "6-3 E")), Some(Reason::Muggins(15)));
    assert_eq!(m.scores(), &[0, 15]);
    checks("all-fives-6-6-spinner-led-12-then-6-3-makes-15.json");
}

#[test]
fn all_fives_3_sides_before_ends_then_the_ends_count_nothing_while_empty() {
    let mut m =
        first(rules("all-fives", 2), &["6-6 6-0 0-4 1-1 2-2 3-3 1-2", "6-3 5-6 5-5 1-3 2-3 2-4 3-4"], "rest", 0);
    script(&mut m, "0 6-6; 1 6-3 E");
    let e = refused(&mut m, 0, "6-0 N");
    assert!(e.to_string().contains("both the spinner's sides"), "{e}");
    assert!(!m.hand().arms().is_open(Pos::N));
    go(&mut m, 0, "6-0 W");
    // Both sides covered: the spinner counts nothing, its empty ends 0: 0 + 3.
    assert!(m.hand().arms().is_open(Pos::N) && m.hand().arms().is_open(Pos::S));
    assert_eq!(m.hand().arms().count(), 3);
    go(&mut m, 1, "6-5 N");
    assert_eq!(m.hand().arms().count(), 8);
    assert!(refused(&mut m, 1, "3-1 E").to_string().contains("turn"));
    checks("all-fives-spinner-end-before-its-sides-refused.json");
}

#[test]
fn all_fives_3_option_sides_first_false_opens_the_ends_at_once() {
    let mut m = first(rules_with("all-fives", 2, &[("sides_first", OptBool(false))]), &SPIN, "rest", 0);
    go(&mut m, 0, "6-6");
    assert_eq!(m.hand().arms().count(), 12, "the ends count nothing while empty");
    go(&mut m, 1, "6-5 N");
    assert_eq!(m.hand().arms().count(), 17);
}

#[allow(non_snake_case)]
fn OptBool(b: bool) -> nos::games::parlour::OptValue {
    nos::games::parlour::OptValue::Bool(b)
}

#[test]
fn all_fives_1_and_3_a_spinner_on_an_arm_opens_its_ends_after_its_far_side() {
    let hands = ["6-3 0-0 3-4 1-1 2-2 6-2 1-2", "6-6 5-6 5-5 1-3 2-3 2-4 3-5"];
    let mut m = first(rules("all-fives", 2), &hands, "rest", 0);
    script(&mut m, "0 6-3; 1 6-6 W");
    // The spinner at W: its far side counts both halves, the 3 at E: 15.
    assert_eq!(m.scores(), &[0, 15]);
    assert!(!m.hand().arms().is_open(Pos::N));
    go(&mut m, 0, "6-2 W");
    assert!(m.hand().arms().is_open(Pos::N), "the far side holds a tile");
    assert_eq!(m.hand().arms().count(), 5);
    // All Fives #1: only the first double spins; the 5-5 on N lies across, no arms.
    script(&mut m, "1 6-5 N; 0 3-4 E");
    go(&mut m, 1, "5-5 N");
    assert_eq!(m.hand().arms().ends().count(), 4);
}

#[test]
fn all_fives_8_partners_any_seat_out_ends_the_hand_and_the_side_scores() {
    let r = rules_with("all-fives", 4, &[("partners", yes())]);
    assert_eq!(r.accounts(), 2);
    assert_eq!(r.target, Some(150), "All Fives #9");
    assert!(!rules("all-fives", 4).sides, "individual by default");
    assert_eq!(rules("all-fives", 2).target, Some(200));
}

#[test]
fn f3_4_points_of_a_count() {
    let r = rules("fives-and-threes", 2);
    let table = [(3, 1), (5, 1), (6, 2), (9, 3), (10, 2), (12, 4), (15, 8), (18, 6), (20, 4), (21, 7), (24, 8)];
    for (c, p) in table.into_iter().chain([(25, 5), (27, 9), (30, 16), (0, 0), (7, 0)]) {
        assert_eq!(r.count_points(c), p, "{c}");
    }
}

#[test]
fn f3_4_a_6_6_led_scores_4_and_the_6_3_makes_15_scoring_8() {
    let mut m = first(rules("fives-and-threes", 2), &SPIN, "rest", 0);
    assert_eq!(count_of(&go(&mut m, 0, "6-6")), Some(Reason::Threes(12)));
    assert_eq!(count_of(&go(&mut m, 1, "6-3 E")), Some(Reason::Threes(15)));
    assert_eq!(m.scores(), &[4, 8]);
    assert_eq!(Reason::Threes(15).words(), "ends total 15: five threes and three fives");
    checks("fives-and-threes-15-scores-8.json");
}

#[test]
fn f3_2_no_drawing_a_seat_that_cannot_play_knocks() {
    let mut m =
        first(rules("fives-and-threes", 2), &["6-6 0-0 0-4 1-1 2-2 3-3 6-1", "5-0 5-1 5-5 1-3 2-3 2-4 3-4"], "rest", 0);
    go(&mut m, 0, "6-6");
    assert_eq!(refused(&mut m, 1, "draw"), Refusal::NoDrawing);
    go(&mut m, 1, "pass");
}

#[test]
fn f3_8_a_score_past_61_is_void_and_exactly_61_wins() {
    let lines = checks("fives-and-threes-past-61-void-then-exactly-61.json");
    assert!(lines.iter().any(|l| l.contains("Ann wins with 61")), "{lines:?}");
    let hands = ["5-5 0-5 2-3 1-1 4-4 3-3 0-6", "1-5 1-2 6-6 1-3 2-4 2-6 3-4"];
    let mut m = later(rules("fives-and-threes", 2), &[60, 55], &hands, "rest", 0);
    let ev = go(&mut m, 0, "5-5");
    assert_eq!(count_of(&ev), Some(Reason::Void { points: 2, of: Some(10) }));
    assert_eq!(m.scores(), &[60, 55], "the score stays where it was");
    assert!(!m.finished());
    // Option exact_finish = false: 61 or more wins.
    let r = rules_with("fives-and-threes", 2, &[("exact_finish", OptBool(false))]);
    let mut m = later(r, &[60, 55], &hands, "rest", 0);
    go(&mut m, 0, "5-5");
    assert_eq!(m.scores(), &[62, 55]);
    assert!(m.finished());
}

#[test]
fn f3_6_partners_both_of_a_side_out_the_seat_out_passes_written() {
    // The public 4-player record: hand 4, Dirk (seat 3) is out and passes at action 23.
    let lines = checks("fives-and-threes-4p-partners-random-match.json");
    assert!(lines.iter().any(|l| l.contains("Bas and Dirk win with 61")));
    let rec = nos::record::parlour::parse(record("fives-and-threes-4p-partners-random-match.json").as_bytes()).unwrap();
    let h = &rec.hands[3];
    let played =
        h.steps[..23].iter().filter(|s| s.seat == Seat(3) && !matches!(s.act, nos::record::parlour::Act::Pass)).count();
    assert_eq!(played, 5, "Dirk has played all five tiles");
    assert!(matches!(h.steps[23].act, nos::record::parlour::Act::Pass));
}

#[test]
fn f3_9_partners_by_default_with_4_never_with_2_or_3() {
    assert!(rules("fives-and-threes", 4).sides);
    assert!(!rules_with("fives-and-threes", 4, &[("partners", OptBool(false))]).sides);
    let mut o = nos::games::parlour::Options::new();
    o.set(nos::games::parlour::Opt::Partners, yes()).unwrap();
    let p = nos::games::parlour::preset("fives-and-threes").unwrap();
    assert!(nos::games::parlour::Rules::new(p, 3, &o).unwrap_err().to_string().contains("only with 4 players"));
}

#[test]
fn f3_5_the_lead_rotates_and_muggins_5_the_seat_out_leads_next() {
    use nos::games::parlour::preset::LaterLead;
    assert_eq!(rules("fives-and-threes", 3).later_lead, LaterLead::Rotate);
    assert_eq!(rules("muggins", 3).later_lead, LaterLead::OutElseDraw);
    assert_eq!(rules_with("all-fives", 3, &[("later_lead", word("rotate"))]).later_lead, LaterLead::Rotate);
    // Muggins #4: the highest double leads every hand.
    let r = rules_with("muggins", 3, &[("first_lead", word("highest_double"))]);
    assert_eq!(r.later_lead, LaterLead::Same);
}

#[test]
fn first_lead_words_follow_the_preset() {
    let p = nos::games::parlour::preset("muggins").unwrap();
    let mut o = nos::games::parlour::Options::new();
    o.set(nos::games::parlour::Opt::FirstLead, word("hold66")).unwrap();
    assert!(nos::games::parlour::Rules::new(p, 2, &o).is_err());
    let p = nos::games::parlour::preset("block-scarne").unwrap();
    let mut o = nos::games::parlour::Options::new();
    o.set(nos::games::parlour::Opt::FirstLead, word("draw")).unwrap();
    assert!(nos::games::parlour::Rules::new(p, 2, &o).is_err());
}

#[test]
fn a_void_is_told_in_the_events_as_a_score_of_nothing() {
    let hands = ["5-5 0-5 2-3 1-1 4-4 3-3 0-6", "1-5 1-2 6-6 1-3 2-4 2-6 3-4"];
    let mut m: Match = later(rules("fives-and-threes", 2), &[60, 55], &hands, "rest", 0);
    let ev = go(&mut m, 0, "5-5");
    assert_eq!(scored(&ev), vec![(Account::Of(0), 0)]);
}

#[test]
fn all_fives_8_with_partners_any_seat_out_scores_the_two_opponents_counts() {
    let r = rules_with("all-fives", 4, &[("partners", yes())]);
    let (mut outs, mut blocks) = (0, 0);
    for (ev, counts, end) in hand_ends(r, 21, 300) {
        let side_total =
            |a: u8| -> u32 { (0..4u8).filter(|&s| r.account(Seat(s)) == a).map(|s| counts[s as usize]).sum() };
        let (side, reason) = match end {
            Ending::Out(s) => {
                outs += 1;
                (r.account(s), Reason::Out)
            }
            Ending::Blocked(Winner::One(a)) => {
                blocks += 1;
                assert!(side_total(a) < side_total(1 - a), "the lower side total wins a block");
                (a, Reason::Block)
            }
            Ending::Blocked(_) => {
                assert_eq!(hand_score(&ev), None, "equal totals: nobody scores");
                continue;
            }
            Ending::Target => continue,
        };
        let want = round5(side_total(1 - side));
        match hand_score(&ev) {
            Some(got) => assert_eq!(got, (Account::Of(side), want, reason)),
            None => assert_eq!(want, 0),
        }
    }
    assert!(outs > 0 && blocks > 0, "{outs} out, {blocks} blocked");
}
