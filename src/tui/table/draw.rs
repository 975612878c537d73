//! Drawing the table screen of a game behind the seam: the header, the table as the
//! game draws it, the seats with the scores, the log, the shown hand, the keys, and the
//! boxes over it (the place of a tile, the summary, help, quit).

use super::part::{Areas, Seats, Slot};
use super::screen::{Own, Popup, SitScreen, Stage};
use crate::core::seat::Seat;
use crate::tui::kit::fit;
use crate::tui::kit::hits::{draw_lines, Hit, Hits, Links};
use crate::tui::kit::input::Msg;
use crate::tui::kit::panels::boxed;
use crate::tui::kit::widgets::{bold, keys_line, log_box, popup_box, Key};
use crate::tui::table::seat::Kind;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line as TLine, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

const ENTER: &[Msg] = &[Msg::Enter];

/// The whole screen: the table screen's own slots, or the game's part where it
/// draws them ([`super::part`]).
pub fn draw(s: &SitScreen, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let sit = &*s.sit;
    let part = s.part.as_deref();
    let side_w = super::part::Areas::side_width(area.width);
    // The part's rows for the seats (a seat's shown tiles, the matadors) are never cut:
    // the box is as tall as its lines, at least what the part asks.
    let more = part.and_then(|p| p.seats(s));
    let need = seat_lines(sit, more.as_ref(), side_w.saturating_sub(2)).len() as u16 + 2;
    let (seats_h, log_min) = part.and_then(|p| p.side(s)).map_or((need, 3), |(h, l)| (h.max(need), l));
    let a = Areas::of(area, seats_h, log_min);
    let mut by_part =
        |slot: Slot, buf: &mut Buffer, hits: &mut Hits| part.is_some_and(|p| p.draw(s, slot, &a, buf, hits));
    if !by_part(Slot::Header, buf, hits) {
        let title = format!(" {} · {} {} ", sit.title(), sit.deal_name().word(), sit.hand_no() + 1);
        Paragraph::new(TLine::from(vec![
            Span::styled(" NOS ", Style::new().fg(Color::Black).bg(Color::Cyan).add_modifier(Modifier::BOLD)),
            Span::styled(title, bold()),
        ]))
        .render(a.header, buf);
    }
    sit.draw_table(s.shown_seat(), s.pips, a.table, buf);
    hits.add(a.table, Hit::Pan);
    if s.choosing() && sit.on_table() {
        hits.add(a.table, Hit::Table(a.table));
    }
    if !by_part(Slot::Side, buf, hits) {
        match &s.lesson {
            Some(g) => super::lesson::draw_box(s, g, a.side, buf, hits),
            None => {
                seats_box(sit, more.as_ref(), a.seats, buf);
                log_box(sit.log(), sit.names(), sit.hand_no(), a.log, buf);
            }
        }
    }
    if !by_part(Slot::Bottom, buf, hits) {
        super::bottom::hand_box(s, a.bottom, buf, hits);
    }
    keys_line(&crate::tui::kit::widgets::fitting(keys_of(s), a.keys.width)).draw(a.keys, buf, hits);
    if !by_part(Slot::Over, buf, hits) {
        match s.stage {
            // The hand ended by another seat's move: its last moves and the table first.
            Stage::Summary | Stage::Over if s.glance => {}
            // A game scored on its table (Dominox's areas) keeps the table in sight.
            Stage::Summary | Stage::Over if sit.on_table() => summary(s, a.side, buf, hits),
            // A lesson's box stays in sight beside the count.
            Stage::Summary | Stage::Over if s.lesson.is_some() => summary(s, a.table, buf, hits),
            Stage::Summary | Stage::Over => summary(s, a.table.union(a.seats), buf, hits),
            Stage::Play if s.choosing() && s.place.is_some() => place(s, a.table.union(a.side), buf, hits),
            _ => {}
        }
    }
    popups(s, &a, buf, hits, &mut by_part);
}

/// The boxes over the screen: the game's part's, else the screen's own.
fn popups(
    s: &SitScreen,
    a: &Areas,
    buf: &mut Buffer,
    hits: &mut Hits,
    by_part: &mut impl FnMut(Slot, &mut Buffer, &mut Hits) -> bool,
) {
    if s.popup.is_some() {
        hits.clear();
    }
    if by_part(Slot::Popup, buf, hits) {
        return;
    }
    let area = a.whole;
    match s.popup {
        Some(Popup::Help) => {
            help(s, area, buf);
            hits.add(area, Hit::Key(Msg::Back));
        }
        Some(Popup::Quit) => quit(s, area, buf, hits),
        Some(Popup::Hint) => {
            hint(s, area, buf);
            hits.add(area, Hit::Key(Msg::Back));
        }
        None => {}
    }
}

