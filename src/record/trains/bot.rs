//! The train games over the protocol (Mexican Train, Chicken Foot). Everything on their
//! table is public, so a view holds a round as the seat sees it whole: its hand, the
//! trains with their owners and markers and the double waiting to be covered (Chicken
//! Foot: the tiles laid, each against the tile it lies on, in the order played, which
//! gives the feet and the end that waits), each seat's tile count, the boneyard's size
//! and the totals. No deal is searched for: the view ([`TrainsView`], a
//! [`Setup`](crate::core::play::Setup)) is checked into the seat's
//! [`View`](crate::games::trains::View), from which the program's own players decide.

use crate::core::chance::Dice;
use crate::core::play::Setup;
use crate::core::tile::Tiles;
use crate::core::{Level, Seat, Set, Tile, TileSet};
use crate::games::trains::ai::{random, simple, strong};
use crate::games::trains::{Action, Actions, Foot, Game, Kind, Layout, Place, Rules, Trains, View};
use crate::record::bot::{Ask, Choice, Family, Fault, Table};
use crate::record::trains::read::{choices_of, kind_of};
use crate::record::trains::write::action_json;
use serde::Deserialize;
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;
use std::fmt;

/// Mexican Train and Chicken Foot.
pub struct TrainGames;

impl Family for TrainGames {
    fn table(&self, view: Value) -> Result<Box<dyn Table>, Fault> {
        crate::record::bot::table_of::<TrainsView>(view)
    }
}

impl From<SetupError> for Fault {
    fn from(e: SetupError) -> Fault {
        Fault::new(e.field, e.why.to_string())
    }
}

/// One train of a Mexican Train view.
#[derive(Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct TrainJson {
    /// Its owner's seat, or `"mexican"`.
    pub train: Value,
    /// From the engine out, each tile touching end first.
    #[serde(default)]
    pub tiles: Vec<String>,
    /// Whether a marker lies on it (its owner passed: MT #3).
    #[serde(default)]
    pub marker: bool,
}

/// One tile laid in Chicken Foot: touching end first, against the tile `at`.
#[derive(Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct LaidJson {
    pub tile: String,
    pub at: String,
}

/// One seat's view of a round of a train game, as the protocol writes it: the setup,
/// plain data that may break the rules until [`Setup::position`] checks it.
#[derive(Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct TrainsView {
    pub game: String,
    pub players: u8,
    pub seat: u8,
    #[serde(default)]
    pub options: BTreeMap<String, Value>,
    /// Every seat's total before this round.
    pub totals: Vec<i64>,
    /// The round's engine (its double: the round's number follows).
    pub engine: String,
    /// The seat on turn; `null` once the game is over.
    pub turn: Option<u8>,
    /// This seat's tiles, the one it drew this turn included.
    pub hand: Vec<String>,
    /// The tile this seat drew this turn, while it is on turn: only it may be played.
    #[serde(default)]
    pub drawn: Option<String>,
    /// How many tiles each seat holds.
    pub held: Vec<u32>,
    /// How many tiles the boneyard holds.
    pub boneyard: u32,
    /// Mexican Train: the trains that hold tiles or a marker.
    #[serde(default)]
    pub trains: Option<Vec<TrainJson>>,
    /// Mexican Train: the double at a train's end waiting to be covered (MT #4).
    #[serde(default)]
    pub uncovered: Option<String>,
    /// Chicken Foot: the tiles laid after the centre, in order.
    #[serde(default)]
    pub laid: Option<Vec<LaidJson>>,
}

/// Why a train game's view is refused: the field at fault (its path under `view`) and
/// the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError {
    pub field: String,
    pub why: Why,
}

