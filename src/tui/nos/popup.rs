//! The boxes over the screen that take the keys first (help, quitting, the desk...),
//! and what their keys do.

use super::desk::NosTable;
use crate::games::nos::Action;
use crate::tui::kit::input::Msg;

/// A box over the screen that takes the keys first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Popup {
    Help,
    Quit,
    /// The ranking of the choices on set ([`super::advice`]).
    Advice,
    /// The best choices now ([`super::hint`]).
    Hint,
    /// Strict mode: the acting seat is about to commit this offence; it is asked first.
    Offence(Action, crate::games::nos::Penalty),
    /// The penalty desk.
    Desk(crate::tui::nos::club::Desk),
    /// Between hands: which seat leaves (the cursor).
    Leave(usize),
    /// A seat has just left: its settlement is in the status line.
    Left,
    /// Nos in brief, this page ([`crate::tui::nos::brief`]).
    Brief(u8),
}

impl NosTable {
    pub(in crate::tui) fn popup_key(&mut self, p: Popup, m: Msg) {
        match (p, m) {
            (Popup::Quit, Msg::Char('y')) => {
                self.popup = None;
                self.settle();
            }
            (Popup::Quit, Msg::Char('s')) => {
                self.popup = None;
                self.save();
                self.done = true;
            }
            (Popup::Help, Msg::Char('r')) => self.popup = Some(Popup::Brief(0)),
            (Popup::Brief(page), Msg::Char('r')) if page + 1 < crate::tui::nos::brief::PAGES => {
                self.popup = Some(Popup::Brief(page + 1))
            }
            (Popup::Quit, Msg::Char('n') | Msg::Back | Msg::Char('q'))
            | (
                Popup::Help
                | Popup::Brief(_)
                | Popup::Advice
                | Popup::Hint
                | Popup::Offence(..)
                | Popup::Desk(_)
                | Popup::Leave(_)
                | Popup::Left,
                _,
            ) => self.popup = None,
            _ => {}
        }
    }
}