/// The rows the seats box takes in a side `width` columns wide.
pub(in crate::tui) fn seats_height(sit: &dyn super::sitting::Sitting, width: u16) -> u16 {
    seat_lines(sit, None, width.saturating_sub(2)).len() as u16 + 2
}

/// The seats box's lines in `w` columns: a row a seat with its tiles and score (the
/// names shortened alike to leave the figures room) and what the game's part marks
/// it with, the part's rows under it, a row a side, then the game's notes (or the
/// part's), wrapped: nothing cut.
fn seat_lines(sit: &dyn super::sitting::Sitting, more: Option<&Seats>, w: u16) -> Vec<TLine<'static>> {
    let w = w as usize;
    let standings = sit.standings();
    let own = standings.iter().all(|s| s.seats.len() == 1);
    let acting = sit.to_act();
    let n = sit.names().len();
    let scores: Vec<String> = (0..n)
        .map(|i| {
            let seat = Seat(i as u8);
            standings.iter().find(|s| own && s.seats == [seat]).map(|s| format!(" {:>5}", s.score)).unwrap_or_default()
        })
        .collect();
    // A part that marks the seats has the computer's mark among its own, and the
    // names take what the figures leave.
    let tags = more.is_none();
    let marks: Vec<String> = (0..n)
        .map(|i| {
            let part = more.and_then(|m| m.marks.get(i)).filter(|m| !m.is_empty()).map(String::as_str);
            let cpu = (!tags && sit.kinds()[i] != Kind::Human).then_some("cpu");
            part.into_iter().chain(cpu).map(|m| format!(" {m}")).collect()
        })
        .collect();
    // "12 tiles" where the width leaves the names room (whole, where the part marks
    // the seats), else "12t".
    let fixed = 2 + if tags { 4 } else { 0 } + 1 + 2 + fit::widest(&scores) + fit::widest(&marks);
    let long = w >= fixed + 6 + if tags { 6 } else { fit::widest(sit.names()).max(4) };
    let room = w.saturating_sub(fixed + if long { 6 } else { 1 });
    let names = fit::names(sit.names(), if tags { room.clamp(3, 14) } else { room.max(3) });
    let nw = fit::widest(&names);
    let mut lines: Vec<TLine> = Vec::new();
    for (i, name) in names.iter().enumerate() {
        let seat = Seat(i as u8);
        let on = acting == Some(seat);
        let tag = match (tags, sit.kinds()[i]) {
            (false, _) => "",
            (true, Kind::Human) => "    ",
            (true, _) => " cpu",
        };
        let st = if on { Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD) } else { Style::new() };
        let k = sit.hand_len(seat);
        let count = match (long, k) {
            (true, 1) => format!("{k:>2} tile "),
            (true, _) => format!("{k:>2} tiles"),
            (false, _) => format!("{k:>2}t"),
        };
        lines.push(TLine::from(vec![
            Span::styled(
                format!("{}{}{tag} {count}{}", if on { "▶ " } else { "  " }, fit::pad(name, nw), scores[i]),
                st,
            ),
            Span::styled(marks[i].clone(), Style::new().fg(Color::Cyan)),
        ]));
        for row in more.and_then(|m| m.under.get(i)).into_iter().flatten() {
            lines.push(TLine::from(Span::styled(fit::cut(&format!("    {row}"), w), Style::new().fg(Color::Magenta))));
        }
    }
    for st in standings.iter().filter(|_| !own) {
        lines.push(TLine::from(vec![
            Span::styled(format!("  {:>4} ", st.score), bold()),
            Span::raw(fit::cut(&st.who, w.saturating_sub(8))),
        ]));
    }
    for note in more.map_or_else(|| sit.notes(), |m| m.notes.clone()) {
        for l in fit::hang(&format!(" {note}"), w, 2) {
            lines.push(TLine::from(Span::styled(l, Style::new().fg(Color::Yellow))));
        }
    }
    lines
}

