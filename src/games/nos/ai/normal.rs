//! The `normal` player: a club player's rules of thumb, on bitsets, with no allocation
//! per decision, since the advisor and the strong player run it millions of times.
//!
//! It reads the hand through [`Hand`] for speed but only what `seat` may know: its own
//! tiles, the layout, the counts of the other hands, the doubles lying face up, and the
//! last turn. The tests check that shuffling the hidden tiles never changes a decision.

use super::choices;
use crate::core::{Pos, Seat, Tile, TileSet};
use crate::games::nos::games::Compulsory;
use crate::games::nos::layout::compulsory as compulsory_req;
use crate::games::nos::{Action, Actions, Game, Hand, Layout, Phase, Rule, Shape};
use std::sync::OnceLock;

/// The tiles `seat` cannot see: other seats' hidden tiles and the boneyard.
pub(crate) fn unseen(h: &Hand, seat: Seat) -> TileSet {
    crate::games::nos::View::unseen_in(h, seat)
}

/// The action `seat` takes; `legal` is the hand's legal list for it (not empty).
pub fn act(h: &Hand, seat: Seat, legal: &[Action]) -> Action {
    match h.phase() {
        Phase::Set { .. } | Phase::Announce => opening(h, seat, legal).0,
        Phase::Declare { .. } => choose(legal, Action::Declare),
        Phase::Immediate { .. } => {
            // Paid at once and one tile fewer: always worth the wait it costs.
            legal.iter().copied().find(|a| matches!(a, Action::Play { .. })).unwrap_or(Action::Decline)
        }
        Phase::Turn { .. } => turn(h, seat, legal),
        Phase::AfterPlay { .. } => {
            if sure_close(h) {
                choose(legal, Action::Close)
            } else {
                Action::Decline
            }
        }
        Phase::Over { .. } => legal[0],
    }
}

fn choose(legal: &[Action], want: Action) -> Action {
    if legal.contains(&want) {
        want
    } else {
        legal[legal.len() - 1]
    }
}

/// A close is certain to be correct when no tile off the layout fits anywhere.
fn sure_close(h: &Hand) -> bool {
    let Some(l) = h.layout() else { return false };
    l.playable().inter(TileSet::FULL.minus(l.tiles())).is_empty()
}

/// As [`act`] on the hand's legal list, but reading the choice from tile masks where the
/// phase allows (every phase of a rollout but the set and the announcement), so that
/// no list is built: the same action for the same state. `legal` is scratch for the
/// other phases.
pub fn act_unlisted(h: &Hand, seat: Seat, legal: &mut Actions) -> Action {
    match h.phase() {
        Phase::Declare { .. } => {
            if h.declare_amount(seat).1 > 0 {
                Action::Declare
            } else {
                Action::Decline
            }
        }
        Phase::Immediate { .. } => h.first_immediate().unwrap_or(Action::Decline),
        Phase::Turn { .. } => {
            if h.wait_is_due(seat) {
                return Action::Wait;
            }
            let best = h.layout().and_then(|l| Plays::new(l, h.hand(seat)).best_of_all(h, seat));
            match best {
                Some(a) => a,
                // As the list offers it when nothing fits.
                None if h.boneyard_len() >= 3 => Action::Draw,
                None => Action::Pass,
            }
        }
        Phase::AfterPlay { .. } => {
            if sure_close(h) {
                Action::Close
            } else {
                Action::Decline
            }
        }
        _ => {
            h.legal_into(legal);
            act(h, seat, legal)
        }
    }
}

/// A play's worth, in rough chips.
fn turn(h: &Hand, seat: Seat, legal: &[Action]) -> Action {
    let Some(l) = h.layout() else { return legal[0] };
    let listed = legal.iter().filter_map(|&a| match a {
        Action::Play { at, touch, open, .. } => Some((at, touch, open)),
        _ => None,
    });
    match Plays::new(l, h.hand(seat)).best(h, seat, listed) {
        Some(a) => a,
        // Nothing fits: the engine offers a forced draw or a pass, never both.
        None => {
            legal.iter().copied().find(|a| matches!(a, Action::Draw | Action::Pass | Action::Wait)).unwrap_or(legal[0])
        }
    }
}

/// A seat's regular plays on a layout, and how to score them.
#[derive(Clone, Copy)]
struct Plays<'a> {
    l: &'a Layout,
    own: TileSet,
}