/// What is wrong with a field of a train game's view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    /// Not a train game.
    Game(String),
    /// The rules (player count, an option) refuse the table.
    Rules(String),
    /// Not a tile of the game's set.
    NotATile(String),
    /// A tile seen twice (in the hand, on the table, the engine).
    Twice(Tile),
    /// A count or length that does not fit, in words.
    Count(String),
    /// A train named that the table does not have, or named twice.
    Train(String),
    /// A tile that does not touch the open number of its place.
    Touch { tile: String, open: u8 },
    /// The rules refuse a tile where it is laid, in words.
    Laid(String),
    /// The uncovered double given wrongly or left out, in words.
    Uncovered(String),
    /// A field this game does not take.
    NotHere(&'static str),
}

impl fmt::Display for Why {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Why::Game(g) => write!(f, "{g:?} is not a train game"),
            Why::Rules(w) | Why::Count(w) | Why::Train(w) | Why::Laid(w) | Why::Uncovered(w) => f.write_str(w),
            Why::NotATile(w) => write!(f, "not a tile: {w}"),
            Why::Twice(t) => write!(f, "{t} is seen twice"),
            Why::Touch { tile, open } => write!(f, "{tile} does not touch the open {open} with its first number"),
            Why::NotHere(game) => write!(f, "{game} has no such field"),
        }
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.field, self.why)
    }
}

impl std::error::Error for SetupError {}

fn bad(field: impl Into<String>, why: Why) -> SetupError {
    SetupError { field: field.into(), why }
}

/// The tiles seen so far, each once.
struct Seen {
    set: Set,
    tiles: TileSet<u128>,
}

impl Seen {
    fn tile(&mut self, s: &str, field: &str) -> Result<Tile, SetupError> {
        let t = self.set.parse(s).map_err(|e| bad(field, Why::NotATile(e.to_string())))?;
        if self.tiles.contains(t) {
            return Err(bad(field, Why::Twice(t)));
        }
        self.tiles.insert(t);
        Ok(t)
    }
    /// A tile written touching end first: the tile and its touching number.
    fn laid(&mut self, s: &str, field: &str) -> Result<(Tile, u8), SetupError> {
        let (a, _) = self.set.ends(s).map_err(|e| bad(field, Why::NotATile(e.to_string())))?;
        Ok((self.tile(s, field)?, a))
    }
}

impl Setup for TrainsView {
    type Position = TrainsTable;
    type Error = SetupError;

