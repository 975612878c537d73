//! The `normal` player: rules of thumb, from its view only.
//!
//! - **Claim and protect areas.** A placement that closes off a small area of its own
//!   colour scores it; one that hands the opponent an area loses it. An area no tile
//!   left could enter is worth all its squares; one a tile could still enter, its
//!   margin and half the rest (a tile takes one square of each colour).
//! - **Keep options.** Among the best few, the placement that leaves it more ways to
//!   place and the unseen tiles fewer.
//!
//! It decides the same way every time from the same view, so that the strong player's
//! playouts and the tests see one policy. Ties go to the first placement in an order
//! that starts at a point drawn from the view (the board and the own tiles), so that
//! equal placements are not always taken from the same corner.

use super::eval::{fillable, split, worth, Split};
use crate::core::stat::stream;
use crate::core::TileSet;
use crate::games::dominox::board::Board;
use crate::games::dominox::moves::{Actions, Fit};
use crate::games::dominox::placement::{Action, Placement};
use crate::games::dominox::view::View;
use crate::games::dominox::Colour;
use arrayvec::ArrayVec;

/// How many of the best placements by areas are weighed again for options.
const REFINE: usize = 8;
/// What keeping options is worth at most, in points: it only breaks near-ties.
const OPTIONS: f32 = 1.0;

/// The normal player's action, when the view's seat is to act.
pub fn act(v: &View) -> Option<Action> {
    let mut legal = Actions::new();
    v.legal_into(&mut legal);
    match legal.len() {
        0 => None,
        1 => Some(legal[0]),
        _ => Some(ranked::<1>(v, &legal)[0].0),
    }
}

/// The `K` best legal actions by the rules of thumb, best first, with their scores.
/// `legal` is the view's legal list (not empty).
pub fn ranked<const K: usize>(v: &View, legal: &[Action]) -> ArrayVec<(Action, f32), K> {
    let mut top: ArrayVec<(Action, f32), REFINE> = ArrayVec::new();
    if legal[0] == Action::Pass {
        let mut out = ArrayVec::new();
        out.push((Action::Pass, 0.0));
        return out;
    }
    let board = v.board();
    let me = v.colour();
    let fit = Fit::of(board);
    let unseen = v.unseen();
    let unplaced = unseen.union(v.own());
    let all = crate::games::dominox::areas::areas(board);
    let mut splits: [Option<(Split, f32)>; 128] = std::array::from_fn(|_| None);
    let rot = (stream(board.occupied(), v.own().bits() as u64) % legal.len() as u64) as usize;
    for i in 0..legal.len() {
        let a = legal[(i + rot) % legal.len()];
        let Some(p) = a.placement() else { continue };
        let key = p.squares()[0].index() * 2 + p.is_flat() as usize;
        let (sp, before) = splits[key].get_or_insert_with(|| {
            let sp = split(&all, p.mask());
            let b = sp.before;
            let n = b.count_ones();
            let w = worth(b, me, n <= CHECKED && !fillable(&fit, b, unplaced));
            (sp, w)
        });
        insert(&mut top, (a, areas(board, p, sp, *before, me, unplaced)));
    }
    // Options, among the best: mine against what the unseen tiles could do.
    let opp_share = v.opponent_tiles() as f32 / unseen.len().max(1) as f32;
    let mut out: ArrayVec<(Action, f32), K> = ArrayVec::new();
    let mut refined: ArrayVec<(Action, f32), REFINE> = ArrayVec::new();
    for &(a, s) in &top {
        let p = a.placement().expect("a placement");
        let after = Fit::of(&placed(board, p));
        let mine = after.count(v.own().minus(TileSet::single(p.tile()))) as f32;
        let theirs = after.count(unseen) as f32 * opp_share;
        insert(&mut refined, (a, s + OPTIONS * (mine - theirs) / (mine + theirs + 1.0)));
    }
    for x in refined.into_iter().take(K) {
        out.push(x);
    }
    out
}

/// Keeps `list` sorted best first, dropping the worst when full; equal scores keep
/// their order of arrival.
fn insert<const N: usize>(list: &mut ArrayVec<(Action, f32), N>, x: (Action, f32)) {
    let at = list.iter().position(|&(_, s)| x.1 > s).unwrap_or(list.len());
    if at == N {
        return;
    }
    if list.is_full() {
        list.pop();
    }
    list.insert(at, x);
}

/// `board` with `p` on it.
fn placed(board: &Board, p: Placement) -> Board {
    let mut b = *board;
    b.place(p);
    b
}

/// Areas up to this size are checked for whether a tile could still enter them;
/// larger ones are taken as open.
const CHECKED: u32 = 12;

/// The change in the worth of the areas when `p` goes down: its area before against
/// the pieces after (`before` is the worth of the area before).
fn areas(board: &Board, p: Placement, sp: &Split, before: f32, me: Colour, unplaced: TileSet) -> f32 {
    let left = unplaced.minus(TileSet::single(p.tile()));
    let mut after: Option<Fit> = None;
    let mut s = -before;
    for &a in &sp.after {
        let n = a.count_ones();
        let dead =
            n == 1 || n <= CHECKED && !fillable(after.get_or_insert_with(|| Fit::of(&placed(board, p))), a, left);
        s += worth(a, me, dead);
    }
    s
}
