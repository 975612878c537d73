//! The 17 announceable games as data: each resolves, for a set tile, to a [`Plan`] of
//! independent rule choices (shape, matching per arm and phase, compulsory tiles,
//! line conditions).

use crate::core::pos::Pos;
use crate::core::tile::Tile;
use std::fmt;

pub use crate::core::matching::Rule;

/// Which set tiles a game accepts.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SetReq {
    Any,
    Double,
    DoubleNotBlank,
    DoubleBlank,
}

impl SetReq {
    pub fn allows(self, set: Tile) -> bool {
        match self {
            SetReq::Any => true,
            SetReq::Double => set.is_double(),
            SetReq::DoubleNotBlank => set.is_double() && set != Tile::DOUBLE_BLANK,
            SetReq::DoubleBlank => set == Tile::DOUBLE_BLANK,
        }
    }
    fn words(self) -> &'static str {
        match self {
            SetReq::Any => "any tile",
            SetReq::Double => "a double",
            SetReq::DoubleNotBlank => "a double other than 0-0",
            SetReq::DoubleBlank => "the 0-0",
        }
    }
}

/// The shape the layout grows in.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Shape {
    /// Two ends, W and E of the set tile.
    Line,
    /// Four arms from the set double; every slot filled before any arm grows.
    Cross,
    /// The 0-0 with the three other matadors on three sides; the fourth side
    /// closed, or (when `fourth` is set) filled next with a blank end.
    Triangle { fourth: bool },
}

/// The tile an arm of a double-cross game needs right after its foundation tile.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Compulsory {
    /// Exactly the double of the arm's open number.
    Ordinary,
    /// The double that adds up to 7 with the open number, or any matador.
    MatadorOrDouble,
    /// Exactly the double that adds up to 7 with the open number.
    MatadorDouble,
}

/// A condition on a line: which side is played first.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Condition {
    /// "First here, then there": the second tile on this side, the third on the other.
    Here(Pos),
    /// This many tiles (1..=4) on this side before any on the other side.
    First { side: Pos, count: u8 },
}

/// The axis of a volapük cross that is played ordinary.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Axis {
    WE,
    NS,
}

/// A game as announced, with the choices its announcer names.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Game {
    /// Games 1 to 10 and 13 to 16: nothing to choose.
    Plain(u8),
    /// Game 11: a line with a base rule, one condition, and optionally a change of rule.
    Conditions { rule: Rule, cond: Condition, change: bool },
    /// Game 12 as a line: one side ordinary, the other matador, with an optional lock.
    VolapukLine { ordinary: Pos, first: Option<(Pos, u8)> },
    /// Game 12 as a cross or double cross.
    VolapukCross { double: bool, ordinary: Axis },
    /// Game 17: matador "first here then there", then ordinary cross or double cross.
    HereThenCross { double: bool, here: Pos },
}

/// Static facts of the games without choices, indexed by number - 1.
struct Preset {
    name: &'static str,
    set: SetReq,
    shape: Shape,
    found: Rule,
    comp: Option<Compulsory>,
    ext: Rule,
}

const fn p(name: &'static str, set: SetReq, shape: Shape, found: Rule, comp: Option<Compulsory>, ext: Rule) -> Preset {
    Preset { name, set, shape, found, comp, ext }
}

use Compulsory as C;
use Rule::{Matador as MAT, Ordinary as ORD};
const LINE: Shape = Shape::Line;
const CROSS: Shape = Shape::Cross;
const TRI: Shape = Shape::Triangle { fourth: false };

