//! The seam between the table screen and a game: a [`Sitting`] is one game being played
//! at the table (who sits where, who acts, what they may do, what happened), and the
//! screen drives it without knowing which game it is. A game reaches the table by the
//! [`Opener`] of its registry entry's table kind ([`crate::tui::openers`], the one place a
//! kind meets its screens): it starts a sitting, or reads one back from its record.
//!
//! What only some games ask at the table is not in the seam: a game played by a
//! club's rules (Nos) adds its [`Club`], and a game's own part of the screen
//! ([`super::part`]) draws and asks the rest. The parlour's line games sit here
//! through one implementation for every preset ([`crate::tui::line::sit`]).

use crate::core::seat::Seat;
use crate::core::tile::Tile;
use crate::tui::kit::words::Line;
use crate::tui::table::part::Part;
use crate::tui::table::seat::Kind;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use std::any::Any;
use std::fmt;
use std::path::Path;
use std::sync::Arc;

pub use super::prompt::{Piece, Prompt};

pub use super::club::{club_rules, Charge, Club, ClubRefusal};
pub use crate::record::resume::{Fault, Unread};
pub use crate::record::Unplayable;

/// A game's own action, carried by the choice that offers it: only its game reads it
/// ([`Act::get`]), and the table takes the choice by handing it back ([`Sitting::apply`]).
#[derive(Clone)]
pub struct Act {
    any: Arc<dyn Any + Send + Sync>,
    same: fn(&Act, &Act) -> bool,
    show: fn(&Act, &mut fmt::Formatter<'_>) -> fmt::Result,
}

impl Act {
    /// A game's action.
    pub fn new<A: Copy + Eq + fmt::Debug + Send + Sync + 'static>(a: A) -> Act {
        Act {
            any: Arc::new(a),
            same: |x, y| x.get::<A>().is_some_and(|a| y.get::<A>() == Some(a)),
            show: |x, f| write!(f, "{:?}", x.get::<A>()),
        }
    }

    /// The action, when it is an `A` (its game's own type).
    pub fn get<A: Copy + 'static>(&self) -> Option<A> {
        self.any.downcast_ref::<A>().copied()
    }
}

impl PartialEq for Act {
    fn eq(&self, other: &Act) -> bool {
        (self.same)(self, other)
    }
}

impl Eq for Act {}

impl fmt::Debug for Act {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        (self.show)(self, f)
    }
}

/// One thing the acting seat may do, as the screen offers it, with the action it takes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The tile it puts down, if any: the screen offers it from the hand.
    pub tile: Option<Tile>,
    /// What it does, in a few words ("W: 3-5", "draw").
    pub label: String,
    /// The key that takes it, for a choice without a tile ('d' draw, 'p' pass).
    pub key: Option<char>,
    /// Whether it is the seat's only choice and needs no thought (a forced pass or
    /// draw): the screen takes it for the seat after a pause, saying so.
    pub forced: bool,
    /// The action itself.
    pub act: Act,
}

/// Why an action was not taken; the game is as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// Nobody acts now (the hand or the match is over).
    NobodyActs,
    /// It is not among what the seat may do now.
    NotOffered,
    /// The rules refuse it: the game's own reason.
    Rules(Why),
    /// The club's rules of a game played by them refuse it ([`Club`]).
    Club(ClubRefusal),
}

/// What one deal of a game is called on the screen: a hand (Nos, the parlour's games,
/// Dominox) or a round (the train games, whose rules speak of rounds).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DealName {
    Hand,
    Round,
}

impl DealName {
    /// `hand`, `round`.
    pub fn word(self) -> &'static str {
        match self {
            DealName::Hand => "hand",
            DealName::Round => "round",
        }
    }
    /// `Hand`, `Round`: at the head of a line.
    pub fn head(self) -> &'static str {
        match self {
            DealName::Hand => "Hand",
            DealName::Round => "Round",
        }
    }
    /// The keys line's `next hand`, `next round`.
    pub fn next(self) -> &'static str {
        match self {
            DealName::Hand => "next hand",
            DealName::Round => "next round",
        }
    }
}

/// A game's own reason for refusing, and its words at this table (with the players'
/// names).
#[derive(Clone, Debug)]
pub struct Why {
    pub words: String,
    pub reason: Arc<dyn std::error::Error + Send + Sync>,
}

