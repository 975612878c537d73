//! The bottom of Nos's table, in Nos's words at this keyboard (the table screen draws
//! it): what the acting seat is asked, its answers clickable, and the line under it.

use super::part::{acting, game, options, NosPart, Pick, View};
use crate::core::Seat;
use crate::games::nos::{Action, Phase};
use crate::tui::kit::fit;
use crate::tui::kit::input::Msg;
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

/// What the acting seat is asked, in one line, its answers clickable.
pub fn prompt(part: &NosPart, screen: &SitScreen, s: Seat) -> Prompt {
    let g = game(screen);
    let h = g.hand();
    let legal = h.legal();
    if let Some((opts, cursor)) = &screen.place {
        let tile = opts.first().and_then(|c| c.tile).map(|t| t.to_string()).unwrap_or_default();
        let mut l = Prompt::say(format!("{tile}: "));
        let options: Vec<Action> = opts.iter().filter_map(|c| c.act.get::<Action>()).collect();
        // Short, and as wide as the widest: four places fit in 80 columns.
        let texts: Vec<String> = options
            .iter()
            .enumerate()
            .map(|(i, a)| match a {
                Action::Play { at, open, .. } => format!("[{}] {at}, {open} open", i + 1),
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
        return l;
    }
    let say = |text: &str| Prompt::say(text);
    // The one answer the rules leave is made for the seat: said, not asked.
    let made = screen.one_answer();
    match h.phase() {
        Phase::Set { drawn: Some(t) } if made => say(&format!("You drew {t}: it is set for you.")),
        Phase::Set { .. } if made && legal.contains(&Action::Draw) => {
            say("You are on set and hold no double: a tile is drawn for you to set.")
        }
        Phase::Set { drawn: Some(t) } => {
            say(&format!("You drew {t}: ")).answer("set it (Enter on it)", Msg::Enter).then(".")
        }
        Phase::Set { .. } if legal.contains(&Action::Draw) => say("You are on set and hold no double: ")
            .answer("draw (d)", Msg::Char('d'))
            .then(" and set the tile drawn."),
        Phase::Set { .. } => match legal.iter().filter_map(|a| a.tile()).collect::<Vec<_>>().as_slice() {
            // The first hand is set with the highest double in play, and no other.
            [t] if made => say(&format!("You are on set: {t}, the one double you may set, is set for you.")),
            [t] if g.hand_no() == 0 => say(&format!("You are on set: set the highest double, {t} (Enter on it).")),
            _ => say("You are on set: choose a double and press Enter to set it."),
        },
        Phase::Announce if matches!(part.pick, Pick::Form(_)) => {
            say("Name the game's choices (↑↓ ←→, or click ◂ ▸), then announce it (Enter).")
        }
        Phase::Announce => say("Announce the game: choose it (↑↓ or a click), then Enter or click it again."),
        Phase::Declare { .. } => {
            let (k, pay) = h.declare_amount(s);
            if pay > 0 {
                say(&format!("Declare your {k} doubles? Each other seat pays you {pay}. "))
                    .answer("y: declare", Msg::Char('y'))
                    .then(", ")
                    .answer("n: no", Msg::Char('n'))
            } else {
                say(&format!(
                    "You hold {k} double{}, too few to declare: nothing to answer.",
                    if k == 1 { "" } else { "s" }
                ))
            }
        }
        Phase::Immediate { .. } if legal.len() > 1 => {
            say("Play a double at once on the set tile? Choose it and Enter, or ").answer("n: no", Msg::Char('n'))
        }
        Phase::Immediate { .. } => say("No double of yours can go on the set tile at once: nothing to answer."),
        // Offered for a moment after the play, not asked: the turn passes by itself.
        Phase::AfterPlay { .. } => say("Played. You may still ")
            .answer("say \"I close\" (c)", Msg::Char('c'))
            .then("; ")
            .answer("Enter: pass the turn", Msg::Enter)
            .then("."),
        Phase::Turn { .. } if made && legal.contains(&Action::Wait) => {
            say("A double of yours went on the set tile at once: you wait this turn.")
        }
        Phase::Turn { .. } if legal.contains(&Action::Wait) => {
            say("A double of yours went on the set tile at once: ").answer("say \"I wait\" (w)", Msg::Char('w'))
        }
        Phase::Turn { .. } => {
            let plays = legal.iter().any(|a| matches!(a, Action::Play { .. }));
            let drew = g.just_drawn(s).map(|t| format!("You drew {t}. ")).unwrap_or_default();
            match (plays, legal.contains(&Action::Draw), legal.contains(&Action::Pass)) {
                // Closing goes with the play, one key instead of Enter: never a
                // question of its own after every play.
                (true, _, _) => {
                    // A tile just drawn that fits is said so: drawing on would be by
                    // choice, and a newcomer pressing d again draws one too many.
                    let fits = g.just_drawn(s).is_some_and(|t| !options(g, t).is_empty());
                    let what = match (drew.is_empty(), fits) {
                        // Closing is said with the last tile or not at all: no moment
                        // to close comes after it.
                        (true, _) if h.hand_len(s) == 1 => "Your last tile: Enter plays it; ".to_string(),
                        (true, _) => "Your turn: Enter plays the chosen tile (marked • fit); ".to_string(),
                        (false, true) => format!("{}, and it fits: Enter plays it; ", drew.trim_end_matches(". ")),
                        (false, false) => format!("{drew}Your turn: Enter plays the chosen tile; "),
                    };
                    say(&what).answer("c: play and close", Msg::Char('c')).then(".")
                }
                (false, true, _) if made => say(&format!("{drew}Your turn: nothing fits: a tile is drawn for you.")),
                (false, false, true) if made => say(&format!("{drew}Nothing fits and the last two stay: you pass.")),
                (false, true, _) => {
                    say(&format!("{drew}Your turn: nothing fits. ")).answer("Draw a tile (d)", Msg::Char('d')).then(".")
                }
                (false, false, true) => say(&format!("{drew}Your turn: nothing fits and only the last two are left: "))
                    .answer("pass (p)", Msg::Char('p'))
                    .then("."),
                _ => say(&format!("{drew}Your turn.")),
            }
        }
        Phase::Over { .. } => Prompt::default(),
    }
}