/// The seats with their tiles and scores, then the game's notes; `more`: what the
/// game's part adds ([`Seats`]).
pub(in crate::tui) fn seats_box(sit: &dyn super::sitting::Sitting, more: Option<&Seats>, area: Rect, buf: &mut Buffer) {
    let standings = sit.standings();
    let own = standings.iter().all(|s| s.seats.len() == 1);
    let title = match (own, sit.chips()) {
        (true, true) => " Seats: tiles, chips ",
        (true, false) => " Seats: tiles, score ",
        (false, _) => " Seats: tiles · sides: score ",
    };
    let block = boxed(title.into());
    let inner = block.inner(area);
    block.render(area, buf);
    Paragraph::new(seat_lines(sit, more, inner.width)).render(inner, buf);
}

/// The keys that do something now: the screen's, with the game's part's own
/// ([`super::part::Keys`]).
fn keys_of(s: &SitScreen) -> Vec<Key<'static>> {
    if let Stage::HandOver(h) = s.stage {
        if h.wait(s.clock.now()).is_some() {
            return vec![crate::tui::kit::hand_over::WAITING];
        }
    }
    let p = s.part.as_ref().map(|p| p.keys(s)).unwrap_or_default();
    let mut k: Vec<Key> = Vec::new();
    if s.undo.is_some() && matches!(s.stage, Stage::Play | Stage::Summary) && !p.alone {
        k.push(("u", "take back", &[Msg::Char('u')]));
    }
    k.extend(p.now.unwrap_or_else(|| now_keys(s)));
    if p.alone {
        k.extend(p.more);
        return k;
    }
    if s.choosing() {
        k.push(("b", "hint", &[Msg::Char('b')]));
    }
    k.extend(p.more);
    let quit = match p.quit {
        Some(q) => q,
        None if s.lesson.is_some() => "lessons",
        None if s.own == Own::Hot => "quit",
        // At a network table q goes back to the lobby, the seat kept.
        None => "lobby",
    };
    k.extend([("t", "pips", &[Msg::Char('t')][..]), ("?", "help", &[Msg::Char('?')]), ("q", quit, &[Msg::Char('q')])]);
    k.retain(|x| !p.off.contains(&x.0));
    k
}

/// What the keys do now, for the stage and the seat choosing.
fn now_keys(s: &SitScreen) -> Vec<Key<'static>> {
    let mut k: Vec<Key> = Vec::new();
    match s.stage {
        Stage::Summary | Stage::Over if s.glance => k.push(("Enter", "see the count", ENTER)),
        Stage::HandOver(_) => k.push(("Enter", "take the keyboard", ENTER)),
        Stage::Summary | Stage::Over if s.lesson.is_some() => k.push(("Enter", "next lesson", ENTER)),
        Stage::Summary if s.own != Own::Hot => k.push(("Enter", "ready", ENTER)),
        Stage::Summary => k.push(("Enter", s.sit.deal_name().next(), ENTER)),
        Stage::Over => k.push(("Enter", "leave", ENTER)),
        Stage::Play if s.due.is_some() => k.push(("any key", "skip the pause", ENTER)),
        Stage::Play if s.choosing() && s.place.is_some() => k.extend([
            // A tile's places, or a list without tiles (Nos's games to announce).
            (
                "↑↓",
                if s.sit.choices().iter().any(|c| c.tile.is_some()) { "where" } else { "choose" },
                &[Msg::Up, Msg::Down][..],
            ),
            ("Enter", "play", ENTER),
            ("Esc", "back", &[Msg::Back]),
        ]),
        Stage::Play if s.choosing() && s.sit.on_table() => {
            k.extend([
                ("←↑↓→", "move", &[Msg::Left, Msg::Up, Msg::Down, Msg::Right][..]),
                ("r", "turn", &[Msg::Char('r')]),
                ("[/]", "tile", &[Msg::Char('['), Msg::Char(']')]),
                ("n", "next fit", &[Msg::Char('n')]),
                ("Enter", "place", ENTER),
            ]);
            if s.sit.choices().iter().any(|c| c.key == Some('p')) {
                k.push(("p", "pass", &[Msg::Char('p')]));
            }
        }
        Stage::Play if s.choosing() => {
            let choices = s.sit.choices();
            if choices.iter().any(|c| c.tile.is_some()) {
                // ↑↓ step over the tiles that cannot be played, where there are some
                // (a hand of its own: a table that takes the keys itself pans with them).
                if s.fitting().len() < s.hand_tiles().len() && !s.sit.on_table() {
                    k.push(("←→↑↓", "tile", &[Msg::Left, Msg::Right, Msg::Up, Msg::Down][..]));
                } else {
                    k.push(("←→", "tile", &[Msg::Left, Msg::Right][..]));
                }
                k.push(("Enter", "play", ENTER));
            }
            for c in &choices {
                match c.key {
                    Some('d') => k.push(("d", "draw", &[Msg::Char('d')])),
                    Some('p') => k.push(("p", "pass", &[Msg::Char('p')])),
                    Some('e') => k.push(("e", "end turn", &[Msg::Char('e')])),
                    // Nos's questions and calls behind the seam.
                    Some('y') => k.push(("y", "yes", &[Msg::Char('y')])),
                    Some('n') => k.push(("n", "no", &[Msg::Char('n')])),
                    Some('w') => k.push(("w", "I wait", &[Msg::Char('w')])),
                    Some('c') => k.push(("c", "I close", &[Msg::Char('c')])),
                    _ => {}
                }
            }
        }
        Stage::Play => {}
    }
    k
}

