//! A seat leaving between hands (rulings #42): its settlement is shown and kept in the
//! session's records; play goes on with the others, in a record of its own that starts
//! mid-session, and the session ends when fewer than three remain.

use super::game::Game;
use super::part::{game, NosPart};
use super::popup::Popup;
use crate::core::{chance, Seat, Seats};
use crate::games::nos::deal;
use crate::games::nos::{resolve_tiebreak, Session};
use crate::record::{Leaver, Record};
use crate::tui::kit::dice::dice;
use crate::tui::kit::fit;
use crate::tui::kit::hits::{draw_lines, Hits, Links};
use crate::tui::kit::input::Msg;
use crate::tui::kit::widgets::{bold, keys_line, popup_box};
use crate::tui::table::part::Did;
use crate::tui::table::screen::SitScreen;
use crate::tui::table::sitting::{ClubRefusal, Refused, Why};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};

impl Game {
    /// `seat` leaves, between hands: its settlement, the record of the session so far
    /// (with it), and whether play goes on (three or more remain). When it does, this
    /// game goes on without the seat, from a fresh record that starts mid-session.
    ///
    /// # Errors
    /// The hand is not over.
    pub fn leave(&mut self, seat: Seat) -> Result<(Leaver, Record, bool), Refused> {
        let h = self.hand();
        let Some(counts) = h.counts().map(|c| c.to_vec()) else {
            return Err(Refused::Club(ClubRefusal::BetweenHands));
        };
        let chips = h.chips().to_vec();
        let played = self.hands_before + self.session.logs().len() as u32;
        let leaver = Leaver::new(self.names[seat.index()].clone(), played, chips[seat.index()]);
        self.left.push(leaver.clone());
        let part = self.record();
        let stay: Vec<usize> = (0..self.names.len()).filter(|&i| i != seat.index()).collect();
        // Fewer than three left, or chips past what a hand starts with: the session ends.
        if stay.len() < 3 || self.session.at_limit().is_some() {
            return Ok((leaver, part, false));
        }
        // On set: the loser, or when the loser left, the next-highest count (ties drawn).
        let on_set = match self.next_on_set() {
            Some(s) if s != seat => s,
            _ => {
                let top = stay.iter().map(|&i| counts[i]).max().unwrap_or(0);
                let mut tied = Seats::default();
                stay.iter().filter(|&&i| counts[i] == top).for_each(|&i| tied.insert(Seat(i as u8)));
                let draws = chance::tiebreak(&mut dice(self.seed, u64::MAX - 1 - played as u64), tied);
                resolve_tiebreak(tied, &draws).unwrap_or(Seat(stay[0] as u8))
            }
        };
        let new_on_set = Seat(stay.iter().position(|&i| i == on_set.index()).unwrap_or(0) as u8);
        let seed = self.seed ^ (played as u64 + 1).wrapping_mul(0xA24B_AED4_963E_E407);
        let deal = deal::deal(&mut dice(seed, 1), stay.len());
        let rest: Vec<i32> = stay.iter().map(|&i| chips[i]).collect();
        let session = Session::resume(deal, new_on_set, false, rest, self.session.options)
            .map_err(|e| Refused::Rules(Why::new(e.clone(), format!("the next hand cannot start: {e}"))))?;
        self.names = stay.iter().map(|&i| self.names[i].clone()).collect();
        self.kinds = stay.iter().map(|&i| self.kinds[i]).collect();
        self.seed = seed;
        self.session = session;
        self.hands_before = played;
        self.log.clear();
        self.note_left(&leaver);
        self.note_start();
        Ok((leaver, part, true))
    }

    fn note_left(&mut self, l: &Leaver) {
        let text = format!("{} left the table: {}", l.player, words(l));
        self.log.push((0, crate::tui::kit::words::Line { text, kind: crate::tui::kit::words::LineKind::End }));
    }
}

/// A leaver's settlement in words.
pub fn words(l: &Leaver) -> String {
    let b = match l.balance {
        0 => "even".to_string(),
        b if b > 0 => format!("receives {b}"),
        b => format!("pays {}", -b),
    };
    format!("{} chips, keeps {}, {b} against 500; {} to the side pot", l.chips, l.kept, l.pot)
}

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

/// The settlement with the leavers' remainders in the side pot, which goes to its winner.
pub fn with_leavers(mut s: crate::games::nos::Settlement, left: &[Leaver]) -> crate::games::nos::Settlement {
    let extra: i32 = left.iter().map(|l| l.pot).sum();
    s.pot += extra;
    s.balance[s.pot_winner.index()] += extra;
    s
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

/// Each seat's row of a settlement: its chips, what it keeps, and what it pays or
/// receives; `names` padded alike.
pub fn settle_rows(names: &[String], chips: &[i32], st: &crate::games::nos::Settlement) -> Vec<String> {
    let nw = fit::widest(names);
    let rows = names.iter().enumerate().map(|(i, name)| {
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
        format!("  {} {:>7} {:>7}   {word}{pot}", fit::pad(name, nw), chips[i], st.kept[i])
    });
    rows.collect()
}

pub fn pot_line(names: &[String], st: &crate::games::nos::Settlement) -> String {
    format!(
        "Side pot: {}, won by {} (drawn by lot). Balance: kept chips, plus the pot, less 500.",
        st.pot,
        names[st.pot_winner.index()]
    )
}

pub fn left_line(l: &crate::record::Leaver) -> String {
    format!("{} left after hand {}: {}.", l.player, l.after_hands, words(l))
}

/// The settlement of a session as plain lines, for a table that draws one seat's
/// view ([`crate::tui::table::sitting::Sitting::settlement`]): the same rows as the settlement screen's.
pub fn settlement(
    names: &[String],
    chips: &[i32],
    st: &crate::games::nos::Settlement,
    left: &[crate::record::Leaver],
) -> Vec<String> {
    let mut out = vec!["Settlement: each total rounded down to 20, the remainders to the side pot.".to_string()];
    out.push(format!("  {} {:>7} {:>7}   balance", fit::pad("", fit::widest(names)), "chips", "kept"));
    out.extend(settle_rows(names, chips, st));
    out.push(pot_line(names, st));
    out.extend(left.iter().map(|l| crate::text::safe(&left_line(l)).into_owned()));
    out
}
