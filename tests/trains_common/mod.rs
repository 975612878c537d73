//! Tables of the train games set up tile by tile for the rules' tests: small hands
//! (option `hand`) so that every tile held is one the test names.
#![allow(dead_code)]

use nos::core::tile::Tiles;
use nos::core::{Play, Seat, Tile, TileSet};
use nos::games::trains::{Action, Choices, Deal, Event, Game, Kind, Place, Refusal, Rules};

pub fn t(s: &str) -> Tile {
    let (a, b) = s.split_once('-').unwrap();
    Tile::new(a.parse().unwrap(), b.parse().unwrap()).unwrap()
}

/// Round 1 of `kind` with these hands (all of one size) and the boneyard starting with
/// `front`, the rest of the set after it in order.
pub fn game(kind: Kind, set: u8, hands: &[&[&str]], front: &[&str]) -> Game {
    let choices = Choices { set: Some(set), hand: Some(hands[0].len() as u8), ..Choices::default() };
    let rules = Rules::new(kind, hands.len(), &choices).unwrap();
    let engine = rules.engine(1);
    let mut used = TileSet::<u128>::single(engine);
    let mut deal = Deal::default();
    for h in hands {
        let hand: TileSet<u128> = h.iter().map(|s| t(s)).collect();
        used = used.union(hand);
        deal.hands.push(hand);
    }
    for s in front {
        deal.boneyard.push(t(s));
        used.insert(t(s));
    }
    deal.boneyard.extend(rules.set.full::<u128>().minus(used).iter());
    Game::from_round(rules, 1, &deal, rules.lead(1), &vec![0; hands.len()]).unwrap()
}

/// The action laying `written` (touching end first) at `place`.
pub fn lay(written: &str, place: Place) -> Action {
    let (a, _) = written.split_once('-').unwrap();
    Action::Play { tile: t(written), touch: a.parse().unwrap(), place }
}

pub fn train(s: u8) -> Place {
    Place::Train(Seat(s))
}

pub fn at(s: &str) -> Place {
    Place::At(t(s))
}

/// Applies an action that must be accepted, and returns its events.
pub fn ok(g: &mut Game, seat: u8, a: Action) -> Vec<Event> {
    let before = g.legal();
    assert!(before.contains(&a), "{a:?} is not among the legal {:?}", &before[..]);
    g.apply(Seat(seat), a).unwrap_or_else(|e| panic!("{a:?}: {e}")).to_vec()
}

/// Applies an action that must be refused for `why`, and checks nothing changed.
pub fn refused(g: &mut Game, seat: u8, a: Action, why: Refusal) {
    let (round, totals, legal) = (g.round().clone(), g.totals().to_vec(), g.legal());
    assert!(!legal.contains(&a), "{a:?} is listed as legal");
    assert_eq!(g.apply(Seat(seat), a).map(|e| e.to_vec()), Err(why));
    assert_eq!(g.round(), &round, "a refusal leaves the round unchanged");
    assert_eq!(g.totals(), &totals[..]);
}
