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