    fn position(&self) -> Result<TrainsTable, SetupError> {
        let kind = kind_of(&self.game).ok_or_else(|| bad("view.game", Why::Game(self.game.clone())))?;
        let choices = choices_of(kind, &self.options)
            .map_err(|(name, why)| bad(format!("view.options.{name}"), Why::Rules(why)))?;
        let n = self.players as usize;
        let rules = Rules::new(kind, n, &choices).map_err(|e| match e {
            crate::games::trains::SetupError::Option(name, why) => bad(format!("view.options.{name}"), Why::Rules(why)),
            e => bad("view.players", Why::Rules(e.to_string())),
        })?;
        if self.seat >= self.players {
            return Err(bad("view.seat", Why::Count(format!("no seat {} among {n} players", self.seat))));
        }
        let seat = Seat(self.seat);
        if self.totals.len() != n {
            return Err(bad("view.totals", Why::Count(format!("one total a seat: {n}, not {}", self.totals.len()))));
        }
        let mut totals = Vec::with_capacity(n);
        for (i, &x) in self.totals.iter().enumerate() {
            let t = u32::try_from(x).ok().filter(|&x| x <= 1_000_000);
            totals.push(t.ok_or_else(|| bad(format!("view.totals[{i}]"), Why::Count(format!("{x}: 0 to 1,000,000"))))?);
        }
        let set = rules.set;
        let mut seen = Seen { set, tiles: TileSet::<u128>::EMPTY };
        let engine = seen.tile(&self.engine, "view.engine")?;
        let round = rules
            .round_of(engine)
            .filter(|&r| r <= rules.rounds)
            .ok_or_else(|| bad("view.engine", Why::Count(format!("{engine} is no round's engine of this game"))))?;
        let to_act = match self.turn {
            Some(t) if t >= self.players => {
                return Err(bad("view.turn", Why::Count(format!("no seat {t} among {n} players"))));
            }
            t => t.map(Seat),
        };
        let mut hand = TileSet::<u128>::EMPTY;
        for (i, s) in self.hand.iter().enumerate() {
            hand.insert(seen.tile(s, &format!("view.hand[{i}]"))?);
        }
        let drawn = match &self.drawn {
            None => None,
            Some(s) => {
                let t = set.parse(s).map_err(|e| bad("view.drawn", Why::NotATile(e.to_string())))?;
                if !hand.contains(t) {
                    return Err(bad("view.drawn", Why::Count(format!("{t} is not in the hand"))));
                }
                if to_act != Some(seat) {
                    return Err(bad("view.drawn", Why::Count("only the seat on turn has drawn this turn".into())));
                }
                Some(t)
            }
        };
        if self.held.len() != n {
            return Err(bad("view.held", Why::Count(format!("one count a seat: {n}, not {}", self.held.len()))));
        }
        if self.held[seat.index()] != hand.len() {
            let f = format!("view.held[{}]", seat.0);
            return Err(bad(
                f,
                Why::Count(format!("this seat holds {} tiles, not {}", hand.len(), self.held[seat.index()])),
            ));
        }
        if to_act.is_some() {
            if let Some(s) = self.held.iter().position(|&h| h == 0) {
                let why = format!("seat {s} holds no tile: the round is over, and no seat is on turn");
                return Err(bad(format!("view.held[{s}]"), Why::Count(why)));
            }
        }
        let layout = match kind {
            Kind::Mexican => {
                if self.laid.is_some() {
                    return Err(bad("view.laid", Why::NotHere("mexican-train")));
                }
                Layout::Trains(self.trains_of(&rules, engine, &mut seen)?)
            }
            Kind::Chicken => {
                if self.trains.is_some() {
                    return Err(bad("view.trains", Why::NotHere("chicken-foot")));
                }
                if self.uncovered.is_some() {
                    return Err(bad("view.uncovered", Why::NotHere("chicken-foot")));
                }
                Layout::Foot(self.foot_of(&rules, engine, &mut seen)?)
            }
        };
        // Every tile once: the engine and the table, this hand, the others' and the
        // boneyard.
        let others: u32 = (0..n).filter(|&s| s != seat.index()).map(|s| self.held[s]).sum();
        let hidden = set.size() as u32 - seen.tiles.len();
        if others + self.boneyard != hidden {
            let why = format!(
                "the {set} set leaves {hidden} tiles off the table and out of this hand: the others hold {others}, so the boneyard holds {}, not {}",
                hidden.saturating_sub(others),
                self.boneyard
            );
            return Err(bad("view.boneyard", Why::Count(why)));
        }
        Ok(TrainsTable(View {
            seat,
            rules,
            round,
            engine,
            hand,
            drawn,
            held: self.held.clone(),
            boneyard: self.boneyard as usize,
            layout,
            to_act,
            totals,
        }))
    }
}

/// A train as read: its place, its tiles each with its touching number, its marker.
type Line = (Place, Vec<(Tile, u8)>, bool);

