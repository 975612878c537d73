//! The view a request carries (`docs/protocol.md`): one seat's knowledge of a hand, written as a
//! parlour record's hand with the hidden parts left out. It is read into a record whose
//! other seats' tiles and boneyard are stand-ins, for [`super::rebuild`] to deal again
//! until the rules accept every action.

use crate::core::seat::Seat;
use crate::core::tile::{Tile, TileSet};
use crate::record::parlour::json::{ActJson, ActionJson, DrawJson, HandJson, RecordJson};
use crate::record::parlour::{Form, Record};
use serde::Deserialize;
use std::collections::BTreeMap;

fn yes() -> bool {
    true
}

/// One seat's view, as the protocol writes it.
#[derive(Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct ViewJson {
    pub game: String,
    pub players: u8,
    pub seat: u8,
    #[serde(default)]
    pub options: BTreeMap<String, serde_json::Value>,
    pub scores: Vec<i64>,
    #[serde(default)]
    pub pool: Option<i64>,
    #[serde(default = "yes")]
    pub starts_match: bool,
    pub lead: u8,
    #[serde(default)]
    pub lead_draw: Option<Vec<DrawJson>>,
    /// The tiles dealt to this seat.
    pub hand: Vec<String>,
    /// The tiles this seat drew, in order.
    #[serde(default)]
    pub drawn: Vec<String>,
    #[serde(default)]
    pub actions: Vec<ActionJson>,
    /// Optional: per seat, the tiles it held when the hand ended, as the count showed
    /// them (this seat's own entry is not read).
    #[serde(default)]
    pub shown: Option<Vec<Vec<String>>>,
}

/// A request the bot cannot answer: the field at fault (a JSON path) and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fault {
    pub field: String,
    pub error: String,
}

impl Fault {
    pub fn new(field: impl Into<String>, error: impl Into<String>) -> Fault {
        Fault { field: field.into(), error: error.into() }
    }
}

impl std::fmt::Display for Fault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.field, self.error)
    }
}

impl std::error::Error for Fault {}

/// What a view fixes of the hand: the seat, its own tiles and draws, and the record
/// built around them (the other places filled with stand-ins).
#[derive(Clone, Debug)]
pub struct Known {
    pub seat: Seat,
    pub own: TileSet,
    pub drawn: Vec<Tile>,
    /// The tiles other seats were shown to hold at the end, each with its seat.
    pub shown: Vec<(Seat, Tile)>,
    /// Per seat, whether its tiles at the end were shown.
    pub counted: Vec<bool>,
    pub rec: Record,
}

fn tile(s: &str, field: &str, set: TileSet) -> Result<Tile, Fault> {
    let top = crate::games::parlour::SET.top();
    let t = crate::games::parlour::SET
        .parse(s)
        .map_err(|_| Fault::new(field, format!("{s:?} is not a tile (\"a-b\", 0 to {top})")))?;
    if !set.contains(t) {
        return Err(Fault::new(field, format!("{t} is not in this game's set")));
    }
    Ok(t)
}

/// A record path as the view's: `hands[0].actions[3]` is `view.actions[3]`.
pub(super) fn view_path(path: &str) -> String {
    let p = path.strip_prefix("hands[0]").unwrap_or(path).trim_start_matches('.');
    let p = if p.starts_with("deal") || p.starts_with("boneyard") { "hand" } else { p };
    if p.is_empty() {
        "view".into()
    } else {
        format!("view.{p}")
    }
}

