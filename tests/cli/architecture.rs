//! The layers of `src/` and the way they depend (ARCHITECTURE.md): every file's
//! `crate::` and `super::` paths are read, each names a part of the crate (a folder of
//! `src/`, a family under `src/games/`, or a file at the top), and the parts must keep
//! to their layers and form no circle.
//!
//! The check is a pure function over (path, text) pairs, so that the tests at the end
//! plant violations in made-up files and see each one found.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Parts that hold small helpers any layer may use; they import only each other.
const UTIL: [&str; 3] = ["text", "files", "progress"];
/// The front end: the only parts that may use the terminal and command-line crates
/// (`serve` draws the table into SSH connections).
const FRONT: [&str; 6] = ["tui", "cli", "guide", "bar", "main", "serve"];
/// Crates only the front end may use.
const FRONT_CRATES: [&str; 4] = ["ratatui", "crossterm", "clap", "indicatif"];
/// Known circles, each cut at one edge: none. The registry is the catalogue and calls
/// no tool; each tool (`nos analyse`, `nos bot`) asks it for a game, and the entry hands
/// out what lies below it (a record's decisions; the game's side of the bot protocol,
/// in `record`). A circle allowed for a while would be listed here, and an edge that
/// goes away must leave this list.
const KNOWN_BACK_EDGES: [(&str, &str); 0] = [];

/// The part of the crate a file belongs to: `core`, `games/nos`, `record`, `sim`, ...
fn part_of_file(rel: &str) -> String {
    let parts: Vec<&str> = rel.trim_end_matches(".rs").split('/').collect();
    match parts.as_slice() {
        ["games", family, _, ..] => format!("games/{family}"),
        [one] => one.to_string(),
        [first, ..] => first.to_string(),
        [] => String::new(),
    }
}

/// The part a module path (from the crate root) names.
fn part_of_path(path: &[String]) -> Option<String> {
    match path {
        [] => None,
        [g, family, ..] if g == "games" => Some(format!("games/{family}")),
        [g] if g == "games" => Some("games".into()),
        [first, ..] => Some(first.clone()),
    }
}

/// The module path of a file: `games/nos/hand/apply.rs` -> games::nos::hand::apply.
fn module_of(rel: &str) -> Vec<String> {
    let mut m: Vec<String> = rel.trim_end_matches(".rs").split('/').map(String::from).collect();
    if matches!(m.last().map(String::as_str), Some("mod" | "lib" | "main")) {
        m.pop();
    }
    m
}

/// The text without comments: a path in a doc comment is a link, not an import.
fn code_only(text: &str) -> String {
    text.lines()
        .map(|l| match l.find("//") {
            Some(i) if !l[..i].contains('"') => &l[..i],
            _ => l,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The paths a `use` tree or a path expression starting at `s` names, as lists of
/// segments, with `{a, b::c}` groups expanded (only as deep as the first segments
/// matter).
fn paths_at(s: &str) -> Vec<Vec<String>> {
    let mut seg = Vec::new();
    let mut rest = s;
    loop {
        if let Some(inner) = rest.strip_prefix('{') {
            let close = close_of(inner);
            let mut out = Vec::new();
            for item in split_group(&inner[..close]) {
                for p in paths_at(item.trim()) {
                    out.push(seg.iter().cloned().chain(p).collect());
                }
            }
            return out;
        }
        let end = rest.find(|c: char| !is_ident(c)).unwrap_or(rest.len());
        if end == 0 {
            break;
        }
        seg.push(rest[..end].to_string());
        rest = &rest[end..];
        match rest.strip_prefix("::") {
            Some(r) => rest = r,
            None => break,
        }
    }
    if seg.is_empty() {
        Vec::new()
    } else {
        vec![seg]
    }
}

/// Where the group whose inside starts `s` closes.
fn close_of(s: &str) -> usize {
    let mut depth = 0;
    for (i, c) in s.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => return i,
            '}' => depth -= 1,
            _ => {}
        }
    }
    s.len()
}

/// The top-level items of a `{...}` group's inside.
fn split_group(s: &str) -> Vec<&str> {
    let (mut out, mut depth, mut start) = (Vec::new(), 0, 0);
    for (i, c) in s.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                out.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&s[start..]);
    out.into_iter().filter(|x| !x.trim().is_empty()).collect()
}

