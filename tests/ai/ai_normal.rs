//! The normal player's rules of thumb, checked over many states of real play.

use nos::core::{chance, Tile, TileSet};
use nos::games::nos::ai::normal;
use nos::games::nos::sim::random_hand;
use nos::games::nos::{Action, Hand, Phase};

/// States along normal play, 3 to 5 players.
fn states(seed: u64, hands: usize) -> Vec<Hand> {
    let mut rng = chance::dice(seed);
    let mut out = Vec::new();
    for k in 0..hands {
        let mut h = random_hand(&mut rng, 3 + (k % 3) as u8);
        while let Some(s) = h.to_act() {
            out.push(h.clone());
            let a = normal::act(&h, s, &h.legal());
            h.apply(s, a).unwrap();
        }
    }
    out
}

#[test]
fn rules_of_thumb_hold_in_play() {
    let (mut out, mut closes, mut paid) = (0, 0, 0);
    for h in states(31, 300) {
        let seat = h.to_act().unwrap();
        let legal = h.legal();
        let a = normal::act(&h, seat, &legal);
        assert!(legal.contains(&a));
        let own = h.hand(seat);
        match h.phase() {
            Phase::Declare { .. } if legal.contains(&Action::Declare) => assert_eq!(a, Action::Declare),
            Phase::Immediate { .. } if legal.len() > 1 => assert!(matches!(a, Action::Play { .. })),
            Phase::Turn { .. } => {
                let plays: Vec<_> = legal.iter().filter(|a| matches!(a, Action::Play { .. })).collect();
                if plays.is_empty() {
                    continue;
                }
                // It never draws by choice.
                assert!(matches!(a, Action::Play { .. }), "drew with a play in hand");
                // With its last tile it goes out.
                if own.len() == 1 {
                    out += 1;
                }
                // A double on the predecessor's tile, paid, beats a tile worth less.
                let t = a.tile().unwrap();
                let paid_double = plays.iter().any(|p| {
                    let Action::Play { at, .. } = p else { return false };
                    let d = p.tile().unwrap();
                    d.is_double() && h.paid_under(seat) == Some(h.layout().unwrap().arm(*at).last)
                });
                if paid_double {
                    paid += 1;
                    assert!(t.is_double(), "left a paid double for {t}");
                }
            }
            Phase::AfterPlay { .. } => {
                let l = h.layout().unwrap();
                let off = TileSet::FULL.minus(l.tiles());
                if l.playable().inter(off).is_empty() {
                    closes += 1;
                    assert_eq!(a, Action::Close, "nothing fits anywhere: a sure close");
                }
            }
            _ => {}
        }
    }
    assert!(out > 20 && closes > 0 && paid > 5, "the states reach each case ({out}, {closes}, {paid})");
}

#[test]
fn the_game_follows_the_hand() {
    // The 0-0 set with the two other matadors at five players: games where matadors
    // rule win this hand (a triangle, as the book advises, or a matador line). Normal's
    // choice must stand in the advisor's top third.
    let own: TileSet = ["0-0", "6-1", "5-2"].iter().map(|t| t.parse::<Tile>().unwrap()).collect();
    let view = nos::games::nos::ai::advisor::on_set_view(5, own, Some((0, 0))).unwrap();
    let h = view.hand();
    let Action::Announce(g) = normal::act(h, view.seat(), &h.legal()) else { panic!("an announcement") };
    let mut adv = nos::games::nos::ai::advisor::Advisor::new(view.clone(), 4).unwrap();
    adv.refine(100);
    let rank = adv.rank_of(None, Some(g)).unwrap();
    assert!(rank < adv.choices().len() / 3, "chose {g}, ranked {rank}");
}

/// The rollouts' decision read from tile masks is the decision on the legal list, in
/// every state of normal and of random play (random play reaches waits, doubles at
/// once and wrong closes that normal play seldom does).
#[test]
fn unlisted_decision_is_the_listed_one() {
    let mut rng = chance::dice(77);
    let mut all = states(32, 300);
    for k in 0..600 {
        let mut h = random_hand(&mut rng, 3 + (k % 3) as u8);
        while let Some(s) = h.to_act() {
            all.push(h.clone());
            let a = h.random_action(&mut rng).unwrap();
            h.apply(s, a).unwrap();
        }
    }
    let mut scratch = nos::games::nos::Actions::new();
    for h in all {
        let seat = h.to_act().unwrap();
        let listed = normal::act(&h, seat, &h.legal());
        assert_eq!(normal::act_unlisted(&h, seat, &mut scratch), listed, "{h:?}");
    }
}
