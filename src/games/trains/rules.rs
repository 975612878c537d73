//! The rules of a train game as values of rule choices (rulings-trains.md): which game
//! (Mexican Train's trains or Chicken Foot's feet), the set, how many rounds, tiles
//! dealt, what the double blank counts, and how many tiles Chicken Foot's centre takes.

use crate::core::{Seat, Set, Tile};
use std::fmt;

/// The two games of the family: how the table grows.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Kind {
    /// Trains from the engine, one per seat and the Mexican train (MT #1).
    Mexican,
    /// A centre opening four or six ways, and a foot of three toes on every double
    /// (CF #1-#3).
    Chicken,
}

impl Kind {
    /// The id records and the command line use.
    pub const fn id(self) -> &'static str {
        match self {
            Kind::Mexican => "mexican-train",
            Kind::Chicken => "chicken-foot",
        }
    }
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Mexican => "Mexican Train",
            Kind::Chicken => "Chicken Foot",
        }
    }
    /// The set played without option `set` (Trains #1).
    pub const fn set(self) -> Set {
        match self {
            Kind::Mexican => Set::DoubleTwelve,
            Kind::Chicken => Set::DoubleNine,
        }
    }
    /// What the double blank counts without option `blank_double` (Trains #9).
    pub const fn blank_double(self) -> u8 {
        match self {
            Kind::Mexican => 0,
            Kind::Chicken => 50,
        }
    }
}

/// The most seats at a train game (Trains #4).
pub const MAX_PLAYERS: usize = 8;

/// The fewest seats.
pub const MIN_PLAYERS: usize = 2;

/// The options a table may give, each `None` for its default (rulings-trains.md
/// section 4).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Hash)]
pub struct Choices {
    /// 6, 9 or 12: the set's top number.
    pub set: Option<u8>,
    /// 1 to `set + 1`.
    pub rounds: Option<u8>,
    /// Tiles dealt to each seat, 1 to 30.
    pub hand: Option<u8>,
    /// 0, 25 or 50.
    pub blank_double: Option<u8>,
    /// Chicken Foot only: 4 or 6.
    pub centre: Option<u8>,
}

/// The options of the train games (section 4), as the command line, records and the
/// new-game screen name them, in the order they are shown. The ranges are the widest
/// any table allows; [`Rules::new`] refuses what a table does not (a set of 7, more
/// rounds than the set has doubles).
pub mod opt {
    use crate::core::option::{Kind, Opt};
    pub const SET: Opt = Opt::new("set", Kind::Int(6, 12)).at(0);
    pub const ROUNDS: Opt = Opt::new("rounds", Kind::Int(1, 13)).at(1);
    pub const HAND: Opt = Opt::new("hand", Kind::Int(1, 30)).at(2);
    pub const BLANK_DOUBLE: Opt = Opt::new("blank_double", Kind::Int(0, 50)).at(3);
    pub const CENTRE: Opt = Opt::new("centre", Kind::Int(4, 6)).at(4);
}

/// The names of the options, in the order they are shown.
pub const OPTIONS: [&str; 5] = ["set", "rounds", "hand", "blank_double", "centre"];

impl Kind {
    /// The options the game takes: `centre` in Chicken Foot only.
    pub fn options(self) -> &'static [crate::core::option::Opt] {
        const ALL: [crate::core::option::Opt; 5] = [opt::SET, opt::ROUNDS, opt::HAND, opt::BLANK_DOUBLE, opt::CENTRE];
        match self {
            Kind::Mexican => &ALL[..4],
            Kind::Chicken => &ALL,
        }
    }
}

impl Choices {
    /// Sets the option `name` to `v`, checking only that the name is known and taken by
    /// `kind`; [`Rules::new`] checks the values.
    ///
    /// # Errors
    /// An unknown option, or `centre` in Mexican Train.
    pub fn give(&mut self, kind: Kind, name: &str, v: u8) -> Result<(), SetupError> {
        let slot = match name {
            "set" => &mut self.set,
            "rounds" => &mut self.rounds,
            "hand" => &mut self.hand,
            "blank_double" => &mut self.blank_double,
            "centre" if kind == Kind::Chicken => &mut self.centre,
            _ => return Err(SetupError::Option(name.to_string(), format!("{} takes no option {name:?}", kind.id()))),
        };
        *slot = Some(v);
        Ok(())
    }

