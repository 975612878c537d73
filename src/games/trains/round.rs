//! One round's state machine (Trains #6-#8, MT #2-#5, CF #1-#4): the hands, the
//! boneyard, the table, whose turn it is and what that seat has done this turn; the
//! legal actions and `apply`, which either changes the round and says what happened or
//! refuses with the rules' reason and changes nothing.

use super::action::{Action, End, Event, Place};
use super::deal::{Deal, DealError};
use super::foot::Foot;
use super::lines::Trains;
use super::refusal::Refusal;
use super::rules::{Kind, Rules, MAX_PLAYERS};
use crate::core::tile::{Tiles, MAX_TILES};
use crate::core::{List, Seat, Set, Tile, TileSet};
use arrayvec::ArrayVec;

/// The table of a round: Mexican Train's trains or Chicken Foot's centre and feet.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Layout {
    Trains(Trains),
    Foot(Foot),
}

impl Layout {
    /// Every play of `seat` with the tiles of `hand`, pushed into `out`.
    pub fn plays(&self, set: Set, seat: Seat, hand: TileSet<u128>, out: &mut impl List<Action>) {
        match self {
            Layout::Trains(t) => {
                for (line, v) in t.usable(seat) {
                    for tile in hand.inter(set.with(v)).iter() {
                        out.push(Action::Play { tile, touch: v, place: Trains::place(line) });
                    }
                }
            }
            Layout::Foot(f) => f.plays(hand, out),
        }
    }

    /// Whether `seat` could lay a tile of `hand` now, were it on turn.
    pub fn can_play(&self, set: Set, seat: Seat, hand: TileSet<u128>) -> bool {
        match self {
            Layout::Trains(t) => t.usable(seat).any(|(_, v)| !hand.inter(set.with(v)).is_empty()),
            Layout::Foot(f) => f.can_play(hand),
        }
    }
}

/// The most actions a seat can have: every open end of the table (at most one per
/// tile) times the 13 tiles that can show its number, with a draw or a pass.
pub const MAX_ACTIONS: usize = MAX_TILES * 13 + 1;

/// The legal actions of a state.
pub type Actions = ArrayVec<Action, MAX_ACTIONS>;

/// The events of one action.
pub type Events = ArrayVec<Event, 8>;

/// One round in play.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Round {
    rules: Rules,
    round: u8,
    engine: Tile,
    hands: [TileSet<u128>; MAX_PLAYERS],
    /// The hands as dealt.
    dealt: [TileSet<u128>; MAX_PLAYERS],
    boneyard: ArrayVec<Tile, MAX_TILES>,
    /// How many boneyard tiles have been drawn.
    taken: usize,
    layout: Layout,
    lead: Seat,
    turn: Seat,
    /// The tile the seat on turn drew this turn.
    drawn: Option<Tile>,
    /// Passes in a row, each made with the boneyard empty (Trains #8).
    run: u8,
    end: Option<End>,
}

impl Round {
    /// Round `round` (from 1) from its deal, `lead` playing first.
    ///
    /// # Errors
    /// A deal that is not the set less the round's engine in hands of the rules' size.
    pub fn new(rules: Rules, round: u8, deal: &Deal, lead: Seat) -> Result<Round, DealError> {
        let engine = rules.engine(round);
        deal.check(&rules, engine)?;
        let mut hands = [TileSet::<u128>::EMPTY; MAX_PLAYERS];
        hands[..deal.hands.len()].copy_from_slice(&deal.hands);
        let layout = match rules.kind {
            Kind::Mexican => Layout::Trains(Trains::new(rules.players, engine.low())),
            Kind::Chicken => Layout::Foot(Foot::new(rules.set, engine, rules.centre)),
        };
        Ok(Round {
            rules,
            round,
            engine,
            hands,
            dealt: hands,
            boneyard: deal.boneyard.iter().copied().collect(),
            taken: 0,
            layout,
            lead,
            turn: lead,
            drawn: None,
            run: 0,
            end: None,
        })
    }

