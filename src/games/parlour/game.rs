//! A match: hand after hand to the target (or, for a pool game, as long as the players
//! like), the scores carried from hand to hand, and the lead of each hand following from
//! the one before.

use super::action::{Action, Ending, Events, Winner};
use super::deal::Deal;
use super::hand::Hand;
use super::lead::{check_lead, deal_by_chance, random_start, NextLead, StartError};
use super::preset::{FirstLead, LaterLead};
use super::rules::Rules;
use crate::core::seat::Seat;
use crate::core::tile::{Tile, TileSet};
use crate::games::parlour::ledger::Ledger;
use rand::Rng;

/// How a match (or a record's part of one) begins.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Start {
    /// Each account's score (or chips) before the first hand.
    pub scores: Vec<i32>,
    /// The pool before the first hand.
    pub pool: i32,
    /// Whether the first hand is the match's first; when not, its lead is taken as
    /// written where it would follow from the hand before.
    pub starts_match: bool,
}

impl Start {
    /// A new match under these rules.
    pub fn new(rules: &Rules) -> Start {
        Start { scores: vec![rules.preset.start; rules.accounts() as usize], pool: 0, starts_match: true }
    }
}

/// One hand as played: what a record holds.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct HandLog {
    pub lead: Seat,
    pub lead_draw: Option<Vec<(Seat, Tile)>>,
    pub deal: Deal,
    pub actions: Vec<(Seat, Action)>,
}

/// The winner of a finished match.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Result {
    /// The account (seat or side) with the most points.
    pub winner: u8,
    /// The winner's margin over each other account (G.17), where the game reports it.
    pub margins: Option<Vec<(u8, i32)>>,
}

/// A match of a line game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Match {
    rules: Rules,
    hand: Hand,
    hands: u32,
    won_any: bool,
    over: bool,
    settled: bool,
    next: NextLead,
    /// The hand in play's lead draw, for a log started before its first action.
    lead_draw: Option<Vec<(Seat, Tile)>>,
    log: Option<Vec<HandLog>>,
}

impl Match {
    /// Starts a match with its first hand.
    ///
    /// # Errors
    /// Scores of the wrong length or already at the target, or a deal or lead the rules
    /// refuse.
    pub fn new(
        rules: Rules,
        start: &Start,
        deal: &Deal,
        lead: Seat,
        lead_draw: Option<&[(Seat, Tile)]>,
    ) -> std::result::Result<(Match, Events), StartError> {
        let k = rules.accounts() as usize;
        if start.scores.len() != k {
            let per = if rules.sides { "side" } else { "seat" };
            return Err(StartError::Scores { per, want: k, got: start.scores.len() });
        }
        if let Some(t) = rules.target {
            if start.scores.iter().any(|&s| s >= t) {
                return Err(StartError::TargetReached(t));
            }
        }
        // A record that begins later in a match takes a lead that follows from the
        // hand before as written.
        let next = if start.starts_match || rules.later_lead == LaterLead::Same {
            NextLead::By(rules.first_lead)
        } else {
            NextLead::AsWritten
        };
        deal.check(&rules)?;
        let named = check_lead(&rules, next, deal, lead, lead_draw)?;
        let ledger = Ledger::new(&start.scores, start.pool);
        let (hand, ev) = Hand::start(rules, deal, lead, named, ledger);
        let m = Match {
            rules,
            hand,
            hands: 1,
            won_any: !start.starts_match,
            over: false,
            settled: false,
            next,
            lead_draw: lead_draw.map(|d| d.to_vec()),
            log: None,
        };
        Ok((m, ev))
    }

    /// A new match from chance: deals until the rules can name a lead (G.9), and draws
    /// for the lead where the rules do.
    pub fn random(rules: Rules, rng: &mut impl Rng) -> (Match, Events) {
        let start = Start::new(&rules);
        let (deal, lead, draws) = random_start(&rules, NextLead::By(rules.first_lead), rng);
        Match::new(rules, &start, &deal, lead, draws.as_deref()).expect("a deal chance made for these rules")
    }

    /// A new match at the same table from chance, in place: what [`Match::random`]
    /// gives with the same draws, without building a new match.
    pub fn rematch(&mut self, rng: &mut impl Rng, ev: &mut Events) {
        let r = self.rules;
        let start = [r.preset.start; crate::core::seat::MAX_TABLE];
        self.hand.ledger = Ledger::new(&start[..r.accounts() as usize], 0);
        self.hands = 0;
        self.won_any = false;
        self.over = false;
        self.settled = false;
        self.next = NextLead::By(r.first_lead);
        self.lead_draw = None;
        self.log = None;
        let d = deal_by_chance(&r, self.next, rng);
        let n = r.n as usize;
        let rest = &d.order[n * r.tiles_each as usize..d.len];
        self.begin(&d.hands[..n], rest, d.lead, d.named, d.draws.as_deref(), ev);
    }

