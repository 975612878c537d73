//! Choosing the game: the list of games the set tile allows, and the small form for
//! the choices of games 11, 12 and 17, and how both are drawn.

use crate::core::Pos;
use crate::games::nos::games::{Axis, Condition, Game, Rule, DESCRIPTIONS};
use crate::games::nos::{Action, Hand};
use crate::tui::kit::fit;
use crate::tui::kit::hits::{draw_lines, Hit, Hits, Links};
use crate::tui::kit::input::Msg;
use crate::tui::kit::widgets::popup_box;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};

/// The game numbers among the legal announcements, in order.
pub fn numbers(legal: &[Action]) -> Vec<u8> {
    let mut out: Vec<u8> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Announce(g) => Some(g.number()),
            _ => None,
        })
        .collect();
    out.dedup();
    out.sort_unstable();
    out.dedup();
    out
}

/// The menu line of a game number.
pub fn menu_line(n: u8) -> String {
    let name = Game::Plain(n).describe();
    let name = if matches!(n, 11 | 12 | 17) { plain_name(n).to_string() } else { name };
    format!("{n:>2}  {name}")
}

/// One line describing a game.
pub fn description(n: u8) -> &'static str {
    DESCRIPTIONS[n as usize - 1]
}

fn plain_name(n: u8) -> &'static str {
    match n {
        11 => "line with a condition",
        12 => "volapük",
        // Short, as the brief's page of games writes 8 and 10: its line of
        // explanation fits beside it at 100 columns.
        _ => "mat. first here, then there, then ord. cross",
    }
}

/// One choice of the form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Field {
    pub label: &'static str,
    pub options: Vec<&'static str>,
    pub sel: usize,
}

fn field(label: &'static str, options: &[&'static str]) -> Field {
    Field { label, options: options.to_vec(), sel: 0 }
}

/// The choices a game asks its announcer to name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Form {
    pub game: u8,
    pub fields: Vec<Field>,
    pub cursor: usize,
}

impl Form {
    /// The form of game 11, 12 or 17; `double` says the set tile is a double.
    pub fn new(game: u8, double: bool) -> Form {
        let fields = match game {
            11 => vec![
                field("matching", &["ordinary", "matador"]),
                field("condition", &["first here, then there", "first N tiles on a side"]),
                field("side", &["W", "E"]),
                field("tiles", &["1", "2", "3", "4"]),
                field("then change rule", &["no", "yes"]),
            ],
            12 => {
                let forms: &[&str] = if double { &["line", "cross", "double cross"] } else { &["line"] };
                vec![
                    field("form", forms),
                    field("ordinary side or axis", &["W", "E"]),
                    field("first N tiles on", &["no condition", "W", "E"]),
                    field("tiles", &["1", "2", "3", "4"]),
                ]
            }
            _ => vec![field("form", &["cross", "double cross"]), field("here", &["N", "E", "S", "W"])],
        };
        let mut f = Form { game, fields, cursor: 0 };
        f.fit();
        f
    }

    /// Keeps the options consistent with the choices made (a cross has axes, not sides).
    fn fit(&mut self) {
        if self.game == 12 {
            let line = self.fields[0].sel == 0;
            let want: Vec<&'static str> = if line { vec!["W", "E"] } else { vec!["W-E", "N-S"] };
            if self.fields[1].options != want {
                self.fields[1].options = want;
                self.fields[1].sel = 0;
            }
        }
    }

    /// Whether a field matters with the choices made so far.
    pub fn active(&self, i: usize) -> bool {
        match (self.game, i) {
            (11, 3) => self.fields[1].sel == 1,
            (12, 2) => self.fields[0].sel == 0,
            (12, 3) => self.fields[0].sel == 0 && self.fields[2].sel > 0,
            _ => true,
        }
    }

    pub fn up(&mut self) {
        loop {
            self.cursor = self.cursor.checked_sub(1).unwrap_or(self.fields.len() - 1);
            if self.active(self.cursor) {
                break;
            }
        }
    }
    pub fn down(&mut self) {
        loop {
            self.cursor = (self.cursor + 1) % self.fields.len();
            if self.active(self.cursor) {
                break;
            }
        }
    }
    /// Moves the choice of the current field by `d`.
    pub fn turn(&mut self, d: isize) {
        let f = &mut self.fields[self.cursor];
        let n = f.options.len() as isize;
        f.sel = ((f.sel as isize + d).rem_euclid(n)) as usize;
        self.fit();
    }

    /// The game the form names.
    pub fn game(&self) -> Game {
        let s = |i: usize| self.fields[i].sel;
        let side = |i: usize| if i == 0 { Pos::W } else { Pos::E };
        match self.game {
            11 => {
                let rule = if s(0) == 0 { Rule::Ordinary } else { Rule::Matador };
                let cond = if s(1) == 0 {
                    Condition::Here(side(s(2)))
                } else {
                    Condition::First { side: side(s(2)), count: s(3) as u8 + 1 }
                };
                Game::Conditions { rule, cond, change: s(4) == 1 }
            }
            12 if s(0) == 0 => {
                let first = (s(2) > 0).then(|| (side(s(2) - 1), s(3) as u8 + 1));
                Game::VolapukLine { ordinary: side(s(1)), first }
            }
            12 => Game::VolapukCross { double: s(0) == 2, ordinary: if s(1) == 0 { Axis::WE } else { Axis::NS } },
            _ => Game::HereThenCross { double: s(0) == 1, here: Pos::ALL[s(1)] },
        }
    }
}

/// The list of games the set allows, the cursor's described, over `area`. A click
/// on a game chooses it; a click on the game chosen announces it. Nothing is cut:
/// each game's line of explanation goes beside its name, over as many rows as it
/// takes, where the width leaves it room enough to be read (else the chosen game's
/// line goes under the list, whole), and the list scrolls by whole games.
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
    let total: usize = rows.iter().map(Vec::len).sum();
    let hgt = (total + under.len() + 3).min(area.height as usize) as u16;
    let inner = popup_box(area, area.width, hgt, &format!("Announce a game for the set {set}"), buf);
    let visible = (inner.height as usize).saturating_sub(1 + under.len()).max(1);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Tile;

    #[test]
    fn every_form_choice_names_a_game_the_set_allows() {
        let set = Tile::double(4);
        let all = Game::all_for(set);
        for n in [11, 12, 17] {
            let mut f = Form::new(n, true);
            for i in 0..f.fields.len() {
                f.cursor = i;
                for _ in 0..f.fields[i].options.len() {
                    f.turn(1);
                    assert!(all.contains(&f.game()), "{:?}", f.game());
                }
            }
        }
    }
}
