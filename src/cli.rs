//! The command line: play, resume, replay, check, simulate, bench.

use crate::bar::{Bar, Measure};
use crate::record::check::{check_file, Verdict};
use crate::text::{safe, safe_lines};
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
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=9))]
        players: Option<u8>,
        /// The players' names in seat order, comma-separated: Ann,Bas,Cor,Dirk.
        #[arg(long, value_delimiter = ',')]
        names: Vec<String>,
        /// The seed every deal comes from: the same seed deals the same tiles.
        #[arg(long)]
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
        #[arg(long)]
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
        /// A record file (JSON, format v1), such as one the settlement screen names.
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
        #[arg(long, default_value_t = 1)]
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
        #[arg(long)]
        players: Option<u8>,
        /// Hands to play, 1 to 100,000,000.
        #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..=100_000_000))]
        hands: u64,
        #[arg(long, default_value_t = 1)]
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
        #[arg(long, default_value_t = 1)]
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
        #[arg(long, default_value_t = 1)]
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
        #[arg(long)]
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
        #[arg(long)]
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

/// Runs the program; returns the exit code.
pub fn main() -> i32 {
    use clap::{CommandFactory, FromArgMatches};
    // Plain: the error's text is then clap's words and the argument as given, which
    // `usage` shows safely; styled, the argument's escapes would hide among clap's.
    let cmd = Cli::command().styles(clap::builder::styling::Styles::plain()).after_help(crate::registry::listing());
    let cli = match cmd.try_get_matches().and_then(|m| Cli::from_arg_matches(&m)) {
        Ok(c) => c,
        Err(e) => return usage(e),
    };
    match cli.command {
        Some(Command::Check { files }) => {
            let mut worst = Verdict::Valid;
            for f in &files {
                let (lines, v) = check_file(f);
                for l in lines {
                    if v == Verdict::Valid {
                        println!("{l}");
                    } else {
                        eprintln!("{l}");
                    }
                }
                worst = worst.max(v);
            }
            worst as i32
        }
        Some(Command::Simulate { game, players, hands, seed, option, records }) => {
            let Some(g) = game_named(game.as_deref()) else { return 2 };
            let players = players.unwrap_or(g.default_players());
            let prefix = format!("simulate-{}-{players}p-seed{seed}", g.id());
            let setup = crate::registry::options_of(g, &option)
                .and_then(|o| g.check_options(players, &o).map(|()| o))
                .and_then(|o| Ok((o, records_out(records.as_deref(), &prefix)?)));
            let (options, out) = match setup {
                Ok(s) => s,
                Err(e) => {
                    eprintln!("error: {}", crate::text::safe(&e));
                    return 2;
                }
            };
            let bar = Bar::start(Measure::Work);
            let run = crate::registry::Run { players, hands, seed, options: &options, records: out.as_ref() };
            let report = g.simulate(&run);
            drop(bar);
            match (report, out.as_ref().and_then(records_end)) {
                (Err(e), _) | (Ok(_), Some((e, false))) => {
                    eprintln!("error: {}", crate::text::safe(&e));
                    2
                }
                (Ok(_), Some((e, true))) => {
                    eprintln!("nos simulate: {e}");
                    STOPPED
                }
                (Ok(report), None) => {
                    print!("{report}");
                    0
                }
            }
        }
        Some(Command::Bench { game, players, seconds }) => {
            let Some(g) = game_named(game.as_deref()) else { return 2 };
            let counts = match players {
                Some(n) => vec![n],
                None => g.players(),
            };
            for n in counts {
                let time = std::time::Duration::from_secs_f64(seconds);
                let bar = Bar::start(Measure::Time(time));
                let b = g.bench(n, time);
                drop(bar);
                match b {
                    Ok(b) if game.is_none() => println!("{b}"),
                    Ok(b) => println!("{}: {b}", g.id()),
                    Err(e) => {
                        eprintln!("error: {}", crate::text::safe(&e));
                        return 2;
                    }
                }
            }
            0
        }
        #[cfg(feature = "serve")]
        Some(Command::Serve { port, listen, password, authorized_keys, seed, absent_after, close_after }) => {
            let absent = (absent_after > 0).then(|| std::time::Duration::from_secs(absent_after));
            let close = (close_after > 0).then(|| std::time::Duration::from_secs(close_after));
            crate::serve::run(crate::serve::Settings {
                port,
                listen,
                password,
                keys: authorized_keys,
                seed,
                limits: crate::serve::Limits { absent, close, ..Default::default() },
            })
        }
        Some(Command::Bot) => match crate::bot::serve(std::io::stdin().lock(), std::io::stdout().lock()) {
            Ok(()) => 0,
            Err(e) => {
                eprintln!("error: {}", crate::text::safe(&e.to_string()));
                2
            }
        },
        Some(Command::Advise { players, hand, set, samples, seed }) => {
            let bar = Bar::start(Measure::Work);
            crate::ai_cli::advise(&crate::ai_cli::AdviseArgs { players, hand, set, samples, seed }, || drop(bar))
        }
        Some(Command::Tournament { game, players, hands, seats, seed, option, records }) => {
            let Some(g) = game_named(game.as_deref()) else { return 2 };
            let levels = seats.split(',').map(str::trim).collect::<Vec<_>>().join("-");
            let prefix = format!("tournament-{}-{levels}-seed{seed}", g.id());
            let out = match records_out(records.as_deref(), &prefix) {
                Ok(o) => o,
                Err(e) => {
                    eprintln!("nos tournament: {}", crate::text::safe(&e));
                    return 2;
                }
            };
            let bar = Bar::start(Measure::Work);
            let args = crate::ai_cli::TournamentArgs { players, hands, seats, seed, options: option };
            let code = crate::ai_cli::tournament(g, &args, out.as_ref(), || drop(bar));
            match out.as_ref().and_then(records_end) {
                Some((e, stopped)) if code == 0 => {
                    eprintln!("nos tournament: {e}");
                    if stopped {
                        STOPPED
                    } else {
                        2
                    }
                }
                _ => code,
            }
        }
        // The arguments are judged first, and nothing is touched before the terminal
        // is known to be there: a game started without one must not put the
        // unfinished one aside.
        Some(Command::New { game, players, names, seed, computer, level, strict, hints_in_strict, option }) => {
            let Some(g) = game_named(game.as_deref()) else { return 2 };
            // Nos's own screens take its club options (--strict, --hints-in-strict).
            let sitting = crate::tui::openers::opener(g.id()).is_some() && !g.club_rules();
            if strict && !g.club_rules() {
                eprintln!("error: --strict is Nos's strict club mode; {} has no such rule", g.name());
                return 2;
            }
            let chosen = seats(g, players, names, &computer, &level).and_then(|(names, kinds)| {
                let options = crate::registry::options_of(g, &option)?;
                g.check_options(names.len() as u8, &options)?;
                Ok((names, kinds, options))
            });
            match chosen {
                Ok((names, kinds, options)) => terminal().unwrap_or_else(|| {
                    let seed = seed.unwrap_or_else(crate::tui::clock_seed);
                    if sitting {
                        crate::tui::new_sitting(g.id(), names, kinds, seed, &options)
                    } else {
                        let options = crate::games::nos::Options { strict, ..Default::default() };
                        crate::tui::new_game(names, kinds, seed, options, hints_in_strict)
                    }
                }),
                Err(e) => {
                    eprintln!("error: {}", safe(&e));
                    2
                }
            }
        }
        Some(Command::Practice { players, level, seed, auto, samples }) => match crate::core::Level::parse(&level) {
            Some(l) => terminal().unwrap_or_else(|| {
                let seed = seed.unwrap_or_else(crate::tui::clock_seed);
                crate::tui::practice(players, l, seed, auto, samples)
            }),
            None => {
                eprintln!("nos practice: the levels are easy, normal and strong, not {}", safe(&format!("{level:?}")));
                2
            }
        },
        Some(Command::Learn { lesson, list }) => learn(lesson, list),
        Some(Command::Help { topic, game }) => help(topic.as_deref(), game.as_deref()),
        Some(Command::Resume { list: true, .. }) => crate::tui::list(),
        Some(Command::Resume { id, .. }) => terminal().unwrap_or_else(|| crate::tui::resume(id.as_deref())),
        Some(Command::Replay { file }) => crate::tui::replay_file(&file),
        Some(Command::Analyse { file, json, seat, samples, seed }) => {
            let seat = seat.map(|n| n - 1);
            let s = crate::analyse::Settings { samples: samples.map(|n| n as usize), seed, seat };
            crate::analyse::cli::run(&file, &s, json)
        }
        None => terminal().unwrap_or_else(crate::tui::default),
    }
}