    /// A round in play as a seat sees it, with the tiles it cannot see dealt to
    /// `hands` (every seat's) and `boneyard` (next first): a sampled position for the
    /// analysis and the hint. `turn` leads; the passes in a row start again from none,
    /// which changes no count: once no seat can play, none ever plays again.
    pub(super) fn seen(
        rules: Rules,
        round: u8,
        engine: Tile,
        seen: (&Layout, Seat, Option<Tile>),
        hands: &[TileSet<u128>],
        boneyard: &[Tile],
    ) -> Round {
        let (layout, turn, drawn) = seen;
        let mut h = [TileSet::<u128>::EMPTY; MAX_PLAYERS];
        h[..hands.len()].copy_from_slice(hands);
        Round {
            rules,
            round,
            engine,
            hands: h,
            dealt: h,
            boneyard: boneyard.iter().copied().collect(),
            taken: 0,
            layout: layout.clone(),
            lead: turn,
            turn,
            drawn,
            run: 0,
            end: None,
        }
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }
    /// The round's number, from 1.
    pub fn round(&self) -> u8 {
        self.round
    }
    pub fn engine(&self) -> Tile {
        self.engine
    }
    pub fn layout(&self) -> &Layout {
        &self.layout
    }
    pub fn hand(&self, s: Seat) -> TileSet<u128> {
        self.hands[s.index()]
    }
    /// The round's deal, as dealt.
    pub fn deal(&self) -> Deal {
        Deal { hands: self.dealt[..self.rules.players as usize].to_vec(), boneyard: self.boneyard.to_vec() }
    }
    /// The boneyard's tiles not yet drawn, next first.
    pub fn boneyard(&self) -> &[Tile] {
        &self.boneyard[self.taken..]
    }
    /// The seat that played first.
    pub fn lead(&self) -> Seat {
        self.lead
    }
    /// The seat on turn (also once the round is over: the seat that would be next).
    pub fn turn(&self) -> Seat {
        self.turn
    }
    /// The tile the seat on turn drew this turn.
    pub fn drawn(&self) -> Option<Tile> {
        self.drawn
    }
    pub fn end(&self) -> Option<End> {
        self.end
    }
    /// The passes in a row made with the boneyard empty.
    pub fn run(&self) -> u8 {
        self.run
    }

    /// The seat to act, `None` once the round is over.
    pub fn to_act(&self) -> Option<Seat> {
        self.end.is_none().then_some(self.turn)
    }

    /// What `s` adds to its total at the end (Trains #9).
    pub fn count(&self, s: Seat) -> u32 {
        self.hands[s.index()].iter().map(|t| self.rules.count(t)).sum()
    }

    /// Every tile on the table, the engine included.
    pub fn table(&self) -> TileSet<u128> {
        match &self.layout {
            Layout::Trains(t) => t.laid().chain([self.engine]).collect(),
            Layout::Foot(f) => f.table(),
        }
    }

    fn plays(&self, seat: Seat, hand: TileSet<u128>, out: &mut impl List<Action>) {
        self.layout.plays(self.rules.set, seat, hand, out);
    }

    fn can_play(&self, seat: Seat, hand: TileSet<u128>) -> bool {
        self.layout.can_play(self.rules.set, seat, hand)
    }

    /// The legal actions of the seat on turn, into `out` (cleared first).
    pub fn legal_into(&self, out: &mut impl List<Action>) {
        out.clear();
        if self.end.is_some() {
            return;
        }
        let seat = self.turn;
        let hand = match self.drawn {
            Some(t) => TileSet::<u128>::single(t),
            None => self.hands[seat.index()],
        };
        self.plays(seat, hand, out);
        if out.is_empty() {
            let draw = self.drawn.is_none() && self.taken < self.boneyard.len();
            out.push(if draw { Action::Draw } else { Action::Pass });
        }
    }

