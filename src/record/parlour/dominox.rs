//! Dominox records: a game kept with its deal and every action ([`Kept`]), written as a
//! parlour record after every action and read back by a replay through the Dominox
//! engine, which `nos check`, `nos replay` and the resumed game use alike.
//!
//! The record holds one hand. Its chance outcomes are the deal and the boneyard in
//! drawing order; the end-of-turn draws are never written, the engine takes the next
//! boneyard tile itself. Once the game is over (Dominox #8) the record may show the
//! passes that end it, one per seat in turn, or leave them out.

use super::replay::{Failure, HandSummary, Replayed};
use super::{Act, At, Expect, HandRecord, Places, Record, Step, DOMINOX};
use crate::core::{Play, Seat, Tile};
use crate::games::dominox::{Action, DealError, Dominox, Events, Outcome, Placement, Refusal, Square};
use crate::games::parlour::{Deal, Options};
use crate::record::CheckFailure;

/// A game of Dominox and what its record needs: the game as dealt and every action
/// taken since, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kept {
    start: Dominox,
    game: Dominox,
    actions: Vec<(Seat, Action)>,
}

impl Kept {
    /// A new game of a deal, led by the holder of its lowest double.
    ///
    /// # Errors
    /// The deal holds no double (deal again, Dominox #7), or a tile twice.
    pub fn deal(deal: &crate::games::dominox::Deal) -> Result<Kept, DealError> {
        Ok(Kept::fresh(Dominox::start(deal)?))
    }

    /// A new game dealt from a seed.
    pub fn seeded(seed: u64) -> Kept {
        Kept::fresh(Dominox::seeded(seed))
    }

    /// A game as dealt (a state before its first action).
    pub fn dealt(start: Dominox) -> Kept {
        Kept::fresh(start)
    }

    /// The same game as dealt, before its first action.
    pub fn restarted(&self) -> Kept {
        Kept::fresh(self.start.clone())
    }

    fn fresh(start: Dominox) -> Kept {
        Kept { game: start.clone(), start, actions: Vec::new() }
    }

    /// The game as it stands.
    pub fn game(&self) -> &Dominox {
        &self.game
    }

    /// The game as it was dealt, before the first action.
    pub fn start(&self) -> &Dominox {
        &self.start
    }

    /// Every action taken, in order.
    pub fn actions(&self) -> &[(Seat, Action)] {
        &self.actions
    }

    /// Applies an action and keeps it.
    ///
    /// # Errors
    /// The rules refuse it; nothing changes.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Events, Refusal> {
        let ev = self.game.apply(seat, action)?;
        self.actions.push((seat, action));
        Ok(ev)
    }

    /// The game as a record, the players named in seat order (White, then Black).
    pub fn record(&self, players: &[String]) -> Record {
        let s = &self.start;
        let mut deal = Deal::default();
        deal.hands.push(s.hand(Seat(0)));
        deal.hands.push(s.hand(Seat(1)));
        deal.boneyard.extend(s.boneyard().iter().copied());
        let steps = self.actions.iter().map(|&(seat, a)| Step { seat, act: act_of(a) }).collect();
        Record {
            game: DOMINOX.id,
            form: DOMINOX,
            players: players.to_vec(),
            scores: vec![0, 0],
            pool: 0,
            starts_match: true,
            options: Options::new(),
            hands: vec![HandRecord { lead: s.turn(), lead_draw: None, deal, steps, expect: Expect::default() }],
            seed: None,
            seats: None,
        }
    }
}

/// An action as the record writes it: the tile from its lower square.
pub fn act_of(a: Action) -> Act {
    match a {
        Action::Pass => Act::Pass,
        Action::Place(p) => {
            let [s, t] = p.squares();
            let [x, y] = p.numbers();
            Act::Play { ends: (x, y), at: Some(At::Squares(square(s), square(t))), sniff: None }
        }
    }
}

fn square(s: Square) -> super::Square {
    super::Square { file: s.file(), rank: s.rank() }
}

fn board_square(s: super::Square) -> Option<Square> {
    Square::at(s.file, s.rank)
}

/// A recorded action as the engine's.
fn to_action(act: Act) -> Result<Action, String> {
    match act {
        Act::Pass => Ok(Action::Pass),
        Act::Play { ends: (a, b), at: Some(At::Squares(s, t)), sniff: None } => {
            let (s, t) = board_square(s).zip(board_square(t)).ok_or("a square off the board")?;
            Placement::new(a, b, [s, t]).map(Action::Place).map_err(|e| e.to_string())
        }
        Act::Play { .. } => Err("a dominox play is a tile at two squares, and nothing else".into()),
        Act::Draw { .. } => Err("a draw is refused: Dominox's end-of-turn draw is automatic and never written".into()),
        Act::EndTurn => Err("an end_turn is refused: Dominox has no second play to decline".into()),
    }
}

fn fail<T>(action: Option<usize>, reason: impl Into<String>) -> Result<T, Failure> {
    Err((Vec::new(), CheckFailure { hand: 0, action, reason: reason.into() }))
}

