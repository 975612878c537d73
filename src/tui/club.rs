//! The club at the table: the warning before a seat commits an offence (strict mode),
//! the penalty desk for the offences only the table sees, and a seat leaving between
//! hands. Their keys, and their boxes.

use super::app::{App, Pick, Popup, Screen};
use super::draw::{bold, keys_line, popup_box, Key};
use super::game::Kind;
use super::hits::{Hit, Hits, Links};
use super::input::Msg;
use crate::engine::{Action, Offence, Penalty, Phase, Seat, Tile};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};

/// Where the penalty desk stands: choosing the offence, then the offender.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Desk {
    /// The offence chosen, once it is.
    pub offence: Option<Offence>,
    pub cursor: usize,
}

impl App {
    /// The action of the acting human seat: in strict mode an offence is asked about
    /// first, so that no slipped key fines anyone.
    pub(super) fn act(&mut self, a: Action) -> bool {
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
    pub(super) fn offences_for(&self, t: Tile) -> Vec<Action> {
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

    pub(super) fn offence_key(&mut self, a: Action, m: Msg) {
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
    pub(super) fn open_desk(&mut self) {
        if self.coach.is_none() && matches!(self.screen, Screen::Play | Screen::Summary | Screen::HandOver(_)) {
            self.popup = Some(Popup::Desk(Desk { offence: None, cursor: 0 }));
        }
    }

    pub(super) fn desk_key(&mut self, d: Desk, m: Msg) {
        let n = self.game().n() as usize;
        let rows = if d.offence.is_some() { n } else { Offence::DESK.len() };
        let mut d = d;
        match m {
            Msg::Up => d.cursor = d.cursor.checked_sub(1).unwrap_or(rows - 1),
            Msg::Down => d.cursor = (d.cursor + 1) % rows,
            Msg::Char(c @ '1'..='9') if (c as usize - '1' as usize) < rows => {
                d.cursor = c as usize - '1' as usize;
                return self.desk_key(d, Msg::Enter);
            }
            Msg::Enter => match d.offence {
                None => d = Desk { offence: Some(Offence::DESK[d.cursor]), cursor: 0 },
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
                        Err(e) => self.status = Some(e),
                    }
                    return;
                }
            },
            Msg::Char('u') => {
                let g = self.game.as_mut().expect("a game is on");
                self.status = Some(match g.undo_charge() {
                    Ok(()) => "The last penalty is taken back.".into(),
                    Err(e) => e,
                });
                self.popup = None;
                self.save();
                return;
            }
            Msg::Back if d.offence.is_some() => d = Desk { offence: None, cursor: 0 },
            Msg::Back | Msg::Char('f') | Msg::Char('q') => {
                self.popup = None;
                return;
            }
            _ => {}
        }
        self.popup = Some(Popup::Desk(d));
    }
}

/// The warning before an offence: what it is and what it costs.
pub fn warning(app: &App, a: Action, p: &Penalty, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
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
    super::hits::draw_lines(lines, inner, buf, hits);
}

/// The penalty desk: the offences only the table sees, then who committed it.
pub fn desk(app: &App, d: &Desk, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let g = app.game();
    let rows = if d.offence.is_some() { g.names.len() } else { Offence::DESK.len() };
    let inner = popup_box(area, 74, rows as u16 + 6, "Penalty desk", buf);
    let sel = |i: usize| {
        if i == d.cursor {
            Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD)
        } else {
            Style::new()
        }
    };
    let mut lines = Vec::new();
    match d.offence {
        None => {
            lines.push(Links::new().text("Offences the program cannot see: choose one, then the offender.", bold()));
            for (i, o) in Offence::DESK.iter().enumerate() {
                let text = format!("{} {:<4} {:<46} {} to each", i + 1, o.code(), o.words(), o.amount());
                lines.push(Links::new().link(text, sel(i), Hit::Key(Msg::Char(char::from(b'1' + i as u8)))));
            }
            lines.push(Links::new().text("(P2, one or two tiles too many, costs nothing: not listed.)", Style::new()));
        }
        Some(o) => {
            lines.push(Links::new().text(format!("{} {}: who did it?", o.code(), o.words()), bold()));
            for (i, name) in g.names.iter().enumerate() {
                let text = format!("{} {name:<24} pays {} to each other player", i + 1, o.amount());
                lines.push(Links::new().link(text, sel(i), Hit::Key(Msg::Char(char::from(b'1' + i as u8)))));
            }
        }
    }
    lines.push(Links::new());
    let mut keys: Vec<Key> = vec![("↑↓", "choose", &[Msg::Up, Msg::Down]), ("Enter", "charge", &[Msg::Enter])];
    if g.session.can_undo_charge() {
        keys.push(("u", "take back the last", &[Msg::Char('u')]));
    }
    keys.push(("Esc", "back", &[Msg::Back]));
    lines.push(keys_line(&keys));
    super::hits::draw_lines(lines, inner, buf, hits);
}
