//! Nos as the analysis and the hint judge it ([`Judged`]), and as the advisor ranks the
//! opening: one judgment for all three.
//!
//! - A seat's view is its [`View`] with the hand's public history ([`Seen`]): what was
//!   played, passed and drawn tells what the others hold ([`super::infer`]).
//! - A choice is a run of actions ([`Pick`]): on set the advisor's (the set tile and the
//!   game, labels merged, [`choices::of`]); at a turn a play, or a play then "I close".
//! - Deals are sampled from the view: on set uniformly, the `i`th from stream `i` of the
//!   seed ([`opening_deal`], which the advisor deals by: before the set nobody else has
//!   acted, so the history tells nothing); later as the history allows.
//! - A choice is worth the seat's chips won to the end of the hand, every seat then
//!   played by the `normal` player ([`outcome`], which the advisor counts by too).

use super::choices::{self, Choice};
use super::rollout::play_out;
use super::strong::Deals;
use crate::core::chance::{self, Dice};
use crate::core::judged::Judged;
use crate::core::stat::stream;
use crate::core::Seat;
use crate::games::nos::{Action, Actions, Events, Hand, Phase, View};

/// A seat's view with the hand's public history: every action so far (a draw does not
/// name its tile; declines may be left out).
#[derive(Clone, Debug)]
pub struct Seen {
    pub view: View,
    pub history: Vec<(Seat, Action)>,
}

impl Seen {
    pub fn new(view: View, history: &[(Seat, Action)]) -> Seen {
        Seen { view, history: history.to_vec() }
    }

    /// Whether the decision is the opening: the set tile and the game.
    pub fn opening(&self) -> bool {
        opening(self.view.hand())
    }
}

fn opening(h: &Hand) -> bool {
    matches!(h.phase(), Phase::Set { .. } | Phase::Announce)
}

/// One choice of a Nos decision.
#[derive(Clone, Debug, PartialEq)]
pub enum Pick {
    /// The opening as the advisor lists it: the set (unless made) and the game.
    Open(Choice),
    /// A run of actions: one; a play, then "I close" or not; an opening as written.
    Run(Vec<Action>),
}

impl Pick {
    /// Its actions, in order.
    pub fn actions(&self) -> Vec<Action> {
        match self {
            Pick::Open(c) => c.actions().collect(),
            Pick::Run(acts) => acts.clone(),
        }
    }
}

/// Sampled deals per choice for a hint in play: quick enough to wait for.
pub const HINT_SAMPLES: usize = 192;
/// Sampled deals per choice for a hint on set: the advisor's first batch, so that the
/// hint is the advice box's ranking as it first shows.
pub const ON_SET: u64 = 100;

/// The `i`th deal of the opening's sampling from `seed`: uniform over the unseen tiles.
pub fn opening_deal(view: &View, seed: u64, i: u64) -> Hand {
    view.sample(&mut chance::dice(stream(seed, i)))
}

/// `acts` taken by `seat` on `h`, then the hand played out by `normal` players: the
/// seat's chips won from `h` to the end of the hand, and whether it went nos; `None`
/// when an action is refused. `legal` and `ev` are buffers.
pub fn outcome(
    h: &Hand,
    seat: Seat,
    acts: impl IntoIterator<Item = Action>,
    legal: &mut Actions,
    ev: &mut Events,
) -> Option<(i32, bool)> {
    let before = h.chips()[seat.index()];
    let mut h = h.clone();
    for a in acts {
        h.apply_into(seat, a, ev).ok()?;
    }
    play_out(&mut h, legal, ev);
    Some((h.chips()[seat.index()] - before, h.nos() == Some(seat)))
}

/// An action in words, as the hint and the report name it.
pub fn words(h: &Hand, a: Action) -> String {
    match (a, h.phase()) {
        (Action::Decline, Phase::Declare { .. }) => "not declare".into(),
        (Action::Decline, Phase::Immediate { .. }) => "no double at once".into(),
        (Action::Decline, Phase::AfterPlay { .. }) => "play on (no close)".into(),
        (a, _) => a.to_string(),
    }
}

impl Judged for Hand {
    type View = Seen;
    type Choice = Pick;

    /// A double's payment is 10 to 14 chips.
    const BIG: f64 = 5.0;
    /// A 20-hand session in a few seconds on two cores.
    const SAMPLES: usize = 256;
    const HINT_SAMPLES: usize = HINT_SAMPLES;

    fn hint_samples(view: &Seen) -> usize {
        if view.opening() {
            ON_SET as usize
        } else {
            HINT_SAMPLES
        }
    }

    /// On set the advisor ranks every choice: the hint weighs them all alike.
    fn every_choice(view: &Seen) -> bool {
        view.opening()
    }

    /// The view with no history: the analysis and the table give it with [`Seen::new`].
    fn view_of(&self, seat: Seat) -> Seen {
        Seen { view: self.view(seat), history: Vec::new() }
    }

    fn seat(view: &Seen) -> Seat {
        view.view.seat()
    }

    /// The hint's choices: on set the advisor's; at a turn each play twice where the
    /// rules then let the seat close (the play alone, and with "I close"); else the
    /// legal actions. A record's decisions list their own (a play, its close apart):
    /// `played`, when given, is added if missing.
    fn choices(view: &Seen, played: Option<&Pick>) -> Vec<Pick> {
        let h = view.view.hand();
        let mut out: Vec<Pick> = if opening(h) {
            choices::of(h).into_iter().map(Pick::Open).collect()
        } else {
            let mut out = Vec::new();
            for &a in view.view.legal().iter() {
                if matches!((a, h.phase()), (Action::Play { .. }, Phase::Turn { .. })) {
                    out.push(Pick::Run(vec![a, Action::Decline]));
                    out.push(Pick::Run(vec![a, Action::Close]));
                } else {
                    out.push(Pick::Run(vec![a]));
                }
            }
            out
        };
        if let Some(p) = played.filter(|p| !out.contains(p)) {
            out.push(p.clone());
        }
        out
    }

    fn words(view: &Seen, c: &Pick) -> String {
        let h = view.view.hand();
        match c {
            Pick::Open(c) => c.to_string(),
            Pick::Run(acts) => match acts.as_slice() {
                [a] | [a @ Action::Play { .. }, Action::Decline] => words(h, *a),
                [a @ Action::Play { .. }, Action::Close] => format!("{}, then \"I close\"", words(h, *a)),
                acts => acts.iter().map(Action::to_string).collect::<Vec<_>>().join(", "),
            },
        }
    }

    fn sample(view: &Seen, rng: &mut Dice) -> Hand {
        view.view.sample(rng)
    }

    /// On set [`opening_deal`]'s; later as the history allows (uniform where it tells
    /// nothing of this hand).
    fn sampler<'a>(view: &'a Seen, seed: u64) -> Box<dyn FnMut(usize) -> Hand + 'a> {
        if view.opening() {
            return Box::new(move |i| opening_deal(&view.view, seed, i as u64));
        }
        let mut deals = Deals::new(&view.view, Some(&view.history), seed);
        Box::new(move |i| deals.deal(i))
    }

    fn value(&self, seat: Seat, c: &Pick) -> f64 {
        let (mut legal, mut ev) = (Actions::new(), Events::new());
        outcome(self, seat, c.actions(), &mut legal, &mut ev).map_or(f64::NEG_INFINITY, |(won, _)| f64::from(won))
    }
}