/// Where the chosen tile goes: its choices, numbered.
fn place(s: &SitScreen, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let Some((opts, at)) = &s.place else { return };
    let h = (opts.len() as u16 + 2).min(area.height);
    let widest = opts.iter().map(|c| fit::width(&c.label)).max().unwrap_or(0);
    // A tile's places, or a list of choices without a tile (the games to announce).
    let title = if opts.iter().any(|c| c.tile.is_some()) { "Where?" } else { "Choose" };
    let inner = popup_box(area, (widest as u16 + 6).clamp(30, area.width), h, title, buf);
    let mut lines = Vec::new();
    for (row, c) in opts.iter().enumerate() {
        let on = row == *at;
        let st = if on { Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD) } else { Style::new() };
        let label = c.label.clone();
        lines.push(Links::new().link(format!(" {} {label}", row + 1), st, Hit::Row { row, then: Some(Msg::Enter) }));
    }
    draw_lines(lines, inner, buf, hits);
}

/// What the end box is called: a session for a game that settles chips (a club's).
pub(super) fn over_words(sit: &dyn super::sitting::Sitting) -> &'static str {
    match sit.club() {
        Some(c) if !c.settlement().is_empty() => "The session is over",
        _ => "The match is over",
    }
}

/// The hand's summary, or the match's (a club's settlement), and where the record is
/// kept.
fn summary(s: &SitScreen, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let sit = &*s.sit;
    let over = s.stage == Stage::Over;
    let title = if over {
        over_words(sit).to_string()
    } else {
        format!("{} {} is over", sit.deal_name().head(), sit.hand_no() + 1)
    };
    let inner = popup_box(area, area.width, area.height, &title, buf);
    // A session that settles chips ends with its settlement, in place of the last
    // hand's count (seen before it).
    let settled = sit.club().filter(|_| over).map(|c| c.settlement()).unwrap_or_default();
    let said = if settled.is_empty() { sit.summary(s.shown_seat()) } else { settled };
    let mut lines: Vec<Links> = Vec::new();
    for (i, l) in said.iter().enumerate() {
        let st = if i == 0 || !l.starts_with(' ') { bold() } else { Style::new() };
        for w in fit::hang_names(l, inner.width as usize, 4, sit.names()) {
            lines.push(Links::new().text(w, st));
        }
    }
    if let Some(k) = &s.kept {
        let (gray, w) = (Style::new().fg(Color::DarkGray), inner.width as usize);
        let (text, st) = match k {
            // At this keyboard, the command that watches it again, on lines of its
            // own to copy whole; over the network, the record's name only.
            Ok(p) => {
                let p = crate::text::safe(&p.display().to_string()).into_owned();
                let (head, p) = match s.own {
                    Own::Hot => ("Watch it again with:", format!("nos replay {}", shell_word(&p))),
                    _ => ("The record is kept in", p),
                };
                lines.push(Links::new().text(head, gray));
                (path_lines(&p, w), Style::new().fg(Color::Cyan))
            }
            Err(e) => (fit::wrap(&crate::text::safe(e), w), gray),
        };
        lines.extend(text.into_iter().map(|l| Links::new().text(l, st)));
    }
    // At a network table: who is still looking at the count before the next hand.
    if let Some(a) = &s.aside {
        lines.push(Links::new().text(a.clone(), Style::new().fg(Color::Yellow)));
    }
    let press = match s.stage {
        _ if s.lesson.is_some() => "Press Enter for the next lesson.",
        Stage::Over => "Press Enter to leave.",
        // The session's last hand: Enter ends it (a club's game settles its chips).
        _ if sit.match_over() => "Press Enter for the settlement.",
        _ => &format!("Press Enter for the {}.", sit.deal_name().next()),
    };
    lines.push(Links::new().link(press, bold(), Hit::Key(Msg::Enter)));
    // What matters most stays in sight: the first line (how it ended) and the last
    // (the press line, which gives way after a hand, the hand box saying it too); the
    // lines between scroll (↑↓) when they do not fit.
    let room = inner.height as usize;
    let press = lines.pop().filter(|_| lines.len() < room || s.stage != Stage::Summary);
    let fixed = 2 + usize::from(press.is_some());
    if lines.len() + fixed - 2 > room && room > fixed {
        let mut rest = lines.into_iter();
        let first = rest.next();
        let (between, shown): (Vec<Links>, usize) = (rest.collect(), room - fixed);
        let n = between.len();
        let from = s.count.place(n, shown);
        let rows = Rect { y: inner.y + 1, height: shown as u16, ..inner };
        let at = crate::tui::kit::scroll::position(from, shown, n, rows, buf);
        let between = between.into_iter().skip(from).take(shown);
        lines = first.into_iter().chain(between).chain([Links::from(at)]).collect();
    }
    lines.extend(press);
    draw_lines(lines, inner, buf, hits);
}