/// Every module path (from the crate root) the file at `rel` names through `crate::` or
/// `super::`.
fn imports(rel: &str, text: &str) -> Vec<Vec<String>> {
    let code = code_only(text);
    let here = module_of(rel);
    let mut out = Vec::new();
    for (at, _) in code.match_indices("crate::") {
        if at > 0 && code[..at].ends_with(|c: char| is_ident(c) || c == ':') {
            continue;
        }
        out.extend(paths_at(&code[at + 7..]));
    }
    for (at, _) in code.match_indices("super::") {
        if at > 0 && code[..at].ends_with(|c: char| is_ident(c) || c == ':') {
            continue;
        }
        for p in paths_at(&code[at..]) {
            let ups = p.iter().take_while(|s| *s == "super").count();
            let base = &here[..here.len().saturating_sub(ups)];
            out.push(base.iter().cloned().chain(p[ups..].iter().cloned()).collect());
        }
    }
    out
}

/// Whether the file uses one of the front end's crates.
fn front_crate(text: &str) -> Option<&'static str> {
    let code = code_only(text);
    FRONT_CRATES.into_iter().find(|c| {
        code.match_indices(&format!("{c}::"))
            .any(|(at, _)| at == 0 || !code[..at].ends_with(|x: char| is_ident(x) || x == ':'))
    })
}

/// The layer of a part: an import may go to the same layer or a lower one.
fn layer(part: &str) -> u8 {
    match part {
        p if UTIL.contains(&p) => 0,
        "core" => 1,
        p if p == "games" || p.starts_with("games/") => 2,
        p if FRONT.contains(&p) => 4,
        _ => 3,
    }
}

/// Everything wrong with the layout of `files` (paths relative to `src/`), one line each.
fn check(files: &[(String, String)]) -> Vec<String> {
    let mut faults = Vec::new();
    // part -> part it imports -> the files that do
    let mut edges: BTreeMap<String, BTreeMap<String, BTreeSet<String>>> = BTreeMap::new();
    for (rel, text) in files {
        let from = part_of_file(rel);
        if rel == "main.rs" {
            continue; // the binary: the front end, reaching the library as `nos::`
        }
        if !FRONT.contains(&from.as_str()) {
            if let Some(c) = front_crate(text) {
                faults.push(format!("src/{rel} uses {c}, which only the front end ({FRONT:?}) may use"));
            }
        }
        for path in imports(rel, text) {
            let Some(to) = part_of_path(&path) else { continue };
            if to == from || to == "self" || to == "super" {
                continue;
            }
            let (lf, lt) = (layer(&from), layer(&to));
            let across_families = lf == 2 && lt == 2 && from != "games" && to != "games";
            if lt > lf || across_families || (lf == 0 && lt != 0) {
                faults.push(format!(
                    "src/{rel} imports crate::{} ({to}): {from} may not import {to} (ARCHITECTURE.md's layers)",
                    path.join("::")
                ));
            }
            edges.entry(from.clone()).or_default().entry(to).or_default().insert(format!("src/{rel}"));
        }
    }
    for (a, b) in KNOWN_BACK_EDGES {
        if !edges.get(a).is_some_and(|e| e.contains_key(b)) {
            faults.push(format!("{a} no longer imports {b}: take ({a:?}, {b:?}) out of KNOWN_BACK_EDGES"));
        }
    }
    faults.extend(circles(&edges));
    faults
}

