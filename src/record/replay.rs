//! Replays a record through the engine: every action must be legal, every `on_set` and
//! tie-break right, and every `expect` met.

use super::{HandRecord, Record, Step};
use crate::core::{Pos, Seat, Seats};
use crate::games::nos::{resolve_tiebreak, Action, DealError, Ending, Hand, Phase, Refusal, Session};

/// How a replayed hand stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The hand ended this way.
    Ended(Ending),
    /// The record stops in the middle of the hand (a game in progress).
    InProgress { actions: usize },
    /// The action at `at` was refused, as `expect.error_at` says it must be.
    RefusedAsExpected { at: usize, reason: String },
}

impl std::fmt::Display for Outcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Outcome::Ended(e) => write!(f, "ended: {}", e.words()),
            Outcome::InProgress { actions } => write!(f, "in progress after {actions} actions"),
            Outcome::RefusedAsExpected { at, reason } => write!(f, "action {at} refused as expected: {reason}"),
        }
    }
}

/// One hand's result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandSummary {
    pub outcome: Outcome,
    /// Every seat's chips after the hand's last action.
    pub chips: Vec<i32>,
}

/// Why a record does not check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckFailure {
    /// The hand, from 0.
    pub hand: usize,
    /// The action, from 0, when one is to blame.
    pub action: Option<usize>,
    pub reason: String,
}

impl std::fmt::Display for CheckFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "hand {}", self.hand + 1)?;
        if let Some(a) = self.action {
            write!(f, ", action {a}")?;
        }
        write!(f, ": {}", self.reason)
    }
}

/// A replayed record: the hands' results and the session as it stands at the end.
#[derive(Clone, Debug)]
pub struct Replay {
    pub hands: Vec<HandSummary>,
    pub session: Session,
}

/// Replays a record.
///
/// # Errors
/// The first thing the rules refuse, or an `expect` that is not met; the hands before it
/// are in `Err`'s companion, the returned summaries, when the caller wants them.
pub fn replay(rec: &Record) -> Result<Replay, (Vec<HandSummary>, CheckFailure)> {
    let mut summaries = Vec::new();
    let mut session: Option<Session> = None;
    let fail =
        |s: &Vec<HandSummary>, hand, action, reason: String| Err((s.clone(), CheckFailure { hand, action, reason }));
    for (hi, h) in rec.hands.iter().enumerate() {
        let last = hi + 1 == rec.hands.len();
        // Start the hand.
        match session.as_mut() {
            None => {
                let first = rec.starts_session;
                match Session::resume(h.deal.clone(), h.on_set, first, rec.chips.clone(), rec.options) {
                    Ok(s) => session = Some(s),
                    Err(e @ DealError::ChipLimit { .. }) => return fail(&summaries, hi, None, format!("chips: {e}")),
                    Err(e) => return fail(&summaries, hi, None, format!("on_set: {e}")),
                }
            }
            Some(s) => {
                let prev = &rec.hands[hi - 1];
                let tied = s.losers().expect("previous hand over");
                let draws = prev.tiebreak.clone().unwrap_or_default();
                let loser = match resolve_tiebreak(tied, &draws) {
                    Ok(l) => l,
                    Err(e) => return fail(&summaries, hi - 1, None, format!("tiebreak: {e}")),
                };
                if loser != h.on_set {
                    return fail(
                        &summaries,
                        hi,
                        None,
                        format!(
                            "on_set is seat {}, but the loser of the previous hand, seat {}, is on set",
                            h.on_set.0, loser.0
                        ),
                    );
                }
                if let Err(e) = s.next_hand(h.deal.clone(), draws) {
                    return fail(&summaries, hi, None, e.to_string());
                }
            }
        }
        let s = session.as_mut().expect("started");
        // A game the program saved says itself how many declines follow its last
        // action (`declines`): those are made, and a close still open stays open.
        let open = (last && rec.saved.seats.is_some()).then_some(rec.saved.declines);
        let outcome = match play_steps(s, h, open) {
            Ok(o) => o,
            Err((at, reason)) => return fail(&summaries, hi, at, reason),
        };
        let over = s.hand().is_over();
        if !over && !last && !matches!(outcome, Outcome::RefusedAsExpected { .. }) {
            return fail(&summaries, hi, None, "the hand is left incomplete before another hand".into());
        }
        if over {
            let tied = s.losers().expect("over");
            match (&h.tiebreak, tied.len() > 1) {
                (Some(_), false) => {
                    return fail(&summaries, hi, None, "tiebreak given, but the highest count is not shared".into())
                }
                (None, true) if !last => {
                    return fail(
                        &summaries,
                        hi,
                        None,
                        "the highest count is shared: a tiebreak is needed before the next hand".into(),
                    )
                }
                (Some(d), true) => {
                    if let Err(e) = resolve_tiebreak(tied, d) {
                        return fail(&summaries, hi, None, format!("tiebreak: {e}"));
                    }
                }
                _ => {}
            }
        } else if h.tiebreak.is_some() {
            return fail(&summaries, hi, None, "tiebreak given on a hand that is not over".into());
        }
        let chips = s.hand().chips().to_vec();
        if let Some(want) = &h.expect.chips {
            // With an expected refusal too, the chips are those after the actions
            // accepted before it: `expect` is what the program must find.
            if *want != chips {
                return fail(&summaries, hi, None, format!("expected chips {want:?}, found {chips:?}"));
            }
        }
        let refused = matches!(outcome, Outcome::RefusedAsExpected { .. });
        summaries.push(HandSummary { outcome, chips });
        if refused && !last {
            return fail(&summaries, hi, None, "a hand with an expected refusal must be the last".into());
        }
    }
    Ok(Replay { hands: summaries, session: session.expect("one hand at least") })
}

