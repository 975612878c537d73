//! The screens without a table: the new-game form and the offer to resume. Their buttons, choices
//! and "press Enter" lines can be clicked.

use super::draw::{bold, keys_line, popup_box, Key};
use super::setup::Setup;
use super::App;
use crate::tui::kit::fit;
use crate::tui::kit::hits::{draw_lines, wrapped, Hit, Hits, Links};
use crate::tui::kit::input::Msg;
use crate::tui::table::seat::Kind;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};

/// The new-game form: every field chosen by a click, its ◂ ▸ turned by one, and the
/// buttons pressed.
pub fn setup(s: &Setup, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    // Why the game did not start, under the form, which grows to hold it.
    let note: Vec<Links> = s.note.iter().flat_map(|n| wrapped(n, 70, Style::new().fg(Color::Red), 0)).collect();
    let sel = |row: usize| {
        if s.row == row {
            Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD)
        } else {
            Style::new()
        }
    };
    let at = |row: usize, then: Option<Msg>| Hit::Row { row, then };
    // A choice: its label, and its value between arrows that turn it.
    let choice = |row: usize, label: String, value: String| {
        Links::new()
            .link(label, sel(row), at(row, None))
            .link("◂ ", sel(row), at(row, Some(Msg::Left)))
            .link(value, sel(row), at(row, None))
            .link(" ▸", sel(row), at(row, Some(Msg::Right)))
    };
    let g = s.chosen();
    let counts = g.players();
    let players = match (counts.first(), counts.last()) {
        (Some(a), Some(b)) if a != b => format!("{a}-{b} players"),
        (Some(a), _) => format!("{a} players"),
        _ => String::new(),
    };
    let sides = if g.partnerships() { ", partners opposite" } else { "" };
    let gray = Style::new().fg(Color::DarkGray);
    // Each line with how readily it goes when the form and its note outgrow the screen
    // (0: never; higher goes first): the blank lines and the seed's hint, then the
    // description's later lines, then the players and target.
    let mut lines: Vec<(Links, u8)> = vec![(choice(0, "Game:     ".into(), g.name().to_string()), 0)];
    // The description whole, over as many lines as it takes, under the game's name.
    let about = wrapped(&format!("          {}", g.about()), 70, gray, 10);
    lines.extend(about.into_iter().enumerate().map(|(i, l)| (l, if i == 0 { 0 } else { 2 })));
    let partners = sides.trim_start_matches(", ");
    let target = if partners.is_empty() {
        format!("target {}", g.target())
    } else {
        format!("{partners}; target {}", g.target())
    };
    lines.push((Links::new().text(format!("          {target}"), gray), 1));
    let mut lines = Form(lines);
    // The counts the game takes on the row that turns them.
    lines.push(choice(1, "Players:  ".into(), s.players.to_string()).text(format!("  {players}"), gray));
    for i in 0..s.players {
        let row = Setup::seat_row(i);
        let caret = if s.row == row { "_" } else { "" };
        // Room for the longest name a seat may have, and the caret after it.
        // At a network table: the host's own seat, and seats a player takes.
        let (name, kind) = match (&s.host, s.kinds[i]) {
            (Some(h), _) if i == 0 => (format!("{h} (you)"), "human".to_string()),
            (Some(_), Kind::Human) => ("a player sits here".to_string(), "human".to_string()),
            (Some(_), k) => (String::new(), k.name()),
            (None, k) => (format!("{}{caret}", s.names[i]), k.name()),
        };
        let label = format!("Seat {}:  {} ", i + 1, fit::pad(&name, crate::text::MAX_NAME + 1));
        lines.push(choice(row, label, kind));
    }
    // A newcomer alone at the keyboard wants the computer at the other seats: say how.
    let who = if s.host.is_some() { "a player" } else { "a person" };
    lines.spare(Links::new().text(format!("          ←→ on a seat: {who} or the computer, at its level"), gray));
    let caret = if s.row == s.seed_row() { "_" } else { "" };
    let seed = if s.host.is_some() { "dealt by the server".to_string() } else { format!("{}{caret}", s.seed) };
    lines.push(Links::new().link(format!("Seed:     {seed}"), sel(s.seed_row()), at(s.seed_row(), None)));
    if s.host.is_none() {
        lines.spare(
            Links::new().text("          (the same seed deals the same tiles)", Style::new().fg(Color::DarkGray)),
        );
    }
    lines.spare(Links::new());
    let start = s.start_row();
    let go = if s.host.is_some() { "[ Open the table ]" } else { "[ Start the game ]" };
    lines.push(Links::new().link(go, sel(start), at(start, Some(Msg::Enter))));
    let p = s.practice_row();
    // Practice is at one terminal: a network table's form has no such row.
    if s.shows(p) {
        let practice = if s.practice() { "[ Practice choosing the game ]" } else { "[ Practice (Nos only) ]" };
        lines.push(
            Links::new()
                .link(practice, sel(p), at(p, Some(Msg::Enter)))
                .link("  opponents ", sel(p), at(p, None))
                .link("◂ ", sel(p), at(p, Some(Msg::Left)))
                .link(s.level.name(), sel(p), at(p, None))
                .link(" ▸", sel(p), at(p, Some(Msg::Right))),
        );
    }
    lines.spare(Links::new());
    let r = s.rules_row();
    if s.practice() {
        let rules = if s.strict { "strict club: offences charged" } else { "offences refused" };
        lines.push(choice(r, "Rules:    ".into(), rules.into()));
        // What the choice means, in the table's words (rules.md, the opening and 13.1).
        let means = if s.strict {
            "          an offence is committed and charged, as at the club"
        } else {
            "          a play against the rules is refused, saying why"
        };
        lines.spare(Links::new().text(means, gray));
    } else {
        lines.push(Links::new().link("Rules:    the game's own", sel(r), at(r, None)));
    }
    if let Some(h) = s.hints_row() {
        let hints = if s.hints { "on: the hint key works" } else { "off (default)" };
        lines.push(choice(h, "Hints:    ".into(), format!("in strict mode {hints}")));
    }
    if let Some(o) = s.shown_option() {
        let k = g.options().len();
        let which = format!("{} ({} of {k})", o.name(), s.opt.min(k - 1) + 1);
        lines.push(choice(s.option_row(), "Option:   ".into(), which));
        let (value, changed) = s.option_words(o);
        let value = match &s.entry {
            Some(typed) => format!("{typed}_"),
            None if changed => value,
            None => format!("{value} (default)"),
        };
        lines.push(choice(s.value_row(), "Value:    ".into(), value));
        let changed = s.changed();
        if !changed.is_empty() {
            let text = format!("          set: {}", changed.join(", "));
            for l in wrapped(&text, 70, gray, 10) {
                lines.spare(l);
            }
        }
    }
    // Typing works on a seat's name and the seed: said there only, so that the line
    // has room for what ←→ change.
    let typed: &[Key] = match s.typing() {
        false => &[],
        true if s.row == s.seed_row() => &[("type", "seed", &[])],
        true => &[("type", "name", &[])],
    };
    // What ←→ change on the row the cursor is on, said there rather than "change".
    let turns = s.turns();
    let keys: Vec<Key> = [("↑↓", "field", &[Msg::Up, Msg::Down][..])]
        .into_iter()
        .chain(turns.as_deref().map(|t| ("←→", t, &[Msg::Left, Msg::Right][..])))
        .chain(typed.iter().copied())
        .chain([("Enter", "start", &[Msg::Enter][..]), ("Esc", "leave", &[Msg::Back])])
        .collect();
    lines.push(keys_line(&keys));
    for n in note {
        lines.push(n);
    }
    let lines = lines.fit(area.height.saturating_sub(2) as usize);
    let title = if s.host.is_some() { "A new table" } else { "Nos: a new game" };
    let inner = popup_box(area, 72, lines.len() as u16 + 2, title, buf);
    draw_lines(lines, inner, buf, hits);
    // The focused row is marked beside the box too, not by its colours alone.
    let focused = (inner.top()..inner.bottom())
        .find(|&y| (inner.left()..inner.right()).any(|x| buf[(x, y)].modifier.contains(Modifier::REVERSED)));
    if let Some(y) = focused.filter(|_| inner.x >= area.x + 3) {
        buf[(inner.x - 3, y)].set_symbol("▶");
    }
}

