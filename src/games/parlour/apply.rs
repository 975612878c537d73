//! Applying an action to a hand: [`Hand::check`] says whether the rules allow it (a
//! typed refusal if not) without changing anything, and the commit changes the hand and
//! tells the events. `apply_into` is the two in turn; the random player, whose choice is
//! legal by construction, commits directly.

use super::action::{Action, Ending, Entry, Event, Events, Reason, Refusal};
use super::hand::Hand;
use super::history::Did;
use super::preset::During;
use crate::core::seat::Seat;
use crate::core::tile::{Tile, TileSet};
use crate::games::parlour::arms::{Lead, Misfit, Placed};
use crate::games::parlour::turn::Turn;

impl Hand {
    /// Applies one seat's action, writing its events into `ev` (cleared first).
    ///
    /// # Errors
    /// The action is not legal now, or not this seat's: the hand is then unchanged and
    /// `ev` empty.
    #[inline]
    pub fn apply_into(&mut self, seat: Seat, action: Action, ev: &mut Events) -> Result<(), Refusal> {
        ev.clear();
        self.check(seat, action)?;
        self.commit(seat, action, ev);
        Ok(())
    }

    /// Whether `seat` may take `action` now; changes nothing.
    ///
    /// # Errors
    /// Why the rules refuse it.
    #[inline]
    pub fn check(&self, seat: Seat, action: Action) -> Result<(), Refusal> {
        let Some(to) = self.to_act() else { return Err(Refusal::Over) };
        if seat.0 >= self.rules.n {
            return Err(Refusal::NoSuchSeat(seat));
        }
        if seat != to {
            return Err(Refusal::NotYourTurn { seat, expected: to });
        }
        let hand = self.hands[seat.index()];
        if self.arms.lead().is_none() {
            let Action::Lead { first, second, lay } = action else { return Err(Refusal::LeadFirst) };
            let tile = crate::games::parlour::SET.tile(first, second).ok_or(Misfit::NoTile(first, second))?;
            if !hand.contains(tile) {
                return Err(Refusal::NotInHand(tile));
            }
            if let Some(t) = self.named {
                if t != tile {
                    return Err(Refusal::MustLead(t));
                }
            }
            self.arms.check_lead(first, second, lay)?;
            return Ok(());
        }
        match action {
            Action::Lead { .. } => Err(Refusal::AlreadyLed),
            Action::Play { at, touch, open, lay } => {
                let tile = crate::games::parlour::SET.tile(touch, open).ok_or(Misfit::NoTile(touch, open))?;
                if !hand.contains(tile) {
                    return Err(Refusal::NotInHand(tile));
                }
                if self.rules.play_drawn_tile {
                    if let Some(d) = self.must_play() {
                        if d != tile {
                            return Err(Refusal::MustPlayDrawn(d));
                        }
                    }
                }
                self.arms.check_tile(at, tile, touch, lay)?;
                Ok(())
            }
            Action::Draw => {
                if !self.rules.draws {
                    return Err(Refusal::NoDrawing);
                }
                if self.turn.extra {
                    return Err(Refusal::SecondPlay);
                }
                if self.stock.drawable() == 0 {
                    return Err(Refusal::NothingToDraw);
                }
                match self.playable_in_hand(seat).iter().next() {
                    Some(t) if !self.rules.voluntary_draw => Err(Refusal::DrawWhileAble(t)),
                    _ => Ok(()),
                }
            }
            Action::Pass => {
                if self.turn.extra {
                    return Err(Refusal::SecondPlay);
                }
                if let Some(t) = self.playable_in_hand(seat).iter().next() {
                    return Err(Refusal::PassWhileAble(t));
                }
                if self.rules.draws && self.stock.drawable() > 0 {
                    return Err(Refusal::PassBeforeDrawing);
                }
                Ok(())
            }
            Action::EndTurn => {
                if self.turn.extra {
                    Ok(())
                } else {
                    Err(Refusal::NoSecondPlay)
                }
            }
        }
    }