/// What scoring a turn's plays needs that does not depend on the play.
struct Scoring {
    hidden: TileSet,
    paid_on: Option<Tile>,
    /// Per position: what the other positions take now.
    others: [TileSet; 4],
    best: Option<Action>,
    score: f32,
}

impl<'a> Plays<'a> {
    fn new(l: &'a Layout, own: TileSet) -> Plays<'a> {
        Plays { l, own }
    }

    fn scoring(self, h: &Hand, seat: Seat) -> Scoring {
        // A position off the shape takes nothing, so all four can be joined.
        let r = Pos::ALL.map(|p| self.l.req(p).tiles);
        let others = [
            r[1].union(r[2]).union(r[3]),
            r[0].union(r[2]).union(r[3]),
            r[0].union(r[1]).union(r[3]),
            r[0].union(r[1]).union(r[2]),
        ];
        Scoring { hidden: unseen(h, seat), paid_on: h.paid_under(seat), others, best: None, score: f32::MIN }
    }

    /// Scores one play, keeping the first of the best.
    fn weigh(self, sc: &mut Scoring, at: Pos, touch: u8, open: u8) {
        let Some(t) = crate::games::nos::SET.tile(touch, open) else { return };
        self.weigh_tile(sc, t, at, touch, open);
    }

    /// As [`Plays::weigh`], the tile already known.
    fn weigh_tile(self, sc: &mut Scoring, t: Tile, at: Pos, touch: u8, open: u8) {
        let s = play_score(self.l, self.own, sc.hidden, sc.paid_on, t, at, open, sc.others[at.index()]);
        if s > sc.score {
            sc.score = s;
            sc.best = Some(Action::Play { at, touch, open, immediate: false });
        }
    }

    /// The best of the plays of the legal list (`listed`, in its order), the first of
    /// equals; `None` when there are none.
    fn best(self, h: &Hand, seat: Seat, listed: impl Iterator<Item = (Pos, u8, u8)>) -> Option<Action> {
        let mut listed = listed.peekable();
        listed.peek()?;
        let mut sc = self.scoring(h, seat);
        for (at, touch, open) in listed {
            self.weigh(&mut sc, at, touch, open);
        }
        sc.best
    }

    /// The one regular play when there is exactly one: counted from tile masks first,
    /// as most turns offer several.
    fn lone(self) -> Option<Action> {
        let mut count = 0;
        for &at in self.l.positions() {
            let s = self.l.req(at).tiles.inter(self.own);
            count += s.len();
            if count > 1 {
                return None;
            }
        }
        for &at in self.l.positions() {
            let req = self.l.req(at);
            if let Some(t) = req.tiles.inter(self.own).iter().next() {
                // A tile that goes either way round is two plays.
                let ways = req.ways(t);
                return match ways.as_slice() {
                    [(touch, open)] => Some(Action::Play { at, touch: *touch, open: *open, immediate: false }),
                    _ => None,
                };
            }
        }
        None
    }

    /// As [`Plays::best`] over every regular play, read from the layout in the order
    /// the legal list gives them.
    fn best_of_all(self, h: &Hand, seat: Seat) -> Option<Action> {
        if self.l.playable().inter(self.own).is_empty() {
            return None;
        }
        // A lone play is the best whatever it scores: no need to score it.
        if let Some(only) = self.lone() {
            return Some(only);
        }
        let mut sc = self.scoring(h, seat);
        for &at in self.l.positions() {
            let req = self.l.req(at);
            for t in req.tiles.inter(self.own).iter() {
                for (touch, open) in req.ways(t) {
                    self.weigh_tile(&mut sc, t, at, touch, open);
                }
            }
        }
        sc.best
    }
}

/// `others`: what the positions but `at` take now.
#[allow(clippy::too_many_arguments)]
fn play_score(
    l: &Layout,
    own: TileSet,
    hidden: TileSet,
    paid_on: Option<Tile>,
    t: Tile,
    at: Pos,
    open: u8,
    others: TileSet,
) -> f32 {
    let rest = own.minus(TileSet::single(t));
    if rest.is_empty() {
        // Going out: nos, or at least nothing left to count.
        return 1000.0;
    }
    let mut s = t.count_value() as f32;
    if t.is_double() {
        // Doubles fit few ends: shed them while they fit, and gladly when paid.
        s += 3.0;
        if paid_on == Some(l.arm(at).last) {
            // Chips now, and a chance that passes with this turn.
            s += 8.0 + 2.0 * t.double_value() as f32;
        }
    }
    let rule = l.plan().ext[at.index()];
    if t.is_matador() && rule == Rule::Matador {
        // A wild tile saved is a play in hand later.
        s -= 6.0;
    }
    // The ends after this play: the one played on changes, the others stay.
    let new_end = next_req(l, at, open);
    let after = others.union(new_end);
    // Keep numbers one holds many of: an end for oneself, a blocked end for the rest.
    s += 2.0 * after.inter(rest).len().min(3) as f32;
    s -= 0.5 * new_end.inter(hidden).len() as f32;
    s
}

/// What the end at `at` will take once `open` shows there, locks ignored.
fn next_req(l: &Layout, at: Pos, open: u8) -> TileSet {
    let plan = l.plan();
    let i = at.index();
    let arm = l.arm(at);
    if plan.shape != Shape::Line && arm.len == 0 {
        if let Some(c) = plan.comp[i] {
            return compulsory(c, open);
        }
    }
    (if plan.shape == Shape::Line { l.rule_at(at) } else { plan.ext[i] }).accepts(open)
}

/// The tiles a double-cross arm's compulsory second tile may be, on an end showing `x`.
fn compulsory(c: Compulsory, x: u8) -> TileSet {
    compulsory_req(c, x).tiles
}

/// The set and the announcement: the (set, game) the hand suits best, and its score.
/// In the set phase the action is the set; in the announce phase, the game.
pub(crate) fn opening(h: &Hand, seat: Seat, legal: &[Action]) -> (Action, f32) {
    let n = h.seats();
    let own = h.hand(seat);
    match h.phase() {
        Phase::Announce => {
            let (a, b) = h.set_ends().expect("set before the announcement");
            let hidden = unseen(h, seat);
            // Games that differ only in labels score alike: each is scored once.
            let (g, s) = best_game(n, own, hidden, a, b);
            (Action::Announce(g), s)
        }
        _ => {
            let mut best = (legal[0], f32::MIN);
            for &act in legal {
                let Action::Set { first, second } = act else { continue };
                let t = Tile::of(first, second);
                let after = own.minus(TileSet::single(t));
                let hidden = TileSet::FULL.minus(own);
                let mut s = best_game(n, after, hidden.minus(TileSet::single(t)), first, second).1;
                // The set payment is certain chips.
                if t.is_double() {
                    s += (n - 1) as f32 * t.double_value() as f32;
                }
                if s > best.1 {
                    best = (act, s);
                }
            }
            best
        }
    }
}

/// Experience: how many chips each kind of game ([`choices::kind`]) wins above the
/// average game on the same set double, for 3, 4 and 5 players. Measured once with the
/// advisor over 150 random hands on set per table size (150 deals each choice); what a
/// club player learns over many evenings.
const PRIOR: [[i8; choices::KINDS]; 3] = [
    [
        0, 5, 5, -1, -2, 3, 5, 6, -1, 6, 0, 0, -5, -2, -4, -3, 0, 2, 0, 1, -1, 0, 5, 1, 3, -3, 0, 0, -1, 3, 1, 3, -3,
        -4, -2, -2, 0, -3, -2, -1, -3, -2, -2, 0, -1, 1, -3, -1, -7, 0,
    ],
    [
        2, -3, 1, -1, -3, 0, -3, 0, -3, 4, 0, 0, 23, 17, 22, 20, 0, 5, 2, 4, 4, 1, 8, 3, 6, 8, -2, 0, -1, 4, 5, 0, -3,
        -3, -2, -2, -3, -2, -1, 0, 1, -3, -1, 1, 1, -2, -11, -6, -10, -4,
    ],
    [
        -1, 15, -8, 1, 8, -21, 22, 1, 2, -50, 0, 0, 22, 25, 18, 20, 0, 2, -1, 1, 3, 2, 7, 3, 6, 9, 10, 1, 1, 6, 8, 9,
        -6, -5, -4, -4, -4, -3, -2, 0, 1, 1, -2, 1, 2, 2, 4, -17, 6, -30,
    ],
];

/// Weight of the hand's own fit against the table of experience.
const FIT: f32 = 1.0;

/// What a game makes of a set tile before anyone's tiles count. Worked out once per
/// set (as written) and game: every seat on set weighs every game.
struct Sketch {
    game: Game,
    prior: [f32; 3],
    /// The tiles a regular play may use at once.
    playable: TileSet,
    arms: arrayvec::ArrayVec<ArmSketch, 4>,
    /// Per position: the doubles others may play there at once, paid by the seat on set.
    imm: [TileSet; 4],
}

/// One position: what starts it (locks ignored), and what follows its first tile.
struct ArmSketch {
    base: TileSet,
    rule: Rule,
    v: u8,
    line: bool,
    comp: Option<Compulsory>,
    ext: Rule,
}

fn sketches(a: u8, b: u8) -> &'static [Sketch] {
    static TABLE: OnceLock<Vec<Vec<Sketch>>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        (0..49u8)
            .map(|k| {
                choices::games(Tile::of(k / 7, k % 7)).iter().filter_map(|&(g, _)| sketch(k / 7, k % 7, g)).collect()
            })
            .collect()
    });
    &table[(a * 7 + b) as usize]
}