    /// Keeps a log of every hand, for records: call it before the first action.
    pub fn keep_log(&mut self) {
        if self.log.is_none() {
            self.log = Some(vec![self.fresh_log()]);
        }
    }

    /// The log of the hand in play before its first action: its deal is still whole.
    fn fresh_log(&self) -> HandLog {
        let h = &self.hand;
        let mut deal = Deal::default();
        for s in 0..self.rules.n {
            deal.hands.push(h.hand(Seat(s)));
        }
        deal.boneyard.extend(h.stock().all().iter().copied());
        HandLog { lead: h.lead(), lead_draw: self.lead_draw.clone(), deal, actions: Vec::new() }
    }

    /// The hands played so far, when a log is kept.
    pub fn log(&self) -> Option<&[HandLog]> {
        self.log.as_deref()
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }
    /// The hand in play (or the last one, once it is over).
    pub fn hand(&self) -> &Hand {
        &self.hand
    }
    /// How many hands have been dealt.
    pub fn hands(&self) -> u32 {
        self.hands
    }
    /// Every account's score (or chips).
    pub fn scores(&self) -> &[i32] {
        self.hand.scores()
    }
    pub fn pool(&self) -> i32 {
        self.hand.pool()
    }
    /// Whether the match is over: a target was reached.
    pub fn finished(&self) -> bool {
        self.over
    }
    /// Whether the hand is over and the match goes on: the next hand waits for a deal.
    pub fn needs_deal(&self) -> bool {
        self.hand.is_over() && !self.over
    }
    /// What decides the lead of the next hand (once the hand in play is over).
    pub fn next_lead(&self) -> NextLead {
        self.next
    }

    /// The result, once the match is over.
    pub fn result(&self) -> Option<Result> {
        if !self.over {
            return None;
        }
        let s = self.scores();
        let winner = (0..s.len()).max_by_key(|&i| (s[i], std::cmp::Reverse(i)))? as u8;
        let margins = self.rules.preset.margins.then(|| {
            (0..s.len() as u8).filter(|&i| i != winner).map(|i| (i, s[winner as usize] - s[i as usize])).collect()
        });
        Some(Result { winner, margins })
    }

    /// Deals the next hand.
    ///
    /// # Errors
    /// The match is over or the hand in play is not, or the deal or lead is refused.
    pub fn next_hand(
        &mut self,
        deal: &Deal,
        lead: Seat,
        lead_draw: Option<&[(Seat, Tile)]>,
    ) -> std::result::Result<Events, StartError> {
        if self.over {
            return Err(StartError::MatchOver);
        }
        if !self.hand.is_over() {
            return Err(StartError::HandInProgress);
        }
        deal.check(&self.rules)?;
        let named = check_lead(&self.rules, self.next, deal, lead, lead_draw)?;
        let mut ev = Events::new();
        self.begin(&deal.hands, &deal.boneyard, lead, named, lead_draw, &mut ev);
        Ok(ev)
    }

    #[allow(clippy::too_many_arguments)]
    fn begin(
        &mut self,
        hands: &[TileSet],
        boneyard: &[Tile],
        lead: Seat,
        named: Option<Tile>,
        lead_draw: Option<&[(Seat, Tile)]>,
        ev: &mut Events,
    ) {
        self.hand.restart(hands, boneyard, lead, named, ev);
        self.hands += 1;
        self.settled = false;
        if self.lead_draw.is_some() || lead_draw.is_some() {
            self.lead_draw = lead_draw.map(|d| d.to_vec());
        }
        if self.log.is_some() {
            let fresh = self.fresh_log();
            if let Some(log) = &mut self.log {
                log.push(fresh);
            }
        }
    }

    /// Deals the next hand from chance.
    ///
    /// # Errors
    /// The match is over or the hand in play is not.
    pub fn deal_random(&mut self, rng: &mut impl Rng) -> std::result::Result<Events, StartError> {
        let mut ev = Events::new();
        self.deal_random_into(rng, &mut ev)?;
        Ok(ev)
    }

