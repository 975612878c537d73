//! The club at the table: the warning before a seat commits an offence (strict mode),
//! the penalty desk for the offences only the table sees, and a seat leaving between
//! hands. Their keys, and their boxes.

use super::desk::Pick;
use super::desk::{NosTable, Screen};
use super::game::Game;
use super::popup::Popup;
use crate::core::{Seat, Tile};
use crate::games::nos::{Action, Offence, Penalty, Phase};
use crate::tui::kit::hits::{Hit, Hits, Links};
use crate::tui::kit::input::Msg;
use crate::tui::kit::widgets::{bold, keys_line, popup_box, Key};
use crate::tui::table::seat::Kind;
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

/// The offences the desk lists now: those only the table sees, and in strict mode a
/// tile played out of turn (P16), which the terminal cannot see being done.
pub fn desk_list(g: &Game) -> Vec<Offence> {
    let mut list = Offence::DESK.to_vec();
    if g.offers_p16() {
        list.push(Offence::P16);
    }
    list
}

impl NosTable {
    /// The action of the acting human seat: in strict mode an offence is asked about
    /// first, so that no slipped key fines anyone.
    pub(in crate::tui) fn act(&mut self, a: Action) -> bool {
        let g = self.game.as_ref().expect("a game is on");
        if let Some(seat) = g.hand().to_act() {
            if g.kind(seat) == Kind::Human {
                if let Some(p) = g.hand().offence(seat, a) {
                    self.popup = Some(Popup::Offence(a, p));
                    return false;
                }
            }
        }
        self.commit(a)
    }

    /// In strict mode, the places a tile that fits nowhere may still be put: each open
    /// end, its lower number touching. Putting it there is an offence (P14, or P6 on a
    /// turn that is a wait), asked about before.
    pub(in crate::tui) fn offences_for(&self, t: Tile) -> Vec<Action> {
        let h = self.game().hand();
        let (Some(seat), Some(layout)) = (h.to_act(), h.layout()) else { return Vec::new() };
        if !h.options().strict || !matches!(h.phase(), Phase::Turn { .. }) {
            return Vec::new();
        }
        let mut out = Vec::new();
        for &at in layout.positions() {
            for (touch, open) in [(t.low(), t.high()), (t.high(), t.low())] {
                let a = Action::Play { at, touch, open, immediate: false };
                if h.offence(seat, a).is_some()
                    && !out.iter().any(|b: &Action| matches!(b, Action::Play { at: x, .. } if *x == at))
                {
                    out.push(a);
                }
            }
        }
        out
    }

    pub(in crate::tui) fn offence_key(&mut self, a: Action, m: Msg) {
        match m {
            Msg::Char('y') => {
                self.popup = None;
                self.commit(a);
            }
            Msg::Char('n') | Msg::Back | Msg::Char('q') => {
                self.popup = None;
                self.pick = Pick::Tile;
                self.status = Some("Not done: nobody is fined.".into());
            }
            _ => {}
        }
    }

    /// Opens the penalty desk (at the table, a game on, not in practice).
    pub(in crate::tui) fn open_desk(&mut self) {
        if self.coach.is_none() && matches!(self.screen, Screen::Play | Screen::Summary | Screen::HandOver(_)) {
            self.popup = Some(Popup::Desk(Desk::default()));
        }
    }

    pub(in crate::tui) fn desk_key(&mut self, d: Desk, m: Msg) {
        let n = self.game().n() as usize;
        let list = desk_list(self.game());
        let rows = if d.offence.is_some() { n } else { list.len() };
        let mut d = d;
        if let Some(seat) = d.seat {
            return self.p16_tile_key(d, seat, m);
        }
        match m {
            Msg::Up => d.cursor = d.cursor.checked_sub(1).unwrap_or(rows - 1),
            Msg::Down => d.cursor = (d.cursor + 1) % rows,
            Msg::Char(c @ '1'..='9') if (c as usize - '1' as usize) < rows => {
                d.cursor = c as usize - '1' as usize;
                return self.desk_key(d, Msg::Enter);
            }
            Msg::Enter => match d.offence {
                None => d = Desk { offence: Some(list[d.cursor]), ..Desk::default() },
                Some(Offence::P16) => d = Desk { seat: Some(Seat(d.cursor as u8)), ..d },
                Some(o) => {
                    let g = self.game.as_mut().expect("a game is on");
                    match g.charge(Seat(d.cursor as u8), o) {
                        Ok(()) => {
                            self.status = Some(format!(
                                "Charged: {} ({}). Press f then u to take it back before the next action.",
                                o.words(),
                                o.code()
                            ));
                            self.popup = None;
                            self.save();
                        }
                        Err(e) => self.status = Some(e.to_string()),
                    }
                    return;
                }
            },
            Msg::Char('u') => {
                let g = self.game.as_mut().expect("a game is on");
                self.status = Some(match g.undo_charge() {
                    Ok(()) => "The last penalty is taken back.".into(),
                    Err(e) => e.to_string(),
                });
                self.popup = None;
                self.save();
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
    fn p16_tile_key(&mut self, d: Desk, seat: Seat, m: Msg) {
        let mut d = d;
        match m {
            Msg::Char(c @ '0'..='6') => {
                let v = c as u8 - b'0';
                match d.first {
                    None => d.first = Some(v),
                    Some(a) => {
                        let tile = Tile::of(a, v);
                        let g = self.game.as_mut().expect("a game is on");
                        match g.play_out_of_turn(seat, tile) {
                            Ok(()) => {
                                self.status = Some(format!(
                                    "Charged: {tile} out of turn (P16), face up. f then u takes it back before the next action."
                                ));
                                self.popup = None;
                                self.save();
                                return;
                            }
                            Err(e) => {
                                self.status = Some(e);
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
pub fn warning(app: &NosTable, a: Action, p: &Penalty, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let g = app.game();
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
pub fn desk(app: &NosTable, d: &Desk, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let g = app.game();
    let list = desk_list(g);
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
            lines.push(Links::new().text("(P2, one or two tiles too many, costs nothing: not listed.)", Style::new()));
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
