//! The view of a Nos hand a request carries (`docs/protocol.md`): one seat's knowledge, written as
//! a Nos record's hand with the hidden parts left out, and the doubles other seats showed
//! when they declared. It is read into a record whose other seats' tiles and boneyard are
//! stand-ins, for [`super::nos_rebuild`] to deal again until the rules accept every
//! action.

use super::view::{view_path, Fault};
use crate::core::{Seat, Tile, TileSet};
use crate::record::format::{ActionJson, HandJson, RecordJson};
use crate::record::Record;
use serde::Deserialize;
use std::collections::BTreeMap;

fn yes() -> bool {
    true
}

/// One seat's view of a Nos hand, as the protocol writes it.
#[derive(Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct NosViewJson {
    pub game: String,
    pub players: u8,
    pub seat: u8,
    #[serde(default)]
    pub options: BTreeMap<String, serde_json::Value>,
    /// Every seat's chips before the hand.
    pub chips: Vec<i64>,
    #[serde(default = "yes")]
    pub starts_session: bool,
    pub on_set: u8,
    /// The tiles dealt to this seat.
    pub hand: Vec<String>,
    /// The tiles this seat drew, in order.
    #[serde(default)]
    pub drawn: Vec<String>,
    /// Per seat, the doubles it showed when it declared (this seat's own list is not
    /// read); may be left out when nobody declared.
    #[serde(default)]
    pub declared: Vec<Vec<String>>,
    #[serde(default)]
    pub actions: Vec<ActionJson>,
    /// How many seats said no (to declaring, to a double at once, to a close) since the
    /// last action, as a saved game's record writes it: the actions leave declines out.
    #[serde(default)]
    pub declines: u32,
}

/// What a Nos view fixes of the hand: the seat, its own tiles and draws, the doubles the
/// others declared, and the record built around them (the other places stand-ins).
#[derive(Clone, Debug)]
pub struct NosKnown {
    pub seat: Seat,
    pub own: TileSet,
    pub drawn: Vec<Tile>,
    /// Per seat, the doubles it declared (empty for this seat and for seats that did
    /// not declare).
    pub declared: Vec<TileSet>,
    pub rec: Record,
}

fn tile(s: &str, field: &str) -> Result<Tile, Fault> {
    let set = crate::games::nos::SET;
    set.parse(s).map_err(|_| Fault::new(field, format!("{s:?} is not a tile (\"a-b\", 0 to {})", set.top())))
}

impl NosViewJson {
    /// The view read: tiles, counts, and every action's shape.
    ///
    /// # Errors
    /// The first field that does not fit, named by its path under `view`.
    pub fn known(&self) -> Result<NosKnown, Fault> {
        let n = self.players as usize;
        if !(3..=5).contains(&n) {
            return Err(Fault::new("view.players", format!("Nos is played by 3 to 5, not {n}")));
        }
        if self.seat >= self.players {
            return Err(Fault::new("view.seat", format!("no seat {} among {n} players", self.seat)));
        }
        let each = 8 - n;
        if self.hand.len() != each {
            return Err(Fault::new("view.hand", format!("each seat is dealt {each} tiles, not {}", self.hand.len())));
        }
        let mut own = TileSet::EMPTY;
        for (i, s) in self.hand.iter().enumerate() {
            let f = format!("view.hand[{i}]");
            let t = tile(s, &f)?;
            if own.contains(t) {
                return Err(Fault::new(f, format!("{t} twice")));
            }
            own.insert(t);
        }
        let mut mine = own;
        let mut drawn = Vec::new();
        for (i, s) in self.drawn.iter().enumerate() {
            let f = format!("view.drawn[{i}]");
            let t = tile(s, &f)?;
            if mine.contains(t) {
                return Err(Fault::new(f, format!("{t} is already this seat's")));
            }
            mine.insert(t);
            drawn.push(t);
        }
        let mut declared = vec![TileSet::EMPTY; n];
        if !self.declared.is_empty() && self.declared.len() != n {
            return Err(Fault::new("view.declared", format!("one list a seat: {n}, not {}", self.declared.len())));
        }
        let mut shown = TileSet::EMPTY;
        for (s, list) in self.declared.iter().enumerate().filter(|&(s, _)| s != self.seat as usize) {
            for (k, t) in list.iter().enumerate() {
                let f = format!("view.declared[{s}][{k}]");
                let t = tile(t, &f)?;
                if !t.is_double() {
                    return Err(Fault::new(f, format!("{t} is not a double")));
                }
                if mine.contains(t) || shown.contains(t) {
                    return Err(Fault::new(f, format!("{t} is shown twice or is this seat's")));
                }
                shown.insert(t);
                declared[s].insert(t);
            }
        }
        // Stand-ins for the hidden places: the unseen tiles in order, so that the
        // record reads; the deal is made again before any replay.
        let mut pool = TileSet::FULL.minus(own).iter();
        let deal: Vec<Vec<String>> = (0..n)
            .map(|s| {
                if s == self.seat as usize {
                    self.hand.clone()
                } else {
                    pool.by_ref().take(each).map(|t| t.to_string()).collect()
                }
            })
            .collect();
        let json = RecordJson {
            format: "nos-record".into(),
            version: 1,
            players: (0..n).map(|s| format!("seat {s}")).collect(),
            chips: self.chips.clone(),
            starts_session: self.starts_session,
            options: self.options.clone(),
            seed: None,
            // Seats given so that `declines` is read, as in a saved game.
            seats: Some(vec!["human".into(); n]),
            declines: self.declines,
            left: Vec::new(),
            hands: vec![HandJson {
                on_set: self.on_set,
                deal,
                boneyard: pool.map(|t| t.to_string()).collect(),
                actions: self.actions.clone(),
                tiebreak: None,
                expect: None,
                penalties: Vec::new(),
            }],
        };
        let rec = Record::from_json(&json).map_err(|e| Fault::new(view_path(&e.path), e.msg))?;
        // A seat's own draw, where written with its tile, must be its next drawn tile;
        // another seat's draw names none.
        let mut k = 0;
        for (i, s) in rec.hands[0].steps.iter().enumerate() {
            if s.action != crate::games::nos::Action::Draw {
                continue;
            }
            let f = format!("view.actions[{i}].tile");
            if s.seat.0 != self.seat {
                if s.drawn.is_some() {
                    return Err(Fault::new(f, "another seat's draw: this seat did not see the tile"));
                }
                continue;
            }
            if let (Some(t), Some(d)) = (s.drawn, drawn.get(k)) {
                if t != *d {
                    return Err(Fault::new(f, format!("this seat drew {d} then")));
                }
            }
            k += 1;
        }
        Ok(NosKnown { seat: Seat(self.seat), own, drawn, declared, rec })
    }
}
