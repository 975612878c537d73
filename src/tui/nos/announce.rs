//! Choosing the game drawn: the list of games the set tile allows, and the small form
//! for the choices of games 11, 12 and 17 ([`crate::games::nos::form`]).

pub use crate::games::nos::form::{description, menu_line, not_offered, numbers, Form};
use crate::games::nos::Hand;
use crate::tui::kit::hits::{draw_lines, Hit, Hits, Links};
use crate::tui::kit::input::Msg;
use crate::tui::kit::widgets::popup_box;
use crate::tui::kit::{columns, fit};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};

/// The list of games the set allows, the cursor's described, over `area`. A click
/// on a game chooses it; a click on the game chosen announces it. Nothing is cut:
/// each game's line of explanation goes beside its name, over as many rows as it
/// takes, where the width leaves it room enough to be read (else the chosen game's
/// line goes under the list, whole); where one column would scroll (17 games at
/// 80x24) two columns hold every game, else the list scrolls by whole games.
pub fn games(h: &Hand, cursor: usize, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let nums = numbers(&h.legal());
    let set = h.set_ends().map(|(a, b)| format!("{a}-{b}")).unwrap_or_default();
    // The chosen game is marked, not only by its colours.
    let chosen = nums.get(cursor).copied();
    let name = |n: u8| {
        let mark = if Some(n) == chosen { "▸" } else { " " };
        format!("{mark}{}{}", menu_line(n), if matches!(n, 11 | 12 | 17) { " …" } else { "" })
    };
    let width = area.width.saturating_sub(2) as usize;
    let ncol = nums.iter().map(|&n| fit::width(&name(n))).max().unwrap_or(0);
    let room = width.saturating_sub(ncol + 2);
    let beside = room >= 30;
    // Each game's rows: its name, and beside it its line, wrapped under itself.
    let entry = |n: u8| -> Vec<String> {
        if !beside {
            return fit::wrap(&name(n), width);
        }
        fit::wrap(description(n), room)
            .into_iter()
            .enumerate()
            .map(|(k, d)| {
                let head = if k == 0 { fit::pad(&name(n), ncol) } else { " ".repeat(ncol) };
                format!("{head}  {d}")
            })
            .collect()
    };
    let rows: Vec<Vec<String>> = nums.iter().map(|&n| entry(n)).collect();
    let under: Vec<String> = match nums.get(cursor) {
        Some(&n) if !beside => fit::wrap(description(n), width),
        _ => Vec::new(),
    };
    // Why the games missing from the list are not offered.
    let absent = h.set_ends().and_then(|(a, b)| crate::games::nos::SET.tile(a, b)).and_then(not_offered);
    let absent = absent.map_or_else(Vec::new, |l| fit::wrap(&l, width));
    let total: usize = rows.iter().map(Vec::len).sum();
    // Where one column would scroll (17 games at 80x24), two columns that hold every
    // game whole, each name wrapped in its column: the list is seen at once.
    let inside = (area.height as usize).saturating_sub(2);
    let rest = under.len() + absent.len() + 1;
    if !beside && total + rest > inside {
        let colw = width.saturating_sub(2) / 2;
        let cols: Vec<Vec<String>> = nums.iter().map(|&n| fit::hang(&name(n), colw, 5)).collect();
        let high = columns::height(&cols);
        if high + rest <= inside {
            let title = format!("Announce a game for the set {set}");
            let inner = popup_box(area, area.width, (high + rest + 2) as u16, &title, buf);
            columns::draw(&cols, cursor, colw, inner, buf, hits);
            let dim = Style::new().fg(Color::DarkGray);
            let mut lines: Vec<Links> =
                under.into_iter().map(|l| Links::new().text(l, Style::new().fg(Color::Cyan))).collect();
            lines.extend(absent.into_iter().map(|l| Links::new().text(l, dim)));
            lines.push(Links::new().text("games marked … ask for their choices next", dim));
            let below = Rect { y: inner.y + high as u16, height: inner.height.saturating_sub(high as u16), ..inner };
            draw_lines(lines, below, buf, hits);
            return;
        }
    }
    let hgt = (total + under.len() + absent.len() + 3).min(area.height as usize) as u16;
    let inner = popup_box(area, area.width, hgt, &format!("Announce a game for the set {set}"), buf);
    let visible = (inner.height as usize).saturating_sub(1 + under.len() + absent.len()).max(1);
    // The first game shown: the list from there holds the cursor's game whole.
    let upto = |from: usize| rows.iter().take(cursor + 1).skip(from).map(Vec::len).sum::<usize>();
    let first = (0..=cursor).find(|&f| upto(f) <= visible).unwrap_or(cursor);
    let mut lines: Vec<Links> = Vec::new();
    let mut last = first;
    for (i, r) in rows.iter().enumerate().skip(first) {
        if lines.len() + r.len() > visible && i != first {
            break;
        }
        let on = i == cursor;
        let st = if on { Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD) } else { Style::new() };
        let then = on.then_some(Msg::Enter);
        for (k, text) in r.iter().enumerate() {
            let l = if beside && k == 0 {
                let (head, desc) = text.split_at(fit::pad(&name(nums[i]), ncol).len());
                Links::new().link(head, st, Hit::Row { row: i, then }).link(
                    desc,
                    Style::new().fg(Color::DarkGray),
                    Hit::Row { row: i, then },
                )
            } else if beside {
                Links::new().link(text.clone(), Style::new().fg(Color::DarkGray), Hit::Row { row: i, then })
            } else {
                Links::new().link(text.clone(), st, Hit::Row { row: i, then })
            };
            lines.push(l);
        }
        last = i + 1;
    }
    lines.extend(under.into_iter().map(|l| Links::new().text(l, Style::new().fg(Color::Cyan))));
    let dim = Style::new().fg(Color::DarkGray);
    lines.extend(absent.into_iter().map(|l| Links::new().text(l, dim)));
    let mut hint = Links::new();
    if first > 0 || last < nums.len() {
        // Where the list stands, when it does not fit.
        hint = hint
            .text(format!("{}–{last} of {} (↑↓ for more) · ", first + 1, nums.len()), Style::new().fg(Color::Yellow));
    }
    lines.push(hint.text("games marked … ask for their choices next", dim));
    draw_lines(lines, inner, buf, hits);
}

