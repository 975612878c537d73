//! Helpers for the Dominox tests: tiles, squares and placements from notation, games
//! from a deal written out, and the replay of the example records kept beside the
//! tests (only the fields Dominox needs: the deal, the boneyard, the lead, the
//! actions and what they expect; the record format itself is read elsewhere).
#![allow(dead_code)]

use nos::core::{Play, Seat, Tile};
use nos::games::dominox::{Action, Board, Dominox, Placement, Refusal, Square};
use serde_json::Value;

pub fn t(s: &str) -> Tile {
    s.parse().unwrap_or_else(|_| panic!("bad tile {s}"))
}

pub fn tiles(s: &str) -> Vec<Tile> {
    s.split_whitespace().map(t).collect()
}

pub fn sq(s: &str) -> Square {
    s.parse().unwrap_or_else(|_| panic!("bad square {s}"))
}

/// `"2-0 e7 f7"`: the 2 on e7, the 0 on f7.
pub fn pl(s: &str) -> Placement {
    let w: Vec<&str> = s.split_whitespace().collect();
    let (a, b) = nos::core::tile::parse_ends(w[0]).unwrap();
    Placement::new(a, b, [sq(w[1]), sq(w[2])]).unwrap_or_else(|e| panic!("{s}: {e}"))
}

pub fn place(s: &str) -> Action {
    Action::Place(pl(s))
}

/// A game from White's 8 tiles, Black's 8 and the boneyard; the lead is the holder
/// of the lowest double.
pub fn game(white: &str, black: &str, boneyard: &str) -> Dominox {
    let (w, b, y) = (tiles(white), tiles(black), tiles(boneyard));
    let lead = nos::games::dominox::deal::lowest_double([w.iter().copied().collect(), b.iter().copied().collect()])
        .expect("a double")
        .0;
    Dominox::new([&w, &b], &y, lead).unwrap()
}

/// A board from placements written `"2-0 e7 f7"`, the matching rule not checked.
pub fn board(ps: &[&str]) -> Board {
    let v: Vec<Placement> = ps.iter().map(|s| pl(s)).collect();
    Board::from_placements(&v).unwrap()
}

/// Applies `a` for the seat to act, panicking with the refusal.
pub fn go(g: &mut Dominox, a: Action) {
    let s = g.to_act().expect("not over");
    g.apply(s, a).unwrap_or_else(|e| panic!("{a} refused: {e}\n{:?}", g.board()));
}

/// Applies `a` and checks it is refused with `want`, the game unchanged.
pub fn refused(g: &mut Dominox, seat: Seat, a: Action, want: Refusal) {
    let before = g.clone();
    assert_eq!(g.apply(seat, a).map(|_| ()), Err(want), "{a}");
    assert_eq!(*g, before, "a refusal changes nothing");
}

/// An example record's one hand, read as far as Dominox needs.
pub struct Example {
    pub game: Dominox,
    pub actions: Vec<(Seat, Action)>,
    pub scores: Option<[u32; 2]>,
    pub error_at: Option<usize>,
}

pub fn example(name: &str) -> Example {
    let path = format!("{}/tests/dominox_records/{name}", env!("CARGO_MANIFEST_DIR"));
    let v: Value = serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap();
    assert_eq!(v["game"], "dominox");
    let h = &v["hands"][0];
    let list = |v: &Value| -> Vec<Tile> { v.as_array().unwrap().iter().map(|x| t(x.as_str().unwrap())).collect() };
    let deal = [list(&h["deal"][0]), list(&h["deal"][1])];
    let lead = Seat(h["lead"].as_u64().unwrap() as u8);
    let game = Dominox::new([&deal[0], &deal[1]], &list(&h["boneyard"]), lead).unwrap();
    let actions = h["actions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| {
            let seat = Seat(a["seat"].as_u64().unwrap() as u8);
            let act = match a["act"].as_str().unwrap() {
                "pass" => Action::Pass,
                "play" => {
                    let at: Vec<Square> = a["at"].as_array().unwrap().iter().map(|s| sq(s.as_str().unwrap())).collect();
                    let (x, y) = nos::core::tile::parse_ends(a["tile"].as_str().unwrap()).unwrap();
                    Action::Place(Placement::new(x, y, [at[0], at[1]]).unwrap())
                }
                other => panic!("{other} is no Dominox action"),
            };
            (seat, act)
        })
        .collect();
    let e = &h["expect"];
    let scores = e["scores"].as_array().map(|s| [s[0].as_u64().unwrap() as u32, s[1].as_u64().unwrap() as u32]);
    Example { game, actions, scores, error_at: e["error_at"].as_u64().map(|i| i as usize) }
}

/// Replays an example: every action accepted, except the one `error_at` names, which
/// must be refused; passes after the end (Dominox #8) are accepted when each seat
/// writes at most one, in turn order. Returns the game and the refusal met, if any.
pub fn replay(ex: &Example) -> (Dominox, Option<Refusal>) {
    let mut g = ex.game.clone();
    let mut trailing = 0;
    for (i, &(seat, a)) in ex.actions.iter().enumerate() {
        if g.is_over() && a == Action::Pass && trailing < 2 && seat == Seat((g.turn().0 + trailing) % 2) {
            trailing += 1;
            continue;
        }
        match g.apply(seat, a) {
            Ok(_) => assert_ne!(ex.error_at, Some(i), "action {i} ({a}) must be refused"),
            Err(e) => {
                assert_eq!(ex.error_at, Some(i), "action {i} ({a}) refused: {e}");
                return (g, Some(e));
            }
        }
    }
    (g, None)
}
