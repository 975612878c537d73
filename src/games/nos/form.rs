//! Naming the game to announce: the game numbers the set tile allows, each number's
//! line in the list, and the form of the choices games 11, 12 and 17 ask their
//! announcer to name, with the game it names.

use super::games::{Axis, Condition, Game, Rule, DESCRIPTIONS};
use super::Action;
use crate::core::Pos;

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

/// The line under the list of games for the set `set`: the games it does not offer,
/// and what they are set on ("Not offered on 6-6: 13–16, set on the 0-0 only.");
/// `None` when every game is offered.
pub fn not_offered(set: crate::core::Tile) -> Option<String> {
    let offered: Vec<u8> = Game::all_for(set).iter().map(Game::number).collect();
    let missing: Vec<u8> = (1..=17).filter(|n| !offered.contains(n)).collect();
    if missing.is_empty() {
        return None;
    }
    let groups: Vec<String> = if !set.is_double() {
        vec![format!("{}, set on a double only", runs(&missing))]
    } else {
        let mut words: Vec<&str> = missing.iter().map(|&n| Game::set_words(n)).collect();
        words.dedup();
        words
            .iter()
            .map(|w| {
                let these: Vec<u8> = missing.iter().copied().filter(|&n| Game::set_words(n) == *w).collect();
                format!("{}, set on {w} only", runs(&these))
            })
            .collect()
    };
    Some(format!("Not offered on {set}: {}.", groups.join("; ")))
}

/// Numbers in order as runs: "2, 3, 5–10, 13–17".
fn runs(ns: &[u8]) -> String {
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < ns.len() {
        let mut j = i;
        while j + 1 < ns.len() && ns[j + 1] == ns[j] + 1 {
            j += 1;
        }
        if j >= i + 2 {
            out.push(format!("{}–{}", ns[i], ns[j]));
        } else {
            out.extend(ns[i..=j].iter().map(u8::to_string));
        }
        i = j + 1;
    }
    out.join(", ")
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

    /// The row above that matters, if any: the cursor stops at the first row, as at
    /// the last, so that a key too many never carries it round to the other end.
    pub fn up(&mut self) {
        if let Some(i) = (0..self.cursor).rev().find(|&i| self.active(i)) {
            self.cursor = i;
        }
    }
    /// The row below that matters, if any (the cursor stops at the last).
    pub fn down(&mut self) {
        if let Some(i) = (self.cursor + 1..self.fields.len()).find(|&i| self.active(i)) {
            self.cursor = i;
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Tile;

    #[test]
    fn the_forms_cursor_stops_at_its_first_and_last_rows_and_skips_rows_that_do_not_matter() {
        // Game 11 with "first here, then there": the tiles row does not matter.
        let mut f = Form::new(11, true);
        f.up();
        assert_eq!(f.cursor, 0, "no wrap upward");
        let mut rows = vec![f.cursor];
        for _ in 0..8 {
            f.down();
            rows.push(f.cursor);
        }
        assert_eq!(rows, [0, 1, 2, 4, 4, 4, 4, 4, 4], "down skips the tiles row and stops at the last");
        f.cursor = 1;
        f.turn(1);
        f.cursor = 2;
        f.down();
        assert_eq!(f.cursor, 3, "the tiles row matters once the condition counts tiles");
    }

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
