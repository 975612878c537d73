use super::*;
use crate::core::chance;

/// Plays a lesson as a learner who does what each task asks (or, with `wrong`, the
/// first other legal action), the computer seats deciding as the table's do; returns
/// the verdicts in order and whether the hand ended.
fn play(l: &Lesson, wrong: bool) -> (Vec<bool>, Session) {
    let p = l.prepare().unwrap();
    let mut s = p.session;
    let mut task = 0;
    let mut verdicts = Vec::new();
    let mut dice = chance::dice(p.seed);
    for _ in 0..400 {
        let Some(seat) = s.hand().to_act() else { break };
        let legal = s.hand().legal();
        let a = if seat == p.learner {
            match l.tasks.get(task).filter(|t| (t.when)(s.hand())) {
                Some(t) => {
                    let right = legal.iter().copied().find(|&a| (t.right)(s.hand(), a));
                    let right = right.unwrap_or_else(|| panic!("lesson {}: task {task} has no right action", l.id));
                    let a = if wrong { legal.iter().copied().find(|&a| a != right).unwrap_or(right) } else { right };
                    verdicts.push((t.right)(s.hand(), a));
                    task += 1;
                    a
                }
                None => legal.iter().copied().find(|a| matches!(a, Action::Play { .. })).unwrap_or(legal[0]),
            }
        } else {
            let history = s.logs().last().unwrap().actions.clone();
            crate::games::nos::ai::decide(&s.hand().view(seat), &history, crate::core::Level::Normal, &mut dice)
                .unwrap()
        };
        s.apply(seat, a).unwrap_or_else(|e| panic!("lesson {}: {a} refused: {e:?}", l.id));
    }
    assert_eq!(task, l.tasks.len(), "lesson {}: every task is reached", l.id);
    (verdicts, s)
}

#[test]
fn every_lesson_deal_checks_as_a_record() {
    for l in lessons() {
        let (lines, v) = crate::record::check::check_bytes(l.id, l.record.as_bytes());
        assert_eq!(v, crate::record::check::Verdict::Valid, "{}: {lines:?}", l.id);
    }
}

#[test]
fn every_lesson_reaches_each_task_and_the_right_actions_play_the_hand_out() {
    for l in lessons() {
        let (v, s) = play(l, false);
        assert!(v.iter().all(|&r| r), "{}", l.id);
        assert!(s.hand().is_over(), "lesson {}: the hand plays out", l.id);
    }
}

#[test]
fn a_wrong_action_is_judged_wrong_and_the_lesson_goes_on() {
    // Where another legal action exists it is judged wrong; the hand still ends.
    let mut judged = 0;
    for l in lessons() {
        let (v, s) = play(l, true);
        judged += v.iter().filter(|r| !**r).count();
        assert!(s.hand().is_over(), "lesson {}", l.id);
    }
    assert!(judged >= 8, "{judged}");
}

#[test]
fn lessons_are_found_by_number_or_name() {
    assert_eq!(find("1"), Some(0));
    assert_eq!(find("wait"), lessons().iter().position(|l| l.id == "wait"));
    assert_eq!(find("0"), None);
    assert_eq!(find("99"), None);
    assert_eq!(find("chess"), None);
}

#[test]
fn progress_reads_back_and_names_the_next_lesson() {
    let mut p = Progress::default();
    assert_eq!(p.next(), Some(0));
    p.mark("set");
    p.mark("set");
    assert_eq!(p.next(), Some(1));
    let q = Progress::parse(&(p.text() + "nonsense\n"));
    assert_eq!(q, p);
    assert!(listing(&q).lines().next().unwrap().ends_with("done"));
}

#[test]
fn lesson_texts_are_short() {
    // They are read in the side panel: a few lines each.
    for l in lessons() {
        assert!(l.intro.len() <= 220, "{}: intro {}", l.id, l.intro.len());
        for t in l.tasks {
            for s in [t.ask, t.yes, t.no] {
                assert!(s.len() <= 200, "{}: {} chars: {s}", l.id, s.len());
            }
        }
    }
}

#[test]
fn every_table_lesson_deal_checks_and_stops_at_the_learners_turn() {
    for l in table::LESSONS {
        let (lines, v) = crate::record::check::check_bytes(l.id, l.record.as_bytes());
        assert_eq!(v, crate::record::check::Verdict::Valid, "{}: {lines:?}", l.id);
        let rec: serde_json::Value = serde_json::from_str(l.record).unwrap();
        let seats = rec["seats"].as_array().expect("who plays each seat");
        assert_eq!(seats.iter().filter(|s| *s == "human").count(), 1, "{}: one learner", l.id);
        assert!(!l.steps.is_empty() && l.intro.len() < 240, "{}: short", l.id);
    }
}

#[test]
fn every_lesson_has_its_own_name_and_the_list_numbers_them_all() {
    let ids: Vec<&str> = all().iter().map(|l| l.id()).collect();
    let mut unique = ids.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), ids.len(), "{ids:?}");
    assert_eq!(find("toes"), Some(all().len() - 1));
    assert_eq!(find(&all().len().to_string()), Some(all().len() - 1));
    let families = ["block", "drawgame", "sniff", "sevens", "dominox", "cover", "toes"];
    assert!(families.iter().all(|f| ids.contains(f)), "{ids:?}");
    let text = listing(&Progress::parse("sniff\n"));
    assert!(text.lines().any(|l| l.contains("sniff") && l.ends_with("done")), "{text}");
}

#[test]
fn the_steps_judge_the_actions_as_the_record_writes_them() {
    use table::Said;
    let by = |id: &str| table::LESSONS.iter().find(|l| l.id == id).unwrap().steps[0].right;
    let said = |json: &str| Said::of(&serde_json::from_str(json).unwrap()).unwrap();
    let play = |a: u8, b: u8| said(&format!(r#"{{"seat": 0, "act": "play", "tile": "{a}-{b}", "at": "E"}}"#));
    let pass = said(r#"{"seat": 0, "act": "pass"}"#);
    let draw = said(r#"{"seat": 0, "act": "draw"}"#);
    assert!(by("block")(&play(6, 2)) && by("block")(&play(2, 6)) && !by("block")(&play(6, 4)));
    assert!(!by("block")(&pass));
    assert!(by("sniff")(&play(1, 6)) && !by("sniff")(&play(1, 2)) && !by("sniff")(&draw));
    assert!(by("sevens")(&play(2, 6)) && !by("sevens")(&play(6, 1)) && !by("sevens")(&play(1, 6)));
    let at = |a: &str, b: &str| said(&format!(r#"{{"seat": 0, "act": "play", "tile": "1-5", "at": ["{a}", "{b}"]}}"#));
    assert!(by("dominox")(&at("c4", "c3")) && by("dominox")(&at("f4", "g4")));
    assert!(!by("dominox")(&at("c2", "c3")) && !by("dominox")(&at("a1", "a2")));
    // The train games: the train a tile went to, and the tile it was laid against.
    let train = |t: &str, on: &str| said(&format!(r#"{{"seat": 0, "act": "play", "tile": "{t}", "train": {on}}}"#));
    assert!(by("cover")(&train("5-11", "1")) && !by("cover")(&train("4-8", "0")));
    assert!(!by("cover")(&train("5-11", r#""mexican""#)) && !by("cover")(&draw));
    let against = |t: &str, on: &str| said(&format!(r#"{{"seat": 0, "act": "play", "tile": "{t}", "at": "{on}"}}"#));
    assert!(by("toes")(&against("3-7", "3-3")) && !by("toes")(&against("6-1", "6-8")));
    assert!(!by("toes")(&pass));
}
