//! The random step applies the random player's action without re-checking it: over
//! many seeded hands of every table size, and in strict mode too, it ends every step in
//! the same state, with the same events and the same draws, as choosing the action and
//! applying it through the checked path.

use nos::core::{chance, Seat};
use nos::games::nos::action::Events;
use nos::games::nos::deal;
use nos::games::nos::{Options, Session};
use rand::Rng;

fn compare(n: u8, seed: u64, options: Options) {
    let mut rng = chance::dice(seed);
    let mut steps = 0u32;
    for k in 0..300u32 {
        let deal = deal::deal(&mut rng, n as usize);
        let session = Session::resume(deal, Seat((k % n as u32) as u8), false, vec![500; n as usize], options).unwrap();
        let mut fast = session.hand().clone();
        let mut slow = fast.clone();
        let (mut ev_fast, mut ev_slow) = (Events::new(), Events::new());
        loop {
            let mut twin = rng.clone();
            let stepped = fast.random_step_into(&mut rng, &mut ev_fast);
            let chosen = slow.to_act().and_then(|s| slow.random_action(&mut twin).map(|a| (s, a)));
            assert_eq!(stepped, chosen, "{n} players, hand {k}: a different action");
            let Some((seat, a)) = chosen else { break };
            steps += 1;
            slow.apply_into(seat, a, &mut ev_slow).expect("the random action is legal");
            assert_eq!(ev_fast, ev_slow, "{n} players, hand {k}: other events for {a:?}");
            assert_eq!(fast, slow, "{n} players, hand {k}: another state after {a:?}");
            assert_eq!(twin.random::<u64>(), rng.clone().random::<u64>(), "other draws");
        }
        assert!(fast.is_over());
    }
    // Whole hands were played, tens of actions each.
    assert!(steps > 300 * 20, "{steps} steps");
}

#[test]
fn the_random_step_is_the_checked_step() {
    for n in 3..=5 {
        compare(n, 11 + n as u64, Options::default());
    }
}

#[test]
fn the_random_step_is_the_checked_step_in_strict_mode() {
    for n in 3..=5 {
        compare(n, 21 + n as u64, Options { strict: true, ..Options::default() });
    }
}
