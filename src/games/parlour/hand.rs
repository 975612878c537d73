//! One hand of a line game: a state machine from the deal to the hand's score. Who
//! acts, what is legal ([`super::legal`]), and `apply`, which returns the events an
//! action caused or a typed refusal that leaves the hand as it was.

use super::action::{Ending, Event, Events, Reason};
use super::deal::Deal;
use super::history::History;
use super::rules::Rules;
use crate::core::seat::{Seat, MAX_TABLE};
use crate::core::tile::{Tile, TileSet};
use crate::games::parlour::arms::Arms;
use crate::games::parlour::ledger::{Account, Ledger};
use crate::games::parlour::stock::Stock;
use crate::games::parlour::turn::Turn;

/// A hand of a line game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Hand {
    pub(super) rules: Rules,
    pub(super) hands: [TileSet; MAX_TABLE],
    /// Every tile in some seat's hand.
    pub(super) held: TileSet,
    /// Each seat's count, kept as tiles come and go.
    pub(super) pips: [u16; MAX_TABLE],
    pub(super) stock: Stock,
    pub(super) arms: Arms,
    pub(super) ledger: Ledger,
    pub(super) turn: Turn,
    pub(super) lead: Seat,
    /// The tile the lead must set, when the rules name one.
    pub(super) named: Option<Tile>,
    pub(super) ending: Option<Ending>,
    /// Who passed and drew, on which ends: public.
    pub(super) history: History,
    /// Whether the rules are the plainest kind (see [`Rules::simple`]), for the random
    /// player's fast path.
    pub(super) simple: bool,
}

impl Hand {
    /// Starts a hand: `lead` plays first (`named`, if given, is the tile it must set);
    /// `ledger` holds the scores before the hand. Antes, where the game has them, go
    /// into the pool now: the returned events tell them.
    ///
    /// # Errors
    /// The deal does not fit the rules, `lead` is not a seat, or it does not hold
    /// `named`.
    pub fn new(
        rules: Rules,
        deal: &Deal,
        lead: Seat,
        named: Option<Tile>,
        ledger: Ledger,
    ) -> Result<(Hand, Events), super::StartError> {
        deal.check(&rules)?;
        if lead.0 >= rules.n {
            return Err(super::StartError::NoSuchSeat(lead));
        }
        if let Some(t) = named {
            if !deal.hands[lead.index()].contains(t) {
                return Err(super::StartError::NotHeld { seat: lead, tile: t });
            }
        }
        Ok(Hand::start(rules, deal, lead, named, ledger))
    }

    /// As [`Hand::new`], the caller having checked the deal and the lead.
    pub(super) fn start(rules: Rules, deal: &Deal, lead: Seat, named: Option<Tile>, ledger: Ledger) -> (Hand, Events) {
        let mut hand = Hand {
            rules,
            hands: [TileSet::EMPTY; MAX_TABLE],
            held: TileSet::EMPTY,
            pips: [0; MAX_TABLE],
            stock: Stock::sleeping(&[]),
            arms: Arms::new(rules.shape, rules.preset.rule),
            ledger,
            turn: Turn::of(lead),
            lead,
            named,
            ending: None,
            history: History::default(),
            simple: false,
        };
        let mut ev = Events::new();
        hand.restart(&deal.hands, &deal.boneyard, lead, named, &mut ev);
        (hand, ev)
    }

    /// The next hand at the same table, in place, with the scores as they stand: these
    /// hands and this boneyard (the caller has checked them). The antes' events go into
    /// `ev`, cleared first.
    pub(super) fn restart(
        &mut self,
        hands: &[TileSet],
        boneyard: &[Tile],
        lead: Seat,
        named: Option<Tile>,
        ev: &mut Events,
    ) {
        let rules = self.rules;
        let mut held = TileSet::EMPTY;
        for ((slot, pips), h) in self.hands.iter_mut().zip(self.pips.iter_mut()).zip(hands) {
            *slot = *h;
            *pips = h.pips() as u16;
            held = held.union(*h);
        }
        self.held = held;
        self.stock.refill(boneyard, rules.reserve, !rules.draws);
        self.arms.clear();
        self.turn = Turn::of(lead);
        self.lead = lead;
        self.named = named;
        self.ending = None;
        self.history.clear();
        self.simple = rules.simple();
        ev.clear();
        if rules.ante > 0 {
            for s in 0..rules.n {
                let m = self.ledger.transfer(Account::Of(s), Account::Pool, rules.ante, Reason::Ante);
                ev.push(Event::Scored(m));
            }
        }
    }

    // ----- what every seat may see -----

    pub fn rules(&self) -> &Rules {
        &self.rules
    }
    /// How many seats play.
    pub fn seats(&self) -> u8 {
        self.rules.n
    }
    /// The seat that leads this hand.
    pub fn lead(&self) -> Seat {
        self.lead
    }
    /// The tile the lead must set, when the rules name one.
    pub fn named(&self) -> Option<Tile> {
        self.named
    }
    /// The layout.
    pub fn arms(&self) -> &Arms {
        &self.arms
    }
    /// Scores (or chips) of every account: each seat, or each side.
    pub fn scores(&self) -> &[i32] {
        self.ledger.balances()
    }
    /// The pool (Tiddly-Wink).
    pub fn pool(&self) -> i32 {
        self.ledger.pool()
    }
    pub fn ledger(&self) -> &Ledger {
        &self.ledger
    }
    /// The turn in progress.
    pub fn turn(&self) -> Turn {
        self.turn
    }
    /// Who passed and drew so far, on which open ends, and what that shows.
    pub fn history(&self) -> &History {
        &self.history
    }
    /// How the hand ended, once over.
    pub fn ending(&self) -> Option<Ending> {
        self.ending
    }
    pub fn is_over(&self) -> bool {
        self.ending.is_some()
    }
    /// How many tiles a seat holds.
    pub fn hand_len(&self, s: Seat) -> u32 {
        self.hands[s.index()].len()
    }
    /// Tiles left in the boneyard (sleeping or not).
    pub fn boneyard_left(&self) -> u8 {
        self.stock.left()
    }
    /// Tiles that may still be drawn.
    pub fn drawable(&self) -> u8 {
        self.stock.drawable()
    }
    /// The seat whose decision the hand waits for; `None` once it is over.
    #[inline]
    pub fn to_act(&self) -> Option<Seat> {
        if self.ending.is_some() {
            None
        } else if self.arms.lead().is_none() {
            Some(self.lead)
        } else {
            Some(self.turn.seat)
        }
    }
    /// Every seat's count (the pips it holds, `0-0` counting 0).
    pub fn counts(&self) -> [u32; MAX_TABLE] {
        self.pips.map(u32::from)
    }
    /// Whether a seat holds a tile some open end takes.
    pub fn can_play(&self, s: Seat) -> bool {
        self.arms.lead().is_some() && !self.hands[s.index()].inter(self.arms.playable()).is_empty()
    }

    // ----- hidden information: for the engine, records and tests -----

    /// A seat's tiles. Front ends show them only to that seat.
    pub fn hand(&self, s: Seat) -> TileSet {
        self.hands[s.index()]
    }
    /// The boneyard, next tile first (sleeping tiles in any order).
    pub fn boneyard(&self) -> &[Tile] {
        self.stock.rest()
    }
    pub fn stock(&self) -> &Stock {
        &self.stock
    }

    /// What `seat` may know of this hand.
    pub fn view(&self, seat: Seat) -> super::View {
        super::View::of(self, seat)
    }
}
