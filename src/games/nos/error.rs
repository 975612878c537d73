//! Why the engine refuses an action.

use super::games::AnnounceError;
use crate::core::pos::Pos;
use crate::core::seat::Seat;
use crate::core::tile::Tile;

/// An action the rules do not allow now. The state is left as it was.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("the hand is over")]
    HandOver,
    #[error("it is not {seat}'s turn: {expected} acts now")]
    NotYourTurn { seat: Seat, expected: Seat },
    #[error("{0} is not a seat at this table")]
    NoSuchSeat(Seat),
    #[error("the set comes first: {0} is on set")]
    SetFirst(Seat),
    #[error("in the first hand the seat on set must set its highest double, {0}")]
    MustSetHighestDouble(Tile),
    #[error("in the first hand the seat on set holds a double and may not draw")]
    FirstHandNoDraw,
    #[error("the seat on set holds a double and must set one; drawing instead is not allowed")]
    MustSetDouble,
    #[error("the seat on set holds no double: it draws one tile and sets that")]
    MustDrawToSet,
    #[error("the seat on set drew {0} and must set it")]
    MustSetDrawn(Tile),
    #[error("the seat on set draws one tile only")]
    SecondSetDraw,
    #[error("{0} is not in the hand")]
    NotInHand(Tile),
    #[error("the game must be announced now")]
    AnnounceNow,
    #[error("the game was announced already")]
    AlreadyAnnounced,
    #[error(transparent)]
    Game(#[from] AnnounceError),
    #[error("{seat} holds {doubles} doubles, too few to declare")]
    TooFewDoubles { seat: Seat, doubles: u32 },
    #[error("the time to declare doubles is over")]
    DeclareOver,
    #[error("{0} has had its chance to declare already")]
    DeclaredOutOfOrder(Seat),
    #[error("a double may be played at once on the set tile only right after the announcement and declarations")]
    ImmediateOver,
    #[error("the seat on set may not play a double at once on its own set tile")]
    ImmediateByOnSet,
    #[error("only doubles are played at once on the set tile")]
    ImmediateNotDouble,
    #[error("{0} has had its chance to play doubles at once already")]
    ImmediateOutOfOrder(Seat),
    #[error("at most two doubles at once per seat")]
    ImmediateTwice,
    #[error("{tile} does not fit at {at} now")]
    DoesNotFit { tile: Tile, at: Pos },
    #[error("{tile} fits at {at} only the other way round")]
    WrongWayRound { tile: Tile, at: Pos },
    #[error("{0} is closed now")]
    Closed(Pos),
    #[error("{0} must say \"I wait\" this turn")]
    MustWait(Seat),
    #[error("{0} has no wait due")]
    NoWaitDue(Seat),
    #[error("nobody may draw from the last two tiles of the boneyard")]
    LastTwo,
    #[error("passing is allowed only with exactly two tiles left in the boneyard; draw")]
    PassWithBoneyard,
    #[error("{seat} can play {tile} and may not pass")]
    PassWithPlay { seat: Seat, tile: Tile },
    #[error("a close comes right after one's own regular play")]
    CloseNotAfterPlay,
    #[error("there is nothing to decline now")]
    NothingToDecline,
    #[error("{0} was taken back for breaking the game's rules: play another tile")]
    MustPlayAnother(Tile),
    #[error("{0} is not charged at the penalty desk: the program sees that offence itself")]
    NotAtDesk(&'static str),
    #[error("{0} still holds tiles: only a seat that is out can be fined for giving advice")]
    NotOut(Seat),
    #[error("there is no penalty to take back: an action came after it")]
    NothingToUndo,
    #[error("{0} is not allowed now")]
    NotNow(&'static str),
    /// A penalty would take a seat past [`super::chips::PLAY_LIMIT`].
    #[error("not charged: {seat} would have {chips} chips, past ±990,000")]
    ChipLimit { seat: Seat, chips: i64 },
    /// A penalty's events would not fit the action's list of events.
    #[error("not charged: the penalty's payments do not fit beside what this action already did")]
    TooManyEvents,
}
