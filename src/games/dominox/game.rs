//! A game of Dominox in play: the board, the two hands, the boneyard in drawing order,
//! whose turn it is; actions checked against the rules, and the end with its scoring.

use super::areas;
use super::board::Board;
use super::deal::{lowest_double, set_of, Deal, BONEYARD, HAND};
use super::error::{DealError, Refusal};
use super::moves::{Actions, Fit};
use super::placement::{Action, Placement};
use super::square::Colour;
use super::view::View;
use crate::core::action_text::{ActionText, Words};
use crate::core::{chance, List, Play, Seat, Tile, TileSet};
use arrayvec::ArrayVec;
use rand::Rng;

/// Something an action caused.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Event {
    Placed {
        seat: Seat,
        placement: Placement,
    },
    Passed {
        seat: Seat,
    },
    /// The draw that ends every turn. The tile is the drawer's to know (Dominox #13):
    /// tell others only that a tile was drawn.
    Drew {
        seat: Seat,
        tile: Tile,
    },
    /// The game is over (Dominox #8): the area points, `[White, Black]`.
    Ended {
        scores: [u32; 2],
    },
}

impl Event {
    /// The one seat that may see this event as it is: the drawer of a drawn tile. Tell
    /// every other seat only that a tile was drawn.
    pub fn private_to(&self) -> Option<Seat> {
        match self {
            Event::Drew { seat, .. } => Some(*seat),
            _ => None,
        }
    }
}

/// The events of one action.
pub type Events = ArrayVec<Event, 4>;

/// How a finished game came out.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Outcome {
    Won(Colour),
    /// Equal totals (Dominox #11).
    Draw,
}

/// A game of Dominox. Seat 0 is White, seat 1 Black (Dominox #2).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Dominox {
    pub(super) board: Board,
    pub(super) hands: [TileSet; 2],
    pub(super) boneyard: [Tile; BONEYARD],
    /// How many boneyard tiles have been drawn.
    pub(super) drawn: u8,
    /// The seat whose turn it is; once the game is over, whose turn it would be.
    pub(super) turn: Seat,
    /// The double the lead must place, until it is placed (Dominox #6).
    pub(super) lead: Option<Tile>,
    pub(super) over: bool,
    pub(super) last: Option<Placement>,
    pub(super) scores: [u32; 2],
    /// Where each number may lie on `board`: worked out once per placement, read by
    /// the legal list, the checks and the end.
    pub(super) fit: Fit,
}

impl Dominox {
    /// A game from its chance outcomes: each seat's 8 tiles, the 12 others in drawing
    /// order, and the seat that leads, which must hold the lowest double dealt.
    ///
    /// # Errors
    /// Hands not of 8 or a boneyard not of 12, a tile twice, no double dealt (the caller
    /// deals again, Dominox #7), or a lead that is not the holder of the lowest double.
    pub fn new(hands: [&[Tile]; 2], boneyard: &[Tile], lead: Seat) -> Result<Dominox, DealError> {
        if lead.0 > 1 {
            return Err(DealError::NoSuchSeat(lead));
        }
        for (s, h) in hands.iter().enumerate() {
            if h.len() != HAND {
                return Err(DealError::HandSize { seat: Seat(s as u8), len: h.len() });
            }
        }
        if boneyard.len() != BONEYARD {
            return Err(DealError::BoneyardSize(boneyard.len()));
        }
        let mut seen = TileSet::EMPTY;
        for &t in hands[0].iter().chain(hands[1]).chain(boneyard) {
            if seen.contains(t) {
                return Err(DealError::Twice(t));
            }
            seen.insert(t);
        }
        let sets = [set_of(hands[0]), set_of(hands[1])];
        let (holder, double) = lowest_double(sets).ok_or(DealError::NoDouble)?;
        if holder != lead {
            return Err(DealError::WrongLead { lead, holder, double });
        }
        let mut bone = [Tile::DOUBLE_BLANK; BONEYARD];
        bone.copy_from_slice(boneyard);
        Ok(Dominox::dealt(sets, bone, lead, double))
    }

    /// The game of a deal already checked: `lead` holds `double`, the lowest dealt.
    fn dealt(hands: [TileSet; 2], boneyard: [Tile; BONEYARD], lead: Seat, double: Tile) -> Dominox {
        Dominox {
            board: Board::EMPTY,
            hands,
            boneyard,
            drawn: 0,
            turn: lead,
            lead: Some(double),
            over: false,
            last: None,
            scores: [0; 2],
            fit: Fit::of(&Board::EMPTY),
        }
    }

    /// The game of a deal, led by the holder of its lowest double.
    ///
    /// # Errors
    /// The deal holds no double, or a tile twice.
    pub fn start(deal: &Deal) -> Result<Dominox, DealError> {
        let (lead, _) = deal.lead().ok_or(DealError::NoDouble)?;
        Dominox::new([&deal.hands[0], &deal.hands[1]], &deal.boneyard, lead)
    }

    /// A random game: the set shuffled and dealt until a double is dealt.
    pub fn random(rng: &mut impl Rng) -> Dominox {
        // A shuffle deals every tile once, and the redeal makes sure of a double.
        let d = Deal::random(rng);
        let (lead, double) = d.lead().expect("a dealt double");
        Dominox::dealt([set_of(&d.hands[0]), set_of(&d.hands[1])], d.boneyard, lead, double)
    }

    /// The game a seed deals (through [`chance::dice`]).
    pub fn seeded(seed: u64) -> Dominox {
        Dominox::random(&mut chance::dice(seed))
    }

