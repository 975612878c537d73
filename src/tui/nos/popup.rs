//! The boxes over Nos's table that take the keys first.

use crate::games::nos::Action;

/// A box over the screen that takes the keys first. The help, the quit box and the
/// hint are the table screen's own ([`crate::tui::table::screen::Popup`]), named here
/// for a look at the whole screen ([`crate::tui::front`]); the others are Nos's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Popup {
    Help,
    Quit,
    /// The ranking of the choices on set ([`super::advice`]).
    Advice,
    /// The best choices now.
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
