//! Every level plays whole hands legally, and a small tournament ranks them.

use nos::core::chance;
use nos::core::Level;
use nos::games::nos::ai::decide;
use nos::games::nos::ai::tournament;
use nos::games::nos::sim::random_hand;

#[test]
fn every_level_plays_legal_hands_to_the_end() {
    let mut rng = chance::dice(21);
    for n in 3..=5u8 {
        for level in Level::EVERY {
            let hands = if matches!(level, Level::Strong | Level::StrongOld) { 2 } else { 20 };
            for _ in 0..hands {
                let mut h = random_hand(&mut rng, n);
                let mut steps = 0;
                let mut history = Vec::new();
                while let Some(s) = h.to_act() {
                    let a = decide(&h.view(s), &history, level, &mut rng).expect("the seat to act decides");
                    assert!(h.legal().contains(&a), "{level:?} chose {a}, which is not legal");
                    h.apply(s, a).unwrap();
                    history.push((s, a));
                    steps += 1;
                    assert!(steps < 500, "a hand must end");
                }
                assert_eq!(h.chips().iter().sum::<i32>(), 500 * n as i32);
            }
        }
    }
}

#[test]
fn normal_beats_easy_and_the_report_is_reproducible() {
    let seats = [Level::Normal, Level::Easy, Level::Normal, Level::Easy];
    let a = tournament::run(&seats, 400, 3);
    let b = tournament::run(&seats, 400, 3);
    assert_eq!(a.each, b.each, "the same seed plays the same hands");
    assert_eq!(a.hands, 400);
    let mean = |l: Level| a.levels.iter().find(|x| x.0 == l).map(|x| x.2.mean() / x.1 as f64).unwrap();
    assert!(mean(Level::Normal) > mean(Level::Easy) + 50.0);
    // Chips only change hands.
    let total: i64 = a.each.iter().map(|s| s.sum).sum();
    assert_eq!(total, 0);
}

#[test]
fn rotation_gives_every_player_every_seat() {
    // Three players, seven hands: rounded up to three whole deals of three seatings.
    let r = tournament::run(&[Level::Easy, Level::Easy, Level::Normal], 7, 1);
    assert_eq!(r.hands, 9);
    assert!(r.each.iter().all(|s| s.n == 9));
}
