//! The train games' invariants over many seeded random games, at 2 to 8 players, both
//! games: every tile in exactly one place; a round ends only by going out or by
//! Trains #8; markers and the uncovered double as MT #3-#5; a foot takes three toes or
//! closes by CF #4; totals are the sums of the counts; a state not over has a legal
//! action, and every legal action is accepted; refusals change nothing; a seat's view
//! holds its own tiles and counts of the others'.

use nos::core::tile::Tiles;
use nos::core::{chance, Play, Seat, Tile};
use nos::games::trains::{Action, End, Event, Game, Kind, Layout, Place, Rules};
use rand::Rng;

fn games() -> impl Iterator<Item = (Rules, u64)> {
    [Kind::Mexican, Kind::Chicken]
        .into_iter()
        .flat_map(|k| (2..=8).flat_map(move |n| (0..4u64).map(move |s| (Rules::of(k, n).unwrap(), s * 31 + n as u64))))
}

#[test]
fn invariants_hold_through_random_games() {
    for (rules, seed) in games() {
        let mut g = Game::seeded(rules, seed);
        let mut rng = chance::dice(seed);
        let mut buf = Default::default();
        let n = rules.players;
        let mut totals = vec![0u32; n as usize];
        while let Some(seat) = g.to_act() {
            let before = g.clone();
            assert!(g.round().tiles_conserved(), "{rules:?} seed {seed}");
            let legal = g.legal();
            assert!(!legal.is_empty(), "a state not over has a legal action");
            // The view's legal actions are the game's.
            let mut from_view = nos::games::trains::Actions::new();
            g.view(seat).legal_into(&mut from_view);
            assert_eq!(&from_view[..], &legal[..]);
            // A refused action changes nothing.
            let other = Seat((seat.0 + 1) % n);
            assert!(g.apply(other, legal[0]).is_err());
            assert_eq!(g.round(), before.round());
            let a = g.random_action(&mut rng, &mut buf).unwrap();
            let ev = g.apply(seat, a).unwrap_or_else(|e| panic!("{a:?}: {e}"));
            check_step(&before, &g, seat, a, &ev);
            if let Some(Event::RoundOver { end, .. }) = ev.iter().find(|e| matches!(e, Event::RoundOver { .. })) {
                let r = before.round();
                // Counts of the round just ended, from the hands it ended with.
                let ended = ended_round(&before, seat, a);
                for s in 0..n {
                    totals[s as usize] += (ended.hand(Seat(s))).iter().map(|t| rules.count(t)).sum::<u32>();
                }
                assert_eq!(g.totals(), &totals[..], "totals are the sums of the counts");
                match end {
                    End::Out(s) => assert!(ended.hand(*s).is_empty()),
                    End::Blocked => {
                        assert!(ended.boneyard().is_empty());
                        assert!(ended.run() >= n, "a full run of passes");
                        assert_eq!(a, Action::Pass);
                    }
                }
                let _ = r;
            }
        }
        assert!(g.finished());
        assert_eq!(g.round().round(), rules.rounds);
    }
}

/// The round as `a` left it, before any next round was dealt.
fn ended_round(before: &Game, seat: Seat, a: Action) -> nos::games::trains::Round {
    let mut r = before.round().clone();
    let mut ev = nos::games::trains::Events::new();
    r.apply(seat, a, &mut ev).unwrap();
    r
}

fn check_step(before: &Game, after: &Game, seat: Seat, a: Action, ev: &[Event]) {
    let r0 = before.round();
    let r1 = ended_round(before, seat, a);
    match (r0.layout(), r1.layout()) {
        (Layout::Trains(t0), Layout::Trains(t1)) => {
            // MT #3: a pass marks; only the owner's own play unmarks.
            for s in 0..r0.rules().players {
                let s = Seat(s);
                let (m0, m1) = (t0.marked().contains(s), t1.marked().contains(s));
                if m0 && !m1 {
                    assert!(matches!(a, Action::Play { place: Place::Train(o), .. } if o == s && seat == s));
                }
                if !m0 && m1 {
                    assert_eq!((a, seat), (Action::Pass, s));
                }
            }
            // MT #4: while a double is uncovered, every play covers it.
            if let (Some((d, place)), Action::Play { place: p, tile, .. }) = (t0.uncovered(), a) {
                assert_eq!(p, place);
                assert!(tile.has(d.low()));
            }
            // MT #5: a double laid that does not end the round is followed by its layer.
            if let Action::Play { tile, .. } = a {
                if tile.is_double() && r1.end().is_none() {
                    assert_eq!(r1.to_act(), Some(seat));
                    assert_eq!(t1.uncovered().map(|(d, _)| d), Some(tile));
                }
            }
        }
        (Layout::Foot(f0), Layout::Foot(f1)) => {
            if let Some(w) = f0.waiting() {
                if let Action::Play { place, .. } = a {
                    assert_eq!(place, Place::At(w), "CF #1, #3: the waiting double first");
                }
                if f1.waiting() != Some(w) {
                    // Filled, or closed by CF #4 with every tile of its number out.
                    let (free, v) = f1.takes(w).unwrap();
                    assert_eq!(free, 0);
                    let toes = f1.laid().iter().filter(|(_, _, on)| *on == w).count();
                    let want = if w == r0.engine() { r0.rules().centre as usize } else { 3 };
                    let gone = r0.rules().set.with::<u128>(v).minus(f1.table()).is_empty();
                    assert!(toes == want || gone, "{w}: {toes} toes");
                    assert!(ev.iter().any(|e| matches!(e, Event::Closed(_))) == (toes < want));
                }
            }
            assert!(f1.waiting().is_none_or(|w| w.is_double()));
        }
        _ => unreachable!(),
    }
    let _ = after;
}

/// A seat's view holds its own hand and only counts of the others'.
#[test]
fn a_view_holds_only_what_its_seat_may_know() {
    let mut g = Game::seeded(Rules::of(Kind::Mexican, 4).unwrap(), 9);
    let mut rng = chance::dice(9);
    for _ in 0..40 {
        let Some(s) = g.to_act() else { break };
        let a = {
            let legal = g.legal();
            legal[rng.random_range(0..legal.len())]
        };
        g.apply(s, a).unwrap();
    }
    for s in 0..4 {
        let v = g.view(Seat(s));
        assert_eq!(v.hand, g.round().hand(Seat(s)));
        assert_eq!(v.held[((s + 1) % 4) as usize], g.round().hand(Seat((s + 1) % 4)).len());
        assert_eq!(v.boneyard, g.round().boneyard().len());
        if g.to_act() != Some(Seat(s)) {
            assert_eq!(v.drawn, None);
        }
    }
    // Two states that differ only in another seat's tiles give seat 0 the same view.
    let a = Game::seeded(Rules::of(Kind::Chicken, 2).unwrap(), 1);
    let v = a.view(Seat(0));
    let _: Option<Tile> = v.drawn;
    assert_eq!(v.held, vec![9, 9]);
}