/// The form of a game's choices: a click on a choice's ◂ or ▸ turns it.
pub fn form(f: &Form, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let w = area.width.min(56);
    let desc = fit::wrap(&f.game().describe(), w.saturating_sub(2) as usize);
    let h = f.fields.len() + desc.len() + 5;
    let inner = popup_box(area, w, h as u16, &format!("Game {}: name the choices", f.game), buf);
    let mut lines = Vec::new();
    // The labels as wide as the longest, so that every value and its arrows fit 80 columns.
    let lw = f.fields.iter().map(|x| fit::width(x.label)).max().unwrap_or(0);
    let vw = f.fields.iter().flat_map(|x| x.options.iter().map(|o| fit::width(o) + 4)).max().unwrap_or(0);
    let indent = (inner.width as usize).saturating_sub(lw + 2 + vw) / 2;
    for (i, fld) in f.fields.iter().enumerate() {
        let label = format!("{}{}: ", " ".repeat(indent + lw - fit::width(fld.label)), fld.label);
        if !f.active(i) {
            lines.push(Links::new().text(format!("{label}–"), Style::new().fg(Color::DarkGray)));
            continue;
        }
        let st =
            if i == f.cursor { Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD) } else { Style::new() };
        let at = |then| Hit::Row { row: i, then };
        lines.push(
            Links::new()
                .link(label, st, at(None))
                .link("◂ ", st, at(Some(Msg::Left)))
                .link(fld.options[fld.sel], st, at(None))
                .link(" ▸", st, at(Some(Msg::Right))),
        );
    }
    lines.push(Links::new());
    for l in desc {
        lines.push(Links::new().text(l, Style::new().fg(Color::Cyan)));
    }
    lines.push(Links::new());
    let button = Style::new().add_modifier(Modifier::BOLD);
    lines.push(
        Links::new()
            .text(" ".repeat(16), Style::new())
            .link("[ Announce ]", button, Hit::Key(Msg::Enter))
            .text("  ", Style::new())
            .link("[ Back ]", button, Hit::Key(Msg::Back)),
    );
    draw_lines(lines, inner, buf, hits);
}
