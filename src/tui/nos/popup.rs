//! The boxes over Nos's table that take the keys first.

use crate::games::nos::Action;

/// A box of Nos's own over the screen that takes the keys first (the help, the quit
/// box and the hint are the table screen's: [`crate::tui::table::screen::Popup`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Popup {
    /// The ranking of the choices on set ([`super::advice`]).
    Advice,
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
