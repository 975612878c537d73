//! The README and the guide in `docs/` against the program: every `nos` command line
//! they show parses with the program's own parser, the README's pictures are the
//! snapshots they name, the tables of keys are what each screen's `?` lists, `nos help
//! TOPIC` prints the page itself, `nos help rules GAME` finds every game's part of
//! `rules.md`, and every command's help fits in 80 columns.

use clap::{CommandFactory, Parser};
use nos::cli::Cli;
use std::process::Command;

const README: &str = include_str!("../../README.md");

/// The README and every page of the guide, with their names.
fn pages() -> Vec<(String, &'static str)> {
    let mut out = vec![("README.md".to_string(), README)];
    out.extend(nos::guide::PAGES.iter().map(|p| (format!("docs/{}.md", p.topic), p.text)));
    out
}

/// Code spans (`...`, across a line end too) outside fenced blocks, and the lines of
/// fenced blocks that are not pictures, each with its line number (from 1).
fn commands(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut fence: Option<String> = None;
    let mut prose: Vec<(usize, &str)> = Vec::new();
    // A code line ending in `\\` goes on on the next.
    let mut open_line: Option<(usize, String)> = None;
    for (i, line) in text.lines().enumerate() {
        let t = line.trim_start();
        if let Some(rest) = t.strip_prefix("```") {
            fence = match fence {
                Some(_) => None,
                None => Some(rest.trim().to_string()),
            };
            continue;
        }
        match &fence {
            Some(kind) if kind != "text" => {
                let cmd = t.split(" #").next().unwrap_or_default().trim().trim_start_matches("$ ");
                let (at, mut whole) = open_line.take().unwrap_or((i + 1, String::new()));
                whole.push_str(cmd.trim_end_matches('\\'));
                if cmd.ends_with('\\') {
                    open_line = Some((at, whole + " "));
                } else {
                    out.push((at, whole));
                }
            }
            Some(_) => {}
            None => prose.push((i + 1, line)),
        }
    }
    // Code spans in the prose, which may run over a line end (then read as a space).
    let mut span: Option<(usize, String)> = None;
    for (n, line) in prose {
        for c in line.chars() {
            match (c, span.take()) {
                ('`', Some(done)) => out.push(done),
                ('`', None) => span = Some((n, String::new())),
                (c, Some((at, mut s))) => {
                    s.push(c);
                    span = Some((at, s));
                }
                (_, None) => {}
            }
        }
        if let Some((_, s)) = span.as_mut() {
            s.push(' ');
        }
    }
    out
}

/// A command line's words, as a shell splits them (quotes kept together).
fn words(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut quote: Option<char> = None;
    let mut any = false;
    for c in line.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => cur.push(c),
            (None, '\'' | '"') => {
                quote = Some(c);
                any = true
            }
            (None, c) if c.is_whitespace() => {
                if any || !cur.is_empty() {
                    out.push(std::mem::take(&mut cur));
                }
                any = false;
            }
            (None, c) => cur.push(c),
        }
    }
    if any || !cur.is_empty() {
        out.push(cur);
    }
    out
}

/// The arguments of a `nos` command line (`nos ...`, `cargo run --release -- ...`), its
/// usage written as the guide writes it: `[` `]` around what may be left out, `A|B`
/// for one or the other (the first taken), `FILE...` for several, and a placeholder in
/// capitals (`N`, `FILE`, `PW`) standing for a value.
fn nos_args(line: &str) -> Option<Vec<String>> {
    let rest = if line == "nos" {
        ""
    } else if let Some(r) = line.strip_prefix("nos ") {
        r
    } else {
        line.strip_prefix("cargo run --release -- ")?
    };
    let cleaned: String = rest.chars().filter(|&c| c != '[' && c != ']').collect();
    let mut out = vec!["nos".to_string()];
    for w in words(&cleaned) {
        let w = match w.split('|').next().unwrap_or_default() {
            "..." => "VALUE".to_string(),
            w => w.trim_end_matches("...").to_string(),
        };
        if w.is_empty() {
            continue;
        }
        let placeholder = w.chars().all(|c| c.is_ascii_uppercase() || c == '_') && w.len() <= 10;
        // 3 is in the range of every number nos takes (players, hands, samples, seats).
        out.push(if placeholder { "3".into() } else { w });
    }
    Some(out)
}