impl TrainsView {
    /// Mexican Train's trains, laid from the engine out, the train with the double
    /// waiting last, then the markers.
    fn trains_of(&self, rules: &Rules, engine: Tile, seen: &mut Seen) -> Result<Trains, SetupError> {
        let n = rules.players;
        let mut trains = Trains::new(n, engine.low());
        let list = self.trains.clone().unwrap_or_default();
        let mut places: Vec<Place> = Vec::new();
        let mut lines: Vec<Line> = Vec::new();
        for (i, t) in list.iter().enumerate() {
            let field = format!("view.trains[{i}].train");
            let place = match (t.train.as_str(), t.train.as_u64()) {
                (Some("mexican"), _) => Place::Mexican,
                (_, Some(s)) if s < u64::from(n) => Place::Train(Seat(s as u8)),
                _ => {
                    let why = format!("a train is \"mexican\" or a seat from 0 to {}, not {}", n - 1, t.train);
                    return Err(bad(field, Why::Train(why)));
                }
            };
            if places.contains(&place) {
                return Err(bad(field, Why::Train(format!("{place} is given twice"))));
            }
            places.push(place);
            if t.marker && place == Place::Mexican {
                return Err(bad(
                    format!("view.trains[{i}].marker"),
                    Why::Train("the Mexican train takes no marker".into()),
                ));
            }
            let mut open = engine.low();
            let mut tiles = Vec::new();
            for (k, s) in t.tiles.iter().enumerate() {
                let f = format!("view.trains[{i}].tiles[{k}]");
                let (tile, touch) = seen.laid(s, &f)?;
                if touch != open || !tile.has(touch) {
                    return Err(bad(f, Why::Touch { tile: s.clone(), open }));
                }
                open = Action::far(tile, touch);
                tiles.push((tile, touch));
            }
            lines.push((place, tiles, t.marker));
        }
        // The double waiting: the last tile of one train, and no other train ends in a
        // double (every play goes to the one waiting until it is covered, MT #4).
        let ends: Vec<(usize, Tile)> = lines
            .iter()
            .enumerate()
            .filter_map(|(i, l)| l.1.last().filter(|x| x.0.is_double()).map(|x| (i, x.0)))
            .collect();
        let waiting = match &self.uncovered {
            None => {
                if let Some(&(i, d)) = ends.first() {
                    let why = format!("{} ends in {d}, not yet covered: name it here", lines[i].0);
                    return Err(bad("view.uncovered", Why::Uncovered(why)));
                }
                None
            }
            Some(s) => {
                let d = rules.set.parse(s).map_err(|e| bad("view.uncovered", Why::NotATile(e.to_string())))?;
                let Some(&(i, _)) = ends.iter().find(|x| x.1 == d) else {
                    return Err(bad(
                        "view.uncovered",
                        Why::Uncovered(format!("{d} is not the double at a train's end")),
                    ));
                };
                if let Some(&(j, e)) = ends.iter().find(|x| x.0 != i) {
                    let why = format!("{} ends in {e} too: only one double waits at a time", lines[j].0);
                    return Err(bad("view.uncovered", Why::Uncovered(why)));
                }
                Some(i)
            }
        };
        let order = (0..lines.len()).filter(|&i| Some(i) != waiting).chain(waiting);
        for i in order {
            let (place, tiles, _) = &lines[i];
            let line =
                trains.line(*place).map_err(|e| bad(format!("view.trains[{i}].train"), Why::Train(e.to_string())))?;
            for &(tile, touch) in tiles {
                // The owner laid it: a marker is put back below.
                let by = match place {
                    Place::Train(s) => *s,
                    _ => Seat(n),
                };
                trains.lay(by, line, tile, touch);
            }
        }
        for (place, _, marker) in &lines {
            if let (Place::Train(s), true) = (place, marker) {
                trains.mark(*s);
            }
        }
        Ok(trains)
    }

    /// Chicken Foot's table: the centre, and each tile laid in order where the rules
    /// take it.
    fn foot_of(&self, rules: &Rules, engine: Tile, seen: &mut Seen) -> Result<Foot, SetupError> {
        let mut foot = Foot::new(rules.set, engine, rules.centre);
        for (i, l) in self.laid.iter().flatten().enumerate() {
            let f = format!("view.laid[{i}]");
            let (tile, touch) = seen.laid(&l.tile, &format!("{f}.tile"))?;
            let at = rules.set.parse(&l.at).map_err(|e| bad(format!("{f}.at"), Why::NotATile(e.to_string())))?;
            let at = foot.check(tile, touch, Place::At(at)).map_err(|e| bad(&f, Why::Laid(e.to_string())))?;
            foot.lay(tile, touch, at);
        }
        Ok(foot)
    }
}