/// Makes the declines `step` implies: after a play, another seat acting means the
/// player did not close; with `all`, a question put to seats in turn is declined by
/// those the action passes over too (else the action's own apply does that, only if
/// it stands). Whether any was made.
fn implied_declines(s: &mut Session, step: &Step, trailing: &mut Option<Trailing>, all: bool) -> Result<bool, Refusal> {
    let mut made = false;
    if let Phase::AfterPlay { seat } = s.hand().phase() {
        if step.seat != seat {
            s.apply(seat, Action::Decline)?;
            *trailing = Trailing::after(s.hand(), seat, false);
            made = true;
        }
    }
    if all && trailing.is_none() {
        while let Some(asked) = s.hand().implied_decline(step.seat, step.action) {
            s.apply(asked, Action::Decline)?;
            made = true;
        }
    }
    Ok(made)
}

/// The answers after a hand's last action: with `open`, a saved game's declines;
/// otherwise a play not followed by a close in the record was not followed by one.
fn end_declines(s: &mut Session, open: Option<u32>) -> Result<(), String> {
    let Some(n) = open else {
        if let Phase::AfterPlay { seat } = s.hand().phase() {
            let mut t = s.clone();
            if t.apply(seat, Action::Decline).is_ok() && t.hand().is_over() {
                *s = t;
            }
        }
        return Ok(());
    };
    for k in 0..n {
        let Some(seat) = s.hand().to_act() else {
            return Err(format!("declines: {} follow the last action, but nobody is asked after {k}", n));
        };
        s.apply(seat, Action::Decline).map_err(|e| format!("declines: decline {} is refused: {e}", k + 1))?;
    }
    Ok(())
}

/// Charges the desk's penalties in order.
fn charge_all(s: &mut Session, list: &[(usize, Seat, crate::games::nos::Offence)]) -> Result<(), String> {
    for &(_, seat, o) in list {
        s.charge(seat, o).map_err(|e| format!("penalty {}: {e}", o.code()))?;
    }
    Ok(())
}