const PRESETS: [Preset; 17] = [
    p("ordinary", SetReq::Any, LINE, ORD, None, ORD),
    p("ordinary cross", SetReq::Double, CROSS, ORD, None, ORD),
    p("ordinary double cross", SetReq::Double, CROSS, ORD, Some(C::Ordinary), ORD),
    p("matador", SetReq::Any, LINE, MAT, None, MAT),
    p("matador cross", SetReq::DoubleNotBlank, CROSS, MAT, None, MAT),
    p("matador double cross", SetReq::DoubleNotBlank, CROSS, MAT, Some(C::MatadorOrDouble), MAT),
    p("ordinary cross, then matador", SetReq::Double, CROSS, ORD, None, MAT),
    p("ordinary cross, then matador double cross", SetReq::Double, CROSS, ORD, Some(C::MatadorOrDouble), MAT),
    p("matador cross, then ordinary", SetReq::DoubleNotBlank, CROSS, MAT, None, ORD),
    p("matador cross, then ordinary double cross", SetReq::DoubleNotBlank, CROSS, MAT, Some(C::Ordinary), ORD),
    p("line with conditions", SetReq::Any, LINE, ORD, None, ORD),
    p("volapük", SetReq::Any, LINE, ORD, None, MAT),
    p("triangle", SetReq::DoubleBlank, TRI, MAT, None, MAT),
    p("triangle double cross", SetReq::DoubleBlank, TRI, MAT, Some(C::MatadorDouble), MAT),
    p("triangle, then ordinary", SetReq::DoubleBlank, TRI, MAT, None, ORD),
    p("triangle, then ordinary cross", SetReq::DoubleBlank, Shape::Triangle { fourth: true }, MAT, None, ORD),
    p("matador first here then there, then ordinary cross", SetReq::Double, CROSS, MAT, None, ORD),
];

/// One line describing each game, for menus.
pub const DESCRIPTIONS: [&str; 17] = [
    "a line, equal numbers touch",
    "a cross on the set double, then four arms, equal numbers touch",
    "a cross, then a double on each arm, equal numbers touch",
    "a line, touching ends add up to 7, matadors wild",
    "a cross on the set double, matador matching",
    "a matador cross, then a double or matador on each arm",
    "an ordinary cross, then matador matching on the arms",
    "an ordinary cross, then a matador double or matador on each arm",
    "a matador cross, then ordinary matching on the arms",
    "a matador cross, then the ordinary double on each arm",
    "a line with a condition on which side is played first, optionally changing rule",
    "one side (or axis) ordinary, the other matador",
    "the 0-0, the three other matadors around it, then matador arms",
    "a triangle, then the matador double on each arm",
    "a triangle, then ordinary matching on its three arms",
    "a triangle, then a blank end on the fourth side and an ordinary cross",
    "two matador tiles on opposite sides, then two ordinary ones, then an ordinary cross",
];

/// Why an announcement was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AnnounceError {
    #[error("there is no game {0}: the games are numbered 1 to 17")]
    NoSuchGame(u8),
    #[error("game {game} ({name}) needs {needs} as the set tile, not {set}")]
    SetTile { game: u8, name: &'static str, needs: &'static str, set: Tile },
    #[error("a line has only the sides W and E, not {0}")]
    NotALineSide(Pos),
    #[error("a condition may ask for 1 to 4 tiles, not {0}")]
    Count(u8),
    #[error("game {0} is announced with its choices")]
    NeedsChoices(u8),
}

impl Game {
    /// The game's number, 1 to 17.
    pub fn number(&self) -> u8 {
        match *self {
            Game::Plain(n) => n,
            Game::Conditions { .. } => 11,
            Game::VolapukLine { .. } | Game::VolapukCross { .. } => 12,
            Game::HereThenCross { .. } => 17,
        }
    }

    /// The game's name in words, with its choices.
    pub fn describe(&self) -> String {
        let name = match self.number() {
            n @ 1..=17 => PRESETS[n as usize - 1].name,
            _ => "no such game",
        };
        match *self {
            Game::Plain(_) => name.to_string(),
            Game::Conditions { rule, cond, change } => {
                let c = match cond {
                    Condition::Here(s) => format!("first here ({s}) then there ({})", s.opposite()),
                    Condition::First { side, count } => format!("first {count} on {side}"),
                };
                let ch = if change { format!(", then {}", rule.flip().word()) } else { String::new() };
                format!("{} line, {c}{ch}", rule.word())
            }
            Game::VolapukLine { ordinary, first } => {
                let f = first.map(|(s, n)| format!(", first {n} on {s}")).unwrap_or_default();
                format!("volapük line, ordinary on {ordinary}, matador on {}{f}", ordinary.opposite())
            }
            Game::VolapukCross { double, ordinary } => {
                let (o, m) = match ordinary {
                    Axis::WE => ("W-E", "N-S"),
                    Axis::NS => ("N-S", "W-E"),
                };
                let form = if double { "double cross" } else { "cross" };
                format!("volapük {form}, ordinary {o}, matador {m}")
            }
            Game::HereThenCross { double, here } => {
                let form = if double { "double cross" } else { "cross" };
                format!("matador first here ({here}) then there ({}), then ordinary {form}", here.opposite())
            }
        }
    }