impl Why {
    pub fn new<E: std::error::Error + Send + Sync + 'static>(reason: E, words: String) -> Why {
        Why { words, reason: Arc::new(reason) }
    }

    /// The reason, when it is an `E` (its game's own type).
    pub fn reason<E: std::error::Error + 'static>(&self) -> Option<&E> {
        self.reason.downcast_ref::<E>()
    }
}

impl PartialEq for Why {
    fn eq(&self, other: &Why) -> bool {
        self.words == other.words
    }
}

impl Eq for Why {}

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refused::NobodyActs => f.write_str("nobody acts now"),
            Refused::NotOffered => f.write_str("that is not what can be done now"),
            Refused::Rules(w) => f.write_str(&w.words),
            Refused::Club(c) => c.fmt(f),
        }
    }
}

impl std::error::Error for Refused {}

/// What the seat choosing does on a game's own table, for a game chosen there (a
/// board with a cursor) rather than from a list of places.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableInput {
    /// A key, the vi keys already arrows.
    Key(crate::tui::kit::input::Msg),
    /// A click at a cell of `area`, the table's area as last drawn.
    Click { area: Rect, x: u16, y: u16 },
    /// A tile of the shown hand chosen (clicked), by its place in the hand.
    Tile(usize),
}

/// What a [`TableInput`] came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OnTable {
    /// Nothing for the table: the screen handles it as for any game.
    Ignored,
    /// The table changed (the cursor moved, the tile turned): draw it again.
    Changed,
    /// Take this action.
    Take(Act),
    /// Nothing taken, and this sentence says why.
    Say(String),
}

/// What a game made of a key it was offered first ([`Sitting::key`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Took {
    /// Not the game's: the screen handles it (tiles, Enter, draw, pass...).
    No,
    /// Taken (a cursor of its own moved, say); nothing to apply.
    Yes,
    /// Take this action.
    Choice(Act),
}

/// One account's standing: a seat, or a side of partners.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    pub who: String,
    /// Points, or chips.
    pub score: i32,
    /// The seats it holds.
    pub seats: Vec<Seat>,
}

/// What the acting seat tried that none of its choices is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tried {
    /// A key: `d` to draw, `p` to pass, or any other.
    Key(char),
    /// A tile of its hand.
    Tile(Tile),
}

/// A game at the table, whichever game it is. Object safe: the screen holds a
/// `Box<dyn Sitting>`; the game's own part of the screen reads its own game back
/// through `Any`.
pub trait Sitting: Any + Send {
    /// The game's id, as in the registry and its records.
    fn game(&self) -> &'static str;
    /// The game's name, for titles.
    fn title(&self) -> String;
    /// The players' names, in seat order.
    fn names(&self) -> &[String];
    /// Who plays each seat.
    fn kinds(&self) -> &[Kind];
    /// The seed every chance outcome comes from.
    fn seed(&self) -> u64;
    /// The hand in play (or just over), from 0.
    fn hand_no(&self) -> usize;
    /// What a deal of this game is called: a hand, unless its rules say a round.
    fn deal_name(&self) -> DealName {
        DealName::Hand
    }
    /// The seat to act; `None` between hands and once the match is over.
    fn to_act(&self) -> Option<Seat>;
    /// A seat's own tiles: only ever shown to that seat, or in a replay face up.
    fn tiles(&self, seat: Seat) -> Vec<Tile>;
    /// How many tiles a seat holds (public).
    fn hand_len(&self, seat: Seat) -> usize;
    /// What the acting seat may do now, labelled; empty when nobody acts.
    fn choices(&self) -> Vec<Choice>;
    /// Takes the action `act` (of a choice offered) for the acting seat.
    ///
    /// # Errors
    /// Nobody acts, it is not offered now, or the rules refuse it; nothing changes.
    fn apply(&mut self, act: &Act) -> Result<(), Refused>;
    /// Why a key or a tile of the acting seat does nothing now, as the rules say it
    /// (a tile that fits nowhere, where the rules name no reason: [`Unfit`]); `None`
    /// when the game has no reason to give.
    fn why_not(&self, _tried: Tried) -> Option<Refused> {
        None
    }
    /// What the computer playing the acting seat chooses, from that seat's view only.
    /// `None` when a human acts or nobody does.
    fn computer(&self) -> Option<Act>;
    /// Everything that happened, in sentences, with the hand (from 0) of each.
    fn log(&self) -> &[(usize, Line)];
    /// Draws the table (the layout or board) as `seat` sees it, or face up with
    /// `None`; only public things are drawn either way, never a hand.
    fn draw_table(&self, seat: Option<Seat>, pips: bool, area: Rect, buf: &mut Buffer);

