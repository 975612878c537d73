//! The guide at the terminal: `nos help TOPIC` prints a page of `docs/` and `nos help
//! rules [GAME]` a game's part of `rules.md`. The pages are the files themselves,
//! embedded when the program is built, so that what a player reads at the terminal is
//! what the docs say; they are printed with their paragraphs wrapped to the terminal's
//! width (80 columns when the output is not a terminal), nothing left out.

use crate::registry::Game;
use crate::text::safe;

/// A page of the guide: its topic (the name `nos help` takes, the file's name in
/// `docs/`), what it is about, and its text.
pub struct Page {
    pub topic: &'static str,
    pub about: &'static str,
    pub text: &'static str,
}

/// The pages, in the order `nos help` lists them.
pub const PAGES: [Page; 6] = [
    Page {
        topic: "playing",
        about: "one terminal: hot-seat, computer seats, keys, saving, strict mode",
        text: include_str!("../docs/playing.md"),
    },
    Page {
        topic: "learning",
        about: "lessons, hints, advice, practice, nos analyse, the replay",
        text: include_str!("../docs/learning.md"),
    },
    Page {
        topic: "network",
        about: "over SSH: joining a table; running nos serve for friends",
        text: include_str!("../docs/network.md"),
    },
    Page {
        topic: "records",
        about: "the saved games: their formats, nos check, nos replay",
        text: include_str!("../docs/records.md"),
    },
    Page {
        topic: "protocol",
        about: "nos bot: our players and rules for other programs",
        text: include_str!("../docs/protocol.md"),
    },
    Page {
        topic: "maintainers",
        about: "tests, benchmarks and their figures, the server under load",
        text: include_str!("../docs/maintainers.md"),
    },
];

/// The rules of every game, `rules.md` as it is.
pub const RULES: &str = include_str!("../rules.md");

/// The page of this topic.
pub fn page(topic: &str) -> Option<&'static Page> {
    PAGES.iter().find(|p| p.topic == topic)
}

/// What `nos help` alone prints: the topics, and how to ask for the rest.
pub fn listing() -> String {
    let mut out = String::from("The guide, a page a subject (nos help TOPIC):\n");
    for p in &PAGES {
        out += &format!("  {:<13}{}\n", p.topic, p.about);
    }
    out += "  rules        rules.md, every game's rules; nos help rules GAME: one game\n";
    out += "\nnos help COMMAND (or nos COMMAND --help): that command's options.\n";
    out += "nos --help: the commands and the games.\n";
    out
}

/// A heading of `rules.md`: its level (1 for a part, 2 for a section) and its line.
fn heading(line: &str) -> Option<(usize, &str)> {
    let level = line.chars().take_while(|&c| c == '#').count();
    (matches!(level, 1 | 2) && line[level..].starts_with(' ')).then_some((level, line))
}

/// Whether a heading names this game: its id in backquotes (`` `sniff` ``), or for a
/// part, its name as a word ("Part III: Dominox, the board game").
fn names(line: &str, game: &dyn Game, part: bool) -> bool {
    if line.contains(&format!("`{}`", game.id())) {
        return true;
    }
    part && line
        .split(|c: char| !c.is_alphanumeric() && c != '-')
        .any(|w| !w.is_empty() && w.eq_ignore_ascii_case(game.name()))
}

/// This game's part of `rules`: the whole part whose heading names it, or else, in the
/// part where a section names it, the part's opening, the sections that name no game
/// (what every game of the part shares, the options) and those that name this one.
/// `None` when no heading names it.
pub fn rules_of(rules: &str, game: &dyn Game) -> Option<String> {
    // The text split into parts, each into its opening and its sections.
    struct Part<'a> {
        head: Vec<&'a str>,
        sections: Vec<Vec<&'a str>>,
    }
    let mut parts: Vec<Part> = Vec::new();
    for line in rules.lines() {
        let level = heading(line).map(|h| h.0);
        if level == Some(1) {
            parts.push(Part { head: vec![line], sections: Vec::new() });
        } else if let Some(p) = parts.last_mut() {
            if level == Some(2) {
                p.sections.push(vec![line]);
            } else if let Some(s) = p.sections.last_mut() {
                s.push(line);
            } else {
                p.head.push(line);
            }
        }
    }
    let ids: Vec<&str> = crate::registry::GAMES.iter().map(|g| g.id()).collect();
    let names_any = |line: &str| ids.iter().any(|id| line.contains(&format!("`{id}`")));
    let chosen: Vec<&str> = if let Some(p) = parts.iter().find(|p| names(p.head[0], game, true)) {
        p.head.iter().chain(p.sections.iter().flatten()).copied().collect()
    } else {
        let p = parts.iter().find(|p| p.sections.iter().any(|s| names(s[0], game, false)))?;
        let mut out = p.head.clone();
        for s in &p.sections {
            if names(s[0], game, false) || !names_any(s[0]) {
                out.extend(s);
            }
        }
        out
    };
    let mut text = chosen.join("\n");
    // A rule between parts belongs to neither.
    while text.ends_with(['\n', ' ']) || text.ends_with("---") {
        text.truncate(text.trim_end().trim_end_matches("---").len());
    }
    Some(text + "\n")
}

