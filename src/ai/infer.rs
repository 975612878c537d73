//! What the public history of a hand says about the tiles a seat cannot see.
//!
//! Every action is public, though the tiles drawn are not, and many actions say
//! something about the hand that took them. Some are certain, because the rules refuse
//! the other case:
//!
//! - first hand: the seat on set holds the highest double, so nobody held a higher one;
//! - a seat on set that drew its set tile held no double;
//! - a declarer shows all its doubles, so it held no other;
//! - a pass: nothing in the hand fitted.
//!
//! Others are only likely, because a player may lawfully choose otherwise, and are
//! weighed ([`Why::odds`]):
//!
//! - a draw at one's turn: probably nothing fitted (drawing by choice is lawful, rare);
//! - a tile played while a double on the predecessor's tile would have been paid:
//!   probably no such double;
//! - the window for doubles at once let go by: probably no double that fitted;
//! - no declaration: probably too few doubles to be paid for them;
//! - a close: probably nothing of the closer's own fitted.
//!
//! And a close that the hand went on after was wrong: some tile that fitted then lay in
//! a hand or above the last two of the boneyard, so those tiles are not all among the
//! last two.
//!
//! A clue speaks of the tiles a seat held at one moment. What a seat holds now is what
//! it was dealt and drew, less what it played, so a clue about an earlier moment does
//! not bind a tile drawn later: the sampler ([`super::sample`]) deals the whole hidden
//! history (each seat's dealt tiles and the tile of each of its draws), not just the
//! hands of now.

use crate::engine::layout::Placed;
use crate::engine::{Action, Layout, Seat, Tile, TileSet, View, MAX_SEATS};
use arrayvec::ArrayVec;

/// A moment in the hand's history: a clue at action `i` looks at the hands just before
/// it (time `2i + 2`), a tile drawn by action `i` arrives just after (`2i + 3`), a tile
/// dealt was there from the start ([`DEALT`]), and a tile still held never leaves
/// ([`NEVER`]).
pub type Time = u16;
/// When dealt tiles arrive: before every clue.
pub const DEALT: Time = 1;
/// When a tile still held leaves.
pub const NEVER: Time = Time::MAX;

/// The moment just before action `i`.
pub const fn before(i: usize) -> Time {
    2 * i as Time + 2
}
/// The moment a tile drawn by action `i` arrives.
pub const fn drawn_by(i: usize) -> Time {
    2 * i as Time + 3
}

/// What a clue is read from.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Why {
    /// First hand: nobody held a double above the one set. Certain.
    FirstHand,
    /// The seat on set drew its set tile: it held no double. Certain.
    SetDraw,
    /// A declarer shows every double it holds. Certain.
    Declared,
    /// A pass: nothing fitted. Certain.
    Pass,
    /// A draw at one's turn: probably nothing fitted.
    Draw,
    /// A tile played instead of a paid double on the predecessor's tile: probably none.
    PaidDouble,
    /// No double played at once on the set tile: probably none that fitted.
    Immediate,
    /// No declaration: probably too few doubles.
    Undeclared,
    /// A close: probably nothing of the closer's own fitted.
    Close,
}

impl Why {
    /// Whether the rules make the clue certain.
    pub const fn hard(self) -> bool {
        matches!(self, Why::FirstHand | Why::SetDraw | Why::Declared | Why::Pass)
    }

    /// How likely a player takes the action when the clue is false, against when it
    /// is true: the weight of a deal that breaks the clue (0 for a certain clue). A
    /// club player draws by choice seldom, and takes a paid double or one at once
    /// nearly always.
    pub const fn odds(self) -> f64 {
        match self {
            Why::FirstHand | Why::SetDraw | Why::Declared | Why::Pass => 0.0,
            Why::Draw => 0.1,
            Why::PaidDouble => 0.15,
            Why::Immediate | Why::Undeclared => 0.2,
            Why::Close => 0.3,
        }
    }
}

/// At moment `at`, `seat` held at most `most` of `tiles`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Clue {
    pub seat: Seat,
    pub at: Time,
    pub tiles: TileSet,
    pub most: u8,
    pub why: Why,
}

/// One seat's public story: when its draws came, and what it put down when.
#[derive(Clone, Default, Debug, PartialEq, Eq)]
pub struct Track {
    /// When each draw's tile arrived, in order.
    pub draws: ArrayVec<Time, 28>,
    /// The tiles it put down (the set, doubles at once, plays) and when they left its hand.
    pub played: ArrayVec<(Tile, Time), 28>,
    /// When it declared its doubles: those still face up arrived before.
    pub declared: Option<Time>,
}

impl Track {
    /// When a tile this seat put down left its hand; [`NEVER`] for any other tile.
    pub fn leaves(&self, t: Tile) -> Time {
        self.played.iter().find(|p| p.0 == t).map_or(NEVER, |p| p.1)
    }
}

