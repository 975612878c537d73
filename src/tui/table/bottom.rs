//! The bottom of the table screen: the shown hand (on two lines where it is long),
//! what happens now in a sentence whose answers are clickable, and under it the last
//! thing said or what the question means.

use super::screen::{Own, SitScreen, Stage};
use super::sitting::Prompt;
use crate::core::seat::Seat;
use crate::tui::kit::fit;
use crate::tui::kit::hits::{draw_lines, Hit, Hits, Links};
use crate::tui::kit::input::Msg;
use crate::tui::kit::panels::{boxed, Tiles};
use crate::tui::kit::widgets::bold;
use crate::tui::table::seat::Kind;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::widgets::{Paragraph, Widget};

/// The bottom: the shown hand, what happens now (its answers clickable), and under it
/// the last sentence, or what the question means.
pub(super) fn hand_box(s: &SitScreen, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let sit = &*s.sit;
    let title = match s.shown_seat() {
        Some(seat) => format!(" {}'s hand ", sit.names()[seat.index()]),
        None => " Hand hidden ".into(),
    };
    let block = boxed(title);
    let inner = block.inner(area);
    block.render(area, buf);
    let rows: [Rect; 3] = Layout::vertical([Constraint::Length(1); 3]).areas(inner);
    let tiles = s.hand_tiles();
    let choices = sit.choices();
    // A part choosing from a list of its own (Nos's games to announce) takes no tile.
    let listing = s.part.as_ref().is_some_and(|p| p.chooses(s));
    let choosing = s.choosing() && !listing;
    // The tiles stay marked while a move is made for the seat whose hand shows.
    let own = s.stage == Stage::Play && s.shown_seat().is_some() && s.shown_seat() == sit.to_act();
    let marked = choosing || (own && !listing && s.one_answer());
    let usable = |t| marked && choices.iter().any(|c| c.tile == Some(t));
    // A hand too long for one line (15 tiles of the larger sets in 80 columns) takes
    // two; what happens now then shares the third with what was said last.
    let mut two = false;
    if !tiles.is_empty() {
        // The cursor only where the seat chooses a tile: not on a move made for it, a
        // question with one answer, a question with no tile in it, or another's turn.
        let picks = choosing && !s.one_answer() && choices.iter().any(|c| c.tile.is_some());
        let cursor = picks.then(|| sit.chosen().unwrap_or(s.cursor));
        let row = Tiles { tiles: &tiles, usable: &usable, cursor, pips: s.pips };
        let lines = row.lines(inner.width, 2);
        two = lines > 1;
        row.draw(Rect { height: lines, ..rows[0] }, buf, choosing.then_some(&mut *hits));
    }
    let rows = if two { [rows[2], rows[2], rows[2]] } else { rows };
    let mut line = Links::new();
    for p in prompt(s).0 {
        let st = match (p.marked, p.key) {
            (true, _) => Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD),
            (false, Some(_)) => bold().add_modifier(Modifier::UNDERLINED),
            (false, None) => bold(),
        };
        line = match p.key {
            Some(k) => line.link(p.text, st, Hit::Key(k)),
            None => line.text(p.text, st),
        };
    }
    let under = match &s.status {
        // Said on the line above already.
        Some(_) if said_on_line(s) => None,
        Some(st) => Some((st.clone(), Color::Yellow)),
        None if two => None,
        // A question too long for its row (a network seat's "Your turn: " before it,
        // the eight places of a matador at 80 columns) is worth more than what the
        // question means: it takes that row.
        None if line.width() > rows[1].width => None,
        None => s
            .part
            .as_ref()
            .and_then(|p| p.note(s))
            .or_else(|| sit.asked().filter(|_| choosing))
            .map(|w| (w, Color::DarkGray)),
    };
    if !two && under.is_none() && line.width() > rows[1].width {
        // A question too long for its row takes the row under it.
        draw_lines(line.wrap(rows[1].width), Rect { height: 2, ..rows[1] }, buf, hits);
    } else if !(two && under.is_some()) {
        line.draw(rows[1], buf, hits);
    }
    if let Some((text, colour)) = under {
        // What the question above means, for a newcomer.
        let text = fit::cut(&text, inner.width as usize);
        Paragraph::new(text).style(Style::new().fg(colour)).render(rows[2], buf);
    }
}

