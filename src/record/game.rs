//! A game with its choices, read from and written to its JSON form.

use super::format::{FirstJson, GameJson};
use super::read::side_at;
use super::{ferr, FormatError};
use crate::core::Pos;
use crate::games::nos::games::{Axis, Condition, Game, Rule};

/// Reads a game with its choices.
///
/// # Errors
/// A number outside 1 to 17, or choices missing, misplaced or out of range.
pub fn game_from_json(g: &GameJson, path: &str) -> Result<Game, FormatError> {
    let field = |f: &str| format!("{path}.{f}");
    let no = |f: &str, present: bool| -> Result<(), FormatError> {
        if present {
            Err(ferr(field(f), format!("game {} has no choice {f:?}", g.game)))
        } else {
            Ok(())
        }
    };
    let first = |f: &FirstJson| -> Result<(Pos, u8), FormatError> {
        let side = side_at(&f.side, &field("first.side"), true)?;
        if !(1..=4).contains(&f.count) {
            return Err(ferr(field("first.count"), format!("1 to 4 tiles, not {}", f.count)));
        }
        Ok((side, f.count))
    };
    let form = |allowed: &[&str]| -> Result<String, FormatError> {
        let f = g.form.clone().ok_or_else(|| ferr(field("form"), format!("game {} needs \"form\"", g.game)))?;
        if allowed.contains(&f.as_str()) {
            Ok(f)
        } else {
            Err(ferr(field("form"), format!("the form is one of {allowed:?}, not {f:?}")))
        }
    };
    match g.game {
        11 => {
            no("form", g.form.is_some())?;
            no("ordinary", g.ordinary.is_some())?;
            let rule = match g.matching.as_deref() {
                Some("ordinary") => Rule::Ordinary,
                Some("matador") => Rule::Matador,
                Some(m) => return Err(ferr(field("match"), format!("\"ordinary\" or \"matador\", not {m:?}"))),
                None => return Err(ferr(field("match"), "game 11 needs \"match\"")),
            };
            let cond = match (&g.here, &g.first) {
                (Some(h), None) => Condition::Here(side_at(h, &field("here"), true)?),
                (None, Some(f)) => {
                    let (side, count) = first(f)?;
                    Condition::First { side, count }
                }
                (Some(_), Some(_)) => {
                    return Err(ferr(path, "game 11 takes one condition: \"here\" or \"first\", not both"))
                }
                (None, None) => return Err(ferr(path, "game 11 needs a condition: \"here\" or \"first\"")),
            };
            Ok(Game::Conditions { rule, cond, change: g.change })
        }
        12 => {
            no("match", g.matching.is_some())?;
            no("here", g.here.is_some())?;
            no("change", g.change)?;
            let f = form(&["line", "cross", "double-cross"])?;
            let ord = g.ordinary.clone().ok_or_else(|| ferr(field("ordinary"), "game 12 needs \"ordinary\""))?;
            if f == "line" {
                let ordinary = side_at(&ord, &field("ordinary"), true)?;
                let first = g.first.as_ref().map(first).transpose()?;
                Ok(Game::VolapukLine { ordinary, first })
            } else {
                no("first", g.first.is_some())?;
                let ordinary = match ord.as_str() {
                    "WE" => Axis::WE,
                    "NS" => Axis::NS,
                    _ => {
                        return Err(ferr(
                            field("ordinary"),
                            format!("a cross's ordinary axis is \"WE\" or \"NS\", not {ord:?}"),
                        ))
                    }
                };
                Ok(Game::VolapukCross { double: f == "double-cross", ordinary })
            }
        }
        17 => {
            no("match", g.matching.is_some())?;
            no("first", g.first.is_some())?;
            no("change", g.change)?;
            no("ordinary", g.ordinary.is_some())?;
            let f = form(&["cross", "double-cross"])?;
            let here = g.here.as_deref().ok_or_else(|| ferr(field("here"), "game 17 needs \"here\""))?;
            Ok(Game::HereThenCross { double: f == "double-cross", here: side_at(here, &field("here"), false)? })
        }
        1..=17 => {
            no("match", g.matching.is_some())?;
            no("here", g.here.is_some())?;
            no("first", g.first.is_some())?;
            no("change", g.change)?;
            no("form", g.form.is_some())?;
            no("ordinary", g.ordinary.is_some())?;
            Ok(Game::Plain(g.game))
        }
        n => Err(ferr(field("game"), format!("the games are numbered 1 to 17, not {n}"))),
    }
}

/// Writes a game with its choices.
pub fn game_to_json(g: &Game) -> GameJson {
    let mut j = GameJson { game: g.number(), ..GameJson::default() };
    let first_json = |(side, count): (Pos, u8)| FirstJson { side: side.letter().into(), count };
    match *g {
        Game::Plain(_) => {}
        Game::Conditions { rule, cond, change } => {
            j.matching = Some(rule.word().into());
            match cond {
                Condition::Here(s) => j.here = Some(s.letter().into()),
                Condition::First { side, count } => j.first = Some(first_json((side, count))),
            }
            j.change = change;
        }
        Game::VolapukLine { ordinary, first } => {
            j.form = Some("line".into());
            j.ordinary = Some(ordinary.letter().into());
            j.first = first.map(first_json);
        }
        Game::VolapukCross { double, ordinary } => {
            j.form = Some(if double { "double-cross" } else { "cross" }.into());
            j.ordinary = Some(match ordinary {
                Axis::WE => "WE".into(),
                Axis::NS => "NS".into(),
            });
        }
        Game::HereThenCross { double, here } => {
            j.form = Some(if double { "double-cross" } else { "cross" }.into());
            j.here = Some(here.letter().into());
        }
    }
    j
}
