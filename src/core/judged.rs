//! What the analysis (`nos analyse`, the replay's mistakes) and the hint ask of a game,
//! so that both are written once: the choices of a decision, a position sampled from a
//! seat's view, and what a choice played out quickly to the end of the hand (or round)
//! is worth to the seat. A family keeps [`Judged`] on its state; a record's decisions
//! are handed to the analyser as [`Decision`]s, which forget the game.

use super::chance::{self, Dice};
use super::seat::Seat;
use super::stat::stream;

/// A game state the analyser and the hint can judge.
pub trait Judged: Clone + Send + Sync + 'static {
    /// What one seat may know: the hint is given nothing more.
    type View: Send + Sync;
    /// One choice of a decision: an action, or a run of actions taken together.
    type Choice: Clone + PartialEq + Send + Sync;

    /// A cost above this, in the game's units, is a mistake.
    const BIG: f64;
    /// Sampled deals per choice for a record's analysis by default.
    const SAMPLES: usize;
    /// Sampled deals per choice for a hint.
    const HINT_SAMPLES: usize;

    /// Sampled deals per choice for a hint at the view's decision: by default
    /// [`Self::HINT_SAMPLES`]; a game may weigh some decisions otherwise.
    fn hint_samples(_view: &Self::View) -> usize {
        Self::HINT_SAMPLES
    }

    /// Whether a hint plays every choice on every sampled deal. By default a decision
    /// with many choices keeps its best few after a first round on part of the deals;
    /// a game whose ranking of every choice is shown elsewhere (Nos's advice on set)
    /// weighs them all, so that both rank alike.
    fn every_choice(_view: &Self::View) -> bool {
        false
    }

    /// What `seat` may know of this state.
    fn view_of(&self, seat: Seat) -> Self::View;

    /// The seat whose view it is.
    fn seat(view: &Self::View) -> Seat;

    /// The choices weighed at the view's decision (its seat must be on turn): by
    /// default its legal actions; a game with many poor ones may weigh its best few.
    /// `played`, when given, is among them.
    fn choices(view: &Self::View, played: Option<&Self::Choice>) -> Vec<Self::Choice>;

    /// A choice in words, as the report and the hint show it.
    fn words(view: &Self::View, choice: &Self::Choice) -> String;

    /// A whole state drawn from the view: what the seat sees kept, what it does not
    /// dealt at random consistently with it.
    fn sample(view: &Self::View, rng: &mut Dice) -> Self;

    /// The sampled states of one decision, the `i`th from `seed`'s stream `i`.
    fn sampler<'a>(view: &'a Self::View, seed: u64) -> Box<dyn FnMut(usize) -> Self + 'a> {
        Box::new(move |i| Self::sample(view, &mut chance::dice(stream(seed, i as u64))))
    }

    /// `seat`'s choice taken here, then the hand (or round) played out by the game's
    /// quick player in every seat: what that is worth to `seat`, in the game's units,
    /// against the other seats (more is better). A refused choice is worth minus
    /// infinity.
    fn value(&self, seat: Seat, choice: &Self::Choice) -> f64;
}

/// One decision of a record, ready to be judged, its game forgotten.
pub trait Decision: Send + Sync {
    /// The hand (or round), from 0.
    fn hand(&self) -> usize;
    /// The action's place in the hand, from 0, as reported.
    fn action(&self) -> usize;
    /// Where the decision's samples come from: its place as the game counts it.
    fn key(&self) -> (usize, usize) {
        (self.hand(), self.action())
    }
    fn seat(&self) -> Seat;
    /// How many choices.
    fn choices(&self) -> usize;
    /// The choice taken.
    fn played(&self) -> usize;
    /// A choice in words.
    fn words(&self, choice: usize) -> String;
    /// The sampled states of `seed`, each to play the choices out on.
    fn samples(&self, seed: u64) -> Box<dyn Samples + '_>;
    /// What each choice is worth played out on the real state: the hindsight.
    fn real(&self, choice: usize) -> f64;
}

/// The sampled states of one decision, drawn in order.
pub trait Samples {
    /// Draws the next state.
    fn next(&mut self);
    /// What `choice` is worth played out on the state drawn last.
    fn value(&self, choice: usize) -> f64;
}

