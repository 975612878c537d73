//! Properties of Dominox over 2,000 seeded random games (`HANDS` plays more), checked at
//! every state against plain brute-force versions of the rules (square by square, no masks).

use nos::core::{chance, Play, Seat, Tile, TileSet};
use nos::games::dominox::{Action, Actions, Board, Dominox, Placement, Refusal, Square};
use rand::Rng;

/// The numbers on the board, square by square.
fn grid(b: &Board) -> [Option<u8>; 64] {
    let mut g = [None; 64];
    for s in Square::all() {
        g[s.index()] = b.number_at(s);
    }
    g
}

/// The squares next to `s` by file and rank arithmetic.
fn around(s: usize) -> impl Iterator<Item = usize> {
    let (f, r) = ((s % 8) as i32, (s / 8) as i32);
    [(1, 0), (-1, 0), (0, 1), (0, -1)]
        .into_iter()
        .map(move |(df, dr)| (f + df, r + dr))
        .filter(|&(f, r)| (0..8).contains(&f) && (0..8).contains(&r))
        .map(|(f, r)| (r * 8 + f) as usize)
}

/// The rule as the text says it: each half with occupied neighbours (its own other
/// half aside) matches at least one of them; both squares empty.
fn obeys(g: &[Option<u8>; 64], s: usize, a: u8, t: usize, b: u8) -> bool {
    if g[s].is_some() || g[t].is_some() {
        return false;
    }
    let half = |at: usize, v: u8, other: usize| {
        let mut touching = false;
        for n in around(at).filter(|&n| n != other) {
            if let Some(x) = g[n] {
                if x == v {
                    return true;
                }
                touching = true;
            }
        }
        !touching
    };
    half(s, a, t) && half(t, b, s)
}

/// A key for a placement: its lower square, which way it lies, its two numbers.
fn key(p: Placement) -> usize {
    let [s, _] = p.squares();
    let [a, b] = p.numbers();
    ((s.index() * 2 + p.is_flat() as usize) * 7 + a as usize) * 7 + b as usize
}

/// Every legal placement of `hand`, found square by square.
fn brute_legal(g: &[Option<u8>; 64], hand: TileSet) -> Vec<Placement> {
    let mut out = Vec::new();
    for s in 0..64 {
        for t in [s + 1, s + 8] {
            if t >= 64 || (t == s + 1 && s % 8 == 7) {
                continue;
            }
            for tile in hand.iter() {
                let ways = [(tile.low(), tile.high()), (tile.high(), tile.low())];
                for &(a, b) in &ways[..if tile.is_double() { 1 } else { 2 }] {
                    if obeys(g, s, a, t, b) {
                        let sq = |i: usize| Square::from_index(i).unwrap();
                        out.push(Placement::new(a, b, [sq(s), sq(t)]).unwrap());
                    }
                }
            }
        }
    }
    out
}

/// Areas of empty squares by a breadth-first search: (count, [White points, Black]).
fn brute_areas(g: &[Option<u8>; 64]) -> (usize, [u32; 2]) {
    let mut seen = [false; 64];
    let (mut n, mut pts) = (0, [0u32; 2]);
    for s0 in 0..64 {
        if g[s0].is_some() || seen[s0] {
            continue;
        }
        n += 1;
        let (mut w, mut b) = (0, 0);
        let mut queue = vec![s0];
        seen[s0] = true;
        while let Some(s) = queue.pop() {
            if (s % 8 + s / 8) % 2 == 0 {
                w += 1
            } else {
                b += 1
            }
            for m in around(s) {
                if g[m].is_none() && !seen[m] {
                    seen[m] = true;
                    queue.push(m);
                }
            }
        }
        if w > b {
            pts[0] += w + b;
        } else if b > w {
            pts[1] += w + b;
        }
    }
    (n, pts)
}

