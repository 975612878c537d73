//! Computer players decide from their seat's view only: shuffling the hidden tiles
//! (other hands' unshown tiles and the boneyard) among the unseen changes nothing.
//! The strong player also reads the public history, which is the same for every
//! placing of the hidden tiles.

use nos::core::Level;
use nos::core::{chance, Seat};
use nos::games::nos::hand_play::pick;
use nos::games::nos::sim::random_hand;
use nos::games::nos::{ai::decide, ai::normal};
use nos::games::nos::{Action, Hand};

/// States along random and normal play, in every phase, for 3 to 5 players, each with
/// the actions that led to it.
fn states(seed: u64, hands: usize) -> Vec<(Hand, Vec<(Seat, Action)>)> {
    let mut rng = chance::dice(seed);
    let mut out = Vec::new();
    for k in 0..hands {
        let n = 3 + (k % 3) as u8;
        let mut h = random_hand(&mut rng, n);
        let mut history = Vec::new();
        while let Some(s) = h.to_act() {
            out.push((h.clone(), history.clone()));
            let legal = h.legal();
            let a = if k % 2 == 0 { pick(&legal, &mut rng) } else { normal::act(&h, s, &legal) };
            h.apply(s, a).unwrap();
            history.push((s, a));
        }
    }
    out
}

/// The same hand with the hidden tiles dealt again at random.
fn reshuffled(h: &Hand, seat: Seat, seed: u64) -> Hand {
    h.view(seat).sample(&mut chance::dice(seed))
}

#[test]
fn easy_and_normal_see_only_their_view() {
    let mut differ = 0;
    for (i, (h, history)) in states(11, 40).iter().enumerate() {
        let seat = h.to_act().unwrap();
        let other = reshuffled(h, seat, i as u64);
        if (0..h.seats()).any(|s| s != seat.0 && other.hand(Seat(s)) != h.hand(Seat(s))) {
            differ += 1;
        }
        assert_eq!(other.view(seat), h.view(seat), "a view must not show hidden tiles");
        assert_eq!(other.legal(), h.legal());
        // The fast path the advisor and tournament use reads the hand directly.
        assert_eq!(normal::act(&other, seat, &other.legal()), normal::act(h, seat, &h.legal()));
        for level in [Level::Easy, Level::Normal] {
            let a = decide(&h.view(seat), history, level, &mut chance::dice(5));
            let b = decide(&other.view(seat), history, level, &mut chance::dice(5));
            assert_eq!(a, b, "{level:?} changed its mind when hidden tiles moved");
        }
    }
    assert!(differ > 100, "the reshuffle must really move hidden tiles ({differ})");
}

#[test]
fn strong_sees_only_its_view_and_the_public_history() {
    // Fewer states: each decision of the strong player plays hundreds of rollouts.
    let mut searched = 0;
    let mut read = 0;
    for (i, (h, history)) in states(12, 4).iter().enumerate().step_by(3) {
        let seat = h.to_act().unwrap();
        let legal = h.legal();
        let plays = legal.iter().filter(|a| matches!(a, Action::Play { immediate: false, .. })).count();
        if matches!(legal[0], Action::Set { .. } | Action::Announce(_)) && legal.len() > 1 || plays > 1 {
            searched += 1;
        }
        if nos::games::nos::ai::infer::read(&h.view(seat), history).is_some_and(|c| !c.clues.is_empty()) {
            read += 1;
        }
        let other = reshuffled(h, seat, 100 + i as u64);
        for level in [Level::Strong, Level::StrongOld] {
            let a = decide(&h.view(seat), history, level, &mut chance::dice(9));
            let b = decide(&other.view(seat), history, level, &mut chance::dice(9));
            assert_eq!(a, b, "{level:?} changed its mind when hidden tiles moved");
        }
    }
    assert!(searched >= 4, "the test must reach decisions the strong player searches ({searched})");
    assert!(read >= 4, "the test must reach states with clues to read ({read})");
}

#[test]
fn decide_only_for_the_seat_to_act() {
    let mut rng = chance::dice(3);
    let h = random_hand(&mut rng, 4);
    let idle = h.on_set().next(4);
    assert_eq!(decide(&h.view(idle), &[], Level::Normal, &mut rng), None);
    assert!(decide(&h.view(h.on_set()), &[], Level::Normal, &mut rng).is_some());
}