    /// Takes a checked action (the seat being the one to act), writing its events.
    #[inline(always)]
    pub(super) fn commit(&mut self, seat: Seat, action: Action, ev: &mut Events) {
        match action {
            Action::Lead { first, second, lay } => {
                let tile = Tile::of(first, second);
                self.take(seat, tile);
                self.arms.put_lead(Lead { seat, first, second, lay });
                ev.push(Event::Led { seat, first, second, lay });
                self.after_play(seat, tile, ev);
            }
            Action::Play { at, touch, open, lay } => {
                self.commit_play(seat, Placed { seat, at, touch, open, lay }, Tile::of(touch, open), ev);
            }
            Action::Draw => {
                let could = !self.playable_in_hand(seat).is_empty();
                if self.stock.drawable() == 0 {
                    return;
                }
                // Where drawing is only for want of a play, a draw shows the seat held
                // nothing the ends take.
                self.history.saw(seat, Did::Drew, &self.arms, !self.rules.voluntary_draw);
                let Some(tile) = self.stock.draw() else { return };
                self.hands[seat.index()].insert(tile);
                self.held.insert(tile);
                self.pips[seat.index()] += tile.pips() as u16;
                self.turn.note_draw(tile, could);
                ev.push(Event::Drew { seat, tile });
                self.check_block(ev);
            }
            Action::Pass | Action::EndTurn => {
                if action == Action::Pass {
                    self.history.saw(seat, Did::Passed, &self.arms, true);
                }
                ev.push(if action == Action::Pass { Event::Passed { seat } } else { Event::EndedTurn { seat } });
                self.turn = self.turn.pass_on(self.rules.n);
                self.check_block(ev);
            }
        }
    }

    /// Puts a checked tile down.
    #[inline(always)]
    pub(super) fn commit_play(&mut self, seat: Seat, p: Placed, tile: Tile, ev: &mut Events) {
        self.take(seat, tile);
        self.arms.put_tile(p, tile);
        ev.push(Event::Placed { seat, at: p.at, touch: p.touch, open: p.open, lay: p.lay });
        self.after_play(seat, tile, ev);
    }

    /// Puts a checked tile down under the plainest rules ([`Rules::simple`]): nothing
    /// scores during play and no second play follows.
    ///
    /// [`Rules::simple`]: super::Rules::simple
    #[inline(always)]
    pub(super) fn commit_simple(&mut self, seat: Seat, p: Placed, tile: Tile, ev: &mut Events) {
        self.take(seat, tile);
        self.arms.put_tile(p, tile);
        ev.push(Event::Placed { seat, at: p.at, touch: p.touch, open: p.open, lay: p.lay });
        if self.hands[seat.index()].is_empty() {
            self.end_out(seat, ev);
            return;
        }
        self.turn = self.turn.pass_on(self.rules.n);
        if self.stock.drawable() == 0 && self.held.inter(self.arms.playable()).is_empty() {
            self.end_blocked(ev);
        }
    }

    /// A checked pass or declined second play.
    #[inline(always)]
    pub(super) fn commit_pass(&mut self, seat: Seat, ev: &mut Events) {
        self.history.saw(seat, Did::Passed, &self.arms, true);
        ev.push(Event::Passed { seat });
        self.turn = self.turn.pass_on(self.rules.n);
        self.check_block(ev);
    }

    #[inline(always)]
    pub(super) fn take(&mut self, seat: Seat, tile: Tile) {
        self.history.played(seat, tile);
        self.hands[seat.index()].remove(tile);
        self.held.remove(tile);
        self.pips[seat.index()] -= tile.pips() as u16;
    }

    /// The seat's tiles some open end takes, within what it may play now.
    pub(super) fn playable_in_hand(&self, seat: Seat) -> TileSet {
        let mut h = self.hands[seat.index()];
        if let Some(d) = self.must_play() {
            h = TileSet::single(d);
        }
        h.inter(self.arms.playable())
    }