/// A record's decisions, with what the report says of them.
pub struct Decisions {
    /// The game's name.
    pub game: String,
    /// "chips" or "points".
    pub unit: &'static str,
    pub players: Vec<String>,
    /// A cost above this is a mistake.
    pub big: f64,
    /// Sampled deals per choice by default.
    pub samples: usize,
    /// What the game deals anew, as the report numbers it: "hand" or "round".
    pub deal: &'static str,
    pub list: Vec<Box<dyn Decision>>,
}

impl Decisions {
    /// No decisions yet, with the game's figures.
    pub fn of<J: Judged>(game: impl Into<String>, unit: &'static str, players: Vec<String>) -> Decisions {
        Decisions { game: game.into(), unit, players, big: J::BIG, samples: J::SAMPLES, deal: "hand", list: Vec::new() }
    }

    /// Adds the decision of `seat` at `state`, which took `played`, when it had more
    /// than one choice.
    pub fn push<J: Judged>(&mut self, (hand, action): (usize, usize), state: &J, seat: Seat, played: &J::Choice) {
        let view = state.view_of(seat);
        let choices = J::choices(&view, Some(played));
        let at = choices.iter().position(|c| c == played).unwrap_or(0);
        self.push_choices(Place { hand, action, key: (hand, action) }, state, view, choices, at);
    }

    /// Adds a decision whose choices the record's game lists itself (a record's choice
    /// may be a step the hint takes with another: Nos's play, then its close or not),
    /// judged from `view` (which may know more than [`Judged::view_of`]: the hand's
    /// history), `choices[played]` taken; when it had more than one choice.
    pub fn push_choices<J: Judged>(
        &mut self,
        at: Place,
        state: &J,
        view: J::View,
        choices: Vec<J::Choice>,
        played: usize,
    ) {
        if choices.len() < 2 {
            return;
        }
        let seat = J::seat(&view);
        let words = choices.iter().map(|c| J::words(&view, c)).collect();
        self.list.push(Box::new(Task { at, seat, real: state.clone(), view, choices, words, played }));
    }
}

/// Where a decision stands in its record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    /// The hand (or round), from 0.
    pub hand: usize,
    /// The action's place in the hand, from 0, as reported.
    pub action: usize,
    /// Where its samples come from ([`Decision::key`]): the place as the game counts it.
    pub key: (usize, usize),
}

/// A decision of a game keeping [`Judged`].
struct Task<J: Judged> {
    at: Place,
    seat: Seat,
    real: J,
    view: J::View,
    choices: Vec<J::Choice>,
    words: Vec<String>,
    played: usize,
}

impl<J: Judged> Decision for Task<J> {
    fn hand(&self) -> usize {
        self.at.hand
    }
    fn action(&self) -> usize {
        self.at.action
    }
    fn key(&self) -> (usize, usize) {
        self.at.key
    }
    fn seat(&self) -> Seat {
        self.seat
    }
    fn choices(&self) -> usize {
        self.choices.len()
    }
    fn played(&self) -> usize {
        self.played
    }
    fn words(&self, choice: usize) -> String {
        self.words[choice].clone()
    }
    fn samples(&self, seed: u64) -> Box<dyn Samples + '_> {
        Box::new(Sampled::<J> { deal: J::sampler(&self.view, seed), i: 0, state: None, task: self })
    }
    fn real(&self, choice: usize) -> f64 {
        self.real.value(self.seat, &self.choices[choice])
    }
}

struct Sampled<'a, J: Judged> {
    task: &'a Task<J>,
    deal: Box<dyn FnMut(usize) -> J + 'a>,
    i: usize,
    state: Option<J>,
}

impl<J: Judged> Samples for Sampled<'_, J> {
    fn next(&mut self) {
        self.state = Some((self.deal)(self.i));
        self.i += 1;
    }
    fn value(&self, choice: usize) -> f64 {
        match &self.state {
            Some(s) => s.value(self.task.seat, &self.task.choices[choice]),
            None => f64::NEG_INFINITY,
        }
    }
}
