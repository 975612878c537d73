//! The advisor: its choices, its reproducibility, and its refusals.

use nos::core::{Tile, TileSet};
use nos::games::nos::ai::advisor::{on_set_view, AdviseError, Advisor};
use nos::games::nos::ai::choices;
use nos::games::nos::Game;
use std::sync::atomic::AtomicBool;

fn tiles(s: &str) -> TileSet {
    s.split(',').map(|t| t.parse::<Tile>().unwrap()).collect()
}

#[test]
fn choices_before_the_set_merge_only_labels() {
    let view = on_set_view(4, tiles("5-5,5-4,4-4,5-1"), None).unwrap();
    let adv = Advisor::new(view, 1).unwrap();
    let c = adv.choices();
    // Two doubles to set, 43 distinct games on each.
    assert_eq!(c.len(), 86);
    let labelled: u32 = c.iter().map(|c| c.labels as u32).sum();
    let all = Game::all_for(tiles("5-5").iter().next().unwrap()).len() * 2;
    assert_eq!(labelled as usize, all);
}

#[test]
fn labels_of_a_drawn_tile_are_not_merged() {
    let t: Tile = "5-3".parse().unwrap();
    assert_eq!(choices::games(t).len(), Game::all_for(t).len());
    // A drawn set: the hand has no double and the set tile is not in it.
    let view = on_set_view(4, tiles("3-2,6-2,3-0,1-0"), Some((5, 3))).unwrap();
    let adv = Advisor::new(view, 1).unwrap();
    assert_eq!(adv.choices().len(), Game::all_for(t).len());
}

#[test]
fn no_double_means_one_forced_choice() {
    let view = on_set_view(4, tiles("3-2,5-3,6-2,3-0"), None).unwrap();
    let mut adv = Advisor::new(view, 1).unwrap();
    assert_eq!(adv.choices().len(), 1);
    adv.refine(10);
    assert_eq!(adv.ranking()[0].stat.n, 10);
}

#[test]
fn refining_in_steps_equals_refining_at_once() {
    let own = tiles("6-6,6-1,2-5,6-3,0-4");
    let mut a = Advisor::new(on_set_view(3, own, Some((6, 6))).unwrap(), 42).unwrap();
    let mut b = a.clone();
    a.refine(12);
    b.refine(5);
    b.refine(7);
    let key = |adv: &Advisor| adv.ranking().iter().map(|r| (r.choice, r.stat)).collect::<Vec<_>>();
    assert_eq!(key(&a), key(&b));
    assert_eq!(a.samples(), 12);
    // The ranking is best first.
    let r = a.ranking();
    assert!(r.windows(2).all(|w| w[0].stat.mean() >= w[1].stat.mean()));
    assert!(a.rank_of(None, Some(Game::Plain(2))).is_some());
}

#[test]
fn a_stop_flag_ends_the_run() {
    let view = on_set_view(5, tiles("2-2,3-3,1-4"), None).unwrap();
    let mut adv = Advisor::new(view, 1).unwrap();
    let stop = AtomicBool::new(true);
    adv.run(1000, &stop, |_| {});
    assert_eq!(adv.samples(), 0);
    let go = AtomicBool::new(false);
    let mut batches = 0;
    adv.run(150, &go, |_| batches += 1);
    assert_eq!((adv.samples(), batches), (150, 2));
}

#[test]
fn refusals() {
    assert_eq!(
        on_set_view(4, tiles("5-5,5-4"), None).unwrap_err(),
        AdviseError::HandSize { players: 4, want: 4, got: 2 }
    );
    // Holding a double, the seat may not draw its set tile.
    assert!(matches!(on_set_view(4, tiles("5-5,5-4,4-4,5-1"), Some((6, 6))), Err(AdviseError::Set(_))));
    // After the announcement the advisor has nothing to rank.
    let view = on_set_view(4, tiles("5-5,5-4,4-4,5-1"), Some((5, 5))).unwrap();
    let mut h = view.hand().clone();
    h.apply(view.seat(), nos::games::nos::Action::Announce(Game::Plain(2))).unwrap();
    assert_eq!(Advisor::new(h.view(view.seat()), 1).unwrap_err(), AdviseError::NotOnSet);
}

