//! The choices of a seat on set, with labellings that cannot differ merged: on a
//! double set the two sides of a line, and the four slots of a cross, are alike.

use crate::core::{Pos, Tile};
use crate::games::nos::{Action, Axis, Condition, Game, Hand, Phase};
use std::fmt;
use std::sync::OnceLock;

/// One choice of the seat on set: the set tile (unless already set) and the game.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Choice {
    /// The set, when this choice makes it: the tile's numbers as written (W, E).
    pub set: Option<(u8, u8)>,
    /// The game; `None` when the seat has no double and must draw first (the rest is
    /// then decided by the `normal` player after the draw).
    pub game: Option<Game>,
    /// How many labelled announcements this choice stands for.
    pub labels: u8,
}

impl Choice {
    /// The actions that make this choice, in order, from the hand it was listed for.
    pub fn actions(&self) -> impl Iterator<Item = Action> {
        let set = match self.set {
            Some((first, second)) => Some(Action::Set { first, second }),
            None if self.game.is_none() => Some(Action::Draw),
            None => None,
        };
        set.into_iter().chain(self.game.map(Action::Announce))
    }
}

impl Choice {
    /// The choice in words, one wording for the table, the hint and the command line:
    /// `set 5-5, game 3: ordinary [x2]`.
    pub fn words(&self) -> String {
        let set = self.set.map(|(a, b)| format!("set {a}-{b}, ")).unwrap_or_default();
        match self.game {
            Some(g) => format!("{set}game {}: {}{}", g.number(), g.describe(), self.labels()),
            None => self.game_words(),
        }
    }

    /// The game of the choice in words, its number first, for a column: ` 3 ordinary`.
    pub fn game_words(&self) -> String {
        match self.game {
            Some(g) => format!("{:>2} {}{}", g.number(), g.describe(), self.labels()),
            None => "draw the set tile (the normal player then sets and announces)".into(),
        }
    }

    /// `[x2]` after a choice that stands for several differing only by a label (the
    /// sides of a line on a double, the slots of a cross).
    fn labels(&self) -> String {
        if self.labels > 1 {
            format!(" [x{}]", self.labels)
        } else {
            String::new()
        }
    }
}

impl fmt::Display for Choice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words())
    }
}

/// The same game seen from the canonical side or slot. On a double set a line's sides,
/// and a cross's slots, differ only in name; on any other set the labels matter.
pub fn canonical(g: Game, set: Tile) -> Game {
    if !set.is_double() {
        return g;
    }
    let flip = |s: Pos| if s == Pos::E { Pos::W } else { s };
    match g {
        Game::Conditions { rule, cond, change } => {
            let cond = match cond {
                Condition::Here(s) => Condition::Here(flip(s)),
                Condition::First { side, count } => Condition::First { side: flip(side), count },
            };
            Game::Conditions { rule, cond, change }
        }
        Game::VolapukLine { ordinary: Pos::E, first } => {
            Game::VolapukLine { ordinary: Pos::W, first: first.map(|(s, c)| (s.opposite(), c)) }
        }
        Game::VolapukCross { double, .. } => Game::VolapukCross { double, ordinary: Axis::WE },
        Game::HereThenCross { double, .. } => Game::HereThenCross { double, here: Pos::N },
        g => g,
    }
}

/// The same game with the line's sides W and E swapped: what it is called when the
/// set tile is turned round.
pub fn mirror(g: Game) -> Game {
    let m = |s: Pos| if s.on_line() { s.opposite() } else { s };
    match g {
        Game::Conditions { rule, cond, change } => {
            let cond = match cond {
                Condition::Here(s) => Condition::Here(m(s)),
                Condition::First { side, count } => Condition::First { side: m(side), count },
            };
            Game::Conditions { rule, cond, change }
        }
        Game::VolapukLine { ordinary, first } => {
            Game::VolapukLine { ordinary: m(ordinary), first: first.map(|(s, c)| (m(s), c)) }
        }
        g => g,
    }
}