    pub fn board(&self) -> &Board {
        &self.board
    }
    /// The tiles `seat` holds.
    pub fn hand(&self, seat: Seat) -> TileSet {
        self.hands[seat.index() & 1]
    }
    /// How many tiles are left to draw.
    pub fn boneyard_left(&self) -> usize {
        BONEYARD - self.drawn as usize
    }
    /// The tiles still to be drawn, the next first.
    pub fn boneyard(&self) -> &[Tile] {
        &self.boneyard[self.drawn as usize..]
    }
    /// The seat whose turn it is; once the game is over, the seat whose turn it would
    /// be (a record may write the passes that show the end, from this seat on).
    pub fn turn(&self) -> Seat {
        self.turn
    }
    /// The double the first move must place, until it is placed.
    pub fn lead_tile(&self) -> Option<Tile> {
        self.lead
    }
    /// The last tile placed.
    pub fn last(&self) -> Option<Placement> {
        self.last
    }
    pub fn is_over(&self) -> bool {
        self.over
    }
    /// The points, `[White, Black]`: the area scores once the game is over, 0 before.
    pub fn scores(&self) -> [u32; 2] {
        self.scores
    }
    /// Who won, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        if !self.over {
            return None;
        }
        let [w, b] = self.scores;
        Some(match w.cmp(&b) {
            std::cmp::Ordering::Greater => Outcome::Won(Colour::White),
            std::cmp::Ordering::Less => Outcome::Won(Colour::Black),
            std::cmp::Ordering::Equal => Outcome::Draw,
        })
    }

    /// The tiles `seat` may place now: the lead double alone on the first move.
    pub(super) fn playable(&self, seat: Seat) -> TileSet {
        match self.lead {
            Some(d) => TileSet::single(d).inter(self.hand(seat)),
            None => self.hand(seat),
        }
    }

    fn check_seat(&self, seat: Seat) -> Result<(), Refusal> {
        if self.over {
            return Err(Refusal::Over);
        }
        if seat.0 > 1 {
            return Err(Refusal::NoSuchSeat(seat));
        }
        if seat != self.turn {
            return Err(Refusal::NotYourTurn { seat, expected: self.turn });
        }
        Ok(())
    }

    /// Why `action` would be refused now, if it would.
    ///
    /// # Errors
    /// The refusal [`Play::apply_into`] would give.
    pub fn check(&self, seat: Seat, action: Action) -> Result<(), Refusal> {
        self.check_seat(seat)?;
        match action {
            Action::Place(p) => {
                let t = p.tile();
                if !self.hand(seat).contains(t) {
                    return Err(Refusal::NotInHand(t));
                }
                if let Some(d) = self.lead.filter(|&d| d != t) {
                    return Err(Refusal::MustLead(d));
                }
                if !self.fit.allows(p) {
                    // The board says why; the masks and the board agree (tests check).
                    self.board.fits(p)?;
                    debug_assert!(false, "{p} refused by the masks, allowed by the board");
                }
            }
            Action::Pass => {
                let fit = self.fit;
                let hand = self.playable(seat);
                if let Some(example) = fit.nth(hand, 0) {
                    return Err(Refusal::MustPlace { count: fit.count(hand), example });
                }
            }
        }
        Ok(())
    }

    /// The turn after a placement or pass: the draw, the next seat, and the end when
    /// the boneyard is empty and neither seat can place (Dominox #8).
    fn end_turn(&mut self, seat: Seat, events: &mut Events) {
        if (self.drawn as usize) < BONEYARD {
            let tile = self.boneyard[self.drawn as usize];
            self.drawn += 1;
            self.hands[seat.index()].insert(tile);
            events.push(Event::Drew { seat, tile });
        }
        self.turn = seat.next(2);
        let stuck = |h: TileSet| !self.fit.any(h);
        if self.drawn as usize == BONEYARD && stuck(self.hands[0]) && stuck(self.hands[1]) {
            self.over = true;
            self.scores = areas::score(&self.board);
            events.push(Event::Ended { scores: self.scores });
        }
    }
}

impl Play for Dominox {
    type Action = Action;
    type Event = Event;
    type Refusal = Refusal;
    type View = View;
    type Actions = Actions;
    type Events = Events;

    fn seats(&self) -> u8 {
        2
    }

    fn to_act(&self) -> Option<Seat> {
        (!self.over).then_some(self.turn)
    }

    fn legal_into(&self, out: &mut Actions) {
        List::clear(out);
        if self.over {
            return;
        }
        self.fit.fill(self.playable(self.turn), out);
        if out.is_empty() {
            List::push(out, Action::Pass);
        }
    }

    fn apply_into(&mut self, seat: Seat, action: Action, events: &mut Events) -> Result<(), Refusal> {
        List::clear(events);
        self.check(seat, action)?;
        match action {
            Action::Place(p) => {
                self.fit = self.fit.after(&self.board, p);
                self.board.place(p);
                debug_assert_eq!(self.fit, Fit::of(&self.board));
                self.hands[seat.index()].remove(p.tile());
                self.lead = None;
                self.last = Some(p);
                events.push(Event::Placed { seat, placement: p });
            }
            Action::Pass => events.push(Event::Passed { seat }),
        }
        self.end_turn(seat, events);
        Ok(())
    }

    fn view(&self, seat: Seat) -> View {
        View::of(self, seat)
    }

    /// The seat's area points: nothing until the game is over.
    fn score(&self, seat: Seat) -> i64 {
        i64::from(self.scores()[seat.index()])
    }

    /// Uniform over the legal actions, as the default, but counted on masks and the
    /// chosen one decoded, never listed.
    fn random_action(&self, rng: &mut impl Rng, _buf: &mut Actions) -> Option<Action> {
        if self.over {
            return None;
        }
        Some(self.fit.random(self.playable(self.turn), rng).map_or(Action::Pass, Action::Place))
    }
}

impl ActionText for Dominox {
    fn words(&self, action: Action) -> Words {
        action.words()
    }
}