    /// Why `seat` may not take `action` now, if it may not.
    ///
    /// # Errors
    /// The rules' reason.
    pub fn check(&self, seat: Seat, action: Action) -> Result<(), Refusal> {
        if self.end.is_some() {
            return Err(Refusal::Over);
        }
        if seat != self.turn {
            return Err(Refusal::NotYourTurn { seat, turn: self.turn });
        }
        let hand = self.hands[seat.index()];
        let fits = |t: Tile| self.can_play(seat, TileSet::<u128>::single(t));
        match action {
            Action::Play { tile, touch, place } => {
                if !hand.contains(tile) {
                    return Err(Refusal::NotHeld(tile));
                }
                match &self.layout {
                    Layout::Trains(t) => t.check(seat, tile, touch, place).map(|_| ())?,
                    Layout::Foot(f) => f.check(tile, touch, place).map(|_| ())?,
                }
                match self.drawn {
                    Some(d) if d != tile => Err(Refusal::DrawnNotPlayed(d)),
                    _ => Ok(()),
                }
            }
            Action::Draw if self.drawn.is_some() => Err(Refusal::SecondDraw),
            Action::Draw if self.can_play(seat, hand) => Err(Refusal::DrawWhileAble),
            Action::Draw if self.taken >= self.boneyard.len() => Err(Refusal::NoTiles),
            Action::Draw => Ok(()),
            Action::Pass => match self.drawn {
                Some(d) if fits(d) => Err(Refusal::DrawnNotPlayed(d)),
                Some(_) => Ok(()),
                None if self.can_play(seat, hand) => Err(Refusal::PassWhileAble),
                None if self.taken < self.boneyard.len() => Err(Refusal::PassBeforeDraw),
                None => Ok(()),
            },
        }
    }

    /// Applies `seat`'s action, its events pushed into `ev`.
    ///
    /// # Errors
    /// As [`Round::check`]: the round is then unchanged and nothing pushed.
    pub fn apply(&mut self, seat: Seat, action: Action, ev: &mut impl List<Event>) -> Result<(), Refusal> {
        self.check(seat, action)?;
        let n = self.rules.players;
        match action {
            Action::Play { tile, touch, place } => {
                self.hands[seat.index()].remove(tile);
                ev.push(Event::Played { seat, tile, touch, place });
                let mut again = false;
                match &mut self.layout {
                    Layout::Trains(t) => {
                        let line = t.line(place).unwrap_or_default();
                        if t.lay(seat, line, tile, touch) {
                            ev.push(Event::Unmarked(seat));
                        }
                        // MT #5: the seat that lays a double plays again.
                        again = tile.is_double();
                    }
                    Layout::Foot(f) => {
                        let Place::At(at) = place else { unreachable!("checked") };
                        if let Some(c) = f.lay(tile, touch, at) {
                            ev.push(Event::Closed(c));
                        }
                    }
                }
                self.run = 0;
                self.drawn = None;
                if self.hands[seat.index()].is_empty() {
                    self.finish(End::Out(seat), ev);
                } else if !again {
                    self.turn = seat.next(n);
                }
            }
            Action::Draw => {
                let t = self.boneyard[self.taken];
                self.taken += 1;
                self.hands[seat.index()].insert(t);
                self.drawn = Some(t);
                ev.push(Event::Drew { seat, tile: t });
            }
            Action::Pass => {
                ev.push(Event::Passed(seat));
                if let Layout::Trains(t) = &mut self.layout {
                    if t.mark(seat) {
                        ev.push(Event::Marked(seat));
                    }
                }
                self.drawn = None;
                self.run = if self.taken >= self.boneyard.len() { self.run.saturating_add(1) } else { 0 };
                let stuck = || (0..n).all(|s| !self.can_play(Seat(s), self.hands[s as usize]));
                if self.run >= n && stuck() {
                    self.finish(End::Blocked, ev);
                } else {
                    self.turn = seat.next(n);
                }
            }
        }
        Ok(())
    }

    fn finish(&mut self, end: End, ev: &mut impl List<Event>) {
        self.end = Some(end);
        ev.push(Event::RoundOver { round: self.round, end });
    }

    /// Every tile of the round in exactly one place: hands, boneyard, table. For tests.
    pub fn tiles_conserved(&self) -> bool {
        let mut seen = self.table();
        let mut count = seen.len();
        for h in &self.hands[..self.rules.players as usize] {
            seen = seen.union(*h);
            count += h.len();
        }
        for &t in self.boneyard() {
            seen.insert(t);
            count += 1;
        }
        seen == self.rules.set.full() && count as usize == self.rules.set.size()
    }
}