/// Plays a hand's steps; on failure, the index of the action and why.
/// With `open` (a saved game's declines after its last action), those declines are
/// made and a play at the end stays open to a close, as the saved game left it.
fn play_steps(s: &mut Session, h: &HandRecord, open: Option<u32>) -> Result<Outcome, (Option<usize>, String)> {
    let mut trailing: Option<Trailing> = None;
    let mut desk = h.penalties.iter().peekable();
    for (i, step) in h.steps.iter().enumerate() {
        while let Some(&(_, seat, o)) = desk.next_if(|p| p.0 == i) {
            let fail = |e: Refusal| (Some(i), format!("penalty {}: {e}", o.code()));
            match s.charge(seat, o) {
                // The record does not say whether the desk charged before or after
                // the answers this action implies (declines move chips too): near
                // the chips' limit only one order may stand, so the other is tried.
                Err(Refusal::ChipLimit { .. }) if implied_declines(s, step, &mut trailing, true).map_err(fail)? => {
                    s.charge(seat, o).map_err(fail)?;
                }
                r => {
                    r.map_err(fail)?;
                }
            }
        }
        implied_declines(s, step, &mut trailing, false).map_err(|e| (Some(i), e.to_string()))?;
        if let Some(t) = trailing.as_mut() {
            match t.accept(s.hand(), step.seat, step.action) {
                Ok(()) => continue,
                Err(reason) => return refused(h, i, reason),
            }
        }
        let hand = s.hand();
        if let (Some(want), Action::Draw) = (step.drawn, step.action) {
            if let Some(&next) = hand.boneyard().first() {
                if next != want && hand.boneyard().len() > 2 {
                    let reason = format!("the draw names {want}, but the next boneyard tile is {next}");
                    return refused(h, i, reason);
                }
            }
        }
        if let Err(e) = s.apply_written(step.seat, step.action) {
            return refused(h, i, e.to_string());
        }
        trailing = Trailing::after(s.hand(), step.seat, step.action == Action::Draw);
    }
    // The desk's charges after the last action, and the answers that end the hand: a
    // saved game's declines, or the close a record does not write, not made. The
    // record does not say which came first (a charge is most often made once the hand
    // is over); near the chips' limit only one order may stand, so both are tried.
    let rest: Vec<_> = desk.copied().collect();
    let mut after = s.clone();
    let first = end_declines(&mut after, open).and_then(|()| charge_all(&mut after, &rest));
    match first {
        Ok(()) => *s = after,
        Err(e) => {
            let mut before = s.clone();
            match charge_all(&mut before, &rest).and_then(|()| end_declines(&mut before, open)) {
                Ok(()) => *s = before,
                Err(_) => return Err((None, e)),
            }
        }
    }
    if let Some(at) = h.expect.error_at {
        return Err((
            Some(at),
            format!(
                "expect.error_at says action {at} must be refused, but {}",
                if at < h.steps.len() { "it was accepted" } else { "there is no such action" }
            ),
        ));
    }
    Ok(match s.hand().phase() {
        Phase::Over { how } => Outcome::Ended(how),
        _ => Outcome::InProgress { actions: h.steps.len() },
    })
}

fn refused(h: &HandRecord, i: usize, reason: String) -> Result<Outcome, (Option<usize>, String)> {
    if h.expect.error_at == Some(i) {
        Ok(Outcome::RefusedAsExpected { at: i, reason })
    } else {
        Err((Some(i), reason))
    }
}

/// The passes and waits a record may write after the engine has seen that nobody can
/// play: each seat in turn passes (or waits, when a wait is due) until every seat still
/// holding tiles has passed since the last tile was placed.
struct Trailing {
    next: Seat,
    waits: Vec<(Seat, Pos)>,
    passed: Seats,
}

impl Trailing {
    /// When the hand has just been found blocked after `actor`'s action, the turns
    /// that may still be written start here.
    fn after(hand: &Hand, actor: Seat, drew: bool) -> Option<Trailing> {
        if !matches!(hand.phase(), Phase::Over { how: Ending::Blocked { .. } }) {
            return None;
        }
        let next = if drew { actor } else { hand.next_active(actor) };
        Some(Trailing { next, waits: hand.waits().to_vec(), passed: hand.passed() })
    }

    fn accept(&mut self, hand: &Hand, seat: Seat, action: Action) -> Result<(), String> {
        let active = hand.active();
        if self.passed.0 & active.0 == active.0 {
            return Err("the hand is over".into());
        }
        if seat != self.next {
            return Err(format!("it is not seat {}'s turn: seat {} acts now", seat.0, self.next.0));
        }
        let layout = hand.layout().expect("announced");
        let due = self.waits.iter().position(|&(s, at)| s == seat && !layout.condition_locks(at));
        match (action, due) {
            (Action::Wait, Some(i)) => {
                self.waits.remove(i);
            }
            (Action::Wait, None) => return Err(format!("seat {} has no wait due", seat.0)),
            (_, Some(_)) => return Err(format!("seat {} must say \"I wait\" this turn", seat.0)),
            (Action::Pass, None) => self.passed.insert(seat),
            (_, None) => return Err("nobody can play: only passes remain".into()),
        }
        self.next = hand.next_active(seat);
        Ok(())
    }
}
