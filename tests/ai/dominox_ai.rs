//! Dominox's computer players decide from their view only, and the stronger beats the
//! weaker in a tournament.

use nos::core::Level;
use nos::core::{chance, Play};
use nos::games::dominox::ai::{decide, normal, tournament};
use nos::games::dominox::Dominox;

/// States along games of easy and normal play, from the deal to the end.
fn states(seed: u64, games: u64) -> Vec<Dominox> {
    let mut out = Vec::new();
    for k in 0..games {
        let mut g = Dominox::seeded(seed + k);
        let mut rng = chance::dice(seed ^ k);
        while let Some(s) = g.to_act() {
            out.push(g.clone());
            let level = if k % 2 == 0 { Level::Easy } else { Level::Normal };
            let a = decide(&g.view(s), level, &mut rng).unwrap();
            g.apply(s, a).unwrap();
        }
    }
    out
}

#[test]
fn easy_and_normal_see_only_their_view() {
    let mut moved = 0;
    for (i, g) in states(1, 30).iter().enumerate() {
        let seat = g.to_act().unwrap();
        let v = g.view(seat);
        // The same game with the hidden tiles dealt again at random.
        let other = v.sample(&mut chance::dice(i as u64));
        if other.hand(seat.next(2)) != g.hand(seat.next(2)) || other.boneyard() != g.boneyard() {
            moved += 1;
        }
        assert_eq!(other.view(seat), v, "a view shows no hidden tile");
        assert_eq!(other.legal(), g.legal());
        for level in [Level::Easy, Level::Normal] {
            let a = decide(&v, level, &mut chance::dice(5));
            let b = decide(&other.view(seat), level, &mut chance::dice(5));
            assert_eq!(a, b, "{level:?} changed its mind when hidden tiles moved");
        }
    }
    assert!(moved > 300, "the reshuffles must move hidden tiles ({moved})");
}

#[test]
fn strong_sees_only_its_view() {
    let mut searched = 0;
    for (i, g) in states(40, 2).iter().enumerate().step_by(4) {
        let seat = g.to_act().unwrap();
        if g.legal().len() > 1 {
            searched += 1;
        }
        let other = g.view(seat).sample(&mut chance::dice(100 + i as u64));
        let a = decide(&g.view(seat), Level::Strong, &mut chance::dice(9));
        let b = decide(&other.view(seat), Level::Strong, &mut chance::dice(9));
        assert_eq!(a, b, "strong changed its mind when hidden tiles moved");
    }
    assert!(searched >= 4, "the test must reach decisions the strong player searches ({searched})");
}

#[test]
fn decide_only_for_the_seat_to_act() {
    let g = Dominox::seeded(4);
    let idle = g.turn().next(2);
    for level in Level::ALL {
        assert_eq!(decide(&g.view(idle), level, &mut chance::dice(1)), None);
        let a = decide(&g.view(g.turn()), level, &mut chance::dice(1)).unwrap();
        assert!(g.legal().contains(&a));
    }
}

#[test]
fn normal_ranks_legal_actions_only() {
    for g in states(7, 4) {
        let v = g.view(g.to_act().unwrap());
        let legal = g.legal();
        for (a, _) in normal::ranked::<6>(&v, &legal) {
            assert!(legal.contains(&a));
        }
    }
}

#[test]
fn normal_beats_easy_outside_the_interval() {
    let r = tournament::run(Level::Normal, Level::Easy, 150, 1);
    assert_eq!(r.games, 300);
    assert!(r.first_better(), "{r}");
    // Reproducible for a seed.
    let again = tournament::run(Level::Normal, Level::Easy, 150, 1);
    assert_eq!((again.margin, again.won, again.lost), (r.margin, r.won, r.lost));
}

#[test]
fn strong_beats_normal() {
    let r = tournament::run(Level::Strong, Level::Normal, 6, 2);
    assert_eq!(r.games, 12);
    assert!(r.first_better(), "{r}");
}

#[test]
fn colours_are_swapped_on_every_deal() {
    // Normal against itself on one deal: each colour's result once for each player,
    // so the two margins cancel.
    let [a, b] = tournament::play_deal([Level::Normal, Level::Normal], 3, 0);
    assert_eq!(a, -b);
}

#[test]
fn samples_before_the_first_move_keep_the_lead_double_the_lowest() {
    for seed in 0..200 {
        let g = Dominox::seeded(seed);
        let d = g.lead_tile().unwrap();
        for seat in [nos::core::Seat(0), nos::core::Seat(1)] {
            let s = g.view(seat).sample(&mut chance::dice(seed));
            assert_eq!(s.view(seat), g.view(seat));
            assert_eq!(s.turn(), g.turn());
            let lead = s.lead_tile().unwrap();
            // The lead holds its double, and no lower double is dealt.
            assert!(s.hand(s.turn()).contains(lead));
            let lower = (0..lead.low()).map(nos::core::Tile::double);
            for low in lower {
                assert!(!s.hand(nos::core::Seat(0)).contains(low) && !s.hand(nos::core::Seat(1)).contains(low));
            }
            if seat == g.turn() {
                assert_eq!(lead, d);
            }
        }
    }
}