fn check_state(g: &Dominox, legal: &Actions, seen: &mut [u64; 64 * 2 * 49 / 64 + 1]) {
    // Every tile in exactly one place.
    let places = [g.hand(Seat(0)), g.hand(Seat(1)), g.board().tiles(), g.boneyard().iter().copied().collect()];
    let mut all = TileSet::EMPTY;
    let mut total = 0;
    for p in places {
        assert!(all.inter(p).is_empty(), "a tile in two places");
        all = all.union(p);
        total += p.len();
    }
    assert_eq!((all, total), (TileSet::FULL, 28));
    assert_eq!(g.board().occupied().count_ones(), 2 * g.board().tiles().len());
    // Areas and their points, by masks and by search.
    let grid = grid(g.board());
    let (n, pts) = brute_areas(&grid);
    assert_eq!(nos::games::dominox::areas(g.board()).len(), n);
    assert_eq!(nos::games::dominox::score(g.board()), pts);
    let Some(seat) = g.to_act() else {
        assert!(legal.is_empty());
        assert_eq!(g.scores(), pts, "the final scores are the areas'");
        return;
    };
    assert_eq!(g.scores(), [0, 0], "no points before the end");
    assert!(!legal.is_empty(), "a game not over has a legal action");
    // The legal list is exactly the placements the plain rule allows, each once.
    seen.fill(0);
    let hand = g.lead_tile().map_or(g.hand(seat), TileSet::single);
    let brute = brute_legal(&grid, hand);
    if brute.is_empty() {
        assert_eq!(legal.as_slice(), [Action::Pass]);
        return;
    }
    for a in legal.iter() {
        let p = a.placement().expect("no pass while a tile fits");
        let [s, t] = p.squares();
        let [x, y] = p.numbers();
        assert!(obeys(&grid, s.index(), x, t.index(), y), "{p} breaks the matching rule");
        assert!(hand.contains(p.tile()));
        let k = key(p);
        assert_eq!(seen[k / 64] & (1 << (k % 64)), 0, "{p} listed twice");
        seen[k / 64] |= 1 << (k % 64);
    }
    assert_eq!(brute.len(), legal.len());
    for p in brute {
        let k = key(p);
        assert_ne!(seen[k / 64] & (1 << (k % 64)), 0, "{p} is legal but not listed");
    }
}

/// A few actions that must be refused here, each leaving the game as it was.
fn check_refusals(g: &mut Dominox, legal: &Actions, rng: &mut impl Rng) {
    let before = g.clone();
    let Some(seat) = g.to_act() else {
        assert_eq!(g.apply(Seat(0), Action::Pass), Err(Refusal::Over));
        return;
    };
    let other = seat.next(2);
    if let Some(&a) = legal.first() {
        assert!(matches!(g.apply(other, a), Err(Refusal::NotYourTurn { .. })));
    }
    if legal[0] != Action::Pass {
        assert!(matches!(g.apply(seat, Action::Pass), Err(Refusal::MustPlace { .. })));
    }
    for _ in 0..4 {
        let tile = Tile::ALL[rng.random_range(0..28)];
        let s = Square::from_index(rng.random_range(0..64)).unwrap();
        let Some(t) = nos::games::dominox::Dir::ALL.into_iter().filter_map(|d| s.step(d)).nth(rng.random_range(0..2))
        else {
            continue;
        };
        let a = Action::Place(Placement::new(tile.low(), tile.high(), [s, t]).unwrap());
        if !legal.contains(&a) {
            assert!(g.apply(seat, a).is_err(), "{a} is not legal and must be refused");
        }
    }
    assert_eq!(*g, before, "refusals change nothing");
}

fn games(from: u64, to: u64) {
    let mut legal = Actions::new();
    let mut buf = Actions::new();
    let mut seen = [0u64; 64 * 2 * 49 / 64 + 1];
    for seed in from..to {
        let mut g = Dominox::seeded(seed);
        let mut rng = chance::dice(seed ^ 0xd0);
        loop {
            g.legal_into(&mut legal);
            check_state(&g, &legal, &mut seen);
            check_refusals(&mut g, &legal, &mut rng);
            let Some(seat) = g.to_act() else { break };
            // The view holds what the seat may know, and its legal list is the game's.
            let v = g.view(seat);
            let mut from_view = Actions::new();
            v.legal_into(&mut from_view);
            assert_eq!(from_view, legal);
            let a = g.random_action(&mut rng, &mut buf).unwrap();
            assert!(legal.contains(&a), "the random player picks a legal action");
            g.apply(seat, a).unwrap();
        }
    }
}

/// Games played by default, in two halves run side by side (`HANDS` plays more): 2,000,
/// each checked at every state against the brute-force rules. CI need not play 5,000
/// (six seconds of a core); `HANDS=5000` or more plays a longer search by hand.
const GAMES: u64 = 2_000;

#[test]
fn properties_first_half_of_the_games() {
    games(0, crate::common::hands(GAMES) / 2);
}

#[test]
fn properties_second_half_of_the_games() {
    games(crate::common::hands(GAMES) / 2, crate::common::hands(GAMES));
}

#[test]
fn the_random_player_is_uniform_over_the_legal_list() {
    // On one position, picks land on every legal placement about equally often.
    let mut g = Dominox::seeded(3);
    let mut rng = chance::dice(1);
    let mut buf = Actions::new();
    for _ in 0..3 {
        let s = g.to_act().unwrap();
        let a = g.random_action(&mut rng, &mut buf).unwrap();
        g.apply(s, a).unwrap();
    }
    let legal = g.legal();
    let mut counts = vec![0u32; legal.len()];
    let n = 200 * legal.len() as u32;
    for _ in 0..n {
        let a = g.random_action(&mut rng, &mut buf).unwrap();
        counts[legal.iter().position(|&x| x == a).unwrap()] += 1;
    }
    assert!(counts.iter().all(|&c| (120..=290).contains(&c)), "{:?}", (counts.iter().min(), counts.iter().max()));
}