/// `nos learn`: the list printed, or the lessons at the table.
fn learn(lesson: Option<String>, list: bool) -> i32 {
    let index = match lesson.as_deref().map(|l| (l, crate::learn::find(l))) {
        Some((l, None)) => {
            let ids: Vec<&str> = crate::learn::all().iter().map(|l| l.id()).collect();
            eprintln!(
                "error: no lesson \"{}\"; give a number from 1 to {} or a name: {}",
                safe(l),
                ids.len(),
                ids.join(", ")
            );
            return 2;
        }
        Some((_, i)) => i,
        None => None,
    };
    if list {
        let p = crate::tui::app::learn::Learn::new(crate::tui::app::learn::progress_file()).progress;
        print!("{}", crate::learn::listing(&p));
        return 0;
    }
    terminal().unwrap_or_else(|| crate::tui::learn(index))
}

/// `nos help`: the topics; a page of the guide; the rules; or a command's help.
fn help(topic: Option<&str>, game: Option<&str>) -> i32 {
    use clap::CommandFactory;
    let Some(topic) = topic else {
        print!("{}", crate::guide::listing());
        return 0;
    };
    if topic != "rules" {
        if let Some(g) = game {
            eprintln!("error: nos help {} takes no more words, not \"{}\"", safe(topic), safe(g));
            return 2;
        }
    }
    if let Some(p) = crate::guide::page(topic) {
        print!("{}", crate::guide::for_terminal(p.text, crate::guide::width()));
        return 0;
    }
    if topic == "rules" {
        return match crate::guide::rules(game) {
            Ok(text) => {
                print!("{}", crate::guide::for_terminal(&text, crate::guide::width()));
                0
            }
            Err(e) => {
                eprint!("{}", crate::guide::for_terminal(&format!("error: {e}"), 80));
                2
            }
        };
    }
    let cmd = Cli::command().styles(clap::builder::styling::Styles::plain());
    if cmd.find_subcommand(topic).is_some() {
        return match cmd.try_get_matches_from(["nos", topic, "--help"]) {
            Err(e) => usage(e),
            Ok(_) => 0,
        };
    }
    let topics: Vec<&str> = crate::guide::PAGES.iter().map(|p| p.topic).collect();
    let e = format!(
        "error: no topic or command \"{}\"; the topics are {}, rules (nos help lists them)",
        safe(topic),
        topics.join(", ")
    );
    eprint!("{}", crate::guide::for_terminal(&e, 80));
    2
}

