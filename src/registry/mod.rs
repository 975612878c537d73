//! Every game the program plays, in one table: Nos first, then the parlour's games. The
//! tools (check, simulate, bench; the tournament and the terminal game) reach a game
//! through its entry here and the [`Play`](crate::core::Play) contract, never by
//! matching on its id. A new game is one more line in [`GAMES`].

use crate::core::bench::Bench;
use crate::core::judged::Decisions;
pub use crate::core::option::{Opt, Options, Value as OptValue};
use crate::core::run;
use crate::core::{Level, Seat};
use crate::games::parlour::presets as p;
use crate::games::parlour::{sim as line_sim, Preset, Rules};
use crate::record::out::{self, Out};
use crate::record::parlour::replay::{Failure, Replayed};
use crate::record::parlour::{Form, Record};
use std::time::Duration;

mod board;
mod line;
mod nos;
mod nos_decisions;
mod trains;
pub use board::Board;
pub use line::Line;
pub use nos::Nos;
pub use trains::Trains;

/// A run of `nos simulate`: who plays, how long, under which rule options, and where
/// its records go.
#[derive(Clone, Copy, Debug)]
pub struct Run<'a> {
    pub players: u8,
    pub hands: u64,
    pub seed: u64,
    /// The rule options, as `nos new` takes them.
    pub options: &'a Options,
    /// Where every game played is written as a record, when asked.
    pub records: Option<&'a Out>,
}

/// What the tools need of a game, whatever engine plays it.
pub trait Game: Sync {
    /// The id the command line and records use.
    fn id(&self) -> &'static str;
    fn name(&self) -> &'static str;
    /// One line saying what the game is.
    fn about(&self) -> &'static str;
    /// The player counts allowed by the default rules (a rule option may allow more).
    fn players(&self) -> Vec<u8>;
    /// The player count when none is asked for.
    fn default_players(&self) -> u8;
    /// Whether partners play as sides.
    fn partnerships(&self) -> bool;
    /// The match target in words ("200 points", or what ends a session).
    fn target(&self) -> String;
    /// `nos simulate`: random legal hands under rule options, reported, every game
    /// played written as a record in `run.records` when given (one file a match or
    /// session, the last in progress if the run ends in it).
    ///
    /// # Errors
    /// The game is not played by `run.players`, or refuses an option.
    fn simulate(&self, run: &Run<'_>) -> Result<String, String>;
    /// `nos bench`: random legal hands per second on one core.
    ///
    /// # Errors
    /// The game is not played by `players`.
    fn bench(&self, players: u8, time: Duration) -> Result<Bench, String>;
    /// `nos tournament`: computer seats at `seats` (one level per seat) play `hands`
    /// hands (or games) against each other, seats rotating, under these rule options;
    /// the report as text.
    ///
    /// # Errors
    /// The game has no computer players at a level asked for, is not played by that
    /// many seats, or refuses an option.
    fn tournament(&self, seats: &[Level], hands: u64, seed: u64, options: &Options) -> Result<String, String> {
        self.tournament_with(seats, hands, seed, options, None)
    }
    /// As [`Game::tournament`], every game played written as a record in `records`
    /// when given (the games in play when the run stops, in progress).
    ///
    /// # Errors
    /// As [`Game::tournament`].
    fn tournament_with(
        &self,
        seats: &[Level],
        hands: u64,
        seed: u64,
        options: &Options,
        records: Option<&Out>,
    ) -> Result<String, String> {
        let _ = (seats, hands, seed, options, records);
        Err(format!("{} has no computer players yet", self.name()))
    }
    /// The rule options the game takes (`nos new --option`, the new-game screen,
    /// `nos tournament --option`), in the order they are shown: each family names its
    /// own.
    fn options(&self) -> Vec<Opt> {
        Vec::new()
    }
    /// The value an option has at a table of `players` with these options given (the
    /// default where not given); `None` where the game or the table has no such option.
    fn option_value(&self, players: u8, opt: Opt, options: &Options) -> Option<OptValue> {
        let _ = (players, opt);
        options.given_value(opt).cloned()
    }
    /// Whether these options are allowed at a table of `players`.
    ///
    /// # Errors
    /// An option out of range at this table, in words.
    fn check_options(&self, players: u8, options: &Options) -> Result<(), String> {
        let _ = players;
        match options.given().first() {
            None => Ok(()),
            Some((o, _)) => Err(format!("{} takes no option {:?}", self.id(), o.name())),
        }
    }
    /// Replays a parlour record of this game; `None` when the game keeps no parlour
    /// records.
    fn replay(&self, rec: &Record) -> Option<Result<Replayed, Failure>> {
        self.form().map(|_| crate::record::parlour::replay::replay(rec))
    }
    /// Whether the game plays by the club's rules (Nos): its own table, with strict
    /// club mode (offences charged) and practice at choosing the game. The new-game
    /// screen and `nos new` ask this, never the game's place in [`GAMES`].
    fn club_rules(&self) -> bool {
        false
    }
    /// The kind of table the game sits at: the terminal maps each kind to the screens
    /// that play it, once, so that no front end looks at a game's id or place.
    fn table(&self) -> Table;
    /// The game's side of the bot protocol (`nos bot`): its view read into a table the
    /// bot asks; `None` when it is not played over the bot yet.
    fn bot(&self) -> Option<&'static dyn crate::record::bot::Family> {
        None
    }
    /// The form of its parlour records (`None`: the game keeps its own format).
    fn form(&self) -> Option<Form> {
        None
    }
    /// The decisions of a record of this game (as read), each ready to be judged from
    /// its seat's view (`nos analyse`, the replay's mistakes); `None` where the game
    /// cannot be judged.
    fn decisions(&self, bytes: &[u8]) -> Option<Result<Decisions, String>> {
        let _ = bytes;
        None
    }
}

