//! The command line: play, resume, replay, check, simulate, bench.

use crate::bar::{Bar, Measure};
use crate::record::check::{check_file, Verdict};
use crate::text::{safe, safe_lines};

mod args;
pub use args::{Cli, Command};

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
        if players.is_none() && !names.is_empty() {
            // The count came from the names: say that each name is a seat.
            let by = match counts.as_slice() {
                [one] => one.to_string(),
                [lo, .., hi] if usize::from(hi - lo) + 1 == counts.len() => format!("{lo} to {hi}"),
                _ => list.join(", "),
            };
            let s = if n == 1 { "" } else { "s" };
            return Err(format!(
                "--names gives one name per seat, and {} is played by {by} players: {n} name{s} given",
                game.name()
            ));
        }
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

    #[test]
    fn names_too_few_for_the_game_say_that_each_name_is_a_seat() {
        // `nos new --names Ann`: one name is one seat, and Nos is played by 3 to 5.
        let e = seats(&crate::registry::Nos, None, vec!["Ann".into()], &[], "normal").unwrap_err();
        assert_eq!(e, "--names gives one name per seat, and Nos is played by 3 to 5 players: 1 name given");
    }
}