/// `None` when the program runs in a terminal; else the exit code, the reason said.
fn terminal() -> Option<i32> {
    let e = crate::tui::have_terminal().err()?;
    eprintln!("nos: {e}");
    Some(1)
}

/// A command line clap refuses. Help and the version print as clap prints them; an
/// error prints as its first sentence, made safe (it quotes the argument, which may
/// hold anything), and the exit code is clap's (2).
fn usage(e: clap::Error) -> i32 {
    use clap::error::ErrorKind;
    if matches!(
        e.kind(),
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    ) {
        let _ = e.print();
        return e.exit_code();
    }
    let text = e.render().ansi().to_string();
    let head: Vec<&str> = text.lines().take_while(|l| !l.trim().is_empty()).collect();
    eprintln!("{}", safe_lines(&head.join("\n")));
    e.exit_code()
}

/// `--seconds`: a finite number of seconds, 0.1 to 600.
fn seconds(s: &str) -> Result<f64, String> {
    let v: f64 = s.trim().parse().map_err(|_| "a number of seconds, such as 2 or 0.5".to_string())?;
    if (0.1..=600.0).contains(&v) {
        Ok(v)
    } else {
        Err("from 0.1 to 600 seconds".into())
    }
}

/// The game of this id (the first game, Nos, when none is named), or a message
/// listing the games.
/// The exit code of a run stopped by a signal, its records written: as a shell
/// says of a program that SIGINT ended.
const STOPPED: i32 = 130;

/// The directory a run's records go to, when `--records` is given; from then on the
/// first Ctrl-C (or SIGTERM, SIGHUP) stops the run at its next look, its games in
/// play written as far as they went, and a second ends the program at once.
fn records_out(dir: Option<&std::path::Path>, prefix: &str) -> Result<Option<crate::record::out::Out>, String> {
    let Some(dir) = dir else { return Ok(None) };
    // Made safe for a file name: an id and levels are plain, but a level is as typed.
    let prefix: String = prefix.chars().map(|c| if c.is_ascii_alphanumeric() || c == '-' { c } else { '_' }).collect();
    let out = crate::record::out::Out::open(dir, &prefix)?;
    #[cfg(unix)]
    {
        use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
        let mut signals = signal_hook::iterator::Signals::new([SIGINT, SIGTERM, SIGHUP]).map_err(|e| e.to_string())?;
        std::thread::Builder::new()
            .name("signals".into())
            .spawn(move || {
                let mut got = signals.forever();
                if got.next().is_some() {
                    crate::progress::stop();
                }
                if let Some(sig) = got.next() {
                    std::process::exit(128 + sig);
                }
            })
            .map_err(|e| e.to_string())?;
    }
    Ok(Some(out))
}

