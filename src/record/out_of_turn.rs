//! A tile played out of turn (P16), charged at the penalty desk in strict club mode.
//!
//! At a club table a player who puts a tile down out of turn takes it back, leaves it
//! face up and pays 40 to each (rulings §4, P16). The terminal never lets a seat not on
//! turn play, so the desk enters it: who, and which tile. The engine takes that play
//! from the seat, refuses it as out of turn and, in strict mode, charges it so; the
//! action goes into the record like any other. Until the next action the desk can take
//! it back, the session restored as it was.

use super::played::Game;
use crate::core::words::Names;
use crate::core::{Seat, Tile};
use crate::games::nos::words;
use crate::games::nos::{Action, Offence, Phase};

impl Game {
    /// The offences the desk lists now: those only the table sees that can happen where
    /// the program deals, and in strict mode a tile played out of turn (P16), which the
    /// terminal cannot see being done.
    pub fn desk_list(&self) -> Vec<Offence> {
        let mut list = Offence::DEALT.to_vec();
        if self.offers_p16() {
            list.push(Offence::P16);
        }
        list
    }

    /// Whether the desk offers P16 now: strict mode, while seats take turns.
    pub fn offers_p16(&self) -> bool {
        let h = self.hand();
        h.options().strict && matches!(h.phase(), Phase::Turn { .. } | Phase::AfterPlay { .. })
    }

    /// The play the engine charges as P16: `seat` putting `tile` at an open end, where
    /// it would fit if it fits anywhere (the record shows it there).
    fn p16_play(&self, seat: Seat, tile: Tile) -> Option<Action> {
        let h = self.hand();
        let layout = h.layout()?;
        let mut ways: Vec<(bool, Action)> = Vec::new();
        for &at in layout.positions() {
            for (touch, open) in [(tile.low(), tile.high()), (tile.high(), tile.low())] {
                let fits = layout.req(at).admits(tile, touch, open);
                ways.push((!fits, Action::Play { at, touch, open, immediate: false }));
            }
        }
        ways.sort_by_key(|w| w.0);
        ways.into_iter().map(|w| w.1).find(|&a| h.offence(seat, a).is_some_and(|p| p.offence == Offence::P16))
    }

    /// Charges `seat` for putting `tile` down out of turn: the tile goes back into its
    /// hand face up and the seat pays 40 to each other player.
    ///
    /// # Errors
    /// Not in strict mode, the seat is on turn or out, or does not hold the tile: in words.
    pub fn play_out_of_turn(&mut self, seat: Seat, tile: Tile) -> Result<(), String> {
        let who = &self.names[seat.index()];
        let h = self.hand();
        if !self.offers_p16() {
            return Err("A tile out of turn is charged in strict club mode, while seats take turns.".into());
        }
        if h.to_act() == Some(seat) {
            return Err(format!("{who} is on turn: a play on one's own turn is not out of turn."));
        }
        if !h.hand(seat).contains(tile) {
            return Err(format!("{who} does not hold {tile}."));
        }
        let play = self.p16_play(seat, tile).ok_or_else(|| format!("{who} cannot be charged for {tile} now."))?;
        let before = (self.session.clone(), self.log.len());
        let ev = self.session.apply(seat, play).map_err(|r| words::refusal(&Names(&self.names), &r))?;
        let n = self.hand_no();
        for l in words::events(&Names(&self.names), &ev) {
            self.log.push((n, l));
        }
        self.before_p16 = Some(Box::new(before));
        Ok(())
    }

    /// The seat and tile of a P16 the desk can still take back: no action since.
    pub fn p16_undoable(&self) -> Option<(Seat, Tile)> {
        let (before, _) = self.before_p16.as_deref()?;
        let (was, now) = (before.logs(), self.session.logs());
        let (last_was, last_now) = (was.last()?, now.last()?);
        let same = was.len() == now.len()
            && last_was.actions.len() + 1 == last_now.actions.len()
            && last_was.penalties.len() == last_now.penalties.len();
        match last_now.actions.last() {
            Some(&(seat, a)) if same => Some((seat, a.tile()?)),
            _ => None,
        }
    }

    /// Whether the desk can take back its last charge now.
    pub fn can_undo_charge(&self) -> bool {
        self.p16_undoable().is_some() || self.session.can_undo_charge()
    }
}
