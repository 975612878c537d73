//! A Nos record's decisions for the analysis: each hand replayed from its log (declines
//! included, so the declares, doubles at once and closes not made are decisions too),
//! one at every step where the seat had a choice; the opening's set and game are one.
//! Each is judged as Nos keeps [`crate::core::judged::Judged`] (the hint's judgment),
//! from the seat's view with the hand's history; a record's choices are its steps (a
//! play, then its close or not, apart).

use crate::core::judged::{Decisions, Place};
use crate::core::{Seat, Tile};
use crate::games::nos::ai::choices;
use crate::games::nos::ai::judged::{Pick, Seen};
use crate::games::nos::{Action, Hand, Phase};
use crate::record::{replay, Record};

/// The decisions of the record (as read) with more than one choice.
///
/// # Errors
/// The record cannot be read or does not replay.
pub fn of(bytes: &[u8]) -> Result<Decisions, String> {
    let rec = Record::parse(bytes).map_err(|e| e.to_string())?;
    let mut d = Decisions::of::<Hand>("Nos", "chips", rec.players.clone());
    let replayed = replay(&rec).map_err(|(_, f)| f.to_string())?;
    let mut chips = rec.chips.clone();
    for (hi, log) in replayed.session.logs().iter().enumerate() {
        let first = rec.starts_session && hi == 0;
        let mut h = Hand::new(&log.deal, log.on_set, first, &chips, rec.options).map_err(|e| e.to_string())?;
        let mut desk = log.penalties.iter().peekable();
        let acts = &log.actions;
        let mut i = 0;
        while i < acts.len() {
            while let Some(&(_, seat, o)) = desk.next_if(|p| p.0 <= i) {
                h.charge(seat, o).map_err(|e| e.to_string())?;
            }
            let (seat, a) = acts[i];
            let opening = matches!(h.phase(), Phase::Set { .. } | Phase::Announce);
            // The opening is one decision: the set and the game together.
            let run = if opening { opening_run(acts, i) } else { 1 };
            let (choices, played) = if opening { opening_choices(&h, &acts[i..i + run]) } else { plain(&h, a) };
            if choices.len() > 1 {
                // Records leave declines unwritten: count the written actions before.
                let action = acts[..i].iter().filter(|x| x.1 != Action::Decline).count();
                let seen = Seen::new(h.view(seat), &acts[..i]);
                d.push_choices(Place { hand: hi, action, key: (hi, i) }, &h, seen, choices, played);
            }
            for &(s, a) in &acts[i..i + run] {
                h.apply(s, a).map_err(|e| format!("hand {}, action {i}: {e}", hi + 1))?;
            }
            i += run;
        }
        chips = replayed.hands.get(hi).map_or(chips, |s| s.chips.clone());
    }
    Ok(d)
}
/// How many actions from `i` make the opening choice: a draw alone when it is forced
/// (the next state is judged again), else the set and the game.
fn opening_run(acts: &[(Seat, Action)], i: usize) -> usize {
    if acts[i].1 == Action::Draw {
        return 1;
    }
    let seat = acts[i].0;
    let mut n = 0;
    for &(s, a) in &acts[i..] {
        if s != seat || !matches!(a, Action::Set { .. } | Action::Announce(_)) {
            break;
        }
        n += 1;
        if matches!(a, Action::Announce(_)) {
            break;
        }
    }
    n.max(1)
}

fn opening_choices(h: &Hand, run: &[(Seat, Action)]) -> (Vec<Pick>, usize) {
    let listed = choices::of(h);
    let mut set = None;
    let mut game = None;
    for &(_, a) in run {
        match a {
            Action::Set { first, second } => set = Some((first, second)),
            Action::Announce(g) => game = Some(g),
            _ => {}
        }
    }
    let set_tile = h.set_ends().map(|(a, b)| Tile::of(a, b));
    let want = choices::normalize(set, game, set_tile);
    let mut out: Vec<Pick> = listed.iter().map(|&c| Pick::Open(c)).collect();
    let played = match listed.iter().position(|c| (c.set, c.game) == want) {
        Some(p) => p,
        None => {
            // Not among the listed (a draw, or a choice the merging cannot name):
            // judged as written.
            out.push(Pick::Run(run.iter().map(|&(_, a)| a).collect()));
            out.len() - 1
        }
    };
    (out, played)
}

fn plain(h: &Hand, a: Action) -> (Vec<Pick>, usize) {
    let legal = h.legal();
    let out = legal.iter().map(|&x| Pick::Run(vec![x])).collect();
    let played = legal.iter().position(|&x| x == a).unwrap_or(0);
    (out, played)
}
