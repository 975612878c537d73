//! What a game played by a club's rules (Nos) adds at the table, beside the seam every
//! game keeps ([`Sitting`]): strict club mode, the penalty desk, a seat leaving for
//! good, the questions asked of every seat at once, the settlement of the chips, and
//! why the club's rules refuse what was asked of them.

use super::sitting::{Act, Choice, Left, Refused, Sitting};
use crate::core::seat::Seat;
use std::fmt;

/// Why the club's rules ([`Club`]) refuse what was asked of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClubRefusal {
    /// A seat leaves only between hands.
    BetweenHands,
    /// The club's rules are chosen before the first action.
    Started,
    /// The session is over.
    Over,
    /// The game has no such rule (strict club mode, a penalty desk, a way to leave).
    NoRule(&'static str),
    /// There is no such offence on the desk.
    NoOffence,
    /// No hint in strict club mode, the table's option for it off.
    HintsOff,
}

impl fmt::Display for ClubRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClubRefusal::BetweenHands => f.write_str("a seat leaves only between hands"),
            ClubRefusal::Started => f.write_str("strict club mode is chosen before the first action"),
            ClubRefusal::Over => f.write_str("the session is over"),
            ClubRefusal::NoRule(what) => write!(f, "this game has no {what}"),
            ClubRefusal::NoOffence => f.write_str("no such offence"),
            ClubRefusal::HintsOff => {
                f.write_str("No hints in strict club mode: the table's option \"hints in strict mode\" is off")
            }
        }
    }
}

/// What a game played by a club's rules adds at the table (Nos): strict club mode,
/// the penalty desk for what only the table sees, a seat leaving for good, the
/// questions asked of every seat at once, and the settlement of the chips.
pub trait Club {
    /// Whether the game is played in strict club mode.
    fn strict(&self) -> bool;
    /// Plays under the club's rules chosen on the new-game form (strict club mode, and
    /// with `hints` the hint key working in it), set before the first action.
    ///
    /// # Errors
    /// Strict mode would change a game under way.
    fn set_rules(&mut self, strict: bool, hints: bool) -> Result<(), Refused>;
    /// Whether the hint key works in strict mode at this table.
    fn hints(&self) -> bool;
    /// The question `seat` will be asked in a round of questions going on, when its
    /// answer rests on nothing the seats before it answer (the declarations): its
    /// choices, so that a table with a terminal for each player asks every seat at
    /// once and plays the answers in turn. Empty when nothing is asked ahead.
    fn ahead(&self, seat: Seat) -> Vec<Choice>;
    /// Seat `seat` leaves the session for good (only between hands, settled: rulings
    /// #42); without such a rule a computer takes the seat of one who leaves.
    ///
    /// # Errors
    /// The rules do not let it leave now.
    fn leave(&mut self, seat: Seat) -> Result<Left, Refused>;
    /// The settlement of the session once it is over (each seat's chips, what it
    /// keeps, pays or receives, the side pot), in lines.
    fn settlement(&self) -> Vec<String>;
    /// The offences the penalty desk charges now, in words (those only the table sees).
    fn desk(&self) -> Vec<String>;
    /// Charges offence `i` of [`Club::desk`] to `seat`.
    ///
    /// # Errors
    /// No such offence, or the rules refuse the charge now.
    fn charge(&mut self, seat: Seat, i: usize) -> Result<Charge, Refused>;
    /// Takes back the last desk charge, while no action has followed it.
    ///
    /// # Errors
    /// There is none to take back.
    fn undo_charge(&mut self) -> Result<Charge, Refused>;
    /// How many actions of the hand in play its record writes, where a step of the
    /// table is not always one written action (a declaration declined is not written,
    /// a desk charge is a step of its own).
    fn written(&self) -> usize;
    /// Whether a person's action may be taken back at a table against the computer
    /// (a tile played, in casual play).
    fn undoable(&self, act: &Act) -> bool;
    /// What the finished session's record is kept as among the sessions.
    fn kept_as(&self) -> String;
}

/// What every game's table asks of a game through its [`Club`] where it has one, and
/// answers alike for every other game.
impl dyn Sitting + '_ {
    /// How many actions of the hand in play its record writes so far, where a step of
    /// the table is not always one written action ([`Club::written`]); `None` where
    /// every step is one.
    pub fn written(&self) -> Option<usize> {
        self.club().map(|c| c.written())
    }
    /// Whether a person's action may be taken back at a table against the computer.
    pub fn undoable(&self, act: &Act) -> bool {
        self.club().is_none_or(|c| c.undoable(act))
    }
    /// What the finished game's record is kept as among the sessions.
    pub fn kept_as(&self) -> String {
        self.club().map_or_else(|| format!("{}-seed{}", self.game(), self.seed()), |c| c.kept_as())
    }
}

/// What the penalty desk did ([`Club::charge`], [`Club::undo_charge`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Charge {
    /// The offence (its words and code) charged to the seat named.
    Made { offence: &'static str, code: &'static str, to: String },
    /// The last charge was taken back.
    TakenBack,
}

impl fmt::Display for Charge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Charge::Made { offence, code, to } => write!(f, "Charged: {offence} ({code}) to {to}"),
            Charge::TakenBack => f.write_str("The last penalty is taken back."),
        }
    }
}

/// Plays `sit` under the club's rules chosen (strict club mode, hints in it).
///
/// # Errors
/// The game has no club's rules and some are asked for, or strict mode would change a
/// game under way.
pub fn club_rules(sit: &mut dyn Sitting, strict: bool, hints: bool) -> Result<(), Refused> {
    match sit.club_mut() {
        Some(c) => c.set_rules(strict, hints),
        None if strict || hints => Err(Refused::Club(ClubRefusal::NoRule("strict club mode"))),
        None => Ok(()),
    }
}