    /// The tile the seat to act must play: the one it drew last, when it began its
    /// turn unable to play and option `play_drawn_tile` holds (G.2), and that tile fits.
    #[inline]
    pub fn must_play(&self) -> Option<Tile> {
        let t = self.turn;
        match t.last_drawn {
            Some(d) if self.rules.play_drawn_tile && t.began_unable && self.arms.playable().contains(d) => Some(d),
            _ => None,
        }
    }
    /// After a tile is down: scores during play, the target, going out, a second play
    /// after a double, then the next turn.
    #[inline(always)]
    fn after_play(&mut self, seat: Seat, tile: Tile, ev: &mut Events) {
        let acct = self.rules.account(seat);
        let scored = match self.rules.during {
            During::Nothing => false,
            During::Headers => {
                let h = self.arms.headers();
                if h > 0 {
                    ev.push(Event::Scored(self.ledger.score(acct, h as i32, Reason::Header(h))));
                }
                h > 0
            }
            During::Muggins | During::Threes => {
                let c = self.arms.count();
                let points = self.rules.count_points(c);
                let reason = if self.rules.during == During::Threes { Reason::Threes(c) } else { Reason::Muggins(c) };
                points > 0 && self.credit(acct, points as i32, reason, ev)
            }
        };
        if scored && self.reached(acct) {
            self.end(Ending::Target, ev);
            return;
        }
        if self.hands[seat.index()].is_empty() {
            // With partners who must both go out, the hand goes on while the partner
            // holds tiles (F&3 #6).
            let partner = Seat((seat.0 + 2) % 4);
            if !(self.rules.sides && self.rules.preset.side_out && !self.hands[partner.index()].is_empty()) {
                self.end_out(seat, ev);
                return;
            }
        }
        // A double earns one more play, if the seat has one (Tiddly-Wink #3, #4).
        if self.rules.extra_after_double && TileSet::DOUBLES.contains(tile) {
            if self.can_play(seat) {
                self.turn = Turn { extra: true, ..Turn::of(seat) };
                return;
            }
            // Every seat sees the turn end by itself: nothing left to play.
            self.history.saw(seat, Did::NoSecondPlay, &self.arms, true);
        }
        self.turn = self.turn.pass_on(self.rules.n);
        self.check_block(ev);
    }

    /// Credits `points` to an account, unless the target must be hit exactly and they
    /// would pass it: then the score is void, told with nothing added (F&3 #8). Whether
    /// it was added.
    pub(super) fn credit(&mut self, acct: u8, points: i32, reason: Reason, ev: &mut Events) -> bool {
        if let (true, Some(t)) = (self.rules.exact, self.rules.target) {
            if self.ledger.balance(acct) + points > t {
                let void = Reason::Void { points: points as u32, of: reason.count() };
                ev.push(Event::Scored(self.ledger.score(acct, 0, void)));
                return false;
            }
        }
        ev.push(Event::Scored(self.ledger.score(acct, points, reason)));
        true
    }

    /// Whether an account's score has reached the match target.
    pub(super) fn reached(&self, acct: u8) -> bool {
        self.rules.target.is_some_and(|t| self.ledger.balance(acct) >= t)
    }

    /// Ends the hand when nobody can play and nothing can be drawn (G.14), or, with
    /// option `three_hand_early_end`, when only the reserve is left and the seat to
    /// play cannot (Draw #5).
    #[inline(always)]
    fn check_block(&mut self, ev: &mut Events) {
        if self.stock.drawable() > 0 {
            return;
        }
        let stuck = self.held.inter(self.arms.playable()).is_empty();
        let early = self.rules.early_end && !self.can_play(self.turn.seat);
        if stuck || early {
            self.end_blocked(ev);
        }
    }

    pub(super) fn end(&mut self, how: Ending, ev: &mut Events) {
        self.ending = Some(how);
        ev.push(Event::Ended(how));
    }

    pub(super) fn push_entry(ev: &mut Events, m: Entry) {
        if m.amount != 0 {
            ev.push(Event::Scored(m));
        }
    }
}
