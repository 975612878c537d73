//! Writing a train game's record as it is played: each round's engine, lead, deal and
//! boneyard as it starts, and every action as it is taken, tiles touching end first,
//! each draw naming its tile.

use super::json::{ActJson, ActionJson, ExpectJson, HandJson, RecordJson};
use crate::core::tile::Tiles;
use crate::core::{Play, Seat};
use crate::games::trains::{Action, Game, Place};
use std::collections::BTreeMap;

/// A record kept as a game is played.
#[derive(Clone, Debug)]
pub struct Writer {
    /// The record's fields, and the hand of the round in play.
    json: RecordJson,
    /// The text of each earlier round's hand, as the record writes it: written once,
    /// when the next round starts (a round that is over never changes), so that a
    /// save makes only the round in play's text anew.
    done: Vec<std::sync::Arc<str>>,
    /// The round of the last hand written.
    round: u8,
}

impl Writer {
    /// A record of `game` as it stands before its first action, for these players.
    pub fn new(game: &Game, players: &[String], seed: Option<u64>) -> Writer {
        let rules = game.rules();
        let mut options = BTreeMap::new();
        for (name, v) in rules.choices().given() {
            options.insert(name.to_string(), serde_json::Value::from(v));
        }
        let json = RecordJson {
            format: crate::record::parlour::FORMAT.to_string(),
            version: 1,
            game: rules.kind.id().to_string(),
            players: players.to_vec(),
            scores: game.totals().iter().map(|&t| i64::from(t)).collect(),
            starts_match: game.round().round() == 1,
            options,
            seed,
            seats: None,
            hands: Vec::new(),
        };
        let mut w = Writer { json, done: Vec::new(), round: 0 };
        w.start_round(game);
        w
    }

    /// Who plays each seat, as the record's `seats` codes ("human", "computer-easy").
    pub fn seats(&mut self, codes: Vec<String>) {
        self.json.seats = Some(codes);
    }

    /// Starts the round `game` is in.
    fn start_round(&mut self, game: &Game) {
        let r = game.round();
        self.round = r.round();
        for h in self.json.hands.drain(..) {
            self.done.push(hand_text(&h).into());
        }
        let deal = r.deal();
        let text = |t: crate::core::Tile| t.to_string();
        self.json.hands.push(HandJson {
            engine: r.engine().to_string(),
            lead: r.lead().0,
            lead_draw: None,
            deal: deal.hands.iter().map(|h| h.iter().map(text).collect()).collect(),
            boneyard: deal.boneyard.iter().copied().map(text).collect(),
            actions: Vec::new(),
            expect: None,
        });
    }

    /// Writes an action `seat` took, before it is applied to `game`: a draw names the
    /// tile it takes.
    pub fn step(&mut self, game: &Game, seat: Seat, action: Action) {
        let drawn = game.round().boneyard().first().copied().filter(|_| action == Action::Draw);
        if let Some(h) = self.json.hands.last_mut() {
            h.actions.push(action_json(seat, action, drawn));
        }
    }

    /// After an action was applied to `game`: a round over gets its totals as
    /// `expect`, and a round dealt starts a new hand.
    pub fn after(&mut self, game: &Game) {
        let r = game.round().round();
        if r != self.round || game.round().end().is_some() {
            let t: Vec<i64> = game.totals().iter().map(|&x| i64::from(x)).collect();
            if let Some(h) = self.json.hands.last_mut() {
                h.expect = Some(ExpectJson { scores: Some(t), error_at: None });
            }
        }
        if r != self.round {
            self.start_round(game);
        }
    }

    /// The record as JSON text.
    pub fn text(&self) -> String {
        self.text_from(0)
    }

    /// How many hands (a round's each) the record holds.
    pub fn hands(&self) -> usize {
        self.done.len() + self.json.hands.len()
    }

    /// The record as JSON text with only its hands from hand `from` (from 0) on, the
    /// fields above them whole: what a save of the round in play writes, the rounds
    /// over never written again.
    pub fn text_from(&self, from: usize) -> String {
        let done = self.done.get(from..).unwrap_or_default();
        let skip = from.saturating_sub(self.done.len());
        let mut s = if skip == 0 {
            serde_json::to_string_pretty(&self.json)
        } else {
            let mut json = self.json.clone();
            json.hands.drain(..skip.min(json.hands.len()));
            serde_json::to_string_pretty(&json)
        }
        .unwrap_or_default();
        s.push('\n');
        if !done.is_empty() {
            if let Some(i) = s.find(HANDS) {
                let before: usize = done.iter().map(|h| h.len() + 2).sum();
                let mut out = String::with_capacity(s.len() + before);
                out.push_str(&s[..i + HANDS.len()]);
                for h in done {
                    out.push_str(h);
                    out.push_str(",\n");
                }
                out.push_str(&s[i + HANDS.len()..]);
                return out;
            }
        }
        s
    }
}

/// Where a record's hands begin in its pretty text: its fields are indented by two,
/// those inside them by more.
const HANDS: &str = "\n  \"hands\": [\n";

/// A hand's text as it stands among the record's hands: pretty, indented by four.
fn hand_text(h: &HandJson) -> String {
    let pretty = serde_json::to_string_pretty(h).unwrap_or_default();
    let mut out = String::with_capacity(pretty.len() + 4 * pretty.lines().count());
    for (i, line) in pretty.lines().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        out.push_str("    ");
        out.push_str(line);
    }
    out
}

/// Plays `game` to its end with `choose` deciding for each seat, writing its record.
pub fn play_recorded(
    mut game: Game,
    players: &[String],
    seed: Option<u64>,
    mut choose: impl FnMut(&Game) -> Action,
) -> (Game, String) {
    let mut w = Writer::new(&game, players, seed);
    while let Some(seat) = game.to_act() {
        let a = choose(&game);
        w.step(&game, seat, a);
        if game.apply(seat, a).is_err() {
            break;
        }
        w.after(&game);
    }
    (game, w.text())
}

/// A game played from `start` by `actions`, written as its record (the records of
/// `nos simulate` and `nos tournament`): the actions up to the first the rules refuse.
pub fn of_game(start: &Game, players: &[String], seed: u64, actions: &[(Seat, Action)]) -> String {
    let mut g = start.clone();
    let mut w = Writer::new(&g, players, Some(seed));
    for &(seat, a) in actions {
        w.step(&g, seat, a);
        if g.apply(seat, a).is_err() {
            break;
        }
        w.after(&g);
    }
    w.text()
}

/// An action as the record writes it (and the bot protocol, whose draws name no tile):
/// a tile touching end first, on a train (a seat, or `"mexican"`) or `at` the tile it
/// lies against; a draw with the tile drawn, where given.
pub fn action_json(seat: Seat, action: Action, drawn: Option<crate::core::Tile>) -> ActionJson {
    let (act, tile, train, at) = match action {
        Action::Play { tile, touch, place } => {
            let written = Some(format!("{touch}-{}", Action::far(tile, touch)));
            match place {
                Place::Train(s) => (ActJson::Play, written, Some(serde_json::Value::from(s.0)), None),
                Place::Mexican => (ActJson::Play, written, Some(serde_json::Value::from("mexican")), None),
                Place::At(t) => (ActJson::Play, written, None, Some(t.to_string())),
            }
        }
        Action::Draw => (ActJson::Draw, drawn.map(|t| t.to_string()), None, None),
        Action::Pass => (ActJson::Pass, None, None, None),
    };
    ActionJson { seat: seat.0, act, tile, train, at }
}