fn sketch(a: u8, b: u8, g: Game) -> Option<Sketch> {
    let plan = g.plan(Tile::of(a, b)).ok()?;
    let l = Layout::new(a, b, plan);
    let mut arms = arrayvec::ArrayVec::new();
    let mut imm = [TileSet::EMPTY; 4];
    for &p in l.positions() {
        let i = p.index();
        let (rule, v) = match plan.shape {
            Shape::Line => (plan.found[i], l.arm(p).open),
            Shape::Cross => (plan.found[i], a),
            Shape::Triangle { .. } => (Rule::Matador, 0),
        };
        let base = match plan.shape {
            Shape::Triangle { .. } => TileSet::MATADORS.minus(TileSet::single(Tile::DOUBLE_BLANK)),
            _ => rule.accepts(v),
        };
        let line = plan.shape == Shape::Line;
        arms.push(ArmSketch { base, rule, v, line, comp: plan.comp[i], ext: plan.ext[i] });
        imm[i] = l.req_immediate(p).tiles;
    }
    let k = choices::kind(g);
    let prior = [PRIOR[0][k] as f32, PRIOR[1][k] as f32, PRIOR[2][k] as f32];
    Some(Sketch { game: g, prior, playable: l.playable(), arms, imm })
}

/// The best game for a set (as written) and its score.
fn best_game(n: u8, own: TileSet, hidden: TileSet, a: u8, b: u8) -> (Game, f32) {
    let mut best = (Game::Plain(1), f32::MIN);
    for sk in sketches(a, b) {
        let s = sk.prior[n as usize - 3] + FIT * fit_score(n, own, hidden, sk);
        if s > best.1 {
            best = (sk.game, s);
        }
    }
    best
}