/// Each import circle between parts (the known back edges left out),
/// naming the files that make each step of it.
fn circles(edges: &BTreeMap<String, BTreeMap<String, BTreeSet<String>>>) -> Vec<String> {
    let cut = |a: &str, b: &str| KNOWN_BACK_EDGES.contains(&(a, b));
    let next = |a: &str| -> Vec<String> {
        edges.get(a).map(|e| e.keys().filter(|b| !cut(a, b)).cloned().collect()).unwrap_or_default()
    };
    let mut faults = Vec::new();
    let mut reported: BTreeSet<BTreeSet<String>> = BTreeSet::new();
    for start in edges.keys() {
        // The shortest way back to `start`, by breadth-first search.
        let mut came: BTreeMap<String, String> = BTreeMap::new();
        let mut queue = std::collections::VecDeque::from([start.clone()]);
        let mut found = None;
        while let Some(a) = queue.pop_front() {
            for b in next(&a) {
                if &b == start {
                    found = Some(a.clone());
                    break;
                }
                if !came.contains_key(&b) {
                    came.insert(b.clone(), a.clone());
                    queue.push_back(b);
                }
            }
            if found.is_some() {
                break;
            }
        }
        let Some(last) = found else { continue };
        let mut ring = vec![last.clone()];
        while ring.last() != Some(start) {
            let prev = came[ring.last().unwrap()].clone();
            ring.push(prev);
        }
        ring.reverse();
        let set: BTreeSet<String> = ring.iter().cloned().collect();
        if !reported.insert(set) {
            continue;
        }
        let steps: Vec<String> = (0..ring.len())
            .map(|i| {
                let (a, b) = (&ring[i], &ring[(i + 1) % ring.len()]);
                let all = &edges[a][b];
                let mut files: Vec<&str> = all.iter().take(3).map(String::as_str).collect();
                let more = format!("and {} more", all.len().saturating_sub(3));
                if all.len() > 3 {
                    files.push(&more);
                }
                format!("{a} -> {b} ({})", files.join(", "))
            })
            .collect();
        faults.push(format!("import circle: {}", steps.join("; ")));
    }
    faults
}

fn read_src(dir: &Path, root: &Path, out: &mut Vec<(String, String)>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir).expect("src/ is readable").map(|e| e.unwrap().path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            read_src(&p, root, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            let rel = p.strip_prefix(root).unwrap().to_string_lossy().replace('\\', "/");
            out.push((rel, std::fs::read_to_string(&p).unwrap()));
        }
    }
}

#[test]
fn the_layers_of_src_hold_and_no_folder_imports_in_a_circle() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    read_src(&root, &root, &mut files);
    assert!(files.len() > 100, "found only {} files under src/", files.len());
    let faults = check(&files);
    assert!(faults.is_empty(), "the layout of src/ breaks ARCHITECTURE.md:\n{}", faults.join("\n"));
}

fn made_up(files: &[(&str, &str)]) -> Vec<String> {
    let mut all: Vec<(String, String)> = files.iter().map(|(p, t)| (p.to_string(), t.to_string())).collect();
    // The known back edges, so that only the planted fault is reported.
    for (a, b) in KNOWN_BACK_EDGES {
        all.push((format!("{a}/mod.rs"), format!("use crate::{b}::find;\n")));
    }
    check(&all)
}

#[test]
fn the_core_importing_a_game_is_found() {
    let f = made_up(&[("core/tile.rs", "use crate::games::nos::Hand;\n")]);
    assert_eq!(f.len(), 1, "{f:?}");
    assert!(f[0].contains("src/core/tile.rs") && f[0].contains("core may not import games/nos"), "{f:?}");
}

