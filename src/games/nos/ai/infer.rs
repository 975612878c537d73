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

use crate::core::{Seat, Tile, TileSet, MAX_SEATS};
use crate::games::nos::layout::Placed;
use crate::games::nos::{Action, Hand, Layout, View};
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
    pub draws: ArrayVec<Time, { crate::games::nos::TILES }>,
    /// The tiles it put down (the set, doubles at once, plays) and when they left its hand.
    pub played: ArrayVec<(Tile, Time), { crate::games::nos::TILES }>,
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
    let mut r = Replay::new(view);
    for (i, &(s, a)) in history.iter().enumerate() {
        r.step(i, s, a, i + 1 == history.len())?;
    }
    r.finish()
}

/// The public state of the hand, replayed action by action, and the clues so far.
struct Replay<'v> {
    view: &'v View,
    h: &'v Hand,
    n: u8,
    /// Tiles each seat holds, and left in the boneyard.
    sizes: [u32; MAX_SEATS],
    boneyard: usize,
    layout: Option<Layout>,
    /// Tiles placed so far, to match against the view's layout.
    placed: usize,
    set: Option<Tile>,
    set_drawn: bool,
    window: Window,
    /// The last regular turn: its seat, the tile it placed, whether it went out with it.
    prev: Option<(Seat, Option<Tile>, bool)>,
    /// The seat that has just played and may close.
    after_play: Option<Seat>,
    /// What fitted at each wrong close.
    wrong_closes: Vec<TileSet>,
    out: Clues,
}

