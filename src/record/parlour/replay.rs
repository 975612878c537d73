//! Replays a parlour record: every lead, lead draw and action through the engine, every
//! `expect` met. The line games replay here; a game on another engine (Dominox) plugs
//! its replay in through the registry.

use super::{Act, At, HandRecord, Record};
use crate::core::seat::{Seat, Seats};
use crate::games::parlour::{Action, Ending, Events, Match, Rules, Start, Winner};
use crate::record::CheckFailure;

/// One replayed hand: how it stands and the scores after its last action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandSummary {
    /// How the hand ended, or that it is in progress, or the refusal expected.
    pub outcome: String,
    /// Per seat, or per side; chips for a pool game.
    pub scores: Vec<i32>,
    /// The pool, for a game that keeps one.
    pub pool: Option<i32>,
}

/// A replayed record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replayed {
    pub hands: Vec<HandSummary>,
    /// The match's result, when it ended in the record.
    pub result: Option<String>,
}

/// Why a record does not check, with the hands replayed before.
pub type Failure = (Vec<HandSummary>, CheckFailure);

fn fail<T>(done: &[HandSummary], hand: usize, action: Option<usize>, reason: impl Into<String>) -> Result<T, Failure> {
    Err((done.to_vec(), CheckFailure { hand, action, reason: reason.into() }))
}

/// Replays a parlour record by its form: a line game's, or Dominox's.
///
/// # Errors
/// As [`replay_line`].
pub fn replay(rec: &Record) -> Result<Replayed, Failure> {
    match rec.form.places {
        super::Places::Board => super::dominox::replay(rec).map(|(r, _)| r),
        super::Places::Ends(_) => replay_line(rec).map(|(r, _)| r),
    }
}

/// Replays a record of a line game.
///
/// # Errors
/// The first thing the rules refuse, or an `expect` not met, with the hands before it.
pub fn replay_line(rec: &Record) -> Result<(Replayed, Match), Failure> {
    replay_watched(rec, &mut |_, _, _, _, _| {})
}

/// Shown each action before it is applied: the match as it stands, the hand and the
/// action's index in it (from 0), the seat and the action.
pub type Watch<'a> = dyn FnMut(&Match, usize, usize, Seat, Action) + 'a;

/// [`replay_line`], showing `watch` every action the engine applies (not the passes
/// written after a block).
///
/// # Errors
/// As [`replay_line`].
pub fn replay_watched(rec: &Record, watch: &mut Watch) -> Result<(Replayed, Match), Failure> {
    let Some(preset) = rec.form.preset else { return fail(&[], 0, None, format!("{} is not a line game", rec.game)) };
    let rules = match Rules::new(preset, rec.players.len(), &rec.options) {
        Ok(r) => r,
        Err(e) => return fail(&[], 0, None, e.to_string()),
    };
    let mut done: Vec<HandSummary> = Vec::new();
    let mut game: Option<Match> = None;
    let start = Start { scores: rec.scores.clone(), pool: rec.pool, starts_match: rec.starts_match };
    for (hi, h) in rec.hands.iter().enumerate() {
        let last = hi + 1 == rec.hands.len();
        let draws = h.lead_draw.as_deref();
        match game.as_mut() {
            None => match Match::new(rules, &start, &h.deal, h.lead, draws) {
                Ok((m, _)) => game = Some(m),
                Err(e) => return fail(&done, hi, None, e.to_string()),
            },
            Some(m) => {
                if m.finished() {
                    return fail(&done, hi, None, "a hand after the match ended");
                }
                if let Err(e) = m.next_hand(&h.deal, h.lead, draws) {
                    return fail(&done, hi, None, e.to_string());
                }
            }
        }
        let m = game.as_mut().expect("started");
        let outcome = match play_steps(m, h, &rules, &rec.players, &mut |m, i, s, a| watch(m, hi, i, s, a)) {
            Ok(o) => o,
            Err((at, reason)) => return fail(&done, hi, at, reason),
        };
        let refused = outcome.1;
        if !m.hand().is_over() && !last && !refused {
            return fail(&done, hi, None, "the hand is left incomplete before another hand");
        }
        let scores = m.scores().to_vec();
        let pool = rec.form.pool.then(|| m.pool());
        if let Some(want) = &h.expect.scores {
            if *want != scores {
                return fail(&done, hi, None, format!("expected scores {want:?}, found {scores:?}"));
            }
        }
        if let (Some(want), Some(found)) = (h.expect.pool, pool) {
            if want != found {
                return fail(&done, hi, None, format!("expected pool {want}, found {found}"));
            }
        }
        done.push(HandSummary { outcome: outcome.0, scores, pool });
        if refused && !last {
            return fail(&done, hi, None, "a hand with an expected refusal must be the last");
        }
    }
    let m = game.expect("one hand at least");
    let result = m.result().map(|r| result_words(&m, &r, &rec.players));
    Ok((Replayed { hands: done, result }, m))
}