    /// What the game makes of this set tile.
    ///
    /// # Errors
    /// The game does not exist, does not allow this set tile, or a choice is out of range.
    pub fn plan(&self, set: Tile) -> Result<Plan, AnnounceError> {
        let n = self.number();
        if !(1..=17).contains(&n) {
            return Err(AnnounceError::NoSuchGame(n));
        }
        let pre = &PRESETS[n as usize - 1];
        if !pre.set.allows(set) {
            return Err(AnnounceError::SetTile { game: n, name: pre.name, needs: pre.set.words(), set });
        }
        let line_side = |s: Pos| if s.on_line() { Ok(s) } else { Err(AnnounceError::NotALineSide(s)) };
        let count = |c: u8| if (1..=4).contains(&c) { Ok(c) } else { Err(AnnounceError::Count(c)) };
        let mut plan = Plan {
            shape: pre.shape,
            found: [pre.found; 4],
            stage: [0; 4],
            comp: [pre.comp; 4],
            ext: [pre.ext; 4],
            cond: None,
        };
        match *self {
            Game::Plain(11 | 12 | 17) => return Err(AnnounceError::NeedsChoices(n)),
            Game::Plain(_) => {}
            Game::Conditions { rule, cond, change } => {
                plan.cond = Some(match cond {
                    Condition::Here(s) => Condition::Here(line_side(s)?),
                    Condition::First { side, count: c } => {
                        Condition::First { side: line_side(side)?, count: count(c)? }
                    }
                });
                plan.found = [rule; 4];
                plan.ext = [if change { rule.flip() } else { rule }; 4];
            }
            Game::VolapukLine { ordinary, first } => {
                let o = line_side(ordinary)?;
                for pos in Pos::ALL {
                    plan.found[pos.index()] = if pos == o { ORD } else { MAT };
                }
                plan.ext = plan.found;
                if let Some((s, c)) = first {
                    plan.cond = Some(Condition::First { side: line_side(s)?, count: count(c)? });
                }
            }
            Game::VolapukCross { double, ordinary } => {
                if !set.is_double() {
                    return Err(AnnounceError::SetTile { game: 12, name: "volapük cross", needs: "a double", set });
                }
                plan.shape = Shape::Cross;
                for pos in Pos::ALL {
                    let ord = matches!((ordinary, pos), (Axis::WE, Pos::W | Pos::E) | (Axis::NS, Pos::N | Pos::S));
                    let r = if ord { ORD } else { MAT };
                    plan.found[pos.index()] = r;
                    plan.ext[pos.index()] = r;
                    plan.comp[pos.index()] = double.then_some(if ord { C::Ordinary } else { C::MatadorOrDouble });
                }
            }
            Game::HereThenCross { double, here } => {
                for pos in Pos::ALL {
                    let (rule, stage) = if pos == here {
                        (MAT, 0)
                    } else if pos == here.opposite() {
                        (MAT, 1)
                    } else {
                        (ORD, 2)
                    };
                    plan.found[pos.index()] = rule;
                    plan.stage[pos.index()] = stage;
                    plan.comp[pos.index()] = double.then_some(C::Ordinary);
                }
            }
        }
        Ok(plan)
    }