#[test]
fn a_tile_set_either_way_round_finds_its_entry() {
    use nos::core::Pos;
    use nos::games::nos::{Condition, Rule};
    let g = |side| Game::Conditions { rule: Rule::Ordinary, cond: Condition::Here(side), change: false };
    let n = choices::normalize(Some((5, 3)), Some(g(Pos::W)), None);
    assert_eq!(n, (Some((3, 5)), Some(g(Pos::E))));
    // On a double the sides are alike.
    let d = Some((4, 4));
    assert_eq!(choices::normalize(d, Some(g(Pos::E)), None), choices::normalize(d, Some(g(Pos::W)), None));
}

#[test]
fn practice_scores_a_session() {
    use nos::core::Level;
    use nos::core::Seat;
    use nos::games::nos::ai::practice::Practice;
    use nos::games::nos::Action;
    let mut p = Practice::new(3, Level::Normal, 8);
    for k in 0..3 {
        let mut hand = p.deal();
        if hand.legal()[..] == [Action::Draw] {
            hand.apply(Seat(0), Action::Draw).unwrap();
        }
        let mut adv = p.advisor(&hand);
        adv.refine(20);
        let best = adv.ranking()[0].choice;
        // The first hand picks the advisor's best, the others its worst.
        let mine = if k == 0 { best } else { adv.ranking().last().unwrap().choice };
        for a in mine.actions() {
            hand.apply(Seat(0), a).unwrap();
        }
        while p.step(&mut hand).is_some() {}
        let v = p.judge(&adv, mine.set, mine.game, &hand);
        assert_eq!(v.rank == 0, k == 0 || v.of == 1);
        assert!(v.cost >= 0.0);
        assert_eq!(v.chips, hand.chips()[0] - 500);
    }
    assert_eq!(p.score.hands, 3);
    assert!(p.score.best >= 1);
}

#[test]
fn a_spawned_advisor_reports_and_stops() {
    use std::sync::atomic::Ordering;
    let view = on_set_view(4, tiles("6-6,6-1,2-2,3-4"), None).unwrap();
    let run = Advisor::new(view, 2).unwrap().spawn(300);
    let first = run.updates.recv().unwrap();
    assert_eq!((first.samples, first.total), (100, 300));
    assert_eq!(first.rows.len(), 86);
    run.stop.store(true, Ordering::Relaxed);
    let adv = run.thread.join().unwrap();
    assert!(adv.samples() >= 100 && adv.samples() <= 300);
}

#[test]
fn the_advisor_and_the_hint_on_set_are_one_judgment() {
    // The hint on set weighs the advisor's choices on its deals: after as many samples
    // each choice has the same mean and interval, and the hint's rows are the ranking's.
    use nos::analyse::hint;
    use nos::games::nos::ai::judged::{Pick, Seen, ON_SET};
    use nos::games::nos::Hand;
    for (players, own, set, seed) in [
        (3, "6-6,6-1,2-5,6-3,0-4", Some((6, 6)), 42),
        (5, "2-2,3-3,1-4", None, 7),
        (4, "3-2,6-2,3-0,1-0", Some((5, 3)), 3),
    ] {
        let view = on_set_view(players, tiles(own), set).unwrap();
        let mut adv = Advisor::new(view.clone(), seed).unwrap();
        adv.refine(ON_SET);
        let seen = Seen::new(view, &[]);
        let (choices, v) = hint::weighed::<Hand>(&seen, seed, ON_SET as usize).unwrap();
        let listed: Vec<Pick> = adv.choices().iter().map(|&c| Pick::Open(c)).collect();
        assert_eq!(choices, listed);
        let rows = adv.ranking();
        for r in &rows {
            let c = choices.iter().position(|x| *x == Pick::Open(r.choice)).unwrap();
            assert_eq!(v.means[c], r.stat.mean(), "{}", r.choice);
            assert!((v.half[c] - r.stat.ci()).abs() < 1e-9, "{}", r.choice);
        }
        let (b, a) = (hint::nos(&seen, seed), hint::nos_ranked(&seen, &rows));
        assert_eq!(b.len(), 3);
        for (b, a) in b.iter().zip(&a) {
            assert_eq!((&b.choice, b.mean, &b.why), (&a.choice, a.mean, &a.why));
        }
        let ranked: Vec<String> = rows.iter().take(3).map(|r| r.choice.to_string()).collect();
        assert_eq!(b.iter().map(|h| h.choice.clone()).collect::<Vec<_>>(), ranked);
    }
}