/// Plays a hand's steps. Returns the outcome in words and whether it ended in the
/// expected refusal; on failure, the index of the action and why.
fn play_steps(
    m: &mut Match,
    h: &HandRecord,
    rules: &Rules,
    names: &[String],
    watch: &mut dyn FnMut(&Match, usize, Seat, Action),
) -> Result<(String, bool), (Option<usize>, String)> {
    let mut ev = Events::new();
    let mut trailing: Option<(Seat, Seats)> = None;
    let refused = |i: usize, reason: String| -> Result<(String, bool), (Option<usize>, String)> {
        if h.expect.error_at == Some(i) {
            Ok((format!("action {i} refused as expected: {reason}"), true))
        } else {
            Err((Some(i), reason))
        }
    };
    for (i, step) in h.steps.iter().enumerate() {
        if let Some((next, passed)) = trailing.as_mut() {
            // Once nobody can play, the record may show it: one pass per seat, in turn.
            if step.act != Act::Pass {
                return refused(i, "the hand is over: nobody can play".into());
            }
            if step.seat != *next || passed.contains(step.seat) {
                let why = if passed.contains(step.seat) { "has passed already" } else { "does not pass next" };
                return refused(i, format!("the hand is over; seat {} {why}", step.seat.0));
            }
            passed.insert(step.seat);
            *next = step.seat.next(rules.n);
            continue;
        }
        if m.finished() {
            return refused(i, "the match is over".into());
        }
        let hand = m.hand();
        let action = match to_action(step.act, hand.arms().lead().is_none()) {
            Ok(a) => a,
            Err(reason) => return refused(i, reason),
        };
        if let (Act::Draw { tile: Some(want) }, Some(next)) = (step.act, hand.stock().peek()) {
            if want != next {
                return refused(i, format!("the draw names {want}, but the next tile drawn is {next}"));
            }
        }
        watch(m, i, step.seat, action);
        if let Err(e) = m.apply_into(step.seat, action, &mut ev) {
            return refused(i, e.to_string());
        }
        if let Some(Ending::Blocked(_)) = m.hand().ending() {
            let next = if action == Action::Draw { step.seat } else { step.seat.next(rules.n) };
            trailing = Some((next, Seats::default()));
        }
    }
    if let Some(at) = h.expect.error_at {
        let why = if at < h.steps.len() { "it was accepted" } else { "there is no such action" };
        return Err((Some(at), format!("expect.error_at says action {at} must be refused, but {why}")));
    }
    let hand = m.hand();
    Ok((ending_words(hand.ending(), rules, names, h.steps.len()), false))
}

/// A recorded action as the engine's.
fn to_action(act: Act, leading: bool) -> Result<Action, String> {
    Ok(match act {
        Act::Play { ends: (a, b), at: None, sniff } if leading => Action::Lead { first: a, second: b, lay: sniff },
        Act::Play { at: None, .. } => return Err("a play after the lead tile names its open end (\"at\")".into()),
        Act::Play { at: Some(_), .. } if leading => {
            return Err("the lead tile goes on the empty table: it has no \"at\"".into())
        }
        Act::Play { ends: (touch, open), at: Some(At::End(at)), sniff } => Action::Play { at, touch, open, lay: sniff },
        Act::Play { at: Some(At::Squares(..)), .. } => return Err("squares belong to dominox".into()),
        Act::Draw { .. } => Action::Draw,
        Act::Pass => Action::Pass,
        Act::EndTurn => Action::EndTurn,
    })
}

fn name(names: &[String], s: Seat) -> String {
    names.get(s.index()).cloned().unwrap_or_else(|| format!("seat {}", s.0))
}

/// An account's name: a seat's player, or a side's two players.
pub fn account_name(rules: &Rules, names: &[String], a: u8) -> String {
    if rules.sides {
        format!("{} and {}", name(names, Seat(a)), name(names, Seat(a + 2)))
    } else {
        name(names, Seat(a))
    }
}

fn ending_words(e: Option<Ending>, rules: &Rules, names: &[String], actions: usize) -> String {
    let block = rules.preset.block_word;
    match e {
        None if actions == 1 => "in progress after 1 action".into(),
        None => format!("in progress after {actions} actions"),
        Some(Ending::Out(s)) => format!("out: {} (seat {})", name(names, s), s.0),
        Some(Ending::Blocked(Winner::One(a))) => format!("{block}: {} lowest", account_name(rules, names, a)),
        Some(Ending::Blocked(Winner::Shared(seats))) => {
            let who: Vec<String> = seats.iter().map(|s| name(names, s)).collect();
            format!("{block}: {} share the lowest", who.join(", "))
        }
        Some(Ending::Blocked(Winner::Nobody)) if block == "blocked" => "tied".into(),
        Some(Ending::Blocked(Winner::Nobody)) => format!("{block}, tied"),
        Some(Ending::Target) => "target reached".into(),
    }
}

fn result_words(m: &Match, r: &crate::games::parlour::game::Result, names: &[String]) -> String {
    let rules = m.rules();
    let s = m.scores();
    let verb = if rules.sides { "win" } else { "wins" };
    let mut out = format!("match over: {} {verb} with {}", account_name(rules, names, r.winner), s[r.winner as usize]);
    if let Some(margins) = &r.margins {
        let parts: Vec<String> =
            margins.iter().map(|(a, d)| format!("by {d} over {}", account_name(rules, names, *a))).collect();
        out += &format!(" ({})", parts.join(", "));
    }
    out
}