/// Everything one seat can read from the public history.
#[derive(Clone, Debug)]
pub struct Clues {
    /// The reader: its own tiles need no clue.
    pub seat: Seat,
    /// Tiles each seat was dealt.
    pub dealt: u8,
    pub tracks: [Track; MAX_SEATS],
    pub clues: Vec<Clue>,
    /// Sets of tiles (wrong closes) not all of which lie among the last two.
    pub above_last_two: Vec<TileSet>,
    /// The set tile when the seat on set drew it: the tile of that seat's first draw.
    pub set_drawn: Option<(Seat, Tile)>,
}

/// The doubles a regular play may put next to `under` now: paid when `under` is the
/// tile the predecessor just played.
pub fn paid_doubles(l: &Layout, under: Tile) -> TileSet {
    let next_to = l.positions().iter().filter(|&&p| l.arm(p).last == under);
    next_to.fold(TileSet::EMPTY, |f, &p| f.union(l.req(p).tiles)).inter(TileSet::DOUBLES)
}

/// The doubles that may go at once on the set tile now.
pub fn at_once(l: &Layout) -> TileSet {
    l.positions().iter().fold(TileSet::EMPTY, |f, &p| f.union(l.req_immediate(p).tiles)).inter(TileSet::DOUBLES)
}

/// Where the windows after the announcement stand.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Window {
    Declare { next: u8 },
    Immediate { next: u8, placed: u8 },
    Turns,
}