    /// Moves the view of the table by `dx` columns and `dy` rows, as the player asks
    /// ([`super::placed`]); a table always drawn whole ignores it.
    fn pan(&self, _dx: i32, _dy: i32) {}
    /// Lays the table out for a box of `rows` rows, whatever the height of the box
    /// drawn ([`crate::tui::table::placed::Placed::lay_out_for`]): the replay, so that
    /// a hand is laid out as it was at play; a table always drawn whole ignores it.
    fn lay_out_for(&self, _rows: u16) {}
    /// The view of the table this copy draws (its layout and the player's pan), for a
    /// seat's own copy at a network table, which keeps it when the host's game is
    /// copied in again; `None` for a game drawn without one.
    fn view(&self) -> Option<crate::tui::table::placed::Placed> {
        None
    }
    /// Draws the table with `view` from now on (see [`Sitting::view`]).
    fn set_view(&mut self, _view: crate::tui::table::placed::Placed) {}
    /// The scores (or chips) of every account.
    fn standings(&self) -> Vec<Standing>;
    /// Short public lines under the scores: the target or pool, the boneyard, a
    /// running count ("ends total 15: Bas scores 15").
    fn notes(&self) -> Vec<String>;
    /// Whether the hand in play is over (and the match may go on).
    fn hand_over(&self) -> bool;
    /// Whether the match is over.
    fn match_over(&self) -> bool;
    /// The hand just ended (or the match) in lines: how it ended, what each seat
    /// held, the scores against the target. The tiles of a hand that is over were laid
    /// down and are shown; a match ended in mid-hand shows of each seat only how many
    /// tiles it holds, and the tiles of `shown` alone (the seat whose hand may be on
    /// screen, as the table shows it), so no hand reaches the wrong eyes.
    fn summary(&self, shown: Option<Seat>) -> Vec<String>;
    /// Deals the next hand, once the hand is over and the match is not.
    fn next_hand(&mut self);
    /// The record of the game so far, as its file holds it: what autosave writes and
    /// resume reads back through [`Opener::open`].
    fn record(&self) -> String;
    /// How many hands the record holds, where a save writes it from a hand on
    /// ([`Sitting::record_from`]), so that what a save makes grows with the hand in
    /// play, not the match; `None`: a save writes [`Sitting::record`] whole.
    fn record_hands(&self) -> Option<usize> {
        None
    }
    /// The record with only the hands from hand `from` on (the fields above them
    /// whole), as [`Sitting::record`] writes them: what a save journals.
    fn record_from(&self, _from: usize) -> String {
        self.record()
    }
    /// Lines for the help screen about this game: its rules in brief and its keys.
    fn help(&self) -> Vec<String>;
    /// Whether the game is played for chips, a session of hands with no target
    /// (Tiddly-Wink), rather than a match for points.
    fn chips(&self) -> bool {
        false
    }
    /// A copy, for the replay's frames.
    fn boxed(&self) -> Box<dyn Sitting>;
    /// The hint for the seat to act: its best choices from its view alone
    /// ([`crate::analyse::hint`], sampled from [`hint_seed`]), and the unit they are
    /// worth in.
    ///
    /// # Errors
    /// The table's rules give no hint now (Nos's strict club mode, its option off).
    fn hint(&self) -> Result<(Vec<crate::analyse::hint::Hint>, &'static str), Refused> {
        Ok((Vec::new(), "points"))
    }
    /// Whether the seat chooses on the table itself (a cursor on a board), which then
    /// takes its keys and clicks first ([`Sitting::table_input`]).
    fn on_table(&self) -> bool {
        false
    }
    /// A key or click of the seat choosing, for a game chosen on its table.
    fn table_input(&mut self, _input: TableInput) -> OnTable {
        OnTable::Ignored
    }
    /// The place in the shown hand of the tile chosen on the table, if any.
    fn chosen(&self) -> Option<usize> {
        None
    }
    /// A key offered to the game first while a human seat chooses, before the screen's
    /// own keys: a game with a cursor of its own on the table (a board) takes arrows
    /// here. The line games take none.
    fn key(&mut self, m: crate::tui::kit::input::Msg) -> Took {
        let _ = m;
        Took::No
    }
    /// What the acting seat is to do now, in the game's own words, when the keys of
    /// its choices do not say it (Nos's questions); `None`: the table's words from the
    /// choices. `made`: its one answer is made for it (said, not asked).
    fn prompt(&self, made: bool) -> Option<Prompt> {
        let _ = made;
        None
    }
    /// Whether the move the rules force on the acting seat in its turn (its one choice)
    /// is public: the log tells everyone all the others may know of it ("Ann passes",
    /// "Ann draws a tile": the count of tiles drawn is public, their faces are not) and
    /// making it shows nothing on screen, so that at a table of people it is made on
    /// the table's own screen with no hand-over, no hand shown; the seat sees the tiles
    /// it drew once it takes the keyboard. A pass or a draw with nothing that fits;
    /// none unless the game says so (not the questions asked of every seat alike, nor
    /// what a club's strict rules leave the seat's own act).
    fn public(&self) -> bool {
        false
    }
    /// One line saying what the question the acting seat is asked now means ("I
    /// close: ..."), shown under it; `None` when it needs no word.
    fn asked(&self) -> Option<String> {
        None
    }
    /// Who plays a seat from now on: at a network table a computer player takes the
    /// seat of a player who left or is away, and gives it back when he returns.
    fn set_kind(&mut self, seat: Seat, kind: Kind);
    /// The club's rules of the game, when it is played by them (Nos): strict mode,
    /// the penalty desk, a seat leaving, the questions asked ahead, the settlement.
    fn club(&self) -> Option<&dyn Club> {
        None
    }
    /// The club's rules, to change the game by them.
    fn club_mut(&mut self) -> Option<&mut dyn Club> {
        None
    }
}

