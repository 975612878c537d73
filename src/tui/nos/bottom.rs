//! The bottom panel of the table: the acting seat's tiles and what it is asked, or why
//! no hand shows. What the seat may answer is clickable, as are its tiles.

use super::part::{acting, game, options, NosPart, Pick};
use crate::core::Seat;
use crate::games::nos::{Action, Phase};
use crate::tui::kit::fit;
use crate::tui::kit::hits::{Hit, Hits, Links};
use crate::tui::kit::input::Msg;
use crate::tui::kit::panels::{boxed, Tiles};
use crate::tui::kit::widgets::bold;
use crate::tui::table::screen::{SitScreen, Stage};
use crate::tui::table::seat::Kind;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::widgets::Widget;

/// How an answer that can be clicked looks in a sentence.
fn answer() -> Style {
    bold().add_modifier(Modifier::UNDERLINED)
}

/// The bottom panel: the acting seat's hand and what it may do, or why nothing shows.
pub fn bottom(part: &NosPart, s: &SitScreen, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let g = game(s);
    let h = g.hand();
    let name = |s: Seat| g.names[s.index()].clone();
    let shown = acting(s);
    let play = s.stage == Stage::Play && part.view == super::part::View::Table;
    // With one person at the table no hand needs hiding: theirs stays in view while
    // the computer seats play, so they can follow the hand.
    let watcher = match (play, shown) {
        (true, None) if part.coach.is_some() => Some(Seat(0)),
        (true, None) if g.humans() == 1 => g.kinds.iter().position(|k| *k == Kind::Human).map(|i| Seat(i as u8)),
        _ => None,
    };
    let title = match shown.or(watcher) {
        Some(s) => format!(" {}'s tiles ", name(s)),
        None => " Tiles ".into(),
    };
    let block = boxed(title);
    let inner = block.inner(area);
    block.render(area, buf);
    let rows: [Rect; 3] = Layout::vertical([Constraint::Length(1); 3]).areas(inner);
    // What goes on each row; the status, when there is one, takes the last.
    let mut lines: [Option<Links>; 3] = [None, None, None];
    match (s.stage, shown) {
        (_, Some(seat)) if play => {
            let tiles_v: Vec<_> = h.hand(seat).iter().collect();
            let usable = |t| !options(g, t).is_empty();
            let choosing = matches!(part.pick, Pick::Tile);
            let cursor = choosing.then_some(s.cursor);
            // The tiles are clicked only while a tile is what the seat chooses.
            let tile_hits = if choosing { Some(&mut *hits) } else { None };
            Tiles { tiles: &tiles_v, usable: &usable, cursor, pips: s.pips }.draw(rows[0], buf, tile_hits);
            lines[1] = Some(seat_prompt(part, s, seat));
        }
        (Stage::Play, None) if play => {
            if let Some(w) = watcher {
                // Only to follow the hand: these tiles are not the acting seat's.
                let mine: Vec<_> = h.hand(w).iter().collect();
                Tiles { tiles: &mine, usable: &|_| false, cursor: None, pips: s.pips }.draw(rows[0], buf, None);
            }
            if let Some(s) = h.to_act() {
                let text = match g.kind(s) {
                    Kind::Computer(l) => format!("{} (computer, {}) is playing…", name(s), l.name()),
                    Kind::Human => format!("{} is to act.", name(s)),
                };
                lines[1] = Some(Links::new().text(text, bold()));
            }
        }
        (Stage::HandOver(ho), _) => {
            let why = match h.phase() {
                Phase::Declare { .. } => " Each seat in turn: declare doubles?",
                Phase::Immediate { .. } => " Each seat in turn: a double at once on the set tile?",
                _ => "",
            };
            lines[0] = Some(Links::new().text(format!("Every hand is hidden.{why}"), Style::new().fg(Color::DarkGray)));
            let now = s.clock.now();
            let line = ho.line(&name(ho.seat()), now);
            let style = Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD);
            // Clicked only once a click would take it.
            lines[1] = Some(match ho.wait(now) {
                Some(_) => Links::new().text(line, style),
                None => Links::new().link(line, style, Hit::Key(Msg::Enter)),
            });
        }
        (Stage::Summary, _) if part.view == super::part::View::Table => match g.session.at_limit() {
            Some((x, c)) => {
                let why = super::words::limit_words(&g.names[x.index()], c);
                lines[0] = Some(Links::new().text(why, Style::new().fg(Color::Yellow)));
                lines[1] = Some(Links::new().text("The hand is over and so is the session. ", Style::new()).link(
                    "Press Enter for the settlement.",
                    Style::new().add_modifier(Modifier::UNDERLINED),
                    Hit::Key(Msg::Enter),
                ));
            }
            None => {
                lines[1] = Some(Links::new().text("The hand is over. ", Style::new()).link(
                    "Press Enter for the next hand.",
                    Style::new().add_modifier(Modifier::UNDERLINED),
                    Hit::Key(Msg::Enter),
                ));
            }
        },
        _ => {}
    }
    if let Some(st) = &s.status {
        lines[2] = Some(Links::new().text(st.clone(), Style::new().fg(Color::Red).add_modifier(Modifier::BOLD)));
    } else if part.coach.is_some()
        && part.view == super::part::View::Table
        && shown.is_some()
        && matches!(h.phase(), Phase::Set { .. } | Phase::Announce)
    {
        let hint = "Practice: choose as at the table; the result shows how your choice ranks.";
        lines[2] = Some(Links::new().text(hint, Style::new().fg(Color::Cyan)));
    } else if let (true, Some(seat)) = (play, shown) {
        // What the question above means, for a newcomer.
        let placing = s.place.is_some();
        // Announcing, the list explains each game; what a newcomer lacks is which
        // to choose, and the advice is a key away.
        let advice = matches!(h.phase(), Phase::Announce) && part.advisable(s).is_some();
        let why = super::explain::explain(h, seat, placing)
            .or_else(|| advice.then(|| "Not sure which? a: every game ranked by the chips it wins.".to_string()));
        if let Some(why) = why {
            lines[2] = Some(Links::new().text(why, Style::new().fg(Color::DarkGray)));
        }
    }
    for (l, row) in lines.into_iter().zip(rows) {
        if let Some(l) = l {
            l.draw(row, buf, hits);
        }
    }
}