impl<'v> Replay<'v> {
    fn new(view: &'v View) -> Replay<'v> {
        let h = view.hand();
        let n = h.seats();
        let dealt = 8 - n;
        let out = Clues {
            seat: view.seat(),
            dealt,
            tracks: Default::default(),
            clues: Vec::new(),
            above_last_two: Vec::new(),
            set_drawn: None,
        };
        let mut r = Replay {
            view,
            h,
            n,
            sizes: [dealt as u32; MAX_SEATS],
            boneyard: crate::games::nos::TILES - n as usize * dealt as usize,
            layout: None,
            placed: 0,
            set: None,
            set_drawn: false,
            window: Window::Declare { next: 0 },
            prev: None,
            after_play: None,
            wrong_closes: Vec::new(),
            out,
        };
        if let (true, Some((d, _))) = (h.is_first(), h.set_ends()) {
            let above: TileSet = (d + 1..=crate::games::nos::SET.top()).map(Tile::double).collect();
            for s in (0..n).map(Seat) {
                r.clue(s, 0, above, 0, Why::FirstHand);
            }
        }
        r
    }

    /// Notes that `seat` held at most `most` of `tiles` just before action `i`.
    fn clue(&mut self, seat: Seat, i: usize, tiles: TileSet, most: u8, why: Why) {
        if seat != self.view.seat() && tiles.len() > most as u32 {
            self.out.clues.push(Clue { seat, at: before(i), tiles, most, why });
        }
    }

    /// The place of `s` in the windows' order, from the seat after the one on set.
    fn order(&self, s: Seat) -> u8 {
        (s.0 + self.n - self.h.on_set().0 - 1) % self.n
    }

    /// Replays action `i`, `a` by `s` (`last`: the last of the history); `None` when
    /// the engine could not have accepted it.
    fn step(&mut self, i: usize, s: Seat, a: Action, last: bool) -> Option<()> {
        if s.0 >= self.n {
            return None;
        }
        if self.after_play.is_some_and(|q| q != s) {
            // The closing offer went by unwritten.
            self.after_play = None;
        }
        match a {
            Action::Draw => self.draw(i, s)?,
            Action::Set { first, second } => self.set(i, s, first, second)?,
            Action::Announce(_) => {
                if self.set.is_none() || s != self.h.on_set() {
                    return None;
                }
            }
            Action::Declare => {
                let Window::Declare { next } = self.window else { return None };
                let idx = self.order(s);
                if idx < next || self.set.is_none() {
                    return None;
                }
                self.window = self.after_declare(idx);
                self.out.tracks[s.index()].declared = Some(before(i));
            }
            Action::Decline => self.decline(i, s)?,
            Action::Play { at, touch, open, immediate } => {
                let p =
                    Placed { tile: crate::games::nos::SET.tile(touch, open)?, at, touch, open, seat: s.0, immediate };
                self.play(i, s, p)?
            }
            Action::Wait => {
                self.window = Window::Turns;
                if !self.h.options().wait_keeps_chain {
                    self.prev = Some((s, None, false));
                }
            }
            Action::Pass => {
                let l = self.layout.as_ref()?;
                if self.boneyard != 2 {
                    return None;
                }
                let fit = l.playable();
                self.window = Window::Turns;
                self.clue(s, i, fit, 0, Why::Pass);
                self.prev = Some((s, None, false));
            }
            Action::Close => {
                let l = self.layout.as_ref()?;
                if self.after_play != Some(s) {
                    return None;
                }
                let (fit, on) = (l.playable(), l.tiles());
                self.after_play = None;
                self.clue(s, i, fit, 0, Why::Close);
                // A close the hand went on after was wrong.
                if !last || !self.h.is_over() {
                    self.wrong_closes.push(fit.minus(on));
                }
            }
        }
        Some(())
    }

    fn after_declare(&self, idx: u8) -> Window {
        if idx + 1 == self.n {
            Window::Immediate { next: 0, placed: 0 }
        } else {
            Window::Declare { next: idx + 1 }
        }
    }

    fn draw(&mut self, i: usize, s: Seat) -> Option<()> {
        if self.boneyard < 3 {
            return None;
        }
        match &self.layout {
            None if self.set.is_none() => {
                if s != self.h.on_set() || self.set_drawn {
                    return None;
                }
                self.set_drawn = true;
                self.clue(s, i, TileSet::DOUBLES, 0, Why::SetDraw);
            }
            None => return None,
            Some(l) => {
                let fit = l.playable();
                self.window = Window::Turns;
                self.clue(s, i, fit, 0, Why::Draw);
            }
        }
        self.boneyard -= 1;
        self.sizes[s.index()] += 1;
        self.out.tracks[s.index()].draws.push(drawn_by(i));
        Some(())
    }

    fn set(&mut self, i: usize, s: Seat, first: u8, second: u8) -> Option<()> {
        let t = crate::games::nos::SET.tile(first, second)?;
        if s != self.h.on_set() || self.set.is_some() || self.h.set_ends() != Some((first, second)) {
            return None;
        }
        self.set = Some(t);
        if self.set_drawn {
            self.out.set_drawn = Some((s, t));
        }
        // The game named next changes nothing until the layout is there: take its
        // rules from the view.
        self.layout = self.h.layout().map(|l| Layout::new(first, second, *l.plan()));
        self.sizes[s.index()] = self.sizes[s.index()].checked_sub(1)?;
        self.out.tracks[s.index()].played.push((t, before(i)));
        self.prev = Some((s, Some(t), false));
        Some(())
    }

    fn decline(&mut self, i: usize, s: Seat) -> Option<()> {
        if self.after_play == Some(s) {
            self.after_play = None;
            return Some(());
        }
        let on_set = self.h.on_set();
        let l = self.layout.as_ref()?;
        match self.window {
            Window::Declare { next } => {
                if s != on_set.plus(1 + next, self.n) {
                    return None;
                }
                // The fewest doubles that are paid at this table; the seat on set
                // counts the set double it was dealt.
                let paid = if self.n == 3 { 4 } else { 3 };
                let set_counted = s == on_set && !self.h.options().declare_after_set && !self.set_drawn;
                self.clue(s, i, TileSet::DOUBLES, paid - 1 - set_counted as u8, Why::Undeclared);
                self.window = self.after_declare(next);
            }
            Window::Immediate { next, placed } => {
                if s != on_set.plus(1 + next, self.n) {
                    return None;
                }
                if placed < 2 {
                    let fit = at_once(l);
                    self.clue(s, i, fit, 0, Why::Immediate);
                }
                self.window =
                    if next + 2 >= self.n { Window::Turns } else { Window::Immediate { next: next + 1, placed: 0 } };
            }
            Window::Turns => return None,
        }
        Some(())
    }

    fn play(&mut self, i: usize, s: Seat, p: Placed) -> Option<()> {
        let final_placed = self.h.layout()?.placed();
        if final_placed.get(self.placed) != Some(&p) {
            return None;
        }
        self.placed += 1;
        let l = self.layout.as_ref()?;
        if p.immediate {
            let (next, placed) = match self.window {
                Window::Turns => return None,
                Window::Immediate { next, placed } => (next, placed),
                Window::Declare { .. } => (0, 0),
            };
            let idx = self.order(s);
            if s == self.h.on_set() || idx < next {
                return None;
            }
            let placed = if idx == next { placed } else { 0 };
            self.window = Window::Immediate { next: idx, placed: placed + 1 };
        } else {
            self.window = Window::Turns;
            if let Some((q, Some(under), false)) = self.prev {
                let paid = paid_doubles(l, under);
                if q != s && !paid.contains(p.tile) && self.sizes[s.index()] > 1 {
                    self.clue(s, i, paid, 0, Why::PaidDouble);
                }
            }
        }
        self.layout.as_mut()?.put(p);
        self.sizes[s.index()] = self.sizes[s.index()].checked_sub(1)?;
        self.out.tracks[s.index()].played.push((p.tile, before(i)));
        if !p.immediate {
            self.prev = Some((s, Some(p.tile), self.sizes[s.index()] == 0));
            self.after_play = Some(s);
        }
        Some(())
    }

    /// The clues, once the story is checked to end where the view stands.
    fn finish(mut self) -> Option<Clues> {
        let h = self.h;
        let placed = h.layout().map_or(0, |l| l.placed().len());
        if self.placed != placed || self.set.is_some() != h.set_ends().is_some() || self.boneyard != h.boneyard_len() {
            return None;
        }
        if (0..self.n).any(|s| self.sizes[s as usize] != h.hand_len(Seat(s))) {
            return None;
        }
        let unseen = self.view.unseen();
        for g in std::mem::take(&mut self.wrong_closes) {
            // Tiles now in sight were in a hand or drawn from above the last two.
            if !g.minus(unseen).is_empty() {
                continue;
            }
            match g.len() {
                0 => return None,
                1 | 2 => self.out.above_last_two.push(g),
                _ => {}
            }
        }
        // A declarer held no double but those it showed: the ones still face up, and
        // any it has played since (which may instead have been drawn later).
        for s in (0..self.n).map(Seat).filter(|&s| s != self.view.seat()) {
            let tr = &self.out.tracks[s.index()];
            let Some(at) = tr.declared else { continue };
            let mut shown = h.shown(s);
            for &(t, left) in &tr.played {
                if left > at {
                    shown.insert(t);
                }
            }
            let tiles = TileSet::DOUBLES.minus(shown);
            self.out.clues.push(Clue { seat: s, at, tiles, most: 0, why: Why::Declared });
        }
        Some(self.out)
    }
}