/// A tile tried that fits nowhere now: the reason a game gives where its rules name
/// none of their own ([`Sitting::why_not`]), its words saying more.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unfit(pub Tile);

impl fmt::Display for Unfit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} fits nowhere now", self.0)
    }
}

impl std::error::Error for Unfit {}

/// The seed a hint samples from: the game's, and how far the hand has gone, so that
/// the same decision gets the same hint.
pub fn hint_seed(seed: u64, hand: usize, step: usize) -> u64 {
    crate::core::stat::stream(seed ^ 0x6869_6e74, hand as u64 * 1_000 + step as u64)
}

/// Why an opener gives no new game: said to the player in its words (`Display`), and
/// told apart by the table and the server.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Unopened {
    /// The game is not of the opener's kind (`kind`: what it is not, in words).
    #[error("{game:?} is {kind}")]
    Kind { game: String, kind: &'static str },
    /// An option the game does not take.
    #[error("{game} takes no option {option:?}")]
    Option { game: &'static str, option: String },
    /// The game is not played by that many players (`by`: by how many it is).
    #[error("{game} is played by {by} players, not {got}")]
    Players { game: &'static str, by: &'static str, got: usize },
    /// A seat without its name or its player.
    #[error("a name and a player for every seat")]
    Seats,
    /// The game's own rules refuse the table as chosen (an option's value, this many
    /// players for this game), in their words.
    #[error("{0}")]
    Rules(String),
}

/// A game at the table with its own part of the screen (a lesson of its own).
pub type WithPart = (Box<dyn Sitting>, Box<dyn Part>);

/// How a game comes to the table.
pub trait Opener: Sync {
    /// A new game: `names` and `kinds` per seat, every chance outcome from `seed`.
    ///
    /// # Errors
    /// The game is not played by that many players, or refuses an option: why.
    /// `options`: the rule options chosen (none: the game's defaults).
    fn start(
        &self,
        game: &str,
        names: Vec<String>,
        kinds: Vec<Kind>,
        seed: u64,
        options: &crate::core::option::Options,
    ) -> Result<Box<dyn Sitting>, Unopened>;
    /// The game a record holds, where it stopped; `None` if the record is not of a
    /// game of this opener.
    ///
    /// # Errors
    /// The record cannot be read or does not replay ([`Unplayable`]: the readers' own
    /// errors, the line and field, or the hand and action the rules refuse).
    fn open(&self, bytes: &[u8]) -> Option<Result<Box<dyn Sitting>, Unplayable>>;
    /// Every step of a record as a frame, from the deal of the first hand: for the
    /// replay viewer. `None` as for [`Opener::open`].
    ///
    /// # Errors
    /// As [`Opener::open`].
    fn frames(&self, bytes: &[u8]) -> Option<Result<Vec<Box<dyn Sitting>>, Unplayable>>;
    /// Where every step of a record stands, and the frames of the steps `keep` alone:
    /// for the replay viewer, which keeps only the frames near the one shown, so that
    /// its memory does not grow with the record's steps. `None` as for
    /// [`Opener::open`].
    ///
    /// # Errors
    /// As [`Opener::open`].
    fn film(&self, bytes: &[u8], keep: std::ops::Range<usize>) -> Option<Result<Film, Unplayable>> {
        Some(self.frames(bytes)?.map(|all| {
            let steps = all.iter().map(|f| step_of(f.as_ref())).collect();
            let frames = all.into_iter().skip(keep.start).take(keep.len()).collect();
            Film { steps, from: keep.start, frames }
        }))
    }
    /// The game's own part of the table screen, when it has one (Nos's): what it
    /// shows and asks beyond what every game does ([`super::part`]).
    fn part(&self) -> Option<Box<dyn Part>> {
        None
    }
    /// A kept game read back from its slot, where the game's own reading of its slot
    /// differs from [`Opener::open`]'s (Nos: what an older version kept beside the
    /// record); `None`: [`Opener::open`] reads it.
    ///
    /// # Errors
    /// The record, or what an older version kept beside it (`meta`), does not read:
    /// which file, and why ([`Unread`]).
    fn reopen(&self, _bytes: &[u8], _record: &Path, _meta: &Path) -> Option<Result<Box<dyn Sitting>, Unread>> {
        None
    }
    /// The game's help as pages, for a screen of the App with no table under it (the
    /// offer of unfinished games), when the game has help of its own.
    fn help(&self) -> Option<super::part::Pages> {
        None
    }
    /// Practice at one keyboard at the game's table (`players` seats, the others at
    /// `level`), when the game offers it: the table and its part.
    fn practice(
        &self,
        _players: u8,
        _level: crate::core::Level,
        _seed: u64,
    ) -> Option<(Box<dyn Sitting>, Box<dyn Part>)> {
        None
    }
    /// Lesson `i` of `nos learn`'s list at the game's table, when it is one of the
    /// game's own lessons: the table and its part.
    ///
    /// # Errors
    /// The lesson's deal does not set up.
    fn lesson(&self, _i: usize) -> Option<Result<WithPart, Unplayable>> {
        None
    }
}

/// What a seat's leaving for good did ([`Sitting::leave`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Left {
    /// Its settlement in words, for the table.
    pub said: String,
    /// The record of the session so far, with the leaver, and the name to keep it
    /// under, when the others play on in a record of their own.
    pub part: Option<(String, String)>,
    /// Whether the others play on (three or more remain, as Nos's rules say); if not,
    /// the session is over.
    pub goes_on: bool,
}