    /// As [`Match::deal_random`], the events (the antes) into `ev`.
    ///
    /// # Errors
    /// As [`Match::deal_random`].
    pub fn deal_random_into(&mut self, rng: &mut impl Rng, ev: &mut Events) -> std::result::Result<(), StartError> {
        if self.over {
            return Err(StartError::MatchOver);
        }
        if !self.hand.is_over() {
            return Err(StartError::HandInProgress);
        }
        let d = deal_by_chance(&self.rules, self.next, rng);
        let n = self.rules.n as usize;
        let rest = &d.order[n * self.rules.tiles_each as usize..d.len];
        self.begin(&d.hands[..n], rest, d.lead, d.named, d.draws.as_deref(), ev);
        Ok(())
    }

    /// Applies an action to the hand in play; when it ends the hand, the match takes
    /// the result: the target, and who leads next.
    ///
    /// # Errors
    /// As [`Hand::apply_into`].
    pub fn apply_into(
        &mut self,
        seat: Seat,
        action: Action,
        ev: &mut Events,
    ) -> std::result::Result<(), super::action::Refusal> {
        self.hand.apply_into(seat, action, ev)?;
        self.after(seat, action);
        Ok(())
    }

    /// One action of the random player (see [`Hand::random_step`]).
    #[inline]
    pub fn random_step(&mut self, rng: &mut impl Rng, ev: &mut Events) -> Option<(Seat, Action)> {
        let step = self.hand.random_step(rng, ev)?;
        self.after(step.0, step.1);
        Some(step)
    }

    /// Plays the hand in play to its end with the random player (see
    /// [`Hand::playout`]); a match keeping its log goes action by action.
    pub fn playout(&mut self, rng: &mut impl Rng) -> usize {
        if self.log.is_some() {
            let mut ev = Events::new();
            let mut count = 0;
            while self.random_step(rng, &mut ev).is_some() {
                count += 1;
            }
            return count;
        }
        let count = self.hand.playout(rng);
        if self.hand.is_over() && !self.settled {
            self.settle();
        }
        count
    }

    #[inline]
    fn after(&mut self, seat: Seat, action: Action) {
        if let Some(log) = &mut self.log {
            if let Some(h) = log.last_mut() {
                h.actions.push((seat, action));
            }
        }
        if self.hand.is_over() && !self.settled {
            self.settle();
        }
    }

    fn settle(&mut self) {
        self.settled = true;
        let h = &self.hand;
        let Some(ending) = h.ending() else { return };
        let won = !matches!(ending, Ending::Blocked(Winner::Nobody));
        self.won_any |= won;
        if ending == Ending::Target {
            self.over = true;
            return;
        }
        if let Some(t) = self.rules.target {
            if h.scores().iter().any(|&s| s >= t) {
                self.over = true;
                return;
            }
        }
        let n = self.rules.n;
        self.next = match (self.rules.later_lead, ending) {
            (LaterLead::Same, _) => NextLead::By(self.rules.first_lead),
            (LaterLead::Rotate, _) => NextLead::Seat(h.lead().next(n)),
            (LaterLead::OutElseDraw, Ending::Out(s)) => NextLead::Seat(s),
            (LaterLead::OutElseDraw, _) => NextLead::By(FirstLead::Draw),
            (LaterLead::Winner, Ending::Out(s)) => NextLead::Seat(s),
            (LaterLead::Winner, Ending::Blocked(Winner::Nobody)) => {
                if self.won_any {
                    NextLead::Seat(h.lead())
                } else {
                    NextLead::By(self.rules.first_lead)
                }
            }
            (LaterLead::Winner, Ending::Blocked(w)) => NextLead::Seat(self.lowest_of(w)),
            (LaterLead::Winner, Ending::Target) => NextLead::Seat(h.lead()),
        };
    }

    /// Of the winners of a block, the seat with the lowest count; between equals, the
    /// first clockwise from the seat that led (Partnership #4).
    fn lowest_of(&self, w: Winner) -> Seat {
        let h = &self.hand;
        let counts = h.counts();
        let n = self.rules.n;
        let wins = |s: Seat| match w {
            Winner::One(a) => self.rules.account(s) == a,
            Winner::Shared(seats) => seats.contains(s),
            Winner::Nobody => false,
        };
        let mut best: Option<Seat> = None;
        for k in 0..n {
            let s = h.lead().plus(k, n);
            if wins(s) && best.is_none_or(|b| counts[s.index()] < counts[b.index()]) {
                best = Some(s);
            }
        }
        best.unwrap_or(h.lead())
    }
}