/// The kind of table a game sits at, with what that table needs of it.
#[derive(Clone, Copy, Debug)]
pub enum Table {
    /// Nos's own table: announcements, declarations, the penalty desk, practice.
    Nos,
    /// A line of tiles played from the ends, by its preset of the parlour.
    Line(&'static Preset),
    /// Dominox's 8x8 board.
    Board,
    /// The train games' table: trains from an engine, or a centre with feet. Not drawn
    /// yet: such a game is played from the command line (simulate, bench, check) only.
    Trains,
}

/// A parlour record read for a game's decisions, its error in words.
fn parse_parlour(bytes: &[u8]) -> Result<Record, String> {
    crate::record::parlour::parse(bytes).map_err(|e| e.to_string())
}

/// Why a record is of no game here.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Unknown {
    /// A parlour record that does not read: its line and field.
    #[error("{0}")]
    Format(#[from] crate::record::FormatError),
    /// A parlour record of a game this program does not know: the id it gives.
    #[error("no game {id:?} here")]
    Game { id: String },
}

impl From<Unknown> for crate::record::Unplayable {
    fn from(e: Unknown) -> crate::record::Unplayable {
        match e {
            Unknown::Format(f) => crate::record::Unplayable::Format(f),
            Unknown::Game { id } => crate::record::Unplayable::NoGame { id },
        }
    }
}

impl From<Unknown> for String {
    fn from(e: Unknown) -> String {
        e.to_string()
    }
}

/// The game a record (as read) is of: a parlour record names it, any other is Nos's.
///
/// # Errors
/// A parlour record that cannot be read, or of a game this program does not know.
pub fn of_record(bytes: &[u8]) -> Result<&'static dyn Game, Unknown> {
    if !crate::record::check::is_parlour(bytes) {
        return Ok(&Nos);
    }
    if let Some(g) = crate::record::parlour::check::game_of(bytes).and_then(|id| find(&id)) {
        if g.form().is_none() {
            // A game that reads its own records (the train games).
            return Ok(g);
        }
    }
    let rec = crate::record::parlour::parse(bytes)?;
    find(rec.game).ok_or_else(|| Unknown::Game { id: rec.game.to_string() })
}

trait Counts {
    fn check_players(&self, n: u8) -> Result<(), String>;
}

impl<G: Game> Counts for G {
    fn check_players(&self, n: u8) -> Result<(), String> {
        let ok = self.players();
        if ok.contains(&n) {
            Ok(())
        } else {
            let list: Vec<String> = ok.iter().map(|c| c.to_string()).collect();
            Err(format!("{} is played by {} players, not {n}", self.id(), list.join(", ")))
        }
    }
}

/// Every game, in the order the program lists them.
pub static GAMES: &[&dyn Game] = &[
    &Nos,
    &Line(&p::PARTNERSHIP_BLOCK),
    &Line(&p::BLOCK_SCARNE),
    &Line(&p::BLOCK_HOYLE),
    &Line(&p::BLOCK_NINE),
    &Line(&p::DRAW_2),
    &Line(&p::DRAW_3),
    &Line(&p::DRAW_HOYLE),
    &Line(&p::TIDDLY_WINK),
    &Line(&p::SEBASTOPOL),
    &Line(&p::BERGEN),
    &Line(&p::MATADOR),
    &Line(&p::SNIFF),
    &Line(&p::MUGGINS),
    &Line(&p::ALL_FIVES),
    &Line(&p::FIVES_AND_THREES),
    &Board,
    &Trains(crate::games::trains::Kind::Mexican),
    &Trains(crate::games::trains::Kind::Chicken),
];

/// The game with this id.
pub fn find(id: &str) -> Option<&'static dyn Game> {
    GAMES.iter().copied().find(|g| g.id() == id)
}

/// The rule options written `NAME=VALUE` for a game.
///
/// # Errors
/// One is not `NAME=VALUE`, unknown, not taken by the game, or of a bad value.
pub fn options_of(game: &dyn Game, written: &[String]) -> Result<Options, String> {
    let mut o = Options::new();
    for w in written {
        o.set_text(w, &game.options(), game.id()).map_err(|e| format!("--option {w}: {e}"))?;
    }
    Ok(o)
}

/// The games as lines for `--help`: id, players, partnerships, target, what it is.
pub fn listing() -> String {
    let mut out = String::from("Games (--game ID):\n");
    for g in GAMES {
        let counts = g.players();
        let players = match (counts.first(), counts.last()) {
            (Some(a), Some(b)) if a == b => format!("{a}"),
            (Some(a), Some(b)) => format!("{a}-{b}"),
            _ => String::new(),
        };
        let sides = if g.partnerships() { ", partners" } else { "" };
        out += &format!("  {:<18} {} players{sides}; target {}\n", g.id(), players, g.target());
        out += &format!("      {}\n", g.about());
    }
    out
}
