//! A whole game: the rounds in a row from the top double down (Trains #2), each seat's
//! total of counts (Trains #9), the lowest winning (Trains #10). It keeps the
//! [`Play`] contract. A game dealt from a seed deals each round as the last ends; a
//! game replayed from a record waits for each round's deal ([`Game::deal`]).

use super::action::{Action, Event};
use super::deal::{Deal, DealError};
use super::refusal::Refusal;
use super::round::{Actions, Events, Round};
use super::rules::{Rules, MAX_PLAYERS};
use super::view::View;
use crate::core::action_text::{ActionText, Words};
use crate::core::{List, Play, Seat};

/// A game of one of the train games.
#[derive(Clone, Debug)]
pub struct Game {
    rules: Rules,
    round: Round,
    /// Each seat's total before the round in play.
    totals: [u32; MAX_PLAYERS],
    /// Where each round's deal comes from: a seed, or the caller (a record).
    seed: Option<u64>,
    /// The round in play is over and the next waits for its deal.
    waiting: bool,
    over: bool,
}

impl Game {
    /// A game whose rounds are dealt from `seed`, starting at round 1.
    pub fn seeded(rules: Rules, seed: u64) -> Game {
        let deal = Deal::random(&rules, rules.engine(1), Game::round_seed(seed, 1));
        let round = Round::new(rules, 1, &deal, rules.lead(1)).expect("a random deal is the set's");
        Game { rules, round, totals: [0; MAX_PLAYERS], seed: Some(seed), waiting: false, over: false }
    }

    /// A game from a given round: its number, its deal, its lead, and the totals before
    /// it. Later rounds wait for [`Game::deal`].
    ///
    /// # Errors
    /// A deal that is not the set less the round's engine in hands of the rules' size.
    pub fn from_round(rules: Rules, round: u8, deal: &Deal, lead: Seat, totals: &[u32]) -> Result<Game, DealError> {
        let r = Round::new(rules, round, deal, lead)?;
        let mut t = [0; MAX_PLAYERS];
        t[..totals.len().min(MAX_PLAYERS)].copy_from_slice(&totals[..totals.len().min(MAX_PLAYERS)]);
        Ok(Game { rules, round: r, totals: t, seed: None, waiting: false, over: false })
    }

    /// A game at `round` with these totals before it, whose later rounds wait for
    /// their deals: a sampled position ([`View::sample`]).
    pub(super) fn of_round(round: Round, totals: &[u32]) -> Game {
        let mut t = [0; MAX_PLAYERS];
        t[..totals.len().min(MAX_PLAYERS)].copy_from_slice(&totals[..totals.len().min(MAX_PLAYERS)]);
        Game { rules: *round.rules(), round, totals: t, seed: None, waiting: false, over: false }
    }

    /// The next round's deal, once the round in play is over and the game not.
    ///
    /// # Errors
    /// A deal that is not the set less the round's engine in hands of the rules' size.
    pub fn deal(&mut self, deal: &Deal, lead: Seat) -> Result<(), DealError> {
        let r = Round::new(self.rules, self.round.round() + 1, deal, lead)?;
        self.round = r;
        self.waiting = false;
        Ok(())
    }

    fn round_seed(seed: u64, round: u8) -> u64 {
        seed ^ u64::from(round).wrapping_mul(0x9e37_79b9_7f4a_7c15)
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }
    /// The round in play, or the last one once over.
    pub fn round(&self) -> &Round {
        &self.round
    }
    /// Each seat's total: after the round in play once it is over, before it until then.
    pub fn totals(&self) -> &[u32] {
        &self.totals[..self.rules.players as usize]
    }
    /// Whether the round in play is over and the next waits for its deal.
    pub fn waiting(&self) -> bool {
        self.waiting
    }
    /// Whether the last round is over.
    pub fn finished(&self) -> bool {
        self.over
    }
    /// The seats with the lowest total once the game is over (Trains #10).
    pub fn winners(&self) -> Vec<Seat> {
        let t = self.totals();
        let low = t.iter().copied().min().unwrap_or(0);
        (0..t.len()).filter(|&s| t[s] == low).map(|s| Seat(s as u8)).collect()
    }

    /// Why `seat` may not take `action` now, if it may not.
    ///
    /// # Errors
    /// The rules' reason.
    pub fn check(&self, seat: Seat, action: Action) -> Result<(), Refusal> {
        if self.over || self.waiting {
            return Err(Refusal::Over);
        }
        self.round.check(seat, action)
    }

    /// The round in play just ended: its counts added, and the next dealt if the game
    /// deals its own.
    fn round_over(&mut self, ev: &mut impl List<Event>) {
        for s in 0..self.rules.players {
            self.totals[s as usize] += self.round.count(Seat(s));
        }
        let r = self.round.round();
        if r >= self.rules.rounds {
            self.over = true;
            ev.push(Event::GameOver);
            return;
        }
        match self.seed {
            Some(seed) => {
                let next = r + 1;
                let engine = self.rules.engine(next);
                let deal = Deal::random(&self.rules, engine, Game::round_seed(seed, next));
                let lead = self.round_lead(next);
                self.round = Round::new(self.rules, next, &deal, lead).expect("a random deal is the set's");
                ev.push(Event::Dealt { round: next, engine });
            }
            None => self.waiting = true,
        }
    }

    /// The lead of round `r` following the round in play: one seat to the left of its
    /// lead (Trains #5, and a record not starting the game).
    pub fn round_lead(&self, r: u8) -> Seat {
        let steps = r.saturating_sub(self.round.round()) % self.rules.players;
        self.round.lead().plus(steps, self.rules.players)
    }
}

impl Play for Game {
    type Action = Action;
    type Event = Event;
    type Refusal = Refusal;
    type View = View;
    type Actions = Actions;
    type Events = Events;

    fn seats(&self) -> u8 {
        self.rules.players
    }

    fn to_act(&self) -> Option<Seat> {
        if self.over || self.waiting {
            None
        } else {
            self.round.to_act()
        }
    }

    fn legal_into(&self, out: &mut Actions) {
        if self.over || self.waiting {
            out.clear();
        } else {
            self.round.legal_into(out);
        }
    }

    fn apply_into(&mut self, seat: Seat, action: Action, events: &mut Events) -> Result<(), Refusal> {
        events.clear();
        if self.over || self.waiting {
            return Err(Refusal::Over);
        }
        self.round.apply(seat, action, events)?;
        if self.round.end().is_some() {
            self.round_over(events);
        }
        Ok(())
    }

    fn view(&self, seat: Seat) -> View {
        View::of(self, seat)
    }
    /// The seat's total so far (lower is better).
    fn score(&self, seat: Seat) -> i64 {
        i64::from(self.totals()[seat.index()])
    }
}

impl ActionText for Game {
    fn words(&self, action: Action) -> Words {
        action.words()
    }
}
