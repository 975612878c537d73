//! Choices alike by the rules are offered once (`Hand::distinct`): a drawn set tile's
//! two ways, and one tile's places on empty arms that the game treats alike. Where
//! the game names a side or an arm (game 11's condition, volapük's axis, game 17's
//! "here"), the places stay apart.

use crate::common;

use common::*;
use nos::core::Pos;
use nos::games::nos::games::{Axis, Condition, Rule};
use nos::games::nos::Action;
use nos::games::nos::Game;

/// The places `tile` is offered at: every legal one, and those kept once.
fn places(tb: &Table, tile: &str) -> (Vec<Pos>, Vec<Pos>) {
    let at = |a: &Action| match a {
        Action::Play { at, .. } if a.tile() == Some(t(tile)) => Some(*at),
        _ => None,
    };
    (tb.hand.legal().iter().filter_map(at).collect(), tb.hand.distinct().iter().filter_map(at).collect())
}

/// The hand after the set, the announcement and its windows: the first turn.
fn begun(s: Script) -> Table {
    let mut tb = s.start();
    tb.skip_windows();
    tb
}

#[test]
fn a_drawn_set_tile_that_is_no_double_has_one_answer_its_two_ways_being_alike() {
    let mut tb =
        Table::later(deal(&["1-2 1-3 1-4 1-5", "2-3 2-4 2-5 2-6", "3-4 3-5 3-6 0-4", "4-6 5-6 0-1 0-2"], "5-4", ""), 0);
    tb.ok(0, Action::Draw);
    assert_eq!(tb.hand.legal().len(), 2);
    assert_eq!(tb.hand.distinct(), [set("4-5")]);
    // The other way stays legal (a record may hold it).
    tb.ok(0, set("5-4"));
}

#[test]
fn the_first_tile_on_a_cross_of_one_rule_is_offered_on_one_arm() {
    // Games 2, 3, 7, 8: ordinary slots; 5, 6, 9, 10: matador slots (7 - 6 = 1 inward).
    for (g, tile) in [(2, "6-2"), (3, "6-2"), (7, "6-2"), (8, "6-2"), (5, "1-3"), (6, "1-3"), (9, "1-3"), (10, "1-3")] {
        let tb = begun(Script::new(3, "6-6", game(g)).give(1, tile));
        assert_eq!(tb.to_act(), Some(1));
        let (legal, distinct) = places(&tb, tile);
        assert_eq!(legal, [N, E, S, W], "game {g}");
        assert_eq!(distinct, [N], "game {g}");
        // Once an arm holds a tile, the three empty arms are still alike: no rule
        // speaks of an arm's neighbours (a newcomer was asked "0-2: [1] E, 0 open
        // [2] S, 0 open [3] W, 0 open").
        let other = if g == 2 || g == 3 || g == 7 || g == 8 { "6-3" } else { "1-4" };
        let mut tb2 = begun(Script::new(3, "6-6", game(g)).give(1, tile).give(2, other));
        tb2.ok(1, play(tile, N));
        tb2.skip_windows();
        assert_eq!(tb2.to_act(), Some(2), "game {g}");
        let (legal, distinct) = places(&tb2, other);
        assert_eq!(legal, [E, S, W], "game {g}");
        assert_eq!(distinct, [E], "game {g}: the empty arms are alike once a tile is down");
    }
}

#[test]
fn arms_the_game_names_apart_stay_apart() {
    // Volapük cross, ordinary on W-E: W and E alike, N and S alike, never W and N.
    let v = Game::VolapukCross { double: false, ordinary: Axis::WE };
    let tb = begun(Script::new(3, "6-6", v).give(1, "6-1"));
    // 6-1, a matador, goes either way round on a matador arm.
    let (mut legal, mut distinct) = places(&tb, "6-1");
    legal.dedup();
    distinct.dedup();
    assert_eq!(legal, [N, E, S, W]);
    assert_eq!(distinct, [N, E]);
    // Game 11, "first here, then there" on W: a double set in a line leaves both
    // ends a 6, but only W is open first, and where both are open they stay apart.
    let c = Game::Conditions { rule: Rule::Ordinary, cond: Condition::Here(W), change: false };
    let tb = begun(Script::new(3, "6-6", c).give(1, "6-2"));
    let (legal, distinct) = places(&tb, "6-2");
    assert_eq!(distinct, legal);
    // Game 1 with a double set: W and E alike.
    let tb = begun(Script::new(3, "6-6", game(1)).give(1, "6-2"));
    let (legal, distinct) = places(&tb, "6-2");
    assert_eq!((legal.len(), distinct.len()), (2, 1));
    // A non-double set in a line: its ends differ.
    let tb = begun(Script::new(3, "6-5", game(1)).give(1, "6-2"));
    assert_eq!(tb.hand.distinct(), tb.hand.legal().to_vec());
}