/// The listed choice a seat's (set, game) falls under: merged labels and a non-double
/// set tile written high end first both map to the entry of [`of`].
pub fn normalize(
    set: Option<(u8, u8)>,
    game: Option<Game>,
    set_tile: Option<Tile>,
) -> (Option<(u8, u8)>, Option<Game>) {
    let (mut set, mut game) = (set, game);
    if let Some((a, b)) = set {
        if a > b {
            set = Some((b, a));
            game = game.map(mirror);
        }
    }
    let t = set.map(|(a, b)| Tile::of(a, b)).or(set_tile);
    (
        set,
        match (game, t) {
            (Some(g), Some(t)) => Some(canonical(g, t)),
            (g, _) => g,
        },
    )
}

/// Every game for a set tile, symmetric labellings merged, in `all_for` order, with how
/// many labellings each stands for. Listed once per tile: players ask at every set.
pub fn games(set: Tile) -> &'static [(Game, u8)] {
    static TABLE: OnceLock<Vec<Vec<(Game, u8)>>> = OnceLock::new();
    let table = TABLE.get_or_init(|| Tile::ALL.iter().map(|&t| merged(t)).collect());
    &table[set.index()]
}

fn merged(set: Tile) -> Vec<(Game, u8)> {
    let mut out: Vec<(Game, u8)> = Vec::new();
    for g in Game::all_for(set) {
        let c = canonical(g, set);
        match out.iter_mut().find(|(h, _)| *h == c) {
            Some((_, k)) => *k += 1,
            None => out.push((c, 1)),
        }
    }
    out
}

/// The choices of the seat on set in `hand` (before the set or before the
/// announcement); empty in any other phase.
pub fn of(hand: &Hand) -> Vec<Choice> {
    let mut out = Vec::new();
    match hand.phase() {
        Phase::Announce => {
            let (a, b) = hand.set_ends().expect("set before the announcement");
            for &(g, labels) in games(Tile::of(a, b)) {
                out.push(Choice { set: None, game: Some(g), labels });
            }
        }
        Phase::Set { .. } => {
            for act in hand.legal() {
                match act {
                    Action::Draw => out.push(Choice { set: None, game: None, labels: 1 }),
                    Action::Set { first, second } => {
                        let t = Tile::of(first, second);
                        for &(g, labels) in games(t) {
                            // A tile set either way round with a game's sides named
                            // accordingly is one choice: keep the low end on W.
                            if !t.is_double() && first > second {
                                continue;
                            }
                            let labels = if t.is_double() { labels } else { 2 * labels };
                            out.push(Choice { set: Some((first, second)), game: Some(g), labels });
                        }
                    }
                    _ => {}
                }
            }
        }
        _ => {}
    }
    out
}

/// The kinds of game a double set allows, labels merged: an index below [`KINDS`]
/// (games 1-17 plainly, then each option of 11, 12 and 17).
pub const KINDS: usize = 50;

/// The kind of a game, for tables by kind; line sides are read on a double set, so a
/// game and its mirror share a kind.
pub fn kind(g: Game) -> usize {
    use crate::games::nos::Rule;
    match canonical(g, Tile::double(1)) {
        Game::Plain(n) => n as usize - 1,
        Game::Conditions { rule, cond, change } => {
            let c = match cond {
                Condition::Here(_) => 0,
                Condition::First { count, .. } => count as usize,
            };
            17 + 10 * (rule == Rule::Matador) as usize + 5 * change as usize + c
        }
        Game::VolapukLine { first: None, .. } => 37,
        Game::VolapukLine { first: Some((side, c)), .. } => 37 + 4 * (side == Pos::E) as usize + c as usize,
        Game::VolapukCross { double, .. } => 46 + double as usize,
        Game::HereThenCross { double, .. } => 48 + double as usize,
    }
}