/// A train game's round as one seat sees it: its [`View`], which is all the players
/// are given.
pub struct TrainsTable(pub View);

fn json_of(seat: Seat, a: Action) -> Value {
    json!(action_json(seat, a, None))
}

impl Table for TrainsTable {
    fn seat(&self) -> u8 {
        self.0.seat.0
    }
    fn to_act(&self) -> Option<u8> {
        self.0.to_act.map(|s| s.0)
    }
    fn over(&self) -> bool {
        self.0.to_act.is_none()
    }
    fn next_after_end(&self) -> Option<u8> {
        None
    }
    fn legal(&self) -> Vec<Value> {
        let mut buf = Actions::new();
        self.0.legal_into(&mut buf);
        buf.iter().map(|&a| json_of(self.0.seat, a)).collect()
    }
    fn decide(&self, ask: &Ask, rng: &mut Dice) -> Option<Choice> {
        let v = &self.0;
        let a = match ask.level {
            Level::Easy => random(v, rng),
            Level::Normal => simple(v),
            Level::Strong | Level::StrongOld => strong(v),
        }?;
        let a = json_of(v.seat, a);
        Some(Choice::of(a.clone(), vec![(a, 0.0)]))
    }
    fn check(&self) -> Result<Map<String, Value>, Fault> {
        let mut m = Map::new();
        m.insert("over".into(), json!(self.over()));
        m.insert("round".into(), json!(self.0.round));
        m.insert("scores".into(), json!(self.0.totals));
        Ok(m)
    }
}

/// What `seat` knows of `game`'s round in play, as the protocol writes a view: the
/// referee's side, for tests, benchmarks and programs that hold the whole game.
pub fn view_of(game: &Game, seat: u8) -> Value {
    use crate::core::Play;
    let v = game.view(Seat(seat));
    let r = &v.rules;
    let written = |t: Tile, touch: u8| format!("{touch}-{}", Action::far(t, touch));
    let mut out = json!({
        "game": r.kind.id(),
        "players": r.players,
        "seat": seat,
        "totals": v.totals,
        "engine": v.engine.to_string(),
        "turn": v.to_act.map(|s| s.0),
        "hand": v.hand.iter().map(|t| t.to_string()).collect::<Vec<_>>(),
        "held": v.held,
        "boneyard": v.boneyard,
    });
    let given: Map<String, Value> = r.choices().given().into_iter().map(|(k, x)| (k.to_string(), json!(x))).collect();
    if !given.is_empty() {
        out["options"] = Value::Object(given);
    }
    if let Some(d) = v.drawn {
        out["drawn"] = json!(d.to_string());
    }
    match &v.layout {
        Layout::Trains(t) => {
            let places = (0..r.players).map(|s| Place::Train(Seat(s))).chain([Place::Mexican]);
            let trains: Vec<Value> = places
                .filter_map(|p| {
                    let tiles: Vec<String> = t.tiles(p).map(|(x, touch)| written(x, touch)).collect();
                    let marker = matches!(p, Place::Train(s) if t.marked().contains(s));
                    let train = match p {
                        Place::Train(s) => json!(s.0),
                        _ => json!("mexican"),
                    };
                    (!tiles.is_empty() || marker).then(|| json!({"train": train, "tiles": tiles, "marker": marker}))
                })
                .collect();
            out["trains"] = json!(trains);
            if let Some((d, _)) = t.uncovered() {
                out["uncovered"] = json!(d.to_string());
            }
        }
        Layout::Foot(f) => {
            let laid: Vec<Value> = f
                .laid()
                .iter()
                .map(|&(x, touch, at)| json!({"tile": written(x, touch), "at": at.to_string()}))
                .collect();
            out["laid"] = json!(laid);
        }
    }
    out
}