#[test]
fn every_command_line_of_the_readme_and_the_guide_parses() {
    let mut faults = Vec::new();
    let mut seen = 0;
    for (page, text) in pages() {
        for (n, line) in commands(text) {
            let line = line.trim();
            let Some(args) = nos_args(line) else { continue };
            seen += 1;
            // A command named alone in the text (`nos check`) need not give what it requires.
            let named = args.len() == 2 && !args[1].starts_with('-');
            let fine = |e: &clap::Error| match e.kind() {
                clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion => true,
                clap::error::ErrorKind::MissingRequiredArgument => named,
                _ => false,
            };
            if let Err(e) = Cli::try_parse_from(&args).map(drop).or_else(|e| if fine(&e) { Ok(()) } else { Err(e) }) {
                let first = e.to_string().lines().next().unwrap_or_default().to_string();
                faults.push(format!("{page}:{n}: `{line}`: {first}"));
            }
        }
    }
    assert!(seen > 60, "only {seen} command lines found");
    assert!(faults.is_empty(), "command lines that nos does not take:\n{}", faults.join("\n"));
}

#[test]
fn a_wrong_command_line_in_a_page_is_found() {
    let page = "Start with `nos new --players 4 --colour red`,\nor:\n\n```sh\nnos sumilate --hands 3\ncargo run --release -- learn 3\n```\n";
    let lines = commands(page);
    let bad: Vec<usize> = lines
        .iter()
        .filter_map(|(n, l)| nos_args(l.trim()).map(|a| (n, a)))
        .filter(|(_, a)| Cli::try_parse_from(a).is_err())
        .map(|(n, _)| *n)
        .collect();
    assert_eq!(bad, vec![5, 1], "{lines:?}");
}

/// Every option named alone in the prose (`--strict`) is an option of some command of
/// nos, or of the other programs the pages name (cargo, ssh).
#[test]
fn every_option_named_in_the_guide_exists() {
    let cmd = Cli::command();
    let mut longs: Vec<String> = Vec::new();
    for sub in cmd.get_subcommands() {
        longs.extend(sub.get_arguments().filter_map(|a| a.get_long().map(String::from)));
    }
    let others = ["release", "no-default-features", "all-targets", "bench", "test", "lib", "check", "path", "help"];
    let mut faults = Vec::new();
    for (page, text) in pages() {
        for (n, span) in commands(text) {
            let Some(flag) = span.trim().strip_prefix("--") else { continue };
            let name: String = flag.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '-').collect();
            if !longs.contains(&name) && !others.contains(&name.as_str()) {
                faults.push(format!("{page}:{n}: --{name}"));
            }
        }
    }
    assert!(faults.is_empty(), "options no command of nos has:\n{}", faults.join("\n"));
}

#[test]
fn the_readme_is_short_and_opens_with_its_two_commands() {
    let lines = README.lines().count();
    assert!(lines <= 200, "README.md has {lines} lines");
    let head: String = README.lines().take(20).collect::<Vec<_>>().join("\n");
    assert!(head.contains("cargo run --release     # play") && head.contains("cargo test"), "{head}");
}

/// The README's pictures: each `<!-- snapshot: NAME -->` followed by a `text` block
/// that must be the snapshot `tests/screens/snapshots/NAME.snap`, line for line.
#[test]
fn the_readme_pictures_are_the_snapshots() {
    let mut found = 0;
    for (i, part) in README.split("<!-- snapshot: ").enumerate().skip(1) {
        let name = part.split(" -->").next().unwrap().trim();
        let block = part.split("```text\n").nth(1).and_then(|b| b.split("\n```").next()).expect("a text block");
        let path = format!("{}/tests/screens/snapshots/{name}.snap", env!("CARGO_MANIFEST_DIR"));
        let snap = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let body = snap.splitn(3, "---\n").nth(2).expect("the snapshot's body").trim_end_matches('\n');
        assert_eq!(block, body, "picture {i} of README.md differs from {path}");
        let width = body.lines().map(|l| l.chars().count()).max().unwrap();
        assert_eq!((width, body.lines().count()), (100, 30), "picture {i} ({name}) is not 100x30");
        found += 1;
    }
    assert!(found >= 2, "the README shows {found} pictures");
}