    /// The options given as the command line and the new-game screen hold them.
    ///
    /// # Errors
    /// An option `kind` does not take, or a value that is not a whole number from 0 to
    /// 255 (the values themselves are checked by [`Rules::new`]).
    pub fn of(kind: Kind, given: &crate::core::option::Options) -> Result<Choices, SetupError> {
        let mut c = Choices::default();
        for (o, v) in given.given() {
            let bad = |why: String| SetupError::Option(o.name().to_string(), why);
            let n = match v {
                crate::core::option::Value::Int(i) => u8::try_from(*i).map_err(|_| bad(format!("not {i}")))?,
                other => return Err(bad(format!("a whole number, not {other}"))),
            };
            c.give(kind, o.name(), n)?;
        }
        Ok(c)
    }

    /// The options as the command line and the new-game screen hold them.
    pub fn options(&self, kind: Kind) -> crate::core::option::Options {
        let mut o = crate::core::option::Options::new();
        for (name, v) in self.given() {
            if let Some(&opt) = kind.options().iter().find(|o| o.name() == name) {
                // Values a table was made with are in range.
                let _ = o.set(opt, crate::core::option::Value::Int(i64::from(v)));
            }
        }
        o
    }

    /// The options given, as `(name, value)`, in the order of [`OPTIONS`].
    pub fn given(&self) -> Vec<(&'static str, u8)> {
        let all = [self.set, self.rounds, self.hand, self.blank_double, self.centre];
        OPTIONS.iter().zip(all).filter_map(|(n, v)| v.map(|v| (*n, v))).collect()
    }
}

/// The rules of one table: a game, its player count and its options, checked.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Rules {
    pub kind: Kind,
    pub set: Set,
    pub players: u8,
    /// Rounds played: the first `rounds` of the `set + 1` (Trains #2).
    pub rounds: u8,
    /// Tiles dealt to each seat (Trains #4).
    pub hand: u8,
    /// What the double blank counts (Trains #9).
    pub blank_double: u8,
    /// Tiles Chicken Foot's centre takes (CF #1); 0 in Mexican Train.
    pub centre: u8,
}

/// Why a table's rules cannot be played.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SetupError {
    /// The game is played by 2 to 8.
    Players(usize),
    /// An option (named) out of range or not taken, in words.
    Option(String, String),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Players(n) => write!(f, "the train games are played by 2 to 8 players, not {n}"),
            SetupError::Option(name, why) => write!(f, "option {name}: {why}"),
        }
    }
}

impl std::error::Error for SetupError {}

/// Trains #4: the tiles dealt to each of `players` seats in `set`, when the table has a
/// number for it.
pub const fn dealt(set: Set, players: usize) -> Option<u8> {
    let row: [u8; 7] = match set {
        Set::DoubleTwelve => [15, 15, 15, 12, 12, 10, 10],
        Set::DoubleNine => [9, 7, 7, 6, 6, 5, 5],
        Set::DoubleSix => [7, 6, 5, 0, 0, 0, 0],
    };
    if players < MIN_PLAYERS || players > MAX_PLAYERS || row[players - 2] == 0 {
        None
    } else {
        Some(row[players - 2])
    }
}

