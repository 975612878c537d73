//! The bottom of Nos's table, in Nos's words at this keyboard (the table screen draws
//! it): what the acting seat is asked, its answers clickable, and the line under it.

use super::part::{acting, game, options, NosPart, Pick, View};
use crate::core::Seat;
use crate::games::nos::{Action, Phase};
use crate::tui::kit::fit;
use crate::tui::kit::input::Msg;
use crate::tui::table::prompt::drew;
use crate::tui::table::screen::{SitScreen, Stage};
use crate::tui::table::sitting::Prompt;

/// The line under the question: what a hand-over is for, the session's end, practice,
/// what the question means.
pub fn note(part: &NosPart, s: &SitScreen) -> Option<String> {
    let g = game(s);
    let h = g.hand();
    match s.stage {
        Stage::HandOver(_) => match h.phase() {
            Phase::Declare { .. } => Some("Each seat in turn: declare doubles?".into()),
            Phase::Immediate { .. } => Some("Each seat in turn: a double at once on the set tile?".into()),
            _ => None,
        },
        Stage::Summary => {
            g.session.at_limit().map(|(x, c)| crate::games::nos::words::limit_words(&g.names[x.index()], c))
        }
        Stage::Play if part.view == View::Table => {
            let seat = acting(s)?;
            if part.coach.is_some() && matches!(h.phase(), Phase::Set { .. } | Phase::Announce) {
                return Some("Practice: choose as at the table; the result shows how your choice ranks.".into());
            }
            // Announcing, the list explains each game; what a newcomer lacks is which
            // to choose, and the advice is a key away.
            let advice = matches!(h.phase(), Phase::Announce) && part.advisable(s).is_some();
            crate::games::nos::explain::explain(h, seat, s.place.is_some())
                .or_else(|| advice.then(|| "Not sure which? a: every game ranked by the chips it wins.".to_string()))
        }
        _ => None,
    }
}

/// What the acting seat is asked where this keyboard asks it otherwise than the
/// network does (the game's own words, `Sitting::prompt`, being the rest): the places
/// of the chosen tile on the line itself, the announcement's form, and a tile played
/// and closed in one step with `c`.
pub fn prompt(part: &NosPart, screen: &SitScreen, s: Seat) -> Option<Prompt> {
    let g = game(screen);
    let h = g.hand();
    let legal = h.legal();
    if let Some((opts, cursor)) = &screen.place {
        let tile = opts.first().and_then(|c| c.tile).map(|t| t.to_string()).unwrap_or_default();
        // After `c` the play closes too: said, so that the key is seen to be taken.
        let then = if part.close_next { ", then \"I close\"" } else { "" };
        let mut l = Prompt::say(format!("{tile}{then}: "));
        let options: Vec<Action> = opts.iter().filter_map(|c| c.act.get::<Action>()).collect();
        // Short, as wide as the widest (four fit in 80 columns); a double's pay on the predecessor's tile said.
        let paid = |a| Some(h.double_pay(s, a)).filter(|&n| n > 0).map(|n| format!(", paid {n}")).unwrap_or_default();
        let texts: Vec<String> = options
            .iter()
            .enumerate()
            .map(|(i, a)| match a {
                Action::Play { at, open, .. } => format!("[{}] {at}, {open} open{}", i + 1, paid(*a)),
                Action::Set { first, second } => format!("[{}] {first} on W, {second} on E", i + 1),
                other => format!("[{}] {other}", i + 1),
            })
            .collect();
        let width = texts.iter().map(|t| fit::width(t)).max().unwrap_or(0);
        for (i, text) in texts.into_iter().enumerate() {
            let key = char::from_digit(i as u32 + 1, 10).map_or(Msg::Enter, Msg::Char);
            l = l.answer(format!("{text:<width$}"), key).then(" ");
            if let Some(p) = l.0.iter_mut().rev().nth(1) {
                p.marked = i == *cursor;
            }
        }
        return Some(l);
    }
    if matches!(part.pick, Pick::Form(_)) && h.phase() == Phase::Announce {
        return Some(Prompt::say("Name the game's choices (↑↓ ←→, or click ◂ ▸), then announce it (Enter)."));
    }
    let plays = legal.iter().any(|a| matches!(a, Action::Play { .. }));
    if !matches!(h.phase(), Phase::Turn { .. }) || !plays || legal.contains(&Action::Wait) {
        // Every other question in the game's own words, as over the network.
        return None;
    }
    // A tile to play: here closing goes with the play, one key instead of Enter, never
    // a question of its own after every play (over the network it is asked after).
    // What the seat drew in this turn, told once it has the keyboard (at a table of
    // people the draws were made on the table's screen): "You drew 2-3 and 4-6; 4-6
    // fits". A tile just drawn that fits is said so: drawing on would be by choice,
    // and a newcomer pressing d again draws one too many.
    let drawn = super::sit::drawn_in_turn(g, s);
    let fits = drawn.last().is_some_and(|t| !options(g, *t).is_empty());
    let what = match (drew(&drawn, |t| !options(g, t).is_empty()), fits) {
        // Closing is said with the last tile or not at all: no moment to close comes
        // after it.
        (None, _) if h.hand_len(s) == 1 => "Your last tile: Enter plays it; ".to_string(),
        (None, _) => "Your turn: Enter plays the chosen tile (marked • fit); ".to_string(),
        (Some(d), true) => format!("{d}: Enter plays it; "),
        (Some(d), false) => format!("{d}. Your turn: Enter plays the chosen tile; "),
    };
    Some(Prompt::say(what).answer("c: play and close", Msg::Char('c')).then("."))
}
