//! One hand's state machine: who acts, what is legal, and `apply`, which returns the
//! events an action caused or a typed refusal leaving the state unchanged.

use super::action::{Action, Ending, Event, Events, Payment, Reason};
use super::announce::Announcements;
use super::deal::{Deal, DealError};
use super::error::Refusal;
use super::layout::{Layout, Placed, Pos};
use super::options::Options;
use super::seat::{Seat, Seats, MAX_SEATS};
use super::tile::{Tile, TileSet};
use arrayvec::ArrayVec;

mod asked;
#[cfg(test)]
mod pay_tests;
mod random;
// Strict club mode and the penalty desk live beside the rules they bend.
mod strict;

/// Where the hand stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Phase {
    /// The seat on set sets a tile (having drawn `drawn` when it had no double).
    Set { drawn: Option<Tile> },
    /// The seat on set names the game.
    Announce,
    /// Each seat in turn, from the one after the seat on set, may declare its doubles;
    /// `next` counts the seats already asked.
    Declare { next: u8 },
    /// Each seat in turn, from the one after the seat on set, may play doubles at once
    /// on the set tile; `placed` is how many the seat now asked has played.
    Immediate { next: u8, placed: u8 },
    /// A regular turn.
    Turn { seat: Seat },
    /// The seat has just played and may close.
    AfterPlay { seat: Seat },
    /// The hand is over.
    Over { how: Ending },
}

/// The last regular turn, for the payment for a double on the predecessor's tile.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct PrevTurn {
    seat: Seat,
    placed: Option<Tile>,
    went_out: bool,
}

/// A hand of Nos from the deal to the final count.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Hand {
    n: u8,
    on_set: Seat,
    first: bool,
    options: Options,
    hands: [TileSet; MAX_SEATS],
    dealt: [TileSet; MAX_SEATS],
    shown: [TileSet; MAX_SEATS],
    stack: ArrayVec<Tile, 28>,
    drawn: u8,
    /// The boneyard's tiles that may still be drawn (not the last two), as a mask for
    /// checking a close.
    drawable: TileSet,
    chips: [i32; MAX_SEATS],
    set: Option<(u8, u8)>,
    layout: Option<Layout>,
    phase: Phase,
    waits: ArrayVec<(Seat, Pos), 10>,
    out: Seats,
    nos: Option<Seat>,
    prev: Option<PrevTurn>,
    passed: Seats,
    counts: Option<[u32; MAX_SEATS]>,
    club: strict::Club,
}

/// The legal actions of a state; never more than this many.
pub type Actions = ArrayVec<Action, 256>;

impl Hand {
    /// Starts a hand from a deal.
    ///
    /// `first` says this is the first hand of a session: then `on_set` must hold the
    /// highest double. `chips` are the seats' chips before the hand.
    ///
    /// # Errors
    /// The deal is not 28 tiles once each in hands of the right size, nobody holds a
    /// double in a first hand, or `on_set` is wrong.
    pub fn new(deal: &Deal, on_set: Seat, first: bool, chips: &[i32], options: Options) -> Result<Hand, DealError> {
        deal.check()?;
        let n = deal.hands.len() as u8;
        if on_set.0 >= n {
            return Err(DealError::NoSuchSeat(on_set));
        }
        if chips.len() != n as usize {
            return Err(DealError::Seats(chips.len()));
        }
        if first {
            let (holder, _) = deal.highest_double().ok_or(DealError::NoDouble)?;
            if holder != on_set {
                return Err(DealError::NotHighestDouble { seat: on_set, holder });
            }
        }
        let mut hands = [TileSet::EMPTY; MAX_SEATS];
        let mut ch = [0; MAX_SEATS];
        for i in 0..n as usize {
            hands[i] = deal.hands[i];
            ch[i] = chips[i];
        }
        Ok(Hand {
            n,
            on_set,
            first,
            options,
            hands,
            dealt: hands,
            shown: [TileSet::EMPTY; MAX_SEATS],
            stack: deal.boneyard.clone(),
            drawn: 0,
            drawable: drawable(&deal.boneyard, 0),
            chips: ch,
            set: None,
            layout: None,
            phase: Phase::Set { drawn: None },
            waits: ArrayVec::new(),
            out: Seats::default(),
            nos: None,
            prev: None,
            passed: Seats::default(),
            counts: None,
            club: strict::Club::default(),
        })
    }

    // ----- what anyone may see -----