/// The new-game form's lines, each with how readily it goes when they outgrow the
/// screen (0: never).
struct Form(Vec<(Links, u8)>);

impl Form {
    fn push(&mut self, l: Links) {
        self.0.push((l, 0));
    }

    /// A line that only airs the form or explains: the first to go.
    fn spare(&mut self, l: Links) {
        self.0.push((l, 3));
    }

    /// The lines that fit `rows`: the most readily dropped go first, from the bottom
    /// up, until the rest fit or only lines that never go are left (then the box is
    /// cut at the screen's edge).
    fn fit(mut self, rows: usize) -> Vec<Links> {
        for level in (1..=3).rev() {
            while self.0.len() > rows {
                let Some(i) = self.0.iter().rposition(|l| l.1 == level) else { break };
                self.0.remove(i);
            }
        }
        self.0.into_iter().map(|l| l.0).collect()
    }
}

/// The unfinished games to choose from, beside a new game. A game that cannot be read
/// is said so, whole, and one another program plays is named as such; neither is
/// offered for resuming.
pub fn offer(app: &App, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let w = area.width.min(72).saturating_sub(2);
    let n = app.games.len();
    let head =
        if n == 1 { "An unfinished game is kept.".to_string() } else { format!("{n} unfinished games are kept.") };
    let mut lines = vec![Links::new().text(head, bold())];
    let now = std::time::SystemTime::now();
    for (i, g) in app.games.iter().enumerate() {
        let marked = i == app.offer;
        let st = match (g.open(), marked) {
            (false, _) => Style::new().fg(if g.what.is_err() { Color::Red } else { Color::DarkGray }),
            (true, true) => bold(),
            (true, false) => Style::new(),
        };
        let text = format!("{} game {}", if marked { "▸" } else { " " }, g.line(now));
        let rows = fit::hang_names(&text, w as usize, 4, &[]);
        for (k, r) in rows.into_iter().enumerate() {
            let l = match i {
                0..9 if k == 0 => Links::new().link(r, st, Hit::Key(Msg::Char((b'1' + i as u8) as char))),
                _ => Links::new().text(r, st),
            };
            lines.push(l);
        }
    }
    lines.push(Links::new());
    let open = app.games.iter().any(|g| g.open());
    let mut keys: Vec<Key> = Vec::new();
    if open {
        keys.push(("r", "resume the marked game", &[Msg::Char('r')]));
    }
    keys.extend([
        ("n", "start a new game", &[Msg::Char('n')][..]),
        ("p", "practice", &[Msg::Char('p')][..]),
        ("q", "leave", &[Msg::Char('q')][..]),
    ]);
    lines.push(keys_line(&keys));
    lines.push(Links::new());
    // "practice" alone says nothing of what is practised.
    let hint = if n > 1 {
        "(↑↓ or a number marks a game; a new game keeps these as they are; practice: choosing Nos's game, against the computer)"
    } else {
        "(a new game keeps this one as it is; practice: choosing Nos's game, against the computer)"
    };
    lines.extend(wrapped(hint, w, Style::new().fg(Color::DarkGray), 0));
    if let Some(s) = &app.status {
        lines.extend(wrapped(s, w, Style::new().fg(Color::Red), 0));
    }
    // The box grows to hold every line: an error is read whole.
    let inner = popup_box(area, 72, (lines.len() as u16 + 2).max(10), "Nos", buf);
    draw_lines(lines, inner, buf, hits);
}
