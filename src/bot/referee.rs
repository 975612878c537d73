//! The referee's side: a full record of one hand, and what each seat of it may be told.
//! Tests, benchmarks and programs that hold the whole hand use it to build the views
//! they send the bot.

use crate::core::seat::Seat;
use crate::core::tile::TileSet;
use crate::core::Play;
use crate::record::parlour::json::{ActJson, RecordJson};
use crate::record::parlour::{dominox, parse, replay::replay_line, DOMINOX};
use serde_json::{json, Value};

/// What `seat` knows of the record's first hand, as the protocol writes a view: its
/// tiles, its draws, every action with the other seats' drawn tiles left out.
pub fn view_of(rec: &RecordJson, seat: u8) -> Value {
    let Some(h) = rec.hands.first() else { return Value::Null };
    let board = rec.game == DOMINOX.id;
    let mut drawn = Vec::new();
    let mut k = 0;
    let mut actions = Vec::new();
    for (i, a) in h.actions.iter().enumerate() {
        // Dominox draws at the end of every turn while the boneyard lasts.
        let draws = if board { i < h.boneyard.len() } else { a.act == ActJson::Draw };
        if draws {
            if a.seat == seat {
                drawn.extend(h.boneyard.get(k).cloned());
            }
            k += 1;
        }
        let mut a = a.clone();
        if a.act == ActJson::Draw {
            a.tile = None;
        }
        actions.push(a);
    }
    let mut v = json!({
        "game": rec.game,
        "players": rec.players.len(),
        "seat": seat,
        "scores": rec.scores,
        "lead": h.lead,
        "hand": h.deal.get(seat as usize),
        "drawn": drawn,
        "actions": actions,
    });
    if !rec.options.is_empty() {
        v["options"] = json!(rec.options);
    }
    if let Some(d) = &h.lead_draw {
        v["lead_draw"] = json!(d);
    }
    if let Some(p) = rec.pool {
        v["pool"] = json!(p);
    }
    if !rec.starts_match {
        v["starts_match"] = json!(false);
    }
    v
}

/// A record of one new hand of `game` at a table of `players`, dealt from `seed`, no
/// action yet; `None` for a game that is not a parlour game or a count it is not
/// played by.
pub fn dealt(game: &str, players: usize, seed: u64) -> Option<RecordJson> {
    let names: Vec<String> = (0..players).map(|s| format!("P{s}")).collect();
    if game == DOMINOX.id {
        return (players == 2).then(|| dominox::Kept::seeded(seed).record(&names).to_json());
    }
    let rules = crate::games::parlour::Rules::of(crate::games::parlour::preset(game)?, players).ok()?;
    let (mut m, _) = crate::games::parlour::Match::random(rules, &mut crate::core::chance::dice(seed));
    m.keep_log();
    let start = crate::games::parlour::Start::new(&rules);
    Some(crate::record::parlour::Record::from_match(&names, &m, &start, &Default::default())?.to_json())
}

/// The true state of the record's hand (a record of one hand, which must replay): the seat to act, and
/// every seat's tiles.
pub fn truth(rec: &RecordJson) -> Option<(Option<u8>, Vec<TileSet>)> {
    let text = serde_json::to_vec(rec).ok()?;
    let r = parse(&text).ok()?;
    let n = rec.players.len();
    if rec.game == DOMINOX.id {
        let (_, kept) = dominox::replay(&r).ok()?;
        let g = kept.game();
        Some((g.to_act().map(|s| s.0), (0..n).map(|s| g.hand(Seat(s as u8))).collect()))
    } else {
        let (_, m) = replay_line(&r).ok()?;
        let h = m.hand();
        Some((
            h.to_act().map(|s| s.0),
            (0..n).map(|s| crate::games::parlour::View::of(h, Seat(s as u8)).own()).collect(),
        ))
    }
}