/// The rows of the first table of keys after `marker` in `page`.
fn table_after(page: &str, marker: &str) -> Vec<(String, String)> {
    let rest = page.split(marker).nth(1).unwrap_or_else(|| panic!("no {marker:?}"));
    let table = rest.split("| key | what it does |").nth(1).expect("a table of keys");
    table
        .lines()
        .skip(2)
        .take_while(|l| l.starts_with('|'))
        .map(|l| {
            let cells: Vec<&str> = l.trim_matches('|').split(" | ").map(str::trim).collect();
            (cells[0].trim_matches('`').to_string(), cells[1].to_string())
        })
        .collect()
}

fn owned(rows: &[(&str, &str)]) -> Vec<(String, String)> {
    rows.iter().map(|(k, w)| (k.to_string(), w.to_string())).collect()
}

#[test]
fn the_keys_of_the_guide_are_those_each_screen_lists() {
    let playing = nos::guide::page("playing").unwrap().text;
    let plain = nos::tui::nos::help::keys(false, false);
    assert_eq!(table_after(playing, "### At Nos's table"), owned(&plain));
    let strict = nos::tui::nos::help::keys(false, true);
    let changed: Vec<(&str, &str)> = strict.iter().copied().filter(|r| !plain.contains(r)).collect();
    assert_eq!(table_after(playing, "In strict club mode these rows read"), owned(&changed));
    let table = nos::tui::table::draw::keys(false, false);
    assert_eq!(table_after(playing, "### At the table of every other game"), owned(&table));
    assert_eq!(table_after(playing, "### On Dominox's board"), owned(&nos::tui::board::table::KEYS));
    // The rows of the shared table that Dominox's help shows first, as the page names them.
    let first: Vec<String> = nos::tui::table::draw::keys(true, false).iter().map(|(k, _)| format!("`{k}`")).collect();
    let named = format!("Dominox's help shows the rows {}, {} and {} above", first[0], first[1], first[2]);
    assert!(first.len() == 3 && playing.contains(&named), "docs/playing.md should say: {named}");
    let learning = nos::guide::page("learning").unwrap().text;
    assert_eq!(table_after(learning, "## The replay"), owned(&nos::tui::table::replay::keys()));
    let network = nos::guide::page("network").unwrap().text;
    assert_eq!(table_after(network, "At a table, `?` lists"), owned(&nos::tui::table::draw::keys(false, true)));
}

fn nos(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_nos"))
        .args(args)
        .env("NOS_DATA_DIR", std::env::temp_dir().join("nos-docs-test-unused"))
        .output()
        .expect("nos runs")
}

fn words_of(s: &str) -> Vec<&str> {
    s.split_whitespace().collect()
}

#[test]
fn nos_help_prints_each_page_itself_wrapped_for_the_terminal() {
    let subcommands: Vec<String> = Cli::command().get_subcommands().map(|c| c.get_name().to_string()).collect();
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs");
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok()?.file_name().to_str()?.strip_suffix(".md").map(String::from))
        .collect();
    files.sort();
    let mut topics: Vec<String> = nos::guide::PAGES.iter().map(|p| p.topic.to_string()).collect();
    topics.sort();
    assert_eq!(files, topics, "every page of docs/ is a topic of nos help, and only they");
    let listing = String::from_utf8(nos(&["help"]).stdout).unwrap();
    for p in &nos::guide::PAGES {
        assert!(!subcommands.contains(&p.topic.to_string()), "{} is also a command", p.topic);
        assert!(listing.contains(&format!("  {}", p.topic)), "nos help lists {}:\n{listing}", p.topic);
        let file = std::fs::read_to_string(dir.join(format!("{}.md", p.topic))).unwrap();
        assert_eq!(p.text, file, "docs/{}.md is embedded as it is", p.topic);
        let out = nos(&["help", p.topic]);
        assert!(out.status.success());
        let text = String::from_utf8(out.stdout).unwrap();
        assert_eq!(words_of(&text), words_of(p.text), "nos help {} is the page, word for word", p.topic);
        for (n, line) in text.lines().enumerate() {
            let long = line.chars().count() > 80;
            // Only what cannot be broken stays wider: a picture or code line, or one word.
            let unbreakable = line.split_whitespace().count() <= 1 || p.text.contains(line);
            assert!(!long || unbreakable, "nos help {} line {}: {} columns:\n{line}", p.topic, n + 1, line.len());
        }
        for w in [30, 100] {
            let wrapped = nos::guide::for_terminal(p.text, w);
            assert_eq!(words_of(&wrapped), words_of(p.text), "{} at {w} columns", p.topic);
        }
    }
}