impl Rules {
    /// The rules of `kind` at a table of `players` with these options.
    ///
    /// # Errors
    /// A player count outside 2 to 8, or an option out of range (section 4), or a hand
    /// the set cannot deal (Trains #4).
    pub fn new(kind: Kind, players: usize, o: &Choices) -> Result<Rules, SetupError> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
            return Err(SetupError::Players(players));
        }
        let bad = |name: &str, why: String| SetupError::Option(name.to_string(), why);
        let set = match o.set {
            None => kind.set(),
            Some(v) => Set::of_top(v).ok_or_else(|| bad("set", format!("6, 9 or 12, not {v}")))?,
        };
        let all = set.top() + 1;
        let rounds = o.rounds.unwrap_or(all);
        if rounds < 1 || rounds > all {
            return Err(bad("rounds", format!("1 to {all} with the {set} set, not {rounds}")));
        }
        let hand = match o.hand {
            Some(h) if !(1..=30).contains(&h) => return Err(bad("hand", format!("1 to 30, not {h}"))),
            Some(h) => h,
            None => dealt(set, players).ok_or_else(|| {
                bad("hand", format!("the {set} set has no hand size for {players} players: give one"))
            })?,
        };
        if hand as usize * players > set.size() - 1 {
            return Err(bad(
                "hand",
                format!(
                    "{players} hands of {hand} are more than the {} tiles of the {set} set beside the engine",
                    set.size() - 1
                ),
            ));
        }
        let blank_double = o.blank_double.unwrap_or(kind.blank_double());
        if ![0, 25, 50].contains(&blank_double) {
            return Err(bad("blank_double", format!("0, 25 or 50, not {blank_double}")));
        }
        let centre = match (kind, o.centre) {
            (Kind::Mexican, None) => 0,
            (Kind::Mexican, Some(_)) => return Err(bad("centre", "mexican-train takes no option \"centre\"".into())),
            (Kind::Chicken, None) => 4,
            (Kind::Chicken, Some(c @ (4 | 6))) => c,
            (Kind::Chicken, Some(c)) => return Err(bad("centre", format!("4 or 6, not {c}"))),
        };
        Ok(Rules { kind, set, players: players as u8, rounds, hand, blank_double, centre })
    }

    /// The default rules of `kind` at a table of `players`.
    ///
    /// # Errors
    /// As [`Rules::new`].
    pub fn of(kind: Kind, players: usize) -> Result<Rules, SetupError> {
        Rules::new(kind, players, &Choices::default())
    }

    /// The double of round `r` (from 1): the top's double first, one lower each round
    /// (Trains #2).
    pub const fn engine(&self, r: u8) -> Tile {
        Tile::double(self.set.top() + 1 - r)
    }

    /// The round whose engine is `t`, if it is a double of the set.
    pub fn round_of(&self, t: Tile) -> Option<u8> {
        (t.is_double() && self.set.has(t)).then(|| self.set.top() + 1 - t.low())
    }

    /// The seat leading round `r` (Trains #5).
    pub const fn lead(&self, r: u8) -> Seat {
        Seat((r - 1) % self.players)
    }

    /// What a tile left in hand counts (Trains #9).
    pub const fn count(&self, t: Tile) -> u32 {
        if t.index() == Tile::DOUBLE_BLANK.index() {
            self.blank_double as u32
        } else {
            t.pips() as u32
        }
    }

    /// The value option `name` has at this table; `None` where the game has no such
    /// option.
    pub fn value_of(&self, name: &str) -> Option<u8> {
        match name {
            "set" => Some(self.set.top()),
            "rounds" => Some(self.rounds),
            "hand" => Some(self.hand),
            "blank_double" => Some(self.blank_double),
            "centre" if self.kind == Kind::Chicken => Some(self.centre),
            _ => None,
        }
    }

    /// The options as the table has them, every one given (for a record's `options`,
    /// written only where they differ from the defaults).
    pub fn choices(&self) -> Choices {
        let d = Rules::of(self.kind, self.players as usize).ok();
        let differ = |v: u8, f: fn(&Rules) -> u8| if d.as_ref().map(f) == Some(v) { None } else { Some(v) };
        let set = (self.set != self.kind.set()).then_some(self.set.top());
        // With another set, rounds and hand are written whenever they differ from that
        // set's own defaults.
        let base = Rules::new(self.kind, self.players as usize, &Choices { set, ..Choices::default() }).ok();
        let from = |v: u8, f: fn(&Rules) -> u8| if base.as_ref().map(f) == Some(v) { None } else { Some(v) };
        Choices {
            set,
            rounds: from(self.rounds, |r| r.rounds),
            hand: from(self.hand, |r| r.hand),
            blank_double: differ(self.blank_double, |r| r.blank_double),
            centre: differ(self.centre, |r| r.centre),
        }
    }
}