    /// The set tiles game `n` (1 to 17) is played on, in words: "any tile", "a
    /// double", "a double other than 0-0", "the 0-0".
    pub fn set_words(n: u8) -> &'static str {
        PRESETS.get((n as usize).wrapping_sub(1)).map_or("", |p| p.set.words())
    }

    /// Every game, with every choice, that this set tile allows.
    pub fn all_for(set: Tile) -> Vec<Game> {
        let mut out = Vec::new();
        for n in 1..=17u8 {
            let g = Game::Plain(n);
            if matches!(n, 11 | 12 | 17) {
                continue;
            }
            if g.plan(set).is_ok() {
                out.push(g);
            }
        }
        let sides = [Pos::W, Pos::E];
        for rule in [ORD, MAT] {
            for change in [false, true] {
                for s in sides {
                    out.push(Game::Conditions { rule, cond: Condition::Here(s), change });
                }
                for s in sides {
                    for count in 1..=4 {
                        out.push(Game::Conditions { rule, cond: Condition::First { side: s, count }, change });
                    }
                }
            }
        }
        for ordinary in sides {
            out.push(Game::VolapukLine { ordinary, first: None });
            for s in sides {
                for c in 1..=4 {
                    out.push(Game::VolapukLine { ordinary, first: Some((s, c)) });
                }
            }
        }
        if set.is_double() {
            for double in [false, true] {
                for ordinary in [Axis::WE, Axis::NS] {
                    out.push(Game::VolapukCross { double, ordinary });
                }
                for here in Pos::ALL {
                    out.push(Game::HereThenCross { double, here });
                }
            }
        }
        out
    }
}

impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.number(), self.describe())
    }
}

/// The rules of one hand's layout, resolved from the announced game and the set tile.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Plan {
    pub shape: Shape,
    /// Cross and triangle: the matching rule of each foundation slot. Line: the rule of
    /// each side until its condition is met.
    pub found: [Rule; 4],
    /// Cross: foundation slots are filled by regular plays in increasing stage order.
    pub stage: [u8; 4],
    /// Double-cross games: the tile each arm needs right after its foundation tile.
    pub comp: [Option<Compulsory>; 4],
    /// The rule each arm grows by once the foundation (or the line's condition) is done.
    pub ext: [Rule; 4],
    /// Line games 11 and 12: which side must be played first.
    pub cond: Option<Condition>,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(s: &str) -> Tile {
        s.parse().unwrap()
    }

    #[test]
    fn set_tiles_each_game_accepts() {
        let ok = |set: &str| -> Vec<u8> {
            (1..=17).filter(|&n| !matches!(n, 11 | 12 | 17)).filter(|&n| Game::Plain(n).plan(t(set)).is_ok()).collect()
        };
        assert_eq!(ok("5-4"), [1, 4]);
        assert_eq!(ok("4-4"), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
        assert_eq!(ok("0-0"), [1, 2, 3, 4, 7, 8, 13, 14, 15, 16]);
    }

    #[test]
    fn volapuk_cross_needs_a_double() {
        let g = Game::VolapukCross { double: false, ordinary: Axis::NS };
        assert!(g.plan(t("6-1")).is_err());
        let p = g.plan(t("6-6")).unwrap();
        assert_eq!(p.found[Pos::N.index()], Rule::Ordinary);
        assert_eq!(p.found[Pos::E.index()], Rule::Matador);
    }

    #[test]
    fn conditions_count_is_one_to_four_on_a_line_side() {
        let g = |side, count| Game::Conditions { rule: ORD, cond: Condition::First { side, count }, change: false };
        assert!(g(Pos::W, 4).plan(t("1-2")).is_ok());
        assert_eq!(g(Pos::W, 5).plan(t("1-2")), Err(AnnounceError::Count(5)));
        assert_eq!(g(Pos::N, 2).plan(t("1-2")), Err(AnnounceError::NotALineSide(Pos::N)));
    }

    #[test]
    fn every_listed_game_plans() {
        for set in Tile::ALL {
            for g in Game::all_for(set) {
                assert!(g.plan(set).is_ok(), "{g} on {set}");
            }
        }
    }
}