/// A page of Markdown for a terminal `width` columns wide: each paragraph and list item
/// wrapped whole (a list item's lines under its text), headings, tables that fit and
/// code as they are (a table row too wide wrapped with its next lines indented), every
/// word kept, control characters made visible.
pub fn for_terminal(text: &str, width: usize) -> String {
    let width = width.max(20);
    let mut out = String::new();
    let mut para: Vec<&str> = Vec::new();
    // The paragraph's first indent and the indent of its next lines.
    let mut indent = (String::new(), String::new());
    let mut code = false;
    let flush = |para: &mut Vec<&str>, indent: &(String, String), out: &mut String| {
        if !para.is_empty() {
            let words: Vec<&str> = para.iter().flat_map(|l| l.split_whitespace()).collect();
            fill(&words, &indent.0, &indent.1, width, out);
            para.clear();
        }
    };
    let mut blank_before = true;
    for line in text.lines() {
        let trimmed = line.trim_start();
        let lead = line.len() - trimmed.len();
        if trimmed.starts_with("```") {
            flush(&mut para, &indent, &mut out);
            code = !code;
            out += &safe(line);
            out.push('\n');
            blank_before = false;
            continue;
        }
        if code || (blank_before && lead >= 4 && para.is_empty()) {
            flush(&mut para, &indent, &mut out);
            out += &safe(line);
            out.push('\n');
            blank_before = false;
            continue;
        }
        if trimmed.is_empty() {
            flush(&mut para, &indent, &mut out);
            out.push('\n');
            blank_before = true;
            continue;
        }
        blank_before = false;
        let marker = list_marker(trimmed);
        if trimmed.starts_with('#') || trimmed.starts_with('|') {
            flush(&mut para, &indent, &mut out);
            if line.chars().count() <= width {
                out += &safe(line);
                out.push('\n');
            } else {
                let words: Vec<&str> = line.split_whitespace().collect();
                fill(&words, "", "    ", width, &mut out);
            }
        } else if let Some(m) = marker {
            flush(&mut para, &indent, &mut out);
            let first = " ".repeat(lead);
            indent = (first.clone(), " ".repeat(lead + m));
            para.push(trimmed);
        } else if para.is_empty() {
            indent = (" ".repeat(lead), " ".repeat(lead));
            para.push(trimmed);
        } else {
            para.push(trimmed);
        }
    }
    flush(&mut para, &indent, &mut out);
    out
}

/// The width of a list item's marker and the space after it ("- ", "12. "), if the
/// line starts one.
fn list_marker(line: &str) -> Option<usize> {
    if line.starts_with("- ") || line.starts_with("* ") {
        return Some(2);
    }
    let digits = line.chars().take_while(|c| c.is_ascii_digit()).count();
    (digits > 0 && line[digits..].starts_with(". ")).then_some(digits + 2)
}

/// Words filled into lines of at most `width` columns (a longer word alone on its line).
fn fill(words: &[&str], first: &str, next: &str, width: usize, out: &mut String) {
    let mut line = first.to_string();
    let mut empty = true;
    for w in words {
        let w = safe(w);
        let need = line.chars().count() + usize::from(!empty) + w.chars().count();
        if !empty && need > width {
            out.push_str(&line);
            out.push('\n');
            line = next.to_string();
            empty = true;
        }
        if !empty {
            line.push(' ');
        }
        line.push_str(&w);
        empty = false;
    }
    if !empty {
        out.push_str(&line);
        out.push('\n');
    }
}

/// The width to wrap to: the terminal's, or 80 columns when the output is not one.
pub fn width() -> usize {
    use std::io::IsTerminal;
    if std::io::stdout().is_terminal() {
        if let Ok((w, _)) = crossterm::terminal::size() {
            return w as usize;
        }
    }
    80
}

/// `nos help rules [GAME]`: the text to print, or the message saying why not.
pub fn rules(game: Option<&str>) -> Result<String, String> {
    let Some(id) = game else { return Ok(RULES.to_string()) };
    let ids: Vec<&str> = crate::registry::GAMES.iter().map(|g| g.id()).collect();
    let g = crate::registry::find(id)
        .ok_or_else(|| format!("no game \"{}\"; the games are {}", safe(id), ids.join(", ")))?;
    rules_of(RULES, g).ok_or_else(|| format!("rules.md has no part for {}", g.name()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_paragraph_is_wrapped_whole_and_a_list_item_under_its_text() {
        let md = "A b c d e f\ng h.\n\n- one two three\n  four five\n";
        assert_eq!(for_terminal(md, 20), "A b c d e f g h.\n\n- one two three four\n  five\n");
        let code = "```\na very long line of code that stays as it is\n```\n";
        assert_eq!(for_terminal(code, 20), code);
    }

    #[test]
    fn control_characters_never_reach_the_terminal() {
        let s = for_terminal("a \u{1b}[2J b\n", 80);
        assert!(!s.contains('\u{1b}'), "{s:?}");
    }
}
