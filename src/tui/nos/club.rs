//! The club at the table: the warning before a seat commits an offence (strict mode),
//! and the penalty desk for the offences only the table sees. Their keys, and their
//! boxes.

use super::part::{game, game_mut, NosPart};
use super::popup::Popup;
use crate::core::{Seat, Tile};
use crate::games::nos::{Action, Offence, Penalty};
use crate::record::played::Game;
use crate::tui::kit::hits::{Hit, Hits, Links};
use crate::tui::kit::input::Msg;
use crate::tui::kit::widgets::{bold, keys_line, popup_box, Key};
use crate::tui::table::part::Did;
use crate::tui::table::screen::SitScreen;
use crate::tui::table::sitting::Act;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};

/// Where the penalty desk stands: choosing the offence, then the offender, then (for
/// a tile played out of turn) the tile, typed by its two numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Desk {
    /// The offence chosen, once it is.
    pub offence: Option<Offence>,
    pub cursor: usize,
    /// P16: the seat that played out of turn, once chosen.
    pub seat: Option<Seat>,
    /// P16: the tile's first number, once typed.
    pub first: Option<u8>,
}

impl NosPart {
    /// A key on the warning before an offence: y commits it, n leaves it undone.
    pub(super) fn offence_key(&mut self, s: &mut SitScreen, a: Action, m: Msg) -> Did {
        match m {
            Msg::Char('y') => {
                self.popup = None;
                self.confirmed = Some(a);
                return Did::Take(Act::new(a));
            }
            Msg::Char('n') | Msg::Back | Msg::Char('q') => {
                self.popup = None;
                s.place = None;
                s.status = Some("Not done: nobody is fined.".into());
            }
            _ => {}
        }
        Did::Yes
    }

    /// A key at the penalty desk.
    pub(super) fn desk_key(&mut self, s: &mut SitScreen, d: Desk, m: Msg) {
        let g = game(s);
        let n = g.n() as usize;
        let list = g.desk_list();
        let rows = if d.offence.is_some() { n } else { list.len() };
        let mut d = d;
        if let Some(seat) = d.seat {
            return self.p16_tile_key(s, d, seat, m);
        }
        match m {
            Msg::Up => d.cursor = d.cursor.checked_sub(1).unwrap_or(rows - 1),
            Msg::Down => d.cursor = (d.cursor + 1) % rows,
            Msg::Char(c @ '1'..='9') if (c as usize - '1' as usize) < rows => {
                d.cursor = c as usize - '1' as usize;
                return self.desk_key(s, d, Msg::Enter);
            }
            Msg::Enter => match d.offence {
                None => d = Desk { offence: Some(list[d.cursor]), ..Desk::default() },
                Some(Offence::P16) => d = Desk { seat: Some(Seat(d.cursor as u8)), ..d },
                Some(o) => {
                    match game_mut(s).charge(Seat(d.cursor as u8), o).map_err(|r| game(s).say(&r)) {
                        Ok(()) => {
                            s.status = Some(format!(
                                "Charged: {} ({}). Press f then u to take it back before the next action.",
                                o.words(),
                                o.code()
                            ));
                            self.popup = None;
                            s.save();
                        }
                        Err(e) => s.status = Some(e),
                    }
                    return;
                }
            },
            Msg::Char('u') => {
                s.status = Some(match game_mut(s).undo_charge() {
                    Ok(()) => "The last penalty is taken back.".into(),
                    Err(e) => game(s).say(&e),
                });
                self.popup = None;
                s.save();
                return;
            }
            Msg::Back if d.offence.is_some() => d = Desk::default(),
            Msg::Back | Msg::Char('f') | Msg::Char('q') => {
                self.popup = None;
                return;
            }
            _ => {}
        }
        self.popup = Some(Popup::Desk(d));
    }