/// A path as one word of a shell command: quoted where it holds more than letters,
/// digits and `/._-`.
fn shell_word(p: &str) -> String {
    if p.chars().all(|c| c.is_ascii_alphanumeric() || "/._-".contains(c)) {
        p.to_string()
    } else {
        format!("'{}'", p.replace('\'', "'\\''"))
    }
}

/// A path in lines of `w` columns, broken after a `/` where it can be.
pub fn path_lines(path: &str, w: usize) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut cur = String::new();
    for part in path.split_inclusive('/') {
        if !cur.is_empty() && fit::width(&cur) + fit::width(part) > w {
            out.push(std::mem::take(&mut cur));
        }
        cur.push_str(part);
        // A single name longer than the line is cut where it must be.
        while fit::width(&cur) > w && w > 0 {
            let mut head = String::new();
            let mut chars = cur.chars();
            for c in chars.by_ref() {
                head.push(c);
                if fit::width(&head) >= w {
                    break;
                }
            }
            out.push(head);
            cur = chars.collect();
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

/// The keys of the shared table (every game but Nos's own screens), as its help box lists
/// them (and `docs/playing.md` and `docs/network.md`, word for word: a test compares
/// them): a game chosen on its table (Dominox) says its own keys after these; at a
/// network table nothing is taken back and `q` leaves the seat waiting.
pub fn keys(on_table: bool, network: bool) -> Vec<(&'static str, &'static str)> {
    let rows = [
        ("←→ h l", "choose a tile (the bright ones, marked •, fit; ↑↓ go to them)"),
        ("Enter", "play the chosen tile; where it fits several ways, choose where"),
        ("1-9 ↑↓", "choose where the tile goes"),
        ("d p e", "draw, pass, end the turn (after a double), when the rules allow"),
        ("u", "take your last play back, against the computer"),
        ("t/b/HJKL", "digits or pips / a hint: the best now / look along the table"),
        ("q", "quit: end the match here, or save it to resume later"),
        ("mouse", "click a tile to play it, a place or a key below; drag the table"),
    ];
    let mut rows: Vec<(&str, &str)> = if on_table { rows[4..7].to_vec() } else { rows.to_vec() };
    if network {
        rows.retain(|(k, _)| !matches!(*k, "u" | "q"));
        rows.extend([
            ("q", "back to the lobby: your seat waits for you"),
            ("x / f", "leave the table / the penalty desk (the host's); / chat"),
        ]);
    }
    rows
}

fn help(s: &SitScreen, area: Rect, buf: &mut Buffer) {
    let network = s.own != Own::Hot;
    if let Some(h) = s.part.as_ref().and_then(|p| p.help(s)) {
        return help_box(&h.keys, h.lines, area, buf);
    }
    let mut lines = Vec::new();
    if network {
        // Said before the game's rules, which may run past the box.
        lines.push("The server saves the table after every action. Any key closes this help.".to_string());
    }
    lines.push(String::new());
    lines.extend(s.sit.help());
    if !network {
        lines.push("Saved after every action (`nos resume`). Press any key to close this help.".into());
    }
    help_box(&keys(s.sit.on_table(), network), lines, area, buf);
}

/// The help box: the keys, a row each, then `lines`; as high as they need, at least
/// 23 rows.
pub fn help_box(keys: &[(&str, &str)], lines: Vec<String>, area: Rect, buf: &mut Buffer) {
    let height = (keys.len() + lines.len() + 2).max(23) as u16;
    let inner = popup_box(area, 76, height, "Help", buf);
    let mut rows: Vec<TLine> =
        keys.iter().map(|(k, w)| TLine::from(vec![Span::styled(format!("{k:>8}  "), bold()), Span::raw(*w)])).collect();
    rows.extend(lines.into_iter().map(TLine::from));
    Paragraph::new(rows).wrap(Wrap { trim: false }).render(inner, buf);
}

/// The hint box: the best choices now for the seat choosing, each with its worth and
/// why.
fn hint(s: &SitScreen, area: Rect, buf: &mut Buffer) {
    let Some((rows, unit)) = &s.hint else { return };
    let who = s.shown_seat().and_then(|x| s.sit.names().get(x.index())).cloned().unwrap_or_default();
    let w = crate::tui::kit::worth::box_width(area.width);
    let legend = crate::tui::kit::worth::legend(rows);
    // The legend's lines wrap in the box as the rows' do.
    let inside = w.saturating_sub(2).max(1) as usize;
    let legend_rows: u16 = legend.iter().map(|l| l.width().div_ceil(inside).max(1) as u16).sum();
    let height =
        (crate::tui::kit::worth::worth_height(rows, unit, w.saturating_sub(2)) + 4 + legend_rows).min(area.height);
    let inner = popup_box(area, w, height, &format!("Hint for {who}"), buf);
    let dim = crate::tui::kit::worth::dim();
    let mut unit_up = unit.to_string();
    if let Some(c) = unit_up.get_mut(0..1) {
        c.make_ascii_uppercase();
    }
    let deal = s.sit.deal_name().word();
    let mut lines =
        vec![TLine::from(Span::styled(format!("{unit_up} won to the end of the {deal}, from what you can see"), dim))];
    lines.extend(crate::tui::kit::worth::worth(rows, unit, w.saturating_sub(2)));
    lines.extend(legend);
    lines.push(TLine::from(Span::styled("Press any key to close.", dim)));
    Paragraph::new(lines).wrap(Wrap { trim: false }).render(inner, buf);
}

/// Quit: end here (a game played by a club's rules settles its chips), save for
/// later, or go on.
fn quit(s: &SitScreen, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    // A game for chips is a session of hands, as the README calls it.
    let (what, end) = match (s.sit.club().is_some(), s.sit.chips()) {
        (true, _) => ("End the session now and settle the chips?".to_string(), "settle and end"),
        (false, true) => (format!("Leave this game of {}?", s.sit.title()), "end the session here"),
        (false, false) => (format!("Leave this game of {}?", s.sit.title()), "end the match here"),
    };
    let keys: [Key; 3] = [
        ("y", end, &[Msg::Char('y')]),
        ("s", "save, resume later", &[Msg::Char('s')]),
        ("n", "go on", &[Msg::Char('n')]),
    ];
    let line: usize = keys.iter().map(|(k, w, _)| fit::width(k) + 1 + fit::width(w) + 2).sum();
    let inner = popup_box(area, (line + 7) as u16, 7, "Quit?", buf);
    draw_lines(vec![Links::from(what), Links::new(), keys_line(&keys)], inner, buf, hits);
}

#[cfg(test)]
mod tests {
    use super::path_lines;

    #[test]
    fn a_long_path_breaks_after_a_slash_never_inside_a_name() {
        let p = "/home/someone/.local/share/nos/sessions/2026-11-23-sniff-finished.json";
        assert_eq!(path_lines(p, 40), ["/home/someone/.local/share/nos/sessions/", "2026-11-23-sniff-finished.json"]);
        assert_eq!(path_lines(p, 80), [p]);
        // A name longer than the line is cut where it must be, nothing lost.
        assert_eq!(path_lines("/abcdefgh", 4).concat(), "/abcdefgh");
    }
}
