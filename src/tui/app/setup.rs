//! The new-game screen: the game (every game of the registry, in its order), how many
//! players, their names, who plays each seat, the seed, and the game's rule options
//! (one chosen at a time, its value turned or typed).

use crate::core::option::{Kind as OptKind, Opt, Options, Value as OptValue};
use crate::core::Level;
use crate::text::MAX_NAME;
use crate::tui::kit::input::{nav, Msg};
use crate::tui::table::seat::Kind;

/// The names offered before anyone types.
pub const NAMES: [&str; 9] = ["Ann", "Bas", "Cor", "Dirk", "Eva", "Fay", "Gijs", "Hans", "Ina"];

/// What a seat may be, in the order → turns through them: a seat switched to a computer
/// plays at the normal level first; ← from a person gives the easy level.
const KINDS: [Kind; 4] =
    [Kind::Human, Kind::Computer(Level::Normal), Kind::Computer(Level::Strong), Kind::Computer(Level::Easy)];

/// The form as filled in so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The game, by its place in [`crate::registry::GAMES`].
    pub game: usize,
    pub players: usize,
    pub names: Vec<String>,
    pub kinds: Vec<Kind>,
    pub seed: String,
    /// The opponents' level in practice.
    pub level: Level,
    /// 0: the game; 1: players; 2..=players+1: a seat; then the seed; then Start;
    /// then Practice; then the rules; then, where the game has options, which option
    /// and its value.
    pub row: usize,
    /// The rule options set (the others keep the game's defaults).
    pub options: Options,
    /// The option shown, by its place in the game's list.
    pub opt: usize,
    /// Digits typed for an integer option, until they are a value the game takes.
    pub entry: Option<String>,
    /// Strict club mode: offences charged instead of refused.
    pub strict: bool,
    /// The table's option "hints in strict mode": its row shows while strict is on.
    pub hints: bool,
    /// Why the game was not started, or a key not taken.
    pub note: Option<String>,
    /// Per seat, and for the seed after them: whether the text was typed here. A field
    /// still holding what the form offered is replaced by the first character typed on
    /// it (typing `Eva` on `Ann` gives `Eva`); one typed or edited takes more at its end.
    pub typed: Vec<bool>,
    /// At a network table ([`crate::serve`]): the name of the player opening it, who
    /// holds seat 1. The other seats are free for players to take or computers; no
    /// name nor seed is typed (players sit down with their own names, the server
    /// deals), and practice, which is for one terminal, is not on the form.
    pub host: Option<String>,
}

/// What the form asks for after a key.
pub enum Done {
    Stay,
    Start,
    /// Practice at choosing the game, against computer seats at this level.
    Practice(Level),
    Leave,
}

impl Setup {
    pub fn new(seed: u64) -> Setup {
        Setup {
            game: 0,
            players: 4,
            names: NAMES.iter().map(|s| s.to_string()).collect(),
            kinds: vec![Kind::Human; NAMES.len()],
            seed: seed.to_string(),
            level: Level::Normal,
            row: 0,
            note: None,
            strict: false,
            hints: false,
            options: Options::new(),
            opt: 0,
            entry: None,
            host: None,
            typed: vec![false; NAMES.len() + 1],
        }
    }