/// A parlour record whose game `plays` accepts, read strictly; `None` when the bytes
/// are not a parlour record of such a game (another opener, or Nos, reads them).
pub fn parlour_record(
    bytes: &[u8],
    plays: impl Fn(&str) -> bool,
) -> Option<Result<crate::record::parlour::Record, Unplayable>> {
    let (format, game) = peek(bytes);
    if format.as_deref() != Some(crate::record::parlour::FORMAT) || !plays(game.as_deref()?) {
        return None;
    }
    Some(crate::record::parlour::parse(bytes).map_err(Unplayable::Format))
}

/// The names and seats of a parlour record, its names made safe; every seat human
/// when the record does not say.
pub fn seats_of(rec: &crate::record::parlour::Record) -> (Vec<String>, Vec<Kind>) {
    let names = rec.players.iter().map(|p| crate::text::safe(p).into_owned()).collect();
    let kinds = match &rec.seats {
        Some(s) => s.iter().map(|c| Kind::parse(c).unwrap_or(Kind::Human)).collect(),
        None => vec![Kind::Human; rec.players.len()],
    };
    (names, kinds)
}

/// The `format` and `game` a record names, read loosely: to tell which program part
/// reads it before reading it strictly.
pub fn peek(bytes: &[u8]) -> (Option<String>, Option<String>) {
    #[derive(serde::Deserialize)]
    struct Head {
        format: Option<String>,
        game: Option<String>,
    }
    match serde_json::from_slice::<Head>(bytes) {
        Ok(h) => (h.format, h.game),
        Err(_) => (None, None),
    }
}

/// Where every step of a record stands, and the frames of some of them
/// ([`Opener::film`]).
pub struct Film {
    pub steps: Vec<super::review::Step>,
    /// The step of the first frame kept.
    pub from: usize,
    pub frames: Vec<Box<dyn Sitting>>,
}

/// Where a frame stands: its hand, its log, its record's actions.
pub fn step_of(f: &dyn Sitting) -> super::review::Step {
    super::review::Step { hand: f.hand_no(), log: f.log().len(), written: f.written(), seat: f.to_act().map(|s| s.0) }
}