/// The clues `view`'s seat reads from `history`, every action of the hand so far in
/// order (declines may be left out, as records do). `None` when the history does not
/// tell the story of the view's hand (another hand's, or cut short): then nothing can
/// be read from it.
pub fn read(view: &View, history: &[(Seat, Action)]) -> Option<Clues> {
    let h = view.hand();
    let n = h.seats();
    let me = view.seat();
    let on_set = h.on_set();
    let dealt = 8 - n;
    let plan = h.layout().map(|l| *l.plan());
    let final_placed: &[Placed] = h.layout().map_or(&[], |l| l.placed());
    let mut sizes = [dealt as u32; MAX_SEATS];
    let mut boneyard = 28 - n as usize * dealt as usize;
    let mut layout: Option<Layout> = None;
    let mut placed = 0usize;
    let mut set: Option<Tile> = None;
    let mut set_draw: Option<usize> = None;
    let mut window = Window::Declare { next: 0 };
    // The last regular turn: its seat, the tile it placed, whether it went out with it.
    let mut prev: Option<(Seat, Option<Tile>, bool)> = None;
    let mut after_play: Option<Seat> = None;
    let mut wrong_closes: Vec<TileSet> = Vec::new();
    let mut out = Clues {
        seat: me,
        dealt,
        tracks: Default::default(),
        clues: Vec::new(),
        above_last_two: Vec::new(),
        set_drawn: None,
    };
    let clue = |out: &mut Clues, seat: Seat, i: usize, tiles: TileSet, most: u8, why: Why| {
        if seat != me && tiles.len() > most as u32 {
            out.clues.push(Clue { seat, at: before(i), tiles, most, why });
        }
    };
    if let (true, Some((a, _))) = (h.is_first(), h.set_ends()) {
        let above: TileSet = (a + 1..=6).map(Tile::double).collect();
        for s in (0..n).map(Seat) {
            clue(&mut out, s, 0, above, 0, Why::FirstHand);
        }
    }
    for (i, &(s, a)) in history.iter().enumerate() {
        if s.0 >= n {
            return None;
        }
        if after_play.is_some_and(|q| q != s) {
            // The closing offer went by unwritten.
            after_play = None;
        }
        match a {
            Action::Draw => {
                if boneyard < 3 && set.is_some() || boneyard == 0 {
                    return None;
                }
                match &layout {
                    None if set.is_none() => {
                        if s != on_set || set_draw.is_some() {
                            return None;
                        }
                        set_draw = Some(i);
                        clue(&mut out, s, i, TileSet::DOUBLES, 0, Why::SetDraw);
                    }
                    None => return None,
                    Some(l) => {
                        window = Window::Turns;
                        clue(&mut out, s, i, l.playable(), 0, Why::Draw);
                    }
                }
                boneyard -= 1;
                sizes[s.index()] += 1;
                out.tracks[s.index()].draws.push(drawn_by(i));
            }
            Action::Set { first, second } => {
                let t = Tile::new(first, second)?;
                if s != on_set || set.is_some() || h.set_ends() != Some((first, second)) {
                    return None;
                }
                set = Some(t);
                if set_draw.is_some() {
                    out.set_drawn = Some((s, t));
                }
                layout = plan.map(|p| Layout::new(first, second, p));
                sizes[s.index()] = sizes[s.index()].checked_sub(1)?;
                out.tracks[s.index()].played.push((t, before(i)));
                prev = Some((s, Some(t), false));
            }
            Action::Announce(_) => {
                if set.is_none() || s != on_set {
                    return None;
                }
            }
            Action::Declare => {
                let Window::Declare { next } = window else { return None };
                let idx = (s.0 + n - on_set.0 - 1) % n;
                if idx < next || set.is_none() {
                    return None;
                }
                window = if idx + 1 == n {
                    Window::Immediate { next: 0, placed: 0 }
                } else {
                    Window::Declare { next: idx + 1 }
                };
                out.tracks[s.index()].declared = Some(before(i));
            }
            Action::Decline => match (after_play, window, &layout) {
                (Some(q), _, _) if q == s => after_play = None,
                (_, Window::Declare { next }, Some(_)) => {
                    if s != on_set.plus(1 + next, n) {
                        return None;
                    }
                    // The fewest doubles that are paid at this table; the seat on set
                    // counts the set double it was dealt.
                    let paid = if n == 3 { 4 } else { 3 };
                    let set_counted = s == on_set && !h.options().declare_after_set && set_draw.is_none();
                    clue(&mut out, s, i, TileSet::DOUBLES, paid - 1 - set_counted as u8, Why::Undeclared);
                    window = if next + 1 == n {
                        Window::Immediate { next: 0, placed: 0 }
                    } else {
                        Window::Declare { next: next + 1 }
                    };
                }
                (_, Window::Immediate { next, placed }, Some(l)) => {
                    if s != on_set.plus(1 + next, n) {
                        return None;
                    }
                    if placed < 2 {
                        clue(&mut out, s, i, at_once(l), 0, Why::Immediate);
                    }
                    window =
                        if next + 2 >= n { Window::Turns } else { Window::Immediate { next: next + 1, placed: 0 } };
                }
                _ => return None,
            },
            Action::Play { at, touch, open, immediate } => {
                let t = Tile::new(touch, open)?;
                let l = layout.as_mut()?;
                let p = Placed { tile: t, at, touch, open, seat: s.0, immediate };
                if final_placed.get(placed) != Some(&p) {
                    return None;
                }
                placed += 1;
                if immediate {
                    if window == Window::Turns || s == on_set {
                        return None;
                    }
                    let (next, before_placed) = match window {
                        Window::Immediate { next, placed } => (next, placed),
                        _ => (0, 0),
                    };
                    let idx = (s.0 + n - on_set.0 - 1) % n;
                    let placed = if idx == next { before_placed } else { 0 };
                    window = Window::Immediate { next: idx, placed: placed + 1 };
                } else {
                    window = Window::Turns;
                    if let Some((q, Some(under), false)) = prev {
                        let paid = paid_doubles(l, under);
                        if q != s && !paid.contains(t) && sizes[s.index()] > 1 {
                            clue(&mut out, s, i, paid, 0, Why::PaidDouble);
                        }
                    }
                }
                l.put(p);
                sizes[s.index()] = sizes[s.index()].checked_sub(1)?;
                out.tracks[s.index()].played.push((t, before(i)));
                if !immediate {
                    prev = Some((s, Some(t), sizes[s.index()] == 0));
                    after_play = Some(s);
                }
            }
            Action::Wait => {
                window = Window::Turns;
                if !h.options().wait_keeps_chain {
                    prev = Some((s, None, false));
                }
            }
            Action::Pass => {
                let l = layout.as_ref()?;
                if boneyard != 2 {
                    return None;
                }
                window = Window::Turns;
                clue(&mut out, s, i, l.playable(), 0, Why::Pass);
                prev = Some((s, None, false));
            }
            Action::Close => {
                let l = layout.as_ref()?;
                if after_play != Some(s) {
                    return None;
                }
                after_play = None;
                clue(&mut out, s, i, l.playable(), 0, Why::Close);
                // A close the hand went on after was wrong.
                if i + 1 < history.len() || !h.is_over() {
                    wrong_closes.push(l.playable().minus(l.tiles()));
                }
            }
        }
    }
    // The story must end where the view stands.
    if placed != final_placed.len() || set.map(|t| (t.low(), t.high())).is_some() != h.set_ends().is_some() {
        return None;
    }
    if boneyard != h.boneyard_len() || (0..n).any(|s| sizes[s as usize] != h.hand_len(Seat(s))) {
        return None;
    }
    let unseen = view.unseen();
    for g in wrong_closes {
        // Tiles now in sight were in a hand or drawn from above the last two.
        if !g.minus(unseen).is_empty() {
            continue;
        }
        match g.len() {
            0 => return None,
            1 | 2 => out.above_last_two.push(g),
            _ => {}
        }
    }
    // A declarer held no double but those it showed: the ones still face up, and any
    // it has played since (which may instead have been drawn later).
    for s in (0..n).map(Seat) {
        let tr = &out.tracks[s.index()];
        if let (Some(at), true) = (tr.declared, s != me) {
            let mut shown = h.shown(s);
            for &(t, left) in &tr.played {
                if left > at {
                    shown.insert(t);
                }
            }
            out.clues.push(Clue { seat: s, at, tiles: TileSet::DOUBLES.minus(shown), most: 0, why: Why::Declared });
        }
    }
    Some(out)
}