    /// The form that opens a table of the network server, for the player `host`.
    pub fn table(host: &str) -> Setup {
        let mut s = Setup::new(0);
        s.host = Some(host.to_string());
        s.names[0] = host.to_string();
        s.players = s.chosen().default_players() as usize;
        // Every seat but the host's a computer's at first: a table that starts at once.
        for k in s.kinds.iter_mut().skip(1) {
            *k = Kind::Computer(Level::Normal);
        }
        s
    }
    /// How many rows the form has: one more while strict is on (hints in strict
    /// mode), two more for a game with options.
    pub fn rows(&self) -> usize {
        self.option_row() + if self.chosen().options().is_empty() { 0 } else { 2 }
    }
    /// The row of "hints in strict mode", shown while strict club mode is on.
    pub fn hints_row(&self) -> Option<usize> {
        (self.strict && self.practice()).then_some(self.players + 6)
    }
    /// The row choosing which option is shown.
    pub fn option_row(&self) -> usize {
        self.players + 6 + self.hints_row().is_some() as usize
    }
    /// The row of the shown option's value.
    pub fn value_row(&self) -> usize {
        self.option_row() + 1
    }
    /// Whether the hint key works at the table: strict off, or the option on.
    pub fn hints_in_strict(&self) -> bool {
        self.hints_row().is_some() && self.hints
    }
    /// The option shown, if the game has any.
    pub fn shown_option(&self) -> Option<Opt> {
        let all = self.chosen().options();
        all.get(self.opt.min(all.len().saturating_sub(1))).copied()
    }
    /// The shown option's value at this table, in words, and whether it was changed.
    pub fn option_words(&self, o: impl Into<Opt>) -> (String, bool) {
        let o = o.into();
        let v = self.chosen().option_value(self.players as u8, o, &self.options);
        let shown = match v {
            Some(OptValue::Word(w)) => w,
            Some(v) => v.to_string(),
            None => "?".into(),
        };
        (shown, self.options.given_value(o).is_some())
    }
    /// The options changed from the defaults, as `name=value`.
    pub fn changed(&self) -> Vec<String> {
        let word = |v: &OptValue| match v {
            OptValue::Word(w) => w.clone(),
            v => v.to_string(),
        };
        self.options.given().iter().map(|(o, v)| format!("{}={}", o.name(), word(v))).collect()
    }
    /// Sets the shown option to `v` if the game takes it at this table; else says why.
    fn try_option(&mut self, o: Opt, v: OptValue) -> bool {
        let mut next = self.options.clone();
        let ok = next.set(o, v).and_then(|()| self.chosen().check_options(self.players as u8, &next));
        match ok {
            Ok(()) => {
                self.options = next;
                true
            }
            Err(e) => {
                self.note = Some(format!("{e}."));
                false
            }
        }
    }
    /// Turns the shown option's value by `d`: a flag flips, a word moves to the next the
    /// game takes here, a number moves by one (past the numbers in its range the game
    /// does not take here, such as a set of 7).
    fn turn_option(&mut self, d: isize) {
        let Some(o) = self.shown_option() else { return };
        self.entry = None;
        let current = self.chosen().option_value(self.players as u8, o, &self.options);
        match (o.kind(), current) {
            (OptKind::Bool, Some(OptValue::Bool(b))) => {
                self.try_option(o, OptValue::Bool(!b));
            }
            (OptKind::Int(min, max), Some(OptValue::Int(i))) => {
                let note = self.note.clone();
                let mut next = i + d as i64;
                // A narrow range (a set, a count) is searched for the next value the
                // table takes; a wide one (a target) moves by one.
                while (min..=max).contains(&next) && (max - min <= 64 || next == i + d as i64) {
                    if self.try_option(o, OptValue::Int(next)) {
                        self.note = note;
                        return;
                    }
                    next += d as i64;
                }
                // None taken: say why the next one is not.
                self.try_option(o, OptValue::Int(i + d as i64));
            }
            (OptKind::Word(words), Some(OptValue::Word(w))) => {
                let at = words.iter().position(|x| *x == w).unwrap_or(0) as isize;
                let n = words.len() as isize;
                // The next word this game takes at this table, quietly past the others.
                let note = self.note.clone();
                for k in 1..n {
                    let next = words[(at + d * k).rem_euclid(n) as usize];
                    if self.try_option(o, OptValue::Word(next.into())) {
                        self.note = note;
                        break;
                    }
                }
            }
            _ => {}
        }
    }
    /// A digit or a deletion typed on an integer option's value.
    fn type_option(&mut self, m: Msg) {
        let Some(o) = self.shown_option() else { return };
        if !matches!(o.kind(), OptKind::Int(..)) {
            return;
        }
        let mut text = match (&self.entry, m) {
            (Some(t), _) => t.clone(),
            (None, Msg::Backspace) => self.option_words(o).0,
            (None, _) => String::new(),
        };
        match m {
            Msg::Backspace => {
                text.pop();
            }
            Msg::Char(c) if c.is_ascii_digit() && text.len() < 7 => text.push(c),
            _ => return,
        }
        if let Ok(i) = text.parse::<i64>() {
            self.try_option(o, OptValue::Int(i));
        }
        self.entry = Some(text);
    }
    /// Strict club mode is a rule of Nos; the other games play by their own rules.
    fn toggle_strict(&mut self) {
        if self.practice() {
            self.strict = !self.strict;
        } else {
            self.note =
                Some(format!("Strict club mode is a rule of Nos; {} plays by its own rules.", self.chosen().name()));
        }
    }
    /// The row of seat `i` (from 0).
    pub fn seat_row(i: usize) -> usize {
        i + 2
    }
    /// The row of the rules: strict club mode or not (Nos only).
    pub fn rules_row(&self) -> usize {
        self.players + 5
    }
    pub fn seed_row(&self) -> usize {
        self.players + 2
    }
    pub fn start_row(&self) -> usize {
        self.players + 3
    }
    pub fn practice_row(&self) -> usize {
        self.players + 4
    }
    /// Whether the form shows `row`: a network table has no practice, which is played
    /// at one terminal.
    pub fn shows(&self, row: usize) -> bool {
        !(self.host.is_some() && row == self.practice_row())
    }
    /// What ← and → change on the row the cursor is on, in words for the keys line
    /// (the typing rows, Start and the fixed rows change nothing).
    pub fn turns(&self) -> Option<String> {
        let r = self.row;
        let seat = (2..self.seed_row()).contains(&r) && !(r == Setup::seat_row(0) && self.host.is_some());
        Some(match r {
            0 => "game".into(),
            1 => "how many players".into(),
            _ if seat => format!("Seat {}: who plays", r - 1),
            _ if r == self.practice_row() && self.shows(r) => "the opponents' level".into(),
            _ if r == self.rules_row() && self.practice() => "the rules".into(),
            _ if Some(r) == self.hints_row() => "hints in strict mode".into(),
            _ if r == self.option_row() && self.shown_option().is_some() => "which option".into(),
            _ if r == self.value_row() && self.shown_option().is_some() => "option value".into(),
            _ => return None,
        })
    }
    /// Moves the cursor one shown row up (-1) or down (1), round the form.
    fn step(&mut self, d: isize) {
        let n = self.rows() as isize;
        loop {
            self.row = (self.row as isize + d).rem_euclid(n) as usize;
            if self.shows(self.row) {
                break;
            }
        }
    }
    pub fn typing(&self) -> bool {
        self.host.is_none() && (2..=self.seed_row()).contains(&self.row)
    }
    /// The game chosen.
    pub fn chosen(&self) -> &'static dyn crate::registry::Game {
        crate::registry::GAMES[self.game.min(crate::registry::GAMES.len() - 1)]
    }
    /// Whether practice and strict club mode are offered: both belong to the club's
    /// rules (practice is at Nos's announcement).
    pub fn practice(&self) -> bool {
        self.chosen().club_rules()
    }
    /// Turns the game by `d`, the player count kept where the new game allows it,
    /// else its usual count.
    fn turn_game(&mut self, d: isize) {
        let n = crate::registry::GAMES.len() as isize;
        // Only the games the table draws are offered; the others are played from the
        // command line until it does.
        loop {
            self.game = (self.game as isize + d).rem_euclid(n) as usize;
            if crate::tui::openers::opener_of(self.chosen().table()).is_some() {
                break;
            }
        }
        // Options belong to their game.
        self.options = Options::new();
        self.opt = 0;
        self.entry = None;
        let g = self.chosen();
        if !g.players().contains(&(self.players as u8)) {
            self.players = g.default_players() as usize;
        }
    }

    /// The names and kinds of the seats in play.
    pub fn seats(&self) -> (Vec<String>, Vec<Kind>) {
        let names = self.names[..self.players].iter().map(|n| n.trim().to_string()).collect();
        (names, self.kinds[..self.players].to_vec())
    }

    pub fn seed(&self) -> u64 {
        self.seed.parse().unwrap_or(0)
    }

    /// The text of a typing row (a seat's name or the seed), and whether it is still
    /// the one the form offered.
    fn field(&mut self) -> (&mut String, &mut bool) {
        if self.row == self.seed_row() {
            (&mut self.seed, &mut self.typed[NAMES.len()])
        } else {
            let i = self.row - 2;
            (&mut self.names[i], &mut self.typed[i])
        }
    }

    /// A character typed on a seat's name or the seed: it replaces the text the form
    /// offered, or goes at the end of one typed here.
    fn type_char(&mut self, c: char) {
        let seed = self.row == self.seed_row();
        if seed && !c.is_ascii_digit() {
            return;
        }
        if !seed && (crate::text::is_hidden(c) || c == ',') {
            self.note = Some("A name holds no control characters and no commas.".into());
            return;
        }
        let (text, typed) = self.field();
        if !*typed {
            text.clear();
            *typed = true;
        }
        let (len, max) = (text.chars().count(), if seed { 19 } else { MAX_NAME });
        if len < max {
            text.push(c);
        } else if !seed {
            self.note = Some(format!("A name has at most {MAX_NAME} characters."));
        }
    }

    /// ← or → on a row: the value it holds turns that way. The typing rows have none.
    fn turn(&mut self, d: isize) {
        if self.row == self.option_row() {
            let k = self.chosen().options().len().max(1) as isize;
            self.opt = (self.opt as isize + d).rem_euclid(k) as usize;
        } else if self.row == self.value_row() {
            self.turn_option(d);
        } else if self.row == self.rules_row() {
            self.toggle_strict();
        } else if Some(self.row) == self.hints_row() {
            self.hints = !self.hints;
        } else if self.row == 0 {
            self.turn_game(d);
        } else if self.row == 1 {
            let counts = self.chosen().players();
            let i = counts.iter().position(|&c| c as usize == self.players).unwrap_or(0) as isize;
            let j = (i + d).clamp(0, counts.len() as isize - 1) as usize;
            self.players = counts.get(j).copied().unwrap_or(4) as usize;
        } else if self.row == self.practice_row() {
            let i = Level::ALL.iter().position(|&l| l == self.level).unwrap_or(0) as isize;
            self.level = Level::ALL[(i + d).rem_euclid(3) as usize];
        } else if self.row == Setup::seat_row(0) && self.host.is_some() {
            self.note = Some("Seat 1 is yours: the other seats are for players or computers.".into());
        } else if self.row <= self.players + 1 {
            let k = &mut self.kinds[self.row - 2];
            let i = KINDS.iter().position(|x| x == k).unwrap_or(0) as isize;
            *k = KINDS[(i + d).rem_euclid(KINDS.len() as isize) as usize];
        }
    }

    /// Enter starts the game from any row (the practice row starts practice): the rows
    /// change their values with ← and →, never with Enter.
    fn start(&mut self) -> Done {
        if self.row == self.practice_row() && self.shows(self.row) {
            if self.practice() {
                return Done::Practice(self.level);
            }
            self.note = Some(format!("Practice is for Nos; {} starts with Start.", self.chosen().name()));
            return Done::Stay;
        }
        if self.host.is_some() {
            return Done::Start;
        }
        match crate::text::check_names(&self.seats().0) {
            Ok(()) => Done::Start,
            Err(e) => {
                self.note = Some(format!("Not started: {e}."));
                Done::Stay
            }
        }
    }

    pub fn update(&mut self, m: Msg) -> Done {
        // Space is a letter of a name; elsewhere it turns the row's value as → does,
        // and presses the Start or Practice button it is on: it never starts a game
        // from a row that does not say so.
        let m = match m {
            Msg::Char(' ') if self.typing() => m,
            Msg::Char(' ') if self.row == self.start_row() || self.row == self.practice_row() => Msg::Enter,
            Msg::Char(' ') => Msg::Right,
            m if self.typing() => m,
            m => nav(m),
        };
        self.note = None;
        if !matches!(m, Msg::Char(_) | Msg::Backspace) || self.row != self.value_row() {
            self.entry = None;
        }
        match m {
            Msg::Char(c) if self.row == self.value_row() && c.is_ascii_digit() => self.type_option(m),
            Msg::Backspace if self.row == self.value_row() => self.type_option(m),
            Msg::Up => self.step(-1),
            Msg::Down | Msg::Tab => self.step(1),
            Msg::Enter => return self.start(),
            Msg::Back => return Done::Leave,
            Msg::Char('q') if !self.typing() => return Done::Leave,
            Msg::Left => self.turn(-1),
            Msg::Right => self.turn(1),
            Msg::Backspace if self.typing() => {
                let (text, typed) = self.field();
                text.pop();
                *typed = true;
            }
            Msg::Char(c) if self.typing() => self.type_char(c),
            _ => {}
        }
        Done::Stay
    }
}

#[cfg(test)]
mod tests;