#[test]
fn a_game_importing_records_the_front_end_or_another_family_is_found() {
    let f = made_up(&[
        ("games/parlour/hand.rs", "fn f() { crate::record::read(); }\n"),
        ("games/dominox/view.rs", "use crate::{core::Seat, tui::App};\n"),
        ("games/nos/ai/strong.rs", "use super::super::super::parlour::Hand;\n"),
    ]);
    assert_eq!(f.len(), 3, "{f:?}");
    assert!(f[0].contains("src/games/parlour/hand.rs imports crate::record::read"), "{f:?}");
    assert!(f[0].contains("games/parlour may not import record"), "{f:?}");
    assert!(f[1].contains("games/dominox may not import tui"), "{f:?}");
    assert!(f[2].contains("games/nos may not import games/parlour"), "{f:?}");
}

#[test]
fn the_terminal_crates_outside_the_front_end_are_found() {
    let f = made_up(&[("record/write.rs", "use ratatui::text::Line;\n"), ("tui/draw.rs", "use ratatui::Frame;\n")]);
    assert_eq!(
        f,
        ["src/record/write.rs uses ratatui, which only the front end ([\"tui\", \"cli\", \"guide\", \"bar\", \"main\", \"serve\"]) may use"]
    );
}

#[test]
fn a_circle_names_its_files() {
    let f = made_up(&[
        ("sim.rs", "use crate::store::Data;\n"),
        ("store/slot.rs", "// crate::sim in a comment\nfn f() { crate::sim::bench(); }\n"),
    ]);
    assert_eq!(f, ["import circle: sim -> store (src/sim.rs); store -> sim (src/store/slot.rs)"]);
}

#[test]
fn comments_and_test_modules_of_the_same_part_are_not_imports() {
    let f = made_up(&[(
        "core/seat.rs",
        "//! See [`crate::games::nos`].\nmod tests {\n    use super::*;\n    use super::tile::Tile;\n}\n",
    )]);
    assert!(f.is_empty(), "{f:?}");
}

/// The circles of `src/tui/`: its folders (`tui/x/`, each one node: the files inside a
/// folder may use each other in any order) and its files at the top (`tui/x.rs`), and
/// the others of them each names, grouped into strongly connected sets.
fn tui_circles(files: &[(String, String)]) -> Vec<BTreeSet<String>> {
    let module = |rel: &str| -> Option<String> {
        let rest = rel.strip_prefix("tui/")?;
        let first = rest.split('/').next()?.trim_end_matches(".rs");
        (first != "mod").then(|| first.to_string())
    };
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (rel, text) in files {
        let Some(from) = module(rel) else { continue };
        let to: BTreeSet<String> = imports(rel, text)
            .into_iter()
            .filter(|p| p.len() >= 2 && p[0] == "tui" && p[1] != from)
            .map(|p| p[1].clone())
            .collect();
        edges.entry(from).or_default().extend(to);
    }
    // Two files are in one circle when each reaches the other.
    let reach = |a: &String| -> BTreeSet<String> {
        let mut seen = BTreeSet::new();
        let mut todo = vec![a.clone()];
        while let Some(x) = todo.pop() {
            for y in edges.get(&x).into_iter().flatten() {
                if seen.insert(y.clone()) {
                    todo.push(y.clone());
                }
            }
        }
        seen
    };
    let reached: BTreeMap<String, BTreeSet<String>> = edges.keys().map(|a| (a.clone(), reach(a))).collect();
    let mut out: Vec<BTreeSet<String>> = Vec::new();
    for a in edges.keys() {
        let ring: BTreeSet<String> =
            reached[a].iter().filter(|b| reached.get(*b).is_some_and(|r| r.contains(a))).cloned().collect();
        if ring.len() > 1 && !out.contains(&ring) {
            out.push(ring);
        }
    }
    out
}

/// No circle among the folders of `src/tui/` (and its files at the top): what every
/// game shares (`kit/`, `table/`) names no game, a game's folder names no other, and
/// the App (`app/`) reaches a game's own screens without their reaching back for it.
#[test]
fn the_folders_of_src_tui_form_no_circle() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    read_src(&root, &root, &mut files);
    let found = tui_circles(&files);
    assert!(found.is_empty(), "import circles among the folders of src/tui/ (ARCHITECTURE.md): {found:?}");
}

