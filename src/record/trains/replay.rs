//! Replays a train game's record through the engine: every lead, every action, every
//! `expect` (exit code 1 of `nos check` for what the rules refuse).

use super::read::{Act, Record};
use crate::core::{Play, Seat};
use crate::games::trains::{Action, End, Game};
use crate::record::CheckFailure;

/// One replayed round: how it stands and the totals after its last action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    pub outcome: String,
    pub totals: Vec<u32>,
}

/// A replayed record.
#[derive(Clone, Debug)]
pub struct Replayed {
    pub rounds: Vec<Summary>,
    /// The winners, once the last round is over in the record.
    pub result: Option<String>,
    /// The game as the record leaves it.
    pub game: Game,
}

/// Why a record does not check, with the rounds replayed before.
pub type Failure = (Vec<Summary>, CheckFailure);

fn fail<T>(done: &[Summary], hand: usize, action: Option<usize>, reason: impl Into<String>) -> Result<T, Failure> {
    Err((done.to_vec(), CheckFailure { hand, action, reason: reason.into() }))
}

/// The engine's action for a recorded one: a tile laid with its first written number
/// against the open end.
pub fn action_of(act: Act) -> Action {
    match act {
        Act::Play { ends: (a, b), place } => {
            let tile = crate::core::Tile::new(a, b).expect("read from the set");
            Action::Play { tile, touch: a, place }
        }
        Act::Draw { .. } => Action::Draw,
        Act::Pass => Action::Pass,
    }
}

/// Replays a record.
///
/// # Errors
/// The first thing the rules refuse, or an `expect` not met, with the rounds before it.
pub fn replay(rec: &Record) -> Result<Replayed, Failure> {
    replay_watched(rec, &mut |_, _, _, _, _| {})
}

/// What a replay shows of each action the rules accept, before it is applied: the game,
/// the round's place in the record (from 0), the action's in the round, the seat and
/// the action.
pub type Watch<'a> = dyn FnMut(&Game, usize, usize, Seat, Action) + 'a;

/// As [`replay`], showing `watch` every action the record expects to be accepted,
/// before it is applied.
///
/// # Errors
/// As [`replay`].
pub fn replay_watched(rec: &Record, watch: &mut Watch<'_>) -> Result<Replayed, Failure> {
    let rules = rec.rules;
    let name = |s: Seat| rec.players[s.index()].clone();
    let mut done: Vec<Summary> = Vec::new();
    if rec.starts_match && rec.scores.iter().any(|&s| s != 0) {
        return fail(&done, 0, None, "a record that starts the game starts every total at 0");
    }
    let mut game: Option<Game> = None;
    for (i, r) in rec.rounds.iter().enumerate() {
        if r.lead_draw {
            return fail(&done, i, None, "the train games draw for no lead: the round has a lead_draw");
        }
        let lead = match &game {
            None if rec.starts_match => rules.lead(r.round),
            None => r.lead,
            Some(g) if g.finished() => return fail(&done, i, None, "the game is over: no round follows its last"),
            Some(g) if !g.waiting() => {
                return fail(&done, i, None, format!("round {i} is left unfinished before another"))
            }
            Some(g) => g.round_lead(r.round),
        };
        if r.lead != lead {
            return fail(&done, i, None, format!("{} leads round {}, not {}", lead, r.round, r.lead));
        }
        match game.as_mut() {
            None => match Game::from_round(rules, r.round, &r.deal, lead, &rec.scores) {
                Ok(g) => game = Some(g),
                Err(e) => return fail(&done, i, None, e.to_string()),
            },
            Some(g) => {
                if let Err(e) = g.deal(&r.deal, lead) {
                    return fail(&done, i, None, e.to_string());
                }
            }
        }
        let Some(g) = game.as_mut() else { unreachable!("dealt above") };
        let mut refused = None;
        for (k, step) in r.steps.iter().enumerate() {
            let action = action_of(step.act);
            if let Act::Draw { tile: Some(t) } = step.act {
                let next = g.round().boneyard().first().copied();
                if g.check(step.seat, action).is_ok() && next != Some(t) {
                    let why = format!("the draw takes {}, not {t}", next.map_or("nothing".into(), |n| n.to_string()));
                    if r.error_at == Some(k) {
                        refused = Some((k, why));
                        break;
                    }
                    return fail(&done, i, Some(k), why);
                }
            }
            if r.error_at != Some(k) {
                watch(g, i, k, step.seat, action);
            }
            match (g.apply(step.seat, action), r.error_at == Some(k)) {
                (Ok(_), false) => {}
                (Ok(_), true) => return fail(&done, i, Some(k), "expected to be refused, but the rules accept it"),
                (Err(e), true) => {
                    refused = Some((k, e.to_string()));
                    break;
                }
                (Err(e), false) => return fail(&done, i, Some(k), e.to_string()),
            }
        }
        if let Some(k) = r.error_at.filter(|_| refused.is_none()) {
            return fail(
                &done,
                i,
                None,
                format!("expected a refusal at action {k}, but the round has {} actions", r.steps.len()),
            );
        }
        if refused.is_some() && i + 1 != rec.rounds.len() {
            return fail(&done, i, None, "a round with error_at must be the record's last");
        }
        let outcome = match (&refused, g.round().end()) {
            (Some((k, why)), _) => format!("action {k} refused as expected: {why}"),
            (None, Some(End::Out(s))) => format!("out: {}", name(s)),
            (None, Some(End::Blocked)) => "blocked".to_string(),
            (None, None) => "in progress".to_string(),
        };
        let totals = g.totals().to_vec();
        if let Some(want) = &r.scores {
            if *want != totals {
                return fail(&done, i, None, format!("expected totals {want:?}, found {totals:?}"));
            }
        }
        done.push(Summary { outcome, totals });
    }
    let Some(game) = game else { return fail(&done, 0, None, "a record holds at least one round") };
    let result = game.finished().then(|| {
        let w: Vec<String> = game.winners().into_iter().map(&name).collect();
        let low = game.totals().iter().min().copied().unwrap_or(0);
        match w.as_slice() {
            [one] => format!("{one} wins with the lowest total, {low}"),
            many => format!("{} share the win with the lowest total, {low}", many.join(" and ")),
        }
    });
    Ok(Replayed { rounds: done, result, game })
}
