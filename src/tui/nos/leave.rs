//! A seat leaving between hands (rulings #42), chosen in its box, and the settlement
//! in words: what the seat leaving settles, and the session's end
//! ([`crate::record::leaving`] keeps the rules of it).

use super::part::{game, NosPart};
use super::popup::Popup;
use crate::core::Seat;
use crate::games::nos::Settlement;
use crate::record::leaving::words;
use crate::record::played::Game;
use crate::record::Leaver;
use crate::tui::kit::fit;
use crate::tui::kit::hits::{draw_lines, Hits, Links};
use crate::tui::kit::input::Msg;
use crate::tui::kit::widgets::{bold, keys_line, popup_box};
use crate::tui::table::part::Did;
use crate::tui::table::screen::SitScreen;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};

impl NosPart {
    /// A key on the box choosing who leaves, between hands.
    pub(super) fn leave_key(&mut self, s: &mut SitScreen, cursor: usize, m: Msg) -> Did {
        let n = game(s).names.len();
        match m {
            Msg::Up => self.popup = Some(Popup::Leave(cursor.checked_sub(1).unwrap_or(n - 1))),
            Msg::Down => self.popup = Some(Popup::Leave((cursor + 1) % n)),
            Msg::Char(c @ '1'..='9') if (c as usize - '1' as usize) < n => {
                return self.leave_key(s, c as usize - '1' as usize, Msg::Enter)
            }
            Msg::Enter => {
                self.popup = None;
                let Some(club) = s.sit.club_mut() else { return Did::Yes };
                match club.leave(Seat(cursor as u8)) {
                    Err(e) => s.status = Some(e.to_string()),
                    Ok(left) if left.goes_on => {
                        let kept = match (&left.part, s.store.as_ref().filter(|_| s.saves)) {
                            (Some((what, text)), Some(st)) => st.data.keep(what, text).map(|_| ()),
                            _ => Ok(()),
                        };
                        let said = left.said.replacen(" left the table: ", " left: ", 1);
                        s.status = Some(match kept {
                            Err(e) => e,
                            Ok(()) => format!("{said}."),
                        });
                        self.popup = Some(Popup::Left);
                        return Did::After;
                    }
                    // Fewer than three remain: the others settle; the record, with the
                    // leaver, is kept.
                    Ok(_) => self.settle(s),
                }
            }
            Msg::Back | Msg::Char('n') | Msg::Char('q') | Msg::Char('x') => self.popup = None,
            _ => {}
        }
        Did::Yes
    }
}

/// The box choosing who leaves.
pub fn chooser(g: &Game, cursor: usize, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let n = g.names.len();
    let w = area.width.min(78).saturating_sub(2) as usize;
    let names = fit::names(&g.names, 20);
    let nw = fit::widest(&names);
    let mut lines = vec![Links::new().text("Between hands any seat may leave; its chips are settled now.", bold())];
    for (i, name) in g.names.iter().enumerate() {
        let l = Leaver::new(name.clone(), 0, g.hand().chips()[i]);
        let st = if i == cursor { Style::new().add_modifier(Modifier::REVERSED) } else { Style::new() };
        let text = format!("{} {}  {}", i + 1, fit::pad(&names[i], nw), words(&l));
        // What the seat would take away, whole: under its name when it is long.
        for part in fit::hang(&text, w, nw + 4) {
            lines.push(Links::new().link(
                part,
                st,
                crate::tui::kit::hits::Hit::Key(Msg::Char(char::from(b'1' + i as u8))),
            ));
        }
    }
    let rest = if n - 1 < 3 {
        "then the session ends (fewer than three remain)"
    } else if g.session.at_limit().is_some() {
        "then the session ends (no hand starts with chips this far out)"
    } else {
        "the others play on"
    };
    // Wrapped whole: the reason the session ends is the point of the line.
    for l in fit::hang(&format!("Enter: that seat leaves; {rest}."), w, 0) {
        lines.push(Links::new().text(l, Style::new()));
    }
    lines.push(Links::new());
    lines.push(keys_line(&[
        ("↑↓", "choose", &[Msg::Up, Msg::Down]),
        ("Enter", "leaves", &[Msg::Enter]),
        ("Esc", "back", &[Msg::Back]),
    ]));
    let inner = popup_box(area, 78, lines.len() as u16 + 2, "A seat leaves the table", buf);
    draw_lines(lines, inner, buf, hits);
}

/// The settlement of a session as plain lines, for the table's end box
/// ([`crate::tui::table::sitting::Club::settlement`]), at this keyboard and over the
/// network alike: the chips past the limit, each seat's chips, what it keeps and its
/// balance (the names padded alike), the side pot, and who left with what.
pub fn settlement(names: &[String], chips: &[i32], st: &Settlement, left: &[Leaver]) -> Vec<String> {
    let past = crate::games::nos::chips::past(chips);
    let mut out: Vec<String> =
        past.map(|(seat, c)| crate::games::nos::words::limit_words(&names[seat.index()], c)).into_iter().collect();
    out.push("Each total is rounded down to 20; the remainders go to the side pot.".into());
    let nw = fit::widest(names);
    out.push(format!("  {} {:>7} {:>7}   balance", fit::pad("", nw), "chips", "kept"));
    for (i, name) in names.iter().enumerate() {
        let word = match st.balance[i] {
            0 => "even".to_string(),
            b if b > 0 => format!("receives {b}"),
            b => format!("pays {}", -b),
        };
        let pot = if i == st.pot_winner.index() && st.pot > 0 {
            format!(" (with the pot of {})", st.pot)
        } else {
            String::new()
        };
        out.push(format!("  {} {:>7} {:>7}   {word}{pot}", fit::pad(name, nw), chips[i], st.kept[i]));
    }
    let winner = &names[st.pot_winner.index()];
    out.push(format!(
        "Side pot: {}, won by {winner} (drawn by lot). Balance: kept chips, plus the pot, less 500.",
        st.pot
    ));
    out.extend(left.iter().map(|l| format!("{} left after hand {}: {}.", l.player, l.after_hands, words(l))));
    out.into_iter().map(|l| crate::text::safe(&l).into_owned()).collect()
}
