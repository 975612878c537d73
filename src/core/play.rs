//! The contract every game keeps, Nos and the parlour games alike: who acts now, the
//! legal actions of a state, `apply` returning the events an action caused or a typed
//! refusal that leaves the state unchanged, and the view of one seat, holding only what
//! that seat may know.
//!
//! Beside it, [`Setup`]: a position written as plain data from what one seat knows,
//! checked into one the rules accept, as shakmaty's `Setup` is to its `Position`.
//!
//! Beside it, [`ActionText`](super::action_text::ActionText): an action as a player
//! writes it, and a text read back as the legal action it names.
//!
//! The records, the simulator and the bench ([`run`](super::run)), the tournament
//! ([`contest`](super::contest)) and the computer players are written against this
//! trait, so that a new game reaches all of them by implementing it and being
//! registered, never by a match on its name.

use super::seat::Seat;
use arrayvec::ArrayVec;
use rand::Rng;
use std::fmt::Debug;
use std::ops::Deref;

/// A list a game fills in place: a fixed-capacity [`ArrayVec`], so that listing the
/// legal actions and applying one never allocate.
pub trait List<T>: Default + Deref<Target = [T]> {
    /// Empties the list, keeping its storage.
    fn clear(&mut self);
    /// Adds an item.
    ///
    /// # Panics
    /// When the list is full: a game sizes its lists for the most it can produce.
    fn push(&mut self, item: T);
}

impl<T, const N: usize> List<T> for ArrayVec<T, N> {
    fn clear(&mut self) {
        ArrayVec::clear(self);
    }
    fn push(&mut self, item: T) {
        ArrayVec::push(self, item);
    }
}

/// A state of a game in play (a hand, or a match): the contract.
pub trait Play: Clone {
    /// One decision of the seat acting.
    type Action: Copy + Eq + Debug;
    /// Something an action caused: what the log tells and tests assert.
    type Event: Clone + Debug;
    /// Why an action is refused; the state is then unchanged.
    type Refusal: std::error::Error + Clone + PartialEq;
    /// What one seat may know.
    type View;
    /// The legal actions of a state.
    type Actions: List<Self::Action>;
    /// The events of one action.
    type Events: List<Self::Event>;

    /// How many seats play.
    fn seats(&self) -> u8;

    /// The seat whose decision the state waits for; `None` once it is over.
    fn to_act(&self) -> Option<Seat>;

    /// Fills `out` (cleared first) with the legal actions of the seat to act.
    fn legal_into(&self, out: &mut Self::Actions);

    /// Applies one seat's action, writing its events into `events` (cleared first).
    ///
    /// # Errors
    /// The action is not legal now, or not this seat's to take: the state is then
    /// unchanged and `events` empty.
    fn apply_into(&mut self, seat: Seat, action: Self::Action, events: &mut Self::Events) -> Result<(), Self::Refusal>;

    /// What `seat` may know of this state.
    fn view(&self, seat: Seat) -> Self::View;

    /// Where `seat` stands: its score, chips or total as the game counts them (a seat
    /// of partners, its side's). A tournament measures a seat by how this changes
    /// from the deal to the end; whether more is better is the game's to say.
    fn score(&self, seat: Seat) -> i64;

    /// The legal actions of the seat to act.
    fn legal(&self) -> Self::Actions {
        let mut out = Self::Actions::default();
        self.legal_into(&mut out);
        out
    }

    /// As [`Play::apply_into`], returning the events.
    ///
    /// # Errors
    /// As [`Play::apply_into`].
    fn apply(&mut self, seat: Seat, action: Self::Action) -> Result<Self::Events, Self::Refusal> {
        let mut ev = Self::Events::default();
        self.apply_into(seat, action, &mut ev)?;
        Ok(ev)
    }

    /// Whether nothing more can happen.
    fn is_over(&self) -> bool {
        self.to_act().is_none()
    }

    /// The action of the random player, who plays `simulate` and `bench`: by default
    /// uniform over the legal actions (`buf` is scratch space). A game may weigh its
    /// choices otherwise, or decode them faster, and says so where it does.
    fn random_action(&self, rng: &mut impl Rng, buf: &mut Self::Actions) -> Option<Self::Action> {
        self.legal_into(buf);
        if buf.is_empty() {
            None
        } else {
            Some(buf[rng.random_range(0..buf.len())])
        }
    }

    /// One action of the random player: the action [`Play::random_action`] chooses,
    /// applied, its events in `events`. Returns the seat and the action, or `None` when
    /// nobody acts. A game may fuse the two, since its own choice is legal by
    /// construction: it must choose as `random_action` does and end in the state
    /// `apply_into` would reach (its tests show both).
    fn random_step(
        &mut self,
        rng: &mut impl Rng,
        buf: &mut Self::Actions,
        events: &mut Self::Events,
    ) -> Option<(Seat, Self::Action)> {
        let seat = self.to_act()?;
        let a = self.random_action(rng, buf)?;
        if self.apply_into(seat, a, events).is_err() {
            debug_assert!(false, "the random player chose a refused action: {a:?}");
            return None;
        }
        Some((seat, a))
    }

    /// Plays the state to its end with the random player, telling nothing: the same
    /// choices, with the same random draws, and the same final state as calling
    /// [`Play::random_step`] until it returns `None`. Returns how many actions. A game
    /// may run it in a tighter loop (search by random playouts spends its time here).
    fn playout(&mut self, rng: &mut impl Rng) -> usize {
        let mut buf = Self::Actions::default();
        let mut ev = Self::Events::default();
        let mut count = 0;
        while self.random_step(rng, &mut buf, &mut ev).is_some() {
            count += 1;
        }
        count
    }
}

/// A position written as plain data, as a seat's view gives it (what the seat knows:
/// its tiles, the table, the counts): it may break the rules. A family fills one from
/// a view, and [`Setup::position`] checks it into a position the rules accept, which
/// its players and its legal actions take. The bot protocol reads a request's view
/// this way.
pub trait Setup {
    /// What the rules accept: a state, or a seat's view of one.
    type Position;
    /// Why the setup is refused, naming the field at fault.
    type Error: std::error::Error;

    /// The position, checked.
    ///
    /// # Errors
    /// The first field the rules do not accept, and why.
    fn position(&self) -> Result<Self::Position, Self::Error>;
}

/// Plays a state to its end with the random player, calling `seen` after every action
/// with the state, the seat, the action and its events. Returns how many actions.
pub fn play_random<P: Play>(
    state: &mut P,
    rng: &mut impl Rng,
    mut seen: impl FnMut(&P, Seat, P::Action, &[P::Event]),
) -> usize {
    let mut buf = P::Actions::default();
    let mut ev = P::Events::default();
    let mut count = 0;
    while let Some((seat, a)) = state.random_step(rng, &mut buf, &mut ev) {
        count += 1;
        seen(state, seat, a, &ev);
    }
    count
}