/// What happens now, in a sentence for the bottom, its answers clickable.
fn prompt(s: &SitScreen) -> Prompt {
    let sit = &*s.sit;
    let choices = sit.choices();
    let choosing = s.choosing();
    let name = |seat: Seat| sit.names()[seat.index()].clone();
    let over = format!("The {} is over", sit.deal_name().word());
    // The game's words for the seat whose hand shows and acts (its part's first).
    let asked = || {
        let seat = sit.to_act().filter(|x| s.shown_seat() == Some(*x) && s.stage == Stage::Play)?;
        let by_part = s.part.as_ref().and_then(|p| p.prompt(s));
        let p = by_part.or_else(|| sit.prompt(s.one_answer())).filter(|_| sit.kinds()[seat.index()] == Kind::Human)?;
        // With no hand-over to say so, a seat of its own is told first that the turn
        // is his: "Your turn: you are on set: ...".
        Some(if s.own == Own::Hot || p.text().starts_with("Your turn") { p } else { your_turn(p) })
    };
    let text = match (s.stage, sit.to_act()) {
        (Stage::HandOver(h), _) => {
            // The same words in every game; clicked only once a click would take it.
            let now = s.clock.now();
            let line = h.line(&name(h.seat()), now);
            let p = Prompt::say("Every hand is hidden. ");
            return if h.wait(now).is_some() { p.then(line) } else { p.answer(line, Msg::Enter) };
        }
        (Stage::Summary | Stage::Over, _) if s.glance => {
            format!("{over}: see the table and the log, then Enter for the count.")
        }
        (Stage::Summary | Stage::Over, _) if s.lesson.is_some() => format!("{over}: Enter, the next lesson."),
        // The session's last hand: Enter ends it (a club's game settles its chips).
        (Stage::Summary, _) if sit.match_over() => {
            return Prompt::say(format!("{over}, and so is the session. "))
                .answer("Press Enter for the settlement.", Msg::Enter)
        }
        (Stage::Summary, _) if s.undo.is_some() => {
            format!("{over}: Enter deals the next, u takes your play back.")
        }
        // At a network table Enter says one is ready; the hand is dealt when all are.
        (Stage::Summary, _) if s.own != Own::Hot => format!("{over}: Enter when you are ready for the next."),
        (Stage::Summary, _) => return Prompt::say(format!("{over}: ")).answer("Enter deals the next.", Msg::Enter),
        (Stage::Over, _) => format!("{}.", super::draw::over_words(sit)),
        (_, Some(_)) if asked().is_some() => return asked().unwrap_or_default(),
        // A move the rules force, which a person at a table of people makes himself.
        (_, Some(_)) if choosing && choices.len() == 1 && choices[0].forced => match choices[0].key {
            Some(k) => format!("Your turn: nothing can be played: {} ({k}).", choices[0].label),
            None => format!("Your turn: {}.", choices[0].label),
        },
        // Nos's words, in every game: "Your turn: choose a tile (marked • fit) and
        // press Enter", the seat named as the hand box above names it.
        (_, Some(_)) if choosing && sit.on_table() => {
            "Your turn: move the tile (· where it fits), r turns it, and press Enter.".into()
        }
        (_, Some(_)) if choosing => {
            let keys: Vec<String> =
                choices.iter().filter_map(|c| c.key.map(|k| format!("{} ({k})", c.label))).collect();
            let or = if keys.is_empty() { String::new() } else { format!(", or {}", keys.join(", or ")) };
            if choices.iter().any(|c| c.tile.is_some()) {
                format!("Your turn: choose a tile (marked • fit) and press Enter{or}.")
            } else if keys.is_empty() {
                "Your turn: choose in the list (↑↓ or a click), then Enter.".into()
            } else {
                format!("Your turn: {}.", keys.join(", or "))
            }
        }
        (_, Some(seat)) if sit.kinds()[seat.index()] != Kind::Human && s.undo.is_some() => {
            format!("{} (computer) is thinking… u takes your play back", name(seat))
        }
        (_, Some(seat)) if sit.kinds()[seat.index()] != Kind::Human => {
            format!("{} (computer) is thinking…", name(seat))
        }
        // The one answer, made for the seat on its own screen once it took the keyboard.
        (_, Some(seat)) if s.due.is_some() && s.shown_seat() == Some(seat) && s.one_answer() => match choices.first() {
            Some(c) => format!("Your turn: nothing can be played: {}, made for you.", c.label),
            None => String::new(),
        },
        // A move made on the table's own screen (a forced pass or draw among people):
        // what is made, said once, here ("Ann cannot play: draw; a moment…").
        (_, Some(_)) if said_on_line(s) => format!("{}; a moment…", s.status.clone().unwrap_or_default()),
        (_, Some(seat)) if s.due.is_some() => format!("{} has no choice: a moment…", name(seat)),
        // Another player's turn at a network table: the table waits for him.
        (_, Some(seat)) if s.own != Own::Hot => format!("Waiting for {}…", name(seat)),
        (_, Some(seat)) => format!("{} acts.", name(seat)),
        (_, None) => String::new(),
    };
    Prompt::say(text)
}

/// Whether the line of what happens now says the last sentence: a person's move made
/// on the clock with no hand shown, which the sentence names ("Ann cannot play: pass").
fn said_on_line(s: &SitScreen) -> bool {
    let Some(seat) = s.sit.to_act().filter(|_| s.stage == Stage::Play && s.due.is_some()) else { return false };
    let name = &s.sit.names()[seat.index()];
    s.sit.kinds()[seat.index()] == Kind::Human
        && s.shown_seat() != Some(seat)
        && s.status.as_ref().is_some_and(|st| st.starts_with(&format!("{name} ")))
}

/// "Your turn: " before a question, its first letter made small.
fn your_turn(mut p: Prompt) -> Prompt {
    if let Some(first) = p.0.first_mut() {
        let mut cs = first.text.chars();
        let head: String = cs.next().map(|c| c.to_lowercase().collect()).unwrap_or_default();
        first.text = format!("Your turn: {head}{}", cs.as_str());
    }
    p
}