impl ViewJson {
    /// The view read against its game's form: tiles, counts, and every action's shape.
    ///
    /// # Errors
    /// The first field that does not fit, named by its path under `view`.
    pub fn known(&self) -> Result<Known, Fault> {
        let form = Form::find(&self.game).ok_or_else(|| Fault::new("view.game", format!("no game {:?}", self.game)))?;
        let n = self.players as usize;
        if self.seat >= self.players {
            return Err(Fault::new("view.seat", format!("no seat {} among {n} players", self.seat)));
        }
        let set = form.set;
        let mut own = TileSet::EMPTY;
        for (i, s) in self.hand.iter().enumerate() {
            let f = format!("view.hand[{i}]");
            let t = tile(s, &f, set)?;
            if own.contains(t) {
                return Err(Fault::new(f, format!("{t} twice")));
            }
            own.insert(t);
        }
        let mut drawn = Vec::new();
        let mut mine = own;
        for (i, s) in self.drawn.iter().enumerate() {
            let f = format!("view.drawn[{i}]");
            let t = tile(s, &f, set)?;
            if mine.contains(t) {
                return Err(Fault::new(f, format!("{t} is already this seat's")));
            }
            mine.insert(t);
            drawn.push(t);
        }
        // Stand-ins for the hidden places: the unseen tiles in order, so that the
        // record reads; the deal is made again before any replay.
        let options = crate::record::parlour::read::options_from_json(&self.options, &form)
            .map_err(|e| Fault::new(view_path(&e.path), e.msg))?;
        let each = form.tiles_each(n, &options).map_err(|(opt, why)| {
            Fault::new(opt.map_or_else(|| "view.players".to_string(), |o| format!("view.options.{o}")), why)
        })? as usize;
        if self.hand.len() != each {
            return Err(Fault::new("view.hand", format!("each seat is dealt {each} tiles, not {}", self.hand.len())));
        }
        let mut pool = set.minus(own).iter();
        let deal: Vec<Vec<String>> = (0..n)
            .map(|s| {
                if s == self.seat as usize {
                    self.hand.clone()
                } else {
                    pool.by_ref().take(each).map(|t| t.to_string()).collect()
                }
            })
            .collect();
        let boneyard: Vec<String> = pool.map(|t| t.to_string()).collect();
        let json = RecordJson {
            format: crate::record::parlour::FORMAT.into(),
            version: 1,
            game: self.game.clone(),
            players: (0..n).map(|s| format!("seat {s}")).collect(),
            scores: self.scores.clone(),
            pool: self.pool,
            starts_match: self.starts_match,
            options: self.options.clone(),
            seed: None,
            seats: None,
            hands: vec![HandJson {
                lead: self.lead,
                lead_draw: self.lead_draw.clone(),
                deal,
                boneyard,
                actions: self.actions.clone(),
                expect: None,
            }],
        };
        let rec = crate::record::parlour::read::from_json(&json).map_err(|e| Fault::new(view_path(&e.path), e.msg))?;
        // A seat's own draw, where written with its tile, must be its next drawn tile.
        let mut k = 0;
        for (i, a) in self.actions.iter().enumerate() {
            if a.seat == self.seat && a.act == ActJson::Draw {
                if let (Some(t), Some(d)) = (&a.tile, drawn.get(k)) {
                    if crate::games::parlour::SET.parse(t).ok() != Some(*d) {
                        return Err(Fault::new(format!("view.actions[{i}].tile"), format!("this seat drew {d} then")));
                    }
                }
                k += 1;
            }
        }
        let mut shown = Vec::new();
        let mut counted = vec![false; n];
        if let Some(list) = &self.shown {
            if list.len() != n {
                return Err(Fault::new("view.shown", format!("one list a seat: {n}, not {}", list.len())));
            }
            for (s, tiles) in list.iter().enumerate().filter(|&(s, _)| s != self.seat as usize) {
                counted[s] = true;
                for (k, t) in tiles.iter().enumerate() {
                    let f = format!("view.shown[{s}][{k}]");
                    let t = tile(t, &f, set)?;
                    if mine.contains(t) || shown.iter().any(|&(_, u)| u == t) {
                        return Err(Fault::new(f, format!("{t} is shown twice or is this seat's")));
                    }
                    shown.push((Seat(s as u8), t));
                }
            }
        }
        Ok(Known { seat: Seat(self.seat), own, drawn, shown, counted, rec })
    }
}