    pub fn seats(&self) -> u8 {
        self.n
    }
    pub fn on_set(&self) -> Seat {
        self.on_set
    }
    pub fn is_first(&self) -> bool {
        self.first
    }
    pub fn options(&self) -> &Options {
        &self.options
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over { .. })
    }
    /// The set tile as written (W, E), once set.
    pub fn set_ends(&self) -> Option<(u8, u8)> {
        self.set
    }
    /// The layout, once the game is announced.
    pub fn layout(&self) -> Option<&Layout> {
        self.layout.as_ref()
    }
    pub fn chips(&self) -> &[i32] {
        &self.chips[..self.n as usize]
    }
    /// Tiles left in the boneyard.
    pub fn boneyard_len(&self) -> usize {
        self.stack.len() - self.drawn as usize
    }
    /// How many tiles a seat holds.
    pub fn hand_len(&self, s: Seat) -> u32 {
        self.hands[s.index()].len()
    }
    /// The doubles a seat declared and has not played yet (they lie face up).
    pub fn shown(&self, s: Seat) -> TileSet {
        self.shown[s.index()]
    }
    /// Seats out of tiles.
    pub fn out(&self) -> Seats {
        self.out
    }
    /// The first seat out, who made nos.
    pub fn nos(&self) -> Option<Seat> {
        self.nos
    }
    /// Seats still holding tiles.
    pub fn active(&self) -> Seats {
        Seats(Seats::all(self.n).0 & !self.out.0)
    }
    /// "I wait" turns each seat still owes, with the position of its double. (Once the
    /// hand is over they have lapsed; they stay here for records that write the passes
    /// and waits that show a blocked hand.)
    pub fn waits(&self) -> &[(Seat, Pos)] {
        &self.waits
    }
    /// Seats that passed since the last tile was placed.
    pub fn passed(&self) -> Seats {
        self.passed
    }
    /// The tile a double played now by `seat` would be paid on: the one its predecessor
    /// placed in the turn just before, unless that seat went out with it. Public: every
    /// seat saw the last turn.
    pub fn paid_under(&self, seat: Seat) -> Option<Tile> {
        match self.prev {
            Some(PrevTurn { seat: q, placed: Some(t), went_out: false }) if q != seat => Some(t),
            _ => None,
        }
    }
    /// The final count of every seat, once the hand is over.
    pub fn counts(&self) -> Option<&[u32]> {
        self.counts.as_ref().map(|c| &c[..self.n as usize])
    }
    /// The seats with the highest final count: one loser, or several who draw for it.
    pub fn losers(&self) -> Option<Seats> {
        let c = self.counts()?;
        let max = *c.iter().max()?;
        let mut s = Seats::default();
        for (i, &v) in c.iter().enumerate() {
            if v == max {
                s.insert(Seat(i as u8));
            }
        }
        Some(s)
    }

    // ----- hidden information: only for the engine, records and tests -----

    /// A seat's tiles. Front ends show this only to that seat.
    pub fn hand(&self, s: Seat) -> TileSet {
        self.hands[s.index()]
    }
    /// The tiles a seat was dealt.
    pub fn dealt(&self, s: Seat) -> TileSet {
        self.dealt[s.index()]
    }
    /// The boneyard in drawing order, next tile first.
    pub fn boneyard(&self) -> &[Tile] {
        &self.stack[self.drawn as usize..]
    }

    /// Puts other tiles in the hidden places: every seat's hand but `keep`'s, and the
    /// boneyard still to be drawn. Used to build views and samples; the caller keeps
    /// shown doubles in their owners' hands and the sizes unchanged.
    pub(crate) fn replace_hidden(&mut self, keep: Seat, hands: &[TileSet; MAX_SEATS], boneyard: &[Tile]) {
        let n = self.n as usize;
        for (i, (h, d)) in self.hands.iter_mut().zip(self.dealt.iter_mut()).enumerate().take(n) {
            if i != keep.index() {
                *h = hands[i];
                *d = hands[i];
            }
        }
        let from = self.drawn as usize;
        self.stack.truncate(from);
        for (k, t) in self.stack.iter_mut().enumerate() {
            // Tiles already drawn are history: the view keeps none of them.
            *t = Tile::ALL[k];
        }
        self.stack.extend(boneyard.iter().copied());
        self.drawable = drawable(&self.stack, self.drawn);
    }

    /// What `seat` may know of this hand.
    pub fn view(&self, seat: Seat) -> super::view::View {
        super::view::View::of(self, seat)
    }

    // ----- who acts and what is legal -----

    /// The seat whose decision the hand waits for; `None` once it is over.
    pub fn to_act(&self) -> Option<Seat> {
        Some(match self.phase {
            Phase::Set { .. } | Phase::Announce => self.on_set,
            Phase::Declare { next } => self.declare_seat(next),
            Phase::Immediate { next, .. } => self.immediate_seat(next),
            Phase::Turn { seat } | Phase::AfterPlay { seat } => seat,
            Phase::Over { .. } => return None,
        })
    }

    fn declare_seat(&self, next: u8) -> Seat {
        self.on_set.plus(1 + next, self.n)
    }
    fn immediate_seat(&self, next: u8) -> Seat {
        self.on_set.plus(1 + next, self.n)
    }

    /// The legal actions of the seat that acts now (empty once the hand is over).
    pub fn legal(&self) -> Actions {
        let mut out = Actions::new();
        self.legal_into(&mut out);
        out
    }

    /// Fills `out` with the legal actions of the seat that acts now.
    pub fn legal_into(&self, out: &mut Actions) {
        out.clear();
        match self.phase {
            Phase::Set { drawn: Some(t) } => push_set(out, t),
            Phase::Set { drawn: None } => {
                let hand = self.hands[self.on_set.index()];
                let doubles = hand.inter(TileSet::DOUBLES);
                if self.first {
                    if let Some(d) = doubles.iter().last() {
                        push_set(out, d);
                    }
                } else if doubles.is_empty() {
                    out.push(Action::Draw);
                } else {
                    for d in doubles.iter() {
                        push_set(out, d);
                    }
                }
            }
            Phase::Announce => {
                if let Some((a, b)) = self.set {
                    for &g in Announcements::for_set(Tile::of(a, b)).all() {
                        out.push(Action::Announce(g));
                    }
                }
            }
            Phase::Declare { next } => {
                if self.declare_amount(self.declare_seat(next)).1 > 0 {
                    out.push(Action::Declare);
                }
                out.push(Action::Decline);
            }
            Phase::Immediate { next, placed } => {
                let seat = self.immediate_seat(next);
                if placed < 2 {
                    self.immediate_plays(seat, out);
                }
                out.push(Action::Decline);
            }
            Phase::Turn { seat } => {
                if self.due_wait(seat).is_some() {
                    out.push(Action::Wait);
                    return;
                }
                let before = out.len();
                self.plays(self.hands[seat.index()], out);
                let can_play = out.len() > before;
                if self.boneyard_len() >= 3 {
                    out.push(Action::Draw);
                } else if !can_play {
                    out.push(Action::Pass);
                }
            }
            Phase::AfterPlay { .. } => {
                out.push(Action::Close);
                out.push(Action::Decline);
            }
            Phase::Over { .. } => {}
        }
    }

    fn plays(&self, hand: TileSet, out: &mut Actions) {
        let Some(layout) = &self.layout else { return };
        for &at in layout.positions() {
            let req = layout.req(at);
            for t in req.tiles.inter(hand).iter() {
                for (touch, open) in req.ways(t) {
                    out.push(Action::Play { at, touch, open, immediate: false });
                }
            }
        }
    }

    fn immediate_plays(&self, seat: Seat, out: &mut Actions) {
        let Some(layout) = &self.layout else { return };
        let doubles = self.hands[seat.index()].inter(TileSet::DOUBLES);
        if doubles.is_empty() {
            return;
        }
        for &at in layout.positions() {
            let req = layout.req_immediate(at);
            for t in req.tiles.inter(doubles).iter() {
                for (touch, open) in req.ways(t) {
                    out.push(Action::Play { at, touch, open, immediate: true });
                }
            }
        }
    }

    /// Which of the seat's waits is due now: the first whose position a regular play
    /// could use (a line condition can hold it back).
    fn due_wait(&self, seat: Seat) -> Option<usize> {
        let layout = self.layout.as_ref()?;
        self.waits.iter().position(|&(s, at)| s == seat && !layout.condition_locks(at))
    }

    /// Whether a seat can play a tile now.
    pub fn can_play(&self, seat: Seat) -> bool {
        match &self.layout {
            Some(l) => !l.playable().inter(self.hands[seat.index()]).is_empty(),
            None => false,
        }
    }

    /// The declaration a seat could make: how many doubles count and what each other
    /// seat pays (0 when too few).
    pub fn declare_amount(&self, seat: Seat) -> (u32, u32) {
        let counted = if seat == self.on_set && !self.options.declare_after_set {
            self.dealt[seat.index()]
        } else {
            self.hands[seat.index()]
        };
        let k = counted.inter(TileSet::DOUBLES).len();
        (k, declare_payment(self.n, k))
    }

    // ----- apply -----

    /// Applies one seat's action.
    ///
    /// # Errors
    /// The action is not legal now; the hand is then unchanged.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Events, Refusal> {
        let mut ev = Events::new();
        self.apply_into(seat, action, &mut ev)?;
        Ok(ev)
    }

    /// As [`Hand::apply`], writing the events into `ev` (cleared first): the fast path
    /// for simulations, which reuse one buffer.
    ///
    /// # Errors
    /// The action is not legal now; the hand is then unchanged (`ev` is left empty).
    pub fn apply_into(&mut self, seat: Seat, action: Action, ev: &mut Events) -> Result<(), Refusal> {
        ev.clear();
        let r = self.unasked(seat, action).and_then(|()| self.apply_club(seat, action, ev));
        if r.is_err() {
            ev.clear();
        }
        r
    }

    /// While a question is put to one seat (declare, a double at once, close), only that
    /// seat answers, with what [`Hand::legal`] lists: another seat's action, or another
    /// kind of action, is refused (records imply the unwritten answers instead: see
    /// [`Hand::implied_decline`]). The refusal is the one the rules give the action when
    /// it is wrong in itself, else that the question comes first.
    fn unasked(&self, seat: Seat, action: Action) -> Result<(), Refusal> {
        let answers = match self.phase {
            Phase::Declare { .. } => matches!(action, Action::Declare | Action::Decline),
            Phase::Immediate { .. } => matches!(action, Action::Play { immediate: true, .. } | Action::Decline),
            Phase::AfterPlay { .. } => matches!(action, Action::Close | Action::Decline),
            _ => return Ok(()),
        };
        let Some(asked) = self.to_act() else { return Ok(()) };
        if seat == asked && answers || seat.0 >= self.n {
            return Ok(());
        }
        let mut probe = self.clone();
        probe.apply_inner(seat, action, &mut Events::new())?;
        Err(if seat != asked {
            Refusal::NotYourTurn { seat, expected: asked }
        } else {
            match self.phase {
                Phase::Declare { .. } => Refusal::NotNow("anything but declaring doubles or not, when asked,"),
                _ => Refusal::NotNow("anything but a double at once or none, when asked,"),
            }
        })
    }

    /// The answer a record leaves unwritten before `seat`'s `action`: the seat now asked
    /// (to declare, to play a double at once, or to close) let it go by when a later seat
    /// acts, or the hand moves on. `None` when no answer is implied.
    pub fn implied_decline(&self, seat: Seat, action: Action) -> Option<Seat> {
        let asked = self.to_act()?;
        let idx = (seat.0 + self.n - self.on_set.0 - 1) % self.n;
        match self.phase {
            Phase::Declare { next } => match action {
                Action::Declare => (idx > next).then_some(asked),
                Action::Decline => None,
                _ => Some(asked),
            },
            Phase::Immediate { next, .. } => match action {
                Action::Play { immediate: true, .. } => (seat != self.on_set && idx > next).then_some(asked),
                Action::Decline => None,
                _ => Some(asked),
            },
            Phase::AfterPlay { seat: s } => (seat != s).then_some(s),
            _ => None,
        }
    }

    /// Applies an action as a record writes it, the answers it leaves unwritten implied
    /// first ([`Hand::implied_decline`]); returns those declines and the action's events.
    ///
    /// # Errors
    /// The action is not legal once they are given; the hand is then unchanged.
    pub fn apply_written(&mut self, seat: Seat, action: Action) -> Result<(ArrayVec<Seat, 12>, Events), Refusal> {
        let mut h = self.clone();
        let mut declined = ArrayVec::new();
        while let Some(s) = h.implied_decline(seat, action) {
            h.apply(s, Action::Decline)?;
            declined.push(s);
        }
        let ev = h.apply(seat, action)?;
        *self = h;
        Ok((declined, ev))
    }

    fn apply_inner(&mut self, seat: Seat, action: Action, ev: &mut Events) -> Result<(), Refusal> {
        if seat.0 >= self.n {
            return Err(Refusal::NoSuchSeat(seat));
        }
        match self.phase {
            Phase::Over { .. } => return Err(Refusal::HandOver),
            Phase::Set { drawn } => self.in_set(seat, action, drawn, ev)?,
            Phase::Announce => self.in_announce(seat, action, ev)?,
            Phase::Declare { next } => {
                if action == Action::Declare {
                    self.declare(seat, next, ev)?;
                } else if action == Action::Decline {
                    self.expect(seat, self.declare_seat(next))?;
                    ev.push(Event::Declined { seat });
                    self.phase = if next + 1 == self.n {
                        Phase::Immediate { next: 0, placed: 0 }
                    } else {
                        Phase::Declare { next: next + 1 }
                    };
                } else {
                    // Anything later closes the window: the seats not yet asked decline.
                    let mut h = self.clone();
                    h.phase = Phase::Immediate { next: 0, placed: 0 };
                    h.apply_inner(seat, action, ev)?;
                    *self = h;
                }
            }
            Phase::Immediate { next, placed } => match action {
                Action::Play { immediate: true, at, touch, open } => {
                    self.immediate(seat, next, placed, at, touch, open, ev)?
                }
                Action::Decline => {
                    self.expect(seat, self.immediate_seat(next))?;
                    ev.push(Event::Declined { seat });
                    self.immediate_next(next + 1);
                }
                _ => {
                    let mut h = self.clone();
                    h.immediate_next(self.n - 1);
                    h.apply_inner(seat, action, ev)?;
                    *self = h;
                }
            },
            Phase::Turn { seat: s } => {
                self.expect(seat, s)?;
                self.in_turn(seat, action, ev)?;
            }
            Phase::AfterPlay { seat: s } => match action {
                Action::Close => {
                    self.expect(seat, s)?;
                    self.close(s, ev);
                }
                Action::Decline => {
                    self.expect(seat, s)?;
                    ev.push(Event::Declined { seat });
                    self.end_turn(s, ev);
                }
                _ => {
                    if seat == s {
                        return Err(Refusal::NotNow("another action after one's play"));
                    }
                    let mut h = self.clone();
                    h.end_turn(s, ev);
                    h.apply_inner(seat, action, ev)?;
                    *self = h;
                }
            },
        }
        Ok(())
    }

    fn expect(&self, seat: Seat, expected: Seat) -> Result<(), Refusal> {
        if seat == expected {
            Ok(())
        } else {
            Err(Refusal::NotYourTurn { seat, expected })
        }
    }

    fn in_set(&mut self, seat: Seat, action: Action, drawn: Option<Tile>, ev: &mut Events) -> Result<(), Refusal> {
        self.expect(seat, self.on_set).map_err(|_| Refusal::SetFirst(self.on_set))?;
        let hand = self.hands[seat.index()];
        let doubles = hand.inter(TileSet::DOUBLES);
        match action {
            Action::Draw => {
                if drawn.is_some() {
                    return Err(Refusal::SecondSetDraw);
                }
                if self.first {
                    return Err(Refusal::FirstHandNoDraw);
                }
                if !doubles.is_empty() {
                    return Err(Refusal::MustSetDouble);
                }
                let t = self.take(seat);
                ev.push(Event::Drew { seat, tile: t });
                self.phase = Phase::Set { drawn: Some(t) };
                Ok(())
            }
            Action::Set { first, second } => {
                let t = Tile::new(first, second).ok_or(Refusal::NotNow("a tile with an end above 6"))?;
                if !hand.contains(t) {
                    return Err(Refusal::NotInHand(t));
                }
                let reason = if let Some(d) = drawn {
                    if t != d {
                        return Err(Refusal::MustSetDrawn(d));
                    }
                    if t.is_double() {
                        Reason::SetDrawnDouble
                    } else {
                        Reason::SetDrawnTile
                    }
                } else {
                    if self.first {
                        let hi = doubles.iter().last().expect("checked at the deal");
                        if t != hi {
                            return Err(Refusal::MustSetHighestDouble(hi));
                        }
                    }
                    if !t.is_double() {
                        return Err(if doubles.is_empty() { Refusal::MustDrawToSet } else { Refusal::MustSetDouble });
                    }
                    Reason::SetDouble
                };
                self.hands[seat.index()].remove(t);
                self.set = Some((first, second));
                ev.push(Event::Set { seat, tile: t });
                for o in self.others(seat) {
                    match reason {
                        Reason::SetDouble => self.pay(o, seat, t.double_value() as u32, reason, ev),
                        Reason::SetDrawnDouble => self.pay(o, seat, 2 * t.double_value() as u32, reason, ev),
                        _ => self.pay(seat, o, t.pips() as u32, reason, ev),
                    }
                }
                self.prev = Some(PrevTurn { seat, placed: Some(t), went_out: false });
                self.phase = Phase::Announce;
                Ok(())
            }
            _ => Err(Refusal::SetFirst(self.on_set)),
        }
    }

    fn in_announce(&mut self, seat: Seat, action: Action, ev: &mut Events) -> Result<(), Refusal> {
        let Action::Announce(game) = action else {
            return Err(Refusal::AnnounceNow);
        };
        self.expect(seat, self.on_set)?;
        let (a, b) = self.set.expect("set before announce");
        let plan = game.plan(Tile::of(a, b))?;
        self.layout = Some(Layout::new(a, b, plan));
        ev.push(Event::Announced { seat, game });
        self.phase = Phase::Declare { next: 0 };
        Ok(())
    }

    fn declare(&mut self, seat: Seat, next: u8, ev: &mut Events) -> Result<(), Refusal> {
        let idx = (seat.0 + self.n - self.on_set.0 - 1) % self.n;
        if idx < next {
            return Err(Refusal::DeclaredOutOfOrder(seat));
        }
        let (k, amount) = self.declare_amount(seat);
        if amount == 0 {
            return Err(Refusal::TooFewDoubles { seat, doubles: k });
        }
        let doubles = self.hands[seat.index()].inter(TileSet::DOUBLES);
        self.shown[seat.index()] = doubles;
        ev.push(Event::Declared { seat, doubles });
        for o in self.others(seat) {
            self.pay(o, seat, amount, Reason::Declared(k as u8), ev);
        }
        self.phase =
            if idx + 1 == self.n { Phase::Immediate { next: 0, placed: 0 } } else { Phase::Declare { next: idx + 1 } };
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    fn immediate(
        &mut self,
        seat: Seat,
        next: u8,
        placed: u8,
        at: Pos,
        touch: u8,
        open: u8,
        ev: &mut Events,
    ) -> Result<(), Refusal> {
        if seat == self.on_set {
            return Err(Refusal::ImmediateByOnSet);
        }
        let idx = (seat.0 + self.n - self.on_set.0 - 1) % self.n;
        if idx < next {
            return Err(Refusal::ImmediateOutOfOrder(seat));
        }
        let placed = if idx == next { placed } else { 0 };
        if placed >= 2 {
            return Err(Refusal::ImmediateTwice);
        }
        if Tile::new(touch, open).is_some_and(|t| !t.is_double()) {
            return Err(Refusal::ImmediateNotDouble);
        }
        let t = self.placement(seat, at, touch, open, true)?;
        self.place(seat, Placed { tile: t, at, touch, open, seat: seat.0, immediate: true }, ev);
        self.pay(self.on_set, seat, t.double_value() as u32, Reason::DoubleOnSet, ev);
        self.waits.push((seat, at));
        self.phase = Phase::Immediate { next: idx, placed: placed + 1 };
        Ok(())
    }

    fn immediate_next(&mut self, next: u8) {
        if next >= self.n - 1 {
            let first = self.next_active(self.on_set);
            self.phase = Phase::Turn { seat: first };
        } else {
            self.phase = Phase::Immediate { next, placed: 0 };
        }
    }

    fn in_turn(&mut self, seat: Seat, action: Action, ev: &mut Events) -> Result<(), Refusal> {
        let due = self.due_wait(seat);
        match (action, due) {
            (Action::Wait, None) => return Err(Refusal::NoWaitDue(seat)),
            (Action::Wait, Some(i)) => {
                self.waits.remove(i);
                ev.push(Event::Waited { seat });
                if !self.options.wait_keeps_chain {
                    self.prev = Some(PrevTurn { seat, placed: None, went_out: false });
                }
                self.phase = Phase::Turn { seat: self.next_active(seat) };
                return Ok(());
            }
            (_, Some(_)) => return Err(Refusal::MustWait(seat)),
            (_, None) => {}
        }
        match action {
            Action::Draw => {
                if self.boneyard_len() < 3 {
                    return Err(Refusal::LastTwo);
                }
                let t = self.take(seat);
                ev.push(Event::Drew { seat, tile: t });
                if self.boneyard_len() == 2 && self.blocked() {
                    self.end(Ending::Blocked, ev);
                }
                Ok(())
            }
            Action::Pass => {
                let layout = self.layout.as_ref().expect("announced");
                if let Some(t) = layout.playable().inter(self.hands[seat.index()]).iter().next() {
                    return Err(Refusal::PassWithPlay { seat, tile: t });
                }
                if self.boneyard_len() > 2 {
                    return Err(Refusal::PassWithBoneyard);
                }
                ev.push(Event::Passed { seat });
                self.passed.insert(seat);
                self.prev = Some(PrevTurn { seat, placed: None, went_out: false });
                if self.passed.0 & self.active().0 == self.active().0 || self.blocked() {
                    self.end(Ending::Blocked, ev);
                } else {
                    self.phase = Phase::Turn { seat: self.next_active(seat) };
                }
                Ok(())
            }
            Action::Play { immediate: true, .. } => Err(Refusal::ImmediateOver),
            Action::Play { at, touch, open, immediate: false } => self.play(seat, at, touch, open, ev),
            Action::Close => Err(Refusal::CloseNotAfterPlay),
            Action::Declare => Err(Refusal::DeclareOver),
            Action::Decline => Err(Refusal::NothingToDecline),
            Action::Set { .. } => Err(Refusal::NotNow("a second set")),
            Action::Announce(_) => Err(Refusal::AlreadyAnnounced),
            Action::Wait => Err(Refusal::NoWaitDue(seat)),
        }
    }

    /// Checks that `seat` may put the tile (touch, open) at `at` now, as a regular play
    /// or a double at once on the set tile; returns the tile.
    fn placement(&self, seat: Seat, at: Pos, touch: u8, open: u8, immediate: bool) -> Result<Tile, Refusal> {
        let t = Tile::new(touch, open).ok_or(Refusal::NotNow("a tile with an end above 6"))?;
        if !self.hands[seat.index()].contains(t) {
            return Err(Refusal::NotInHand(t));
        }
        let layout = self.layout.as_ref().ok_or(Refusal::AnnounceNow)?;
        if !layout.positions().contains(&at) {
            return Err(Refusal::Closed(at));
        }
        let req = if immediate { layout.req_immediate(at) } else { layout.req(at) };
        if req.admits(t, touch, open) {
            Ok(t)
        } else if req.tiles.is_empty() {
            Err(Refusal::Closed(at))
        } else if req.tiles.contains(t) {
            Err(Refusal::WrongWayRound { tile: t, at })
        } else {
            Err(Refusal::DoesNotFit { tile: t, at })
        }
    }

    fn play(&mut self, seat: Seat, at: Pos, touch: u8, open: u8, ev: &mut Events) -> Result<(), Refusal> {
        let t = self.placement(seat, at, touch, open, false)?;
        let layout = self.layout.as_ref().expect("checked by placement");
        let under = layout.arm(at).last;
        self.place(seat, Placed { tile: t, at, touch, open, seat: seat.0, immediate: false }, ev);
        if t.is_double() {
            if let Some(PrevTurn { seat: q, placed: Some(p), went_out: false }) = self.prev {
                if p == under && q != seat {
                    self.pay(q, seat, t.double_value() as u32, Reason::DoubleOnPredecessor, ev);
                }
            }
        }
        let went_out = self.hands[seat.index()].is_empty();
        if went_out {
            self.out.insert(seat);
            self.waits.retain(|w| w.0 != seat);
            let nos = self.nos.is_none();
            ev.push(Event::Out { seat, nos });
            if nos {
                self.nos = Some(seat);
                for o in self.others(seat) {
                    self.pay(o, seat, 5, Reason::Nos, ev);
                }
            }
        }
        self.prev = Some(PrevTurn { seat, placed: Some(t), went_out });
        self.passed = Seats::default();
        self.phase = Phase::AfterPlay { seat };
        Ok(())
    }

    /// After a play without a close: the hand ends, or the next seat's turn begins.
    fn end_turn(&mut self, seat: Seat, ev: &mut Events) {
        if self.active().len() <= 1 {
            self.end(Ending::OneLeft, ev);
        } else if self.blocked() {
            self.end(Ending::Blocked, ev);
        } else {
            self.phase = Phase::Turn { seat: self.next_active(seat) };
        }
    }

    fn close(&mut self, seat: Seat, ev: &mut Events) {
        let active = self.active();
        let two_left = self.out.contains(seat) && active.len() == 1;
        let correct = (two_left && !self.options.check_two_left_close) || {
            let mut pool = self.drawable;
            for s in active.iter() {
                pool = pool.union(self.hands[s.index()]);
            }
            self.layout.as_ref().expect("announced").playable().inter(pool).is_empty()
        };
        ev.push(Event::Closed { seat, correct });
        if correct {
            for o in active.iter().filter(|&o| o != seat) {
                self.pay(o, seat, 20, Reason::CorrectClose, ev);
            }
            if !two_left && !active.is_empty() {
                let drawer = self.next_active(seat);
                while self.boneyard_len() > 2 {
                    let t = self.take(drawer);
                    ev.push(Event::Drew { seat: drawer, tile: t });
                }
            }
            self.end(Ending::Closed, ev);
        } else {
            for o in self.others(seat) {
                self.pay(seat, o, 40, Reason::WrongClose, ev);
            }
            self.end_turn(seat, ev);
        }
    }

    /// Whether the hand is stuck: the last two are left and no seat holding tiles can play.
    fn blocked(&self) -> bool {
        if self.boneyard_len() > 2 {
            return false;
        }
        let Some(layout) = &self.layout else { return false };
        let playable = layout.playable();
        self.active().iter().all(|s| playable.inter(self.hands[s.index()]).is_empty())
    }

    fn end(&mut self, how: Ending, ev: &mut Events) {
        let n = self.n as usize;
        let mut counts = [0u32; MAX_SEATS];
        for (i, c) in counts.iter_mut().enumerate().take(n) {
            *c = self.hands[i].count_value();
        }
        for i in 0..n {
            for j in 0..n {
                if counts[i] > counts[j] {
                    self.pay(Seat(i as u8), Seat(j as u8), counts[i] - counts[j], Reason::Count, ev);
                }
            }
        }
        self.counts = Some(counts);
        self.phase = Phase::Over { how };
        ev.push(Event::Ended { how });
    }

    // ----- small helpers -----

    fn take(&mut self, seat: Seat) -> Tile {
        let t = self.stack[self.drawn as usize];
        self.drawn += 1;
        self.drawable.remove(t);
        self.hands[seat.index()].insert(t);
        t
    }

    /// Moves a checked tile from the seat's hand to the layout.
    fn place(&mut self, seat: Seat, p: Placed, ev: &mut Events) {
        self.remove(seat, p.tile);
        if let Some(l) = self.layout.as_mut() {
            l.put(p);
        }
        ev.push(Event::Placed { seat, tile: p.tile, at: p.at, open: p.open, immediate: p.immediate });
    }

    fn remove(&mut self, seat: Seat, t: Tile) {
        self.hands[seat.index()].remove(t);
        self.shown[seat.index()].remove(t);
    }

    fn others(&self, seat: Seat) -> impl Iterator<Item = Seat> {
        let n = self.n;
        (0..n).map(Seat).filter(move |&o| o != seat)
    }

    /// The next seat clockwise after `after` that still holds tiles.
    pub fn next_active(&self, after: Seat) -> Seat {
        let mut s = after.next(self.n);
        for _ in 0..self.n {
            if !self.out.contains(s) {
                return s;
            }
            s = s.next(self.n);
        }
        after
    }

    fn pay(&mut self, from: Seat, to: Seat, amount: u32, reason: Reason, ev: &mut Events) {
        if amount == 0 || from == to {
            return;
        }
        // Chips move only with the event that tells it. No action makes more events
        // than the buffer holds (a correct close at five seats, the most, makes 27),
        // so this never skips a payment; were the buffer ever full, the chips and the
        // events would still agree.
        if ev.try_push(Event::Paid(Payment { from, to, amount, reason })).is_ok() {
            self.chips[from.index()] -= amount as i32;
            self.chips[to.index()] += amount as i32;
        }
    }
}

/// The tiles of `stack` from `drawn` on, but the last two.
fn drawable(stack: &[Tile], drawn: u8) -> TileSet {
    stack.get(drawn as usize..stack.len().saturating_sub(2)).unwrap_or(&[]).iter().copied().collect()
}

fn push_set(out: &mut Actions, t: Tile) {
    out.push(Action::Set { first: t.low(), second: t.high() });
    if !t.is_double() {
        out.push(Action::Set { first: t.high(), second: t.low() });
    }
}

/// What each other seat pays for `k` declared doubles at a table of `n`.
pub fn declare_payment(n: u8, k: u32) -> u32 {
    match (n, k) {
        (3, 5..) => 500,
        (3, 4) => 200,
        (4, 4..) => 250,
        (4, 3) => 25,
        (5, 3..) => 50,
        _ => 0,
    }
}