#[test]
fn nos_help_command_is_that_commands_help_and_an_unknown_topic_is_refused() {
    for sub in Cli::command().get_subcommands().filter(|c| c.get_name() != "help") {
        let name = sub.get_name();
        let help = nos(&["help", name]);
        assert!(help.status.success(), "nos help {name}");
        assert_eq!(help.stdout, nos(&[name, "--help"]).stdout, "nos help {name} is nos {name} --help");
    }
    let out = nos(&["help", "colours"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("playing") && err.contains("rules"), "{err}");
    fit_for_a_terminal(&err, "", "nos help colours");
    let out = nos(&["help", "rules", "chess"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    for g in nos::registry::GAMES {
        assert!(err.contains(g.id()), "{err}");
    }
    fit_for_a_terminal(&err, "", "nos help rules chess");
    let out = nos(&["help", "rules", "\u{1b}[2Jchess"]);
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("\\u{1b}[2Jchess") && !err.contains("\\\\") && !err.contains('\u{1b}'), "{err:?}");
}

/// Every game of the registry has its part of rules.md, found by its headings: the part
/// that names it whole, or its own sections with what its part shares, and no section
/// of another game.
#[test]
fn nos_help_rules_finds_every_games_part() {
    let ids: Vec<&str> = nos::registry::GAMES.iter().map(|g| g.id()).collect();
    for g in nos::registry::GAMES {
        let text = nos::guide::rules_of(nos::guide::RULES, *g).unwrap_or_else(|| panic!("no part for {}", g.id()));
        let heads: Vec<&str> = text.lines().filter(|l| l.starts_with("# ") || l.starts_with("## ")).collect();
        assert!(heads[0].starts_with("# "), "{}: {heads:?}", g.id());
        let own = format!("`{}`", g.id());
        assert!(text.contains(&own) || heads[0].contains(g.name()), "{}: {heads:?}", g.id());
        for h in heads.iter().filter(|h| h.starts_with("## ")) {
            let others = ids.iter().any(|id| *id != g.id() && h.contains(&format!("`{id}`")));
            assert!(!others || h.contains(&own), "{}'s rules hold another game's section: {h}", g.id());
        }
        assert!(text.len() < nos::guide::RULES.len() * 2 / 3, "{}: only its part", g.id());
    }
    let sniff = nos::guide::rules_of(nos::guide::RULES, nos::registry::find("sniff").unwrap()).unwrap();
    assert!(sniff.contains("## P1. What every line game shares") && sniff.contains("## P10. Sniff"));
    assert!(!sniff.contains("## P9. Matador") && !sniff.contains("# Part III"));
    let out = nos(&["help", "rules", "dominox"]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("# Part III: Dominox") && !text.contains("Part II:"), "{text}");
}

/// What a terminal is given: no control character but the line end, and no line wider
/// than 80 columns but one that cannot be broken (a code or picture line of `source`, or
/// a single word).
fn fit_for_a_terminal(text: &str, source: &str, what: &str) {
    assert!(!text.chars().any(|c| c.is_control() && c != '\n'), "{what}: a control character");
    for (n, line) in text.lines().enumerate() {
        let long = line.chars().count() > 80;
        let unbreakable = line.split_whitespace().count() <= 1 || source.contains(line);
        assert!(!long || unbreakable, "{what} line {}: {} columns:\n{line}", n + 1, line.chars().count());
    }
}

/// `nos help rules GAME` for every game of the registry, through the parser and the
/// program itself: that game's part of rules.md, word for word, fit for a terminal; and
/// `nos help rules` alone, the whole of rules.md.
#[test]
fn nos_help_rules_game_prints_each_games_part_at_80_columns() {
    use nos::cli::Command as Sub;
    for g in nos::registry::GAMES {
        let cli = Cli::try_parse_from(["nos", "help", "rules", g.id()]).unwrap();
        assert!(
            matches!(&cli.command, Some(Sub::Help { topic: Some(t), game: Some(id) }) if t == "rules" && id == g.id()),
            "{cli:?}"
        );
        let part = nos::guide::rules_of(nos::guide::RULES, *g).unwrap();
        let out = nos(&["help", "rules", g.id()]);
        assert!(out.status.success(), "nos help rules {}", g.id());
        let text = String::from_utf8(out.stdout).unwrap();
        assert_eq!(words_of(&text), words_of(&part), "nos help rules {} is its part of rules.md", g.id());
        fit_for_a_terminal(&text, &part, &format!("nos help rules {}", g.id()));
    }
    let out = nos(&["help", "rules"]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(words_of(&text), words_of(nos::guide::RULES), "nos help rules: the whole of rules.md");
    fit_for_a_terminal(&text, nos::guide::RULES, "nos help rules");
}

/// `nos help TOPIC` through the parser for every page, and `nos help` alone: the topics
/// and rules, each on its line within 80 columns.
#[test]
fn nos_help_alone_lists_every_topic_within_80_columns() {
    use nos::cli::Command as Sub;
    for p in &nos::guide::PAGES {
        let cli = Cli::try_parse_from(["nos", "help", p.topic]).unwrap();
        assert!(matches!(&cli.command, Some(Sub::Help { topic: Some(t), game: None }) if t == p.topic), "{cli:?}");
        let out = nos(&["help", p.topic]);
        fit_for_a_terminal(&String::from_utf8(out.stdout).unwrap(), p.text, &format!("nos help {}", p.topic));
    }
    let out = nos(&["help"]);
    assert!(out.status.success());
    let listing = String::from_utf8(out.stdout).unwrap();
    assert_eq!(listing, nos::guide::listing());
    fit_for_a_terminal(&listing, "", "nos help");
    let topics: Vec<&str> = listing.lines().filter_map(|l| l.strip_prefix("  ")?.split_whitespace().next()).collect();
    let mut want: Vec<&str> = nos::guide::PAGES.iter().map(|p| p.topic).collect();
    want.push("rules");
    assert_eq!(topics, want, "{listing}");
}

/// A page with control characters in it reaches the terminal with them made visible.
#[test]
fn a_pages_control_characters_never_reach_the_terminal() {
    let page = "# A \u{1b}]0;title\u{7}\n\nText \u{1b}[2J here, and \u{9b}31m too.\n\n```\ncode \u{1b}[1m\n```\n| a \u{8} | b |\n";
    for w in [20, 80] {
        let out = nos::guide::for_terminal(page, w);
        assert!(!out.chars().any(|c| c.is_control() && c != '\n'), "{out:?}");
        assert!(out.contains("Text") && out.contains("code") && out.contains("here,"), "{out:?}");
    }
}

#[test]
fn every_commands_help_fits_in_80_columns() {
    let mut runs = vec![vec!["--help".to_string()]];
    for sub in Cli::command().get_subcommands() {
        runs.push(vec![sub.get_name().to_string(), "--help".into()]);
    }
    for args in runs {
        let a: Vec<&str> = args.iter().map(String::as_str).collect();
        let out = String::from_utf8(nos(&a).stdout).unwrap();
        assert!(out.lines().count() > 3, "nos {args:?}");
        for l in out.lines() {
            assert!(l.chars().count() <= 80, "nos {}: {} columns:\n{l}", args.join(" "), l.chars().count());
        }
    }
}
