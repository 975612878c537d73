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

/// What `seat` knows of a Nos record's last hand, as the protocol writes a view: its
/// tiles, its draws, the doubles the others declared, every action with the other
/// seats' drawn tiles left out. (The chips are those before the record's first hand: a
/// record of one hand.)
pub fn nos_view_of(rec: &crate::record::format::RecordJson, seat: u8) -> Value {
    let Some(h) = rec.hands.last() else { return Value::Null };
    let n = rec.players.len();
    let tile = |s: &str| crate::games::nos::SET.parse(s).ok();
    // Each seat's tiles as the actions go: dealt, drawn, less what it put down.
    let mut held: Vec<TileSet> = h.deal.iter().map(|d| d.iter().filter_map(|t| tile(t)).collect()).collect();
    let mut declared = vec![Vec::new(); n];
    let mut drawn = Vec::new();
    let mut k = 0;
    let mut actions = Vec::new();
    for a in &h.actions {
        let s = a.seat as usize;
        let mut a = a.clone();
        match a.act {
            crate::record::format::Act::Draw => {
                if let Some(t) = h.boneyard.get(k) {
                    if a.seat == seat {
                        drawn.push(t.clone());
                    }
                    if let Some(t) = tile(t) {
                        held[s].insert(t);
                    }
                }
                k += 1;
                if a.seat != seat {
                    a.tile = None;
                }
            }
            crate::record::format::Act::Declare => {
                declared[s] = held[s].inter(TileSet::DOUBLES).iter().map(|t| t.to_string()).collect();
            }
            _ => {
                if let Some(t) = a.tile.as_deref().and_then(tile) {
                    held[s].remove(t);
                }
            }
        }
        actions.push(a);
    }
    let mut v = json!({
        "game": "nos",
        "players": n,
        "seat": seat,
        "chips": rec.chips,
        "on_set": h.on_set,
        "hand": h.deal.get(seat as usize),
        "drawn": drawn,
        "actions": actions,
    });
    if declared.iter().any(|d| !d.is_empty()) {
        declared[seat as usize].clear();
        v["declared"] = json!(declared);
    }
    if !rec.options.is_empty() {
        v["options"] = json!(rec.options);
    }
    if !rec.starts_session {
        v["starts_session"] = json!(false);
    }
    if rec.declines > 0 {
        v["declines"] = json!(rec.declines);
    }
    v
}

/// What `seat` knows of the hand in play of a Nos session of one hand so far, as the
/// protocol writes a view (the declines since the last action counted, as the protocol
/// asks); `Null` for a session past its first hand.
pub fn nos_view(session: &crate::games::nos::Session, seat: u8) -> Value {
    let names: Vec<String> = (0..session.seats()).map(|s| format!("P{s}")).collect();
    let mut rec = crate::record::Record::from_session(&names, session).to_json();
    let Some(log) = session.logs().last() else { return Value::Null };
    let declines = log.actions.iter().rev().take_while(|&&(_, a)| a == crate::games::nos::Action::Decline).count();
    rec.declines = declines as u32;
    if rec.hands.len() > 1 {
        return Value::Null;
    }
    nos_view_of(&rec, seat)
}