/// What the acting seat is asked, in one line, its answers clickable.
fn seat_prompt(part: &NosPart, screen: &SitScreen, s: Seat) -> Links {
    let g = game(screen);
    let h = g.hand();
    let legal = h.legal();
    if let Some((opts, cursor)) = &screen.place {
        let tile = opts.first().and_then(|c| c.tile).map(|t| t.to_string()).unwrap_or_default();
        let mut l = Links::new().text(format!("{tile}: "), bold());
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
            let st = if i == *cursor {
                Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD)
            } else {
                Style::new()
            };
            let text = format!("{text:<width$}");
            l = match char::from_digit(i as u32 + 1, 10) {
                Some(d) => l.link(text, st, Hit::Key(Msg::Char(d))),
                None => l.text(text, st),
            };
            l = l.text(" ", Style::new());
        }
        return l;
    }
    let say = |text: &str| Links::new().text(text.to_string(), bold());
    let key = |m: Msg| Hit::Key(m);
    // The one answer the rules leave is made for the seat: said, not asked.
    let made = screen.one_answer();
    match h.phase() {
        Phase::Set { drawn: Some(t) } if made => say(&format!("You drew {t}: it is set for you.")),
        Phase::Set { .. } if made && legal.contains(&Action::Draw) => {
            say("You are on set and hold no double: a tile is drawn for you to set.")
        }
        Phase::Set { drawn: Some(t) } => {
            say(&format!("You drew {t}: ")).link("set it (Enter on it)", answer(), key(Msg::Enter)).text(".", bold())
        }
        Phase::Set { .. } if legal.contains(&Action::Draw) => say("You are on set and hold no double: ")
            .link("draw (d)", answer(), key(Msg::Char('d')))
            .text(" and set the tile drawn.", bold()),
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
                    .link("y: declare", answer(), key(Msg::Char('y')))
                    .text(", ", bold())
                    .link("n: no", answer(), key(Msg::Char('n')))
            } else {
                say(&format!(
                    "You hold {k} double{}, too few to declare: nothing to answer.",
                    if k == 1 { "" } else { "s" }
                ))
            }
        }
        Phase::Immediate { .. } if legal.len() > 1 => say(
            "Play a double at once on the set tile? Choose it and Enter, or ",
        )
        .link("n: no", answer(), key(Msg::Char('n'))),
        Phase::Immediate { .. } => say("No double of yours can go on the set tile at once: nothing to answer."),
        // Offered for a moment after the play, not asked: the turn passes by itself.
        Phase::AfterPlay { .. } => say("Played. You may still ")
            .link("say \"I close\" (c)", answer(), key(Msg::Char('c')))
            .text("; ", bold())
            .link("Enter: pass the turn", answer(), key(Msg::Enter))
            .text(".", bold()),
        Phase::Turn { .. } if made && legal.contains(&Action::Wait) => {
            say("A double of yours went on the set tile at once: you wait this turn.")
        }
        Phase::Turn { .. } if legal.contains(&Action::Wait) => say("A double of yours went on the set tile at once: ")
            .link("say \"I wait\" (w)", answer(), key(Msg::Char('w'))),
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
                    say(&what).link("c: play and close", answer(), key(Msg::Char('c'))).text(".", bold())
                }
                (false, true, _) if made => say(&format!("{drew}Your turn: nothing fits: a tile is drawn for you.")),
                (false, false, true) if made => say(&format!("{drew}Nothing fits and the last two stay: you pass.")),
                (false, true, _) => say(&format!("{drew}Your turn: nothing fits. "))
                    .link("Draw a tile (d)", answer(), key(Msg::Char('d')))
                    .text(".", bold()),
                (false, false, true) => say(&format!("{drew}Your turn: nothing fits and only the last two are left: "))
                    .link("pass (p)", answer(), key(Msg::Char('p')))
                    .text(".", bold()),
                _ => say(&format!("{drew}Your turn.")),
            }
        }
        Phase::Over { .. } => Links::new(),
    }
}