/// How well a game suits this hand, by rules of thumb: tiles to play at once, follow-ups
/// on one's own tiles, the chance that the others find nothing to play, and the doubles
/// they may play at once at one's cost.
fn fit_score(n: u8, own: TileSet, hidden: TileSet, sk: &Sketch) -> f32 {
    let now = sk.playable.inter(own).len();
    let mut later = TileSet::EMPTY;
    let mut follow = 0u32;
    for arm in &sk.arms {
        let mine = arm.base.inter(own);
        later = later.union(mine);
        for t in mine.iter() {
            let rest = own.minus(TileSet::single(t));
            for o in opens(t, arm.rule, arm.v) {
                let next = match arm.comp {
                    Some(c) if !arm.line => compulsory(c, o),
                    _ => arm.ext.accepts(o),
                };
                if !next.inter(rest).is_empty() {
                    follow += 1;
                    break;
                }
            }
        }
    }
    let unseen = hidden.len().max(1) as f32;
    let q = sk.playable.inter(hidden).len() as f32 / unseen;
    let miss = 1.0 - q;
    let mut stuck = 1.0;
    for _ in 0..8 - n {
        stuck *= miss;
    }
    let stuck = (n - 1) as f32 * stuck;
    let held = ((n - 1) as f32 * (8 - n) as f32 / unseen).min(1.0);
    let mut imm = 0.0;
    for d in &sk.imm {
        for t in d.inter(hidden).iter() {
            imm += t.double_value() as f32 * held;
        }
    }
    3.0 * (now > 0) as u8 as f32 + 1.5 * later.len().min(3) as f32 + 1.5 * follow.min(2) as f32 + 6.0 * stuck - imm
}

/// The numbers a tile may leave open when played on an end showing `v` that accepts
/// it.
fn opens(t: Tile, rule: Rule, v: u8) -> impl Iterator<Item = u8> {
    rule.turns(t, v).into_iter().map(|(_, open)| open)
}