/// Replays a Dominox record through the engine: the deal, the lead, every action, the
/// passes shown after the end, and what the hand expects.
///
/// # Errors
/// The first thing the rules refuse, or an `expect` not met.
pub fn replay(rec: &Record) -> Result<(Replayed, Kept), Failure> {
    if rec.form.places != Places::Board {
        return fail(None, format!("{} is not played on a board", rec.game));
    }
    if rec.scores.iter().any(|&s| s != 0) {
        return fail(None, "a dominox record is one whole game: its scores start at [0, 0]");
    }
    if !rec.starts_match {
        return fail(None, "a dominox record is one whole game: it starts the match");
    }
    let Some(h) = rec.hands.first() else { return fail(None, "a record holds one hand") };

    if h.lead_draw.is_some() {
        return fail(None, "dominox has no lead_draw: the holder of the lowest double leads");
    }
    let tiles = |s: usize| -> Vec<Tile> { h.deal.hands.get(s).map(|t| t.iter().collect()).unwrap_or_default() };
    let (white, black) = (tiles(0), tiles(1));
    let mut kept = match Dominox::new([&white, &black], &h.deal.boneyard, h.lead) {
        Ok(g) => Kept::fresh(g),
        Err(e) => return fail(None, format!("lead or deal: {e}")),
    };
    let (outcome, refused) = match play_steps(&mut kept, h) {
        Ok(o) => o,
        Err((at, reason)) => return fail(at, reason),
    };
    let scores: Vec<i32> = kept.game.scores().iter().map(|&s| s as i32).collect();
    if let Some(want) = &h.expect.scores {
        if *want != scores {
            return fail(None, format!("expected scores {want:?}, found {scores:?}"));
        }
    }
    let outcome = if refused { outcome } else { ending_words(&kept.game, h.steps.len()) };
    let summary = HandSummary { outcome, scores, pool: None };
    if rec.hands.len() > 1 {
        let why = format!("a second hand is refused: a dominox record is one game, one hand, not {}", rec.hands.len());
        return Err((vec![summary], CheckFailure { hand: 1, action: None, reason: why }));
    }
    let result = kept.game.outcome().map(|o| result_words(o, kept.game.scores(), &rec.players));
    Ok((Replayed { hands: vec![summary], result }, kept))
}

/// Plays the hand's steps. Returns the refusal's words and `true` when the hand ends in
/// the refusal it expects; on failure, the action's index and why.
fn play_steps(kept: &mut Kept, h: &HandRecord) -> Result<(String, bool), (Option<usize>, String)> {
    let refused = |i: usize, reason: String| {
        if h.expect.error_at == Some(i) {
            Ok((format!("action {i} refused as expected: {reason}"), true))
        } else {
            Err((Some(i), reason))
        }
    };
    // After the end, the passes that show it: one per seat, in turn.
    let mut shown = 0u8;
    for (i, step) in h.steps.iter().enumerate() {
        let g = &kept.game;
        if g.is_over() {
            let next = Seat((g.turn().0 + shown) % 2);
            let why = match step.act {
                _ if shown == 2 => "the game is over: both passes are shown already".to_string(),
                Act::Pass if step.seat == next => {
                    shown += 1;
                    continue;
                }
                Act::Pass => format!("the game is over; seat {} passes next, not seat {}", next.0, step.seat.0),
                _ => "the game is over: neither player can place".to_string(),
            };
            return refused(i, why);
        }
        let action = match to_action(step.act) {
            Ok(a) => a,
            Err(reason) => return refused(i, reason),
        };
        if let Err(e) = kept.apply(step.seat, action) {
            return refused(i, e.to_string());
        }
    }
    if let Some(at) = h.expect.error_at {
        let why = if at < h.steps.len() { "it was accepted" } else { "there is no such action" };
        return Err((Some(at), format!("expect.error_at says action {at} must be refused, but {why}")));
    }
    Ok((String::new(), false))
}

fn ending_words(g: &Dominox, actions: usize) -> String {
    match (g.is_over(), actions) {
        (true, _) => "game over".into(),
        (false, 1) => "in progress after 1 action".into(),
        (false, n) => format!("in progress after {n} actions"),
    }
}

fn result_words(o: Outcome, scores: [u32; 2], names: &[String]) -> String {
    let name = |i: usize| names.get(i).cloned().unwrap_or_default();
    let [w, b] = scores;
    match o {
        Outcome::Draw => format!("game over: a draw, {w} to {b}"),
        Outcome::Won(c) => {
            let (win, lose) = (scores[c.index()], scores[c.other().index()]);
            format!("game over: {} ({c}) wins {win} to {lose}", name(c.index()))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_game_is_written_and_replayed_to_the_same_state() {
        let mut k = Kept::seeded(3);
        let mut rng = crate::core::chance::dice(9);
        let mut buf = Default::default();
        while let Some(s) = k.game().to_act() {
            let a = k.game().random_action(&mut rng, &mut buf).unwrap();
            k.apply(s, a).unwrap();
        }
        let names = vec!["Ann".to_string(), "Bas".to_string()];
        let text = k.record(&names).to_text();
        let rec = super::super::parse(text.as_bytes()).unwrap();
        let (r, again) = replay(&rec).unwrap();
        assert_eq!(again, k);
        assert_eq!(r.hands[0].outcome, "game over");
        assert!(r.result.is_some());
    }

    #[test]
    fn a_refused_action_is_not_kept() {
        let mut k = Kept::seeded(5);
        let before = k.clone();
        let other = Seat(1 - k.game().turn().0);
        assert!(k.apply(other, Action::Pass).is_err());
        assert_eq!(k, before);
    }
}