    /// P16's last step: the tile played out of turn, typed as two numbers.
    fn p16_tile_key(&mut self, s: &mut SitScreen, d: Desk, seat: Seat, m: Msg) {
        let mut d = d;
        match m {
            Msg::Char(c @ '0'..='6') => {
                let v = c as u8 - b'0';
                match d.first {
                    None => d.first = Some(v),
                    Some(a) => {
                        let tile = Tile::of(a, v);
                        match game_mut(s).play_out_of_turn(seat, tile) {
                            Ok(()) => {
                                s.status = Some(format!(
                                    "Charged: {tile} out of turn (P16), face up. f then u takes it back before the next action."
                                ));
                                self.popup = None;
                                s.save();
                                return;
                            }
                            Err(e) => {
                                s.status = Some(e);
                                d.first = None;
                            }
                        }
                    }
                }
            }
            Msg::Back if d.first.is_some() => d.first = None,
            Msg::Back => d = Desk { seat: None, first: None, ..d },
            Msg::Char('q') | Msg::Char('f') => {
                self.popup = None;
                return;
            }
            _ => {}
        }
        self.popup = Some(Popup::Desk(d));
    }
}

/// The warning before an offence: what it is and what it costs.
pub fn warning(g: &Game, a: Action, p: &Penalty, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let inner = popup_box(area, 68, 8, "This breaks the rules", buf);
    let who = &g.names[p.seat.index()];
    let lines = vec![
        Links::new().text(format!("{who}: {a}"), bold()),
        Links::new().text(format!("{who} would be charged for this:"), Style::new()),
        Links::new().text(format!("  {}.", p.words()), Style::new()),
        Links::new()
            .text(format!("This breaks the rules and costs {} to each player. Do it anyway?", p.amount), bold()),
        Links::new(),
        keys_line(&[("y", "do it anyway", &[Msg::Char('y')]), ("n", "no", &[Msg::Char('n')])]),
    ];
    crate::tui::kit::hits::draw_lines(lines, inner, buf, hits);
}

/// The penalty desk: the offences only the table sees, then who committed it.
pub fn desk(g: &Game, d: &Desk, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let list = g.desk_list();
    let rows = match (d.offence, d.seat) {
        (_, Some(_)) => 2,
        (Some(_), None) => g.names.len(),
        (None, None) => list.len(),
    };
    let inner = popup_box(area, 74, rows as u16 + 6, "Penalty desk", buf);
    let sel = |i: usize| {
        if i == d.cursor {
            Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD)
        } else {
            Style::new()
        }
    };
    let mut lines = Vec::new();
    match (d.offence, d.seat) {
        (_, Some(seat)) => {
            let who = &g.names[seat.index()];
            lines.push(Links::new().text(format!("P16 {who} played a tile out of turn: which?"), bold()));
            let typed = d.first.map_or("_ _".to_string(), |a| format!("{a} _"));
            lines.push(Links::new().text(format!("Type its two numbers (0 to 6): {typed}"), Style::new()));
            lines.push(
                Links::new()
                    .text(format!("It goes back into {who}'s hand face up; {who} pays 40 to each."), Style::new()),
            );
        }
        (None, _) => {
            lines.push(Links::new().text("Offences the program cannot see: choose one, then the offender.", bold()));
            for (i, o) in list.iter().enumerate() {
                let text = format!("{} {:<4} {:<46} {} to each", i + 1, o.code(), o.words(), o.amount());
                lines.push(Links::new().link(text, sel(i), Hit::Key(Msg::Char(char::from(b'1' + i as u8)))));
            }
            lines.push(Links::new().text("(The program deals: no tiles too few or too many, P1-P3.)", Style::new()));
        }
        (Some(o), None) => {
            lines.push(Links::new().text(format!("{} {}: who did it?", o.code(), o.words()), bold()));
            for (i, name) in g.names.iter().enumerate() {
                let text = format!("{} {name:<24} pays {} to each other player", i + 1, o.amount());
                lines.push(Links::new().link(text, sel(i), Hit::Key(Msg::Char(char::from(b'1' + i as u8)))));
            }
        }
    }
    lines.push(Links::new());
    let mut keys: Vec<Key> = if d.seat.is_some() {
        vec![("0-6", "the numbers", &[])]
    } else {
        vec![("↑↓", "choose", &[Msg::Up, Msg::Down]), ("Enter", "charge", &[Msg::Enter])]
    };
    if d.seat.is_none() && g.can_undo_charge() {
        keys.push(("u", "take back the last", &[Msg::Char('u')]));
    }
    keys.push(("Esc", "back", &[Msg::Back]));
    lines.push(keys_line(&keys));
    crate::tui::kit::hits::draw_lines(lines, inner, buf, hits);
}