/// What ends a run that wrote records badly or was stopped: the words, and whether
/// it was stopped (not failed). `None` when it ran to its end.
fn records_end(out: &crate::record::out::Out) -> Option<(String, bool)> {
    let dir = crate::text::safe(&out.dir().display().to_string()).into_owned();
    if let Some(f) = out.failure() {
        return Some((format!("a record could not be written, and the run stopped: {f}"), false));
    }
    crate::progress::stopped().then(|| {
        (format!("stopped: {} records written in {dir}, the last ones as far as they went", out.written()), true)
    })
}

fn game_named(id: Option<&str>) -> Option<&'static dyn crate::registry::Game> {
    let Some(id) = id else { return crate::registry::GAMES.first().copied() };
    let g = crate::registry::find(id);
    if g.is_none() {
        let ids: Vec<&str> = crate::registry::GAMES.iter().map(|g| g.id()).collect();
        // Quoted by hand: `{:?}` would escape the escapes `safe` wrote.
        eprintln!("error: no game \"{}\"; the games are {}", crate::text::safe(id), ids.join(", "));
    }
    g
}

/// The names and kinds of the seats of `nos new`.
fn seats(
    game: &dyn crate::registry::Game,
    players: Option<u8>,
    names: Vec<String>,
    computer: &[String],
    level: &str,
) -> Result<(Vec<String>, Vec<crate::tui::table::seat::Kind>), String> {
    use crate::core::Level;
    use crate::tui::table::seat::Kind;
    let n = match (players, names.len()) {
        (Some(p), 0) => p as usize,
        (None, 0) => game.default_players() as usize,
        (Some(p), k) if p as usize != k => {
            return Err(format!("--players says {p}, but --names names {k}: give one name per player"))
        }
        (_, k) => k,
    };
    let counts = game.players();
    if !counts.contains(&(n as u8)) {
        let list: Vec<String> = counts.iter().map(|c| c.to_string()).collect();
        return Err(format!("{} is played by {} players, not {n}", game.name(), list.join(", ")));
    }
    let names: Vec<String> = if names.is_empty() {
        crate::tui::app::setup::NAMES[..n].iter().map(|s| s.to_string()).collect()
    } else {
        names.iter().map(|s| s.trim().to_string()).collect()
    };
    crate::text::check_names(&names)?;
    let default = Level::parse(level).ok_or(format!("the levels are easy, normal and strong, not {level:?}"))?;
    let mut kinds = vec![Kind::Human; n];
    for c in computer {
        let (seat, lvl) = match c.split_once(':') {
            Some((s, l)) => (s, Level::parse(l).ok_or(format!("the levels are easy, normal and strong, not {l:?}"))?),
            None => (c.as_str(), default),
        };
        let k: usize =
            seat.trim().parse().map_err(|_| format!("--computer takes seat numbers from 1 to {n}, not {seat:?}"))?;
        if !(1..=n).contains(&k) {
            return Err(format!("--computer takes seat numbers from 1 to {n}, not {k}"));
        }
        if kinds[k - 1] != Kind::Human {
            return Err(format!("--computer names seat {k} twice: name each seat once, with its level"));
        }
        kinds[k - 1] = Kind::Computer(lvl);
    }
    Ok((names, kinds))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::table::seat::Kind;

    #[test]
    fn computer_seats_are_numbered_from_one_with_optional_levels() {
        let names = vec!["A".into(), "B".into(), "C".into()];
        let (_, k) = seats(&crate::registry::Nos, None, names, &["2".into(), "3:strong".into()], "easy").unwrap();
        assert_eq!(k[0], Kind::Human);
        assert_eq!(k[1], Kind::Computer(crate::core::Level::Easy));
        assert_eq!(k[2], Kind::Computer(crate::core::Level::Strong));
        assert!(seats(&crate::registry::Nos, Some(4), vec![], &["5".into()], "normal").is_err());
    }

    #[test]
    fn players_and_names_must_agree() {
        let names = vec!["A".into(), "B".into()];
        let e = seats(&crate::registry::Nos, Some(3), names, &[], "normal").unwrap_err();
        assert!(e.contains("--players says 3, but --names names 2"), "{e}");
        assert_eq!(seats(&crate::registry::Nos, None, vec![], &[], "normal").unwrap().0.len(), 4);
    }
}