/// The App knows screens, not games: nothing in `src/tui/app/` (its tests aside) names
/// a game's folder of the terminal or a game of the engine (the rule options every
/// opener takes aside); a game reaches it through
/// its opener (`src/tui/openers.rs`) and the hooks of `src/tui/table/`.
#[test]
fn the_app_names_no_game() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    read_src(&root, &root, &mut files);
    let games = ["nos", "line", "board"];
    for (rel, text) in &files {
        if !rel.starts_with("tui/app/") || rel.ends_with("tests.rs") {
            continue;
        }
        for p in imports(rel, text) {
            let tui_game = p.len() >= 2 && p[0] == "tui" && games.contains(&p[1].as_str());
            // The parlour's rule options are the options every opener takes.
            let engine_game = p.len() >= 2 && p[0] == "games" && p[1] != "parlour";
            assert!(!tui_game && !engine_game, "{rel} names a game: {}", p.join("::"));
        }
    }
}

/// What every game shares names no game: nothing in `src/tui/kit/` names a game of the
/// engine or a folder of the terminal above it, and nothing in `src/tui/table/` names a
/// game of the engine (the rule options every opener takes aside) or a game's folder of
/// the terminal. A piece that only one game uses lives in that game's folder.
#[test]
fn what_every_game_shares_names_no_game() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    read_src(&root, &root, &mut files);
    let mut wrong = Vec::new();
    for (rel, text) in &files {
        let (kit, table) = (rel.starts_with("tui/kit/"), rel.starts_with("tui/table/"));
        if !(kit || table) || rel.ends_with("tests.rs") {
            continue;
        }
        for p in imports(rel, text) {
            let above: &[&str] =
                if kit { &["table", "nos", "line", "board", "app"] } else { &["nos", "line", "board", "app"] };
            let tui_above = p.len() >= 2 && p[0] == "tui" && above.contains(&p[1].as_str());
            let options = p.len() >= 3 && p[..3] == ["games", "parlour", "Options"];
            let engine_game = p.len() >= 2 && p[0] == "games" && !(table && options);
            if tui_above || engine_game {
                wrong.push(format!("{rel} names {}", p.join("::")));
            }
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn files_of_one_folder_of_the_terminal_may_use_each_other_but_folders_form_no_circle() {
    let files: Vec<(String, String)> = [
        ("tui/table/sitting.rs", "use super::screen::SitScreen;\nuse crate::tui::kit::input::Msg;\n"),
        ("tui/table/screen.rs", "use super::sitting::Sitting;\n"),
        ("tui/kit/input.rs", "use super::fit::width;\n"),
        ("tui/kit/fit.rs", "//! Used by [`crate::tui::table::sitting`].\n"),
    ]
    .iter()
    .map(|(p, t)| (p.to_string(), t.to_string()))
    .collect();
    assert!(tui_circles(&files).is_empty());
    let mut back = files.clone();
    back.push(("tui/kit/panels.rs".into(), "use crate::tui::table::sitting::Sitting;\n".into()));
    let want: BTreeSet<String> = ["kit", "table"].iter().map(|s| s.to_string()).collect();
    assert_eq!(tui_circles(&back), [want]);
}

#[test]
fn a_circle_between_files_of_the_terminal_is_found() {
    let files: Vec<(String, String)> = [
        ("tui/sitting.rs", "use super::line_sit::Lines;\n"),
        ("tui/line_sit.rs", "use super::sitting::Sitting;\nuse crate::tui::words::Line;\n"),
        ("tui/words.rs", "//! Not an import: super::sitting\n"),
    ]
    .iter()
    .map(|(p, t)| (p.to_string(), t.to_string()))
    .collect();
    let want: BTreeSet<String> = ["line_sit", "sitting"].iter().map(|s| s.to_string()).collect();
    assert_eq!(tui_circles(&files), [want]);
}
