//! The command line's words: every subcommand and its options, as clap reads them.

use clap::{Parser, Subcommand};
use std::path::PathBuf;

#[derive(Parser, Debug)]
#[command(
    name = "nos",
    version,
    about = "Nos, the Dutch domino game, and the classic parlour games, at one terminal",
    disable_help_subcommand = true,
    max_term_width = 80
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Start a new game at once (an unfinished game stays in its place, to be resumed).
    New {
        /// The game (see the list below); Nos unless named.
        #[arg(long)]
        game: Option<String>,
        /// How many players: those the game allows (Nos: 3 to 5; the game's usual
        /// number when neither this nor --names says).
        #[arg(long, allow_hyphen_values = true, value_parser = players)]
        players: Option<u8>,
        /// The players' names in seat order, comma-separated: Ann,Bas,Cor,Dirk.
        #[arg(long, value_delimiter = ',')]
        names: Vec<String>,
        /// The seed every deal comes from: the same seed deals the same tiles.
        #[arg(long, allow_hyphen_values = true, value_parser = seed)]
        seed: Option<u64>,
        /// Seats played by the computer, numbered from 1 in the order of --names, each
        /// optionally with a level: 2,3 or 2:strong,4:easy.
        #[arg(long, value_delimiter = ',')]
        computer: Vec<String>,
        /// The level of computer seats that name none: easy, normal or strong.
        #[arg(long, default_value = "normal")]
        level: String,
        /// Strict club mode: the offences the program sees are committed and charged
        /// (40 or 80 to each other player) instead of refused.
        #[arg(long)]
        strict: bool,
        /// The table's option "hints in strict mode": the hint key (b) works in
        /// strict club mode too (off by default; kept with the game, so that resuming it keeps it).
        #[arg(long, requires = "strict")]
        hints_in_strict: bool,
        /// A rule option of the game, NAME=VALUE (repeatable): target=150,
        /// partners=true; the game's options are listed below.
        #[arg(long = "option", value_name = "NAME=VALUE")]
        option: Vec<String>,
    },
    /// Practice choosing the game: you are on set in every hand, against computer seats;
    /// the hand is played out and your choice ranked against every other.
    Practice {
        /// How many players, 3 to 5.
        #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(3..=5))]
        players: u8,
        /// The opponents' level: easy, normal or strong.
        #[arg(long, default_value = "normal")]
        level: String,
        /// The seed the deals come from: the same seed deals the same hands.
        #[arg(long, allow_hyphen_values = true, value_parser = seed)]
        seed: Option<u64>,
        /// The computer (normal) plays your turns after your announcement.
        #[arg(long)]
        auto: bool,
        /// Sampled deals per choice for the ranking, 2 to 200,000.
        #[arg(long, default_value_t = 10_000, value_parser = clap::value_parser!(u64).range(2..=200_000))]
        samples: u64,
    },
    /// Learn Nos at the table: short lessons, each one hand with one thing to do. The
    /// list opens with the next lesson first; done ones are marked.
    Learn {
        /// A lesson to open at once: its number or its name (see --list).
        lesson: Option<String>,
        /// Print the lessons, those done marked, and leave.
        #[arg(long)]
        list: bool,
    },
    /// Resume an unfinished game where it stopped: the one there is, or the one
    /// chosen from the list (or named by its id).
    Resume {
        /// The game's id, as `nos resume --list` gives it.
        id: Option<String>,
        /// List the unfinished games, one a line with its id, and stop.
        #[arg(long, conflicts_with = "id")]
        list: bool,
    },
    /// Watch a record: step through it, every hand face up or as one seat saw it.
    Replay {
        /// A record file (JSON, format v1), such as the one a game names when it ends.
        file: PathBuf,
    },
    /// Judge every decision of a finished record from the view of the seat that made
    /// it: the best choice, and what the one played cost (chips or points, with a 95%
    /// interval; and in hindsight on the real deal), the mistakes costliest first.
    ///
    /// Exit 0: judged; 1: the record does not replay or cannot be judged; 2: a file
    /// that is not a readable record.
    Analyse {
        /// A record file of any game (JSON).
        file: PathBuf,
        /// One JSON object per decision, a line each: hand, action, seat, played,
        /// best, cost, low, high, hindsight, choices.
        #[arg(long)]
        json: bool,
        /// Judge only this seat's decisions, numbered as the table and the report
        /// number them (from 1).
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=9))]
        seat: Option<u8>,
        /// Sampled deals per choice, 2 to 100,000: more is slower and finer (Nos 256,
        /// the line games 128, Dominox 32 when not given).
        #[arg(long, value_parser = clap::value_parser!(u32).range(2..=100_000))]
        samples: Option<u32>,
        /// The seed the sampled deals come from: the same seed, the same figures.
        #[arg(long, default_value_t = 1, allow_hyphen_values = true, value_parser = seed)]
        seed: u64,
    },
    /// Check record files: replay each through the rules and report every hand.
    ///
    /// Exit 0: all valid; 1: the rules refuse something or an expectation differs;
    /// 2: a file is not a readable record.
    Check {
        /// Record files (JSON, format v1).
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Play random legal hands and print how they went.
    Simulate {
        /// The game (see the list below); Nos unless named.
        #[arg(long)]
        game: Option<String>,
        /// How many players (the game's usual number unless given).
        #[arg(long, allow_hyphen_values = true, value_parser = players)]
        players: Option<u8>,
        /// Hands to play, 1 to 100,000,000.
        #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..=100_000_000))]
        hands: u64,
        #[arg(long, default_value_t = 1, allow_hyphen_values = true, value_parser = seed)]
        seed: u64,
        /// A rule option of the game, NAME=VALUE (repeatable), as `nos new` takes it.
        #[arg(long = "option", value_name = "NAME=VALUE")]
        option: Vec<String>,
        /// Write every game played as a record into this directory (made if need
        /// be): one file a match or session, none written over; one cut short by the
        /// limit or Ctrl-C is written as far as it went.
        #[arg(long, value_name = "DIR")]
        records: Option<PathBuf>,
    },
    /// Rank every choice of the seat on set (which double to set, which game) by the
    /// mean chips it wins over many sampled deals.
    Advise {
        #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(3..=5))]
        players: u8,
        /// The seat's tiles, e.g. 5-5,5-4,4-4,5-1.
        #[arg(long)]
        hand: String,
        /// The set tile, once set.
        #[arg(long)]
        set: Option<String>,
        /// Sampled deals per choice, 2 to 200,000 (2,000 when not given).
        #[arg(long, value_parser = clap::value_parser!(u32).range(2..=200_000))]
        samples: Option<u32>,
        #[arg(long, default_value_t = 1, allow_hyphen_values = true, value_parser = seed)]
        seed: u64,
    },
    /// Play computer seats against each other, rotating seats, and report what each
    /// level won per hand (chips for Nos, points for the parlour, the margin for Dominox).
    Tournament {
        /// The game (see the list below); Nos unless named.
        #[arg(long)]
        game: Option<String>,
        /// How many players; when given, it must be the number of levels in --seats.
        #[arg(long, value_parser = clap::value_parser!(u8).range(2..=9))]
        players: Option<u8>,
        /// Hands to play, 2 to 10,000,000.
        #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u64).range(2..=10_000_000))]
        hands: u64,
        /// One level per seat, e.g. strong,normal,normal,easy (also strong-old: the strong
        /// level on uniformly dealt tiles, as it was before it read the history).
        #[arg(long)]
        seats: String,
        #[arg(long, default_value_t = 1, allow_hyphen_values = true, value_parser = seed)]
        seed: u64,
        /// A rule option of the game, NAME=VALUE (repeatable): target=150,
        /// partners=true; the game's options are listed below.
        #[arg(long = "option", value_name = "NAME=VALUE")]
        option: Vec<String>,
        /// Write every game played as a record into this directory (made if need
        /// be): one file a match or session, none written over; the games in play
        /// when Ctrl-C stops the run are written as far as they went.
        #[arg(long, value_name = "DIR")]
        records: Option<PathBuf>,
    },
    /// Measure the engine: random legal hands per second on one core, for every player
    /// count of the game (Nos: 3, 4 and 5) or the one given.
    Bench {
        /// The game (see the list below); Nos unless named.
        #[arg(long)]
        game: Option<String>,
        /// One player count only.
        #[arg(long, allow_hyphen_values = true, value_parser = players)]
        players: Option<u8>,
        /// Seconds to run for each player count, 0.1 to 600.
        #[arg(long, default_value_t = 2.0, value_parser = seconds)]
        seconds: f64,
    },
    /// Our computer players and rules for other programs: one JSON request a line on
    /// standard input, one answer a line on standard output (the protocol: nos help protocol).
    Bot,
    /// The guide: nos help TOPIC prints a page of it (playing, learning, network,
    /// records, protocol, maintainers); nos help rules [GAME] the rules; nos help
    /// COMMAND that command's options; nos help alone lists the topics.
    Help {
        /// A topic of the guide, rules, or a command.
        topic: Option<String>,
        /// After rules: the game whose rules to print (all of them when not given).
        game: Option<String>,
    },
    /// Serve the tables over SSH: every player at his own terminal, joining with
    /// `ssh -p PORT NAME@HOST` (the user name is his name at the table).
    #[cfg(feature = "serve")]
    Serve {
        /// The port to listen on.
        #[arg(long, default_value_t = 2222)]
        port: u16,
        /// The address to listen on: the loopback by default; 0.0.0.0 opens the
        /// server to the network, and then needs --password or --authorized-keys.
        #[arg(long, default_value = "127.0.0.1")]
        listen: std::net::IpAddr,
        /// The password every player gives.
        #[arg(long)]
        password: Option<String>,
        /// A file of public keys (OpenSSH authorized_keys lines) let in.
        #[arg(long, value_name = "FILE")]
        authorized_keys: Option<PathBuf>,
        /// The seed of the first table opened; each next table's is one more (by
        /// default each table's seed comes from the clock).
        #[arg(long, allow_hyphen_values = true, value_parser = seed)]
        seed: Option<u64>,
        /// How long a table waits for a dropped player before a computer player
        /// takes his seat until he is back (0: for ever).
        #[arg(long, value_name = "SECONDS", default_value_t = 120)]
        absent_after: u64,
        /// How long a table stays open once nobody sits at it (every player away):
        /// then it is closed, its game kept among the sessions (0: never).
        #[arg(long, value_name = "SECONDS", default_value_t = 1800)]
        close_after: u64,
    },
}

/// `--seconds`: a finite number of seconds, 0.1 to 600.
/// A seed: any whole number a seed can be, said so when it is not one (a minus sign
/// included, which would otherwise read as an unknown option).
fn seed(s: &str) -> Result<u64, String> {
    s.trim().parse().map_err(|_| format!("a seed is a whole number from 0 to {}", u64::MAX))
}

/// A number of players: whether the game is played by that many is the game's to say
/// (`Nos is played by 3, 4, 5 players, not 2`), as it says for any other count.
fn players(s: &str) -> Result<u8, String> {
    s.trim().parse().map_err(|_| "a number of players, such as 4".to_string())
}

fn seconds(s: &str) -> Result<f64, String> {
    let v: f64 = s.trim().parse().map_err(|_| "a number of seconds, such as 2 or 0.5".to_string())?;
    if (0.1..=600.0).contains(&v) {
        Ok(v)
    } else {
        Err("from 0.1 to 600 seconds".into())
    }
}
